// Section 8: scripted tool calls. 100 calls of a ~50 KB result each (the calls fixture's search_cases
// with 170 cases of 200-character histories), through the bundled CLI: wall time against the same
// measure without calls, so the difference is what the calls cost, and the CLI's peak memory.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FEW_REPS, int, makeTempDir, mb, median, NODE, ROOT, run, sec, size } from "./lib.mjs";

const SERVER = path.join(ROOT, "test/fixtures/calls-server.mjs");
const HOSTILE = path.join(ROOT, "test/fixtures/hostile/calls-server.mjs");
const HOOK = pathToFileURL(path.join(ROOT, "bench/rss-hook.mjs")).href;
const CALLS = 100;
const ITEMS = "170";

async function once(cli, dir, withCalls) {
  const rssFile = path.join(dir, `rss-${Math.random().toString(36).slice(2)}.txt`);
  const args = ["--import", HOOK, cli, "measure", "--format", "json"];
  if (withCalls) args.push("--calls", path.join(dir, "calls.yml"));
  args.push("--", NODE, SERVER, "--items", ITEMS);
  const result = await run(NODE, args, { cwd: dir, env: { ...process.env, BENCH_RSS_FILE: rssFile } });
  if (result.code !== 0) throw new Error(`measure --calls exited with ${result.code}: ${result.stderr.slice(-1000)}`);
  const rssKiB = Number(readFileSync(rssFile, "utf8").trim().split(" ").at(-1));
  return { ms: result.ms, rssKiB, report: JSON.parse(result.stdout) };
}

export async function callsSection(dist) {
  console.log(`8. Scripted tool calls: ${CALLS} calls of a ~50 KB result each (measure --calls, bundled CLI)`);
  const dir = await makeTempDir("calls");
  const entries = Array.from(
    { length: CALLS },
    (_, i) => `  - { name: search-${i}, tool: search_cases, arguments: { query: printer } }`,
  );
  writeFileSync(path.join(dir, "calls.yml"), `timeout: 60\ntotalTimeout: 600\ncalls:\n${entries.join("\n")}\n`);
  const without = [];
  const withCalls = [];
  let last;
  for (let i = 0; i < FEW_REPS; i++) {
    without.push(await once(dist.cli, dir, false));
    last = await once(dist.cli, dir, true);
    withCalls.push(last);
  }
  const calls = last.report.calls;
  const bytes = calls[0].bytes;
  const tokens = calls.reduce((sum, c) => sum + (c.tokens.o200k_base ?? 0), 0);
  const base = median(without.map((r) => r.ms));
  const total = median(withCalls.map((r) => r.ms));
  console.log(
    `   one result: ${size(bytes)}, ${int(calls[0].tokens.o200k_base)} tokens (o200k_base); ${CALLS} calls: ${int(tokens)} tokens`,
  );
  console.log(`   measure without calls:      ${sec(base)} (median of ${FEW_REPS})`);
  console.log(
    `   measure with ${CALLS} calls:     ${sec(total)}; the calls add ${sec(total - base)}, ${((total - base) / CALLS).toFixed(1)} ms per call`,
  );
  console.log(
    `   median call time in the report: ${median(calls.map((c) => c.ms)).toFixed(0)} ms (request to answer, counting excluded)`,
  );
  console.log(
    `   CLI peak RSS: ${mb(median(without.map((r) => r.rssKiB)) * 1024)} without calls, ${mb(median(withCalls.map((r) => r.rssKiB)) * 1024)} with them`,
  );
  await patternCheckCost(dist, dir);
  console.log("");
}

/**
 * What the pattern worker costs (src/run/argument-check.ts): 10 calls whose inputSchema has a pattern (each
 * answered in the worker) against 10 calls of a tool without one (no worker), on the hostile calls fixture.
 */
async function patternCheckCost(dist, dir) {
  const file = (tool, args) => {
    const name = path.join(dir, `calls-${tool}.yml`);
    const entries = Array.from({ length: 10 }, (_, i) => `  - { name: c-${i}, tool: ${tool}, arguments: ${args} }`);
    writeFileSync(name, `calls:\n${entries.join("\n")}\n`);
    return name;
  };
  const withPattern = file("redos", '{ text: "aaaa" }');
  const without = file("echo", '{ text: "aaaa" }');
  const time = async (calls) => {
    const result = await run(NODE, [dist.cli, "measure", "--format", "json", "--calls", calls, "--", NODE, HOSTILE], {
      cwd: dir,
    });
    if (result.code !== 0) throw new Error(`measure --calls exited with ${result.code}: ${result.stderr.slice(-500)}`);
    return result.ms;
  };
  const a = [];
  const b = [];
  for (let i = 0; i < FEW_REPS * 2; i++) {
    a.push(await time(without));
    b.push(await time(withPattern));
  }
  const plain = median(a);
  const patterned = median(b);
  console.log(
    `   10 calls, inputSchema without a pattern: ${sec(plain)}; with a pattern (checked in the worker): ${sec(patterned)}, ` +
      `${(patterned - plain).toFixed(0)} ms more (the worker starts once per run)`,
  );
}
