/**
 * `release-notes` through the bundled CLI, on a real repository with tags: both versions' totals,
 * what was added and what grew, checked against js-tiktoken; the cache; saved reports.
 */
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, startHttpFixture } from "../../helpers/fixture.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleTotals } from "../../helpers/oracle.js";
import {
  DEV_TOOLS,
  makeReleaseRepo,
  RELEASE_SERVER,
  type ReleaseRepo,
  V1_TOOLS,
  V11_TOOLS,
} from "../../helpers/release-repo.js";
import { type Tool, toolsJson } from "../../helpers/tool-repo.js";

const fmt = (n: number) => n.toLocaleString("en-US");
const signed = (n: number) => (n > 0 ? `+${fmt(n)}` : n < 0 ? `−${fmt(-n)}` : "±0");
const toolTokens = (tools: Tool[], name: string, encoding = "o200k_base") =>
  oracleTotals(
    tools.filter((t) => t.name === name),
    encoding,
  ).model;

interface NotesJson {
  kind: string;
  from: { label: string; sha: string; tools: number; tokens: Record<string, number> };
  to: { label: string; sha: string; tools: number; tokens: Record<string, number> };
  encoding: string;
  totals: Record<string, { from: number; to: number; delta: number; relative: number }>;
  tools: { from: number; to: number; added: string[]; removed: string[]; changed: number };
  changes: {
    name: string;
    status: string;
    from: number | null;
    to: number | null;
    delta: number;
    fields: { field: string; delta: number }[];
  }[];
  markdown: string;
}

let r: ReleaseRepo;
beforeAll(async () => {
  r = await makeReleaseRepo();
});
afterAll(removeTempDirs);

describe("release-notes --from v1.0.0 --to v1.1.0", () => {
  it("measures both tags at their own commits and names both totals and the changes (js-tiktoken oracle)", async () => {
    // HEAD is past v1.1.0 (get_issue removed): --to must measure the tag, not the working tree.
    const run = await runCli(
      ["release-notes", "--from", "v1.0.0", "--to", "v1.1.0", "--format", "json", "--", ...RELEASE_SERVER],
      r.repo.dir,
    );
    expect(run.stderr).not.toMatch(/error/);
    expect(run.code).toBe(0);
    const notes = JSON.parse(run.stdout) as NotesJson;
    expect(notes.kind).toBe("mcp-token-budget/release-notes");
    expect(notes.from).toMatchObject({ label: "v1.0.0", sha: r.v1, tools: 2 });
    expect(notes.to).toMatchObject({ label: "v1.1.0", sha: r.v11, tools: 3 });
    for (const encoding of ["o200k_base", "cl100k_base"]) {
      const from = oracleTotals(V1_TOOLS, encoding).model;
      const to = oracleTotals(V11_TOOLS, encoding).model;
      expect(notes.totals[encoding]).toEqual({ from, to, delta: to - from, relative: (to - from) / from });
      expect(notes.from.tokens[encoding]).toBe(from);
      expect(notes.to.tokens[encoding]).toBe(to);
    }
    expect(notes.tools).toEqual({ from: 2, to: 3, added: ["add_label"], removed: [], changed: 1, reordered: false });
    const grown = toolTokens(V11_TOOLS, "search_issues") - toolTokens(V1_TOOLS, "search_issues");
    const added = toolTokens(V11_TOOLS, "add_label");
    expect(notes.changes.map((c) => [c.name, c.status, c.delta])).toEqual(
      [
        ["add_label", "added", added],
        ["search_issues", "changed", grown],
      ].sort((a, b) => Math.abs(Number(b[2])) - Math.abs(Number(a[2]))),
    );
    const search = notes.changes.find((c) => c.name === "search_issues");
    expect(search?.fields).toEqual([{ field: "description", delta: grown }]);

    const from = oracleTotals(V1_TOOLS, "o200k_base").model;
    const to = oracleTotals(V11_TOOLS, "o200k_base").model;
    const pct = (((to - from) / from) * 100).toFixed(1);
    const md = notes.markdown;
    expect(md).toContain("### MCP tool overhead: v1.0.0 → v1.1.0");
    expect(md).toContain(
      `**Tool definitions: ${fmt(from)} → ${fmt(to)} tokens (${signed(to - from)}, +${pct}%, o200k\\_base)**; 2 → 3 tools`,
    );
    expect(md).toContain(`- Added: add\\_label (${signed(added)})`);
    const searchPct = ((grown / toolTokens(V1_TOOLS, "search_issues")) * 100).toFixed(1);
    expect(md).toContain(
      `- Largest changes: search\\_issues ${signed(grown)} (+${searchPct}%; description ${signed(grown)})`,
    );
    expect(md).toContain(`v1.0.0 (${r.v1.slice(0, 7)}) → v1.1.0 (${r.v11.slice(0, 7)})`);
  });

  it("prints the markdown section by default, measures the working tree without --to, and reuses the cache", async () => {
    const cacheDir = await makeTempDir("release-cache-");
    const args = ["release-notes", "--from", "v1.1.0", "--cache-dir", cacheDir, "--", ...RELEASE_SERVER];
    const first = await runCli(args, r.repo.dir);
    expect(first.code).toBe(0);
    const from = oracleTotals(V11_TOOLS, "o200k_base").model;
    const to = oracleTotals(DEV_TOOLS, "o200k_base").model;
    expect(first.stdout.startsWith("### MCP tool overhead: v1.1.0 → working tree\n")).toBe(true);
    expect(first.stdout).toContain(`**Tool definitions: ${fmt(from)} → ${fmt(to)} tokens (${signed(to - from)}, `);
    expect(first.stdout).toContain(`- Removed: get\\_issue (${signed(-toolTokens(V11_TOOLS, "get_issue"))})`);
    expect(first.stderr).toMatch(/measuring v1\.1\.0 \([0-9a-f]{7}\) in a temporary worktree/);

    const second = await runCli(args, r.repo.dir);
    expect(second.code).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    expect(second.stderr).toMatch(/report for v1\.1\.0 \([0-9a-f]{7}\) restored from the directory /);
    expect(second.stderr).not.toMatch(/temporary worktree/);
  });
});

