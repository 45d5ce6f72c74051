/**
 * Our stdio MCP client (src/mcp/json-rpc-client.ts) against the SDK's: the protocol constants it hard-codes
 * are the SDK's (an SDK upgrade that adds a version fails here, not for users); real servers from npm list
 * identically through listServer and through the SDK's own Client and stdio transport; and the protocol
 * handling (version negotiation, the server's ping and other requests, string ids) is the SDK's.
 */
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import * as sdk from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ErrorCode,
  LATEST_PROTOCOL_VERSION,
  McpError,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "../../../src/mcp/json-rpc-client.js";
import { listServer, type ServerSpec } from "../../../src/mcp/list.js";

const require = createRequire(import.meta.url);
const root = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));
const PROTOCOL_SERVER = path.resolve(import.meta.dirname, "../../fixtures/protocol-server.mjs");
const dir = mkdtempSync(path.join(tmpdir(), "mtb-client-"));
const memory = { MEMORY_FILE_PATH: path.join(dir, "memory.jsonl") };

const SERVERS: { name: string; args: string[]; env: Record<string, string> }[] = [
  {
    name: "server-everything",
    args: [path.join(root("@modelcontextprotocol/server-everything"), "dist/index.js"), "stdio"],
    env: {},
  },
  {
    name: "server-filesystem",
    args: [path.join(root("@modelcontextprotocol/server-filesystem"), "dist/index.js"), dir],
    env: {},
  },
  {
    name: "server-memory",
    args: [path.join(root("@modelcontextprotocol/server-memory"), "dist/index.js")],
    env: memory,
  },
  {
    name: "server-sequential-thinking",
    args: [path.join(root("@modelcontextprotocol/server-sequential-thinking"), "dist/index.js")],
    env: {},
  },
  {
    name: "server-github",
    args: [path.join(root("@modelcontextprotocol/server-github"), "dist/index.js")],
    env: { GITHUB_PERSONAL_ACCESS_TOKEN: "not-a-token" },
  },
  {
    name: "server-slack",
    args: [path.join(root("@modelcontextprotocol/server-slack"), "dist/index.js")],
    env: { SLACK_BOT_TOKEN: "not-a-token", SLACK_TEAM_ID: "T000" },
  },
  { name: "context7-mcp", args: [path.join(root("@upstash/context7-mcp"), "dist/index.js")], env: {} },
  {
    name: "notion-mcp-server",
    args: [path.join(root("@notionhq/notion-mcp-server"), "bin/cli.mjs")],
    env: { NOTION_TOKEN: "not-a-token" },
  },
];

/** The same listing through the SDK's Client and its own stdio transport, following the same rules. */
async function listWithSdk(args: string[], env: Record<string, string>) {
  const client = new Client({ name: "mcp-token-budget", version: "0" }, { capabilities: {} });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args,
    env: { ...(process.env as Record<string, string>), ...env },
    stderr: "ignore",
  });
  let protocolVersion: string | null = null;
  Object.assign(transport, { setProtocolVersion: (v: string) => (protocolVersion = v) });
  const AnyResult = z.looseObject({});
  const all = async (key: "tools" | "prompts" | "resources") => {
    const items: unknown[] = [];
    let cursor: string | undefined;
    do {
      const result = (await client.request(
        { method: `${key}/list`, params: cursor ? { cursor } : {} },
        AnyResult,
      )) as Record<string, unknown>;
      items.push(...(result[key] as unknown[]));
      cursor = (result.nextCursor as string | undefined) || undefined;
    } while (cursor);
    return items;
  };
  try {
    await client.connect(transport);
    const capabilities = client.getServerCapabilities() ?? {};
    const info = client.getServerVersion();
    return {
      server: { name: info?.name ?? null, version: info?.version ?? null, protocolVersion, era: "legacy" },
      tools: await all("tools"),
      prompts: capabilities.prompts ? await all("prompts") : null,
      resources: capabilities.resources ? await all("resources") : null,
      instructions: client.getInstructions() ?? null,
      listChanged: capabilities.tools?.listChanged === true,
    };
  } finally {
    await client.close();
  }
}

