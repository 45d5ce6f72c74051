/**
 * `capture`: run the user's own MCP client against the recorder (127.0.0.1 only), with every provider's base
 * URL pointed at it, dummy keys, none of the user's real keys and a scratch HOME, and split the request of its
 * first model turn into parts. It never contacts a real provider: every base URL the client is given is ours.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { offersTool, type RecordedRequest, startRecorder } from "../capture/recorder.js";
import { partsOnModel } from "../core/capture/on-models.js";
import { type CountedPart, countParts, requestParts } from "../core/capture/parts.js";
import { expandedDefinitions } from "../core/capture/references.js";
import { codexSearchInput } from "../core/clients/codex.js";
import { loadEncoders } from "../core/encodings.js";
import { ToolError } from "../core/errors.js";
import type { ModelCounter } from "../core/models/types.js";
import { createRedactor, type Redactor } from "../core/redact.js";
import { onCleanup } from "../process/cleanup.js";
import { serverEnvironment } from "../process/env.js";
import { endOnExit, killGroup, OWN_GROUP } from "../process/group.js";

export interface CaptureOptions {
  command: readonly string[];
  encodings: readonly string[];
  timeoutMs: number;
  /** Extra variables for the client (--env), set last. */
  env: Readonly<Record<string, string>>;
  /** Keep the user's HOME instead of a scratch one (--keep-home). */
  keepHome: boolean;
  /** MCP servers whose tools the client names without an mcp prefix (opencode: <server>_<tool>). */
  servers: readonly string[];
  cwd?: string;
  /** How long to wait after the first turn with tools for the client to finish (it is then ended). */
  graceMs?: number;
  /** Model profiles to count the parts on too (-m), with their loaded counters, in the same order. */
  models?: ReadonlyArray<{ id: string; title: string; counter: ModelCounter }>;
  /**
   * An MCP tool, by the name the model sees (mcp__fx__echo): the first turn is answered with the client's own
   * search-tool call for it (Claude Code's ToolSearch "select:<name>") and the next request is captured too
   * (--use-tool), so the report says what using one deferred tool adds to the conversation.
   */
  useTool?: string;
}

/** What using one deferred tool added: the request the client sent after its search tool loaded the tool. */
export interface FirstUse {
  /** The tool asked for, and the client's search-tool call that loaded it. */
  tool: string;
  search: { tool: string; input: Record<string, unknown> | string };
  /** The next request (seq), its size, and its whole body's tokens. */
  next: { seq: number; bytes: number; whole: Record<string, number> };
  /** The next request's parts, counted as the first's are. */
  parts: CountedPart[];
  /**
   * Per encoding, the next request's parts summed minus the first's, plus the `expanded` definitions: what the
   * round added to the prompt.
   */
  added: Record<string, number>;
  /** Tool objects in the next request's tools that the first had not (the definitions the search loaded). */
  toolsAdded: string[];
  /**
   * Tools both requests sent with defer_loading that the next one names in a tool_reference (Copilot CLI on an
   * Anthropic provider): the API expands each into the prompt although the client resent nothing new; their
   * definitions' tokens are in `added`. Empty when the search added the tool objects itself (Claude Code).
   */
  expanded: string[];
}

export interface CaptureReport {
  kind: "capture";
  schemaVersion: 1;
  command: string[];
  client: { userAgent: string | null; exitCode: number | null; signal: string | null; endedByUs: boolean };
  encodings: string[];
  requests: { seq: number; method: string; path: string; wire: string | null; kind: string; bytes: number }[];
  turn: { seq: number; wire: string; path: string; model: string | null; bytes: number };
  whole: { chars: number; tokens: Record<string, number> };
  parts: CountedPart[];
  /**
   * Per model asked for (-m): the request as that model renders it (its up-front tools and one system prompt with
   * every text) and its fidelity; each part's figure on it is in the part's `models`. Absent without -m.
   */
  models?: Record<string, { title: string; fidelity: string; whole: number }>;
  /** With --use-tool: the request after the client's search tool loaded that tool; absent otherwise. */
  firstUse?: FirstUse;
}

/** A client's own way to find one deferred tool: its search tool, the wire it speaks, the call for a tool name. */
export interface SearchCall {
  client: string;
  tool: string;
  wire: "anthropic" | "openai-responses" | "openai-chat";
  input: (name: string) => Record<string, unknown> | string;
  /** Whether this request offers that search (beyond a tool of that name). */
  offers?: (body: string) => boolean;
}

