// depot in TypeScript: a small key-value store whose every failure is an error of its catalogue
// (../depot/errors.yaml), made by the module errgen generates, so that errgen recover and
// errgen contract drive it exactly as they drive the Python and Go depots. State lives under
// DEPOT_HOME. Build with `tsc -p .`, run with `node build/main.js`.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import * as fs from "node:fs";
import * as path from "node:path";
import { homedir } from "node:os";
import * as errors from "./errors";

const READ_ONLY_PREFIX = "sys/";
const TOKEN_SECONDS = 3600;
const COMMANDS = ["auth", "diff", "doctor", "errors", "get", "put", "reset", "run", "simulate"];
const USAGE = `Usage: depot COMMAND [ARGS]...
Commands: get KEY | put KEY VALUE | diff KEY VALUE | run KEY PROGRAM [ARGS]... | doctor |
auth refresh|reauth | errors --json | simulate ...`;

const home = (): string => process.env["DEPOT_HOME"] || path.join(homedir(), ".depot");
const file = (name: string): string => path.join(home(), name);
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function read<T>(name: string, fallback: T): T {
  try {
    return JSON.parse(fs.readFileSync(file(name), "utf-8")) as T;
  } catch {
    return fallback;
  }
}

function write(name: string, value: unknown): void {
  fs.mkdirSync(home(), { recursive: true, mode: 0o700 });
  const temp = file(`.${name}.tmp`);
  fs.writeFileSync(temp, JSON.stringify(value), { mode: 0o600 });
  fs.renameSync(temp, file(name));
}

// refreshToken is idempotent: a token with more than half its life left is kept as it is.
function refreshToken(): { expires_at: number } {
  const current = read<{ expires_at?: number }>("token.json", {});
  if (current.expires_at !== undefined && current.expires_at - nowSeconds() > TOKEN_SECONDS / 2) {
    return { expires_at: current.expires_at };
  }
  const fresh = { expires_at: nowSeconds() + TOKEN_SECONDS };
  write("token.json", fresh);
  return fresh;
}

function checkSession(): void {
  if (fs.existsSync(file("revoked"))) throw new errors.SessionRevokedError();
  const expires = read<{ expires_at?: number }>("token.json", {}).expires_at ?? 0;
  if (expires <= nowSeconds()) {
    const stamp = new Date(expires * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
    throw new errors.CredentialsExpiredError({ expired_at: stamp });
  }
}

// holdLockFor makes another process hold the store for the next `calls` calls that touch it (each
// fails with STORE_LOCKED): a count, never a time, so that a scenario meets the lock and its retry
// does not however fast or loaded the machine is. The holder named is this process.
function holdLockFor(calls: number): unknown {
  write("lock.json", { calls, pid: process.pid });
  return { calls, holder: process.pid };
}

// checkLock fails with STORE_LOCKED (transient) while the lock's count of calls lasts, this call
// counted.
function checkLock(): void {
  const lock = read<{ calls?: number; pid?: number }>("lock.json", {});
  const calls = lock.calls ?? 0;
  if (calls <= 0) return;
  if (calls === 1) fs.rmSync(file("lock.json"), { force: true });
  else write("lock.json", { calls: calls - 1, pid: lock.pid });
  throw new errors.StoreLockedError({ pid: lock.pid ?? 0 });
}

function get(key: string): unknown {
  checkSession();
  checkLock();
  const store = read<Record<string, string>>("store.json", {});
  if (!Object.prototype.hasOwnProperty.call(store, key)) throw new errors.KeyNotFoundError({ key });
  return { key, value: store[key] };
}

// reset deletes every key (destructive: never a fix command), as the Python depot's reset --hard.
function reset(): unknown {
  checkLock();
  const deleted = Object.keys(read<Record<string, string>>("store.json", {})).length;
  write("store.json", {});
  return { deleted };
}

function put(key: string, value: string): unknown {
  checkSession();
  checkLock();
  if (key.startsWith(READ_ONLY_PREFIX)) throw new errors.PermissionDeniedError({ prefix: READ_ONLY_PREFIX });
  const store = read<Record<string, string>>("store.json", {});
  store[key] = value;
  write("store.json", store);
  return { key, value };
}

// diff compares KEY's value with VALUE: the answer DIFFERENT (exit 10) when they differ, with the
// warning KEY_NOT_FOUND when the store has no such key.
function diff(key: string, value: string): errors.Result {
  checkSession();
  checkLock();
  const store = read<Record<string, string>>("store.json", {});
  const found = Object.prototype.hasOwnProperty.call(store, key);
  const stored = found ? store[key]! : null;
  const same = stored === value;
  const warnings = found ? [] : [new errors.KeyNotFoundError({ key })];
  const data = { given: value, key, same, stored };
  return new errors.Result(data, same ? { warnings } : { answer: errors.ANSWER_DIFF_DIFFERENT, warnings });
}

// runProgram runs PROGRAM with KEY's value in DEPOT_VALUE and exits with its exit status; its own
// failures exit as the catalogue says `depot run` exits (125 where they would exit 3 or 8).
function runProgram(key: string, program: string[]): never {
  let value = "";
  try {
    value = (get(key) as { value: string }).value;
  } catch (error) {
    if (!(error instanceof errors.DepotError)) throw error;
    process.stdout.write(error.toEnvelopeJSON() + "\n");
    return process.exit(errors.OPERATION_EXITS["depot run"]?.[error.code] ?? error.exitCode);
  }
  const child = spawnSync(program[0]!, program.slice(1), {
    stdio: "inherit",
    env: { ...process.env, DEPOT_VALUE: value },
  });
  // a program that could not be started exits 127, as a shell says
  return process.exit(child.error !== undefined ? 127 : (child.status ?? 1));
}

function doctor(): unknown {
  const expires = read<{ expires_at?: number }>("token.json", {}).expires_at ?? 0;
  return {
    home: home(),
    keys: Object.keys(read<Record<string, string>>("store.json", {})).length,
    session_revoked: fs.existsSync(file("revoked")),
    token_valid: expires > nowSeconds(),
  };
}

// the same words as click's, which the Python depot's parser writes, so the envelopes agree
function unknownCommand(name: string): errors.DepotError {
  const close = COMMANDS.filter((known) => distance(name, known) <= 1);
  const hint = close.length > 0 ? ` Did you mean '${close[0]}'?` : "";
  return errors.usageError(`No such command '${name}'.${hint}`, USAGE);
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const kept = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length]!;
}

