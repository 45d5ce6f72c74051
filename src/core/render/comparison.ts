/**
 * Rendering a comparison for people: markdown for a PR comment or job summary, and a terminal table.
 * Both read only the comparison, so a privileged job can render a file an unprivileged job produced.
 */

import { markdownTable } from "markdown-table";
import type { Comparison } from "../comparison.js";
import { callsSection } from "./comparison-calls.js";
import { clientsSection } from "./comparison-clients.js";
import { clientLimitsSection, modelsLine, modelsSection } from "./comparison-models.js";
import { serverProtocolLines } from "./comparison-protocol.js";

export type { ComparisonLinks } from "./comparison-title.js";

import { standingLine } from "../survey/quantiles.js";
import { budgetSections } from "./comparison-budget.js";
import { changedTools, changesChartBlock, changesSections, DETAILS_IN_VIEW, toolDetail } from "./comparison-changes.js";
import {
  contextLine,
  methodLine,
  notesSection,
  type Section,
  type SectionId,
  type Style,
  summaryLine,
  toolOrderLine,
  toolSections,
  totalsSection,
} from "./comparison-sections.js";
import { type ComparisonLinks, checkedLinks, contextLineMarkdown, statusLine, titleLine } from "./comparison-title.js";
import { verdictSections } from "./comparison-verdict.js";
import { escapeMarkdown, escapeTerminal, formatInt } from "./escape.js";
import { type Block, fitBlocks, type LengthUnit } from "./fit.js";
import { renderHintsSection } from "./hints-section.js";
import { textTable } from "./text-table.js";

/** GitHub refuses comment bodies longer than this many characters. */
export const GITHUB_COMMENT_MAX_CHARS = 65_536;
/** GitHub refuses a job summary larger than this many bytes. */
export const JOB_SUMMARY_MAX_BYTES = 1_048_576;

export interface ComparisonMarkdownOptions {
  /**
   * The output never exceeds this; tables lose rows from the end to fit. Default 65,000 characters,
   * leaving room within a GitHub comment for a caller's marker or heading.
   */
  maxLength?: number;
  /** How maxLength counts: UTF-16 code units ("chars", the default) or "utf8-bytes" (job summary). */
  lengthUnit?: LengthUnit;
  /** Trusted markdown added after the method (e.g. a link to the run); always kept. */
  footer?: string;
  /** Where the rows that were left out can be seen, for the cut notes. */
  moreAt?: string;
  /** The comment key, named in the title beside the server when it is not "default" (several comments). */
  commentKey?: string;
  /** The pull request, its head commit and the budget file, linked when given. */
  links?: ComparisonLinks;
}

const DEFAULT_MAX_LENGTH = 65_000;

/** Markdown: untrusted text escaped, `**strong**`, code in backticks. */
export const MARKDOWN: Style = {
  text: (value, maxLength) => escapeMarkdown(value, maxLength),
  strong: (value) => `**${value}**`,
  code: (value) => `\`${value}\``,
  icons: true,
};

const TERMINAL: Style = {
  text: (value, maxLength) => escapeTerminal(value, maxLength),
  strong: (value) => value,
  code: (value) => value,
  icons: false,
};

const rowWord = (n: number) => (n === 1 ? "row" : "rows");

// Which blocks keep their rows when the output must be cut: the verdict and the caveats, the few rows of
// models and the bounded blocks, then the table of what changed (largest first) and the totals, the rest.
const PRIORITY: Record<SectionId, number> = {
  verdict: 0,
  skipped: 1,
  notes: 2,
  clients: 2,
  models: 2,
  // Bounded (ten details of at most ~2 KB, a chart of ten bars, ten hints): they go before the long table.
  details: 2,
  chart: 2,
  hints: 2,
  totals: 2,
  calls: 2,
  changed: 3,
  tools: 3,
  "more-changes": 4,
  passing: 6,
  "more-details": 7,
  added: 8,
  removed: 8,
  unchanged: 8,
};

function markdownBlock(section: Section, moreAt: string): Block {
  const priority = PRIORITY[section.id];
  const cutNote = (hidden: number) => `_… ${formatInt(hidden)} more ${rowWord(hidden)} not shown (${moreAt})_`;
  if (section.kind === "list") {
    return {
      title: `\n\n${section.title}\n\n`,
      head: "",
      rows: section.items.map((i) => `- ${i}`),
      tail: "",
      cutNote,
      priority,
    };
  }
  // Unpadded cells: each row is rendered once and stands alone, so rows can be cut without re-rendering,
  // and no characters go to alignment that GitHub does not show.
  const lines = markdownTable([section.header, ...section.rows], {
    align: section.align.map((a) => (a === "right" ? "r" : "l")),
    alignDelimiters: false,
  }).split("\n");
  const head = `${lines[0]}\n${lines[1]}\n`;
  // A <details> block is raw HTML up to the blank line: the title must hold no markdown and no untrusted text.
  return section.collapsed
    ? {
        title: `\n\n<details><summary>${section.title}</summary>\n\n`,
        head,
        rows: lines.slice(2),
        tail: "\n\n</details>",
        cutNote,
        priority,
      }
    : // A table with no rows in view (every rule passes) is its title alone.
      {
        title: section.title === "" ? "\n\n" : `\n\n${section.title}${section.rows.length > 0 ? "\n\n" : ""}`,
        head,
        rows: lines.slice(2),
        tail: section.footnote ? `\n\n<sub>${section.footnote}</sub>` : "",
        cutNote,
        priority,
      };
}

