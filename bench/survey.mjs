// 12. survey: time and peak memory per entry and per shard, on five real servers of survey/servers.yml installed
// from the npm registry (npm's cache warms on the first run; the figures are of a second run, --previous unset).
// Per entry: npm install, then start + listing + counting (hints and every client profile included), and the
// server's process group at its highest reading (DIR/timings.json). Per shard: its wall time and the survey
// process's own peak resident memory. Then the same list unsharded and --jobs 2.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { makeTempDir, NODE, pad, padEnd, runOk, sec } from "./lib.mjs";

// Entries as survey/servers.yml has them: a small install, a large one, a listing of 17,161 tokens.
const LIST = `servers:
  - package: "@upstash/context7-mcp"
    version: "4.1.1"
  - package: "@modelcontextprotocol/server-filesystem"
    version: "2026.8.31"
    args: ["."]
  - package: "@modelcontextprotocol/server-github"
    version: "2025.4.8"
    env:
      GITHUB_PERSONAL_ACCESS_TOKEN: "dummy"
  - package: "@playwright/mcp"
    version: "0.0.83"
  - package: "@notionhq/notion-mcp-server"
    version: "2.5.2"
`;

async function survey(cli, dir, list, out, extra) {
  const run = await runOk(NODE, [cli, "survey", list, "--out", path.join(dir, out), ...extra], {
    cwd: dir,
    timeoutMs: 900_000,
  });
  const timings = JSON.parse(await readFile(path.join(dir, out, "timings.json"), "utf8"));
  return { ms: run.ms, timings, summary: run.stdout.trim() };
}

function printEntries(timings) {
  for (const e of timings.entries) {
    const peak = e.serverPeakMiB === null ? "-" : `${e.serverPeakMiB.toFixed(1)} MiB`;
    console.log(
      `   ${padEnd(e.entry, 52)} ${padEnd(e.outcome, 9)} install ${pad(sec(e.installMs), 8)}  measure ${pad(sec(e.measureMs), 8)}  server peak ${pad(peak, 10)}`,
    );
  }
}

export async function surveySection(dist) {
  console.log("12. survey: five real servers from npm (survey/servers.yml), per entry and per shard");
  const dir = await makeTempDir("survey");
  const list = path.join(dir, "list.yml");
  await writeFile(list, LIST);
  // Warm npm's cache so that the figures below are not the network's.
  await survey(dist.cli, dir, list, "warm", ["--jobs", "2"]);
  for (const [i, n] of [
    [1, 2],
    [2, 2],
  ]) {
    const shard = await survey(dist.cli, dir, list, `shard-${i}`, ["--shard", `${i}/${n}`, "--jobs", "1"]);
    console.log(
      `   shard ${i}/${n}, --jobs 1: ${sec(shard.ms)} wall (${sec(shard.timings.wallMs)} in the command), survey process peak ${shard.timings.surveyPeakMiB} MiB`,
    );
    printEntries(shard.timings);
  }
  const whole = await survey(dist.cli, dir, list, "whole", ["--jobs", "2"]);
  console.log(
    `   unsharded, --jobs 2: ${sec(whole.ms)} wall, survey process peak ${whole.timings.surveyPeakMiB} MiB (${whole.summary.split(";")[0]})`,
  );
  const kept = await survey(dist.cli, dir, list, "whole", ["--jobs", "2"]);
  console.log(`   again over its own dataset (every row kept): ${sec(kept.ms)} wall\n`);
}
