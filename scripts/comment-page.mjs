/**
 * A PR comment (markdown) rendered the way GitHub shows it, in a real headless Chromium: GFM through
 * `marked`, GitHub's markdown CSS, ```mermaid blocks drawn by `mermaid`. <details> stay folded, as a
 * reviewer first sees them, unless `open` is set. Used by scripts/render-comment-screenshot.mjs (the PNGs
 * in docs/) and test/integration/github/comment-height.test.ts (the comment's height against a size bot's).
 * Everything is loaded from node_modules; the page reaches no network.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Marked } from "marked";
import { chromium } from "playwright-core";

const require = createRequire(import.meta.url);

/** Debian's chromium, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const hasChromium = () => existsSync(CHROMIUM_PATH);

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

async function pageHtml(markdown, width) {
  const css = await readFile(require.resolve("github-markdown-css/github-markdown-light.css"), "utf8");
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}
body { margin: 0; background: #fff; }
.frame { width: ${width}px; box-sizing: border-box; padding: 16px 24px; border: 1px solid #d0d7de; border-radius: 6px; margin: 12px; }
pre.mermaid { background: none; text-align: center; }
pre.diff .add { color: #116329; background: #dafbe1; display: inline-block; width: 100%; }
pre.diff .del { color: #82071e; background: #ffebe9; display: inline-block; width: 100%; }
</style></head><body><div class="frame markdown-body">${await marked.parse(markdown)}</div></body></html>`;
}

/**
 * Starts Chromium; `render(markdown, options)` draws one comment and gives its size in pixels (and a PNG
 * at `screenshot`, or only the band `part: [top, height]` of it). Close it when done.
 */
export async function openCommentBrowser() {
  if (!hasChromium())
    throw new Error(`no chromium at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const mermaidJs = require.resolve("mermaid/dist/mermaid.min.js");
  return {
    async render(markdown, { width = 900, open = false, screenshot = null, part = null } = {}) {
      const page = await browser.newPage({ viewport: { width: width + 24, height: 600 }, deviceScaleFactor: 1 });
      try {
        // Nothing leaves the page: the comment is rendered from what is here.
        await page.route("**/*", (route) => route.abort());
        await page.setContent(await pageHtml(markdown, width), { waitUntil: "load" });
        let mermaidErrors = [];
        if (markdown.includes("```mermaid")) {
          await page.addScriptTag({ path: mermaidJs });
          mermaidErrors = await page.evaluate(async () => {
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
        }
        if (open)
          await page.evaluate(() => {
            for (const d of document.querySelectorAll("details")) d.setAttribute("open", "");
          });
        const frame = await page.$(".frame");
        const box = await frame.boundingBox();
        if (screenshot && part) {
          const [top, height] = part;
          await page.screenshot({
            path: screenshot,
            fullPage: true,
            clip: { x: box.x, y: box.y + top, width: box.width, height: Math.min(height, box.height - top) },
          });
        } else if (screenshot) await frame.screenshot({ path: screenshot });
        // What mermaid drew, bar by bar: a test reads the colours and widths, not only that a chart was drawn.
        const chartBars = await page.evaluate(() =>
          [...document.querySelectorAll("pre.mermaid svg")].map((svg) =>
            [...svg.querySelectorAll("g[class^='bar-plot-'] rect")].map((rect) => ({
              series: Number(rect.parentElement?.getAttribute("class")?.replace("bar-plot-", "")),
              x: Number(rect.getAttribute("x")),
              y: Number(rect.getAttribute("y")),
              width: Number(rect.getAttribute("width")),
              height: Number(rect.getAttribute("height")),
              fill: rect.getAttribute("fill"),
            })),
          ),
        );
        return { width: Math.round(box.width), height: Math.round(box.height), mermaidErrors, chartBars };
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}
