// A child process for section 5: reads a base and a head report, runs compare and both renderings
// as the action publishes them, and prints its max RSS before and after, as JSON.
import { readFileSync } from "node:fs";
import { compareAndRender } from "./render.mjs";

const [coreUrl, baseFile, headFile] = process.argv.slice(2);
const core = await import(coreUrl);
const base = JSON.parse(readFileSync(baseFile, "utf8"));
const head = JSON.parse(readFileSync(headFile, "utf8"));
const loaded = process.resourceUsage().maxRSS;
const start = performance.now();
const { comparison, comment, summary } = compareAndRender(core, base, head);
const ms = performance.now() - start;
process.stdout.write(
  JSON.stringify({
    loadedKiB: loaded,
    maxKiB: process.resourceUsage().maxRSS,
    ms,
    changed: comparison.summary.changed,
    commentChars: comment.length,
    summaryBytes: Buffer.byteLength(summary),
  }),
);
