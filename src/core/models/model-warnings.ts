/**
 * A model's warnings for people, one summary line per kind unless asked for all: what the rendering
 * hides (gpt-oss's `any`, from hiddenParameters) and what the runtime drops (notSeen). A schema-heavy
 * server has hundreds of such items; the JSON report always carries every one of them.
 */
import type { ModelEntry } from "./entry.js";
import { hiddenParameterWarnings } from "./harmony-hidden.js";
import type { NotSeen } from "./types.js";

/** Who reads the warning: a CLI user can rerun with --verbose; an action user has only the inputs and the files. */
export type WarningsReader = "cli" | "action";

/** Where the full list of one kind is: the action has no verbose input, so it points at the JSON report it wrote. */
function fullList(field: "hiddenParameters" | "notSeen", where: WarningsReader): string {
  return where === "cli"
    ? `--verbose lists them, the JSON report's ${field} has every one`
    : `the JSON report (the report-path output, report.json in output-dir) has every one in ${field}`;
}

const plural = (n: number, noun: string) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;

/** More per-tool hidden-parameter lines than this become one summary line (unless verbose). */
const MAX_DETAIL_LINES = 3;

function counted(items: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  // "26 × $schema": a count before its kind (after it, "minimum 5, maximum 4" read as a range of values).
  const shown = top.slice(0, 5).map(([k, n]) => `${n} × ${k}`);
  return top.length > 5 ? `${shown.join(", ")}, ${top.length - 5} more kinds` : shown.join(", ");
}

function runtimeName(entry: ModelEntry): string {
  if (entry.runtime === "ollama") return "Ollama";
  if (entry.runtime === "llama.cpp") return "llama.cpp";
  return entry.provider === "google" ? "a Gemini client (functionDeclarations)" : "the runtime";
}

/** Per tool, the keywords dropped at each path: "fetch: url.format, (top level).additionalProperties". */
function notSeenLines(items: readonly NotSeen[]): string[] {
  const byTool = new Map<string, NotSeen[]>();
  for (const item of items) byTool.set(item.tool, [...(byTool.get(item.tool) ?? []), item]);
  return [...byTool].map(
    ([tool, list]) =>
      `${tool}: ${list.map((n) => `${n.path || "(top level)"}: ${n.keyword}`).join(", ")} not seen by the model`,
  );
}

/** The warning lines of one model entry, in the order the report has them. */
export function modelWarnings(entry: ModelEntry, verbose: boolean, where: WarningsReader = "cli"): string[] {
  const hidden = entry.hiddenParameters ?? [];
  const detail = hidden.length > 0 ? new Set(hiddenParameterWarnings(hidden)) : new Set<string>();
  const lines: string[] = [];
  let summarised = false;
  const collapse = !verbose && detail.size > MAX_DETAIL_LINES;
  for (const warning of entry.warnings) {
    if (!collapse || !detail.has(warning)) lines.push(warning);
    else if (!summarised) {
      summarised = true;
      const tools = new Set(hidden.map((h) => h.tool)).size;
      lines.push(
        `${plural(hidden.length, "parameter")} of ${plural(tools, "tool")} are not fully rendered ` +
          `(${counted(hidden.map((h) => h.reason))}): gpt-oss never sees their types, fields or allowed values; ` +
          fullList("hiddenParameters", where),
      );
    }
  }
  const notSeen = entry.notSeen ?? [];
  if (notSeen.length > 0) {
    if (verbose) lines.push(...notSeenLines(notSeen));
    else {
      const tools = new Set(notSeen.map((n) => n.tool)).size;
      lines.push(
        `${runtimeName(entry)} drops ${plural(notSeen.length, "schema keyword")} of ${plural(tools, "tool")} ` +
          `before the model sees them (${counted(notSeen.map((n) => n.keyword))}); ` +
          fullList("notSeen", where),
      );
    }
  }
  return lines;
}
