/**
 * Checking a report against a budget: one RuleResult per rule, encoding and tool, and a
 * note in `skipped` for every rule that could not be checked, so nothing is ignored silently.
 *
 * Which encodings a limit applies to: limits at the top level apply to `encoding` when the budget
 * names one, otherwise to every encoding the head report measured. A block under `encodings`
 * overrides them key by key for its encoding (tools merge by name), and adds that encoding when
 * the top level does not cover it. `view` is a setting, not a limit: every block inherits it.
 */
import type { Report, Totals } from "../report.js";
import type { RuleResult, Verdict, View } from "../verdict.js";
import { closest, fieldPath } from "./names.js";
import type { Budget, IncreaseLimit, Limits, RuleGroup } from "./types.js";

const DEFAULT_ORDER: RuleGroup[] = ["total", "tools", "maxTools", "maxIncrease"];
const number = new Intl.NumberFormat("en-US");
const n = (value: number) => number.format(value);

interface ToolLimit {
  limit: number;
  /** Where it was written, for notes about tools the report does not have. */
  path: string;
}

/** The limits in force for one encoding once top level and override are merged. */
interface Scope {
  encoding: string;
  view: View;
  total?: number;
  perTool?: number;
  tools: Map<string, ToolLimit>;
  maxIncrease?: IncreaseLimit;
}

function scopes(budget: Budget, head: Report): Scope[] {
  const topApplies = budget.encoding !== null ? [budget.encoding] : head.method.encodings;
  const names = [...new Set([...topApplies, ...Object.keys(budget.encodings)])];
  return names.map((encoding) => {
    const top: Limits = topApplies.includes(encoding) ? budget : {};
    const own = budget.encodings[encoding] ?? {};
    const tools = new Map<string, ToolLimit>();
    for (const [name, limit] of Object.entries(top.tools ?? {}))
      tools.set(name, { limit, path: fieldPath("tools", name) });
    for (const [name, limit] of Object.entries(own.tools ?? {})) {
      tools.set(name, { limit, path: fieldPath(`encodings.${encoding}.tools`, name) });
    }
    return {
      encoding,
      view: own.view ?? budget.view,
      total: own.total ?? top.total,
      perTool: own.perTool ?? top.perTool,
      tools,
      maxIncrease: own.maxIncrease ?? top.maxIncrease,
    };
  });
}

const hasLimits = (s: Scope) =>
  s.total !== undefined || s.perTool !== undefined || s.tools.size > 0 || s.maxIncrease !== undefined;

/** The allowed increase in tokens, rounded down. Computed from the digits: in floating point 2.3% of 3,000 is 68.99... */
function increaseLimit(limit: IncreaseLimit, base: number): number {
  if (limit.kind === "tokens") return limit.tokens;
  const [whole = "0", fraction = ""] = limit.text.slice(0, -1).split(".");
  const scaled = BigInt(whole + fraction);
  return Number((BigInt(base) * scaled) / (100n * 10n ** BigInt(fraction.length)));
}

const limitText = (limit: IncreaseLimit) => (limit.kind === "tokens" ? String(limit.tokens) : limit.text);

function change(base: number, head: number): string {
  const delta = head - base;
  const percent = base > 0 ? ` (${delta > 0 ? "+" : ""}${((delta / base) * 100).toFixed(1)}%)` : "";
  if (delta === 0) return `total unchanged at ${n(head)} tokens`;
  return `total ${delta > 0 ? "grew" : "shrank"} by ${n(Math.abs(delta))} tokens${percent} from ${n(base)} to ${n(head)}`;
}

