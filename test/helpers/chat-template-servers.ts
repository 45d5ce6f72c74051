/**
 * Real MCP servers from npm for the chat-template tests: how to start each, and its tools (listed by
 * our own adapter, as sent) with the instructions of its initialize result (through the SDK client).
 */
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { ModelFacingTool } from "../../src/core/models/types.js";
import { listServer, type ServerSpec } from "../../src/mcp/list.js";

const require = createRequire(import.meta.url);
const bin = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "dist/index.js");

export interface RealServer {
  name: string;
  args: string[];
  env: Record<string, string>;
}

export function realServers(): RealServer[] {
  const dir = mkdtempSync(path.join(tmpdir(), "mtb-chat-template-"));
  const env = { MEMORY_FILE_PATH: path.join(dir, "memory.jsonl") };
  return [
    { name: "server-everything", args: [bin("@modelcontextprotocol/server-everything"), "stdio"], env },
    { name: "server-filesystem", args: [bin("@modelcontextprotocol/server-filesystem"), dir], env },
    { name: "server-memory", args: [bin("@modelcontextprotocol/server-memory")], env },
    { name: "server-sequential-thinking", args: [bin("@modelcontextprotocol/server-sequential-thinking")], env },
  ];
}

/** The model-facing view of a tool as sent: name, description (when present), inputSchema. */
export function modelFacingTool(tool: unknown): ModelFacingTool {
  const t = tool as Record<string, unknown>;
  // Field order matters to the o200k figures the tests compare with: name, description, inputSchema.
  return typeof t.description === "string"
    ? { name: String(t.name), description: t.description, inputSchema: t.inputSchema }
    : { name: String(t.name), inputSchema: t.inputSchema };
}

export async function listRealServer(server: RealServer): Promise<{ tools: unknown[]; instructions: string | null }> {
  const spec: ServerSpec = { kind: "stdio", command: process.execPath, args: server.args, env: { set: server.env } };
  const client = new Client({ name: "chat-template-test", version: "0" }, { capabilities: {} });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: server.args,
    env: { ...(process.env as Record<string, string>), ...server.env },
    stderr: "ignore",
  });
  const [listing, instructions] = await Promise.all([
    listServer(spec),
    client
      .connect(transport)
      .then(() => client.getInstructions() ?? null)
      .finally(() => client.close()),
  ]);
  return { tools: listing.tools, instructions };
}
