/**
 * A stand-in for the model providers' APIs on 127.0.0.1, for `capture`: a client pointed at it (its base-URL
 * setting) sends its real requests here. Each request is recorded as it arrived (method, path, headers, the body
 * decoded from its content encoding) and answered with the smallest valid reply of its wire format ("ok", end of
 * turn), so the client finishes its turn and exits instead of retrying. Nothing is forwarded anywhere.
 *
 * With `toolCall`, the first turn that offers the model a tool of that name is answered with a call of it instead
 * (Anthropic Messages; OpenAI Responses: a function call, or a custom tool call when the input is text; OpenAI Chat
 * Completions: one entry of `tool_calls`): the client runs its own tool (Claude Code's ToolSearch loading an MCP
 * tool, Codex's `exec` reading `ALL_TOOLS`, Qwen Code's tool_search) and sends the next request of the same
 * conversation, which is recorded like any other and answered "ok".
 *
 * The wire formats are the four the clients speak: Anthropic Messages (Claude Code), OpenAI Chat Completions (the
 * OpenAI-compatible clients), OpenAI Responses (Codex) and Gemini's generateContent (Gemini CLI), each streamed or not.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { CODEX_CALL_ID, CODEX_CALL_ITEM_ID } from "../core/clients/codex.js";
import { TOOL_USE_ID } from "../core/clients/profiles.js";
import { CHAT_TOOL_CALL_ID } from "../core/clients/qwen-code.js";

export type Wire = "anthropic" | "openai-chat" | "openai-responses" | "gemini";

/** What a request asked for: a model turn, a token count, a model list, or something else (a health check). */
export type RequestKind = "turn" | "count" | "models" | "other";

export interface RecordedRequest {
  /** 1, 2, ... in the order they arrived. */
  seq: number;
  method: string;
  /** The path with its query, as sent. */
  path: string;
  /** Header names in lower case; credential headers' values replaced by "***" (the client had a dummy key anyway). */
  headers: Record<string, string>;
  /** The body as text, decoded from gzip/deflate/br; "" when it had none. */
  body: string;
  /** Set when the body could not be read (an encoding this Node cannot decode, or over the size limit). */
  bodyError?: string;
  wire: Wire | null;
  kind: RequestKind;
  /** Whether the client asked for a stream (and was answered with one). */
  streamed: boolean;
}

export interface Recorder {
  /** http://127.0.0.1:PORT, with no trailing slash. */
  readonly url: string;
  /** Every request so far, in order of arrival. */
  readonly requests: readonly RecordedRequest[];
  close(): Promise<void>;
}

export interface RecorderOptions {
  /** The largest body kept, in bytes (a request past it is recorded with `bodyError` and answered 413). */
  maxBodyBytes?: number;
  /** The text of every answer. */
  answer?: string;
  /** The model name put in answers and model lists. */
  model?: string;
  /** Called after each request is recorded (e.g. to stop the client after its first turn). */
  onRequest?: (request: RecordedRequest) => void;
  /**
   * Answer the first turn that offers a tool named `name` with one call of it, with this input (Anthropic,
   * Responses or Chat Completions wire); a function picks the call per turn from the request (null: answer it as
   * any other).
   */
  toolCall?: ToolCall | ((request: RecordedRequest) => ToolCall | null);
}

export interface ToolCall {
  name: string;
  /** An object (a function's arguments), or text (the input of a custom, freeform tool: Codex's `exec`). */
  input: Record<string, unknown> | string;
}

/** The id of the call the recorder makes, shaped as the API's: the client profile's first use counts the same. */
export const RECORDER_TOOL_USE_ID = TOOL_USE_ID;

/**
 * The names of the tools a request's body offers the model: Anthropic's and Responses' `tools[].name`, Chat
 * Completions' `tools[].function.name`, and the tools inside Responses namespaces, in `tools` or in an input item
 * of type `additional_tools` (Codex).
 */
export function offeredTools(request: RecordedRequest): string[] {
  if (request.kind !== "turn" || request.wire === null || request.wire === "gemini") return [];
  let body: { tools?: unknown; input?: unknown };
  try {
    body = JSON.parse(request.body) as typeof body;
  } catch {
    return [];
  }
  const names: string[] = [];
  const walk = (tools: unknown) => {
    if (!Array.isArray(tools)) return;
    for (const t of tools) {
      const tool = (t ?? {}) as { name?: unknown; function?: { name?: unknown }; tools?: unknown; type?: unknown };
      if (tool.type === "namespace") walk(tool.tools);
      else if (typeof tool.name === "string") names.push(tool.name);
      else if (typeof tool.function?.name === "string") names.push(tool.function.name);
    }
  };
  walk(body.tools);
  if (Array.isArray(body.input))
    for (const item of body.input)
      if ((item as { type?: unknown } | null)?.type === "additional_tools") walk((item as { tools?: unknown }).tools);
  return names;
}

