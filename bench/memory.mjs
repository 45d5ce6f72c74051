// 5. Peak memory (max RSS, per process, from process.resourceUsage() in the process itself):
//   the bundled CLI measuring a fixture server that serves 10,000 tools, and one of tens of megabytes;
//   compare + render of 10,000 changed tools in a child of its own.
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  CORE_BUNDLE,
  FIXTURE,
  makeTempDir,
  mb,
  NODE,
  pad,
  padEnd,
  ROOT,
  run,
  runOk,
  sec,
  size,
  verdict,
} from "./lib.mjs";
import { changedReports } from "./render.mjs";
import { jsonBytes, syntheticTools } from "./synthetic.mjs";

const BASIC = path.join(ROOT, "test/fixtures/tools/basic.json");
const HOOK = pathToFileURL(path.join(ROOT, "bench/rss-hook.mjs")).href;
const LARGE_TIMEOUT_MS = 120_000;
const kib = (k) => mb(k * 1024);

/** Runs `node --import hook <args>`; resolves with the run and each hooked process's max RSS in KiB. */
async function withRss(dir, args, options = {}) {
  const rssFile = path.join(dir, `rss-${Math.random().toString(36).slice(2)}.txt`);
  const result = await run(NODE, ["--import", HOOK, ...args], {
    ...options,
    env: { ...process.env, BENCH_RSS_FILE: rssFile },
  });
  const rss = {};
  for (const line of readFileSync(rssFile, "utf8").trim().split("\n").filter(Boolean)) {
    const [script, value] = line.split(" ");
    rss[script] = Number(value);
  }
  return { result, rss };
}

async function measureCase(dir, cli, label, tools, timeoutMs) {
  const file = path.join(dir, `${label}.json`);
  await writeFile(file, JSON.stringify({ tools }));
  const bytes = jsonBytes(tools);
  const { result, rss } = await withRss(
    dir,
    [cli, "measure", "--format", "json", "--", NODE, "--import", HOOK, FIXTURE, "--tools", file],
    { timeoutMs },
  );
  let ok = false;
  if (result.code === 0) ok = JSON.parse(result.stdout).tools.length === tools.length;
  return { bytes, result, rss, ok };
}

export async function memorySection(dist, core) {
  const dir = await makeTempDir("memory");
  console.log("5. Peak memory (max RSS of each process) and large tool lists, bundled CLI `measure --format json`");
  console.log(
    `   ${padEnd("case", 34)} ${pad("tools JSON", 10)} ${pad("time", 8)} ${pad("CLI RSS", 9)} ${pad("server RSS", 10)}`,
  );
  const cases = [
    ["5 tools (basic.json)", () => JSON.parse(readFileSync(BASIC, "utf8")).tools],
    ["10,000 tools", () => syntheticTools(10000, { seed: 5 })],
    ["10,000 tools, 2x larger schemas", () => syntheticTools(10000, { seed: 6, scale: 2 })],
  ];
  const results = [];
  for (const [label, tools] of cases) {
    const c = await measureCase(dir, dist.cli, `case-${results.length}`, tools(), LARGE_TIMEOUT_MS);
    results.push(c);
    const time = c.result.timedOut ? "timeout" : sec(c.result.ms);
    const failed = c.ok ? "" : `  FAILED (exit ${c.result.code})`;
    console.log(
      `   ${padEnd(label, 34)} ${pad(size(c.bytes), 10)} ${pad(time, 8)} ${pad(kib(c.rss["cli.js"] ?? 0), 9)} ${pad(kib(c.rss["fixture-server.mjs"] ?? 0), 10)}${failed}`,
    );
  }
  const [, normal, large] = results;
  const mbPerS = (c) => (c.bytes / 1024 / 1024 / (c.result.ms / 1000)).toFixed(1);
  console.log(
    `   throughput ${mbPerS(normal)} and ${mbPerS(large)} MB/s of tool JSON; the report (pretty JSON) of 10,000 tools is ${mb(Buffer.byteLength(normal.result.stdout))}`,
  );
  const figure = large.ok
    ? `${mb(large.bytes)} in ${sec(large.result.ms)}, CLI ${kib(large.rss["cli.js"] ?? 0)}`
    : "failed";
  console.log(
    `   target: a tool list of tens of MB is measured (${mb(large.bytes)}, every tool in the report)  ${verdict(5, "tens of MB of tools measured", large.ok, figure)}`,
  );

  const { base, head } = await changedReports(core, 10000);
  const files = { base: path.join(dir, "base.json"), head: path.join(dir, "head.json") };
  const texts = { base: JSON.stringify(base), head: JSON.stringify(head) };
  await writeFile(files.base, texts.base);
  await writeFile(files.head, texts.head);
  const child = await runOk(NODE, [
    path.join(ROOT, "bench/compare-child.mjs"),
    pathToFileURL(CORE_BUNDLE).href,
    files.base,
    files.head,
  ]);
  const c = JSON.parse(child.stdout);
  if (c.changed !== 10000) throw new Error(`expected 10,000 changed tools in the child, got ${c.changed}`);
  const idle = (await withRss(dir, ["-e", "0"])).rss.node ?? 0;
  console.log(
    `   compare + comment + summary of 10,000 changed tools, own process: max RSS ${kib(c.maxKiB)} (${kib(c.loadedKiB)} after parsing the two reports, ${mb(texts.base.length + texts.head.length)} of JSON), ${c.ms.toFixed(0)} ms`,
  );
  console.log(`   (node -e 0 alone: ${kib(idle)})`);
  console.log("");
}
