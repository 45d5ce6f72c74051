/**
 * Python's text of values, for the chat templates @huggingface/jinja renders the way transformers' Jinja2 does.
 *
 * Where a template prints a value that is not a string, Jinja2 writes Python's `str()` of it: `True`, `None`,
 * `1.0`, `['string', 'null']`, `{'type': 'string'}`. The library writes JavaScript's or JSON's text (`true`,
 * nothing for null, `["string","null"]`), refuses `| string` on an object and `| trim` or `| items` on an
 * undefined value, and has no `reject` / `select` filters. Qwen3-Coder's template does all of these: it prints
 * a property's `type` with `| string` (a list when the schema gives several), every keyword it does not know
 * as `<keyword>{{ value | string }}</keyword>`, enum items that are not strings with `{{ item }}`, and leaves
 * out the keywords it handles with `| reject("in", [...])`.
 *
 * The parsed template is changed once (as jinja-json.ts does for `tojson`): every value printed by `{{ }}`,
 * and every `| string`, `| trim`, `| items`, `| reject(...)` and `| select(...)`, becomes a call of a function
 * the renderer passes in (PYTHON_FUNCTIONS) as the library's own function value, so it gets the library's
 * typed values (a float `1.0` stays a float, not a bare JavaScript number) and returns them. Strings print as
 * they did; only what the library wrote unlike Python changes.
 *
 * llama.cpp's own engine (common/jinja, llama.cpp 0.4.0) writes the same text as Python for `| string` of lists,
 * dicts, booleans and None and for a printed `True`, but prints a `none` value given to `{{ }}` as nothing, where
 * Python writes `None`; quotes a string inside a list its own way (llamaCppStringRepr); and `trim` strips ASCII
 * whitespace only (held to llama.cpp itself in test/integration/models/llama-cpp-runtime-oracle.test.ts):
 * ValueText says which of the two a renderer writes.
 */

/** Whose text of printed values: Python's Jinja2 (transformers, vLLM) or llama.cpp's engine. */
export type ValueText = "python" | "llama.cpp";

import { Environment } from "@huggingface/jinja";

/** The names the rewritten template calls; unlikely to meet a template's own variables. */
export const PYTHON_FUNCTIONS = {
  print: "__mcp_token_budget_py_print",
  str: "__mcp_token_budget_py_str",
  trim: "__mcp_token_budget_py_trim",
  items: "__mcp_token_budget_py_items",
  select: "__mcp_token_budget_py_select",
} as const;

/** A node of @huggingface/jinja's syntax tree, as far as the rewrite reads it. */
interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

/** The statements that hold blocks (their printed expressions are wrapped) and are not expressions themselves. */
const BLOCKS: Readonly<Record<string, readonly string[]>> = {
  Program: ["body"],
  If: ["body", "alternate"],
  For: ["body", "defaultBlock"],
  Macro: ["body"],
  Set: ["body"],
  FilterStatement: ["body"],
  CallStatement: ["body"],
};
/** Statements of a block that print nothing of their own (or, for text, print it as it is). */
const NOT_PRINTED = new Set([
  "If",
  "For",
  "Break",
  "Continue",
  "Set",
  "Macro",
  "Comment",
  "FilterStatement",
  "CallStatement",
  "StringLiteral",
]);

const call = (name: string, operand: unknown, args: unknown[] = []): Node => ({
  type: "CallExpression",
  callee: { type: "Identifier", value: name },
  args: [operand, ...args],
});

function rewriteFilter(node: Node): Node {
  if (node.type !== "FilterExpression") return node;
  const filter = node.filter as Node;
  if (filter.type === "Identifier") {
    if (filter.value === "string") return call(PYTHON_FUNCTIONS.str, node.operand);
    if (filter.value === "trim") return call(PYTHON_FUNCTIONS.trim, node.operand);
    if (filter.value === "items") return call(PYTHON_FUNCTIONS.items, node.operand);
    return node;
  }
  if (filter.type === "CallExpression" && isNode(filter.callee) && filter.callee.type === "Identifier") {
    const name = filter.callee.value;
    const args = filter.args as unknown[];
    if ((name === "reject" || name === "select") && args.length >= 1 && args.every((a) => isNode(a))) {
      return call(PYTHON_FUNCTIONS.select, node.operand, [
        { type: "StringLiteral", value: name },
        ...(args as Node[]).filter((a) => a.type !== "KeywordArgumentExpression"),
      ]);
    }
  }
  return node;
}

