import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  VERSION
} from "./chunk-LVFBAOR2.js";
import {
  ServerError,
  boundedFetch
} from "./chunk-RUROCYBG.js";
import {
  nestingDepth
} from "./chunk-2YBGTLMF.js";
import {
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUT_MS,
  PROBE_GRACE_MS,
  RESULT_DEPTH_MAX,
  overLimitMessage
} from "./chunk-AY22MO67.js";
import {
  StreamExcerpt
} from "./chunk-MQ2PVAKA.js";
import {
  startServerProcess,
  takeEarlyServer
} from "./chunk-A7HVW6MW.js";
import {
  mark
} from "./chunk-GUMAJWRF.js";
import {
  endOnExit,
  killGroup
} from "./chunk-KZRILCG4.js";
import {
  serverEnvironment
} from "./chunk-JBB6Y6K4.js";
import {
  parseAsSent
} from "./chunk-FSDW3AHK.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/mcp/http-modern-transport.ts
var HTTP_STATUS_ERROR = -33e3;
var UNUSABLE_REPLY_ERROR = -33001;
var NAME_FIELD = {
  "tools/call": "name",
  "prompts/get": "name",
  "resources/read": "uri"
};
var PROTOCOL_VERSION_KEY = "io.modelcontextprotocol/protocolVersion";
function encodeHeaderValue(value) {
  const plain = value.length > 0 && value === value.trim() && !(value.startsWith("=?base64?") && value.endsWith("?=")) && [...value].every((c) => c === "	" || c >= " " && c <= "~");
  return plain ? value : `=?base64?${Buffer.from(value, "utf8").toString("base64")}?=`;
}
__name(encodeHeaderValue, "encodeHeaderValue");
function isRequest(message) {
  return "method" in message && "id" in message;
}
__name(isRequest, "isRequest");
function errorInBody(text) {
  try {
    const parsed = JSON.parse(text);
    const error = parsed?.error;
    if (!error || typeof error.code !== "number") return void 0;
    return {
      code: error.code,
      message: typeof error.message === "string" ? error.message : "",
      ...error.data !== void 0 ? { data: error.data } : {}
    };
  } catch {
    return void 0;
  }
}
__name(errorInBody, "errorInBody");
function eventData(block) {
  const lines = block.split(/\r?\n/).filter((line) => line.startsWith("data:"));
  if (lines.length === 0) return [];
  return [lines.map((line) => line.slice(line.startsWith("data: ") ? 6 : 5)).join("\n")];
}
__name(eventData, "eventData");
var ModernHttpTransport = class {
  constructor(url, options) {
    this.url = url;
    this.options = options;
  }
  url;
  options;
  static {
    __name(this, "ModernHttpTransport");
  }
  onmessage;
  onclose;
  onerror;
  closed = false;
  aborter = new AbortController();
  async start() {
  }
  async send(message) {
    if (this.closed) throw new Error("the connection is closed");
    const headers = new Headers(this.options.headers);
    headers.set("content-type", "application/json");
    headers.set("accept", "application/json, text/event-stream");
    if (isRequest(message)) {
      const meta = message.params?._meta;
      const version = meta?.[PROTOCOL_VERSION_KEY];
      if (typeof version === "string") {
        headers.set("mcp-protocol-version", version);
        headers.set("mcp-method", message.method);
        const field = NAME_FIELD[message.method];
        const name = field ? message.params?.[field] : void 0;
        if (typeof name === "string") headers.set("mcp-name", encodeHeaderValue(name));
      }
    }
    const response = await this.options.fetch(this.url, {
      method: "POST",
      headers,
      body: JSON.stringify(message),
      signal: this.aborter.signal
    });
    if (!isRequest(message)) {
      await response.body?.cancel().catch(() => void 0);
      return;
    }
    if (!response.ok) {
      const text = await response.text();
      const own = response.status === 401 || response.status === 403 || response.status >= 500;
      const body = text.trim() ? `: ${text.trim()}` : "";
      const error = !own && errorInBody(text) || {
        code: HTTP_STATUS_ERROR,
        message: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}${body}`,
        data: { status: response.status }
      };
      this.deliver({ jsonrpc: "2.0", id: message.id, error });
      return;
    }
    const type = response.headers.get("content-type") ?? "";
    const answered = type.includes("text/event-stream") ? await this.readEvents(response, message.id) : this.deliverText(await response.text());
    if (!answered) {
      const what = type ? `a ${type.split(";")[0]} answer` : "an answer with no content type";
      this.deliver({
        jsonrpc: "2.0",
        id: message.id,
        error: { code: UNUSABLE_REPLY_ERROR, message: `${what} that holds no JSON-RPC message` }
      });
    }
  }
  /** Hands on the JSON-RPC message(s) of one JSON text (a batch is several); whether there was any. */
  deliverText(text, answers) {
    let parsed;
    try {
      parsed = parseAsSent(text);
    } catch {
      return false;
    }
    const messages = (Array.isArray(parsed) ? parsed : [parsed]).filter((m) => m && typeof m === "object");
    for (const one of messages) this.deliver(one);
    if (answers === void 0) return messages.length > 0;
    return messages.some((m) => m.method === void 0 && String(m.id) === String(answers));
  }
  /**
   * Reads an event stream as it comes, handing on each event's message; stops at the answer to `id` (a server
   * may keep the stream open after it, and the SDK does not wait for the end either). False when the stream
   * ended without that answer.
   */
  async readEvents(response, id) {
    if (!response.body) return false;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      for (; ; ) {
        const { done, value } = await reader.read();
        buffer += value ?? "";
        const blocks = buffer.split(/\r?\n\r?\n/);
        buffer = done ? "" : blocks.pop() ?? "";
        for (const data of blocks.flatMap(eventData)) {
          if (this.deliverText(data, id)) return true;
        }
        if (done) return false;
      }
    } finally {
      await reader.cancel().catch(() => void 0);
    }
  }
  deliver(message) {
    if (!this.closed) this.onmessage?.(message);
  }
  async close() {
    if (this.closed) return;
    this.closed = true;
    this.aborter.abort();
    this.onclose?.();
  }
};

// src/mcp/json-rpc-client.ts
var LATEST_PROTOCOL_VERSION = "2025-11-25";
var SUPPORTED_PROTOCOL_VERSIONS = [
  LATEST_PROTOCOL_VERSION,
  "2025-06-18",
  "2025-03-26",
  "2024-11-05",
  "2024-10-07"
];
var MODERN_PROTOCOL_VERSION = "2026-07-28";
var META_KEYS = {
  protocolVersion: "io.modelcontextprotocol/protocolVersion",
  clientInfo: "io.modelcontextprotocol/clientInfo",
  clientCapabilities: "io.modelcontextprotocol/clientCapabilities",
  serverInfo: "io.modelcontextprotocol/serverInfo"
};
var ErrorCode = {
  ConnectionClosed: -32e3,
  RequestTimeout: -32001,
  MethodNotFound: -32601,
  UnsupportedProtocolVersion: -32022
};
var McpError = class extends Error {
  constructor(code, text, data, fromServer = false) {
    super(`MCP error ${code}: ${text}`);
    this.code = code;
    this.text = text;
    this.data = data;
    this.fromServer = fromServer;
    this.name = "McpError";
  }
  code;
  text;
  data;
  fromServer;
  static {
    __name(this, "McpError");
  }
};
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function initializeProblem(result) {
  if (typeof result.protocolVersion !== "string") return "protocolVersion is not a string";
  if (!isObject(result.capabilities)) return "capabilities is not an object";
  for (const key of ["tools", "prompts", "resources", "logging", "completions"]) {
    const value = result.capabilities[key];
    if (value !== void 0 && !isObject(value)) return `capabilities.${key} is not an object`;
  }
  const info = result.serverInfo;
  if (!isObject(info)) return "serverInfo is not an object";
  if (typeof info.name !== "string" || typeof info.version !== "string") {
    return "serverInfo.name and serverInfo.version must be strings";
  }
  if (result.instructions !== void 0 && typeof result.instructions !== "string") {
    return "instructions is not a string";
  }
  return null;
}
__name(initializeProblem, "initializeProblem");
function discoverProblem(result) {
  const versions = result.supportedVersions;
  if (!Array.isArray(versions) || !versions.every((v) => typeof v === "string")) {
    return "supportedVersions is not an array of strings";
  }
  if (!isObject(result.capabilities)) return "capabilities is not an object";
  if (result.instructions !== void 0 && typeof result.instructions !== "string") {
    return "instructions is not a string";
  }
  return null;
}
__name(discoverProblem, "discoverProblem");
function supportedList(data) {
  if (!isObject(data) || !Array.isArray(data.supported) || data.supported.length === 0) return void 0;
  return data.supported.every((v) => typeof v === "string") ? data.supported : void 0;
}
__name(supportedList, "supportedList");
function neither(probeFailure, error) {
  if (!(error instanceof McpError) || error.code === ErrorCode.ConnectionClosed) return error;
  return new Error(
    `the server answered neither server/discover (revision ${MODERN_PROTOCOL_VERSION}: ${probeFailure}) nor initialize (revisions up to ${LATEST_PROTOCOL_VERSION}: ${error.message})`
  );
}
__name(neither, "neither");
var JsonRpcClient = class {
  constructor(transport, clientInfo, kind = "stdio") {
    this.transport = transport;
    this.clientInfo = clientInfo;
    this.kind = kind;
    transport.onmessage = (message) => this.onMessage(message);
    transport.onclose = () => this.onClose();
    transport.onerror = () => void 0;
  }
  transport;
  clientInfo;
  kind;
  static {
    __name(this, "JsonRpcClient");
  }
  serverCapabilities;
  serverInfo;
  instructions;
  protocolVersion;
  era;
  nextId = 0;
  pending = /* @__PURE__ */ new Map();
  /** The per-request `_meta` envelope of the modern era: our version, who we are, and no capabilities. */
  envelope() {
    return {
      [META_KEYS.protocolVersion]: MODERN_PROTOCOL_VERSION,
      [META_KEYS.clientInfo]: this.clientInfo,
      [META_KEYS.clientCapabilities]: {}
    };
  }
  /**
   * Starts the transport (once) and negotiates the era: `server/discover` first; initialize when the answer is
   * not a modern one, or alongside the probe once `graceMs` passed without an answer (a slow start, or a server
   * that ignores methods it does not know, which the SDK would wait its whole timeout for). A modern answer to
   * the probe wins whenever it comes. "closed": the server ended the connection on the probe, and a fresh
   * process is needed for initialize. A server that refuses both fails with both answers.
   */
  async negotiate(timeoutMs, graceMs) {
    const probing = this.discover(timeoutMs);
    probing.catch(() => void 0);
    let timer;
    const grace = new Promise((resolve) => {
      timer = setTimeout(() => resolve("grace"), graceMs);
    });
    const early = await Promise.race([probing, grace]);
    clearTimeout(timer);
    if (early !== "grace") {
      if (early.era !== "legacy") return early.era;
      await this.initialize(timeoutMs).catch((error) => {
        throw neither(early.why, error);
      });
      return "legacy";
    }
    const initializing = this.initialize(timeoutMs);
    initializing.catch(() => void 0);
    const next = await Promise.race([
      probing.then((probe2) => ({ probe: probe2 })),
      initializing.then(
        () => ({ initialized: true }),
        (error) => ({ initializeError: error })
      )
    ]);
    if ("initialized" in next) return this.era ?? "legacy";
    const probe = "probe" in next ? next.probe : await probing;
    if (probe.era !== "legacy") return probe.era;
    await initializing.catch((error) => {
      throw neither(probe.why, error);
    });
    return "legacy";
  }
  /**
   * The `server/discover` probe, classified as the SDK v2 client does (probeClassifier.ts): modern when the
   * result offers 2026-07-28; legacy for any other answer, except -32022 listing only modern versions (an error);
   * closed when the connection ends first. On modern, the session is set up from the DiscoverResult.
   */
  async discover(timeoutMs) {
    await this.transport.start();
    let result;
    for (let corrective = false; ; corrective = true) {
      try {
        result = await this.request("server/discover", { _meta: this.envelope() }, timeoutMs, false);
        break;
      } catch (error) {
        if (!(error instanceof McpError)) throw error;
        const verdict = this.probeError(error, corrective);
        if (verdict === "retry") continue;
        return verdict;
      }
    }
    const problem = discoverProblem(result);
    if (problem) return { era: "legacy", why: `an unusable server/discover result: ${problem}` };
    const versions = result.supportedVersions;
    if (!versions.includes(MODERN_PROTOCOL_VERSION)) {
      return { era: "legacy", why: `server/discover offered ${versions.join(", ") || "no version"}` };
    }
    if (this.era === "legacy") return { era: "legacy", why: "initialize was answered first" };
    this.era = "modern";
    this.protocolVersion = MODERN_PROTOCOL_VERSION;
    this.serverCapabilities = result.capabilities;
    const meta = result._meta;
    const info = isObject(meta) ? meta[META_KEYS.serverInfo] : void 0;
    this.serverInfo = isObject(info) && typeof info.name === "string" && typeof info.version === "string" ? { name: info.name, version: info.version } : void 0;
    this.instructions = result.instructions;
    this.transport.setProtocolVersion?.(MODERN_PROTOCOL_VERSION);
    return { era: "modern" };
  }
  /**
   * A probe answered with an error, read as the SDK's probeClassifier reads it. -32022 (UnsupportedProtocolVersion):
   * a supported list with our version is worth one retry; one with only other modern versions fails (no shared
   * version); one with 2025 versions only means a 2025 server. Over HTTP, silence, a closed connection, 401/403 and
   * 5xx answers fail the listing (they say nothing of the era); any other error means a 2025-era server.
   */
  probeError(error, retried) {
    const http = this.kind === "http";
    const ours = !error.fromServer;
    if (ours && error.code === ErrorCode.ConnectionClosed && !http) return { era: "closed" };
    if (ours && error.code === ErrorCode.RequestTimeout && !http) return { era: "legacy", why: error.message };
    if (ours && http && (error.code === ErrorCode.ConnectionClosed || error.code === ErrorCode.RequestTimeout)) {
      throw new Error(`the server did not answer the server/discover probe (${error.text})`);
    }
    if (http && error.code === HTTP_STATUS_ERROR) {
      const status = error.data?.status ?? 0;
      if (status === 401) {
        throw new Error(`the server requires authorization (${error.text}); pass its credentials as a header`);
      }
      if (status === 403) throw new Error(`the server denied access (${error.text})`);
      if (status >= 500) throw new Error(`the server answered the server/discover probe with ${error.text}`);
    }
    if (http && error.code === UNUSABLE_REPLY_ERROR) {
      throw new Error(`the server answered the server/discover probe with ${error.text}`);
    }
    if (error.code === ErrorCode.UnsupportedProtocolVersion) {
      const supported = supportedList(error.data);
      const modern = supported?.filter((v) => v >= MODERN_PROTOCOL_VERSION) ?? [];
      if (modern.includes(MODERN_PROTOCOL_VERSION) && !retried) return "retry";
      if (supported && modern.length > 0) {
        throw new Error(
          `Server's protocol versions are not supported: it answered server/discover with ${error.message} and supports ${supported.join(", ")}`
        );
      }
    }
    return { era: "legacy", why: error.message };
  }
  /** The 2025 handshake; a server that already answered server/discover as a modern one keeps that era. */
  async initialize(timeoutMs) {
    await this.transport.start();
    const result = await this.request(
      "initialize",
      { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: this.clientInfo },
      timeoutMs,
      false
    );
    if (this.era === "modern") return;
    const problem = initializeProblem(result);
    if (problem) throw new Error(`Server sent an invalid initialize result: ${problem}`);
    const version = result.protocolVersion;
    if (!SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
      throw new Error(`Server's protocol version is not supported: ${version}`);
    }
    this.era = "legacy";
    this.protocolVersion = version;
    this.serverCapabilities = result.capabilities;
    this.serverInfo = result.serverInfo;
    this.instructions = result.instructions;
    this.transport.setProtocolVersion?.(version);
    await this.transport.send({ jsonrpc: "2.0", method: "notifications/initialized" });
  }
  /**
   * Sends a request; the result is the server's, as sent (any JSON object). In the modern era the envelope
   * goes into its `_meta` (keys the caller set there win, as in the SDK).
   */
  request(method, params, timeoutMs, envelope = this.era === "modern") {
    if (envelope) {
      const own = isObject(params._meta) ? params._meta : {};
      params = { ...params, _meta: { ...this.envelope(), ...own } };
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        const error = new McpError(ErrorCode.RequestTimeout, "Request timed out", { timeout: timeoutMs });
        this.transport.send({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: id, reason: String(error) } }).catch(() => void 0);
        reject(error);
      }, timeoutMs);
      this.pending.set(id, { method, resolve, reject, timer });
      this.transport.send({ jsonrpc: "2.0", id, method, params }).catch((error) => {
        this.settle(id)?.reject(error);
      });
    });
  }
  async close() {
    await this.transport.close();
  }
  settle(id) {
    const pending = this.pending.get(id);
    if (!pending) return void 0;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    return pending;
  }
  onMessage(message) {
    if (!isObject(message)) return;
    const { id, method } = message;
    if (typeof method === "string") {
      if (id === void 0) return;
      if (typeof id !== "string" && typeof id !== "number") return;
      const reply = method === "ping" ? { jsonrpc: "2.0", id, result: {} } : { jsonrpc: "2.0", id, error: { code: ErrorCode.MethodNotFound, message: "Method not found" } };
      this.transport.send(reply).catch(() => void 0);
      return;
    }
    if (typeof id !== "number" && !(typeof id === "string" && /^\d+$/.test(id))) return;
    const pending = this.settle(Number(id));
    if (!pending) return;
    if (isObject(message.error)) {
      const { code, message: text, data } = message.error;
      pending.reject(new McpError(Number(code), String(text), data, true));
    } else if (isObject(message.result)) {
      pending.resolve(message.result);
    } else {
      pending.reject(new Error(`the server answered ${pending.method} with a result that is not a JSON object`));
    }
  }
  onClose() {
    const error = new McpError(ErrorCode.ConnectionClosed, "Connection closed");
    for (const id of [...this.pending.keys()]) this.settle(id)?.reject(error);
  }
};

