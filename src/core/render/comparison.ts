/**
 * Rendering a comparison for people: markdown for a PR comment or job summary, and a terminal table.
 * Both read only the comparison, so a privileged job can render a file an unprivileged job produced.
 */
import { markdownTable } from "markdown-table";
import type { Comparison } from "../comparison.js";
import { clientLimitsSection, modelsSection } from "./comparison-models.js";
import {
  contextLine,
  methodLine,
  notesSection,
  type Section,
  type SectionId,
  type Style,
  summaryLine,
  toolSections,
  totalsSection,
} from "./comparison-sections.js";
import { verdictSections } from "./comparison-verdict.js";
import { escapeMarkdown, escapeTerminal, formatInt } from "./escape.js";
import { type Block, fitBlocks, type LengthUnit } from "./fit.js";
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
}

const DEFAULT_MAX_LENGTH = 65_000;

const MARKDOWN: Style = {
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

function sections(c: Comparison, style: Style): Section[] {
  return [
    ...verdictSections(c, style),
    ...notesSection(c, style),
    ...clientLimitsSection(c, style),
    ...modelsSection(c, style),
    ...toolSections(c, style),
    totalsSection(c, style),
  ];
}

const rowWord = (n: number) => (n === 1 ? "row" : "rows");

// Which tables keep their rows when the output must be cut: the verdict and the caveats, then the
// totals (a few rows), then tools in the order shown; the largest changes come first within a table.
const PRIORITY: Record<SectionId, number> = {
  verdict: 0,
  skipped: 1,
  notes: 2,
  clients: 2,
  models: 3,
  totals: 3,
  tools: 4,
  changed: 4,
  added: 5,
  removed: 6,
  unchanged: 7,
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
    : { title: `\n\n${section.title}\n\n`, head, rows: lines.slice(2), tail: "", cutNote, priority };
}

export function renderComparisonMarkdown(c: Comparison, options: ComparisonMarkdownOptions = {}): string {
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const moreAt = options.moreAt ?? "see the job summary / full report";
  const bottom = [
    "",
    `<sub>${contextLine(c, MARKDOWN)}</sub>`,
    `<sub>${methodLine(c, MARKDOWN)}</sub>`,
    ...(options.footer ? [options.footer] : []),
  ].join("\n\n");
  const blocks = sections(c, MARKDOWN).map((s) => markdownBlock(s, moreAt));
  return fitBlocks(summaryLine(c, MARKDOWN), blocks, `${bottom}\n`, maxLength, options.lengthUnit ?? "chars");
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
  return [`${section.title}:`, textTable(section.header, section.rows, section.align)];
}

export function renderComparisonText(c: Comparison): string {
  const out = [summaryLine(c, TERMINAL), contextLine(c, TERMINAL)];
  for (const section of sections(c, TERMINAL)) out.push("", ...textSection(section));
  out.push("", `Method: ${methodLine(c, TERMINAL)}`);
  return `${out.join("\n")}\n`;
}
