/**
 * `tojson` in linear time, for the chat templates @huggingface/jinja renders.
 *
 * The library's `tojson` builds each object's text from its children's texts, joined again at every level,
 * so a value nested d levels deep is copied d times: a schema nested 126 levels, printed with
 * `tojson(indent=4)` (Llama 3.x), cost 40-150 ms a render, most of a count. This writes the same text in one
 * pass into one list of parts: the same separators and layout (Python's `json.dumps`), the same handling
 * of `indent`, `ensure_ascii`, `sort_keys` and `separators`, the same errors. The parsed template is
 * changed once: every `x | tojson` and `x | tojson(key=value, ...)` becomes a call of a function the
 * renderer passes in (JSON_FUNCTION); any other use of the filter is left to the library.
 * test/unit/core/models/jinja-json.test.ts holds both to the same text on every kind of value and option.
 *
 * Bounded: what one render writes through it is counted as it is written, and past `maxChars` the render
 * stops with TooLargeToCount (before the text is joined), so a listing whose indented JSON would be
 * gigabytes (a schema 256 levels deep puts up to 1,024 spaces before each of its lines) costs no memory.
 */
import { TooLargeToCount } from "./types.js";

/** The name the rewritten template calls; unlikely to meet a template's own variable. */
export const JSON_FUNCTION = "__mcp_token_budget_tojson";

/** A node of @huggingface/jinja's syntax tree, as far as the rewrite reads it. */
interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

/** The filter's keyword arguments the library reads; a call with others (or positional ones) is left alone. */
const KEYWORDS = new Set(["indent", "ensure_ascii", "sort_keys", "separators"]);

function rewrite(node: Node): Node {
  if (node.type !== "FilterExpression") return node;
  const filter = node.filter as Node;
  const identifier = (n: unknown) => isNode(n) && n.type === "Identifier" && n.value === "tojson";
  let args: unknown[];
  if (identifier(filter)) args = [];
  else if (filter.type === "CallExpression" && identifier(filter.callee)) {
    args = filter.args as unknown[];
    const keyword = (a: unknown) =>
      isNode(a) && a.type === "KeywordArgumentExpression" && KEYWORDS.has((a.key as { value?: string })?.value ?? "");
    if (!args.every(keyword)) return node;
  } else return node;
  // A plain object with the fields the interpreter reads: it dispatches on `type`.
  return {
    type: "CallExpression",
    callee: { type: "Identifier", value: JSON_FUNCTION },
    args: [node.operand, ...args],
  };
}

/** Rewrites every `tojson` filter of a parsed template (its `parsed` program) in place. */
export function useLinearToJson(program: unknown): void {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = visit(value[i]);
      return value;
    }
    if (!isNode(value)) return value;
    for (const key of Object.keys(value)) {
      if (key !== "type") value[key] = visit(value[key]);
    }
    return rewrite(value);
  };
  visit(program);
}

/** A runtime value of the library: its type name and its JavaScript value. */
interface Value {
  type: string;
  value: unknown;
}

