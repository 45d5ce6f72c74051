/**
 * Reading a budget file (YAML or JSON text) into a Budget, with every problem located:
 * file, line, dotted path, what was expected and what was found. No fs: the caller reads the file.
 * Which keys exist, and how each value is read, comes from the rules table (rules.ts).
 */
import { type Document, isAlias, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument, visit } from "yaml";
import { findJsonSyntaxError } from "./json-syntax.js";
import { didYouMean, fieldPath } from "./names.js";
import type { Field, Rule } from "./rule.js";
import { ENCODING_NAMES, keysOf, RULES, SERVERS_KEY, SETTINGS } from "./rules.js";
import { type Budget, BudgetError, type BudgetIssue, type Limits, type ServerBudget } from "./types.js";
import { describe, type Entry, type Known, mapping, type Reader } from "./values.js";

/** `known` holds the names the core cannot know (model profile ids): the loader passes the registry's. */
export function parseBudget(text: string, fileName: string, rules: readonly Rule[] = RULES, known: Known = {}): Budget {
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
  // yaml's own check for repeated keys compares each key with every earlier one, which takes minutes on
  // a mapping of 100,000 keys; firstRepeatedKey finds the same keys in one pass.
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const lineOf = (offset: number) => lines.linePos(offset).line;
  const [syntaxError] = doc.errors;
  const repeated = firstRepeatedKey(doc);
  const syntax = isJson ? "JSON" : "YAML";
  if (repeated !== null && (!syntaxError || repeated < syntaxError.pos[0])) {
    fail(lineOf(repeated), `invalid ${syntax}: Map keys must be unique`);
  }
  if (syntaxError) fail(lineOf(syntaxError.pos[0]), `invalid ${syntax}: ${syntaxError.message}`);
  if (doc.contents === null) fail(1, emptyText); // only comments

  const issues: BudgetIssue[] = [];
  const resolve = (node: unknown): Node | null =>
    isAlias(node) ? ((node.resolve(doc) as Node | undefined) ?? null) : ((node as Node | null) ?? null);
  const nodeLine = (node: Node | null, fallback: number) => (node?.range ? lineOf(node.range[0]) : fallback);

  const reader: Reader = {
    issue: (line, path, text) => issues.push({ line, path, text }),
    entries(map, parent) {
      if (!isMap(map)) return [];
      const out: Entry[] = [];
      for (const pair of map.items) {
        const keyNode = resolve(pair.key);
        const keyLine = nodeLine(keyNode, nodeLine(map, 1));
        if (!isScalar(keyNode) || keyNode.value === null || typeof keyNode.value === "object") {
          const where = parent ? ` in ${parent}` : "";
          reader.issue(keyLine, parent, `keys${where} must be plain names, got ${describe(keyNode)}`);
          continue;
        }
        const key = String(keyNode.value);
        const node = resolve(pair.value);
        out.push({ key, path: fieldPath(parent, key), keyLine, node, line: nodeLine(node, keyLine) });
      }
      return out;
    },
    items(seq, parent) {
      if (!isSeq(seq)) return [];
      const seqLine = nodeLine(seq, 1);
      return seq.items.map((item, index) => {
        const node = resolve(item);
        const line = nodeLine(node, seqLine);
        return { key: String(index), path: `${parent}[${index}]`, keyLine: line, node, line };
      });
    },
    serverBudget: (entry) => serverBlock(entry),
    known,
  };

  const unknownKey = (entry: Entry, parent: string, known: string[]) => {
    const where = parent ? ` in ${parent}` : "";
    const hint = didYouMean(entry.key, known) || `; expected one of ${known.join(", ")}`;
    reader.issue(entry.keyLine, entry.path, `unknown key ${JSON.stringify(entry.key)}${where}${hint}`);
  };

  const keys = keysOf(rules);
  /** Reads a rule's key into `target` (a budget, a server's block or an encodings block), noting its rule in `order`. */
  const readField = (target: object, entry: Entry, f: Field, rule: Rule, order: string[]) => {
    (target as Record<string, unknown>)[f.key] = f.value.read(entry, reader);
    if (!order.includes(rule.name)) order.push(rule.name);
  };

  const encodingBlocks = (entry: Entry, order: string[]): Record<string, Limits> => {
    const blocks: Record<string, Limits> = {};
    const example = `such as ${ENCODING_NAMES[0]}: { total: 5000 }`;
    const map = mapping(entry, reader, `a mapping of encoding names to limits, ${example}`);
    if (!map) return blocks;
    for (const block of reader.entries(map, entry.path)) {
      if (!ENCODING_NAMES.includes(block.key)) {
        const hint = didYouMean(block.key, ENCODING_NAMES) || `; known encodings: ${ENCODING_NAMES.join(", ")}`;
        reader.issue(
          block.keyLine,
          block.path,
          `unknown encoding ${JSON.stringify(block.key)} in ${entry.path}${hint}`,
        );
        continue;
      }
      const fields = mapping(block, reader, `a mapping of limits (${keys.block.join(", ")})`);
      if (!fields) continue;
      const limits: Limits = {};
      for (const item of reader.entries(fields, block.path)) {
        const known = keys.fields.get(item.key);
        if (item.key === "view") limits.view = SETTINGS.view.value.read(item, reader);
        else if (known?.rule.scope === "encoding") readField(limits, item, known.field, known.rule, order);
        else if (known) {
          reader.issue(item.keyLine, item.path, `${item.key} is the same for every encoding; set it at the top level`);
        } else unknownKey(item, block.path, keys.block);
      }
      blocks[block.key] = limits;
    }
    return blocks;
  };

  /** The keys of the top level, or of a server's block (`server` set), into `target`. */
  const readBody = (map: Node, parent: string, target: ServerBudget, order: string[], server: boolean) => {
    for (const entry of reader.entries(map, parent)) {
      const known = keys.fields.get(entry.key);
      if (known && server && entry.key === SERVERS_KEY) {
        reader.issue(entry.keyLine, entry.path, `${parent} cannot hold servers; list every server at the top level`);
      } else if (known) readField(target, entry, known.field, known.rule, order);
      // The checker ignores $schema, but a value that is not a path is still reported.
      else if (entry.key === "$schema" && !server) SETTINGS.$schema.value.read(entry, reader);
      else if (entry.key === "view") {
        const view = SETTINGS.view.value.read(entry, reader);
        if (view) target.view = view;
      } else if (entry.key === "encoding") {
        const encoding = SETTINGS.encoding.value.read(entry, reader);
        if (encoding) target.encoding = encoding;
      } else if (entry.key === "encodings") target.encodings = encodingBlocks(entry, order);
      else unknownKey(entry, parent, server ? keys.server : keys.top);
    }
  };

  /** A server's block under `servers`: a non-empty mapping that sets at least one limit. */
  const serverBlock = (entry: Entry): ServerBudget | undefined => {
    const map = mapping(entry, reader, `a mapping of limits for this server, such as { total: 3000 }`);
    if (!map) return undefined;
    const order: string[] = [];
    const block: ServerBudget = { encodings: {}, order };
    readBody(map, entry.path, block, order, true);
    if (order.length === 0) {
      const some = keys.server.filter((key) => keys.limits.includes(key)).join(", ");
      reader.issue(entry.keyLine, entry.path, `${entry.path} sets no limits; add at least one of ${some}`);
    }
    return block;
  };

  const root = doc.contents as Node;
  const order: string[] = [];
  const budget: Budget = { view: "model", encoding: null, encodings: {}, order };
  if (!isMap(root)) {
    fail(
      nodeLine(root, 1),
      `the budget file must be a mapping of settings and limits, such as "total: 5000", got ${describe(root)}`,
    );
  }
  readBody(root, "", budget, order, false);

  if (issues.length === 0 && order.length === 0) {
    reader.issue(
      nodeLine(root, 1),
      "",
      `the budget file sets no limits; add at least one of ${keys.limits.join(", ")}`,
    );
  }
  if (issues.length > 0) throw new BudgetError(fileName, issues);
  return budget;
}

/**
 * The offset of the first key that repeats an earlier key of its mapping, with yaml's own rule
 * (scalar keys of equal value; other keys are never equal), or null.
 */
function firstRepeatedKey(doc: Document.Parsed): number | null {
  let first: number | null = null;
  visit(doc, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        // NaN is the one value a Set finds equal to itself and yaml (===) does not.
        if (!isScalar(key) || Number.isNaN(key.value)) continue;
        if (seen.has(key.value)) {
          const at = key.range?.[0] ?? 0;
          if (first === null || at < first) first = at;
          break;
        }
        seen.add(key.value);
      }
    },
  });
  return first;
}