/** Rewrites a parsed template (its `parsed` program) in place: see the module's comment. */
export function usePythonText(program: unknown): void {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = visit(value[i]);
      return value;
    }
    if (!isNode(value)) return value;
    for (const key of Object.keys(value)) {
      if (key !== "type") value[key] = visit(value[key]);
    }
    const blocks = BLOCKS[value.type];
    if (blocks) {
      for (const key of blocks) {
        const block = value[key];
        if (!Array.isArray(block)) continue;
        for (let i = 0; i < block.length; i++) {
          const statement = block[i];
          // A printed expression: Jinja2 writes str() of its value.
          if (isNode(statement) && !NOT_PRINTED.has(statement.type)) block[i] = call(PYTHON_FUNCTIONS.print, statement);
        }
      }
    }
    return rewriteFilter(value);
  };
  visit(program);
}

/** A runtime value of the library: its type name and its JavaScript value. */
interface Value {
  type: string;
  value: unknown;
}

/** Characters Python's str.isprintable() refuses (Unicode "Other" and "Separator", but the space). */
const NOT_PRINTABLE = /[\p{C}\p{Z}]/u;

/** Python's repr() of a string. */
export function pythonStringRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of text) {
    if (char === quote || char === "\\") out += `\\${char}`;
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (char !== " " && NOT_PRINTABLE.test(char)) {
      const code = char.codePointAt(0) as number;
      if (code < 0x100) out += `\\x${code.toString(16).padStart(2, "0")}`;
      else if (code < 0x10000) out += `\\u${code.toString(16).padStart(4, "0")}`;
      else out += `\\U${code.toString(16).padStart(8, "0")}`;
    } else out += char;
  }
  return out + quote;
}

