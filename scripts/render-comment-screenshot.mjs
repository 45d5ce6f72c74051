#!/usr/bin/env node
/**
 * Renders a PR comment (markdown) the way GitHub shows it and takes a screenshot: GFM through `marked`,
 * GitHub's markdown CSS, ```mermaid blocks drawn by `mermaid`, all in a real headless Chromium (Debian's
 * /usr/bin/chromium driven by playwright-core). <details> stay folded, as a reviewer first sees them;
 * --open unfolds them all.
 *
 *   node scripts/render-comment-screenshot.mjs docs/example-comment.md docs/example-comment.png [--width 900] [--open]
 *     [--part TOP,HEIGHT]   only that band of the page, in pixels (to look at a long comment piece by piece)
 *
 * Not part of the tests: CI has no chromium. Everything is loaded from node_modules; the page reaches no network.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Marked } from "marked";
import { chromium } from "playwright-core";

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
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
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(executablePath)) {
  console.error(`no chromium at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(2);
}

const escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const marked = new Marked({ gfm: true });
marked.use({
  renderer: {
    code({ text, lang }) {
      if (lang === "mermaid") return `<pre class="mermaid">${escapeHtml(text)}</pre>\n`;
      // GitHub colours the lines of a diff block; a light stand-in for its highlighter.
      if (lang === "diff") {
        const lines = text.split("\n").map((line) => {
          const cls = line.startsWith("+") ? "add" : line.startsWith("-") ? "del" : "";
          return `<span class="${cls}">${escapeHtml(line)}</span>`;
        });
        return `<pre class="diff"><code>${lines.join("\n")}</code></pre>\n`;
      }
      return `<pre><code>${escapeHtml(text)}</code></pre>\n`;
    },
  },
});

const markdown = await readFile(input, "utf8");
const css = await readFile(require.resolve("github-markdown-css/github-markdown-light.css"), "utf8");
const mermaidJs = require.resolve("mermaid/dist/mermaid.min.js");
const width = Number(option("--width", "900"));
const html = `<!doctype html><html><head><meta charset="utf-8"><style>${css}
body { margin: 0; background: #fff; }
.frame { width: ${width}px; box-sizing: border-box; padding: 16px 24px; border: 1px solid #d0d7de; border-radius: 6px; margin: 12px; }
pre.mermaid { background: none; text-align: center; }
pre.diff .add { color: #116329; background: #dafbe1; display: inline-block; width: 100%; }
pre.diff .del { color: #82071e; background: #ffebe9; display: inline-block; width: 100%; }
</style></head><body><div class="frame markdown-body">${await marked.parse(markdown)}</div></body></html>`;

const browser = await chromium.launch({
  executablePath,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: width + 24, height: 600 }, deviceScaleFactor: 1 });
  // Nothing leaves the page: the comment is rendered from what is here.
  await page.route("**/*", (route) => route.abort());
  await page.setContent(html, { waitUntil: "load" });
  await page.addScriptTag({ path: mermaidJs });
  const errors = await page.evaluate(async () => {
    const mermaid = globalThis.mermaid;
    mermaid.initialize({ startOnLoad: false, theme: "default", securityLevel: "strict" });
    const problems = [];
    for (const node of document.querySelectorAll("pre.mermaid")) {
      try {
        await mermaid.run({ nodes: [node] });
      } catch (error) {
        problems.push(String(error?.message ?? error));
      }
    }
    return problems;
  });
  if (flag("--open"))
    await page.evaluate(() => {
      for (const d of document.querySelectorAll("details")) d.setAttribute("open", "");
    });
  const frame = await page.$(".frame");
  const box = await frame.boundingBox();
  const part = option("--part", null)?.split(",").map(Number);
  if (part) {
    const [top, height] = part;
    await page.screenshot({
      path: output,
      fullPage: true,
      clip: { x: box.x, y: box.y + top, width: box.width, height: Math.min(height, box.height - top) },
    });
  } else await frame.screenshot({ path: output });
  console.log(`${path.relative(process.cwd(), output)}: ${Math.round(box.width)}x${Math.round(box.height)} px`);
  if (errors.length > 0) {
    console.error(`mermaid could not draw ${errors.length} chart(s):\n${errors.join("\n")}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
}
