/**
 * The gpt-oss profile on real MCP servers, started for real and listed as sent: the four reference
 * servers from npm, a TypeScript server built on the MCP SDK with zod schemas (the SDK writes
 * unions and nullables as `anyOf` and recursive types as `$ref`), and a server that sends the
 * schemas a Python (FastMCP / pydantic) server sends: `$defs`, `$ref`, `anyOf` for Optional,
 * `allOf` around a described `$ref`, and a `title` on every property. Our rendering and counts must
 * equal the official renderer's (openai/harmony in WASM); the hidden parameters are checked by hand.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelFacing } from "../../../src/core/count.js";
import { harmonyPromptText, loadHarmonyCounter } from "../../../src/core/models/harmony.js";
import type { ModelCounter, ModelFacingTool } from "../../../src/core/models/types.js";
import { listServer, type ServerSpec } from "../../../src/mcp/list.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { type HarmonyOracle, loadHarmonyOracle } from "../../helpers/harmony-oracle.js";

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const bin = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "dist/index.js");
const dir = mkdtempSync(path.join(tmpdir(), "mtb-harmony-"));

/** A real SDK server with zod schemas, run from the repository root so that its imports resolve. */
const ZOD_SERVER = `
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
const server = new McpServer({ name: "zod-unions", version: "1.0.0" });
const Range = z.object({ from: z.string(), to: z.string().optional() });
server.registerTool("search", {
  description: "Search issues.\\nReturns at most 50.",
  inputSchema: {
    query: z.string().describe("Free text"),
    status: z.enum(["open", "closed"]).describe("Issue state").nullable().optional(),
    since: z.union([z.string(), z.number()]).optional(),
    created: Range.optional(),
    labels: z.array(z.union([z.string(), z.object({ name: z.string() })])).optional(),
    kind: z.discriminatedUnion("type", [
      z.object({ type: z.literal("a"), x: z.number() }),
      z.object({ type: z.literal("b"), y: z.string() }),
    ]).optional(),
    meta: z.record(z.string(), z.string()).optional(),
    count: z.number().int().nullable().default(3),
  },
}, async () => ({ content: [] }));
const Node = z.object({ name: z.string(), get children() { return z.array(Node).optional(); } });
server.registerTool("store_tree", {
  description: "Store a tree of named nodes",
  inputSchema: { root: Node, note: z.string().nullish() },
}, async () => ({ content: [] }));
await server.connect(new StdioServerTransport());
`;

/** What FastMCP sends for pydantic models: $defs/$ref, anyOf with null for Optional, titles everywhere. */
const PYDANTIC_TOOLS = [
  {
    name: "create_event",
    description: "Create a calendar event.\n\nArgs:\n    title: The event title.",
    inputSchema: {
      $defs: {
        Attendee: {
          properties: {
            email: { title: "Email", type: "string" },
            optional: { default: false, title: "Optional", type: "boolean" },
          },
          required: ["email"],
          title: "Attendee",
          type: "object",
        },
        Recurrence: { enum: ["daily", "weekly", "monthly"], title: "Recurrence", type: "string" },
      },
      properties: {
        title: { title: "Title", type: "string" },
        start: { format: "date-time", title: "Start", type: "string" },
        end: { anyOf: [{ format: "date-time", type: "string" }, { type: "null" }], default: null, title: "End" },
        attendees: { items: { $ref: "#/$defs/Attendee" }, title: "Attendees", type: "array" },
        recurrence: { anyOf: [{ $ref: "#/$defs/Recurrence" }, { type: "null" }], default: null },
        location: {
          anyOf: [{ type: "string" }, { type: "null" }],
          default: null,
          description: "Where it happens",
          title: "Location",
        },
      },
      required: ["title", "start", "attendees"],
      title: "create_eventArguments",
      type: "object",
    },
  },
  {
    name: "list_events",
    description: "List events in a range.",
    inputSchema: {
      $defs: {
        Filter: {
          properties: {
            calendar: { title: "Calendar", type: "string" },
            tags: { items: { type: "string" }, title: "Tags", type: "array" },
          },
          title: "Filter",
          type: "object",
        },
        Sort: { enum: ["asc", "desc"], title: "Sort", type: "string" },
      },
      properties: {
        filter: { $ref: "#/$defs/Filter" },
        sort: { allOf: [{ $ref: "#/$defs/Sort" }], default: "asc", description: "Sort order" },
        limit: { default: 20, maximum: 100, minimum: 1, title: "Limit", type: "integer" },
      },
      title: "list_eventsArguments",
      type: "object",
    },
  },
];
const pydanticFile = path.join(dir, "pydantic-tools.json");
writeFileSync(pydanticFile, JSON.stringify({ tools: PYDANTIC_TOOLS }));

