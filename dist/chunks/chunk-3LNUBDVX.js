import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  closest,
  didYouMean,
  fieldPath,
  require_dist
} from "./chunk-7OFPA336.js";
import {
  CLIENT_IDS,
  CLIENT_LIMITS,
  clientRunsModel
} from "./chunk-OJKBJGOR.js";
import {
  BudgetError
} from "./chunk-TTO34KM3.js";
import {
  parseClientId
} from "./chunk-TTW4EAJU.js";
import {
  parseModelId
} from "./chunk-BRIMYS6A.js";
import {
  neededSetting
} from "./chunk-YWEAVKN7.js";
import {
  ENCODINGS
} from "./chunk-DJ2EGANE.js";
import {
  __name,
  __toESM
} from "./chunk-WQOZZ7UD.js";

// src/core/budget/rule.ts
function field(spec) {
  return { ...spec, of: /* @__PURE__ */ __name((values) => values[spec.key], "of") };
}
__name(field, "field");
function askModel(door, id) {
  if (door === "action")
    return id ? `add ${id} to the models input` : "name one in the models input (e.g. models: gpt-oss)";
  return id ? `run with --model ${id}` : "run with --model <id> (e.g. --model gpt-oss)";
}
__name(askModel, "askModel");
function askClient(door, key) {
  return door === "action" ? `add ${key} to the client input` : `measure with --client ${key}`;
}
__name(askClient, "askClient");
var contextSetting = /* @__PURE__ */ __name((door) => door === "action" ? "the context input" : "--context", "contextSetting");
var callsSetting = /* @__PURE__ */ __name((door) => door === "action" ? "the calls input" : "measure --calls", "callsSetting");

// src/core/budget/values.ts
var import_yaml = __toESM(require_dist(), 1);
var isEmptyValue = /* @__PURE__ */ __name((node) => node === null || (0, import_yaml.isScalar)(node) && node.value === null && node.range?.[0] === node.range?.[1], "isEmptyValue");
function describe(node) {
  if (isEmptyValue(node)) return "nothing";
  if ((0, import_yaml.isMap)(node)) return "a mapping";
  if ((0, import_yaml.isSeq)(node)) return "a list";
  if ((0, import_yaml.isScalar)(node)) {
    const v = node.value;
    if (typeof v === "string") return JSON.stringify(v);
    if (v === null || typeof v === "number" || typeof v === "boolean") return String(v);
  }
  return "a value of another kind";
}
__name(describe, "describe");
var scalar = /* @__PURE__ */ __name((entry) => (0, import_yaml.isScalar)(entry.node) ? entry.node.value : void 0, "scalar");
var positiveInteger = {
  schema: { type: "integer", minimum: 1 },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "number" && Number.isInteger(v) && v > 0) return v;
    const hint = typeof v === "string" && /^\d{1,3}([,_ ]\d{3})+$/.test(v) ? `; write it without separators: ${v.replace(/\D/g, "")}` : "";
    reader.issue(
      entry.line,
      entry.path,
      `${entry.path} must be a positive integer, got ${describe(entry.node)}${hint}`
    );
    return void 0;
  }
};
var PERCENT_PATTERN = "^[0-9]+(\\.[0-9]+)?%$";
var PERCENT = new RegExp(PERCENT_PATTERN);
var boolean = {
  schema: { type: "boolean" },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "boolean") return v;
    reader.issue(entry.line, entry.path, `${entry.path} must be true or false, got ${describe(entry.node)}`);
    return void 0;
  }
};
var increase = {
  schema: {
    oneOf: [
      { type: "integer", minimum: 0 },
      { type: "string", pattern: PERCENT_PATTERN }
    ]
  },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "number" && Number.isInteger(v) && v >= 0) return { kind: "tokens", tokens: v };
    if (typeof v === "string" && PERCENT.test(v)) return { kind: "percent", percent: Number(v.slice(0, -1)), text: v };
    const hint = typeof v === "string" && /^\d+(\.\d+)?$/.test(v) ? `; write "${v}%" for a percentage or ${v} for tokens` : "";
    reader.issue(
      entry.line,
      entry.path,
      `${entry.path} must be a number of tokens (0 or more) or a percentage such as "5%", got ${describe(entry.node)}${hint}`
    );
    return void 0;
  }
};
function oneOf(known, what) {
  return {
    schema: { enum: [...known] },
    read(entry, reader) {
      const v = scalar(entry);
      if (typeof v === "string" && known.includes(v)) return v;
      const hint = typeof v === "string" ? didYouMean(v, known) : "";
      reader.issue(entry.line, entry.path, `${entry.path} must be ${what}, got ${describe(entry.node)}${hint}`);
      return void 0;
    }
  };
}
__name(oneOf, "oneOf");
var schemaReference = {
  schema: { type: "string" },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "string") return v;
    reader.issue(entry.line, entry.path, `$schema must be a path or URL to the schema, got ${describe(entry.node)}`);
    return void 0;
  }
};
function mapping(entry, reader, what) {
  if ((0, import_yaml.isMap)(entry.node) && entry.node.items.length > 0) return entry.node;
  const found = (0, import_yaml.isMap)(entry.node) ? "an empty mapping" : describe(entry.node);
  reader.issue(entry.line, entry.path, `${entry.path} must be ${what}, got ${found}`);
  return null;
}
__name(mapping, "mapping");
var toolLimits = {
  schema: {
    type: "object",
    minProperties: 1,
    additionalProperties: { description: "Most tokens this tool may cost.", ...positiveInteger.schema }
  },
  read(entry, reader) {
    const map = mapping(entry, reader, "a mapping of tool names to token limits, such as search: 500");
    if (!map) return void 0;
    const tools2 = {};
    for (const tool of reader.entries(map, entry.path)) {
      const limit = positiveInteger.read(tool, reader);
      if (limit !== void 0) {
        Object.defineProperty(tools2, tool.key, { value: limit, enumerable: true, writable: true });
      }
    }
    return tools2;
  }
};
var SHARE_PATTERN = "^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)%$";
var ZERO_SHARE_PATTERN = "^0{1,2}(\\.0+)?%$";
var SHARE = new RegExp(SHARE_PATTERN);
var ZERO_SHARE = new RegExp(ZERO_SHARE_PATTERN);
var share = {
  schema: { type: "string", pattern: SHARE_PATTERN, not: { type: "string", pattern: ZERO_SHARE_PATTERN } },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "string" && SHARE.test(v) && !ZERO_SHARE.test(v)) {
      return { percent: Number(v.slice(0, -1)), text: v };
    }
    const hint = typeof v === "number" ? '; write a percentage with its sign, such as "5%" (is 0.05 five percent or 0.05%?)' : typeof v === "string" && /^\d+(\.\d+)?$/.test(v) ? `; write "${v}%"` : "";
    reader.issue(
      entry.line,
      entry.path,
      `${entry.path} must be a percentage above 0% and at most 100%, such as "5%", got ${describe(entry.node)}${hint}`
    );
    return void 0;
  }
};
function nameList(known, what) {
  return {
    schema: { type: "array", minItems: 1, uniqueItems: true, items: { enum: [...known] } },
    read(entry, reader) {
      const example = `such as [${known.slice(0, 2).join(", ")}]`;
      if (!(0, import_yaml.isSeq)(entry.node) || entry.node.items.length === 0) {
        const found = (0, import_yaml.isSeq)(entry.node) ? "an empty list" : describe(entry.node);
        const v = scalar(entry);
        const hint = typeof v === "string" && known.includes(v) ? `; write [${v}]` : "";
        reader.issue(
          entry.line,
          entry.path,
          `${entry.path} must be a list of ${what} names, ${example}, got ${found}${hint}`
        );
        return void 0;
      }
      const names = [];
      for (const item of reader.items(entry.node, entry.path)) {
        const v = scalar(item);
        if (typeof v === "string" && known.includes(v)) {
          if (names.includes(v)) reader.issue(item.line, item.path, `${item.path}: ${v} is listed twice`);
          else names.push(v);
          continue;
        }
        const hint = typeof v === "string" && didYouMean(v, known) || `; known ${what}s: ${known.join(", ")}`;
        reader.issue(item.line, item.path, `${item.path}: unknown ${what} ${describe(item.node)}${hint}`);
      }
      return names;
    }
  };
}
__name(nameList, "nameList");
function modelLimits(keys) {
  const names = Object.keys(keys);
  return {
    schema: {
      type: "object",
      minProperties: 1,
      additionalProperties: {
        description: "Limits for this model profile (its id as given to --model).",
        type: "object",
        additionalProperties: false,
        minProperties: 1,
        properties: Object.fromEntries(
          Object.entries(keys).map(([key, { value, description }]) => [key, { description, ...value.schema }])
        )
      }
    },
    read(entry, reader) {
      const map = mapping(entry, reader, `a mapping of model ids to limits, such as qwen3: { total: 8000 }`);
      if (!map) return void 0;
      const models2 = {};
      const ids = reader.known.models;
      for (const model of reader.entries(map, entry.path)) {
        let id;
        try {
          id = parseModelId(entry.path, model.key);
        } catch (error) {
          reader.issue(model.keyLine, model.path, error.message);
          continue;
        }
        if (ids && !ids.includes(id.model)) {
          const hint = didYouMean(id.model, ids) || `; known models: ${ids.join(", ")}`;
          reader.issue(model.keyLine, model.path, `unknown model ${JSON.stringify(model.key)} in ${entry.path}${hint}`);
          continue;
        }
        const problem = reader.known.modelProblem?.(model.key);
        if (problem) {
          reader.issue(model.keyLine, model.path, `${entry.path}: ${problem}`);
          continue;
        }
        const limits = mapping(model, reader, `a mapping of limits (${names.join(", ")})`);
        if (!limits) continue;
        const values = {};
        for (const item of reader.entries(limits, model.path)) {
          const known = keys[item.key];
          if (known && Object.hasOwn(keys, item.key)) {
            const value = known.value.read(item, reader);
            if (value !== void 0) values[item.key] = value;
            continue;
          }
          const hint = didYouMean(item.key, names) || `; expected one of ${names.join(", ")}`;
          reader.issue(item.keyLine, item.path, `unknown key ${JSON.stringify(item.key)} in ${model.path}${hint}`);
        }
        Object.defineProperty(models2, model.key, { value: values, enumerable: true, writable: true });
      }
      return models2;
    }
  };
}
__name(modelLimits, "modelLimits");

