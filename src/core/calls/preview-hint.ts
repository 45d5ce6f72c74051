/**
 * The response side of hints: a call whose result is over a threshold and whose top-level list holds many
 * items with the same keys looks like a detail dump where a preview would do. The hint names the heaviest
 * fields (tokens of their values summed over the items) and what the result would cost without them in
 * every item: the result rebuilt with those fields removed and counted again, never estimated. Pure.
 */

import type { Encoder } from "../encodings.js";
import { escapeMarkdown, escapeTerminal } from "../render/escape.js";
import { topList } from "./checks.js";
import { countResult, resultData } from "./result.js";

/** A result at most this many tokens (first encoding) gets no hint. */
export const PREVIEW_THRESHOLD = 2000;
/** Fewer items than this is a detail fetch, not a listing. */
export const PREVIEW_MIN_ITEMS = 3;
/** A field is heavy when its values take at least this share of the items' field tokens. */
const HEAVY_SHARE = 0.2;
const MAX_FIELDS = 3;
/** Keys a preview keeps whatever they cost: the stable ids and names that choose the detail to fetch. */
const KEEP = /^(id|uuid|key|name|title|slug|url|uri)$|Id$|_id$/i;

export interface FieldWeight {
  field: string;
  /** Tokens of the field's values (compact JSON), summed over the items, per encoding. */
  tokens: Record<string, number>;
  /** How many items carry it. */
  items: number;
}

export interface PreviewHint {
  call: string;
  tool: string;
  /** Where the list is: a key of the data, or "(the result)". */
  list: string;
  items: number;
  /** The result's tokens as counted for the call, per encoding. */
  tokens: Record<string, number>;
  /** Every key that at least half the items carry, heaviest first. */
  fields: FieldWeight[];
  /** The fields a preview would leave out (the heaviest, never an id or name). */
  drop: string[];
  /** The result with `drop` removed from every item, counted again, per encoding. */
  preview: Record<string, number>;
  /** tokens - preview, per encoding. */
  saves: Record<string, number>;
  message: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The same JSON in the layout the server used (compact, 2 or 4 spaces, tabs), when one matches. */
function serializeLike(original: string, value: unknown): string {
  const old = JSON.parse(original) as unknown;
  for (const indent of [undefined, 2, 4, "\t"] as const) {
    if (JSON.stringify(old, null, indent) === original) return JSON.stringify(value, null, indent);
  }
  return JSON.stringify(value);
}

const without = (item: unknown, drop: ReadonlySet<string>) =>
  isObject(item) ? Object.fromEntries(Object.entries(item).filter(([k]) => !drop.has(k))) : item;

function pruneData(data: unknown, list: string, drop: ReadonlySet<string>): unknown {
  if (Array.isArray(data)) return data.map((item) => without(item, drop));
  if (!isObject(data)) return data;
  const value = data[list];
  return { ...data, [list]: Array.isArray(value) ? value.map((item) => without(item, drop)) : value };
}

/** The result with the fields removed from every item of the list, in structuredContent and in the text block the data came from. */
function prunedResult(result: Record<string, unknown>, list: string, drop: ReadonlySet<string>) {
  const out: Record<string, unknown> = { ...result };
  if (result.structuredContent !== undefined) out.structuredContent = pruneData(result.structuredContent, list, drop);
  const content = Array.isArray(result.content) ? result.content : [];
  let done = false;
  out.content = content.map((block) => {
    if (done || !isObject(block) || block.type !== "text" || typeof block.text !== "string") return block;
    let parsed: unknown;
    try {
      parsed = JSON.parse(block.text);
    } catch {
      return block;
    }
    done = true;
    return { ...block, text: serializeLike(block.text, pruneData(parsed, list, drop)) };
  });
  return out;
}

const n = (value: number) => value.toLocaleString("en-US");

export function previewHint(
  call: { name: string; tool: string },
  result: Record<string, unknown>,
  encoders: readonly Encoder[],
  threshold = PREVIEW_THRESHOLD,
): PreviewHint | null {
  const first = encoders[0];
  if (!first) return null;
  const { tokens } = countResult(result, encoders);
  if ((tokens[first.name] ?? 0) <= threshold) return null;
  const found = topList(resultData(result));
  if (!found || found.items.length < PREVIEW_MIN_ITEMS) return null;
  const items = found.items.filter(isObject);
  if (items.length < PREVIEW_MIN_ITEMS) return null;
  const counts = new Map<string, number>();
  for (const item of items) for (const key of Object.keys(item)) counts.set(key, (counts.get(key) ?? 0) + 1);
  const repeated = [...counts].filter(([, c]) => c * 2 >= items.length).map(([key]) => key);
  if (repeated.length < 2) return null;
  const fields: FieldWeight[] = repeated.map((field) => {
    const weight: Record<string, number> = {};
    for (const encoder of encoders) {
      let sum = 0;
      for (const item of items) if (Object.hasOwn(item, field)) sum += encoder.count(JSON.stringify(item[field]) ?? "");
      weight[encoder.name] = sum;
    }
    return { field, tokens: weight, items: counts.get(field) ?? 0 };
  });
  fields.sort((a, b) => (b.tokens[first.name] ?? 0) - (a.tokens[first.name] ?? 0));
  const all = fields.reduce((s, f) => s + (f.tokens[first.name] ?? 0), 0);
  const drop = fields
    .filter((f) => !KEEP.test(f.field) && (f.tokens[first.name] ?? 0) >= all * HEAVY_SHARE)
    .slice(0, MAX_FIELDS)
    .map((f) => f.field);
  // Every field of the items a preview must keep (or all equally light): no split to suggest.
  if (drop.length === 0 || drop.length === repeated.length) return null;
  const preview = countResult(prunedResult(result, found.path, new Set(drop)), encoders).tokens;
  const saves = Object.fromEntries(encoders.map((e) => [e.name, (tokens[e.name] ?? 0) - (preview[e.name] ?? 0)]));
  const heavy = drop.map((d) => `${d} (${n(fields.find((f) => f.field === d)?.tokens[first.name] ?? 0)})`).join(", ");
  const message =
    `call ${call.name}: ${n(tokens[first.name] ?? 0)} tokens (${first.name}) for ${n(found.items.length)} items of ${found.path}; ` +
    `the heaviest ${drop.length === 1 ? "field is" : "fields are"} ${heavy}. A preview without ${drop.length === 1 ? "it" : "them"} would cost ${n(preview[first.name] ?? 0)} tokens ` +
    `(saves ${n(saves[first.name] ?? 0)}); return ids and short fields here, with a cursor, and the rest from a detail tool.`;
  return {
    call: call.name,
    tool: call.tool,
    list: found.path,
    items: found.items.length,
    tokens,
    fields,
    drop,
    preview,
    saves,
    message,
  };
}

/** The response hints after the definition hints: one paragraph per call, escaped for where it goes. */
export function renderResponseHints(hints: readonly PreviewHint[], format: "text" | "markdown"): string {
  const esc = format === "markdown" ? escapeMarkdown : escapeTerminal;
  const title =
    format === "markdown" ? "### Tool results (preview/detail split)" : "Tool results (preview/detail split):";
  if (hints.length === 0) {
    return `\n${title}\n${format === "markdown" ? "\n" : ""}no call's result is over ${n(PREVIEW_THRESHOLD)} tokens with a list of repeated items to split.\n`;
  }
  const lines = hints.map((h) => `${format === "markdown" ? "- " : "  "}${esc(h.message, 2000)}`);
  return `\n${title}\n${format === "markdown" ? "\n" : ""}${lines.join("\n")}\n`;
}
