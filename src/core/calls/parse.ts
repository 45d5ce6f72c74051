/**
 * Reading a calls file (YAML or JSON text) with every problem located: file, line, call name.
 * No fs: the caller reads the file. The JSON Schema in schemas/calls.schema.json describes the same shape.
 */
import { isAlias, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument, type YAMLMap } from "yaml";
import { didYouMean } from "../budget/names.js";
import { ToolError } from "../errors.js";
import type { CallSpec, CallsFile, Expect } from "./types.js";

export const DEFAULT_CALL_TIMEOUT_S = 30;
export const DEFAULT_TOTAL_TIMEOUT_S = 300;
export const DEFAULT_MAX_RESULT_KB = 4096;
export const CALL_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * YAML anchors and aliases (`&q` ... `*q`, and `<<: *common` merge keys) resolve to the anchored value, as
 * in every YAML tool. An alias repeats what it names, so a few lines can stand for an exponential amount
 * (the "billion laughs"): at most this many alias expansions (the yaml library's own guard, counted the way
 * it counts), and at most ARGUMENTS_MAX_BYTES of JSON for one call's arguments once every alias is expanded.
 */
export const MAX_ALIAS_COUNT = 100;
export const ARGUMENTS_MAX_BYTES = 1024 * 1024;

// Top-level keys starting with "x-" are ignored (as in Docker Compose): a place for anchors that calls reuse.
const TOP_KEYS = ["$schema", "calls", "timeout", "totalTimeout", "maxResultKb"];
const CALL_KEYS = ["name", "tool", "arguments", "expect", "timeout"];
const EXPECT_KEYS = ["cursor", "maxItems", "fields", "noFields", "truncationMarked"];

export interface CallsIssue {
  line: number;
  /** The call's name when the problem is inside a call (or its position, "#2", before a name is known). */
  call?: string;
  text: string;
}

/** A calls file that cannot be used: every problem with its line. */
export class CallsFileError extends ToolError {
  constructor(
    readonly file: string,
    readonly issues: CallsIssue[],
  ) {
    super("input", issues.map((i) => locate(file, i)).join("\n"));
    this.name = "CallsFileError";
  }
}

export function locate(file: string, issue: CallsIssue): string {
  const call = issue.call ? `: call ${JSON.stringify(issue.call)}` : "";
  return `calls file ${file}, line ${issue.line}${call}: ${issue.text}`;
}

const kind = (node: Node | null): string => {
  if (node === null) return "nothing";
  if (isMap(node)) return "a mapping";
  if (isSeq(node)) return "a list";
  if (isScalar(node)) return JSON.stringify(node.value) ?? String(node.value);
  return "an unreadable value";
};

