/**
 * Calls in release notes: `release-notes --calls` through the bundled CLI, on a real git repository with two
 * tags whose fixture server's search result grows (3 cases at v1.0.0, 8 at v2.0.0, and a preview tool only at
 * v2.0.0). Per call from -> to with the delta, in the JSON and the markdown, checked against js-tiktoken.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli-process.js";
import { GitRepo, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleCount } from "../../helpers/oracle.js";

const SERVER = path.resolve("test/fixtures/calls-server.mjs");

/** The fixture's search_cases text for `items` cases (written again here from its documented shape). */
function searchText(items: number): string {
  const cases = Array.from({ length: items }, (_, i) => ({
    id: `C-${1000 + i}`,
    title: `Printer problem number ${i}`,
    status: i % 2 === 0 ? "open" : "closed",
    history: "note ".repeat(40).slice(0, 200),
  }));
  return JSON.stringify({ items: cases });
}

const CALLS = `calls:
  - name: broad-search
    tool: search_cases
    arguments: { query: printer }
  - name: preview
    tool: preview_cases
    arguments: { query: printer }
`;

interface CallLine {
  name: string;
  tool: string;
  status: string;
  fromStatus: string | null;
  toStatus: string | null;
  from: number | null;
  to: number | null;
  delta: number | null;
  relative: number | null;
}

let repo: GitRepo;
beforeAll(async () => {
  repo = await GitRepo.init("release-calls-");
  await repo.commit("v1", { "settings.json": JSON.stringify({ items: 3 }), "calls.yml": CALLS });
  await repo.git("tag", "v1.0.0");
  await repo.commit("v2", { "settings.json": JSON.stringify({ items: 8, preview: true }) });
  await repo.git("tag", "v2.0.0");
});
afterAll(removeTempDirs);

const notesArgs = (...extra: string[]) => [
  "release-notes",
  "--from",
  "v1.0.0",
  "--to",
  "v2.0.0",
  ...extra,
  "--",
  process.execPath,
  SERVER,
  "--settings",
  "settings.json",
];

describe("release-notes --calls", () => {
  it("gives each call from -> to with its delta (js-tiktoken), and a call the old version lacks as not in it", async () => {
    const run = await runCli(notesArgs("--calls", "calls.yml", "--format", "json"), repo.dir);
    expect(run.code, run.stderr).toBe(0);
    const notes = JSON.parse(run.stdout) as { calls: CallLine[]; markdown: string };
    const from = oracleCount(searchText(3), "o200k_base");
    const to = oracleCount(searchText(8), "o200k_base");
    expect(notes.calls[0]).toEqual({
      name: "broad-search",
      tool: "search_cases",
      status: "changed",
      fromStatus: "ok",
      toStatus: "ok",
      from,
      to,
      delta: to - from,
      relative: (to - from) / from,
    });
    expect(notes.calls[1]).toMatchObject({
      name: "preview",
      status: "not-at-base",
      fromStatus: "unknown-tool",
      toStatus: "ok",
      from: null,
      delta: null,
    });
    const n = (x: number) => x.toLocaleString("en-US");
    const percent = (((to - from) / from) * 100).toFixed(1);
    expect(notes.markdown).toContain("**Tool calls** (tokens of each result, o200k\\_base):");
    expect(notes.markdown).toContain(
      `- broad-search (search\\_cases): ${n(from)} → ${n(to)} (+${n(to - from)}, +${percent}%)`,
    );
    expect(notes.markdown).toMatch(
      /- preview \(preview\\_cases\): unknown-tool → [\d,]+ \(not in the previous version\)/,
    );
    // The markdown printed without --format json is the same section.
    const markdown = await runCli(notesArgs("--calls", "calls.yml"), repo.dir);
    expect(markdown.code, markdown.stderr).toBe(0);
    expect(markdown.stdout).toBe(notes.markdown);
  });

  it("has no calls, and calls nothing, without a calls file", async () => {
    const run = await runCli(notesArgs("--format", "json"), repo.dir);
    expect(run.code, run.stderr).toBe(0);
    const notes = JSON.parse(run.stdout) as { calls?: unknown; markdown: string };
    expect(notes.calls).toBeUndefined();
    expect(notes.markdown).not.toContain("Tool calls");
  });
});
