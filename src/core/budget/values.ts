/**
 * The kinds of value a budget key can hold. Each kind carries its JSON Schema fragment next to the
 * code that reads it from YAML, so the schema editors use and the parser cannot drift apart.
 */
import { isMap, isScalar, isSeq, type Node } from "yaml";
import { type ModelId, parseModelId } from "../models/model-id.js";
import { didYouMean } from "./names.js";
import type { IncreaseLimit, ServerBudget, ShareLimit } from "./types.js";

export type JsonSchema = Readonly<Record<string, unknown>>;

/** One key of a mapping with its value, located in the file. */
export interface Entry {
  key: string;
  /** Dotted path of the key, e.g. "tools.search_issues". */
  path: string;
  keyLine: number;
  /** The value, aliases resolved; null when the pair has no value node at all. */
  node: Node | null;
  line: number;
}

/**
 * Names the core cannot know by itself, passed in by the caller (the loader passes the model registry's
 * profile ids). A list left out is not checked: any name is accepted.
 */
export interface Known {
  /** The model names the registry knows ("qwen3"), for did-you-mean. */
  models?: readonly string[];
  /** Why a well-formed model id cannot be asked for (a runtime its model is not counted on), or null. */
  modelProblem?: (id: string) => string | null;
}

/** What reading a value may use; parse.ts provides one per file. */
export interface Reader {
  /** Records a problem and carries on, so one run reports every problem in the file. */
  issue(line: number, path: string, text: string): void;
  /** The pairs of a mapping; keys that are not plain names are reported and left out. */
  entries(map: Node, parent: string): Entry[];
  /** The items of a sequence, each as an Entry whose key is its position and path e.g. "clients[1]". */
  items(seq: Node, parent: string): Entry[];
  /** A server's block under `servers`, read with the top level's keys (except servers). */
  serverBudget(entry: Entry): ServerBudget | undefined;
  known: Known;
}

export interface ValueKind<T> {
  /** The same constraints as `read`, for the JSON Schema. */
  schema: JsonSchema;
  /** The value, or undefined after reporting why it cannot be used. */
  read(entry: Entry, reader: Reader): T | undefined;
}

export const isEmptyValue = (node: Node | null) =>
  node === null || (isScalar(node) && node.value === null && node.range?.[0] === node.range?.[1]);

/** How a found value reads in a message: strings quoted, containers by kind. */
export function describe(node: Node | null): string {
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

const scalar = (entry: Entry): unknown => (isScalar(entry.node) ? entry.node.value : undefined);

export const positiveInteger: ValueKind<number> = {
  schema: { type: "integer", minimum: 1 },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "number" && Number.isInteger(v) && v > 0) return v;
    // YAML reads "5,000" as a string; say why rather than just refusing it.
    const hint =
      typeof v === "string" && /^\d{1,3}([,_ ]\d{3})+$/.test(v)
        ? `; write it without separators: ${v.replace(/\D/g, "")}`
        : "";
    reader.issue(
      entry.line,
      entry.path,
      `${entry.path} must be a positive integer, got ${describe(entry.node)}${hint}`,
    );
    return undefined;
  },
};

// One pattern for the schema and the parser; plain ECMA-262, which every JSON Schema validator reads.
const PERCENT_PATTERN = "^[0-9]+(\\.[0-9]+)?%$";
const PERCENT = new RegExp(PERCENT_PATTERN);

/** true or false (YAML's and JSON's booleans; "yes" in quotes is a string, so it is refused). */
export const boolean: ValueKind<boolean> = {
  schema: { type: "boolean" },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "boolean") return v;
    reader.issue(entry.line, entry.path, `${entry.path} must be true or false, got ${describe(entry.node)}`);
    return undefined;
  },
};

