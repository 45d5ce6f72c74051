// 14. a survey leg: one shard of a survey list measured as a leg of the index workflow measures it
// (`survey LIST --shard i/n --jobs J`), from the real npm registry: wall time, time per server, minutes per 100
// servers, and the peak resident memory of the leg's largest process (GNU time's %M: the survey, an npm
// install or a server). Needs the network, so it runs only when asked: BENCH_ONLY=14. BENCH_SURVEY_LIST (default
// survey/servers.yml), BENCH_SURVEY_SHARD (default 1/16: about 11 of the starter list), BENCH_SURVEY_JOBS
// (default 1). Twice, each as on a fresh runner (an empty HOME, so npm's cache is cold): with npm's own cache, as
// before 2026-12-06, and with `--npm-cache` (one cache for the leg's installs, offline first), as the legs run now;
// servers per hour for each.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { makeTempDir, NODE, ROOT, runOk, sec } from "./lib.mjs";

const TIME = "/usr/bin/time";

export async function surveyShardSection(dist) {
  const list = process.env.BENCH_SURVEY_LIST ?? path.join(ROOT, "survey/servers.yml");
  const shard = process.env.BENCH_SURVEY_SHARD ?? "1/16";
  const jobs = process.env.BENCH_SURVEY_JOBS ?? "1";
  console.log(`14. A survey leg: ${path.relative(ROOT, list)} shard ${shard}, --jobs ${jobs} (npm registry)`);
  const measureMemory = existsSync(TIME);
  const perHour = {};
  for (const [label, shared] of [
    ["npm's own cache (before)", false],
    ["--npm-cache (the legs now)", true],
  ]) {
    const dir = await makeTempDir("survey-shard");
    const out = path.join(dir, "shard");
    const args = [dist.cli, "survey", list, "--shard", shard, "--jobs", jobs, "--out", out];
    if (shared) args.push("--npm-cache", path.join(dir, "npm-cache"));
    const env = { ...process.env, HOME: path.join(dir, "home") };
    const result = measureMemory
      ? await runOk(TIME, ["-f", "peak-rss-kib %M", NODE, ...args], { timeoutMs: 6 * 3600_000, env })
      : await runOk(NODE, args, { timeoutMs: 6 * 3600_000, env });
    const rows = JSON.parse(readFileSync(path.join(out, "dataset.json"), "utf8")).rows;
    const failed = rows.filter((r) => r.status === "failed").length;
    const perServer = result.ms / Math.max(1, rows.length);
    perHour[label] = 3_600_000 / perServer;
    console.log(
      `   ${label}: ${rows.length} servers (${failed} failed) in ${sec(result.ms)}: ${sec(perServer)} a server`,
    );
    console.log(
      `     ${perHour[label].toFixed(0)} servers per hour in one leg, ${((perServer * 100) / 60_000).toFixed(1)} minutes per 100`,
    );
    const peak = /peak-rss-kib (\d+)/.exec(result.stderr)?.[1];
    console.log(
      peak
        ? `     peak resident memory of the leg's largest process: ${(Number(peak) / 1024).toFixed(0)} MiB`
        : "     peak memory: not measured (no /usr/bin/time)",
    );
  }
  const [before, after] = Object.values(perHour);
  console.log(
    `   servers per hour: ${before.toFixed(0)} before, ${after.toFixed(0)} after (${(after / before).toFixed(2)}x)`,
  );
  console.log("");
}
