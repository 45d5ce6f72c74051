/**
 * The model profiles and client limits of a comparison: one line per model (base → head, delta, share of
 * its context window, cost) and the client limits the head crosses. Both read only the comparison.
 */
import type { Comparison, ModelDiff } from "../comparison.js";
import { formatSignedPercent, type Section, type Style } from "./comparison-sections.js";
import { formatInt, formatPercent, formatSigned } from "./escape.js";
import {
  clientLimitWarnings,
  fidelityWord,
  fitText,
  formatSignedUsd,
  formatUsd,
  type ModelLine,
  tokensToFit,
} from "./models.js";

function models(c: Comparison): [string, ModelDiff][] {
  return Object.entries(c.models ?? {});
}

const change = (base: string, head: string) => (base === head ? head : `${base} → ${head}`);

function shareChange(base: ModelLine | null, head: ModelLine): string | null {
  if (head.shareOfContext === null || head.contextWindow === null) return null;
  const from = base?.shareOfContext != null && base.contextWindow === head.contextWindow ? base.shareOfContext : null;
  const share =
    from === null
      ? formatPercent(head.shareOfContext)
      : change(formatPercent(from), formatPercent(head.shareOfContext));
  return `${share} of its ${formatInt(head.contextWindow)}-token context window`;
}

function costChange(base: ModelLine | null, head: ModelLine): string | null {
  if (head.costPer1kRequests === null) return null;
  const cost = head.costPer1kRequests;
  if (base?.costPer1kRequests == null) return `${formatUsd(cost)} per 1,000 requests`;
  const delta = Number((cost - base.costPer1kRequests).toPrecision(6));
  return `${change(formatUsd(base.costPer1kRequests), formatUsd(cost))} per 1,000 requests${delta === 0 ? "" : ` (${formatSignedUsd(delta)})`}`;
}

function instructionsChange(m: ModelDiff): string | null {
  const b = m.base?.instructions ?? null;
  const h = m.head?.instructions ?? null;
  if (b === null && h === null) return null;
  if (!m.base || !m.head) return `instructions ${formatInt((m.head ?? m.base)?.instructions ?? 0)}`;
  const delta = m.delta?.instructions ?? 0;
  return `instructions ${change(formatInt(b ?? 0), formatInt(h ?? 0))}${delta === 0 ? "" : ` (${formatSigned(delta)})`}`;
}

/**
 * What the change does to the model's prompt cache: "changes the tool block: every cached conversation
 * re-writes 3,682 tokens once ($13.81 per 1,000 conversations)", or "tool block unchanged: caches keep";
 * null when the comparison cannot tell (no baseline, older reports) or the model has no cache data.
 */
export function cacheChangeText(m: ModelDiff, changed: boolean | null | undefined): string | null {
  const cache = m.head?.cache;
  if (changed === null || changed === undefined || !m.base || !cache || cache.cacheable === null) return null;
  if (!changed) return "tool block unchanged: caches keep";
  if (!cache.cacheable)
    return `changes the tool block (not cached on this model: ${formatInt(cache.tokens)} tokens, under its ${formatInt(cache.minTokens ?? 0)}-token minimum)`;
  const cost = cache.changeCost === null ? "" : ` (${formatUsd(cache.changeCost)} per 1,000 conversations)`;
  return `changes the tool block: every cached conversation re-writes ${formatInt(cache.tokens)} tokens once${cost}`;
}

/** The head's cached price, or that the block is too short to be cached; null without cache data. */
function cachedCost(head: ModelLine): string | null {
  const c = head.cache;
  if (!c || c.cacheable === null || c.minTokens === null) return null;
  if (!c.cacheable) return `not cacheable: under the ${formatInt(c.minTokens)}-token minimum`;
  if (c.costPer1kRequestsCached === null) return null;
  return `cached: ${formatUsd(c.costPer1kRequestsCached)} per 1,000 requests (${formatInt(c.requestsPerLifetime ?? 0)} per ${c.lifetimeMinutes ?? 5}-minute lifetime)`;
}

/** One model of a comparison on one line. */
export function modelChangeLine(
  id: string,
  m: ModelDiff,
  style: Style,
  baseline: boolean,
  blockChanged?: boolean | null,
): string {
  const side = (m.head ?? m.base) as ModelLine;
  const label = `${style.text(id, 60)} (${fidelityWord(side.fidelity)})`;
  const parts: string[] = [];
  if (m.base && m.head && m.delta) {
    const relative = m.delta.tools === 0 ? "" : `, ${formatSignedPercent(m.relative)}`;
    parts.push(
      `${label}: tools ${change(formatInt(m.base.tools), formatInt(m.head.tools))} (${formatSigned(m.delta.tools)}${relative})`,
    );
  } else if (m.head) {
    parts.push(`${label}: tools ${formatInt(m.head.tools)}${baseline ? ", head report only" : ""}`);
  } else {
    parts.push(`${label}: tools ${formatInt(side.tools)} in the base report; not measured in the head`);
  }
  if (m.head?.range) parts.push(`estimated at ${formatInt(m.head.range.low)}–${formatInt(m.head.range.high)}`);
  const instructions = instructionsChange(m);
  if (instructions) parts.push(instructions);
  if (m.head) {
    const share = shareChange(m.base, m.head);
    if (share) parts.push(share);
    const cost = costChange(m.base, m.head);
    if (cost) parts.push(cost);
    const cached = cachedCost(m.head);
    if (cached) parts.push(cached);
    const cache = cacheChangeText(m, blockChanged);
    if (cache) parts.push(cache);
  }
  const dates = [m.base?.data?.date, m.head?.data?.date].filter((d): d is string => typeof d === "string");
  if (dates.length > 0)
    parts.push(`data ${style.text(change(dates[0] as string, dates[dates.length - 1] as string), 30)}`);
  if (m.head) {
    const fit = fitText({ ...m.head, minContextToFit: tokensToFit(m.head) }, style.text);
    if (fit) parts.push(fit);
  }
  return parts.join(" · ");
}

export function modelsSection(c: Comparison, style: Style): Section[] {
  const entries = models(c);
  if (entries.length === 0) return [];
  const baseline = c.status !== "no-baseline";
  return [
    {
      kind: "list",
      id: "models",
      title: `${style.strong("Models")} · tokens the tools add to every request`,
      items: entries.map(([id, m]) => modelChangeLine(id, m, style, baseline, c.toolBlock?.changed)),
    },
  ];
}

/**
 * The client limits the head crosses (tool counts, and shares of each model's window) when the pull
 * request has to do with them: its tool count changed, or it crosses a limit the base did not.
 */
export function clientLimitsSection(c: Comparison, style: Style): Section[] {
  const head = models(c).flatMap(([id, m]) => (m.head ? [[id, m.head] as const] : []));
  const base = models(c).flatMap(([id, m]) => (m.base ? [[id, m.base] as const] : []));
  const items = clientLimitWarnings(
    c.counts.tools.head ?? 0,
    head,
    (value, maxLength) => style.text(value, maxLength),
    { toolCount: c.counts.tools.base, models: base },
  );
  if (items.length === 0) return [];
  return [{ kind: "list", id: "clients", title: `${style.icons ? "⚠️ " : ""}${style.strong("Client limits")}`, items }];
}
