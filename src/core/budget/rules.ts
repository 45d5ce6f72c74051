/**
 * The budget rules as one table. Each entry holds a rule's keys (with their JSON Schema fragment,
 * parser and description) and its check, which writes the verdict's messages. parse.ts, check.ts
 * and schema.ts loop over RULES; adding a rule is adding an entry here (and its name to RuleKind).
 *
 * Which encodings a limit applies to: limits at the top level apply to `encoding` when the budget
 * names one, otherwise to every encoding the head report measured. A block under `encodings`
 * overrides them key by key for its encoding (see Field.merge), and adds that encoding when the
 * top level does not cover it. `view` is a setting, not a limit: every block inherits it.
 */
import { ENCODINGS } from "../encodings.js";
import type { View } from "../verdict.js";
import { calls, checkCalls } from "./calls-rule.js";
import { checkClients, clients } from "./clients-rule.js";
import { checkModels, maxShareOfContext, models } from "./models-rule.js";
import { closest, fieldPath } from "./names.js";
import { type CheckContext, type Field, field, type Rule, type Scope } from "./rule.js";
import { checkServers, servers } from "./servers-rule.js";
import type { IncreaseLimit } from "./types.js";
import { boolean, increase, oneOf, positiveInteger, schemaReference, toolLimits } from "./values.js";

const number = new Intl.NumberFormat("en-US");
const n = (value: number) => number.format(value);
const where = (s: Scope) => `(${s.encoding}, ${s.view} view)`;

export const ENCODING_NAMES = Object.keys(ENCODINGS);

/** Keys that say how limits apply rather than setting one. `encodings` is the file's frame (parse.ts). */
export const SETTINGS = {
  $schema: {
    value: schemaReference,
    description: "Path or URL of this schema, for editors. Ignored by the checker.",
  },
  view: {
    value: oneOf<View>(["model", "raw"], '"model" or "raw"'),
    description:
      'Which count the limits apply to: "model" (default) counts what a client sends to the model (name, description, inputSchema); "raw" counts each tool exactly as the server sent it. Inherited by every block under encodings.',
    blockDescription: "Which count this encoding's limits apply to, overriding the top-level view.",
  },
  encoding: {
    value: oneOf(ENCODING_NAMES, `a known encoding (${ENCODING_NAMES.join(", ")})`),
    description: "The encoding the top-level limits apply to. When absent, they apply to every encoding in the report.",
  },
};

const total = field<number>({
  key: "total",
  value: positiveInteger,
  description: "Most tokens all tools together may cost.",
  blockDescription: "Most tokens all tools together may cost in this encoding.",
});

function checkTotal({ scopes, head, totalOf, result }: CheckContext) {
  for (const s of scopes) {
    const limit = total.of(s.limits);
    if (limit === undefined) continue;
    const actual = totalOf(head, s);
    const message =
      actual <= limit
        ? `total: ${n(actual)} of ${n(limit)} tokens ${where(s)}, ${n(limit - actual)} left`
        : `total: ${n(actual)} tokens ${where(s)} exceeds the limit of ${n(limit)} by ${n(actual - limit)}`;
    result({ rule: "total", encoding: s.encoding, view: s.view, limit, limitText: String(limit), actual, message });
  }
}

const perTool = field<number>({
  key: "perTool",
  value: positiveInteger,
  description: "Most tokens any one tool may cost, unless tools sets its own limit.",
  blockDescription: "Most tokens any one tool may cost in this encoding, unless tools sets its own limit.",
});

interface ToolLimit {
  limit: number;
  /** Where it was written, for notes about tools the report does not have. */
  path: string;
}

const tools = field<Record<string, number>, Map<string, ToolLimit>>({
  key: "tools",
  value: toolLimits,
  description:
    "Limits for named tools, in tokens; each overrides perTool for that tool. A name the server does not offer is reported as not checked.",
  // Named limits merge by name, the block's winning, so a block can change one tool and keep the rest.
  merge(top, own, encoding) {
    const merged = new Map<string, ToolLimit>();
    for (const [name, limit] of Object.entries(top ?? {})) merged.set(name, { limit, path: fieldPath("tools", name) });
    for (const [name, limit] of Object.entries(own ?? {})) {
      merged.set(name, { limit, path: fieldPath(`encodings.${encoding}.tools`, name) });
    }
    return merged.size > 0 ? merged : undefined;
  },
});

