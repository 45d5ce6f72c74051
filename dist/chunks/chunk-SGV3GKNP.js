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
      listedSchema: tool.inputSchema
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
  const sent = shaping.sendsToolObjects === false ? [] : kept;
  const loaded = sent.map((tool) => {
    const name = shaping.name(listing.server, tool.name);
    const description = tool.description === void 0 ? void 0 : cut(tool.description, "description", tool.name);
    return { listedName: tool.name, name, sent: shaping.toolObject(name, description, tool, notSeen) };
  });
  for (const own of shaping.clientOwnTools?.(listing) ?? []) {
    const name = String(own.name);
    loaded.push({ listedName: name, name, sent: own, clientOwn: true });
  }
  if (shaping.sortsByName) loaded.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const instructions = listing.instructions ? cut(listing.instructions, "instructions") : null;
  return {
    loaded,
    deferredText: shaping.deferredText ? shaping.deferredText(
      loaded.map((t) => t.name),
      listing
    ) : null,
    deferredTextStays: shaping.deferredTextStays ?? false,
    instructionsText: instructions ? shaping.instructionsText(listing.server, instructions) : null,
    cappedOut,
    truncated,
    notSeen
  };
}
__name(shapeRequest, "shapeRequest");

export {
  sdkSchemaOrder,
  shapeRequest
};
//# sourceMappingURL=chunk-SGV3GKNP.js.map
