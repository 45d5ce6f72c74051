/**
 * The "Tool calls" section of a comparison (comment, summary, terminal): one row per call with base,
 * head, delta and percent in the first encoding, the part that grew, and the verdict of its checks.
 * Shown only when a calls file was run. Call and tool names come from the repository and the server:
 * escaped by the style like every other string.
 */
import { type CallDiff, failedAtHead } from "../calls/compare.js";
import type { Comparison } from "../comparison.js";
import { formatSignedPercent, primaryEncoding, type Section, type Style } from "./comparison-sections.js";
import { formatInt, formatSigned } from "./escape.js";

function cell(side: CallDiff["base"], encoding: string): string {
  if (!side) return "";
  const n = side.tokens[encoding];
  return n === undefined ? side.status : formatInt(n);
}

function checks(call: CallDiff, style: Style): string {
  if (call.checks.length === 0) return "";
  const failed = call.checks.filter((c) => !c.passed);
  return failed.length === 0
    ? `${call.checks.length}/${call.checks.length} passed`
    : // "not met", never "failed": the "Failed at head" column is for calls that errored, not checks.
      `not met: ${failed.map((c) => style.text(c.name, 40)).join(", ")}`;
}

const STATUS_TEXT: Record<CallDiff["status"], string> = {
  changed: "",
  unchanged: "",
  added: "added",
  removed: "removed",
  "not-at-base": "not at base",
  "no-baseline": "",
};

/**
 * Why a call failed at head, as its row shows it: the located message (the server's error text as it
 * came, capped where it was received; a comparison is redacted before it is rendered, so the cut here
 * never leaves half a secret). A comparison file of an older version carries no message: the status.
 */
function failure(call: CallDiff, style: Style): string {
  if (!call.head || call.head.status === "ok") return "";
  const what = call.head.message ? style.text(call.head.message, 300) : style.text(call.head.status, 40);
  return `${style.icons ? "❌ " : ""}${what}`;
}

export function callsSection(c: Comparison, style: Style): Section[] {
  if (!c.calls || c.calls.length === 0) return [];
  const enc = primaryEncoding(c);
  // The column is there only when a call failed at head: a run whose calls went well reads as before.
  const failed = failedAtHead(c.calls).length > 0;
  const rows = c.calls.map((call) => {
    const delta = call.delta?.[enc];
    const percent = call.percent?.[enc];
    const change =
      delta === undefined
        ? STATUS_TEXT[call.status]
        : `${formatSigned(delta)}${percent === null || percent === undefined ? "" : ` (${formatSignedPercent(percent)})`}`;
    const headStatus = call.head && call.head.status !== "ok" ? ` (${call.head.status})` : "";
    const largest = call.head ? Object.entries(call.head.parts).sort((a, b) => b[1] - a[1])[0] : undefined;
    return [
      style.text(call.name, 60),
      style.text(call.head?.tool ?? call.base?.tool ?? "", 60),
      cell(call.base, enc),
      `${cell(call.head, enc)}${call.head && call.head.tokens[enc] !== undefined ? headStatus : ""}`,
      change,
      call.grew
        ? `${style.text(call.grew, 40)} grew`
        : largest
          ? `${style.text(largest[0], 40)} ${formatInt(largest[1])}`
          : "",
      checks(call, style),
      ...(failed ? [failure(call, style)] : []),
    ];
  });
  const sameFile = c.callsFromHead ? " (the base ran the head's calls file)" : "";
  return [
    {
      kind: "table",
      id: "calls",
      title: `${style.strong("Tool calls")}${sameFile}, ${style.text(enc)}`,
      header: ["Call", "Tool", "Base", "Head", "Δ", "Largest part", "Checks", ...(failed ? ["Failed at head"] : [])],
      align: ["left", "left", "right", "right", "right", "left", "left", ...(failed ? ["left" as const] : [])],
      rows,
    },
  ];
}
