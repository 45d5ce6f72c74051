import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DEFAULT_ENCODINGS,
  resolveEncodingNames
} from "./chunk-DJ2EGANE.js";
import {
  parseEnvAssignments
} from "./chunk-JBB6Y6K4.js";
import {
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/settings/values.ts
function invalid(label, expected, value) {
  return new UsageError(`${label}: expected ${expected}, got ${JSON.stringify(value)}`);
}
__name(invalid, "invalid");
function words(values) {
  return (values ?? []).flatMap((v) => v.split(/[\s,]+/)).filter((w) => w !== "");
}
__name(words, "words");
function valueLines(values) {
  return (values ?? []).flatMap((v) => v.split(/\r?\n/)).map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));
}
__name(valueLines, "valueLines");
function parseEncodings(label, values) {
  const names = words(values);
  try {
    return resolveEncodingNames(names.length > 0 ? names : DEFAULT_ENCODINGS);
  } catch (error) {
    throw new UsageError(`${label}: ${error.message}`);
  }
}
__name(parseEncodings, "parseEncodings");
function parseSeconds(label, value, fallbackMs) {
  if (value === void 0 || value.trim() === "") return fallbackMs;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw invalid(label, "a positive number of seconds", value);
  return Math.round(seconds * 1e3);
}
__name(parseSeconds, "parseSeconds");
function parseContextTokens(label, value) {
  if (value === void 0 || value.trim() === "") return null;
  const text = value.trim().replace(/[,_]/g, "");
  const tokens = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(tokens) || tokens < 1 || tokens > 1e8) {
    throw invalid(label, "a whole number of tokens from 1 to 100,000,000 (e.g. 24576)", value);
  }
  return tokens;
}
__name(parseContextTokens, "parseContextTokens");
function parseCacheRequests(label, value, fallback) {
  if (value === void 0 || value.trim() === "") return fallback;
  const text = value.trim().replace(/[,_]/g, "");
  const n = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > 1e6) {
    throw invalid(label, "a whole number of requests from 1 to 1,000,000 (e.g. 10)", value);
  }
  return n;
}
__name(parseCacheRequests, "parseCacheRequests");
function parseMebibytes(label, value, fallbackBytes) {
  if (value === void 0 || value.trim() === "") return fallbackBytes;
  const mib = Number(value);
  if (!Number.isFinite(mib) || mib <= 0) throw invalid(label, "a positive number of MiB", value);
  return Math.ceil(mib * 1024 * 1024);
}
__name(parseMebibytes, "parseMebibytes");
function parseBoolean(label, value, fallback) {
  if (typeof value === "boolean") return value;
  if (value === void 0 || value.trim() === "") return fallback;
  if (/^(true|yes|on|1)$/i.test(value.trim())) return true;
  if (/^(false|no|off|0)$/i.test(value.trim())) return false;
  throw invalid(label, "true or false", value);
}
__name(parseBoolean, "parseBoolean");
function parseChoice(label, value, choices, fallback) {
  if (value === void 0 || value.trim() === "") return fallback;
  const found = choices.find((c) => c === value.trim());
  if (found) return found;
  const list = choices.length > 1 ? `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}` : choices[0];
  throw invalid(label, list ?? "", value);
}
__name(parseChoice, "parseChoice");
function parseUrl(label, value) {
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    throw invalid(label, "an http:// or https:// URL", value);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw invalid(label, "an http:// or https:// URL", value);
  return value.trim();
}
__name(parseUrl, "parseUrl");
var HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
function parseHeaders(label, values) {
  const headers = {};
  for (const [index, line] of valueLines(values).entries()) {
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim() : "";
    if (!HEADER_NAME.test(name)) {
      throw new UsageError(
        `${label}: expected "Name: value" with a header name before the colon; header ${index + 1} has none (its text is not shown, it may be a credential)`
      );
    }
    headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}
__name(parseHeaders, "parseHeaders");
function parseEnv(label, values) {
  try {
    return parseEnvAssignments(valueLines(values));
  } catch (error) {
    throw new UsageError(`${label}: ${error.message}`);
  }
}
__name(parseEnv, "parseEnv");

export {
  invalid,
  words,
  valueLines,
  parseEncodings,
  parseSeconds,
  parseContextTokens,
  parseCacheRequests,
  parseMebibytes,
  parseBoolean,
  parseChoice,
  parseUrl,
  parseHeaders,
  parseEnv
};
//# sourceMappingURL=chunk-FY2GGD5S.js.map
