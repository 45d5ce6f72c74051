// npm run bench: figures for how fast we are, printed, never asserted.
// 1. cold start of `node dist/cli.js measure` on the fixture server, next to a bare tools/list exchange (the floor);
// 2. counting throughput over synthetic tool sets, next to gpt-tokenizer counting the same text directly (the floor).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { countTokens as rawCl100k } from "gpt-tokenizer/encoding/cl100k_base";
import { countTokens as rawO200k } from "gpt-tokenizer/encoding/o200k_base";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FIXTURE = path.join(ROOT, "test/fixtures/fixture-server.mjs");
const TOOLS = path.join(ROOT, "test/fixtures/tools/basic.json");
const REPS = Number(process.env.BENCH_REPS ?? 9);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const ms = (n) => `${n.toFixed(1)} ms`;
const ORDINARY = { disallowedSpecial: new Set(), allowedSpecial: new Set() };

function timeCli() {
  const start = process.hrtime.bigint();
  execFileSync(
    process.execPath,
    [path.join(ROOT, "dist/cli.js"), "measure", "--format", "json", "--", process.execPath, FIXTURE, "--tools", TOOLS],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  return Number(process.hrtime.bigint() - start) / 1e6;
}

// The floor: start node with a tiny script that spawns the server and does initialize + tools/list by hand.
const BARE = `
const { spawn } = require("node:child_process");
const child = spawn(process.execPath, ${JSON.stringify([FIXTURE, "--tools", TOOLS])}, { stdio: ["pipe", "pipe", "inherit"] });
let buf = "";
child.stdout.on("data", (d) => {
  buf += d;
  if (buf.includes('"id":1') && !buf.includes('"id":2') && !globalThis.sent) {
    globalThis.sent = true;
    child.stdin.write(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }) + "\\n");
    child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list", params: {} }) + "\\n");
  }
  if (buf.includes('"id":2')) { child.kill(); process.exit(0); }
});
child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bare", version: "0" } } }) + "\\n");
`;
function timeBare() {
  const start = process.hrtime.bigint();
  execFileSync(process.execPath, ["-e", BARE], { stdio: ["ignore", "ignore", "inherit"] });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function syntheticTools(n) {
  const tools = [];
  for (let i = 0; i < n; i++) {
    tools.push({
      name: `tool_${i}_${(i * 2654435761) % 997}`,
      description: `Does operation number ${i} on the selected resource. Returns a summary with ids, timestamps and a status field; fails when the resource ${i % 7 === 0 ? "is locked" : "does not exist"}.`,
      inputSchema: {
        type: "object",
        properties: {
          id: { type: "string", description: `Identifier of item ${i}` },
          limit: { type: "integer", minimum: 1, maximum: 100 + i, default: 20 },
          filter: {
            type: "object",
            properties: { status: { type: "string", enum: ["open", "closed", `state_${i % 13}`] } },
          },
        },
        required: ["id"],
      },
    });
  }
  return tools;
}

async function main() {
  console.log(`mcp-token-budget benchmark (node ${process.version}, median of ${REPS} runs)\n`);

  timeCli();
  timeBare();
  const cli = median(Array.from({ length: REPS }, timeCli));
  const bare = median(Array.from({ length: REPS }, timeBare));
  console.log("1. Cold start, fixture server (5 tools)");
  console.log(`   node dist/cli.js measure      ${ms(cli)}`);
  console.log(`   bare tools/list exchange      ${ms(bare)}  (floor)`);
  console.log(`   overhead ${ms(cli - bare)}, ratio ${(cli / bare).toFixed(2)}x\n`);

  const { countListing, loadEncoders } = await import(path.join(ROOT, ".tmp/bench-core.js"));
  const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
  console.log("2. Counting throughput (both views + per field, per encoding) vs gpt-tokenizer on the same text");
  for (const n of [100, 1000, 10000]) {
    const tools = syntheticTools(n);
    const listing = {
      server: { name: "bench", version: "0", protocolVersion: null },
      tools,
      prompts: null,
      resources: null,
      warnings: [],
    };
    for (const [i, enc] of encoders.entries()) {
      const raw = i === 0 ? rawO200k : rawCl100k;
      const only = [enc];
      // The floor counts exactly the strings we count: whole tool, model view and each field.
      const floorTexts = tools.flatMap((t) => [
        JSON.stringify(t),
        JSON.stringify({ name: t.name, description: t.description, inputSchema: t.inputSchema }),
        ...Object.values(t).map((v) => JSON.stringify(v)),
      ]);
      const oursMs = median(
        Array.from({ length: 5 }, () => {
          const s = process.hrtime.bigint();
          countListing(listing, only, "bench");
          return Number(process.hrtime.bigint() - s) / 1e6;
        }),
      );
      const floorMs = median(
        Array.from({ length: 5 }, () => {
          const s = process.hrtime.bigint();
          for (const t of floorTexts) raw(t, ORDINARY);
          return Number(process.hrtime.bigint() - s) / 1e6;
        }),
      );
      const counted = floorTexts.reduce((a, t) => a + raw(t, ORDINARY), 0);
      console.log(
        `   ${String(n).padStart(6)} tools ${enc.name.padEnd(12)} ours ${ms(oursMs).padStart(10)} (${Math.round(counted / (oursMs / 1000)).toLocaleString("en-US")} tok/s)` +
          `  gpt-tokenizer ${ms(floorMs).padStart(10)} (${Math.round(counted / (floorMs / 1000)).toLocaleString("en-US")} tok/s)  ratio ${(floorMs / oursMs).toFixed(2)}  ${((oursMs / n) * 1000).toFixed(1)} µs/tool`,
      );
    }
  }
}

// The core is TypeScript; bundle it once for the benchmark so it runs the same code the CLI ships.
await build({
  entryPoints: [path.join(ROOT, "bench/core-entry.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: path.join(ROOT, ".tmp/bench-core.js"),
  logLevel: "warning",
});
await main();
