/**
 * What a comparison shows, independent of the medium: the summary line, the sections with their
 * rows as cells, and the method. The markdown and terminal renderers lay these out.
 * Every string in a comparison may come from an untrusted job, so all of it goes through `style.text`.
 */
import type { Comparison, FieldDelta, ToolDiff, ToolTokenDiff } from "../comparison.js";
import { formatInt, formatSigned } from "./escape.js";
import type { Align } from "./text-table.js";

export interface Style {
  /** Untrusted text, flattened to one line and escaped for the medium. */
  text(value: string, maxLength?: number): string;
  strong(value: string): string;
  /** Trusted code-like text of our own, e.g. a JSON.stringify call in the method. */
  code(value: string): string;
  icons: boolean;
}

export type SectionId =
  | "verdict"
  | "passing"
  | "hints"
  | "details"
  | "more-changes"
  | "more-details"
  | "chart"
  | "skipped"
  | "notes"
  | "clients"
  | "models"
  | "tools"
  | "changed"
  | "added"
  | "removed"
  | "unchanged"
  | "totals"
  | "calls";

export interface TableSection {
  kind: "table";
  id: SectionId;
  title: string;
  header: string[];
  align: Align[];
  rows: string[][];
  /** Shown folded away (markdown: in <details>), e.g. unchanged tools. */
  collapsed?: boolean;
  /** One small line under the table (sources and dates), kept whatever rows are cut. */
  footnote?: string;
}

export interface ListSection {
  kind: "list";
  id: SectionId;
  title: string;
  items: string[];
}

export type Section = TableSection | ListSection;

const MODEL_FIELDS = new Set(["name", "description", "inputSchema", "structure"]);

export function primaryEncoding(c: Comparison): string {
  return c.encodings[0] ?? "";
}

/** A tool's diff in one encoding; own properties only, so a crafted file cannot reach the prototype. */
export function tokensIn(tool: ToolDiff, encoding: string): ToolTokenDiff | undefined {
  return Object.hasOwn(tool.tokens, encoding) ? tool.tokens[encoding] : undefined;
}

