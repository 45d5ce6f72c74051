/**
 * `survey site`: the files of the static site from a dataset, every untrusted name and message escaped for
 * where it goes (HTML, the data script, a shell command), the figures of the table and of the distribution
 * page, and the command through dist/cli.js writing them from a survey's directory or its dataset.json.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { afterAll, describe, expect, it } from "vitest";
import type { SurveyDataset } from "../../../src/core/survey/dataset.js";
import { scriptValue } from "../../../src/core/survey/site/html.js";
import { measureCommands, verifyCommand } from "../../../src/core/survey/site/reproduce.js";
import { buildSite } from "../../../src/core/survey/site/site.js";
import { serverPagePath, serverSlug } from "../../../src/core/survey/site/slug.js";
import { spread } from "../../../src/core/survey/site/stats.js";
import { siteTable } from "../../../src/core/survey/site/table.js";
import { runCli } from "../../helpers/cli-process.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import {
  FIXTURE_ROWS,
  failedRow,
  HOSTILE_MESSAGE,
  HOSTILE_PACKAGE,
  measuredRow,
  publishable,
  siteDataset,
} from "../../helpers/survey-site-dataset.js";

afterAll(removeTempDirs);

const data = siteDataset() as unknown as SurveyDataset;
const files = new Map(buildSite(data).map((f) => [f.path, f.text]));
const file = (p: string) => {
  const text = files.get(p);
  if (text === undefined) throw new Error(`no ${p} among ${[...files.keys()].join(", ")}`);
  return text;
};
/** The table as the page's script reads it: data.js run in a sandbox with a window object. */
const tableOf = (script: string) => {
  const sandbox = { window: {} as { SURVEY_TABLE?: ReturnType<typeof siteTable> } };
  runInNewContext(script, sandbox);
  return sandbox.window.SURVEY_TABLE as ReturnType<typeof siteTable>;
};

describe("the files of the site", () => {
  it("has the table, its script and data, the distribution, the dataset and one page per package", () => {
    const packages = new Set(FIXTURE_ROWS.map((r) => r.package));
    expect([...files.keys()].filter((p) => !p.startsWith("servers/")).sort()).toEqual([
      ".nojekyll",
      "data.js",
      "dataset.csv",
      "dataset.json",
      "distribution.html",
      "index.html",
      "site.css",
      "table.js",
    ]);
    expect([...files.keys()].filter((p) => p.startsWith("servers/")).sort()).toEqual(
      [...packages].map(serverPagePath).sort(),
    );
    // The dataset is carried whole, so survey verify can be run against the site's copy.
    expect(JSON.parse(file("dataset.json"))).toEqual(data);
  });

  it("loads nothing from elsewhere: no http(s) script, style or font", () => {
    for (const [p, text] of files) {
      if (!p.endsWith(".html")) continue;
      expect(text).not.toMatch(/<(script|link)[^>]+(src|href)="(https?:)?\/\//);
      expect(text).toContain('<meta name="viewport"');
      expect(text).toContain(`content="default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:"`);
    }
  });

  it("says on every page when the rows were measured and by which engine", () => {
    for (const [p, text] of files) {
      if (p.endsWith(".html"))
        expect(text).toContain("9 rows, measured from 2026-11-20 to 2026-12-04, by mcp-token-budget 0.1.0");
    }
  });
});

it("writes a site for an empty dataset too, saying it has no rows", () => {
  const empty = buildSite(siteDataset([]) as unknown as SurveyDataset);
  expect(empty.filter((f) => f.path.startsWith("servers/"))).toEqual([]);
  for (const f of empty.filter((f) => f.path.endsWith(".html"))) {
    expect(f.text).toContain("No rows yet (the dataset was written by mcp-token-budget 0.1.0)");
  }
  expect(empty.find((f) => f.path === "distribution.html")?.text).toContain(
    '<th scope="row">o200k_base tokens</th><td>0</td><td>–</td>',
  );
});

describe("untrusted text is escaped wherever it goes", () => {
  const hostilePage = file(serverPagePath(HOSTILE_PACKAGE));

  it("never writes a package or tool name as markup in any page", () => {
    for (const [p, text] of files) {
      if (!p.endsWith(".html")) continue;
      expect(text, p).not.toContain("<img");
      expect(text, p).not.toContain("alert(3)</script>");
    }
    expect(hostilePage).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(hostilePage).toContain("<code>&lt;img src=x onerror=alert(2)&gt;</code>");
    // The failure message of a failed row, and its stderr lines.
    const slow = file(serverPagePath("slow-server"));
    expect(slow).toContain("&lt;/script&gt;&lt;script&gt;alert(3)&lt;/script&gt;&lt;!--");
  });

  it("writes the data script so that no </script, <!-- or line separator can appear, and it reads back the same", () => {
    const script = file("data.js");
    expect(script).not.toMatch(/<\/script|<!--|\u2028|\u2029|</i);
    const table = tableOf(script);
    expect(table.rows.map((r) => r.cells[0])).toContain(HOSTILE_PACKAGE);
    expect(table.rows.find((r) => r.cells[0] === HOSTILE_PACKAGE)?.search).toContain(HOSTILE_MESSAGE.toLowerCase());
    expect(scriptValue({ a: "</script>\u2028&" })).toBe('{"a":"\\u003c/script\\u003e\\u2028\\u0026"}');
  });

  it("quotes names for the shell in the commands that measure a row again", () => {
    const row = measuredRow({ pkg: "x'; rm -rf ~ #", version: "1.0.0", tools: [] });
    expect(verifyCommand(row as never)).toBe(`mcp-token-budget survey verify . 'x'\\''; rm -rf ~ #@1.0.0'`);
    const failed = failedRow("@scope/server", "2.0.0", "start", "x");
    expect(measureCommands(failed as never, ["o200k_base"], ["qwen3@ollama"])).toEqual([
      `echo '{"private": true}' > package.json`,
      "npm install --ignore-scripts --no-package-lock --omit=dev @scope/server@2.0.0",
      "env API_KEY=dummy mcp-token-budget measure -e o200k_base -m qwen3@ollama -- npx --no-install @scope/server@2.0.0 .",
    ]);
    // On the page, the command is HTML-escaped too.
    expect(hostilePage).toContain("survey verify . &#39;&lt;img src=x onerror=alert(1)&gt;@1.0.0&#39;");
  });

  it("names each package's page with [a-z0-9-_] only, one name per package", () => {
    const names = [
      HOSTILE_PACKAGE,
      "a/b",
      "a_2fb",
      "A",
      "a",
      "../../etc",
      "@x/y",
      "x".repeat(400),
      `${"x".repeat(400)}y`,
    ];
    const slugs = names.map(serverSlug);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9_-]{1,150}$/);
    expect(new Set(slugs).size).toBe(names.length);
  });
});

