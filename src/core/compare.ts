/**
 * Two reports -> a comparison: every tool added, removed, changed or unchanged, with deltas per
 * encoding and view and the fields they came from. The comparison is a self-contained, versioned
 * document: an unprivileged CI job computes it, a privileged job renders and posts it with no other
 * input, so it carries everything a renderer needs (servers, commits, method, verdict).
 */

import { compareCalls } from "./calls/compare.js";
import { clientDiffs } from "./compare-clients.js";
import {
  COMPARISON_KIND,
  COMPARISON_SCHEMA_VERSION,
  type CommitInfo,
  type CompareContext,
  type Comparison,
  ComparisonError,
  type ComparisonStatus,
  type DescriptionPart,
  type FieldDelta,
  type ModelDiff,
  type ModelFigures,
  type ReportInfo,
  type Side,
  type ToolDiff,
  type ToolStatus,
  type ToolTokenDiff,
  type TotalDiff,
} from "./comparison.js";
import type { ModelEntry } from "./models/entry.js";
import { modelWarnings } from "./models/model-warnings.js";
import {
  REPORT_SCHEMA_VERSION,
  type Report,
  TOOL_FIELDS,
  type ToolCount,
  type ToolDefinition,
  type ToolTokens,
  type Totals,
} from "./report.js";
import { toolOrderOf } from "./tool-order.js";

const MODEL_FIELDS = ["name", "description", "inputSchema"] as const;
const FIELD_ORDER: readonly string[] = [...TOOL_FIELDS, "other", "structure"];
const ZERO: ToolTokens = { model: 0, raw: 0, fields: { structure: 0 } };

function checkSchemaVersion(report: Report, which: "base" | "head"): void {
  const version: unknown = (report as { schemaVersion?: unknown }).schemaVersion;
  if (version === REPORT_SCHEMA_VERSION) return;
  // Only version 1 exists: anything else is from a newer mcp-token-budget or not a report at all.
  if (typeof version === "number" && Number.isInteger(version) && version > REPORT_SCHEMA_VERSION) {
    throw new ComparisonError(
      `the ${which} report has schemaVersion ${version}, newer than this mcp-token-budget reads (${REPORT_SCHEMA_VERSION}); ` +
        "measure base and head with the same mcp-token-budget version, or upgrade it",
    );
  }
  throw new ComparisonError(
    `the ${which} report has an unknown schemaVersion ${JSON.stringify(version) ?? "(none)"}, expected ${REPORT_SCHEMA_VERSION}; ` +
      "is it an mcp-token-budget report?",
  );
}

const side = (commit: CommitInfo | undefined, report: ReportInfo | null): Side => ({
  sha: commit?.sha ?? null,
  ref: commit?.ref ?? null,
  label: commit?.label ?? null,
  report,
});

const reportInfo = (report: Report): ReportInfo => ({
  schemaVersion: report.schemaVersion,
  generator: { ...report.generator },
  server: { ...report.server },
  encodings: [...report.method.encodings],
  tokenizer: { ...report.method.tokenizer },
  ...(report.toolsCache ? { toolsCache: { ...report.toolsCache } } : {}),
  warnings: [...report.warnings],
});

// Own properties only: an encoding named like an Object.prototype member must not reach the prototype.
const tokensOf = (tool: ToolCount | undefined, encoding: string): ToolTokens | null =>
  tool ? ((Object.hasOwn(tool.tokens, encoding) ? tool.tokens[encoding] : undefined) ?? ZERO) : null;

const byMagnitude = (a: FieldDelta, b: FieldDelta) =>
  Math.abs(b.delta) - Math.abs(a.delta) || FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field);

/**
 * Field attribution per view. Raw: every counted field plus the report's structure remainder.
 * Model: the three fields a client sends, plus what remains of the model delta (their keys and braces),
 * so each view's entries add up exactly to its delta.
 */
