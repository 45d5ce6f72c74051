/**
 * Captures of the real Gemini CLI, opencode, Codex, Copilot CLI and Cline (pinned in real-clients.ts) against the local recorder: the
 * raw body of the first model turn that carries the client's tools, as the oracle of their client profiles. Each
 * run gets a scratch HOME and working directory, and is driven the way test/e2e/clients/capture-cli.test.ts drives it.
 */
import { execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { startRecorder } from "../../src/capture/recorder.js";
import type { McpServerConfig } from "./claude-code-capture.js";
import { ensureRealClient } from "./real-clients.js";

export type CapturedClient = "gemini-cli" | "opencode" | "codex" | "copilot-cli" | "cline" | "continue" | "qwen-code";

export interface RawCapture {
  /** The request body exactly as the client sent it. */
  text: string;
  body: Record<string, unknown>;
  /** The scratch folder (HOME and working directory live in it): in the client's environment lines. */
  workDir: string;
}

interface Launch {
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** Commands of the client itself run first, to completion, with the same env (Cline's `auth`). */
  before?: string[][];
  /** The program that runs the client's file, when it is not run itself (Qwen Code: Node 22). */
  runtime?: string;
}

function launch(
  client: CapturedClient,
  url: string,
  servers: Record<string, McpServerConfig>,
  workDir: string,
  extraArgs: string[],
  setting: Record<string, string> = {},
): Launch {
  const cwd = path.join(workDir, "project");
  const home = path.join(workDir, "home");
  mkdirSync(cwd, { recursive: true });
  mkdirSync(home, { recursive: true });
  const base = { PATH: process.env.PATH ?? "", HOME: home };
  if (client === "gemini-cli") {
    const mcpServers = Object.fromEntries(Object.entries(servers).map(([k, s]) => [k, { ...s, trust: true }]));
    mkdirSync(path.join(cwd, ".gemini"));
    writeFileSync(
      path.join(cwd, ".gemini", "settings.json"),
      JSON.stringify({ security: { auth: { selectedType: "gemini-api-key" } }, mcpServers }),
    );
    return {
      args: ["-p", "say ok"],
      cwd,
      env: { ...base, GEMINI_API_KEY: "dummy", GOOGLE_GEMINI_BASE_URL: url, GEMINI_CLI_TRUST_WORKSPACE: "true" },
    };
  }
  if (client === "opencode") {
    const mcp = Object.fromEntries(
      Object.entries(servers).map(([k, s]) => [
        k,
        { type: "local", command: [s.command, ...s.args], ...(s.env ? { environment: s.env } : {}) },
      ]),
    );
    const config = {
      provider: {
        rec: {
          npm: "@ai-sdk/openai-compatible",
          name: "rec",
          options: { baseURL: `${url}/v1` },
          models: { m: { name: "m" } },
        },
      },
      model: "rec/m",
      mcp,
    };
    return {
      args: ["run", "say ok"],
      cwd,
      env: { ...base, OPENAI_API_KEY: "dummy", OPENCODE_CONFIG_CONTENT: JSON.stringify(config) },
    };
  }
  if (client === "copilot-cli") {
    const mcpServers = Object.fromEntries(
      Object.entries(servers).map(([k, s]) => [k, { type: "local", ...s, tools: ["*"] }]),
    );
    return {
      // Its BYOK provider is OpenAI-compatible Chat Completions by default; offline, it makes no GitHub call.
      args: [
        "-p",
        "say ok",
        "--allow-all-tools",
        "--no-auto-update",
        "--additional-mcp-config",
        JSON.stringify({ mcpServers }),
        ...extraArgs,
      ],
      cwd,
      env: {
        ...base,
        COPILOT_OFFLINE: "true",
        COPILOT_PROVIDER_BASE_URL: `${url}/v1`,
        COPILOT_PROVIDER_API_KEY: "dummy",
        COPILOT_MODEL: "gpt-4.1",
      },
    };
  }
  if (client === "cline") {
    const mcpServers = Object.fromEntries(
      // Its timeout (seconds) is also how long it waits for a server to connect (3 s when unset): a slow real
      // server on a busy machine missed the first request without it.
      Object.entries(servers).map(([k, s]) => [k, { transport: { type: "stdio", ...s }, timeout: 120 }]),
    );
    const settings = path.join(home, ".cline", "data", "settings");
    mkdirSync(settings, { recursive: true });
    writeFileSync(path.join(settings, "cline_mcp_settings.json"), JSON.stringify({ mcpServers }));
    return {
      // Its provider settings are written by its own `auth` command (a file written by hand is replaced).
      before: [["auth", "-p", "openai-compatible", "-k", "dummy", "-b", `${url}/v1`, "-m", "m"]],
      args: ["say ok", ...extraArgs],
      cwd,
      env: base,
    };
  }
  if (client === "qwen-code") {
    // Its settings file: the OpenAI-compatible provider (OPENAI_* below), the servers, and its own settings of the
    // run given as dotted paths ("tools.toolSearch.enabled": "false").
    const settings: Record<string, unknown> = {
      security: { auth: { selectedType: "openai" } },
      model: { name: "m" },
      mcpServers: servers,
    };
    for (const [dotted, value] of Object.entries(setting)) {
      const keys = dotted.split(".");
      let at = settings;
      for (const key of keys.slice(0, -1)) {
        at[key] ??= {};
        at = at[key] as Record<string, unknown>;
      }
      at[keys.at(-1) as string] = value === "true" ? true : value === "false" ? false : value;
    }
    mkdirSync(path.join(home, ".qwen"));
    writeFileSync(path.join(home, ".qwen", "settings.json"), JSON.stringify(settings));
    return {
      runtime: ensureRealClient("node-22"),
      args: ["-p", "say ok", ...extraArgs],
      cwd,
      env: { ...base, OPENAI_API_KEY: "dummy", OPENAI_BASE_URL: `${url}/v1`, OPENAI_MODEL: "m" },
    };
  }
  if (client === "continue") {
    // Its config file (YAML; JSON is YAML): an OpenAI provider pointed at the recorder, the servers as a list.
    const config = path.join(workDir, "config.yaml");
    const mcpServers = Object.entries(servers).map(([name, s]) => ({ name, ...s }));
    writeFileSync(
      config,
      JSON.stringify({
        name: "corpus",
        version: "0.0.1",
        schema: "v1",
        models: [
          {
            name: "m",
            provider: "openai",
            model: "gpt-4.1",
            apiBase: `${url}/v1`,
            apiKey: "dummy",
            roles: ["chat"],
          },
        ],
        mcpServers,
      }),
    );
    return { args: ["-p", "say ok", "--config", config, "--auto", ...extraArgs], cwd, env: base };
  }
  const provider = [
    "model_provider=rec",
    'model_providers.rec.name="rec"',
    `model_providers.rec.base_url=${JSON.stringify(`${url}/v1`)}`,
    'model_providers.rec.env_key="OPENAI_API_KEY"',
    'model_providers.rec.wire_api="responses"',
  ];
  // The servers go in its config file (CODEX_HOME, here the scratch HOME's .codex), each key a quoted TOML key:
  // its -c option splits a path at every dot, so a key with a dot or a slash cannot be given there.
  const toml = (value: unknown) => JSON.stringify(value);
  const mcp = Object.entries(servers).flatMap(([k, s]) => [
    `[mcp_servers.${toml(k)}]`,
    `command = ${toml(s.command)}`,
    `args = ${toml(s.args)}`,
    // Without it Codex waits only its short startup grace for a server, and a node server misses the request.
    "required = true",
    // Its default startup timeout (10 s) is short for a slow server on a busy machine.
    "startup_timeout_sec = 120",
    ...(s.env
      ? [
          `env = { ${Object.entries(s.env)
            .map(([n, v]) => `${toml(n)} = ${toml(v)}`)
            .join(", ")} }`,
        ]
      : []),
    "",
  ]);
  mkdirSync(path.join(home, ".codex"));
  writeFileSync(path.join(home, ".codex", "config.toml"), mcp.join("\n"));
  return {
    args: ["exec", "--skip-git-repo-check", ...provider.flatMap((c) => ["-c", c]), "say ok"],
    cwd,
    env: { ...base, OPENAI_API_KEY: "dummy" },
  };
}

/**
 * The processes a run left behind, by id: those whose environment has the run's scratch HOME (only this run's
 * client and what it started have it). Cline CLI starts `cline --cline-hub-daemon`, which outlives the client and
 * leaves its own process group, so it is found this way (Linux: /proc) and ended.
 */
function leftBehind(home: string): number[] {
  if (!existsSync("/proc")) return [];
  const mark = `\0HOME=${home}\0`;
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (`\0${readFileSync(`/proc/${pid}/environ`, "latin1")}`.includes(mark)) pids.push(pid);
    } catch {
      // Gone already, or not ours to read.
    }
  }
  return pids;
}