export function parseCallsFile(text: string, file: string): CallsFile {
  const lines = new LineCounter();
  const doc = parseDocument(text.replace(/^\uFEFF/, ""), { lineCounter: lines, prettyErrors: false, merge: true });
  const lineOf = (node: Node | null | undefined, fallback = 1) =>
    node?.range ? lines.linePos(node.range[0]).line : fallback;
  const [syntax] = doc.errors;
  if (syntax) {
    throw new CallsFileError(file, [
      { line: lines.linePos(syntax.pos[0]).line, text: `invalid YAML: ${syntax.message}` },
    ]);
  }
  const root = doc.contents as Node | null;
  const example = 'such as "calls: [{ name: broad-search, tool: search, arguments: { query: printer } }]"';
  if (!isMap(root)) {
    throw new CallsFileError(file, [
      {
        line: lineOf(root),
        text: `the calls file must be a mapping with a "calls" list, ${example}; got ${kind(root)}`,
      },
    ]);
  }
  const issues: CallsIssue[] = [];
  // What an alias stands for (an alias with no anchor before it stays itself: an error where it is read).
  const deref = (node: Node | null): Node | null => {
    if (!isAlias(node)) return node;
    try {
      return (node.resolve(doc) as Node | undefined) ?? node;
    } catch {
      return node;
    }
  };
  const entries = (map: YAMLMap, call?: string) =>
    map.items.flatMap((pair) => {
      const key = pair.key as Node | null;
      if (!isScalar(key) || typeof key.value !== "string") {
        issues.push({ line: lineOf(key, lineOf(map)), call, text: `keys must be plain names, got ${kind(key)}` });
        return [];
      }
      return [{ key: key.value, keyLine: lineOf(key), node: deref((pair.value as Node | null) ?? null) }];
    });
  const unknown = (key: string, known: string[], where: string) =>
    `unknown key ${JSON.stringify(key)} ${where}${didYouMean(key, known) || `; expected one of ${known.join(", ")}`}`;
  const seconds = (node: Node | null, what: string, line: number, call?: string): number | null => {
    const value = isScalar(node) ? node.value : undefined;
    if (typeof value === "number" && Number.isFinite(value) && value > 0) return value;
    issues.push({ line, call, text: `${what} must be a positive number, got ${kind(node)}` });
    return null;
  };

  const file_: CallsFile = {
    file,
    calls: [],
    totalTimeoutMs: DEFAULT_TOTAL_TIMEOUT_S * 1000,
    maxResultBytes: DEFAULT_MAX_RESULT_KB * 1024,
  };
  let defaultTimeoutMs = DEFAULT_CALL_TIMEOUT_S * 1000;
  let callsNode: Node | null | undefined;
  let callsLine = 1;
  for (const { key, keyLine, node } of entries(root)) {
    if (key === "calls") {
      callsNode = node;
      callsLine = keyLine;
    } else if (key === "timeout") {
      const s = seconds(node, "timeout (seconds per call)", keyLine);
      if (s !== null) defaultTimeoutMs = s * 1000;
    } else if (key === "totalTimeout") {
      const s = seconds(node, "totalTimeout (seconds for every call together)", keyLine);
      if (s !== null) file_.totalTimeoutMs = s * 1000;
    } else if (key === "maxResultKb") {
      const s = seconds(node, "maxResultKb (KiB one result may have)", keyLine);
      if (s !== null) file_.maxResultBytes = Math.floor(s * 1024);
    } else if (key !== "$schema" && !key.startsWith("x-"))
      issues.push({ line: keyLine, text: unknown(key, TOP_KEYS, "at the top level") });
  }
  if (callsNode === undefined) {
    issues.push({ line: lineOf(root), text: `the calls file has no "calls" list; add one, ${example}` });
  } else if (!isSeq(callsNode) || callsNode.items.length === 0) {
    issues.push({
      line: callsLine,
      text: `calls must be a non-empty list of calls, ${example}; got ${kind(callsNode)}`,
    });
  } else {
    const seen = new Map<string, number>();
    callsNode.items.forEach((item, index) => {
      const node = deref(item as Node | null);
      const line = lineOf(node, callsLine);
      const position = `#${index + 1}`;
      if (!isMap(node)) {
        issues.push({
          line,
          call: position,
          text: `each call must be a mapping with name and tool, got ${kind(node)}`,
        });
        return;
      }
      const fields = entries(node, position);
      const nameEntry = fields.find((f) => f.key === "name");
      const nameValue = isScalar(nameEntry?.node) ? nameEntry?.node.value : undefined;
      const label = typeof nameValue === "string" && nameValue !== "" ? nameValue : position;
      const spec: Partial<CallSpec> & { line: number } = {
        line,
        arguments: {},
        expect: {},
        timeoutMs: defaultTimeoutMs,
      };
      for (const { key, keyLine, node: value } of fields) {
        if (key === "name") {
          if (typeof nameValue !== "string" || !CALL_NAME.test(nameValue)) {
            issues.push({
              line: keyLine,
              call: position,
              text: `name must be letters, digits, ".", "_" or "-" (it keys budgets and comment rows), got ${kind(value)}`,
            });
          } else if (seen.has(nameValue)) {
            issues.push({
              line: keyLine,
              call: nameValue,
              text: `the name is used twice (first on line ${seen.get(nameValue)}); each call needs its own name`,
            });
          } else {
            seen.set(nameValue, keyLine);
            spec.name = nameValue;
          }
        } else if (key === "tool") {
          const tool = isScalar(value) ? value.value : undefined;
          if (typeof tool !== "string" || tool === "") {
            issues.push({
              line: keyLine,
              call: label,
              text: `tool must be the name of a tool the server lists, got ${kind(value)}`,
            });
          } else spec.tool = tool;
        } else if (key === "arguments") {
          if (!isMap(value)) {
            issues.push({
              line: keyLine,
              call: label,
              text: `arguments must be a mapping of argument names to values, got ${kind(value)}`,
            });
          } else {
            const json = argumentsOf(value, keyLine, label);
            if (json) spec.arguments = json;
            const keyLines = new Map<string, number>();
            for (const pair of value.items) {
              const name = pair.key as Node | null;
              if (isScalar(name) && typeof name.value === "string" && name.value !== "<<")
                keyLines.set(name.value, lineOf(name, keyLine));
            }
            spec.argumentLines = keyLines;
          }
        } else if (key === "expect") {
          spec.expect = readExpect(value, keyLine, label);
        } else if (key === "timeout") {
          const s = seconds(value, "timeout (seconds)", keyLine, label);
          if (s !== null) spec.timeoutMs = s * 1000;
        } else issues.push({ line: keyLine, call: label, text: unknown(key, CALL_KEYS, "in a call") });
      }
      if (!nameEntry)
        issues.push({ line, call: position, text: "the call has no name; add one (it keys budgets and comment rows)" });
      if (!fields.some((f) => f.key === "tool"))
        issues.push({ line, call: label, text: "the call has no tool; add the name of the tool to call" });
      if (spec.name !== undefined && spec.tool !== undefined) file_.calls.push(spec as CallSpec);
    });
  }

  /** The arguments as JSON, every alias replaced by its anchored value, within the bounds above. */
  function argumentsOf(node: YAMLMap, line: number, call: string): Record<string, unknown> | null {
    let json: Record<string, unknown>;
    try {
      json = node.toJS(doc, { maxAliasCount: MAX_ALIAS_COUNT }) as Record<string, unknown>;
    } catch (error) {
      const message = (error as Error).message;
      issues.push({
        line,
        call,
        text: /Excessive alias count/.test(message)
          ? `the arguments' aliases expand more than ${MAX_ALIAS_COUNT} times (an alias bomb?); write the values out or use fewer aliases`
          : `the arguments cannot be read: ${message}`,
      });
      return null;
    }
    // Aliases share one object, so a modest expansion count can still make a large JSON text.
    let bytes: number;
    try {
      bytes = JSON.stringify(json).length;
    } catch {
      bytes = Number.POSITIVE_INFINITY;
    }
    if (bytes > ARGUMENTS_MAX_BYTES) {
      issues.push({
        line,
        call,
        text: `the arguments are more than ${ARGUMENTS_MAX_BYTES / 1024 / 1024} MiB of JSON once their aliases are expanded; is this what the tool should get?`,
      });
      return null;
    }
    return json;
  }

  function readExpect(node: Node | null, line: number, call: string): Expect {
    const out: Expect = {};
    if (!isMap(node)) {
      issues.push({
        line,
        call,
        text: `expect must be a mapping of checks (${EXPECT_KEYS.join(", ")}), got ${kind(node)}`,
      });
      return out;
    }
    for (const { key, keyLine, node: value } of entries(node, call)) {
      const scalar = isScalar(value) ? value.value : undefined;
      if (key === "cursor" || key === "truncationMarked") {
        if (scalar !== true)
          issues.push({ line: keyLine, call, text: `expect.${key} can only be true, got ${kind(value)}` });
        else out[key] = true;
      } else if (key === "maxItems") {
        if (typeof scalar !== "number" || !Number.isInteger(scalar) || scalar < 0) {
          issues.push({
            line: keyLine,
            call,
            text: `expect.maxItems must be a whole number of items, got ${kind(value)}`,
          });
        } else out.maxItems = scalar;
      } else if (key === "fields" || key === "noFields") {
        const list = isSeq(value)
          ? value.items.map((i) => {
              const item = deref(i as Node | null);
              return isScalar(item) ? item.value : undefined;
            })
          : [];
        if (!isSeq(value) || list.length === 0 || !list.every((v) => typeof v === "string" && v !== "")) {
          issues.push({
            line: keyLine,
            call,
            text: `expect.${key} must be a non-empty list of field names, got ${kind(value)}`,
          });
        } else out[key] = list as string[];
      } else issues.push({ line: keyLine, call, text: unknown(key, EXPECT_KEYS, "in expect") });
    }
    return out;
  }

  if (issues.length > 0) throw new CallsFileError(file, issues);
  return file_;
}
