/**
 * Docs true to the code (issue 25): every option each command's --help lists is documented, on docs/cli.md
 * or on the command's own page, so "every option" is checked, not promised.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, runCli } from "../../helpers/cli-process.js";

const PAGES: Record<string, string[]> = {
  measure: ["cli.md"],
  compare: ["cli.md"],
  diff: ["cli.md"],
  check: ["cli.md", "budget-file.md"],
  hints: ["cli.md", "hints.md"],
  "release-notes": ["cli.md", "release-notes.md"],
  "models install": ["cli.md", "model-data.md"],
  "models list": ["cli.md", "model-data.md"],
  survey: ["cli.md", "survey.md"],
  "survey merge": ["cli.md", "survey.md"],
  "survey verify": ["cli.md", "survey.md"],
  "survey site": ["cli.md", "survey.md"],
  "survey quantiles": ["cli.md", "survey.md"],
  "clients check": ["cli.md", "clients.md"],
};

describe("every option in --help is documented", () => {
  it.each(Object.keys(PAGES))("%s", async (command) => {
    const help = await runCli([...command.split(" "), "--help"], PROJECT_ROOT);
    expect(help.code).toBe(0);
    const options = [...help.stdout.matchAll(/^ {2}(?:-[a-zA-Z], )?(--[a-z0-9-]+)/gm)].map((m) => m[1] as string);
    expect(options.length).toBeGreaterThan(0);
    const docs = (PAGES[command] ?? []).map((p) => readFileSync(path.join(PROJECT_ROOT, "docs", p), "utf8")).join("\n");
    const missing = options.filter((o) => o !== "--help" && !new RegExp(`${o}(?![a-z0-9-])`).test(docs));
    expect(missing).toEqual([]);
  });
});