/** Python's repr() of a float (float_repr_style "short"). */
function floatRepr(value: number): string {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  const [mantissa, exponent] = Math.abs(value).toExponential().split("e") as [string, string];
  const digits = mantissa.replace(".", "");
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

/**
 * llama.cpp's engine's repr() of a string inside a list or dict: double quotes when it holds a `'` (each `"`
 * then escaped), else single quotes; nothing else escaped (a tab or a backslash is written as it is).
 */
export function llamaCppStringRepr(text: string): string {
  const quote = text.includes("'") ? '"' : "'";
  return quote + text.replaceAll(quote, `\\${quote}`) + quote;
}

/** Python's repr() of a value (what str() of a list or dict writes for each item), or llama.cpp's. */
function repr(value: Value, text: ValueText): string {
  if (value.type !== "StringValue") return str(value, text);
  return text === "llama.cpp" ? llamaCppStringRepr(value.value as string) : pythonStringRepr(value.value as string);
}

/** Python's str() of a value, as Jinja2 prints it (llama.cpp's engine: its own repr of strings inside). */
function str(value: Value, text: ValueText = "python"): string {
  switch (value.type) {
    case "StringValue":
      return value.value as string;
    case "IntegerValue":
      return String(value.value);
    case "FloatValue":
      return floatRepr(value.value as number);
    case "BooleanValue":
      return value.value ? "True" : "False";
    case "NullValue":
      return "None";
    case "UndefinedValue":
      return "";
    case "ArrayValue":
    case "TupleValue": {
      const items = (value.value as Value[]).map((item) => repr(item, text));
      return value.type === "TupleValue"
        ? `(${items.join(", ")}${items.length === 1 ? "," : ""})`
        : `[${items.join(", ")}]`;
    }
    case "ObjectValue":
    case "KeywordArgumentsValue":
      return `{${Array.from((value.value as Map<string, Value>).entries())
        .map(([key, item]) => `${repr({ type: "StringValue", value: key }, text)}: ${repr(item, text)}`)
        .join(", ")}}`;
    default:
      throw new Error(`cannot print a ${value.type} as Python does`);
  }
}

/** Python's str.isspace() characters, which str.strip() removes (JavaScript's trim() differs on a few). */
const PY_SPACE = "[\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]";
const PY_STRIP = new RegExp(`^${PY_SPACE}+|${PY_SPACE}+$`, "g");
/** llama.cpp's engine strips ASCII whitespace only. */
const ASCII_STRIP = /^[\t\n\v\f\r ]+|[\t\n\v\f\r ]+$/g;

/** Whether `item` passes Jinja2's test `test` (with its argument): the tests templates use with select/reject. */
function passes(test: string, item: Value, arg: Value | undefined): boolean {
  switch (test) {
    case "in": {
      if (!arg) throw new Error('the "in" test needs a container');
      if (arg.type === "ArrayValue" || arg.type === "TupleValue") {
        return (arg.value as Value[]).some((v) => v.type === item.type && v.value === item.value);
      }
      if (arg.type === "ObjectValue") return (arg.value as Map<string, unknown>).has(item.value as string);
      if (arg.type === "StringValue") return (arg.value as string).includes(str(item));
      throw new Error(`the "in" test cannot look in a ${arg.type}`);
    }
    case "equalto":
    case "eq":
    case "==":
      return !!arg && arg.type === item.type && arg.value === item.value;
    case "none":
      return item.type === "NullValue";
    case "defined":
      return item.type !== "UndefinedValue";
    case "string":
      return item.type === "StringValue";
    default:
      throw new Error(`select/reject with the test "${test}" is not supported here`);
  }
}

/** The library's runtime classes (not exported), taken from what its environment makes of plain values. */
type RuntimeClass = new (value: unknown) => Value;
const made = (value: unknown) =>
  (new Environment() as unknown as { set(n: string, v: unknown): Value }).set("v", value);
const StringValue = made("").constructor as RuntimeClass;
const ArrayValue = made([]).constructor as RuntimeClass;
const FunctionValue = made(() => null).constructor as RuntimeClass;

/** Whether `value` is already one of the library's function values (declared as it is, not converted). */
export function isLibraryFunction(value: unknown): boolean {
  return value instanceof FunctionValue;
}

const fn = (body: (args: Value[]) => Value) => new FunctionValue((args: Value[]) => body(args));

/** The functions the rewritten template calls, as the library's function values (pass them as variables). */
export function pythonFunctions(text: ValueText = "python"): Record<string, unknown> {
  return {
    [PYTHON_FUNCTIONS.print]: fn(([value]) => {
      const printed = value as Value;
      return new StringValue(text === "llama.cpp" && printed.type === "NullValue" ? "" : str(printed, text));
    }),
    [PYTHON_FUNCTIONS.str]: fn(([value]) => new StringValue(str(value as Value, text))),
    [PYTHON_FUNCTIONS.trim]: fn(
      ([value]) =>
        new StringValue(str(value as Value, text).replace(text === "llama.cpp" ? ASCII_STRIP : PY_STRIP, "")),
    ),
    [PYTHON_FUNCTIONS.items]: fn(([value]) => {
      const mapping = value as Value;
      if (mapping.type === "UndefinedValue") return new ArrayValue([]);
      if (mapping.type !== "ObjectValue")
        throw new Error(`Can only get item pairs from a mapping, not a ${mapping.type}`);
      return new ArrayValue(
        Array.from((mapping.value as Map<string, Value>).entries()).map(
          ([key, item]) => new ArrayValue([new StringValue(key), item]),
        ),
      );
    }),
    [PYTHON_FUNCTIONS.select]: fn(([list, which, test, arg]) => {
      const value = list as Value;
      const name = (which as Value).value as string;
      if (value.type !== "ArrayValue" && value.type !== "TupleValue") {
        throw new Error(`${name} needs a list, not a ${value.type}`);
      }
      const keep = name === "select";
      return new ArrayValue(
        (value.value as Value[]).filter((item) => passes(String((test as Value).value), item, arg) === keep),
      );
    }),
  };
}