/** Whether a request's body offers the model a tool of this name (offeredTools). */
export function offersTool(request: RecordedRequest, name: string): boolean {
  return offeredTools(request).includes(name);
}

const DEFAULT_MAX_BODY = 64 * 1024 * 1024;
const CREDENTIAL_HEADERS = new Set(["authorization", "x-api-key", "x-goog-api-key", "api-key", "proxy-authorization"]);

/** Which wire and kind a request path belongs to; the Gemini paths carry the model and method after a colon. */
export function classifyPath(method: string, path: string): { wire: Wire | null; kind: RequestKind } {
  const route = path.split("?")[0] ?? "";
  if (/\/messages\/count_tokens$/.test(route)) return { wire: "anthropic", kind: "count" };
  if (/\/messages$/.test(route)) return { wire: "anthropic", kind: "turn" };
  if (/\/chat\/completions$/.test(route)) return { wire: "openai-chat", kind: "turn" };
  if (/\/responses$/.test(route)) return { wire: "openai-responses", kind: "turn" };
  if (/:(stream)?generateContent$/i.test(route)) return { wire: "gemini", kind: "turn" };
  if (/:countTokens$/.test(route)) return { wire: "gemini", kind: "count" };
  if (method === "GET" && /\/models$/.test(route)) return { wire: null, kind: "models" };
  return { wire: null, kind: "other" };
}

function decodeBody(raw: Buffer, encoding: string | undefined): { body: string; error?: string } {
  const codings = (encoding ?? "")
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== "" && c !== "identity")
    .reverse();
  let bytes = raw;
  for (const coding of codings) {
    if (coding === "gzip" || coding === "x-gzip") bytes = gunzipSync(bytes);
    else if (coding === "deflate") bytes = inflateSync(bytes);
    else if (coding === "br") bytes = brotliDecompressSync(bytes);
    else return { body: "", error: `the body is in the ${coding} encoding, which this Node cannot decode` };
  }
  return { body: bytes.toString("utf8") };
}

function wantsStream(wire: Wire | null, path: string, body: string): boolean {
  if (wire === "gemini") return /:streamGenerateContent/i.test(path);
  try {
    return (JSON.parse(body) as { stream?: unknown }).stream === true;
  } catch {
    return false;
  }
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}

function sendEvents(res: ServerResponse, events: readonly { event?: string; data: unknown }[]): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  for (const { event, data } of events) {
    const payload = typeof data === "string" ? data : JSON.stringify(data);
    res.write(`${event ? `event: ${event}\n` : ""}data: ${payload}\n\n`);
  }
  res.end();
}