/** A block of one piece (a chart, the hints) that is shown whole or not at all. */
function wholeBlock(text: string, priority: number): Block {
  return { title: "\n\n", head: "", rows: [text], tail: "", cutNote: () => "", priority };
}

/** The folded detail of each changed tool: the first ones each in a fold, the others folded together. */
function detailBlocks(c: Comparison, moreAt: string): Block[] {
  const details = changedTools(c)
    .map((t) => toolDetail(t, MARKDOWN))
    .filter((d): d is string => d !== null);
  if (details.length === 0) return [];
  const note = (hidden: number) =>
    `_… the details of ${formatInt(hidden)} more ${hidden === 1 ? "tool" : "tools"} not shown (${moreAt})_`;
  const blocks: Block[] = [
    {
      title: "\n\n",
      head: "",
      rows: details.slice(0, DETAILS_IN_VIEW),
      tail: "",
      cutNote: note,
      priority: PRIORITY.details,
    },
  ];
  const more = details.slice(DETAILS_IN_VIEW);
  if (more.length > 0) {
    blocks.push({
      title: `\n\n<details><summary>What changed in ${formatInt(more.length)} more ${more.length === 1 ? "tool" : "tools"}</summary>\n\n`,
      head: "",
      rows: more,
      tail: "\n\n</details>",
      cutNote: note,
      priority: PRIORITY["more-details"],
    });
  }
  return blocks;
}

/** Names up to this long (as written in the cell) and up to two encodings: the unchanged tools go two to a row. */
const SIDE_BY_SIDE_NAME = 32;

/**
 * The unchanged tools two to a row, the first half on the left and the second on the right (each half in the
 * table's order), so that the fold opened is half as tall; one to a row when a name or a third encoding would
 * make the cells wrap at the comment's width.
 */
function sideBySide(s: Section): Section {
  if (s.kind !== "table" || s.rows.length < 8 || s.header.length > 3) return s;
  if (s.rows.some((r) => (r[0] ?? "").length > SIDE_BY_SIDE_NAME)) return s;
  const half = Math.ceil(s.rows.length / 2);
  const blank = s.header.map(() => "");
  return {
    ...s,
    header: [...s.header, ...s.header],
    align: [...s.align, ...s.align],
    rows: s.rows.slice(0, half).map((left, i) => [...left, ...(s.rows[half + i] ?? blank)]),
  };
}

/** What a reviewer sees at first glance, and what waits in the one fold below it. */
interface CommentParts {
  view: Block[];
  folded: Block[];
  /** Names of what the fold holds, for its summary line (our own words: it is raw HTML). */
  contents: string[];
}

/**
 * The comment: title, status line, the table of what changed, then only what asks for attention (broken or
 * near rules, the models, the client limits, hints, notes); the rest (diffs, chart, the passing rules,
 * unchanged tools, totals, the method) in one fold, so a small change reads in a few lines.
 */
