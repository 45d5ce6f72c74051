/**
 * Which template Ollama uses for library/qwen3 (issue 26, item 8), and what it changes in the figures.
 *
 * Ollama v0.33.0-rc2 (commit fb30760996871fa9460115c753afd2c60d4ab0f7) renders a library GGUF model with its
 * Go template unless `shouldPreferChatTemplate` (server/images.go) prefers the GGUF's Jinja template: it does
 * when the GGUF template has a capability the Go template lacks and a tool round trip. The qwen3 template of
 * `@huggingface/ollama-utils` 0.0.18 has no thinking, so with it Ollama would hand the GGUF template to
 * llama-server; the template library/qwen3 serves today (src/models/ollama-library-templates.ts) has
 * thinking, the capabilities tie, and the Go template is used, with think=true for a request that does not
 * set it (server/routes.go, ChatHandler). Checked through Go's own text/template (the oracle of
 * test/integration/models/ollama-go-oracle.test.ts) on four real servers.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { conversation } from "../../../src/core/models/chat-template.js";
import { GoTemplate } from "../../../src/core/models/go-template.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import { type LoadedLocalModel, loadLocalModel } from "../../../src/models/local-model-data.js";
import { OLLAMA_LIBRARY_TEMPLATES } from "../../../src/models/ollama-library-templates.js";
import { OLLAMA_MAP_FILE, ollamaTemplateOf } from "../../../src/models/ollama-templates.js";
import { listRealServer, modelFacingTool, realServers } from "../../helpers/chat-template-servers.js";
import { PROJECT_ROOT } from "../../helpers/cli-process.js";
import { buildGoOracle, type GoCase, goVersion } from "../../helpers/ollama-go-oracle.js";

const TODAY = OLLAMA_LIBRARY_TEMPLATES.qwen3?.template as string;
const FIRST = ollamaTemplateOf(
  readFileSync(path.join(PROJECT_ROOT, "node_modules", "@huggingface", "ollama-utils", OLLAMA_MAP_FILE), "utf8"),
  "library/qwen3:0.6b",
);
const GO = goVersion();
if (!GO) console.warn("SKIPPED: the library qwen3 template check needs Go (apt-get install -y golang-go).");

const SERVERS = realServers();
const listed = new Map<string, { tools: ModelFacingTool[]; instructions: string | null }>();
let model: LoadedLocalModel;
let oracle: ReturnType<typeof buildGoOracle>;

beforeAll(async () => {
  model = await loadLocalModel("qwen3", { runtime: "ollama" });
  if (!GO) return;
  oracle = buildGoOracle();
  for (const server of SERVERS) {
    const { tools, instructions } = await listRealServer(server);
    listed.set(server.name, { tools: tools.map(modelFacingTool), instructions });
  }
}, 180_000);

const asSent = (tools: readonly ModelFacingTool[]) =>
  tools.map((t) => ({
    type: "function",
    function:
      t.description === undefined
        ? { name: t.name, parameters: t.inputSchema }
        : { name: t.name, description: t.description, parameters: t.inputSchema },
  }));

const cases = (tools: readonly ModelFacingTool[], instructions: string | null): GoCase[] => [
  { messages: conversation(instructions), tools: asSent(tools) },
  { messages: conversation(instructions), tools: null },
  { messages: conversation(null), tools: null },
];

describe("library/qwen3 on Ollama: the template it serves today", () => {
  it("is the registry's blob byte for byte (a blob is named by its sha256), and the profile renders it", () => {
    const digest = createHash("sha256").update(TODAY).digest("hex");
    expect(digest.startsWith("ae370d884f10")).toBe(true);
    expect(OLLAMA_LIBRARY_TEMPLATES.qwen3?.sha256).toBe(digest);
    expect(model.model.template).toBe(TODAY);
    expect(model.model.templateSource).toMatch(/template blob sha256:ae370d884f10/);
  });

  it("has the thinking capability the first publication's template lacks (why Ollama keeps its Go template)", () => {
    expect(new GoTemplate(TODAY).thinks).toBe(true);
    expect(new GoTemplate(FIRST).thinks).toBe(false);
    // Both have the tool round trip (.Tools, .ToolCalls, the tool role) that keeps the capabilities tied.
    for (const t of [TODAY, FIRST]) {
      expect(t).toContain(".Tools");
      expect(t).toContain(".ToolCalls");
      expect(t).toContain('eq .Role "tool"');
    }
  });

  it.skipIf(!GO).each(SERVERS.map((s) => s.name))(
    "%s: counts Go's prompts (think=true); the tools cost what the first template gives, the frame 2 more",
    async (name) => {
      const { tools, instructions } = listed.get(name) as { tools: ModelFacingTool[]; instructions: string | null };
      const tokens = (text: string | undefined) => model.model.countTokens(text as string);
      // A request that does not set think: Ollama sets it true for a thinking model.
      const today = oracle(TODAY, cases(tools, instructions), true);
      const [withTools, without, bare] = today.map(tokens) as [number, number, number];
      const count = await model.counter.count(tools, instructions);
      expect(count.tools).toBe(withTools - without);
      if (instructions) expect(count.instructions).toBe(without - bare);
      expect(count.frame).toBe(bare);
      expect(today[2]).toContain("hi /think<|im_end|>");
      // The first template: the same tools and instructions figures, a frame without " /think".
      const [firstWith, firstWithout, firstBare] = oracle(FIRST, cases(tools, instructions)).map(tokens) as [
        number,
        number,
        number,
      ];
      expect(firstWith - firstWithout).toBe(count.tools);
      if (instructions) expect(firstWithout - firstBare).toBe(count.instructions);
      expect(bare - firstBare).toBe(2);
    },
  );
});
