/**
 * A minimal interpreter of Go's text/template, for the constructs Ollama's library templates use:
 * text with `{{- -}}` trimming, `if`/`else if`/`else`, `range` (with `$i, $x :=`), `with`, variables
 * (`$x := ...`, `$x = ...`, `$`, `$.Field`), field chains, parenthesised pipelines, `|` pipes, string,
 * number and boolean literals, comments, and the functions `and or not eq ne lt le gt ge len slice index
 * print json`. Anything else is a parse error naming it, never a silent difference: Go's own
 * text/template renders the same templates in the oracle test (test/integration/models/ollama-go-oracle.test.ts).
 *
 * Values: JS strings, numbers (float64), bigints (int), booleans, null (nil), arrays (slices), Maps (Go maps) and objects
 * (structs, fields by name). A value that prints differently from fmt's default carries a GO_PRINT
 * method (Ollama's types that implement fmt.Stringer, or fmt's struct syntax).
 */

import { ToolError } from "../errors.js";
import { TooLargeToCount } from "./types.js";

export const GO_PRINT: unique symbol = Symbol("go-print");
export const GO_JSON: unique symbol = Symbol("go-json");

export type GoValue =
  | string
  /** float64 (JSON numbers decoded into any) */
  | number
  /** int (template integer constants, len, range indexes) */
  | bigint
  | boolean
  | null
  | readonly GoValue[]
  | ReadonlyMap<string, GoValue>
  | {
      readonly [GO_PRINT]?: () => string;
      readonly [GO_JSON]?: () => string;
      readonly [field: string]: GoValue | undefined;
    };

type Node =
  | { kind: "text"; text: string }
  | { kind: "action"; pipe: Pipeline }
  | { kind: "if" | "with"; pipe: Pipeline; yes: Node[]; otherwise: Node[] | null }
  | { kind: "range"; pipe: Pipeline; body: Node[]; otherwise: Node[] | null }
  | { kind: "break" | "continue" };

interface Pipeline {
  /** Variables declared (`:=`) or assigned (`=`) with the pipeline's value. */
  decl: string[];
  assign: boolean;
  commands: Arg[][];
}

type Arg =
  | { kind: "field"; base: "dot" | string; path: string[] }
  | { kind: "ident"; name: string }
  | { kind: "literal"; value: GoValue }
  | { kind: "pipe"; pipe: Pipeline; path: string[] };

export class GoTemplateError extends Error {}

const FUNCTIONS = new Set([
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
  "json",
]);

/** A parsed template; `execute` renders it with `data` as dot and `$`. */
export class GoTemplate {
  private readonly nodes: Node[];

  /**
   * Whether Ollama gives the model the thinking capability for this template: it prints `.Thinking`
   * (Ollama's thinking.InferTags looks for the field inside a range over .Messages; every library template
   * that prints it does so there). A request that does not set `think` then gets think=true.
   */
  readonly thinks: boolean;

  constructor(source: string) {
    this.nodes = parse(source);
    this.thinks = /\{\{[^}]*\.Thinking\b[^}]*\}\}/.test(source);
  }

  /** Nodes the last execution ran (the benchmark can print it against GO_TEMPLATE_BOUNDS.maxSteps). */
  lastSteps = 0;

  execute(data: GoValue, bounds: Partial<GoTemplateBounds> = {}): string {
    const out: string[] = [];
    const { maxSteps, maxChars, maxMs } = { ...GO_TEMPLATE_BOUNDS, ...bounds };
    const outer = budget;
    const mine: Budget = { steps: 0, chars: 0, maxSteps, maxChars, maxMs, deadline: Date.now() + maxMs };
    budget = mine;
    try {
      run(this.nodes, data, [new Map([["$", data]])], out);
    } finally {
      this.lastSteps = mine.steps;
      budget = outer;
    }
    return out.join("");
  }
}

/**
 * The bounds of one execution. Ollama's templates range only over the data (no integer range, no recursion
 * here), but nested ranges over the tools multiply: `{{range .Tools}}{{range $.Tools}}{{json $.Tools}}...`
 * writes the listing once per pair of tools. The library templates stay far below each bound: the 5,221 tools
 * of 7.4 MiB in `npm run bench` (section 9) run 15,682 nodes (qwen3, qwen2.5) or 10,460 (llama-3.1, 3.2)
 * and write 6.4-6.7 Mi characters (the text bound is twice the chat templates' JSON cap). Past the steps or the time, the run stops with an error (exit 2); past the
 * text, that profile alone is "not counted: too large".
 */
