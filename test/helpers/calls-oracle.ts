/**
 * An independent check on call counts: a JSON-RPC exchange written here (not our client, not the SDK)
 * runs initialize, then tools/call per call, and keeps each result as parsed from the wire; js-tiktoken
 * (not gpt-tokenizer) counts the text the documented rule says the model receives.
 */
import { spawn } from "node:child_process";
import { oracleCount } from "./oracle.js";

/** Starts the server, calls each tool in order, returns the raw results (or the JSON-RPC errors). */
export async function rawCalls(
  command: string,
  args: string[],
  calls: Array<{ tool: string; arguments?: Record<string, unknown> }>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Array<Record<string, unknown>>> {
  const child = spawn(command, args, { stdio: ["pipe", "pipe", "ignore"], env });
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
      if (typeof message.id === "number" && message.method === undefined) waiting.get(message.id)?.(message);
    }
  });
  let nextId = 1;
  const request = (method: string, params: unknown) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (message) =>
        message.error ? reject(new Error(JSON.stringify(message.error))) : resolve(message.result ?? {}),
      );
      child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    });
  try {
    await request("initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "oracle", version: "0" },
    });
    child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
    await request("tools/list", {});
    const results: Array<Record<string, unknown>> = [];
    for (const call of calls)
      results.push(await request("tools/call", { name: call.tool, arguments: call.arguments ?? {} }));
    return results;
  } finally {
    child.kill("SIGKILL");
  }
}

/**
 * The rule of docs/calls.md, written again here: text blocks by their text, embedded text resources by
 * their text, other blocks (resource links) by their compact JSON, images and audio not at all, and
 * structuredContent only when no text part was counted.
 */
export function oracleCallTokens(result: Record<string, unknown>, encoding: string): number {
  let total = 0;
  let counted = false;
  for (const block of (result.content as Array<Record<string, unknown>> | undefined) ?? []) {
    if (block.type === "image" || block.type === "audio") continue;
    if (block.type === "text") total += oracleCount(String(block.text), encoding);
    else if (block.type === "resource") {
      const resource = block.resource as Record<string, unknown>;
      if (typeof resource.text !== "string") continue;
      total += oracleCount(resource.text, encoding);
    } else total += oracleCount(JSON.stringify(block), encoding);
    counted = true;
  }
  if (!counted && result.structuredContent !== undefined) {
    total += oracleCount(JSON.stringify(result.structuredContent), encoding);
  }
  return total;
}