// src/core/budget/calls-rule.ts
var CALL_KEYS = ["maxTokens", "maxIncrease", "models"];
var callModelLimits = modelLimits({
  maxTokens: {
    value: positiveInteger,
    description: "Most tokens this call's result may add to a request on this model, rendered as the model's tool message (the calls report's models figure)."
  }
});
var callsLimits = {
  schema: {
    type: "object",
    minProperties: 1,
    // A pattern, not `properties`: every other key is a call's name, so the object cannot close its keys.
    patternProperties: {
      "^maxTokens$": { description: "Most tokens any one call's result may cost.", ...positiveInteger.schema }
    },
    additionalProperties: {
      description: "Limits for the call of this name in the calls file.",
      type: "object",
      additionalProperties: false,
      minProperties: 1,
      properties: {
        maxTokens: { description: "Most tokens this call's result may cost.", ...positiveInteger.schema },
        maxIncrease: {
          description: `Most this call's result may grow against the base: tokens, or a percentage such as "10%".`,
          ...increase.schema
        },
        models: {
          description: "Limits per model profile, keyed by the id given to --model as written (e.g. qwen3): maxTokens for this call's result in that model's tool message.",
          ...callModelLimits.schema
        }
      }
    }
  },
  read(entry, reader) {
    const map = mapping(
      entry,
      reader,
      "a mapping of limits for tool calls, such as { maxTokens: 2000, broad-search: { maxTokens: 800 } }"
    );
    if (!map) return void 0;
    const out = { named: {} };
    for (const item of reader.entries(map, entry.path)) {
      if (item.key === "maxTokens") {
        const v = positiveInteger.read(item, reader);
        if (v !== void 0) out.maxTokens = v;
        continue;
      }
      const block = mapping(item, reader, `a mapping of this call's limits (${CALL_KEYS.join(", ")})`);
      if (!block) continue;
      const limit = {};
      for (const key of reader.entries(block, item.path)) {
        if (key.key === "maxTokens") {
          const v = positiveInteger.read(key, reader);
          if (v !== void 0) limit.maxTokens = v;
        } else if (key.key === "maxIncrease") {
          const v = increase.read(key, reader);
          if (v !== void 0) limit.maxIncrease = v;
        } else if (key.key === "models") {
          const v = callModelLimits.read(key, reader);
          if (v !== void 0) limit.models = v;
        } else {
          const near = closest(key.key, CALL_KEYS);
          const hint = near ? `; did you mean "${near}"?` : `; expected one of ${CALL_KEYS.join(", ")}`;
          reader.issue(key.keyLine, key.path, `unknown key ${JSON.stringify(key.key)} in ${item.path}${hint}`);
        }
      }
      Object.defineProperty(out.named, item.key, { value: limit, enumerable: true, writable: true });
    }
    return out;
  }
};
var calls = field({
  key: "calls",
  value: callsLimits,
  description: "Limits on what the scripted tool calls of the calls file (measure --calls, the action input calls) put into the context: maxTokens for every call, and per call name maxTokens and maxIncrease (against the same call at the base), checked in each encoding the limits apply to, and models: { <id>: { maxTokens } } for the result in that model's tool message."
});
var number = new Intl.NumberFormat("en-US");
var n = /* @__PURE__ */ __name((value) => number.format(value), "n");
function allowed(limit, base) {
  if (limit.kind === "tokens") return limit.tokens;
  const [whole = "0", fraction = ""] = limit.text.slice(0, -1).split(".");
  return Number(BigInt(base) * BigInt(whole + fraction) / (100n * 10n ** BigInt(fraction.length)));
}
__name(allowed, "allowed");
function checkCalls({ door, budget, head, base, result, skip }) {
  const limits = calls.of(budget);
  if (!limits) return;
  if (!head.calls) {
    skip(`calls: not checked, no calls file was run (${callsSetting(door)})`);
    return;
  }
  const encodings2 = budget.encoding !== null ? [budget.encoding] : head.method.encodings;
  const byName2 = new Map(head.calls.map((c) => [c.name, c]));
  for (const name of Object.keys(limits.named)) {
    if (byName2.has(name)) continue;
    const near = closest(name, [...byName2.keys()]);
    skip(
      `calls.${name}: the calls file has no call of that name, so its limits were not checked; ${near ? `did you mean "${near}"?` : "remove them or fix the name"}`
    );
  }
  const baseCalls = new Map((base?.calls ?? []).map((c) => [c.name, c]));
  for (const call of head.calls) {
    const own = Object.hasOwn(limits.named, call.name) ? limits.named[call.name] : void 0;
    const limit = own?.maxTokens ?? limits.maxTokens;
    if (own?.models) checkCallModels(call, own.models, { door, result, skip }, Object.keys(head.models ?? {}));
    if (limit === void 0 && own?.maxIncrease === void 0) continue;
    for (const encoding of encodings2) {
      const actual = call.tokens[encoding];
      if (actual === void 0) {
        skip(`call ${call.name}: not counted in ${encoding} (${call.status}), so its limits were not checked`);
        continue;
      }
      if (limit !== void 0) {
        const which = own?.maxTokens !== void 0 ? "its limit" : "calls.maxTokens";
        const message = actual <= limit ? `call ${call.name}: ${n(actual)} of ${n(limit)} tokens (${encoding}), ${n(limit - actual)} left` : `call ${call.name}: ${n(actual)} tokens (${encoding}) exceeds ${which} of ${n(limit)} by ${n(actual - limit)}`;
        result({
          rule: "callTokens",
          encoding,
          view: "model",
          call: call.name,
          limit,
          limitText: String(limit),
          actual,
          message
        });
      }
      if (own?.maxIncrease !== void 0)
        increaseResult(call, own.maxIncrease, encoding, baseCalls, base !== null, { result, skip });
    }
  }
}
__name(checkCalls, "checkCalls");
function checkCallModels(call, models2, { door, result, skip }, measured) {
  for (const [id, own] of Object.entries(models2)) {
    const limit = own.maxTokens;
    if (limit === void 0) continue;
    const path = `calls.${call.name}.models.${id}.maxTokens`;
    const actual = Object.hasOwn(call.models, id) ? call.models[id] : void 0;
    if (actual === void 0) {
      const why = call.status !== "ok" && Object.keys(call.tokens).length === 0 ? `the call was not counted (${call.status})` : measured.includes(id) ? `${id} was measured but gives no figure for a tool result (the report's warnings say why)` : `${id} has no figure for it: ${askModel(door, id)}; the profiles that render a tool result are qwen3, llama-3.1, llama-3.2, gpt-oss, gpt-5 and gpt-4.1 (not the Claude estimates or provider counts)`;
      skip(`${path}: not checked, ${why}`);
      continue;
    }
    const message = actual <= limit ? `call ${call.name} on ${id}: ${n(actual)} of ${n(limit)} tokens, ${n(limit - actual)} left` : `call ${call.name} on ${id}: ${n(actual)} tokens exceeds its limit of ${n(limit)} by ${n(actual - limit)}`;
    result({
      rule: "callTokens",
      encoding: null,
      view: "model",
      call: call.name,
      model: id,
      limit,
      limitText: String(limit),
      actual,
      message
    });
  }
}
__name(checkCallModels, "checkCallModels");
function increaseResult(call, rule, encoding, baseCalls, haveBase, { result, skip }) {
  const before = baseCalls.get(call.name)?.tokens[encoding];
  if (!haveBase || before === void 0) {
    const why = !haveBase ? "there is no baseline" : baseCalls.has(call.name) ? "the base did not answer it" : "not at base";
    skip(`calls.${call.name}.maxIncrease (${encoding}): not checked, ${why}`);
    return;
  }
  const after = call.tokens[encoding] ?? 0;
  const limit = allowed(rule, before);
  const actual = after - before;
  const text = rule.kind === "tokens" ? String(rule.tokens) : rule.text;
  const shown = rule.kind === "percent" ? `${rule.text} (${n(limit)} tokens)` : `${n(limit)} tokens`;
  const what = `call ${call.name}: ${n(before)} -> ${n(after)} tokens (${encoding})`;
  const message = actual <= limit ? `${what}, within maxIncrease of ${shown}` : `${what}, exceeding maxIncrease of ${shown} by ${n(actual - limit)}`;
  result({ rule: "callIncrease", encoding, view: "model", call: call.name, limit, limitText: text, actual, message });
}
__name(increaseResult, "increaseResult");

