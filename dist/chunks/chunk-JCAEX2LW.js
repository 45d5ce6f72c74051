import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  didYouMean,
  require_dist
} from "./chunk-7OFPA336.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name,
  __toESM
} from "./chunk-WQOZZ7UD.js";

// src/core/calls/parse.ts
var import_yaml = __toESM(require_dist(), 1);
var DEFAULT_CALL_TIMEOUT_S = 30;
var DEFAULT_TOTAL_TIMEOUT_S = 300;
var DEFAULT_MAX_RESULT_KB = 4096;
var CALL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
var MAX_ALIAS_COUNT = 100;
var ARGUMENTS_MAX_BYTES = 1024 * 1024;
var TOP_KEYS = ["$schema", "calls", "timeout", "totalTimeout", "maxResultKb"];
var CALL_KEYS = ["name", "tool", "arguments", "expect", "timeout"];
var EXPECT_KEYS = ["cursor", "maxItems", "fields", "noFields", "truncationMarked"];
var CallsFileError = class extends ToolError {
  constructor(file, issues) {
    super("input", issues.map((i) => locate(file, i)).join("\n"));
    this.file = file;
    this.issues = issues;
    this.name = "CallsFileError";
  }
  file;
  issues;
  static {
    __name(this, "CallsFileError");
  }
};
function locate(file, issue) {
  const call = issue.call ? `: call ${JSON.stringify(issue.call)}` : "";
  return `calls file ${file}, line ${issue.line}${call}: ${issue.text}`;
}
__name(locate, "locate");
var kind = /* @__PURE__ */ __name((node) => {
  if (node === null) return "nothing";
  if ((0, import_yaml.isMap)(node)) return "a mapping";
  if ((0, import_yaml.isSeq)(node)) return "a list";
  if ((0, import_yaml.isScalar)(node)) return JSON.stringify(node.value) ?? String(node.value);
  return "an unreadable value";
}, "kind");
function parseCallsFile(text, file) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text.replace(/^\uFEFF/, ""), { lineCounter: lines, prettyErrors: false, merge: true });
  const lineOf = /* @__PURE__ */ __name((node, fallback = 1) => node?.range ? lines.linePos(node.range[0]).line : fallback, "lineOf");
  const [syntax] = doc.errors;
  if (syntax) {
    throw new CallsFileError(file, [
      { line: lines.linePos(syntax.pos[0]).line, text: `invalid YAML: ${syntax.message}` }
    ]);
  }
  const root = doc.contents;
  const example = 'such as "calls: [{ name: broad-search, tool: search, arguments: { query: printer } }]"';
  if (!(0, import_yaml.isMap)(root)) {
    throw new CallsFileError(file, [
      {
        line: lineOf(root),
        text: `the calls file must be a mapping with a "calls" list, ${example}; got ${kind(root)}`
      }
    ]);
  }
  const issues = [];
  const deref = /* @__PURE__ */ __name((node) => {
    if (!(0, import_yaml.isAlias)(node)) return node;
    try {
      return node.resolve(doc) ?? node;
    } catch {
      return node;
    }
  }, "deref");
  const entries = /* @__PURE__ */ __name((map, call) => map.items.flatMap((pair) => {
    const key = pair.key;
    if (!(0, import_yaml.isScalar)(key) || typeof key.value !== "string") {
      issues.push({ line: lineOf(key, lineOf(map)), call, text: `keys must be plain names, got ${kind(key)}` });
      return [];
    }
    return [{ key: key.value, keyLine: lineOf(key), node: deref(pair.value ?? null) }];
  }), "entries");
  const unknown = /* @__PURE__ */ __name((key, known, where) => `unknown key ${JSON.stringify(key)} ${where}${didYouMean(key, known) || `; expected one of ${known.join(", ")}`}`, "unknown");
  const seconds = /* @__PURE__ */ __name((node, what, line, call) => {
    const value = (0, import_yaml.isScalar)(node) ? node.value : void 0;
    if (typeof value === "number" && Number.isFinite(value) && value > 0) return value;
    issues.push({ line, call, text: `${what} must be a positive number, got ${kind(node)}` });
    return null;
  }, "seconds");
  const file_ = {
    file,
    calls: [],
    totalTimeoutMs: DEFAULT_TOTAL_TIMEOUT_S * 1e3,
    maxResultBytes: DEFAULT_MAX_RESULT_KB * 1024
  };
  let defaultTimeoutMs = DEFAULT_CALL_TIMEOUT_S * 1e3;
  let callsNode;
  let callsLine = 1;
  for (const { key, keyLine, node } of entries(root)) {
    if (key === "calls") {
      callsNode = node;
      callsLine = keyLine;
    } else if (key === "timeout") {
      const s = seconds(node, "timeout (seconds per call)", keyLine);
      if (s !== null) defaultTimeoutMs = s * 1e3;
    } else if (key === "totalTimeout") {
      const s = seconds(node, "totalTimeout (seconds for every call together)", keyLine);
      if (s !== null) file_.totalTimeoutMs = s * 1e3;
    } else if (key === "maxResultKb") {
      const s = seconds(node, "maxResultKb (KiB one result may have)", keyLine);
      if (s !== null) file_.maxResultBytes = Math.floor(s * 1024);
    } else if (key !== "$schema" && !key.startsWith("x-"))
      issues.push({ line: keyLine, text: unknown(key, TOP_KEYS, "at the top level") });
  }
  if (callsNode === void 0) {
    issues.push({ line: lineOf(root), text: `the calls file has no "calls" list; add one, ${example}` });
  } else if (!(0, import_yaml.isSeq)(callsNode) || callsNode.items.length === 0) {
    issues.push({
      line: callsLine,
      text: `calls must be a non-empty list of calls, ${example}; got ${kind(callsNode)}`
    });
  } else {
    const seen = /* @__PURE__ */ new Map();
    callsNode.items.forEach((item, index) => {
      const node = deref(item);
      const line = lineOf(node, callsLine);
      const position = `#${index + 1}`;
      if (!(0, import_yaml.isMap)(node)) {
        issues.push({
          line,
          call: position,
          text: `each call must be a mapping with name and tool, got ${kind(node)}`
        });
        return;
      }
      const fields = entries(node, position);
      const nameEntry = fields.find((f) => f.key === "name");
      const nameValue = (0, import_yaml.isScalar)(nameEntry?.node) ? nameEntry?.node.value : void 0;
      const label = typeof nameValue === "string" && nameValue !== "" ? nameValue : position;
      const spec = {
        line,
        arguments: {},
        expect: {},
        timeoutMs: defaultTimeoutMs
      };
      for (const { key, keyLine, node: value } of fields) {
        if (key === "name") {
          if (typeof nameValue !== "string" || !CALL_NAME.test(nameValue)) {
            issues.push({
              line: keyLine,
              call: position,
              text: `name must be letters, digits, ".", "_" or "-" (it keys budgets and comment rows), got ${kind(value)}`
            });
          } else if (seen.has(nameValue)) {
            issues.push({
              line: keyLine,
              call: nameValue,
              text: `the name is used twice (first on line ${seen.get(nameValue)}); each call needs its own name`
            });
          } else {
            seen.set(nameValue, keyLine);
            spec.name = nameValue;
          }
        } else if (key === "tool") {
          const tool = (0, import_yaml.isScalar)(value) ? value.value : void 0;
          if (typeof tool !== "string" || tool === "") {
            issues.push({
              line: keyLine,
              call: label,
              text: `tool must be the name of a tool the server lists, got ${kind(value)}`
            });
          } else spec.tool = tool;
        } else if (key === "arguments") {
          if (!(0, import_yaml.isMap)(value)) {
            issues.push({
              line: keyLine,
              call: label,
              text: `arguments must be a mapping of argument names to values, got ${kind(value)}`
            });
          } else {
            const json = argumentsOf(value, keyLine, label);
            if (json) spec.arguments = json;
            const keyLines = /* @__PURE__ */ new Map();
            for (const pair of value.items) {
              const name = pair.key;
              if ((0, import_yaml.isScalar)(name) && typeof name.value === "string" && name.value !== "<<")
                keyLines.set(name.value, lineOf(name, keyLine));
            }
            spec.argumentLines = keyLines;
          }
        } else if (key === "expect") {
          spec.expect = readExpect(value, keyLine, label);
        } else if (key === "timeout") {
          const s = seconds(value, "timeout (seconds)", keyLine, label);
          if (s !== null) spec.timeoutMs = s * 1e3;
        } else issues.push({ line: keyLine, call: label, text: unknown(key, CALL_KEYS, "in a call") });
      }
      if (!nameEntry)
        issues.push({ line, call: position, text: "the call has no name; add one (it keys budgets and comment rows)" });
      if (!fields.some((f) => f.key === "tool"))
        issues.push({ line, call: label, text: "the call has no tool; add the name of the tool to call" });
      if (spec.name !== void 0 && spec.tool !== void 0) file_.calls.push(spec);
    });
  }
  function argumentsOf(node, line, call) {
    let json;
    try {
      json = node.toJS(doc, { maxAliasCount: MAX_ALIAS_COUNT });
    } catch (error) {
      const message = error.message;
      issues.push({
        line,
        call,
        text: /Excessive alias count/.test(message) ? `the arguments' aliases expand more than ${MAX_ALIAS_COUNT} times (an alias bomb?); write the values out or use fewer aliases` : `the arguments cannot be read: ${message}`
      });
      return null;
    }
    let bytes;
    try {
      bytes = JSON.stringify(json).length;
    } catch {
      bytes = Number.POSITIVE_INFINITY;
    }
    if (bytes > ARGUMENTS_MAX_BYTES) {
      issues.push({
        line,
        call,
        text: `the arguments are more than ${ARGUMENTS_MAX_BYTES / 1024 / 1024} MiB of JSON once their aliases are expanded; is this what the tool should get?`
      });
      return null;
    }
    return json;
  }
  __name(argumentsOf, "argumentsOf");
  function readExpect(node, line, call) {
    const out = {};
    if (!(0, import_yaml.isMap)(node)) {
      issues.push({
        line,
        call,
        text: `expect must be a mapping of checks (${EXPECT_KEYS.join(", ")}), got ${kind(node)}`
      });
      return out;
    }
    for (const { key, keyLine, node: value } of entries(node, call)) {
      const scalar = (0, import_yaml.isScalar)(value) ? value.value : void 0;
      if (key === "cursor" || key === "truncationMarked") {
        if (scalar !== true)
          issues.push({ line: keyLine, call, text: `expect.${key} can only be true, got ${kind(value)}` });
        else out[key] = true;
      } else if (key === "maxItems") {
        if (typeof scalar !== "number" || !Number.isInteger(scalar) || scalar < 0) {
          issues.push({
            line: keyLine,
            call,
            text: `expect.maxItems must be a whole number of items, got ${kind(value)}`
          });
        } else out.maxItems = scalar;
      } else if (key === "fields" || key === "noFields") {
        const list = (0, import_yaml.isSeq)(value) ? value.items.map((i) => {
          const item = deref(i);
          return (0, import_yaml.isScalar)(item) ? item.value : void 0;
        }) : [];
        if (!(0, import_yaml.isSeq)(value) || list.length === 0 || !list.every((v) => typeof v === "string" && v !== "")) {
          issues.push({
            line: keyLine,
            call,
            text: `expect.${key} must be a non-empty list of field names, got ${kind(value)}`
          });
        } else out[key] = list;
      } else issues.push({ line: keyLine, call, text: unknown(key, EXPECT_KEYS, "in expect") });
    }
    return out;
  }
  __name(readExpect, "readExpect");
  if (issues.length > 0) throw new CallsFileError(file, issues);
  return file_;
}
__name(parseCallsFile, "parseCallsFile");

export {
  locate,
  parseCallsFile
};
//# sourceMappingURL=chunk-JCAEX2LW.js.map
