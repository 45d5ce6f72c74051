/**
 * The model profiles and client limits of a comparison: one table row per model (base → head, delta, share
 * of its context window, whether it fits, cost, cached cost) with the sources and dates in one footnote
 * below, and the client limits the head crosses. Both read only the comparison.
 */
import type { Comparison, ModelDiff } from "../comparison.js";
import { RUNTIMES } from "../models/model-id.js";
import { formatSignedPercent, type Section, type Style } from "./comparison-sections.js";
import { formatInt, formatPercent, formatSigned } from "./escape.js";
import {
  clientLimitWarnings,
  fidelityLegend,
  fidelityMark,
  formatSignedUsd,
  formatUsd,
  type ModelLine,
  neededSetting,
  perRequest,
  tokensToFit,
} from "./models.js";

function models(c: Comparison): [string, ModelDiff][] {
  return Object.entries(c.models ?? {});
}

const change = (base: string, head: string) => (base === head ? head : `${base} → ${head}`);

/** The model with the runtime it was counted for: `qwen3@hf`; a hosted model's runtime is implied. */
function modelLabel(id: string, side: ModelLine & { runtime?: string }, style: Style): string {
  // A runtime from a report file is shown only when it is one this version knows (no text of the file's own).
  const known = (RUNTIMES as readonly string[]).includes(side.runtime ?? "") && side.runtime !== "provider";
  const runtime = !id.includes("@") && known ? `@${side.runtime}` : "";
  return `${style.text(id, 60)}${runtime}`;
}

function modelCell(id: string, side: ModelLine & { runtime?: string }, style: Style): string {
  return `${modelLabel(id, side, style)}${fidelityMark(side.fidelity)}`;
}

/**
 * A request that fills this share of its window or more fits, but leaves little room for the conversation
 * (a system prompt, the user's turns, the tool results): flagged ⚠️ rather than ✅. 90%: at 4,096 tokens that
 * is under 410 tokens left, less than one tool result of most servers.
 */
export const NEAR_FULL_SHARE = 0.9;

/** Whether the whole request fits but fills NEAR_FULL_SHARE of the window or more; null without a window. */
export function modelNearFull(m: ModelLine): boolean | null {
  const fits = modelFits(m);
  if (fits === null || m.contextWindow === null || m.contextWindow === 0) return null;
  return fits && tokensToFit(m) / m.contextWindow >= NEAR_FULL_SHARE;
}

/** Whether the whole request fits the window (frame and an estimate's high end included); null without one. */
export function modelFits(m: ModelLine): boolean | null {
  if (m.contextWindow === null) return null;
  return m.fits ?? tokensToFit(m) <= m.contextWindow;
}

/**
 * The head's window in one cell: "✅ 3.1% of 131,072", "⚠️ 94.0% of 4,096, 246 left" (near full: what is
 * left is what a reviewer weighs), "❌ needs num_ctx 4,216+ (has 4,096)"; "—" without a window.
 */
function windowCell(head: ModelLine & { runtime?: string }, style: Style): string {
  const fits = modelFits(head);
  if (fits === null || head.contextWindow === null) return "—";
  const need = tokensToFit(head);
  const share = `${formatPercent(head.shareOfContext ?? 0)} of ${formatInt(head.contextWindow)}`;
  if (!fits) {
    return `${style.icons ? "❌ " : "does not fit: "}needs ${neededSetting(head, need, "+")} (has ${formatInt(head.contextWindow)})`;
  }
  if (modelNearFull(head)) {
    return `${style.icons ? "⚠️ " : "near full: "}${share}, ${formatInt(head.contextWindow - need)} left`;
  }
  return `${style.icons ? "✅ " : "fits: "}${share}`;
}

/** The window in a few words for the line: "✅ 3.1%", "⚠️ 93.4% of 4,096", "❌ needs num_ctx 4,216+ (has 4,096)". */
function windowWords(head: ModelLine & { runtime?: string }, style: Style): string | null {
  const fits = modelFits(head);
  if (fits === null || head.contextWindow === null) return null;
  if (!fits || modelNearFull(head)) return windowCell(head, style).replace(/, [\d,]+ left$/, "");
  return `${style.icons ? "✅ " : "fits: "}${formatPercent(head.shareOfContext ?? 0)}`;
}

/** The head's price per 1,000 requests and its change: "$4.55 (+$0.948)"; "—" without a price. */
function costCell(base: ModelLine | null, head: ModelLine): string {
  if (head.costPer1kRequests === null) return "—";
  const cost = head.costPer1kRequests;
  if (base?.costPer1kRequests == null) return formatUsd(cost);
  const delta = Number((cost - base.costPer1kRequests).toPrecision(6));
  return `${formatUsd(cost)}${delta === 0 ? "" : ` (${formatSignedUsd(delta)})`}`;
}

