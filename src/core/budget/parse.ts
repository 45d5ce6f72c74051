/**
 * Reading a budget file (YAML or JSON text) into a Budget, with every problem located:
 * file, line, dotted path, what was expected and what was found. No fs: the caller reads the file.
 */
import { isAlias, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import { ENCODINGS } from "../encodings.js";
import type { View } from "../verdict.js";
import { findJsonSyntaxError } from "./json-syntax.js";
import { didYouMean, fieldPath } from "./names.js";
import {
  type Budget,
  BudgetError,
  type BudgetIssue,
  type IncreaseLimit,
  type Limits,
  type RuleGroup,
} from "./types.js";

/** Keys allowed both at the top level and inside an `encodings` block. */
const LIMIT_KEYS = ["view", "total", "perTool", "tools", "maxIncrease"];
const TOP_KEYS = ["$schema", "view", "encoding", "total", "perTool", "tools", "maxTools", "maxIncrease", "encodings"];
const LIMIT_NAMES = "total, perTool, tools, maxTools, maxIncrease";
const VIEWS: readonly View[] = ["model", "raw"];
const PERCENT = /^\d+(?:\.\d+)?%$/;

interface Entry {
  key: string;
  path: string;
  keyLine: number;
  /** The value, aliases resolved; null when the pair has no value node at all. */
  node: Node | null;
  line: number;
}

const isEmptyValue = (node: Node | null) =>
  node === null || (isScalar(node) && node.value === null && node.range?.[0] === node.range?.[1]);

/** How a found value reads in a message: strings quoted, containers by kind. */
function describe(node: Node | null): string {
  if (isEmptyValue(node)) return "nothing";
  if (isMap(node)) return "a mapping";
  if (isSeq(node)) return "a list";
  if (isScalar(node)) {
    const v = node.value;
    if (typeof v === "string") return JSON.stringify(v);
    if (v === null || typeof v === "number" || typeof v === "boolean") return String(v);
  }
  return "a value of another kind";
}

export function parseBudget(text: string, fileName: string): Budget {
  const source = text.replace(/^\uFEFF/, "");
  const isJson = /\.json$/i.test(fileName);
  // Problems that stop reading altogether (syntax, empty file) are thrown at once; the rest are collected.
  const fail = (line: number, message: string): never => {
    throw new BudgetError(fileName, [{ line, path: "", text: message }]);
  };
  const emptyText = 'the budget file is empty; add at least one limit, such as "total: 5000"';

  if (source.trim() === "") fail(1, emptyText);
  if (isJson) {
    // JSON is YAML, but YAML would accept "{total: 5,}"; check the JSON rules first, with their own words.
    const syntax = findJsonSyntaxError(source);
    if (syntax) fail(source.slice(0, syntax.offset).split("\n").length, `invalid JSON: ${syntax.reason}`);
  }
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  const lineOf = (offset: number) => lines.linePos(offset).line;
  const [syntaxError] = doc.errors;
  if (syntaxError) fail(lineOf(syntaxError.pos[0]), `invalid ${isJson ? "JSON" : "YAML"}: ${syntaxError.message}`);
  if (doc.contents === null) fail(1, emptyText); // only comments

  const issues: BudgetIssue[] = [];
  const issue = (line: number, path: string, text: string) => issues.push({ line, path, text });
  const resolve = (node: unknown): Node | null =>
    isAlias(node) ? ((node.resolve(doc) as Node | undefined) ?? null) : ((node as Node | null) ?? null);
  const nodeLine = (node: Node | null, fallback: number) => (node?.range ? lineOf(node.range[0]) : fallback);

  /** The pairs of a mapping; keys that are not plain names are reported and left out. */
  const entries = (map: Node, parent: string): Entry[] => {
    if (!isMap(map)) return [];
    const out: Entry[] = [];
    for (const pair of map.items) {
      const keyNode = resolve(pair.key);
      const keyLine = nodeLine(keyNode, nodeLine(map, 1));
      if (!isScalar(keyNode) || keyNode.value === null || typeof keyNode.value === "object") {
        issue(keyLine, parent, `keys${parent ? ` in ${parent}` : ""} must be plain names, got ${describe(keyNode)}`);
        continue;
      }
      const key = String(keyNode.value);
      const node = resolve(pair.value);
      out.push({ key, path: fieldPath(parent, key), keyLine, node, line: nodeLine(node, keyLine) });
    }
    return out;
  };

  const unknownKey = (entry: Entry, parent: string, known: string[]) => {
    const where = parent ? ` in ${parent}` : "";
    const hint = didYouMean(entry.key, known) || `; expected one of ${known.join(", ")}`;
    issue(entry.keyLine, entry.path, `unknown key ${JSON.stringify(entry.key)}${where}${hint}`);
  };

  const positiveInteger = (entry: Entry): number | undefined => {
    const v = isScalar(entry.node) ? entry.node.value : undefined;
    if (typeof v === "number" && Number.isInteger(v) && v > 0) return v;
    // YAML reads "5,000" as a string; say why rather than just refusing it.
    const hint =
      typeof v === "string" && /^\d{1,3}([,_ ]\d{3})+$/.test(v)
        ? `; write it without separators: ${v.replace(/\D/g, "")}`
        : "";
    issue(entry.line, entry.path, `${entry.path} must be a positive integer, got ${describe(entry.node)}${hint}`);
    return undefined;
  };

  const increase = (entry: Entry): IncreaseLimit | undefined => {
    const v = isScalar(entry.node) ? entry.node.value : undefined;
    if (typeof v === "number" && Number.isInteger(v) && v >= 0) return { kind: "tokens", tokens: v };
    if (typeof v === "string" && PERCENT.test(v)) return { kind: "percent", percent: Number(v.slice(0, -1)), text: v };
    // "5" is ambiguous (tokens or percent?), so it is refused with both readings spelled out.
    const hint =
      typeof v === "string" && /^\d+(\.\d+)?$/.test(v) ? `; write "${v}%" for a percentage or ${v} for tokens` : "";
    issue(
      entry.line,
      entry.path,
      `${entry.path} must be a number of tokens (0 or more) or a percentage such as "5%", got ${describe(entry.node)}${hint}`,
    );
    return undefined;
  };

  const oneOf = <T extends string>(entry: Entry, known: readonly T[], what: string): T | undefined => {
    const v = isScalar(entry.node) ? entry.node.value : undefined;
    if (typeof v === "string" && (known as readonly string[]).includes(v)) return v as T;
    const hint = typeof v === "string" ? didYouMean(v, known) : "";
    issue(entry.line, entry.path, `${entry.path} must be ${what}, got ${describe(entry.node)}${hint}`);
    return undefined;
  };
  const encodingNames = Object.keys(ENCODINGS);
  const encodingWhat = `a known encoding (${encodingNames.join(", ")})`;

  /** The value as a non-empty mapping, or null after reporting what it is instead. */
  const mapping = (entry: Entry, what: string): Node | null => {
    if (isMap(entry.node) && entry.node.items.length > 0) return entry.node;
    const found = isMap(entry.node) ? "an empty mapping" : describe(entry.node);
    issue(entry.line, entry.path, `${entry.path} must be ${what}, got ${found}`);
    return null;
  };

  const toolLimits = (entry: Entry): Record<string, number> | undefined => {
    const map = mapping(entry, "a mapping of tool names to token limits, such as search: 500");
    if (!map) return undefined;
    const tools: Record<string, number> = {};
    for (const tool of entries(map, entry.path)) {
      const limit = positiveInteger(tool);
      // defineProperty: a tool named "__proto__" must get its limit, not change the object's prototype.
      if (limit !== undefined)
        Object.defineProperty(tools, tool.key, { value: limit, enumerable: true, writable: true });
    }
    return tools;
  };

  const order: RuleGroup[] = [];
  const seen = (group: RuleGroup) => {
    if (!order.includes(group)) order.push(group);
  };

  /** Reads one of LIMIT_KEYS into `limits`; returns false for any other key. */
  const readLimit = (limits: Limits, entry: Entry): boolean => {
    switch (entry.key) {
      case "view":
        limits.view = oneOf(entry, VIEWS, '"model" or "raw"');
        return true;
      case "total":
        limits.total = positiveInteger(entry);
        seen("total");
        return true;
      case "perTool":
        limits.perTool = positiveInteger(entry);
        seen("tools");
        return true;
      case "tools":
        limits.tools = toolLimits(entry);
        seen("tools");
        return true;
      case "maxIncrease":
        limits.maxIncrease = increase(entry);
        seen("maxIncrease");
        return true;
      default:
        return false;
    }
  };

  const encodingBlocks = (entry: Entry): Record<string, Limits> => {
    const blocks: Record<string, Limits> = {};
    const map = mapping(entry, `a mapping of encoding names to limits, such as ${encodingNames[0]}: { total: 5000 }`);
    if (!map) return blocks;
    for (const block of entries(map, "encodings")) {
      if (!Object.hasOwn(ENCODINGS, block.key)) {
        const hint = didYouMean(block.key, encodingNames) || `; known encodings: ${encodingNames.join(", ")}`;
        issue(block.keyLine, block.path, `unknown encoding ${JSON.stringify(block.key)} in encodings${hint}`);
        continue;
      }
      const fields = mapping(block, `a mapping of limits (${LIMIT_KEYS.join(", ")})`);
      if (!fields) continue;
      const limits: Limits = {};
      for (const field of entries(fields, block.path)) {
        if (readLimit(limits, field)) continue;
        if (field.key === "maxTools") {
          issue(field.keyLine, field.path, "maxTools is the same for every encoding; set it at the top level");
        } else unknownKey(field, block.path, LIMIT_KEYS);
      }
      blocks[block.key] = limits;
    }
    return blocks;
  };

  const root = doc.contents as Node;
  const budget: Budget = { view: "model", encoding: null, encodings: {}, order };
  if (!isMap(root)) {
    fail(
      nodeLine(root, 1),
      `the budget file must be a mapping of settings and limits, such as "total: 5000", got ${describe(root)}`,
    );
  }
  for (const entry of entries(root, "")) {
    if (readLimit(budget, entry)) continue;
    switch (entry.key) {
      case "$schema":
        if (!isScalar(entry.node) || typeof entry.node.value !== "string") {
          issue(entry.line, entry.path, `$schema must be a path or URL to the schema, got ${describe(entry.node)}`);
        }
        break;
      case "encoding":
        budget.encoding = oneOf(entry, encodingNames, encodingWhat) ?? null;
        break;
      case "maxTools":
        budget.maxTools = positiveInteger(entry);
        seen("maxTools");
        break;
      case "encodings":
        budget.encodings = encodingBlocks(entry);
        break;
      default:
        unknownKey(entry, "", TOP_KEYS);
    }
  }

  if (issues.length === 0 && order.length === 0) {
    issue(nodeLine(root, 1), "", `the budget file sets no limits; add at least one of ${LIMIT_NAMES}`);
  }
  if (issues.length > 0) throw new BudgetError(fileName, issues);
  return budget;
}
