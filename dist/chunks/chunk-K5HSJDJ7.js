import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  COMPARISON_KIND,
  COMPARISON_SCHEMA_VERSION,
  ComparisonError,
  toolOrderOf
} from "./chunk-WC7BATOK.js";
import {
  compareCalls
} from "./chunk-QZTG4LHG.js";
import {
  modelWarnings
} from "./chunk-LZVJK3TK.js";
import {
  REPORT_SCHEMA_VERSION,
  TOOL_FIELDS
} from "./chunk-4KOQUDW2.js";
import {
  clientDiffs
} from "./chunk-KAFQOX4T.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/compare.ts
var MODEL_FIELDS = ["name", "description", "inputSchema"];
var FIELD_ORDER = [...TOOL_FIELDS, "other", "structure"];
var ZERO = { model: 0, raw: 0, fields: { structure: 0 } };
function checkSchemaVersion(report, which) {
  const version = report.schemaVersion;
  if (version === REPORT_SCHEMA_VERSION) return;
  if (typeof version === "number" && Number.isInteger(version) && version > REPORT_SCHEMA_VERSION) {
    throw new ComparisonError(
      `the ${which} report has schemaVersion ${version}, newer than this mcp-token-budget reads (${REPORT_SCHEMA_VERSION}); measure base and head with the same mcp-token-budget version, or upgrade it`
    );
  }
  throw new ComparisonError(
    `the ${which} report has an unknown schemaVersion ${JSON.stringify(version) ?? "(none)"}, expected ${REPORT_SCHEMA_VERSION}; is it an mcp-token-budget report?`
  );
}
__name(checkSchemaVersion, "checkSchemaVersion");
var side = /* @__PURE__ */ __name((commit, report) => ({
  sha: commit?.sha ?? null,
  ref: commit?.ref ?? null,
  label: commit?.label ?? null,
  report
}), "side");
var reportInfo = /* @__PURE__ */ __name((report) => ({
  schemaVersion: report.schemaVersion,
  generator: { ...report.generator },
  server: { ...report.server },
  encodings: [...report.method.encodings],
  tokenizer: { ...report.method.tokenizer },
  ...report.toolsCache ? { toolsCache: { ...report.toolsCache } } : {},
  warnings: [...report.warnings]
}), "reportInfo");
var tokensOf = /* @__PURE__ */ __name((tool, encoding) => tool ? (Object.hasOwn(tool.tokens, encoding) ? tool.tokens[encoding] : void 0) ?? ZERO : null, "tokensOf");
var byMagnitude = /* @__PURE__ */ __name((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field), "byMagnitude");
function fieldDeltas(base, head) {
  const b = base?.fields ?? {};
  const h = head?.fields ?? {};
  const keys = /* @__PURE__ */ new Set([...Object.keys(b), ...Object.keys(h)]);
  const ordered = [...FIELD_ORDER.filter((k) => keys.has(k)), ...[...keys].filter((k) => !FIELD_ORDER.includes(k))];
  const raw = [];
  for (const field of ordered) {
    const delta = (h[field] ?? 0) - (b[field] ?? 0);
    if (delta !== 0) raw.push({ field, delta });
  }
  const model = [];
  let modelFieldsSum = 0;
  for (const field of MODEL_FIELDS) {
    const delta = (h[field] ?? 0) - (b[field] ?? 0);
    modelFieldsSum += delta;
    if (delta !== 0) model.push({ field, delta });
  }
  const structure = (head?.model ?? 0) - (base?.model ?? 0) - modelFieldsSum;
  if (structure !== 0) model.push({ field: "structure", delta: structure });
  return { model: model.sort(byMagnitude), raw: raw.sort(byMagnitude) };
}
__name(fieldDeltas, "fieldDeltas");
function sameCounts(a, b) {
  if (a.model !== b.model || a.raw !== b.raw) return false;
  const af = a.fields;
  const bf = b.fields;
  const keys = /* @__PURE__ */ new Set([...Object.keys(af), ...Object.keys(bf)]);
  for (const key of keys) if (af[key] !== bf[key]) return false;
  return true;
}
__name(sameCounts, "sameCounts");
function segments(text) {
  return text.split(/(?<=[.!?])\s+|\s*\n\s*/).map((s) => s.trim()).filter((s) => s !== "");
}
__name(segments, "segments");
var LCS_MAX_CELLS = 25e4;
function diffSegments(base, head) {
  const parts = [];
  const push = /* @__PURE__ */ __name((op, text) => {
    const last = parts[parts.length - 1];
    if (last && last.op === op) last.text += `
${text}`;
    else parts.push({ op, text });
  }, "push");
  const n = base.length;
  const m = head.length;
  if (n * m > LCS_MAX_CELLS) {
    for (const s of base) push("delete", s);
    for (const s of head) push("insert", s);
    return parts;
  }
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const at = /* @__PURE__ */ __name((i2, j2) => lengths[i2 * (m + 1) + j2] ?? 0, "at");
  for (let i2 = n - 1; i2 >= 0; i2--) {
    for (let j2 = m - 1; j2 >= 0; j2--) {
      lengths[i2 * (m + 1) + j2] = base[i2] === head[j2] ? at(i2 + 1, j2 + 1) + 1 : Math.max(at(i2 + 1, j2), at(i2, j2 + 1));
    }
  }
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && base[i] === head[j]) {
      push("equal", base[i]);
      i++;
      j++;
    } else if (i < n && (j === m || at(i + 1, j) >= at(i, j + 1))) {
      push("delete", base[i++]);
    } else {
      push("insert", head[j++]);
    }
  }
  return parts;
}
__name(diffSegments, "diffSegments");
var descriptionText = /* @__PURE__ */ __name((d) => d.description === void 0 ? "" : `${d.description}${d.descriptionLength === void 0 ? "" : "\u2026"}`, "descriptionText");
function definitionDiff(base, head) {
  if (!base || !head) return null;
  const out = {};
  const b = descriptionText(base);
  const h = descriptionText(head);
  if (b !== h) out.descriptionDiff = diffSegments(segments(b), segments(h));
  const inBase = new Set(base.properties);
  const inHead = new Set(head.properties);
  out.properties = {
    added: head.properties.filter((p) => !inBase.has(p)),
    removed: base.properties.filter((p) => !inHead.has(p))
  };
  return out;
}
__name(definitionDiff, "definitionDiff");
function diffTool(name, occurrence, base, head, encodings) {
  const tokens = {};
  let changed = false;
  for (const encoding of encodings) {
    const b = tokensOf(base, encoding);
    const h = tokensOf(head, encoding);
    if (b && h && !sameCounts(b, h)) changed = true;
    tokens[encoding] = {
      base: b && { model: b.model, raw: b.raw },
      head: h && { model: h.model, raw: h.raw },
      delta: { model: (h?.model ?? 0) - (b?.model ?? 0), raw: (h?.raw ?? 0) - (b?.raw ?? 0) },
      fields: fieldDeltas(b, h)
    };
  }
  const definition = definitionDiff(base?.definition, head?.definition);
  if (definition && (definition.descriptionDiff || definition.properties?.added.length || definition.properties?.removed.length))
    changed = true;
  const status = !base ? "added" : !head ? "removed" : changed ? "changed" : "unchanged";
  return {
    name,
    occurrence,
    status,
    baseIndex: base?.index ?? null,
    headIndex: head?.index ?? null,
    tokens,
    ...status === "changed" && definition ? definition : {}
  };
}
__name(diffTool, "diffTool");
function totalOf(report, encoding) {
  const stated = Object.hasOwn(report.totals, encoding) ? report.totals[encoding] : void 0;
  if (stated) return { model: stated.model, raw: stated.raw };
  let model = 0;
  let raw = 0;
  for (const tool of report.tools) {
    model += tool.tokens[encoding]?.model ?? 0;
    raw += tool.tokens[encoding]?.raw ?? 0;
  }
  return { model, raw };
}
__name(totalOf, "totalOf");
function totalDiff(base, head, encoding) {
  const h = totalOf(head, encoding);
  if (!base) return { base: null, head: h, delta: null, relative: { model: null, raw: null } };
  const b = totalOf(base, encoding);
  const delta = { model: h.model - b.model, raw: h.raw - b.raw };
  return {
    base: b,
    head: h,
    delta,
    relative: {
      model: b.model === 0 ? null : delta.model / b.model,
      raw: b.raw === 0 ? null : delta.raw / b.raw
    }
  };
}
__name(totalDiff, "totalDiff");
function groupByName(tools) {
  const groups = /* @__PURE__ */ new Map();
  for (const tool of tools) {
    const group = groups.get(tool.name);
    if (group) group.push(tool);
    else groups.set(tool.name, [tool]);
  }
  return groups;
}
__name(groupByName, "groupByName");
var times = /* @__PURE__ */ __name((n) => n === 1 ? "once" : `${n} times`, "times");
function methodNotes(base, head) {
  const notes = [];
  for (const encoding of head.method.encodings) {
    if (!base.method.encodings.includes(encoding))
      notes.push(`encoding ${encoding} is in the head report only; not compared`);
  }
  for (const encoding of base.method.encodings) {
    if (!head.method.encodings.includes(encoding))
      notes.push(`encoding ${encoding} is in the base report only; not compared`);
  }
  const bt = base.method.tokenizer;
  const ht = head.method.tokenizer;
  if (bt.name !== ht.name || bt.version !== ht.version) {
    notes.push(
      `base counted with ${bt.name} ${bt.version}, head with ${ht.name} ${ht.version}; counts can differ for that reason alone`
    );
  }
  const b = base.method;
  const h = head.method;
  if (b.views.model !== h.views.model || b.views.raw !== h.views.raw || b.total !== h.total || b.json !== h.json) {
    notes.push("the base report states a different counting method from the head report; deltas mix method and tools");
  }
  return notes;
}
__name(methodNotes, "methodNotes");
var FIDELITY_WORDS = {
  exact: "exact",
  estimate: "an estimate",
  "provider-count": "a provider count",
  unverified: "unverified (not the pinned model data)"
};
function figures(entry, where) {
  const { perTool: _perTool, hiddenParameters: _hidden, notSeen: _notSeen, ...rest } = entry;
  return { ...structuredClone(rest), warnings: modelWarnings(entry, false, where) };
}
__name(figures, "figures");
function modelDiffs(base, head, notes, where) {
  for (const [side2, report] of [
    ["head", head],
    ["base", base]
  ]) {
    for (const [id, m] of Object.entries(report?.modelsNotCounted ?? {})) {
      notes.push(`model ${id} not counted in the ${side2} report: ${m.reason} (${m.detail})`);
    }
  }
  const headModels = Object.entries(head.models ?? {});
  const baseModels = Object.entries(base?.models ?? {});
  if (headModels.length === 0 && baseModels.length === 0) return void 0;
  const inBase = new Map(baseModels);
  const inHead = new Map(headModels);
  const entries = [];
  for (const [id, h] of headModels) {
    const b = inBase.get(id);
    if (!b) {
      if (base) notes.push(`model ${id} is in the head report only; not compared`);
      entries.push([id, { base: null, head: figures(h, where), delta: null, relative: null }]);
      continue;
    }
    if (b.fidelity !== h.fidelity) {
      notes.push(
        `model ${id}: the base figure is ${FIDELITY_WORDS[b.fidelity] ?? b.fidelity}, the head figure ${FIDELITY_WORDS[h.fidelity] ?? h.fidelity}; the delta mixes methods`
      );
    } else if (b.profile !== h.profile) {
      notes.push(`model ${id}: base counted as "${b.profile}", head as "${h.profile}"; the delta mixes methods`);
    }
    const delta = { tools: h.tools - b.tools, instructions: (h.instructions ?? 0) - (b.instructions ?? 0) };
    entries.push([
      id,
      {
        base: figures(b, where),
        head: figures(h, where),
        delta,
        relative: b.tools === 0 ? null : delta.tools / b.tools
      }
    ]);
  }
  for (const [id, b] of baseModels) {
    if (inHead.has(id)) continue;
    notes.push(`model ${id} is in the base report only; not compared`);
    entries.push([id, { base: figures(b, where), head: null, delta: null, relative: null }]);
  }
  return Object.fromEntries(entries);
}
__name(modelDiffs, "modelDiffs");
function compare(base, head, context = {}) {
  checkSchemaVersion(head, "head");
  if (base) checkSchemaVersion(base, "base");
  const encodings = base ? head.method.encodings.filter((e) => base.method.encodings.includes(e)) : [...head.method.encodings];
  if (encodings.length === 0) {
    throw new ComparisonError(
      `the base and head reports have no encoding in common (base: ${base?.method.encodings.join(", ")}; head: ${head.method.encodings.join(", ")}); measure both with the same encodings`
    );
  }
  const notes = base ? methodNotes(base, head) : [];
  const baseGroups = groupByName(base?.tools ?? []);
  const headGroups = groupByName(head.tools);
  const tools = [];
  const seen = /* @__PURE__ */ new Map();
  for (const tool of head.tools) {
    const occurrence = (seen.get(tool.name) ?? 0) + 1;
    seen.set(tool.name, occurrence);
    tools.push(diffTool(tool.name, occurrence, baseGroups.get(tool.name)?.[occurrence - 1], tool, encodings));
  }
  const rankInBase = /* @__PURE__ */ new Map();
  for (const tool of base?.tools ?? []) {
    const rank = (rankInBase.get(tool.name) ?? 0) + 1;
    rankInBase.set(tool.name, rank);
    if (rank > (headGroups.get(tool.name)?.length ?? 0))
      tools.push(diffTool(tool.name, rank, tool, void 0, encodings));
  }
  if (base) {
    const names = /* @__PURE__ */ new Set([...headGroups.keys(), ...baseGroups.keys()]);
    for (const name of names) {
      const inBase = baseGroups.get(name)?.length ?? 0;
      const inHead = headGroups.get(name)?.length ?? 0;
      if (inBase > 1 || inHead > 1) {
        notes.push(
          `tool name "${name}" appears ${times(inHead)} in the head report and ${inBase === 0 ? "not at all" : times(inBase)} in the base report; matched by order of appearance`
        );
      }
    }
  }
  const summary = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const tool of tools) summary[tool.status]++;
  const toolOrder = toolOrderOf(tools, base !== null);
  const status = !base ? "no-baseline" : summary.added + summary.removed + summary.changed > 0 || toolOrder.changed ? "changed" : "unchanged";
  const totals = {};
  for (const encoding of encodings) totals[encoding] = totalDiff(base, head, encoding);
  const models = modelDiffs(base, head, notes, context.where ?? "cli");
  const clients = clientDiffs(base, head, notes);
  const calls = compareCalls(base, head, encodings);
  return {
    schemaVersion: COMPARISON_SCHEMA_VERSION,
    kind: COMPARISON_KIND,
    status,
    noBaselineReason: base ? null : context.noBaselineReason || "no base report was given",
    baselineRequested: context.baselineRequested ?? true,
    ...!base && context.newServer ? { newServer: true } : {},
    base: side(context.base, base && reportInfo(base)),
    head: side(context.head, reportInfo(head)),
    method: structuredClone(head.method),
    encodings,
    counts: {
      tools: { base: base ? base.tools.length : null, head: head.tools.length },
      prompts: { base: base?.prompts?.count ?? null, head: head.prompts?.count ?? null },
      resources: { base: base?.resources?.count ?? null, head: head.resources?.count ?? null }
    },
    summary,
    totals,
    ...models ? { models } : {},
    ...clients ? { clients } : {},
    toolBlock: {
      changed: base?.toolBlock && head.toolBlock ? base.toolBlock.fingerprint !== head.toolBlock.fingerprint : null
    },
    toolOrder,
    tools,
    notes,
    verdict: context.verdict ? structuredClone(context.verdict) : null,
    ...calls ? { calls } : {}
  };
}
__name(compare, "compare");
function serializeComparison(comparison) {
  return `${JSON.stringify(comparison, null, 2)}
`;
}
__name(serializeComparison, "serializeComparison");

export {
  diffSegments,
  compare,
  serializeComparison
};
//# sourceMappingURL=chunk-K5HSJDJ7.js.map
