/**
 * What the badge says: "5 tools · 802 tokens" in the report's first encoding (model view), coloured
 * by the budget's headroom when a budget was checked. Pure data; the SVG is drawn by badge-maker
 * (src/run/badge-files.ts), and the same fields make a shields.io endpoint file.
 */

import type { Setup } from "../config/summary.js";
import type { SetupComparison } from "../config-comparison.js";
import type { Report } from "../report.js";
import { summarizeVerdict, type Verdict } from "../verdict.js";
import { comparisonRunVerdict } from "./comparison-budget.js";
import { formatInt } from "./escape.js";

export const BADGE_LABEL = "MCP tools";

/** badge-maker and shields.io both know these colour names. */
export type BadgeColor = "brightgreen" | "yellow" | "red" | "blue";

export interface BadgeContent {
  label: string;
  message: string;
  color: BadgeColor;
}

/** The shields.io endpoint format (https://shields.io/badges/endpoint-badge). */
export interface ShieldsEndpoint extends BadgeContent {
  schemaVersion: 1;
}

/**
 * red: a budget rule is broken or a scripted call failed (the run's verdict, core/verdict.ts); yellow: every
 * rule holds but one has under 10% of its limit left; brightgreen: every rule has 10% or more left; blue:
 * no budget rule was checked and no call failed.
 */
export function badgeColor(verdict: Verdict | null | undefined, failedCalls = 0): BadgeColor {
  if (failedCalls > 0) return "red";
  if (!verdict) return "blue";
  // The comment's own counts (core/verdict.ts): a badge cannot be yellow where the comment says "passes".
  const summary = summarizeVerdict(verdict, verdict.results.find((r) => r.encoding !== null)?.encoding ?? "");
  if (summary.rules.length === 0) return "blue";
  if (summary.broken.length > 0) return "red";
  return summary.near.length > 0 ? "yellow" : "brightgreen";
}

export function badgeContent(report: Report, verdict?: Verdict | null): BadgeContent {
  const encoding = report.method.encodings[0] ?? Object.keys(report.totals)[0] ?? "";
  const tokens = Object.hasOwn(report.totals, encoding) ? (report.totals[encoding]?.model ?? 0) : 0;
  const tools = report.tools.length;
  // With the place in an index (measure --index-quantiles, the action's index-percentile), in the same encoding.
  const place = report.index?.lighterThan[encoding];
  return {
    label: BADGE_LABEL,
    message: `${message(tools, tokens)}${place ? ` · lighter than ${place.percent}%` : ""}`,
    // A call that failed fails the run as a broken rule does (runVerdict): the badge cannot stay green.
    color: badgeColor(verdict, (report.calls ?? []).filter((c) => c.status !== "ok").length),
  };
}

const message = (tools: number, tokens: number) =>
  `${formatInt(tools)} ${tools === 1 ? "tool" : "tools"} · ${formatInt(tokens)} tokens`;

/**
 * A client configuration's badge: every server's tools and tokens at head together, in the first
 * encoding's model view; red when a server breaks its budget, yellow when one is near a limit, green
 * when every checked server passes, blue when none was checked; red too when a server's scripted call failed. A server that could not be measured is
 * not in the sum, and the badge says "incomplete".
 */
export function setupBadgeContent(setup: SetupComparison): BadgeContent {
  const encoding = setup.encodings[0] ?? "";
  let tools = 0;
  const colors: BadgeColor[] = [];
  for (const server of setup.servers) {
    if (server.status !== "compared" && server.status !== "new") continue;
    tools += server.comparison.counts.tools.head ?? 0;
    const failed = comparisonRunVerdict(server.comparison).failedCalls.length;
    if (server.comparison.verdict || failed > 0) colors.push(badgeColor(server.comparison.verdict, failed));
  }
  const tokens = Object.hasOwn(setup.totals, encoding) ? (setup.totals[encoding]?.head.model ?? 0) : 0;
  const worst = (["red", "yellow", "brightgreen"] as const).find((c) => colors.includes(c)) ?? "blue";
  return {
    label: BADGE_LABEL,
    message: `${message(tools, tokens)}${setup.failed > 0 ? " (incomplete)" : ""}`,
    color: worst,
  };
}

export function shieldsEndpoint(content: BadgeContent): ShieldsEndpoint {
  return { schemaVersion: 1, label: content.label, message: content.message, color: content.color };
}

/**
 * A client configuration measured alone (`measure --config --badge`): every measured server's tools and tokens
 * together in the first encoding's model view, blue (no budget is checked there), "incomplete" when a server
 * could not be measured (it is not in the sum).
 */
export function measuredSetupBadgeContent(setup: Setup, encoding: string): BadgeContent {
  let tools = 0;
  for (const server of setup.servers) if (server.status === "measured") tools += server.report.tools.length;
  const tokens = Object.hasOwn(setup.totals, encoding) ? (setup.totals[encoding]?.model ?? 0) : 0;
  return {
    label: BADGE_LABEL,
    message: `${message(tools, tokens)}${setup.failed > 0 ? " (incomplete)" : ""}`,
    color: "blue",
  };
}
