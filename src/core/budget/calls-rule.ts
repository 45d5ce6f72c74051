/**
 * `calls: { maxTokens: 2000, broad-search: { maxTokens: 800, maxIncrease: "10%" } }`: limits on what the
 * scripted tool calls (the calls file) put into the context, per encoding. `maxTokens` at the top of the
 * block applies to every call, a call's own block overrides it; `maxIncrease` compares a call with the
 * same call at the base. Nothing is passed silently: a call that was not counted, a name no call has,
 * and a call the base did not answer are notes in `skipped`.
 */
import type { CallReport } from "../calls/types.js";
import { closest } from "./names.js";
import { askModel, type CheckContext, callsSetting, field } from "./rule.js";
import type { CallLimit, CallModelLimit, CallsBudget, IncreaseLimit } from "./types.js";
import { type Entry, increase, mapping, modelLimits, positiveInteger, type Reader, type ValueKind } from "./values.js";

export type { CallLimit, CallModelLimit, CallsBudget } from "./types.js";

const CALL_KEYS = ["maxTokens", "maxIncrease", "models"];

const callModelLimits = modelLimits<CallModelLimit>({
  maxTokens: {
    value: positiveInteger,
    description:
      "Most tokens this call's result may add to a request on this model, rendered as the model's tool message (the calls report's models figure).",
  },
});

const callsLimits: ValueKind<CallsBudget> = {
  schema: {
    type: "object",
    minProperties: 1,
    // A pattern, not `properties`: every other key is a call's name, so the object cannot close its keys.
    patternProperties: {
      "^maxTokens$": { description: "Most tokens any one call's result may cost.", ...positiveInteger.schema },
    },
    additionalProperties: {
      description: "Limits for the call of this name in the calls file.",
      type: "object",
      additionalProperties: false,
      minProperties: 1,
      properties: {
        maxTokens: { description: "Most tokens this call's result may cost.", ...positiveInteger.schema },
        maxIncrease: {
          description: 'Most this call\'s result may grow against the base: tokens, or a percentage such as "10%".',
          ...increase.schema,
        },
        models: {
          description:
            "Limits per model profile, keyed by the id given to --model as written (e.g. qwen3): maxTokens for this call's result in that model's tool message.",
          ...callModelLimits.schema,
        },
      },
    },
  },
  read(entry: Entry, reader: Reader) {
    const map = mapping(
      entry,
      reader,
      "a mapping of limits for tool calls, such as { maxTokens: 2000, broad-search: { maxTokens: 800 } }",
    );
    if (!map) return undefined;
    const out: CallsBudget = { named: {} };
    for (const item of reader.entries(map, entry.path)) {
      if (item.key === "maxTokens") {
        const v = positiveInteger.read(item, reader);
        if (v !== undefined) out.maxTokens = v;
        continue;
      }
      const block = mapping(item, reader, `a mapping of this call's limits (${CALL_KEYS.join(", ")})`);
      if (!block) continue;
      const limit: CallLimit = {};
      for (const key of reader.entries(block, item.path)) {
        if (key.key === "maxTokens") {
          const v = positiveInteger.read(key, reader);
          if (v !== undefined) limit.maxTokens = v;
        } else if (key.key === "maxIncrease") {
          const v = increase.read(key, reader);
          if (v !== undefined) limit.maxIncrease = v;
        } else if (key.key === "models") {
          const v = callModelLimits.read(key, reader);
          if (v !== undefined) limit.models = v;
        } else {
          const near = closest(key.key, CALL_KEYS);
          const hint = near ? `; did you mean "${near}"?` : `; expected one of ${CALL_KEYS.join(", ")}`;
          reader.issue(key.keyLine, key.path, `unknown key ${JSON.stringify(key.key)} in ${item.path}${hint}`);
        }
      }
      // defineProperty: a call named "__proto__" must get its limits, not change the object's prototype.
      Object.defineProperty(out.named, item.key, { value: limit, enumerable: true, writable: true });
    }
    return out;
  },
};

export const calls = field<CallsBudget>({
  key: "calls",
  value: callsLimits,
  description:
    "Limits on what the scripted tool calls of the calls file (measure --calls, the action input calls) put into the context: maxTokens for every call, and per call name maxTokens and maxIncrease (against the same call at the base), checked in each encoding the limits apply to, and models: { <id>: { maxTokens } } for the result in that model's tool message.",
});

const number = new Intl.NumberFormat("en-US");
const n = (value: number) => number.format(value);

/** The allowed growth in tokens, rounded down (the same arithmetic as the total's maxIncrease). */
function allowed(limit: IncreaseLimit, base: number): number {
  if (limit.kind === "tokens") return limit.tokens;
  const [whole = "0", fraction = ""] = limit.text.slice(0, -1).split(".");
  return Number((BigInt(base) * BigInt(whole + fraction)) / (100n * 10n ** BigInt(fraction.length)));
}