/**
 * The search calls `capture --use-tool` answers a first turn with, per client: Claude Code 2.1's ToolSearch
 * ("select:<name>"), Codex's `exec` (its deferred MCP tools are found by filtering `ALL_TOOLS` by name in
 * JavaScript, as its `exec` description says; the result is the tool's description and TypeScript declaration),
 * Qwen Code's tool_search ("select:<name>", Chat Completions; the result is the tool's declaration), and Copilot
 * CLI's tool_search_tool on an Anthropic provider (a regex, "^<name>$"; the result is a tool_reference to the tool,
 * which it sent with defer_loading from the start).
 */
export const SEARCH_CALLS: readonly SearchCall[] = [
  {
    client: "Claude Code",
    tool: "ToolSearch",
    wire: "anthropic",
    input: (name) => ({ query: `select:${name}`, max_results: 5 }),
  },
  {
    client: "Codex",
    tool: "exec",
    wire: "openai-responses",
    input: codexSearchInput,
    offers: (body) => body.includes("ALL_TOOLS"),
  },
  {
    client: "Qwen Code",
    tool: "tool_search",
    wire: "openai-chat",
    input: (name) => ({ query: `select:${name}` }),
    // Its bridge: tool_search reviews a deferred tool's declaration, tool_call runs it.
    offers: (body) => body.includes('"name":"tool_call"'),
  },
  {
    client: "Copilot CLI",
    tool: "tool_search_tool",
    wire: "anthropic",
    // Its own search tool (a regex over names, descriptions and parameters), sent beside tools it flags
    // defer_loading on an Anthropic provider: the tool's name, anchored, finds it alone.
    input: (name) => ({ pattern: `^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$` }),
  },
];

/** Claude Code's (kept for callers that name it). */
export const SEARCH_CALL = SEARCH_CALLS[0] as SearchCall;

/** The search call a request offers (its wire, its search tool), or undefined. */
export function searchCallFor(request: RecordedRequest): SearchCall | undefined {
  return SEARCH_CALLS.find(
    (c) => request.wire === c.wire && offersTool(request, c.tool) && (c.offers?.(request.body) ?? true),
  );
}

/** Variables that point a client at a provider or carry its key: each replaced by ours, or withheld. */
const PROVIDER_VARIABLES = [
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "ANTHROPIC_BASE_URL",
  "CLAUDE_CODE_OAUTH_TOKEN",
  "CLAUDE_CODE_USE_BEDROCK",
  "CLAUDE_CODE_USE_VERTEX",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENAI_ORG_ID",
  "CODEX_API_KEY",
  "GEMINI_API_KEY",
  "GOOGLE_API_KEY",
  "GOOGLE_GEMINI_BASE_URL",
  "GOOGLE_GENAI_USE_VERTEXAI",
  "GOOGLE_APPLICATION_CREDENTIALS",
  "GOOGLE_CLOUD_PROJECT",
  "COPILOT_PROVIDER_BASE_URL",
  "COPILOT_PROVIDER_API_KEY",
  "COPILOT_PROVIDER_API_KEY_COMMAND",
  "COPILOT_PROVIDER_BEARER_TOKEN",
  "COPILOT_GITHUB_TOKEN",
  "OPENROUTER_API_KEY",
  "DASHSCOPE_API_KEY",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "HTTPS_PROXY",
  "HTTP_PROXY",
  "ALL_PROXY",
];

const SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL|AUTH/i;

/** The environment the client gets: the filtered one, provider variables ours, HOME the scratch one. */
export function clientEnvironment(
  parent: Readonly<Record<string, string | undefined>>,
  url: string,
  dummy: string,
  home: string | null,
  extra: Readonly<Record<string, string>>,
): Record<string, string> {
  const ours: Record<string, string> = {
    ANTHROPIC_BASE_URL: url,
    ANTHROPIC_API_KEY: dummy,
    OPENAI_BASE_URL: `${url}/v1`,
    OPENAI_API_KEY: dummy,
    GOOGLE_GEMINI_BASE_URL: url,
    GEMINI_API_KEY: dummy,
    // Copilot CLI's bring-your-own-key provider (OpenAI-compatible unless COPILOT_PROVIDER_TYPE says otherwise);
    // offline, it never calls GitHub. It still needs a model: COPILOT_MODEL or its --model.
    COPILOT_PROVIDER_BASE_URL: `${url}/v1`,
    COPILOT_PROVIDER_API_KEY: dummy,
    COPILOT_OFFLINE: "true",
    MTB_RECORDER_URL: url,
    NO_PROXY: "127.0.0.1,localhost",
    no_proxy: "127.0.0.1,localhost",
  };
  if (home !== null)
    Object.assign(ours, { HOME: home, USERPROFILE: home, XDG_CONFIG_HOME: path.join(home, ".config") });
  const given = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, v.replaceAll(RECORDER_PLACEHOLDER, url)]));
  return serverEnvironment(parent, { strip: PROVIDER_VARIABLES, set: { ...ours, ...given } });
}

