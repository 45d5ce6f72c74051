// 7. A whole client setup: `measure --config` with 1 and with 10 fixture servers in one configuration.
// Servers start in parallel, so ten small servers should take about as long as one plus a little,
// not ten times as long; printed next to --jobs 1 (one after the other) and the default (the machine's cores).
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { FEW_REPS, FIXTURE, makeTempDir, median, ms, NODE, pad, padEnd, ROOT, runOk } from "./lib.mjs";

const TOOLS = path.join(ROOT, "test/fixtures/tools/basic.json");

async function config(dir, count) {
  const mcpServers = {};
  for (let i = 0; i < count; i++) mcpServers[`server-${i}`] = { command: NODE, args: [FIXTURE, "--tools", TOOLS] };
  const file = path.join(dir, `setup-${count}.json`);
  await writeFile(file, JSON.stringify({ mcpServers }));
  return file;
}

async function time(cli, file, jobs) {
  const times = [];
  for (let i = 0; i < FEW_REPS; i++) {
    const args = [cli, "measure", "--format", "json", "--config", file, ...(jobs ? ["--jobs", String(jobs)] : [])];
    times.push((await runOk(NODE, args, { cwd: ROOT })).ms);
  }
  return median(times);
}

export async function setupSection(dist) {
  const cores = typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
  console.log(
    `7. measure --config: 1 vs 10 fixture servers in one configuration (${cores} cores, medians of ${FEW_REPS})`,
  );
  const dir = await makeTempDir("setup");
  const [one, ten] = await Promise.all([config(dir, 1), config(dir, 10)]);
  const rows = [
    ["1 server", await time(dist.cli, one)],
    ["10 servers, --jobs 10", await time(dist.cli, ten, 10)],
    [`10 servers, default jobs (${cores})`, await time(dist.cli, ten)],
    ["10 servers, --jobs 1 (one after the other)", await time(dist.cli, ten, 1)],
  ];
  for (const [label, value] of rows) console.log(`   ${padEnd(label, 44)} ${pad(ms(value), 10)}`);
  const ratio = rows[1][1] / rows[0][1];
  console.log(
    `   10 servers at once take ${ratio.toFixed(2)}x the time of 1 (one after the other: ${(rows[3][1] / rows[0][1]).toFixed(2)}x)\n`,
  );
}
