/**
 * The action starts like its peers: before its first input check, dist/index.js loads the door, the settings and
 * the failure path, and nothing a mode needs (octokit and its HTTP stack, the pipeline, YAML, the MCP client, the
 * models), which are imported when the inputs ask for them. Held here by what node loads (the static imports of
 * dist/index.js, transitively), not by time; bench section 15 gives the CPU time and memory against bare node.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../helpers/action-runner.js";

const ACTION = path.join(ROOT, "dist/index.js");

/** The files node loads before running `entry` (its static relative imports, transitively), with their text. */
function staticClosure(entry: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const source = readFileSync(file, "utf8");
    files.set(file, source);
    for (const m of source.matchAll(/^import\s*(?:[^'"]*?from\s*)?["'](\.[^"']+)["']/gm)) {
      visit(path.resolve(path.dirname(file), m[1] as string));
    }
  };
  visit(entry);
  return files;
}

describe("what the action loads before its first input check", () => {
  const files = staticClosure(ACTION);
  const all = [...files.values()].join("\n");

  it("is a few hundred kilobytes (2.7 MB in 73 files when every mode loaded at start)", () => {
    const bytes = [...files.values()].reduce((n, s) => n + Buffer.byteLength(s), 0);
    expect(bytes).toBeLessThan(400 * 1024);
  });

  it("holds no octokit, undici, YAML parser or mode: those load when an input asks for them", () => {
    // Markers of each as they appear in the bundle (names are kept: keepNames). Each is in dist/ somewhere, so its
    // absence from what loads at start means something.
    const markers = [
      /\bOctokit = class\b/,
      /llhttp/,
      /\bYAMLParseError\b/,
      /\bfunction measureMode\b/,
      /\bfunction commentMode\b/,
      /\bfunction configMode\b/,
      /\bfunction releaseMode\b/,
      /\bfunction runPipeline\b/,
    ];
    const chunks = path.join(ROOT, "dist/chunks");
    const everything = readdirSync(chunks)
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(path.join(chunks, f), "utf8"))
      .join("\n");
    for (const marker of markers) {
      expect(everything, String(marker)).toMatch(marker);
      expect(all, String(marker)).not.toMatch(marker);
    }
    // The modes are one dynamic import away.
    expect(readFileSync(ACTION, "utf8")).toMatch(/import\("\.\/chunks\/measure-mode-[A-Z0-9]+\.js"\)/);
  });
});
