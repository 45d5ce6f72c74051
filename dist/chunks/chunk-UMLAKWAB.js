import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import {
  comparisonRunVerdict
} from "./chunk-QOSV5HKZ.js";
import {
  summarizeVerdict
} from "./chunk-DOQ7UJXU.js";
import {
  formatInt
} from "./chunk-AY2GYRMS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/badge-files.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";

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

// src/run/badge-files.ts
async function badgeSvg(content) {
  const { makeBadge } = await import("./lib-IIZ6KH6G.js");
  return makeBadge({ label: content.label, message: content.message, color: content.color, style: "flat" });
}
__name(badgeSvg, "badgeSvg");
function endpointFileFor(svgFile) {
  return /\.svg$/i.test(svgFile) ? svgFile.replace(/\.svg$/i, ".json") : `${svgFile}.json`;
}
__name(endpointFileFor, "endpointFileFor");
async function writeBadgeFiles(svgFile, report, verdict, options = {}) {
  return writeBadge(svgFile, badgeContent(report, verdict), options);
}
__name(writeBadgeFiles, "writeBadgeFiles");
async function writeBadge(svgFile, content, options = {}) {
  const json = endpointFileFor(svgFile);
  if (options.makeDir) await mkdir(path.dirname(svgFile), { recursive: true });
  await writeOutputFile(svgFile, await badgeSvg(content));
  await writeOutputFile(json, `${JSON.stringify(shieldsEndpoint(content), null, 2)}
`);
  return { svg: svgFile, json, content };
}
__name(writeBadge, "writeBadge");
async function badgeTarget(file, cwd = process.cwd()) {
  if (file === void 0 || file.trim() === "") return null;
  const svg = path.resolve(cwd, file.trim());
  await checkWritable(svg);
  await checkWritable(endpointFileFor(svg));
  return svg;
}
__name(badgeTarget, "badgeTarget");

export {
  setupBadgeContent,
  badgeSvg,
  endpointFileFor,
  writeBadgeFiles,
  writeBadge,
  badgeTarget
};
//# sourceMappingURL=chunk-UMLAKWAB.js.map
