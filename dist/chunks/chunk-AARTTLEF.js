import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/clients/shape.ts
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function listedTools(tools, emptyNames = false) {
  const out = [];
  for (const tool of tools) {
    if (!isObject(tool) || typeof tool.name !== "string" || tool.name === "" && !emptyNames) continue;
    out.push({
      name: tool.name,
      description: typeof tool.description === "string" ? tool.description : void 0,
      inputSchema: isObject(tool.inputSchema) ? tool.inputSchema : {},
      listedSchema: tool.inputSchema,
      ...isObject(tool._meta) ? { meta: tool._meta } : {}
    });
  }
  return out;
}
__name(listedTools, "listedTools");
function sdkSchemaOrder(schema) {
  const { type, properties, required, ...rest } = schema;
  const head = {};
  if (type !== void 0) head.type = type;
  if (properties !== void 0) head.properties = properties;
  if (required !== void 0) head.required = required;
  return { ...head, ...rest };
}
__name(sdkSchemaOrder, "sdkSchemaOrder");
function modernSchemaOrder(schema) {
  const { $schema, type, ...rest } = schema;
  const head = {};
  if ($schema !== void 0) head.$schema = $schema;
  if (type !== void 0) head.type = type;
  return { ...head, ...rest };
}
__name(modernSchemaOrder, "modernSchemaOrder");
var underscoreKey = /* @__PURE__ */ __name((key) => key.replace(/[^A-Za-z0-9_-]/g, "_"), "underscoreKey");
var utf8 = new TextEncoder();
var utf8Bytes = /* @__PURE__ */ __name((text) => utf8.encode(text).length, "utf8Bytes");
function cutToBytes(text, maxBytes) {
  if (utf8Bytes(text) <= maxBytes) return text;
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = utf8Bytes(char);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}
__name(cutToBytes, "cutToBytes");
function shapeRequest(listing, shaping) {
  const tools = listedTools(listing.tools, shaping.keepsEmptyNames ?? false);
  const untyped = shaping.strictToolsList ? tools.find((t) => !isObject(t.listedSchema) || t.listedSchema.type !== "object") : void 0;
  const unread = shaping.serverUnread?.(listing) ?? null;
  const verdict = shaping.serverKey?.(listing.server) ?? (unread ? { kind: "dropped", ...unread } : null) ?? (untyped ? {
    kind: "dropped",
    reason: `the MCP SDK's tools/list check it runs rejects the whole list: the inputSchema of "${untyped.name}" has no type "object"`,
    fix: `give every tool's inputSchema type: "object" (in the server)`
  } : null);
  if (verdict?.kind === "refused") {
    const { kind: _kind, ...why } = verdict;
    return {
      loaded: [],
      deferredText: null,
      deferredTextStays: false,
      instructionsText: null,
      cappedOut: [],
      truncated: [],
      notSeen: [],
      refused: { tools: tools.map((t) => t.name), ...why }
    };
  }
  const kept = shaping.maxTools === null ? tools : tools.slice(0, shaping.maxTools);
  const cappedOut = tools.slice(kept.length).map((t) => t.name);
  const truncated = [];
  const notSeen = [];
  const cut = /* @__PURE__ */ __name((text, what, tool) => {
    if (shaping.truncateBytes === null) return text;
    const short = cutToBytes(text, shaping.truncateBytes);
    if (short !== text) {
      const entry = { what, fromBytes: utf8Bytes(text), toBytes: utf8Bytes(short) };
      truncated.push(tool === void 0 ? entry : { ...entry, tool });
    }
    return short;
  }, "cut");
  const sent = shaping.sendsToolObjects === false || verdict?.kind === "dropped" ? [] : kept;
  const droppedTools = [];
  let droppedWhy = null;
  const upFront = /* @__PURE__ */ new Set();
  const loaded = sent.flatMap((tool) => {
    const name = shaping.name(listing.server, tool.name);
    const why = shaping.toolDropped?.(name, tool) ?? null;
    if (why) {
      droppedTools.push(tool.name);
      droppedWhy ??= why;
      return [];
    }
    const description = tool.description === void 0 ? void 0 : cut(tool.description, "description", tool.name);
    if (shaping.deferredText && shaping.loadsUpFront?.(tool)) upFront.add(name);
    return [{ listedName: tool.name, name, sent: shaping.toolObject(name, description, tool, notSeen) }];
  });
  const owned = (shaping.clientOwnTools?.(listing) ?? []).map((own) => {
    const fn = own.function;
    const name = String(own.name ?? fn?.name);
    return { listedName: name, name, sent: own, clientOwn: true };
  });
  if (shaping.ownToolsFirst) loaded.unshift(...owned);
  else loaded.push(...owned);
  if (shaping.sortsByName === "locale") loaded.sort((a, b) => a.name.localeCompare(b.name, "en"));
  else if (shaping.sortsByName) loaded.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const instructions = listing.instructions ? cut(listing.instructions, "instructions") : null;
  const request = {
    loaded,
    deferredText: shaping.deferredText ? shaping.deferredText(
      loaded.filter((t) => !upFront.has(t.name)).map((t) => t.name),
      listing
    ) : null,
    deferredTextStays: shaping.deferredTextStays ?? false,
    instructionsText: instructions ? shaping.instructionsText(listing.server, instructions) : null,
    cappedOut,
    truncated,
    notSeen
  };
  if (upFront.size > 0) request.upFrontTools = loaded.filter((t) => upFront.has(t.name)).map((t) => t.name);
  if (verdict?.kind === "dropped") {
    const { kind: _kind, ...why } = verdict;
    request.dropped = { tools: kept.map((t) => t.name), ...why };
  } else if (droppedWhy !== null)
    request.dropped = { tools: droppedTools, ...droppedWhy };
  return request;
}
__name(shapeRequest, "shapeRequest");

export {
  listedTools,
  sdkSchemaOrder,
  modernSchemaOrder,
  underscoreKey,
  shapeRequest
};
//# sourceMappingURL=chunk-AARTTLEF.js.map