describe("the table", () => {
  const table = tableOf(file("data.js"));
  const column = (label: string) => table.columns.findIndex((c) => c.label === label);
  const row = (pkg: string) => table.rows.find((r) => r.cells[0] === pkg && r.latest);

  it("has a column per encoding, model, client, and for hints, fits and stability", () => {
    expect(table.columns.map((c) => c.label)).toEqual([
      "Package",
      "Version",
      "Tools",
      "o200k_base",
      "cl100k_base",
      "gpt-oss",
      "claude",
      "claude-code",
      "cursor",
      "Hints save",
      "Fits 4K",
      "Fits 8K",
      "Fits 32K",
      "Stable",
      "Status",
    ]);
    expect(table.columns.filter((c) => c.sub === "up front").map((c) => c.label)).toEqual(["claude-code", "cursor"]);
    // Each header is a sort button in a <th scope="col">.
    expect(file("index.html").match(/<th scope="col"[^>]*><button type="button">/g)).toHaveLength(15);
  });

  it("fills the cells from the rows: fits from tools plus instructions, estimates marked, failures with their kind", () => {
    const memory = row("@modelcontextprotocol/server-memory");
    expect(memory?.cells[column("Version")]).toBe("2026.8.31");
    expect(memory?.cells[column("o200k_base")]).toBe(900);
    expect(memory?.cells[column("Fits 4K")]).toBeCloseTo(960 / 4096, 10);
    expect(memory?.cells[column("Stable")]).toBe(false);
    expect(memory?.cells[column("claude-code")]).toBe(180);
    expect(memory?.cells[column("Hints save")]).toBe(90);
    expect(memory?.approx).toEqual([column("claude")]);
    expect(row("zeta-mcp")?.cells[column("cursor")]).toBeNull();
    expect(row(HOSTILE_PACKAGE)?.cells[column("Stable")]).toBeNull();
    expect(row("slow-server")?.cells[column("Status")]).toBe("failed: timeout");
    // History rows are in the data, marked as not the newest.
    expect(table.rows.filter((r) => r.cells[0] === "@modelcontextprotocol/server-memory").map((r) => r.latest)).toEqual(
      [false, false, true],
    );
  });

  it("leaves out the hints, client and stability columns when no row has them", () => {
    const plain = siteDataset([
      { ...measuredRow({ pkg: "p", version: "1.0.0", tools: [], clients: false }), hints: undefined },
    ]) as unknown as SurveyDataset;
    const labels = siteTable(plain).columns.map((c) => c.label);
    expect(labels).not.toContain("Hints save");
    expect(labels).not.toContain("Stable");
    expect(siteTable(plain).columns.some((c) => c.sub === "up front")).toBe(false);
  });
});

