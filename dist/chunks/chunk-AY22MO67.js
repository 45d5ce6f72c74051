import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/mcp/limits.ts
var MIB = 1024 * 1024;
var DEFAULT_TIMEOUT_MS = 3e4;
var DEFAULT_MAX_RESPONSE_BYTES = 64 * MIB;
var RESULT_DEPTH_MAX = 256;
var ERROR_BODY_CHARS = 500;
function overLimitMessage(what, maxBytes) {
  const limit = maxBytes % MIB === 0 ? `${maxBytes / MIB} MiB` : `${maxBytes} bytes`;
  return `${what} more than ${limit} (the limit on what a server may send while it is listed); stopped reading. If the server really sends that much, raise it with --max-response-mb or the action input max-response-mb`;
}
__name(overLimitMessage, "overLimitMessage");
function capErrorText(text, bytes = Buffer.byteLength(text)) {
  if (/^\s*(<!doctype html|<html[\s>])/i.test(text)) {
    const title = /<title[^>]*>([^<]*)<\/title>|<h1[^>]*>([^<]*)<\/h1>/i.exec(text);
    const words = (title?.[1] ?? title?.[2] ?? "").replace(/\s+/g, " ").trim().slice(0, 120);
    return `an HTML page${words ? ` titled "${words}"` : ""} (${bytes} bytes), not an MCP answer: check the URL's path (MCP servers often serve /mcp, or /sse for the older transport)`;
  }
  if (text.length <= ERROR_BODY_CHARS) return text;
  return `${text.slice(0, ERROR_BODY_CHARS)}\u2026 (${bytes} bytes)`;
}
__name(capErrorText, "capErrorText");
var PROBE_GRACE_MS = 5e3;

export {
  MIB,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_MAX_RESPONSE_BYTES,
  RESULT_DEPTH_MAX,
  ERROR_BODY_CHARS,
  overLimitMessage,
  capErrorText,
  PROBE_GRACE_MS
};
//# sourceMappingURL=chunk-AY22MO67.js.map
