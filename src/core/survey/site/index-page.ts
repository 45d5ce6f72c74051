/** index.html: the table of every server, sortable and filterable, its rows in data.js. Pure. */
import type { SurveyDataset } from "../dataset.js";
import { escapeHtml, scriptValue } from "./html.js";
import { page } from "./layout.js";
import type { SiteTable } from "./table.js";

export function indexPage(data: SurveyDataset, table: SiteTable): string {
  // The first column of each group is shown; the others wait for their picker (table.js).
  const firstOfGroup = new Map<string, number>();
  table.columns.forEach((c, i) => {
    if (c.group && !firstOfGroup.has(c.group)) firstOfGroup.set(c.group, i);
  });
  const heads = table.columns
    .map((c, i) => {
      const cls = c.kind === "text" || c.kind === "status" ? ' class="text"' : "";
      const hidden = c.group && firstOfGroup.get(c.group) !== i ? " hidden" : "";
      const sub = c.sub ? `<span class="sub">${escapeHtml(c.sub)}</span>` : "";
      const sorted = i === 0 ? ' aria-sort="ascending"' : "";
      return (
        `<th scope="col"${cls}${sorted}${hidden} title="${escapeHtml(c.title)}"><button type="button">` +
        `<span>${escapeHtml(c.label)}${sub}</span><span class="arrow" aria-hidden="true">${i === 0 ? "▲" : ""}</span></button></th>`
      );
    })
    .join("");
  const kinds = [...new Set(data.rows.flatMap((r) => (r.status === "failed" ? [r.failure.kind] : [])))].sort();
  const statusOptions = [
    '<option value="">any</option>',
    '<option value="measured">measured</option>',
    '<option value="failed">failed</option>',
    ...kinds.map((k) => `<option value="failed: ${escapeHtml(k)}">failed: ${escapeHtml(k)}</option>`),
  ].join("");
  const fitOptions = [
    '<option value="">any size</option>',
    ...table.columns.flatMap((c, i) =>
      c.kind === "fit" ? [`<option value="${i}">${escapeHtml(c.label.replace(/^Fits /, ""))} tokens</option>`] : [],
    ),
  ].join("");
  // A picker per group of more than one column: which model, client or window the table shows.
  const pickers = [...firstOfGroup.keys()]
    .map((group) => {
      const members = table.columns.flatMap((c, i) => (c.group === group ? [{ c, i }] : []));
      if (members.length < 2) return "";
      const options = members
        .map(
          ({ c, i }) =>
            `<option value="${i}">${escapeHtml(c.kind === "fit" ? c.label.replace(/^Fits /, "") : c.label)}</option>`,
        )
        .join("");
      return `\n<label>${escapeHtml(group)} shown <select class="pick" data-group="${escapeHtml(group)}">${options}</select></label>`;
    })
    .join("");
  const notes = table.columns
    .slice(2)
    .map((c) => `<dt>${escapeHtml(c.sub ? `${c.label} ${c.sub}` : c.label)}</dt><dd>${escapeHtml(c.title)}</dd>`)
    .join("");
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
${escapeHtml(table.encoding)} (model view), before any prompt or answer; a model column is that model's own count
(its own window is on the server's page). ~ marks an estimate's midpoint. An empty cell (–): not measured for that row.
Cacheable is not a column: a row records whether the listing was stable, but whether a provider caches the prefix
depends on the client's whole request, which a server's row does not hold.</p>`;
  return page({
    title: "MCP servers: what their tools cost",
    root: "",
    data,
    main,
    scripts: ["data.js", "table.js"],
    current: "table",
  });
}

/** data.js: the table's rows as a script (a page read from file:// cannot fetch a JSON file). */
export function tableDataScript(table: SiteTable): string {
  return `window.SURVEY_TABLE = ${scriptValue(table)};\n`;
}