const stdio = (args: string[], extra: Partial<Extract<ServerSpec, { kind: "stdio" }>> = {}): ServerSpec => ({
  kind: "stdio",
  command: process.execPath,
  args,
  ...extra,
});

const SERVERS: Array<{ name: string; spec: ServerSpec }> = [
  {
    name: "@modelcontextprotocol/server-everything",
    spec: stdio([bin("@modelcontextprotocol/server-everything"), "stdio"]),
  },
  {
    name: "@modelcontextprotocol/server-filesystem",
    spec: stdio([bin("@modelcontextprotocol/server-filesystem"), dir]),
  },
  {
    name: "@modelcontextprotocol/server-memory",
    spec: stdio([bin("@modelcontextprotocol/server-memory")], {
      env: { set: { MEMORY_FILE_PATH: path.join(dir, "memory.jsonl") } },
    }),
  },
  {
    name: "@modelcontextprotocol/server-sequential-thinking",
    spec: stdio([bin("@modelcontextprotocol/server-sequential-thinking")]),
  },
  { name: "MCP SDK server with zod schemas", spec: stdio(["--input-type=module", "-e", ZOD_SERVER], { cwd: ROOT }) },
  { name: "pydantic-style schemas (fixture server)", spec: stdio([FIXTURE_SERVER, "--tools", pydanticFile]) },
];

let oracle: HarmonyOracle;
let counter: ModelCounter;
const listed = new Map<string, ModelFacingTool[]>();

async function toolsOf(name: string, spec: ServerSpec): Promise<ModelFacingTool[]> {
  const cached = listed.get(name);
  if (cached) return cached;
  const listing = await listServer(spec);
  const tools = listing.tools.map((t) => modelFacing(t as Record<string, unknown>) as unknown as ModelFacingTool);
  listed.set(name, tools);
  return tools;
}

