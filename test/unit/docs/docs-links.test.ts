/**
 * The README is the five-minute page and everything else lives in docs/*.md: the README stays under 300 lines,
 * and every relative link in it and in the docs pages leads somewhere real: a file that exists, and for a
 * `page.md#anchor` link a heading of that page with that anchor (as GitHub makes anchors from headings).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT as ROOT } from "../../helpers/paths.js";

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** Markdown with code (fenced blocks, inline) blanked out, lines kept: a link in an example is not a link. */
function prose(markdown: string): string {
  return markdown
    .replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ""))
    .replace(/`+[^`\n]*`+/g, "");
}

/**
 * GitHub's heading anchors: lower case, punctuation dropped (letters, digits, marks, `_`, `-` and spaces
 * kept), spaces to hyphens, and `-1`, `-2` ... for repeats. Headings are read outside code blocks only.
 */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = (heading[1] ?? "").replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/<[^>]+>/g, "");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

interface Link {
  target: string;
  line: number;
}

/** Relative links and images of a page: `[text](target)`, `![alt](target)` and `[text]: target`, no URLs. */
function relativeLinks(markdown: string): Link[] {
  const text = prose(markdown);
  const links: Link[] = [];
  const lineOf = (index: number) => text.slice(0, index).split("\n").length;
  for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
    links.push({ target: match[1] ?? "", line: lineOf(match.index ?? 0) });
  for (const match of text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm))
    links.push({ target: match[1] ?? "", line: lineOf(match.index ?? 0) });
  return links.filter((l) => !/^[a-z][a-z0-9+.-]*:/i.test(l.target));
}

/** Every relative link of `file` that does not lead to an existing file (and heading), as `file: target`. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  const markdown = read(file);
  for (const { target, line } of relativeLinks(markdown)) {
    const [pathPart = "", anchor] = target.split("#");
    const resolved = pathPart === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart));
    const where = `${file}:${line}: ${target}`;
    if (resolved.startsWith("..") || !existsSync(path.join(ROOT, resolved))) {
      broken.push(`${where} (no file ${resolved})`);
      continue;
    }
    if (anchor !== undefined && resolved.endsWith(".md")) {
      const wanted = decodeURIComponent(anchor);
      if (!anchors(read(resolved)).has(wanted)) broken.push(`${where} (${resolved} has no heading #${wanted})`);
    }
  }
  return broken;
}

const docsPages = readdirSync(path.join(ROOT, "docs"))
  .filter((name) => name.endsWith(".md") && !name.startsWith("example-comment"))
  .map((name) => `docs/${name}`);

describe("the README", () => {
  const readme = read("README.md");

  it("is short enough to read in five minutes: under 200 lines, the rest in docs/", () => {
    expect(readme.split("\n").length).toBeLessThan(200);
  });

  it("links into docs/ for the rest, and every docs/ page it names exists", () => {
    const docsLinks = relativeLinks(readme).filter((l) => l.target.startsWith("docs/"));
    // The index names the reference pages; each must be a file of its own.
    for (const page of ["action", "cli", "budget-file", "models", "runtimes", "report-format", "threat-model"])
      expect(docsLinks.map((l) => l.target.split("#")[0])).toContain(`docs/${page}.md`);
    expect(brokenLinks("README.md")).toEqual([]);
  });

  it("keeps the reference out: no action inputs table, no report JSON", () => {
    expect(readme).not.toContain("<!-- inputs:start -->");
    expect(readme).not.toContain('"schemaVersion"');
  });
});

describe("the docs pages", () => {
  it("exist for each part of the old README", () => {
    for (const page of [
      "action",
      "cli",
      "setups",
      "budget-file",
      "models",
      "counting",
      "report-format",
      "hints",
      "release-notes",
      "badge",
      "exit-codes",
      "threat-model",
      "development",
    ])
      expect(docsPages).toContain(`docs/${page}.md`);
  });

  it.each(docsPages)("%s: every relative link resolves, anchors included", (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });

  it.each(docsPages)("%s stands on its own: it starts with its title and needs no README anchor", (page) => {
    const markdown = read(page);
    expect(markdown).toMatch(/^# \S/);
    expect(prose(markdown)).not.toMatch(/README\.md#/);
  });
});

/** Every `test/….test.ts` path written in `text` (prose or code) that names no file, as `file:line: path`. */
function missingTestPaths(file: string, text: string): string[] {
  const missing: string[] = [];
  for (const [index, line] of text.split("\n").entries())
    for (const match of line.matchAll(/\btest\/[A-Za-z0-9_./-]+?\.test\.ts\b/g))
      if (!existsSync(path.join(ROOT, match[0]))) missing.push(`${file}:${index + 1}: ${match[0]}`);
  return missing;
}

/** Files under `dir` (relative to the root) whose names end in one of `endings`, recursively. */
function filesUnder(dir: string, endings: readonly string[]): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => endings.some((ending) => name.endsWith(ending)))
    .map((name) => path.posix.join(dir, name.split(path.sep).join("/")));
}

describe("test paths named in the docs and in source comments", () => {
  it("lead to test files that exist (a moved test takes its mentions with it)", () => {
    const files = ["README.md", ...docsPages, ...filesUnder("src", [".ts"])];
    const missing = files.flatMap((file) => missingTestPaths(file, read(file)));
    expect(missing).toEqual([]);
  });

  it("are found when they name no file", () => {
    expect(missingTestPaths("x.md", "held by `test/e2e/cli/no-such-test.test.ts`.")).toEqual([
      "x.md:1: test/e2e/cli/no-such-test.test.ts",
    ]);
    expect(missingTestPaths("x.md", "held by `test/unit/docs/docs-links.test.ts`.")).toEqual([]);
  });
});

describe("the anchor rules the link check relies on", () => {
  it("match GitHub's for the headings these pages use", () => {
    const sample = [
      "# The report (`--format json`, `--out`)",
      "## Pull requests from forks: the safe two-workflow recipe",
      "## Limits per model, per share of the context window, and per client",
      "## Comparing versions: `compare` and `diff`",
      "## Hints: what to cut, and what it saves",
      "## Inputs",
      "## Inputs",
      "```sh",
      "# not a heading",
      "```",
    ].join("\n");
    expect([...anchors(sample)]).toEqual([
      "the-report---format-json---out",
      "pull-requests-from-forks-the-safe-two-workflow-recipe",
      "limits-per-model-per-share-of-the-context-window-and-per-client",
      "comparing-versions-compare-and-diff",
      "hints-what-to-cut-and-what-it-saves",
      "inputs",
      "inputs-1",
    ]);
  });
});
