import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  compareVersions
} from "./chunk-O34SNTBI.js";
import {
  formatInt
} from "./chunk-AY2GYRMS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/survey/quantiles.ts
var QUANTILES_KIND = "mcp-token-budget/index-quantiles";
var QUANTILES_SCHEMA_VERSION = 1;
function newestMeasured(datasets) {
  const newest = /* @__PURE__ */ new Map();
  for (const row of datasets.flatMap((d) => d.rows)) {
    if (row.status !== "measured") continue;
    const before = newest.get(row.package);
    if (!before || compareVersions(row.version, before.version) > 0) newest.set(row.package, row);
  }
  return [...newest.values()];
}
__name(newestMeasured, "newestMeasured");
function quantilesOf(values) {
  if (values.length === 0) throw new RangeError("quantiles of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const q = [];
  for (let p = 0; p < 100; p++) q.push(sorted[Math.floor(p * n / 100)]);
  q.push(sorted[n - 1]);
  return q;
}
__name(quantilesOf, "quantilesOf");
function lighterThan(quantiles, total) {
  let heavier = 0;
  for (let p = 0; p < 100; p++) if (total < quantiles[p]) heavier++;
  return heavier;
}
__name(lighterThan, "lighterThan");
function indexQuantiles(datasets, source) {
  const rows = newestMeasured(datasets);
  if (rows.length === 0) throw new RangeError("the dataset has no measured row: no quantiles to take");
  const encodings = {};
  for (const encoding of new Set(datasets.flatMap((d) => d.settings.encodings))) {
    const values = rows.flatMap((r) => Object.hasOwn(r.tokens, encoding) ? [r.tokens[encoding]?.model ?? 0] : []);
    if (values.length > 0) encodings[encoding] = { servers: values.length, quantiles: quantilesOf(values) };
  }
  return {
    kind: QUANTILES_KIND,
    schemaVersion: QUANTILES_SCHEMA_VERSION,
    // ISO dates sort as text.
    date: rows.map((r) => r.date).sort().at(-1),
    servers: rows.length,
    engines: [...new Set(rows.map((r) => r.engine))].sort(),
    source,
    encodings
  };
}
__name(indexQuantiles, "indexQuantiles");
function serializeQuantiles(data) {
  const encodings = Object.entries(data.encodings).map(([name, e]) => `    ${JSON.stringify(name)}: ${JSON.stringify(e)}`).join(",\n");
  const head = JSON.stringify({ ...data, encodings: void 0 }, null, 2).replace(/\n}$/, "");
  return `${head},
  "encodings": {
${encodings}
  }
}
`;
}
__name(serializeQuantiles, "serializeQuantiles");
function placeInIndex(index, report) {
  const lighter = {};
  for (const [encoding, totals] of Object.entries(report.totals)) {
    const e = Object.hasOwn(index.encodings, encoding) ? index.encodings[encoding] : void 0;
    if (e) lighter[encoding] = { percent: lighterThan(e.quantiles, totals.model), servers: e.servers };
  }
  if (Object.keys(lighter).length === 0) return null;
  return { date: index.date, source: index.source, lighterThan: lighter };
}
__name(placeInIndex, "placeInIndex");
function standingLine(standing, encodings) {
  const encoding = encodings.find((e) => Object.hasOwn(standing.lighterThan, e));
  const place = encoding === void 0 ? void 0 : standing.lighterThan[encoding];
  if (!place) return null;
  return `lighter than ${place.percent}% of ${formatInt(place.servers)} servers in the index of ${standing.date} (${encoding})`;
}
__name(standingLine, "standingLine");
function quantilesProblem(data) {
  if (typeof data !== "object" || data === null) return "is not a JSON object";
  const d = data;
  if (d.kind !== QUANTILES_KIND) return `has kind ${JSON.stringify(d.kind)}, expected "${QUANTILES_KIND}"`;
  if (d.schemaVersion !== QUANTILES_SCHEMA_VERSION)
    return `has schemaVersion ${String(d.schemaVersion)}; this version reads ${QUANTILES_SCHEMA_VERSION}`;
  if (typeof d.date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(d.date)) return "has no date (YYYY-MM-DD)";
  if (!Number.isInteger(d.servers) || d.servers < 1) return "has no servers count";
  if (typeof d.encodings !== "object" || d.encodings === null) return "has no encodings";
  for (const [name, e] of Object.entries(d.encodings)) {
    const q = e?.quantiles;
    const n = e?.servers;
    const ok = Array.isArray(q) && q.length === 101 && q.every((v, i) => Number.isInteger(v) && v >= 0 && (i === 0 || v >= q[i - 1])) && Number.isInteger(n) && n >= 1;
    if (!ok) return `encodings.${name} needs servers and 101 ascending whole-number quantiles`;
  }
  return null;
}
__name(quantilesProblem, "quantilesProblem");
function withIndexStanding(report, index) {
  const { warnings, ...rest } = report;
  const standing = placeInIndex(index, report);
  if (!standing) {
    const held = Object.keys(index.encodings).join(", ") || "none";
    const note = `the index of ${index.date} has quantiles for ${held}, none of the encodings measured: no place in it`;
    return { ...rest, warnings: [...warnings, note] };
  }
  return { ...rest, index: standing, warnings };
}
__name(withIndexStanding, "withIndexStanding");

export {
  QUANTILES_KIND,
  QUANTILES_SCHEMA_VERSION,
  newestMeasured,
  quantilesOf,
  lighterThan,
  indexQuantiles,
  serializeQuantiles,
  placeInIndex,
  standingLine,
  quantilesProblem,
  withIndexStanding
};
//# sourceMappingURL=chunk-4YSLT7ID.js.map