/** The user's secrets (by variable name) and the dummy key: none of them may appear in what capture writes. */
export function captureRedactor(parent: Readonly<Record<string, string | undefined>>, dummy: string): Redactor {
  const values = Object.entries(parent)
    .filter(([name]) => SECRET_NAME.test(name) || PROVIDER_VARIABLES.includes(name.toUpperCase()))
    .map(([, value]) => value);
  return createRedactor([...values, dummy]);
}

const TAIL_LINES = 8;

/** Written in the client's command (or --env values), it becomes the recorder's URL, http://127.0.0.1:PORT. */
export const RECORDER_PLACEHOLDER = "{recorder}";

/** How many tools a turn's body offers the model (a Gemini group counts each declaration); 0 when it is not JSON. */
function toolCount(body: string): number {
  try {
    const tools = (JSON.parse(body) as { tools?: unknown }).tools;
    if (!Array.isArray(tools)) return 0;
    return tools.reduce<number>((n, t) => {
      const declarations = (t as { functionDeclarations?: unknown } | null)?.functionDeclarations;
      return n + (Array.isArray(declarations) ? declarations.length : 1);
    }, 0);
  } catch {
    return 0;
  }
}

/**
 * The request to report: of the turns that carry tools, the one with the most (the first of them when equal). A
 * client's title or routing call carries none; Claude Code 2.0's "Warmup" turns for its agents carry fewer tools,
 * and no MCP tool, before the turn that answers the prompt. No turn with tools: the first turn.
 */
