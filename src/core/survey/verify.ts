/**
 * `survey verify`: a row of a dataset against the same server measured again. Pure: which figures differ.
 * Dates, the engine and warnings are not figures; every count is.
 */
import type { SurveyRow } from "./dataset.js";

export interface FigureDifference {
  /** Which figure, as a path into the row: "tokens.o200k_base.model", "models.gpt-oss.tools", "status". */
  figure: string;
  recorded: string;
  now: string;
}

const shown = (value: unknown) => (value === undefined ? "absent" : JSON.stringify(value));

/** The figures of `row` by path, for comparison. */
function figures(row: SurveyRow): Map<string, unknown> {
  const out = new Map<string, unknown>([["status", row.status]]);
  if (row.status === "failed") {
    out.set("failure.kind", row.failure.kind);
    return out;
  }
  out.set("tools", row.tools);
  for (const [encoding, t] of Object.entries(row.tokens)) {
    out.set(`tokens.${encoding}.model`, t.model);
    out.set(`tokens.${encoding}.raw`, t.raw);
  }
  for (const [encoding, n] of Object.entries(row.instructions?.tokens ?? {})) out.set(`instructions.${encoding}`, n);
  out.set("prompts", row.prompts);
  out.set("resources", row.resources);
  for (const tool of row.toolTokens) {
    for (const [encoding, n] of Object.entries(tool.tokens)) out.set(`toolTokens.${tool.name}.${encoding}`, n);
  }
  for (const [id, m] of Object.entries(row.models)) {
    out.set(`models.${id}.tools`, m.tools);
    out.set(`models.${id}.instructions`, m.instructions);
  }
  if (row.stable !== undefined) out.set("stable", row.stable);
  if (row.hints !== undefined) {
    out.set("hints.count", row.hints?.count ?? null);
    for (const [encoding, n] of Object.entries(row.hints?.saving ?? {})) out.set(`hints.saving.${encoding}`, n);
  }
  for (const [id, c] of Object.entries(row.clients ?? {})) {
    out.set(`clients.${id}.deferred`, c.deferred);
    for (const [encoding, n] of Object.entries(c.upFront)) out.set(`clients.${id}.upFront.${encoding}`, n);
    for (const [encoding, n] of Object.entries(c.allLoaded)) out.set(`clients.${id}.allLoaded.${encoding}`, n);
    out.set(`clients.${id}.cappedOut`, c.cappedOut);
  }
  return out;
}

/** A row written before hints (or clients) were measured has none to compare: the new figures are left out. */
const measuredSince = (recorded: SurveyRow, key: string) =>
  recorded.status !== "measured" ||
  !((key.startsWith("hints.") && recorded.hints === undefined) || (key.startsWith("clients.") && !recorded.clients));

/** Every figure of `recorded` that `now` does not have the same, and every figure only `now` has. */
export function compareRows(recorded: SurveyRow, now: SurveyRow): FigureDifference[] {
  const a = figures(recorded);
  const b = new Map([...figures(now)].filter(([key]) => measuredSince(recorded, key)));
  const out: FigureDifference[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    if (JSON.stringify(a.get(key)) !== JSON.stringify(b.get(key))) {
      out.push({ figure: key, recorded: shown(a.get(key)), now: shown(b.get(key)) });
    }
  }
  return out;
}
