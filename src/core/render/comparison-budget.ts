/**
 * The budget as the PR comment shows it: in view only the rules that are broken or near their limit,
 * each rule once (in the first encoding; the others named when they break too); every other check
 * folded away with a count. The terminal keeps the full table (comparison-verdict.ts).
 */
import type { Comparison } from "../comparison.js";
import type { RuleResult } from "../verdict.js";
import { plural, primaryEncoding, type Section, type Style } from "./comparison-sections.js";
import { ruleLabel, ruleWhat, skippedRules } from "./comparison-verdict.js";
import { formatInt, formatPercent, formatSigned } from "./escape.js";

/** A passing rule with less headroom than this share of its limit is shown as near its limit. */
export const NEAR_LIMIT_SHARE = 0.1;

/** One rule of the budget file, checked in one or more encodings. */
export interface RuleGroup {
  /** The check shown: the first encoding's, else the first of the group. */
  shown: RuleResult;
  members: RuleResult[];
  broken: boolean;
  near: boolean;
}

export const isNear = (r: RuleResult) => r.passed && r.headroom < r.limit * NEAR_LIMIT_SHARE;

/** The checks of a verdict grouped by rule (kind, tool, model, client, view), in the checker's order. */
export function ruleGroups(c: Comparison): RuleGroup[] {
  const primary = primaryEncoding(c);
  const groups = new Map<string, RuleResult[]>();
  for (const r of c.verdict?.results ?? []) {
    const key = JSON.stringify([r.rule, r.tool ?? null, r.model ?? null, r.client ?? null, r.call ?? null, r.view]);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()].map((members) => {
    const shown = members.find((r) => r.encoding === primary || r.encoding === null) ?? (members[0] as RuleResult);
    return { shown, members, broken: members.some((r) => !r.passed), near: isNear(shown) };
  });
}

function limitText(r: RuleResult, style: Style): string {
  const number = formatInt(r.limit);
  return r.limitText === String(r.limit) || r.limitText === number
    ? number
    : `${number} (${style.text(r.limitText, 40)})`;
}

function headroomText(r: RuleResult, style: Style): string {
  if (r.headroom < 0) return style.strong(formatSigned(r.headroom));
  return r.limit > 0 ? `${formatInt(r.headroom)} (${formatPercent(r.headroom / r.limit, 0)})` : formatInt(r.headroom);
}

function label(group: RuleGroup, primary: string, style: Style): string {
  const r = group.shown;
  const what =
    r.encoding === null || r.rule === "maxTools" || (r.encoding === primary && r.view === "model")
      ? ruleWhat(r, style)
      : ruleLabel(r, style);
  // The same rule broken in other encodings: named, not repeated.
  const others = group.members.filter((m) => m !== r && !m.passed);
  if (others.length === 0) return what;
  const list = others.map((m) => `${style.text(m.encoding ?? "", 40)} ${formatSigned(m.headroom)}`).join(", ");
  return `${what} · also over in ${list}`;
}

/**
 * The budget sections of the comment: the rules in view (broken first, then near their limit), the rest
 * folded, and the rules that could not be checked. `fileLink` is a trusted URL of the budget file.
 */
export function budgetSections(c: Comparison, style: Style, fileLink?: string): Section[] {
  const v = c.verdict;
  if (!v) return [];
  const primary = primaryEncoding(c);
  const groups = ruleGroups(c);
  const broken = groups.filter((g) => g.broken);
  const near = groups.filter((g) => !g.broken && g.near);
  const inView = [...broken, ...near];
  const fileName = v.file === null ? "" : style.text(v.file, 100);
  const file = fileName === "" ? "" : ` · ${fileLink ? `[${fileName}](${fileLink})` : fileName}`;
  const rules = plural(groups.length, "rule");
  const title =
    groups.length === 0
      ? `${style.strong("Budget")} · no rules checked${file}`
      : broken.length > 0
        ? `❌ ${style.strong("Budget")} · ${formatInt(broken.length)} of ${rules} broken${file}`
        : near.length > 0
          ? `⚠️ ${style.strong("Budget")} · all ${rules} pass, ${formatInt(near.length)} within ${formatPercent(NEAR_LIMIT_SHARE, 0)} of ${near.length === 1 ? "its" : "their"} limit${file}`
          : `✅ ${style.strong("Budget")} · ${groups.length === 1 ? "the rule passes" : `all ${rules} pass`}${file}`;
  const shownInView = new Set(inView.map((g) => g.shown));
  const folded = v.results.filter((r) => !shownInView.has(r));
  const sections: Section[] = [
    {
      kind: "table",
      id: "verdict",
      title,
      header: ["", "Rule", "Limit", "Actual", "Headroom"],
      align: ["left", "left", "right", "right", "right"],
      rows: inView.map((g) => [
        g.broken ? `❌ ${style.strong("broken")}` : "⚠️ near",
        label(g, primary, style),
        limitText(g.shown, style),
        formatInt(g.shown.actual),
        headroomText(g.shown, style),
      ]),
    },
  ];
  if (folded.length > 0) {
    const allPass = folded.every((r) => r.passed);
    sections.push({
      kind: "table",
      id: "passing",
      // Raw HTML (a <summary>): no markdown, no untrusted text.
      title:
        inView.length === 0
          ? `${plural(folded.length, "check")} of ${plural(groups.length, "rule")}`
          : `${plural(folded.length, "more check")}${allPass ? ", all passing" : ""}`,
      header: ["", "Rule", "Limit", "Actual", "Headroom"],
      align: ["left", "left", "right", "right", "right"],
      rows: folded.map((r) => [
        r.passed ? "✅" : `❌ ${style.strong("broken")}`,
        ruleLabel(r, style),
        limitText(r, style),
        formatInt(r.actual),
        headroomText(r, style),
      ]),
      collapsed: true,
    });
  }
  sections.push(...skippedRules(v, style));
  return sections;
}

/** The verdict in a few words for the title line: "❌ 1 budget rule broken", or null without a budget. */
export function verdictWords(c: Comparison): string | null {
  if (!c.verdict) return null;
  const groups = ruleGroups(c);
  if (groups.length === 0) return null;
  const broken = groups.filter((g) => g.broken).length;
  if (broken > 0) return `❌ ${broken} budget ${broken === 1 ? "rule" : "rules"} broken`;
  const near = groups.filter((g) => g.near).length;
  if (near > 0) return `⚠️ budget passes, ${near} ${near === 1 ? "rule" : "rules"} near the limit`;
  return "✅ budget passes";
}
