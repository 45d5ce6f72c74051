// 14. a survey leg: one shard of a survey list measured as a leg of the index workflow measures it
// (`survey LIST --shard i/n --jobs J`), from the real npm registry: wall time, time per server, minutes per 100
// servers, and the peak resident memory of the leg's largest process (GNU time's %M: the survey, an npm
// install or a server). Needs the network, so it runs only when asked: BENCH_ONLY=14. BENCH_SURVEY_LIST (default
// survey/servers.yml), BENCH_SURVEY_SHARD (default 1/16: about 11 of the starter list), BENCH_SURVEY_JOBS
// (default 1). The same servers three times, each pass with an empty HOME as on a fresh runner:
//   before: npm's own cache (in that empty HOME), as the survey installed before 2026-12-06: it starts empty, and
//     every install asks the registry for each package's metadata again (a tarball already cached is reused);
//   after, cold: `--npm-cache DIR` (one cache for the leg's installs, offline first), DIR fresh and empty, as a
//     leg of the index workflow runs now (it keeps no cache between runs or legs);
//   after, warm: `--npm-cache DIR` with the cache the cold pass left behind, as a leg would run if it restored
//     the cache of an earlier run (actions/cache; the workflow does not do that: docs/survey.md, "What it costs").
// Servers per hour for each, the ratios, and the entries' npm install time against the rest (DIR/timings.json).
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { makeTempDir, NODE, ROOT, runOk, sec } from "./lib.mjs";

const TIME = "/usr/bin/time";

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

export async function surveyShardSection(dist) {
  const list = process.env.BENCH_SURVEY_LIST ?? path.join(ROOT, "survey/servers.yml");
  const shard = process.env.BENCH_SURVEY_SHARD ?? "1/16";
  const jobs = process.env.BENCH_SURVEY_JOBS ?? "1";
  console.log(`14. A survey leg: ${path.relative(ROOT, list)} shard ${shard}, --jobs ${jobs} (npm registry)`);
  const measureMemory = existsSync(TIME);
  const cache = path.join(await makeTempDir("survey-npm-cache"), "npm-cache");
  const perHour = [];
  for (const [label, npmCache] of [
    ["before: npm's own cache, empty", null],
    ["after: --npm-cache, empty (a leg now)", cache],
    ["after: --npm-cache, warm from the pass above", cache],
  ]) {
    const dir = await makeTempDir("survey-shard");
    const out = path.join(dir, "shard");
    const args = [dist.cli, "survey", list, "--shard", shard, "--jobs", jobs, "--out", out];
    if (npmCache) args.push("--npm-cache", npmCache);
    // A fresh HOME each pass: npm's own cache (HOME/.npm) starts empty, as on a fresh runner.
    const env = { ...process.env, HOME: path.join(dir, "home") };
    const loadBefore = load();
    const result = measureMemory
      ? await runOk(TIME, ["-f", "peak-rss-kib %M", NODE, ...args], { timeoutMs: 6 * 3600_000, env })
      : await runOk(NODE, args, { timeoutMs: 6 * 3600_000, env });
    const rows = JSON.parse(readFileSync(path.join(out, "dataset.json"), "utf8")).rows;
    const failed = rows.filter((r) => r.status === "failed").length;
    const perServer = result.ms / Math.max(1, rows.length);
    perHour.push(3_600_000 / perServer);
    console.log(
      `   ${label}: ${rows.length} servers (${failed} failed) in ${sec(result.ms)}: ${sec(perServer)} a server`,
    );
    console.log(
      `     ${perHour.at(-1).toFixed(0)} servers per hour in one leg, ${((perServer * 100) / 60_000).toFixed(1)} minutes per 100; load average ${loadBefore} at its start, ${load()} at its end`,
    );
    // npm install against the rest (start, listing, counting), summed over the entries (DIR/timings.json).
    const timings = JSON.parse(readFileSync(path.join(out, "timings.json"), "utf8")).entries;
    const installMs = timings.reduce((sum, e) => sum + (e.installMs ?? 0), 0);
    const measureMs = timings.reduce((sum, e) => sum + (e.measureMs ?? 0), 0);
    console.log(
      `     npm install ${sec(installMs)} (${((100 * installMs) / Math.max(1, installMs + measureMs)).toFixed(0)}% of the entries' time), start + listing + counting ${sec(measureMs)}`,
    );
    const peak = /peak-rss-kib (\d+)/.exec(result.stderr)?.[1];
    console.log(
      peak
        ? `     peak resident memory of the leg's largest process: ${(Number(peak) / 1024).toFixed(0)} MiB`
        : "     peak memory: not measured (no /usr/bin/time)",
    );
  }
  const [before, cold, warm] = perHour;
  console.log(
    `   servers per hour: ${before.toFixed(0)} before, ${cold.toFixed(0)} after with an empty cache (${(cold / before).toFixed(2)}x), ${warm.toFixed(0)} after with a warm one (${(warm / before).toFixed(2)}x)`,
  );
  console.log("");
}
