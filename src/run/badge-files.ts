/**
 * Writes the badge: an SVG drawn by badge-maker (the library shields.io itself uses) and a shields.io
 * endpoint JSON beside it. badge-maker carries ~0.9 MB of font-width tables, so it is imported only
 * when a badge is written (its own chunk in dist/).
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { type BadgeContent, badgeContent, shieldsEndpoint } from "../core/render/badge.js";
import type { Report } from "../core/report.js";
import type { Verdict } from "../core/verdict.js";
import { checkWritable, writeOutputFile } from "./output-file.js";

export async function badgeSvg(content: BadgeContent): Promise<string> {
  const { makeBadge } = await import("badge-maker");
  return makeBadge({ label: content.label, message: content.message, color: content.color, style: "flat" });
}

/** The endpoint file next to an SVG: badge.svg -> badge.json, anything else gets .json added. */
export function endpointFileFor(svgFile: string): string {
  return /\.svg$/i.test(svgFile) ? svgFile.replace(/\.svg$/i, ".json") : `${svgFile}.json`;
}

export interface BadgeFiles {
  svg: string;
  json: string;
  content: BadgeContent;
}

/** Writes `svgFile` and its endpoint JSON (see endpointFileFor); the directory must exist unless `makeDir`. */
export async function writeBadgeFiles(
  svgFile: string,
  report: Report,
  verdict: Verdict | null,
  options: { makeDir?: boolean } = {},
): Promise<BadgeFiles> {
  return writeBadge(svgFile, badgeContent(report, verdict), options);
}

/** Writes a badge of any content (a client configuration's, core/render/badge.ts) and its endpoint JSON. */
export async function writeBadge(
  svgFile: string,
  content: BadgeContent,
  options: { makeDir?: boolean } = {},
): Promise<BadgeFiles> {
  const json = endpointFileFor(svgFile);
  if (options.makeDir) await mkdir(path.dirname(svgFile), { recursive: true });
  await writeOutputFile(svgFile, await badgeSvg(content));
  await writeOutputFile(json, `${JSON.stringify(shieldsEndpoint(content), null, 2)}\n`);
  return { svg: svgFile, json, content };
}

/** A --badge path, resolved and checked (with its endpoint file) before any work starts, like --out. */
export async function badgeTarget(file: string | undefined, cwd: string = process.cwd()): Promise<string | null> {
  if (file === undefined || file.trim() === "") return null;
  const svg = path.resolve(cwd, file.trim());
  await checkWritable(svg);
  await checkWritable(endpointFileFor(svg));
  return svg;
}
