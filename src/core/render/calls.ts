/**
 * The "Tool calls" section of a measurement: one row per scripted call with what its result put into
 * the context, its largest part, its checks, and the client limits it crosses. Every string from the
 * server or the calls file is escaped by the caller's escaper.
 */
import { RESULT_RULE } from "../calls/result.js";
import type { CallPart, CallReport } from "../calls/types.js";
import { formatInt } from "./escape.js";

type Esc = (s: string, maxLength?: number) => string;

/**
 * Claude Code's limits on one MCP tool result (its docs, "MCP output limits", read 2026-12-01): a warning
 * above 10,000 tokens, truncation above 25,000 (MAX_MCP_OUTPUT_TOKENS overrides the latter). Counted here
 * in the first encoding, which is not Claude's tokenizer: a proxy, and said to be one.
 */
export const CLIENT_RESULT_LIMITS = {
  source: "Claude Code docs, MCP output limits (read 2026-12-01)",
  warn: 10_000,
  truncate: 25_000,
} as const;

/**
 * The largest counted part of a result in `encoding`, as "text 1,234". A part's type is the server's
 * text (a block type this version does not know is shown as sent), so it goes through the escaper too.
 * Only counted parts: a structuredContent beside text content is not in the total (docs/calls.md), and
 * naming it as the largest part would point at tokens the model never receives.
 */
export function largestPart(parts: readonly CallPart[], encoding: string, esc: Esc): string {
  let best: CallPart | undefined;
  for (const part of parts)
    if (part.counted && (part.tokens[encoding] ?? -1) > (best?.tokens[encoding] ?? -1)) best = part;
  if (best && best.tokens[encoding] !== undefined)
    return `${esc(best.type, 40)} ${formatInt(best.tokens[encoding] ?? 0)}`;
  const binary = parts.find((p) => p.bytes !== undefined);
  return binary ? `${esc(binary.type, 40)} ${formatInt(binary.bytes ?? 0)} bytes` : "";
}

export function checksCell(call: CallReport, esc: Esc): string {
  if (call.checks.length === 0) return "";
  const failed = call.checks.filter((c) => !c.passed);
  if (failed.length === 0) return `${call.checks.length}/${call.checks.length} passed`;
  // "not met", never "failed": in this table "failed" is a call that errored (its status), not a check.
  return `not met: ${failed.map((c) => `${esc(c.name, 40)} (${esc(c.detail, 80)})`).join("; ")}`;
}

export function callRows(calls: readonly CallReport[], encodings: readonly string[], esc: Esc) {
  const enc = encodings[0] ?? "o200k_base";
  const models = [...new Set(calls.flatMap((c) => Object.keys(c.models)))];
  const header = [
    "Call",
    "tool",
    "status",
    ...encodings,
    ...models.map((m) => esc(m, 40)),
    "largest part",
    "checks",
    "ms",
  ];
  const body = calls.map((call) => [
    esc(call.name, 40),
    esc(call.tool, 40),
    call.status === "error" && call.isError ? "error (isError)" : call.status,
    ...encodings.map((e) => (call.tokens[e] === undefined ? "-" : formatInt(call.tokens[e] ?? 0))),
    ...models.map((m) => (Object.hasOwn(call.models, m) ? formatInt(call.models[m] ?? 0) : "-")),
    largestPart(call.parts, enc, esc),
    checksCell(call, esc),
    formatInt(call.ms),
  ]);
  return { header, body, numeric: encodings.length + models.length };
}

/** Client-limit warnings and the located message of every call that did not go well. */
export function callNotes(calls: readonly CallReport[], encodings: readonly string[], esc: Esc): string[] {
  const enc = encodings[0] ?? "o200k_base";
  const notes: string[] = [];
  for (const call of calls) {
    const n = call.tokens[enc];
    if (n !== undefined && n > CLIENT_RESULT_LIMITS.warn) {
      const what =
        n > CLIENT_RESULT_LIMITS.truncate
          ? `above ${formatInt(CLIENT_RESULT_LIMITS.truncate)}, where Claude Code truncates a tool result (unless MAX_MCP_OUTPUT_TOKENS is raised)`
          : `above ${formatInt(CLIENT_RESULT_LIMITS.warn)}, where Claude Code warns about a tool result`;
      notes.push(
        `call ${esc(call.name, 40)}: ${formatInt(n)} tokens (${enc}) is ${what}; ${CLIENT_RESULT_LIMITS.source}`,
      );
    }
  }
  for (const call of calls) if (call.message) notes.push(esc(call.message, 400));
  return notes;
}

export const CALLS_METHOD = `Tool calls are counted as the model receives the result: ${RESULT_RULE}.`;
