// 9. Bounded everywhere (issue 16): figures for the cases an attacker controls.
//   - budget evaluation: 4,000 per-tool limits for tools the server lacks, against 5,000 tools (`check
//     --report`), next to the same check without the stale limits;
//   - model counting: 100,000 tools with five profiles (gpt-oss, qwen3, llama-3.1, claude, gpt-5) next to
//     the same list without profiles, time and max RSS (25 MB: past MODEL_COUNT_MAX_BYTES, so the profiles
//     are "not counted: too large" and the encodings counted);
//   - linear up to the cap: listings of 1, 4 and 8 MiB of synthetic tools, without profiles and on each
//     profile alone, time, max RSS and the ratio to the run without (target: at most 5x).
//     BENCH_MODEL_MIB=1,4 picks the sizes, BENCH_PROFILES=qwen3,gpt-oss the profiles;
//   - one long word: a tool whose description is 1,000,000 random letters (one pre-token), without profiles
//     and on qwen3 and llama-3.1 (a 2 M-character word took 128 s on qwen3 before long-word-bpe.ts).
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FIXTURE, makeTempDir, mb, NODE, pad, padEnd, ROOT, run, sec, size, verdict } from "./lib.mjs";
import { jsonBytes, syntheticTools } from "./synthetic.mjs";

const HOOK = pathToFileURL(path.join(ROOT, "bench/rss-hook.mjs")).href;
const PROFILES = "gpt-oss,qwen3,llama-3.1,claude,gpt-5";
const MODEL_COUNT_MAX_BYTES = 8 * 1024 * 1024;
const SIZES_MIB = (process.env.BENCH_MODEL_MIB ?? "1,4,8").split(",").map(Number);
const EACH_PROFILE = (process.env.BENCH_PROFILES ?? PROFILES).split(",");

async function withRss(dir, args, options = {}) {
  const rssFile = path.join(dir, `rss-${Math.random().toString(36).slice(2)}.txt`);
  const result = await run(NODE, ["--import", HOOK, ...args], {
    ...options,
    env: { ...process.env, BENCH_RSS_FILE: rssFile },
  });
  let rss = 0;
  for (const line of readFileSync(rssFile, "utf8").trim().split("\n").filter(Boolean)) {
    const [script, value] = line.split(" ");
    if (script === "cli.js") rss = Math.max(rss, Number(value) * 1024);
  }
  return { result, rss };
}

async function budgetCase(dir, cli) {
  const tools = Array.from({ length: 5000 }, (_, i) => ({ name: `tool_${i}_op`, inputSchema: { type: "object" } }));
  await writeFile(path.join(dir, "tools-5k.json"), JSON.stringify({ tools }));
  const report = path.join(dir, "r.json");
  await run(NODE, [cli, "measure", "--out", report, "--", NODE, FIXTURE, "--tools", path.join(dir, "tools-5k.json")]);
  const stale = ["encoding: o200k_base", "tools:"];
  for (let i = 0; i < 4000; i++) stale.push(`  missing_${i}_thing: 100`);
  await writeFile(path.join(dir, "stale.yml"), `${stale.join("\n")}\n`);
  await writeFile(path.join(dir, "plain.yml"), "encoding: o200k_base\nperTool: 1000\n");
  const plain = await run(NODE, [cli, "check", "--report", report, "--budget", path.join(dir, "plain.yml")]);
  const staleRun = await run(NODE, [cli, "check", "--report", report, "--budget", path.join(dir, "stale.yml")], {
    timeoutMs: 120_000,
  });
  console.log(`   check, 5,000 tools, perTool only:            ${pad(sec(plain.ms), 8)}`);
  console.log(`   check, 5,000 tools, 4,000 stale tool limits: ${pad(sec(staleRun.ms), 8)} (exit ${staleRun.code})`);
  const ok = staleRun.code === 0 && staleRun.ms < 10_000;
  console.log(
    `   target: under 10 s (was 46 s for 2,000, killed at 60 s for 4,000)  ${verdict(9, "4,000 stale limits on 5,000 tools", ok, sec(staleRun.ms))}`,
  );
}

/** One listing without profiles and on each profile alone: time, RSS, the ratio to the run without. */
async function linearCase(dir, cli, mib) {
  const sample = syntheticTools(200, { seed: 9 });
  const perTool = jsonBytes(sample) / sample.length;
  // Just under the size asked for (8 MiB: just under the cap, which is on the model-facing JSON).
  const n = Math.floor((mib * 1024 * 1024 * 0.97) / perTool);
  const tools = syntheticTools(n, { seed: 9 });
  const file = path.join(dir, `linear-${mib}.json`);
  await writeFile(file, JSON.stringify({ tools }));
  // -t 600: the figures are times; the default 30 s timeout (which bounds counting) would stop the largest.
  const server = ["-t", "600", "--", NODE, FIXTURE, "--tools", file];
  const bare = await withRss(dir, [cli, "measure", "--format", "json", ...server], { timeoutMs: 600_000 });
  const bytes = jsonBytes(tools);
  const line = (what, r, extra = "") =>
    `   ${padEnd(`${n.toLocaleString("en-US")} tools, ${what}`, 44)} ${pad(size(bytes), 9)} ${pad(sec(r.result.ms), 9)} ${pad(mb(r.rss), 10)}  exit ${r.result.code}${extra}`;
  console.log(line("no profiles", bare));
  let worst = 0;
  for (const profile of EACH_PROFILE) {
    const r = await withRss(dir, [cli, "measure", "--format", "json", "-m", profile, ...server], {
      timeoutMs: 1_800_000,
    });
    let counted = "";
    try {
      const report = JSON.parse(r.result.stdout);
      if (report.modelsNotCounted?.[profile]) counted = ", not counted: too large";
    } catch {
      counted = ", no report";
    }
    const ratio = r.result.ms / bare.result.ms;
    worst = Math.max(worst, ratio);
    console.log(line(`-m ${profile}`, r, `, ${ratio.toFixed(1)}x${counted}`));
  }
  return worst;
}

