/**
 * An independent check on our numbers: a minimal JSON-RPC exchange written here (not our
 * MCP client, not the SDK) fetches tools/list as raw text, and js-tiktoken (not gpt-tokenizer)
 * counts it. Our totals must equal these exactly.
 */
import { spawn } from "node:child_process";
import { getEncoding, type Tiktoken } from "js-tiktoken";

export interface RawListing {
  tools: unknown[];
  discover?: Record<string, unknown>;
  ttlMs?: unknown;
  cacheScope?: unknown;
}

/**
 * Spawns a stdio server, sends initialize + tools/list (following nextCursor), returns the tools as parsed from the wire.
 * era "modern": revision 2026-07-28 instead: server/discover, then tools/list, each with the `_meta` envelope
 * (protocol version and client capabilities), no initialize; the listing then also holds discover's result and
 * the first page's ttlMs and cacheScope.
 */
export async function rawToolsList(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  era: "legacy" | "modern" = "legacy",
): Promise<RawListing> {
  const child = spawn(command, args, { stdio: ["pipe", "pipe", "inherit"], env });
  let buffer = "";
  const waiting = new Map<number, (message: { result?: Record<string, unknown>; error?: unknown }) => void>();
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (text: string) => {
    buffer += text;
    let newline = buffer.indexOf("\n");
    while (newline !== -1) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
      if (!line.startsWith("{")) continue;
      const message = JSON.parse(line);
      if (typeof message.id === "number") waiting.get(message.id)?.(message);
    }
  });
  let nextId = 1;
  const call = (method: string, params: unknown) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (message) =>
        message.error ? reject(new Error(JSON.stringify(message.error))) : resolve(message.result ?? {}),
      );
      child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    });
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
  };
  try {
    let discover: Record<string, unknown> | undefined;
    if (era === "modern") {
      discover = await call("server/discover", { _meta: meta });
    } else {
      await call("initialize", {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "oracle", version: "0" },
      });
      child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
    }
    const tools: unknown[] = [];
    let cursor: string | undefined;
    let first: Record<string, unknown> | undefined;
    do {
      const params = { ...(cursor ? { cursor } : {}), ...(era === "modern" ? { _meta: meta } : {}) };
      const result = await call("tools/list", params);
      first ??= result;
      tools.push(...(result.tools as unknown[]));
      cursor = result.nextCursor as string | undefined;
    } while (cursor);
    return era === "modern" ? { tools, discover, ttlMs: first?.ttlMs, cacheScope: first?.cacheScope } : { tools };
  } finally {
    child.kill("SIGKILL");
  }
}

const encoders = new Map<string, Tiktoken>();
function encoder(name: string): Tiktoken {
  let enc = encoders.get(name);
  if (!enc) {
    enc = getEncoding(name as "o200k_base" | "cl100k_base");
    encoders.set(name, enc);
  }
  return enc;
}

/** Token count with special-token text treated as ordinary text. */
export function oracleCount(text: string, encoding: string): number {
  return encoder(encoding).encode(text, [], []).length;
}

/** The model-facing and raw totals DOMAIN.md defines, computed independently. */
export function oracleTotals(tools: unknown[], encoding: string): { model: number; raw: number } {
  let model = 0;
  let raw = 0;
  for (const tool of tools) {
    const t = tool as Record<string, unknown>;
    const facing: Record<string, unknown> = { name: t.name };
    if (t.description !== undefined) facing.description = t.description;
    facing.inputSchema = t.inputSchema;
    model += oracleCount(JSON.stringify(facing), encoding);
    raw += oracleCount(JSON.stringify(tool), encoding);
  }
  return { model, raw };
}