export function mainTurn(requests: readonly RecordedRequest[]): RecordedRequest | undefined {
  const turns = requests.filter((r) => r.kind === "turn" && r.wire !== null && r.body !== "");
  const withTools = turns.filter((r) => /"(tools|functionDeclarations)"\s*:\s*\[\s*[{"]/.test(r.body));
  let best: RecordedRequest | undefined;
  let most = -1;
  for (const turn of withTools) {
    const count = toolCount(turn.body);
    if (count > most) [best, most] = [turn, count];
  }
  return best ?? turns[0];
}

function carriesTools(request: RecordedRequest): boolean {
  return request.kind === "turn" && /"tools"\s*:\s*\[\s*\{/.test(request.body);
}

export interface SavedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface CaptureResult {
  report: CaptureReport;
  /** The reported request, redacted, for --save; with --use-tool, the request after the search-tool call as `next`. */
  saved: SavedRequest & { next?: SavedRequest };
}

export async function capture(
  options: CaptureOptions,
  parent: Readonly<Record<string, string | undefined>> = process.env,
): Promise<CaptureResult> {
  const [program, ...args] = options.command;
  if (program === undefined)
    throw new ToolError("usage", "give the client's command after --, e.g. capture -- claude -p hi");
  const dummy = `mtb-dummy-${randomBytes(12).toString("hex")}`;
  const redactor = captureRedactor(parent, dummy);
  const grace = options.graceMs ?? 2000;
  let wake: () => void = () => undefined;
  let waiting: NodeJS.Timeout | undefined;
  const useTool = options.useTool;
  /** The call made, once a first turn offered a search tool. */
  let searchCall: { name: string; input: Record<string, unknown> | string } | undefined;
  const recorder = await startRecorder({
    onRequest: (r) => {
      // Each turn with tools restarts the wait: with --use-tool the client's next request follows the first.
      if (!carriesTools(r)) return;
      clearTimeout(waiting);
      waiting = setTimeout(() => wake(), grace);
    },
    ...(useTool
      ? {
          toolCall: (request: RecordedRequest) => {
            const search = searchCallFor(request);
            if (!search) return null;
            searchCall = { name: search.tool, input: search.input(useTool) };
            return searchCall;
          },
        }
      : {}),
  });
  const home = options.keepHome ? null : mkdtempSync(path.join(os.tmpdir(), "mtb-capture-home-"));
  const releaseHome =
    home === null
      ? () => undefined
      : onCleanup({
          kind: "files",
          run: () => rmSync(home, { recursive: true, force: true }),
          atExit: () => rmSync(home, { recursive: true, force: true }),
        });
  let output = "";
  let exitCode: number | null = null;
  let signal: string | null = null;
  let endedByUs = false;
  let timedOut = false;
  let spawnError: string | null = null;
  try {
    // A client that takes its base URL only from its own settings (Codex's -c, opencode's config) is given it here.
    const withUrl = (arg: string) => arg.replaceAll(RECORDER_PLACEHOLDER, recorder.url);
    const child = spawn(withUrl(program), args.map(withUrl), {
      cwd: options.cwd ?? home ?? process.cwd(),
      env: clientEnvironment(parent, recorder.url, dummy, home, options.env),
      stdio: ["ignore", "pipe", "pipe"],
      detached: OWN_GROUP,
      windowsHide: true,
    });
    const release = endOnExit(child);
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-16_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timedOut = true;
        wake();
      }, options.timeoutMs);
      wake = () => {
        if (child.exitCode === null && child.signalCode === null) {
          endedByUs = true;
          killGroup(child, "SIGTERM");
          setTimeout(() => killGroup(child, "SIGKILL"), 1000).unref();
        }
      };
      child.once("error", (error) => {
        spawnError = error.message;
        clearTimeout(timer);
        resolve();
      });
      child.once("exit", (code, sig) => {
        exitCode = code;
        signal = sig;
        clearTimeout(timer);
        killGroup(child, "SIGKILL");
        resolve();
      });
    });
    release();
  } finally {
    await recorder.close();
    if (home !== null) rmSync(home, { recursive: true, force: true });
    releaseHome();
  }
  clearTimeout(waiting);
  const turn = useTool ? recorder.requests.find((r) => searchCallFor(r) !== undefined) : mainTurn(recorder.requests);
  if (useTool && !turn)
    throw new ToolError(
      "server",
      `capture --use-tool: the client offered the model no search tool (${SEARCH_CALLS.map((c) => `${c.client}'s ${c.tool}`).join(", ")}), so it defers no tool here (Claude Code 2.1 and Qwen Code with tool search on, Codex, and Copilot CLI on an Anthropic provider past 30 tools, do); captured ${recorder.requests.length} request(s)`,
    );
  if (!turn || turn.wire === null) {
    throw new ToolError(
      "server",
      redactor.text(
        noTurnMessage(options.command, recorder.requests, {
          spawnError,
          exitCode,
          signal,
          timedOut,
          timeoutMs: options.timeoutMs,
          output,
        }),
      ),
    );
  }
  const encoders = await loadEncoders(options.encodings);
  const split = requestParts(turn.wire, turn.body, options.servers);
  let parts = countParts(split, encoders);
  const onModels: NonNullable<CaptureReport["models"]> = {};
  for (const { id, title, counter } of options.models ?? []) {
    const figures = await partsOnModel(split, counter);
    onModels[id] = { title, fidelity: figures.fidelity, whole: figures.whole };
    parts = parts.map((p, i) => ({ ...p, models: { ...p.models, [id]: figures.parts[i] ?? 0 } }));
  }
  let model: string | null = null;
  try {
    const parsed = JSON.parse(turn.body) as { model?: unknown };
    model = typeof parsed.model === "string" ? parsed.model : (/models\/([^:/]+):/.exec(turn.path)?.[1] ?? null);
  } catch {
    model = null;
  }
  const report: CaptureReport = {
    kind: "capture",
    schemaVersion: 1,
    command: options.command.map((a) => redactor.text(a)),
    client: { userAgent: turn.headers["user-agent"] ?? null, exitCode, signal, endedByUs },
    encodings: encoders.map((e) => e.name),
    requests: recorder.requests.map((r) => ({
      seq: r.seq,
      method: r.method,
      path: r.path,
      wire: r.wire,
      kind: r.kind,
      bytes: Buffer.byteLength(r.body),
    })),
    turn: { seq: turn.seq, wire: turn.wire, path: turn.path, model, bytes: Buffer.byteLength(turn.body) },
    whole: { chars: turn.body.length, tokens: Object.fromEntries(encoders.map((e) => [e.name, e.count(turn.body)])) },
    parts,
    ...(Object.keys(onModels).length > 0 ? { models: onModels } : {}),
  };
  let nextSaved: SavedRequest | undefined;
  if (searchCall && useTool) {
    const next = recorder.requests.find((r) => r.seq > turn.seq && r.kind === "turn" && r.wire === turn.wire);
    if (!next)
      throw new ToolError(
        "server",
        redactor.text(
          `capture --use-tool: the client sent no request after its ${searchCall.name} call for ${useTool} (is that the tool's name as the model sees it, e.g. mcp__<server>__<tool>?); its last output:\n${output.slice(-2000)}`,
        ),
      );
    report.firstUse = firstUse(useTool, searchCall, turn, next, parts, options.servers, encoders);
    nextSaved = { method: next.method, path: next.path, headers: next.headers, body: next.body };
  }
  return {
    report: redactor.data(report),
    saved: redactor.data({
      method: turn.method,
      path: turn.path,
      headers: turn.headers,
      body: turn.body,
      ...(nextSaved ? { next: nextSaved } : {}),
    }),
  };
}

/** Names of a request body's tool objects. */
function toolNames(body: string): string[] {
  try {
    const tools = (JSON.parse(body) as { tools?: unknown }).tools;
    return Array.isArray(tools) ? tools.map((t) => String((t as { name?: unknown } | null)?.name)) : [];
  } catch {
    return [];
  }
}

function firstUse(
  tool: string,
  search: { name: string; input: Record<string, unknown> | string },
  turn: RecordedRequest,
  next: RecordedRequest,
  firstParts: readonly CountedPart[],
  servers: readonly string[],
  encoders: Awaited<ReturnType<typeof loadEncoders>>,
): FirstUse {
  const parts = countParts(requestParts(next.wire as string, next.body, servers), encoders);
  const sum = (ps: readonly CountedPart[], e: string) => ps.reduce((n, p) => n + (p.tokens[e] ?? 0), 0);
  const before = new Set(toolNames(turn.body));
  const expanded = expandedDefinitions(next.wire as string, turn.body, next.body);
  const grown = (e: Awaited<ReturnType<typeof loadEncoders>>[number]) =>
    sum(parts, e.name) - sum(firstParts, e.name) + expanded.reduce((n, d) => n + e.count(d.text), 0);
  return {
    tool,
    search: { tool: search.name, input: search.input },
    next: {
      seq: next.seq,
      bytes: Buffer.byteLength(next.body),
      whole: Object.fromEntries(encoders.map((e) => [e.name, e.count(next.body)])),
    },
    parts,
    added: Object.fromEntries(encoders.map((e) => [e.name, grown(e)])),
    toolsAdded: toolNames(next.body).filter((n) => !before.has(n)),
    expanded: expanded.map((d) => d.name),
  };
}

interface Outcome {
  spawnError: string | null;
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  timeoutMs: number;
  output: string;
}

/** What the client did, and what is probably missing, when it made no model request. */
export function noTurnMessage(command: readonly string[], requests: readonly RecordedRequest[], o: Outcome): string {
  const name = command[0] ?? "";
  if (o.spawnError)
    return `capture: could not start the client "${name}": ${o.spawnError}; check that it is installed and on PATH`;
  const did = o.timedOut
    ? `was still running after ${o.timeoutMs / 1000} s (ended, with everything it started)`
    : o.exitCode !== null
      ? `exited with code ${o.exitCode}`
      : `was killed by ${o.signal}`;
  const seen =
    requests.length === 0
      ? "it never called the recorder"
      : `it called the recorder ${requests.length} time(s) (${requests
          .map((r) => `${r.method} ${r.path.split("?")[0]}`)
          .slice(0, 5)
          .join(", ")}) but sent no model turn`;
  const tail = o.output
    .split(/\r?\n/)
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== "")
    .slice(-TAIL_LINES);
  const hints: string[] = [];
  if (requests.length === 0) {
    hints.push(
      "the client did not use the base URL it was given (ANTHROPIC_BASE_URL, OPENAI_BASE_URL, GOOGLE_GEMINI_BASE_URL, COPILOT_PROVIDER_BASE_URL): point its own base-URL setting at it, e.g. a Codex model provider's base_url, opencode's provider baseURL or Cline's `cline auth -b $MTB_RECORDER_URL/v1` (see docs/clients.md)",
    );
  }
  if (/explicit model/i.test(tail.join("\n"))) {
    hints.push(
      "the client needs a model named: for Copilot CLI --env COPILOT_MODEL=<model> (e.g. gpt-4.1) or its --model",
    );
  }
  if (/node/i.test(tail.join("\n")) && /version|engine|unsupported|22/i.test(tail.join("\n"))) {
    hints.push("it may need a newer Node (several clients need Node 22)");
  }
  if (!o.timedOut && o.exitCode !== 0) hints.push("run the client command alone to see why it fails");
  return [
    `capture: the client made no model request: "${name}" ${did}; ${seen}.`,
    ...(tail.length > 0 ? ["Its last output:", ...tail.map((l) => `  ${l}`)] : []),
    ...hints.map((h) => `Probably: ${h}.`),
  ].join("\n");
}