function answerAnthropic(res: ServerResponse, stream: boolean, model: string, text: string): void {
  const usage = { input_tokens: 1, output_tokens: 1 };
  const message = { id: "msg_recorder", type: "message", role: "assistant", model, stop_sequence: null, usage };
  if (!stream) {
    sendJson(res, 200, { ...message, content: [{ type: "text", text }], stop_reason: "end_turn" });
    return;
  }
  sendEvents(res, [
    {
      event: "message_start",
      data: { type: "message_start", message: { ...message, content: [], stop_reason: null } },
    },
    {
      event: "content_block_start",
      data: { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
    },
    {
      event: "content_block_delta",
      data: { type: "content_block_delta", index: 0, delta: { type: "text_delta", text } },
    },
    { event: "content_block_stop", data: { type: "content_block_stop", index: 0 } },
    {
      event: "message_delta",
      data: {
        type: "message_delta",
        delta: { stop_reason: "end_turn", stop_sequence: null },
        usage: { output_tokens: 1 },
      },
    },
    { event: "message_stop", data: { type: "message_stop" } },
  ]);
}

/** An Anthropic answer that calls one tool (stop_reason tool_use), streamed or not. */
function answerAnthropicToolUse(res: ServerResponse, stream: boolean, model: string, call: ToolCall): void {
  const usage = { input_tokens: 1, output_tokens: 1 };
  const message = { id: "msg_recorder", type: "message", role: "assistant", model, stop_sequence: null, usage };
  const input = typeof call.input === "string" ? { input: call.input } : call.input;
  const block = { type: "tool_use", id: RECORDER_TOOL_USE_ID, name: call.name, input };
  if (!stream) {
    sendJson(res, 200, { ...message, content: [block], stop_reason: "tool_use" });
    return;
  }
  sendEvents(res, [
    {
      event: "message_start",
      data: { type: "message_start", message: { ...message, content: [], stop_reason: null } },
    },
    {
      event: "content_block_start",
      data: { type: "content_block_start", index: 0, content_block: { ...block, input: {} } },
    },
    {
      event: "content_block_delta",
      data: {
        type: "content_block_delta",
        index: 0,
        delta: { type: "input_json_delta", partial_json: JSON.stringify(input) },
      },
    },
    { event: "content_block_stop", data: { type: "content_block_stop", index: 0 } },
    {
      event: "message_delta",
      data: {
        type: "message_delta",
        delta: { stop_reason: "tool_use", stop_sequence: null },
        usage: { output_tokens: 1 },
      },
    },
    { event: "message_stop", data: { type: "message_stop" } },
  ]);
}

/** The ids of the call the recorder makes on the Responses wire (shaped as the API's; the codex profile counts them). */
export const RECORDER_CALL_ID = CODEX_CALL_ID;
const RECORDER_CALL_ITEM_ID = CODEX_CALL_ITEM_ID;

/**
 * A Responses answer that calls one tool: a `function_call` (arguments as JSON text) or, when the input is text, a
 * `custom_tool_call` (a freeform tool such as Codex's `exec`), streamed or not.
 */
function answerResponsesToolCall(res: ServerResponse, stream: boolean, model: string, call: ToolCall): void {
  const custom = typeof call.input === "string";
  const done = custom
    ? {
        type: "custom_tool_call",
        id: RECORDER_CALL_ITEM_ID,
        status: "completed",
        call_id: RECORDER_CALL_ID,
        name: call.name,
        input: call.input,
      }
    : {
        type: "function_call",
        id: RECORDER_CALL_ITEM_ID.replace("ctc_", "fc_"),
        status: "completed",
        call_id: RECORDER_CALL_ID,
        name: call.name,
        arguments: JSON.stringify(call.input),
      };
  const response = (status: string, output: unknown[]) => ({
    id: "resp_recorder",
    object: "response",
    created_at: 0,
    status,
    model,
    output,
    usage:
      status === "completed"
        ? {
            input_tokens: 1,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens: 1,
            output_tokens_details: { reasoning_tokens: 0 },
            total_tokens: 2,
          }
        : null,
  });
  if (!stream) {
    sendJson(res, 200, response("completed", [done]));
    return;
  }
  const text = custom ? (call.input as string) : JSON.stringify(call.input);
  const added = custom
    ? { ...done, status: "in_progress", input: "" }
    : { ...done, status: "in_progress", arguments: "" };
  const events: { type: string; [key: string]: unknown }[] = [
    { type: "response.created", response: response("in_progress", []) },
    { type: "response.in_progress", response: response("in_progress", []) },
    { type: "response.output_item.added", output_index: 0, item: added },
    custom
      ? { type: "response.custom_tool_call_input.delta", item_id: done.id, output_index: 0, delta: text }
      : { type: "response.function_call_arguments.delta", item_id: done.id, output_index: 0, delta: text },
    custom
      ? { type: "response.custom_tool_call_input.done", item_id: done.id, output_index: 0, input: text }
      : { type: "response.function_call_arguments.done", item_id: done.id, output_index: 0, arguments: text },
    { type: "response.output_item.done", output_index: 0, item: done },
    { type: "response.completed", response: response("completed", [done]) },
  ];
  sendEvents(
    res,
    events.map((data, i) => ({ event: data.type, data: { ...data, sequence_number: i } })),
  );
}

/**
 * A Chat Completions answer of one assistant message, whole or streamed: `deltas` are the message as the API
 * streams it (before the last chunk, which carries the finish reason and the usage).
 */
function answerChatMessage(
  res: ServerResponse,
  stream: boolean,
  model: string,
  answer: { message: Record<string, unknown>; deltas: Array<Record<string, unknown>>; finish: string },
): void {
  const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
  const base = { id: "chatcmpl-recorder", created: 0, model };
  if (!stream) {
    sendJson(res, 200, {
      ...base,
      object: "chat.completion",
      choices: [{ index: 0, message: answer.message, finish_reason: answer.finish }],
      usage,
    });
    return;
  }
  const chunk = (delta: Record<string, unknown>, finish: string | null, extra: object = {}) => ({
    ...base,
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...extra,
  });
  sendEvents(res, [
    ...answer.deltas.map((delta) => ({ data: chunk(delta, null) })),
    { data: chunk({}, answer.finish, { usage }) },
    { data: "[DONE]" },
  ]);
}

function answerChat(res: ServerResponse, stream: boolean, model: string, text: string): void {
  answerChatMessage(res, stream, model, {
    message: { role: "assistant", content: text },
    deltas: [{ role: "assistant", content: text }],
    finish: "stop",
  });
}

/** The id of the call the recorder makes on the Chat Completions wire (shaped as the API's; qwen-code counts it). */
export const RECORDER_CHAT_CALL_ID = CHAT_TOOL_CALL_ID;

/**
 * A Chat Completions answer that calls one function (finish_reason tool_calls, arguments as JSON text), streamed
 * (the call's id and name in the first delta, its arguments in the next, as the API sends them) or not.
 */
function answerChatToolCall(res: ServerResponse, stream: boolean, model: string, call: ToolCall): void {
  const args = typeof call.input === "string" ? call.input : JSON.stringify(call.input);
  const toolCall = { id: RECORDER_CHAT_CALL_ID, type: "function", function: { name: call.name, arguments: args } };
  answerChatMessage(res, stream, model, {
    message: { role: "assistant", content: null, tool_calls: [toolCall] },
    deltas: [
      {
        role: "assistant",
        content: null,
        tool_calls: [{ index: 0, ...toolCall, function: { name: call.name, arguments: "" } }],
      },
      { tool_calls: [{ index: 0, function: { arguments: args } }] },
    ],
    finish: "tool_calls",
  });
}

function answerResponses(res: ServerResponse, stream: boolean, model: string, text: string): void {
  const content = [{ type: "output_text", text, annotations: [] }];
  const item = { id: "msg_recorder", type: "message", status: "completed", role: "assistant", content };
  const usage = {
    input_tokens: 1,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: 1,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 2,
  };
  const response = (status: string, output: unknown[]) => ({
    id: "resp_recorder",
    object: "response",
    created_at: 0,
    status,
    model,
    output,
    usage: status === "completed" ? usage : null,
  });
  if (!stream) {
    sendJson(res, 200, response("completed", [item]));
    return;
  }
  const inProgress = { ...item, status: "in_progress", content: [] };
  const events: { type: string; [key: string]: unknown }[] = [
    { type: "response.created", response: response("in_progress", []) },
    { type: "response.in_progress", response: response("in_progress", []) },
    { type: "response.output_item.added", output_index: 0, item: inProgress },
    {
      type: "response.content_part.added",
      item_id: item.id,
      output_index: 0,
      content_index: 0,
      part: { type: "output_text", text: "", annotations: [] },
    },
    { type: "response.output_text.delta", item_id: item.id, output_index: 0, content_index: 0, delta: text },
    { type: "response.output_text.done", item_id: item.id, output_index: 0, content_index: 0, text },
    { type: "response.content_part.done", item_id: item.id, output_index: 0, content_index: 0, part: content[0] },
    { type: "response.output_item.done", output_index: 0, item },
    { type: "response.completed", response: response("completed", [item]) },
  ];
  sendEvents(
    res,
    events.map((data, i) => ({ event: data.type, data: { ...data, sequence_number: i } })),
  );
}

function answerGemini(res: ServerResponse, stream: boolean, model: string, text: string): void {
  const reply = {
    candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
    modelVersion: model,
  };
  if (stream) sendEvents(res, [{ data: reply }]);
  else sendJson(res, 200, reply);
}

/**
 * The smallest value of a JSON Schema (Gemini's upper-case types too): its first enum value, each required
 * property, a minimum. A client that asks for JSON (Gemini CLI's routing call) gets something it can parse.
 */
export function sampleOf(schema: unknown, depth = 0): unknown {
  if (schema === null || typeof schema !== "object" || depth > 20) return null;
  const s = schema as Record<string, unknown>;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  const type = String(Array.isArray(s.type) ? s.type[0] : (s.type ?? "")).toLowerCase();
  if (type === "object" || (type === "" && typeof s.properties === "object")) {
    const properties = (s.properties ?? {}) as Record<string, unknown>;
    const required = Array.isArray(s.required) ? s.required.map(String) : Object.keys(properties);
    return Object.fromEntries(required.map((key) => [key, sampleOf(properties[key], depth + 1)]));
  }
  if (type === "array") return [];
  if (type === "integer" || type === "number") return typeof s.minimum === "number" ? s.minimum : 1;
  if (type === "boolean") return true;
  if (type === "string") return "ok";
  return null;
}

/** The answer's text: the configured one, or a JSON value of the schema when the request asks for JSON. */
function answerText(request: RecordedRequest, text: string): string {
  if (request.wire !== "gemini") return text;
  try {
    const config = (JSON.parse(request.body) as { generationConfig?: Record<string, unknown> }).generationConfig;
    if (config?.responseMimeType !== "application/json") return text;
    return JSON.stringify(sampleOf(config.responseJsonSchema ?? config.responseSchema) ?? {});
  } catch {
    return text;
  }
}

function answer(res: ServerResponse, request: RecordedRequest, model: string, configured: string): void {
  const text = answerText(request, configured);
  if (request.kind === "models") {
    sendJson(res, 200, {
      object: "list",
      data: [{ id: model, object: "model", created: 0, owned_by: "recorder" }],
      models: [{ name: `models/${model}` }],
    });
    return;
  }
  if (request.kind === "count") {
    sendJson(res, 200, request.wire === "gemini" ? { totalTokens: 1 } : { input_tokens: 1 });
    return;
  }
  if (request.kind === "other") {
    sendJson(res, request.method === "HEAD" || request.method === "GET" ? 200 : 404, {});
    return;
  }
  if (request.wire === "anthropic") answerAnthropic(res, request.streamed, model, text);
  else if (request.wire === "openai-chat") answerChat(res, request.streamed, model, text);
  else if (request.wire === "openai-responses") answerResponses(res, request.streamed, model, text);
  else answerGemini(res, request.streamed, model, text);
}

function recordedHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers[name] = CREDENTIAL_HEADERS.has(name) ? "***" : Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

/** Starts the recorder on 127.0.0.1 at a free port (loopback only: it is never reachable from elsewhere). */
export async function startRecorder(options: RecorderOptions = {}): Promise<Recorder> {
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const model = options.model ?? "recorder-model";
  const text = options.answer ?? "ok";
  const requests: RecordedRequest[] = [];
  let called = false;
  const toolCallFor = (request: RecordedRequest): ToolCall | null => {
    const wanted = options.toolCall;
    if (!wanted) return null;
    const call = typeof wanted === "function" ? wanted(request) : wanted;
    return call && offersTool(request, call.name) ? call : null;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on("end", () => {
      const method = req.method ?? "GET";
      const path = req.url ?? "/";
      const { wire, kind } = classifyPath(method, path);
      let decoded: { body: string; error?: string };
      if (tooLarge) decoded = { body: "", error: `the body is over ${maxBody} bytes` };
      else {
        try {
          decoded = decodeBody(Buffer.concat(chunks), req.headers["content-encoding"]);
        } catch {
          decoded = { body: "", error: `the body is not valid ${req.headers["content-encoding"]} data` };
        }
      }
      const request: RecordedRequest = {
        seq: requests.length + 1,
        method,
        path,
        headers: recordedHeaders(req),
        body: decoded.body,
        ...(decoded.error ? { bodyError: decoded.error } : {}),
        wire,
        kind,
        streamed: kind === "turn" && wantsStream(wire, path, decoded.body),
      };
      requests.push(request);
      options.onRequest?.(request);
      if (tooLarge) sendJson(res, 413, { error: { message: decoded.error } });
      else {
        const call = called ? null : toolCallFor(request);
        if (call && request.wire === "anthropic") {
          called = true;
          answerAnthropicToolUse(res, request.streamed, model, call);
        } else if (call && request.wire === "openai-responses") {
          called = true;
          answerResponsesToolCall(res, request.streamed, model, call);
        } else if (call && request.wire === "openai-chat") {
          called = true;
          answerChatToolCall(res, request.streamed, model, call);
        } else answer(res, request, model, text);
      }
    });
    req.on("error", () => res.destroy());
  });
  server.keepAliveTimeout = 1000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