function fieldDeltas(base: ToolTokens | null, head: ToolTokens | null): ToolTokenDiff["fields"] {
  const b = (base?.fields ?? {}) as Record<string, number | undefined>;
  const h = (head?.fields ?? {}) as Record<string, number | undefined>;
  const keys = new Set([...Object.keys(b), ...Object.keys(h)]);
  const ordered = [...FIELD_ORDER.filter((k) => keys.has(k)), ...[...keys].filter((k) => !FIELD_ORDER.includes(k))];
  const raw: FieldDelta[] = [];
  for (const field of ordered) {
    const delta = (h[field] ?? 0) - (b[field] ?? 0);
    if (delta !== 0) raw.push({ field, delta });
  }
  const model: FieldDelta[] = [];
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

function sameCounts(a: ToolTokens, b: ToolTokens): boolean {
  if (a.model !== b.model || a.raw !== b.raw) return false;
  const af = a.fields as Record<string, number | undefined>;
  const bf = b.fields as Record<string, number | undefined>;
  const keys = new Set([...Object.keys(af), ...Object.keys(bf)]);
  for (const key of keys) if (af[key] !== bf[key]) return false;
  return true;
}

/** Sentences and lines: the unit a reviewer compares descriptions by. */
function segments(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\s*\n\s*/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

// Past this many cells the diff is "all of the base out, all of the head in": still right, never slow.
const LCS_MAX_CELLS = 250_000;

/** A longest-common-subsequence diff of two lists of segments, runs merged. */
export function diffSegments(base: readonly string[], head: readonly string[]): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  const push = (op: DescriptionPart["op"], text: string) => {
    const last = parts[parts.length - 1];
    if (last && last.op === op) last.text += `\n${text}`;
    else parts.push({ op, text });
  };
  const n = base.length;
  const m = head.length;
  if (n * m > LCS_MAX_CELLS) {
    for (const s of base) push("delete", s);
    for (const s of head) push("insert", s);
    return parts;
  }
  // lengths[i][j]: the LCS of base[i..] and head[j..], in one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => lengths[i * (m + 1) + j] ?? 0;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * (m + 1) + j] = base[i] === head[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && base[i] === head[j]) {
      push("equal", base[i] as string);
      i++;
      j++;
    } else if (i < n && (j === m || at(i + 1, j) >= at(i, j + 1))) {
      // On a tie the base side goes first: a reader expects the old text above the new.
      push("delete", base[i++] as string);
    } else {
      push("insert", head[j++] as string);
    }
  }
  return parts;
}

const descriptionText = (d: ToolDefinition) =>
  d.description === undefined ? "" : `${d.description}${d.descriptionLength === undefined ? "" : "…"}`;

/** What changed in a tool's text and parameters, from the definitions both reports carry. */
function definitionDiff(
  base: ToolDefinition | undefined,
  head: ToolDefinition | undefined,
): Pick<ToolDiff, "descriptionDiff" | "properties"> | null {
  if (!base || !head) return null;
  const out: Pick<ToolDiff, "descriptionDiff" | "properties"> = {};
  const b = descriptionText(base);
  const h = descriptionText(head);
  if (b !== h) out.descriptionDiff = diffSegments(segments(b), segments(h));
  const inBase = new Set(base.properties);
  const inHead = new Set(head.properties);
  out.properties = {
    added: head.properties.filter((p) => !inBase.has(p)),
    removed: base.properties.filter((p) => !inHead.has(p)),
  };
  return out;
}

function diffTool(
  name: string,
  occurrence: number,
  base: ToolCount | undefined,
  head: ToolCount | undefined,
  encodings: readonly string[],
): ToolDiff {
  const tokens: Record<string, ToolTokenDiff> = {};
  let changed = false;
  for (const encoding of encodings) {
    const b = tokensOf(base, encoding);
    const h = tokensOf(head, encoding);
    if (b && h && !sameCounts(b, h)) changed = true;
    tokens[encoding] = {
      base: b && { model: b.model, raw: b.raw },
      head: h && { model: h.model, raw: h.raw },
      delta: { model: (h?.model ?? 0) - (b?.model ?? 0), raw: (h?.raw ?? 0) - (b?.raw ?? 0) },
      fields: fieldDeltas(b, h),
    };
  }
  // A reworded description or a renamed parameter with the same counts is a change too, when the reports
  // carry the definitions (reports of older versions do not).
  const definition = definitionDiff(base?.definition, head?.definition);
  if (
    definition &&
    (definition.descriptionDiff || definition.properties?.added.length || definition.properties?.removed.length)
  )
    changed = true;
  const status: ToolStatus = !base ? "added" : !head ? "removed" : changed ? "changed" : "unchanged";
  return {
    name,
    occurrence,
    status,
    baseIndex: base?.index ?? null,
    headIndex: head?.index ?? null,
    tokens,
    ...(status === "changed" && definition ? definition : {}),
  };
}

