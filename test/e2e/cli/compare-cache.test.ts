/**
 * What a pull request costs the prompt cache: a comparison whose tool block differs by any byte, order
 * included, says per model that every cached conversation re-writes the block once and what that costs;
 * an identical block says the caches keep. Through the bundled CLI on real reports of the fixture server.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comparison } from "../../../src/core/comparison.js";
import type { Report } from "../../../src/core/report.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { tableAfter } from "../../helpers/markdown.js";

const tools = Array.from({ length: 20 }, (_, i) => ({
  name: `tool_${i}`,
  description: `Does the ${i}th thing in the system, carefully, with every option a caller could want to pass along to it.`,
  inputSchema: {
    type: "object",
    properties: {
      id: { type: "string", description: "The id of the record to act on." },
      limit: { type: "integer", minimum: 1, maximum: 500, description: "At most this many results." },
    },
    required: ["id"],
  },
}));
// The same tools, the first two swapped: no byte of any tool changed.
const swapped = [tools[1], tools[0], ...tools.slice(2)];
// One byte changed ("." to "!"), deep in one parameter's description: the names and the order are as before.
const edited = structuredClone(tools).map((t, i) =>
  i === 7
    ? {
        ...t,
        inputSchema: {
          ...t.inputSchema,
          properties: {
            ...t.inputSchema.properties,
            limit: { ...t.inputSchema.properties.limit, description: "At most this many results!" },
          },
        },
      }
    : t,
);
// A field the model never sees (annotations go to the client, not into the prompt).
const annotated = structuredClone(tools).map((t, i) => (i === 3 ? { ...t, annotations: { readOnlyHint: true } } : t));

let dir: string;
const file = (name: string) => path.join(dir, name);

async function measure(name: string, list: unknown[]): Promise<Report> {
  await writeFile(file(`${name}.tools.json`), JSON.stringify({ tools: list }));
  const args = [
    "measure",
    "-m",
    "claude-sonnet-4.6",
    "--",
    process.execPath,
    FIXTURE_SERVER,
    "--tools",
    file(`${name}.tools.json`),
  ];
  const { code, json, stdout } = await runCliJson<Report>(args, dir);
  expect(code).toBe(0);
  await writeFile(file(`${name}.json`), stdout);
  return json;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-compare-cache-"));
  await measure("base", tools);
  await measure("same", structuredClone(tools));
  await measure("reordered", swapped);
  await measure("edited", edited);
  await measure("annotated", annotated);
  // Five runs of the bundled CLI, each starting a server: room for a loaded machine.
}, 180_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const compareArgs = (head: string) => ["compare", "--base-report", file("base.json"), "--report", file(`${head}.json`)];

describe("what this PR costs the cache", () => {
  it("a reorder of two tools changes the tool block, though no tool changed", async () => {
    const { json } = await runCliJson<Comparison>(compareArgs("reordered"), dir);
    expect(json.summary.changed + json.summary.added + json.summary.removed).toBe(0);
    expect(json.toolBlock).toEqual({ changed: true });
    // The comparison, with its models' cache figures and the toolBlock verdict, passes its schema.
    const load = (name: string) =>
      JSON.parse(readFileSync(new URL(`../../../schemas/${name}`, import.meta.url), "utf8"));
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    ajv.addSchema(load("report.schema.json"));
    const validate = ajv.compile(load("comparison.schema.json"));
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    const cache = json.models?.["claude-sonnet-4.6"]?.head?.cache;
    const tokens = cache?.tokens ?? 0;
    expect(cache?.cacheable).toBe(true);
    // The re-write: each of 1,000 conversations writes the block once at Sonnet 4.6's cache write price.
    expect(cache?.changeCost).toBeCloseTo((tokens * (cache?.writePricePerMTok ?? 0)) / 1000, 4);
    const line = `changes the tool block: every cached conversation re-writes ${tokens.toLocaleString("en-US")} tokens once`;
    const md = await runCli([...compareArgs("reordered"), "--format", "markdown"], dir);
    expect(md.stdout).toContain(line);
    expect(md.stdout).toMatch(/re-writes [0-9,]+ tokens once \(\$[0-9.]+ per 1,000 conversations\)/);
    // The cached price is the row's "cached" cell; the requests per lifetime it assumes, in the footnote.
    const row = tableAfter(md.stdout, "**Models**").find((r) => r[0]?.startsWith("claude-sonnet-4.6"));
    expect(row?.at(-1)).toBe(`$${Number((cache?.costPer1kRequestsCached ?? 0).toFixed(2)).toFixed(2)}`);
    expect(md.stdout).toContain("claude-sonnet-4.6: ");
    expect(md.stdout).toContain("cached at 10 requests per 5-minute cache lifetime");
    const table = await runCli([...compareArgs("reordered"), "--format", "table"], dir);
    expect(table.stdout).toContain(line);
  });

  it("a reorder is a change: status changed, toolOrder names both orders, one line says what it re-writes (issue 25)", async () => {
    const { json, code } = await runCliJson<Comparison>(compareArgs("reordered"), dir);
    expect(code).toBe(0);
    expect(json.status).toBe("changed");
    const names = tools.map((t) => t.name);
    expect(json.toolOrder).toEqual({ changed: true, base: names, head: [names[1], names[0], ...names.slice(2)] });
    // The tool block in the comparison's main encoding: the head's o200k_base model-view total.
    const tokens = json.totals.o200k_base?.head.model ?? 0;
    expect(tokens).toBeGreaterThan(0);
    const line = `tool order changed: every cached conversation re-writes ${tokens.toLocaleString("en-US")} tokens`;
    for (const format of ["markdown", "table"]) {
      const run = await runCli([...compareArgs("reordered"), "--format", format], dir);
      expect(
        run.stdout.split("\n").filter((l) => l.includes("tool order changed:")),
        format,
      ).toEqual([line]);
      // The markdown title names it as well: ±0 tokens, yet a change.
      if (format === "markdown") expect(run.stdout.split("\n")[0]).toMatch(/· tool order changed$/);
    }
  });

  it("the same tools in the same order: unchanged, and no word of order", async () => {
    const { json } = await runCliJson<Comparison>(compareArgs("same"), dir);
    expect(json.status).toBe("unchanged");
    expect(json.toolOrder).toEqual({ changed: false });
    const table = await runCli([...compareArgs("same"), "--format", "table"], dir);
    expect(table.stdout).not.toContain("tool order changed");
  });

  it("one byte in one parameter's description changes the tool block; a field the model never sees does not", async () => {
    const { json } = await runCliJson<Comparison>(compareArgs("edited"), dir);
    expect(json.toolBlock).toEqual({ changed: true });
    const md = await runCli([...compareArgs("edited"), "--format", "markdown"], dir);
    expect(md.stdout).toContain("changes the tool block: every cached conversation re-writes");
    const annotations = await runCliJson<Comparison>(compareArgs("annotated"), dir);
    expect(annotations.json.toolBlock).toEqual({ changed: false });
  });

  it("a byte-identical tool block says the caches keep", async () => {
    const { json } = await runCliJson<Comparison>(compareArgs("same"), dir);
    expect(json.toolBlock).toEqual({ changed: false });
    const md = await runCli([...compareArgs("same"), "--format", "markdown"], dir);
    expect(md.stdout).toContain("tool block unchanged: caches keep");
    expect(md.stdout).not.toContain("changes the tool block");
  });
});
