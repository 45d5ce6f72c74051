/**
 * The CLI and action tests run dist/; this proves that dist/ is, at test time, the build of the
 * sources as they are now (test/global-setup.ts builds it), so a change in src/ reaches them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM script without types
import { buildBundles } from "../../../scripts/build.mjs";
import { PROJECT_ROOT } from "../../helpers/cli-process.js";

function outputFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), readFileSync(full, "utf8"));
  }
  return files;
}

describe("the bundles the door tests run", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it("are a build of the current sources", async () => {
    // Beside dist/, at the same depth: source maps (and so chunk hashes) name sources relative to it.
    const dir = await mkdtemp(path.join(PROJECT_ROOT, ".fresh-dist-"));
    dirs.push(dir);
    await buildBundles(dir);
    const fresh = outputFiles(dir);
    const tested = outputFiles(path.join(PROJECT_ROOT, "dist"));
    expect([...tested.keys()].sort()).toEqual([...fresh.keys()].sort());
    for (const [name, code] of fresh) expect(tested.get(name), name).toBe(code);
    // cli.js is the small entry that starts a measured server early, then loads the CLI from its chunk.
    const main = /import\("\.\/(chunks\/main-[A-Z0-9]+\.js)"\)/.exec(fresh.get("cli.js") ?? "")?.[1];
    expect(main, "cli.js loads the CLI's main chunk").toBeDefined();
    expect(fresh.get(main as string)).toContain('"mcp-token-budget"');
  });
});
