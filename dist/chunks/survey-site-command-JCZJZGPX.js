import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DATASET_FILE,
  datasetCsv,
  readDatasetFile
} from "./chunk-TBXFPNFO.js";
import "./chunk-3KFGATAY.js";
import "./chunk-3QN2H6HJ.js";
import "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-7KINYLOR.js";
import "./chunk-UJWHOAM5.js";
import {
  fileProblem
} from "./chunk-WHWYGBJU.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import "./chunk-GJDUVBX4.js";
import "./chunk-7JIIC6KX.js";
import "./chunk-TEHDCKLT.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-FF5I6ABP.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-4KOQUDW2.js";
import {
  compareVersions,
  rowKey,
  serializeDataset
} from "./chunk-O34SNTBI.js";
import {
  fingerprint
} from "./chunk-XO3XNMKY.js";
import "./chunk-7OFPA336.js";
import "./chunk-KMIB5BUO.js";
import "./chunk-FY2GGD5S.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-AY22MO67.js";
import "./chunk-NBLVM2OL.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-PLABDQE3.js";
import "./chunk-7QJCO2EM.js";
import {
  formatInt
} from "./chunk-AY2GYRMS.js";
import "./chunk-TTW4EAJU.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import "./chunk-DJ2EGANE.js";
import "./chunk-BOSGFDFT.js";
import "./chunk-QVQWFJUE.js";
import "./chunk-XIXJLNBJ.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-A7HVW6MW.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-KZRILCG4.js";
import "./chunk-JBB6Y6K4.js";
import "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
import {
  ToolError,
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/cli/survey-site-command.ts
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";

// src/core/survey/site/html.ts
var HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
__name(escapeHtml, "escapeHtml");
function scriptValue(value) {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
__name(scriptValue, "scriptValue");
function shellWord(word) {
  if (/^[A-Za-z0-9@%+=:,./_-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
__name(shellWord, "shellWord");

// src/core/survey/site/chart.ts
var HEIGHT = 170;
var TOP = 18;
var BOTTOM = 58;
var LEFT = 30;
var STEP = 30;
function barChart(bars, title) {
  const max = Math.max(1, ...bars.map((b) => b.value ?? 0));
  const width = LEFT + 8 + STEP * Math.max(1, bars.length);
  const plot = HEIGHT - TOP - BOTTOM;
  const items = bars.map((b, i) => {
    const x = LEFT + i * STEP;
    const label = b.label.length > 12 ? `${b.label.slice(0, 11)}\u2026` : b.label;
    const [lx, ly] = [x + STEP / 2 + 3, HEIGHT - BOTTOM + 12];
    const text = `<text x="${lx}" y="${ly}" transform="rotate(-40 ${lx} ${ly})" class="axis">${escapeHtml(label)}</text>`;
    if (b.value === null) {
      return `<g><title>${escapeHtml(b.note)}</title><text x="${x + STEP / 2}" y="${HEIGHT - BOTTOM - 4}" class="gap">\xD7</text>${text}</g>`;
    }
    const h = Math.max(1, Math.round(b.value / max * plot));
    const y = HEIGHT - BOTTOM - h;
    return `<g><title>${escapeHtml(b.note)}</title><rect x="${x + 4}" y="${y}" width="${STEP - 8}" height="${h}" class="bar"/><text x="${x + STEP / 2}" y="${y - 4}" class="value">${escapeHtml(short(b.value))}</text>${text}</g>`;
  });
  return `<svg class="chart" role="img" viewBox="0 0 ${width} ${HEIGHT}" width="${width}" height="${HEIGHT}" aria-label="${escapeHtml(title)}"><line x1="${LEFT}" x2="${width - 8}" y1="${HEIGHT - BOTTOM}" y2="${HEIGHT - BOTTOM}" class="base"/>${items.join("")}</svg>`;
}
__name(barChart, "barChart");
function short(n2) {
  if (n2 < 1e3) return formatInt(n2);
  if (n2 < 1e6) return `${(n2 / 1e3).toFixed(n2 < 1e4 ? 1 : 0)}k`;
  return `${(n2 / 1e6).toFixed(1)}M`;
}
__name(short, "short");

// src/core/survey/site/layout.ts
function datedLine(data) {
  const dates = data.rows.map((r) => r.date).sort();
  const engines = [...new Set(data.rows.map((r) => r.engine))].sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first) return escapeHtml(`No rows yet (the dataset was written by mcp-token-budget ${data.engine.version})`);
  const when = first === last ? `measured on ${first}` : `measured from ${first} to ${last}`;
  return escapeHtml(
    `${data.rows.length.toLocaleString("en-US")} rows, ${when}, by mcp-token-budget ${engines.join(", ")}`
  );
}
__name(datedLine, "datedLine");
function page(p) {
  const link = /* @__PURE__ */ __name((href, text, here) => `<a href="${p.root}${href}"${here ? ' aria-current="page"' : ""}>${text}</a>`, "link");
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
__name(page, "page");
var SITE_CSS = `:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #fff; --line: #d1d9e0;
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

// src/core/survey/site/slug.ts
var MAX_SLUG = 150;
function serverSlug(packageName) {
  let slug = "";
  for (const byte of new TextEncoder().encode(packageName)) {
    const c = String.fromCharCode(byte);
    slug += /[a-z0-9-]/.test(c) ? c : `_${byte.toString(16).padStart(2, "0")}`;
  }
  return slug.length <= MAX_SLUG ? slug : `${slug.slice(0, MAX_SLUG - 17)}-${fingerprint(packageName)}`;
}
__name(serverSlug, "serverSlug");
var serverPagePath = /* @__PURE__ */ __name((packageName) => `servers/${serverSlug(packageName)}.html`, "serverPagePath");

// src/core/survey/site/table.ts
var WINDOWS = [4096, 8192, 32768];
function primaryEncoding(data) {
  const encodings = data.settings.encodings;
  return encodings.includes("o200k_base") ? "o200k_base" : encodings[0] ?? "o200k_base";
}
__name(primaryEncoding, "primaryEncoding");
var measured = /* @__PURE__ */ __name((rows) => rows.filter((r) => r.status === "measured"), "measured");
function promptTokens(row, encoding) {
  const tools = row.tokens[encoding]?.model;
  if (tools === void 0) return null;
  return tools + (row.instructions?.tokens[encoding] ?? 0);
}
__name(promptTokens, "promptTokens");
function keysOf(rows, pick) {
  const keys = /* @__PURE__ */ new Set();
  for (const r of rows) for (const k of Object.keys(pick(r) ?? {})) keys.add(k);
  return [...keys];
}
__name(keysOf, "keysOf");
function latestRows(rows) {
  const newest = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const seen = newest.get(r.package);
    if (!seen || compareVersions(r.version, seen.version) > 0) newest.set(r.package, r);
  }
  return new Set(newest.values());
}
__name(latestRows, "latestRows");
var windowLabel = /* @__PURE__ */ __name((w) => `${w / 1024}K`, "windowLabel");
function siteTable(data) {
  const rows = data.rows;
  const done = measured(rows);
  const encoding = primaryEncoding(data);
  const encodings = [.../* @__PURE__ */ new Set([...data.settings.encodings, ...keysOf(done, (r) => r.tokens)])];
  const models = keysOf(done, (r) => r.models);
  const clients = keysOf(done, (r) => r.clients);
  const hasHints = done.some((r) => r.hints !== void 0);
  const hasStable = done.some((r) => r.stable !== void 0);
  const columns = [
    { id: "tools", label: "Tools", title: "tools the server lists", kind: "number", cell: /* @__PURE__ */ __name((r) => r.tools, "cell") },
    ...encodings.map(
      (e3) => ({
        id: `enc:${e3}`,
        label: e3,
        title: `${e3} tokens of the tools, model view (name, description, inputSchema), summed over tools`,
        kind: "number",
        cell: /* @__PURE__ */ __name((r) => r.tokens[e3]?.model ?? null, "cell")
      })
    ),
    ...models.map(
      (id) => ({
        id: `model:${id}`,
        label: id,
        title: `tokens of the tools on ${id} (model profile and runtime; ~ marks an estimate's midpoint)`,
        kind: "number",
        group: "Model",
        cell: /* @__PURE__ */ __name((r) => r.models[id]?.tools ?? null, "cell"),
        approx: /* @__PURE__ */ __name((r) => (r.models[id]?.fidelity ?? "exact") !== "exact", "approx")
      })
    ),
    ...clients.map(
      (id) => ({
        id: `client:${id}`,
        label: id,
        sub: "up front",
        title: `${encoding} tokens ${id} puts into every request for this server before any tool is loaded (names only when it defers tools)`,
        kind: "number",
        group: "Client",
        cell: /* @__PURE__ */ __name((r) => r.clients?.[id]?.upFront[encoding] ?? null, "cell")
      })
    ),
    ...hasHints ? [
      {
        id: "hints",
        label: "Hints save",
        sub: encoding,
        title: `${encoding} tokens the tools would lose if every hint were applied`,
        kind: "saving",
        cell: /* @__PURE__ */ __name((r) => r.hints?.saving[encoding] ?? null, "cell")
      }
    ] : [],
    ...WINDOWS.map(
      (w) => ({
        id: `fits:${w}`,
        label: `Fits ${windowLabel(w)}`,
        sub: `${encoding}`,
        title: `tools plus instructions (${encoding}) as a share of a ${w.toLocaleString("en-US")}-token window`,
        kind: "fit",
        group: "Window",
        cell: /* @__PURE__ */ __name((r) => {
          const t = promptTokens(r, encoding);
          return t === null ? null : t / w;
        }, "cell")
      })
    ),
    ...hasStable ? [
      {
        id: "stable",
        label: "Stable",
        title: "the listing was the same twice in one session and once more after a restart (--check-stable)",
        kind: "stable",
        cell: /* @__PURE__ */ __name((r) => r.stable === void 0 ? null : r.stable, "cell")
      }
    ] : []
  ];
  const head = [
    { id: "package", label: "Package", title: "the npm package", kind: "text" },
    { id: "version", label: "Version", title: "the package version measured", kind: "text" }
  ];
  const status = {
    id: "status",
    label: "Status",
    title: "measured, or failed with the kind of failure (install, start, listing, timeout)",
    kind: "status"
  };
  const latest = latestRows(rows);
  return {
    encoding,
    // Status last: on a phone the first screen shows the figures; a failed row also says so by its version.
    columns: [...head, ...columns.map(({ cell: _c, approx: _a, ...c }) => c), status],
    rows: rows.map((r) => ({
      cells: [
        r.package,
        r.version,
        ...columns.map((c) => r.status === "measured" ? c.cell(r) : null),
        r.status === "measured" ? "measured" : `failed: ${r.failure.kind}`
      ],
      href: serverPagePath(r.package),
      latest: latest.has(r),
      approx: columns.flatMap((c, i) => r.status === "measured" && c.approx?.(r) ? [head.length + i] : []),
      search: `${r.package} ${r.status === "measured" ? r.server.name ?? "" : ""}`.toLowerCase()
    }))
  };
}
__name(siteTable, "siteTable");

// src/core/survey/site/stats.ts
function spread(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const n2 = sorted.length;
  const at = /* @__PURE__ */ __name((i) => sorted[i], "at");
  const median = n2 % 2 === 1 ? at((n2 - 1) / 2) : Math.round((at(n2 / 2 - 1) + at(n2 / 2)) / 2);
  return { count: n2, median, p90: at(Math.ceil(0.9 * n2) - 1), largest: at(n2 - 1) };
}
__name(spread, "spread");
function newestMeasured(rows) {
  const newest = /* @__PURE__ */ new Map();
  for (const r of measured(rows)) {
    const seen = newest.get(r.package);
    if (!seen || compareVersions(r.version, seen.version) > 0) newest.set(r.package, r);
  }
  return [...newest.values()];
}
__name(newestMeasured, "newestMeasured");
var scopeOf = /* @__PURE__ */ __name((pkg) => /^@[^/]+\//.test(pkg) ? pkg.split("/")[0] : "unscoped", "scopeOf");
var TOOL_BUCKETS = [
  { label: "1 tool", max: 1 },
  { label: "2-5 tools", max: 5 },
  { label: "6-10 tools", max: 10 },
  { label: "11-20 tools", max: 20 },
  { label: "21-50 tools", max: 50 },
  { label: "over 50 tools", max: Number.POSITIVE_INFINITY }
];
var toolBucket = /* @__PURE__ */ __name((tools) => (TOOL_BUCKETS.find((b) => tools <= b.max) ?? TOOL_BUCKETS[TOOL_BUCKETS.length - 1])?.label, "toolBucket");
function groups(rows, key, value, order, minimum = 1, other = "other", exempt = []) {
  const byKey = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const v = value(r);
    if (v === null) continue;
    const k = key(r);
    const list = byKey.get(k);
    if (list) list.push(v);
    else byKey.set(k, [v]);
  }
  const rest = [];
  const out = [];
  const keys = order ? order.filter((k) => byKey.has(k)) : [...byKey.keys()].sort();
  for (const k of keys) {
    const values = byKey.get(k);
    if (values.length < minimum && !exempt.includes(k)) rest.push(...values);
    else out.push({ label: k, spread: spread(values) });
  }
  if (!order) out.sort((a, b) => b.spread.count - a.spread.count || (a.label < b.label ? -1 : 1));
  if (rest.length > 0) out.push({ label: other, spread: spread(rest) });
  return out;
}
__name(groups, "groups");

// src/core/survey/site/distribution-page.ts
var e = escapeHtml;
var MIN_SCOPE = 3;
var SIZE_BINS = [250, 500, 1e3, 2e3, 4e3, 8e3, 16e3, 32e3, 64e3];
function spreadTable(caption, first, rows) {
  const body = rows.map(
    ({ label, spread: s }) => s ? `<tr><th scope="row">${e(label)}</th><td>${formatInt(s.count)}</td><td>${formatInt(s.median)}</td><td>${formatInt(s.p90)}</td><td>${formatInt(s.largest)}</td></tr>` : `<tr><th scope="row">${e(label)}</th><td>0</td><td>\u2013</td><td>\u2013</td><td>\u2013</td></tr>`
  ).join("\n");
  return `<div class="scroll"><table><caption class="visually-hidden">${e(caption)}</caption>
<thead><tr><th scope="col" class="text">${e(first)}</th><th scope="col">Servers</th><th scope="col">Median</th><th scope="col">p90</th><th scope="col">Largest</th></tr></thead>
<tbody>
${body}
</tbody></table></div>`;
}
__name(spreadTable, "spreadTable");
function sizeBars(values) {
  const labels = SIZE_BINS.map((b, i) => `\u2264${b >= 1e3 ? `${b / 1e3}k` : b}${i === 0 ? "" : ""}`);
  const counts = new Array(SIZE_BINS.length + 1).fill(0);
  for (const v of values) {
    const i = SIZE_BINS.findIndex((b) => v <= b);
    counts[i === -1 ? SIZE_BINS.length : i] = counts[i === -1 ? SIZE_BINS.length : i] + 1;
  }
  const last = SIZE_BINS[SIZE_BINS.length - 1];
  return counts.map((count, i) => ({
    label: i < SIZE_BINS.length ? labels[i] : `>${last / 1e3}k`,
    value: count,
    note: `${formatInt(count)} server${count === 1 ? "" : "s"} ${i < SIZE_BINS.length ? `at or under ${formatInt(SIZE_BINS[i])}` : `over ${formatInt(last)}`}${i > 0 && i < SIZE_BINS.length ? ` (over ${formatInt(SIZE_BINS[i - 1])})` : ""} tokens`
  }));
}
__name(sizeBars, "sizeBars");
function distributionPage(data) {
  const servers = newestMeasured(data.rows);
  const encoding = primaryEncoding(data);
  const tokens = /* @__PURE__ */ __name((r) => r.tokens[encoding]?.model ?? null, "tokens");
  const values = servers.map(tokens).filter((v) => v !== null);
  const figures = [
    { label: "tools", spread: spread(servers.map((r) => r.tools)) },
    // The dataset's encodings and models even where no server has a figure (then a row of none).
    ...[.../* @__PURE__ */ new Set([...data.settings.encodings, ...servers.flatMap((r) => Object.keys(r.tokens))])].map((enc) => ({
      label: `${enc} tokens`,
      spread: spread(servers.flatMap((r) => r.tokens[enc] ? [r.tokens[enc].model] : []))
    })),
    ...[.../* @__PURE__ */ new Set([...data.settings.models, ...servers.flatMap((r) => Object.keys(r.models))])].map((id) => ({
      label: `on ${id}`,
      spread: spread(servers.flatMap((r) => r.models[id] ? [r.models[id].tools] : []))
    })),
    ...[...new Set(servers.flatMap((r) => Object.keys(r.clients ?? {})))].map((id) => ({
      label: `${id} up front (${encoding})`,
      spread: spread(
        servers.flatMap((r) => {
          const v = r.clients?.[id]?.upFront[encoding];
          return v === void 0 ? [] : [v];
        })
      )
    })),
    ...servers.some((r) => r.hints) ? [
      {
        label: `hints would save (${encoding})`,
        spread: spread(
          servers.flatMap((r) => r.hints?.saving[encoding] !== void 0 ? [r.hints.saving[encoding]] : [])
        )
      }
    ] : []
  ];
  const byScope = groups(servers, (r) => scopeOf(r.package), tokens, null, MIN_SCOPE, "other scopes", [
    "unscoped"
  ]);
  const byTools = groups(
    servers,
    (r) => toolBucket(r.tools),
    tokens,
    TOOL_BUCKETS.map((b) => b.label)
  );
  const failed = new Set(data.rows.filter((r) => r.status === "failed").map((r) => r.package));
  const main = `<h1>How much servers cost</h1>
<p class="note">${formatInt(servers.length)} servers: the newest measured version of each package (older versions are
history, not more servers). ${formatInt(failed.size)} package${failed.size === 1 ? " has" : "s have"} a failed row. Median: the middle value (the
mean of the two middle ones for an even count); p90: the smallest value at or above 90% of them.</p>
<h2>Every figure</h2>
${spreadTable("Median, p90 and largest of each figure", "Figure", figures)}
<h2>Sizes (${e(encoding)}, model view)</h2>
<figure>${barChart(sizeBars(values), `Servers by ${encoding} tokens of their tools`)}<figcaption class="note">servers per size, in ${e(encoding)} tokens of the tools; each bar's tooltip has its bounds.</figcaption></figure>
<h2>By npm scope (${e(encoding)} tokens)</h2>
<p class="note">The list has no categories of its own, so servers are grouped by their npm scope (who publishes them);
scopes with fewer than ${MIN_SCOPE} servers are counted together, as "other scopes".</p>
${spreadTable("By npm scope", "Scope", byScope)}
<h2>By number of tools (${e(encoding)} tokens)</h2>
${spreadTable("By number of tools", "Tools", byTools)}`;
  return page({ title: "MCP servers: how much their tools cost", root: "", data, main, current: "distribution" });
}
__name(distributionPage, "distributionPage");

// src/core/survey/site/index-page.ts
function indexPage(data, table2) {
  const firstOfGroup = /* @__PURE__ */ new Map();
  table2.columns.forEach((c, i) => {
    if (c.group && !firstOfGroup.has(c.group)) firstOfGroup.set(c.group, i);
  });
  const heads = table2.columns.map((c, i) => {
    const cls = c.kind === "text" || c.kind === "status" ? ' class="text"' : "";
    const hidden = c.group && firstOfGroup.get(c.group) !== i ? " hidden" : "";
    const sub = c.sub ? `<span class="sub">${escapeHtml(c.sub)}</span>` : "";
    const sorted = i === 0 ? ' aria-sort="ascending"' : "";
    return `<th scope="col"${cls}${sorted}${hidden} title="${escapeHtml(c.title)}"><button type="button"><span>${escapeHtml(c.label)}${sub}</span><span class="arrow" aria-hidden="true">${i === 0 ? "\u25B2" : ""}</span></button></th>`;
  }).join("");
  const kinds = [...new Set(data.rows.flatMap((r) => r.status === "failed" ? [r.failure.kind] : []))].sort();
  const statusOptions = [
    '<option value="">any</option>',
    '<option value="measured">measured</option>',
    '<option value="failed">failed</option>',
    ...kinds.map((k) => `<option value="failed: ${escapeHtml(k)}">failed: ${escapeHtml(k)}</option>`)
  ].join("");
  const fitOptions = [
    '<option value="">any size</option>',
    ...table2.columns.flatMap(
      (c, i) => c.kind === "fit" ? [`<option value="${i}">${escapeHtml(c.label.replace(/^Fits /, ""))} tokens</option>`] : []
    )
  ].join("");
  const pickers = [...firstOfGroup.keys()].map((group) => {
    const members = table2.columns.flatMap((c, i) => c.group === group ? [{ c, i }] : []);
    if (members.length < 2) return "";
    const options = members.map(
      ({ c, i }) => `<option value="${i}">${escapeHtml(c.kind === "fit" ? c.label.replace(/^Fits /, "") : c.label)}</option>`
    ).join("");
    return `
<label>${escapeHtml(group)} shown <select class="pick" data-group="${escapeHtml(group)}">${options}</select></label>`;
  }).join("");
  const notes = table2.columns.slice(2).map((c) => `<dt>${escapeHtml(c.sub ? `${c.label} ${c.sub}` : c.label)}</dt><dd>${escapeHtml(c.title)}</dd>`).join("");
  const main = `<h1>What MCP servers' tools cost, per request</h1>
<p class="note">Every tool a server offers is sent to the model with every request. One row per server version;
by default only each package's newest version. Click a column's name to sort by it; click a package for its tools,
its history and how to measure it again. One model, one client and one window are shown at a time: pick another above
the table.</p>
<div class="filters" role="search">
<label>Package or server name <input type="search" id="filter-text" autocomplete="off" spellcheck="false"></label>
<label>Status <select id="filter-status">${statusOptions}</select></label>
<label>Fits in <select id="filter-fits">${fitOptions}</select></label>
<label class="check"><input type="checkbox" id="filter-versions"> every version (history)</label>${pickers}
</div>
<p id="row-count" class="note" role="status" aria-live="polite">The table needs JavaScript; the data is in <a href="dataset.csv">dataset.csv</a>.</p>
<div class="scroll" tabindex="0" role="region" aria-label="Servers table, scrolls sideways">
<table id="servers">
<caption class="visually-hidden">MCP servers and the tokens their tools cost; the sorted column is marked</caption>
<thead><tr>${heads}</tr></thead>
<tbody></tbody>
</table>
</div>
<div class="more"><button type="button" id="show-more" hidden>Show more rows</button><button type="button" id="show-all" hidden>Show all</button></div>
<h2>The columns</h2>
<dl class="facts">${notes}</dl>
<p class="note">Fits: the share of the window taken by the tools and the server's instructions counted in
${escapeHtml(table2.encoding)} (model view), before any prompt or answer; a model column is that model's own count
(its own window is on the server's page). ~ marks an estimate's midpoint. An empty cell (\u2013): not measured for that row.
Cacheable is not a column: a row records whether the listing was stable, but whether a provider caches the prefix
depends on the client's whole request, which a server's row does not hold.</p>`;
  return page({
    title: "MCP servers: what their tools cost",
    root: "",
    data,
    main,
    scripts: ["data.js", "table.js"],
    current: "table"
  });
}
__name(indexPage, "indexPage");
function tableDataScript(table2) {
  return `window.SURVEY_TABLE = ${scriptValue(table2)};
`;
}
__name(tableDataScript, "tableDataScript");

// src/core/survey/site/reproduce.ts
function verifyCommand(row) {
  return `mcp-token-budget survey verify . ${shellWord(rowKey(row))}`;
}
__name(verifyCommand, "verifyCommand");
function measureCommands(row, encodings, models) {
  const spec = shellWord(rowKey(row));
  const vars = row.env.length > 0 ? `env ${row.env.map((name) => shellWord(`${name}=dummy`)).join(" ")} ` : "";
  const options = [
    `-e ${shellWord(encodings.join(","))}`,
    ...models.length > 0 ? [`-m ${shellWord(models.join(","))}`] : [],
    ...row.status === "measured" && row.stable !== void 0 ? ["--check-stable"] : []
  ].join(" ");
  const server = row.bin ? `npx --no-install --package=${spec} ${shellWord(row.bin)}` : `npx --no-install ${spec}`;
  const args = row.args.map((a) => ` ${shellWord(a)}`).join("");
  return [
    // A package.json of its own, as the survey's directory has: npm and npx would otherwise use the nearest
    // folder above that has one.
    `echo '{"private": true}' > package.json`,
    `npm install --ignore-scripts --no-package-lock --omit=dev ${spec}`,
    `${vars}mcp-token-budget measure ${options} -- ${server}${args}`
  ];
}
__name(measureCommands, "measureCommands");

// src/core/survey/site/server-page.ts
var e2 = escapeHtml;
var n = /* @__PURE__ */ __name((value) => value === null || value === void 0 ? "\u2013" : formatInt(value), "n");
var HISTORY_BARS = 40;
function table(caption, head, body, cls = "") {
  const th = head.map((h, i) => `<th scope="col"${i === 0 ? ' class="text"' : ""}>${h}</th>`).join("");
  const rows = body.map((r) => `<tr>${r.map((c, i) => i === 0 ? `<th scope="row">${c}</th>` : `<td>${c}</td>`).join("")}</tr>`).join("\n");
  return `<div class="scroll${cls ? ` ${cls}` : ""}"><table><caption class="visually-hidden">${e2(caption)}</caption><thead><tr>${th}</tr></thead><tbody>
${rows}
</tbody></table></div>`;
}
__name(table, "table");
function facts(items) {
  return `<dl class="facts">${items.map(([k, v]) => `<dt>${e2(k)}</dt><dd>${v}</dd>`).join("")}</dl>`;
}
__name(facts, "facts");
function measuredSection(row, encoding) {
  const encodings = Object.keys(row.tokens);
  const parts = [];
  parts.push(
    facts([
      ["Server says", e2([row.server.name, row.server.version].filter((x) => x !== null).join(" ") || "\u2013")],
      ["Protocol", e2(row.server.protocolVersion ?? "\u2013")],
      ["Measured", `${e2(row.date)} by mcp-token-budget ${e2(row.engine)} (${e2(row.tokenizer)})`],
      ["Started as", `<code>${e2([row.bin ?? "(its only bin)", ...row.args].join(" "))}</code>`],
      ["Variables", row.env.length > 0 ? `${e2(row.env.join(", "))} (dummy values)` : "none"],
      ["Instructions", row.instructions ? `${n(row.instructions.tokens[encoding])} tokens (${e2(encoding)})` : "none"],
      [
        "Prompts, resources",
        `${row.prompts === null ? "none" : n(row.prompts)} and ${row.resources === null ? "none" : n(row.resources)} (they cost nothing until read)`
      ],
      ...row.stable !== void 0 ? [["Listing stable", row.stable === null ? "undecided" : row.stable ? "yes" : "no"]] : [],
      ...row.hints ? [
        [
          "Hints",
          `${n(row.hints.count)} hints, would save ${Object.entries(row.hints.saving).map(([enc, v]) => `${n(v)} (${e2(enc)})`).join(", ")}`
        ]
      ] : []
    ])
  );
  parts.push(
    table(
      "Tokens per encoding",
      ["Encoding", "Model view", "Raw (every field)"],
      encodings.map((enc) => [e2(enc), n(row.tokens[enc]?.model), n(row.tokens[enc]?.raw)])
    )
  );
  const models = Object.entries(row.models);
  if (models.length > 0 || Object.keys(row.modelsNotCounted).length > 0) {
    parts.push(`<h3>On models</h3>`);
    parts.push(
      table(
        "Tokens per model",
        ["Model", "Tools", "Fidelity", "Window", "Fits", "Window source", "Model data"],
        [
          ...models.map(([id, m]) => [
            e2(id),
            m.range ? `~${n(m.tools)} (${n(m.range.low)}\u2013${n(m.range.high)})` : n(m.tools),
            e2(m.fidelity),
            n(m.contextWindow),
            m.fits === null ? "\u2013" : m.fits ? "yes" : `<span class="no">no</span>`,
            m.data ? `${e2(m.data.source)} (${e2(m.data.date)})` : "\u2013",
            m.packages.length > 0 ? e2(m.packages.join(", ")) : "bundled"
          ]),
          ...Object.entries(row.modelsNotCounted).map(([id, why]) => [e2(id), "not counted", e2(why), "", "", "", ""])
        ],
        "wrap"
      )
    );
  }
  const clients = Object.entries(row.clients ?? {});
  if (clients.length > 0) {
    parts.push(`<h3>In clients (${e2(encoding)})</h3>`);
    parts.push(
      table(
        "What each client sends",
        ["Client", "Up front", "All loaded", "Defers tools", "Tools cut by its cap", "From"],
        clients.map(([id, c]) => [
          `${e2(id)}${c.version ? ` ${e2(c.version)}` : ""}`,
          n(c.upFront[encoding]),
          n(c.allLoaded[encoding]),
          c.deferred ? "yes (names only up front)" : "no",
          n(c.cappedOut),
          c.source === "captured" ? "captured from the real client" : "its docs or source"
        ])
      )
    );
  }
  if (row.toolTokens.length > 0) {
    const total = row.tokens[encoding]?.model ?? 0;
    const largest = [...row.toolTokens].sort((a, b) => (b.tokens[encoding] ?? 0) - (a.tokens[encoding] ?? 0));
    parts.push(`<h2>Its ${n(row.toolTokens.length)} tools</h2>`);
    parts.push(`<p class="note">Largest first, in ${e2(encoding)} tokens (model view).</p>`);
    parts.push(
      table(
        "Tokens per tool, largest first",
        ["Tool", ...encodings.map(e2), "Share"],
        largest.map((t) => [
          `<code>${e2(t.name)}</code>`,
          ...encodings.map((enc) => n(t.tokens[enc])),
          total > 0 ? `${((t.tokens[encoding] ?? 0) / total * 100).toFixed(1)}%` : "\u2013"
        ])
      )
    );
  }
  if (row.warnings.length > 0) {
    parts.push(`<h3>Warnings</h3><ul>${row.warnings.map((w) => `<li>${e2(w)}</li>`).join("")}</ul>`);
  }
  return parts.join("\n");
}
__name(measuredSection, "measuredSection");
function failedSection(row) {
  const tail = row.failure.stderrTail ?? [];
  return `<p><span class="failed">Failed (${e2(row.failure.kind)})</span> on ${e2(row.date)}, mcp-token-budget ${e2(row.engine)}: ${e2(row.failure.message)}</p>
${tail.length > 0 ? `<pre aria-label="the server's stderr: the lines that look like errors and the last ones">${e2(tail.join("\n"))}</pre>` : ""}`;
}
__name(failedSection, "failedSection");
function historySection(rows, encoding) {
  const recent = rows.slice(-HISTORY_BARS);
  const bars = recent.map((r) => {
    const value = r.status === "measured" ? r.tokens[encoding]?.model ?? null : null;
    return {
      label: r.version,
      value,
      note: r.status === "measured" ? `${r.version}: ${n(value)} tokens (${encoding}), ${r.tools} tools, ${r.date}` : `${r.version}: failed (${r.failure.kind}), ${r.date}`
    };
  });
  const chart = barChart(bars, `${encoding} tokens of the tools, per version (${recent.length} newest)`);
  const body = [...rows].reverse().map((r) => [
    e2(r.version),
    e2(r.date),
    r.status === "measured" ? "measured" : `<span class="failed">failed: ${e2(r.failure.kind)}</span>`,
    r.status === "measured" ? n(r.tools) : "\u2013",
    r.status === "measured" ? n(r.tokens[encoding]?.model) : "\u2013",
    e2(r.engine)
  ]);
  return `<h2>History (${n(rows.length)} version${rows.length === 1 ? "" : "s"})</h2>
<figure>${chart}<figcaption class="note">${e2(encoding)} tokens of the tools (model view) per version, oldest left${rows.length > HISTORY_BARS ? `; the ${HISTORY_BARS} newest` : ""}; \xD7 a version that failed.</figcaption></figure>
${table("Every version", ["Version", "Measured", "Status", "Tools", e2(encoding), "Engine"], body)}`;
}
__name(historySection, "historySection");
function reproduceSection(rows, data) {
  const items = [...rows].reverse().map((r) => {
    const encodings = r.status === "measured" ? Object.keys(r.tokens) : data.settings.encodings;
    const models = r.status === "measured" ? [...Object.keys(r.models), ...Object.keys(r.modelsNotCounted)] : data.settings.models;
    return `<h3>${e2(r.version)}</h3>
<pre>${e2(verifyCommand(r))}</pre>
<p class="note">or by hand, in an empty directory:</p>
<pre>${e2(measureCommands(r, encodings, models).join("\n"))}</pre>`;
  });
  return `<h2>Measure it again</h2>
<p class="note">Save this site's <a href="../dataset.json">dataset.json</a> in a directory and run <code>survey verify</code> there,
with the mcp-token-budget version that measured the row (another version may count otherwise): it installs the package
with install scripts off, starts it as the survey did (its variables set to <code>dummy</code>) and compares every
figure, exiting 1 when one differs. By hand, the server runs in your directory with your environment.</p>
${items.join("\n")}`;
}
__name(reproduceSection, "reproduceSection");
var npmUrl = /* @__PURE__ */ __name((pkg) => `https://www.npmjs.com/package/${encodeURIComponent(pkg).replace(/%40/g, "@").replace(/%2F/g, "/")}`, "npmUrl");
function serverPage(data, rows) {
  const sorted = [...rows].sort((a, b) => compareVersions(a.version, b.version));
  const newest = sorted[sorted.length - 1];
  const encoding = primaryEncoding(data);
  const summary = newest.status === "measured" ? `${n(newest.tools)} tools, ${n(newest.tokens[encoding]?.model)} tokens (${e2(encoding)}, model view) in every request` : `the newest version failed (${e2(newest.failure.kind)})`;
  const main = `<h1>${e2(newest.package)} <span class="muted">${e2(newest.version)}</span></h1>
<p>${summary}.</p>
<p class="note"><a href="${e2(npmUrl(newest.package))}">on npm</a></p>
${newest.status === "measured" ? measuredSection(newest, encoding) : failedSection(newest)}
${historySection(sorted, encoding)}
${reproduceSection(sorted, data)}`;
  return page({ title: `${newest.package}: what its tools cost`, root: "../", data, main, current: "server" });
}
__name(serverPage, "serverPage");

// src/core/survey/site/table-script.ts
var TABLE_SCRIPT = String.raw`(function () {
  "use strict";
  var data = window.SURVEY_TABLE;
  var table = document.getElementById("servers");
  if (!data || !table) return;
  var PAGE = 200;
  var columns = data.columns;
  var rows = data.rows;
  var tbody = table.tBodies[0];
  var headers = table.tHead.rows[0].cells;
  var query = document.getElementById("filter-text");
  var status = document.getElementById("filter-status");
  var fits = document.getElementById("filter-fits");
  var versions = document.getElementById("filter-versions");
  var count = document.getElementById("row-count");
  var more = document.getElementById("show-more");
  var all = document.getElementById("show-all");
  var pickers = document.querySelectorAll("select.pick");
  var numberFormat = new Intl.NumberFormat("en-US");
  // Per group (models, clients, windows), the one column shown: the first until a picker chooses another.
  var picked = {};
  var firsts = {};
  for (var c = 0; c < columns.length; c++) {
    var g = columns[c].group;
    if (g && firsts[g] === undefined) firsts[g] = picked[g] = c;
  }
  function isHidden(i) {
    var group = columns[i].group;
    return Boolean(group) && picked[group] !== i;
  }
  function pick(i) {
    var group = columns[i].group;
    if (!group || picked[group] === i) return;
    // Sorted by the column of the group that was shown: sort by the one shown now.
    if (sortColumn === picked[group]) sortColumn = i;
    picked[group] = i;
    for (var h = 0; h < headers.length; h++) headers[h].hidden = isHidden(h);
    for (var p = 0; p < pickers.length; p++)
      if (pickers[p].getAttribute("data-group") === group) pickers[p].value = String(i);
  }
  var sortColumn = 0;
  var sortDescending = false;
  var visible = [];
  var shown = 0;

  function format(kind, value, approx) {
    if (value === null || value === undefined) return { text: "\u2013", cls: "muted" };
    if (kind === "number") return { text: (approx ? "~" : "") + numberFormat.format(value), cls: "" };
    if (kind === "saving") return { text: value === 0 ? "0" : "\u2212" + numberFormat.format(value), cls: "" };
    if (kind === "fit") {
      var share = Math.round(value * 100) + "%";
      return value < 1 ? { text: "yes, " + share, cls: "yes" } : { text: "no, " + share, cls: "no" };
    }
    if (kind === "stable") return value ? { text: "yes", cls: "" } : { text: "no", cls: "no" };
    if (kind === "status") return { text: value, cls: value === "measured" ? "muted" : "failed" };
    return { text: String(value), cls: "" };
  }

  function compare(a, b) {
    var x = rows[a].cells[sortColumn];
    var y = rows[b].cells[sortColumn];
    // Empty cells last, whichever way the column is sorted.
    var xe = x === null || x === undefined;
    var ye = y === null || y === undefined;
    if (xe || ye) return xe === ye ? a - b : xe ? 1 : -1;
    var order;
    if (typeof x === "number" && typeof y === "number") order = x - y;
    else if (typeof x === "boolean" || typeof y === "boolean") order = Number(x) - Number(y);
    else order = String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
    if (order === 0) return a - b;
    return sortDescending ? -order : order;
  }

  function matches(row) {
    if (!versions.checked && !row.latest) return false;
    var q = query.value.trim().toLowerCase();
    if (q && row.search.indexOf(q) === -1) return false;
    var s = status.value;
    var st = row.cells[columns.length - 1];
    if (s === "measured" && st !== "measured") return false;
    if (s === "failed" && st === "measured") return false;
    if (s.indexOf("failed: ") === 0 && st !== s) return false;
    if (fits.value !== "") {
      var share = row.cells[Number(fits.value)];
      if (share === null || share >= 1) return false;
    }
    return true;
  }

  function renderRow(row) {
    var tr = document.createElement("tr");
    for (var i = 0; i < columns.length; i++) {
      var cell = document.createElement(i === 0 ? "th" : "td");
      if (isHidden(i)) cell.hidden = true;
      if (i === 0) {
        cell.setAttribute("scope", "row");
        var a = document.createElement("a");
        a.setAttribute("href", row.href);
        a.textContent = row.cells[0];
        cell.appendChild(a);
      } else if (i === 1 && row.cells[columns.length - 1] !== "measured") {
        // The version of a failed row says so where it is seen first (the status column is the last).
        cell.className = "text";
        cell.textContent = row.cells[1] + " ";
        var tag = document.createElement("span");
        tag.className = "failed";
        tag.textContent = "failed";
        tag.title = row.cells[columns.length - 1];
        cell.appendChild(tag);
      } else {
        var f = format(columns[i].kind, row.cells[i], row.approx.indexOf(i) !== -1);
        cell.textContent = f.text;
        var kind = columns[i].kind;
        var cls = (kind === "text" || kind === "status" ? "text " : "") + f.cls;
        if (cls.trim()) cell.className = cls.trim();
      }
      tr.appendChild(cell);
    }
    return tr;
  }

  function showMore(n) {
    var end = Math.min(visible.length, shown + n);
    var fragment = document.createDocumentFragment();
    for (var i = shown; i < end; i++) fragment.appendChild(renderRow(rows[visible[i]]));
    tbody.appendChild(fragment);
    shown = end;
    var servers = numberFormat.format(visible.length);
    count.textContent =
      "Showing " + numberFormat.format(shown) + " of " + servers + (visible.length === 1 ? " row" : " rows") +
      " (" + numberFormat.format(rows.length) + " in the dataset)";
    more.hidden = all.hidden = shown >= visible.length;
  }

  // The view in the address (#sort=enc:o200k_base&order=descending&q=...): a link shows the same table.
  function saveView() {
    var view = new URLSearchParams();
    if (sortColumn !== 0 || sortDescending) {
      view.set("sort", columns[sortColumn].id);
      view.set("order", sortDescending ? "descending" : "ascending");
    }
    if (query.value.trim()) view.set("q", query.value.trim());
    if (status.value) view.set("status", status.value);
    if (fits.value) view.set("fits", columns[Number(fits.value)].id);
    var shownIds = [];
    for (var group in picked) if (picked[group] !== firsts[group]) shownIds.push(columns[picked[group]].id);
    if (shownIds.length > 0) view.set("show", shownIds.join(","));
    if (versions.checked) view.set("versions", "all");
    var hash = view.toString();
    try {
      history.replaceState(null, "", hash ? "#" + hash : location.pathname + location.search);
    } catch (e) {
      // A browser that refuses history changes on file:// pages: the view still works, only not in the address.
    }
  }

  function columnById(id) {
    for (var i = 0; i < columns.length; i++) if (columns[i].id === id) return i;
    return -1;
  }

  function loadView() {
    var view = new URLSearchParams(location.hash.slice(1));
    query.value = view.get("q") || "";
    var s = view.get("status") || "";
    status.value = "";
    for (var i = 0; i < status.options.length; i++) if (status.options[i].value === s) status.value = s;
    var f = columnById(view.get("fits"));
    fits.value = f !== -1 && columns[f].kind === "fit" ? String(f) : "";
    versions.checked = view.get("versions") === "all";
    for (var group in firsts) pick(firsts[group]);
    var shownIds = (view.get("show") || "").split(",");
    for (var k = 0; k < shownIds.length; k++) {
      var shownColumn = columnById(shownIds[k]);
      if (shownColumn !== -1) pick(shownColumn);
    }
    if (f !== -1 && columns[f].kind === "fit") pick(f);
    var sorted = columnById(view.get("sort"));
    // A link sorted by a column of a group shows that column.
    if (sorted !== -1) pick(sorted);
    sortColumn = sorted === -1 ? 0 : sorted;
    sortDescending = sorted !== -1 && view.get("order") === "descending";
    markSorted();
  }

  function update() {
    saveView();
    visible = [];
    for (var i = 0; i < rows.length; i++) if (matches(rows[i])) visible.push(i);
    visible.sort(compare);
    tbody.textContent = "";
    shown = 0;
    showMore(PAGE);
  }

  function sortBy(index) {
    if (index === sortColumn) sortDescending = !sortDescending;
    else {
      sortColumn = index;
      // Figures read largest first; names A to Z.
      sortDescending = columns[index].kind !== "text" && columns[index].kind !== "status";
    }
    markSorted();
    update();
  }

  function markSorted() {
    for (var i = 0; i < headers.length; i++) {
      var here = i === sortColumn;
      if (here) headers[i].setAttribute("aria-sort", sortDescending ? "descending" : "ascending");
      else headers[i].removeAttribute("aria-sort");
      headers[i].querySelector(".arrow").textContent = here ? (sortDescending ? "\u25BC" : "\u25B2") : "";
    }
  }

  for (var h = 0; h < headers.length; h++) {
    headers[h].querySelector("button").addEventListener("click", sortBy.bind(null, h));
  }
  var timer = null;
  query.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(update, 120);
  });
  status.addEventListener("change", update);
  fits.addEventListener("change", function () {
    // The window filtered on is the window shown.
    if (fits.value !== "") pick(Number(fits.value));
    markSorted();
    update();
  });
  for (var q = 0; q < pickers.length; q++) {
    pickers[q].addEventListener("change", function (event) {
      pick(Number(event.target.value));
      markSorted();
      update();
    });
  }
  versions.addEventListener("change", update);
  more.addEventListener("click", function () { showMore(PAGE); });
  all.addEventListener("click", function () { showMore(visible.length); });
  if ("IntersectionObserver" in window) {
    new IntersectionObserver(function (entries) {
      if (entries[0].isIntersecting && shown < visible.length) showMore(PAGE);
    }).observe(more);
  }
  window.addEventListener("hashchange", function () {
    loadView();
    update();
  });
  loadView();
  update();
  table.setAttribute("data-ready", "true");
})();
`;

// src/core/survey/site/site.ts
function buildSite(data) {
  const table2 = siteTable(data);
  const byPackage = /* @__PURE__ */ new Map();
  for (const row of data.rows) {
    const list = byPackage.get(row.package);
    if (list) list.push(row);
    else byPackage.set(row.package, [row]);
  }
  return [
    { path: "index.html", text: indexPage(data, table2) },
    { path: "data.js", text: tableDataScript(table2) },
    { path: "table.js", text: TABLE_SCRIPT },
    { path: "site.css", text: SITE_CSS },
    { path: "distribution.html", text: distributionPage(data) },
    // The dataset itself, so every figure can be checked (survey verify reads it) and downloaded.
    { path: "dataset.json", text: serializeDataset(data) },
    { path: "dataset.csv", text: datasetCsv(data) },
    // GitHub Pages runs Jekyll unless told not to, and Jekyll drops files whose names start with "_" (as a
    // scoped package's page does: servers/_40scope_2fname.html).
    { path: ".nojekyll", text: "" },
    ...[...byPackage].map(([pkg, rows]) => ({ path: serverPagePath(pkg), text: serverPage(data, rows) }))
  ];
}
__name(buildSite, "buildSite");

// src/cli/survey-site-command.ts
async function datasetFileOf(input) {
  const info = await stat(input).catch(() => null);
  if (!info)
    throw new ToolError("input", `${input} does not exist; give a survey's --out directory or its ${DATASET_FILE}`);
  return info.isDirectory() ? path.join(input, DATASET_FILE) : input;
}
__name(datasetFileOf, "datasetFileOf");
async function surveySiteCommand(input, opts, io) {
  if (!opts.out) throw new UsageError("survey site: give --out SITE, the directory the site is written to");
  const file = await datasetFileOf(path.resolve(input));
  const data = await readDatasetFile(file);
  if (!data) throw new ToolError("input", `${input} holds no ${DATASET_FILE} (is it the --out of a survey run?)`);
  const out = path.resolve(opts.out);
  const files = buildSite(data);
  try {
    for (const dir of new Set(files.map((f) => path.dirname(path.join(out, f.path))))) {
      await mkdir(dir, { recursive: true });
    }
  } catch (error) {
    throw new ToolError("io", `cannot write to ${out}: ${fileProblem(error)}; choose another --out`);
  }
  await checkWritable(path.join(out, "index.html"));
  for (const f of files) await writeOutputFile(path.join(out, f.path), f.text);
  const pages = files.filter((f) => f.path.startsWith("servers/")).length;
  io.stdout(`survey site: ${data.rows.length} rows, ${pages} server pages; open ${path.join(out, "index.html")}
`);
  return 0;
}
__name(surveySiteCommand, "surveySiteCommand");
export {
  surveySiteCommand
};
//# sourceMappingURL=survey-site-command-JCZJZGPX.js.map
