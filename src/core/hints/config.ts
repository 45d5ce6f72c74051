/**
 * Hints for a whole client configuration: what to cut, ranked by what each cut saves on the model the
 * user runs. Two kinds of cut: a server dropped from the configuration (what its tools and instructions
 * add to the setup's one request: the request with every server minus the request without it) and a
 * hint of one server's tool (its rewrite, counted again). Pure: the figures come in counted.
 */

import type { ClientFormatId } from "../config/formats.js";
import { escapeMarkdown, escapeTerminal, formatInt, plural } from "../render/escape.js";
import { textTable } from "../render/text-table.js";
import type { Hint, HintsResult } from "./types.js";

export const SETUP_HINTS_KIND = "mcp-token-budget/setup-hints";

/** What the cuts are ranked by: the saving on a model (the first exact one asked for), else in an encoding. */
export type RankedBy = { model: string } | { encoding: string };

export type SetupHintsServer =
  | { name: string; client: ClientFormatId; status: "listed"; tools: number; hints: HintsResult }
  | { name: string; client: ClientFormatId; status: "failed"; error: string };

export interface SetupCut {
  kind: "server" | "hint";
  server: string;
  /** For a hint: the tool, the rule and what it says, as `hints` gives them. */
  hint?: Pick<Hint, "tool" | "rule" | "message" | "path" | "changesValidation">;
  /** Model-view tokens saved per encoding. */
  saves: Record<string, number>;
  /** Tokens saved per model; a hint has figures on exact profiles only. */
  models: Record<string, number>;
}

export interface SetupHints {
  kind: typeof SETUP_HINTS_KIND;
  rankedBy: RankedBy;
  /** The setup's one request per model (tools + instructions) and its model view per encoding, over the listed servers. */
  total: { encodings: Record<string, number>; models: Record<string, number> };
  servers: SetupHintsServer[];
  /** Every cut, the largest saving on `rankedBy` first. */
  cuts: SetupCut[];
  warnings: string[];
}

export function rankedValue(cut: SetupCut, by: RankedBy): number | null {
  return "model" in by ? (cut.models[by.model] ?? null) : (cut.saves[by.encoding] ?? null);
}

/** Largest saving first; cuts without a figure on the ranked model last; ties keep setup order. */
export function rankCuts(cuts: readonly SetupCut[], by: RankedBy): SetupCut[] {
  return cuts
    .map((cut, index) => ({ cut, index, value: rankedValue(cut, by) }))
    .sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity) || a.index - b.index)
    .map(({ cut }) => cut);
}

/** The hint cuts of one server's hints, with their savings per encoding and per model. */
export function hintCuts(server: string, hints: HintsResult): SetupCut[] {
  return hints.hints.map((h) => ({
    kind: "hint",
    server,
    hint: { tool: h.tool, rule: h.rule, message: h.message, path: h.path, changesValidation: h.changesValidation },
    saves: h.saves,
    models: Object.fromEntries(Object.entries(h.models ?? {}).map(([id, m]) => [id, m.saves])),
  }));
}

const byLabel = (by: RankedBy) => ("model" in by ? by.model : by.encoding);

type Esc = (s: string, max?: number) => string;

function rows(setup: SetupHints, esc: Esc, limit: number): string[][] {
  const other = Object.keys(setup.total.encodings)[0] ?? "";
  return setup.cuts.slice(0, limit).map((cut, i) => {
    const value = rankedValue(cut, setup.rankedBy);
    const what =
      cut.kind === "server"
        ? "drop the server"
        : `${esc(cut.hint?.tool ?? "")}: ${esc(cut.hint?.message ?? "", 100)}${cut.hint?.changesValidation ? " (changes validation)" : ""}`;
    return [
      String(i + 1),
      value === null ? "" : formatInt(value),
      "model" in setup.rankedBy ? formatInt(cut.saves[other] ?? 0) : "",
      esc(cut.server),
      what,
    ].filter((_, col) => col !== 2 || "model" in setup.rankedBy);
  });
}

function header(setup: SetupHints): string[] {
  const other = Object.keys(setup.total.encodings)[0] ?? "";
  return [
    "#",
    `Saves (${byLabel(setup.rankedBy)})`,
    ...("model" in setup.rankedBy ? [`Saves (${other})`] : []),
    "Server",
    "Cut",
  ];
}

function headline(setup: SetupHints): string {
  const listed = setup.servers.filter((s) => s.status === "listed").length;
  const by = byLabel(setup.rankedBy);
  const total =
    "model" in setup.rankedBy
      ? setup.total.models[by]
      : setup.total.encodings[(setup.rankedBy as { encoding: string }).encoding];
  const failed = setup.servers.length - listed;
  return (
    `MCP setup hints: ${listed} of ${plural(setup.servers.length, "server")} listed${failed > 0 ? ` (${failed} failed: not in the ranking)` : ""}; ` +
    `what to cut, ranked by what it saves on ${by}` +
    (total === undefined ? "" : ` (the setup as one request: ${formatInt(total)} tokens)`)
  );
}

function failures(setup: SetupHints, esc: Esc): string[] {
  return setup.servers.flatMap((s) => (s.status === "failed" ? [`${esc(s.name)}: failed: ${esc(s.error, 300)}`] : []));
}

const SHOWN = 50;

export function renderSetupHintsText(setup: SetupHints): string {
  const esc: Esc = (s, max = 60) => escapeTerminal(s, max);
  const head = header(setup);
  const align = head.map((_, i) => (i < head.length - 2 ? "right" : "left") as "left" | "right");
  const out = [headline(setup), ""];
  if (setup.cuts.length === 0) out.push("Nothing to cut: no server listed.");
  else out.push(textTable(head, rows(setup, esc, SHOWN), align));
  if (setup.cuts.length > SHOWN)
    out.push(`… ${formatInt(setup.cuts.length - SHOWN)} more (--format json lists every one)`);
  const failed = failures(setup, esc);
  if (failed.length > 0) out.push("", ...failed);
  return `${out.join("\n")}\n`;
}

export function renderSetupHintsMarkdown(setup: SetupHints): string {
  const esc: Esc = (s, max = 120) => escapeMarkdown(s, max);
  const head = header(setup);
  const body = rows(setup, esc, SHOWN);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const out = [`### ${esc(headline(setup), 400)}`, ""];
  if (body.length > 0) {
    out.push(line(head), line(head.map((_, i) => (i < head.length - 2 ? "--:" : ":--"))), ...body.map(line));
  }
  if (setup.cuts.length > SHOWN)
    out.push("", `… ${formatInt(setup.cuts.length - SHOWN)} more (--format json lists every one)`);
  const failed = failures(setup, esc);
  if (failed.length > 0) out.push("", ...failed.map((f) => `- ${f}`));
  return `${out.join("\n")}\n`;
}

export function serializeSetupHints(setup: SetupHints): string {
  return `${JSON.stringify(setup, null, 2)}\n`;
}
