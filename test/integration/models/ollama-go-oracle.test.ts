/**
 * The Ollama profiles against Go itself: Go's text/template and encoding/json (standard library), with
 * structs written from Ollama's source, render the real Ollama library templates for the tools of six
 * real npm servers; the TypeScript renderer must give byte-identical prompts, and the profile's figures
 * must be the model tokenizer's counts of Go's prompts (with minus without).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { conversation } from "../../../src/core/models/chat-template.js";
import { GoTemplate } from "../../../src/core/models/go-template.js";
import { ollamaTool, renderOllama } from "../../../src/core/models/ollama.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import { type LoadedLocalModel, type LocalModelId, loadLocalModel } from "../../../src/models/local-model-data.js";
import { listRealServer, modelFacingTool, type RealServer, realServers } from "../../helpers/chat-template-servers.js";
import { buildGoOracle, type GoCase, goVersion } from "../../helpers/ollama-go-oracle.js";

const require = createRequire(import.meta.url);
const bin = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "dist/index.js");

const SERVERS: RealServer[] = [
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
  // Em dashes in its tool descriptions: non-ASCII text through encoding/json and the tokenizer.
  { name: "context7-mcp", args: [bin("@upstash/context7-mcp")], env: {} },
  // Generated from Notion's OpenAPI spec: $ref, anyOf/oneOf, and "&" in descriptions.
  {
    name: "notion-mcp-server",
    args: [path.join(path.dirname(require.resolve("@notionhq/notion-mcp-server/package.json")), "bin/cli.mjs")],
    env: { NOTION_TOKEN: "not-a-token" },
  },
];

const MODELS: LocalModelId[] = ["qwen3", "qwen2.5", "llama-3.1", "llama-3.2"];
const GO = goVersion();
if (!GO) {
  console.warn(
    "SKIPPED: the Ollama Go oracle needs Go (`go` is not on PATH; Debian: apt-get install -y golang-go). " +
      "The Ollama profiles are NOT checked against Go's text/template on this machine.",
  );
}

const listed = new Map<string, { tools: ModelFacingTool[]; instructions: string | null }>();
const loaded = new Map<LocalModelId, LoadedLocalModel>();
let oracle: ReturnType<typeof buildGoOracle>;

beforeAll(async () => {
  if (!GO) return;
  oracle = buildGoOracle();
  for (const server of SERVERS) {
    const { tools, instructions } = await listRealServer(server);
    listed.set(server.name, { tools: tools.map(modelFacingTool), instructions });
  }
  for (const id of MODELS) loaded.set(id, await loadLocalModel(id, { runtime: "ollama" }));
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
  { messages: conversation(null), tools: null },
  { messages: conversation(instructions), tools: asSent(tools.slice(0, 1)) },
];

describe.skipIf(!GO)(`Ollama profiles against Go's text/template (${GO})`, () => {
  it("covers anyOf/oneOf/$ref, non-ASCII and <, >, & in descriptions, and instructions", () => {
    const all = [...listed.values()];
    const text = JSON.stringify(all.map((s) => s.tools));
    expect(text).toMatch(/"(anyOf|oneOf|\$ref)"/);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for any character above ASCII
    expect(all.some((s) => s.tools.some((t) => /[^\u0000-\u007f]/.test(JSON.stringify(t))))).toBe(true);
    expect(all.some((s) => s.tools.some((t) => /[<>&]/.test(JSON.stringify(t))))).toBe(true);
    expect(all.some((s) => s.instructions)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const server of all) expect(server.tools.length).toBeGreaterThan(0);
  });

  describe.each(MODELS)("%s@ollama", (id) => {
    it.each(SERVERS.map((s) => s.name))(
      "renders %s byte for byte as Go does, and counts Go's prompts",
      async (name) => {
        const model = loaded.get(id) as LoadedLocalModel;
        const { tools, instructions } = listed.get(name) as { tools: ModelFacingTool[]; instructions: string | null };
        const goCases = cases(tools, instructions);
        const template = new GoTemplate(model.model.template);
        // A thinking template (qwen3's today): the request does not set think, so Ollama sets it true.
        const fromGo = oracle(model.model.template, goCases, template.thinks ? true : undefined);
        const ours = goCases.map((c) =>
          renderOllama(
            template,
            c.messages,
            c.tools === null ? null : tools.slice(0, c.tools.length).map((t) => ollamaTool(t).value),
          ),
        );
        for (const [i, text] of ours.entries()) expect(text, `case ${i}`).toBe(fromGo[i]);

        const count = await model.counter.count(tools, instructions);
        const tokens = (text: string | undefined) => model.model.countTokens(text as string);
        expect(count.tools).toBe(tokens(fromGo[0]) - tokens(fromGo[1]));
        if (instructions) expect(count.instructions).toBe(tokens(fromGo[1]) - tokens(fromGo[3]));
        // The prompt really carries the tools: every tool's name is in Go's rendering.
        for (const tool of tools) expect(fromGo[0]).toContain(tool.name);
      },
    );
  });
});
