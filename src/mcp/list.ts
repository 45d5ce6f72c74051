/**
 * Starting a server under test and listing what it offers, exactly as sent.
 * Everything here is bounded: one deadline for start, listing and cleanup, a page limit,
 * a limit on the bytes the server may send, and the process tree (or every HTTP request and
 * stream) ended on every path.
 */
// Stdio servers are spoken to by our own small client (json-rpc-client.ts); the SDK (and zod, which it builds
// its schemas with) is loaded for HTTP servers only, whose transports it provides.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { Listing } from "../core/count.js";
import { parseAsSent } from "../core/json-as-sent.js";
import { nestingDepth } from "../core/nesting.js";
import type { ToolsCache } from "../core/report.js";
import { type EnvOptions, serverEnvironment } from "../process/env.js";
import { mark } from "../process/timing.js";
import { VERSION } from "../version.js";
import { boundedFetch } from "./bounded-fetch.js";
import { takeEarlyServer } from "./early-server.js";
import { ServerError } from "./errors.js";
import { ModernHttpTransport } from "./http-modern-transport.js";
import { JsonRpcClient, McpError as JsonRpcError, ErrorCode as JsonRpcErrorCode } from "./json-rpc-client.js";
import { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS, PROBE_GRACE_MS, RESULT_DEPTH_MAX } from "./limits.js";
import { StdioServerTransport } from "./stdio-transport.js";

export { DEFAULT_TIMEOUT_MS };

export type ServerSpec =
  | { kind: "stdio"; command: string; args: string[]; cwd?: string; env?: EnvOptions }
  | {
      kind: "http";
      url: string;
      headers?: Record<string, string>;
      /**
       * How the client connects, as a configuration file says it: "sse" (its type "sse") goes straight to the
       * legacy HTTP+SSE transport, as every client does with it; "http" and "auto" (or none: `--url`) try the
       * 2026-07-28 probe, then Streamable HTTP, then SSE.
       */
      transport?: "auto" | "http" | "sse";
    };

export interface ListOptions {
  /** One limit for start plus every listing request. */
  timeoutMs?: number;
  /** Pages per list before it is called an endless loop. */
  maxPages?: number;
  /** Most bytes the server may send while it is listed: HTTP bodies and streams, or stdout. */
  maxResponseBytes?: number;
  /** Parent environment for stdio servers (default: process.env). */
  parentEnv?: Readonly<Record<string, string | undefined>>;
  /** Called with the pid as soon as a stdio server's process exists (tests check it is gone afterwards). */
  onSpawn?: (pid: number) => void;
  /**
   * Run after listing, on the same started server, before it is ended: scripted tool calls.
   * The listing deadline no longer applies then; `sessionTimeoutMs` bounds the whole session instead.
   */
  session?: (session: ServerSession) => Promise<void>;
  /**
   * Awaited after listing, before the session's deadline starts: what the session needs that is not the
   * server's (tokenizers, model data), so that loading it never eats into the calls' own time.
   */
  beforeSession?: () => Promise<unknown>;
  /** Ask tools/list a second time in the same session (--check-stable); the listing carries it as toolsAgain. */
  listTwice?: boolean;
  sessionTimeoutMs?: number;
  /**
   * A stdio server is then ended while the caller goes on (counting, say): listServer returns (or throws) as soon
   * as the listing is done and hands over the ending, which never rejects. The caller must await it before it
   * ends: the server's process group is gone, and its pipes are closed, only then.
   */
  closeInBackground?: (closing: Promise<void>) => void;
}

/** What a tools/call gave: a result as sent, a JSON-RPC error, no answer in time, or the end of the server. */
export type CallOutcome =
  | { kind: "result"; result: Record<string, unknown>; bytes: number }
  | { kind: "too-deep"; levels: number }
  | { kind: "error"; message: string }
  | { kind: "timeout" }
  | { kind: "crashed"; message: string };

export interface ServerSession {
  /** tools/list as sent. */
  tools: readonly unknown[];
  /** Calls a tool; never throws: every way it can end is an outcome. */
  call(name: string, args: Record<string, unknown>, timeoutMs: number): Promise<CallOutcome>;
}

