import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  modelFacingOf,
  wholeCount
} from "./chunk-U2FMMFXV.js";
import {
  OWN_GROUP,
  endOnExit,
  killGroup
} from "./chunk-FCHMH2FU.js";
import {
  createRedactor
} from "./chunk-Q4NXGD22.js";
import {
  serverEnvironment
} from "./chunk-D5C4DAWP.js";
import "./chunk-AY2GYRMS.js";
import {
  TOOL_USE_ID
} from "./chunk-MNHU2QBX.js";
import {
  loadEncoders
} from "./chunk-W63QXYQJ.js";
import {
  onCleanup
} from "./chunk-WGNAU6CN.js";
import "./chunk-2CE63FBP.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/capture.ts
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// src/capture/recorder.ts
import { createServer } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
var RECORDER_TOOL_USE_ID = TOOL_USE_ID;
function offersTool(request, name) {
  if (request.kind !== "turn" || request.wire !== "anthropic") return false;
  try {
    const tools = JSON.parse(request.body).tools;
    return Array.isArray(tools) && tools.some((t) => t?.name === name);
  } catch {
    return false;
  }
}
__name(offersTool, "offersTool");
var DEFAULT_MAX_BODY = 64 * 1024 * 1024;
var CREDENTIAL_HEADERS = /* @__PURE__ */ new Set(["authorization", "x-api-key", "x-goog-api-key", "api-key", "proxy-authorization"]);
function classifyPath(method, path2) {
  const route = path2.split("?")[0] ?? "";
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
function wantsStream(wire, path2, body) {
  if (wire === "gemini") return /:streamGenerateContent/i.test(path2);
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
  const block = { type: "tool_use", id: RECORDER_TOOL_USE_ID, name: call.name, input: call.input };
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
        delta: { type: "input_json_delta", partial_json: JSON.stringify(call.input) }
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
function answerChat(res, stream, model, text) {
  const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
  const base = { id: "chatcmpl-recorder", created: 0, model };
  if (!stream) {
    sendJson(res, 200, {
      ...base,
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
      usage
    });
    return;
  }
  const chunk = /* @__PURE__ */ __name((choice, extra = {}) => ({
    ...base,
    object: "chat.completion.chunk",
    choices: [choice],
    ...extra
  }), "chunk");
  sendEvents(res, [
    { data: chunk({ index: 0, delta: { role: "assistant", content: text }, finish_reason: null }) },
    { data: chunk({ index: 0, delta: {}, finish_reason: "stop" }, { usage }) },
    { data: "[DONE]" }
  ]);
}
__name(answerChat, "answerChat");
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
      const path2 = req.url ?? "/";
      const { wire, kind } = classifyPath(method, path2);
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
        path: path2,
        headers: recordedHeaders(req),
        body: decoded.body,
        ...decoded.error ? { bodyError: decoded.error } : {},
        wire,
        kind,
        streamed: kind === "turn" && wantsStream(wire, path2, decoded.body)
      };
      requests.push(request);
      options.onRequest?.(request);
      if (tooLarge) sendJson(res, 413, { error: { message: decoded.error } });
      else if (options.toolCall && !called && offersTool(request, options.toolCall.name)) {
        called = true;
        answerAnthropicToolUse(res, request.streamed, model, options.toolCall);
      } else answer(res, request, model, text);
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

// src/core/capture/on-models.ts
var TEXT_SEPARATOR = "\n\n";
var isTools = /* @__PURE__ */ __name((part) => part.kind === "builtin-tools" || part.kind === "mcp-tools" || part.kind === "deferred-tools", "isTools");
function toolsOf(part) {
  return part.texts.map((text) => {
    try {
      const sent = JSON.parse(text);
      if (typeof sent === "object" && sent !== null && !Array.isArray(sent)) {
        return modelFacingOf(sent);
      }
    } catch {
    }
    return { name: "", inputSchema: {} };
  });
}
__name(toolsOf, "toolsOf");
async function partsOnModel(parts, counter) {
  const tools = parts.map((p) => isTools(p) ? toolsOf(p) : []);
  const upFront = /* @__PURE__ */ __name((leaveOut = -1) => parts.flatMap((p, i) => p.kind === "deferred-tools" || i === leaveOut ? [] : tools[i] ?? []), "upFront");
  const text = /* @__PURE__ */ __name((leaveOut = -1) => {
    const joined = parts.flatMap((p, i) => isTools(p) || i === leaveOut ? [] : p.texts).filter((t) => t !== "").join(TEXT_SEPARATOR);
    return joined === "" ? null : joined;
  }, "text");
  const all = await counter.count(upFront(), text());
  const base = wholeCount(all);
  const figures = [];
  for (const [i, part] of parts.entries()) {
    if (part.kind === "deferred-tools") {
      figures.push(wholeCount(await counter.count([...upFront(), ...tools[i] ?? []], text())) - base);
    } else if (isTools(part)) {
      figures.push((tools[i] ?? []).length === 0 ? 0 : base - wholeCount(await counter.count(upFront(i), text())));
    } else {
      figures.push(part.texts.every((t) => t === "") ? 0 : base - wholeCount(await counter.count(upFront(), text(i))));
    }
  }
  return { fidelity: all.fidelity, whole: base, parts: figures };
}
__name(partsOnModel, "partsOnModel");

// src/core/capture/json-spans.ts
function skipSpace(text, i) {
  while (i < text.length && /\s/.test(text[i])) i++;
  return i;
}
__name(skipSpace, "skipSpace");
function stringEnd(text, i) {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === "\\") j++;
    else if (text[j] === '"') return j + 1;
  }
  return text.length;
}
__name(stringEnd, "stringEnd");
function valueEnd(text, i) {
  const c = text[i];
  if (c === '"') return stringEnd(text, i);
  if (c === "{" || c === "[") {
    let depth = 0;
    for (let j2 = i; j2 < text.length; j2++) {
      const d = text[j2];
      if (d === '"') j2 = stringEnd(text, j2) - 1;
      else if (d === "{" || d === "[") depth++;
      else if (d === "}" || d === "]") {
        depth--;
        if (depth === 0) return j2 + 1;
      }
    }
    return text.length;
  }
  let j = i;
  while (j < text.length && !/[\s,\]}]/.test(text[j])) j++;
  return j;
}
__name(valueEnd, "valueEnd");
function jsonSpan(text, path2) {
  let i = skipSpace(text, 0);
  for (const step of path2) {
    const open = text[i];
    if (typeof step === "number" ? open !== "[" : open !== "{") return null;
    i = skipSpace(text, i + 1);
    let index = 0;
    let found = false;
    while (i < text.length && text[i] !== "]" && text[i] !== "}") {
      if (typeof step === "string") {
        const keyEnd = stringEnd(text, i);
        const key = JSON.parse(text.slice(i, keyEnd));
        i = skipSpace(text, skipSpace(text, keyEnd) + 1);
        if (key === step) {
          found = true;
          break;
        }
      } else if (index === step) {
        found = true;
        break;
      }
      i = skipSpace(text, valueEnd(text, i));
      if (text[i] === ",") i = skipSpace(text, i + 1);
      index++;
    }
    if (!found) return null;
  }
  return [i, valueEnd(text, i)];
}
__name(jsonSpan, "jsonSpan");
function jsonText(text, path2) {
  const span = jsonSpan(text, path2);
  return span ? text.slice(span[0], span[1]) : null;
}
__name(jsonText, "jsonText");

