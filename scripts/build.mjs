// One bundler run for both doors: dist/index.js (the action) and dist/cli.js (the CLI).
import { rm } from "node:fs/promises";
import { build } from "esbuild";

await rm(new URL("../dist", import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { index: "src/index.ts", cli: "src/cli.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // Shared code and each encoding go into their own chunks, so a run loads only what it uses.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  sourcemap: true,
  sourcesContent: false,
  legalComments: "none",
  logLevel: "warning",
  // Bundled CommonJS dependencies still call require(); give them one.
  banner: {
    js: "import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);",
  },
});
