/**
 * Limits per model profile (`models: { qwen3: { total: 8000 } }`) and on the share of a model's context
 * window (`maxShareOfContext: "5%"`, at the top level for every measured model and per model), checked
 * against the report's `models` entries. One rule with two keys, as perTool and tools are: a model's own
 * maxShareOfContext overrides the top level's for that model.
 *
 * Nothing passes unmeasured: a model named in the budget but not in the report, a model without a known
 * window, a profile without per-tool figures are skip notes. A profile the report asked for but could not
 * count (modelsNotCounted: too large) fails each of its limits (rule modelCounted): its figures are
 * unknown because the server's tools are past a cap, which a budget must not read as within it. An estimate is checked at the high end of its
 * range, so a budget never passes on the optimistic end of a guess.
 */
import type { ModelEntry } from "../models/entry.js";
import { neededSetting } from "../models/window.js";
import { fieldPath } from "./names.js";
import { askModel, type CheckContext, contextSetting, field } from "./rule.js";
import type { ModelLimits, ShareLimit } from "./types.js";
import { boolean, modelLimits, positiveInteger, share } from "./values.js";

const number = new Intl.NumberFormat("en-US");
const n = (value: number) => number.format(value);

const SHARE_DESCRIPTION =
  "Most of a model's context window the tools and the server's instructions may take together on every request, as a percentage such as \"5%\": (tools + instructions) / context window. Checked for every measured model (--model) with a known window.";

export const maxShareOfContext = field<ShareLimit>({
  key: "maxShareOfContext",
  value: share,
  description: SHARE_DESCRIPTION,
});

export const models = field<Record<string, ModelLimits>>({
  key: "models",
  value: modelLimits<ModelLimits>({
    total: {
      value: positiveInteger,
      description: "Most tokens all tools together may add to a request on this model.",
    },
    perTool: {
      value: positiveInteger,
      description: "Most tokens any one tool may add on this model (for profiles that give per-tool figures).",
    },
    maxShareOfContext: {
      value: share,
      description: "Most of this model's context window the tools and instructions may take; overrides the top level.",
    },
    mustFit: {
      value: boolean,
      description:
        "true: the tools and instructions must fit in this model's context window, the one the report used (the id's :N, --context, else the runtime's or client's standard window, e.g. Ollama's 4,096). Fails with how many tokens they are over and the smallest window that holds them.",
    },
  }),
  description:
    "Limits per model profile, keyed by the id given to --model as written (e.g. gpt-oss, qwen3@ollama:24576): total, perTool, maxShareOfContext, mustFit. A model the report did not measure is reported as not checked.",
});

/** The allowed tokens, rounded down, computed from the digits (see increaseLimit in rules.ts). */
function shareLimit(limit: ShareLimit, window: number): number {
  const [whole = "0", fraction = ""] = limit.text.slice(0, -1).split(".");
  const scaled = BigInt(whole + fraction);
  return Number((BigInt(window) * scaled) / (100n * 10n ** BigInt(fraction.length)));
}

/** The figure a limit is checked against, and how to say what it is. */
function toolsFigure(id: string, entry: ModelEntry): { tokens: number; what: string } {
  if (entry.fidelity === "estimate" && entry.range) {
    const { low, high } = entry.range;
    return { tokens: high, what: `${id}, high end of the estimate ${n(low)}-${n(high)}` };
  }
  return { tokens: entry.tools, what: `${id}, ${entry.fidelity}` };
}

const percentOf = (tokens: number, window: number) => `${((tokens / window) * 100).toFixed(2)}%`;

