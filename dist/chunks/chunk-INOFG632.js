import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  CHAT_TOOL_CALL_ID,
  CODEX_CALL_ID,
  CODEX_CALL_ITEM_ID,
  TOOL_USE_ID
} from "./chunk-B2CE7BYW.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/capture/recorder.ts
import { createServer } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
var RECORDER_TOOL_USE_ID = TOOL_USE_ID;
function offeredTools(request) {
  if (request.kind !== "turn" || request.wire === null || request.wire === "gemini") return [];
  let body;
  try {
    body = JSON.parse(request.body);
  } catch {
    return [];
  }
  const names = [];
  const walk = /* @__PURE__ */ __name((tools) => {
    if (!Array.isArray(tools)) return;
    for (const t of tools) {
      const tool = t ?? {};
      if (tool.type === "namespace") walk(tool.tools);
      else if (typeof tool.name === "string") names.push(tool.name);
      else if (typeof tool.function?.name === "string") names.push(tool.function.name);
    }
  }, "walk");
  walk(body.tools);
  if (Array.isArray(body.input)) {
    for (const item of body.input)
      if (item?.type === "additional_tools") walk(item.tools);
  }
  return names;
}
__name(offeredTools, "offeredTools");
function offersTool(request, name) {
  return offeredTools(request).includes(name);
}
__name(offersTool, "offersTool");
var DEFAULT_MAX_BODY = 64 * 1024 * 1024;
var CREDENTIAL_HEADERS = /* @__PURE__ */ new Set(["authorization", "x-api-key", "x-goog-api-key", "api-key", "proxy-authorization"]);
function classifyPath(method, path) {
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
__name(classifyPath, "classifyPath");
function decodeBody(raw, encoding) {
  const codings = (encoding ?? "").split(",").map((c) => c.trim().toLowerCase()).filter((c) => c !== "" && c !== "identity").reverse();
  let bytes = raw;
  for (const coding of codings) {
    if (coding === "gzip" || coding === "x-gzip") bytes = gunzipSync(bytes);
    else if (coding === "deflate") bytes = inflateSync(bytes);
    else if (coding === "br") bytes = brotliDecompressSync(bytes);
    else return { body: "", error: `the body is in the ${coding} encoding, which this Node cannot decode` };
  }
  return { body: bytes.toString("utf8") };
}
__name(decodeBody, "decodeBody");
function wantsStream(wire, path, body) {
  if (wire === "gemini") return /:streamGenerateContent/i.test(path);
  try {
    return JSON.parse(body).stream === true;
  } catch {
    return false;
  }
}
__name(wantsStream, "wantsStream");
function sendJson(res, status, value) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}
__name(sendJson, "sendJson");
function sendEvents(res, events) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  for (const { event, data } of events) {
    const payload = typeof data === "string" ? data : JSON.stringify(data);
    res.write(`${event ? `event: ${event}
` : ""}data: ${payload}

`);
  }
  res.end();
}
__name(sendEvents, "sendEvents");
function answerAnthropic(res, stream, model, text) {
  const usage = { input_tokens: 1, output_tokens: 1 };
  const message = { id: "msg_recorder", type: "message", role: "assistant", model, stop_sequence: null, usage };
  if (!stream) {
    sendJson(res, 200, { ...message, content: [{ type: "text", text }], stop_reason: "end_turn" });
    return;
  }
  sendEvents(res, [
    {
      event: "message_start",
      data: { type: "message_start", message: { ...message, content: [], stop_reason: null } }
    },
    {
      event: "content_block_start",
      data: { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }
    },
    {
      event: "content_block_delta",
      data: { type: "content_block_delta", index: 0, delta: { type: "text_delta", text } }
    },
    { event: "content_block_stop", data: { type: "content_block_stop", index: 0 } },
    {
      event: "message_delta",
      data: {
        type: "message_delta",
        delta: { stop_reason: "end_turn", stop_sequence: null },
        usage: { output_tokens: 1 }
      }
    },
    { event: "message_stop", data: { type: "message_stop" } }
  ]);
}
__name(answerAnthropic, "answerAnthropic");
function answerAnthropicToolUse(res, stream, model, call) {
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
      data: { type: "message_start", message: { ...message, content: [], stop_reason: null } }
    },
    {
      event: "content_block_start",
      data: { type: "content_block_start", index: 0, content_block: { ...block, input: {} } }
    },
    {
      event: "content_block_delta",
      data: {
        type: "content_block_delta",
        index: 0,
        delta: { type: "input_json_delta", partial_json: JSON.stringify(input) }
      }
    },
    { event: "content_block_stop", data: { type: "content_block_stop", index: 0 } },
    {
      event: "message_delta",
      data: {
        type: "message_delta",
        delta: { stop_reason: "tool_use", stop_sequence: null },
        usage: { output_tokens: 1 }
      }
    },
    { event: "message_stop", data: { type: "message_stop" } }
  ]);
}
__name(answerAnthropicToolUse, "answerAnthropicToolUse");
var RECORDER_CALL_ID = CODEX_CALL_ID;
var RECORDER_CALL_ITEM_ID = CODEX_CALL_ITEM_ID;
function answerResponsesToolCall(res, stream, model, call) {
  const custom = typeof call.input === "string";
  const done = custom ? {
    type: "custom_tool_call",
    id: RECORDER_CALL_ITEM_ID,
    status: "completed",
    call_id: RECORDER_CALL_ID,
    name: call.name,
    input: call.input
  } : {
    type: "function_call",
    id: RECORDER_CALL_ITEM_ID.replace("ctc_", "fc_"),
    status: "completed",
    call_id: RECORDER_CALL_ID,
    name: call.name,
    arguments: JSON.stringify(call.input)
  };
  const response = /* @__PURE__ */ __name((status, output) => ({
    id: "resp_recorder",
    object: "response",
    created_at: 0,
    status,
    model,
    output,
    usage: status === "completed" ? {
      input_tokens: 1,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: 1,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 2
    } : null
  }), "response");
  if (!stream) {
    sendJson(res, 200, response("completed", [done]));
    return;
  }
  const text = custom ? call.input : JSON.stringify(call.input);
  const added = custom ? { ...done, status: "in_progress", input: "" } : { ...done, status: "in_progress", arguments: "" };
  const events = [
    { type: "response.created", response: response("in_progress", []) },
    { type: "response.in_progress", response: response("in_progress", []) },
    { type: "response.output_item.added", output_index: 0, item: added },
    custom ? { type: "response.custom_tool_call_input.delta", item_id: done.id, output_index: 0, delta: text } : { type: "response.function_call_arguments.delta", item_id: done.id, output_index: 0, delta: text },
    custom ? { type: "response.custom_tool_call_input.done", item_id: done.id, output_index: 0, input: text } : { type: "response.function_call_arguments.done", item_id: done.id, output_index: 0, arguments: text },
    { type: "response.output_item.done", output_index: 0, item: done },
    { type: "response.completed", response: response("completed", [done]) }
  ];
  sendEvents(
    res,
    events.map((data, i) => ({ event: data.type, data: { ...data, sequence_number: i } }))
  );
}
__name(answerResponsesToolCall, "answerResponsesToolCall");
function answerChatMessage(res, stream, model, answer2) {
  const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
  const base = { id: "chatcmpl-recorder", created: 0, model };
  if (!stream) {
    sendJson(res, 200, {
      ...base,
      object: "chat.completion",
      choices: [{ index: 0, message: answer2.message, finish_reason: answer2.finish }],
      usage
    });
    return;
  }
  const chunk = /* @__PURE__ */ __name((delta, finish, extra = {}) => ({
    ...base,
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...extra
  }), "chunk");
  sendEvents(res, [
    ...answer2.deltas.map((delta) => ({ data: chunk(delta, null) })),
    { data: chunk({}, answer2.finish, { usage }) },
    { data: "[DONE]" }
  ]);
}
__name(answerChatMessage, "answerChatMessage");
function answerChat(res, stream, model, text) {
  answerChatMessage(res, stream, model, {
    message: { role: "assistant", content: text },
    deltas: [{ role: "assistant", content: text }],
    finish: "stop"
  });
}
__name(answerChat, "answerChat");
var RECORDER_CHAT_CALL_ID = CHAT_TOOL_CALL_ID;
function answerChatToolCall(res, stream, model, call) {
  const args = typeof call.input === "string" ? call.input : JSON.stringify(call.input);
  const toolCall = { id: RECORDER_CHAT_CALL_ID, type: "function", function: { name: call.name, arguments: args } };
  answerChatMessage(res, stream, model, {
    message: { role: "assistant", content: null, tool_calls: [toolCall] },
    deltas: [
      {
        role: "assistant",
        content: null,
        tool_calls: [{ index: 0, ...toolCall, function: { name: call.name, arguments: "" } }]
      },
      { tool_calls: [{ index: 0, function: { arguments: args } }] }
    ],
    finish: "tool_calls"
  });
}
__name(answerChatToolCall, "answerChatToolCall");
function answerResponses(res, stream, model, text) {
  const content = [{ type: "output_text", text, annotations: [] }];
  const item = { id: "msg_recorder", type: "message", status: "completed", role: "assistant", content };
  const usage = {
    input_tokens: 1,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: 1,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 2
  };
  const response = /* @__PURE__ */ __name((status, output) => ({
    id: "resp_recorder",
    object: "response",
    created_at: 0,
    status,
    model,
    output,
    usage: status === "completed" ? usage : null
  }), "response");
  if (!stream) {
    sendJson(res, 200, response("completed", [item]));
    return;
  }
  const inProgress = { ...item, status: "in_progress", content: [] };
  const events = [
    { type: "response.created", response: response("in_progress", []) },
    { type: "response.in_progress", response: response("in_progress", []) },
    { type: "response.output_item.added", output_index: 0, item: inProgress },
    {
      type: "response.content_part.added",
      item_id: item.id,
      output_index: 0,
      content_index: 0,
      part: { type: "output_text", text: "", annotations: [] }
    },
    { type: "response.output_text.delta", item_id: item.id, output_index: 0, content_index: 0, delta: text },
    { type: "response.output_text.done", item_id: item.id, output_index: 0, content_index: 0, text },
    { type: "response.content_part.done", item_id: item.id, output_index: 0, content_index: 0, part: content[0] },
    { type: "response.output_item.done", output_index: 0, item },
    { type: "response.completed", response: response("completed", [item]) }
  ];
  sendEvents(
    res,
    events.map((data, i) => ({ event: data.type, data: { ...data, sequence_number: i } }))
  );
}
__name(answerResponses, "answerResponses");
function answerGemini(res, stream, model, text) {
  const reply = {
    candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
    modelVersion: model
  };
  if (stream) sendEvents(res, [{ data: reply }]);
  else sendJson(res, 200, reply);
}
__name(answerGemini, "answerGemini");
function sampleOf(schema, depth = 0) {
  if (schema === null || typeof schema !== "object" || depth > 20) return null;
  const s = schema;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  const type = String(Array.isArray(s.type) ? s.type[0] : s.type ?? "").toLowerCase();
  if (type === "object" || type === "" && typeof s.properties === "object") {
    const properties = s.properties ?? {};
    const required = Array.isArray(s.required) ? s.required.map(String) : Object.keys(properties);
    return Object.fromEntries(required.map((key) => [key, sampleOf(properties[key], depth + 1)]));
  }
  if (type === "array") return [];
  if (type === "integer" || type === "number") return typeof s.minimum === "number" ? s.minimum : 1;
  if (type === "boolean") return true;
  if (type === "string") return "ok";
  return null;
}
__name(sampleOf, "sampleOf");
function answerText(request, text) {
  if (request.wire !== "gemini") return text;
  try {
    const config = JSON.parse(request.body).generationConfig;
    if (config?.responseMimeType !== "application/json") return text;
    return JSON.stringify(sampleOf(config.responseJsonSchema ?? config.responseSchema) ?? {});
  } catch {
    return text;
  }
}
__name(answerText, "answerText");
function answer(res, request, model, configured) {
  const text = answerText(request, configured);
  if (request.kind === "models") {
    sendJson(res, 200, {
      object: "list",
      data: [{ id: model, object: "model", created: 0, owned_by: "recorder" }],
      models: [{ name: `models/${model}` }]
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
__name(answer, "answer");
function recordedHeaders(req) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === void 0) continue;
    headers[name] = CREDENTIAL_HEADERS.has(name) ? "***" : Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}
__name(recordedHeaders, "recordedHeaders");
async function startRecorder(options = {}) {
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const model = options.model ?? "recorder-model";
  const text = options.answer ?? "ok";
  const requests = [];
  let called = false;
  const toolCallFor = /* @__PURE__ */ __name((request) => {
    const wanted = options.toolCall;
    if (!wanted) return null;
    const call = typeof wanted === "function" ? wanted(request) : wanted;
    return call && offersTool(request, call.name) ? call : null;
  }, "toolCallFor");
  const server = createServer((req, res) => {
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > maxBody) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on("end", () => {
      const method = req.method ?? "GET";
      const path = req.url ?? "/";
      const { wire, kind } = classifyPath(method, path);
      let decoded;
      if (tooLarge) decoded = { body: "", error: `the body is over ${maxBody} bytes` };
      else {
        try {
          decoded = decodeBody(Buffer.concat(chunks), req.headers["content-encoding"]);
        } catch {
          decoded = { body: "", error: `the body is not valid ${req.headers["content-encoding"]} data` };
        }
      }
      const request = {
        seq: requests.length + 1,
        method,
        path,
        headers: recordedHeaders(req),
        body: decoded.body,
        ...decoded.error ? { bodyError: decoded.error } : {},
        wire,
        kind,
        streamed: kind === "turn" && wantsStream(wire, path, decoded.body)
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
  server.keepAliveTimeout = 1e3;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: /* @__PURE__ */ __name(() => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }), "close")
  };
}
__name(startRecorder, "startRecorder");

export {
  offersTool,
  startRecorder
};
//# sourceMappingURL=chunk-INOFG632.js.map
