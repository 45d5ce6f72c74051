// Writes schemas/budget.schema.json from the budget rules table (budgetJsonSchema in src/core/budget/schema.ts).
// With --check it writes nothing and exits 1 when the committed file is not the current output.
// test/budget-schema.test.ts makes the same comparison, so a stale file fails the test suite.
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const target = "schemas/budget.schema.json";

// Node 20 cannot import TypeScript, so the function is bundled in memory and imported from a data: URL.
// The encoders are left out: the schema needs their names, never their vocabularies.
const bundle = await build({
  absWorkingDir: root,
  entryPoints: ["src/core/budget/schema.ts"],
  bundle: true,
  write: false,
  platform: "node",
  format: "esm",
  external: ["gpt-tokenizer", "gpt-tokenizer/*"],
  logLevel: "warning",
  // yaml is CommonJS and requires node:process; a data: URL has no require of its own.
  banner: {
    js: `import { createRequire } from "node:module"; const require = createRequire(${JSON.stringify(root)});`,
  },
});
const code = Buffer.from(bundle.outputFiles[0].text).toString("base64");
const { budgetJsonSchema } = await import(`data:text/javascript;base64,${code}`);

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