export function checkModels({ door, budget, head, result, skip }: CheckContext) {
  const limits = models.of(budget) ?? {};
  const topShare = maxShareOfContext.of(budget);
  const measured = head.models ?? {};
  const named = Object.keys(limits);
  // The budget's models first, in file order; then the other measured models, which the top-level share reaches.
  const uncounted = Object.keys(head.modelsNotCounted ?? {});
  const ids = topShare ? [...new Set([...named, ...Object.keys(measured), ...uncounted])] : named;

  for (const id of ids) {
    const own: ModelLimits = Object.hasOwn(limits, id) ? (limits[id] ?? {}) : {};
    const path = fieldPath("models", id);
    const entry = Object.hasOwn(measured, id) ? measured[id] : undefined;
    const notCounted = head.modelsNotCounted ?? {};
    if (!entry && uncounted.includes(id)) {
      const keys = [...Object.keys(own), ...(!own.maxShareOfContext && topShare ? ["maxShareOfContext"] : [])];
      result({
        rule: "modelCounted",
        encoding: null,
        view: "model",
        model: id,
        limit: 0,
        limitText: "counted",
        actual: 1,
        message: `${path}: ${id} was not counted: ${notCounted[id]?.reason ?? "too large"} (${notCounted[id]?.detail}), so its limits (${keys.join(", ")}) fail; count fewer or smaller tools${notCounted[id]?.reason === "too slow" ? ", raise the timeout" : ""}, or drop its limits`,
      });
      continue;
    }
    if (!entry) {
      skip(`${path}: not checked, ${id} was not measured in this report; ${askModel(door, id)} to check it`);
      continue;
    }
    const figure = toolsFigure(id, entry);

    if (own.total !== undefined) {
      const limit = own.total;
      const actual = figure.tokens;
      const message =
        actual <= limit
          ? `${path}.total: ${n(actual)} of ${n(limit)} tokens (${figure.what}), ${n(limit - actual)} left`
          : `${path}.total: ${n(actual)} tokens (${figure.what}) exceeds the limit of ${n(limit)} by ${n(actual - limit)}`;
      result({
        rule: "modelTotal",
        encoding: null,
        view: "model",
        model: id,
        limit,
        limitText: String(limit),
        actual,
        message,
      });
    }

    if (own.perTool !== undefined) checkPerTool(id, path, entry, own.perTool, { result, skip });
    if (own.mustFit === true) checkFits(id, path, entry, figure, { door, result, skip });

    const shareRule = own.maxShareOfContext ?? topShare;
    if (shareRule === undefined) continue;
    const from = own.maxShareOfContext ? `${path}.maxShareOfContext` : "maxShareOfContext";
    const window = entry.contextWindow;
    if (window === null) {
      skip(`${from} (${id}): not checked, the context window of ${id} is not known`);
      continue;
    }
    const limit = shareLimit(shareRule, window);
    const actual = figure.tokens + (entry.instructions ?? 0);
    const what = entry.instructions === null ? "tools" : "tools and instructions";
    const taken = `${what} take ${n(actual)} tokens (${figure.what}), ${percentOf(actual, window)} of its ${n(window)}-token window`;
    const allowed = `${shareRule.text} (${n(limit)} tokens)`;
    const message =
      actual <= limit
        ? `${from}: ${id}'s ${taken}, within ${allowed}, ${n(limit - actual)} left`
        : `${from}: ${id}'s ${taken}, exceeding ${allowed} by ${n(actual - limit)}`;
    result({
      rule: "shareOfContext",
      encoding: null,
      view: "model",
      model: id,
      limit,
      limitText: shareRule.text,
      actual,
      message,
    });
  }

  if (topShare && Object.keys(measured).length === 0) {
    skip(`maxShareOfContext: not checked, this report measured no model; ${askModel(door)}`);
  }
}

/** mustFit: the whole request (tools + instructions, the high end of an estimate, + frame) within the window the report used. */
function checkFits(
  id: string,
  path: string,
  entry: ModelEntry,
  figure: { tokens: number; what: string },
  { door, result, skip }: Pick<CheckContext, "door" | "result" | "skip">,
) {
  const window = entry.contextWindow;
  if (window === null) {
    skip(
      // --context is a local runtime's window (settings.ts): a hosted model's own is given in its id only.
      `${path}.mustFit: not checked, the context window of ${id} is not known; give it with ${id}:<tokens>${entry.runtime === "provider" ? "" : ` or ${contextSetting(door)}`}`,
    );
    return;
  }
  const frame = entry.frame ?? 0;
  const actual = figure.tokens + (entry.instructions ?? 0) + frame;
  const what = `${entry.instructions === null ? "tools" : "tools and instructions"}${frame > 0 ? ` in the request's ${n(frame)}-token frame` : ""}`;
  const source = entry.contextSource ? ` (${entry.contextSource})` : "";
  const message =
    actual <= window
      ? `${path}.mustFit: ${id}'s ${what} (${n(actual)} tokens, ${figure.what}) fit in its ${n(window)}-token window, ${n(window - actual)} left for the conversation`
      : `${path}.mustFit: ${id}'s ${what} (${n(actual)} tokens, ${figure.what}) do not fit in its ${n(window)}-token window${source}: over by ${n(actual - window)}; the smallest window that holds them is ${n(actual)} tokens${entry.runtime === "llama.cpp" || entry.runtime === "ollama" ? ` (${neededSetting(entry, actual, " or more")})` : ""}`;
  result({
    rule: "fitsContext",
    encoding: null,
    view: "model",
    model: id,
    limit: window,
    limitText: "mustFit",
    actual,
    message,
  });
}

function checkPerTool(
  id: string,
  path: string,
  entry: ModelEntry,
  limit: number,
  { result, skip }: Pick<CheckContext, "result" | "skip">,
) {
  if (entry.fidelity === "estimate") {
    // An estimate's range is for its total only; a per-tool midpoint would gate on the optimistic side.
    skip(`${path}.perTool: not checked, ${id} is an estimate with a range for its total only; set total to gate it`);
    return;
  }
  if (!entry.perTool) {
    skip(`${path}.perTool: not checked, the ${id} profile gives no per-tool figures`);
    return;
  }
  for (const [tool, actual] of Object.entries(entry.perTool)) {
    const message =
      actual <= limit
        ? `tool ${tool}: ${n(actual)} of ${n(limit)} tokens (${id}, ${entry.fidelity}), ${n(limit - actual)} left`
        : `tool ${tool}: ${n(actual)} tokens (${id}, ${entry.fidelity}) exceeds ${path}.perTool of ${n(limit)} by ${n(actual - limit)}`;
    result({
      rule: "modelPerTool",
      encoding: null,
      view: "model",
      model: id,
      tool,
      limit,
      limitText: String(limit),
      actual,
      message,
    });
  }
}