/** A number of tokens (0 allowed) or a percentage such as "5%". */
export const increase: ValueKind<IncreaseLimit> = {
  schema: {
    oneOf: [
      { type: "integer", minimum: 0 },
      { type: "string", pattern: PERCENT_PATTERN },
    ],
  },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "number" && Number.isInteger(v) && v >= 0) return { kind: "tokens", tokens: v };
    if (typeof v === "string" && PERCENT.test(v)) return { kind: "percent", percent: Number(v.slice(0, -1)), text: v };
    // "5" is ambiguous (tokens or percent?), so it is refused with both readings spelled out.
    const hint =
      typeof v === "string" && /^\d+(\.\d+)?$/.test(v) ? `; write "${v}%" for a percentage or ${v} for tokens` : "";
    reader.issue(
      entry.line,
      entry.path,
      `${entry.path} must be a number of tokens (0 or more) or a percentage such as "5%", got ${describe(entry.node)}${hint}`,
    );
    return undefined;
  },
};

/** One of a fixed list of strings; `what` says it in words ("a known encoding (...)"). */
export function oneOf<T extends string>(known: readonly T[], what: string): ValueKind<T> {
  return {
    schema: { enum: [...known] },
    read(entry, reader) {
      const v = scalar(entry);
      if (typeof v === "string" && (known as readonly string[]).includes(v)) return v as T;
      const hint = typeof v === "string" ? didYouMean(v, known) : "";
      reader.issue(entry.line, entry.path, `${entry.path} must be ${what}, got ${describe(entry.node)}${hint}`);
      return undefined;
    },
  };
}

/** `$schema`: any string; the checker ignores it, but a number there is still a mistake worth naming. */
export const schemaReference: ValueKind<string> = {
  schema: { type: "string" },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "string") return v;
    reader.issue(entry.line, entry.path, `$schema must be a path or URL to the schema, got ${describe(entry.node)}`);
    return undefined;
  },
};

/** The value as a non-empty mapping, or null after reporting what it is instead. */
export function mapping(entry: Entry, reader: Reader, what: string): Node | null {
  if (isMap(entry.node) && entry.node.items.length > 0) return entry.node;
  const found = isMap(entry.node) ? "an empty mapping" : describe(entry.node);
  reader.issue(entry.line, entry.path, `${entry.path} must be ${what}, got ${found}`);
  return null;
}

/** Tool names to positive limits. */
export const toolLimits: ValueKind<Record<string, number>> = {
  schema: {
    type: "object",
    minProperties: 1,
    additionalProperties: { description: "Most tokens this tool may cost.", ...positiveInteger.schema },
  },
  read(entry, reader) {
    const map = mapping(entry, reader, "a mapping of tool names to token limits, such as search: 500");
    if (!map) return undefined;
    const tools: Record<string, number> = {};
    for (const tool of reader.entries(map, entry.path)) {
      const limit = positiveInteger.read(tool, reader);
      // defineProperty: a tool named "__proto__" must get its limit, not change the object's prototype.
      if (limit !== undefined) {
        Object.defineProperty(tools, tool.key, { value: limit, enumerable: true, writable: true });
      }
    }
    return tools;
  },
};

// Above 0 and at most 100: "0%" would refuse any tool at all, and more than the whole window means nothing.
const SHARE_PATTERN = "^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)%$";
const ZERO_SHARE_PATTERN = "^0{1,2}(\\.0+)?%$";
const SHARE = new RegExp(SHARE_PATTERN);
const ZERO_SHARE = new RegExp(ZERO_SHARE_PATTERN);

/** A share of a context window as a percentage, such as "5%" (a fraction such as 0.05 is refused: 5% or 0.05%?). */
export const share: ValueKind<ShareLimit> = {
  schema: { type: "string", pattern: SHARE_PATTERN, not: { type: "string", pattern: ZERO_SHARE_PATTERN } },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "string" && SHARE.test(v) && !ZERO_SHARE.test(v)) {
      return { percent: Number(v.slice(0, -1)), text: v };
    }
    const hint =
      typeof v === "number"
        ? '; write a percentage with its sign, such as "5%" (is 0.05 five percent or 0.05%?)'
        : typeof v === "string" && /^\d+(\.\d+)?$/.test(v)
          ? `; write "${v}%"`
          : "";
    reader.issue(
      entry.line,
      entry.path,
      `${entry.path} must be a percentage above 0% and at most 100%, such as "5%", got ${describe(entry.node)}${hint}`,
    );
    return undefined;
  },
};

