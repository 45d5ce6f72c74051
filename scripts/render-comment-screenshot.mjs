#!/usr/bin/env node
/**
 * Renders a PR comment (markdown) the way GitHub shows it and takes a screenshot (scripts/comment-page.mjs:
 * GFM through `marked`, GitHub's markdown CSS, mermaid, in Debian's /usr/bin/chromium driven by
 * playwright-core). <details> stay folded, as a reviewer first sees them; --open unfolds them all.
 *
 *   node scripts/render-comment-screenshot.mjs docs/example-comment.md docs/example-comment.png [--width 900] [--open]
 *     [--part TOP,HEIGHT]   only that band of the page, in pixels (to look at a long comment piece by piece)
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { CHROMIUM_PATH, hasChromium, openCommentBrowser } from "./comment-page.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const [input, output] = args.filter(
  (a, i) => !a.startsWith("--") && args[i - 1] !== "--width" && args[i - 1] !== "--part",
);
if (!input || !output) {
  console.error("usage: render-comment-screenshot.mjs <comment.md> <out.png> [--width 900] [--open]");
  process.exit(2);
}
if (!hasChromium()) {
  console.error(`no chromium at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(2);
}

const browser = await openCommentBrowser();
try {
  const { width, height, mermaidErrors } = await browser.render(await readFile(input, "utf8"), {
    width: Number(option("--width", "900")),
    open: args.includes("--open"),
    screenshot: output,
    part: option("--part", null)?.split(",").map(Number) ?? null,
  });
  console.log(`${path.relative(process.cwd(), output)}: ${width}x${height} px`);
  if (mermaidErrors.length > 0) {
    console.error(`mermaid could not draw ${mermaidErrors.length} chart(s):\n${mermaidErrors.join("\n")}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
}
