import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  TOOL_SEARCH,
  crossedClientLimits,
  isClaudeModel
} from "./chunk-OJKBJGOR.js";
import {
  cacheEntry
} from "./chunk-7QJCO2EM.js";
import {
  formatInt,
  formatPercent
} from "./chunk-AY2GYRMS.js";
import {
  neededSetting
} from "./chunk-YWEAVKN7.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/models.ts
function fidelityMark(fidelity) {
  if (fidelity === "unverified") return " (unverified)";
  return fidelity === "exact" ? "" : fidelity === "estimate" ? " ~" : " (provider)";
}
__name(fidelityMark, "fidelityMark");
function fidelityWord(fidelity) {
  if (fidelity === "unverified") return "unverified";
  return fidelity === "provider-count" ? "provider count" : fidelity === "estimate" ? "estimate" : "exact";
}
__name(fidelityWord, "fidelityWord");
function fidelityLegend(fidelities) {
  const parts = [];
  if (fidelities.includes("estimate"))
    parts.push("~ estimate: the midpoint of its range when it has one (its line above gives the range)");
  if (fidelities.includes("provider-count")) parts.push("(provider): counted by the provider's token-counting API");
  if (fidelities.includes("unverified")) {
    parts.push("(unverified): counted with model data that is not the version this release pins");
  }
  return parts.join("; ");
}
__name(fidelityLegend, "fidelityLegend");
function formatUsd(value) {
  if (value >= 1) return `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return `$${Number(value.toPrecision(3))}`;
}
__name(formatUsd, "formatUsd");
function formatSignedUsd(value) {
  if (value === 0) return "\xB1$0";
  return `${value > 0 ? "+" : "\u2212"}${formatUsd(Math.abs(value))}`;
}
__name(formatSignedUsd, "formatSignedUsd");
var perRequest = /* @__PURE__ */ __name((m) => m.tools + (m.instructions ?? 0), "perRequest");
function shareText(m) {
  if (m.shareOfContext === null || m.contextWindow === null) return null;
  return `${formatPercent(m.shareOfContext)} of its ${formatInt(m.contextWindow)}-token context window`;
}
__name(shareText, "shareText");
var tokensToFit = /* @__PURE__ */ __name((m) => m.minContextToFit ?? toolsForLimit(m) + (m.instructions ?? 0) + (m.frame ?? 0), "tokensToFit");
function fitText(m, text) {
  if (m.contextWindow === null) return null;
  const need = m.minContextToFit;
  const fits = m.fits ?? need <= m.contextWindow;
  const framed = m.frame ? `, after the request's ${formatInt(m.frame)}-token frame` : "";
  const high = m.fidelity === "estimate" && m.range ? `, at the estimate's high end (${formatInt(need)} tokens)` : "";
  const verdict = fits ? `fits: ${formatInt(m.contextWindow - need)} of ${formatInt(m.contextWindow)} tokens left for the conversation${framed}${high}` : `does not fit by ${formatInt(need - m.contextWindow)} tokens${m.frame ? `, with the request's ${formatInt(m.frame)}-token frame` : ""}${high}: needs ${neededSetting(m, need, " or more")}, with nothing left for the conversation`;
  return m.contextSource ? `${verdict} (window: ${text(m.contextSource, 400)})` : verdict;
}
__name(fitText, "fitText");
function priceText(m) {
  if (m.costPer1kRequests === null || m.inputPricePerMTok === null) return null;
  return `${formatUsd(m.costPer1kRequests)} per 1,000 requests at ${formatUsd(m.inputPricePerMTok)} per million input tokens`;
}
__name(priceText, "priceText");
function cacheText(m) {
  const c = m.cache;
  if (!c || c.cacheable === null || c.minTokens === null) return null;
  if (!c.cacheable) {
    return `not cacheable: ${formatInt(c.tokens)} tokens, under the ${formatInt(c.minTokens)}-token minimum (every request pays the full price)`;
  }
  const parts = [];
  if (c.costPer1kRequestsCached !== null) {
    const how = c.mode === "automatic" ? "automatic caching, a repeated prefix read at the cache price" : "one write, then reads";
    parts.push(
      `cached: ${formatUsd(c.costPer1kRequestsCached)} per 1,000 requests (${how}; ${formatInt(c.requestsPerLifetime ?? 0)} requests per ${c.lifetimeMinutes ?? 5}-minute lifetime)`
    );
  } else parts.push(`cacheable (${formatInt(c.minTokens)}-token minimum)`);
  if (c.changeCost !== null)
    parts.push(`a change to the tool block: ${formatUsd(c.changeCost)} per 1,000 conversations, once`);
  return parts.join(" \xB7 ");
}
__name(cacheText, "cacheText");
function toolSearchText(id, m) {
  if (!isClaudeModel(id) || m.tools <= TOOL_SEARCH.tokens) return null;
  return `with tool search: the request carries ~${formatInt(TOOL_SEARCH.tokens)} tokens up front (the search tool, Anthropic's approximate figure of 2025-11-24) instead of ${formatInt(m.tools)}; each tool costs its own figure when found and loaded`;
}
__name(toolSearchText, "toolSearchText");
function atHighEnd(m) {
  if (m.fidelity !== "estimate" || !m.range) return null;
  const tools = m.range.high;
  const tokens = tools + (m.instructions ?? 0);
  const price = m.inputPricePerMTok;
  const c = m.cache;
  const cache = c && c.minTokens !== null && c.cacheable !== null ? cacheEntry(
    tokens,
    price,
    {
      mode: c.mode ?? "explicit",
      writePricePerMTok: c.writePricePerMTok ?? null,
      readPricePerMTok: c.readPricePerMTok ?? null,
      minTokens: c.minTokens,
      minSource: c.source ?? "",
      lifetimeMinutes: c.lifetimeMinutes ?? 5
    },
    c.requestsPerLifetime === void 0 ? void 0 : { requestsPerLifetime: c.requestsPerLifetime }
  ) : c;
  return {
    ...m,
    tools,
    shareOfContext: m.contextWindow ? tokens / m.contextWindow : null,
    costPer1kRequests: price === null ? null : tokens * price * 1e3 / 1e6,
    ...cache ? { cache } : {}
  };
}
__name(atHighEnd, "atHighEnd");
function modelLine(id, m, text) {
  const high = atHighEnd(m);
  const shown = high ?? m;
  const instructions = m.instructions === null ? "" : ` + instructions ${formatInt(m.instructions)}`;
  let head;
  if (high && m.range) {
    const extra = m.instructions ?? 0;
    const span = `${formatInt(m.range.low + extra)}\u2013${formatInt(m.range.high + extra)}`;
    const split = instructions ? ` (tools ${formatInt(m.range.low)}\u2013${formatInt(m.range.high)}${instructions})` : "";
    const midpoint = instructions ? `midpoint ${formatInt(perRequest(m))} (tools ${formatInt(m.tools)}, the table's figure,${instructions})` : `midpoint ${formatInt(perRequest(m))} (the table's figure)`;
    head = `${span} tokens per request${split}, ${midpoint}; what follows is at the high end, ${formatInt(perRequest(high))} tokens, as the budget and the fit check weigh it`;
  } else {
    const split = instructions ? ` (tools ${formatInt(m.tools)}${instructions})` : "";
    head = `${formatInt(perRequest(m))} tokens per request${split}`;
  }
  const parts = [`${text(id, 60)}: ${text(m.profile, 240)}, ${fidelityWord(m.fidelity)}: ${head}`];
  const share = shareText(shown);
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
  const fit = fitText({ ...m, range: high ? null : m.range, minContextToFit: tokensToFit(m) }, text);
  if (fit) parts.push(fit);
  return parts.join(" \xB7 ");
}
__name(modelLine, "modelLine");
var toolShare = /* @__PURE__ */ __name((m) => m.contextWindow ? m.tools / m.contextWindow : 0, "toolShare");
var toolsForLimit = /* @__PURE__ */ __name((m) => m.fidelity === "estimate" && m.range ? m.range.high : m.tools, "toolsForLimit");
function crossed(toolCount, models) {
  const windows = Object.fromEntries(
    models.map(([id, m]) => [id, { tools: toolsForLimit(m), contextWindow: m.contextWindow }])
  );
  return crossedClientLimits(toolCount, windows);
}
__name(crossed, "crossed");
var crossingKey = /* @__PURE__ */ __name(({ limit, model }) => `${limit.client}\0${limit.effect}\0${model ?? ""}`, "crossingKey");
function clientLimitWarnings(toolCount, models, text, base = null) {
  const lines = new Map(models);
  let atHead = crossed(toolCount, models);
  if (base && base.toolCount !== null && base.toolCount === toolCount) {
    const atBase = new Set(crossed(base.toolCount, base.models).map(crossingKey));
    atHead = atHead.filter((c) => !atBase.has(crossingKey(c)));
  }
  return atHead.map((c) => clientWarning(c, lines, text, base?.toolCount ?? null));
}
__name(clientLimitWarnings, "clientLimitWarnings");
function clientWarning({ limit, model, actual }, models, text, baseToolCount) {
  const asOf = `(limit as of ${limit.date})`;
  if (model === void 0) {
    const base = baseToolCount === null || baseToolCount === actual ? "" : ` (base: ${formatInt(baseToolCount)})`;
    return `${limit.client} ${limit.effect}: this server offers ${formatInt(actual)} tools${base} ${asOf}`;
  }
  const m = models.get(model);
  const estimate = m?.fidelity === "estimate" ? ", high end of the estimate" : "";
  return `${limit.client} ${limit.effect}: on ${text(model, 60)} this server's tools alone take ${formatPercent(actual)}${estimate} of the ${formatInt(m?.contextWindow ?? 0)}-token window ${asOf}`;
}
__name(clientWarning, "clientWarning");

export {
  fidelityMark,
  fidelityLegend,
  formatUsd,
  formatSignedUsd,
  perRequest,
  tokensToFit,
  fitText,
  modelLine,
  clientLimitWarnings
};
//# sourceMappingURL=chunk-WZF3LZXX.js.map
