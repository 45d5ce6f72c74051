/**
 * The deferral bill of Qwen Code 0.24.4, held to the real client (run by Node 22 from the npm registry): with tool
 * search on (its default) it sends no MCP tool object, only a reminder line per tool, and reaches the tools
 * through its tool_search + tool_call bridge. `capture --use-tool` answers its first turn (Chat Completions) with
 * its own tool_search "select:<name>" call and records the next request: it is the first request and exactly two
 * messages more, the model's call and the tool's answer (the tool's declaration in a <functions> block), the tool
 * list unchanged. What those two add, counted again here (js-tiktoken), must be the capture's `added` and the
 * qwen-code profile's firstUse for the tool, on a server this project's other tests never use: a description
 * with "<", ">" and "&" (which it escapes), a schema listed with $schema, type last and a bound it relaxes when
 * the tool is loaded (but not in the declaration it returns).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parseClientId } from "../../../src/core/clients/client-id.js";
import { countClient } from "../../../src/core/clients/count.js";
import { loadEncoders } from "../../../src/core/encodings.js";
import type { CaptureReport } from "../../../src/run/capture.js";
import { PROJECT_ROOT, runCliJson } from "../../helpers/cli-process.js";
import { oracleCount } from "../../helpers/oracle.js";
import { ensureRealClient } from "../../helpers/real-clients.js";

const FIXTURE = path.join(PROJECT_ROOT, "test/fixtures/fixture-server.mjs");
const validReport = new Ajv2020({ strict: true }).compile(
  JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas/capture.schema.json"), "utf8")),
);

const TOOLS = [
  {
    name: "find_invoice",
    description: "Finds an invoice <by number> & returns it.\n\nAmounts are in cents.",
    inputSchema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      additionalProperties: false,
      properties: {
        number: { type: "string", description: "The invoice number, e.g. INV-0042.", maxLength: 4000 },
        lines: { type: "boolean", default: false },
      },
      required: ["number"],
      type: "object",
    },
  },
  { name: "status", inputSchema: { type: "object", properties: {} } },
];

interface Message {
  role: string;
  content?: string | null | Array<{ type: string; text?: string }>;
  tool_calls?: Array<Record<string, unknown>>;
  tool_call_id?: string;
}
interface Body {
  messages: Message[];
  tools: Array<Record<string, unknown>>;
}

describe("Qwen Code 0.24.4: what the first use of a deferred MCP tool costs", () => {
  it("the next request adds its tool_search call and the tool's declaration, nothing else", async () => {
    const node22 = ensureRealClient("node-22");
    const qwen = ensureRealClient("qwen-code");
    const dir = mkdtempSync(path.join(os.tmpdir(), "mtb-qwen-first-use-"));
    const tools = path.join(dir, "tools.json");
    writeFileSync(tools, JSON.stringify({ tools: TOOLS }));
    // Its settings file (in the HOME it is given): the OpenAI-compatible provider and the server.
    const home = path.join(dir, "home");
    mkdirSync(path.join(home, ".qwen"), { recursive: true });
    writeFileSync(
      path.join(home, ".qwen", "settings.json"),
      JSON.stringify({
        security: { auth: { selectedType: "openai" } },
        model: { name: "m" },
        mcpServers: { billing: { command: process.execPath, args: [FIXTURE, "--tools", tools] } },
      }),
    );
    const save = path.join(dir, "saved.json");
    const run = await runCliJson<CaptureReport>(
      [
        "capture",
        "--use-tool",
        "mcp__billing__find_invoice",
        "--save",
        save,
        "--keep-home",
        "--env",
        `HOME=${home}`,
        "--env",
        "OPENAI_MODEL=m",
        "--",
        node22,
        qwen,
        "-p",
        "say ok",
      ],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const use = run.json.firstUse;
    expect(use?.search).toEqual({ tool: "tool_search", input: { query: "select:mcp__billing__find_invoice" } });
    // No tool object is added: the declaration comes back as the call's result.
    expect(use?.toolsAdded).toEqual([]);
    expect(use?.expanded).toEqual([]);
    expect(validReport(run.json), JSON.stringify(validReport.errors)).toBe(true);

    const saved = JSON.parse(readFileSync(save, "utf8")) as { body: string; next?: { body: string } };
    const first = JSON.parse(saved.body) as Body;
    const next = JSON.parse(saved.next?.body ?? "{}") as Body;
    // The first request's messages and tools are kept as they were.
    expect(next.messages.slice(0, first.messages.length)).toEqual(first.messages);
    expect(next.tools).toEqual(first.tools);
    const added = next.messages.slice(first.messages.length);
    expect(added.map((m) => m.role)).toEqual(["assistant", "tool"]);
    expect(added[0]?.content).toBeNull();
    expect(added[0]?.tool_calls).toEqual([
      {
        id: "call_Qm7XkR2vTb9NwLc3PzHs5J8d",
        type: "function",
        function: { name: "tool_search", arguments: '{"query":"select:mcp__billing__find_invoice"}' },
      },
    ]);
    const result = added[1]?.content as Array<{ type: string; text: string }>;
    expect(result.map((p) => p.type)).toEqual(["text"]);
    // The declaration: the description whole, the schema as listed (type, properties, required first; $schema and
    // the bound kept), "<", ">" and "&" escaped.
    expect(result[0]?.text).toBe(
      "<functions>\n<function>" +
        '{"name":"mcp__billing__find_invoice","description":"Finds an invoice \\u003cby number\\u003e \\u0026 returns it.\\n\\nAmounts are in cents.",' +
        '"parametersJsonSchema":{"type":"object","properties":{"number":{"type":"string","description":"The invoice number, e.g. INV-0042.","maxLength":4000},"lines":{"type":"boolean","default":false}},"required":["number"],"$schema":"http://json-schema.org/draft-07/schema#","additionalProperties":false}}' +
        "</function>\n</functions>",
    );

    const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    const entry = countClient(
      parseClientId("qwen-code").profile,
      { server: "billing", tools: TOOLS, instructions: null },
      {},
      encoders,
    );
    for (const e of ["o200k_base", "cl100k_base"]) {
      // The independent count: the model's call as sent, and the text of the tool's answer.
      const independent =
        (added[0]?.tool_calls ?? []).reduce((n, call) => n + oracleCount(JSON.stringify(call), e), 0) +
        result.reduce((n, p) => n + oracleCount(p.text, e), 0);
      expect(use?.added[e], e).toBe(independent);
      expect(entry.tokens[e]?.firstUse?.perTool.mcp__billing__find_invoice, e).toBe(independent);
    }
  }, 240_000);
});