// src/core/budget/clients-rule.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/core/budget/client-tokens.ts
var number2 = new Intl.NumberFormat("en-US");
var n2 = /* @__PURE__ */ __name((value) => number2.format(value), "n");
var CLIENT_TOKEN_KEYS = {
  upFront: {
    value: positiveInteger,
    description: "Most tokens the server may add to every request of this client before any tool is loaded (Claude Code defers MCP tools: the names only)."
  },
  allLoaded: {
    value: positiveInteger,
    description: "Most tokens the server may add to this client's request with every tool loaded."
  }
};
var KEYS = Object.keys(CLIENT_TOKEN_KEYS);
var clientTokenSchema = {
  type: "object",
  minProperties: 1,
  additionalProperties: {
    description: "Limits for this client profile, keyed as given to --client / client (e.g. claude-code).",
    type: "object",
    additionalProperties: false,
    minProperties: 1,
    properties: Object.fromEntries(
      KEYS.map((key) => [key, { description: CLIENT_TOKEN_KEYS[key].description, ...positiveInteger.schema }])
    )
  }
};
var readClientTokenLimits = /* @__PURE__ */ __name((entry, reader) => {
  const map = mapping(entry, reader, "a list of client names or a mapping of clients to limits");
  if (!map) return void 0;
  const out = {};
  for (const client of reader.entries(map, entry.path)) {
    try {
      parseClientId(client.key);
    } catch (error) {
      reader.issue(client.keyLine, client.path, error.message.replace(/^--client "[^"]*"/, client.path));
      continue;
    }
    const limits = mapping(client, reader, `a mapping of limits (${KEYS.join(", ")})`);
    if (!limits) continue;
    const values = {};
    for (const item of reader.entries(limits, client.path)) {
      if (Object.hasOwn(CLIENT_TOKEN_KEYS, item.key)) {
        const key = item.key;
        const value = CLIENT_TOKEN_KEYS[key].value.read(item, reader);
        if (value !== void 0) values[key] = value;
        continue;
      }
      const hint = didYouMean(item.key, KEYS) || `; expected one of ${KEYS.join(", ")}, got ${describe(item.node)}`;
      reader.issue(item.keyLine, item.path, `unknown key ${JSON.stringify(item.key)} in ${client.path}${hint}`);
    }
    Object.defineProperty(out, client.key, { value: values, enumerable: true, writable: true });
  }
  return out;
}, "readClientTokenLimits");
function sameChoice(a, b) {
  return a.profile === b.profile && JSON.stringify(a.options) === JSON.stringify(b.options);
}
__name(sameChoice, "sameChoice");
function entryFor(report, key) {
  const clients2 = report.clients ?? {};
  if (Object.hasOwn(clients2, key)) return clients2[key];
  const wanted = parseClientId(key);
  for (const [asked, entry] of Object.entries(clients2)) {
    try {
      if (sameChoice(parseClientId(asked), wanted)) return entry;
    } catch {
    }
  }
  return void 0;
}
__name(entryFor, "entryFor");
var WORDS = { upFront: "up front", allLoaded: "with every tool loaded" };
var RULE = { upFront: "clientUpFront", allLoaded: "clientAllLoaded" };
function checkClientTokens(limitsByClient, { door, budget, head, result, skip }) {
  for (const [key, limits] of Object.entries(limitsByClient)) {
    const entry = entryFor(head, key);
    if (!entry) {
      const measured = Object.keys(head.clients ?? {});
      const had = measured.length > 0 ? ` (it shaped ${measured.join(", ")})` : "";
      skip(
        `clients.${key}: not checked, this report has no figures for the client ${key}${had}; ${askClient(door, key)}`
      );
      continue;
    }
    const encodings2 = budget.encoding !== null ? [budget.encoding] : Object.keys(entry.tokens);
    for (const encoding of encodings2) {
      const tokens = entry.tokens[encoding];
      if (!tokens) {
        skip(`clients.${key} (${encoding}): not checked, the report has no ${encoding} figures for it`);
        continue;
      }
      for (const which of KEYS) {
        const limit = limits[which];
        if (limit === void 0) continue;
        const actual = tokens[which];
        const what = `clients.${key}.${which}: on ${entry.title}${entry.version ? ` ${entry.version}` : ""} ${WORDS[which]}`;
        const message = actual <= limit ? `${what}, ${n2(actual)} of ${n2(limit)} tokens (${encoding}), ${n2(limit - actual)} left` : `${what}, ${n2(actual)} tokens (${encoding}) exceed the limit of ${n2(limit)} by ${n2(actual - limit)}`;
        result({
          rule: RULE[which],
          encoding,
          view: "model",
          client: key,
          limit,
          limitText: String(limit),
          actual,
          message
        });
      }
    }
  }
}
__name(checkClientTokens, "checkClientTokens");

// src/core/budget/clients-rule.ts
var number3 = new Intl.NumberFormat("en-US");
var n3 = /* @__PURE__ */ __name((value) => number3.format(value), "n");
var presets = CLIENT_IDS.map((id) => {
  const { maxTools: maxTools2, maxShareOfContext: maxShareOfContext2 } = CLIENT_LIMITS[id];
  return maxTools2 !== null ? `${id}: ${maxTools2} tools` : `${id}: ${(maxShareOfContext2 ?? 0) * 100}% of the window`;
}).join(", ");
var presetList = nameList(CLIENT_IDS, "client");
var presetsOrTokenLimits = {
  schema: { oneOf: [presetList.schema, clientTokenSchema] },
  // Not a mapping: read as the list form, whose messages say how to write it ("write [cursor]").
  read: /* @__PURE__ */ __name((entry, reader) => (0, import_yaml2.isMap)(entry.node) ? readClientTokenLimits(entry, reader) : presetList.read(entry, reader), "read")
};
var clients = field({
  key: "clients",
  value: presetsOrTokenLimits,
  description: `A list: clients whose limits the server must fit (${presets}; dated figures from the clients' issue trackers); a tool count is checked like maxTools, a share of the context window for every measured model (--model). A mapping, e.g. claude-code: { upFront: 400, allLoaded: 5000 }: token limits on what the server adds to that client's request (up front, before any tool is loaded; and with every tool loaded), keyed as given to --client (the action's client), for the budget's encoding or else every measured one; a client the report did not shape is reported as not checked.`
});
var dated = /* @__PURE__ */ __name((client) => `${client.source}, read ${client.date}`, "dated");
function checkClients({ door, budget, head, result, skip }) {
  const value = clients.of(budget);
  if (value !== void 0 && !Array.isArray(value)) {
    checkClientTokens(value, { door, budget, head, result, skip });
    return;
  }
  for (const id of value ?? []) {
    const client = CLIENT_LIMITS[id];
    if (client.maxTools !== null) {
      const limit = client.maxTools;
      const actual = head.tools.length;
      const message = actual <= limit ? `clients: ${n3(actual)} tools fit ${client.client}'s limit of ${n3(limit)}, ${n3(limit - actual)} left` : `clients: ${client.client} ${client.effect}: ${n3(actual)} tools, ${n3(actual - limit)} over (${dated(client)})`;
      result({
        rule: "client",
        encoding: null,
        view: budget.view,
        client: id,
        limit,
        limitText: String(limit),
        actual,
        message
      });
    }
    if (client.maxShareOfContext !== null)
      checkShare(id, client, client.maxShareOfContext, { door, head, result, skip });
  }
}
__name(checkClients, "checkClients");
var toolsOf = /* @__PURE__ */ __name((entry) => entry.fidelity === "estimate" && entry.range ? entry.range.high : entry.tools, "toolsOf");
function checkShare(id, client, share2, { door, head, result, skip }) {
  const percent = `${share2 * 100}%`;
  const all = Object.entries(head.models ?? {});
  if (all.length === 0) {
    skip(
      `clients: ${id} (${percent} of the context window) not checked, this report measured no model; ${askModel(door)}`
    );
    return;
  }
  const models2 = all.filter(([model]) => clientRunsModel(client, model));
  if (models2.length === 0) {
    skip(
      `clients: ${id} (${percent} of the context window) not checked, ${client.client} runs ${client.models?.join(", ")} models and this report measured none (${all.map(([m]) => m).join(", ")}); ${askModel(door, client.models?.[0])}`
    );
    return;
  }
  for (const [model, entry] of models2) {
    const window = entry.contextWindow;
    if (window === null) {
      skip(`clients: ${id} not checked for ${model}, whose context window is not known`);
      continue;
    }
    const limit = Math.floor(window * share2 + 1e-9);
    const actual = toolsOf(entry);
    const estimate = entry.fidelity === "estimate" ? ", high end of the estimate" : "";
    const taken = `${model}'s tools take ${n3(actual)} tokens${estimate} of its ${n3(window)}-token window`;
    const message = actual <= limit ? `clients: ${taken}, within ${client.client}'s ${percent} (${n3(limit)} tokens), ${n3(limit - actual)} left` : `clients: ${client.client} ${client.effect}: ${taken}, ${n3(actual - limit)} over ${percent} (${dated(client)})`;
    result({
      rule: "client",
      encoding: null,
      view: "model",
      client: id,
      model,
      limit,
      limitText: percent,
      actual,
      message
    });
  }
}
__name(checkShare, "checkShare");

// src/core/budget/models-rule.ts
var number4 = new Intl.NumberFormat("en-US");
var n4 = /* @__PURE__ */ __name((value) => number4.format(value), "n");
var SHARE_DESCRIPTION = `Most of a model's context window the tools and the server's instructions may take together on every request, as a percentage such as "5%": (tools + instructions) / context window. Checked for every measured model (--model) with a known window.`;
var maxShareOfContext = field({
  key: "maxShareOfContext",
  value: share,
  description: SHARE_DESCRIPTION
});
var models = field({
  key: "models",
  value: modelLimits({
    total: {
      value: positiveInteger,
      description: "Most tokens all tools together may add to a request on this model."
    },
    perTool: {
      value: positiveInteger,
      description: "Most tokens any one tool may add on this model (for profiles that give per-tool figures)."
    },
    maxShareOfContext: {
      value: share,
      description: "Most of this model's context window the tools and instructions may take; overrides the top level."
    },
    mustFit: {
      value: boolean,
      description: "true: the tools and instructions must fit in this model's context window, the one the report used (the id's :N, --context, else the runtime's or client's standard window, e.g. Ollama's 4,096). Fails with how many tokens they are over and the smallest window that holds them."
    }
  }),
  description: "Limits per model profile, keyed by the id given to --model as written (e.g. gpt-oss, qwen3@ollama:24576): total, perTool, maxShareOfContext, mustFit. A model the report did not measure is reported as not checked."
});
function shareLimit(limit, window) {
  const [whole = "0", fraction = ""] = limit.text.slice(0, -1).split(".");
  const scaled = BigInt(whole + fraction);
  return Number(BigInt(window) * scaled / (100n * 10n ** BigInt(fraction.length)));
}
__name(shareLimit, "shareLimit");
function toolsFigure(id, entry) {
  if (entry.fidelity === "estimate" && entry.range) {
    const { low, high } = entry.range;
    return { tokens: high, what: `${id}, high end of the estimate ${n4(low)}-${n4(high)}` };
  }
  return { tokens: entry.tools, what: `${id}, ${entry.fidelity}` };
}
__name(toolsFigure, "toolsFigure");
var percentOf = /* @__PURE__ */ __name((tokens, window) => `${(tokens / window * 100).toFixed(2)}%`, "percentOf");
function checkModels({ door, budget, head, result, skip }) {
  const limits = models.of(budget) ?? {};
  const topShare = maxShareOfContext.of(budget);
  const measured = head.models ?? {};
  const named = Object.keys(limits);
  const uncounted = Object.keys(head.modelsNotCounted ?? {});
  const ids = topShare ? [.../* @__PURE__ */ new Set([...named, ...Object.keys(measured), ...uncounted])] : named;
  for (const id of ids) {
    const own = Object.hasOwn(limits, id) ? limits[id] ?? {} : {};
    const path = fieldPath("models", id);
    const entry = Object.hasOwn(measured, id) ? measured[id] : void 0;
    const notCounted = head.modelsNotCounted ?? {};
    if (!entry && uncounted.includes(id)) {
      const keys = [...Object.keys(own), ...!own.maxShareOfContext && topShare ? ["maxShareOfContext"] : []];
      result({
        rule: "modelCounted",
        encoding: null,
        view: "model",
        model: id,
        limit: 0,
        limitText: "counted",
        actual: 1,
        message: `${path}: ${id} was not counted: ${notCounted[id]?.reason ?? "too large"} (${notCounted[id]?.detail}), so its limits (${keys.join(", ")}) fail; count fewer or smaller tools${notCounted[id]?.reason === "too slow" ? ", raise the timeout" : ""}, or drop its limits`
      });
      continue;
    }
    if (!entry) {
      skip(`${path}: not checked, ${id} was not measured in this report; ${askModel(door, id)} to check it`);
      continue;
    }
    const figure = toolsFigure(id, entry);
    if (own.total !== void 0) {
      const limit2 = own.total;
      const actual2 = figure.tokens;
      const message2 = actual2 <= limit2 ? `${path}.total: ${n4(actual2)} of ${n4(limit2)} tokens (${figure.what}), ${n4(limit2 - actual2)} left` : `${path}.total: ${n4(actual2)} tokens (${figure.what}) exceeds the limit of ${n4(limit2)} by ${n4(actual2 - limit2)}`;
      result({
        rule: "modelTotal",
        encoding: null,
        view: "model",
        model: id,
        limit: limit2,
        limitText: String(limit2),
        actual: actual2,
        message: message2
      });
    }
    if (own.perTool !== void 0) checkPerTool(id, path, entry, own.perTool, { result, skip });
    if (own.mustFit === true) checkFits(id, path, entry, figure, { door, result, skip });
    const shareRule = own.maxShareOfContext ?? topShare;
    if (shareRule === void 0) continue;
    const from = own.maxShareOfContext ? `${path}.maxShareOfContext` : "maxShareOfContext";
    const window = entry.contextWindow;
    if (window === null) {
      skip(`${from} (${id}): not checked, the context window of ${id} is not known`);
      continue;
    }
    const limit = shareLimit(shareRule, window);
    const actual = figure.tokens + (entry.instructions ?? 0);
    const what = entry.instructions === null ? "tools" : "tools and instructions";
    const taken = `${what} take ${n4(actual)} tokens (${figure.what}), ${percentOf(actual, window)} of its ${n4(window)}-token window`;
    const allowed2 = `${shareRule.text} (${n4(limit)} tokens)`;
    const message = actual <= limit ? `${from}: ${id}'s ${taken}, within ${allowed2}, ${n4(limit - actual)} left` : `${from}: ${id}'s ${taken}, exceeding ${allowed2} by ${n4(actual - limit)}`;
    result({
      rule: "shareOfContext",
      encoding: null,
      view: "model",
      model: id,
      limit,
      limitText: shareRule.text,
      actual,
      message
    });
  }
  if (topShare && Object.keys(measured).length === 0) {
    skip(`maxShareOfContext: not checked, this report measured no model; ${askModel(door)}`);
  }
}
__name(checkModels, "checkModels");
function checkFits(id, path, entry, figure, { door, result, skip }) {
  const window = entry.contextWindow;
  if (window === null) {
    skip(
      // --context is a local runtime's window (settings.ts): a hosted model's own is given in its id only.
      `${path}.mustFit: not checked, the context window of ${id} is not known; give it with ${id}:<tokens>${entry.runtime === "provider" ? "" : ` or ${contextSetting(door)}`}`
    );
    return;
  }
  const frame = entry.frame ?? 0;
  const actual = figure.tokens + (entry.instructions ?? 0) + frame;
  const what = `${entry.instructions === null ? "tools" : "tools and instructions"}${frame > 0 ? ` in the request's ${n4(frame)}-token frame` : ""}`;
  const source = entry.contextSource ? ` (${entry.contextSource})` : "";
  const message = actual <= window ? `${path}.mustFit: ${id}'s ${what} (${n4(actual)} tokens, ${figure.what}) fit in its ${n4(window)}-token window, ${n4(window - actual)} left for the conversation` : `${path}.mustFit: ${id}'s ${what} (${n4(actual)} tokens, ${figure.what}) do not fit in its ${n4(window)}-token window${source}: over by ${n4(actual - window)}; the smallest window that holds them is ${n4(actual)} tokens${entry.runtime === "llama.cpp" || entry.runtime === "ollama" ? ` (${neededSetting(entry, actual, " or more")})` : ""}`;
  result({
    rule: "fitsContext",
    encoding: null,
    view: "model",
    model: id,
    limit: window,
    limitText: "mustFit",
    actual,
    message
  });
}
__name(checkFits, "checkFits");
function checkPerTool(id, path, entry, limit, { result, skip }) {
  if (entry.fidelity === "estimate") {
    skip(`${path}.perTool: not checked, ${id} is an estimate with a range for its total only; set total to gate it`);
    return;
  }
  if (!entry.perTool) {
    skip(`${path}.perTool: not checked, the ${id} profile gives no per-tool figures`);
    return;
  }
  for (const [tool, actual] of Object.entries(entry.perTool)) {
    const message = actual <= limit ? `tool ${tool}: ${n4(actual)} of ${n4(limit)} tokens (${id}, ${entry.fidelity}), ${n4(limit - actual)} left` : `tool ${tool}: ${n4(actual)} tokens (${id}, ${entry.fidelity}) exceeds ${path}.perTool of ${n4(limit)} by ${n4(actual - limit)}`;
    result({
      rule: "modelPerTool",
      encoding: null,
      view: "model",
      model: id,
      tool,
      limit,
      limitText: String(limit),
      actual,
      message
    });
  }
}
__name(checkPerTool, "checkPerTool");

// src/core/budget/servers-rule.ts
var serverLimits = {
  schema: {
    type: "object",
    minProperties: 1,
    additionalProperties: { $ref: "#/definitions/server" }
  },
  read(entry, reader) {
    const map = mapping(entry, reader, "a mapping of server names to limits, such as github: { total: 3000 }");
    if (!map) return void 0;
    const out = {};
    for (const server of reader.entries(map, entry.path)) {
      const limits = reader.serverBudget(server);
      if (limits) Object.defineProperty(out, server.key, { value: limits, enumerable: true, writable: true });
    }
    return out;
  }
};
var servers = field({
  key: "servers",
  value: serverLimits,
  description: "Limits per server of a client configuration (the action's config input), keyed by the server's name in that file: the same keys as the top level, each overriding the top level's for that server. The top-level limits apply to every server on its own. A name the configuration does not have is reported as not checked."
});
function checkServers({ budget, skip }) {
  const named = Object.keys(servers.of(budget) ?? {});
  if (named.length === 0) return;
  skip(
    `servers (${named.join(", ")}): not checked, per-server limits apply when every server of a client configuration is measured (the action's config input)`
  );
}
__name(checkServers, "checkServers");
function byName(top, own) {
  const out = {};
  const put = /* @__PURE__ */ __name((name, value) => Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true }), "put");
  for (const [name, value] of Object.entries(top ?? {})) put(name, value);
  for (const [name, value] of Object.entries(own ?? {})) put(name, value);
  return out;
}
__name(byName, "byName");
function mergeLimits(top, own) {
  const merged = { ...top, ...own };
  if (top.tools || own.tools) merged.tools = byName(top.tools, own.tools);
  return merged;
}
__name(mergeLimits, "mergeLimits");
function budgetForServer(budget, name) {
  const { servers: all, ...top } = budget;
  const order = (top.order ?? []).filter((rule) => rule !== "servers");
  const own = all && Object.hasOwn(all, name) ? all[name] : void 0;
  if (!own) return { ...top, ...top.order ? { order } : {} };
  const { order: ownOrder, encodings: ownEncodings, view, encoding, ...limits } = own;
  const merged = { ...top, ...limits };
  if (top.tools || limits.tools) merged.tools = byName(top.tools, limits.tools);
  if (top.models || limits.models) {
    const models2 = byName(top.models, void 0);
    for (const [id, value] of Object.entries(limits.models ?? {})) {
      Object.defineProperty(models2, id, {
        value: { ...Object.hasOwn(models2, id) ? models2[id] : {}, ...value },
        enumerable: true,
        writable: true,
        configurable: true
      });
    }
    merged.models = models2;
  }
  merged.view = view ?? top.view;
  merged.encoding = encoding !== void 0 ? encoding : top.encoding;
  merged.encodings = { ...top.encodings };
  for (const [id, block] of Object.entries(ownEncodings ?? {})) {
    merged.encodings[id] = mergeLimits(top.encodings[id] ?? {}, block);
  }
  merged.order = [.../* @__PURE__ */ new Set([...order, ...ownOrder ?? []])];
  return merged;
}
__name(budgetForServer, "budgetForServer");
function unmatchedServerNotes(budget, configured, measured) {
  const notes = [];
  for (const name of Object.keys(budget.servers ?? {})) {
    const path = fieldPath("servers", name);
    if (measured.includes(name)) continue;
    if (configured.includes(name)) {
      notes.push(`${path}: not checked, the server "${name}" was not picked for this run`);
      continue;
    }
    const near = closest(name, configured);
    const hint = near === null ? "remove the limits or fix the name" : `did you mean "${near}"?`;
    notes.push(`${path}: the configuration has no server named "${name}", so its limits were not checked; ${hint}`);
  }
  return notes;
}
__name(unmatchedServerNotes, "unmatchedServerNotes");