describe("the protocol constants", () => {
  it("are the SDK's", () => {
    expect(LATEST_PROTOCOL_VERSION).toBe(sdk.LATEST_PROTOCOL_VERSION);
    expect(SUPPORTED_PROTOCOL_VERSIONS).toEqual(sdk.SUPPORTED_PROTOCOL_VERSIONS);
    expect(ErrorCode.ConnectionClosed).toBe(sdk.ErrorCode.ConnectionClosed);
    expect(ErrorCode.RequestTimeout).toBe(sdk.ErrorCode.RequestTimeout);
    expect(ErrorCode.MethodNotFound).toBe(sdk.ErrorCode.MethodNotFound);
    expect(new McpError(-32601, "Method not found").message).toBe(new sdk.McpError(-32601, "Method not found").message);
  });
});

describe.each(SERVERS)("$name", ({ args, env }) => {
  it("lists exactly what the SDK's client lists: tools, prompts, resources, server info, instructions", async () => {
    const [ours, theirs] = await Promise.all([
      listServer({ kind: "stdio", command: process.execPath, args, env: { set: env } }),
      listWithSdk(args, env),
    ]);
    expect(ours.tools.length).toBeGreaterThan(0);
    expect(ours.server.protocolVersion).not.toBeNull();
    const { listChanged, ...rest } = theirs;
    // The SDK 1.x client speaks the 2025 era only; ours negotiates server/discover first (SDK v2 servers, such
    // as context7-mcp's, answer it): the era, its version and the list's cache fields may differ, nothing else.
    const era = ours.server.era === "modern" ? "2026-07-28" : theirs.server.protocolVersion;
    expect(ours.server.protocolVersion).toBe(era);
    expect(ours.toolsCache !== undefined).toBe(ours.server.era === "modern");
    const same = { ...ours, server: { ...ours.server, protocolVersion: rest.server.protocolVersion, era: "legacy" } };
    expect(JSON.stringify({ ...same, toolsCache: undefined, warnings: undefined, listChanged: undefined })).toBe(
      JSON.stringify(rest),
    );
    expect(ours.listChanged ?? false).toBe(listChanged);
  });
});

describe("protocol handling, as the SDK's client does it", () => {
  const spec = (...flags: string[]): ServerSpec => ({
    kind: "stdio",
    command: process.execPath,
    args: [PROTOCOL_SERVER, ...flags],
  });
  const sdkConnect = async (...flags: string[]) => {
    const client = new Client({ name: "sdk", version: "0" }, { capabilities: {} });
    const transport = new StdioClientTransport({ command: process.execPath, args: [PROTOCOL_SERVER, ...flags] });
    try {
      await client.connect(transport);
      return "connected";
    } catch (error) {
      return (error as Error).message;
    } finally {
      await client.close();
    }
  };

  it("answers the server's ping, refuses its other requests with Method not found, ignores its notifications", async () => {
    const listing = await listServer(spec("--ask-client"));
    const replies = JSON.parse((listing.tools[0] as { description: string }).description);
    expect(replies.ping).toEqual({ jsonrpc: "2.0", id: "server-ping", result: {} });
    expect(replies.roots).toEqual({ jsonrpc: "2.0", id: 7, error: { code: -32601, message: "Method not found" } });
  });

  it("refuses a protocol version the SDK does not support, with the SDK's message", async () => {
    const error = await listServer(spec("--version", "1999-01-01")).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      "waiting for the answer to server/discover or initialize failed: Server's protocol version is not supported: 1999-01-01",
    );
    expect(await sdkConnect("--version", "1999-01-01")).toBe("Server's protocol version is not supported: 1999-01-01");
  });

  it("accepts every older version the SDK supports, and reports the one negotiated", async () => {
    for (const version of SUPPORTED_PROTOCOL_VERSIONS.slice(1)) {
      const listing = await listServer(spec("--version", version));
      expect(listing.server.protocolVersion).toBe(version);
      expect(await sdkConnect("--version", version)).toBe("connected");
    }
  });

  it("fails a request at once when its answer's result is not an object (the SDK waits for its timeout)", async () => {
    // Waiting would end in "timed out after 20 s while listing tools" instead.
    const error = await listServer(spec("--array-result"), { timeoutMs: 20_000 }).catch((e: Error) => e);
    expect((error as Error).message).toBe(
      "listing tools failed: the server answered tools/list with a result that is not a JSON object",
    );
  });

  it("matches answers whose id is a string", async () => {
    const listing = await listServer(spec("--string-ids"));
    expect(listing.tools).toHaveLength(1);
    expect(listing.server.name).toBe("protocol-server");
  });
});
