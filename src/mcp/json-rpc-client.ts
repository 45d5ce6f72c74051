/**
 * The MCP client for stdio servers: era negotiation, then requests by id, on our own transport. The SDK's
 * Client does the same, but loading it (and zod, with which it builds every schema of the protocol at import)
 * was a third of a cold start. This one does what listing and tool calls need, the way the SDK does it:
 * - era negotiation as the SDK v2 client's `versionNegotiation: { mode: "auto" }` does it (its
 *   probeClassifier and negotiateEra): `server/discover` first, with the per-request `_meta` envelope of
 *   revision 2026-07-28; a DiscoverResult offering 2026-07-28 makes the session modern (no initialize, and
 *   every later request carries the envelope); any JSON-RPC error (other than -32022 UnsupportedProtocolVersion
 *   listing only modern versions we lack), an unusable result, or no 2026-07-28 in supportedVersions falls back
 *   to the 2025 handshake; a connection closed by the probe is reported so that the caller restarts the server
 *   for the handshake (the SDK probes on a disposable sibling process instead);
 * - the 2025 handshake: initialize with the SDK's latest protocol version, accepting any version the SDK
 *   supports and refusing others with the SDK's message; then notifications/initialized;
 * - each request has its timeout, after which it fails with the SDK's RequestTimeout error (-32001) and the
 *   server is sent notifications/cancelled; an error answer is an McpError-like "MCP error <code>: <message>";
 *   when the transport closes, pending requests fail with ConnectionClosed (-32000); an answer whose result is
 *   not an object fails its request at once (the SDK drops it and waits for the timeout);
 * - the server's own requests: `ping` is answered, anything else gets "Method not found" (-32601), as a
 *   client without capabilities answers them; notifications are ignored.
 * The protocol constants are checked against the SDK's exports by test/integration/mcp/json-rpc-client.test.ts, which also
 * lists real servers through both clients and compares the listings.
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { HTTP_STATUS_ERROR, UNUSABLE_REPLY_ERROR } from "./http-modern-transport.js";

/** As the SDK's LATEST_PROTOCOL_VERSION and SUPPORTED_PROTOCOL_VERSIONS (test/integration/mcp/json-rpc-client.test.ts). */
export const LATEST_PROTOCOL_VERSION = "2025-11-25";
export const SUPPORTED_PROTOCOL_VERSIONS: readonly string[] = [
  LATEST_PROTOCOL_VERSION,
  "2025-06-18",
  "2025-03-26",
  "2024-11-05",
  "2024-10-07",
];

/** The first (and, in SDK 2.4.0, only) revision of the modern era, negotiated with `server/discover`. */
export const MODERN_PROTOCOL_VERSION = "2026-07-28";
/** The reserved `_meta` keys of revision 2026-07-28's per-request envelope (the SDK v2's *_META_KEY). */
export const META_KEYS = {
  protocolVersion: "io.modelcontextprotocol/protocolVersion",
  clientInfo: "io.modelcontextprotocol/clientInfo",
  clientCapabilities: "io.modelcontextprotocol/clientCapabilities",
  serverInfo: "io.modelcontextprotocol/serverInfo",
} as const;

/** The SDK's ErrorCode values this client uses. */
export const ErrorCode = {
  ConnectionClosed: -32000,
  RequestTimeout: -32001,
  MethodNotFound: -32601,
  UnsupportedProtocolVersion: -32022,
} as const;

/** legacy: the 2025 handshake (initialize); modern: revision 2026-07-28 and later (server/discover). */
export type Era = "legacy" | "modern";

/** A JSON-RPC error, with the SDK's McpError message ("MCP error <code>: <message>"). */
export class McpError extends Error {
  constructor(
    readonly code: number,
    /** The error's own message, without the "MCP error <code>: " prefix. */
    readonly text: string,
    readonly data?: unknown,
    /** Whether the server sent it (its codes may collide with ours: a 2025 HTTP server's -32000 "Bad Request"). */
    readonly fromServer = false,
  ) {
    super(`MCP error ${code}: ${text}`);
    this.name = "McpError";
  }
}

