/**
 * The protocol era and the tool list's cache fields (revision 2026-07-28) through comparisons (issue 27): the
 * report names `protocol: { version, era }` beside the old server fields, a comparison carries both sides' era and
 * toolsCache, and the terminal, the markdown and the release notes say a change in one short line each, only
 * when something changed or is news. Reports are measured by dist/cli.js from era-server.mjs in each era.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compare } from "../../../src/core/compare.js";
import type { Comparison } from "../../../src/core/comparison.js";
import { buildSetupComparison } from "../../../src/core/config-comparison.js";
import { protocolLine, serverProtocolLines, toolsCacheLine } from "../../../src/core/render/comparison-protocol.js";
import type { Style } from "../../../src/core/render/comparison-sections.js";
import { renderSetupComparisonMarkdown } from "../../../src/core/render/config-comment.js";
import type { Report } from "../../../src/core/report.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURES, toolsFile } from "../../helpers/fixture.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

afterAll(removeTempDirs);

const ERA_SERVER = path.join(FIXTURES, "era-server.mjs");
const server = (...flags: string[]) => ["--", process.execPath, ERA_SERVER, "--tools", toolsFile("many"), ...flags];
const PLAIN: Style = { text: (v) => v, strong: (v) => v, code: (v) => v, icons: false };

const PROTOCOL_UP = "protocol: 2025-11-25 → 2026-07-28 (stateless)";
const CACHE_NEW = "the server now lets clients cache its tool list for 10 minutes, per user (base: not said)";

let dir: string;
const file = (name: string) => path.join(dir, `${name}.json`);
const read = (name: string) => JSON.parse(readFileSync(file(name), "utf8")) as Report;

beforeAll(async () => {
  dir = await makeTempDir("protocol-compare-");
  const runs: [string, string[]][] = [
    ["legacy", ["--era", "legacy"]],
    ["modern", []],
    ["modern-public", ["--ttl-ms", "3600000", "--cache-scope", "public"]],
  ];
  for (const [name, flags] of runs) {
    const run = await runCli(["measure", "--out", file(name), ...server(...flags)], dir);
    expect(run.code, run.stderr).toBe(0);
  }
}, 120_000);

describe("the report", () => {
  it("names the protocol as { version, era }, and keeps server.protocolVersion and server.era for older readers", () => {
    const schema = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas/report.schema.json"), "utf8"));
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    for (const [name, version, era] of [
      ["legacy", "2025-11-25", "legacy"],
      ["modern", "2026-07-28", "modern"],
    ] as const) {
      const report = read(name);
      expect(report.protocol).toEqual({ version, era });
      expect(report.server).toMatchObject({ protocolVersion: version, era });
      // Right after server, where a reader looks for it.
      expect(Object.keys(report).indexOf("protocol")).toBe(Object.keys(report).indexOf("server") + 1);
      validate(report);
      expect(validate.errors ?? []).toEqual([]);
    }
    validate({ ...read("modern"), protocol: { version: "2026-07-28", era: "stateless" } });
    expect(validate.errors?.[0]?.instancePath).toBe("/protocol/era");
  });
});

describe("diff of two reports", () => {
  it("from the 2025 era to 2026-07-28 says the protocol and the cache in one line each, in the terminal and markdown", async () => {
    const table = await runCli(["diff", file("legacy"), file("modern")], dir);
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.split("\n");
    expect(lines).toContain(PROTOCOL_UP);
    expect(lines).toContain(CACHE_NEW);
    const markdown = await runCli(["diff", "--format", "markdown", file("legacy"), file("modern")], dir);
    // Two lines of one paragraph, in view (before the fold).
    expect(markdown.stdout).toContain(`\n\n${PROTOCOL_UP}  \n${CACHE_NEW}\n\n`);
    expect(markdown.stdout.indexOf(PROTOCOL_UP)).toBeLessThan(markdown.stdout.indexOf("<details>"));
  });

  it("carries both sides' era, protocol version and toolsCache in the comparison document", async () => {
    const { json, code } = await runCliJson<Comparison>(["diff", file("legacy"), file("modern")], dir);
    expect(code).toBe(0);
    expect(json.base.report?.server).toMatchObject({ protocolVersion: "2025-11-25", era: "legacy" });
    expect(json.base.report?.toolsCache).toBeUndefined();
    expect(json.head.report.server).toMatchObject({ protocolVersion: "2026-07-28", era: "modern" });
    expect(json.head.report.toolsCache).toEqual({ ttlMs: 600_000, scope: "private" });
  });

  it("titles a change of only the protocol or the cache as no token change, and names what changed", async () => {
    const title = async (base: string, head: string) =>
      (await runCli(["diff", "--format", "markdown", file(base), file(head)], dir)).stdout
        .split("\n")
        .find((l) => l.startsWith("### "));
    // The same tools in each era: no token moved, yet the comment is posted (on-change), and its title says why.
    expect(await title("legacy", "modern")).toMatch(
      / · no token change, [\d,]+ tokens · protocol changed, tool-list caching changed/,
    );
    expect(await title("modern", "modern-public")).toMatch(
      / · no token change, [\d,]+ tokens · tool-list caching changed/,
    );
    expect(await title("modern", "modern")).toMatch(/ · no change, [\d,]+ tokens$/);
  });

  it("says nothing of either when base and head say the same", async () => {
    for (const name of ["legacy", "modern"]) {
      const table = await runCli(["diff", file(name), file(name)], dir);
      const markdown = await runCli(["diff", "--format", "markdown", file(name), file(name)], dir);
      for (const out of [table.stdout, markdown.stdout]) {
        expect(out).not.toMatch(/protocol:|tool list/);
      }
    }
  });

  it("says what the server no longer says, and a cache that changed with the base's", async () => {
    const back = await runCli(["diff", file("modern"), file("legacy")], dir);
    expect(back.stdout.split("\n")).toEqual(
      expect.arrayContaining([
        "protocol: 2026-07-28 (stateless) → 2025-11-25",
        "the server no longer says how long clients may cache its tool list (base: 10 minutes, per user)",
      ]),
    );
    const longer = await runCli(["diff", file("modern"), file("modern-public")], dir);
    const lines = longer.stdout.split("\n");
    expect(lines).toContain(
      "the server now lets clients cache its tool list for 1 hour, shared by all its users (base: 10 minutes, per user)",
    );
    expect(longer.stdout).not.toContain("protocol:");
  });
});

describe("release notes", () => {
  it("say the protocol and the cache as items when they changed, in the markdown and the JSON", async () => {
    const args = ["release-notes", "--from-report", file("legacy"), "--to-report", file("modern")];
    const markdown = await runCli(args, dir);
    expect(markdown.code, markdown.stderr).toBe(0);
    const items = markdown.stdout.split("\n");
    expect(items).toContain("- Protocol: 2025-11-25 → 2026-07-28 (stateless)");
    expect(items).toContain(
      "- The server now lets clients cache its tool list for 10 minutes, per user (base: not said)",
    );
    const json = await runCliJson<{ protocolAndCache?: string[] }>(args, dir);
    expect(json.json.protocolAndCache).toEqual([PROTOCOL_UP, CACHE_NEW]);
  });

  it("keep the server's protocol version to safe characters, so the line carries no markup", async () => {
    const forged = {
      ...read("modern"),
      server: { ...read("modern").server, protocolVersion: "[x](https://e.vil) @all" },
    };
    const forgedFile = path.join(dir, "forged.json");
    writeFileSync(forgedFile, JSON.stringify(forged));
    const run = await runCli(["release-notes", "--from-report", file("modern"), "--to-report", forgedFile], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split("\n")).toContain("- Protocol: 2026-07-28 → xhttps:e.vilall (stateless)");
  });

  it("say neither when nothing changed", async () => {
    const args = ["release-notes", "--from-report", file("modern"), "--to-report", file("modern")];
    const markdown = await runCli(args, dir);
    expect(markdown.code, markdown.stderr).toBe(0);
    expect(markdown.stdout).not.toMatch(/Protocol:|tool list/);
    const json = await runCliJson<{ protocolAndCache?: string[] }>(args, dir);
    expect(json.json).not.toHaveProperty("protocolAndCache");
  });
});

describe("the lines, from the comparison alone", () => {
  const lines = (base: Report | null, head: Report) => serverProtocolLines(compare(base, head), PLAIN);
  const withoutEra = (report: Report): Report => {
    const { era: _era, ...server } = report.server;
    const { protocol: _protocol, toolsCache: _cache, ...rest } = report;
    return { ...rest, server };
  };

  it("without a baseline: a stateless server and a cacheable list are news; a 2025-era server is not", () => {
    expect(lines(null, read("modern"))).toEqual([
      "protocol: 2026-07-28 (stateless)",
      "the server lets clients cache its tool list for 10 minutes, per user",
    ]);
    expect(lines(null, read("legacy"))).toEqual([]);
  });

  it("a base report written before the era was read: the version alone, and its cache as not recorded", () => {
    const old = withoutEra(read("legacy"));
    expect(lines(old, read("modern"))).toEqual([
      PROTOCOL_UP,
      "the server now lets clients cache its tool list for 10 minutes, per user (base: not in its report, measured before mcp-token-budget read it)",
    ]);
    expect(lines(old, read("legacy"))).toEqual([]);
  });

  it("ttlMs 0 reads as not caching; both stateless, a new revision is tagged once", () => {
    const modern = read("modern");
    const zero: Report = { ...modern, toolsCache: { ttlMs: 0, scope: "private" } };
    expect(toolsCacheLine(compare(modern, zero))).toBe(
      "the server now asks clients not to cache its tool list (ttlMs 0) (base: 10 minutes, per user)",
    );
    const next: Report = { ...modern, server: { ...modern.server, protocolVersion: "2027-03-01" } };
    expect(protocolLine(compare(modern, next), PLAIN)).toBe("protocol: 2026-07-28 → 2027-03-01 (stateless)");
  });
});

describe("a client configuration's comment", () => {
  it("names the servers whose protocol or cache changed, in the title and one line, and nothing when none did", () => {
    const side = { sha: null, label: null };
    const setupOf = (servers: Array<[string, Report, Report]>) =>
      buildSetupComparison({
        config: ".mcp.json",
        base: side,
        head: side,
        encodings: ["o200k_base"],
        servers: servers.map(([name, base, head]) => ({ name, status: "compared", comparison: compare(base, head) })),
        budget: null,
      });
    const moved = renderSetupComparisonMarkdown(
      setupOf([
        ["same", read("legacy"), read("legacy")],
        ["moved", read("legacy"), read("modern")],
      ]),
    );
    const title = moved.split("\n")[0] ?? "";
    expect(title).toMatch(
      /^### MCP servers of \.mcp\.json · ±0 tokens, [\d,]+ tokens · protocol or tool-list caching changed \(1 server\)$/,
    );
    expect(moved).toContain(`Protocol or tool-list cache changed: moved: ${PROTOCOL_UP}; ${CACHE_NEW}.`);
    const still = renderSetupComparisonMarkdown(setupOf([["same", read("modern"), read("modern")]]));
    expect(still).not.toMatch(/protocol or tool-list|Protocol or tool-list/);
  });
});
