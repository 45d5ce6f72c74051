/**
 * The real MCP clients the conformance corpus captures, and how each is driven headless against the local
 * recorder: its npm package and executable, the configuration that points it at the recorder and at the servers
 * of a case, and which of its model turns is the one to read. Each run gets a scratch HOME and working directory
 * and an environment of PATH and HOME only (no key of the user's reaches a client; the keys it needs are dummies).
 * `clients check` and the golden tests (test/helpers/client-corpus.ts) both drive the clients through here.
 */
import { execFile, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
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

/** A client the corpus captures: its package, its executable in an install folder, how it is run. */
export interface CorpusClient {
  id: string;
  title: string;
  pkg: string;
  /** The executable inside the install folder (node_modules/...), for this platform. */
  bin: string;
  /** Its settings other than the default, one golden each (file <case>.<name>=<value>.json). */
  settings: Array<Record<string, string>>;
  launch(url: string, servers: Record<string, McpServerConfig>, workDir: string): Launch;
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

/** The clients, in the order the check runs them. Qwen Code (Node 22) is not here yet. */
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
      const mcp = Object.entries(servers).flatMap(([k, s]) => [
        `mcp_servers.${k}.command=${JSON.stringify(s.command)}`,
        `mcp_servers.${k}.args=${JSON.stringify(s.args)}`,
        // Without it Codex waits only its short startup grace for a server, and a node server misses the request.
        `mcp_servers.${k}.required=true`,
        // Its default startup timeout (10 s) is short for a slow server on a busy machine.
        `mcp_servers.${k}.startup_timeout_sec=120`,
        ...(s.env
          ? [
              `mcp_servers.${k}.env={${Object.entries(s.env)
                .map(([n, v]) => `${n}=${JSON.stringify(v)}`)
                .join(", ")}}`,
            ]
          : []),
      ]);
      return {
        args: ["exec", "--skip-git-repo-check", ...[...provider, ...mcp].flatMap((c) => ["-c", c]), PROMPT],
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
    settings: [],
    launch: (url, servers, workDir) => {
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
          COPILOT_MODEL: "gpt-4.1",
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
        Object.entries(servers).map(([k, s]) => [k, { transport: { type: "stdio", ...s } }]),
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
): Promise<CapturedRequest> {
  const recorder = await startRecorder();
  const workDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "mtb-client-")));
  const { args, env, cwd, before } = client.launch(recorder.url, servers, workDir);
  const environment = { ...env, ...setting };
  try {
    for (const command of before ?? []) await run(bin, command, { cwd, env: environment, timeoutMs: 180_000 });
    const child = spawn(bin, args, { cwd, env: environment, stdio: ["ignore", "ignore", "pipe"], detached: OWN_GROUP });
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
    await recorder.close();
    // Only the folder's name is kept (the golden reads it out of the client's environment lines).
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The shape of captureCorpusClient, for a caller that passes its own. */
export type CaptureClientFn = typeof captureCorpusClient;
