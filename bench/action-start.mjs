// 15. The action's start: `node dist/index.js` as the runner starts it, on a pull request whose inputs fail
// validation (no command, no url: the first input check), against a bare `node -e 0`, CPU time (user + system,
// node's own start included) and peak memory, each from inside the process (bench/usage-hook.mjs). That start is
// paid on every runner, on every pull request; peers: compressed-size-action needs 0.05 s of CPU in all.
// Also what node loads before the first check: the files and bytes of dist/index.js's static imports.
import { readFileSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { makeTempDir, median, NODE, pad, padEnd, REPS, ROOT, run, size, verdict } from "./lib.mjs";

const CPU_TARGET_MS = 60;
const HOOK = path.join(ROOT, "bench/usage-hook.mjs");

/** The files node loads for `entry` before it runs (its static imports, transitively) and their bytes. */
export function staticClosure(entry) {
  const seen = new Set();
  let bytes = 0;
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    bytes += Buffer.byteLength(source);
    for (const m of source.matchAll(/^import\s*(?:[^'"]*?from\s*)?["'](\.[^"']+)["']/gm)) {
      visit(path.resolve(path.dirname(file), m[1]));
    }
  };
  visit(entry);
  return { files: seen.size, bytes };
}

export async function actionStartSection(dist) {
  const dir = await makeTempDir("action-start");
  const event = path.join(dir, "event.json");
  await writeFile(event, JSON.stringify({ pull_request: { number: 1, head: { sha: "a".repeat(40) } } }));
  const usage = path.join(dir, "usage");
  // A runner's environment for a pull request, without the inputs that name a server.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: event,
    GITHUB_REPOSITORY: "octo/repo",
    GITHUB_WORKSPACE: dir,
    GITHUB_OUTPUT: path.join(dir, "output"),
    GITHUB_STEP_SUMMARY: path.join(dir, "summary"),
    RUNNER_TEMP: dir,
    BENCH_USAGE_FILE: usage,
  };
  const sample = async (args, expectFailure) => {
    await rm(usage, { force: true });
    // The runner creates these before the step starts.
    await writeFile(env.GITHUB_OUTPUT, "");
    await writeFile(env.GITHUB_STEP_SUMMARY, "");
    const result = await run(NODE, ["--import", HOOK, ...args], { env, cwd: dir });
    if (result.code !== (expectFailure ? 1 : 0) || (expectFailure && !/no server to measure/.test(result.stdout))) {
      throw new Error(`dist/index.js did not stop at the input check:\n${(result.stdout + result.stderr).slice(-500)}`);
    }
    const [cpu, rss] = (await readFile(usage, "utf8")).trim().split(/\s+/).map(Number);
    return { cpuMs: cpu / 1000, rssKiB: rss };
  };
  const cases = { node: () => sample(["-e", "0"], false), action: () => sample([dist.action], true) };
  const samples = { node: [], action: [] };
  for (const fn of Object.values(cases)) await fn();
  const reps = Math.max(REPS, 15);
  for (let r = 0; r < reps; r++) for (const [k, fn] of Object.entries(cases)) samples[k].push(await fn());
  const cpu = (k) => median(samples[k].map((s) => s.cpuMs));
  const rss = (k) => median(samples[k].map((s) => s.rssKiB)) / 1024;
  const over = cpu("action") - cpu("node");
  const loaded = staticClosure(dist.action);
  const line = (label, value, note = "") => console.log(`   ${padEnd(label, 48)} ${pad(value, 10)}${note}`);
  console.log(`15. The action's start, to its first input error (medians of ${reps} runs, CPU = user + system)`);
  line("node dist/index.js, CPU", `${cpu("action").toFixed(1)} ms`, `  peak memory ${rss("action").toFixed(1)} MB`);
  line("node -e 0 (bare node), CPU", `${cpu("node").toFixed(1)} ms`, `  peak memory ${rss("node").toFixed(1)} MB`);
  line("loaded before the first check", `${loaded.files} files`, `  ${size(loaded.bytes)} of JavaScript`);
  console.log(
    `   over bare node: ${over.toFixed(1)} ms CPU, ${(rss("action") - rss("node")).toFixed(1)} MB (${(rss("action") / rss("node")).toFixed(2)}x memory); target: CPU over bare node <= ${CPU_TARGET_MS} ms  ${verdict(15, `action start within ${CPU_TARGET_MS} ms CPU of bare node`, over <= CPU_TARGET_MS, `${over.toFixed(1)} ms`)}`,
  );
  console.log("");
}