async function modelCase(dir, cli, label, tools) {
  const file = path.join(dir, `${label}.json`);
  await writeFile(file, JSON.stringify({ tools }));
  const server = ["--", NODE, FIXTURE, "--tools", file];
  const bare = await withRss(dir, [cli, "measure", "--format", "json", ...server], { timeoutMs: 600_000 });
  const models = await withRss(dir, [cli, "measure", "--format", "json", "-m", PROFILES, ...server], {
    timeoutMs: 1_200_000,
  });
  const bytes = jsonBytes(tools);
  const line = (what, r) =>
    `   ${padEnd(`${label}, ${what}`, 44)} ${pad(size(bytes), 9)} ${pad(sec(r.result.ms), 9)} ${pad(mb(r.rss), 10)}  exit ${r.result.code}`;
  console.log(line("no profiles", bare));
  console.log(line("five profiles", models));
  const refused = models.result.stderr.match(/error: (.*)/)?.[1];
  if (refused) console.log(`     ${refused.slice(0, 200)}`);
  return { bare, models };
}

/** One tool whose description is one word of `chars` random letters, without profiles and on the BPE profiles. */
export async function longWordCase(dir, cli, chars = 1_000_000) {
  let state = 9;
  let word = "";
  for (let i = 0; i < chars; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    word += String.fromCharCode(0x61 + ((state >>> 16) % 26));
  }
  const file = path.join(dir, "long-word.json");
  await writeFile(
    file,
    JSON.stringify({ tools: [{ name: "long", description: word, inputSchema: { type: "object" } }] }),
  );
  const server = ["--", NODE, FIXTURE, "--tools", file];
  const label = `one word of ${chars.toLocaleString("en-US")} letters`;
  for (const models of [[], ["-m", "qwen3"], ["-m", "llama-3.1"]]) {
    const r = await withRss(dir, [cli, "measure", "--format", "json", "-t", "600", ...models, ...server], {
      timeoutMs: 900_000,
    });
    const what = models.length ? models.join(" ") : "no profiles";
    console.log(
      `   ${padEnd(`${label}, ${what}`, 44)} ${pad(size(chars), 9)} ${pad(sec(r.result.ms), 9)} ${pad(mb(r.rss), 10)}  exit ${r.result.code}`,
    );
  }
}

export async function boundsSection(dist) {
  const dir = await makeTempDir("bounds");
  console.log("9. Bounded everywhere: budget evaluation and model counting on hostile sizes (bundled CLI)");
  await budgetCase(dir, dist.cli);
  console.log(`   ${padEnd("model counting", 44)} ${pad("tools", 9)} ${pad("time", 9)} ${pad("CLI RSS", 10)}`);
  // Small tools, so that 100,000 of them (about 25 MB) fit the 64 MiB listing cap, as in the issue's probe.
  const small = Array.from({ length: 100_000 }, (_, i) => ({
    name: `tool_${i}`,
    description: "Search the items of the catalogue by title, author, tag or a date range, newest first.",
    inputSchema: { type: "object", properties: { q: { type: "string", description: "What to look for" } } },
  }));
  const big = await modelCase(dir, dist.cli, "100,000 tools", small);
  const ratio = big.models.result.ms / big.bare.result.ms;
  const ok = ratio < 10 && big.models.rss < 1.5 * 1024 ** 3;
  console.log(
    `   target: five profiles under 10x the time without (${ratio.toFixed(2)}x) and under 1.5 GB (${mb(big.models.rss)})  ${verdict(9, "100,000 tools x five profiles", ok, `${ratio.toFixed(2)}x, ${mb(big.models.rss)}`)}`,
  );
  // Linear up to the cap, each profile alone: 1, 4 and 8 MiB (the last just under MODEL_COUNT_MAX_BYTES).
  let worst = 0;
  for (const mib of SIZES_MIB) worst = Math.max(worst, await linearCase(dir, dist.cli, mib));
  console.log(
    `   target: each profile at most 5x the time without, up to ${MODEL_COUNT_MAX_BYTES / 1024 / 1024} MiB  ${verdict(9, "profiles linear up to 8 MiB", worst <= 5, `worst ${worst.toFixed(1)}x`)}`,
  );
  await longWordCase(dir, dist.cli);
}