const NON_ASCII = /[\x7f-\uffff]/g;
const asciiSafe = (text: string) =>
  text.replace(NON_ASCII, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * How the runtime prints a float: `python` as transformers and vLLM do (`json.dumps` writes `repr`:
 * `1.0`, `1e-07`, `1e+16`); `javascript` as JSON.stringify (what this renderer wrote before it knew the
 * runtime, kept for llama.cpp, whose own float layout is documented in llama-cpp.ts).
 */
export type FloatStyle = "python" | "javascript";

/** Python's repr of a float (float_repr_style "short"): the shortest digits, exponent past 1e16 or below 1e-4. */
export function pythonFloat(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "Infinity" : "-Infinity";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  const [mantissa, exponent] = Math.abs(value).toExponential().split("e") as [string, string];
  const digits = mantissa.replace(".", "");
  // The decimal point's place in the digits: value = 0.<digits> x 10^point.
  const point = Number(exponent) + 1;
  const sign = value < 0 ? "-" : "";
  if (point <= -4 || point > 16) {
    const e = point - 1;
    const rest = digits.length > 1 ? `.${digits.slice(1)}` : "";
    return `${sign}${digits[0]}${rest}e${e < 0 ? "-" : "+"}${String(Math.abs(e)).padStart(2, "0")}`;
  }
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}.0`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

interface Options {
  floats: FloatStyle;
  indent: number | null;
  ensureAscii: boolean;
  sortKeys: boolean;
  separators: [string, string] | null;
}

/** The options from the filter's keyword arguments, checked as the library checks them. */
function optionsOf(kwargs: Map<string, Value> | undefined, floats: FloatStyle): Options {
  const get = (key: string) => kwargs?.get(key);
  const indent = get("indent");
  if (indent && indent.type !== "IntegerValue" && indent.type !== "NullValue") {
    throw new Error("If set, indent must be a number");
  }
  const ensureAscii = get("ensure_ascii");
  if (ensureAscii && ensureAscii.type !== "BooleanValue") throw new Error("If set, ensure_ascii must be a boolean");
  const sortKeys = get("sort_keys");
  if (sortKeys && sortKeys.type !== "BooleanValue") throw new Error("If set, sort_keys must be a boolean");
  const separatorsArg = get("separators");
  let separators: [string, string] | null = null;
  if (separatorsArg && (separatorsArg.type === "ArrayValue" || separatorsArg.type === "TupleValue")) {
    const pair = separatorsArg.value as Value[];
    if (pair.length !== 2) throw new Error("separators must be a tuple of two strings");
    const [item, key] = pair as [Value, Value];
    if (item.type !== "StringValue" || key.type !== "StringValue") {
      throw new Error("separators must be a tuple of two strings");
    }
    separators = [item.value as string, key.value as string];
  } else if (separatorsArg && separatorsArg.type !== "NullValue") {
    throw new Error("If set, separators must be a tuple of two strings");
  }
  return {
    floats,
    indent: (indent?.value as number | null | undefined) ?? null,
    ensureAscii: (ensureAscii?.value as boolean | undefined) ?? false,
    sortKeys: (sortKeys?.value as boolean | undefined) ?? false,
    separators,
  };
}

/** Where a render's JSON is written, and how much of it one render may write. */
interface Sink {
  parts: string[];
  chars: number;
  /** What this call may still write, and the cap of the render, named in the error. */
  maxChars: number;
  cap: number;
}

function push(sink: Sink, ...texts: string[]): void {
  for (const text of texts) {
    sink.chars += text.length;
    sink.parts.push(text);
  }
  if (sink.chars > sink.maxChars) {
    throw new TooLargeToCount(
      `the chat template would write more than ${formatChars(sink.cap)} of JSON for the tools (the cap of one render)`,
    );
  }
}

const formatChars = (n: number) => `${(n / 1024 / 1024).toFixed(1)} Mi characters`;

/** The library's JSON of `input`, written into `out`. */
function write(input: Value, options: Options, depth: number, out: Sink): void {
  const { indent, ensureAscii, sortKeys } = options;
  const [itemSeparator, keySeparator] = options.separators ?? (indent ? [",", ": "] : [", ", ": "]);
  switch (input.type) {
    case "NullValue":
    case "UndefinedValue":
      push(out, "null");
      return;
    case "IntegerValue":
      // A bigint: an integer as sent that a double cannot hold (Python's int keeps every digit).
      push(out, typeof input.value === "bigint" ? input.value.toString() : JSON.stringify(input.value));
      return;
    case "FloatValue":
      push(out, options.floats === "python" ? pythonFloat(input.value as number) : JSON.stringify(input.value));
      return;
    case "BooleanValue":
      push(out, JSON.stringify(input.value));
      return;
    case "StringValue": {
      const text = JSON.stringify(input.value);
      push(out, ensureAscii ? asciiSafe(text) : text);
      return;
    }
    case "ArrayValue":
    case "NamespaceValue":
    case "ObjectValue": {
      const unit = indent ? " ".repeat(indent) : "";
      const base = `\n${unit.repeat(depth)}`;
      const child = base + unit;
      if (input.type === "ArrayValue") {
        const items = input.value as Value[];
        push(out, "[");
        items.forEach((item, i) => {
          if (i > 0) push(out, itemSeparator);
          if (indent) push(out, child);
          write(item, options, depth + 1, out);
        });
        push(out, indent && items.length > 0 ? `${base}]` : "]");
        return;
      }
      let entries = Array.from((input.value as Map<string, Value>).entries());
      if (sortKeys) entries = entries.sort(([a], [b]) => a.localeCompare(b));
      push(out, "{");
      entries.forEach(([key, value], i) => {
        if (i > 0) push(out, itemSeparator);
        if (indent) push(out, child);
        const keyText = JSON.stringify(key);
        push(out, ensureAscii ? asciiSafe(keyText) : keyText, keySeparator);
        write(value, options, depth + 1, out);
      });
      push(out, indent && entries.length > 0 ? `${base}}` : "}");
      return;
    }
    default:
      throw new Error(`Cannot convert to JSON: ${input.type}`);
  }
}

/**
 * The top-level value as the library hands it to a function (its JavaScript value: a Map for an object,
 * an array of runtime values, or a plain string, number, boolean, null or undefined), as a runtime value.
 */
function topLevel(value: unknown): Value {
  if (value instanceof Map) return { type: "ObjectValue", value };
  if (Array.isArray(value)) return { type: "ArrayValue", value };
  switch (typeof value) {
    case "string":
      return { type: "StringValue", value };
    case "number":
      return { type: Number.isInteger(value) ? "IntegerValue" : "FloatValue", value };
    case "boolean":
      return { type: "BooleanValue", value };
    case "undefined":
      return { type: "UndefinedValue", value };
    default:
      if (value === null) return { type: "NullValue", value };
      throw new Error(`Cannot convert to JSON: ${typeof value === "function" ? "FunctionValue" : typeof value}`);
  }
}

/**
 * The function the rewritten template calls, for one render: (value) for `| tojson`, (value, keyword
 * arguments) for `| tojson(...)` (the library hands keyword arguments over as one Map, last). All its
 * calls together write at most `maxChars`.
 */
export function linearToJson(
  maxChars = Number.POSITIVE_INFINITY,
  floats: FloatStyle = "javascript",
): (...args: unknown[]) => string {
  let written = 0;
  return (...args: unknown[]) => {
    const kwargs = args.length > 1 ? (args[1] as Map<string, Value>) : undefined;
    const sink: Sink = { parts: [], chars: 0, maxChars: maxChars - written, cap: maxChars };
    write(topLevel(args[0]), optionsOf(kwargs, floats), 0, sink);
    written += sink.chars;
    return sink.parts.join("");
  };
}
