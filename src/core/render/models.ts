/**
 * Model profiles and client limits in words, shared by the measurement and comparison renderers:
 * a column label with the fidelity marked, the figures of one model on one line, the client limits a
 * server crosses. Model ids, profiles and sources come from report files, so they go through `text`.
 */
import { type CrossedLimit, crossedClientLimits, isClaudeModel, TOOL_SEARCH } from "../clients.js";
import { cacheEntry } from "../models/cache.js";
import type { ModelEntry } from "../models/entry.js";
import type { Fidelity } from "../models/types.js";
import { neededSetting, windowKnob } from "../models/window.js";
import { formatInt, formatPercent } from "./escape.js";

export { neededSetting, windowKnob };

type Text = (value: string, maxLength?: number) => string;

/** Figures every model entry has, in a report or a comparison. */
export type ModelLine = Pick<
  ModelEntry,
  | "profile"
  | "fidelity"
  | "tools"
  | "range"
  | "instructions"
  | "contextWindow"
  | "contextSource"
  | "slots"
  | "fits"
  | "minContextToFit"
  | "frame"
  | "shareOfContext"
  | "inputPricePerMTok"
  | "costPer1kRequests"
  | "data"
  | "cache"
>;

/** The mark after a model id in a column header: nothing for exact, "~" for an estimate, "(provider)". */
export function fidelityMark(fidelity: Fidelity | string): string {
  if (fidelity === "unverified") return " (unverified)";
  return fidelity === "exact" ? "" : fidelity === "estimate" ? " ~" : " (provider)";
}

export function fidelityWord(fidelity: Fidelity | string): string {
  if (fidelity === "unverified") return "unverified";
  return fidelity === "provider-count" ? "provider count" : fidelity === "estimate" ? "estimate" : "exact";
}

/** A legend for the marks, when a table has an estimate or a provider count; "" otherwise. */
export function fidelityLegend(fidelities: readonly string[]): string {
  const parts: string[] = [];
  if (fidelities.includes("estimate"))
    parts.push("~ estimate: the midpoint of its range when it has one (its line above gives the range)");
  if (fidelities.includes("provider-count")) parts.push("(provider): counted by the provider's token-counting API");
  if (fidelities.includes("unverified")) {
    parts.push("(unverified): counted with model data that is not the version this release pins");
  }
  return parts.join("; ");
}

/** US dollars: cents for a dollar or more, three significant digits below, e.g. $12.40, $0.0193. */
export function formatUsd(value: number): string {
  if (value >= 1) return `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return `$${Number(value.toPrecision(3))}`;
}

export function formatSignedUsd(value: number): string {
  if (value === 0) return "±$0";
  return `${value > 0 ? "+" : "−"}${formatUsd(Math.abs(value))}`;
}

/** Tokens per request: the tools plus the instructions (none counts as 0). */
export const perRequest = (m: Pick<ModelLine, "tools" | "instructions">) => m.tools + (m.instructions ?? 0);

export function shareText(m: ModelLine): string | null {
  if (m.shareOfContext === null || m.contextWindow === null) return null;
  return `${formatPercent(m.shareOfContext)} of its ${formatInt(m.contextWindow)}-token context window`;
}

/** What the verdict weighs: tools + instructions, the high end of an estimate (as the budget checks it). */
export const tokensToFit = (m: ModelLine) =>
  m.minContextToFit ?? toolsForLimit(m) + (m.instructions ?? 0) + (m.frame ?? 0);

/** What the verdict on the window needs: the window, where it came from, and the tokens to fit. */
export interface FitFigures {
  contextWindow: number | null;
  contextSource?: string | undefined;
  fits?: boolean | null | undefined;
  /** The whole request: tools + instructions (the high end of an estimate) + frame. */
  minContextToFit: number;
  /** The request's frame (in minContextToFit), when known. */
  frame?: number | undefined;
  runtime?: string | undefined;
  /** llama.cpp slots sharing the context: the -c that fits is the slot's need times them. */
  slots?: number | undefined;
  /** An estimate's verdict weighs its high end: said on the line, beside the midpoint it shows. */
  fidelity?: string | undefined;
  range?: { low: number; high: number } | null | undefined;
}

/**
 * The plain verdict on the window: "fits: 18,276 of 24,576 tokens left for the conversation", or "does
 * not fit by 1,234 tokens: needs num_ctx 5,330 or more", then where the window came from; null
 * without a window.
 */
export function fitText(m: FitFigures, text: Text): string | null {
  if (m.contextWindow === null) return null;
  const need = m.minContextToFit;
  const fits = m.fits ?? need <= m.contextWindow;
  // The frame is in `need` but not in "tokens per request": say so, so the numbers on the line add up.
  const framed = m.frame ? `, after the request's ${formatInt(m.frame)}-token frame` : "";
  // The line's "tokens per request" is an estimate's midpoint; what fits is judged on its high end.
  const high = m.fidelity === "estimate" && m.range ? `, at the estimate's high end (${formatInt(need)} tokens)` : "";
  const verdict = fits
    ? `fits: ${formatInt(m.contextWindow - need)} of ${formatInt(m.contextWindow)} tokens left for the conversation${framed}${high}`
    : `does not fit by ${formatInt(need - m.contextWindow)} tokens${m.frame ? `, with the request's ${formatInt(m.frame)}-token frame` : ""}${high}: needs ${neededSetting(m, need, " or more")}, with nothing left for the conversation`;
  return m.contextSource ? `${verdict} (window: ${text(m.contextSource, 400)})` : verdict;
}