describe("release-notes from saved reports", () => {
  it("compares --from-report and --to-report without a server or a repository", async () => {
    const dir = await makeTempDir("release-reports-");
    const files: Record<string, Tool[]> = { "v1.json": V1_TOOLS, "v11.json": V11_TOOLS };
    for (const [name, tools] of Object.entries(files)) {
      const toolsFile = path.join(dir, `tools-${name}`);
      await writeFile(toolsFile, toolsJson(tools));
      const measured = await runCli(
        ["measure", "--out", path.join(dir, name), "--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile],
        dir,
      );
      expect(measured.code).toBe(0);
    }
    const run = await runCli(
      ["release-notes", "--from-report", "v1.json", "--to-report", "v11.json", "--out", "notes.json"],
      dir,
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const from = oracleTotals(V1_TOOLS, "o200k_base").model;
    const to = oracleTotals(V11_TOOLS, "o200k_base").model;
    expect(run.stdout).toContain("### MCP tool overhead: v1.json → v11.json");
    expect(run.stdout).toContain(`${fmt(from)} → ${fmt(to)} tokens`);
    const written = JSON.parse(readFileSync(path.join(dir, "notes.json"), "utf8")) as NotesJson;
    expect(written.markdown).toBe(run.stdout);
    expect(written.totals.o200k_base?.delta).toBe(to - from);

    // The same numbers when the new version is a running server reached with --url.
    const server = await startHttpFixture(["--tools", path.join(dir, "tools-v11.json")]);
    try {
      const http = await runCli(["release-notes", "--from-report", "v1.json", "--url", `${server.url}/mcp`], dir);
      expect(http.code).toBe(0);
      expect(http.stdout).toContain("### MCP tool overhead: v1.json → http:\u2060//127.0.0.1");
      expect(http.stdout).toContain(`${fmt(from)} → ${fmt(to)} tokens`);
    } finally {
      await server.stop();
    }
  });

  it("refuses --url with a ref for the previous version, and a missing --from", async () => {
    const url = await runCli(["release-notes", "--from", "v1.0.0", "--url", "http://127.0.0.1:9/mcp"], r.repo.dir);
    expect(url.code).toBe(2);
    expect(url.stderr).toMatch(/--from-report/);
    const none = await runCli(["release-notes", "--", ...RELEASE_SERVER], r.repo.dir);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/--from <tag or ref>/);
    // Two sources for one version: refused, not one of them silently taken.
    const twoFrom = await runCli(["release-notes", "--from", "v1.0.0", "--from-report", "r.json"], r.repo.dir);
    expect([twoFrom.code, twoFrom.stderr]).toEqual([2, "error: give either --from or --from-report, not both\n"]);
    const twoTo = await runCli(
      ["release-notes", "--from", "v1.0.0", "--to", "v1.1.0", "--to-report", "r.json"],
      r.repo.dir,
    );
    expect([twoTo.code, twoTo.stderr]).toEqual([2, "error: give either --to or --to-report, not both\n"]);
  });
});

describe("release-notes with hosted models: the cached price and the change cost", () => {
  // 14 tools of about 100 tokens each: over the 1,024-token minimum of Sonnet 4.6 and GPT-5, under Haiku 4.5's 4,096.
  const words = "finds lists updates and removes entries of the tracker by label milestone author assignee state date";
  const bigTools = (changed: string): Tool[] =>
    Array.from({ length: 14 }, (_, i) => ({
      name: `tool_${i}`,
      description: `${i === 0 ? changed : ""}Tool ${i} ${words} ${words} ${words}`,
      inputSchema: { type: "object", properties: { query: { type: "string", description: `query ${i}` } } },
    }));
  interface Line {
    id: string;
    to: number;
    costPer1kRequests: number | null;
    cache: {
      cacheable: boolean;
      minTokens: number;
      costPer1kRequestsCached: number | null;
      changeCost: number | null;
      requestsPerLifetime: number | null;
      toolBlockChanged: boolean | null;
    } | null;
  }
  interface ModelCache {
    cacheable: boolean;
    minTokens: number;
    tokens: number;
    costPer1kRequestsCached: number;
    changeCost: number;
    writePricePerMTok: number;
    readPricePerMTok: number;
  }
  const usd = (v: number) =>
    v >= 1
      ? `$${v.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
      : `$${Number(v.toPrecision(3))}`;

  it("gives each model its uncached and cached price, and what this release's change to the block costs", async () => {
    const dir = await makeTempDir("release-cache-prices-");
    const models = "claude-sonnet-4.6,claude-haiku-4.5,gpt-5";
    const versions: Record<string, Tool[]> = {
      "v1.json": bigTools(""),
      "v2.json": bigTools("Renamed. "),
      "v2b.json": bigTools("Renamed. "),
    };
    for (const [file, tools] of Object.entries(versions)) {
      await writeFile(path.join(dir, `tools-${file}`), toolsJson(tools));
      const measured = await runCli(
        ["measure", "-m", models, "--out", file, "--", process.execPath, FIXTURE_SERVER, "--tools", `tools-${file}`],
        dir,
      );
      expect(measured.code, measured.stderr).toBe(0);
    }
    const report = JSON.parse(readFileSync(path.join(dir, "v2.json"), "utf8")) as {
      models: Record<
        string,
        { tools: number; instructions: number | null; costPer1kRequests: number; cache: ModelCache }
      >;
    };

    const run = await runCli(
      ["release-notes", "--from-report", "v1.json", "--to-report", "v2.json", "--format", "json"],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const notes = JSON.parse(run.stdout) as { models: Line[]; markdown: string };
    expect(notes.models.map((m) => m.id)).toEqual(models.split(","));
    for (const line of notes.models) {
      const entry = report.models[line.id];
      if (!entry) throw new Error(`no ${line.id} in the report`);
      const c = entry.cache;
      const tokens = c.tokens;
      // The uncached price is the input price over the block; the cached one is one write, then 9 reads per lifetime.
      expect(line.costPer1kRequests).toBe(entry.costPer1kRequests);
      if (line.id === "claude-haiku-4.5") {
        expect(tokens).toBeLessThan(4096);
        expect(line.cache).toMatchObject({ cacheable: false, minTokens: 4096, changeCost: null });
        expect(notes.markdown).toContain(`- On claude-haiku-4.5: `);
        expect(notes.markdown).toMatch(/On claude-haiku-4\.5: [^\n]*not cacheable \(under the 4,096-token minimum\)/);
        continue;
      }
      expect(tokens).toBeGreaterThan(1024);
      const cached = (tokens * (c.writePricePerMTok + 9 * c.readPricePerMTok)) / 10 / 1000;
      const change = (tokens * c.writePricePerMTok) / 1000;
      expect(line.cache?.cacheable).toBe(true);
      expect(line.cache?.costPer1kRequestsCached).toBeCloseTo(cached, 4);
      expect(line.cache?.changeCost).toBeCloseTo(change, 4);
      expect(line.cache?.requestsPerLifetime).toBe(10);
      expect(line.cache?.toolBlockChanged).toBe(true);
      const id = line.id.replaceAll(".", "\\.");
      expect(notes.markdown).toMatch(
        new RegExp(
          `- On ${id}: [^\\n]*; \\${usd(entry.costPer1kRequests)} per 1,000 requests uncached; \\${usd(cached)} cached \\(10 requests per 5-minute lifetime\\); this release changes the tool block: \\${usd(change)} per 1,000 cached conversations, once`,
        ),
      );
    }
    // Anthropic charges a write at 1.25x the input price; OpenAI has no write surcharge (the input price).
    const sonnet = report.models["claude-sonnet-4.6"]?.cache;
    expect(sonnet?.writePricePerMTok).toBe(3.75);
    expect(sonnet?.readPricePerMTok).toBe(0.3);

    // A release that leaves the block byte-identical keeps every cache.
    const same = await runCli(["release-notes", "--from-report", "v2.json", "--to-report", "v2b.json"], dir);
    expect(same.code, same.stderr).toBe(0);
    expect(same.stdout).toMatch(
      /On claude-sonnet-4\.6: [^\n]*cached \(10 requests per 5-minute lifetime\); tool block unchanged: caches keep/,
    );
    expect(same.stdout).not.toContain("changes the tool block");
  });
});
