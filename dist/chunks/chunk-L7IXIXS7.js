import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  comparisonRunVerdict
} from "./chunk-N57FJ4MQ.js";
import {
  summarizeVerdict
} from "./chunk-DOQ7UJXU.js";
import {
  formatInt
} from "./chunk-AY2GYRMS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/badge.ts
var BADGE_LABEL = "MCP tools";
function badgeColor(verdict, failedCalls = 0) {
  if (failedCalls > 0) return "red";
  if (!verdict) return "blue";
  const summary = summarizeVerdict(verdict, verdict.results.find((r) => r.encoding !== null)?.encoding ?? "");
  if (summary.rules.length === 0) return "blue";
  if (summary.broken.length > 0) return "red";
  return summary.near.length > 0 ? "yellow" : "brightgreen";
}
__name(badgeColor, "badgeColor");
function badgeContent(report, verdict) {
  const encoding = report.method.encodings[0] ?? Object.keys(report.totals)[0] ?? "";
  const tokens = Object.hasOwn(report.totals, encoding) ? report.totals[encoding]?.model ?? 0 : 0;
  const tools = report.tools.length;
  const place = report.index?.lighterThan[encoding];
  return {
    label: BADGE_LABEL,
    message: `${message(tools, tokens)}${place ? ` \xB7 lighter than ${place.percent}%` : ""}`,
    // A call that failed fails the run as a broken rule does (runVerdict): the badge cannot stay green.
    color: badgeColor(verdict, (report.calls ?? []).filter((c) => c.status !== "ok").length)
  };
}
__name(badgeContent, "badgeContent");
var message = /* @__PURE__ */ __name((tools, tokens) => `${formatInt(tools)} ${tools === 1 ? "tool" : "tools"} \xB7 ${formatInt(tokens)} tokens`, "message");
function setupBadgeContent(setup) {
  const encoding = setup.encodings[0] ?? "";
  let tools = 0;
  const colors = [];
  for (const server of setup.servers) {
    if (server.status !== "compared" && server.status !== "new") continue;
    tools += server.comparison.counts.tools.head ?? 0;
    const failed = comparisonRunVerdict(server.comparison).failedCalls.length;
    if (server.comparison.verdict || failed > 0) colors.push(badgeColor(server.comparison.verdict, failed));
  }
  const tokens = Object.hasOwn(setup.totals, encoding) ? setup.totals[encoding]?.head.model ?? 0 : 0;
  const worst = ["red", "yellow", "brightgreen"].find((c) => colors.includes(c)) ?? "blue";
  return {
    label: BADGE_LABEL,
    message: `${message(tools, tokens)}${setup.failed > 0 ? " (incomplete)" : ""}`,
    color: worst
  };
}
__name(setupBadgeContent, "setupBadgeContent");
function shieldsEndpoint(content) {
  return { schemaVersion: 1, label: content.label, message: content.message, color: content.color };
}
__name(shieldsEndpoint, "shieldsEndpoint");
function measuredSetupBadgeContent(setup, encoding) {
  let tools = 0;
  for (const server of setup.servers) if (server.status === "measured") tools += server.report.tools.length;
  const tokens = Object.hasOwn(setup.totals, encoding) ? setup.totals[encoding]?.model ?? 0 : 0;
  return {
    label: BADGE_LABEL,
    message: `${message(tools, tokens)}${setup.failed > 0 ? " (incomplete)" : ""}`,
    color: "blue"
  };
}
__name(measuredSetupBadgeContent, "measuredSetupBadgeContent");

export {
  BADGE_LABEL,
  badgeColor,
  badgeContent,
  setupBadgeContent,
  shieldsEndpoint,
  measuredSetupBadgeContent
};
//# sourceMappingURL=chunk-L7IXIXS7.js.map