const DEFAULT_MAX_PAGES = 1000;
/**
 * How long to wait for a server's exit once a request failed (see StdioServerTransport.failureWithin, which
 * waits longer once the server's stdout has ended): a failed call to a live server costs no more than this.
 */
const EXIT_REPORT_MS = 100;
/** Ending an HTTP session after a listing: a server that does not answer the DELETE gets this long. */
const HTTP_CLEANUP_MS = 2000;

/** What listing and tool calls ask of a client: the SDK's over HTTP, ours over stdio. */
interface ListingClient {
  /** A request whose result is kept exactly as the server sent it. */
  request(method: string, params: Record<string, unknown>, timeoutMs: number): Promise<Record<string, unknown>>;
  capabilities(): Record<string, unknown>;
  serverInfo(): { name?: string; version?: string } | undefined;
  instructions(): string | undefined;
  /** Whether a request failed because its own timeout passed. */
  isTimeout(error: unknown): boolean;
  close(): Promise<void>;
}

function stdioClient(client: JsonRpcClient): ListingClient {
  return {
    request: (method, params, timeoutMs) => client.request(method, params, timeoutMs),
    capabilities: () => client.serverCapabilities ?? {},
    serverInfo: () => client.serverInfo,
    instructions: () => client.instructions,
    isTimeout: (error) => error instanceof JsonRpcError && error.code === JsonRpcErrorCode.RequestTimeout,
    close: () => client.close(),
  };
}

function sdkClient(client: Client, sdk: Sdk): ListingClient {
  return {
    // No signal for the request: the SDK adds an abort listener per request and never removes it
    // (a warning after 10 pages). The deadline ends pending requests by closing the transport.
    request: (method, params, timeoutMs) =>
      client.request({ method, params }, sdk.AnyResult, { timeout: timeoutMs }) as Promise<Record<string, unknown>>,
    capabilities: () => client.getServerCapabilities() ?? {},
    serverInfo: () => client.getServerVersion(),
    instructions: () => client.getInstructions(),
    isTimeout: (error) => error instanceof sdk.McpError && error.code === sdk.ErrorCode.RequestTimeout,
    close: () => client.close(),
  };
}

/** The SDK's client, and a result schema that keeps the result exactly as the server sent it. */
async function loadSdk() {
  const [{ Client }, { ErrorCode, McpError }, { z }] = await Promise.all([
    import("@modelcontextprotocol/sdk/client/index.js"),
    import("@modelcontextprotocol/sdk/types.js"),
    import("zod"),
  ]);
  // No reordering, no stripping, no rejecting.
  return { Client, ErrorCode, McpError, AnyResult: z.looseObject({}) };
}

type Sdk = Awaited<ReturnType<typeof loadSdk>>;

type ListKey = "tools" | "prompts" | "resources";

async function listAll(
  client: ListingClient,
  key: ListKey,
  maxPages: number,
  signal: AbortSignal,
  timeout: () => number,
  failure: Promise<never>,
  cache?: { value?: ListCache },
): Promise<unknown[]> {
  const method = `${key}/list`;
  const items: unknown[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 1; ; page++) {
    if (page > maxPages) {
      throw new ServerError(`${method} returned more than ${maxPages} pages; stopped to avoid an endless loop`);
    }
    // Past the deadline, the request fails and this loop must not ask again.
    signal.throwIfAborted();
    const params = cursor === undefined ? {} : { cursor };
    const result = await Promise.race([client.request(method, params, timeout()), failure]);
    const list = result[key];
    if (!Array.isArray(list)) {
      throw new ServerError(
        `${method} returned a result whose "${key}" is ${list === undefined ? "missing" : `not an array (${typeof list})`}`,
      );
    }
    items.push(...list);
    if (cache) cache.value = mergedCache(cache.value, result, page);
    const next = result.nextCursor;
    if (next === undefined || next === null || next === "") return items;
    if (typeof next !== "string") throw new ServerError(`${method} returned a nextCursor that is not a string`);
    if (seen.has(next)) {
      throw new ServerError(
        `${method} returned the cursor ${JSON.stringify(next)} twice; stopped an endless pagination loop`,
      );
    }
    seen.add(next);
    cursor = next;
  }
}

