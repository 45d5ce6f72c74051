/**
 * Llama 4 and Devstral on Ollama are not counted: their vocabularies are not offline (docs/models.md, "Not
 * counted"). Their Ollama library templates are (`@huggingface/ollama-utils` 0.0.18), and this holds our Go
 * template renderer to Go's own text/template with Ollama's structs on them, on real servers: devstral's
 * renders byte for byte (the render half of that profile is checked: a pinned vocabulary is all it would need);
 * Llama 4's writes no tool without a system message, and with one fails in Go itself (`{{ range .Tools }}`
 * inside `{{ with .Tools }}`), as ours does.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { conversation } from "../../../src/core/models/chat-template.js";
import { GoTemplate } from "../../../src/core/models/go-template.js";
import { ollamaTool, renderOllama } from "../../../src/core/models/ollama.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import { NOT_COUNTED } from "../../../src/models/not-counted.js";
import { OLLAMA_MAP_FILE, ollamaTemplateOf } from "../../../src/models/ollama-templates.js";
import { listRealServer, modelFacingTool, realServers } from "../../helpers/chat-template-servers.js";
import { buildGoOracle, type GoCase, goVersion } from "../../helpers/ollama-go-oracle.js";
import { PROJECT_ROOT } from "../../helpers/paths.js";

const MAP = readFileSync(path.join(PROJECT_ROOT, "node_modules/@huggingface/ollama-utils", OLLAMA_MAP_FILE), "utf8");
const TEMPLATES = {
  "llama-4": ollamaTemplateOf(MAP, "library/llama4:latest"),
  devstral: ollamaTemplateOf(MAP, "library/devstral:latest"),
} as const;
type Model = keyof typeof TEMPLATES;
const MODELS = Object.keys(TEMPLATES) as Model[];

const GO = goVersion();
if (!GO) {
  console.warn("SKIPPED: the Ollama Go oracle needs Go (`go` is not on PATH; Debian: apt-get install -y golang-go).");
}

const servers = realServers();
const listed = new Map<string, { tools: ModelFacingTool[]; instructions: string | null }>();
let oracle: ReturnType<typeof buildGoOracle>;

beforeAll(async () => {
  if (!GO) return;
  oracle = buildGoOracle();
  for (const server of servers) {
    const { tools, instructions } = await listRealServer(server);
    listed.set(server.name, { tools: tools.map(modelFacingTool), instructions });
  }
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

const cases = (tools: readonly ModelFacingTool[], instructions: string | null): GoCase[] => [
  { messages: conversation(instructions), tools: asSent(tools) },
  { messages: conversation(instructions), tools: null },
  { messages: conversation(null), tools: asSent(tools) },
  { messages: conversation(null), tools: asSent(tools.slice(0, 1)) },
];

describe("the models themselves", () => {
  it.each(MODELS)("%s is refused as not counted (its vocabulary is what is missing)", (model) => {
    expect(NOT_COUNTED[model]?.why).toMatch(/tokenizer/);
  });
});

describe.skipIf(!GO)(`Ollama library templates without a vocabulary, against Go's text/template (${GO})`, () => {
  const render = (model: Model, goCases: GoCase[], tools: readonly ModelFacingTool[]) => {
    const template = new GoTemplate(TEMPLATES[model]);
    return goCases.map((c) =>
      renderOllama(
        template,
        c.messages,
        c.tools === null ? null : tools.slice(0, c.tools.length).map((t) => ollamaTool(t).value),
      ),
    );
  };

  it.each(servers.map((s) => s.name))(
    "devstral@ollama renders %s byte for byte as Go does, with every tool in it",
    (name) => {
      const { tools, instructions } = listed.get(name) as { tools: ModelFacingTool[]; instructions: string | null };
      const goCases = cases(tools, instructions);
      const fromGo = oracle(TEMPLATES.devstral, goCases);
      for (const [i, text] of render("devstral", goCases, tools).entries()) expect(text, `case ${i}`).toBe(fromGo[i]);
      // `[AVAILABLE_TOOLS]{{ $.Tools }}`: the list printed whole, as its String method writes it (a JSON array).
      expect(fromGo[0]).toContain(`[AVAILABLE_TOOLS][{"type":"function","function":{"name":"${tools[0]?.name}"`);
      for (const tool of tools) expect(fromGo[0]).toContain(`"name":"${tool.name}"`);
    },
  );

  it.each(servers.map((s) => s.name))(
    "llama-4@ollama on %s: no tools without a system message; with one, Go and ours both fail on `range .Tools` inside `with .Tools`",
    (name) => {
      const { tools } = listed.get(name) as { tools: ModelFacingTool[]; instructions: string | null };
      // Without a system message the template writes no tool at all: the prompt is the one without tools.
      const bare = cases(tools, null);
      const fromGo = oracle(TEMPLATES["llama-4"], bare);
      const ours = render("llama-4", bare, tools);
      for (const [i, text] of ours.entries()) expect(text, `case ${i}`).toBe(fromGo[i]);
      expect(fromGo[0]).toBe(fromGo[1]);
      // With one, `{{ with .Tools }}` makes the list the dot, and `{{ range .Tools }}` asks the list for a field.
      const withSystem = [{ messages: conversation("Be brief."), tools: asSent(tools) }];
      expect(() => oracle(TEMPLATES["llama-4"], withSystem)).toThrow(
        /can't evaluate field Tools in type main\.templateTools/,
      );
      expect(() => render("llama-4", withSystem, tools)).toThrow(/can't evaluate field Tools/);
    },
  );
});
