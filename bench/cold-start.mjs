// 1. Cold start: `node dist/cli.js measure` on the fixture server, next to the floor (a minimal script
// doing the same spawn + initialize + tools/list + wait for the server's exit), and where the overhead
// goes: the CLI's own timing marks (MCP_TOKEN_BUDGET_TIMING=1, src/process/timing.ts) from the same runs,
// and in separate processes node's own start, the CLI bundle for --help and each encoding's load.
// Wall time suffers on a shared machine; CPU time (user + system of the CLI's own process, against the floor's
// driver process, each from inside: bench/usage-hook.mjs) does not, so both are printed.
// BENCH_BASELINE_DIST=<a dist/ directory> (say, main's, copied aside) runs its `measure` in the same rounds, so a
// change is read against it in one run: both overheads over the same floor, and their difference.
import { readdirSync, readFileSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FIXTURE, makeTempDir, median, ms, NODE, pad, padEnd, REPS, ROOT, runOk, verdict } from "./lib.mjs";

const TOOLS = path.join(ROOT, "test/fixtures/tools/basic.json");
const OVERHEAD_TARGET_MS = 50;
const HOOK = path.join(ROOT, "bench/usage-hook.mjs");

/** The marks of one run, from the `timing {...}` line the CLI writes on exit with MCP_TOKEN_BUDGET_TIMING=1. */
function timingMarks(stderr) {
  const line = stderr.split("\n").find((l) => l.startsWith("timing {"));
  if (!line) throw new Error(`no timing line in the CLI's stderr:\n${stderr.slice(-500)}`);
  return JSON.parse(line.slice("timing ".length));
}

// The floor: what any client must do to list the tools, and nothing else.
const BARE = `
const { spawn } = require("node:child_process");
const child = spawn(process.execPath, ${JSON.stringify([FIXTURE, "--tools", TOOLS])}, { stdio: ["pipe", "pipe", "inherit"] });
const send = (m) => child.stdin.write(JSON.stringify({ jsonrpc: "2.0", ...m }) + "\\n");
let buf = "";
child.stdout.on("data", (d) => {
  buf += d;
  let nl;
  while ((nl = buf.indexOf("\\n")) !== -1) {
    const msg = JSON.parse(buf.slice(0, nl));
    buf = buf.slice(nl + 1);
    if (msg.id === 1) {
      send({ method: "notifications/initialized" });
      send({ id: 2, method: "tools/list", params: {} });
    } else if (msg.id === 2) {
      if (!Array.isArray(msg.result.tools)) process.exit(1);
      child.on("exit", () => process.exit(0));
      child.kill();
    }
  }
});
send({ id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bare", version: "0" } } });
`;

/**
 * Imports modules in a fresh node (with the given argv) and reports how long the import took, from inside; at
 * exit, since the CLI's entry ends the process itself (process.exit once its threads rest).
 */
const importTimer = (files, argv = []) => `
process.argv.splice(1, Infinity, "bench", ...${JSON.stringify(argv)});
const t = performance.now();
process.on("exit", () => process.stderr.write(" took " + (performance.now() - t) + " "));
await Promise.all(${JSON.stringify(files.map((f) => pathToFileURL(f).href))}.map((u) => import(u)));
`;

/** Loads encodings as measure does (loadEncoders from the bundle's chunk) in a fresh node, timed from inside. */
const encoderTimer = (chunk, names) => `
const t = performance.now();
const { loadEncoders } = await import(${JSON.stringify(pathToFileURL(chunk).href)});
await loadEncoders(${JSON.stringify(names)});
process.stderr.write(" took " + (performance.now() - t) + " ");
`;