// src/core/budget/rules.ts
var number5 = new Intl.NumberFormat("en-US");
var n5 = /* @__PURE__ */ __name((value) => number5.format(value), "n");
var where = /* @__PURE__ */ __name((s) => `(${s.encoding}, ${s.view} view)`, "where");
var ENCODING_NAMES = Object.keys(ENCODINGS);
var SETTINGS = {
  $schema: {
    value: schemaReference,
    description: "Path or URL of this schema, for editors. Ignored by the checker."
  },
  view: {
    value: oneOf(["model", "raw"], '"model" or "raw"'),
    description: 'Which count the limits apply to: "model" (default) counts what a client sends to the model (name, description, inputSchema); "raw" counts each tool exactly as the server sent it. Inherited by every block under encodings.',
    blockDescription: "Which count this encoding's limits apply to, overriding the top-level view."
  },
  encoding: {
    value: oneOf(ENCODING_NAMES, `a known encoding (${ENCODING_NAMES.join(", ")})`),
    description: "The encoding the top-level limits apply to. When absent, they apply to every encoding in the report."
  }
};
var total = field({
  key: "total",
  value: positiveInteger,
  description: "Most tokens all tools together may cost.",
  blockDescription: "Most tokens all tools together may cost in this encoding."
});
function checkTotal({ scopes: scopes2, head, totalOf, result }) {
  for (const s of scopes2) {
    const limit = total.of(s.limits);
    if (limit === void 0) continue;
    const actual = totalOf(head, s);
    const message = actual <= limit ? `total: ${n5(actual)} of ${n5(limit)} tokens ${where(s)}, ${n5(limit - actual)} left` : `total: ${n5(actual)} tokens ${where(s)} exceeds the limit of ${n5(limit)} by ${n5(actual - limit)}`;
    result({ rule: "total", encoding: s.encoding, view: s.view, limit, limitText: String(limit), actual, message });
  }
}
__name(checkTotal, "checkTotal");
var perTool = field({
  key: "perTool",
  value: positiveInteger,
  description: "Most tokens any one tool may cost, unless tools sets its own limit.",
  blockDescription: "Most tokens any one tool may cost in this encoding, unless tools sets its own limit."
});
var tools = field({
  key: "tools",
  value: toolLimits,
  description: "Limits for named tools, in tokens; each overrides perTool for that tool. A name the server does not offer is reported as not checked.",
  // Named limits merge by name, the block's winning, so a block can change one tool and keep the rest.
  merge(top, own, encoding) {
    const merged = /* @__PURE__ */ new Map();
    for (const [name, limit] of Object.entries(top ?? {})) merged.set(name, { limit, path: fieldPath("tools", name) });
    for (const [name, limit] of Object.entries(own ?? {})) {
      merged.set(name, { limit, path: fieldPath(`encodings.${encoding}.tools`, name) });
    }
    return merged.size > 0 ? merged : void 0;
  }
});
function checkTools({ scopes: scopes2, head, result, skip }) {
  for (const s of scopes2) {
    const named = tools.of(s.limits);
    for (const tool of head.tools) {
      const own = named?.get(tool.name);
      const limit = own?.limit ?? perTool.of(s.limits);
      const actual = tool.tokens[s.encoding]?.[s.view];
      if (limit === void 0) continue;
      if (actual === void 0) {
        skip(`tool ${tool.name}: the report has no ${s.encoding} count for it; its limit was not checked`);
        continue;
      }
      const which = own ? "its limit" : "the per-tool limit";
      const message = actual <= limit ? `tool ${tool.name}: ${n5(actual)} of ${n5(limit)} tokens ${where(s)}, ${n5(limit - actual)} left` : `tool ${tool.name}: ${n5(actual)} tokens ${where(s)} exceeds ${which} of ${n5(limit)} by ${n5(actual - limit)}`;
      const rule = own ? "tool" : "perTool";
      result({
        rule,
        encoding: s.encoding,
        view: s.view,
        tool: tool.name,
        limit,
        limitText: String(limit),
        actual,
        message
      });
    }
  }
  const offered = head.tools.map((t) => t.name);
  for (const note of staleToolNotes(scopes2, offered)) skip(note);
}
__name(checkTools, "checkTools");
function staleToolNotes(scopes2, offered) {
  const notes = /* @__PURE__ */ new Map();
  const names = new Set(offered);
  const nearest = /* @__PURE__ */ new Map();
  for (const s of scopes2) {
    for (const [name, { path }] of tools.of(s.limits) ?? []) {
      if (names.has(name) || notes.has(path)) continue;
      if (!nearest.has(name)) nearest.set(name, closest(name, offered));
      const near = nearest.get(name) ?? null;
      const hint = near === null ? "remove the limit or fix the name" : `did you mean "${near}"?`;
      notes.set(path, `${path}: the report has no tool named "${name}", so its limit was not checked; ${hint}`);
    }
  }
  return [...notes.values()];
}
__name(staleToolNotes, "staleToolNotes");
var maxTools = field({
  key: "maxTools",
  value: positiveInteger,
  description: "Most tools the server may offer. The same for every encoding, so it is set only here."
});
function checkMaxTools({ budget, head, result }) {
  const limit = maxTools.of(budget);
  if (limit === void 0) return;
  const actual = head.tools.length;
  const message = actual <= limit ? `maxTools: ${n5(actual)} of ${n5(limit)} tools, ${n5(limit - actual)} left` : `maxTools: ${n5(actual)} tools exceed the limit of ${n5(limit)} by ${n5(actual - limit)}`;
  result({ rule: "maxTools", encoding: null, view: budget.view, limit, limitText: String(limit), actual, message });
}
__name(checkMaxTools, "checkMaxTools");
var maxIncrease = field({
  key: "maxIncrease",
  value: increase,
  description: 'Most the total may grow against the baseline: a number of tokens (0 = no growth), or a percentage of the baseline total such as "5%" or "2.5%". Not checked without a baseline.'
});
function increaseLimit(limit, base) {
  if (limit.kind === "tokens") return limit.tokens;
  const [whole = "0", fraction = ""] = limit.text.slice(0, -1).split(".");
  const scaled = BigInt(whole + fraction);
  return Number(BigInt(base) * scaled / (100n * 10n ** BigInt(fraction.length)));
}
__name(increaseLimit, "increaseLimit");
function change(base, head) {
  const delta = head - base;
  const percent = base > 0 ? ` (${delta > 0 ? "+" : ""}${(delta / base * 100).toFixed(1)}%)` : "";
  if (delta === 0) return `total unchanged at ${n5(head)} tokens`;
  return `total ${delta > 0 ? "grew" : "shrank"} by ${n5(Math.abs(delta))} tokens${percent} from ${n5(base)} to ${n5(head)}`;
}
__name(change, "change");
function checkIncrease({ scopes: scopes2, head, base, measured, totalOf, result, skip }) {
  const noBaseline = [];
  for (const s of scopes2) {
    const rule = maxIncrease.of(s.limits);
    if (rule === void 0) continue;
    if (base === null) {
      noBaseline.push(s.encoding);
      continue;
    }
    if (!measured(base, s.encoding)) {
      skip(`maxIncrease (${s.encoding}): not checked, the baseline report has no ${s.encoding} counts`);
      continue;
    }
    const before = totalOf(base, s);
    const after = totalOf(head, s);
    const limit = increaseLimit(rule, before);
    const actual = after - before;
    const allowed2 = rule.kind === "percent" ? `${rule.text} (${n5(limit)} tokens)` : `${n5(limit)} tokens`;
    const what = `maxIncrease: ${change(before, after)} ${where(s)}`;
    const message = actual <= limit ? `${what}, within the limit of ${allowed2}` : `${what}, exceeding the limit of ${allowed2} by ${n5(actual - limit)}`;
    const limitText = rule.kind === "tokens" ? String(rule.tokens) : rule.text;
    result({ rule: "maxIncrease", encoding: s.encoding, view: s.view, limit, limitText, actual, message });
  }
  if (noBaseline.length > 0) {
    skip(`maxIncrease (${noBaseline.join(", ")}): not checked, there is no baseline report to compare with`);
  }
}
__name(checkIncrease, "checkIncrease");
var stableListing = field({
  key: "stableListing",
  value: boolean,
  description: "true: tools/list must come back the same (order and every byte) when listed twice in one session and once more after a restart, as a prompt cache needs; checked when the listing was (CLI --check-stable, the action's check-stable)."
});
function checkStableListing({ budget, head, result, skip }) {
  if (stableListing.of(budget) !== true) return;
  const listing = head.listing;
  if (!listing || listing.stable === null) {
    skip(
      "stableListing: not checked, the listing was not checked for stability (CLI --check-stable, or the action input check-stable)"
    );
    return;
  }
  const count = listing.differences.length;
  const first = listing.differences[0];
  const message = listing.stable ? "stableListing: tools/list came back the same in one session and after a restart" : `stableListing: tools/list is not stable, ${n5(count)} difference${count === 1 ? "" : "s"} (first: ${first?.when}: ${first?.detail})`;
  result({
    rule: "stableListing",
    encoding: null,
    view: budget.view,
    limit: 0,
    limitText: "true",
    actual: count,
    message
  });
}
__name(checkStableListing, "checkStableListing");
var toolsCache = field({
  key: "toolsCache",
  value: boolean,
  description: "true: the server's tools/list must say how long and for whom clients may cache it (ttlMs and cacheScope, MCP revision 2026-07-28); a 2025-era server cannot, and fails."
});
var minToolsCacheTtlMs = field({
  key: "minToolsCacheTtlMs",
  value: positiveInteger,
  description: "Least ttlMs the server's tools/list may give (milliseconds clients may keep it); implies toolsCache: true."
});
var duration = /* @__PURE__ */ __name((ms) => ms % 6e4 === 0 ? `${n5(ms / 6e4)} min` : ms % 1e3 === 0 ? `${n5(ms / 1e3)} s` : `${n5(ms)} ms`, "duration");
function checkToolsCache({ budget, head, result }) {
  const required2 = toolsCache.of(budget) === true;
  const minTtl = minToolsCacheTtlMs.of(budget);
  if (!required2 && minTtl === void 0) return;
  const cache = head.toolsCache;
  const limitText = minTtl === void 0 ? "ttlMs and cacheScope" : `at least ${duration(minTtl)}`;
  const base = { rule: "toolsCache", encoding: null, view: budget.view, limit: 0, limitText };
  if (!cache) {
    const why = head.server.era === "modern" ? "the server's tools/list gave no ttlMs and cacheScope" : "the server speaks the 2025 protocol era, whose tools/list carries no ttlMs or cacheScope (revision 2026-07-28 adds them)";
    const actualText2 = head.server.era === "modern" ? "none" : "none (2025 era)";
    result({ ...base, actual: 1, actualText: actualText2, message: `toolsCache: ${why}` });
    return;
  }
  const actualText = `${duration(cache.ttlMs)}, ${cache.scope === "private" ? "per user" : "shared"}`;
  const told = `clients may cache the tool list for ${actualText}`;
  if (minTtl === void 0) {
    result({ ...base, actual: 0, actualText, message: `toolsCache: ${told}` });
    return;
  }
  const message = cache.ttlMs >= minTtl ? `toolsCache: ${told}, at least ${duration(minTtl)}` : `toolsCache: ${told}, under the ${duration(minTtl)} required`;
  result({ ...base, actual: Math.max(0, minTtl - cache.ttlMs), actualText, message });
}
__name(checkToolsCache, "checkToolsCache");
var RULES = [
  { name: "total", scope: "encoding", fields: [total], check: checkTotal },
  { name: "tools", scope: "encoding", fields: [perTool, tools], check: checkTools },
  { name: "maxTools", scope: "report", fields: [maxTools], check: checkMaxTools },
  { name: "maxIncrease", scope: "encoding", fields: [maxIncrease], check: checkIncrease },
  { name: "models", scope: "report", fields: [maxShareOfContext, models], check: checkModels },
  { name: "clients", scope: "report", fields: [clients], check: checkClients },
  { name: "servers", scope: "report", fields: [servers], check: checkServers },
  { name: "calls", scope: "report", fields: [calls], check: checkCalls },
  { name: "stableListing", scope: "report", fields: [stableListing], check: checkStableListing },
  { name: "toolsCache", scope: "report", fields: [toolsCache, minToolsCacheTtlMs], check: checkToolsCache }
];
var SERVERS_KEY = "servers";
function keysOf(rules) {
  const fields = /* @__PURE__ */ new Map();
  for (const rule of rules) {
    for (const f of rule.fields) {
      if (fields.has(f.key) || Object.hasOwn(SETTINGS, f.key) || f.key === "encodings") {
        throw new Error(`budget rule ${rule.name}: the key ${f.key} is already taken`);
      }
      fields.set(f.key, { rule, field: f });
    }
  }
  const limits = [...fields.keys()];
  const inBlocks = [...fields.values()].filter(({ rule }) => rule.scope === "encoding").map(({ field: f }) => f.key);
  return {
    /** Each rule key with its rule. */
    fields,
    /** Every rule key: what "sets no limits" asks for. */
    limits,
    /** Every key allowed at the top level. */
    top: ["$schema", "view", "encoding", ...limits, "encodings"],
    /** Every key allowed in a server's block under `servers`. */
    server: ["view", "encoding", ...limits.filter((key) => key !== SERVERS_KEY), "encodings"],
    /** Every key allowed in an encodings block. */
    block: ["view", ...inBlocks]
  };
}
__name(keysOf, "keysOf");

