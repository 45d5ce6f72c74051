import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  conversation,
  perToolTokens
} from "./chunk-I67RZRI2.js";
import {
  TooLargeToCount
} from "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/models/go-template.ts
var GO_PRINT = /* @__PURE__ */ Symbol("go-print");
var GO_JSON = /* @__PURE__ */ Symbol("go-json");
var GoTemplateError = class extends Error {
  static {
    __name(this, "GoTemplateError");
  }
};
var FUNCTIONS = /* @__PURE__ */ new Set([
  "and",
  "or",
  "not",
  "eq",
  "ne",
  "lt",
  "le",
  "gt",
  "ge",
  "len",
  "slice",
  "index",
  "print",
  "json"
]);
var GoTemplate = class {
  static {
    __name(this, "GoTemplate");
  }
  nodes;
  /**
   * Whether Ollama gives the model the thinking capability for this template: it prints `.Thinking`
   * (Ollama's thinking.InferTags looks for the field inside a range over .Messages; every library template
   * that prints it does so there). A request that does not set `think` then gets think=true.
   */
  thinks;
  constructor(source) {
    this.nodes = parse(source);
    this.thinks = /\{\{[^}]*\.Thinking\b[^}]*\}\}/.test(source);
  }
  /** Nodes the last execution ran (the benchmark can print it against GO_TEMPLATE_BOUNDS.maxSteps). */
  lastSteps = 0;
  execute(data, bounds = {}) {
    const out = [];
    const { maxSteps, maxChars, maxMs } = { ...GO_TEMPLATE_BOUNDS, ...bounds };
    const outer = budget;
    const mine = { steps: 0, chars: 0, maxSteps, maxChars, maxMs, deadline: Date.now() + maxMs };
    budget = mine;
    try {
      run(this.nodes, data, [/* @__PURE__ */ new Map([["$", data]])], out);
    } finally {
      this.lastSteps = mine.steps;
      budget = outer;
    }
    return out.join("");
  }
};
var GO_TEMPLATE_BOUNDS = {
  maxSteps: 2e6,
  maxChars: 128 * 1024 * 1024,
  maxMs: 6e4
};
var budget = null;
function step() {
  if (budget === null) return;
  budget.steps++;
  if (budget.steps > budget.maxSteps) {
    stopped(`it ran more than ${budget.maxSteps.toLocaleString("en-US")} steps`);
  }
  if ((budget.steps & 4095) === 0 && Date.now() > budget.deadline)
    stopped(`it ran longer than ${budget.maxMs / 1e3} s`);
}
__name(step, "step");
function stopped(reason) {
  throw new ToolError(
    "input",
    `the Ollama template was stopped (a bound of one render, docs/model-data.md): ${reason}`
  );
}
__name(stopped, "stopped");
function write(out, text) {
  if (budget !== null) {
    budget.chars += text.length;
    if (budget.chars > budget.maxChars) {
      throw new TooLargeToCount(
        `the Ollama template would write more than ${(budget.maxChars / (1024 * 1024)).toFixed(1)} Mi characters (the cap of one render)`
      );
    }
  }
  out.push(text);
}
__name(write, "write");
function split(source) {
  const actions = [];
  let at = 0;
  let trimNext = false;
  for (; ; ) {
    const open = source.indexOf("{{", at);
    let text = source.slice(at, open < 0 ? source.length : open);
    if (trimNext) text = text.replace(/^[ \t\r\n]+/, "");
    if (open < 0) {
      actions.push({ text, body: null });
      return actions;
    }
    let start = open + 2;
    if (source.startsWith("- ", start) || source.startsWith("-	", start) || source.startsWith("-\n", start)) {
      text = text.replace(/[ \t\r\n]+$/, "");
      start += 1;
    }
    const close = findClose(source, start);
    let end = close;
    trimNext = false;
    if (source[close - 1] === "-" && /[ \t\r\n]/.test(source[close - 2] ?? "")) {
      trimNext = true;
      end = close - 1;
    }
    actions.push({ text, body: source.slice(start, end).trim() });
    at = close + 2;
  }
}
__name(split, "split");
function findClose(source, from) {
  if (source.startsWith("/*", from) || source.startsWith(" /*", from)) {
    const end = source.indexOf("*/", from);
    if (end >= 0) {
      const close = source.indexOf("}}", end);
      if (close >= 0) return close;
    }
  }
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (c === '"' || c === "`" || c === "'") {
      i = skipQuoted(source, i);
      continue;
    }
    if (c === "}" && source[i + 1] === "}") return i;
  }
  throw new GoTemplateError("unclosed action");
}
__name(findClose, "findClose");
function skipQuoted(source, start) {
  const quote = source[start];
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === "\\" && quote !== "`") i++;
    else if (source[i] === quote) return i;
  }
  throw new GoTemplateError("unterminated quoted string");
}
__name(skipQuoted, "skipQuoted");
function tokenize(body) {
  const tokens = [];
  const re = /\s+|("(?:[^"\\]|\\.)*")|(`[^`]*`)|('(?:[^'\\]|\\.)')|(:=|[=(),|])|(-?[0-9][0-9.eE+-]*)|([$.A-Za-z_][$.A-Za-z0-9_]*)/y;
  let at = 0;
  while (at < body.length) {
    re.lastIndex = at;
    const m = re.exec(body);
    if (!m) throw new GoTemplateError(`unexpected ${JSON.stringify(body.slice(at, at + 10))} in {{${body}}}`);
    at = re.lastIndex;
    if (m[1]) tokens.push({ kind: "string", text: m[1], value: JSON.parse(m[1]) });
    else if (m[2]) tokens.push({ kind: "string", text: m[2], value: m[2].slice(1, -1) });
    else if (m[3])
      tokens.push({
        kind: "number",
        text: m[3],
        value: JSON.parse(`"${m[3].slice(1, -1)}"`).codePointAt(0) ?? 0
      });
    else if (m[4]) tokens.push({ kind: "punct", text: m[4] });
    else if (m[5]) {
      const integer = /^-?[0-9]+$/.test(m[5]);
      tokens.push({ kind: "number", text: m[5], value: integer ? BigInt(m[5]) : Number(m[5]) });
    } else if (m[6]) tokens.push({ kind: "word", text: m[6] });
  }
  return tokens;
}
__name(tokenize, "tokenize");
function parsePipeline(tokens, where) {
  let i = 0;
  const decl = [];
  let assign = false;
  const lookahead = tokens.findIndex((t) => t.kind === "punct" && (t.text === ":=" || t.text === "="));
  if (lookahead > 0 && tokens.slice(0, lookahead).every((t) => t.text === "," || /^\$[A-Za-z0-9_]*$/.test(t.text))) {
    for (const t of tokens.slice(0, lookahead)) if (t.text !== ",") decl.push(t.text);
    assign = tokens[lookahead]?.text === "=";
    i = lookahead + 1;
  }
  const [commands, next] = parseCommands(tokens, i, where);
  if (next !== tokens.length) throw new GoTemplateError(`unexpected ${tokens[next]?.text} in ${where}`);
  return { decl, assign, commands };
}
__name(parsePipeline, "parsePipeline");
function parseCommands(tokens, start, where) {
  const commands = [[]];
  let i = start;
  while (i < tokens.length) {
    const t = tokens[i];
    if (t.text === ")") break;
    if (t.text === "|") {
      commands.push([]);
      i++;
      continue;
    }
    const [arg, next] = parseArg(tokens, i, where);
    commands[commands.length - 1].push(arg);
    i = next;
  }
  if (commands.some((c) => c.length === 0)) throw new GoTemplateError(`empty command in ${where}`);
  return [commands, i];
}
__name(parseCommands, "parseCommands");
function parseArg(tokens, i, where) {
  const t = tokens[i];
  if (t.kind === "string" || t.kind === "number") return [{ kind: "literal", value: t.value }, i + 1];
  if (t.text === "(") {
    const [commands, close] = parseCommands(tokens, i + 1, where);
    if (tokens[close]?.text !== ")") throw new GoTemplateError(`unclosed ( in ${where}`);
    let path = [];
    let next = close + 1;
    const after = tokens[next];
    if (after?.kind === "word" && after.text.startsWith(".")) {
      path = after.text.slice(1).split(".");
      next++;
    }
    return [{ kind: "pipe", pipe: { decl: [], assign: false, commands }, path }, next];
  }
  if (t.kind === "word") {
    if (t.text === ".") return [{ kind: "field", base: "dot", path: [] }, i + 1];
    if (t.text.startsWith(".")) return [{ kind: "field", base: "dot", path: t.text.slice(1).split(".") }, i + 1];
    if (t.text.startsWith("$")) {
      const [name, ...path] = t.text.split(".");
      return [{ kind: "field", base: name, path }, i + 1];
    }
    if (t.text === "true" || t.text === "false") return [{ kind: "literal", value: t.text === "true" }, i + 1];
    if (t.text === "nil") return [{ kind: "literal", value: null }, i + 1];
    if (FUNCTIONS.has(t.text)) return [{ kind: "ident", name: t.text }, i + 1];
    throw new GoTemplateError(`function ${JSON.stringify(t.text)} not defined (in ${where})`);
  }
  throw new GoTemplateError(`unexpected ${JSON.stringify(t.text)} in ${where}`);
}
__name(parseArg, "parseArg");
function parse(source) {
  const actions = split(source);
  let at = 0;
  let ranges = 0;
  const block = /* @__PURE__ */ __name(() => {
    const nodes2 = [];
    while (at < actions.length) {
      const { text, body } = actions[at++];
      if (text) nodes2.push({ kind: "text", text });
      if (body === null) return [nodes2, "eof", ""];
      if (body.startsWith("/*")) continue;
      const [keyword, rest] = splitKeyword(body);
      switch (keyword) {
        case "end":
          return [nodes2, "end", ""];
        case "else":
          return [nodes2, "else", rest];
        case "if":
        case "with":
        case "range":
          nodes2.push(control(keyword, rest));
          break;
        case "break":
        case "continue":
          if (ranges === 0) throw new GoTemplateError(`{{${keyword}}} outside {{range}}`);
          nodes2.push({ kind: keyword });
          break;
        case "template":
        case "define":
        case "block":
          throw new GoTemplateError(`{{${keyword}}} is not supported by this interpreter`);
        default:
          nodes2.push({ kind: "action", pipe: parsePipeline(tokenize(body), `{{${body}}}`) });
      }
    }
    return [nodes2, "eof", ""];
  }, "block");
  const control = /* @__PURE__ */ __name((keyword, rest) => {
    const pipe = parsePipeline(tokenize(rest), `{{${keyword} ${rest}}}`);
    if (keyword === "range") ranges++;
    const [body, stop2, elseRest] = block();
    if (keyword === "range") ranges--;
    let otherwise = null;
    if (stop2 === "else") {
      const [elseKeyword, elseTail] = splitKeyword(elseRest);
      if (elseKeyword === "if" || elseKeyword === "with") {
        otherwise = [control(elseKeyword, elseTail)];
      } else {
        if (elseRest) throw new GoTemplateError(`unexpected {{else ${elseRest}}}`);
        const [list, end] = block();
        if (end !== "end") throw new GoTemplateError(`{{${keyword}}} without {{end}}`);
        otherwise = list;
      }
    } else if (stop2 !== "end") throw new GoTemplateError(`{{${keyword}}} without {{end}}`);
    if (keyword === "range") return { kind: "range", pipe, body, otherwise };
    return { kind: keyword, pipe, yes: body, otherwise };
  }, "control");
  const [nodes, stop] = block();
  if (stop !== "eof") throw new GoTemplateError(`unexpected {{${stop}}}`);
  return nodes;
}
__name(parse, "parse");
function splitKeyword(body) {
  const m = /^([a-z]+)\b\s*([\s\S]*)$/.exec(body);
  return m ? [m[1], m[2]] : ["", body];
}
__name(splitKeyword, "splitKeyword");
function lookup(scopes, name) {
  for (let i = scopes.length - 1; i >= 0; i--) {
    const scope = scopes[i];
    if (scope.has(name)) return scope.get(name);
  }
  throw new GoTemplateError(`undefined variable ${name}`);
}
__name(lookup, "lookup");
function assignVar(scopes, name, value) {
  for (let i = scopes.length - 1; i >= 0; i--) {
    const scope = scopes[i];
    if (scope.has(name)) {
      scope.set(name, value);
      return;
    }
  }
  throw new GoTemplateError(`undefined variable ${name}`);
}
__name(assignVar, "assignVar");
function run(nodes, dot, scopes, out) {
  for (const node of nodes) {
    step();
    switch (node.kind) {
      case "text":
        write(out, node.text);
        break;
      case "action": {
        const value = evalPipeline(node.pipe, dot, scopes);
        if (node.pipe.decl.length === 0) write(out, goPrint(value));
        break;
      }
      case "if":
      case "with": {
        scopes.push(/* @__PURE__ */ new Map());
        const value = evalPipeline(node.pipe, dot, scopes);
        if (truth(value)) run(node.yes, node.kind === "with" ? value : dot, scopes, out);
        else if (node.otherwise) run(node.otherwise, dot, scopes, out);
        scopes.pop();
        break;
      }
      case "range": {
        scopes.push(/* @__PURE__ */ new Map());
        const value = evaluate(node.pipe.commands, dot, scopes);
        const items = Array.isArray(value) ? value.map((v, i) => [BigInt(i), v]) : value instanceof Map ? [...value.keys()].sort(byteOrder).map((k) => [k, value.get(k)]) : value === null ? [] : fail(`range can't iterate over ${goPrint(value)}`);
        if (items.length === 0 && node.otherwise) run(node.otherwise, dot, scopes, out);
        const depth = scopes.length;
        for (const [key, item] of items) {
          const scope = /* @__PURE__ */ new Map();
          const [a, b] = node.pipe.decl;
          if (node.pipe.decl.length === 1 && a) scope.set(a, item);
          if (node.pipe.decl.length === 2 && a && b) {
            scope.set(a, key);
            scope.set(b, item);
          }
          scopes.push(scope);
          try {
            run(node.body, item, scopes, out);
          } catch (signal) {
            if (!(signal instanceof LoopSignal)) throw signal;
            scopes.length = depth + 1;
            if (signal.kind === "break") {
              scopes.pop();
              break;
            }
          }
          scopes.pop();
        }
        scopes.pop();
        break;
      }
      case "break":
      case "continue":
        throw new LoopSignal(node.kind);
    }
  }
}
__name(run, "run");
var LoopSignal = class {
  constructor(kind) {
    this.kind = kind;
  }
  kind;
  static {
    __name(this, "LoopSignal");
  }
};
function fail(message) {
  throw new GoTemplateError(message);
}
__name(fail, "fail");
function evalPipeline(pipe, dot, scopes) {
  const value = evaluate(pipe.commands, dot, scopes);
  for (const name of pipe.decl) {
    if (pipe.assign) assignVar(scopes, name, value);
    else scopes[scopes.length - 1].set(name, value);
  }
  return value;
}
__name(evalPipeline, "evalPipeline");
function evaluate(commands, dot, scopes) {
  let previous;
  for (const command of commands) {
    const extra = previous === void 0 ? [] : [previous];
    previous = evalCommand(command, extra, dot, scopes);
  }
  return previous;
}
__name(evaluate, "evaluate");
function evalCommand(command, piped, dot, scopes) {
  const [head, ...rest] = command;
  if (head.kind === "ident") {
    const name = head.name;
    if (name === "and" || name === "or") {
      const args2 = [...rest, ...piped.map((v) => ({ kind: "literal", value: v }))];
      let value = null;
      for (const arg of args2) {
        value = evalArg(arg, dot, scopes);
        if (name === "and" ? !truth(value) : truth(value)) return value;
      }
      return value;
    }
    const args = [...rest.map((a) => evalArg(a, dot, scopes)), ...piped];
    return callFunction(name, args);
  }
  if (rest.length > 0 || piped.length > 0) fail("can't give arguments to a non-function");
  return evalArg(head, dot, scopes);
}
__name(evalCommand, "evalCommand");
function evalArg(arg, dot, scopes) {
  switch (arg.kind) {
    case "literal":
      return arg.value;
    case "ident":
      return callFunction(arg.name, []);
    case "field":
      return fieldChain(arg.base === "dot" ? dot : lookup(scopes, arg.base), arg.path);
    case "pipe":
      return fieldChain(evaluate(arg.pipe.commands, dot, scopes), arg.path);
  }
}
__name(evalArg, "evalArg");
function fieldChain(base, path) {
  let value = base;
  for (const name of path) {
    if (value instanceof Map) {
      value = value.has(name) ? value.get(name) : null;
    } else if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      const field = value[name];
      if (field === void 0) fail(`can't evaluate field ${name}`);
      value = field;
    } else if (value === null) {
      fail(`nil pointer evaluating .${name}`);
    } else fail(`can't evaluate field ${name} in ${typeof value}`);
  }
  return value;
}
__name(fieldChain, "fieldChain");
function truth(value) {
  if (value === null || value === false || value === 0 || value === 0n || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof Map) return value.size > 0;
  return true;
}
__name(truth, "truth");
function callFunction(name, args) {
  const [a, b] = args;
  switch (name) {
    case "not":
      return !truth(a);
    case "eq":
      if (args.length < 2) fail("eq needs two arguments");
      return args.slice(1).some((other) => basicEqual(a, other));
    case "ne":
      return !basicEqual(a, b);
    case "lt":
      return compare(a, b) < 0;
    case "le":
      return compare(a, b) <= 0;
    case "gt":
      return compare(a, b) > 0;
    case "ge":
      return compare(a, b) >= 0;
    case "len":
      if (typeof a === "string") return BigInt(Buffer.byteLength(a, "utf8"));
      if (Array.isArray(a)) return BigInt(a.length);
      if (a instanceof Map) return BigInt(a.size);
      return fail(`len of ${goPrint(a)}`);
    case "slice": {
      if (!Array.isArray(a)) return fail("slice of a non-slice");
      const from = b === void 0 ? 0 : Number(b);
      const to = args[2] === void 0 ? a.length : Number(args[2]);
      if (from < 0 || to > a.length || from > to) fail(`slice index out of range: ${from}:${to}`);
      return a.slice(from, to);
    }
    case "index": {
      let value = a;
      for (const key of args.slice(1)) {
        if (Array.isArray(value))
          value = value[Number(key)] ?? fail("index out of range");
        else if (value instanceof Map) value = value.get(key) ?? null;
        else fail("can't index");
      }
      return value;
    }
    case "print":
      return args.map((v, i) => (i > 0 && typeof v !== "string" && typeof args[i - 1] !== "string" ? " " : "") + goPrint(v)).join("");
    case "json":
      return goJson(a);
  }
  return fail(`function ${name} not defined`);
}
__name(callFunction, "callFunction");
function basicEqual(a, b) {
  if (typeof a === "object" || typeof b === "object") {
    if (a === null && b === null) return true;
    fail("incompatible types for comparison");
  }
  return a === b;
}
__name(basicEqual, "basicEqual");
function compare(a, b) {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "bigint" && typeof b === "bigint") return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === "string" && typeof b === "string") return byteOrder(a, b);
  return fail("incompatible types for comparison");
}
__name(compare, "compare");
function byteOrder(a, b) {
  return Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}
