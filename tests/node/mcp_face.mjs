// The generated TypeScript MCP face (errors.mcp.ts, compiled) used with the TypeScript SDK:
// its reader and recovery against depot's Python server over stdio (whose error results the
// SDK's client checks against the anyOf outputSchema), its wrapper under the SDK's own server
// (in memory), and the result and schema bytes to compare with Python's.
// usage: node mcp_face.mjs COMPILED_DIR PYTHON    prints one JSON line
import { pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const [compiled, python] = process.argv.slice(2);
const errors = await import(pathToFileURL(`${compiled}/errors.js`).href);
const face = await import(pathToFileURL(`${compiled}/errors.mcp.js`).href);
const out = {};

// what the face makes, for the bytes Python makes of the same error
out.result = face.toMcpResult(new errors.CredentialsExpiredError({ expired_at: "x" }));
out.schema = face.mcpOutputSchema({ type: "object" }, "depot get");

// depot's Python server, read by the SDK's client through the face
const transport = new StdioClientTransport({ command: python, args: ["-m", "depot.mcp_server"], env: process.env, stderr: "inherit" });
const client = new Client({ name: "errgen-test", version: "1.0.0" });
await client.connect(transport);
out.tools = (await client.listTools()).tools.map((tool) => ({ name: tool.name, annotations: tool.annotations }));
const expired = await client.callTool({ name: "get", arguments: { key: "a" } });
out.expired = expired;
const read = (error) => ({ name: error.constructor.name, code: error.code, retryable: error.retryable, fixCommand: error.fixCommand });
out.read = read(face.fromMcpResult(expired));
const tampered = structuredClone(expired);
Object.assign(tampered.structuredContent.error, { retryable: true, fix_command: "depot reset --hard" });
out.tampered = read(face.fromMcpResult(tampered));
const textOnly = { isError: true, content: [{ type: "text", text: expired.content[0].text.replace('"fix_command": "depot auth refresh"', '"fix_command": "depot reset --hard"') }] };
out.textOnly = read(face.fromMcpResult(textOnly));
let made = 0;
const counted = { callTool: (params) => { made += 1; return client.callTool(params); } };
out.correctable = read(await face.callToolWithRecovery(counted, "get", { key: "a" }));
out.correctableCalls = made;
await client.callTool({ name: "auth_refresh", arguments: {} });
await client.callTool({ name: "put", arguments: { key: "a", value: "1" } });
out.got = await client.callTool({ name: "get", arguments: { key: "a" } });
await client.close();

// the face's wrapper under the SDK's own server: STORE_LOCKED twice, then the value
let answered = 0;
const flaky = face.mcpTool(() => {
  answered += 1;
  if (answered < 3) throw new errors.StoreLockedError({ pid: 42 });
  return { key: "a", value: "1" };
});
const server = new Server({ name: "flaky", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "flaky", inputSchema: { type: "object" }, outputSchema: face.mcpOutputSchema({ type: "object" }, "depot get") }],
}));
server.setRequestHandler(CallToolRequestSchema, async () => flaky());
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await server.connect(serverSide);
const local = new Client({ name: "errgen-test", version: "1.0.0" });
await local.connect(clientSide);
await local.listTools();
const waits = [];
const started = Date.now();
const done = await face.callToolWithRecovery(local, "flaky", {}, async (ms) => { waits.push(ms); await new Promise((r) => setTimeout(r, ms)); });
out.transient = { calls: answered, waits, elapsedMs: Date.now() - started, structuredContent: done.structuredContent };
await local.close();
process.stdout.write(JSON.stringify(out) + "\n");
