// 2. Counting throughput: countListing over synthetic tool sets, per encoding, next to the floor:
// gpt-tokenizer counting exactly the strings countListing counts (whole tool JSON, model-facing JSON,
// each field's JSON), built beforehand. The JSON.stringify calls that make those strings are timed on
// their own, as they are work any counter has to do. Then long runs (one pre-tokenized piece of 100 KB to
// 1 MB: a word, spaces, CJK), counted by the O(n log n) merge, next to gpt-tokenizer's O(n²) scan on 20 KB.
import { FEW_REPS, int, median, now, pad, padEnd, REPS, us, verdict } from "./lib.mjs";
import { syntheticTools } from "./synthetic.mjs";

const SIZES = [100, 1000, 10000];
const ENCODINGS = ["o200k_base", "cl100k_base"];
const RATIO_TARGET = 0.8;
const FLAT_TARGET = 2;
// Each sample counts at least this many tools, so small sets are not timed at timer resolution.
const TOOLS_PER_SAMPLE = 300;

const listingOf = (tools) => ({
  server: { name: "bench", version: "0", protocolVersion: null },
  tools,
  prompts: null,
  resources: null,
  warnings: [],
});

/** The strings countTool counts for each tool, in the same order. */
function floorTexts(tools, modelFacing) {
  const texts = [];
  for (const tool of tools) {
    texts.push(JSON.stringify(tool), JSON.stringify(modelFacing(tool)));
    for (const value of Object.values(tool)) if (value !== undefined) texts.push(JSON.stringify(value));
  }
  return texts;
}

/** Tokens countListing counted, from its report: raw + model + every field (raw minus structure). */
const reportTokens = (report, encoding) =>
  report.tools.reduce((sum, t) => {
    const c = t.tokens[encoding];
    return sum + c.raw + c.model + (c.raw - c.fields.structure);
  }, 0);

/** Mean time of one call over `iterations` calls, and the last call's result. */
function timed(iterations, fn) {
  let result;
  const start = now();
  for (let i = 0; i < iterations; i++) result = fn();
  return { ms: (now() - start) / iterations, result };
}