__name(byteOrder, "byteOrder");
function goPrint(value) {
  if (value === void 0 || value === null) return "<nil>";
  if (typeof value === "string") return value;
  if (typeof value === "number") return goFloat(value);
  if (typeof value === "bigint" || typeof value === "boolean") return String(value);
  const printer = value[GO_PRINT];
  if (printer) return printer();
  if (Array.isArray(value)) return `[${value.map(goPrint).join(" ")}]`;
  if (value instanceof Map) {
    const keys = [...value.keys()].sort(byteOrder);
    return `map[${keys.map((k) => `${k}:${goPrint(value.get(k))}`).join(" ")}]`;
  }
  return `{${Object.values(value).map(goPrint).join(" ")}}`;
}
__name(goPrint, "goPrint");
function goFloat(x) {
  if (Number.isNaN(x)) return "NaN";
  if (!Number.isFinite(x)) return x > 0 ? "+Inf" : "-Inf";
  if (x === 0) return Object.is(x, -0) ? "-0" : "0";
  const [mantissa, exponentText] = x.toExponential().split("e");
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 6) {
    const sign = exponent < 0 ? "-" : "+";
    return `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  const digits = mantissa.replace("-", "").replace(".", "");
  const negative = x < 0 ? "-" : "";
  if (exponent < 0) return `${negative}0.${"0".repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  const fraction = digits.slice(exponent + 1);
  return `${negative}${whole}${fraction ? `.${fraction}` : ""}`;
}
__name(goFloat, "goFloat");
function goJsonString(text) {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "	") out += "\\t";
    else if (ch === "\b") out += "\\b";
    else if (ch === "\f") out += "\\f";
    else if (code < 32 || ch === "<" || ch === ">" || ch === "&" || code === 8232 || code === 8233) {
      out += `\\u${code.toString(16).padStart(4, "0")}`;
    } else if (code >= 55296 && code <= 57343) out += "\uFFFD";
    else out += ch;
  }
  return `${out}"`;
}
__name(goJsonString, "goJsonString");
function goJson(value) {
  if (value === void 0 || value === null) return "null";
  if (typeof value === "string") return goJsonString(value);
  if (typeof value === "number") return JSON.stringify(value);
  if (typeof value === "bigint" || typeof value === "boolean") return String(value);
  const writer = value[GO_JSON];
  if (writer) return writer();
  if (Array.isArray(value)) return `[${value.map(goJson).join(",")}]`;
  if (value instanceof Map) {
    const keys = [...value.keys()].sort(byteOrder);
    return `{${keys.map((k) => `${goJsonString(k)}:${goJson(value.get(k))}`).join(",")}}`;
  }
  return `{${Object.entries(value).map(([k, v]) => `${goJsonString(k)}:${goJson(v)}`).join(",")}}`;
}
__name(goJson, "goJson");

