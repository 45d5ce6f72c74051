import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  offersTool,
  startRecorder
} from "./chunk-INOFG632.js";
import {
  modelFacingOf,
  wholeCount
} from "./chunk-2GXS2UWE.js";
import {
  createRedactor
} from "./chunk-Q4NXGD22.js";
import "./chunk-AY2GYRMS.js";
import {
  codexSearchInput
} from "./chunk-B2CE7BYW.js";
import "./chunk-AARTTLEF.js";
import {
  loadEncoders
} from "./chunk-DJ2EGANE.js";
import {
  OWN_GROUP,
  endOnExit,
  killGroup
} from "./chunk-KZRILCG4.js";
import {
  serverEnvironment
} from "./chunk-JBB6Y6K4.js";
import {
  onCleanup
} from "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
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

// src/core/capture/on-models.ts
var TEXT_SEPARATOR = "\n\n";
var isTools = /* @__PURE__ */ __name((part) => part.kind === "builtin-tools" || part.kind === "mcp-tools" || part.kind === "deferred-tools" || part.kind === "client-tools", "isTools");
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
      if (wire === "openai-chat" && Array.isArray(message.tool_calls))
        message.tool_calls.forEach((_, c) => {
          pieces.push({ text: jsonText(body, [key, i, "tool_calls", c]) ?? "", system: false });
        });
    });
  }
  return { tools, pieces };
}
__name(extract, "extract");
var INSTRUCTIONS_HEADING = "# MCP Server Instructions";
var DEFERRAL_BRINGS = /* @__PURE__ */ new Map([["tool_search_tool", "defers the server's tools"]]);
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
var COPILOT_REMINDER = /<system_reminder>\nIMPORTANT: The tools listed below are deferred[^\n]*\n\n([\s\S]*?)\n<\/system_reminder>/g;
var COPILOT_SECTION = /^([\s\S]*?)\. (?:Tools prefixed with `([^`\n]*)-`|Tools):\n(- [^\n]*(?:\n- [^\n]*)*)/;
var COPILOT_REMINDER_END = "\n</system_reminder>";
function copilotSections(body) {
  const out = [];
  let rest = body;
  for (; ; ) {
    const m = COPILOT_SECTION.exec(rest);
    if (!m) return null;
    const key = m[2];
    const lines = m[3].split("\n").map((line) => line.slice(2));
    out.push({
      text: m[0],
      title: m[1],
      ...key === void 0 ? {} : { key },
      names: key === void 0 ? lines : lines.map((line) => `${key}-${line}`)
    });
    rest = rest.slice(m[0].length);
    if (rest === "") return out;
    if (!rest.startsWith("\n\n")) return null;
    rest = rest.slice(2);
  }
}
__name(copilotSections, "copilotSections");
function copilotSectionServer(section) {
  if (section.key !== void 0) return section.key;
  const added = /^([\s\S]*?) MCP server(?: - [\s\S]*)?$/.exec(section.title);
  if (added) return added[1];
  return /^([\s\S]*?mcp server)(?: - [\s\S]*)?$/i.exec(section.title)?.[1] ?? section.title;
}
__name(copilotSectionServer, "copilotSectionServer");
function copilotReminderTools(text) {
  return [...text.matchAll(COPILOT_REMINDER)].flatMap(
    (m) => (copilotSections(m[1] ?? "") ?? []).map((section) => ({
      server: copilotSectionServer(section),
      names: section.names
    }))
  );
}
__name(copilotReminderTools, "copilotReminderTools");
function takeOutCopilotReminder(text, listed) {
  return text.replace(COPILOT_REMINDER, (block, body) => {
    const sections = copilotSections(body);
    if (sections === null) return block;
    const owned = sections.map((section) => ({ section, server: copilotSectionServer(section) }));
    const add = /* @__PURE__ */ __name((server, names, piece) => {
      const entry = listed.get(server) ?? { names: [], texts: [] };
      listed.set(server, { names: [...entry.names, ...names], texts: [...entry.texts, piece] });
    }, "add");
    if (owned.length === 1) {
      add(owned[0]?.server, owned[0]?.section.names ?? [], block);
      return "";
    }
    for (const { section, server } of owned) add(server, section.names, `

