/**
 * The comment reads in seconds: folded, as a reviewer first sees it, and every <details> opened (with two
 * models), it is at most 1.5 times as tall as
 * a size bot's comment for the same change (compressed-size-action's format: one title line, one table
 * `| Filename | Size | Change |` of the changed files, the unchanged ones in a <details>), both drawn the
 * way GitHub draws markdown in a real Chromium (scripts/comment-page.mjs). Skipped, and said so, only
 * where /usr/bin/chromium (or CHROMIUM_PATH) is absent: CI installs it (.ci/run).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_PATH, type CommentBrowser, hasChromium, openCommentBrowser } from "../../../scripts/comment-page.mjs";
import type { Comparison } from "../../../src/core/comparison.js";
import { type Encoder, loadEncoders } from "../../../src/core/encodings.js";
import { loadHarmonyCounter } from "../../../src/core/models/harmony.js";
import { renderComparisonMarkdown } from "../../../src/core/render/comparison.js";
import { commentMarker } from "../../../src/github/comment.js";
import { changes, footer, links } from "../../helpers/example-comparisons.js";
import { changesWithModels } from "../../helpers/example-models.js";

const MAX_RATIO = 1.5;
const int = (n: number) => n.toLocaleString("en-US");
const signed = (n: number) => (n > 0 ? `+${int(n)}` : n < 0 ? `−${int(-n)}` : "±0");
const percent = (delta: number, base: number) =>
  base === 0 ? "" : ` (${delta > 0 ? "+" : delta < 0 ? "−" : ""}${Math.abs((delta / base) * 100).toFixed(1)}%)`;

/** The same change as compressed-size-action would post it, from the same per-tool figures. */
export function sizeBotMarkdown(c: Comparison): string {
  const enc = c.encodings[0] ?? "";
  const total = c.totals[enc];
  const base = total?.base?.model ?? 0;
  const head = total?.head.model ?? 0;
  const row = (name: string, size: number) => `| \`${name}\` | ${int(size)} tokens |`;
  const changed: string[] = [];
  const unchanged: string[] = [];
  for (const t of c.tools) {
    const d = t.tokens[enc];
    const b = d?.base?.model ?? 0;
    const h = d?.head?.model ?? 0;
    if (t.status === "unchanged") unchanged.push(row(t.name, h));
    else changed.push(`${row(t.name, h)} ${signed(h - b)} tokens${percent(h - b, b)} |`);
  }
  return [
    `**Size Change:** ${signed(head - base)} tokens${percent(head - base, base)} · **Total Size:** ${int(head)} tokens`,
    "",
    "| Filename | Size | Change |",
    "| :--- | :---: | :---: |",
    ...changed,
    "",
    "<details><summary>ℹ️ <strong>View Unchanged</strong></summary>",
    "",
    "| Filename | Size |",
    "| :--- | :---: |",
    ...unchanged,
    "",
    "</details>",
    "",
  ].join("\n");
}

describe.skipIf(!hasChromium())(`the comment's height, folded, drawn in Chromium (${CHROMIUM_PATH})`, () => {
  let encoders: Encoder[];
  let browser: CommentBrowser;
  beforeAll(async () => {
    encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    browser = await openCommentBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const n of [1, 3, 40]) {
    it(`with ${n} changed ${n === 1 ? "tool" : "tools"}: at most ${MAX_RATIO}x a size bot's comment`, async () => {
      const c = changes(encoders, n);
      const ours = await browser.render(
        `${commentMarker("default")}\n${renderComparisonMarkdown(c, { links, footer })}`,
      );
      const reference = sizeBotMarkdown(c);
      // The reference is the change itself: one row per changed tool, the others folded.
      expect(reference.split("\n").filter((l) => l.includes(" tokens | ") && /[+−]/.test(l))).toHaveLength(n);
      const theirs = await browser.render(reference);
      console.log(
        `${n} changed: ours ${ours.height} px, size bot ${theirs.height} px (${(ours.height / theirs.height).toFixed(2)}x)`,
      );
      expect(ours.mermaidErrors).toEqual([]);
      expect(ours.height).toBeLessThanOrEqual(MAX_RATIO * theirs.height);
    }, 180_000);
  }

  it(`with 3 changed tools and two models (one near its window): at most ${MAX_RATIO}x, the models' table unwrapped`, async () => {
    const c = await changesWithModels(encoders, await loadHarmonyCounter(), 3, 0.94);
    const markdown = renderComparisonMarkdown(c, { links, footer });
    const ours = await browser.render(`${commentMarker("default")}\n${markdown}`);
    const theirs = await browser.render(sizeBotMarkdown(c));
    console.log(
      `3 changed, 2 models: ours ${ours.height} px, size bot ${theirs.height} px (${(ours.height / theirs.height).toFixed(2)}x)`,
    );
    // The models are in view, the one near its window flagged, not passed.
    const line = markdown.split("\n").find((l) => l.startsWith("**Models**, tokens per request: "));
    expect(line).toMatch(/gpt-oss@hf [\d,]+ \([−+][\d,]+\) ✅ /);
    expect(line).toMatch(/qwen3@\u2060ollama [\d,]+ \([−+][\d,]+\) ⚠️ 9\d\.\d% of 4,096/);
    expect(ours.height).toBeLessThanOrEqual(MAX_RATIO * theirs.height);
    // Unfolded, the models' table is as tall at the comment's width as on a page three times as wide: no
    // cell wraps. Its footnote is whole: it ends with its last source's date, not with a cut word.
    const table = markdown.slice(
      markdown.indexOf("**Models** · "),
      markdown.indexOf("</sub>", markdown.indexOf("**Models** · ")) + 6,
    );
    const tableOnly = table.slice(0, table.indexOf("<sub>"));
    const narrow = await browser.render(tableOnly);
    const wide = await browser.render(tableOnly, { width: 2700 });
    expect(narrow.height).toBe(wide.height);
    expect(table).toMatch(/\\?\(2026-\d\d-\d\d\\?\)<\/sub>$/);
    expect(table).not.toMatch(/…/);
  }, 60_000);

  it(`with 3 changed tools and two models, every <details> opened: at most ${MAX_RATIO}x the size bot's, opened too`, async () => {
    const c = await changesWithModels(encoders, await loadHarmonyCounter(), 3, 0.94);
    const markdown = renderComparisonMarkdown(c, { links, footer });
    // MTB_COMMENT_SHOTS=<dir>: the comment opened, as a PNG to look at.
    const shots = process.env.MTB_COMMENT_SHOTS;
    const ours = await browser.render(`${commentMarker("default")}\n${markdown}`, {
      open: true,
      ...(shots ? { screenshot: `${shots}/models-unfolded.png` } : {}),
    });
    const theirs = await browser.render(sizeBotMarkdown(c), { open: true });
    console.log(
      `3 changed, 2 models, unfolded: ours ${ours.height} px, size bot ${theirs.height} px (${(ours.height / theirs.height).toFixed(2)}x)`,
    );
    // Something was folded, and opening it is what is measured.
    const folded = await browser.render(`${commentMarker("default")}\n${markdown}`);
    expect(ours.height).toBeGreaterThan(folded.height);
    expect(ours.height).toBeLessThanOrEqual(MAX_RATIO * theirs.height);
  }, 60_000);
});

if (!hasChromium())
  describe("the comment's height", () => {
    it.skip(`needs Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`, () => {});
  });
