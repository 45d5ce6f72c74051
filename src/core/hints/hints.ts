/**
 * hintsFor: every rule on every tool, each rewrite applied to a copy of the tool and the copy counted
 * again (model view, per encoding; per exact model profile with that profile's own renderer and
 * tokenizer). A rewrite that saves nothing and shows a model nothing new is not a hint. The totals
 * apply all hints of a tool together, largest saving (first encoding) first, and count once more; a
 * hint whose patch no longer applies after the ones before it is skipped and listed.
 */
import { modelFacing } from "../count.js";
import type { Encoder } from "../encodings.js";
import { type ModelCounter, type ModelFacingTool, TooLargeToCount } from "../models/types.js";
import { applyToCopy } from "./patch.js";
import { brokenByRewrite } from "./refs.js";
import { RULES } from "./rules.js";
import { commonPointer, isObject } from "./schema-walk.js";
import type {
  Finding,
  Hint,
  HintNotCounted,
  HintRule,
  HintsResult,
  JsonObject,
  ModelSaving,
  SkippedHint,
} from "./types.js";

export interface HintModel {
  /** The id the user asked for (`gpt-oss`). */
  id: string;
  /** An exact counter: savings on estimates would be a rule of thumb, on provider counts a paid call per hint. */
  counter: ModelCounter;
}

export interface HintsOptions {
  models?: readonly HintModel[];
  /** The rule table (tests pass a part of it). */
  rules?: readonly HintRule[];
  /**
   * Why model counting does not take these tools (past its per-request cap), or null when it does: the
   * run's cap (src/run/measure.ts), passed in so that the core holds no figure of its own.
   */
  tooLarge?: (tools: readonly ModelFacingTool[]) => string | null;
}

interface Measured {
  tokens: Record<string, number>;
  models: Record<string, { tools: number; hidden: Set<string> }>;
}

const depth = (path: string) => path.split("/").length;

function facingTool(tool: JsonObject): ModelFacingTool {
  const facing = modelFacing(tool);
  const out: ModelFacingTool = { name: String(facing.name), inputSchema: facing.inputSchema };
  if (typeof facing.description === "string") out.description = facing.description;
  return out;
}

/**
 * The tool counted per encoding and per profile. A profile past a cap of model counting (the run's byte cap,
 * or a render past its own: TooLargeToCount) has no figure in it; `notCounted` hears why, and the difference
 * with such a side leaves that profile out.
 */
async function measureTool(
  tool: JsonObject,
  encoders: readonly Encoder[],
  models: readonly HintModel[],
  options: { tooLarge?: HintsOptions["tooLarge"]; notCounted?: (model: string, detail: string) => void } = {},
): Promise<Measured> {
  const json = JSON.stringify(modelFacing(tool));
  const tokens: Record<string, number> = {};
  for (const encoder of encoders) tokens[encoder.name] = encoder.count(json);
  const measured: Measured = { tokens, models: {} };
  if (models.length === 0) return measured;
  const facing = [facingTool(tool)];
  const tooLarge = options.tooLarge?.(facing) ?? null;
  for (const { id, counter } of models) {
    if (tooLarge) {
      options.notCounted?.(id, tooLarge);
      continue;
    }
    try {
      const count = await counter.count(facing, null);
      measured.models[id] = { tools: count.tools, hidden: new Set((count.hiddenParameters ?? []).map((p) => p.path)) };
    } catch (error) {
      if (!(error instanceof TooLargeToCount)) throw error;
      options.notCounted?.(id, error.message);
    }
  }
  return measured;
}

function difference(
  before: Measured,
  after: Measured,
): { saves: Record<string, number>; models: Record<string, ModelSaving> } {
  const saves: Record<string, number> = {};
  for (const [name, n] of Object.entries(before.tokens)) saves[name] = n - (after.tokens[name] ?? 0);
  const models: Record<string, ModelSaving> = {};
  for (const [id, b] of Object.entries(before.models)) {
    const a = after.models[id];
    if (!a) continue;
    const saving: ModelSaving = { saves: b.tools - a.tools };
    const reveals = [...b.hidden].filter((p) => !a.hidden.has(p));
    const hides = [...a.hidden].filter((p) => !b.hidden.has(p));
    if (reveals.length > 0) saving.reveals = reveals;
    if (hides.length > 0) saving.hides = hides;
    models[id] = saving;
  }
  return { saves, models };
}

/** One hint per rule and tool: its findings' patches in one, deepest places first so that outer moves carry inner rewrites. */
function combine(findings: readonly Finding[]): {
  patch: Finding["patch"];
  paths: string[];
  changesValidation: boolean;
} {
  const ordered = findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => depth(b.finding.path) - depth(a.finding.path) || a.index - b.index)
    .map(({ finding }) => finding);
  return {
    patch: ordered.flatMap((f) => f.patch),
    paths: findings.map((f) => f.path),
    changesValidation: findings.some((f) => f.changesValidation),
  };
}