function markdownParts(c: Comparison, options: ComparisonMarkdownOptions, moreAt: string): CommentParts {
  const links = checkedLinks(c, options.links);
  const block = (s: Section) => markdownBlock(s, moreAt);
  const parts: CommentParts = { view: [], folded: [], contents: [] };
  for (const s of budgetSections(c, MARKDOWN, links.budgetUrl ?? undefined)) {
    // A budget whose rules all pass is said in the title: its line and its rules wait in the fold.
    if (s.id === "verdict" && s.kind === "table" && s.rows.length === 0) parts.folded.push(block(s));
    else if (s.id === "passing") {
      parts.folded.push(block(s));
      parts.contents.push("budget rules");
    } else parts.view.push(block(s));
  }
  // Right under the verdict and never cut: on a reorder alone it is the only word on what changed.
  const order = toolOrderLine(c);
  if (order) parts.view.push(wholeBlock(order, PRIORITY.verdict));
  // The protocol and the tool list's cache, only when they changed or are news: a line each, never cut.
  const server = serverProtocolLines(c, MARKDOWN);
  if (server.length > 0) parts.view.push(wholeBlock(server.join("  \n"), PRIORITY.verdict));
  parts.view.push(...changesSections(c, MARKDOWN).map(block));
  const details = detailBlocks(c, moreAt);
  if (details.length > 0) {
    parts.folded.push(...details);
    parts.contents.push("diffs");
  }
  const chart = changesChartBlock(c);
  if (chart) {
    parts.folded.push(wholeBlock(chart, PRIORITY.chart));
    parts.contents.push("chart");
  }
  const hints = renderHintsSection(c).trimEnd();
  if (hints) parts.view.push(wholeBlock(hints, PRIORITY.hints));
  parts.view.push(...callsSection(c, MARKDOWN).map(block));
  // In view, one line of the models' figures at head (a table would double the comment's height); the table,
  // base → head with prices and its sources, in the fold.
  const models = modelsLine(c, MARKDOWN);
  if (models) {
    parts.view.push(wholeBlock(models, PRIORITY.models));
    parts.folded.push(...modelsSection(c, MARKDOWN).map(block));
    parts.contents.push("models");
  }
  parts.view.push(...clientsSection(c, MARKDOWN).map(block));
  parts.view.push(...clientLimitsSection(c, MARKDOWN).map(block));
  parts.view.push(...notesSection(c, MARKDOWN).map(block));
  // Without a baseline, the cost of each tool (in view, folded for a new server); with one, the unchanged tools (folded).
  for (const s of toolSections(c, MARKDOWN)) {
    // A new server's tools are all new: the title has their total, the table waits in the fold.
    if (s.id === "tools" && c.newServer) {
      parts.folded.push(block(s));
      parts.contents.push("tools");
    } else if (s.id === "tools") parts.view.push(block(s));
    else if (s.id === "unchanged") {
      parts.folded.push(block(sideBySide(s)));
      parts.contents.push("unchanged tools");
    }
  }
  parts.folded.push(block(totalsSection(c, MARKDOWN)));
  parts.contents.push("totals", "method");
  const context = `<sub>${contextLineMarkdown(c, MARKDOWN, links)}</sub>\n\n<sub>${methodLine(c, MARKDOWN)}</sub>`;
  parts.folded.push(wholeBlock(context, PRIORITY.verdict));
  return parts;
}

/** The head's place in the index, under the status line; escaped, since comment mode reads it from an artifact. */
function indexLine(c: Comparison): string {
  const line = c.index ? standingLine(c.index, c.encodings) : null;
  return line ? `\n\nAt head: ${escapeMarkdown(line, 200)}.` : "";
}

export function renderComparisonMarkdown(c: Comparison, options: ComparisonMarkdownOptions = {}): string {
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const moreAt = options.moreAt ?? "see the job summary / full report";
  const links = checkedLinks(c, options.links);
  const top = `${titleLine(c, MARKDOWN, options.commentKey)}\n\n${statusLine(c, MARKDOWN, links)}${indexLine(c)}`;
  const { view, folded, contents } = markdownParts(c, options, moreAt);
  // The fold's bounds are blocks of no rows: their titles are always kept, so the fold is always closed.
  const fold = (title: string): Block => ({ title, head: "", rows: [], tail: "", cutNote: () => "", priority: 0 });
  const words =
    contents.length > 1 ? `${contents.slice(0, -1).join(", ")} and ${contents.at(-1)}` : (contents[0] ?? "");
  const summary = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  const blocks = [...view, fold(`\n\n<details><summary>${summary}</summary>`), ...folded, fold("\n\n</details>")];
  const bottom = options.footer ? `\n\n${options.footer}\n` : "\n";
  return fitBlocks(top, blocks, bottom, maxLength, options.lengthUnit ?? "chars");
}

/** The terminal's sections: every rule, every table (a terminal has no folding). */
function sections(c: Comparison, style: Style): Section[] {
  return [
    ...verdictSections(c, style),
    ...notesSection(c, style),
    ...clientLimitsSection(c, style),
    ...modelsSection(c, style),
    ...clientsSection(c, style),
    ...callsSection(c, style),
    ...toolSections(c, style),
    totalsSection(c, style),
  ];
}

const UNCHANGED_NAMES_SHOWN = 10;

function textSection(section: Section): string[] {
  if (section.kind === "list") return [`${section.title}:`, ...section.items.map((i) => `  - ${i}`)];
  if (section.id === "unchanged") {
    // Unchanged tools: names only, as the markdown folds them away.
    const names = section.rows.map((r) => r[0] ?? "");
    const shown = names.slice(0, UNCHANGED_NAMES_SHOWN).join(", ");
    const more = names.length - UNCHANGED_NAMES_SHOWN;
    return [`${section.title}: ${shown}${more > 0 ? `, … (${formatInt(more)} more)` : ""}`];
  }
  const table = [`${section.title}:`, textTable(section.header, section.rows, section.align)];
  return section.footnote ? [...table, section.footnote] : table;
}

export function renderComparisonText(c: Comparison): string {
  const order = toolOrderLine(c);
  const out = [
    summaryLine(c, TERMINAL),
    ...(order ? [order] : []),
    ...serverProtocolLines(c, TERMINAL),
    contextLine(c, TERMINAL),
  ];
  for (const section of sections(c, TERMINAL)) out.push("", ...textSection(section));
  out.push("", `Method: ${methodLine(c, TERMINAL)}`);
  return `${out.join("\n")}\n`;
}
