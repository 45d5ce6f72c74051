/**
 * A dry run of a calls file (`measure --calls FILE --dry-run`): what would be called, with which arguments,
 * and what would not be, and why. Server text and the file's values go through the caller's escaper.
 */
import { markdownTable } from "markdown-table";
import type { CallPlan } from "../calls/types.js";
import { escapeMarkdown, escapeTerminal, plural } from "./escape.js";
import { textTable } from "./text-table.js";

/** What a dry run found: the server as listed and each call's plan. */
export interface DryRun {
  dryRun: true;
  /** The calls file as messages show it. */
  file: string;
  server: { name: string | null; version: string | null };
  tools: number;
  calls: CallPlan[];
}

type Esc = (s: string, maxLength?: number) => string;

function parts(run: DryRun, esc: Esc) {
  const label = run.server.name ? [run.server.name, run.server.version].filter(Boolean).join(" ") : "the MCP server";
  const made = run.calls.filter((c) => c.status === "would-call").length;
  const title =
    `Dry run of ${esc(run.file, 80)} on ${esc(label, 80)} (${plural(run.tools, "tool")} listed): ` +
    "nothing was called; each call was checked against the listing.";
  const header = ["Call", "tool", "status", "arguments that would be sent", "line"];
  const rows = run.calls.map((c) => [
    esc(c.name, 40),
    esc(c.tool, 40),
    c.status,
    esc(JSON.stringify(c.arguments), 80),
    String(c.line),
  ]);
  const notes = run.calls.flatMap((c) => (c.message ? [esc(c.message, 400)] : []));
  const end =
    `${made} of ${plural(run.calls.length, "call")} would be made. Calls run real tools and can have side effects ` +
    "(create, send, delete): run without --dry-run only against a server where that is safe.";
  return { title, header, rows, notes, end };
}

export function renderDryRunText(run: DryRun): string {
  const { title, header, rows, notes, end } = parts(run, (s, n) => escapeTerminal(s, n));
  const table = textTable(header, rows, ["left", "left", "left", "left", "right"]);
  return `${[title, "", table, ...(notes.length > 0 ? ["", ...notes] : []), "", end].join("\n")}\n`;
}

export function renderDryRunMarkdown(run: DryRun): string {
  const { title, header, rows, notes, end } = parts(run, (s, n) => escapeMarkdown(s, n));
  const table = markdownTable([header, ...rows], { align: ["l", "l", "l", "l", "r"] });
  return `${[title, "", table, ...(notes.length > 0 ? ["", ...notes.map((n) => `- ${n}`)] : []), "", end].join("\n")}\n`;
}
