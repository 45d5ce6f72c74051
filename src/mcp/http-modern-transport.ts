/**
 * Streamable HTTP as revision 2026-07-28 uses it: no session, one POST per message, every request carrying its
 * protocol version in `_meta` and, as headers, `MCP-Protocol-Version`, `Mcp-Method` and (for the methods that
 * name something) `Mcp-Name`, derived from the message as the SDK v2 client derives them
 * (`_applyBodyDerivedHeaders`). The answer is JSON or an event stream of JSON-RPC messages; both are handed to
 * the JsonRpcClient as they were sent (numbers and key order kept, as on stdio).
 *
 * An HTTP error answer becomes a JSON-RPC error for the request it answered: the server's own JSON-RPC error
 * when its body holds one (a 2025 server's "Bad Request: Server not initialized", a -32022), else an error of
 * code HTTP_STATUS_ERROR with the status in `data`, so that the server/discover probe can be classified as
 * the SDK classifies it (401/403 and 5xx fail, other 4xx mean a 2025-era server).
 */
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { parseAsSent } from "../core/json-as-sent.js";

/** The code of an HTTP error answer with no JSON-RPC error in its body (not a JSON-RPC code: outside its range). */
export const HTTP_STATUS_ERROR = -33000;
/** A 2xx answer that holds no JSON-RPC message (the SDK's ClientHttpUnexpectedContent). */
export const UNUSABLE_REPLY_ERROR = -33001;

/** The methods whose request names something, and the field that names it (the SDK's MCP_NAME_HEADER_SOURCE). */
const NAME_FIELD: Readonly<Record<string, string>> = {
  "tools/call": "name",
  "prompts/get": "name",
  "resources/read": "uri",
};

const PROTOCOL_VERSION_KEY = "io.modelcontextprotocol/protocolVersion";

/**
 * A header value as the SDK v2 encodes one: printable ASCII as it is, anything else (or surrounding spaces, or
 * an empty value) as `=?base64?<utf-8 in base64>?=`.
 */
export function encodeHeaderValue(value: string): string {
  const plain =
    value.length > 0 &&
    value === value.trim() &&
    !(value.startsWith("=?base64?") && value.endsWith("?=")) &&
    [...value].every((c) => c === "\t" || (c >= " " && c <= "~"));
  return plain ? value : `=?base64?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

type Request = { jsonrpc: "2.0"; id: string | number; method: string; params?: Record<string, unknown> };

function isRequest(message: JSONRPCMessage): message is JSONRPCMessage & Request {
  return "method" in message && "id" in message;
}

/** The JSON-RPC error an error body holds, if it holds one. */
function errorInBody(text: string): { code: number; message: string; data?: unknown } | undefined {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown; data?: unknown } };
    const error = parsed?.error;
    if (!error || typeof error.code !== "number") return undefined;
    return {
      code: error.code,
      message: typeof error.message === "string" ? error.message : "",
      ...(error.data !== undefined ? { data: error.data } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The data of one event-stream event (its `data:` lines joined), or nothing for a comment or keep-alive. */
function eventData(block: string): string[] {
  const lines = block.split(/\r?\n/).filter((line) => line.startsWith("data:"));
  if (lines.length === 0) return [];
  return [lines.map((line) => line.slice(line.startsWith("data: ") ? 6 : 5)).join("\n")];
}

export interface ModernHttpOptions {
  /** The fetch to use: the listing's bounded one (its deadline and byte limit hold here too; it cuts error bodies). */
  fetch: typeof fetch;
  /** Headers of the server's configuration (e.g. Authorization), sent with every request. */
  headers?: Record<string, string>;
}

export class ModernHttpTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private closed = false;
  private readonly aborter = new AbortController();

  constructor(
    private readonly url: URL,
    private readonly options: ModernHttpOptions,
  ) {}

  async start(): Promise<void> {}

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) throw new Error("the connection is closed");
    const headers = new Headers(this.options.headers);
    headers.set("content-type", "application/json");
    headers.set("accept", "application/json, text/event-stream");
    if (isRequest(message)) {
      const meta = message.params?._meta as Record<string, unknown> | undefined;
      const version = meta?.[PROTOCOL_VERSION_KEY];
      if (typeof version === "string") {
        headers.set("mcp-protocol-version", version);
        headers.set("mcp-method", message.method);
        const field = NAME_FIELD[message.method];
        const name = field ? message.params?.[field] : undefined;
        if (typeof name === "string") headers.set("mcp-name", encodeHeaderValue(name));
      }
    }
    const response = await this.options.fetch(this.url, {
      method: "POST",
      headers,
      body: JSON.stringify(message),
      signal: this.aborter.signal,
    });
    // A notification or a response of ours is acknowledged (202) with no message to hand on.
    if (!isRequest(message)) {
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    if (!response.ok) {
      const text = await response.text();
      const own = response.status === 401 || response.status === 403 || response.status >= 500;
      // The bounded fetch has already cut an error body short, with its size.
      const body = text.trim() ? `: ${text.trim()}` : "";
      const error = (!own && errorInBody(text)) || {
        code: HTTP_STATUS_ERROR,
        message: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}${body}`,
        data: { status: response.status },
      };
      this.deliver({ jsonrpc: "2.0", id: message.id, error } as JSONRPCMessage);
      return;
    }
    const type = response.headers.get("content-type") ?? "";
    const answered = type.includes("text/event-stream")
      ? await this.readEvents(response, message.id)
      : this.deliverText(await response.text());
    if (!answered) {
      const what = type ? `a ${type.split(";")[0]} answer` : "an answer with no content type";
      this.deliver({
        jsonrpc: "2.0",
        id: message.id,
        error: { code: UNUSABLE_REPLY_ERROR, message: `${what} that holds no JSON-RPC message` },
      } as JSONRPCMessage);
    }
  }

  /** Hands on the JSON-RPC message(s) of one JSON text (a batch is several); whether there was any. */
  private deliverText(text: string, answers?: string | number): boolean {
    let parsed: unknown;
    try {
      parsed = parseAsSent(text);
    } catch {
      return false;
    }
    const messages = (Array.isArray(parsed) ? parsed : [parsed]).filter((m) => m && typeof m === "object");
    for (const one of messages) this.deliver(one as JSONRPCMessage);
    if (answers === undefined) return messages.length > 0;
    return messages.some((m) => m.method === undefined && String(m.id) === String(answers));
  }

  /**
   * Reads an event stream as it comes, handing on each event's message; stops at the answer to `id` (a server
   * may keep the stream open after it, and the SDK does not wait for the end either). False when the stream
   * ended without that answer.
   */
  private async readEvents(response: Response, id: string | number): Promise<boolean> {
    if (!response.body) return false;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        buffer += value ?? "";
        const blocks = buffer.split(/\r?\n\r?\n/);
        buffer = done ? "" : (blocks.pop() ?? "");
        for (const data of blocks.flatMap(eventData)) {
          if (this.deliverText(data, id)) return true;
        }
        if (done) return false;
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }

  private deliver(message: JSONRPCMessage): void {
    if (!this.closed) this.onmessage?.(message);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.aborter.abort();
    this.onclose?.();
  }
}