// src/mcp/stdio-transport.ts
var STDERR_HEAD_BYTES = 4 * 1024;
var STDERR_KEEP_BYTES = 16 * 1024;
var STDERR_TAIL_LINES = 20;
var NOISE_LINES_KEPT = 5;
var KILL_GRACE_MS = 1500;
var WORD_KEPT = 4096;
function quoteStart(text, max) {
  if (text.length <= max) return text;
  const space = text.slice(max, max + WORD_KEPT).search(/\s/);
  const end = space === -1 ? max + WORD_KEPT : max + space;
  return end >= text.length ? text : `${text.slice(0, end)}\u2026`;
}
__name(quoteStart, "quoteStart");
var NOISE_LINES_QUOTED = 3;
var NOISE_QUOTE_CHARS = 120;
function stdoutNoiseNote(count, lines) {
  if (count === 0) return "";
  const quoted = lines.slice(0, NOISE_LINES_QUOTED).map((l) => JSON.stringify(quoteStart(l, NOISE_QUOTE_CHARS)));
  const shown = Math.min(count, NOISE_LINES_QUOTED);
  const more = count > shown ? `, and ${count - shown} more` : "";
  const what = count === 1 ? "1 line that is not JSON-RPC" : `${count} lines that are not JSON-RPC`;
  return `, after printing ${what} on stdout: ${quoted.join(", ")}${more} (MCP servers must log to stderr)`;
}
__name(stdoutNoiseNote, "stdoutNoiseNote");
var PIPE_GRACE_MS = 200;
var EXIT_DRAIN_MS = 2e3;
var EXIT_AFTER_EOF_MS = 1e3;
var StdioServerTransport = class {
  constructor(options) {
    this.options = options;
    this.maxNoise = options.maxNoiseBytes ?? 1024 * 1024;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    this.failure = new Promise((_, reject) => {
      this.rejectFailure = reject;
    });
    this.failure.catch(() => void 0);
  }
  options;
  static {
    __name(this, "StdioServerTransport");
  }
  onclose;
  onerror;
  onmessage;
  /** Settles with a ServerError when the server fails in a way that ends the session. */
  failure;
  noiseLines = [];
  /** What an unexpected exit happened before, in its message. */
  finishing = "listing finished";
  noiseBytes = 0;
  /** Every non-JSON line, where noiseLines keeps only the first few. */
  noiseCount = 0;
  child;
  /** Stops ending this group on exit; called once it has been ended here. */
  releaseOnExit = /* @__PURE__ */ __name(() => void 0, "releaseOnExit");
  pending = [];
  pendingBytes = 0;
  stderr = new StreamExcerpt(STDERR_HEAD_BYTES, STDERR_KEEP_BYTES);
  failed = false;
  closing = false;
  closed;
  exited = Promise.resolve();
  pipesClosed = Promise.resolve();
  received = 0;
  rejectFailure;
  maxNoise;
  maxBytes;
  /** The server's process ended without being asked to (not by a limit of ours, nor by close()). */
  exitedByItself = false;
  get pid() {
    return this.child?.pid;
  }
  /**
   * The failure that ended the session: one already known, or the server's own exit if it comes within `ms`.
   * An exit is reported once the server's pipes drained (bounded by EXIT_DRAIN_MS), however long that takes on
   * a busy machine, so the lines it printed last are in the error.
   */
  async failureWithin(ms) {
    const known = /* @__PURE__ */ __name(() => this.failure.catch((error) => error), "known");
    if (this.failed) return known();
    await within(this.exited, this.stdoutEnded ? Math.max(ms, EXIT_AFTER_EOF_MS) : ms);
    return this.failed || this.exitedByItself ? known() : null;
  }
  /** Whether the server's stdout has ended: no answer can come any more. */
  stdoutEnded = false;
  /**
   * What the server wrote to stderr, as users should see it: the lines that look like errors (the cause a
   * server prints before its usage text or stack) and the last lines, with what was left out counted.
   */
  stderrTail() {
    return this.stderr.excerpt({ tail: STDERR_TAIL_LINES, errors: 10 });
  }
  starting;
  /**
   * Starts the server once: the caller may start it early (so that it boots while the client loads) and the
   * client's connect() then finds it started.
   */
  start() {
    this.starting ??= this.spawnServer();
    return this.starting;
  }
  async spawnServer() {
    const { command, args, cwd, env } = this.options;
    const { early } = this.options;
    const watched = early?.watched ?? startServerProcess({ command, args, cwd, env });
    const { child } = watched;
    this.child = child;
    this.releaseOnExit = endOnExit(child);
    early?.release();
    this.exited = watched.gone;
    this.pipesClosed = watched.closed;
    watched.onStdout((chunk) => this.onStdout(chunk));
    child.stdout?.once("end", () => {
      this.stdoutEnded = true;
    });
    watched.onStderr((text) => this.stderr.write(text));
    const error = await watched.started;
    if (error) {
      this.releaseOnExit();
      const what = error.code === "ENOENT" ? `command not found: "${command}" (check the command and PATH${cwd ? `, working directory ${cwd}` : ""})` : error.code === "EACCES" ? `permission denied starting "${command}" (is it executable?)` : `could not start "${command}": ${error.message}`;
      this.fail(what);
      return;
    }
    if (child.pid !== void 0) this.options.onSpawn?.(child.pid);
    void watched.exit.then(({ code, signal }) => {
      this.releaseOnExit();
      if (!this.closing) {
        this.exitedByItself = true;
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        void within(this.pipesClosed, EXIT_DRAIN_MS).then(() => {
          setImmediate(() => {
            this.flushPending();
            if (this.failed) return;
            this.fail(`the server ${how} before ${this.finishing}${stdoutNoiseNote(this.noiseCount, this.noiseLines)}`);
          });
        });
      }
    });
  }
  fail(message) {
    if (this.failed) return;
    this.failed = true;
    this.rejectFailure(new ServerError(message, this.stderrTail()));
    this.onerror?.(new Error(message));
  }
  onStdout(chunk) {
    if (this.failed) return;
    this.received += chunk.length;
    if (this.received > this.maxBytes) {
      this.fail(overLimitMessage("the server wrote to stdout", this.maxBytes));
      return;
    }
    let start = 0;
    let newline = chunk.indexOf(10);
    while (newline !== -1) {
      this.pending.push(chunk.subarray(start, newline));
      const line = Buffer.concat(this.pending).toString("utf8");
      this.pending = [];
      this.pendingBytes = 0;
      this.handleLine(line);
      if (this.failed) return;
      start = newline + 1;
      newline = chunk.indexOf(10, start);
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      this.pending.push(rest);
      this.pendingBytes += rest.length;
      this.checkPartialLine();
    }
  }
  /** The unterminated rest of stdout, read as a line (once the server has exited, nothing will end it). */
  flushPending() {
    if (this.failed || this.pending.length === 0) return;
    const line = Buffer.concat(this.pending).toString("utf8");
    this.pending = [];
    this.pendingBytes = 0;
    this.handleLine(line);
  }
  /** A long unterminated line that cannot be JSON-RPC is a flood; stop early instead of buffering it. */
  checkPartialLine() {
    if (this.pendingBytes > this.maxNoise) {
      const first = this.pending[0]?.toString("utf8", 0, 64 + WORD_KEPT).trimStart() ?? "";
      if (!first.startsWith("{")) {
        this.fail(
          `the server flooded stdout with ${this.pendingBytes} bytes that are not JSON-RPC (starting ${JSON.stringify(quoteStart(first, 40))}); MCP servers must write only JSON-RPC messages to stdout and log to stderr`
        );
      }
    }
  }
  handleLine(line) {
    const text = line.trim();
    if (text === "") return;
    let message;
    try {
      message = text.startsWith("{") ? parseAsSent(text) : void 0;
    } catch {
      message = void 0;
    }
    if (typeof message === "object" && message !== null && message.jsonrpc === "2.0") {
      this.onmessage?.(message);
      return;
    }
    this.noiseBytes += Buffer.byteLength(line);
    this.noiseCount += 1;
    if (this.noiseLines.length < NOISE_LINES_KEPT) this.noiseLines.push(quoteStart(text, 200));
    if (this.noiseBytes > this.maxNoise) {
      this.fail(
        `the server wrote over ${this.maxNoise} bytes of non-JSON output to stdout; MCP servers must log to stderr`
      );
    }
  }
  async send(message) {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed) throw new Error("the server's stdin is closed");
    const data = `${JSON.stringify(message)}
`;
    if (!stdin.write(data)) await new Promise((resolve) => stdin.once("drain", resolve));
  }
  /**
   * Ends the server's whole process tree and waits until it is gone, within a bounded time
   * (the kill grace, then the pipe grace), whatever the server and its helpers do.
   */
  close() {
    this.closed ??= this.end();
    return this.closed;
  }
  async end() {
    this.closing = true;
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null && child.pid !== void 0) {
      child.stdin?.end();
      killGroup(child, "SIGTERM");
      const kill = setTimeout(() => killGroup(child, "SIGKILL"), KILL_GRACE_MS);
      await within(this.exited, KILL_GRACE_MS + 1e3);
      clearTimeout(kill);
    }
    if (child) {
      killGroup(child, "SIGKILL");
      if (!await within(this.pipesClosed, PIPE_GRACE_MS)) {
        for (const stream of [child.stdin, child.stdout, child.stderr]) stream?.destroy();
      }
      this.releaseOnExit();
    }
    this.onclose?.();
  }
};
async function within(promise, ms) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = await Promise.race([promise.then(() => true), late]);
  clearTimeout(timer);
  return settled;
}
__name(within, "within");

