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

/**
 * The cuts as the tables show them: the same hint of one server on many tools (the SDK's `$schema` on each of
 * 20 tools) is one row whose savings add up, ranked again by that sum; a server dropped stays its own row.
 */
export function groupedCuts(setup: SetupHints): SetupCut[][] {
  const groups = new Map<string, SetupCut[]>();
  const order: SetupCut[][] = [];
  for (const cut of setup.cuts) {
    const h = cut.hint;
    if (cut.kind !== "hint" || !h) {
      order.push([cut]);
      continue;
    }
    const key = JSON.stringify([cut.server, h.rule, h.message, h.changesValidation === true]);
    const group = groups.get(key);
    if (group) group.push(cut);
    else {
      const fresh = [cut];
      groups.set(key, fresh);
      order.push(fresh);
    }
  }
  const value = (cuts: SetupCut[]) => {
    const values = cuts.map((c) => rankedValue(c, setup.rankedBy)).filter((v): v is number => v !== null);
    return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
  };
  return order
    .map((cuts, index) => ({ cuts, index, value: value(cuts) }))
    .sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity) || a.index - b.index)
    .map(({ cuts }) => cuts);
}

/** Text cut at a word boundary within max characters, "…" after it; never in the middle of a word. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:(]+$/, "")}…`;
}

const TOOLS_NAMED = 3;

function rows(setup: SetupHints, esc: Esc, groups: SetupCut[][]): string[][] {
  const other = Object.keys(setup.total.encodings)[0] ?? "";
  const sum = (values: (number | null)[]) =>
    values.every((v) => v === null) ? null : values.reduce<number>((a, v) => a + (v ?? 0), 0);
  return groups.map((cuts, i) => {
    const first = cuts[0] as SetupCut;
    const value = sum(cuts.map((c) => rankedValue(c, setup.rankedBy)));
    const names = cuts.slice(0, TOOLS_NAMED).map((c) => esc(c.hint?.tool ?? ""));
    const tools =
      cuts.length === 1
        ? (names[0] ?? "")
        : `${cuts.length} tools (${names.join(", ")}${cuts.length > TOOLS_NAMED ? `, … ${cuts.length - TOOLS_NAMED} more` : ""})`;
    const what =
      first.kind === "server"
        ? "drop the server"
        : `${tools}: ${esc(cutAtWord(first.hint?.message ?? "", 100), 200)}${first.hint?.changesValidation ? " (changes validation)" : ""}`;
    return [
      String(i + 1),
      value === null ? "" : formatInt(value),
      "model" in setup.rankedBy ? formatInt(sum(cuts.map((c) => c.saves[other] ?? 0)) ?? 0) : "",
      esc(first.server),
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
  const groups = groupedCuts(setup);
  if (setup.cuts.length === 0) out.push("Nothing to cut: no server listed.");
  else out.push(textTable(head, rows(setup, esc, groups.slice(0, SHOWN)), align));
  if (groups.length > SHOWN) out.push(`… ${formatInt(groups.length - SHOWN)} more (--format json lists every one)`);
  const failed = failures(setup, esc);
  if (failed.length > 0) out.push("", ...failed);
  return `${out.join("\n")}\n`;
}

export function renderSetupHintsMarkdown(setup: SetupHints): string {
  const esc: Esc = (s, max = 120) => escapeMarkdown(s, max);
  const head = header(setup);
  const groups = groupedCuts(setup);
  const body = rows(setup, esc, groups.slice(0, SHOWN));
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const out = [`### ${esc(headline(setup), 400)}`, ""];
  if (body.length > 0) {
    out.push(line(head), line(head.map((_, i) => (i < head.length - 2 ? "--:" : ":--"))), ...body.map(line));
  }
  if (groups.length > SHOWN) out.push("", `… ${formatInt(groups.length - SHOWN)} more (--format json lists every one)`);
  const failed = failures(setup, esc);
  if (failed.length > 0) out.push("", ...failed.map((f) => `- ${f}`));
  return `${out.join("\n")}\n`;
}

export function serializeSetupHints(setup: SetupHints): string {
  return `${JSON.stringify(setup, null, 2)}\n`;
}