export async function countingSection(core) {
  const encoders = await core.loadEncoders(ENCODINGS);
  const direct = { o200k_base: core.o200kCount, cl100k_base: core.cl100kCount };
  const ORDINARY = { disallowedSpecial: new Set(), allowedSpecial: new Set() };
  const countAll = (count, texts) => {
    let total = 0;
    for (const text of texts) total += count(text, ORDINARY);
    return total;
  };

  // Warm-up on other tools, so the JIT has compiled both paths before any timing.
  const warm = syntheticTools(500, { seed: 99 });
  const warmTexts = floorTexts(warm, core.modelFacing);
  for (let k = 0; k < 3; k++) {
    for (const encoder of encoders) {
      core.countListing(listingOf(warm), [encoder], "bench");
      countAll(direct[encoder.name], warmTexts);
    }
  }

  console.log("2. Counting throughput: countListing vs gpt-tokenizer on exactly the same strings (the floor)");
  console.log(
    `   ${padEnd("tools", 6)} ${padEnd("encoding", 11)} ${pad("ours", 11)} ${pad("tok/s", 11)} ${pad("floor", 11)} ${pad("tok/s", 11)} ${pad("JSON", 9)} ${pad("ratio", 6)}  ${pad("µs/tool", 8)}`,
  );
  const perTool = Object.fromEntries(ENCODINGS.map((e) => [e, []]));
  const rows = [];
  for (const n of SIZES) {
    const tools = syntheticTools(n, { seed: n });
    const listing = listingOf(tools);
    const iterations = Math.max(1, Math.round(TOOLS_PER_SAMPLE / n));
    // Seconds per sample at 10,000 tools: fewer samples there (each already spans 10,000 tools).
    const samples = n >= 10000 ? FEW_REPS : n >= 1000 ? Math.ceil(REPS / 2) : REPS;
    const texts = floorTexts(tools, core.modelFacing);
    for (const encoder of encoders) {
      const count = direct[encoder.name];
      const ours = [];
      const floor = [];
      const json = [];
      let tokens = 0;
      // Interleaved, so drift (GC, CPU frequency) falls on both sides alike.
      for (let s = 0; s < samples; s++) {
        const a = timed(iterations, () => core.countListing(listing, [encoder], "bench"));
        const b = timed(iterations, () => countAll(count, texts));
        json.push(timed(iterations, () => floorTexts(tools, core.modelFacing)).ms);
        const counted = reportTokens(a.result, encoder.name);
        if (counted !== b.result) throw new Error(`the floor counted ${b.result} tokens but countListing ${counted}`);
        tokens = b.result;
        ours.push(a.ms);
        floor.push(b.ms);
      }
      const o = median(ours);
      const f = median(floor);
      const j = median(json);
      const ratio = f / o;
      perTool[encoder.name].push((o / n) * 1000);
      rows.push({ n, encoding: encoder.name, ratio });
      console.log(
        `   ${padEnd(int(n), 6)} ${padEnd(encoder.name, 11)} ${pad(`${o.toFixed(1)} ms`, 11)} ${pad(`${(tokens / o / 1000).toFixed(2)}M`, 11)} ${pad(`${f.toFixed(1)} ms`, 11)} ${pad(`${(tokens / f / 1000).toFixed(2)}M`, 11)} ${pad(`${j.toFixed(1)} ms`, 9)} ${pad(ratio.toFixed(2), 6)}  ${pad(((o / n) * 1000).toFixed(1), 8)}`,
      );
    }
  }
  const worst = rows.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  console.log(
    `   (tokens per tool set: raw + model + per field; "JSON" is the JSON.stringify time to make the floor's strings, not in the floor)`,
  );
  console.log(
    `   target: ratio >= ${RATIO_TARGET} in every row; worst ${worst.ratio.toFixed(2)} (${int(worst.n)} tools, ${worst.encoding})  ${verdict(2, `counting ratio vs gpt-tokenizer >= ${RATIO_TARGET}`, worst.ratio >= RATIO_TARGET, `worst ${worst.ratio.toFixed(2)}`)}`,
  );
  longRuns(encoders, direct, ORDINARY);
  for (const encoding of ENCODINGS) {
    const values = perTool[encoding];
    const spread = Math.max(...values) / Math.min(...values);
    console.log(
      `   target: µs/tool flat within ${FLAT_TARGET}x from 100 to 10,000 (${encoding}): ${values.map((v) => us(v)).join(" → ")}, spread ${spread.toFixed(2)}x  ${verdict(2, `time per tool flat within ${FLAT_TARGET}x (${encoding})`, spread <= FLAT_TARGET, `${spread.toFixed(2)}x`)}`,
    );
  }
  console.log("");
}

const LONG_SIZES = [100_000, 400_000, 1_000_000];

function seededLetters(n, alphabet) {
  let state = 7;
  let out = "";
  for (let i = 0; i < n; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out += alphabet[(state >>> 16) % alphabet.length];
  }
  return out;
}

/** One long run per kind and size, counted once per encoding (a long piece is cached, so never twice). */
function longRuns(encoders, direct, ordinary) {
  const kinds = {
    word: (n) => seededLetters(n, "abcdefghijklmnopqrstuvwxyz"),
    spaces: (n) => `${" ".repeat(n)}x`,
    CJK: (n) => seededLetters(n, "日本語中文漢字"),
  };
  console.log("   long runs: one piece of n characters, counted once (ours), and gpt-tokenizer's own count of 20 KB");
  console.log(
    `   ${padEnd("kind", 7)} ${padEnd("encoding", 11)} ${LONG_SIZES.map((n) => pad(`${int(n / 1000)} KB`, 10)).join(" ")} ${pad("MB/s", 6)} ${pad("gpt 20 KB", 10)}`,
  );
  for (const [kind, make] of Object.entries(kinds)) {
    for (const encoder of encoders) {
      const times = LONG_SIZES.map((n, i) => {
        const text = make(n) + "z".repeat(i + 1); // a new piece for every size: nothing cached
        const start = now();
        encoder.count(text);
        return now() - start;
      });
      const floorText = make(20_000);
      const start = now();
      direct[encoder.name](floorText, ordinary);
      const floor = now() - start;
      const rate = LONG_SIZES.at(-1) / 1e6 / (times.at(-1) / 1000);
      console.log(
        `   ${padEnd(kind, 7)} ${padEnd(encoder.name, 11)} ${times.map((t) => pad(`${t.toFixed(0)} ms`, 10)).join(" ")} ${pad(rate.toFixed(2), 6)} ${pad(`${floor.toFixed(0)} ms`, 10)}`,
      );
    }
  }
}