export function checkCalls({ door, budget, head, base, result, skip }: CheckContext) {
  const limits = calls.of(budget);
  if (!limits) return;
  if (!head.calls) {
    skip(`calls: not checked, no calls file was run (${callsSetting(door)})`);
    return;
  }
  const encodings = budget.encoding !== null ? [budget.encoding] : head.method.encodings;
  const byName = new Map(head.calls.map((c) => [c.name, c]));
  for (const name of Object.keys(limits.named)) {
    if (byName.has(name)) continue;
    const near = closest(name, [...byName.keys()]);
    skip(
      `calls.${name}: the calls file has no call of that name, so its limits were not checked; ${near ? `did you mean "${near}"?` : "remove them or fix the name"}`,
    );
  }
  const baseCalls = new Map((base?.calls ?? []).map((c) => [c.name, c]));
  for (const call of head.calls) {
    const own = Object.hasOwn(limits.named, call.name) ? limits.named[call.name] : undefined;
    const limit = own?.maxTokens ?? limits.maxTokens;
    if (own?.models) checkCallModels(call, own.models, { door, result, skip }, Object.keys(head.models ?? {}));
    if (limit === undefined && own?.maxIncrease === undefined) continue;
    for (const encoding of encodings) {
      const actual = call.tokens[encoding];
      if (actual === undefined) {
        skip(`call ${call.name}: not counted in ${encoding} (${call.status}), so its limits were not checked`);
        continue;
      }
      if (limit !== undefined) {
        const which = own?.maxTokens !== undefined ? "its limit" : "calls.maxTokens";
        const message =
          actual <= limit
            ? `call ${call.name}: ${n(actual)} of ${n(limit)} tokens (${encoding}), ${n(limit - actual)} left`
            : `call ${call.name}: ${n(actual)} tokens (${encoding}) exceeds ${which} of ${n(limit)} by ${n(actual - limit)}`;
        result({
          rule: "callTokens",
          encoding,
          view: "model",
          call: call.name,
          limit,
          limitText: String(limit),
          actual,
          message,
        });
      }
      if (own?.maxIncrease !== undefined)
        increaseResult(call, own.maxIncrease, encoding, baseCalls, base !== null, { result, skip });
    }
  }
}

/** calls.<name>.models.<id>.maxTokens: the call's figure for that model (CallReport.models). */
function checkCallModels(
  call: CallReport,
  models: Record<string, CallModelLimit>,
  { door, result, skip }: Pick<CheckContext, "door" | "result" | "skip">,
  measured: readonly string[],
) {
  for (const [id, own] of Object.entries(models)) {
    const limit = own.maxTokens;
    if (limit === undefined) continue;
    const path = `calls.${call.name}.models.${id}.maxTokens`;
    const actual = Object.hasOwn(call.models, id) ? call.models[id] : undefined;
    if (actual === undefined) {
      const why =
        call.status !== "ok" && Object.keys(call.tokens).length === 0
          ? `the call was not counted (${call.status})`
          : measured.includes(id)
            ? `${id} was measured but gives no figure for a tool result (the report's warnings say why)`
            : `${id} has no figure for it: ${askModel(door, id)}; the profiles that render a tool result are qwen3, llama-3.1, llama-3.2, gpt-oss, gpt-5 and gpt-4.1 (not the Claude estimates or provider counts)`;
      skip(`${path}: not checked, ${why}`);
      continue;
    }
    const message =
      actual <= limit
        ? `call ${call.name} on ${id}: ${n(actual)} of ${n(limit)} tokens, ${n(limit - actual)} left`
        : `call ${call.name} on ${id}: ${n(actual)} tokens exceeds its limit of ${n(limit)} by ${n(actual - limit)}`;
    result({
      rule: "callTokens",
      encoding: null,
      view: "model",
      call: call.name,
      model: id,
      limit,
      limitText: String(limit),
      actual,
      message,
    });
  }
}

function increaseResult(
  call: CallReport,
  rule: IncreaseLimit,
  encoding: string,
  baseCalls: ReadonlyMap<string, CallReport>,
  haveBase: boolean,
  { result, skip }: Pick<CheckContext, "result" | "skip">,
) {
  const before = baseCalls.get(call.name)?.tokens[encoding];
  if (!haveBase || before === undefined) {
    const why = !haveBase
      ? "there is no baseline"
      : baseCalls.has(call.name)
        ? "the base did not answer it"
        : "not at base";
    skip(`calls.${call.name}.maxIncrease (${encoding}): not checked, ${why}`);
    return;
  }
  const after = call.tokens[encoding] ?? 0;
  const limit = allowed(rule, before);
  const actual = after - before;
  const text = rule.kind === "tokens" ? String(rule.tokens) : rule.text;
  const shown = rule.kind === "percent" ? `${rule.text} (${n(limit)} tokens)` : `${n(limit)} tokens`;
  const what = `call ${call.name}: ${n(before)} -> ${n(after)} tokens (${encoding})`;
  const message =
    actual <= limit
      ? `${what}, within maxIncrease of ${shown}`
      : `${what}, exceeding maxIncrease of ${shown} by ${n(actual - limit)}`;
  result({ rule: "callIncrease", encoding, view: "model", call: call.name, limit, limitText: text, actual, message });
}