/** Ends the processes a run left behind (SIGTERM, then SIGKILL for any still there after a second). */
export async function endLeftBehind(home: string): Promise<void> {
  const signal = (pids: number[], name: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
        // Already gone.
      }
    }
  };
  const first = leftBehind(home);
  if (first.length === 0) return;
  signal(first, "SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  signal(leftBehind(home), "SIGKILL");
}

/**
 * Runs the client once with these servers (none: {}) and returns its first turn that carries tools. `extraArgs`
 * go after the client's own (Copilot CLI's --allow-all-mcp-server-instructions).
 */
export async function captureClient(
  client: CapturedClient,
  servers: Record<string, McpServerConfig>,
  extraArgs: string[] = [],
  setting: Record<string, string> = {},
): Promise<RawCapture> {
  const bin = ensureRealClient(client);
  const recorder = await startRecorder();
  const workDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "mtb-client-")));
  const { args, env, cwd, before, runtime } = launch(client, recorder.url, servers, workDir, extraArgs, setting);
  // A client run by a runtime of its own (Qwen Code by Node 22): the runtime runs the client's file.
  const [program, programArgs] = runtime ? [runtime, [bin, ...args]] : [bin, args];
  try {
    for (const command of before ?? []) execFileSync(bin, command, { cwd, env, stdio: "ignore", timeout: 180_000 });
    const child = spawn(program, programArgs, { cwd, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 240_000);
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    clearTimeout(timer);
    // opencode's title call and Gemini's routing call carry no tools; of the turns with tools, the main one
    // carries the most (the first of them when equal).
    const withTools = recorder.requests.filter(
      (r) => r.kind === "turn" && (client === "codex" || /"tools"\s*:\s*\[\s*\{/.test(r.body)),
    );
    const size = (body: string) => ((JSON.parse(body) as { tools?: unknown[] }).tools ?? []).length;
    const turn = withTools.reduce<(typeof withTools)[number] | undefined>(
      (best, r) => (best === undefined || size(r.body) > size(best.body) ? r : best),
      undefined,
    );
    if (!turn) throw new Error(`${client} exited ${code} without a turn: ${stderr.slice(-2000)}`);
    return { text: turn.body, body: JSON.parse(turn.body) as Record<string, unknown>, workDir };
  } finally {
    await endLeftBehind(path.join(workDir, "home"));
    await recorder.close();
    // Copilot CLI unpacks its own package (about 235 MB) into the scratch HOME's cache on every run.
    rmSync(path.join(workDir, "home", ".cache"), { recursive: true, force: true });
  }
}
