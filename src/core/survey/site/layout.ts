/** What every page of the site shares: the frame, the navigation, the line saying when and how it was measured. Pure. */
import type { SurveyDataset } from "../dataset.js";
import { escapeHtml } from "./html.js";

/** When the rows were measured and by which engines: every page says it. */
export function datedLine(data: SurveyDataset): string {
  const dates = data.rows.map((r) => r.date).sort();
  const engines = [...new Set(data.rows.map((r) => r.engine))].sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first) return escapeHtml(`No rows yet (the dataset was written by mcp-token-budget ${data.engine.version})`);
  const when = first === last ? `measured on ${first}` : `measured from ${first} to ${last}`;
  return escapeHtml(
    `${data.rows.length.toLocaleString("en-US")} rows, ${when}, by mcp-token-budget ${engines.join(", ")}`,
  );
}

export interface PageParts {
  title: string;
  /** "" for a page at the site's root, "../" for one a folder down. */
  root: string;
  data: SurveyDataset;
  main: string;
  /** Scripts to load at the end of the body, relative to the root. */
  scripts?: string[];
  current: "table" | "distribution" | "server";
}

export function page(p: PageParts): string {
  const link = (href: string, text: string, here: boolean) =>
    `<a href="${p.root}${href}"${here ? ' aria-current="page"' : ""}>${text}</a>`;
  const scripts = (p.scripts ?? []).map((s) => `<script src="${p.root}${s}"></script>`).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:">
<title>${escapeHtml(p.title)}</title>
<link rel="stylesheet" href="${p.root}site.css">
</head>
<body>
<header>
<nav aria-label="Site">
${link("index.html", "All servers", p.current === "table")}
${link("distribution.html", "Distribution", p.current === "distribution")}
<a href="${p.root}dataset.json">dataset.json</a>
<a href="${p.root}dataset.csv">dataset.csv</a>
</nav>
<p class="dated">${datedLine(p.data)}</p>
</header>
<main>
${p.main}
</main>
<footer><p>Measured with mcp-token-budget: tools as sent by each server, counted per encoding, model and client. Figures can be measured again with <code>survey verify</code>.</p></footer>
${scripts}
</body>
</html>
`;
}

export const SITE_CSS = `:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #fff; --line: #d1d9e0;
  --head: #f6f8fa; --accent: #0969da; --bar: #0969da; --bad: #cf222e; --good: #1a7f37; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --line: #3d444d;
  --head: #151b23; --accent: #4493f8; --bar: #4493f8; --bad: #f85149; --good: #3fb950; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
header, main, footer { padding: 0 16px; max-width: 1400px; margin: 0 auto; }
header nav { display: flex; flex-wrap: wrap; gap: 4px 16px; padding: 12px 0 4px; border-bottom: 1px solid var(--line); }
a { color: var(--accent); }
nav a[aria-current="page"] { font-weight: 600; color: var(--fg); text-decoration: none; }
.dated, .note, footer { color: var(--muted); font-size: 13px; }
h1 { font-size: 22px; margin: 12px 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 17px; margin: 24px 0 8px; }
code, pre { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
pre { background: var(--head); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; overflow-x: auto; white-space: pre; }
.filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; margin: 8px 0; }
.filters label { display: flex; flex-direction: column; font-size: 13px; color: var(--muted); gap: 2px; }
.filters label.check { flex-direction: row; align-items: center; gap: 6px; }
input, select, button { font: inherit; color: inherit; }
input[type="search"], select { padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); min-width: 12em; }
.scroll { overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; width: fit-content; max-width: 100%; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
#servers { width: 100%; }
figure { margin: 8px 0; }
th, td { padding: 5px 6px; border-bottom: 1px solid var(--line); text-align: right; white-space: nowrap; }
th:first-child, td:first-child { text-align: left; position: sticky; left: 0; background: var(--bg); z-index: 1; max-width: 15em; overflow: hidden; text-overflow: ellipsis; }
thead th { font-size: 14px; white-space: normal; background: var(--head); position: sticky; top: 0; z-index: 2; vertical-align: bottom; }
thead th:first-child { z-index: 3; background: var(--head); }
td.text, th.text { text-align: left; }
th button { all: unset; cursor: pointer; display: inline-flex; gap: 4px; align-items: end; font-weight: 600; }
th button:focus-visible, a:focus-visible, input:focus-visible, select:focus-visible, button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
th button .sub { display: block; font-weight: 400; font-size: 12px; color: var(--muted); }
th button .arrow { font-size: 11px; color: var(--muted); width: 1em; }
tbody tr:hover td { background: var(--head); }
.no { color: var(--bad); }
.yes { color: var(--good); }
.failed { color: var(--bad); }
.muted { color: var(--muted); }
.more { margin: 8px 0 16px; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
.more button { padding: 5px 12px; border: 1px solid var(--line); border-radius: 6px; background: var(--head); cursor: pointer; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
.chart { max-width: 100%; height: auto; }
.chart .bar { fill: var(--bar); }
.chart .base { stroke: var(--line); }
.chart text { fill: var(--fg); font-size: 10px; text-anchor: middle; }
.chart text.axis { fill: var(--muted); text-anchor: end; }
.chart text.gap { fill: var(--bad); font-size: 13px; }
.wrap td, .wrap th { white-space: normal; }
td.desc { text-align: left; white-space: normal; min-width: 16em; color: var(--muted); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 640px) { body { font-size: 14px; } header, main, footer { padding: 0 10px; } th:first-child, td:first-child { max-width: 9.5em; } th, td { padding: 5px 6px; } }
`;
