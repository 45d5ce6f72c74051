// npm run bench: figures for how fast we are, printed, never asserted.
//   1. cold start of the CLI next to a bare tools/list exchange, and where the overhead goes;
//   2. counting throughput next to gpt-tokenizer counting the same strings;
//   3. compare + markdown rendering of 1,000 and 10,000 changed tools;
//   4. the action with a base-cache hit against a miss, with a build of known length;
//   5. peak memory for 10,000 tools, and a tool list of tens of megabytes;
//   6. model profiles (gpt-oss, qwen3, llama-3.1, llama-3.2, claude, gpt-5): load and counting time per
//      profile, and what --model adds to a measure run;
//   7. measure --config: 1 vs 10 servers of one client configuration, started in parallel;
//   8. measure --calls: 100 calls of a 50 KB result, time and memory; 10 calls with an inputSchema pattern
//      (checked in the worker) against 10 without.
//   9. bounded everywhere: 4,000 stale tool limits on 5,000 tools; 100,000 tools on five model profiles.
//  10. redaction: building the redactor and redacting 1,000 and 10,000 tools, with 10 and ~120 secrets.
//  11. capture: one run per real client (Claude Code, Gemini CLI, Codex, opencode, Copilot CLI, Cline) against
//      the recorder, and what --client (every profile, alone and with two models) adds to a measure of server-github.
//  12. survey: five real servers from npm, time and peak memory per entry and per shard (needs the registry).
//  13. survey site: writing the site of a 5,000-row dataset, and its load, sort, filter and "Show all" times
//      in headless Chromium.
//  15. the action's start to its first input error, CPU and peak memory, against a bare `node -e 0`.
//  14. a survey leg (only with BENCH_ONLY=14: it installs from the npm registry): time per server, minutes per
//      100 servers, peak memory (bench/survey-shard.mjs).
// BENCH_REPS sets the repetitions (default 9; heavy cases use fewer); BENCH_ONLY=1,3 runs some sections.
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { actionCacheSection } from "./action-cache.mjs";
import { actionStartSection } from "./action-start.mjs";
import { boundsSection } from "./bounds.mjs";
import { callsSection } from "./calls.mjs";
import { captureSection } from "./capture.mjs";
import { coldStartSection } from "./cold-start.mjs";
import { countingSection } from "./counting.mjs";
import { CORE_BUNDLE, REPS, ROOT, removeTempDirs, sec, targets } from "./lib.mjs";
import { memorySection } from "./memory.mjs";
import { modelProfilesSection } from "./model-profiles.mjs";
import { redactSection } from "./redact.mjs";
import { renderSection } from "./render.mjs";
import { setupSection } from "./setup.mjs";
import { surveySection } from "./survey.mjs";
import { surveyShardSection } from "./survey-shard.mjs";
import { surveySiteSection } from "./survey-site.mjs";

const only = new Set(
  (process.env.BENCH_ONLY ?? "1,2,3,4,5,6,7,8,9,10,11,12,13,15").split(",").map((s) => Number(s.trim())),
);
// A snapshot of dist/: a concurrent `npm run build` empties dist/ and would break runs half-way.
const DIST = path.join(ROOT, ".tmp/bench-dist");

async function prepare() {
  // The core is TypeScript; bundle it once so the benchmark runs the same code the CLI ships.
  await build({
    entryPoints: [path.join(ROOT, "bench/core-entry.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: CORE_BUNDLE,
    logLevel: "warning",
  });
  await rm(DIST, { recursive: true, force: true });
  await cp(path.join(ROOT, "dist"), DIST, { recursive: true });
  return import(CORE_BUNDLE);
}

function printTargets() {
  console.log("Targets");
  for (const t of targets) console.log(`   ${t.passed ? "PASS" : "MISS"}  ${t.section}. ${t.label}: ${t.figure}`);
}

async function main() {
  const started = performance.now();
  console.log(
    `mcp-token-budget benchmark (node ${process.version}, medians of up to ${REPS} runs, BENCH_REPS to change)\n`,
  );
  const core = await prepare();
  const dist = {
    cli: path.join(DIST, "cli.js"),
    action: path.join(DIST, "index.js"),
    chunks: path.join(DIST, "chunks"),
  };
  try {
    if (only.has(1)) await coldStartSection(dist);
    if (only.has(2)) await countingSection(core);
    if (only.has(3)) await renderSection(core);
    if (only.has(4)) await actionCacheSection(dist);
    if (only.has(5)) await memorySection(dist, core);
    if (only.has(6)) await modelProfilesSection(dist);
    if (only.has(7)) await setupSection(dist);
    if (only.has(8)) await callsSection(dist);
    if (only.has(9)) await boundsSection(dist);
    if (only.has(10)) await redactSection(core);
    if (only.has(11)) await captureSection(dist);
    if (only.has(12)) await surveySection(dist);
    if (only.has(13)) await surveySiteSection(dist);
    if (only.has(14)) await surveyShardSection(dist);
    if (only.has(15)) await actionStartSection(dist);
  } finally {
    await removeTempDirs();
    await rm(DIST, { recursive: true, force: true });
  }
  printTargets();
  console.log(`\n(whole benchmark: ${sec(performance.now() - started)})`);
}

await main();
