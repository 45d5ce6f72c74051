/**
 * The budget as the PR comment shows it: in view only the rules that are broken or near their limit,
 * each rule once (in the first encoding; the others named when they break too); every other rule
 * folded away with a count. The counts come from one summary of the verdict (core/verdict.ts), which
 * every other place that shows a verdict uses too. The terminal keeps the full table (comparison-verdict.ts).
 */
import { failedAtHead } from "../calls/compare.js";
import type { Comparison } from "../comparison.js";
import {
  isNearLimit,
  NEAR_LIMIT_SHARE,
  type RuleGroup,
  type RuleResult,
  type RunVerdict,
  runVerdict,
  runVerdictPhrase,
  summarizeVerdict,
  type VerdictSummary,
} from "../verdict.js";
import { plural, primaryEncoding, type Section, type Style } from "./comparison-sections.js";
import { ruleLabel, ruleWhat, skippedRules } from "./comparison-verdict.js";
import { formatInt, formatPercent, formatSigned } from "./escape.js";

/** The verdict of a comparison, counted once (core/verdict.ts); null without a budget. */
export function comparisonVerdict(c: Comparison): VerdictSummary | null {
  return c.verdict ? summarizeVerdict(c.verdict, primaryEncoding(c)) : null;
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
  // The same rule broken, or near its limit, in other encodings: named, not repeated (and not in the fold).
  const others = group.members.filter((m) => m !== r && !m.passed);
  const near = group.members.filter((m) => m !== r && isNearLimit(m));
  const parts = [what];
  if (others.length > 0) {
    parts.push(
      `also over in ${others.map((m) => `${style.text(m.encoding ?? "", 40)} ${formatSigned(m.headroom)}`).join(", ")}`,
    );
  }
  if (near.length > 0) {
    parts.push(
      `near in ${near.map((m) => `${style.text(m.encoding ?? "", 40)} (${formatInt(m.headroom)} left)`).join(", ")}`,
    );
  }
  return parts.join(" · ");
}

/** The check of a rule nearest its limit (the least headroom), over its encodings and views. */
const tightest = (checks: readonly RuleResult[]): RuleResult =>
  checks.reduce((a, b) => (b.headroom < a.headroom ? b : a));

/**
 * The passing rules, folded: one row per rule at its tightest check (its other encodings are no nearer their
 * limit), and one row for a per-tool limit over all the tools it holds, at the tool nearest the limit. Every
 * check still counts in the fold's title; a per-tool limit on 50 tools in two encodings is one row, not 100.
 */
function passingRows(groups: readonly RuleGroup[], style: Style): string[][] {
  const families = new Map<string, RuleResult[][]>();
  for (const g of groups) {
    const r = g.shown;
    const key =
      r.rule === "perTool" || r.rule === "modelPerTool"
        ? `${r.rule}\u0000${r.model ?? ""}\u0000${r.limitText}\u0000${r.limit}`
        : `one\u0000${families.size}`;
    families.set(key, [...(families.get(key) ?? []), g.members]);
  }
  return [...families.values()].map((family) => {
    const r = tightest(family.flat());
    const what =
      family.length > 1
        ? `each of ${formatInt(family.length)} tools${r.model === undefined ? "" : ` on ${style.text(r.model)}`} (per-tool limit) · nearest: ${style.text(r.tool ?? "")}${r.encoding === null ? "" : ` · ${style.text(r.encoding)}, ${style.text(String(r.view))}`}`
        : ruleLabel(r, style);
    return ["✅", what, limitText(r, style), formatInt(r.actual), headroomText(r, style)];
  });
}

/**
 * The budget sections of the comment: the rules in view (broken first, then near their limit), the rest
 * folded, and the rules that could not be checked. `fileLink` is a trusted URL of the budget file.
 */
export function budgetSections(c: Comparison, style: Style, fileLink?: string): Section[] {
  const v = c.verdict;
  const summary = comparisonVerdict(c);
  if (!v || !summary) return [];
  const primary = primaryEncoding(c);
  const { rules: groups, broken, near } = summary;
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
  // A rule in view is shown whole (its other encodings named in its row); the fold holds the other rules.
  const foldedRules = summary.passing;
  const folded = foldedRules.flatMap((g) => g.members);
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
    const checks = folded.length === foldedRules.length ? "" : ` (${plural(folded.length, "check")})`;
    sections.push({
      kind: "table",
      id: "passing",
      // Raw HTML (a <summary>): no markdown, no untrusted text.
      title:
        inView.length === 0 ? `${rules}${checks}` : `${plural(foldedRules.length, `more rule`)}, all passing${checks}`,
      header: ["", "Rule", "Limit", "Actual", "Headroom"],
      align: ["left", "left", "right", "right", "right"],
      rows: passingRows(foldedRules, style),
      collapsed: true,
    });
  }
  sections.push(...skippedRules(v, style));
  return sections;
}

/** The run's verdict of a comparison: its budget and the scripted calls that failed at head (core/verdict.ts). */
export function comparisonRunVerdict(c: Comparison): RunVerdict {
  const failed = failedAtHead(c.calls).map((call) => ({
    name: call.name,
    status: call.head?.status ?? "error",
    message: call.head?.message ?? null,
  }));
  return runVerdict(comparisonVerdict(c), failed);
}

/**
 * The verdict in a few words for the title line: "❌ 1 budget rule broken", "❌ 1 tool call failed,
 * budget passes"; null with no budget and no failed call.
 */
export function verdictWords(c: Comparison): string | null {
  const verdict = comparisonRunVerdict(c);
  const phrase = runVerdictPhrase(verdict);
  if (!phrase) return null;
  const icon = !verdict.passed ? "❌" : (verdict.budget?.near.length ?? 0) > 0 ? "⚠️" : "✅";
  return `${icon} ${phrase}`;
}