function totalOf(report: Report, encoding: string): Totals {
  const stated = Object.hasOwn(report.totals, encoding) ? report.totals[encoding] : undefined;
  if (stated) return { model: stated.model, raw: stated.raw };
  let model = 0;
  let raw = 0;
  for (const tool of report.tools) {
    model += tool.tokens[encoding]?.model ?? 0;
    raw += tool.tokens[encoding]?.raw ?? 0;
  }
  return { model, raw };
}

function totalDiff(base: Report | null, head: Report, encoding: string): TotalDiff {
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
      raw: b.raw === 0 ? null : delta.raw / b.raw,
    },
  };
}

function groupByName(tools: readonly ToolCount[]): Map<string, ToolCount[]> {
  const groups = new Map<string, ToolCount[]>();
  for (const tool of tools) {
    const group = groups.get(tool.name);
    if (group) group.push(tool);
    else groups.set(tool.name, [tool]);
  }
  return groups;
}

const times = (n: number) => (n === 1 ? "once" : `${n} times`);

function methodNotes(base: Report, head: Report): string[] {
  const notes: string[] = [];
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
      `base counted with ${bt.name} ${bt.version}, head with ${ht.name} ${ht.version}; counts can differ for that reason alone`,
    );
  }
  const b = base.method;
  const h = head.method;
  if (b.views.model !== h.views.model || b.views.raw !== h.views.raw || b.total !== h.total || b.json !== h.json) {
    notes.push("the base report states a different counting method from the head report; deltas mix method and tools");
  }
  return notes;
}

const FIDELITY_WORDS: Record<string, string> = {
  exact: "exact",
  estimate: "an estimate",
  "provider-count": "a provider count",
  unverified: "unverified (not the pinned model data)",
};

function figures(entry: ModelEntry, where: "cli" | "action"): ModelFigures {
  const { perTool: _perTool, hiddenParameters: _hidden, notSeen: _notSeen, ...rest } = entry;
  // The lists stay in the reports; a comparison (and the comment made from it) carries one line for each.
  return { ...structuredClone(rest), warnings: modelWarnings(entry, false, where) };
}

/**
 * Per model profile in either report: the figures of each side and, when both have it, head - base.
 * A model in one report only, or counted differently on each side, gets a note.
 */
function modelDiffs(
  base: Report | null,
  head: Report,
  notes: string[],
  where: "cli" | "action",
): Record<string, ModelDiff> | undefined {
  for (const [side, report] of [
    ["head", head],
    ["base", base],
  ] as const) {
    for (const [id, m] of Object.entries(report?.modelsNotCounted ?? {})) {
      notes.push(`model ${id} not counted in the ${side} report: ${m.reason} (${m.detail})`);
    }
  }
  const headModels = Object.entries(head.models ?? {});
  const baseModels = Object.entries(base?.models ?? {});
  if (headModels.length === 0 && baseModels.length === 0) return undefined;
  const inBase = new Map(baseModels);
  const inHead = new Map(headModels);
  const entries: [string, ModelDiff][] = [];
  for (const [id, h] of headModels) {
    const b = inBase.get(id);
    if (!b) {
      if (base) notes.push(`model ${id} is in the head report only; not compared`);
      entries.push([id, { base: null, head: figures(h, where), delta: null, relative: null }]);
      continue;
    }
    if (b.fidelity !== h.fidelity) {
      notes.push(
        `model ${id}: the base figure is ${FIDELITY_WORDS[b.fidelity] ?? b.fidelity}, the head figure ${FIDELITY_WORDS[h.fidelity] ?? h.fidelity}; the delta mixes methods`,
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
        relative: b.tools === 0 ? null : delta.tools / b.tools,
      },
    ]);
  }
  for (const [id, b] of baseModels) {
    if (inHead.has(id)) continue;
    notes.push(`model ${id} is in the base report only; not compared`);
    entries.push([id, { base: figures(b, where), head: null, delta: null, relative: null }]);
  }
  // fromEntries defines own properties, so an id such as "__proto__" stays an ordinary key.
  return Object.fromEntries(entries);
}