function dispatch(args: string[]): unknown {
  const [command, ...rest] = args;
  const usage = (problem: string): never => {
    throw errors.usageError(problem, USAGE);
  };
  if (command === "get" && rest.length === 1) return get(rest[0]!);
  if (command === "put" && rest.length === 2) return put(rest[0]!, rest[1]!);
  if (command === "diff" && rest.length === 2) return diff(rest[0]!, rest[1]!);
  if (command === "doctor" && rest.length === 0) return doctor();
  if (command === "auth" && (rest[0] === "refresh" || rest[0] === "reauth") && rest.length === 1) {
    if (rest[0] === "reauth") fs.rmSync(file("revoked"), { force: true });
    return refreshToken();
  }
  if (command === "run" && rest.length >= 2) runProgram(rest[0]!, rest.slice(1));
  if (command === "errors" && rest.length === 1 && rest[0] === "--json") {
    process.stdout.write(errors.describeErrors() + "\n"); // catalog.json's format, not an envelope
    return process.exit(0);
  }
  if (command === "reset" && rest.length === 1 && rest[0] === "--hard") return reset();
  if (command === "reset") usage("reset deletes every key; pass --hard to mean it");
  if (command === "simulate" && rest[0] === "expired-token") {
    write("token.json", { expires_at: nowSeconds() - 60 });
    return null;
  }
  if (command === "simulate" && rest[0] === "revoked-session") {
    fs.mkdirSync(home(), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file("revoked"), "revoked by an administrator\n", { mode: 0o600 });
    return null;
  }
  if (command === "simulate" && rest[0] === "lock") {
    const options = { calls: { type: "string" as const, default: "1" } };
    const usageLock = "Usage: depot simulate lock [--calls N]";
    const parsed = errors.parsedArgs(
      () => parseArgs({ args: rest.slice(1), options, allowPositionals: false, strict: true }),
      usageLock,
    );
    const calls = Number(parsed.values["calls"]);
    if (!Number.isSafeInteger(calls) || calls < 1) {
      throw errors.usageError("--calls takes a number of calls from 1", usageLock);
    }
    return holdLockFor(calls);
  }
  if (command !== undefined && !COMMANDS.includes(command)) throw unknownCommand(command);
  return usage("Missing or extra arguments.");
}

void errors.run(() => dispatch(process.argv.slice(2)));
