/**
 * distribution.html: how much servers cost, as median, p90 and largest, for every figure of the dataset and
 * per group (npm scope; number of tools). One server counts once: its newest measured version. Pure.
 */
import { formatInt } from "../../render/escape.js";
import type { SurveyDataset } from "../dataset.js";
import { type Bar, barChart } from "./chart.js";
import { escapeHtml } from "./html.js";
import { page } from "./layout.js";
import { type Group, groups, newestMeasured, type Spread, scopeOf, spread, TOOL_BUCKETS, toolBucket } from "./stats.js";
import { primaryEncoding, type SiteMeasuredRow } from "./table.js";

const e = escapeHtml;
/** A scope with fewer servers than this is counted under "other scopes". */
const MIN_SCOPE = 3;
/** Upper bounds of the size chart's bins (tokens); the last bin is everything above. */
const SIZE_BINS = [250, 500, 1000, 2000, 4000, 8000, 16000, 32000, 64000];

function spreadTable(caption: string, first: string, rows: { label: string; spread: Spread | null }[]): string {
  const body = rows
    .map(({ label, spread: s }) =>
      s
        ? `<tr><th scope="row">${e(label)}</th><td>${formatInt(s.count)}</td><td>${formatInt(s.median)}</td><td>${formatInt(s.p90)}</td><td>${formatInt(s.largest)}</td></tr>`
        : `<tr><th scope="row">${e(label)}</th><td>0</td><td>–</td><td>–</td><td>–</td></tr>`,
    )
    .join("\n");
  return `<div class="scroll"><table><caption class="visually-hidden">${e(caption)}</caption>
<thead><tr><th scope="col" class="text">${e(first)}</th><th scope="col">Servers</th><th scope="col">Median</th><th scope="col">p90</th><th scope="col">Largest</th></tr></thead>
<tbody>
${body}
</tbody></table></div>`;
}

function sizeBars(values: readonly number[]): Bar[] {
  const labels = SIZE_BINS.map((b, i) => `≤${b >= 1000 ? `${b / 1000}k` : b}${i === 0 ? "" : ""}`);
  const counts = new Array(SIZE_BINS.length + 1).fill(0) as number[];
  for (const v of values) {
    const i = SIZE_BINS.findIndex((b) => v <= b);
    counts[i === -1 ? SIZE_BINS.length : i] = (counts[i === -1 ? SIZE_BINS.length : i] as number) + 1;
  }
  const last = SIZE_BINS[SIZE_BINS.length - 1] as number;
  return counts.map((count, i) => ({
    label: i < SIZE_BINS.length ? (labels[i] as string) : `>${last / 1000}k`,
    value: count,
    note: `${formatInt(count)} server${count === 1 ? "" : "s"} ${i < SIZE_BINS.length ? `at or under ${formatInt(SIZE_BINS[i] as number)}` : `over ${formatInt(last)}`}${i > 0 && i < SIZE_BINS.length ? ` (over ${formatInt(SIZE_BINS[i - 1] as number)})` : ""} tokens`,
  }));
}

export function distributionPage(data: SurveyDataset): string {
  const servers = newestMeasured(data.rows);
  const encoding = primaryEncoding(data);
  const tokens = (r: SiteMeasuredRow) => r.tokens[encoding]?.model ?? null;
  const values = servers.map(tokens).filter((v): v is number => v !== null);
  const figures: { label: string; spread: Spread | null }[] = [
    { label: "tools", spread: spread(servers.map((r) => r.tools)) },
    // The dataset's encodings and models even where no server has a figure (then a row of none).
    ...[...new Set([...data.settings.encodings, ...servers.flatMap((r) => Object.keys(r.tokens))])].map((enc) => ({
      label: `${enc} tokens`,
      spread: spread(servers.flatMap((r) => (r.tokens[enc] ? [r.tokens[enc].model] : []))),
    })),
    ...[...new Set([...data.settings.models, ...servers.flatMap((r) => Object.keys(r.models))])].map((id) => ({
      label: `on ${id}`,
      spread: spread(servers.flatMap((r) => (r.models[id] ? [r.models[id].tools] : []))),
    })),
    ...[...new Set(servers.flatMap((r) => Object.keys(r.clients ?? {})))].map((id) => ({
      label: `${id} up front (${encoding})`,
      spread: spread(
        servers.flatMap((r) => {
          const v = r.clients?.[id]?.upFront[encoding];
          return v === undefined ? [] : [v];
        }),
      ),
    })),
    ...(servers.some((r) => r.hints)
      ? [
          {
            label: `hints would save (${encoding})`,
            spread: spread(
              servers.flatMap((r) => (r.hints?.saving[encoding] !== undefined ? [r.hints.saving[encoding]] : [])),
            ),
          },
        ]
      : []),
  ];
  const byScope: Group[] = groups(servers, (r) => scopeOf(r.package), tokens, null, MIN_SCOPE, "other scopes", [
    "unscoped",
  ]);
  const byTools: Group[] = groups(
    servers,
    (r) => toolBucket(r.tools),
    tokens,
    TOOL_BUCKETS.map((b) => b.label),
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
