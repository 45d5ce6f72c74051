// 14. a survey leg: one shard of a survey list measured as a leg of the index workflow measures it
// (`survey LIST --shard i/n --jobs J`), from the real npm registry: wall time, time per server, minutes per 100
// servers, and the peak resident memory of the leg's largest process (GNU time's %M: the survey, an npm
// install or a server). Needs the network, so it runs only when asked: BENCH_ONLY=14. BENCH_SURVEY_LIST (default
// survey/servers.yml), BENCH_SURVEY_SHARD (default 1/16: about 11 of the starter list), BENCH_SURVEY_JOBS
// (default 1). npm's cache is the user's: a warm cache leaves out the downloads a fresh runner makes.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { makeTempDir, NODE, ROOT, runOk, sec } from "./lib.mjs";

const TIME = "/usr/bin/time";

export async function surveyShardSection(dist) {
  const list = process.env.BENCH_SURVEY_LIST ?? path.join(ROOT, "survey/servers.yml");
  const shard = process.env.BENCH_SURVEY_SHARD ?? "1/16";
  const jobs = process.env.BENCH_SURVEY_JOBS ?? "1";
  console.log(`14. A survey leg: ${path.relative(ROOT, list)} shard ${shard}, --jobs ${jobs} (npm registry)`);
  const out = path.join(await makeTempDir("survey-shard"), "shard");
  const args = [dist.cli, "survey", list, "--shard", shard, "--jobs", jobs, "--out", out];
  const measureMemory = existsSync(TIME);
  const result = measureMemory
    ? await runOk(TIME, ["-f", "peak-rss-kib %M", NODE, ...args], { timeoutMs: 6 * 3600_000 })
    : await runOk(NODE, args, { timeoutMs: 6 * 3600_000 });
  const rows = JSON.parse(readFileSync(path.join(out, "dataset.json"), "utf8")).rows;
  const failed = rows.filter((r) => r.status === "failed").length;
  const perServer = result.ms / Math.max(1, rows.length);
  console.log(`   ${rows.length} servers (${failed} failed) in ${sec(result.ms)}: ${sec(perServer)} a server`);
  console.log(`   ${((perServer * 100) / 60_000).toFixed(1)} minutes per 100 servers in one leg`);
  const peak = /peak-rss-kib (\d+)/.exec(result.stderr)?.[1];
  console.log(
    peak
      ? `   peak resident memory of the leg's largest process: ${(Number(peak) / 1024).toFixed(0)} MiB`
      : "   peak memory: not measured (no /usr/bin/time)",
  );
  console.log("");
}