/** How long, and for whom, a client may keep a list (revision 2026-07-28's ttlMs and cacheScope). */
type ListCache = ToolsCache;

/**
 * The cache fields of a list, over its pages: the shortest ttlMs and the narrower scope, as a client that
 * keeps the whole list must; undefined when any page lacks valid ones (2025-era servers send none).
 */
function mergedCache(
  sofar: ListCache | undefined,
  result: Record<string, unknown>,
  page: number,
): ListCache | undefined {
  const { ttlMs, cacheScope } = result;
  const valid =
    typeof ttlMs === "number" &&
    Number.isSafeInteger(ttlMs) &&
    ttlMs >= 0 &&
    (cacheScope === "public" || cacheScope === "private");
  if (!valid || (page > 1 && !sofar)) return undefined;
  const here: ListCache = { ttlMs, scope: cacheScope };
  if (!sofar) return here;
  return { ttlMs: Math.min(sofar.ttlMs, here.ttlMs), scope: sofar.scope === "private" ? "private" : here.scope };
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch hides the reason (ECONNREFUSED, ENOTFOUND) in `cause`.
  const cause = (error as { cause?: unknown }).cause;
  const detail = cause instanceof Error && !error.message.includes(cause.message) ? `: ${cause.message}` : "";
  return `${error.message}${detail}`;
}

const NETWORK_WORDS: Record<string, string> = {
  ECONNREFUSED: "nothing is listening there (connection refused)",
  ENOTFOUND: "the host name does not resolve",
  EAI_AGAIN: "the host name could not be resolved just now (DNS)",
  ECONNRESET: "the connection was reset before an answer",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the host cannot be reached",
  ENETUNREACH: "the network cannot be reached",
  CERT_HAS_EXPIRED: "its TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "its TLS certificate is self-signed",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "its TLS certificate cannot be verified",
};

/**
 * Why fetch got no answer at all, in words; null for an answer it disliked. The code is in the error's
 * `cause` chain, or only in the text once the SDK's SSE transport has wrapped it ("SSE error: TypeError: ...").
 */
function networkProblem(error: unknown): string | null {
  const text = describeError(error);
  for (const [code, words] of Object.entries(NETWORK_WORDS)) {
    if (new RegExp(`\\b${code}\\b`).test(text)) return words;
  }
  // undici refuses the ports browsers block (1-1023 mostly) before connecting.
  if (/\bbad port\b/.test(text)) return "fetch refuses to connect to this port (one browsers block)";
  return null;
}

/**
 * The server/discover probe over HTTP: the modern client and its transport when the server speaks revision
 * 2026-07-28; null when it is a 2025-era server (or nothing answers: the SDK path then says why in words).
 */