export function priceText(m: ModelLine): string | null {
  if (m.costPer1kRequests === null || m.inputPricePerMTok === null) return null;
  return `${formatUsd(m.costPer1kRequests)} per 1,000 requests at ${formatUsd(m.inputPricePerMTok)} per million input tokens`;
}

/**
 * Prompt caching in words: "cached: $0.175 per 1,000 requests (one write per 5-minute lifetime, then reads;
 * 10 requests per lifetime) · a change to the tool block: $4.33 per 1,000 conversations", or "not cacheable:
 * 655 tokens, under the 1,024-token minimum". null without cache data (local models, older reports).
 */
export function cacheText(m: ModelLine): string | null {
  const c = m.cache;
  if (!c || c.cacheable === null || c.minTokens === null) return null;
  if (!c.cacheable) {
    return `not cacheable: ${formatInt(c.tokens)} tokens, under the ${formatInt(c.minTokens)}-token minimum (every request pays the full price)`;
  }
  const parts: string[] = [];
  if (c.costPer1kRequestsCached !== null) {
    const how =
      c.mode === "automatic" ? "automatic caching, a repeated prefix read at the cache price" : "one write, then reads";
    parts.push(
      `cached: ${formatUsd(c.costPer1kRequestsCached)} per 1,000 requests (${how}; ${formatInt(c.requestsPerLifetime ?? 0)} requests per ${c.lifetimeMinutes ?? 5}-minute lifetime)`,
    );
  } else parts.push(`cacheable (${formatInt(c.minTokens)}-token minimum)`);
  if (c.changeCost !== null)
    parts.push(`a change to the tool block: ${formatUsd(c.changeCost)} per 1,000 conversations, once`);
  return parts.join(" · ");
}

/**
 * Claude with tool search (`defer_loading`): "with tool search: the request carries ~500 tokens up front (the
 * search tool, Anthropic's figure) instead of 2,046; each tool costs its own figure when found and loaded".
 * null for other models, and when the block is no larger than the search tool.
 */
export function toolSearchText(id: string, m: Pick<ModelLine, "tools">): string | null {
  if (!isClaudeModel(id) || m.tools <= TOOL_SEARCH.tokens) return null;
  return `with tool search: the request carries ~${formatInt(TOOL_SEARCH.tokens)} tokens up front (the search tool, Anthropic's approximate figure of 2025-11-24) instead of ${formatInt(m.tools)}; each tool costs its own figure when found and loaded`;
}

/**
 * The figures of an estimate's line at its high end (what the budget and the fit check weigh), so that
 * every number on the line comes from one figure: the share, the prices, the cache, the tool-search
 * comparison and what is left of the window. Null for a count, whose line uses the report's figures.
 */
function atHighEnd(m: ModelLine): ModelLine | null {
  if (m.fidelity !== "estimate" || !m.range) return null;
  const tools = m.range.high;
  const tokens = tools + (m.instructions ?? 0);
  const price = m.inputPricePerMTok;
  const c = m.cache;
  const cache =
    c && c.minTokens !== null && c.cacheable !== null
      ? cacheEntry(
          tokens,
          price,
          {
            mode: c.mode ?? "explicit",
            writePricePerMTok: c.writePricePerMTok ?? null,
            readPricePerMTok: c.readPricePerMTok ?? null,
            minTokens: c.minTokens,
            minSource: c.source ?? "",
            lifetimeMinutes: c.lifetimeMinutes ?? 5,
          },
          c.requestsPerLifetime === undefined ? undefined : { requestsPerLifetime: c.requestsPerLifetime },
        )
      : c;
  return {
    ...m,
    tools,
    shareOfContext: m.contextWindow ? tokens / m.contextWindow : null,
    costPer1kRequests: price === null ? null : (tokens * price * 1000) / 1_000_000,
    ...(cache ? { cache } : {}),
  };
}

/**
 * One model's figures for the measurement, e.g. "qwen3: Qwen3 (its chat template and tokenizer), exact:
 * 1,160 tokens per request (tools 1,125 + instructions 35) · 3.5% of its 32,768-token context window · data 2026-11-30".
 * An estimate gives its range, then every figure at the high end, and says so.
 */