export type JsonObject = Record<string, unknown>;

interface Pending {
  method: string;
  resolve(result: JsonObject): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What an initialize result must hold (the SDK's InitializeResultSchema, in the fields a listing reads). */
function initializeProblem(result: JsonObject): string | null {
  if (typeof result.protocolVersion !== "string") return "protocolVersion is not a string";
  if (!isObject(result.capabilities)) return "capabilities is not an object";
  for (const key of ["tools", "prompts", "resources", "logging", "completions"]) {
    const value = result.capabilities[key];
    if (value !== undefined && !isObject(value)) return `capabilities.${key} is not an object`;
  }
  const info = result.serverInfo;
  if (!isObject(info)) return "serverInfo is not an object";
  if (typeof info.name !== "string" || typeof info.version !== "string") {
    return "serverInfo.name and serverInfo.version must be strings";
  }
  if (result.instructions !== undefined && typeof result.instructions !== "string") {
    return "instructions is not a string";
  }
  return null;
}

/** What a DiscoverResult must hold (the SDK v2's DiscoverResultSchema, in the fields a listing reads). */
function discoverProblem(result: JsonObject): string | null {
  const versions = result.supportedVersions;
  if (!Array.isArray(versions) || !versions.every((v) => typeof v === "string")) {
    return "supportedVersions is not an array of strings";
  }
  if (!isObject(result.capabilities)) return "capabilities is not an object";
  if (result.instructions !== undefined && typeof result.instructions !== "string") {
    return "instructions is not a string";
  }
  return null;
}

/** The versions an UnsupportedProtocolVersion error's data lists, as the SDK reads them. */
function supportedList(data: unknown): string[] | undefined {
  if (!isObject(data) || !Array.isArray(data.supported) || data.supported.length === 0) return undefined;
  return data.supported.every((v) => typeof v === "string") ? (data.supported as string[]) : undefined;
}

/** How the server took the `server/discover` probe. */
export type ProbeOutcome =
  | { era: "modern" }
  | { era: "legacy"; why: string }
  /** The server ended the connection on the probe: a fresh process is needed for initialize. */
  | { era: "closed" };

/**
 * The error of an initialize that failed after the probe got no modern answer: with a JSON-RPC error, the
 * server speaks neither era, and the message gives both answers; anything else (a closed connection, a
 * version we do not support) is initialize's own.
 */
function neither(probeFailure: string, error: unknown): unknown {
  if (!(error instanceof McpError) || error.code === ErrorCode.ConnectionClosed) return error;
  return new Error(
    `the server answered neither server/discover (revision ${MODERN_PROTOCOL_VERSION}: ${probeFailure}) nor initialize (revisions up to ${LATEST_PROTOCOL_VERSION}: ${error.message})`,
  );
}

export class JsonRpcClient {
  serverCapabilities: JsonObject | undefined;
  serverInfo: { name: string; version: string } | undefined;
  instructions: string | undefined;
  protocolVersion: string | undefined;
  era: Era | undefined;

  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly transport: Transport,
    private readonly clientInfo: { name: string; version: string },
    /** How the probe's silence is read: on stdio a timeout or a closed pipe means a 2025 server; over HTTP it fails. */
    private readonly kind: "stdio" | "http" = "stdio",
  ) {
    transport.onmessage = (message) => this.onMessage(message as unknown);
    transport.onclose = () => this.onClose();
    // Failures that end the session reach the caller through the transport's own failure promise.
    transport.onerror = () => undefined;
  }

  /** The per-request `_meta` envelope of the modern era: our version, who we are, and no capabilities. */
  private envelope(): JsonObject {
    return {
      [META_KEYS.protocolVersion]: MODERN_PROTOCOL_VERSION,
      [META_KEYS.clientInfo]: this.clientInfo,
      [META_KEYS.clientCapabilities]: {},
    };
  }

  /**
   * Starts the transport (once) and negotiates the era: `server/discover` first; initialize when the answer is
   * not a modern one, or alongside the probe once `graceMs` passed without an answer (a slow start, or a server
   * that ignores methods it does not know, which the SDK would wait its whole timeout for). A modern answer to
   * the probe wins whenever it comes. "closed": the server ended the connection on the probe, and a fresh
   * process is needed for initialize. A server that refuses both fails with both answers.
   */
  async negotiate(timeoutMs: number, graceMs: number): Promise<Era | "closed"> {
    const probing = this.discover(timeoutMs);
    probing.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<"grace">((resolve) => {
      timer = setTimeout(() => resolve("grace"), graceMs);
    });
    const early = await Promise.race([probing, grace]);
    clearTimeout(timer);
    if (early !== "grace") {
      if (early.era !== "legacy") return early.era;
      await this.initialize(timeoutMs).catch((error: unknown) => {
        throw neither(early.why, error);
      });
      return "legacy";
    }
    const initializing = this.initialize(timeoutMs);
    initializing.catch(() => undefined);
    const next = await Promise.race([
      probing.then((probe) => ({ probe })),
      initializing.then(
        () => ({ initialized: true as const }),
        (error: unknown) => ({ initializeError: error }),
      ),
    ]);
    if ("initialized" in next) return this.era ?? "legacy";
    const probe = "probe" in next ? next.probe : await probing;
    if (probe.era !== "legacy") return probe.era;
    await initializing.catch((error: unknown) => {
      throw neither(probe.why, error);
    });
    return "legacy";
  }

  /**
   * The `server/discover` probe, classified as the SDK v2 client does (probeClassifier.ts): modern when the
   * result offers 2026-07-28; legacy for any other answer, except -32022 listing only modern versions (an error);
   * closed when the connection ends first. On modern, the session is set up from the DiscoverResult.
   */
  async discover(timeoutMs: number): Promise<ProbeOutcome> {
    await this.transport.start();
    let result: JsonObject;
    // One corrective retry, as the SDK's negotiateEra: a -32022 whose supported list holds our version.
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
    const versions = result.supportedVersions as string[];
    if (!versions.includes(MODERN_PROTOCOL_VERSION)) {
      return { era: "legacy", why: `server/discover offered ${versions.join(", ") || "no version"}` };
    }
    // initialize (sent after the grace period) was answered first: the session is a 2025 one.
    if (this.era === "legacy") return { era: "legacy", why: "initialize was answered first" };
    this.era = "modern";
    this.protocolVersion = MODERN_PROTOCOL_VERSION;
    this.serverCapabilities = result.capabilities as JsonObject;
    const meta = result._meta;
    const info = isObject(meta) ? meta[META_KEYS.serverInfo] : undefined;
    this.serverInfo =
      isObject(info) && typeof info.name === "string" && typeof info.version === "string"
        ? { name: info.name, version: info.version }
        : undefined;
    this.instructions = result.instructions as string | undefined;
    this.transport.setProtocolVersion?.(MODERN_PROTOCOL_VERSION);
    return { era: "modern" };
  }

  /**
   * A probe answered with an error, read as the SDK's probeClassifier reads it. -32022 (UnsupportedProtocolVersion):
   * a supported list with our version is worth one retry; one with only other modern versions fails (no shared
   * version); one with 2025 versions only means a 2025 server. Over HTTP, silence, a closed connection, 401/403 and
   * 5xx answers fail the listing (they say nothing of the era); any other error means a 2025-era server.
   */
  private probeError(error: McpError, retried: boolean): ProbeOutcome | "retry" {
    const http = this.kind === "http";
    const ours = !error.fromServer;
    if (ours && error.code === ErrorCode.ConnectionClosed && !http) return { era: "closed" };
    if (ours && error.code === ErrorCode.RequestTimeout && !http) return { era: "legacy", why: error.message };
    if (ours && http && (error.code === ErrorCode.ConnectionClosed || error.code === ErrorCode.RequestTimeout)) {
      throw new Error(`the server did not answer the server/discover probe (${error.text})`);
    }
    if (http && error.code === HTTP_STATUS_ERROR) {
      const status = (error.data as { status?: number } | undefined)?.status ?? 0;
      // The body (cut short, with its size, by the bounded fetch) often says what is wrong with the credentials.
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
          `Server's protocol versions are not supported: it answered server/discover with ${error.message} and supports ${supported.join(", ")}`,
        );
      }
    }
    return { era: "legacy", why: error.message };
  }

  /** The 2025 handshake; a server that already answered server/discover as a modern one keeps that era. */
  async initialize(timeoutMs: number): Promise<void> {
    await this.transport.start();
    const result = await this.request(
      "initialize",
      { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: this.clientInfo },
      timeoutMs,
      false,
    );
    if (this.era === "modern") return;
    const problem = initializeProblem(result);
    if (problem) throw new Error(`Server sent an invalid initialize result: ${problem}`);
    const version = result.protocolVersion as string;
    if (!SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
      throw new Error(`Server's protocol version is not supported: ${version}`);
    }
    this.era = "legacy";
    this.protocolVersion = version;
    this.serverCapabilities = result.capabilities as JsonObject;
    this.serverInfo = result.serverInfo as { name: string; version: string };
    this.instructions = result.instructions as string | undefined;
    this.transport.setProtocolVersion?.(version);
    await this.transport.send({ jsonrpc: "2.0", method: "notifications/initialized" });
  }

  /**
   * Sends a request; the result is the server's, as sent (any JSON object). In the modern era the envelope
   * goes into its `_meta` (keys the caller set there win, as in the SDK).
   */
  request(
    method: string,
    params: JsonObject,
    timeoutMs: number,
    envelope = this.era === "modern",
  ): Promise<JsonObject> {
    if (envelope) {
      const own = isObject(params._meta) ? params._meta : {};
      params = { ...params, _meta: { ...this.envelope(), ...own } };
    }
    const id = this.nextId++;
    return new Promise<JsonObject>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        const error = new McpError(ErrorCode.RequestTimeout, "Request timed out", { timeout: timeoutMs });
        this.transport
          .send({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: id, reason: String(error) } })
          .catch(() => undefined);
        reject(error);
      }, timeoutMs);
      this.pending.set(id, { method, resolve, reject, timer });
      this.transport.send({ jsonrpc: "2.0", id, method, params }).catch((error: Error) => {
        this.settle(id)?.reject(error);
      });
    });
  }

  async close(): Promise<void> {
    await this.transport.close();
  }

  private settle(id: number): Pending | undefined {
    const pending = this.pending.get(id);
    if (!pending) return undefined;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    return pending;
  }

  private onMessage(message: unknown): void {
    if (!isObject(message)) return;
    const { id, method } = message;
    if (typeof method === "string") {
      if (id === undefined) return; // a notification
      if (typeof id !== "string" && typeof id !== "number") return;
      const reply: JSONRPCMessage =
        method === "ping"
          ? { jsonrpc: "2.0", id, result: {} }
          : { jsonrpc: "2.0", id, error: { code: ErrorCode.MethodNotFound, message: "Method not found" } };
      this.transport.send(reply).catch(() => undefined);
      return;
    }
    // A response; the SDK matches ids as numbers too ("3" answers request 3).
    if (typeof id !== "number" && !(typeof id === "string" && /^\d+$/.test(id))) return;
    const pending = this.settle(Number(id));
    if (!pending) return;
    if (isObject(message.error)) {
      const { code, message: text, data } = message.error;
      pending.reject(new McpError(Number(code), String(text), data, true));
    } else if (isObject(message.result)) {
      pending.resolve(message.result);
    } else {
      // The SDK would drop such an answer as no message at all and wait for its timeout.
      pending.reject(new Error(`the server answered ${pending.method} with a result that is not a JSON object`));
    }
  }

  private onClose(): void {
    const error = new McpError(ErrorCode.ConnectionClosed, "Connection closed");
    for (const id of [...this.pending.keys()]) this.settle(id)?.reject(error);
  }
}