// src/core/capture/parts.ts
var isObject = /* @__PURE__ */ __name((v) => v !== null && typeof v === "object" && !Array.isArray(v), "isObject");
function mcpServerOf(name, knownServers = []) {
  const claude = /^mcp__(.+?)__(.+)$/.exec(name);
  if (claude) return claude[1];
  for (const server of [...knownServers].sort((a, b) => b.length - a.length)) {
    if (name === server) return server;
    for (const sep of ["__", "_", "-"]) {
      if (name.startsWith(`mcp_${server}${sep}`) || name.startsWith(`${server}${sep}`)) return server;
    }
  }
  const gemini = /^mcp_([^_]+)_(.+)$/.exec(name);
  return gemini ? gemini[1] : null;
}
__name(mcpServerOf, "mcpServerOf");
function contentTexts(body, path2, content) {
  if (typeof content === "string") return [content];
  if (!Array.isArray(content)) return content === void 0 || content === null ? [] : [jsonText(body, path2) ?? ""];
  return content.map(
    (block, i) => isObject(block) && typeof block.text === "string" ? block.text : jsonText(body, [...path2, i]) ?? ""
  );
}
__name(contentTexts, "contentTexts");
function extract(wire, body, request) {
  const tools = [];
  const pieces = [];
  const sentTools = Array.isArray(request.tools) ? request.tools : [];
  if (wire === "gemini") {
    sentTools.forEach((group, g) => {
      const declarations = isObject(group) && Array.isArray(group.functionDeclarations) ? group.functionDeclarations : [];
      if (declarations.length === 0)
        tools.push({ name: Object.keys(group ?? {})[0] ?? "tool", text: jsonText(body, ["tools", g]) ?? "" });
      declarations.forEach((d, i) => {
        tools.push({
          name: String(d.name),
          text: jsonText(body, ["tools", g, "functionDeclarations", i]) ?? ""
        });
      });
    });
    const system = request.systemInstruction;
    if (isObject(system) && Array.isArray(system.parts)) {
      for (const p of system.parts)
        if (isObject(p) && typeof p.text === "string") pieces.push({ text: p.text, system: true });
    }
    (Array.isArray(request.contents) ? request.contents : []).forEach((c, i) => {
      const parts = isObject(c) ? c.parts : void 0;
      for (const text of contentTexts(body, ["contents", i, "parts"], parts)) pieces.push({ text, system: false });
    });
    return { tools, pieces };
  }
  sentTools.forEach((tool, i) => {
    const t = isObject(tool) ? tool : {};
    const fn = isObject(t.function) ? t.function : t;
    const name = typeof fn.name === "string" ? fn.name : String(t.type ?? "tool");
    const text = jsonText(body, ["tools", i]) ?? "";
    tools.push(wire === "anthropic" && t.defer_loading === true ? { name, text, deferLoading: true } : { name, text });
  });
  if (typeof request.system === "string") pieces.push({ text: request.system, system: true });
  else if (Array.isArray(request.system)) {
    for (const text of contentTexts(body, ["system"], request.system)) pieces.push({ text, system: true });
  }
  if (typeof request.instructions === "string") pieces.push({ text: request.instructions, system: true });
  const list = wire === "openai-responses" ? request.input : request.messages;
  const key = wire === "openai-responses" ? "input" : "messages";
  if (typeof list === "string") pieces.push({ text: list, system: false });
  else if (Array.isArray(list)) {
    list.forEach((m, i) => {
      const message = isObject(m) ? m : {};
      if (wire === "openai-responses" && Array.isArray(message.tools) && !("content" in message)) {
        message.tools.forEach((tool, t) => {
          const name = isObject(tool) && typeof tool.name === "string" ? tool.name : String(tool?.type);
          tools.push({ name, text: jsonText(body, [key, i, "tools", t]) ?? "" });
        });
        return;
      }
      const system = wire !== "anthropic" && (message.role === "system" || message.role === "developer");
      const content = "content" in message ? message.content : void 0;
      const texts = content === void 0 ? [jsonText(body, [key, i]) ?? ""] : contentTexts(body, [key, i, "content"], content);
      for (const text of texts) pieces.push({ text, system });
    });
  }
  return { tools, pieces };
}
__name(extract, "extract");
var INSTRUCTIONS_HEADING = "# MCP Server Instructions";
var CLAUDE_CODE_AFTER_INSTRUCTIONS = [
  "\n\nThe following skills are available for use with the Skill tool:",
  "\n\nThe following MCP servers have disconnected.",
  "\n\n# Unavailable MCP Tools",
  "\n\nToday's date is "
];
var CODEX_NAMESPACES = /<tools>\nDeferred tool namespaces:\n((?:- mcp__[^\n]*\n)+)<\/tools>/g;
var CODEX_NAMESPACE_LINE = /^- mcp__([A-Za-z0-9_-]+)(?:: .*)?$/;
function takeOutCodexNamespaces(text, namespaces) {
  return text.replace(CODEX_NAMESPACES, (block, lines) => {
    const entries = lines.slice(0, -1).split("\n").map((line) => ({ line, server: CODEX_NAMESPACE_LINE.exec(line)?.[1] }));
    if (entries.some((e) => e.server === void 0)) return block;
    if (entries.length === 1) {
      const server = entries[0]?.server;
      namespaces.set(server, [...namespaces.get(server) ?? [], block]);
      return "";
    }
    for (const { line, server } of entries)
      namespaces.set(server, [...namespaces.get(server) ?? [], `
${line}`]);
    return "<tools>\nDeferred tool namespaces:\n</tools>";
  });
}
__name(takeOutCodexNamespaces, "takeOutCodexNamespaces");
function codexNamespaceServers(text) {
  const out = [];
  for (const match of text.matchAll(CODEX_NAMESPACES))
    for (const line of (match[1] ?? "").split("\n")) {
      const server = CODEX_NAMESPACE_LINE.exec(line)?.[1];
      if (server) out.push(server);
    }
  return out;
}
__name(codexNamespaceServers, "codexNamespaceServers");
function takeOut(text, servers, known, deferred, instructions, namespaces) {
  let rest = takeOutCodexNamespaces(text, namespaces);
  const heading = rest.indexOf(INSTRUCTIONS_HEADING);
  if (heading >= 0) {
    const names = [...servers].sort((a, b) => b.length - a.length);
    let at = heading;
    for (; ; ) {
      const found = names.map((s) => ({ s, i: rest.indexOf(`
## ${s}
`, at) })).filter((x) => x.i >= 0).sort((a, b) => a.i - b.i)[0];
      if (!found) break;
      const start = found.i + `
## ${found.s}
`.length;
      const known2 = names.map((s) => rest.indexOf(`
## ${s}
`, start)).concat(CLAUDE_CODE_AFTER_INSTRUCTIONS.map((after) => rest.indexOf(after, start))).filter((i) => i >= 0);
      const next = known2.length > 0 ? known2 : [rest.indexOf("\n\n\n", start)].filter((i) => i >= 0);
      const end = next.length > 0 ? Math.min(...next) : rest.length;
      instructions.set(found.s, [...instructions.get(found.s) ?? [], rest.slice(start, end)]);
      rest = rest.slice(0, start) + rest.slice(end);
      at = start;
    }
  }
  const kept = [];
  for (const line of rest.split("\n")) {
    const server = /^\S+$/.test(line) ? mcpServerOf(line, known) : null;
    if (server !== null && (servers.has(server) || line.startsWith("mcp_"))) {
      deferred.set(server, [...deferred.get(server) ?? [], line]);
    } else kept.push(line);
  }
  return kept.join("\n");
}
__name(takeOut, "takeOut");
function requestParts(wire, body, knownServers = []) {
  const request = JSON.parse(body);
  const { tools, pieces } = extract(wire, body, request);
  const builtin = [];
  const byServer = /* @__PURE__ */ new Map();
  for (const tool of tools) {
    const server = mcpServerOf(tool.name, knownServers);
    if (server === null) builtin.push(tool);
    else byServer.set(server, [...byServer.get(server) ?? [], tool]);
  }
  const servers = /* @__PURE__ */ new Set([...byServer.keys(), ...knownServers]);
  for (const piece of pieces) {
    for (const line of piece.text.split("\n")) {
      const m = /^mcp__(.+?)__\S+$/.exec(line);
      if (m) servers.add(m[1]);
    }
    for (const server of codexNamespaceServers(piece.text)) servers.add(server);
  }
  const deferred = /* @__PURE__ */ new Map();
  const instructions = /* @__PURE__ */ new Map();
  const namespaces = /* @__PURE__ */ new Map();
  const system = [];
  const messages = [];
  for (const piece of pieces) {
    const rest = takeOut(piece.text, servers, knownServers, deferred, instructions, namespaces);
    (piece.system ? system : messages).push(rest);
  }
  const parts = [
    { kind: "system", texts: system },
    { kind: "builtin-tools", names: builtin.map((t) => t.name), texts: builtin.map((t) => t.text) }
  ];
  for (const server of [...servers].sort()) {
    const all = byServer.get(server) ?? [];
    for (const [kind, sent] of [
      ["mcp-tools", all.filter((t) => !t.deferLoading)],
      ["deferred-tools", all.filter((t) => t.deferLoading)]
    ]) {
      if (sent.length > 0) parts.push({ kind, server, names: sent.map((t) => t.name), texts: sent.map((t) => t.text) });
    }
    const names = deferred.get(server) ?? [];
    if (names.length > 0) parts.push({ kind: "deferred-names", server, names, texts: [names.join("\n")] });
    const namespace = namespaces.get(server) ?? [];
    if (namespace.length > 0)
      parts.push({ kind: "deferred-names", server, names: [`mcp__${server}`], texts: namespace });
    const given = instructions.get(server) ?? [];
    if (given.length > 0) parts.push({ kind: "instructions", server, texts: given });
  }
  parts.push({ kind: "messages", texts: messages });
  return parts;
}
__name(requestParts, "requestParts");
function countParts(parts, encoders) {
  return parts.map(({ texts, ...rest }) => ({
    ...rest,
    chars: texts.reduce((n, t) => n + t.length, 0),
    tokens: Object.fromEntries(encoders.map((e) => [e.name, texts.reduce((n, t) => n + e.count(t), 0)]))
  }));
}
__name(countParts, "countParts");

