/** The budget verdict as a section: every rule with limit, actual and headroom, broken rules first. */

import { CLIENT_LIMITS, type ClientLimit } from "../clients.js";
import type { Comparison } from "../comparison.js";
import { type RuleResult, summarizeVerdict, type Verdict } from "../verdict.js";
import { clientTokensRuleLabel } from "./comparison-clients.js";
import { plural, primaryEncoding, type Section, type Style } from "./comparison-sections.js";
import { formatInt, formatSigned } from "./escape.js";

/** A client's limit: its tool count, or the share of a model's window (the client from the checker's data). */
function clientLabel(r: RuleResult, model: string, style: Style): string {
  const limits: Readonly<Record<string, ClientLimit>> = CLIENT_LIMITS;
  const id = r.client ?? "";
  // A comparison read back from a file may name a client this version does not know: show its id.
  const name = Object.hasOwn(limits, id) ? (limits[id]?.client ?? id) : style.text(id);
  return r.model === undefined ? `number of tools (${name})` : `share of ${model}'s context window (${name})`;
}

/** What a rule is about, without its encoding and view. */
export function ruleWhat(r: RuleResult, style: Style): string {
  const tool = r.tool === undefined ? "" : style.text(r.tool);
  const model = r.model === undefined ? "" : style.text(r.model);
  const what =
    r.rule === "total"
      ? "total"
      : r.rule === "perTool"
        ? `tool ${tool} (per-tool limit)`
        : r.rule === "tool"
          ? `tool ${tool}`
          : r.rule === "maxTools"
            ? "number of tools"
            : r.rule === "maxIncrease"
              ? "increase over base"
              : r.rule === "modelTotal"
                ? `total on ${model}`
                : r.rule === "modelPerTool"
                  ? `tool ${tool} on ${model} (per-tool limit)`
                  : r.rule === "shareOfContext"
                    ? `share of ${model}'s context window`
                    : r.rule === "fitsContext"
                      ? `tools fit in ${model}'s context window`
                      : r.rule === "client"
                        ? clientLabel(r, model, style)
                        : r.rule === "callTokens"
                          ? r.model !== undefined
                            ? `call ${style.text(r.call ?? "")} on ${model}`
                            : `call ${style.text(r.call ?? "")}`
                          : r.rule === "callIncrease"
                            ? `call ${style.text(r.call ?? "")} (increase over base)`
                            : r.rule === "stableListing"
                              ? "tools/list stable (order and bytes)"
                              : r.rule === "modelCounted"
                                ? `limits on ${model} (not counted)`
                                : r.rule === "toolsCache"
                                  ? "tool list cacheable (ttlMs, cacheScope)"
                                  : (clientTokensRuleLabel(r, style) ?? style.text(String(r.rule)));
  return what;
}

export function ruleLabel(r: RuleResult, style: Style): string {
  const what = ruleWhat(r, style);
  return r.encoding === null || r.rule === "maxTools"
    ? what
    : `${what} · ${style.text(r.encoding)}, ${style.text(String(r.view))}`;
}

export function verdictSections(c: Comparison, style: Style): Section[] {
  const v = c.verdict;
  if (!v) return [];
  // Broken rules first; otherwise the checker's order, which follows the budget file.
  const results = [...v.results.filter((r) => !r.passed), ...v.results.filter((r) => r.passed)];
  // Rules counted as the comment counts them (a rule checked in two encodings is one rule, two checks).
  const summary = summarizeVerdict(v, primaryEncoding(c));
  const broken = summary.broken.length;
  const rules = summary.rules.length;
  const checks =
    summary.checks === rules ? "" : ` (${formatInt(summary.brokenChecks)} of ${plural(summary.checks, "check")})`;
  const file = v.file === null ? "" : ` (${style.text(v.file, 100)})`;
  const title =
    results.length === 0
      ? `Budget: no rules checked${file}`
      : broken > 0
        ? `${style.icons ? "❌ " : ""}${style.strong(`Budget: ${broken} of ${plural(rules, "rule")} broken${checks}`)}${file}`
        : `${style.icons ? "✅ " : ""}${style.strong(`Budget: ${rules === 1 ? "the rule passes" : `all ${rules} rules pass`}`)}${file}`;
  const limit = (r: RuleResult) => {
    if (r.actualText !== undefined) return style.text(r.limitText, 40);
    const number = formatInt(r.limit);
    return r.limitText === String(r.limit) || r.limitText === number
      ? number
      : `${number} (${style.text(r.limitText, 40)})`;
  };
  const headroom = (r: RuleResult) =>
    r.actualText !== undefined ? "—" : r.headroom < 0 ? style.strong(formatSigned(r.headroom)) : formatInt(r.headroom);
  const sections: Section[] = [
    {
      kind: "table",
      id: "verdict",
      title,
      header: ["", "Rule", "Limit", "Actual", "Headroom"],
      align: ["left", "left", "right", "right", "right"],
      rows: results.map((r) => [
        r.passed ? (style.icons ? "✅" : "ok") : style.icons ? `❌ ${style.strong("broken")}` : "BROKEN",
        ruleLabel(r, style),
        limit(r),
        r.actualText !== undefined ? style.text(r.actualText, 60) : formatInt(r.actual),
        headroom(r),
      ]),
    },
  ];
  sections.push(...skippedRules(v, style));
  return sections;
}

/** The rules that could not be checked, and why: never shown as passed. */
export function skippedRules(v: Verdict, style: Style): Section[] {
  if (v.skipped.length === 0) return [];
  return [
    {
      kind: "list",
      id: "skipped",
      title: style.strong("Budget rules not checked"),
      items: v.skipped.map((s) => style.text(s, 300)),
    },
  ];
}
