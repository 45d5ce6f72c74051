/**
 * The preview/detail checks of a call's `expect`: does a broad result carry a cursor, stay short,
 * keep to preview fields, and say when it was cut. Pure: a result in, one CheckResult per key out.
 */
import { resultData, resultText } from "./result.js";
import type { CheckResult, Expect } from "./types.js";

/** Keys that say "there is more": MCP's own nextCursor and the usual REST spellings. */
export const CURSOR_KEYS = [
  "nextCursor",
  "cursor",
  "next_cursor",
  "nextPageToken",
  "next_page_token",
  "next",
  "nextPage",
  "next_page",
  "hasMore",
  "has_more",
];
/** Keys (with a true value) and words that mark a result as cut. */
export const TRUNCATION_KEYS = ["truncated", "isTruncated", "is_truncated", "hasMore", "has_more"];
const TRUNCATION_WORDS = /\btruncated\b|\bmore results\b|\bomitted\b/i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The top-level list of the data: the data itself when it is a list, else its first list-valued key. */
export function topList(data: unknown): { path: string; items: unknown[] } | null {
  if (Array.isArray(data)) return { path: "(the result)", items: data };
  if (!isObject(data)) return null;
  for (const [key, value] of Object.entries(data)) if (Array.isArray(value)) return { path: key, items: value };
  return null;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== "" && value !== false;

export function runChecks(expect: Expect, result: Record<string, unknown>): CheckResult[] {
  const data = resultData(result);
  const list = topList(data);
  const noList =
    data === null ? "the result holds no JSON (structuredContent or a JSON text block)" : "the result holds no list";
  const out: CheckResult[] = [];
  if (expect.cursor) {
    const holders = [result, isObject(data) ? data : {}];
    const found = holders.flatMap((h) => CURSOR_KEYS.filter((k) => present(h[k])));
    out.push({
      name: "cursor",
      passed: found.length > 0,
      detail:
        found.length > 0 ? `carries ${found[0]}` : `no ${CURSOR_KEYS.slice(0, 4).join("/")}/... field in the result`,
    });
  }
  if (expect.maxItems !== undefined) {
    const max = expect.maxItems;
    out.push(
      list
        ? {
            name: `maxItems: ${max}`,
            passed: list.items.length <= max,
            detail: `${list.path} has ${list.items.length} items`,
          }
        : { name: `maxItems: ${max}`, passed: false, detail: noList },
    );
  }
  for (const key of ["fields", "noFields"] as const) {
    const wanted = expect[key];
    if (!wanted) continue;
    const name = `${key}: ${wanted.join(", ")}`;
    if (!list) {
      out.push({ name, passed: false, detail: noList });
      continue;
    }
    const items = list.items.filter(isObject);
    const bad = items.flatMap((item, i) =>
      wanted
        .filter((f) => (key === "fields" ? !Object.hasOwn(item, f) : Object.hasOwn(item, f)))
        .map((f) => `${f} (item ${i + 1})`),
    );
    const notObjects = list.items.length - items.length;
    out.push({
      name,
      passed: bad.length === 0 && notObjects === 0,
      detail:
        notObjects > 0
          ? `${notObjects} of ${list.items.length} items are not objects`
          : bad.length === 0
            ? `${items.length} items checked`
            : `${key === "fields" ? "missing" : "present"}: ${bad.slice(0, 3).join(", ")}${bad.length > 3 ? ` and ${bad.length - 3} more` : ""}`,
    });
  }
  if (expect.truncationMarked) {
    const holders = [result, isObject(data) ? data : {}];
    const key = holders.flatMap((h) => TRUNCATION_KEYS.filter((k) => h[k] === true))[0];
    const word = key ? null : TRUNCATION_WORDS.exec(resultText(result));
    out.push({
      name: "truncationMarked",
      passed: key !== undefined || word !== null,
      detail: key
        ? `${key}: true`
        : word
          ? `says "${word[0]}"`
          : "no truncated/hasMore field and no word saying the result was cut",
    });
  }
  return out;
}