export function compare(base: Report | null, head: Report, context: CompareContext = {}): Comparison {
  checkSchemaVersion(head, "head");
  if (base) checkSchemaVersion(base, "base");

  const encodings = base
    ? head.method.encodings.filter((e) => base.method.encodings.includes(e))
    : [...head.method.encodings];
  if (encodings.length === 0) {
    throw new ComparisonError(
      `the base and head reports have no encoding in common (base: ${base?.method.encodings.join(", ")}; ` +
        `head: ${head.method.encodings.join(", ")}); measure both with the same encodings`,
    );
  }
  const notes = base ? methodNotes(base, head) : [];

  const baseGroups = groupByName(base?.tools ?? []);
  const headGroups = groupByName(head.tools);
  const tools: ToolDiff[] = [];
  const seen = new Map<string, number>();
  for (const tool of head.tools) {
    const occurrence = (seen.get(tool.name) ?? 0) + 1;
    seen.set(tool.name, occurrence);
    tools.push(diffTool(tool.name, occurrence, baseGroups.get(tool.name)?.[occurrence - 1], tool, encodings));
  }
  const rankInBase = new Map<string, number>();
  for (const tool of base?.tools ?? []) {
    const rank = (rankInBase.get(tool.name) ?? 0) + 1;
    rankInBase.set(tool.name, rank);
    // Base tools up to the head's count of that name were matched above.
    if (rank > (headGroups.get(tool.name)?.length ?? 0))
      tools.push(diffTool(tool.name, rank, tool, undefined, encodings));
  }
  if (base) {
    const names = new Set([...headGroups.keys(), ...baseGroups.keys()]);
    for (const name of names) {
      const inBase = baseGroups.get(name)?.length ?? 0;
      const inHead = headGroups.get(name)?.length ?? 0;
      if (inBase > 1 || inHead > 1) {
        notes.push(
          `tool name "${name}" appears ${times(inHead)} in the head report and ${inBase === 0 ? "not at all" : times(inBase)} ` +
            "in the base report; matched by order of appearance",
        );
      }
    }
  }

  const summary: Record<ToolStatus, number> = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const tool of tools) summary[tool.status]++;
  // A reorder alone changes no tool but re-writes every cached conversation: it is a change.
  const toolOrder = toolOrderOf(tools, base !== null);
  const status: ComparisonStatus = !base
    ? "no-baseline"
    : summary.added + summary.removed + summary.changed > 0 || toolOrder.changed
      ? "changed"
      : "unchanged";

  const totals: Record<string, TotalDiff> = {};
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
    ...(!base && context.newServer ? { newServer: true as const } : {}),
    base: side(context.base, base && reportInfo(base)),
    head: side(context.head, reportInfo(head)) as Side & { report: ReportInfo },
    method: structuredClone(head.method),
    encodings,
    counts: {
      tools: { base: base ? base.tools.length : null, head: head.tools.length },
      prompts: { base: base?.prompts?.count ?? null, head: head.prompts?.count ?? null },
      resources: { base: base?.resources?.count ?? null, head: head.resources?.count ?? null },
    },
    summary,
    totals,
    ...(models ? { models } : {}),
    ...(clients ? { clients } : {}),
    toolBlock: {
      changed: base?.toolBlock && head.toolBlock ? base.toolBlock.fingerprint !== head.toolBlock.fingerprint : null,
    },
    toolOrder,
    tools,
    notes,
    verdict: context.verdict ? structuredClone(context.verdict) : null,
    ...(calls ? { calls } : {}),
  };
}

/** Stable, pretty JSON for files: the form written by --out and read back by comment mode. */
export function serializeComparison(comparison: Comparison): string {
  return `${JSON.stringify(comparison, null, 2)}\n`;
}