// src/core/budget/check.ts
var limitIn = /* @__PURE__ */ __name((limits, key) => limits[key], "limitIn");
function scopes(budget, head, fields) {
  const topApplies = budget.encoding !== null ? [budget.encoding] : head.method.encodings;
  const names = [.../* @__PURE__ */ new Set([...topApplies, ...Object.keys(budget.encodings)])];
  return names.map((encoding) => {
    const top = topApplies.includes(encoding) ? budget : {};
    const own = budget.encodings[encoding] ?? {};
    const limits = {};
    for (const f of fields) {
      const [above, below] = [limitIn(top, f.key), limitIn(own, f.key)];
      limits[f.key] = f.merge ? f.merge(above, below, encoding) : below ?? above;
    }
    return { encoding, view: own.view ?? budget.view, limits };
  });
}
__name(scopes, "scopes");
function checkBudget(budget, head, base, file, options = {}) {
  const rules = options.rules ?? RULES;
  const results = [];
  const skipped = [];
  const measured = /* @__PURE__ */ __name((report, encoding) => Object.hasOwn(report.totals, encoding), "measured");
  const perEncoding = rules.filter((rule) => rule.scope === "encoding").flatMap((rule) => rule.fields);
  const active = scopes(budget, head, perEncoding).filter((scope) => Object.values(scope.limits).some((value) => value !== void 0)).filter((scope) => {
    if (measured(head, scope.encoding)) return true;
    const found = Object.keys(head.totals).join(", ") || "none";
    skipped.push(
      `encoding ${scope.encoding}: named in the budget but not measured in this report (measured: ${found}); its limits were not checked`
    );
    return false;
  });
  const context = {
    door: options.door ?? "cli",
    budget,
    head,
    base,
    scopes: active,
    measured,
    // Only called for encodings the report measured (see `active`, and maxIncrease's own test of the base).
    totalOf: /* @__PURE__ */ __name((report, s) => report.totals[s.encoding][s.view], "totalOf"),
    result: /* @__PURE__ */ __name((r) => {
      results.push({ ...r, headroom: r.limit - r.actual, passed: r.actual <= r.limit });
    }, "result"),
    skip: /* @__PURE__ */ __name((note) => {
      skipped.push(note);
    }, "skip")
  };
  for (const name of budget.order ?? rules.map((rule) => rule.name)) {
    const rule = rules.find((candidate) => candidate.name === name);
    if (!rule) throw new Error(`the budget names rule "${name}", which the rules table does not have`);
    rule.check(context);
  }
  return { file, passed: results.every((r) => r.passed), results, skipped };
}
__name(checkBudget, "checkBudget");

