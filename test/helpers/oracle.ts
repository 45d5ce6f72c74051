/**
 * An independent check on our numbers: a minimal JSON-RPC exchange written here (not our
 * MCP client, not the SDK) fetches tools/list as raw text, and js-tiktoken (not gpt-tokenizer)
 * counts it. Our totals must equal these exactly.
 */
import { spawn } from "node:child_process";
import { getEncoding, type Tiktoken } from "js-tiktoken";

export interface RawListing {
  tools: unknown[];
}

/** Spawns a stdio server, sends initialize + tools/list (following nextCursor), returns the tools as parsed from the wire. */
export async function rawToolsList(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
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
  try {
    await call("initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "oracle", version: "0" },
    });
    child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
    const tools: unknown[] = [];
    let cursor: string | undefined;
    do {
      const result = await call("tools/list", cursor ? { cursor } : {});
      tools.push(...(result.tools as unknown[]));
      cursor = result.nextCursor as string | undefined;
    } while (cursor);
    return { tools };
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