// src/run/capture.ts
var SEARCH_CALL = {
  tool: "ToolSearch",
  input: /* @__PURE__ */ __name((name) => ({ query: `select:${name}`, max_results: 5 }), "input")
};
var PROVIDER_VARIABLES = [
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
  "ALL_PROXY"
];
var SECRET_NAME = /KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL|AUTH/i;
function clientEnvironment(parent, url, dummy, home, extra) {
  const ours = {
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
    no_proxy: "127.0.0.1,localhost"
  };
  if (home !== null)
    Object.assign(ours, { HOME: home, USERPROFILE: home, XDG_CONFIG_HOME: path.join(home, ".config") });
  const given = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, v.replaceAll(RECORDER_PLACEHOLDER, url)]));
  return serverEnvironment(parent, { strip: PROVIDER_VARIABLES, set: { ...ours, ...given } });
}
__name(clientEnvironment, "clientEnvironment");
function captureRedactor(parent, dummy) {
  const values = Object.entries(parent).filter(([name]) => SECRET_NAME.test(name) || PROVIDER_VARIABLES.includes(name.toUpperCase())).map(([, value]) => value);
  return createRedactor([...values, dummy]);
}
__name(captureRedactor, "captureRedactor");
var TAIL_LINES = 8;
var RECORDER_PLACEHOLDER = "{recorder}";
function toolCount(body) {
  try {
    const tools = JSON.parse(body).tools;
    if (!Array.isArray(tools)) return 0;
    return tools.reduce((n, t) => {
      const declarations = t?.functionDeclarations;
      return n + (Array.isArray(declarations) ? declarations.length : 1);
    }, 0);
  } catch {
    return 0;
  }
}
__name(toolCount, "toolCount");
function mainTurn(requests) {
  const turns = requests.filter((r) => r.kind === "turn" && r.wire !== null && r.body !== "");
  const withTools = turns.filter((r) => /"(tools|functionDeclarations)"\s*:\s*\[\s*[{"]/.test(r.body));
  let best;
  let most = -1;
  for (const turn of withTools) {
    const count = toolCount(turn.body);
    if (count > most) [best, most] = [turn, count];
  }
  return best ?? turns[0];
}
__name(mainTurn, "mainTurn");
function carriesTools(request) {
  return request.kind === "turn" && /"tools"\s*:\s*\[\s*\{/.test(request.body);
}
__name(carriesTools, "carriesTools");
async function capture(options, parent = process.env) {
  const [program, ...args] = options.command;
  if (program === void 0)
    throw new ToolError("usage", "give the client's command after --, e.g. capture -- claude -p hi");
  const dummy = `mtb-dummy-${randomBytes(12).toString("hex")}`;
  const redactor = captureRedactor(parent, dummy);
  const grace = options.graceMs ?? 2e3;
  let wake = /* @__PURE__ */ __name(() => void 0, "wake");
  let waiting;
  const searchCall = options.useTool ? { name: SEARCH_CALL.tool, input: SEARCH_CALL.input(options.useTool) } : void 0;
  const recorder = await startRecorder({
    onRequest: /* @__PURE__ */ __name((r) => {
      if (!carriesTools(r)) return;
      clearTimeout(waiting);
      waiting = setTimeout(() => wake(), grace);
    }, "onRequest"),
    ...searchCall ? { toolCall: searchCall } : {}
  });
  const home = options.keepHome ? null : mkdtempSync(path.join(os.tmpdir(), "mtb-capture-home-"));
  const releaseHome = home === null ? () => void 0 : onCleanup({
    kind: "files",
    run: /* @__PURE__ */ __name(() => rmSync(home, { recursive: true, force: true }), "run"),
    atExit: /* @__PURE__ */ __name(() => rmSync(home, { recursive: true, force: true }), "atExit")
  });
  let output = "";
  let exitCode = null;
  let signal = null;
  let endedByUs = false;
  let timedOut = false;
  let spawnError = null;
  try {
    const withUrl = /* @__PURE__ */ __name((arg) => arg.replaceAll(RECORDER_PLACEHOLDER, recorder.url), "withUrl");
    const child = spawn(withUrl(program), args.map(withUrl), {
      cwd: options.cwd ?? home ?? process.cwd(),
      env: clientEnvironment(parent, recorder.url, dummy, home, options.env),
      stdio: ["ignore", "pipe", "pipe"],
      detached: OWN_GROUP,
      windowsHide: true
    });
    const release = endOnExit(child);
    const keep = /* @__PURE__ */ __name((chunk) => {
      output = (output + chunk.toString("utf8")).slice(-16e3);
    }, "keep");
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        timedOut = true;
        wake();
      }, options.timeoutMs);
      wake = /* @__PURE__ */ __name(() => {
        if (child.exitCode === null && child.signalCode === null) {
          endedByUs = true;
          killGroup(child, "SIGTERM");
          setTimeout(() => killGroup(child, "SIGKILL"), 1e3).unref();
        }
      }, "wake");
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
  const turn = searchCall ? recorder.requests.find((r) => offersTool(r, searchCall.name)) : mainTurn(recorder.requests);
  if (searchCall && !turn)
    throw new ToolError(
      "server",
      `capture --use-tool: the client offered the model no ${searchCall.name} tool, so it defers no tool here (Claude Code 2.1 with tool search on does); captured ${recorder.requests.length} request(s)`
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
          output
        })
      )
    );
  }
  const encoders = await loadEncoders(options.encodings);
  const split = requestParts(turn.wire, turn.body, options.servers);
  let parts = countParts(split, encoders);
  const onModels = {};
  for (const { id, title, counter } of options.models ?? []) {
    const figures = await partsOnModel(split, counter);
    onModels[id] = { title, fidelity: figures.fidelity, whole: figures.whole };
    parts = parts.map((p, i) => ({ ...p, models: { ...p.models, [id]: figures.parts[i] ?? 0 } }));
  }
  let model = null;
  try {
    const parsed = JSON.parse(turn.body);
    model = typeof parsed.model === "string" ? parsed.model : /models\/([^:/]+):/.exec(turn.path)?.[1] ?? null;
  } catch {
    model = null;
  }
  const report = {
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
      bytes: Buffer.byteLength(r.body)
    })),
    turn: { seq: turn.seq, wire: turn.wire, path: turn.path, model, bytes: Buffer.byteLength(turn.body) },
    whole: { chars: turn.body.length, tokens: Object.fromEntries(encoders.map((e) => [e.name, e.count(turn.body)])) },
    parts,
    ...Object.keys(onModels).length > 0 ? { models: onModels } : {}
  };
  let nextSaved;
  if (searchCall && options.useTool) {
    const next = recorder.requests.find((r) => r.seq > turn.seq && r.kind === "turn" && r.wire === turn.wire);
    if (!next)
      throw new ToolError(
        "server",
        redactor.text(
          `capture --use-tool: the client sent no request after its ${searchCall.name} call for ${options.useTool} (is that the tool's name as the model sees it, e.g. mcp__<server>__<tool>?); its last output:
${output.slice(-2e3)}`
        )
      );
    report.firstUse = firstUse(options.useTool, searchCall, turn, next, parts, options.servers, encoders);
    nextSaved = { method: next.method, path: next.path, headers: next.headers, body: next.body };
  }
  return {
    report: redactor.data(report),
    saved: redactor.data({
      method: turn.method,
      path: turn.path,
      headers: turn.headers,
      body: turn.body,
      ...nextSaved ? { next: nextSaved } : {}
    })
  };
}
__name(capture, "capture");
function toolNames(body) {
  try {
    const tools = JSON.parse(body).tools;
    return Array.isArray(tools) ? tools.map((t) => String(t?.name)) : [];
  } catch {
    return [];
  }
}
__name(toolNames, "toolNames");
function firstUse(tool, search, turn, next, firstParts, servers, encoders) {
  const parts = countParts(requestParts(next.wire, next.body, servers), encoders);
  const sum = /* @__PURE__ */ __name((ps, e) => ps.reduce((n, p) => n + (p.tokens[e] ?? 0), 0), "sum");
  const before = new Set(toolNames(turn.body));
  return {
    tool,
    search: { tool: search.name, input: search.input },
    next: {
      seq: next.seq,
      bytes: Buffer.byteLength(next.body),
      whole: Object.fromEntries(encoders.map((e) => [e.name, e.count(next.body)]))
    },
    parts,
    added: Object.fromEntries(encoders.map((e) => [e.name, sum(parts, e.name) - sum(firstParts, e.name)])),
    toolsAdded: toolNames(next.body).filter((n) => !before.has(n))
  };
}
__name(firstUse, "firstUse");
function noTurnMessage(command, requests, o) {
  const name = command[0] ?? "";
  if (o.spawnError)
    return `capture: could not start the client "${name}": ${o.spawnError}; check that it is installed and on PATH`;
  const did = o.timedOut ? `was still running after ${o.timeoutMs / 1e3} s (ended, with everything it started)` : o.exitCode !== null ? `exited with code ${o.exitCode}` : `was killed by ${o.signal}`;
  const seen = requests.length === 0 ? "it never called the recorder" : `it called the recorder ${requests.length} time(s) (${requests.map((r) => `${r.method} ${r.path.split("?")[0]}`).slice(0, 5).join(", ")}) but sent no model turn`;
  const tail = o.output.split(/\r?\n/).map((l) => l.trimEnd()).filter((l) => l.trim() !== "").slice(-TAIL_LINES);
  const hints = [];
  if (requests.length === 0) {
    hints.push(
      "the client did not use the base URL it was given (ANTHROPIC_BASE_URL, OPENAI_BASE_URL, GOOGLE_GEMINI_BASE_URL, COPILOT_PROVIDER_BASE_URL): point its own base-URL setting at it, e.g. a Codex model provider's base_url, opencode's provider baseURL or Cline's `cline auth -b $MTB_RECORDER_URL/v1` (see docs/clients.md)"
    );
  }
  if (/explicit model/i.test(tail.join("\n"))) {
    hints.push(
      "the client needs a model named: for Copilot CLI --env COPILOT_MODEL=<model> (e.g. gpt-4.1) or its --model"
    );
  }
  if (/node/i.test(tail.join("\n")) && /version|engine|unsupported|22/i.test(tail.join("\n"))) {
    hints.push("it may need a newer Node (several clients need Node 22)");
  }
  if (!o.timedOut && o.exitCode !== 0) hints.push("run the client command alone to see why it fails");
  return [
    `capture: the client made no model request: "${name}" ${did}; ${seen}.`,
    ...tail.length > 0 ? ["Its last output:", ...tail.map((l) => `  ${l}`)] : [],
    ...hints.map((h) => `Probably: ${h}.`)
  ].join("\n");
}
__name(noTurnMessage, "noTurnMessage");
export {
  RECORDER_PLACEHOLDER,
  SEARCH_CALL,
  capture,
  captureRedactor,
  clientEnvironment,
  mainTurn,
  noTurnMessage
};
//# sourceMappingURL=capture-5TZ74MW7.js.map
