// The few Node APIs depot uses, declared here so that tsc checks it without @types/node.
declare module "node:util" {
  export function parseArgs(config: {
    args: string[];
    options: Record<string, { type: "string" | "boolean"; default?: string | boolean }>;
    allowPositionals: boolean;
    strict: boolean;
  }): { values: Record<string, string | boolean | undefined>; positionals: string[] };
}
declare module "node:fs" {
  export function readFileSync(path: string, encoding: "utf-8"): string;
  export function writeFileSync(path: string, data: string, options: { mode: number }): void;
  export function renameSync(from: string, to: string): void;
  export function mkdirSync(path: string, options: { recursive: boolean; mode: number }): void;
  export function existsSync(path: string): boolean;
  export function rmSync(path: string, options: { force: boolean }): void;
}
declare module "node:path" {
  export function join(...parts: string[]): string;
}
declare module "node:os" {
  export function homedir(): string;
}
declare module "node:child_process" {
  export function spawnSync(
    command: string,
    args: string[],
    options: { stdio: "inherit"; env: Record<string, string | undefined> },
  ): { status: number | null; error?: Error };
}
declare const process: {
  readonly argv: string[];
  readonly env: Record<string, string | undefined>;
  readonly pid: number;
  readonly stdout: { write(text: string): boolean };
  exit(code: number): never;
};