/** The head's price per 1,000 requests with the tool block cached, or why there is none. */
function cachedCell(head: ModelLine): string {
  const c = head.cache;
  if (!c || c.cacheable === null || c.minTokens === null) return "—";
  if (!c.cacheable) return `not cacheable (< ${formatInt(c.minTokens)})`;
  return c.costPer1kRequestsCached === null ? "—" : formatUsd(c.costPer1kRequestsCached);
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

/** Which of the optional columns a comparison's models need: a price, a cached price. */
interface Columns {
  cost: boolean;
  cached: boolean;
}

/** One model's row: tokens per request (tools + instructions) base → head, delta, window, and cost where priced. */
function modelRow(id: string, m: ModelDiff, style: Style, baseline: boolean, columns: Columns): string[] {
  const side = (m.head ?? m.base) as ModelLine & { runtime?: string };
  const name = modelCell(id, side, style);
  const optional = (cost: string, cached: string) => [
    ...(columns.cost ? [cost] : []),
    ...(columns.cached ? [cached] : []),
  ];
  if (!m.head) return [name, `${formatInt(perRequest(side))} → not measured`, "—", "—", ...optional("—", "—")];
  const head = m.head;
  const tokens =
    m.base && m.delta
      ? change(formatInt(perRequest(m.base)), formatInt(perRequest(head)))
      : `${formatInt(perRequest(head))}${baseline ? " (head only)" : ""}`;
  let delta = "—";
  if (m.base && m.delta) {
    const d = m.delta.tools + m.delta.instructions;
    const from = perRequest(m.base);
    delta = d === 0 ? "±0" : `${formatSigned(d)}${from === 0 ? "" : ` (${formatSignedPercent(d / from)})`}`;
  }
  return [name, tokens, delta, windowCell(head, style), ...optional(costCell(m.base, head), cachedCell(head))];
}

/** The head's cached price is for a number of requests per cache lifetime: say which, or the price is unreadable. */
function cacheAssumption(head: ModelLine | null): string | null {
  const c = head?.cache;
  if (!c?.cacheable || c.costPer1kRequestsCached === null) return null;
  return `cached at ${formatInt(c.requestsPerLifetime ?? 0)} requests per ${c.lifetimeMinutes ?? 5}-minute cache lifetime`;
}

/** The instructions every request carries: a change when both sides have them, else the one side's figure. */
function instructionsFact(m: ModelDiff): string | null {
  const b = m.base?.instructions ?? null;
  const h = m.head?.instructions ?? null;
  if (b === null && h === null) return null;
  if (!m.base || !m.head) return `instructions ${formatInt(h ?? b ?? 0)}`;
  return `instructions ${change(formatInt(b ?? 0), formatInt(h ?? 0))}`;
}

/** One model's facts for the footnote, in reading order. */
function modelFacts(m: ModelDiff, blockChanged: boolean | null | undefined, style: Style): string[] {
  const side = (m.head ?? m.base) as ModelLine;
  const facts: string[] = [];
  const instructions = instructionsFact(m);
  if (instructions) facts.push(instructions);
  // The frame is in "left" but not in the row's tokens: said, so the row adds up.
  if (m.head?.frame && m.head.contextWindow !== null)
    facts.push(`${articleFor(m.head.frame)} ${formatInt(m.head.frame)}-token frame (in what fits)`);
  if (m.head?.range) {
    const range = `${formatInt(m.head.range.low)}–${formatInt(m.head.range.high)}`;
    const high = m.head.contextWindow === null ? "" : " (what fits is judged at its high end)";
    facts.push(`an estimate: the midpoint of ${range}${high}`);
  }
  const sources: string[] = [];
  if (side.contextSource) sources.push(`window ${style.text(side.contextSource, 400)}`);
  const data = side.data ? `${side.data.source} (${side.data.date})` : null;
  if (data && !side.contextSource?.includes(data)) sources.push(`data ${style.text(data, 300)}`);
  const baseDate = m.base?.data?.date;
  if (baseDate && m.head?.data && baseDate !== m.head.data.date)
    sources.push(`base data of ${style.text(baseDate, 30)}`);
  if (sources.length > 0) facts.push(sources.join(", "));
  const cached = cacheAssumption(m.head);
  if (cached) facts.push(cached);
  const cache = cacheChangeText(m, blockChanged);
  if (cache) facts.push(cache);
  return facts;
}

/**
 * The one line under the table: where each window and price came from and when, the data's date when the
 * base had another, instructions, the frame, estimates' ranges, the cache. A fact several models share is
 * said once with the models named together, and the facts of one group of models follow its names once:
 * "gpt-oss: instructions 0 → 19; a 52-token frame (in what fits) · claude, claude-sonnet-4-5: …".
 */
function modelsFootnote(c: Comparison, style: Style): string {
  const entries = models(c);
  const byFact = new Map<string, string[]>();
  for (const [id, m] of entries) {
    for (const fact of modelFacts(m, c.toolBlock?.changed, style))
      byFact.set(fact, [...(byFact.get(fact) ?? []), style.text(id, 60)]);
  }
  const byModels = new Map<string, string[]>();
  for (const [fact, ids] of byFact) {
    const names = ids.join(", ");
    byModels.set(names, [...(byModels.get(names) ?? []), fact]);
  }
  const legend = fidelityLegend(
    entries.map(([, m]) => (m.head ?? m.base)?.fidelity ?? "exact").filter((f) => f !== "estimate"),
  );
  const groups = [...byModels].map(([names, facts]) => `${names}: ${facts.join("; ")}`);
  return [...groups, ...(legend ? [legend] : [])].join(" · ");
}

/**
 * The models' table: a row per model with what every request carries base → head, its change, and the head's
 * window in one cell (✅, ⚠️ near full, ❌); the price columns only when some model has a price, so that the
 * table stays narrow enough for its cells not to wrap. The sources, dates and ranges are its footnote.
 */
export function modelsSection(c: Comparison, style: Style): Section[] {
  const entries = models(c);
  if (entries.length === 0) return [];
  const baseline = c.status !== "no-baseline";
  const heads = entries.flatMap(([, m]) => (m.head ? [m.head] : []));
  const columns: Columns = {
    cost: heads.some((h) => h.costPer1kRequests !== null),
    cached: heads.some((h) => cachedCell(h) !== "—"),
  };
  return [
    {
      kind: "table",
      id: "models",
      title: `${style.strong("Models")} · tokens every request carries (the tools and the server's instructions)`,
      header: [
        "Model",
        baseline ? "base → head" : "head",
        "Δ",
        "window",
        ...(columns.cost ? ["$ / 1k requests"] : []),
        ...(columns.cached ? ["cached"] : []),
      ],
      align: [
        "left",
        "right",
        "right",
        "left",
        ...(columns.cost ? (["right"] as const) : []),
        ...(columns.cached ? (["right"] as const) : []),
      ],
      rows: entries.map(([id, m]) => modelRow(id, m, style, baseline, columns)),
      footnote: modelsFootnote(c, style),
    },
  ];
}

/**
 * The models in one line, for the comment's view: each model's tokens per request at head, its change, and its
 * window's cell: "gpt-oss@hf 4,100 (−7) ✅ 3.1% of 131,072 · qwen3@ollama 3,826 (−10) ⚠️ 93.4% of 4,096, 246
 * left". The table (base → head, prices, cache) and its sources wait in the fold; null without models.
 */
export function modelsLine(c: Comparison, style: Style): string | null {
  const entries = models(c);
  if (entries.length === 0) return null;
  const items = entries.map(([id, m]) => {
    const side = (m.head ?? m.base) as ModelLine & { runtime?: string };
    const name = modelCell(id, side, style);
    if (!m.head) return `${name} not measured at head`;
    const d = m.base && m.delta ? m.delta.tools + m.delta.instructions : null;
    const delta = d === null ? "" : d === 0 ? " (±0)" : ` (${formatSigned(d)})`;
    const window = windowWords(m.head, style);
    return `${name} ${formatInt(perRequest(m.head))}${delta}${window ? ` ${window}` : ""}`;
  });
  return `${style.strong("Models")}, tokens per request: ${items.join(" · ")}`;
}

/** The models that fit but fill NEAR_FULL_SHARE of their window or more, named as their rows name them. */
export function modelsNearFull(c: Comparison, style: Style): string[] {
  return models(c)
    .filter(([, m]) => m.head !== null && modelNearFull(m.head) === true)
    .map(([id, m]) => modelLabel(id, m.head as ModelLine & { runtime?: string }, style));
}

/** The models whose whole request does not fit their window, named as their table rows name them. */
export function modelsThatDoNotFit(c: Comparison, style: Style): string[] {
  return models(c)
    .filter(([, m]) => m.head !== null && modelFits(m.head) === false)
    .map(([id, m]) => modelLabel(id, m.head as ModelLine & { runtime?: string }, style));
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

/** "an" before a number said with a vowel sound (8, 11, 18, 80-89, 800-899, 11,000...), "a" before the others. */
export function articleFor(n: number): "a" | "an" {
  const digits = String(Math.trunc(Math.abs(n)));
  if (digits.startsWith("8")) return "an";
  // 11 and 18, and the thousands, millions... that start with them (11,000; 18,000,000), are said "eleven", "eighteen".
  const lead = digits.length % 3 === 2 ? digits.slice(0, 2) : null;
  return lead === "11" || lead === "18" ? "an" : "a";
}