// src/mcp/list.ts
var DEFAULT_MAX_PAGES = 1e3;
var EXIT_REPORT_MS = 100;
var HTTP_CLEANUP_MS = 2e3;
function stdioClient(client) {
  return {
    request: /* @__PURE__ */ __name((method, params, timeoutMs) => client.request(method, params, timeoutMs), "request"),
    capabilities: /* @__PURE__ */ __name(() => client.serverCapabilities ?? {}, "capabilities"),
    serverInfo: /* @__PURE__ */ __name(() => client.serverInfo, "serverInfo"),
    instructions: /* @__PURE__ */ __name(() => client.instructions, "instructions"),
    isTimeout: /* @__PURE__ */ __name((error) => error instanceof McpError && error.code === ErrorCode.RequestTimeout, "isTimeout"),
    close: /* @__PURE__ */ __name(() => client.close(), "close")
  };
}
__name(stdioClient, "stdioClient");
function sdkClient(client, sdk) {
  return {
    // No signal for the request: the SDK adds an abort listener per request and never removes it
    // (a warning after 10 pages). The deadline ends pending requests by closing the transport.
    request: /* @__PURE__ */ __name((method, params, timeoutMs) => client.request({ method, params }, sdk.AnyResult, { timeout: timeoutMs }), "request"),
    capabilities: /* @__PURE__ */ __name(() => client.getServerCapabilities() ?? {}, "capabilities"),
    serverInfo: /* @__PURE__ */ __name(() => client.getServerVersion(), "serverInfo"),
    instructions: /* @__PURE__ */ __name(() => client.getInstructions(), "instructions"),
    isTimeout: /* @__PURE__ */ __name((error) => error instanceof sdk.McpError && error.code === sdk.ErrorCode.RequestTimeout, "isTimeout"),
    close: /* @__PURE__ */ __name(() => client.close(), "close")
  };
}
__name(sdkClient, "sdkClient");
async function loadSdk() {
  const [{ Client }, { ErrorCode: ErrorCode2, McpError: McpError2 }, { z }] = await Promise.all([
    import("./client-NLERCT4U.js"),
    import("./types-HX65IP76.js"),
    import("./zod-XYMPPF6P.js")
  ]);
  return { Client, ErrorCode: ErrorCode2, McpError: McpError2, AnyResult: z.looseObject({}) };
}
__name(loadSdk, "loadSdk");
async function listAll(client, key, maxPages, signal, timeout, failure, cache) {
  const method = `${key}/list`;
  const items = [];
  const seen = /* @__PURE__ */ new Set();
  let cursor;
  for (let page = 1; ; page++) {
    if (page > maxPages) {
      throw new ServerError(`${method} returned more than ${maxPages} pages; stopped to avoid an endless loop`);
    }
    signal.throwIfAborted();
    const params = cursor === void 0 ? {} : { cursor };
    const result = await Promise.race([client.request(method, params, timeout()), failure]);
    const list = result[key];
    if (!Array.isArray(list)) {
      throw new ServerError(
        `${method} returned a result whose "${key}" is ${list === void 0 ? "missing" : `not an array (${typeof list})`}`
      );
    }
    items.push(...list);
    if (cache) cache.value = mergedCache(cache.value, result, page);
    const next = result.nextCursor;
    if (next === void 0 || next === null || next === "") return items;
    if (typeof next !== "string") throw new ServerError(`${method} returned a nextCursor that is not a string`);
    if (seen.has(next)) {
      throw new ServerError(
        `${method} returned the cursor ${JSON.stringify(next)} twice; stopped an endless pagination loop`
      );
    }
    seen.add(next);
    cursor = next;
  }
}
__name(listAll, "listAll");
function mergedCache(sofar, result, page) {
  const { ttlMs, cacheScope } = result;
  const valid = typeof ttlMs === "number" && Number.isSafeInteger(ttlMs) && ttlMs >= 0 && (cacheScope === "public" || cacheScope === "private");
  if (!valid || page > 1 && !sofar) return void 0;
  const here = { ttlMs, scope: cacheScope };
  if (!sofar) return here;
  return { ttlMs: Math.min(sofar.ttlMs, here.ttlMs), scope: sofar.scope === "private" ? "private" : here.scope };
}
__name(mergedCache, "mergedCache");
function describeError(error) {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  const detail = cause instanceof Error && !error.message.includes(cause.message) ? `: ${cause.message}` : "";
  return `${error.message}${detail}`;
}
__name(describeError, "describeError");
var NETWORK_WORDS = {
  ECONNREFUSED: "nothing is listening there (connection refused)",
  ENOTFOUND: "the host name does not resolve",
  EAI_AGAIN: "the host name could not be resolved just now (DNS)",
  ECONNRESET: "the connection was reset before an answer",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the host cannot be reached",
  ENETUNREACH: "the network cannot be reached",
  CERT_HAS_EXPIRED: "its TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "its TLS certificate is self-signed",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "its TLS certificate cannot be verified"
};
function networkProblem(error) {
  const text = describeError(error);
  for (const [code, words] of Object.entries(NETWORK_WORDS)) {
    if (new RegExp(`\\b${code}\\b`).test(text)) return words;
  }
  if (/\bbad port\b/.test(text)) return "fetch refuses to connect to this port (one browsers block)";
  return null;
}
__name(networkProblem, "networkProblem");
async function probeModernHttp(spec, fetch, timeoutMs) {
  const transport = new ModernHttpTransport(new URL(spec.url), { fetch, headers: spec.headers });
  const client = new JsonRpcClient(transport, { name: "mcp-token-budget", version: VERSION }, "http");
  try {
    const outcome = await client.discover(timeoutMs);
    if (outcome.era === "modern") return { client, transport };
  } catch (error) {
    await transport.close();
    if (networkProblem(error)) return null;
    if (error instanceof ServerError) throw error;
    throw new ServerError(`could not list ${spec.url}: ${describeError(error)}`);
  }
  await transport.close();
  return null;
}
__name(probeModernHttp, "probeModernHttp");
async function connectHttp(client, spec, timeoutMs, capture, http) {
  const url = new URL(spec.url);
  const requestInit = spec.headers ? { headers: spec.headers } : void 0;
  const overSse = /* @__PURE__ */ __name(async () => {
    const { SSEClientTransport } = await import("./sse-W3SKGFFV.js");
    const sse = new SSEClientTransport(url, { requestInit, fetch: http.fetch });
    http.opened.push(sse);
    try {
      await client.connect(capture(sse), { timeout: timeoutMs });
    } catch (error) {
      await sse.close().catch(() => void 0);
      throw error;
    }
    return sse;
  }, "overSse");
  if (spec.transport === "sse") {
    try {
      return { transport: await overSse(), warnings: [] };
    } catch (error) {
      http.signal.throwIfAborted();
      const network = networkProblem(error);
      throw new ServerError(
        network ? `could not connect to ${spec.url}: ${network}; is the server running at that address?` : (
          // What to do first: a table cell shows two lines of it.
          `configured as type "sse", but legacy SSE failed; if it speaks Streamable HTTP, make its type "http" (${spec.url}: ${describeError(error)})`
        )
      );
    }
  }
  const { StreamableHTTPClientTransport } = await import("./streamableHttp-PLT2BSY2.js");
  const streamable = new StreamableHTTPClientTransport(url, { requestInit, fetch: http.fetch });
  http.opened.push(streamable);
  try {
    await client.connect(capture(streamable), { timeout: timeoutMs });
    return { transport: streamable, warnings: [] };
  } catch (error) {
    await streamable.close().catch(() => void 0);
    http.signal.throwIfAborted();
    let sse;
    try {
      sse = await overSse();
    } catch (sseError) {
      const network = networkProblem(error) ?? networkProblem(sseError);
      if (network && networkProblem(sseError) === network) {
        throw new ServerError(`could not connect to ${spec.url}: ${network}; is the server running at that address?`);
      }
      throw new ServerError(
        `could not connect to ${spec.url} (is the server running, and is this its MCP endpoint?): Streamable HTTP failed (${describeError(error)}); legacy SSE failed (${describeError(sseError)})`
      );
    }
    return { transport: sse, warnings: [`${spec.url} speaks only the legacy HTTP+SSE transport`] };
  }
}
__name(connectHttp, "connectHttp");
var HELD_THREAD_MS = 250;
var MAX_GIVE_BACKS = 3;
async function listServer(spec, options = {}) {
  const sdk = spec.kind === "http" ? await loadSdk() : void 0;
  if (sdk) mark("sdk loaded");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const remaining = /* @__PURE__ */ __name(() => Math.max(1, deadline - Date.now()) + timeoutMs + 1e3, "remaining");
  const abort = new AbortController();
  const http = spec.kind === "http" ? boundedFetch(abort.signal, maxBytes) : void 0;
  const opened = [];
  let client;
  let stdio;
  let transport;
  let stage = "starting the server";
  let timer;
  let deadline = Date.now() + timeoutMs;
  let rejectTimedOut = /* @__PURE__ */ __name(() => void 0, "rejectTimedOut");
  const timedOut = new Promise((_, reject) => {
    rejectTimedOut = reject;
  });
  timedOut.catch(() => void 0);
  const arm = /* @__PURE__ */ __name((ms, from = Date.now()) => {
    clearTimeout(timer);
    deadline = from + ms;
    let givenBack = 0;
    const expire = /* @__PURE__ */ __name(() => {
      const late = Date.now() - deadline;
      if (late > HELD_THREAD_MS && givenBack < MAX_GIVE_BACKS) {
        givenBack++;
        deadline = Date.now() + late;
        timer = setTimeout(expire, late);
        return;
      }
      abort.abort();
      rejectTimedOut(new ServerError(`timed out after ${ms / 1e3} s while ${stage}${downloadHint(spec, stage)}`));
    }, "expire");
    timer = setTimeout(expire, Math.max(0, deadline - Date.now()));
  }, "arm");
  arm(timeoutMs);
  const tail = /* @__PURE__ */ __name(() => stdio?.stderrTail() ?? [], "tail");
  let protocolVersion = null;
  let era = spec.kind === "http" ? "legacy" : null;
  const capture = /* @__PURE__ */ __name((t) => {
    const original = t.setProtocolVersion?.bind(t);
    t.setProtocolVersion = (version) => {
      protocolVersion = version;
      original?.(version);
    };
    return t;
  }, "capture");
  const work = /* @__PURE__ */ __name(async () => {
    const warnings = [];
    let started;
    const startStdio = /* @__PURE__ */ __name((stdioSpec) => {
      const env = serverEnvironment(options.parentEnv ?? process.env, stdioSpec.env);
      const start = { command: stdioSpec.command, args: stdioSpec.args, cwd: stdioSpec.cwd, env };
      const early = takeEarlyServer(start);
      if (early) arm(timeoutMs, early.watched.startedAt);
      const started2 = new StdioServerTransport({
        ...start,
        maxBytes,
        onSpawn: options.onSpawn,
        ...early ? { early } : {}
      });
      opened.push(started2);
      return started2;
    }, "startStdio");
    if (spec.kind === "stdio") {
      stdio = startStdio(spec);
      transport = stdio;
      started = stdio.start();
    }
    if (stdio && spec.kind === "stdio") {
      let ours = new JsonRpcClient(stdio, { name: "mcp-token-budget", version: VERSION });
      client = stdioClient(ours);
      await started;
      stage = "waiting for the answer to server/discover or initialize";
      const negotiating = ours.negotiate(remaining(), PROBE_GRACE_MS);
      negotiating.catch(() => void 0);
      const outcome = await Promise.race([negotiating, stdio.failure.catch(() => "closed")]);
      if (outcome === "closed") {
        const fatal = await stdio.failureWithin(EXIT_REPORT_MS);
        if (fatal && !stdio.exitedByItself) throw fatal;
        abort.signal.throwIfAborted();
        await stdio.close().catch(() => void 0);
        warnings.push("the server ended its process on server/discover; it was started again for initialize");
        stdio = startStdio(spec);
        transport = stdio;
        ours = new JsonRpcClient(stdio, { name: "mcp-token-budget", version: VERSION });
        client = stdioClient(ours);
        await stdio.start();
        stage = "waiting for the answer to initialize";
        await Promise.race([ours.initialize(remaining()), stdio.failure]);
      }
      protocolVersion = ours.protocolVersion ?? null;
      era = ours.era ?? null;
    } else if (http && sdk && spec.kind === "http") {
      stage = `connecting to ${spec.url}`;
      const modern = spec.transport === "sse" ? null : await Promise.race([probeModernHttp(spec, http.fetch, remaining()), http.overLimit]);
      if (modern) {
        transport = modern.transport;
        opened.push(modern.transport);
        client = stdioClient(modern.client);
        protocolVersion = modern.client.protocolVersion ?? null;
        era = "modern";
      }
    }
    if (!client && http && sdk && spec.kind === "http") {
      const theirs = new sdk.Client({ name: "mcp-token-budget", version: VERSION }, { capabilities: {} });
      theirs.onerror = () => void 0;
      client = sdkClient(theirs, sdk);
      stage = `connecting to ${spec.url}`;
      const connected2 = await Promise.race([
        connectHttp(theirs, spec, remaining(), capture, { fetch: http.fetch, signal: abort.signal, opened }),
        http.overLimit
      ]);
      transport = connected2.transport;
      warnings.push(...connected2.warnings);
    }
    if (!client) throw new ServerError("no client for this server");
    mark("initialized");
    const failure = stdio?.failure ?? http?.overLimit ?? new Promise(() => void 0);
    const capabilities = client.capabilities();
    const info = client.serverInfo();
    const connected = client;
    const toolsCache = {};
    const listOf = /* @__PURE__ */ __name((key, cache) => listAll(connected, key, maxPages, abort.signal, remaining, failure, cache), "listOf");
    stage = "listing tools";
    const tools = await listOf("tools", toolsCache);
    mark("tools listed");
    if (!capabilities.tools) warnings.push("the server did not declare the tools capability but answered tools/list");
    let toolsAgain;
    if (options.listTwice) {
      stage = "listing tools a second time";
      toolsAgain = await listOf("tools");
    }
    const listChanged = capabilities.tools?.listChanged === true;
    const optional = /* @__PURE__ */ __name(async (key) => {
      if (!capabilities[key]) return null;
      stage = `listing ${key}`;
      try {
        return await listOf(key);
      } catch (error) {
        const fatal = await stdio?.failureWithin(EXIT_REPORT_MS);
        if (fatal) throw fatal;
        warnings.push(`could not list ${key}: ${describeError(error)}`);
        return null;
      }
    }, "optional");
    const prompts = await optional("prompts");
    const resources = await optional("resources");
    if (options.session) {
      if (options.beforeSession) {
        clearTimeout(timer);
        await options.beforeSession();
      }
      stage = "running the tool calls";
      if (stdio) stdio.finishing = "its tool calls finished";
      arm(options.sessionTimeoutMs ?? timeoutMs);
      const call = /* @__PURE__ */ __name(async (name, args, ms) => {
        try {
          const request = connected.request("tools/call", { name, arguments: args }, Math.max(1, ms));
          const result = await Promise.race([request, failure]);
          if (nestingDepth(result, RESULT_DEPTH_MAX) > RESULT_DEPTH_MAX)
            return { kind: "too-deep", levels: RESULT_DEPTH_MAX };
          return { kind: "result", result, bytes: Buffer.byteLength(JSON.stringify(result)) };
        } catch (error) {
          const fatal = error instanceof ServerError ? error : await stdio?.failureWithin(EXIT_REPORT_MS);
          if (fatal) return { kind: "crashed", message: fatal.describe() };
          if (connected.isTimeout(error)) return { kind: "timeout" };
          return { kind: "error", message: describeError(error) };
        }
      }, "call");
      await options.session({ tools, call });
    }
    if (stdio && stdio.noiseLines.length > 0) {
      warnings.push(
        `the server wrote ${stdio.noiseBytes} bytes of non-JSON text to stdout (skipped), starting with ${JSON.stringify(stdio.noiseLines[0])}; MCP servers should log to stderr`
      );
    }
    return {
      server: {
        name: info?.name ?? null,
        version: info?.version ?? null,
        protocolVersion,
        ...era ? { era } : {}
      },
      tools,
      ...toolsCache.value ? { toolsCache: toolsCache.value } : {},
      prompts,
      resources,
      instructions: client.instructions() ?? null,
      ...toolsAgain ? { toolsAgain } : {},
      ...listChanged ? { listChanged } : {},
      ...stdio && stdio.noiseLines.length > 0 ? { stdoutNoise: true } : {},
      warnings
    };
  }, "work");
  const restoreParse = sdk ? parseAsSentGlobally() : () => void 0;
  try {
    return await Promise.race([work(), timedOut]);
  } catch (error) {
    const staged = /* @__PURE__ */ __name((e) => {
      e.stage ??= stage;
      return e;
    }, "staged");
    if (error instanceof ServerError) {
      throw staged(error.stderrTail.length > 0 ? error : new ServerError(error.message, tail()));
    }
    const fatal = await stdio?.failureWithin(EXIT_REPORT_MS);
    if (fatal) throw staged(fatal);
    throw staged(new ServerError(`${stage} failed: ${describeError(error)}`, tail()));
  } finally {
    clearTimeout(timer);
    const cut = setTimeout(() => abort.abort(), Math.min(Math.max(0, deadline - Date.now()), HTTP_CLEANUP_MS));
    const closing = (async () => {
      if (spec.kind === "http" && transport && "terminateSession" in transport && !abort.signal.aborted) {
        await transport.terminateSession().catch(() => void 0);
      }
      await client?.close().catch(() => void 0);
      for (const t of opened) await t.close().catch(() => void 0);
      clearTimeout(cut);
      abort.abort();
      restoreParse();
      mark("server closed");
    })();
    if (options.closeInBackground && spec.kind === "stdio") options.closeInBackground(closing);
    else await closing;
  }
}
__name(listServer, "listServer");
var parseUsers = 0;
var nativeParse = null;
function parseAsSentGlobally() {
  if (parseUsers++ === 0) {
    const native = JSON.parse;
    nativeParse = native;
    JSON.parse = /* @__PURE__ */ __name(function parse(text, reviver) {
      return reviver === void 0 && typeof text === "string" ? parseAsSent(text) : native(text, reviver);
    }, "parse");
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--parseUsers === 0 && nativeParse) {
      JSON.parse = nativeParse;
      nativeParse = null;
    }
  };
}
__name(parseAsSentGlobally, "parseAsSentGlobally");
function packageRunner(spec) {
  if (spec.kind !== "stdio") return null;
  const name = (spec.command.split(/[\\/]/).pop() ?? "").replace(/\.(cmd|exe)$/i, "");
  const first = spec.args[0];
  if (name === "npx" || name === "bunx" || name === "uvx") return name;
  if (name === "npm" && (first === "exec" || first === "x")) return `npm ${first}`;
  if ((name === "pnpm" || name === "yarn") && first === "dlx") return `${name} dlx`;
  return null;
}
__name(packageRunner, "packageRunner");
function downloadHint(spec, stage) {
  const runner = packageRunner(spec);
  if (runner === null || !/^(starting the server|waiting for the answer to)/.test(stage)) return "";
  return `; the server is started through ${runner}, which may still have been downloading the package (its first run can take minutes): give it more time with --timeout <seconds> (the action's timeout-seconds input), or install the package first so that the run starts it from the cache`;
}
__name(downloadHint, "downloadHint");

export {
  listServer
};
//# sourceMappingURL=chunk-OOFJHATA.js.map
