/**
 * The MCP client for stdio servers: initialize, then requests by id, on our own transport. The SDK's Client
 * does the same, but loading it (and zod, with which it builds every schema of the protocol at import) was
 * a third of a cold start. This one does what listing and tool calls need, the way the SDK does it:
 * - initialize with the SDK's latest protocol version, accepting any version the SDK supports and refusing
 *   others with the SDK's message; then notifications/initialized;
 * - each request has its timeout, after which it fails with the SDK's RequestTimeout error (-32001) and the
 *   server is sent notifications/cancelled; an error answer is an McpError-like "MCP error <code>: <message>";
 *   when the transport closes, pending requests fail with ConnectionClosed (-32000); an answer whose result is
 *   not an object fails its request at once (the SDK drops it and waits for the timeout);
 * - the server's own requests: `ping` is answered, anything else gets "Method not found" (-32601), as a
 *   client without capabilities answers them; notifications are ignored.
 * The protocol constants are checked against the SDK's exports by test/json-rpc-client.test.ts, which also
 * lists real servers through both clients and compares the listings.
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/** As the SDK's LATEST_PROTOCOL_VERSION and SUPPORTED_PROTOCOL_VERSIONS (test/json-rpc-client.test.ts). */
export const LATEST_PROTOCOL_VERSION = "2025-11-25";
export const SUPPORTED_PROTOCOL_VERSIONS: readonly string[] = [
  LATEST_PROTOCOL_VERSION,
  "2025-06-18",
  "2025-03-26",
  "2024-11-05",
  "2024-10-07",
];

/** The SDK's ErrorCode values this client uses. */
export const ErrorCode = { ConnectionClosed: -32000, RequestTimeout: -32001, MethodNotFound: -32601 } as const;

/** A JSON-RPC error, with the SDK's McpError message ("MCP error <code>: <message>"). */
export class McpError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(`MCP error ${code}: ${message}`);
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

export class JsonRpcClient {
  serverCapabilities: JsonObject | undefined;
  serverInfo: { name: string; version: string } | undefined;
  instructions: string | undefined;
  protocolVersion: string | undefined;

  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly transport: Transport,
    private readonly clientInfo: { name: string; version: string },
  ) {
    transport.onmessage = (message) => this.onMessage(message as unknown);
    transport.onclose = () => this.onClose();
    // Failures that end the session reach the caller through the transport's own failure promise.
    transport.onerror = () => undefined;
  }

  /** Starts the transport (once) and runs the initialize handshake. */
  async connect(timeoutMs: number): Promise<void> {
    await this.transport.start();
    const result = await this.request(
      "initialize",
      { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: this.clientInfo },
      timeoutMs,
    );
    const problem = initializeProblem(result);
    if (problem) throw new Error(`Server sent an invalid initialize result: ${problem}`);
    const version = result.protocolVersion as string;
    if (!SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
      throw new Error(`Server's protocol version is not supported: ${version}`);
    }
    this.protocolVersion = version;
    this.serverCapabilities = result.capabilities as JsonObject;
    this.serverInfo = result.serverInfo as { name: string; version: string };
    this.instructions = result.instructions as string | undefined;
    this.transport.setProtocolVersion?.(version);
    await this.transport.send({ jsonrpc: "2.0", method: "notifications/initialized" });
  }

  /** Sends a request; the result is the server's, as sent (any JSON object). */
  request(method: string, params: JsonObject, timeoutMs: number): Promise<JsonObject> {
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
      pending.reject(new McpError(Number(code), String(text), data));
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
