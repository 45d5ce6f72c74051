/**
 * The clients asked for (--client / the action's `client`) in the comment and the terminal: one line each, in
 * the first encoding, e.g. "on Claude Code 2.1.328: 232 up front (names only), 3,676 when loaded (+14 / +120
 * from base); first use of a tool: +200 -> +212 tokens, one extra round of 10,850 -> 10,909", and the tools a client
 * caps out. Reads only the comparison's `clients`.
 */
import type { ClientDiff } from "../compare-clients.js";
import type { Comparison } from "../comparison.js";
import type { RuleResult } from "../verdict.js";
import { deferralHint } from "./clients.js";
import { primaryEncoding, type Section, type Style } from "./comparison-sections.js";
import { formatInt, formatSigned } from "./escape.js";

/** Capped-out tools named in the line; the rest are counted. */
const CAPPED_NAMES_SHOWN = 5;

const signed = (n: number) => (n === 0 ? "±0" : formatSigned(n));

function clientLine(id: string, d: ClientDiff, encoding: string, style: Style, baseline: boolean): string {
  const setting = d.setting
    ? ` (${Object.entries(d.setting)
        .map(([k, v]) => style.text(`${k}=${v}`, 80))
        .join(", ")})`
    : "";
  const who = `on ${d.title}${d.version ? ` ${d.version}` : " (read, not captured)"}${setting}`;
  const head = d.head;
  if (!head) return `${who}: not measured at head (only in the base report as ${style.text(id, 80)})`;
  const t = head.tokens[encoding];
  if (!t) return `${who}: no ${encoding} count at head`;
  const refused = (head.refused ?? []).map(
    (r) => `refuses ${style.text(r.server, 80)}: ${style.text(r.reason, 300)} (fix: ${style.text(r.fix, 200)})`,
  );
  if (refused.length > 0 && head.sent === 0 && t.upFront === 0) return `${who}: no figure: ${refused.join("; ")}`;
  const notSent = (head.notSent ?? [])
    .map(
      (n) =>
        `; ${formatInt(n.tools.length)} tools of ${style.text(n.server, 80)} not sent (counted as 0): ${style.text(n.reason, 300)} (fix: ${style.text(n.fix, 200)})`,
    )
    .join("");
  const delta = d.delta?.[encoding];
  const parts = head.deferred
    ? [`${formatInt(t.upFront)} up front (names only)`, `${formatInt(t.allLoaded)} when loaded`]
    : [`${formatInt(t.allLoaded)} with every request (tools loaded)`];
  let change = "";
  if (delta) {
    const unchanged = delta.upFront === 0 && delta.allLoaded === 0;
    change = unchanged
      ? " (unchanged from base)"
      : head.deferred
        ? ` (${signed(delta.upFront)} / ${signed(delta.allLoaded)} from base)`
        : ` (${signed(delta.allLoaded)} from base)`;
  } else if (baseline) change = " (not in the base report)";
  let capped = "";
  if (head.cappedOut.length > 0) {
    const names = head.cappedOut.slice(0, CAPPED_NAMES_SHOWN).map((name) => style.text(name, 60));
    const more = head.cappedOut.length - names.length;
    const these =
      head.cappedOut.length === 1 ? "this one never reaches" : `these ${formatInt(head.cappedOut.length)} never reach`;
    capped = `; ${d.title} sends the first ${formatInt(head.sent)}; ${these} the model: ${names.join(", ")}${more > 0 ? `, … (${formatInt(more)} more)` : ""}`;
  }
  const alsoRefused = refused.length > 0 ? `; ${refused.join("; ")}` : "";
  return `${who}: ${parts.join(", ")}${change}${firstUseText(d, encoding)}${capped}${notSent}${alsoRefused}`;
}

/**
 * The deferral bill at head, with the base's when it differs ("+200 -> +212 tokens"), and the hint when deferral
 * likely costs more than it saves (a server of a few small tools used on most turns).
 */
export function firstUseText(d: ClientDiff, encoding: string): string {
  const bill = d.head?.firstUse?.[encoding];
  const t = d.head?.tokens[encoding];
  if (!bill || !t) return "";
  const was = d.base?.firstUse?.[encoding];
  const use =
    was && was.median !== bill.median
      ? `+${formatInt(was.median)} -> +${formatInt(bill.median)} tokens`
      : `+${formatInt(bill.median)} tokens`;
  const round =
    bill.round === null
      ? ""
      : was && was.round !== null && was.round !== bill.round
        ? `, one extra round of ${formatInt(was.round)} -> ${formatInt(bill.round)}`
        : `, one extra round of ${formatInt(bill.round)}`;
  const hint = bill.costsMore ? deferralHint(t.upFront, t.allLoaded) : "";
  return `; first use of a tool: ${use}${round}${hint}`;
}

/** The budget's token limits on a client (clientUpFront, clientAllLoaded) as the verdict names them; null for others. */
export function clientTokensRuleLabel(r: RuleResult, style: Style): string | null {
  const client = style.text(r.client ?? "", 80);
  if (r.rule === "clientUpFront") return `up front on ${client}`;
  if (r.rule === "clientAllLoaded") return `all tools loaded on ${client}`;
  return null;
}

export function clientsSection(c: Comparison, style: Style): Section[] {
  const entries = Object.entries(c.clients ?? {});
  if (entries.length === 0) return [];
  const encoding = primaryEncoding(c);
  const baseline = c.status !== "no-baseline";
  return [
    {
      kind: "list",
      id: "clients",
      title: `${style.strong("Clients")} · tokens the server adds to each client's request (${encoding})`,
      items: entries.map(([id, d]) => clientLine(id, d, encoding, style, baseline)),
    },
  ];
}