function checkTools({ scopes, head, result, skip }: CheckContext) {
  for (const s of scopes) {
    const named = tools.of(s.limits);
    for (const tool of head.tools) {
      const own = named?.get(tool.name);
      const limit = own?.limit ?? perTool.of(s.limits);
      const actual = tool.tokens[s.encoding]?.[s.view];
      if (limit === undefined) continue;
      if (actual === undefined) {
        skip(`tool ${tool.name}: the report has no ${s.encoding} count for it; its limit was not checked`);
        continue;
      }
      const which = own ? "its limit" : "the per-tool limit";
      const message =
        actual <= limit
          ? `tool ${tool.name}: ${n(actual)} of ${n(limit)} tokens ${where(s)}, ${n(limit - actual)} left`
          : `tool ${tool.name}: ${n(actual)} tokens ${where(s)} exceeds ${which} of ${n(limit)} by ${n(actual - limit)}`;
      const rule = own ? "tool" : "perTool";
      result({
        rule,
        encoding: s.encoding,
        view: s.view,
        tool: tool.name,
        limit,
        limitText: String(limit),
        actual,
        message,
      });
    }
  }
  const offered = head.tools.map((t) => t.name);
  for (const note of staleToolNotes(scopes, offered)) skip(note);
}

/** A limit for a tool the server no longer offers is most likely a stale budget or a typo: say so once. */
function staleToolNotes(scopes: readonly Scope[], offered: string[]): string[] {
  const notes = new Map<string, string>();
  const names = new Set(offered);
  // Each encoding's scope may name the same tool again: one search per name.
  const nearest = new Map<string, string | null>();
  for (const s of scopes) {
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

const maxTools = field<number>({
  key: "maxTools",
  value: positiveInteger,
  description: "Most tools the server may offer. The same for every encoding, so it is set only here.",
});

function checkMaxTools({ budget, head, result }: CheckContext) {
  const limit = maxTools.of(budget);
  if (limit === undefined) return;
  const actual = head.tools.length;
  const message =
    actual <= limit
      ? `maxTools: ${n(actual)} of ${n(limit)} tools, ${n(limit - actual)} left`
      : `maxTools: ${n(actual)} tools exceed the limit of ${n(limit)} by ${n(actual - limit)}`;
  result({ rule: "maxTools", encoding: null, view: budget.view, limit, limitText: String(limit), actual, message });
}

const maxIncrease = field<IncreaseLimit>({
  key: "maxIncrease",
  value: increase,
  description:
    'Most the total may grow against the baseline: a number of tokens (0 = no growth), or a percentage of the baseline total such as "5%" or "2.5%". Not checked without a baseline.',
});

/** The allowed increase in tokens, rounded down. Computed from the digits: in floating point 2.3% of 3,000 is 68.99... */
function increaseLimit(limit: IncreaseLimit, base: number): number {
  if (limit.kind === "tokens") return limit.tokens;
  const [whole = "0", fraction = ""] = limit.text.slice(0, -1).split(".");
  const scaled = BigInt(whole + fraction);
  return Number((BigInt(base) * scaled) / (100n * 10n ** BigInt(fraction.length)));
}

function change(base: number, head: number): string {
  const delta = head - base;
  const percent = base > 0 ? ` (${delta > 0 ? "+" : ""}${((delta / base) * 100).toFixed(1)}%)` : "";
  if (delta === 0) return `total unchanged at ${n(head)} tokens`;
  return `total ${delta > 0 ? "grew" : "shrank"} by ${n(Math.abs(delta))} tokens${percent} from ${n(base)} to ${n(head)}`;
}

function checkIncrease({ scopes, head, base, measured, totalOf, result, skip }: CheckContext) {
  // Encodings without a baseline share one note: without a baseline none of them can be checked.
  const noBaseline: string[] = [];
  for (const s of scopes) {
    const rule = maxIncrease.of(s.limits);
    if (rule === undefined) continue;
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
    const allowed = rule.kind === "percent" ? `${rule.text} (${n(limit)} tokens)` : `${n(limit)} tokens`;
    const what = `maxIncrease: ${change(before, after)} ${where(s)}`;
    const message =
      actual <= limit
        ? `${what}, within the limit of ${allowed}`
        : `${what}, exceeding the limit of ${allowed} by ${n(actual - limit)}`;
    const limitText = rule.kind === "tokens" ? String(rule.tokens) : rule.text;
    result({ rule: "maxIncrease", encoding: s.encoding, view: s.view, limit, limitText, actual, message });
  }
  if (noBaseline.length > 0) {
    skip(`maxIncrease (${noBaseline.join(", ")}): not checked, there is no baseline report to compare with`);
  }
}

const stableListing = field<boolean>({
  key: "stableListing",
  value: boolean,
  description:
    "true: tools/list must come back the same (order and every byte) when listed twice in one session and once more after a restart, as a prompt cache needs; checked when the listing was (CLI --check-stable, the action's check-stable).",
});

function checkStableListing({ budget, head, result, skip }: CheckContext) {
  if (stableListing.of(budget) !== true) return;
  const listing = head.listing;
  if (!listing || listing.stable === null) {
    skip(
      "stableListing: not checked, the listing was not checked for stability (CLI --check-stable, or the action input check-stable)",
    );
    return;
  }
  const count = listing.differences.length;
  const first = listing.differences[0];
  const message = listing.stable
    ? "stableListing: tools/list came back the same in one session and after a restart"
    : `stableListing: tools/list is not stable, ${n(count)} difference${count === 1 ? "" : "s"} (first: ${first?.when}: ${first?.detail})`;
  result({
    rule: "stableListing",
    encoding: null,
    view: budget.view,
    limit: 0,
    limitText: "true",
    actual: count,
    message,
  });
}

const toolsCache = field<boolean>({
  key: "toolsCache",
  value: boolean,
  description:
    "true: the server's tools/list must say how long and for whom clients may cache it (ttlMs and cacheScope, MCP revision 2026-07-28); a 2025-era server cannot, and fails.",
});

const minToolsCacheTtlMs = field<number>({
  key: "minToolsCacheTtlMs",
  value: positiveInteger,
  description:
    "Least ttlMs the server's tools/list may give (milliseconds clients may keep it); implies toolsCache: true.",
});

const duration = (ms: number) =>
  ms % 60_000 === 0 ? `${n(ms / 60_000)} min` : ms % 1000 === 0 ? `${n(ms / 1000)} s` : `${n(ms)} ms`;

function checkToolsCache({ budget, head, result }: CheckContext) {
  const required = toolsCache.of(budget) === true;
  const minTtl = minToolsCacheTtlMs.of(budget);
  if (!required && minTtl === undefined) return;
  const cache = head.toolsCache;
  const limitText = minTtl === undefined ? "ttlMs and cacheScope" : `at least ${duration(minTtl)}`;
  // Passing is actual <= limit: actual is what is missing (1: no cache fields; else the ttl's shortfall, in ms).
  const base = { rule: "toolsCache", encoding: null, view: budget.view, limit: 0, limitText } as const;
  if (!cache) {
    const why =
      head.server.era === "modern"
        ? "the server's tools/list gave no ttlMs and cacheScope"
        : "the server speaks the 2025 protocol era, whose tools/list carries no ttlMs or cacheScope (revision 2026-07-28 adds them)";
    const actualText = head.server.era === "modern" ? "none" : "none (2025 era)";
    result({ ...base, actual: 1, actualText, message: `toolsCache: ${why}` });
    return;
  }
  const actualText = `${duration(cache.ttlMs)}, ${cache.scope === "private" ? "per user" : "shared"}`;
  const told = `clients may cache the tool list for ${actualText}`;
  if (minTtl === undefined) {
    result({ ...base, actual: 0, actualText, message: `toolsCache: ${told}` });
    return;
  }
  const message =
    cache.ttlMs >= minTtl
      ? `toolsCache: ${told}, at least ${duration(minTtl)}`
      : `toolsCache: ${told}, under the ${duration(minTtl)} required`;
  result({ ...base, actual: Math.max(0, minTtl - cache.ttlMs), actualText, message });
}

/** The default table, in the order results are listed when a budget does not give one. */
export const RULES: readonly Rule[] = [
  { name: "total", scope: "encoding", fields: [total], check: checkTotal },
  { name: "tools", scope: "encoding", fields: [perTool, tools], check: checkTools },
  { name: "maxTools", scope: "report", fields: [maxTools], check: checkMaxTools },
  { name: "maxIncrease", scope: "encoding", fields: [maxIncrease], check: checkIncrease },
  { name: "models", scope: "report", fields: [maxShareOfContext, models], check: checkModels },
  { name: "clients", scope: "report", fields: [clients], check: checkClients },
  { name: "servers", scope: "report", fields: [servers], check: checkServers },
  { name: "calls", scope: "report", fields: [calls], check: checkCalls },
  { name: "stableListing", scope: "report", fields: [stableListing], check: checkStableListing },
  { name: "toolsCache", scope: "report", fields: [toolsCache, minToolsCacheTtlMs], check: checkToolsCache },
];

/** The key whose blocks hold the other keys (servers-rule.ts), so it cannot appear inside them. */
export const SERVERS_KEY = "servers";

/** The keys a table allows, in the order messages list them. Throws on a key that two entries claim. */
export function keysOf(rules: readonly Rule[]) {
  const fields = new Map<string, { rule: Rule; field: Field }>();
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
    block: ["view", ...inBlocks],
  };
}