export interface GoTemplateBounds {
  maxSteps: number;
  maxChars: number;
  maxMs: number;
}

export const GO_TEMPLATE_BOUNDS: GoTemplateBounds = {
  maxSteps: 2_000_000,
  maxChars: 128 * 1024 * 1024,
  maxMs: 60_000,
};

interface Budget {
  steps: number;
  chars: number;
  readonly maxSteps: number;
  readonly maxChars: number;
  readonly maxMs: number;
  readonly deadline: number;
}

/** The budget of the execution under way (executions are synchronous: one at a time). */
let budget: Budget | null = null;

function step(): void {
  if (budget === null) return;
  budget.steps++;
  if (budget.steps > budget.maxSteps) {
    stopped(`it ran more than ${budget.maxSteps.toLocaleString("en-US")} steps`);
  }
  if ((budget.steps & 4095) === 0 && Date.now() > budget.deadline)
    stopped(`it ran longer than ${budget.maxMs / 1000} s`);
}

function stopped(reason: string): never {
  throw new ToolError(
    "input",
    `the Ollama template was stopped (a bound of one render, docs/model-data.md): ${reason}`,
  );
}

function write(out: string[], text: string): void {
  if (budget !== null) {
    budget.chars += text.length;
    if (budget.chars > budget.maxChars) {
      throw new TooLargeToCount(
        `the Ollama template would write more than ${(budget.maxChars / (1024 * 1024)).toFixed(1)} Mi characters (the cap of one render)`,
      );
    }
  }
  out.push(text);
}

// ---------- lexing and parsing ----------

interface Action {
  /** Text before the action, already trimmed where the markers ask. */
  text: string;
  /** The action's words, or null for the final text. */
  body: string | null;
}

