/**
 * The real MCP servers the client-profile tests capture each client with (the four, and the example
 * server), from this project's node_modules, started as a client's configuration names them. Dummy values only:
 * each lists its tools without a real account.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { McpServerConfig } from "./claude-code-capture.js";

const require = createRequire(import.meta.url);
const pkg = (name: string, file: string) => path.join(path.dirname(require.resolve(`${name}/package.json`)), file);

export const REAL_SERVERS = {
  fx: { command: process.execPath, args: [path.resolve("examples/example-server/server.mjs")] },
  everything: {
    command: process.execPath,
    args: [pkg("@modelcontextprotocol/server-everything", "dist/index.js"), "stdio"],
  },
  github: {
    command: process.execPath,
    args: [pkg("@modelcontextprotocol/server-github", "dist/index.js")],
    env: { GITHUB_PERSONAL_ACCESS_TOKEN: "not-a-token" },
  },
  notion: { command: process.execPath, args: [pkg("@notionhq/notion-mcp-server", "bin/cli.mjs")] },
  slack: {
    command: process.execPath,
    args: [pkg("@modelcontextprotocol/server-slack", "dist/index.js")],
    env: { SLACK_BOT_TOKEN: "not-a-token", SLACK_TEAM_ID: "T000" },
  },
} as const satisfies Record<string, McpServerConfig>;