${section.text}`);
    const notice = block.slice(0, block.length - body.length - COPILOT_REMINDER_END.length - "\n\n".length);
    return `${notice}${COPILOT_REMINDER_END}`;
  });
}
__name(takeOutCopilotReminder, "takeOutCopilotReminder");
function takeOut(text, servers, known, deferred, instructions, namespaces, listed) {
  let rest = takeOutCopilotReminder(takeOutCodexNamespaces(text, namespaces), listed);
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
function requestParts(wire, body, givenServers = []) {
  const request = JSON.parse(body);
  const { tools, pieces } = extract(wire, body, request);
  const listedBy = /* @__PURE__ */ new Map();
  for (const { server, names } of pieces.flatMap((p) => copilotReminderTools(p.text)))
    for (const name of names) listedBy.set(name, server);
  const knownServers = [.../* @__PURE__ */ new Set([...givenServers, ...listedBy.values()])];
  const builtin = [];
  const byServer = /* @__PURE__ */ new Map();
  for (const tool of tools) {
    const server = listedBy.get(tool.name) ?? mcpServerOf(tool.name, knownServers);
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
  const listed = /* @__PURE__ */ new Map();
  const system = [];
  const messages = [];
  for (const piece of pieces) {
    const rest = takeOut(piece.text, servers, knownServers, deferred, instructions, namespaces, listed);
    (piece.system ? system : messages).push(rest);
  }
  const deferring = [...byServer].filter(([, sent]) => sent.some((t) => t.deferLoading)).map(([server]) => server);
  const brought = deferring.length > 0 ? builtin.filter((t) => DEFERRAL_BRINGS.has(t.name)) : [];
  const own = builtin.filter((t) => !brought.includes(t));
  const broughtPart = /* @__PURE__ */ __name((server) => ({
    kind: "client-tools",
    ...server === void 0 ? {} : { server },
    names: brought.map((t) => t.name),
    texts: brought.map((t) => t.text),
    because: [...new Set(brought.map((t) => DEFERRAL_BRINGS.get(t.name)))].join("; ")
  }), "broughtPart");
  const parts = [
    { kind: "system", texts: system },
    { kind: "builtin-tools", names: own.map((t) => t.name), texts: own.map((t) => t.text) },
    ...brought.length > 0 && deferring.length > 1 ? [broughtPart()] : []
  ];
  for (const server of [...servers].sort()) {
    const all = byServer.get(server) ?? [];
    for (const [kind, sent] of [
      ["mcp-tools", all.filter((t) => !t.deferLoading)],
      ["deferred-tools", all.filter((t) => t.deferLoading)]
    ]) {
      if (sent.length > 0) parts.push({ kind, server, names: sent.map((t) => t.name), texts: sent.map((t) => t.text) });
    }
    if (brought.length > 0 && deferring.length === 1 && deferring[0] === server) parts.push(broughtPart(server));
    const reminder = listed.get(server);
    if (reminder) parts.push({ kind: "deferred-names", server, names: reminder.names, texts: reminder.texts });
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

// src/core/capture/references.ts
var isObject2 = /* @__PURE__ */ __name((v) => v !== null && typeof v === "object" && !Array.isArray(v), "isObject");
function referencedTools(body) {
  const names = [];
  const walk = /* @__PURE__ */ __name((value) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject2(value)) {
      if (value.type === "tool_reference" && typeof value.tool_name === "string") names.push(value.tool_name);
      else if (Array.isArray(value.content)) walk(value.content);
    }
  }, "walk");
  if (Array.isArray(body.messages)) {
    for (const message of body.messages) if (isObject2(message)) walk(message.content);
  }
  return [...new Set(names)];
}
__name(referencedTools, "referencedTools");
function expandedDefinitions(wire, firstBody, nextBody) {
  if (wire !== "anthropic") return [];
  let first;
  let next;
  try {
    first = JSON.parse(firstBody);
    next = JSON.parse(nextBody);
  } catch {
    return [];
  }
  const deferred = /* @__PURE__ */ __name((body) => new Map(
    (Array.isArray(body.tools) ? body.tools : []).flatMap(
      (tool, i) => isObject2(tool) && tool.defer_loading === true && typeof tool.name === "string" ? [[tool.name, i]] : []
    )
  ), "deferred");
  const before = deferred(first);
  const now = deferred(next);
  return referencedTools(next).flatMap((name) => {
    const at = now.get(name);
    return at !== void 0 && before.has(name) ? [{ name, text: jsonText(nextBody, ["tools", at]) ?? "" }] : [];
  });
}
__name(expandedDefinitions, "expandedDefinitions");

// src/run/capture.ts
var SEARCH_CALLS = [
  {
    client: "Claude Code",
    tool: "ToolSearch",
    wire: "anthropic",
    input: /* @__PURE__ */ __name((name) => ({ query: `select:${name}`, max_results: 5 }), "input")
  },
  {
    client: "Codex",
    tool: "exec",
    wire: "openai-responses",
    input: codexSearchInput,
    offers: /* @__PURE__ */ __name((body) => body.includes("ALL_TOOLS"), "offers")
  },
  {
    client: "Qwen Code",
    tool: "tool_search",
    wire: "openai-chat",
    input: /* @__PURE__ */ __name((name) => ({ query: `select:${name}` }), "input"),
    // Its bridge: tool_search reviews a deferred tool's declaration, tool_call runs it.
    offers: /* @__PURE__ */ __name((body) => body.includes('"name":"tool_call"'), "offers")
  },
  {
    client: "Copilot CLI",
    tool: "tool_search_tool",
    wire: "anthropic",
    // Its own search tool (a regex over names, descriptions and parameters), sent beside tools it flags
    // defer_loading on an Anthropic provider: the tool's name, anchored, finds it alone.
    input: /* @__PURE__ */ __name((name) => ({ pattern: `^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$` }), "input")
  }
];
var SEARCH_CALL = SEARCH_CALLS[0];
function searchCallFor(request) {
  return SEARCH_CALLS.find(
    (c) => request.wire === c.wire && offersTool(request, c.tool) && (c.offers?.(request.body) ?? true)
  );
}
__name(searchCallFor, "searchCallFor");
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
  const useTool = options.useTool;
  let searchCall;
  const recorder = await startRecorder({
    onRequest: /* @__PURE__ */ __name((r) => {
      if (!carriesTools(r)) return;
      clearTimeout(waiting);
      waiting = setTimeout(() => wake(), grace);
    }, "onRequest"),
    ...useTool ? {
      toolCall: /* @__PURE__ */ __name((request) => {
        const search = searchCallFor(request);
        if (!search) return null;
        searchCall = { name: search.tool, input: search.input(useTool) };
        return searchCall;
      }, "toolCall")
    } : {}
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
  const turn = useTool ? recorder.requests.find((r) => searchCallFor(r) !== void 0) : mainTurn(recorder.requests);
  if (useTool && !turn)
    throw new ToolError(
      "server",
      `capture --use-tool: the client offered the model no search tool (${SEARCH_CALLS.map((c) => `${c.client}'s ${c.tool}`).join(", ")}), so it defers no tool here (Claude Code 2.1 and Qwen Code with tool search on, Codex, and Copilot CLI on an Anthropic provider past 30 tools, do); captured ${recorder.requests.length} request(s)`
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
  if (searchCall && useTool) {
    const next = recorder.requests.find((r) => r.seq > turn.seq && r.kind === "turn" && r.wire === turn.wire);
    if (!next)
      throw new ToolError(
        "server",
        redactor.text(
          `capture --use-tool: the client sent no request after its ${searchCall.name} call for ${useTool} (is that the tool's name as the model sees it, e.g. mcp__<server>__<tool>?); its last output:
${output.slice(-2e3)}`
        )
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
  const expanded = expandedDefinitions(next.wire, turn.body, next.body);
  const grown = /* @__PURE__ */ __name((e) => sum(parts, e.name) - sum(firstParts, e.name) + expanded.reduce((n, d) => n + e.count(d.text), 0), "grown");
  return {
    tool,
    search: { tool: search.name, input: search.input },
    next: {
      seq: next.seq,
      bytes: Buffer.byteLength(next.body),
      whole: Object.fromEntries(encoders.map((e) => [e.name, e.count(next.body)]))
    },
    parts,
    added: Object.fromEntries(encoders.map((e) => [e.name, grown(e)])),
    toolsAdded: toolNames(next.body).filter((n) => !before.has(n)),
    expanded: expanded.map((d) => d.name)
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
  SEARCH_CALLS,
  capture,
  captureRedactor,
  clientEnvironment,
  mainTurn,
  noTurnMessage,
  searchCallFor
};
//# sourceMappingURL=capture-P4I5ND6Z.js.map
