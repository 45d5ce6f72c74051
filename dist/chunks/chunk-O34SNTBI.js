import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  fingerprint
} from "./chunk-XO3XNMKY.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/survey/dataset.ts
var SURVEY_SCHEMA_VERSION = 1;
var SURVEY_KIND = "mcp-token-budget/survey";
var rowKey = /* @__PURE__ */ __name((r) => `${r.package}@${r.version}`, "rowKey");
function shardOf(entries, index, count) {
  return entries.filter((_, i) => i % count === index - 1);
}
__name(shardOf, "shardOf");
function listFingerprint(entries) {
  const canonical = entries.map((e) => [e.package, e.version, e.bin, e.args, Object.entries(e.env).sort()]);
  return fingerprint(JSON.stringify(canonical));
}
__name(listFingerprint, "listFingerprint");
function compareVersions(a, b) {
  const pa = a.split(/[.+-]/);
  const pb = b.split(/[.+-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === void 0 || y === void 0) return x === void 0 ? -1 : 1;
    if (x === y) continue;
    const nx = /^\d+$/.test(x) ? Number(x) : null;
    const ny = /^\d+$/.test(y) ? Number(y) : null;
    if (nx !== null && ny !== null) return nx - ny;
    return x < y ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}
__name(compareVersions, "compareVersions");
function sortRows(rows) {
  return [...rows].sort(
    (a, b) => a.package === b.package ? compareVersions(a.version, b.version) : a.package < b.package ? -1 : 1
  );
}
__name(sortRows, "sortRows");
function surveyClients(entries) {
  const pick = /* @__PURE__ */ __name((entry, key) => Object.fromEntries(Object.entries(entry.tokens).map(([e, t]) => [e, t[key]])), "pick");
  return Object.fromEntries(
    Object.entries(entries).map(([id, entry]) => [
      id,
      {
        version: entry.version,
        source: entry.source,
        deferred: entry.deferred,
        upFront: pick(entry, "upFront"),
        allLoaded: pick(entry, "allLoaded"),
        cappedOut: entry.cappedOut.length
      }
    ])
  );
}
__name(surveyClients, "surveyClients");
function surveyHints(result) {
  return result ? { count: result.hints.length, saving: { ...result.totalSaves } } : null;
}
__name(surveyHints, "surveyHints");
function measuredRow(entry, report, context, extra = {}) {
  const models = {};
  for (const [id, m] of Object.entries(report.models ?? {})) {
    models[id] = {
      profile: m.profile,
      runtime: m.runtime,
      fidelity: m.fidelity,
      tools: m.tools,
      ...m.range ? { range: m.range } : {},
      instructions: m.instructions,
      contextWindow: m.contextWindow,
      fits: m.fits ?? null,
      data: m.data,
      packages: [...context.packages[id] ?? []]
    };
  }
  const notCounted = {};
  for (const [id, n] of Object.entries(report.modelsNotCounted ?? {})) notCounted[id] = `${n.reason}: ${n.detail}`;
  return {
    ...rowBase(entry, context),
    status: "measured",
    tokenizer: `${report.method.tokenizer.name}@${report.method.tokenizer.version}`,
    server: {
      name: report.server.name,
      version: report.server.version,
      protocolVersion: report.server.protocolVersion
    },
    tools: report.tools.length,
    tokens: Object.fromEntries(Object.entries(report.totals).map(([e, t]) => [e, { model: t.model, raw: t.raw }])),
    instructions: report.instructions ?? null,
    prompts: report.prompts?.count ?? null,
    resources: report.resources?.count ?? null,
    models,
    modelsNotCounted: notCounted,
    ...report.listing ? { stable: report.listing.stable } : {},
    toolTokens: report.tools.map((t) => ({
      name: t.name,
      tokens: Object.fromEntries(Object.entries(t.tokens).map(([e, v]) => [e, v.model]))
    })),
    ...extra.hints !== void 0 ? { hints: extra.hints } : {},
    ...extra.clients !== void 0 ? { clients: extra.clients } : {},
    warnings: [...report.warnings, ...extra.warnings ?? []]
  };
}
__name(measuredRow, "measuredRow");
function failedRow(entry, failure, context) {
  return { ...rowBase(entry, context), status: "failed", failure };
}
__name(failedRow, "failedRow");
function rowBase(entry, context) {
  return {
    package: entry.package,
    version: entry.version,
    bin: entry.bin,
    args: entry.args,
    env: Object.keys(entry.env).sort(),
    date: context.date,
    engine: context.engine
  };
}
__name(rowBase, "rowBase");
function reusable(row, entry, engine, settings, windows = {}) {
  if (row.status !== "measured" || row.engine !== engine) return false;
  const sameKeys = /* @__PURE__ */ __name((a, b) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]), "sameKeys");
  return rowKey(row) === rowKey(entry) && row.bin === entry.bin && JSON.stringify(row.args) === JSON.stringify(entry.args) && sameKeys(row.env, Object.keys(entry.env)) && sameKeys(Object.keys(row.tokens), settings.encodings) && sameKeys([...Object.keys(row.models), ...Object.keys(row.modelsNotCounted)], settings.models) && (!settings.checkStable || row.stable !== void 0) && // Rows written before hints and clients were measured lack them: measured again.
  row.hints !== void 0 && sameKeys(Object.keys(row.clients ?? {}), settings.clients ?? []) && Object.entries(row.models).every(([id, m]) => !(id in windows) || m.contextWindow === windows[id]);
}
__name(reusable, "reusable");
function dataset(engine, settings, rows, shard) {
  return {
    schemaVersion: SURVEY_SCHEMA_VERSION,
    kind: SURVEY_KIND,
    engine: { name: "mcp-token-budget", version: engine },
    settings,
    ...shard ? { shard } : {},
    rows: sortRows(rows)
  };
}
__name(dataset, "dataset");
function serializeDataset(data) {
  return `${JSON.stringify(data, null, 2)}
`;
}
__name(serializeDataset, "serializeDataset");
function mergeShards(parts) {
  const problem = /* @__PURE__ */ __name((text) => new ToolError("input", `survey merge: ${text}`), "problem");
  const [first] = parts;
  if (!first) throw problem("give the output directories of the shards to merge");
  const unsharded = parts.find((p) => !p.data.shard);
  if (unsharded) {
    throw problem(`${unsharded.file} is not a shard's output (written without --shard); merge joins shards of one run`);
  }
  const shard = first.data.shard;
  const seen = /* @__PURE__ */ new Map();
  for (const { file, data } of parts) {
    const s = data.shard;
    if (s.count !== shard.count || s.list !== shard.list) {
      throw problem(
        `${file} is shard ${s.index}/${s.count} of list ${s.list}, ${first.file} is shard ${shard.index}/${shard.count} of list ${shard.list}: not shards of one run`
      );
    }
    if (data.engine.version !== first.data.engine.version) {
      throw problem(
        `${file} was written by engine ${data.engine.version}, ${first.file} by ${first.data.engine.version}`
      );
    }
    if (JSON.stringify(data.settings) !== JSON.stringify(first.data.settings)) {
      throw problem(
        `${file} was measured with other settings than ${first.file} (${JSON.stringify(data.settings)} vs ${JSON.stringify(first.data.settings)})`
      );
    }
    const other = seen.get(s.index);
    if (other) throw problem(`shard ${s.index}/${s.count} is given twice (${other} and ${file})`);
    seen.set(s.index, file);
  }
  const missing = Array.from({ length: shard.count }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length > 0) {
    throw problem(
      `shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${shard.count}`).join(", ")} missing`
    );
  }
  const rows = /* @__PURE__ */ new Map();
  for (const { file, data } of parts) {
    for (const row of data.rows) {
      const before = rows.get(rowKey(row));
      if (before && JSON.stringify(before.row) !== JSON.stringify(row)) {
        throw problem(`${rowKey(row)} has different rows in ${before.file} and ${file}`);
      }
      rows.set(rowKey(row), { file, row });
    }
  }
  return dataset(
    first.data.engine.version,
    first.data.settings,
    [...rows.values()].map((r) => r.row)
  );
}
__name(mergeShards, "mergeShards");

export {
  SURVEY_SCHEMA_VERSION,
  SURVEY_KIND,
  rowKey,
  shardOf,
  listFingerprint,
  compareVersions,
  surveyClients,
  surveyHints,
  measuredRow,
  failedRow,
  reusable,
  dataset,
  serializeDataset,
  mergeShards
};
//# sourceMappingURL=chunk-O34SNTBI.js.map
