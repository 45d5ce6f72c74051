import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/calls/result.ts
var RESULT_RULE = "text blocks: their text; embedded resources: their text (a blob: its size only); resource links and unknown blocks: their compact JSON; structuredContent: its compact JSON, counted in the total only when the result has no text content (servers that return it are asked to repeat it as text, which is what clients forward); image and audio: not text, reported by kind and decoded size (PNG images also by Anthropic's width x height / 750 estimate), never counted in the encoding totals";
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function base64Bytes(data) {
  if (typeof data !== "string") return 0;
  const clean = data.replace(/\s/g, "");
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor(clean.length * 3 / 4) - padding);
}
__name(base64Bytes, "base64Bytes");
function pngSize(data) {
  if (typeof data !== "string") return null;
  const head = Buffer.from(data.slice(0, 44), "base64");
  if (head.length < 24 || head.toString("latin1", 1, 4) !== "PNG" || head.toString("latin1", 12, 16) !== "IHDR") {
    return null;
  }
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}
__name(pngSize, "pngSize");
function binaryPart(type, block, data) {
  const extra = { bytes: base64Bytes(data) };
  if (typeof block.mimeType === "string") extra.mimeType = block.mimeType;
  if (type === "image") {
    const size = pngSize(data);
    if (size) Object.assign(extra, size, { imageTokensEstimate: Math.ceil(size.width * size.height / 750) });
  }
  return { type, text: null, counted: false, extra };
}
__name(binaryPart, "binaryPart");
function resultParts(result) {
  const parts = [];
  const content = Array.isArray(result.content) ? result.content : [];
  for (const block of content) {
    if (!isObject(block)) {
      parts.push({ type: "unknown", text: JSON.stringify(block) ?? "", counted: true });
      continue;
    }
    const type = typeof block.type === "string" ? block.type : "unknown";
    if (type === "text") parts.push({ type, text: typeof block.text === "string" ? block.text : "", counted: true });
    else if (type === "image" || type === "audio") parts.push(binaryPart(type, block, block.data));
    else if (type === "resource" && isObject(block.resource)) {
      const resource = block.resource;
      if (typeof resource.text === "string") parts.push({ type, text: resource.text, counted: true });
      else parts.push(binaryPart(type, resource, resource.blob));
    } else parts.push({ type, text: JSON.stringify(block), counted: true });
  }
  if (result.structuredContent !== void 0) {
    const hasText = parts.some((p) => p.counted);
    parts.push({ type: "structuredContent", text: JSON.stringify(result.structuredContent), counted: !hasText });
  }
  return parts;
}
__name(resultParts, "resultParts");
function countResult(result, encoders) {
  const tokens = Object.fromEntries(encoders.map((e) => [e.name, 0]));
  const parts = resultParts(result).map((raw) => {
    const part = { type: raw.type, tokens: {}, counted: raw.counted, ...raw.extra };
    if (raw.text !== null) {
      for (const encoder of encoders) {
        const n = encoder.count(raw.text);
        part.tokens[encoder.name] = n;
        if (raw.counted) tokens[encoder.name] = (tokens[encoder.name] ?? 0) + n;
      }
    }
    return part;
  });
  return { parts, tokens };
}
__name(countResult, "countResult");
function resultData(result) {
  if (result.structuredContent !== void 0) return result.structuredContent;
  const content = Array.isArray(result.content) ? result.content : [];
  for (const block of content) {
    if (isObject(block) && block.type === "text" && typeof block.text === "string") {
      try {
        return JSON.parse(block.text);
      } catch {
      }
    }
  }
  return null;
}
__name(resultData, "resultData");
function resultText(result) {
  return resultParts(result).map((p) => p.text ?? "").join("\n");
}
__name(resultText, "resultText");

export {
  RESULT_RULE,
  resultParts,
  countResult,
  resultData,
  resultText
};
//# sourceMappingURL=chunk-GPZXZ7N4.js.map
