/** One line per client asked for (--client): what it puts into the request up front, loaded, and its own base. */
import type { ClientEntry } from "../clients/count.js";
import type { Report } from "../report.js";
import { formatInt, formatSigned } from "./escape.js";

/**
 * The hint when deferral likely costs more than it saves, with what loading every tool adds a request (allLoaded -
 * upFront); that can be negative (Qwen Code's up-front lines with descriptions outweigh a few small tool objects).
 */
export function deferralHint(upFront: number, allLoaded: number): string {
  const more = allLoaded - upFront;
  const load =
    more >= 0
      ? `loading them all adds ${formatInt(more)} a request`
      : `loading them all sends ${formatInt(-more)} fewer a request than deferring`;
  return ` (deferral likely costs more than it saves if its tools are used on most turns: ${load})`;
}

/** "; with 3 tools of its own the server brings (a, b, c: it lists resources)", a group per reason. */
function ownToolsText(entry: ClientEntry): string {
  const names = entry.clientOwnTools ?? [];
  if (names.length === 0) return "";
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const why = entry.clientOwnBecause?.[name] ?? "lists resources";
    groups.set(why, [...(groups.get(why) ?? []), name]);
  }
  const reasons = [...groups].map(([why, tools]) => `${tools.join(", ")}: it ${why}`).join("; ");
  return `; with ${names.length} ${names.length === 1 ? "tool" : "tools"} of its own the server brings (${reasons})`;
}

export function clientLine(entry: ClientEntry, encoding: string): string {
  const t = entry.tokens[encoding];
  if (!t) return "";
  const title = entry.version
    ? `${entry.title} ${entry.version}${entry.askedVersion ? ` (asked ${entry.askedVersion}: not modelled, measured as ${entry.version}, the nearest modelled version of its line)` : ""}`
    : `${entry.title} (read, not captured: from its docs, ${entry.date})`;
  const refused = (entry.refused ?? []).map((r) => `refuses ${r.server}: ${r.reason} (fix: ${r.fix})`);
  // A client that refuses the only server sends nothing of it: no figure, the reason.
  if (refused.length > 0 && Object.keys(t.perTool).length === 0 && t.upFront === 0)
    return `${title}: no figure: ${refused.join("; ")}`;
  const setting = entry.setting
    ? ` (${Object.entries(entry.setting)
        .map(([k, v]) => `${k}=${v}`)
        .join(", ")})`
    : "";
  const parts = entry.deferred
    ? [`${formatInt(t.upFront)} up front (names only)`, `${formatInt(t.allLoaded)} when loaded`]
    : [`${formatInt(t.upFront)} up front (loaded)`];
  if (t.clientBase !== null) parts.push(`+ its own ${formatInt(t.clientBase)}`);
  const bill = t.firstUse;
  const use = bill
    ? `; first use of a tool: +${formatInt(bill.median)} tokens${bill.round === null ? "" : `, one extra round of ${formatInt(bill.round)}`}${
        bill.costsMore ? deferralHint(t.upFront, t.allLoaded) : ""
      }`
    : "";
  const capped =
    entry.cappedOut.length > 0
      ? `; sends the first ${Object.keys(t.perTool).length}: ${entry.cappedOut.length} never reach the model (${entry.cappedOut.join(", ")})`
      : "";
  const own = ownToolsText(entry);
  const notSent = (entry.notSent ?? [])
    .map((n) => `; ${n.tools.length} tools of ${n.server} not sent (counted as 0): ${n.reason} (fix: ${n.fix})`)
    .join("");
  const alsoRefused = refused.length > 0 ? `; ${refused.join("; ")}` : "";
  return `${title}${setting}: ${parts.join(", ")} (${encoding})${use}${own}${capped}${notSent}${alsoRefused}${onModels(entry)}`;
}

const signed = (n: number) => (n === 0 ? "±0" : formatSigned(n));

/**
 * A client's request base -> head, as the tool table shows a tool: "from base: 218 -> 232 up front (+14), 3,562 ->
 * 3,676 when loaded (+114)" (one figure when the client defers nothing), or why the base is not known.
 */
export function clientChange(
  base: { request: ClientEntry | null; reason: string | null },
  head: ClientEntry,
  encoding: string,
): string {
  const h = head.tokens[encoding];
  const b = base.request?.tokens[encoding];
  if (!h) return "";
  if (!b) return `no base figure: ${base.reason ?? `no ${encoding} count at base`}`;
  const pair = (from: number, to: number) => `${formatInt(from)} → ${formatInt(to)}`;
  return head.deferred
    ? `from base: ${pair(b.upFront, h.upFront)} up front (${signed(h.upFront - b.upFront)}), ${pair(b.allLoaded, h.allLoaded)} when loaded (${signed(h.allLoaded - b.allLoaded)})`
    : `from base: ${pair(b.upFront, h.upFront)} (${signed(h.upFront - b.upFront)})`;
}

/** The same request on each model asked for: "up front / loaded" (one figure when the client defers nothing). */
function onModels(entry: ClientEntry): string {
  const models = Object.entries(entry.models ?? {});
  if (models.length === 0) return "";
  const figures = models.map(([id, m]) => {
    const both = entry.deferred ? `${formatInt(m.upFront)} / ${formatInt(m.allLoaded)}` : formatInt(m.allLoaded);
    const cache = m.cache
      ? m.cache.cacheable
        ? `, cacheable with ${entry.title}'s own prompt (a prefix of about ${formatInt(m.cache.prefixAbout)}, over the ${formatInt(m.cache.minTokens)}-token minimum)`
        : `, not cacheable even with ${entry.title}'s own prompt (about ${formatInt(m.cache.prefixAbout)}, under the ${formatInt(m.cache.minTokens)}-token minimum)`
      : "";
    return `${id} ${both}${m.fidelity === "estimate" ? " (estimate)" : ""}${cache}`;
  });
  const what = entry.deferred ? "up front / loaded" : "loaded";
  return ` · on each model (${what}, in its own tokens): ${figures.join(", ")}`;
}

/** The clients' lines, in the first encoding, each passed through `esc` (terminal or markdown). */
export function clientLines(report: Report, esc: (s: string) => string): string[] {
  if (!report.clients) return [];
  const encoding = report.method.encodings[0] ?? "o200k_base";
  return Object.values(report.clients).map((entry) => esc(clientLine(entry, encoding)));
}