export async function coldStartSection(dist) {
  // The chunk that holds loadEncoders: it imports the encoder code and reads the rank tables.
  const encodings = readdirSync(dist.chunks)
    .filter((f) => f.endsWith(".js"))
    .map((f) => path.join(dist.chunks, f))
    .find((f) => readFileSync(f, "utf8").includes("async function loadEncoders("));
  if (!encodings) throw new Error("no chunk with loadEncoders in dist/chunks: run npm run build");
  const server = ["--", NODE, FIXTURE, "--tools", TOOLS];
  const wall = (args) => async () => (await runOk(NODE, args)).ms;
  const runs = [];
  const usageFile = path.join(await makeTempDir("cold-start"), "usage");
  const cpu = { cli: [], bare: [], baseline: [] };
  const baselineDist = process.env.BENCH_BASELINE_DIST ? path.resolve(process.env.BENCH_BASELINE_DIST) : null;
  /** Runs node with the usage hook and records the process's own CPU time (ms) under `key`. */
  const withCpu = async (key, args, env = process.env) => {
    await rm(usageFile, { force: true });
    const result = await runOk(NODE, ["--import", HOOK, ...args], { env: { ...env, BENCH_USAGE_FILE: usageFile } });
    cpu[key].push(Number((await readFile(usageFile, "utf8")).trim().split(/\s+/)[0]) / 1000);
    return result;
  };
  const timed = (args) => async () => {
    const result = await withCpu("cli", args, { ...process.env, MCP_TOKEN_BUDGET_TIMING: "1" });
    runs.push(timingMarks(result.stderr));
    return result.ms;
  };
  const took = (script) => async () =>
    Number(/took (\S+)/.exec((await runOk(NODE, ["--input-type=module", "-e", script])).stderr)?.[1]);
  const cases = {
    cli: timed([dist.cli, "measure", "--format", "json", ...server]),
    cliOne: wall([dist.cli, "measure", "--format", "json", "--encoding", "o200k_base", ...server]),
    ...(baselineDist
      ? {
          baseline: async () =>
            (await withCpu("baseline", [path.join(baselineDist, "cli.js"), "measure", "--format", "json", ...server]))
              .ms,
        }
      : {}),
    bare: async () => (await withCpu("bare", ["-e", BARE])).ms,
    node: wall(["-e", "0"]),
    help: took(importTimer([dist.cli], ["--help"])),
    o200k: took(encoderTimer(encodings, ["o200k_base"])),
    cl100k: took(encoderTimer(encodings, ["cl100k_base"])),
    both: took(encoderTimer(encodings, ["o200k_base", "cl100k_base"])),
  };
  const samples = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
  // One untimed round warms the page cache; then rounds interleave the cases so drift hits all alike.
  for (const fn of Object.values(cases)) await fn();
  for (let r = 0; r < REPS; r++) for (const [k, fn] of Object.entries(cases)) samples[k].push(await fn());
  const m = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));

  const overhead = m.cli - m.bare;
  const bundle = m.help;
  // The untimed round's marks are dropped with it.
  const marks = runs.slice(1);
  const line = (label, value, note = "") => console.log(`   ${padEnd(label, 44)} ${pad(ms(value), 9)}${note}`);
  console.log("1. Cold start, fixture server (basic.json, 5 tools)");
  line("node dist/cli.js measure (2 encodings)", m.cli);
  line("bare tools/list exchange (the floor)", m.bare);
  console.log(
    `   overhead ${ms(overhead)}, ratio ${(m.cli / m.bare).toFixed(2)}x; target: overhead < ${OVERHEAD_TARGET_MS} ms  ${verdict(1, `cold-start overhead < ${OVERHEAD_TARGET_MS} ms`, overhead < OVERHEAD_TARGET_MS, ms(overhead))}`,
  );
  // The untimed first round's CPU samples are dropped with it.
  const cpuCli = median(cpu.cli.slice(1));
  const cpuBare = median(cpu.bare.slice(1));
  console.log(
    `   CPU of the process itself (user + system, server excluded): measure ${ms(cpuCli)}, the floor's driver ${ms(cpuBare)}, ${ms(cpuCli - cpuBare)} more`,
  );
  if (baselineDist) {
    const cpuBaseline = median(cpu.baseline.slice(1));
    line(
      `the same with ${path.basename(path.dirname(baselineDist))}/${path.basename(baselineDist)}/cli.js`,
      m.baseline,
    );
    console.log(
      `   its overhead ${ms(m.baseline - m.bare)} (this build's ${ms(overhead)}: ${ms(overhead - (m.baseline - m.bare))}); CPU ${ms(cpuBaseline)} (this build's ${ms(cpuCli)}: ${ms(cpuCli - cpuBaseline)})`,
    );
  }
  console.log(
    "   where it goes, inside the measure runs (median ms since the process started, and since the mark before):",
  );
  // A mark some runs lack ("threads rested" when the wait ended otherwise) is the median of the runs that have it.
  const markAt = (name) => median(marks.map((r) => r[name]).filter((at) => at !== undefined));
  const names = [...new Set(marks.flatMap((r) => Object.keys(r)))].sort((a, b) => markAt(a) - markAt(b));
  let before = 0;
  for (const name of names) {
    const at = markAt(name);
    line(`  ${name}`, at, `  +${ms(at - before)}`);
    before = at;
  }
  console.log(
    '     (node\'s own start is before "cli loaded"; the server boots from "server spawned" while the vocabularies',
  );
  console.log(
    '      load here; "initialized" is its answer; "sdk loaded" appears for HTTP servers only, which the MCP SDK speaks to)',
  );
  const at = markAt;
  if (names.includes("server spawned") && names.includes("tools listed") && names.includes("exit")) {
    console.log("   so the overhead is, roughly:");
    line(
      "  the CLI before it spawns the server",
      at("server spawned") - m.node,
      "  (after node's start; the floor spawns at once)",
    );
    line(
      "  the server's boot, until initialized",
      at("initialized") - at("server spawned"),
      "  (the floor waits for it too)",
    );
    line(
      "  tools listed to the last mark",
      at("exit") - at("tools listed"),
      "  (prompts, resources, closing the server, counting, printing)",
    );
    line("  process exit after the last mark", m.cli - at("exit"));
  }
  console.log("   the same pieces alone, each in a fresh node:");
  line("  node start (node -e 0), in both", m.node);
  line("  CLI bundle import with --help, in-process", bundle);
  line("  o200k_base loaded (code + rank table)", m.o200k);
  line("  cl100k_base loaded (code + rank table)", m.cl100k);
  line("  both, as measure loads them", m.both);
  line(
    "  measure with --encoding o200k_base only",
    m.cliOne,
    `  (the second encoding costs ${ms(m.cli - m.cliOne)} end to end)`,
  );
  console.log("");
}
