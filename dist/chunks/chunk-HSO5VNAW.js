import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  badgeContent,
  shieldsEndpoint
} from "./chunk-L7IXIXS7.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/badge-files.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";
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
  badgeSvg,
  endpointFileFor,
  writeBadgeFiles,
  writeBadge,
  badgeTarget
};
//# sourceMappingURL=chunk-HSO5VNAW.js.map
