// Node's hang at exit (nodejs/node#54918; docs/development.md, "Node's hang at exit"): runs the case that
// showed it, `measure -m claude,claude-opus-4.8,claude-sonnet-5` on the fixture server, in several loops side by
// side, and counts the runs that never end. A copy of dist/ is run, its wait before exit (src/process/settle.ts)
// set by --settle, so the same build is run with and without the wait:
//
//   node bench/exit-hang.mjs --runs 40                # as built: until V8's threads rest (Linux)
//   node bench/exit-hang.mjs --settle 0 --runs 40     # without the wait
//   node bench/exit-hang.mjs --settle 30 --runs 40    # a fixed 30 ms, as where threads cannot be watched
//
// --loops K (default 3) side by side, --runs N (default 40) each, --tools <file> (default basic.json),
// --deadline S (default 20): a run still going after S seconds is a hang (it ignores SIGTERM; SIGKILL ends it).
// Not part of `npm run bench`: a few minutes of three busy loops, for when the exit path changes.
import { cp, readdir, readFile, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { FIXTURE, makeTempDir, NODE, ROOT, removeTempDirs, run } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    settle: { type: "string" },
    runs: { type: "string", default: "40" },
    loops: { type: "string", default: "3" },
    tools: { type: "string", default: path.join(ROOT, "test/fixtures/tools/basic.json") },
    deadline: { type: "string", default: "20" },
  },
});
const runs = Number(values.runs);
const loops = Number(values.loops);
const deadlineMs = Number(values.deadline) * 1000;

const dist = path.join(await makeTempDir("exit-hang"), "dist");
await cp(path.join(ROOT, "dist"), dist, { recursive: true });
const SETTLE = /^var SETTLE_MS = (\d+);$/m;
const WATCH = /^var WATCH_THREADS = true;$/m;
let wait = null;
for (const file of await readdir(path.join(dist, "chunks"))) {
  if (!file.endsWith(".js")) continue;
  const chunk = path.join(dist, "chunks", file);
  const text = await readFile(chunk, "utf8");
  if (!SETTLE.test(text) || !WATCH.test(text)) continue;
  if (values.settle === undefined) wait = "until V8's threads rest";
  else {
    wait = `${Number(values.settle)} ms`;
    await writeFile(
      chunk,
      text.replace(SETTLE, `var SETTLE_MS = ${Number(values.settle)};`).replace(WATCH, "var WATCH_THREADS = false;"),
    );
  }
}
if (wait === null)
  throw new Error(
    "no `var SETTLE_MS = <n>;` and `var WATCH_THREADS = true;` in dist/chunks: run npm run build (or update this script)",
  );

const args = [
  path.join(dist, "cli.js"),
  "measure",
  "--format",
  "json",
  "-m",
  "claude,claude-opus-4.8,claude-sonnet-5",
  "--",
  NODE,
  FIXTURE,
  "--tools",
  path.resolve(values.tools),
];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
const counts = { ended: 0, hung: 0, failed: 0 };
const loadBefore = load();
const started = performance.now();
await Promise.all(
  Array.from({ length: loops }, async () => {
    for (let i = 0; i < runs; i++) {
      const result = await run(NODE, args, { timeoutMs: deadlineMs });
      if (result.timedOut) counts.hung++;
      else if (result.code === 0) counts.ended++;
      else {
        counts.failed++;
        process.stderr.write(`exit ${result.code}: ${result.stderr.slice(-500)}\n`);
      }
    }
  }),
);
console.log(
  `wait before exit ${wait}: ${counts.hung} hung of ${loops * runs} runs (${counts.failed} failed otherwise), ${loops} loops side by side, ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadBefore} -> ${load()}`,
);
await removeTempDirs();