export function checkBudget(budget: Budget, head: Report, base: Report | null, file: string | null): Verdict {
  const results: RuleResult[] = [];
  const skipped: string[] = [];
  const measured = (report: Report, encoding: string) => Object.hasOwn(report.totals, encoding);

  const active = scopes(budget, head)
    .filter(hasLimits)
    .filter((scope) => {
      if (measured(head, scope.encoding)) return true;
      const found = Object.keys(head.totals).join(", ") || "none";
      skipped.push(
        `encoding ${scope.encoding}: named in the budget but not measured in this report (measured: ${found}); its limits were not checked`,
      );
      return false;
    });

  const result = (r: Omit<RuleResult, "headroom" | "passed">) =>
    results.push({ ...r, headroom: r.limit - r.actual, passed: r.actual <= r.limit });

  // Only called for encodings the report measured (see `active`).
  const totalOf = (report: Report, s: Scope) => (report.totals[s.encoding] as Totals)[s.view];

  const checkTotal = (s: Scope, limit: number) => {
    const actual = totalOf(head, s);
    const where = `(${s.encoding}, ${s.view} view)`;
    const message =
      actual <= limit
        ? `total: ${n(actual)} of ${n(limit)} tokens ${where}, ${n(limit - actual)} left`
        : `total: ${n(actual)} tokens ${where} exceeds the limit of ${n(limit)} by ${n(actual - limit)}`;
    result({ rule: "total", encoding: s.encoding, view: s.view, limit, limitText: String(limit), actual, message });
  };

  const checkTools = (s: Scope) => {
    for (const tool of head.tools) {
      const own = s.tools.get(tool.name);
      const limit = own?.limit ?? s.perTool;
      const actual = tool.tokens[s.encoding]?.[s.view];
      if (limit === undefined) continue;
      if (actual === undefined) {
        skipped.push(`tool ${tool.name}: the report has no ${s.encoding} count for it; its limit was not checked`);
        continue;
      }
      const where = `(${s.encoding}, ${s.view} view)`;
      const which = own ? "its limit" : "the per-tool limit";
      const message =
        actual <= limit
          ? `tool ${tool.name}: ${n(actual)} of ${n(limit)} tokens ${where}, ${n(limit - actual)} left`
          : `tool ${tool.name}: ${n(actual)} tokens ${where} exceeds ${which} of ${n(limit)} by ${n(actual - limit)}`;
      result({
        rule: own ? "tool" : "perTool",
        encoding: s.encoding,
        view: s.view,
        tool: tool.name,
        limit,
        limitText: String(limit),
        actual,
        message,
      });
    }
  };

  const checkMaxTools = (limit: number) => {
    const actual = head.tools.length;
    const message =
      actual <= limit
        ? `maxTools: ${n(actual)} of ${n(limit)} tools, ${n(limit - actual)} left`
        : `maxTools: ${n(actual)} tools exceed the limit of ${n(limit)} by ${n(actual - limit)}`;
    result({ rule: "maxTools", encoding: null, view: budget.view, limit, limitText: String(limit), actual, message });
  };

  const checkIncrease = (s: Scope, rule: IncreaseLimit, baseline: Report) => {
    const before = totalOf(baseline, s);
    const after = totalOf(head, s);
    const limit = increaseLimit(rule, before);
    const actual = after - before;
    const allowed = rule.kind === "percent" ? `${rule.text} (${n(limit)} tokens)` : `${n(limit)} tokens`;
    const what = `maxIncrease: ${change(before, after)} (${s.encoding}, ${s.view} view)`;
    const message =
      actual <= limit
        ? `${what}, within the limit of ${allowed}`
        : `${what}, exceeding the limit of ${allowed} by ${n(actual - limit)}`;
    result({
      rule: "maxIncrease",
      encoding: s.encoding,
      view: s.view,
      limit,
      limitText: limitText(rule),
      actual,
      message,
    });
  };

  for (const group of budget.order ?? DEFAULT_ORDER) {
    if (group === "maxTools") {
      if (budget.maxTools !== undefined) checkMaxTools(budget.maxTools);
    } else if (group === "total") {
      for (const s of active) if (s.total !== undefined) checkTotal(s, s.total);
    } else if (group === "tools") {
      for (const s of active) checkTools(s);
      skipped.push(...staleToolNotes(active, head));
    } else {
      const noBaseline: string[] = [];
      for (const s of active) {
        if (s.maxIncrease === undefined) continue;
        if (base === null) noBaseline.push(s.encoding);
        else if (!measured(base, s.encoding)) {
          skipped.push(`maxIncrease (${s.encoding}): not checked, the baseline report has no ${s.encoding} counts`);
        } else checkIncrease(s, s.maxIncrease, base);
      }
      if (noBaseline.length > 0) {
        skipped.push(
          `maxIncrease (${noBaseline.join(", ")}): not checked, there is no baseline report to compare with`,
        );
      }
    }
  }

  return { file, passed: results.every((r) => r.passed), results, skipped };
}

/** A limit for a tool the server no longer offers is most likely a stale budget or a typo: say so once. */
function staleToolNotes(active: Scope[], head: Report): string[] {
  const offered = head.tools.map((t) => t.name);
  const notes = new Map<string, string>();
  for (const s of active) {
    for (const [name, { path }] of s.tools) {
      if (offered.includes(name) || notes.has(path)) continue;
      const near = closest(name, offered);
      const hint = near === null ? "remove the limit or fix the name" : `did you mean "${near}"?`;
      notes.set(path, `${path}: the report has no tool named "${name}", so its limit was not checked; ${hint}`);
    }
  }
  return [...notes.values()];
}
