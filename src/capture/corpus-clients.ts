/**
 * The real MCP clients the conformance corpus captures, and how each is driven headless against the local
 * recorder: its npm package and executable, the configuration that points it at the recorder and at the servers
 * of a case, and which of its model turns is the one to read. Each run gets a scratch HOME and working directory
 * and an environment of PATH and HOME only (no key of the user's reaches a client; the keys it needs are dummies).
 * `clients check` and the golden tests (test/helpers/client-corpus.ts) both drive the clients through here.
 */
import { execFile, spawn } from "node:child_process";
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
import type { CapturedRequest } from "../core/clients/goldens.js";
import { endOnExit, killGroup, OWN_GROUP } from "../process/group.js";
import { startRecorder } from "./recorder.js";

/** A server as a client's configuration starts it. */
export interface McpServerConfig {
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** How the client was configured and started for one run. */
interface Launch {
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** Commands of the client itself run first, to completion, with the same env (Cline's `auth`). */
  before?: string[][];
}

/** A program from npm that runs the client's file (Qwen Code: Node 22), installed beside the clients. */
export interface ClientRuntime {
  pkg: string;
  version: string;
  /** The executable inside its install folder. */
  bin: string;
}

/** A client the corpus captures: its package, its executable in an install folder, how it is run. */
export interface CorpusClient {
  id: string;
  title: string;
  pkg: string;
  /** The executable inside the install folder (node_modules/...), for this platform. */
  bin: string;
  /** Its settings other than the default, one golden each (file <case>.<name>=<value>.json). */
  settings: Array<Record<string, string>>;
  /**
   * Where a setting goes: "env" (an environment variable, the default: Claude Code's ENABLE_TOOL_SEARCH) or
   * "file" (its settings file, by dotted path: Qwen Code's tools.toolSearch.enabled), which `launch` writes.
   */
  settingsIn?: "env" | "file";
  /** The program that runs `bin` when the client is not run itself. */
  runtime?: ClientRuntime;
  launch(
    url: string,
    servers: Record<string, McpServerConfig>,
    workDir: string,
    setting: Record<string, string>,
  ): Launch;
  /** The turn to read, of the model turns it sent (in order); undefined when none is. */
  pick(turns: ReadonlyArray<{ body: string }>): { body: string } | undefined;
}

const platformPackage = (prefix: string) => `${prefix}-${process.platform}-${process.arch}`;

/** Of the turns that carry tools, the main one carries the most (the first of them when equal). */
function mostTools(turns: ReadonlyArray<{ body: string }>, all = false): { body: string } | undefined {
  const withTools = all ? turns : turns.filter((r) => /"tools"\s*:\s*\[\s*\{/.test(r.body));
  const size = (body: string) => {
    try {
      return ((JSON.parse(body) as { tools?: unknown[] }).tools ?? []).length;
    } catch {
      return -1;
    }
  };
  return withTools.reduce<{ body: string } | undefined>(
    (best, r) => (best === undefined || size(r.body) > size(best.body) ? r : best),
    undefined,
  );
}

function dirs(workDir: string): { cwd: string; home: string } {
  const cwd = path.join(workDir, "project");
  const home = path.join(workDir, "home");
  mkdirSync(cwd, { recursive: true });
  mkdirSync(home, { recursive: true });
  return { cwd, home };
}

const PROMPT = "say ok";

/** The clients, in the order the check runs them. */
export const CORPUS_CLIENTS: readonly CorpusClient[] = [
  {
    id: "claude-code",
    title: "Claude Code",
    pkg: "@anthropic-ai/claude-code",
    bin: `node_modules/${platformPackage("@anthropic-ai/claude-code")}/claude`,
    settings: [{ ENABLE_TOOL_SEARCH: "false" }],
    launch: (url, servers, workDir) => {
      const args = ["-p", PROMPT, "--strict-mcp-config"];
      if (Object.keys(servers).length > 0) {
        const config = path.join(workDir, "mcp.json");
        writeFileSync(config, JSON.stringify({ mcpServers: servers }));
        args.push("--mcp-config", config);
      }
      return {
        args,
        cwd: workDir,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: workDir,
          ANTHROPIC_BASE_URL: url,
          ANTHROPIC_API_KEY: "sk-ant-dummy",
          // It waits for every server before its first request (otherwise a slow one is "still connecting").
          MCP_CONNECTION_NONBLOCKING: "0",
        },
      };
    },
    // The turn that answers the prompt (2.0 sent "Warmup" turns first).
    pick: (turns) =>
      turns.find((r) => {
        try {
          const messages = (JSON.parse(r.body) as { messages?: Array<{ content?: unknown }> }).messages ?? [];
          return messages.some(
            (m) => Array.isArray(m.content) && m.content.some((c) => (c as { text?: unknown } | null)?.text === PROMPT),
          );
        } catch {
          return false;
        }
      }),
  },
  {
    id: "gemini-cli",
    title: "Gemini CLI",
    pkg: "@google/gemini-cli",
    bin: "node_modules/.bin/gemini",
    settings: [],
    launch: (url, servers, workDir) => {
      const { cwd, home } = dirs(workDir);
      const mcpServers = Object.fromEntries(Object.entries(servers).map(([k, s]) => [k, { ...s, trust: true }]));
      mkdirSync(path.join(cwd, ".gemini"));
      writeFileSync(
        path.join(cwd, ".gemini", "settings.json"),
        JSON.stringify({ security: { auth: { selectedType: "gemini-api-key" } }, mcpServers }),
      );
      return {
        args: ["-p", PROMPT],
        cwd,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: home,
          GEMINI_API_KEY: "dummy",
          GOOGLE_GEMINI_BASE_URL: url,
          GEMINI_CLI_TRUST_WORKSPACE: "true",
        },
      };
    },
    // Its routing call carries no tools.
    pick: (turns) => mostTools(turns),
  },
  {
    id: "opencode",
    title: "opencode",
    pkg: "opencode-ai",
    bin: `node_modules/opencode-${process.platform}-${process.arch}/bin/opencode`,
    settings: [],
    launch: (url, servers, workDir) => {
      const { cwd, home } = dirs(workDir);
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
        args: ["run", PROMPT],
        cwd,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: home,
          OPENAI_API_KEY: "dummy",
          OPENCODE_CONFIG_CONTENT: JSON.stringify(config),
        },
      };
    },
    // Its title call carries no tools.
    pick: (turns) => mostTools(turns),
  },
  {
    id: "codex",
    title: "Codex",
    pkg: "@openai/codex",
    bin: "node_modules/.bin/codex",
    settings: [],
    launch: (url, servers, workDir) => {
      const { cwd, home } = dirs(workDir);
      const provider = [
        "model_provider=rec",
        'model_providers.rec.name="rec"',
        `model_providers.rec.base_url=${JSON.stringify(`${url}/v1`)}`,
        'model_providers.rec.env_key="OPENAI_API_KEY"',
        'model_providers.rec.wire_api="responses"',
      ];
      // The servers go in its config file (CODEX_HOME, the scratch HOME's .codex), each key a quoted TOML key: its
      // -c option splits a path at every dot, so a key with a dot or a slash cannot be given there.
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
        args: ["exec", "--skip-git-repo-check", ...provider.flatMap((c) => ["-c", c]), PROMPT],
        cwd,
        env: { PATH: process.env.PATH ?? "", HOME: home, OPENAI_API_KEY: "dummy" },
      };
    },
    // Its deferred namespaces go as text, so a turn may carry no tool object of the servers'.
    pick: (turns) => mostTools(turns, true),
  },
  {
    id: "copilot-cli",
    title: "Copilot CLI",
    pkg: "@github/copilot",
    bin: `node_modules/${platformPackage("@github/copilot")}/copilot`,
    // Its Anthropic provider (a Claude model), on which it defers the MCP tools past 30 in the request.
    settings: [{ COPILOT_PROVIDER_TYPE: "anthropic" }],
    launch: (url, servers, workDir, setting) => {
      const { cwd, home } = dirs(workDir);
      const mcpServers = Object.fromEntries(
        Object.entries(servers).map(([k, s]) => [k, { type: "local", ...s, tools: ["*"] }]),
      );
      return {
        // Its BYOK provider is OpenAI-compatible Chat Completions by default; offline, it makes no GitHub call.
        args: [
          "-p",
          PROMPT,
          "--allow-all-tools",
          "--no-auto-update",
          "--additional-mcp-config",
          JSON.stringify({ mcpServers }),
        ],
        cwd,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: home,
          COPILOT_OFFLINE: "true",
          COPILOT_PROVIDER_BASE_URL: `${url}/v1`,
          COPILOT_PROVIDER_API_KEY: "dummy",
          COPILOT_MODEL: setting.COPILOT_PROVIDER_TYPE === "anthropic" ? "claude-sonnet-4.5" : "gpt-4.1",
        },
      };
    },
    pick: (turns) => mostTools(turns),
  },
  {
    id: "cline",
    title: "Cline CLI",
    pkg: "cline",
    bin: `node_modules/@cline/cli-${process.platform}-${process.arch}/bin/cline`,
    settings: [],
    launch: (url, servers, workDir) => {
      const { cwd, home } = dirs(workDir);
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
        args: [PROMPT],
        cwd,
        env: { PATH: process.env.PATH ?? "", HOME: home },
      };
    },
    pick: (turns) => mostTools(turns),
  },
  {
    id: "continue",
    title: "Continue CLI",
    pkg: "@continuedev/cli",
    bin: "node_modules/.bin/cn",
    settings: [],
    launch: (url, servers, workDir) => {
      const { cwd, home } = dirs(workDir);
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
      return {
        args: ["-p", PROMPT, "--config", config, "--auto"],
        cwd,
        env: { PATH: process.env.PATH ?? "", HOME: home },
      };
    },
    pick: (turns) => mostTools(turns),
  },
  {
    id: "qwen-code",
    title: "Qwen Code",
    pkg: "@qwen-code/qwen-code",
    bin: "node_modules/@qwen-code/qwen-code/cli-entry.js",
    // It needs Node 22 (engines: >=22.0.0): the official build from the npm registry, one package per platform.
    runtime: {
      pkg: `node-${process.platform}-${process.arch}`,
      version: "22.22.0",
      bin: `node_modules/node-${process.platform}-${process.arch}/bin/node`,
    },
    settings: [{ "tools.toolSearch.enabled": "false" }],
    settingsIn: "file",
    launch: (url, servers, workDir, setting) => {
      const { cwd, home } = dirs(workDir);
      // Its settings file: the OpenAI-compatible provider (OPENAI_* below), the servers, and the run's own settings
      // given as dotted paths ("tools.toolSearch.enabled": "false").
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
        args: ["-p", PROMPT],
        cwd,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: home,
          OPENAI_API_KEY: "dummy",
          OPENAI_BASE_URL: `${url}/v1`,
          OPENAI_MODEL: "m",
        },
      };
    },
    pick: (turns) => mostTools(turns),
  },
];