describe("the server page and the distribution", () => {
  it("shows a package's tools, its history as a chart with a gap for the failed version, and its commands", () => {
    const page = file(serverPagePath("@modelcontextprotocol/server-memory"));
    expect(page).toContain("<h2>Its 9 tools</h2>");
    // Its tools, largest first: entity_1 (130), entity_2 (120), entity_5 (110), ...
    const tools = [...page.matchAll(/<th scope="row"><code>(entity_\d)<\/code>/g)].map((m) => m[1]);
    expect(tools.slice(0, 3)).toEqual(["entity_1", "entity_2", "entity_5"]);
    expect(tools).toHaveLength(9);
    expect(page).toContain("History (3 versions)");
    expect(page.match(/<rect [^>]*class="bar"/g)).toHaveLength(2);
    expect(page).toContain("2025.9.1: failed (start)");
    for (const v of ["2025.1.1", "2025.9.1", "2026.8.31"]) {
      expect(page).toContain(`survey verify . @modelcontextprotocol/server-memory@${v}`);
    }
    expect(page).toContain("-e o200k_base,cl100k_base -m gpt-oss,claude --check-stable -- npx --no-install");
  });

  it("gives median, p90 and largest over the newest measured version of each package", () => {
    // Newest measured: heavy 29,000; light 350; memory 900; hostile 3,100; zeta 3,000.
    expect(spread([29000, 350, 900, 3100, 3000])).toEqual({ count: 5, median: 3000, p90: 29000, largest: 29000 });
    expect(spread([1, 2, 3, 4])).toEqual({ count: 4, median: 3, p90: 4, largest: 4 });
    expect(spread([])).toBeNull();
    const page = file("distribution.html");
    expect(page).toContain(
      '<th scope="row">o200k_base tokens</th><td>5</td><td>3,000</td><td>29,000</td><td>29,000</td>',
    );
    // By npm scope: scopes of fewer than three servers are counted together.
    expect(page).toContain('<th scope="row">unscoped</th><td>2</td>');
    expect(page).toContain('<th scope="row">other scopes</th><td>3</td>');
    expect(page).toContain('<th scope="row">2-5 tools</th><td>3</td><td>3,000</td>');
  });
});

describe("survey site through the CLI", () => {
  it("writes the site from a survey directory or its dataset.json, and says when there is no dataset", async () => {
    const dir = await makeTempDir("survey-site-");
    await mkdir(path.join(dir, "index"));
    // A package name no npm package can have is refused, the file and the field named.
    await writeFile(path.join(dir, "index", "dataset.json"), JSON.stringify(data));
    const refused = await runCli(["survey", "site", "index", "--out", "site"], dir);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/index\/dataset\.json: dataset\.rows\[\d+\]\.package must match pattern/);
    const published = publishable(data);
    const expected = new Map(buildSite(published).map((f) => [f.path, f.text]));
    await writeFile(path.join(dir, "index", "dataset.json"), JSON.stringify(published));
    const run = await runCli(["survey", "site", "index", "--out", "site"], dir);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("survey site: 9 rows, 7 server pages");
    expect((await readdir(path.join(dir, "site", "servers"))).length).toBe(7);
    expect(await readFile(path.join(dir, "site", "index.html"), "utf8")).toBe(expected.get("index.html"));
    const byFile = await runCli(["survey", "site", "index/dataset.json", "-o", "site2"], dir);
    expect(byFile.code).toBe(0);
    expect(await readFile(path.join(dir, "site2", "data.js"), "utf8")).toBe(expected.get("data.js"));
    const missing = await runCli(["survey", "site", "nowhere", "--out", "site3"], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("nowhere does not exist");
  });
});