export function modelLine(id: string, m: ModelLine, text: Text): string {
  const high = atHighEnd(m);
  const shown = high ?? m;
  const instructions = m.instructions === null ? "" : ` + instructions ${formatInt(m.instructions)}`;
  let head: string;
  if (high && m.range) {
    const extra = m.instructions ?? 0;
    const span = `${formatInt(m.range.low + extra)}–${formatInt(m.range.high + extra)}`;
    const split = instructions ? ` (tools ${formatInt(m.range.low)}–${formatInt(m.range.high)}${instructions})` : "";
    // The table's figure is the tools' midpoint; with instructions the request's midpoint is more, and says why.
    const midpoint = instructions
      ? `midpoint ${formatInt(perRequest(m))} (tools ${formatInt(m.tools)}, the table's figure,${instructions})`
      : `midpoint ${formatInt(perRequest(m))} (the table's figure)`;
    head =
      `${span} tokens per request${split}, ${midpoint}; ` +
      `what follows is at the high end, ${formatInt(perRequest(high))} tokens, as the budget and the fit check weigh it`;
  } else {
    const split = instructions ? ` (tools ${formatInt(m.tools)}${instructions})` : "";
    head = `${formatInt(perRequest(m))} tokens per request${split}`;
  }
  const parts = [`${text(id, 60)}: ${text(m.profile, 240)}, ${fidelityWord(m.fidelity)}: ${head}`];
  const share = shareText(shown);
  // The client limits warn on the tools alone: where that share reads differently, the line gives it too.
  const alone = formatPercent(toolShare(shown));
  if (share)
    parts.push(alone === formatPercent(shown.shareOfContext ?? 0) ? share : `${share} (the tools alone ${alone})`);
  const price = priceText(shown);
  if (price) parts.push(price);
  const cache = cacheText(shown);
  if (cache) parts.push(cache);
  const search = toolSearchText(id, shown);
  if (search) parts.push(search);
  if (m.data) parts.push(`data ${text(m.data.date, 20)}`);
  // The line already said which end it uses: the verdict need not repeat it.
  const fit = fitText({ ...m, range: high ? null : m.range, minContextToFit: tokensToFit(m) }, text);
  if (fit) parts.push(fit);
  return parts.join(" · ");
}

/** The tools' own share of the window (without the instructions), as the client limits weigh it. */
const toolShare = (m: ModelLine) => (m.contextWindow ? m.tools / m.contextWindow : 0);

/** Tokens the tools add on a model, for a limit: the high end of an estimate, as the budget checks it. */
const toolsForLimit = (m: ModelLine) => (m.fidelity === "estimate" && m.range ? m.range.high : m.tools);

function crossed(toolCount: number, models: readonly (readonly [string, ModelLine])[]): CrossedLimit[] {
  const windows = Object.fromEntries(
    models.map(([id, m]) => [id, { tools: toolsForLimit(m), contextWindow: m.contextWindow }]),
  );
  return crossedClientLimits(toolCount, windows);
}

const crossingKey = ({ limit, model }: CrossedLimit) => `${limit.client}\u0000${limit.effect}\u0000${model ?? ""}`;

/** The base of a pull request, for its client limits: how many tools it offered and its model figures. */
export interface ClientLimitsBase {
  /** null: no baseline (a new server), so every limit the head crosses is news. */
  toolCount: number | null;
  models: readonly (readonly [string, ModelLine])[];
}

/**
 * The client limits crossed by a server with `toolCount` tools and these models, as warnings. Given
 * the base of a pull request, only what the pull request is about: a limit the base already crossed
 * with the same tool count is the server's standing state, not news, and repeating it on every pull
 * request (VS Code's 128 tools under a PR that reworded a description) teaches readers to skip the section.
 */
export function clientLimitWarnings(
  toolCount: number,
  models: readonly (readonly [string, ModelLine])[],
  text: Text,
  base: ClientLimitsBase | null = null,
): string[] {
  const lines = new Map(models);
  let atHead = crossed(toolCount, models);
  if (base && base.toolCount !== null && base.toolCount === toolCount) {
    const atBase = new Set(crossed(base.toolCount, base.models).map(crossingKey));
    atHead = atHead.filter((c) => !atBase.has(crossingKey(c)));
  }
  return atHead.map((c) => clientWarning(c, lines, text, base?.toolCount ?? null));
}

function clientWarning(
  { limit, model, actual }: CrossedLimit,
  models: ReadonlyMap<string, ModelLine>,
  text: Text,
  baseToolCount: number | null,
): string {
  const asOf = `(limit as of ${limit.date})`;
  if (model === undefined) {
    const base = baseToolCount === null || baseToolCount === actual ? "" : ` (base: ${formatInt(baseToolCount)})`;
    return `${limit.client} ${limit.effect}: this server offers ${formatInt(actual)} tools${base} ${asOf}`;
  }
  const m = models.get(model);
  const estimate = m?.fidelity === "estimate" ? ", high end of the estimate" : "";
  return (
    `${limit.client} ${limit.effect}: on ${text(model, 60)} this server's tools alone take ${formatPercent(actual)}${estimate} ` +
    `of the ${formatInt(m?.contextWindow ?? 0)}-token window ${asOf}`
  );
}
