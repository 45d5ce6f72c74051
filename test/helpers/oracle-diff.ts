/**
 * Expected per-tool counts and deltas, computed with js-tiktoken (test/helpers/oracle.ts) straight
 * from the tool definitions, following DOMAIN.md: model view = {name, description, inputSchema},
 * raw view = the whole tool, per field = each value's JSON, structure = what remains.
 */
import { oracleCount } from "./oracle.js";

export interface OracleCounts {
  model: number;
  raw: number;
  /** Per field as the raw view counts them, plus `structure`. */
  fields: Record<string, number>;
}

const KNOWN_FIELDS = new Set(["name", "title", "description", "inputSchema", "outputSchema", "annotations", "_meta"]);
const MODEL_FIELDS = ["name", "description", "inputSchema"] as const;

export function oracleTool(tool: Record<string, unknown>, encoding: string): OracleCounts {
  const facing: Record<string, unknown> = { name: tool.name };
  if (tool.description !== undefined) facing.description = tool.description;
  facing.inputSchema = tool.inputSchema;
  const raw = oracleCount(JSON.stringify(tool), encoding);
  const fields: Record<string, number> = {};
  let sum = 0;
  for (const [key, value] of Object.entries(tool)) {
    const tokens = oracleCount(JSON.stringify(value), encoding);
    const field = KNOWN_FIELDS.has(key) ? key : "other";
    fields[field] = (fields[field] ?? 0) + tokens;
    sum += tokens;
  }
  fields.structure = raw - sum;
  return { model: oracleCount(JSON.stringify(facing), encoding), raw, fields };
}

export interface OracleToolDiff {
  base: { model: number; raw: number } | null;
  head: { model: number; raw: number } | null;
  delta: { model: number; raw: number };
  /** Nonzero field deltas per view, as a map (the order is checked separately). */
  fields: { model: Record<string, number>; raw: Record<string, number> };
}

const nonzero = (entries: [string, number][]) => Object.fromEntries(entries.filter(([, delta]) => delta !== 0));

/** What a comparison must say about one tool in one encoding; a missing side is a tool added or removed. */
export function oracleToolDiff(
  base: Record<string, unknown> | undefined,
  head: Record<string, unknown> | undefined,
  encoding: string,
): OracleToolDiff {
  const b = base && oracleTool(base, encoding);
  const h = head && oracleTool(head, encoding);
  const delta = { model: (h?.model ?? 0) - (b?.model ?? 0), raw: (h?.raw ?? 0) - (b?.raw ?? 0) };
  const fieldDelta = (field: string) => (h?.fields[field] ?? 0) - (b?.fields[field] ?? 0);
  const rawFields = new Set([...Object.keys(b?.fields ?? {}), ...Object.keys(h?.fields ?? {})]);
  const modelSum = MODEL_FIELDS.reduce((sum, field) => sum + fieldDelta(field), 0);
  return {
    base: b ? { model: b.model, raw: b.raw } : null,
    head: h ? { model: h.model, raw: h.raw } : null,
    delta,
    fields: {
      model: nonzero([
        ...MODEL_FIELDS.map((f): [string, number] => [f, fieldDelta(f)]),
        ["structure", delta.model - modelSum],
      ]),
      raw: nonzero([...rawFields].map((f): [string, number] => [f, fieldDelta(f)])),
    },
  };
}