// src/core/budget/parse.ts
var import_yaml3 = __toESM(require_dist(), 1);

// src/core/budget/json-syntax.ts
var Stop = class extends Error {
  constructor(offset, reason) {
    super(reason);
    this.offset = offset;
    this.reason = reason;
  }
  offset;
  reason;
  static {
    __name(this, "Stop");
  }
};
var describe2 = /* @__PURE__ */ __name((ch) => {
  if (ch === void 0) return "the end of the file";
  if (ch === "\n") return "the end of the line";
  return ch === "'" ? "a single quote (JSON strings and keys take double quotes)" : `'${ch}'`;
}, "describe");
function findJsonSyntaxError(text) {
  let i = 0;
  const fail = /* @__PURE__ */ __name((reason, at2 = i) => {
    throw new Stop(at2, reason);
  }, "fail");
  const space = /* @__PURE__ */ __name(() => {
    while (i < text.length && " 	\n\r".includes(text[i])) i++;
  }, "space");
  const expect = /* @__PURE__ */ __name((ch, what) => {
    space();
    if (text[i] !== ch) fail(`expected ${what}, found ${describe2(text[i])}`);
    i++;
  }, "expect");
  const string = /* @__PURE__ */ __name(() => {
    const start = i;
    i++;
    while (text[i] !== '"') {
      const ch = text[i];
      if (ch === void 0 || ch === "\n") fail("unterminated string", start);
      if (ch < " ") fail("control character in a string; write it as an escape such as \\t");
      if (ch === "\\") {
        const next = text[i + 1] ?? "";
        if (next === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if ('"\\/bfnrt'.includes(next) && next !== "") i += 2;
        else fail(`invalid escape "\\${next}" in a string`);
      } else i++;
    }
    i++;
    return JSON.parse(text.slice(start, i));
  }, "string");
  const value = /* @__PURE__ */ __name(() => {
    space();
    const ch = text[i];
    if (ch === "{") object();
    else if (ch === "[") array();
    else if (ch === '"') string();
    else literal();
  }, "value");
  const LITERAL = /(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/y;
  const WORD = /[^\s,:[\]{}"']{2,}/y;
  const at = /* @__PURE__ */ __name((pattern) => {
    pattern.lastIndex = i;
    return pattern.exec(text)?.[0];
  }, "at");
  const literal = /* @__PURE__ */ __name(() => {
    const ch = text[i];
    const match = at(LITERAL);
    if (match !== void 0 && !/[\w.+-]/.test(text[i + match.length] ?? "")) {
      i += match.length;
      return;
    }
    const word = at(WORD);
    fail(`expected a value, found ${word ? `'${word}'` : describe2(ch)}`);
  }, "literal");
  const object = /* @__PURE__ */ __name(() => {
    i++;
    const keys = /* @__PURE__ */ new Set();
    let comma = i;
    space();
    if (text[i] === "}") {
      i++;
      return;
    }
    for (; ; ) {
      space();
      if (text[i] === "}") fail("trailing comma before '}'", comma);
      if (text[i] !== '"') fail(`expected a double-quoted key, found ${describe2(text[i])}`);
      const at2 = i;
      const key = string();
      if (keys.has(key)) fail(`duplicate key ${JSON.stringify(key)}`, at2);
      keys.add(key);
      expect(":", "':' after the key");
      value();
      space();
      if (text[i] === "}") {
        i++;
        return;
      }
      comma = i;
      expect(",", "',' or '}' after a value");
    }
  }, "object");
  const array = /* @__PURE__ */ __name(() => {
    i++;
    space();
    if (text[i] === "]") {
      i++;
      return;
    }
    for (; ; ) {
      value();
      space();
      if (text[i] === "]") {
        i++;
        return;
      }
      const comma = i;
      expect(",", "',' or ']' after a value");
      space();
      if (text[i] === "]") fail("trailing comma before ']'", comma);
    }
  }, "array");
  try {
    value();
    space();
    if (i < text.length) fail(`unexpected ${describe2(text[i])} after the end of the JSON value`);
    return null;
  } catch (error) {
    if (error instanceof Stop) return { offset: error.offset, reason: error.reason };
    throw error;
  }
}
__name(findJsonSyntaxError, "findJsonSyntaxError");

// src/core/budget/parse.ts
function parseBudget(text, fileName, rules = RULES, known = {}) {
  const source = text.replace(/^\uFEFF/, "");
  const isJson = /\.json$/i.test(fileName);
  const fail = /* @__PURE__ */ __name((line, message) => {
    throw new BudgetError(fileName, [{ line, path: "", text: message }]);
  }, "fail");
  const emptyText = 'the budget file is empty; add at least one limit, such as "total: 5000"';
  if (source.trim() === "") fail(1, emptyText);
  if (isJson) {
    const syntax2 = findJsonSyntaxError(source);
    if (syntax2) fail(source.slice(0, syntax2.offset).split("\n").length, `invalid JSON: ${syntax2.reason}`);
  }
  const lines = new import_yaml3.LineCounter();
  const doc = (0, import_yaml3.parseDocument)(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const lineOf = /* @__PURE__ */ __name((offset) => lines.linePos(offset).line, "lineOf");
  const [syntaxError] = doc.errors;
  const repeated = firstRepeatedKey(doc);
  const syntax = isJson ? "JSON" : "YAML";
  if (repeated !== null && (!syntaxError || repeated < syntaxError.pos[0])) {
    fail(lineOf(repeated), `invalid ${syntax}: Map keys must be unique`);
  }
  if (syntaxError) fail(lineOf(syntaxError.pos[0]), `invalid ${syntax}: ${syntaxError.message}`);
  if (doc.contents === null) fail(1, emptyText);
  const issues = [];
  const resolve = /* @__PURE__ */ __name((node) => (0, import_yaml3.isAlias)(node) ? node.resolve(doc) ?? null : node ?? null, "resolve");
  const nodeLine = /* @__PURE__ */ __name((node, fallback) => node?.range ? lineOf(node.range[0]) : fallback, "nodeLine");
  const reader = {
    issue: /* @__PURE__ */ __name((line, path, text2) => issues.push({ line, path, text: text2 }), "issue"),
    entries(map, parent) {
      if (!(0, import_yaml3.isMap)(map)) return [];
      const out = [];
      for (const pair of map.items) {
        const keyNode = resolve(pair.key);
        const keyLine = nodeLine(keyNode, nodeLine(map, 1));
        if (!(0, import_yaml3.isScalar)(keyNode) || keyNode.value === null || typeof keyNode.value === "object") {
          const where2 = parent ? ` in ${parent}` : "";
          reader.issue(keyLine, parent, `keys${where2} must be plain names, got ${describe(keyNode)}`);
          continue;
        }
        const key = String(keyNode.value);
        const node = resolve(pair.value);
        out.push({ key, path: fieldPath(parent, key), keyLine, node, line: nodeLine(node, keyLine) });
      }
      return out;
    },
    items(seq, parent) {
      if (!(0, import_yaml3.isSeq)(seq)) return [];
      const seqLine = nodeLine(seq, 1);
      return seq.items.map((item, index) => {
        const node = resolve(item);
        const line = nodeLine(node, seqLine);
        return { key: String(index), path: `${parent}[${index}]`, keyLine: line, node, line };
      });
    },
    serverBudget: /* @__PURE__ */ __name((entry) => serverBlock(entry), "serverBudget"),
    known
  };
  const unknownKey = /* @__PURE__ */ __name((entry, parent, known2) => {
    const where2 = parent ? ` in ${parent}` : "";
    const hint = didYouMean(entry.key, known2) || `; expected one of ${known2.join(", ")}`;
    reader.issue(entry.keyLine, entry.path, `unknown key ${JSON.stringify(entry.key)}${where2}${hint}`);
  }, "unknownKey");
  const keys = keysOf(rules);
  const readField = /* @__PURE__ */ __name((target, entry, f, rule, order2) => {
    target[f.key] = f.value.read(entry, reader);
    if (!order2.includes(rule.name)) order2.push(rule.name);
  }, "readField");
  const encodingBlocks = /* @__PURE__ */ __name((entry, order2) => {
    const blocks = {};
    const example = `such as ${ENCODING_NAMES[0]}: { total: 5000 }`;
    const map = mapping(entry, reader, `a mapping of encoding names to limits, ${example}`);
    if (!map) return blocks;
    for (const block of reader.entries(map, entry.path)) {
      if (!ENCODING_NAMES.includes(block.key)) {
        const hint = didYouMean(block.key, ENCODING_NAMES) || `; known encodings: ${ENCODING_NAMES.join(", ")}`;
        reader.issue(
          block.keyLine,
          block.path,
          `unknown encoding ${JSON.stringify(block.key)} in ${entry.path}${hint}`
        );
        continue;
      }
      const fields = mapping(block, reader, `a mapping of limits (${keys.block.join(", ")})`);
      if (!fields) continue;
      const limits = {};
      for (const item of reader.entries(fields, block.path)) {
        const known2 = keys.fields.get(item.key);
        if (item.key === "view") limits.view = SETTINGS.view.value.read(item, reader);
        else if (known2?.rule.scope === "encoding") readField(limits, item, known2.field, known2.rule, order2);
        else if (known2) {
          reader.issue(item.keyLine, item.path, `${item.key} is the same for every encoding; set it at the top level`);
        } else unknownKey(item, block.path, keys.block);
      }
      blocks[block.key] = limits;
    }
    return blocks;
  }, "encodingBlocks");
  const readBody = /* @__PURE__ */ __name((map, parent, target, order2, server) => {
    for (const entry of reader.entries(map, parent)) {
      const known2 = keys.fields.get(entry.key);
      if (known2 && server && entry.key === SERVERS_KEY) {
        reader.issue(entry.keyLine, entry.path, `${parent} cannot hold servers; list every server at the top level`);
      } else if (known2) readField(target, entry, known2.field, known2.rule, order2);
      else if (entry.key === "$schema" && !server) SETTINGS.$schema.value.read(entry, reader);
      else if (entry.key === "view") {
        const view = SETTINGS.view.value.read(entry, reader);
        if (view) target.view = view;
      } else if (entry.key === "encoding") {
        const encoding = SETTINGS.encoding.value.read(entry, reader);
        if (encoding) target.encoding = encoding;
      } else if (entry.key === "encodings") target.encodings = encodingBlocks(entry, order2);
      else unknownKey(entry, parent, server ? keys.server : keys.top);
    }
  }, "readBody");
  const serverBlock = /* @__PURE__ */ __name((entry) => {
    const map = mapping(entry, reader, `a mapping of limits for this server, such as { total: 3000 }`);
    if (!map) return void 0;
    const order2 = [];
    const block = { encodings: {}, order: order2 };
    readBody(map, entry.path, block, order2, true);
    if (order2.length === 0) {
      const some = keys.server.filter((key) => keys.limits.includes(key)).join(", ");
      reader.issue(entry.keyLine, entry.path, `${entry.path} sets no limits; add at least one of ${some}`);
    }
    return block;
  }, "serverBlock");
  const root = doc.contents;
  const order = [];
  const budget = { view: "model", encoding: null, encodings: {}, order };
  if (!(0, import_yaml3.isMap)(root)) {
    fail(
      nodeLine(root, 1),
      `the budget file must be a mapping of settings and limits, such as "total: 5000", got ${describe(root)}`
    );
  }
  readBody(root, "", budget, order, false);
  if (issues.length === 0 && order.length === 0) {
    reader.issue(
      nodeLine(root, 1),
      "",
      `the budget file sets no limits; add at least one of ${keys.limits.join(", ")}`
    );
  }
  if (issues.length > 0) throw new BudgetError(fileName, issues);
  return budget;
}
__name(parseBudget, "parseBudget");
function firstRepeatedKey(doc) {
  let first = null;
  (0, import_yaml3.visit)(doc, {
    Map(_, map) {
      const seen = /* @__PURE__ */ new Set();
      for (const { key } of map.items) {
        if (!(0, import_yaml3.isScalar)(key) || Number.isNaN(key.value)) continue;
        if (seen.has(key.value)) {
          const at = key.range?.[0] ?? 0;
          if (first === null || at < first) first = at;
          break;
        }
        seen.add(key.value);
      }
    }
  });
  return first;
}
__name(firstRepeatedKey, "firstRepeatedKey");

// src/core/budget/schema.ts
var property = /* @__PURE__ */ __name((entry, inBlock = false) => ({
  description: (inBlock ? entry.blockDescription : void 0) ?? entry.description,
  ...entry.value.schema
}), "property");
var required = /* @__PURE__ */ __name((key) => ({ required: [key] }), "required");
var encodings = /* @__PURE__ */ __name(() => ({
  description: "Limits for one encoding, overriding the top-level limits key by key (tools merge by name). Naming an encoding here also checks it when encoding names another.",
  type: "object",
  additionalProperties: false,
  properties: Object.fromEntries(ENCODING_NAMES.map((name) => [name, { $ref: "#/definitions/override" }]))
}), "encodings");
var atLeastOneLimit = /* @__PURE__ */ __name((limits) => [
  ...limits.map(required),
  {
    required: ["encodings"],
    not: {
      properties: {
        encodings: { type: "object", additionalProperties: { not: { $ref: "#/definitions/hasLimit" } } }
      }
    }
  }
], "atLeastOneLimit");
function budgetJsonSchema(rules = RULES) {
  const keys = keysOf(rules);
  const fields = [...keys.fields.values()];
  const inBlocks = fields.filter(({ rule }) => rule.scope === "encoding").map(({ field: field2 }) => field2);
  const inServers = fields.map(({ field: field2 }) => field2).filter((field2) => field2.key !== SERVERS_KEY);
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    title: "mcp-token-budget budget file",
    description: "Limits on the tokens an MCP server's tool definitions cost on every model request. Checked by the mcp-token-budget CLI and GitHub Action.",
    type: "object",
    additionalProperties: false,
    properties: {
      $schema: property(SETTINGS.$schema),
      view: property(SETTINGS.view),
      encoding: property(SETTINGS.encoding),
      ...Object.fromEntries(fields.map(({ field: field2 }) => [field2.key, property(field2)])),
      encodings: encodings()
    },
    $comment: "At least one limit must be set, at the top level or in some encodings block. The last branch says 'not every encodings block lacks a limit', which is 'some block has one'.",
    anyOf: atLeastOneLimit(keys.limits),
    definitions: {
      override: {
        description: "Limits for this encoding; any key left out is taken from the top level.",
        type: "object",
        additionalProperties: false,
        minProperties: 1,
        properties: {
          view: property(SETTINGS.view, true),
          ...Object.fromEntries(inBlocks.map((field2) => [field2.key, property(field2, true)]))
        }
      },
      hasLimit: { type: "object", anyOf: inBlocks.map((field2) => required(field2.key)) },
      server: {
        description: "Limits for this server: the keys of the top level, each overriding the top level's for this server (tools and models merge by name, encodings blocks by encoding).",
        type: "object",
        additionalProperties: false,
        minProperties: 1,
        properties: {
          view: property(SETTINGS.view),
          encoding: property(SETTINGS.encoding),
          ...Object.fromEntries(inServers.map((field2) => [field2.key, property(field2)])),
          encodings: encodings()
        },
        anyOf: atLeastOneLimit(inServers.map((field2) => field2.key))
      }
    }
  };
}
__name(budgetJsonSchema, "budgetJsonSchema");

export {
  field,
  positiveInteger,
  budgetForServer,
  unmatchedServerNotes,
  RULES,
  checkBudget,
  parseBudget,
  budgetJsonSchema
};
//# sourceMappingURL=chunk-3LNUBDVX.js.map
