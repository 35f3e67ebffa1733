// The TypeScript MCP SDK's client over stdio against a Python MCP server: lists its tools,
// then makes each call named on the command line, and prints one JSON line of what it got.
// A call the client rejects (its outputSchema check) is printed as {rejected: code, message}.
// usage: node mcp_client.mjs COMMAND ARGS_JSON CALLS_JSON   (CALLS_JSON: [[name, args], ...])
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const [command, argsJson, callsJson] = process.argv.slice(2);
const transport = new StdioClientTransport({
  command,
  args: JSON.parse(argsJson),
  env: process.env,
  stderr: "inherit",
});
const client = new Client({ name: "errgen-test", version: "1.0.0" });
await client.connect(transport);
const listed = await client.listTools();
const out = { tools: listed.tools.map((tool) => ({ name: tool.name, annotations: tool.annotations })), calls: [] };
for (const [name, args] of JSON.parse(callsJson)) {
  try {
    out.calls.push(await client.callTool({ name, arguments: args }));
  } catch (error) {
    out.calls.push({ rejected: error.code, message: String(error.message) });
  }
}
await client.close();
process.stdout.write(JSON.stringify(out) + "\n");
