// Writes schemas/budget.schema.json from the budget rules table (budgetJsonSchema in src/core/budget/schema.ts).
// With --check it writes nothing and exits 1 when the committed file is not the current output.
// test/unit/core/budget/budget-schema.test.ts makes the same comparison, so a stale file fails the test suite.
import { spawnSync } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const target = "schemas/budget.schema.json";

// Node 20 cannot import TypeScript, so the function is bundled and imported from a file inside the repository
// (node_modules/.cache), where the encoders it leaves out resolve: the schema needs their names, never their
// vocabularies. (A data: URL cannot resolve bare specifiers such as gpt-tokenizer/BytePairEncodingCore.)
const bundle = await build({
  absWorkingDir: root,
  entryPoints: ["src/core/budget/schema.ts"],
  bundle: true,
  write: false,
  platform: "node",
  format: "esm",
  external: ["gpt-tokenizer", "gpt-tokenizer/*"],
  logLevel: "warning",
  // yaml is CommonJS and requires node:process; an ES module has no require of its own.
  banner: {
    js: `import { createRequire } from "node:module"; const require = createRequire(${JSON.stringify(root)});`,
  },
});
const bundled = path.join(root, "node_modules", ".cache", `mtb-budget-schema-${process.pid}.mjs`);
await mkdir(path.dirname(bundled), { recursive: true });
await writeFile(bundled, bundle.outputFiles[0].text);
let budgetJsonSchema;
try {
  ({ budgetJsonSchema } = await import(pathToFileURL(bundled).href));
} finally {
  await rm(bundled, { force: true });
}

// Through the project's formatter, so the written file is what `biome check` expects.
const formatted = spawnSync(
  process.execPath,
  ["node_modules/@biomejs/biome/bin/biome", "format", `--stdin-file-path=${target}`],
  { cwd: root, input: `${JSON.stringify(budgetJsonSchema(), null, 2)}\n`, encoding: "utf8" },
);
if (formatted.status !== 0) {
  process.stderr.write(formatted.stderr);
  process.exit(1);
}

if (process.argv.includes("--check")) {
  const committed = await readFile(new URL(`../${target}`, import.meta.url), "utf8");
  if (committed !== formatted.stdout) {
    process.stderr.write(`${target} is not generated from the rules table; run: node scripts/budget-schema.mjs\n`);
    process.exit(1);
  }
} else {
  await writeFile(new URL(`../${target}`, import.meta.url), formatted.stdout);
}