const worthShowing = (hint: { saves: Record<string, number>; models: Record<string, ModelSaving> }) =>
  Object.values(hint.saves).some((n) => n > 0) ||
  Object.values(hint.models).some((m) => m.saves > 0 || (m.reveals?.length ?? 0) > 0);

const describeError = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0] : String(error));

export async function hintsFor(
  tools: readonly unknown[],
  encoders: readonly Encoder[],
  options: HintsOptions = {},
): Promise<HintsResult> {
  const models = options.models ?? [];
  const modelIds = models.map((m) => m.id);
  const rules = (options.rules ?? RULES).filter((r) => !r.profiles || r.profiles.some((p) => modelIds.includes(p)));
  const hints: Hint[] = [];
  const skipped: SkippedHint[] = [];
  const totalSaves: Record<string, number> = Object.fromEntries(encoders.map((e) => [e.name, 0]));
  const totalModelSaves: Record<string, number> = Object.fromEntries(modelIds.map((id) => [id, 0]));
  const notCounted: HintNotCounted[] = [];
  const measure = (tool: JsonObject) => measureTool(tool, encoders, models, { tooLarge: options.tooLarge });

  for (const tool of tools) {
    if (!isObject(tool) || typeof tool.name !== "string") continue;
    const name = tool.name;
    // The tool as sent: a profile that cannot count it has no figures for its hints, and says so once.
    const before = await measureTool(tool, encoders, models, {
      tooLarge: options.tooLarge,
      notCounted: (model, detail) => notCounted.push({ tool: name, model, reason: "too large", detail }),
    });
    const toolHints: Hint[] = [];
    for (const rule of rules) {
      const findings = rule.find(tool, { models: modelIds });
      if (findings.length === 0) continue;
      const { patch, paths, changesValidation } = combine(findings);
      let patched: JsonObject;
      try {
        patched = applyToCopy(tool, patch);
      } catch (error) {
        // A rule whose patch does not apply to the tool it was made from is a defect; say so, keep the rest.
        skipped.push({
          tool: tool.name,
          rule: rule.id,
          path: commonPointer(paths),
          reason: `defect: ${describeError(error)}`,
        });
        continue;
      }
      // A rewrite that leaves a $ref pointing nowhere (or an $anchor twice) breaks the server's schema: never a hint.
      const broken = brokenByRewrite(tool, patched);
      if (broken.length > 0) {
        skipped.push({
          tool: tool.name,
          rule: rule.id,
          path: commonPointer(paths),
          reason: `would break the schema: ${broken.join("; ")}`,
        });
        continue;
      }
      const effect = difference(before, await measure(patched));
      if (!worthShowing(effect)) continue;
      const hint: Hint = {
        tool: tool.name,
        rule: rule.id,
        message: rule.message(findings, tool),
        path: paths.length === 1 ? (paths[0] as string) : commonPointer(paths),
        patch,
        saves: effect.saves,
        changesValidation,
      };
      if (paths.length > 1) hint.paths = paths;
      if (models.length > 0) hint.models = effect.models;
      toolHints.push(hint);
    }
    if (toolHints.length === 0) continue;
    hints.push(...toolHints);
    // Together: the largest saving first, so that where two rewrites touch the same place the one that saves more stays.
    const first = encoders[0]?.name ?? "";
    const byValue = [...toolHints].sort((a, b) => (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
    let all: JsonObject = tool;
    for (const hint of byValue) {
      try {
        const next = applyToCopy(all, hint.patch);
        const broken = brokenByRewrite(all, next);
        if (broken.length > 0) throw new Error(`together they would break the schema: ${broken.join("; ")}`);
        all = next;
      } catch (error) {
        skipped.push({
          tool: hint.tool,
          rule: hint.rule,
          path: hint.path,
          reason: `conflicts with an earlier hint of this tool: ${describeError(error)}`,
        });
      }
    }
    const together = difference(before, await measure(all));
    for (const [name, n] of Object.entries(together.saves)) totalSaves[name] = (totalSaves[name] ?? 0) + n;
    for (const [id, m] of Object.entries(together.models)) totalModelSaves[id] = (totalModelSaves[id] ?? 0) + m.saves;
  }

  const result: HintsResult = {
    hints,
    totalSaves,
    skipped,
    method: { view: "model", encodings: encoders.map((e) => e.name), models: modelIds },
  };
  if (models.length > 0) result.totalModelSaves = totalModelSaves;
  if (notCounted.length > 0) result.notCounted = notCounted;
  return result;
}