export function formatSignedPercent(fraction: number | null): string {
  if (fraction === null || !Number.isFinite(fraction)) return "n/a";
  const text = Math.abs(fraction * 100).toFixed(1);
  if (fraction === 0) return `${text}%`;
  return `${fraction > 0 ? "+" : "−"}${text}%`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${formatInt(n)} ${n === 1 ? one : many}`;

/** Deterministic in every locale: code-unit order, never localeCompare. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function toolLabel(tool: ToolDiff, style: Style): string {
  return tool.occurrence > 1 ? `${style.text(tool.name)} (#${tool.occurrence})` : style.text(tool.name);
}

function fieldList(fields: readonly FieldDelta[], style: Style): string {
  return fields.map((f) => `${style.text(f.field)} ${formatSigned(f.delta)}`).join(", ");
}

/** Where a change came from: the fields a model sees, then fields only the raw view counts. */
export function attribution(diff: ToolTokenDiff | undefined, style: Style): string {
  if (!diff) return "";
  const parts: string[] = [];
  if (diff.fields.model.length > 0) parts.push(fieldList(diff.fields.model, style));
  const rawOnly = diff.fields.raw.filter((f) => !MODEL_FIELDS.has(f.field));
  if (rawOnly.length > 0) parts.push(`raw only: ${fieldList(rawOnly, style)}`);
  return parts.join("; ");
}

export function summaryLine(c: Comparison, style: Style): string {
  const icon = (emoji: string) => (style.icons ? `${emoji} ` : "");
  const enc = primaryEncoding(c);
  const totals = c.encodings.map((e) => ({ e, t: Object.hasOwn(c.totals, e) ? c.totals[e] : undefined }));
  const tools = plural(c.counts.tools.head ?? 0, "tool");
  if (c.status === "no-baseline") {
    const perEncoding = totals.map(({ e, t }) => `${style.text(e)} ${formatInt(t?.head.model ?? 0)}`);
    if (c.newServer) {
      const first = totals[0];
      const headline = `${formatInt(first?.t?.head.model ?? 0)} tokens`;
      return [`${icon("🆕")}${style.strong(`New server: ${headline}`)}`, ...perEncoding, tools].join(" · ");
    }
    if (c.baselineRequested === false) {
      // Nothing to compare with, and nobody asked: lead with the measurement itself.
      const first = totals[0];
      const headline = `${formatInt(first?.t?.head.model ?? 0)} tokens`;
      return [`${icon("📏")}${style.strong(headline)}`, ...perEncoding, tools].join(" · ");
    }
    // The first line of the reason; the whole of it is listed under Notes when there is more.
    const reason = style.text(shortReason(c.noBaselineReason ?? "no base report"), 200);
    return [`${icon("⚠️")}${style.strong("No baseline")}: ${reason}`, ...perEncoding, tools].join(" · ");
  }
  const perEncoding = totals.map(
    ({ e, t }) => `${style.text(e)} ${formatInt(t?.base?.model ?? 0)} → ${formatInt(t?.head.model ?? 0)}`,
  );
  if (c.status === "unchanged") return [`${icon("⚪")}${style.strong("No change")}`, ...perEncoding, tools].join(" · ");
  const total = Object.hasOwn(c.totals, enc) ? c.totals[enc] : undefined;
  const delta = total?.delta?.model ?? 0;
  const relative = total?.relative.model ?? null;
  const headline = `${formatSigned(delta)} tokens${relative === null || delta === 0 ? "" : ` (${formatSignedPercent(relative)})`}`;
  const s = c.summary;
  const changes = [
    s.added > 0 ? `+${formatInt(s.added)}` : "",
    s.removed > 0 ? `−${formatInt(s.removed)}` : "",
    s.changed > 0 ? `${formatInt(s.changed)} changed` : "",
  ].filter(Boolean);
  const emoji = delta > 0 ? "🔺" : delta < 0 ? "🔽" : "🔁";
  return [
    `${icon(emoji)}${style.strong(headline)}`,
    ...perEncoding,
    `${tools}${changes.length > 0 ? ` (${changes.join(", ")})` : ""}`,
  ].join(" · ");
}

/**
 * A reorder changes no tool, so no table shows it; but the tool block is the prefix every provider
 * caches, so it costs every cached conversation the whole block once. The block's size is the head's
 * total in the first encoding, model view (what the title shows). null when the order did not change.
 */
export function toolOrderLine(c: Comparison): string | null {
  if (c.toolOrder?.changed !== true) return null;
  const enc = primaryEncoding(c);
  const total = Object.hasOwn(c.totals, enc) ? c.totals[enc] : undefined;
  return toolOrderWords(total?.head.model ?? 0);
}

/** "tool order changed: every cached conversation re-writes 1,234 tokens": the comment's and the release notes' words. */
export function toolOrderWords(blockTokens: number): string {
  return `tool order changed: every cached conversation re-writes ${formatInt(blockTokens)} tokens`;
}

function shortReason(reason: string): string {
  return reason.split("\n")[0]?.trim() ?? reason;
}

export function notesSection(c: Comparison, style: Style): Section[] {
  // A new server's reason (its base's failed build) is no news: the log keeps it.
  const reason =
    c.status === "no-baseline" && c.baselineRequested !== false && !c.newServer ? (c.noBaselineReason ?? "") : "";
  const fullReason =
    reason !== shortReason(reason) || reason.length > 200
      ? [`why there is no baseline: ${style.text(reason, 2000)}`]
      : [];
  const items = [
    ...fullReason,
    ...c.notes.map((n) => style.text(n, 300)),
    ...(c.head.report?.warnings ?? []).map((w) => `head report: ${style.text(w, 300)}`),
    // Each model's own warnings, e.g. parameters its rendering hides from it.
    ...Object.entries(c.models ?? {}).flatMap(([id, m]) =>
      (m.head?.warnings ?? []).map((w) => `head report, ${style.text(id, 60)}: ${style.text(w, 300)}`),
    ),
  ];
  return items.length > 0 ? [{ kind: "list", id: "notes", title: style.strong("Notes"), items }] : [];
}

const modelOf = (tool: ToolDiff, encoding: string, which: "base" | "head") =>
  tokensIn(tool, encoding)?.[which]?.model ?? 0;
const deltaOf = (tool: ToolDiff, encoding: string, view: "model" | "raw" = "model") =>
  tokensIn(tool, encoding)?.delta[view] ?? 0;

function sortTools(tools: ToolDiff[], key: (t: ToolDiff) => number, key2: (t: ToolDiff) => number = () => 0) {
  return tools.sort(
    (a, b) => key(b) - key(a) || key2(b) - key2(a) || byText(a.name, b.name) || a.occurrence - b.occurrence,
  );
}

export function toolSections(c: Comparison, style: Style): Section[] {
  const enc = primaryEncoding(c);
  const others = c.encodings.slice(1);
  const costTable = (
    id: SectionId,
    title: string,
    tools: ToolDiff[],
    which: "base" | "head",
    sign: 1 | -1 | 0,
  ): TableSection => ({
    kind: "table",
    id,
    title,
    header: ["Tool", ...c.encodings.map((e) => style.text(e))],
    align: ["left", ...c.encodings.map(() => "right" as const)],
    rows: tools.map((t) => [
      toolLabel(t, style),
      ...c.encodings.map((e) =>
        sign === 0 ? formatInt(modelOf(t, e, which)) : formatSigned(sign * modelOf(t, e, which)),
      ),
    ]),
  });
  const of = (status: ToolDiff["status"]) => c.tools.filter((t) => t.status === status);

  if (c.status === "no-baseline") {
    const tools = sortTools(of("added"), (t) => modelOf(t, enc, "head"));
    return tools.length > 0
      ? [
          costTable(
            "tools",
            `${style.strong(`Tools (${formatInt(tools.length)})`)} · cost${c.baselineRequested === false || c.newServer ? "" : ", no baseline to compare with"}`,
            tools,
            "head",
            0,
          ),
        ]
      : [];
  }

  const sections: Section[] = [];
  const changed = sortTools(
    of("changed"),
    (t) => Math.abs(deltaOf(t, enc)),
    (t) => Math.abs(deltaOf(t, enc, "raw")),
  );
  if (changed.length > 0) {
    sections.push({
      kind: "table",
      id: "changed",
      title: `${style.strong(`Changed tools (${formatInt(changed.length)})`)} · ${style.text(enc)} tokens, model view`,
      header: ["Tool", "base", "head", "Δ", "%", ...others.map((e) => `Δ ${style.text(e)}`), "where from"],
      align: ["left", "right", "right", "right", "right", ...others.map(() => "right" as const), "left"],
      rows: changed.map((t) => {
        const base = modelOf(t, enc, "base");
        const delta = deltaOf(t, enc);
        return [
          toolLabel(t, style),
          formatInt(base),
          formatInt(modelOf(t, enc, "head")),
          formatSigned(delta),
          formatSignedPercent(base === 0 ? null : delta / base),
          ...others.map((e) => formatSigned(deltaOf(t, e))),
          attribution(tokensIn(t, enc), style),
        ];
      }),
    });
  }
  const added = sortTools(of("added"), (t) => modelOf(t, enc, "head"));
  if (added.length > 0) {
    sections.push(
      costTable("added", `${style.strong(`Added tools (${formatInt(added.length)})`)} · cost`, added, "head", 1),
    );
  }
  const removed = sortTools(of("removed"), (t) => modelOf(t, enc, "base"));
  if (removed.length > 0) {
    sections.push(
      costTable(
        "removed",
        `${style.strong(`Removed tools (${formatInt(removed.length)})`)} · saving`,
        removed,
        "base",
        -1,
      ),
    );
  }
  const unchanged = sortTools(of("unchanged"), (t) => modelOf(t, enc, "head"));
  if (unchanged.length > 0) {
    sections.push({
      ...costTable("unchanged", plural(unchanged.length, "unchanged tool"), unchanged, "head", 0),
      collapsed: true,
    });
  }
  return sections;
}

export function totalsSection(c: Comparison, style: Style): TableSection {
  const rows: string[][] = [];
  for (const e of c.encodings) {
    const t = Object.hasOwn(c.totals, e) ? c.totals[e] : undefined;
    for (const view of ["model", "raw"] as const) {
      const delta = t?.delta?.[view];
      rows.push([
        style.text(e),
        view,
        t?.base ? formatInt(t.base[view]) : "—",
        formatInt(t?.head[view] ?? 0),
        delta === undefined ? "—" : formatSigned(delta),
        t?.delta ? formatSignedPercent(t.relative[view]) : "—",
      ]);
    }
  }
  return {
    kind: "table",
    id: "totals",
    title: "Totals by encoding and view",
    header: ["Encoding", "view", "base", "head", "Δ", "%"],
    align: ["left", "left", "right", "right", "right", "right"],
    rows,
    collapsed: true,
  };
}

/** The server's name and version (base → head when they differ), then the prompt and resource counts. */
export function serverAndListParts(c: Comparison, style: Style): string[] {
  const parts: string[] = [];
  const server = (s: { name: string | null; version: string | null } | undefined) =>
    s?.name ? style.text(`${s.name}${s.version ? ` ${s.version}` : ""}`, 100) : "MCP server";
  const headText = server(c.head.report?.server);
  const baseText = c.base.report ? server(c.base.report.server) : null;
  parts.push(baseText !== null && baseText !== headText ? `${baseText} → ${headText}` : headText);
  const count = (label: string, change: { base: number | null; head: number | null }) => {
    if (change.base === null && change.head === null) return;
    const b = change.base === null ? "none" : formatInt(change.base);
    const h = change.head === null ? "none" : formatInt(change.head);
    parts.push(c.status === "no-baseline" || b === h ? `${label} ${h}` : `${label} ${b} → ${h}`);
  };
  count("prompts", c.counts.prompts);
  count("resources", c.counts.resources);
  return parts;
}

/** Server, commits and the other lists: the context a reviewer needs to trust the numbers. */
export function contextLine(c: Comparison, style: Style): string {
  const parts = serverAndListParts(c, style);
  const commit = (side: Comparison["base"]) => {
    const sha = side.sha && /^[0-9a-f]{40,64}$/i.test(side.sha) ? side.sha.slice(0, 7) : side.sha;
    const name = side.label ?? side.ref;
    if (sha && name) return `${style.text(sha, 64)} (${style.text(name, 80)})`;
    return sha || name ? style.text((sha || name) as string, 80) : null;
  };
  const b = commit(c.base);
  const h = commit(c.head);
  if (b && h) parts.push(`base ${b} → head ${h}`);
  else if (h) parts.push(`${c.status === "no-baseline" ? "measured at" : "head"} ${h}`);
  else if (b) parts.push(`base ${b}`);
  return parts.join(" · ");
}

export function methodLine(c: Comparison, style: Style): string {
  const tokenizer = c.head.report?.tokenizer;
  return [
    `Encodings ${c.encodings.map((e) => style.text(e)).join(", ")}`,
    `model view: each tool as compact ${style.code("JSON.stringify({ name, description, inputSchema })")} as sent; raw view: the whole tool object`,
    "totals are sums over tools",
    ...(tokenizer ? [`tokenizer ${style.text(`${tokenizer.name} ${tokenizer.version}`, 60)}`] : []),
  ].join(" · ");
}