beforeAll(async () => {
  [oracle, counter] = await Promise.all([loadHarmonyOracle(), loadHarmonyCounter()]);
});
afterAll(async () => {
  await oracle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(SERVERS)("$name", ({ name, spec }) => {
  it("renders byte for byte and counts token for token like openai/harmony", async () => {
    const tools = await toolsOf(name, spec);
    expect(tools.length).toBeGreaterThan(0);
    expect(harmonyPromptText(tools, null)).toBe(oracle.render(tools, null).text);
    const count = await counter.count(tools, null);
    expect(count.fidelity).toBe("exact");
    expect(count.tools).toBe(oracle.toolTokens(tools));
    expect(Object.keys(count.perTool ?? {})).toEqual(tools.map((t) => t.name));
  });

  it("says per tool what removing it saves: all tools minus all but that one, by the official renderer", async () => {
    const tools = await toolsOf(name, spec);
    const count = await counter.count(tools, null);
    const all = oracle.render(tools, null).tokens;
    const allBut = (i: number) =>
      oracle.render(
        tools.filter((_, j) => j !== i),
        null,
      );
    const official = Object.fromEntries(tools.map((tool, i) => [tool.name, all - allBut(i).tokens]));
    expect(count.perTool).toEqual(official);
  });
});

describe("hidden parameters against the official renderer", () => {
  /** Keywords that say something about a value: without any of them, `any` is the schema's own meaning. */
  const SAYS = ["type", "$ref", "anyOf", "allOf", "oneOf", "not", "if", "const", "enum", "properties", "items"];
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

  it.each(SERVERS.map((s) => [s.name, s] as const))(
    "%s: a parameter is flagged as seen as any exactly when openai/harmony renders it as any and its schema said more",
    async (_name, { name, spec }) => {
      const tools = await toolsOf(name, spec);
      const count = await counter.count(tools, null);
      let checked = 0;
      for (const tool of tools) {
        const text = oracle.render([tool], null).text;
        const properties = ((tool.inputSchema as { properties?: Record<string, Record<string, unknown>> })
          ?.properties ?? {}) as Record<string, Record<string, unknown>>;
        for (const [param, schema] of Object.entries(properties)) {
          const rendersAny = new RegExp(`^${escapeRegExp(param)}\\??: any,`, "m").test(text);
          const flagged = (count.hiddenParameters ?? []).some(
            (h) =>
              h.tool === tool.name &&
              h.path === param &&
              !/rendered as \{\}|type list|only its type is shown/.test(h.reason),
          );
          const saysSomething = SAYS.some((k) => Object.hasOwn(schema, k));
          expect(flagged, `${tool.name}.${param}`).toBe(rendersAny && saysSomething);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
  );
});

describe("hidden parameters, checked by hand against the schemas above", () => {
  it("lists none on the four reference servers, whose schemas harmony renders in full", async () => {
    for (const { name, spec } of SERVERS.slice(0, 4)) {
      const count = await counter.count(await toolsOf(name, spec), null);
      expect({ name, hidden: count.hiddenParameters, warnings: count.warnings }).toEqual({
        name,
        hidden: [],
        warnings: [],
      });
    }
  });

  it("names every parameter the SDK's zod output hides", async () => {
    const { name, spec } = SERVERS[4] as (typeof SERVERS)[number];
    const count = await counter.count(await toolsOf(name, spec), null);
    expect(count.hiddenParameters).toEqual([
      { tool: "search", path: "status", reason: "anyOf" },
      { tool: "search", path: "labels[]", reason: "anyOf" },
      // The discriminated union's literals ("a", "b") render as plain `string`.
      { tool: "search", path: "kind.type", reason: "const (only its type is shown)" },
      { tool: "search", path: "meta", reason: "additionalProperties (rendered as {})" },
      { tool: "search", path: "count", reason: "anyOf" },
      { tool: "store_tree", path: "root", reason: "$ref" },
    ]);
    expect(count.warnings).toEqual([
      'search: 3 parameters are rendered as "any" (status: anyOf, labels[]: anyOf, count: anyOf): gpt-oss never sees their types',
      "search: 1 parameter is rendered without its structure (meta: additionalProperties (rendered as {})): gpt-oss never sees its fields",
      "search: 1 parameter is rendered as a bare type (kind.type: const (only its type is shown)): gpt-oss never sees its allowed values",
      'store_tree: 1 parameter is rendered as "any" (root: $ref): gpt-oss never sees its type',
    ]);
  });

  it("names every parameter the pydantic-style schemas hide", async () => {
    const { name, spec } = SERVERS[5] as (typeof SERVERS)[number];
    const count = await counter.count(await toolsOf(name, spec), null);
    expect(count.hiddenParameters).toEqual([
      { tool: "create_event", path: "end", reason: "anyOf" },
      { tool: "create_event", path: "attendees[]", reason: "$ref" },
      { tool: "create_event", path: "recurrence", reason: "anyOf" },
      { tool: "create_event", path: "location", reason: "anyOf" },
      { tool: "list_events", path: "filter", reason: "$ref" },
      { tool: "list_events", path: "sort", reason: "allOf" },
    ]);
  });
});