// src/core/models/ollama.ts
var OLLAMA_VERSION_MODELLED = "v0.33.0-rc2 (commit fb30760, 2026-08-21)";
function toAny(value) {
  if (value === null || value === void 0) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map(toAny);
  if (typeof value === "object") {
    return new Map(Object.entries(value).map(([k, v]) => [k, toAny(v)]));
  }
  return null;
}
__name(toAny, "toAny");
function once(write2) {
  let text;
  return () => {
    text ??= write2();
    return text;
  };
}
__name(once, "once");
function matchFields(object, names) {
  const fields = /* @__PURE__ */ new Map();
  const dropped = [];
  for (const [key, value] of Object.entries(object)) {
    const name = names.find((n) => n === key) ?? names.find((n) => n.toLowerCase() === key.toLowerCase());
    if (name === void 0) dropped.push(key);
    else fields.set(name, value);
  }
  return { fields, dropped };
}
__name(matchFields, "matchFields");
var isObject = /* @__PURE__ */ __name((v) => typeof v === "object" && v !== null && !Array.isArray(v), "isObject");
function stringField(value, where, d) {
  if (value === void 0 || value === null) return "";
  if (typeof value === "string") return value;
  d.problems.push(`${where} is not a string`);
  return "";
}
__name(stringField, "stringField");
function stringList(value, where, d) {
  if (value === void 0 || value === null) return [];
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value;
  d.problems.push(`${where} is not a list of strings`);
  return [];
}
__name(stringList, "stringList");
var PROPERTY_FIELDS = ["anyOf", "type", "items", "description", "enum", "properties", "required"];
function decodeProperty(value, path, d) {
  if (!isObject(value)) {
    if (value !== null) d.problems.push(`${path} is not a JSON object`);
    return property([], [], null, "", [], null, []);
  }
  const { fields, dropped } = matchFields(value, PROPERTY_FIELDS);
  for (const keyword of dropped) d.notSeen.push({ tool: d.tool, path, keyword });
  const anyOfValue = fields.get("anyOf");
  let anyOf = [];
  if (Array.isArray(anyOfValue)) anyOf = anyOfValue.map((v, i) => decodeProperty(v, `${path}.anyOf[${i}]`, d));
  else if (anyOfValue !== void 0 && anyOfValue !== null) d.problems.push(`${path}.anyOf is not a list`);
  const typeValue = fields.get("type");
  const type = typeof typeValue === "string" ? [typeValue] : stringList(typeValue, `${path}.type`, d);
  const enumValue = fields.get("enum");
  let enumList = [];
  if (Array.isArray(enumValue)) enumList = enumValue.map(toAny);
  else if (enumValue !== void 0 && enumValue !== null) d.problems.push(`${path}.enum is not a list`);
  const props = fields.has("properties") ? decodeProperties(fields.get("properties"), path, d, false) : null;
  return property(
    anyOf,
    type,
    fields.has("items") ? toAny(fields.get("items")) : null,
    stringField(fields.get("description"), `${path}.description`, d),
    enumList,
    props,
    stringList(fields.get("required"), `${path}.required`, d)
  );
}
__name(decodeProperty, "decodeProperty");
function property(anyOf, type, items, description, enumList, properties, required) {
  return {
    AnyOf: anyOf,
    Type: type,
    Items: items,
    Description: description,
    Enum: enumList,
    Properties: properties,
    Required: required,
    [GO_JSON]: once(() => {
      const parts = [];
      if (anyOf.length > 0) parts.push(`"anyOf":${goJson(anyOf)}`);
      if (type.length === 1) parts.push(`"type":${goJsonString(type[0])}`);
      else if (type.length > 1) parts.push(`"type":${goJson(type)}`);
      if (items !== null) parts.push(`"items":${goJson(items)}`);
      if (description !== "") parts.push(`"description":${goJsonString(description)}`);
      if (enumList.length > 0) parts.push(`"enum":${goJson(enumList)}`);
      if (properties !== null) parts.push(`"properties":${goJson(properties)}`);
      if (required.length > 0) parts.push(`"required":${goJson(required)}`);
      return `{${parts.join(",")}}`;
    })
  };
}
__name(property, "property");
function decodeProperties(value, parent, d, sorted) {
  if (value === null || value === void 0) return null;
  if (!isObject(value)) {
    d.problems.push(`${parent ? `${parent}.` : ""}properties is not a JSON object`);
    return null;
  }
  const entries = Object.entries(value).map(([name, schema]) => [
    name,
    decodeProperty(schema, parent ? `${parent}.${name}` : name, d)
  ]);
  if (sorted) entries.sort(([a], [b]) => byteOrder(a, b));
  const map = new Map(entries);
  const json = once(() => `{${entries.map(([k, v]) => `${goJsonString(k)}:${goJson(v)}`).join(",")}}`);
  return Object.assign(map, { [GO_JSON]: json, [GO_PRINT]: json });
}
__name(decodeProperties, "decodeProperties");
var PARAMETER_FIELDS = ["type", "$defs", "items", "required", "properties"];
function ollamaTool(tool) {
  const d = { tool: tool.name, notSeen: [], problems: [] };
  const schema = tool.inputSchema;
  let type = "";
  let defs = null;
  let items = null;
  let required = [];
  let properties = null;
  if (isObject(schema)) {
    const { fields, dropped } = matchFields(schema, PARAMETER_FIELDS);
    for (const keyword of dropped) d.notSeen.push({ tool: tool.name, path: "", keyword });
    type = stringField(fields.get("type"), "inputSchema.type", d);
    if (fields.has("$defs")) defs = toAny(fields.get("$defs"));
    if (fields.has("items")) items = toAny(fields.get("items"));
    required = stringList(fields.get("required"), "inputSchema.required", d);
    properties = decodeProperties(fields.get("properties"), "", d, true);
  } else if (schema !== null && schema !== void 0) d.problems.push("inputSchema is not a JSON object");
  const description = tool.description ?? "";
  const propertiesJson = /* @__PURE__ */ __name(() => properties === null ? "null" : goJson(properties), "propertiesJson");
  const parametersJson = /* @__PURE__ */ __name(() => {
    const parts = [`"type":${goJsonString(type)}`];
    if (defs !== null) parts.push(`"$defs":${goJson(defs)}`);
    if (items !== null) parts.push(`"items":${goJson(items)}`);
    if (required.length > 0) parts.push(`"required":${goJson(required)}`);
    parts.push(`"properties":${propertiesJson()}`);
    return `{${parts.join(",")}}`;
  }, "parametersJson");
  const printedProperties = properties ?? Object.assign(/* @__PURE__ */ new Map(), { [GO_PRINT]: () => "{}", [GO_JSON]: () => "null" });
  const fn = {
    Name: tool.name,
    Description: description,
    Parameters: { Type: type, Defs: defs, Items: items, Required: required, Properties: printedProperties }
  };
  const json = once(
    () => `{"type":"function","function":{"name":${goJsonString(tool.name)},"description":${goJsonString(description)},"parameters":${parametersJson()}}}`
  );
  const value = { Type: "function", Items: null, Function: fn, [GO_PRINT]: json, [GO_JSON]: json };
  return { value, notSeen: d.notSeen, problems: d.problems };
}
__name(ollamaTool, "ollamaTool");
function ollamaValues(messages, tools, thinks = false) {
  const system = messages.filter((m) => m.role === "system").map((m) => m.content).join("\n\n");
  const templateMessages = messages.map((m) => ({
    Role: m.role,
    Content: m.content,
    Thinking: "",
    Images: [],
    ToolCalls: [],
    ToolName: "",
    ToolCallID: ""
  }));
  return /* @__PURE__ */ new Map([
    ["System", system],
    ["Messages", templateMessages],
    ["Tools", tools === null || tools.length === 0 ? null : templateTools(tools)],
    ["Response", ""],
    ["Think", thinks],
    ["ThinkLevel", ""],
    ["IsThinkSet", thinks]
  ]);
}
__name(ollamaValues, "ollamaValues");
function templateTools(tools) {
  const json = /* @__PURE__ */ __name(() => `[${tools.map(goJson).join(",")}]`, "json");
  return Object.assign([...tools], { [GO_PRINT]: json, [GO_JSON]: json });
}
__name(templateTools, "templateTools");
function renderOllama(template, messages, tools) {
  return template.execute(ollamaValues(messages, tools, template.thinks));
}
__name(renderOllama, "renderOllama");
function createOllamaCounter(model) {
  let template;
  try {
    template = new GoTemplate(model.template);
  } catch (error) {
    throw new ToolError(
      "input",
      `model ${model.id}: the Ollama template from ${model.templateSource} could not be parsed: ${error.message}`,
      { cause: error }
    );
  }
  return {
    async count(tools, instructions, pace = () => Promise.resolve()) {
      const decoded = tools.map(ollamaTool);
      const values = decoded.map((t) => t.value);
      const messages = conversation(instructions);
      const tokens = /* @__PURE__ */ __name(async (list) => {
        await pace();
        return model.countTokens(renderOllama(template, messages, list));
      }, "tokens");
      const without = await tokens(null);
      let toolTokens = 0;
      let perTool;
      if (values.length > 0) {
        const withAll = await tokens(values);
        toolTokens = withAll - without;
        perTool = await perToolTokens(tools, values, withAll, without, tokens);
      }
      let instructionTokens = null;
      let frame = without;
      if (instructions) {
        frame = model.countTokens(renderOllama(template, conversation(null), null));
        instructionTokens = without - frame;
      }
      const problems = decoded.flatMap((t, i) => t.problems.map((p) => `${tools[i]?.name}: ${p}`));
      const warnings = problems.length > 0 ? [
        `Ollama rejects this tool list (its JSON decoding fails: ${problems.slice(0, 3).join("; ")}${problems.length > 3 ? `; and ${problems.length - 3} more` : ""}); the figures count the rest of each tool`
      ] : [];
      const result = {
        fidelity: "exact",
        tools: toolTokens,
        instructions: instructionTokens,
        notSeen: decoded.flatMap((t) => t.notSeen),
        frame,
        warnings
      };
      if (perTool) result.perTool = perTool;
      return result;
    }
  };
}
__name(createOllamaCounter, "createOllamaCounter");
export {
  OLLAMA_VERSION_MODELLED,
  createOllamaCounter,
  ollamaTool,
  ollamaValues,
  renderOllama,
  toAny
};
//# sourceMappingURL=ollama-FHBDTV7M.js.map