function split(source: string): Action[] {
  const actions: Action[] = [];
  let at = 0;
  let trimNext = false;
  for (;;) {
    const open = source.indexOf("{{", at);
    let text = source.slice(at, open < 0 ? source.length : open);
    if (trimNext) text = text.replace(/^[ \t\r\n]+/, "");
    if (open < 0) {
      actions.push({ text, body: null });
      return actions;
    }
    let start = open + 2;
    if (source.startsWith("- ", start) || source.startsWith("-\t", start) || source.startsWith("-\n", start)) {
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

/** The `}}` closing an action that starts at `from`, skipping quoted strings and comments. */
function findClose(source: string, from: number): number {
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

function skipQuoted(source: string, start: number): number {
  const quote = source[start];
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === "\\" && quote !== "`") i++;
    else if (source[i] === quote) return i;
  }
  throw new GoTemplateError("unterminated quoted string");
}

type Token = { kind: "word" | "string" | "number" | "punct"; text: string; value?: GoValue };

function tokenize(body: string): Token[] {
  const tokens: Token[] = [];
  const re =
    /\s+|("(?:[^"\\]|\\.)*")|(`[^`]*`)|('(?:[^'\\]|\\.)')|(:=|[=(),|])|(-?[0-9][0-9.eE+-]*)|([$.A-Za-z_][$.A-Za-z0-9_]*)/y;
  let at = 0;
  while (at < body.length) {
    re.lastIndex = at;
    const m = re.exec(body);
    if (!m) throw new GoTemplateError(`unexpected ${JSON.stringify(body.slice(at, at + 10))} in {{${body}}}`);
    at = re.lastIndex;
    if (m[1]) tokens.push({ kind: "string", text: m[1], value: JSON.parse(m[1]) as string });
    else if (m[2]) tokens.push({ kind: "string", text: m[2], value: m[2].slice(1, -1) });
    else if (m[3])
      tokens.push({
        kind: "number",
        text: m[3],
        value: (JSON.parse(`"${m[3].slice(1, -1)}"`) as string).codePointAt(0) ?? 0,
      });
    else if (m[4]) tokens.push({ kind: "punct", text: m[4] });
    else if (m[5]) {
      const integer = /^-?[0-9]+$/.test(m[5]);
      tokens.push({ kind: "number", text: m[5], value: integer ? BigInt(m[5]) : Number(m[5]) });
    } else if (m[6]) tokens.push({ kind: "word", text: m[6] });
  }
  return tokens;
}

function parsePipeline(tokens: Token[], where: string): Pipeline {
  let i = 0;
  const decl: string[] = [];
  let assign = false;
  // `$a, $b :=` / `$a :=` / `$a =`
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

function parseCommands(tokens: Token[], start: number, where: string): [Arg[][], number] {
  const commands: Arg[][] = [[]];
  let i = start;
  while (i < tokens.length) {
    const t = tokens[i] as Token;
    if (t.text === ")") break;
    if (t.text === "|") {
      commands.push([]);
      i++;
      continue;
    }
    const [arg, next] = parseArg(tokens, i, where);
    (commands[commands.length - 1] as Arg[]).push(arg);
    i = next;
  }
  if (commands.some((c) => c.length === 0)) throw new GoTemplateError(`empty command in ${where}`);
  return [commands, i];
}

function parseArg(tokens: Token[], i: number, where: string): [Arg, number] {
  const t = tokens[i] as Token;
  if (t.kind === "string" || t.kind === "number") return [{ kind: "literal", value: t.value as GoValue }, i + 1];
  if (t.text === "(") {
    const [commands, close] = parseCommands(tokens, i + 1, where);
    if (tokens[close]?.text !== ")") throw new GoTemplateError(`unclosed ( in ${where}`);
    // A field chain right after the parenthesis: (pipeline).Field
    let path: string[] = [];
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
      return [{ kind: "field", base: name as string, path }, i + 1];
    }
    if (t.text === "true" || t.text === "false") return [{ kind: "literal", value: t.text === "true" }, i + 1];
    if (t.text === "nil") return [{ kind: "literal", value: null }, i + 1];
    if (FUNCTIONS.has(t.text)) return [{ kind: "ident", name: t.text }, i + 1];
    throw new GoTemplateError(`function ${JSON.stringify(t.text)} not defined (in ${where})`);
  }
  throw new GoTemplateError(`unexpected ${JSON.stringify(t.text)} in ${where}`);
}

function parse(source: string): Node[] {
  const actions = split(source);
  let at = 0;
  /** How many {{range}} bodies the parser is inside: where {{break}} and {{continue}} may stand. */
  let ranges = 0;
  type Stop = "end" | "else" | "eof";
  const block = (): [Node[], Stop, string] => {
    const nodes: Node[] = [];
    while (at < actions.length) {
      const { text, body } = actions[at++] as Action;
      if (text) nodes.push({ kind: "text", text });
      if (body === null) return [nodes, "eof", ""];
      if (body.startsWith("/*")) continue;
      const [keyword, rest] = splitKeyword(body);
      switch (keyword) {
        case "end":
          return [nodes, "end", ""];
        case "else":
          return [nodes, "else", rest];
        case "if":
        case "with":
        case "range":
          nodes.push(control(keyword, rest));
          break;
        case "break":
        case "continue":
          // text/template (Go 1.18+) allows them inside a range only: the parser refuses them elsewhere.
          if (ranges === 0) throw new GoTemplateError(`{{${keyword}}} outside {{range}}`);
          nodes.push({ kind: keyword });
          break;
        case "template":
        case "define":
        case "block":
          throw new GoTemplateError(`{{${keyword}}} is not supported by this interpreter`);
        default:
          nodes.push({ kind: "action", pipe: parsePipeline(tokenize(body), `{{${body}}}`) });
      }
    }
    return [nodes, "eof", ""];
  };
  const control = (keyword: "if" | "with" | "range", rest: string): Node => {
    const pipe = parsePipeline(tokenize(rest), `{{${keyword} ${rest}}}`);
    if (keyword === "range") ranges++;
    const [body, stop, elseRest] = block();
    if (keyword === "range") ranges--;
    let otherwise: Node[] | null = null;
    if (stop === "else") {
      const [elseKeyword, elseTail] = splitKeyword(elseRest);
      if (elseKeyword === "if" || elseKeyword === "with") {
        // `else if` chains: the nested control node consumes the shared {{end}}.
        otherwise = [control(elseKeyword, elseTail)];
      } else {
        if (elseRest) throw new GoTemplateError(`unexpected {{else ${elseRest}}}`);
        const [list, end] = block();
        if (end !== "end") throw new GoTemplateError(`{{${keyword}}} without {{end}}`);
        otherwise = list;
      }
    } else if (stop !== "end") throw new GoTemplateError(`{{${keyword}}} without {{end}}`);
    if (keyword === "range") return { kind: "range", pipe, body, otherwise };
    return { kind: keyword, pipe, yes: body, otherwise };
  };
  const [nodes, stop] = block();
  if (stop !== "eof") throw new GoTemplateError(`unexpected {{${stop}}}`);
  return nodes;
}

function splitKeyword(body: string): [string, string] {
  const m = /^([a-z]+)\b\s*([\s\S]*)$/.exec(body);
  return m ? [m[1] as string, m[2] as string] : ["", body];
}

// ---------- execution ----------

type Scope = Map<string, GoValue>[];

function lookup(scopes: Scope, name: string): GoValue {
  for (let i = scopes.length - 1; i >= 0; i--) {
    const scope = scopes[i] as Map<string, GoValue>;
    if (scope.has(name)) return scope.get(name) as GoValue;
  }
  throw new GoTemplateError(`undefined variable ${name}`);
}

function assignVar(scopes: Scope, name: string, value: GoValue): void {
  for (let i = scopes.length - 1; i >= 0; i--) {
    const scope = scopes[i] as Map<string, GoValue>;
    if (scope.has(name)) {
      scope.set(name, value);
      return;
    }
  }
  throw new GoTemplateError(`undefined variable ${name}`);
}

function run(nodes: readonly Node[], dot: GoValue, scopes: Scope, out: string[]): void {
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
        scopes.push(new Map());
        const value = evalPipeline(node.pipe, dot, scopes);
        if (truth(value)) run(node.yes, node.kind === "with" ? value : dot, scopes, out);
        else if (node.otherwise) run(node.otherwise, dot, scopes, out);
        scopes.pop();
        break;
      }
      case "range": {
        scopes.push(new Map());
        const value = evaluate(node.pipe.commands, dot, scopes);
        const items: [GoValue, GoValue][] = Array.isArray(value)
          ? (value as GoValue[]).map((v, i) => [BigInt(i), v])
          : value instanceof Map
            ? [...(value as Map<string, GoValue>).keys()].sort(byteOrder).map((k) => [k, value.get(k) as GoValue])
            : value === null
              ? []
              : fail(`range can't iterate over ${goPrint(value)}`);
        if (items.length === 0 && node.otherwise) run(node.otherwise, dot, scopes, out);
        const depth = scopes.length;
        for (const [key, item] of items) {
          const scope = new Map<string, GoValue>();
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
            // The scopes of the ifs and withs the signal left: back to this iteration's.
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

/** {{break}} or {{continue}} on its way out to the range it stops (the parser allows them inside one only). */
class LoopSignal {
  constructor(readonly kind: "break" | "continue") {}
}

function fail(message: string): never {
  throw new GoTemplateError(message);
}

function evalPipeline(pipe: Pipeline, dot: GoValue, scopes: Scope): GoValue {
  const value = evaluate(pipe.commands, dot, scopes);
  for (const name of pipe.decl) {
    if (pipe.assign) assignVar(scopes, name, value);
    else (scopes[scopes.length - 1] as Map<string, GoValue>).set(name, value);
  }
  return value;
}

function evaluate(commands: readonly Arg[][], dot: GoValue, scopes: Scope): GoValue {
  let previous: GoValue | undefined;
  for (const command of commands) {
    const extra = previous === undefined ? [] : [previous];
    previous = evalCommand(command, extra, dot, scopes);
  }
  return previous as GoValue;
}

function evalCommand(command: readonly Arg[], piped: GoValue[], dot: GoValue, scopes: Scope): GoValue {
  const [head, ...rest] = command as [Arg, ...Arg[]];
  if (head.kind === "ident") {
    const name = head.name;
    // and/or evaluate lazily, as Go 1.18+ does.
    if (name === "and" || name === "or") {
      const args = [...rest, ...piped.map((v): Arg => ({ kind: "literal", value: v }))];
      let value: GoValue = null;
      for (const arg of args) {
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

function evalArg(arg: Arg, dot: GoValue, scopes: Scope): GoValue {
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

function fieldChain(base: GoValue, path: readonly string[]): GoValue {
  let value = base;
  for (const name of path) {
    if (value instanceof Map) {
      // Ollama parses templates with missingkey=zero: a missing key of a map is the zero value.
      value = (value as Map<string, GoValue>).has(name) ? ((value as Map<string, GoValue>).get(name) as GoValue) : null;
    } else if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      const field = (value as Record<string, GoValue | undefined>)[name];
      if (field === undefined) fail(`can't evaluate field ${name}`);
      value = field;
    } else if (value === null) {
      fail(`nil pointer evaluating .${name}`);
    } else fail(`can't evaluate field ${name} in ${typeof value}`);
  }
  return value;
}

/** Go's truth: false, 0, nil, and empty strings, slices and maps are false; structs are true. */
export function truth(value: GoValue): boolean {
  if (value === null || value === false || value === 0 || value === 0n || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof Map) return value.size > 0;
  return true;
}

function callFunction(name: string, args: GoValue[]): GoValue {
  const [a, b] = args as [GoValue, GoValue];
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
      const from = b === undefined ? 0 : Number(b as bigint);
      const to = args[2] === undefined ? a.length : Number(args[2] as bigint);
      if (from < 0 || to > a.length || from > to) fail(`slice index out of range: ${from}:${to}`);
      return a.slice(from, to);
    }
    case "index": {
      let value = a;
      for (const key of args.slice(1)) {
        if (Array.isArray(value))
          value = (value[Number(key as bigint)] as GoValue | undefined) ?? fail("index out of range");
        else if (value instanceof Map) value = (value.get(key as string) as GoValue | undefined) ?? null;
        else fail("can't index");
      }
      return value;
    }
    case "print":
      return args
        .map((v, i) => (i > 0 && typeof v !== "string" && typeof args[i - 1] !== "string" ? " " : "") + goPrint(v))
        .join("");
    case "json":
      return goJson(a);
  }
  return fail(`function ${name} not defined`);
}

function basicEqual(a: GoValue, b: GoValue): boolean {
  if (typeof a === "object" || typeof b === "object") {
    if (a === null && b === null) return true;
    fail("incompatible types for comparison");
  }
  return a === b;
}

function compare(a: GoValue, b: GoValue): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "bigint" && typeof b === "bigint") return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === "string" && typeof b === "string") return byteOrder(a, b);
  return fail("incompatible types for comparison");
}

/** Go orders strings by their UTF-8 bytes (maps print and range in that order). */
export function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}

// ---------- printing as fmt does, and JSON as encoding/json does ----------

/** How text/template prints a value: fmt's %v, or the value's own String method (GO_PRINT). */
export function goPrint(value: GoValue | undefined): string {
  if (value === undefined || value === null) return "<nil>";
  if (typeof value === "string") return value;
  if (typeof value === "number") return goFloat(value);
  if (typeof value === "bigint" || typeof value === "boolean") return String(value);
  const printer = (value as { [GO_PRINT]?: () => string })[GO_PRINT];
  if (printer) return printer();
  if (Array.isArray(value)) return `[${value.map(goPrint).join(" ")}]`;
  if (value instanceof Map) {
    const keys = [...(value as Map<string, GoValue>).keys()].sort(byteOrder);
    return `map[${keys.map((k) => `${k}:${goPrint(value.get(k))}`).join(" ")}]`;
  }
  return `{${Object.values(value).map(goPrint).join(" ")}}`;
}

/** fmt's %v of a float64 (strconv 'g', shortest, exponent when below 1e-4 or from 1e+06 up). */
export function goFloat(x: number): string {
  if (Number.isNaN(x)) return "NaN";
  if (!Number.isFinite(x)) return x > 0 ? "+Inf" : "-Inf";
  if (x === 0) return Object.is(x, -0) ? "-0" : "0";
  const [mantissa, exponentText] = x.toExponential().split("e") as [string, string];
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

/** A Go string as encoding/json writes it: <, >, & and U+2028/9 escaped, lone surrogates as U+FFFD. */
export function goJsonString(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\b") out += "\\b";
    else if (ch === "\f") out += "\\f";
    else if (code < 0x20 || ch === "<" || ch === ">" || ch === "&" || code === 0x2028 || code === 0x2029) {
      out += `\\u${code.toString(16).padStart(4, "0")}`;
    } else if (code >= 0xd800 && code <= 0xdfff) out += "\ufffd";
    else out += ch;
  }
  return `${out}"`;
}

/**
 * encoding/json's Marshal of a value decoded into `any` (maps sort their keys), or of an object that
 * carries its own GO_JSON writer (Ollama's structs, in their field order with their omitempty rules).
 */
export function goJson(value: GoValue | undefined): string {
  if (value === undefined || value === null) return "null";
  if (typeof value === "string") return goJsonString(value);
  if (typeof value === "number") return JSON.stringify(value);
  if (typeof value === "bigint" || typeof value === "boolean") return String(value);
  const writer = (value as { [GO_JSON]?: () => string })[GO_JSON];
  if (writer) return writer();
  if (Array.isArray(value)) return `[${value.map(goJson).join(",")}]`;
  if (value instanceof Map) {
    const keys = [...(value as Map<string, GoValue>).keys()].sort(byteOrder);
    return `{${keys.map((k) => `${goJsonString(k)}:${goJson(value.get(k))}`).join(",")}}`;
  }
  return `{${Object.entries(value)
    .map(([k, v]) => `${goJsonString(k)}:${goJson(v)}`)
    .join(",")}}`;
}