/** The client of this id, or an error naming the ones there are. */
export function corpusClient(id: string): CorpusClient {
  const client = CORPUS_CLIENTS.find((c) => c.id === id);
  if (!client)
    throw new Error(`no corpus client "${id}": the corpus captures ${CORPUS_CLIENTS.map((c) => c.id).join(", ")}`);
  return client;
}

/** A client run that ended without a model turn: `exitCode` null when it was ended at the deadline. */
export class NoTurnError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
  ) {
    super(message);
  }
}

const run = (bin: string, args: string[], options: { cwd: string; env: Record<string, string>; timeoutMs: number }) =>
  new Promise<void>((resolve, reject) => {
    execFile(bin, args, { ...options, timeout: options.timeoutMs, windowsHide: true }, (error) =>
      error ? reject(error) : resolve(),
    );
  });

/**
 * Runs the client at `bin` once with these servers (none: {}) and returns the turn to read, the body as sent.
 * The client and everything it started are ended at the deadline; a run with no turn throws NoTurnError with the
 * client's last words.
 */
export async function captureCorpusClient(
  client: CorpusClient,
  bin: string,
  servers: Record<string, McpServerConfig>,
  setting: Readonly<Record<string, string>> = {},
  timeoutMs = 240_000,
  runtimeBin?: string,
): Promise<CapturedRequest> {
  if (client.runtime && !runtimeBin)
    throw new Error(`${client.id} is run by ${client.runtime.pkg}: give its executable`);
  const recorder = await startRecorder();
  const workDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "mtb-client-")));
  const { args, env, cwd, before } = client.launch(recorder.url, servers, workDir, { ...setting });
  const environment = client.settingsIn === "file" ? env : { ...env, ...setting };
  // A client run by a runtime of its own (Qwen Code by Node 22): the runtime runs the client's file.
  const [program, programArgs] = runtimeBin ? [runtimeBin, [bin, ...args]] : [bin, args];
  try {
    for (const command of before ?? [])
      await run(program, runtimeBin ? [bin, ...command] : command, { cwd, env: environment, timeoutMs: 180_000 });
    const child = spawn(program, programArgs, {
      cwd,
      env: environment,
      stdio: ["ignore", "ignore", "pipe"],
      detached: OWN_GROUP,
    });
    const release = endOnExit(child);
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    const timer = setTimeout(() => killGroup(child, "SIGKILL"), timeoutMs);
    const code = await new Promise<number | null>((resolve) => {
      child.once("error", (error) => {
        stderr += error.message;
        resolve(null);
      });
      child.once("close", resolve);
    });
    clearTimeout(timer);
    killGroup(child, "SIGKILL");
    release();
    const turns = recorder.requests.filter((r) => r.kind === "turn" && r.body !== "");
    const turn = client.pick(turns);
    if (!turn) throw new NoTurnError(`${client.id} exited ${code} without a turn: ${stderr.slice(-2000)}`, code);
    return { text: turn.body, body: JSON.parse(turn.body) as Record<string, unknown>, workDir };
  } finally {
    if (environment.HOME) await endLeftBehind(environment.HOME);
    await recorder.close();
    // Only the folder's name is kept (the golden reads it out of the client's environment lines).
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * The processes a run left behind, by id: those whose environment has the run's scratch HOME (only this run's
 * client and what it started have it). Cline CLI starts `cline --cline-hub-daemon`, which outlives the client in a
 * session and process group of its own, so ending the client's group misses it (Linux: /proc).
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
  if (leftBehind(home).length === 0) return;
  signal(leftBehind(home), "SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  signal(leftBehind(home), "SIGKILL");
}

/** The shape of captureCorpusClient, for a caller that passes its own. */
export type CaptureClientFn = typeof captureCorpusClient;
