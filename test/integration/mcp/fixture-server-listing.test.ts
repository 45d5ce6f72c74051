/**
 * Our own fixture server, with known tools, over stdio, Streamable HTTP and legacy SSE:
 * per-field counts add up, pagination is followed, prompts and resources are reported,
 * and the tools arrive exactly as sent (key order included).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countTool } from "../../../src/core/count.js";
import { loadEncoders } from "../../../src/core/encodings.js";
import { TOOL_FIELDS } from "../../../src/core/report.js";
import { listServer } from "../../../src/mcp/list.js";
import { measure } from "../../../src/run/measure.js";
import { FIXTURE_SERVER, readToolsFile, startHttpFixture, toolsFile } from "../../helpers/fixture.js";
import { oracleCount, oracleTotals } from "../../helpers/oracle.js";

const basic = readToolsFile("basic");
const many = readToolsFile("many");
const encodings = ["o200k_base", "cl100k_base"];

describe("stdio", () => {
  it("lists every tool exactly as the file holds it, in order and key order", async () => {
    const listing = await listServer({
      kind: "stdio",
      command: process.execPath,
      args: [FIXTURE_SERVER, "--tools", toolsFile("basic")],
    });
    expect(listing.tools.map((t) => JSON.stringify(t))).toEqual(basic.tools.map((t) => JSON.stringify(t)));
    expect(listing.server).toEqual({
      name: "fixture-server",
      version: "1.0.0",
      protocolVersion: expect.any(String),
      era: "legacy",
    });
  });

  it("counts per field so that fields plus structure equal the raw count, per tool and encoding", async () => {
    const report = await measure(
      { kind: "stdio", command: process.execPath, args: [FIXTURE_SERVER, "--tools", toolsFile("basic")] },
      { encodings },
    );
    for (const [i, tool] of report.tools.entries()) {
      const source = basic.tools[i] as Record<string, unknown>;
      for (const encoding of encodings) {
        const tokens = tool.tokens[encoding];
        if (!tokens) throw new Error(`missing ${encoding}`);
        const sum = Object.values(tokens.fields).reduce((a, b) => a + (b ?? 0), 0);
        expect(sum).toBe(tokens.raw);
        expect(tokens.raw).toBe(oracleCount(JSON.stringify(source), encoding));
        for (const field of TOOL_FIELDS) {
          const expected =
            source[field] === undefined ? undefined : oracleCount(JSON.stringify(source[field]), encoding);
          expect(tokens.fields[field], `${tool.name}.${field}`).toBe(expected);
        }
      }
    }
    for (const encoding of encodings) expect(report.totals[encoding]).toEqual(oracleTotals(basic.tools, encoding));
  });

  it("reports prompts and resources as information", async () => {
    const report = await measure(
      { kind: "stdio", command: process.execPath, args: [FIXTURE_SERVER, "--tools", toolsFile("basic")] },
      { encodings: ["o200k_base"] },
    );
    expect(report.prompts?.names).toEqual((basic.prompts ?? []).map((p) => (p as { name: string }).name));
    expect(report.resources?.count).toBe(basic.resources?.length);
    const firstUri = (basic.resources?.[0] as { uri?: string } | undefined)?.uri;
    expect(firstUri).toBeTruthy();
    expect(report.resources?.items[0]?.uri).toBe(firstUri);
  });

  it("follows nextCursor through every page", async () => {
    const report = await measure(
      {
        kind: "stdio",
        command: process.execPath,
        args: [FIXTURE_SERVER, "--tools", toolsFile("many"), "--page-size", "4"],
      },
      { encodings: ["o200k_base"] },
    );
    expect(report.tools).toHaveLength(many.tools.length);
    expect(report.tools.map((t) => t.name)).toEqual(many.tools.map((t) => (t as { name: string }).name));
    expect(report.totals.o200k_base).toEqual(oracleTotals(many.tools, "o200k_base"));
  });

  it("gives byte-identical reports on repeated runs", async () => {
    const spec = {
      kind: "stdio" as const,
      command: process.execPath,
      args: [FIXTURE_SERVER, "--tools", toolsFile("basic")],
    };
    const [a, b] = [await measure(spec, { encodings }), await measure(spec, { encodings })];
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe("Streamable HTTP", () => {
  let server: Awaited<ReturnType<typeof startHttpFixture>>;
  beforeAll(async () => {
    server = await startHttpFixture(["--tools", toolsFile("basic"), "--page-size", "2"]);
  });
  afterAll(() => server.stop());

  it("lists the same tools, paginated, with the same counts as stdio", async () => {
    const report = await measure({ kind: "http", url: `${server.url}/mcp` }, { encodings });
    expect(report.tools.map((t) => t.name)).toEqual(basic.tools.map((t) => (t as { name: string }).name));
    for (const encoding of encodings) expect(report.totals[encoding]).toEqual(oracleTotals(basic.tools, encoding));
    expect(report.prompts?.count).toBe(basic.prompts?.length);
    expect(report.warnings).toEqual([]);
  });
});

describe("legacy HTTP+SSE", () => {
  let server: Awaited<ReturnType<typeof startHttpFixture>>;
  beforeAll(async () => {
    server = await startHttpFixture(["--tools", toolsFile("basic"), "--sse"]);
  });
  afterAll(() => server.stop());

  it("falls back to SSE when Streamable HTTP is refused, and says so", async () => {
    const report = await measure({ kind: "http", url: `${server.url}/sse` }, { encodings: ["o200k_base"] });
    expect(report.totals.o200k_base).toEqual(oracleTotals(basic.tools, "o200k_base"));
    expect(report.warnings.join("\n")).toMatch(/legacy HTTP\+SSE/);
  });
});

describe("counting edge cases", () => {
  it("counts special-token text as ordinary text", async () => {
    const [o200k] = await loadEncoders(["o200k_base"]);
    if (!o200k) throw new Error("no encoder");
    const tool = {
      name: "x",
      description: "ends with <|endoftext|> and <|im_start|>",
      inputSchema: { type: "object" },
    };
    const counted = countTool(tool, 0, [o200k]);
    expect(counted.tokens.o200k_base?.raw).toBe(oracleCount(JSON.stringify(tool), "o200k_base"));
  });

  it("counts a tool without a name or with a non-object schema, with warnings", async () => {
    const [o200k] = await loadEncoders(["o200k_base"]);
    if (!o200k) throw new Error("no encoder");
    const noName = countTool({ description: "d", inputSchema: { type: "object" } }, 2, [o200k]);
    expect(noName.name).toBe("(unnamed #3)");
    expect(noName.warnings).toEqual(["tool #3 has no name"]);
    const badSchema = countTool({ name: "b", inputSchema: "nope" }, 0, [o200k]);
    expect(badSchema.warnings?.[0]).toMatch(/inputSchema that is not an object/);
    expect(badSchema.tokens.o200k_base?.model).toBe(
      oracleCount(JSON.stringify({ name: "b", inputSchema: "nope" }), "o200k_base"),
    );
    const notObject = countTool("just a string", 0, [o200k]);
    expect(notObject.tokens.o200k_base?.raw).toBe(oracleCount('"just a string"', "o200k_base"));
  });
});