async function probeModernHttp(
  spec: Extract<ServerSpec, { kind: "http" }>,
  fetch: typeof globalThis.fetch,
  timeoutMs: number,
): Promise<{ client: JsonRpcClient; transport: ModernHttpTransport } | null> {
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

async function connectHttp(
  client: Client,
  spec: Extract<ServerSpec, { kind: "http" }>,
  timeoutMs: number,
  capture: (t: Transport) => Transport,
  http: { fetch: typeof fetch; signal: AbortSignal; opened: Transport[] },
) {
  const url = new URL(spec.url);
  const requestInit = spec.headers ? { headers: spec.headers } : undefined;
  /** Connects over legacy HTTP+SSE; on failure the transport is closed and the error thrown as it came. */
  const overSse = async (): Promise<Transport> => {
    const { SSEClientTransport } = await import("@modelcontextprotocol/sdk/client/sse.js");
    // The event stream itself is fetched with `fetch` too (eventSourceInit.fetch is not set).
    const sse = new SSEClientTransport(url, { requestInit, fetch: http.fetch });
    http.opened.push(sse);
    try {
      await client.connect(capture(sse), { timeout: timeoutMs });
    } catch (error) {
      await sse.close().catch(() => undefined);
      throw error;
    }
    return sse;
  };
  if (spec.transport === "sse") {
    // The configuration says SSE: the client connects that way only, and so do we (no Streamable HTTP first).
    try {
      return { transport: await overSse(), warnings: [] as string[] };
    } catch (error) {
      http.signal.throwIfAborted();
      const network = networkProblem(error);
      throw new ServerError(
        network
          ? `could not connect to ${spec.url}: ${network}; is the server running at that address?`
          : // What to do first: a table cell shows two lines of it.
            `configured as type "sse", but legacy SSE failed; if it speaks Streamable HTTP, make its type "http" ` +
              `(${spec.url}: ${describeError(error)})`,
      );
    }
  }
  const { StreamableHTTPClientTransport } = await import("@modelcontextprotocol/sdk/client/streamableHttp.js");
  const streamable = new StreamableHTTPClientTransport(url, { requestInit, fetch: http.fetch });
  http.opened.push(streamable);
  try {
    await client.connect(capture(streamable), { timeout: timeoutMs });
    return { transport: streamable as Transport, warnings: [] as string[] };
  } catch (error) {
    await streamable.close().catch(() => undefined);
    // Past the deadline (or the byte limit), nothing new is started.
    http.signal.throwIfAborted();
    // Servers that only speak the legacy HTTP+SSE transport answer the POST with 4xx.
    let sse: Transport;
    try {
      sse = await overSse();
    } catch (sseError) {
      // Nothing answered at all: one reason, in words, instead of two transports' wrapped TypeErrors.
      const network = networkProblem(error) ?? networkProblem(sseError);
      if (network && networkProblem(sseError) === network) {
        throw new ServerError(`could not connect to ${spec.url}: ${network}; is the server running at that address?`);
      }
      throw new ServerError(
        `could not connect to ${spec.url} (is the server running, and is this its MCP endpoint?): ` +
          `Streamable HTTP failed (${describeError(error)}); legacy SSE failed (${describeError(sseError)})`,
      );
    }
    return { transport: sse, warnings: [`${spec.url} speaks only the legacy HTTP+SSE transport`] };
  }
}

/** A deadline timer this late fired after the thread was held, not after a slow server. */
const HELD_THREAD_MS = 250;
/** How many times a deadline gives back the time the thread was held. */
const MAX_GIVE_BACKS = 3;

/** Starts (or connects to) the server, lists tools, prompts and resources, and always cleans up. */
export async function listServer(spec: ServerSpec, options: ListOptions = {}): Promise<Listing> {
  // Over HTTP there is no server start to overlap with: the SDK loads before the deadline starts.
  const sdk = spec.kind === "http" ? await loadSdk() : undefined;
  if (sdk) mark("sdk loaded");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  // The SDK's own per-request timeout is set past our deadline so that our message, which says
  // what we were waiting for, is the one users see.
  // Past it by the whole timeout: a deadline given back for a held thread (below) must still be ours.
  const remaining = () => Math.max(1, deadline - Date.now()) + timeoutMs + 1000;
  // One signal for everything started for this listing; aborted at the deadline and at the end.
  const abort = new AbortController();
  const http = spec.kind === "http" ? boundedFetch(abort.signal, maxBytes) : undefined;
  const opened: Transport[] = [];
  let client: ListingClient | undefined;

  let stdio: StdioServerTransport | undefined;
  let transport: Transport | undefined;
  let stage = "starting the server";
  let timer: NodeJS.Timeout | undefined;
  let deadline = Date.now() + timeoutMs;
  let rejectTimedOut: (error: ServerError) => void = () => undefined;
  const timedOut = new Promise<never>((_, reject) => {
    rejectTimedOut = reject;
  });
  timedOut.catch(() => undefined);
  /**
   * (Re)starts the one deadline: for start and listing, then for the session after it. A timer that fires
   * late fired after this process held the thread (a model's data loading, a long count), with the server's
   * answer perhaps waiting unread: that time was ours, not the server's, so it is given back (a few times
   * at most) instead of a false "timed out" for a server that answered in time.
   */
  const arm = (ms: number, from: number = Date.now()) => {
    clearTimeout(timer);
    deadline = from + ms;
    let givenBack = 0;
    const expire = () => {
      const late = Date.now() - deadline;
      if (late > HELD_THREAD_MS && givenBack < MAX_GIVE_BACKS) {
        givenBack++;
        deadline = Date.now() + late;
        timer = setTimeout(expire, late);
        return;
      }
      abort.abort();
      rejectTimedOut(new ServerError(`timed out after ${ms / 1000} s while ${stage}${downloadHint(spec, stage)}`));
    };
    timer = setTimeout(expire, Math.max(0, deadline - Date.now()));
  };
  arm(timeoutMs);
  const tail = () => stdio?.stderrTail() ?? [];
  let protocolVersion: string | null = null;
  // Over HTTP, an SDK 1.x connection is of the 2025 era (initialize); the modern probe sets "modern".
  let era: "legacy" | "modern" | null = spec.kind === "http" ? "legacy" : null;
  // The negotiated version reaches the SDK's transport only; catch it on the way.
  const capture = (t: Transport) => {
    const original = t.setProtocolVersion?.bind(t);
    t.setProtocolVersion = (version: string) => {
      protocolVersion = version;
      original?.(version);
    };
    return t;
  };

  const work = async (): Promise<Listing> => {
    const warnings: string[] = [];
    // A stdio server is started first: it boots in its own process while the caller's tokenizers load here.
    // Its first messages wait in the pipe until the client connects.
    let started: Promise<void> | undefined;
    const startStdio = (stdioSpec: Extract<ServerSpec, { kind: "stdio" }>) => {
      const env = serverEnvironment(options.parentEnv ?? process.env, stdioSpec.env);
      const start = { command: stdioSpec.command, args: stdioSpec.args, cwd: stdioSpec.cwd, env };
      // Started before the CLI loaded, when it is this very start: the deadline counts from its start.
      const early = takeEarlyServer(start);
      if (early) arm(timeoutMs, early.watched.startedAt);
      const started = new StdioServerTransport({
        ...start,
        maxBytes,
        onSpawn: options.onSpawn,
        ...(early ? { early } : {}),
      });
      opened.push(started);
      return started;
    };
    if (spec.kind === "stdio") {
      stdio = startStdio(spec);
      transport = stdio;
      started = stdio.start();
    }
    if (stdio && spec.kind === "stdio") {
      let ours = new JsonRpcClient(stdio, { name: "mcp-token-budget", version: VERSION });
      client = stdioClient(ours);
      await started;
      // Both eras, as the SDK v2 client negotiates them: server/discover (2026-07-28), then initialize.
      stage = "waiting for the answer to server/discover or initialize";
      const negotiating = ours.negotiate(remaining(), PROBE_GRACE_MS);
      negotiating.catch(() => undefined);
      const outcome = await Promise.race([negotiating, stdio.failure.catch(() => "closed" as const)]);
      if (outcome === "closed") {
        // A limit of ours (a flood, too many bytes) ended it, or the deadline: that failure stands.
        const fatal = await stdio.failureWithin(EXIT_REPORT_MS);
        if (fatal && !stdio.exitedByItself) throw fatal;
        abort.signal.throwIfAborted();
        // A 2025-era server that ends its session on any request before initialize: the handshake gets a fresh
        // process (the SDK probes on a disposable sibling process for the same reason).
        await stdio.close().catch(() => undefined);
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
      // Both eras over HTTP too: a server/discover POST first (revision 2026-07-28, no session); the SDK 1.x
      // client's initialize (Streamable HTTP, then legacy SSE) when the answer is not a modern one.
      stage = `connecting to ${spec.url}`;
      const modern =
        spec.transport === "sse"
          ? null
          : await Promise.race([probeModernHttp(spec, http.fetch, remaining()), http.overLimit]);
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
      // Protocol-level errors surface through the failing request; keep the SDK from logging them.
      theirs.onerror = () => undefined;
      client = sdkClient(theirs, sdk);
      stage = `connecting to ${spec.url}`;
      const connected = await Promise.race([
        connectHttp(theirs, spec, remaining(), capture, { fetch: http.fetch, signal: abort.signal, opened }),
        http.overLimit,
      ]);
      transport = connected.transport;
      warnings.push(...connected.warnings);
    }
    if (!client) throw new ServerError("no client for this server");
    mark("initialized");
    const failure = stdio?.failure ?? http?.overLimit ?? new Promise<never>(() => undefined);
    const capabilities = client.capabilities();
    const info = client.serverInfo();
    const connected = client;
    const toolsCache: { value?: ListCache } = {};
    const listOf = (key: ListKey, cache?: { value?: ListCache }) =>
      listAll(connected, key, maxPages, abort.signal, remaining, failure, cache);

    stage = "listing tools";
    const tools = await listOf("tools", toolsCache);
    mark("tools listed");
    if (!capabilities.tools) warnings.push("the server did not declare the tools capability but answered tools/list");
    let toolsAgain: unknown[] | undefined;
    if (options.listTwice) {
      stage = "listing tools a second time";
      toolsAgain = await listOf("tools");
    }
    const listChanged = (capabilities.tools as { listChanged?: unknown } | undefined)?.listChanged === true;

    // Prompts and resources are information only: a failure there is a warning, not a failed run.
    const optional = async (key: "prompts" | "resources"): Promise<unknown[] | null> => {
      if (!capabilities[key]) return null;
      stage = `listing ${key}`;
      try {
        return await listOf(key);
      } catch (error) {
        // A crash surfaces first as "Connection closed"; the process's own failure says what happened.
        const fatal = await stdio?.failureWithin(EXIT_REPORT_MS);
        if (fatal) throw fatal;
        warnings.push(`could not list ${key}: ${describeError(error)}`);
        return null;
      }
    };
    const prompts = await optional("prompts");
    const resources = await optional("resources");

    if (options.session) {
      if (options.beforeSession) {
        // No deadline while our own data loads: the server only waits.
        clearTimeout(timer);
        await options.beforeSession();
      }
      stage = "running the tool calls";
      if (stdio) stdio.finishing = "its tool calls finished";
      arm(options.sessionTimeoutMs ?? timeoutMs);
      const call = async (name: string, args: Record<string, unknown>, ms: number): Promise<CallOutcome> => {
        try {
          const request = connected.request("tools/call", { name, arguments: args }, Math.max(1, ms));
          const result = await Promise.race([request, failure]);
          // Checked without recursion before anything stringifies it (which would overflow our stack).
          if (nestingDepth(result, RESULT_DEPTH_MAX) > RESULT_DEPTH_MAX)
            return { kind: "too-deep", levels: RESULT_DEPTH_MAX };
          return { kind: "result", result, bytes: Buffer.byteLength(JSON.stringify(result)) };
        } catch (error) {
          const fatal = error instanceof ServerError ? error : await stdio?.failureWithin(EXIT_REPORT_MS);
          if (fatal) return { kind: "crashed", message: fatal.describe() };
          if (connected.isTimeout(error)) return { kind: "timeout" };
          return { kind: "error", message: describeError(error) };
        }
      };
      await options.session({ tools, call });
    }

    if (stdio && stdio.noiseLines.length > 0) {
      warnings.push(
        `the server wrote ${stdio.noiseBytes} bytes of non-JSON text to stdout (skipped), starting with ${JSON.stringify(stdio.noiseLines[0])}; MCP servers should log to stderr`,
      );
    }
    return {
      server: {
        name: info?.name ?? null,
        version: info?.version ?? null,
        protocolVersion,
        ...(era ? { era } : {}),
      },
      tools,
      ...(toolsCache.value ? { toolsCache: toolsCache.value } : {}),
      prompts,
      resources,
      instructions: client.instructions() ?? null,
      ...(toolsAgain ? { toolsAgain } : {}),
      ...(listChanged ? { listChanged } : {}),
      ...(stdio && stdio.noiseLines.length > 0 ? { stdoutNoise: true as const } : {}),
      warnings,
    };
  };

  // The SDK parses HTTP bodies and events with the global JSON.parse: during this listing it keeps the
  // key order and number texts as sent (src/core/json-as-sent.ts), as our stdio client does.
  const restoreParse = sdk ? parseAsSentGlobally() : () => undefined;
  try {
    return await Promise.race([work(), timedOut]);
  } catch (error) {
    const staged = (e: ServerError) => {
      e.stage ??= stage;
      return e;
    };
    if (error instanceof ServerError) {
      throw staged(error.stderrTail.length > 0 ? error : new ServerError(error.message, tail()));
    }
    // The stdio transport's own failure (exit, flood) says more than "Connection closed".
    const fatal = await stdio?.failureWithin(EXIT_REPORT_MS);
    if (fatal) throw staged(fatal);
    throw staged(new ServerError(`${stage} failed: ${describeError(error)}`, tail()));
  } finally {
    // Cleanup is bounded too: what is still running at the deadline (or a little after a
    // listing that ended in time) is aborted; the stdio transport bounds its own close.
    clearTimeout(timer);
    const cut = setTimeout(() => abort.abort(), Math.min(Math.max(0, deadline - Date.now()), HTTP_CLEANUP_MS));
    const closing = (async () => {
      if (spec.kind === "http" && transport && "terminateSession" in transport && !abort.signal.aborted) {
        await (transport as { terminateSession(): Promise<void> }).terminateSession().catch(() => undefined);
      }
      await client?.close().catch(() => undefined);
      for (const t of opened) await t.close().catch(() => undefined);
      clearTimeout(cut);
      abort.abort();
      restoreParse();
      mark("server closed");
    })();
    // Over HTTP the global JSON.parse is ours until the close is done (restoreParse): always awaited there.
    if (options.closeInBackground && spec.kind === "stdio") options.closeInBackground(closing);
    else await closing;
  }
}

let parseUsers = 0;
let nativeParse: typeof JSON.parse | null = null;

/**
 * Replaces the global JSON.parse with parseAsSent (same values; see json-as-sent.ts) until the returned
 * function is called; listings may overlap, so the last one to end puts the native parser back.
 */
function parseAsSentGlobally(): () => void {
  if (parseUsers++ === 0) {
    const native = JSON.parse;
    nativeParse = native;
    JSON.parse = function parse(text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) {
      return reviver === undefined && typeof text === "string" ? parseAsSent(text) : native(text, reviver);
    } as typeof JSON.parse;
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

/** A package runner that may download the server before it starts it: npx, `npm exec`, pnpm dlx, yarn dlx, bunx, uvx. */
export function packageRunner(spec: ServerSpec): string | null {
  if (spec.kind !== "stdio") return null;
  const name = (spec.command.split(/[\\/]/).pop() ?? "").replace(/\.(cmd|exe)$/i, "");
  const first = spec.args[0];
  if (name === "npx" || name === "bunx" || name === "uvx") return name;
  if (name === "npm" && (first === "exec" || first === "x")) return `npm ${first}`;
  if ((name === "pnpm" || name === "yarn") && first === "dlx") return `${name} dlx`;
  return null;
}

/**
 * Why a server started through a package runner may time out before it answers: the runner was still
 * downloading the package (a first `npx -y` of a large server takes a minute or more on a busy machine).
 * Said only when the deadline passed before the server's first answer.
 */
function downloadHint(spec: ServerSpec, stage: string): string {
  const runner = packageRunner(spec);
  if (runner === null || !/^(starting the server|waiting for the answer to)/.test(stage)) return "";
  return (
    `; the server is started through ${runner}, which may still have been downloading the package (its first run ` +
    "can take minutes): give it more time with --timeout <seconds> (the action's timeout-seconds input), or " +
    "install the package first so that the run starts it from the cache"
  );
}