/** A non-empty list of names from a fixed list, each once; `what` names one ("client"). */
export function nameList<T extends string>(known: readonly T[], what: string): ValueKind<T[]> {
  return {
    schema: { type: "array", minItems: 1, uniqueItems: true, items: { enum: [...known] } },
    read(entry, reader) {
      const example = `such as [${known.slice(0, 2).join(", ")}]`;
      if (!isSeq(entry.node) || entry.node.items.length === 0) {
        const found = isSeq(entry.node) ? "an empty list" : describe(entry.node);
        const v = scalar(entry);
        const hint = typeof v === "string" && known.includes(v as T) ? `; write [${v}]` : "";
        reader.issue(
          entry.line,
          entry.path,
          `${entry.path} must be a list of ${what} names, ${example}, got ${found}${hint}`,
        );
        return undefined;
      }
      const names: T[] = [];
      for (const item of reader.items(entry.node, entry.path)) {
        const v = scalar(item);
        if (typeof v === "string" && (known as readonly string[]).includes(v)) {
          if (names.includes(v as T)) reader.issue(item.line, item.path, `${item.path}: ${v} is listed twice`);
          else names.push(v as T);
          continue;
        }
        const hint = (typeof v === "string" && didYouMean(v, known)) || `; known ${what}s: ${known.join(", ")}`;
        reader.issue(item.line, item.path, `${item.path}: unknown ${what} ${describe(item.node)}${hint}`);
      }
      return names;
    },
  };
}

/** One key inside a model's limits, with its value kind and its description for the schema. */
export interface NamedValue {
  value: ValueKind<unknown>;
  description: string;
}

/**
 * Model profile ids to their limits (`models: { qwen3: { total: 8000 } }`). The ids are checked against
 * `reader.known.models` when the caller passes them; the schema cannot list them (the core does not know them).
 */
export function modelLimits<T extends object>(
  keys: Readonly<Record<string, NamedValue>>,
): ValueKind<Record<string, T>> {
  const names = Object.keys(keys);
  return {
    schema: {
      type: "object",
      minProperties: 1,
      additionalProperties: {
        description: "Limits for this model profile (its id as given to --model).",
        type: "object",
        additionalProperties: false,
        minProperties: 1,
        properties: Object.fromEntries(
          Object.entries(keys).map(([key, { value, description }]) => [key, { description, ...value.schema }]),
        ),
      },
    },
    read(entry, reader) {
      const map = mapping(entry, reader, `a mapping of model ids to limits, such as qwen3: { total: 8000 }`);
      if (!map) return undefined;
      const models: Record<string, T> = {};
      const ids = reader.known.models;
      for (const model of reader.entries(map, entry.path)) {
        // The key is a model id in the one grammar (qwen3, qwen3@ollama:24576), kept exactly as written.
        let id: ModelId;
        try {
          id = parseModelId(entry.path, model.key);
        } catch (error) {
          reader.issue(model.keyLine, model.path, (error as Error).message);
          continue;
        }
        if (ids && !ids.includes(id.model)) {
          const hint = didYouMean(id.model, ids) || `; known models: ${ids.join(", ")}`;
          reader.issue(model.keyLine, model.path, `unknown model ${JSON.stringify(model.key)} in ${entry.path}${hint}`);
          continue;
        }
        const problem = reader.known.modelProblem?.(model.key);
        if (problem) {
          reader.issue(model.keyLine, model.path, `${entry.path}: ${problem}`);
          continue;
        }
        const limits = mapping(model, reader, `a mapping of limits (${names.join(", ")})`);
        if (!limits) continue;
        const values: Record<string, unknown> = {};
        for (const item of reader.entries(limits, model.path)) {
          const known = keys[item.key];
          if (known && Object.hasOwn(keys, item.key)) {
            const value = known.value.read(item, reader);
            if (value !== undefined) values[item.key] = value;
            continue;
          }
          const hint = didYouMean(item.key, names) || `; expected one of ${names.join(", ")}`;
          reader.issue(item.keyLine, item.path, `unknown key ${JSON.stringify(item.key)} in ${model.path}${hint}`);
        }
        // defineProperty: a model id such as "__proto__" must not change the object's prototype.
        Object.defineProperty(models, model.key, { value: values as T, enumerable: true, writable: true });
      }
      return models;
    },
  };
}
