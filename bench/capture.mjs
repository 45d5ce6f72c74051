// 11. capture: the time of `capture` per real client (the pinned clients the tests install into
// ~/.cache/mcp-token-budget-tests/clients; a client not installed there is skipped with a note), with the
// example server. Most of it is the client's own start and its MCP server's; printed, never asserted.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { makeTempDir, median, ms, NODE, padEnd, ROOT, run, runOk, sec } from "./lib.mjs";

const CLIENTS =
  process.env.MTB_TEST_CLIENTS_DIR ?? path.join(os.homedir(), ".cache", "mcp-token-budget-tests", "clients");
const SERVER = path.join(ROOT, "examples/example-server/server.mjs");
const x64 = process.arch === "x64" ? "x64" : process.arch;

function clients(dir) {
  const mcp = path.join(dir, "mcp.json");
  writeFileSync(mcp, JSON.stringify({ mcpServers: { fx: { command: NODE, args: [SERVER] } } }));
  mkdirSync(path.join(dir, ".gemini"), { recursive: true });
  writeFileSync(
    path.join(dir, ".gemini", "settings.json"),
    JSON.stringify({
      security: { auth: { selectedType: "gemini-api-key" } },
      mcpServers: { fx: { command: NODE, args: [SERVER], trust: true } },
    }),
  );
  const opencode = {
    provider: {
      rec: { npm: "@ai-sdk/openai-compatible", options: { baseURL: "{recorder}/v1" }, models: { m: { name: "m" } } },
    },
    model: "rec/m",
    mcp: { fx: { type: "local", command: [NODE, SERVER] } },
  };
  const codexProvider = [
    "model_provider=rec",
    'model_providers.rec.name="rec"',
    'model_providers.rec.base_url="{recorder}/v1"',
    'model_providers.rec.env_key="OPENAI_API_KEY"',
    'model_providers.rec.wire_api="responses"',
  ].flatMap((c) => ["-c", c]);
  return [
    {
      name: "Claude Code 2.1.328",
      bin: `@anthropic-ai+claude-code@2.1.328/node_modules/@anthropic-ai/claude-code-${process.platform}-${process.arch}/claude`,
      args: (bin) => ["--", bin, "-p", "say ok", "--mcp-config", mcp, "--strict-mcp-config"],
    },
    {
      name: "Gemini CLI 0.61.0",
      bin: "@google+gemini-cli@0.61.0/node_modules/.bin/gemini",
      args: (bin) => ["--cwd", dir, "--env", "GEMINI_CLI_TRUST_WORKSPACE=true", "--", bin, "-p", "say ok"],
    },
    {
      name: "Codex 0.171.0",
      bin: "@openai+codex@0.171.0/node_modules/.bin/codex",
      args: (bin) => ["--", bin, "exec", "--skip-git-repo-check", ...codexProvider, "say ok"],
    },
    {
      name: "opencode 1.18.33",
      bin: `opencode-ai@1.18.33/node_modules/opencode-${process.platform}-${x64}/bin/opencode`,
      args: (bin) => [
        "--mcp-server",
        "fx",
        "--env",
        `OPENCODE_CONFIG_CONTENT=${JSON.stringify(opencode)}`,
        "--",
        bin,
        "run",
        "say ok",
      ],
    },
    {
      name: "Copilot CLI 1.0.102",
      bin: `@github+copilot@1.0.102/node_modules/@github/copilot-${process.platform}-${process.arch}/copilot`,
      args: (bin) => [
        "--mcp-server",
        "fx",
        "--",
        bin,
        "-p",
        "say ok",
        "--model",
        "gpt-4.1",
        "--allow-all-tools",
        "--no-auto-update",
        "--additional-mcp-config",
        JSON.stringify({ mcpServers: { fx: { type: "local", command: NODE, args: [SERVER], tools: ["*"] } } }),
      ],
    },
    {
      name: "Cline CLI 3.0.65",
      bin: `cline@3.0.65/node_modules/@cline/cli-${process.platform}-${process.arch}/bin/cline`,
      // Its provider and server are set by its own commands, in the scratch HOME capture gives it.
      args: (bin) => [
        "--mcp-server",
        "fx",
        "--",
        "sh",
        "-c",
        [
          `"${bin}" auth -p openai-compatible -k dummy -b "$MTB_RECORDER_URL/v1" -m m >/dev/null`,
          `"${bin}" mcp add fx --yes -- "${NODE}" "${SERVER}" >/dev/null`,
          `exec "${bin}" "say ok"`,
        ].join(" && "),
      ],
    },
  ];
}

export async function captureSection(dist) {
  console.log("11. capture: one run per client (its start, its MCP server, its first turn), the example server");
  const dir = await makeTempDir("capture");
  for (const client of clients(dir)) {
    const bin = path.join(CLIENTS, client.bin);
    if (!existsSync(bin)) {
      console.log(`   ${padEnd(client.name, 22)} not installed (the capture tests install it)`);
      continue;
    }
    const result = await run(NODE, [dist.cli, "capture", "--format", "json", ...client.args(bin)], { cwd: dir });
    const figure = result.code === 0 ? sec(result.ms) : `failed (exit ${result.code})`;
    console.log(`   ${padEnd(client.name, 22)} ${figure}`);
  }
  await clientProfilesCost(dist);
  console.log("");
}

// Every profile, and Claude Code with tool search off.
const PROFILED =
  "claude-code,claude-code:ENABLE_TOOL_SEARCH=false,claude-desktop,cursor,vscode,windsurf,gemini-cli,codex,qwen-code,opencode,copilot-cli,cline";

/**
 * What --client adds to a measure (server-github, 26 tools): every client profile at once, without and with
 * two models (the clients' per-model figures render on each model's counter), interleaved medians.
 */
async function clientProfilesCost(dist) {
  const require = createRequire(import.meta.url);
  const github = path.join(
    path.dirname(require.resolve("@modelcontextprotocol/server-github/package.json")),
    "dist/index.js",
  );
  const cases = [
    ["measure", []],
    ["measure --client (12 profiles)", ["--client", PROFILED]],
    ["measure -m gpt-oss,qwen3", ["-m", "gpt-oss,qwen3"]],
    ["  the same with --client", ["-m", "gpt-oss,qwen3", "--client", PROFILED]],
  ];
  const once = (extra) =>
    runOk(
      NODE,
      [
        dist.cli,
        "measure",
        "--format",
        "json",
        ...extra,
        "--env",
        "GITHUB_PERSONAL_ACCESS_TOKEN=x",
        "--",
        NODE,
        github,
      ],
      {
        cwd: ROOT,
      },
    );
  for (const [, extra] of cases) await once(extra);
  const samples = cases.map(() => []);
  for (let r = 0; r < 5; r++) for (const [i, [, extra]] of cases.entries()) samples[i].push((await once(extra)).ms);
  console.log("   what --client adds to a measure (server-github, 26 tools; medians of 5):");
  for (const [i, [label]] of cases.entries()) console.log(`     ${padEnd(label, 32)} ${ms(median(samples[i]))}`);
}
