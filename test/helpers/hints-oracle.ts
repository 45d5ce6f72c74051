/**
 * Re-deriving hint savings independently: the patch applied with `rfc6902` (not the product's
 * fast-json-patch), the model view counted with js-tiktoken (not gpt-tokenizer), gpt-oss with the
 * official harmony renderer (openai-harmony). Every figure of a hints result must come out the same.
 */
import { applyPatch, type Operation } from "rfc6902";
import { expect } from "vitest";
import type { HintsResult } from "../../src/core/hints/types.js";
import type { ModelFacingTool } from "../../src/core/models/types.js";
import type { HarmonyOracle } from "./harmony-oracle.js";
import { oracleCount } from "./oracle.js";

type Tool = Record<string, unknown>;

/** Applies with rfc6902 to a deep copy; throws with the failing operation's error. */
export function oracleApply(tool: Tool, patch: unknown[]): Tool {
  const copy = structuredClone(tool);
  const results = applyPatch(copy, patch as Operation[]);
  const failed = results.find((r) => r !== null);
  if (failed) throw new Error(`patch does not apply: ${failed.name}: ${failed.message}`);
  return copy;
}

function facing(tool: Tool): ModelFacingTool {
  const out: ModelFacingTool = { name: tool.name as string, inputSchema: tool.inputSchema };
  if (typeof tool.description === "string") out.description = tool.description;
  return out;
}

/** Model view as DOMAIN.md defines it, written again here. */
export function oracleModelTokens(tool: Tool, encoding: string): number {
  const view: Tool = { name: tool.name };
  if (tool.description !== undefined) view.description = tool.description;
  view.inputSchema = tool.inputSchema;
  return oracleCount(JSON.stringify(view), encoding);
}

const toolNamed = (tools: unknown[], name: string) => {
  const tool = tools.find((t) => (t as Tool).name === name) as Tool | undefined;
  if (!tool) throw new Error(`no tool ${name}`);
  return tool;
};

/**
 * Checks every hint's saving and every total against the independent implementations. Returns how many
 * figures were checked, so a test can see it checked something.
 */
export function expectRederived(result: HintsResult, tools: unknown[], harmony?: HarmonyOracle): number {
  let checked = 0;
  const harmonyTokens = (tool: Tool) => (harmony as HarmonyOracle).toolTokens([facing(tool)]);
  for (const hint of result.hints) {
    const tool = toolNamed(tools, hint.tool);
    const patched = oracleApply(tool, hint.patch);
    for (const encoding of result.method.encodings) {
      const saved = oracleModelTokens(tool, encoding) - oracleModelTokens(patched, encoding);
      expect(hint.saves[encoding], `${hint.tool} ${hint.rule} ${encoding}`).toBe(saved);
      checked++;
    }
    if (harmony && hint.models?.["gpt-oss"]) {
      expect(hint.models["gpt-oss"].saves, `${hint.tool} ${hint.rule} gpt-oss`).toBe(
        harmonyTokens(tool) - harmonyTokens(patched),
      );
      checked++;
    }
  }
  // Totals: per tool, the hints in order of their first-encoding saving, each applied to what the ones before left.
  const first = result.method.encodings[0] as string;
  const totals: Record<string, number> = Object.fromEntries(result.method.encodings.map((e) => [e, 0]));
  let gptOss = 0;
  const skipped = new Set(result.skipped.map((s) => `${s.tool}\u0000${s.rule}`));
  for (const name of new Set(result.hints.map((h) => h.tool))) {
    const tool = toolNamed(tools, name);
    const hints = result.hints
      .filter((h) => h.tool === name)
      .sort((a, b) => (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
    let all = tool;
    for (const hint of hints) {
      let next: Tool | null = null;
      try {
        next = oracleApply(all, hint.patch);
      } catch {
        next = null;
      }
      // A hint is skipped exactly when its patch no longer applies.
      expect(skipped.has(`${name}\u0000${hint.rule}`), `${name} ${hint.rule} skipped`).toBe(next === null);
      if (next) all = next;
    }
    for (const encoding of result.method.encodings) {
      totals[encoding] = (totals[encoding] ?? 0) + oracleModelTokens(tool, encoding) - oracleModelTokens(all, encoding);
    }
    if (harmony) gptOss += harmonyTokens(tool) - harmonyTokens(all);
  }
  expect(result.totalSaves).toEqual(totals);
  checked += result.method.encodings.length;
  if (harmony && result.totalModelSaves?.["gpt-oss"] !== undefined) {
    expect(result.totalModelSaves["gpt-oss"]).toBe(gptOss);
    checked++;
  }
  return checked;
}
