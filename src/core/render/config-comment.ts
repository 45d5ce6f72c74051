/**
 * A client configuration compared with its base, as one PR comment (or job summary): a row per server
 * (tools, base, head, delta, percent, verdict) and the total in the first encoding's model view, then
 * each server's comparison folded in a <details> block. Everything in a setup comparison is untrusted
 * (comment mode reads it from another job's artifact): names, errors, the file name are escaped.
 *
 * Fitting: the table and its notes come first and are cut by rows only if they alone are too long;
 * the details share what is left, each server's rendered at most at its fair share (a short one leaves
 * its unused share to the others), and a server whose share is too small for anything useful says so.
 */
import { markdownTable } from "markdown-table";
import type { Comparison } from "../comparison.js";
import { type SetupComparison, type SetupServerComparison, sidesOf } from "../config-comparison.js";
import { clientChange, clientLine } from "./clients.js";
import { type ComparisonLinks, GITHUB_COMMENT_MAX_CHARS, MARKDOWN, renderComparisonMarkdown } from "./comparison.js";
import { comparisonRunVerdict, comparisonVerdict, verdictWords } from "./comparison-budget.js";
import { protocolOrCacheChanged, serverProtocolLines } from "./comparison-protocol.js";
import { formatSignedPercent } from "./comparison-sections.js";
import { type CheckedLinks, checkLinks } from "./comparison-title.js";
import { escapeMarkdown, escapeTerminal, formatInt, formatPercent, formatSigned, plural } from "./escape.js";
import { type Block, clampText, fitBlocks, type LengthUnit, lengthIn } from "./fit.js";
import { neededSetting } from "./models.js";

export interface SetupMarkdownOptions {
  /** The output never exceeds this (default: a GitHub comment's limit). */
  maxLength?: number;
  lengthUnit?: LengthUnit;
  /** Trusted markdown added at the end (a link to the run); always kept. */
  footer?: string;
  /** Where what was left out can be seen, for the cut notes. */
  moreAt?: string;
  /** The pull request, its head commit and the budget file, linked when given (as in a single server's comment). */
  links?: ComparisonLinks;
  /**
   * What the servers are, for the title: default "MCP servers of <configuration file>"; a matrix's
   * comment says "MCP servers of 3 matrix jobs". Trusted text of the caller.
   */
  subject?: string;
  /** How the servers were measured, for the line at the end (trusted text); default: config mode's way. */
  measuredHow?: string;
}

/** Less room than this for a server's details, and they are left out with a note instead. */
const SMALLEST_DETAILS = 400;

const md = (text: string, max = 120) => escapeMarkdown(text, max);

/** Untrusted text inside raw HTML (a <summary>): entities for markup, no mentions, links or references. */
function htmlText(text: string): string {
  return escapeTerminal(text, 80)
    .replace(/[&<>"'`*_\\[\]]/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/@/g, "@\u2060")
    .replace(/#/g, "#\u2060")
    .replace(/:\/\//g, ":\u2060//")
    .replace(/\b(www)\./gi, "$1\u2060.")
    .replace(/\b(GH)-(?=\d)/gi, "$1\u2060-");
}

/** As a single server's comment writes it: a true minus sign, one decimal. */
function percent(base: number, delta: number): string {
  if (base === 0) return "";
  return formatSignedPercent(delta / base);
}

function toolsCell(c: Comparison): string {
  const { base, head } = c.counts.tools;
  // No-break spaces: "8 → 9" is one value, never split over two lines of a narrow column.
  return base !== null && base !== head
    ? `${formatInt(base)}\u00a0→\u00a0${formatInt(head ?? 0)}`
    : formatInt(head ?? 0);
}

/** The server's verdict in the words of its own comment's title (one count: core/verdict.ts). */
function budgetMark(c: Comparison): string {
  const words = verdictWords(c);
  return words ? ` · ${words}` : "";
}

/**
 * "changed", "unchanged", or what a reorder is called in the server's own comment: the same tools in another
 * order re-write every cached conversation, and "changed" alone would not say why.
 */
function statusWords(c: Comparison): string {
  if (c.toolOrder?.changed !== true) return c.status;
  const toolsChanged = c.tools.some((t) => t.status !== "unchanged");
  return toolsChanged ? "changed, tool order too" : "tool order changed";
}

function row(server: SetupServerComparison, encoding: string): string[] {
  const name = md(server.name, 80);
  const sides = sidesOf(server, encoding);
  const cell = (t: { model: number } | null) => (t ? formatInt(t.model) : "—");
  const both = sides.base && sides.head ? sides.head.model - sides.base.model : null;
  switch (server.status) {
    case "failed":
      return [name, "", "", "", "", "", `❌ failed: ${md(server.error, 300)}`];
    case "removed":
      return [
        name,
        server.base ? `${formatInt(server.base.tools)}\u00a0→\u00a00` : "",
        cell(sides.base),
        "0",
        both === null ? "" : formatSigned(both),
        both === null ? "" : "−100%",
        server.base ? "removed" : `removed (not measured at base: ${md(server.reason ?? "unknown", 200)})`,
      ];
    case "new":
      return [
        name,
        toolsCell(server.comparison),
        "—",
        cell(sides.head),
        both === null ? "" : formatSigned(both),
        "new",
        `new${budgetMark(server.comparison)}`,
      ];
    case "compared": {
      const c = server.comparison;
      const status = c.status === "no-baseline" ? `no baseline: ${md(c.noBaselineReason ?? "", 200)}` : statusWords(c);
      return [
        name,
        toolsCell(c),
        cell(sides.base),
        cell(sides.head),
        both === null ? "" : formatSigned(both),
        both === null || !sides.base ? "" : percent(sides.base.model, both),
        `${status}${budgetMark(c)}`,
      ];
    }
  }
}

function headToolCount(server: SetupServerComparison): number {
  return server.status === "compared" || server.status === "new" ? (server.comparison.counts.tools.head ?? 0) : 0;
}

function totalRow(setup: SetupComparison, encoding: string): string[] {
  const total = setup.totals[encoding];
  const all = setup.servers.length;
  const label = setup.complete
    ? "**Total**"
    : `**Total** (incomplete: ${setup.measured} of ${plural(all, "server")} measured)`;
  const tools = setup.servers.reduce((sum, s) => sum + headToolCount(s), 0);
  if (!total) return [label, formatInt(tools), "", "", "", "", ""];
  return [
    label,
    formatInt(tools),
    formatInt(total.base.model),
    formatInt(total.head.model),
    formatSigned(total.delta.model),
    setup.complete ? percent(total.base.model, total.delta.model) : "",
    setup.complete ? "" : "incomplete",
  ];
}

/**
 * The servers' verdicts together, in the words of a single server's title and counted as each server's
 * own comment counts them (core/verdict.ts): "❌ 1 tool call failed, budget passes", "❌ 2 budget rules
 * broken", "⚠️ budget passes, 1 rule near the limit". A scripted call that failed fails the run as a
 * broken rule does.
 */
function verdictWordsOf(setup: SetupComparison): string | null {
  const verdicts = setup.servers.flatMap((s) =>
    s.status === "compared" || s.status === "new" ? [comparisonRunVerdict(s.comparison)] : [],
  );
  const calls = verdicts.reduce((n, v) => n + v.failedCalls.length, 0);
  const checked = verdicts.flatMap((v) => (v.budget && v.budget.rules.length > 0 ? [v.budget] : []));
  const broken = checked.reduce((n, v) => n + v.broken.length, 0);
  const near = checked.reduce((n, v) => n + v.near.length, 0);
  const budget =
    checked.length === 0
      ? null
      : broken > 0
        ? `${plural(broken, "budget rule")} broken`
        : near > 0
          ? `budget passes, ${plural(near, "rule")} near the limit`
          : "budget passes";
  const parts = [calls > 0 ? `${plural(calls, "tool call")} failed` : null, budget].filter(
    (p): p is string => p !== null,
  );
  if (parts.length === 0) return null;
  const icon = calls > 0 || broken > 0 ? "❌" : near > 0 ? "⚠️" : "✅";
  return `${icon} ${parts.join(", ")}`;
}

/** `### MCP servers of .mcp.json · +180 tokens (+21.6%) · ❌ 1 budget rule broken · ❌ 1 server failed` */
function headline(setup: SetupComparison, encoding: string, subject: string): string {
  const total = Object.hasOwn(setup.totals, encoding) ? setup.totals[encoding] : undefined;
  const parts = [subject];
  if (!total) parts.push("no tokens counted");
  else if (setup.complete) {
    const relative = total.base.model > 0 ? ` (${formatSignedPercent(total.delta.model / total.base.model)})` : "";
    parts.push(
      total.delta.model === 0
        ? `±0 tokens, ${formatInt(total.head.model)} tokens`
        : `${formatSigned(total.delta.model)} tokens${relative}`,
    );
  } else parts.push(`${formatSigned(total.delta.model)} tokens where known`);
  // A server whose tools only changed order re-writes every cached conversation: named up here, as its own title does.
  const reordered = setup.servers.filter((s) => s.status === "compared" && s.comparison.toolOrder?.changed === true);
  if (reordered.length > 0)
    parts.push(`tool order changed${setup.servers.length > 1 ? ` (${plural(reordered.length, "server")})` : ""}`);
  // A server on a new protocol revision or cache lifetime costs no token, yet its comment is posted: say why.
  const moved = serversWithProtocolNews(setup);
  if (moved.length > 0)
    parts.push(
      `protocol or tool-list caching changed${setup.servers.length > 1 ? ` (${plural(moved.length, "server")})` : ""}`,
    );
  const verdict = verdictWordsOf(setup);
  if (verdict) parts.push(verdict);
  if (setup.failed > 0) parts.push(`❌ ${plural(setup.failed, "server")} failed`);
  else if (!setup.complete) parts.push("⚠️ incomplete");
  return `### ${parts.join(" · ")}`;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;

/** A commit, linked when the repository's address is known; untrusted text otherwise. */
function commitText(sha: string | null, links: CheckedLinks): string | null {
  if (!sha) return null;
  if (!SHA.test(sha)) return md(sha, 64);
  const url = links.commitUrl(sha);
  return url ? `[${sha.slice(0, 7)}](${url})` : sha.slice(0, 7);
}

/** The servers in a few words, then the pull request at its head commit and the base: what was compared with what. */
function statusLine(setup: SetupComparison, links: CheckedLinks): string {
  const count = (status: SetupServerComparison["status"]) => setup.servers.filter((s) => s.status === status).length;
  const kinds = [
    count("new") > 0 ? `${formatInt(count("new"))} new` : "",
    count("removed") > 0 ? `${formatInt(count("removed"))} removed` : "",
    setup.failed > 0 ? `${formatInt(setup.failed)} failed` : "",
  ].filter(Boolean);
  const tools = setup.servers.reduce((sum, s) => sum + headToolCount(s), 0);
  const totals = setup.encodings.flatMap((e) => {
    const t = Object.hasOwn(setup.totals, e) ? setup.totals[e] : undefined;
    return t ? [`${md(e, 40)} ${formatInt(t.base.model)} → ${formatInt(t.head.model)}`] : [];
  });
  const parts = [
    ...totals,
    `${plural(setup.servers.length, "server")}${kinds.length > 0 ? ` (${kinds.join(", ")})` : ""}`,
    `${plural(tools, "tool")} at head`,
  ];
  const head = commitText(links.headSha, links);
  const label = setup.head.label ? md(setup.head.label, 80) : null;
  if (links.pr) parts.push(`[#${links.pr.number}](${links.pr.url})${head ? ` at ${head}` : ""}`);
  else if (head) parts.push(`head ${head}${label ? ` (${label})` : ""}`);
  const base = commitText(setup.base.sha, links);
  const baseLabel = setup.base.label ? md(setup.base.label, 80) : null;
  if (base) parts.push(`base ${base}${baseLabel ? ` (${baseLabel})` : ""}`);
  return parts.join(" · ");
}

/** The servers compared with a base whose protocol revision or tool-list cache changed. */
export function serversWithProtocolNews(
  setup: SetupComparison,
): Array<SetupServerComparison & { comparison: Comparison }> {
  return setup.servers.filter(
    (s): s is SetupServerComparison & { comparison: Comparison } =>
      s.status === "compared" && protocolOrCacheChanged(s.comparison),
  );
}

const encodingOf = (setup: SetupComparison) => setup.encodings[0] ?? "o200k_base";

function notes(setup: SetupComparison, budgetLink: string | null): string[] {
  const lines: string[] = [];
  // One paragraph: each server's protocol and cache lines as its own comment says them (in its details too).
  const news = serversWithProtocolNews(setup).map(
    (server) => `${md(server.name, 60)}: ${serverProtocolLines(server.comparison, MARKDOWN).join("; ")}`,
  );
  if (news.length > 0) lines.push(`Protocol or tool-list cache changed: ${news.join(" · ")}.`);
  const all = setup.servers.length;
  const missing = setup.servers.filter((s) => {
    const sides = setup.encodings.map((e) => sidesOf(s, e));
    return sides.some((x) => x.base === null || x.head === null);
  });
  if (setup.failed > 0) {
    lines.push(
      `${setup.measured} of ${plural(all, "server")} measured, ${setup.failed} failed: the totals leave ${setup.failed === 1 ? "it" : "them"} out and are incomplete.`,
    );
  } else if (!setup.complete) {
    lines.push(
      `The totals are incomplete: ${missing.map((s) => md(s.name, 60)).join(", ")} ${missing.length === 1 ? "has" : "have"} no base to compare with; the base and delta totals leave ${missing.length === 1 ? "it" : "them"} out.`,
    );
  }
  if (setup.budget) {
    // Each server's count of broken rules is its own comment's (core/verdict.ts).
    const failing = setup.servers.flatMap((s) => {
      if (s.status !== "compared" && s.status !== "new") return [];
      const summary = comparisonVerdict(s.comparison);
      return summary && !summary.passed ? [{ name: s.name, rules: summary.broken.length }] : [];
    });
    const file = budgetLink ? `[${md(setup.budget.file, 120)}](${budgetLink})` : md(setup.budget.file, 120);
    lines.push(
      failing.length === 0
        ? `Budget ${file}: ✅ every measured server is within its limits.`
        : `Budget ${file}: ❌ ${failing.map((s) => `${md(s.name, 60)} breaks ${plural(s.rules, "rule")}`).join(", ")} (see ${failing.length === 1 ? "its details" : "their details"} below).`,
    );
    for (const note of setup.budget.notes) lines.push(`- ${md(note, 300)}`);
  }
  const models = Object.entries(setup.models ?? {});
  if (models.length > 0) {
    const figures = models.map(([id, m]) => {
      // The verdict the one request gets in its window (a llama.cpp slot's, with `/<slots>`): what to raise when it does not fit.
      const need = m.minContextToFit;
      const short =
        m.contextWindow !== null && need !== undefined && !(m.fits ?? need <= m.contextWindow)
          ? `, ❌ needs ${neededSetting(m, need, "+")}`
          : "";
      const share =
        m.shareOfContext === null
          ? ""
          : ` (${formatPercent(m.shareOfContext)} of ${formatInt(m.contextWindow ?? 0)}${short})`;
      const extra = m.instructions > 0 ? ` + ${formatInt(m.instructions)} instructions` : "";
      return `${md(id, 40)} ${formatInt(m.tools)}${extra}${share}`;
    });
    lines.push(
      `On models, the configuration at head as one request (all tools in one list, the frame once; the servers' own figures do not add up to it): ${figures.join("; ")}.`,
    );
  }
  for (const [id, m] of Object.entries(setup.modelsNotCounted ?? {})) {
    lines.push(
      `${md(id, 40)} (${md(m.profile, 80)}): not counted for the configuration at head as one request: ${m.reason} (${md(m.detail, 300)}).`,
    );
  }
  // Each client's one request with its own servers at head (last: a list closes the notes).
  const clients = Object.values(setup.clients ?? {});
  if (clients.length > 0) {
    lines.push(`What each client sends with its own servers at head, one request per client (docs/clients.md):`);
    for (const c of clients) {
      const servers = c.servers.map((name) => md(name, 60)).join(", ");
      const base = c.base ? ` · ${md(clientChange(c.base, c.request, encodingOf(setup)), 400)}` : "";
      lines.push(`- ${md(clientLine(c.request, encodingOf(setup)), 2000)}${base} · servers: ${servers}`);
    }
  }
  // Rows are joined by one line break: a paragraph needs a blank line after it, a list item does not.
  return lines.map((line, i) => (line.startsWith("- ") || lines[i + 1]?.startsWith("- ") ? line : `${line}\n`));
}

function detailsOpen(server: SetupServerComparison & { comparison: Comparison }): string {
  const c = server.comparison;
  const total = c.totals[c.encodings[0] ?? ""];
  const change =
    server.status === "new"
      ? "new"
      : total?.delta
        ? `${formatSigned(total.delta.model)} tokens`
        : c.status === "no-baseline"
          ? "no baseline"
          : "";
  return `\n\n<details><summary>${htmlText(server.name)}${change ? `: ${change}` : ""}</summary>\n\n`;
}

const DETAILS_CLOSE = "\n\n</details>";

/** Each server's folded details, sharing `room` fairly: the shortest first, leftovers to the rest. */
function details(
  servers: readonly (SetupServerComparison & { comparison: Comparison })[],
  room: number,
  unit: LengthUnit,
  moreAt: string,
  links: ComparisonLinks | undefined,
): string[] {
  const length = lengthIn(unit);
  const linked = links ? { links } : {};
  const opens = servers.map(detailsOpen);
  const full = servers.map((s) =>
    renderComparisonMarkdown(s.comparison, { maxLength: Math.max(room, 1), lengthUnit: unit, moreAt, ...linked }),
  );
  const need = servers.map((_, i) => length(opens[i] ?? "") + length(full[i] ?? "") + length(DETAILS_CLOSE));
  const order = servers.map((_, i) => i).sort((a, b) => (need[a] ?? 0) - (need[b] ?? 0));
  const out = new Array<string>(servers.length).fill("");
  let left = room;
  let count = servers.length;
  for (const i of order) {
    const server = servers[i] as SetupServerComparison;
    const share = Math.floor(left / count);
    count--;
    const wanted = need[i] ?? 0;
    if (wanted <= share) {
      out[i] = `${opens[i]}${full[i]}${DETAILS_CLOSE}`;
      left -= wanted;
      continue;
    }
    const inner = share - length(opens[i] ?? "") - length(DETAILS_CLOSE);
    if (inner >= SMALLEST_DETAILS) {
      const body = renderComparisonMarkdown(servers[i]?.comparison as Comparison, {
        maxLength: inner,
        lengthUnit: unit,
        moreAt,
        ...linked,
      });
      out[i] = `${opens[i]}${body}${DETAILS_CLOSE}`;
    } else {
      out[i] = clampText(
        `\n\n_Details of ${md(server.name, 60)} left out to fit (${moreAt})._`,
        Math.max(share, 0),
        unit,
      );
    }
    left -= length(out[i] ?? "");
  }
  return out;
}

export function renderSetupComparisonMarkdown(setup: SetupComparison, options: SetupMarkdownOptions = {}): string {
  const max = options.maxLength ?? GITHUB_COMMENT_MAX_CHARS - 100;
  const unit = options.lengthUnit ?? "chars";
  const moreAt = options.moreAt ?? "see setup-comparison.json";
  const length = lengthIn(unit);
  const encoding = setup.encodings[0] ?? "";
  const links = checkLinks(setup.head.sha, options.links);
  const subject = options.subject ?? `MCP servers of ${md(setup.config, 120)}`;
  const header = ["Server", "Tools", "Base", "Head", "Δ", "%", "Verdict"];
  const lines = markdownTable([header, ...setup.servers.map((s) => row(s, encoding)), totalRow(setup, encoding)], {
    align: ["l", "r", "r", "r", "r", "r", "l"],
    alignDelimiters: false,
  }).split("\n");
  const body = lines.slice(2);
  const totalLine = body.pop() ?? "";
  const table: Block = {
    title: "\n\n",
    head: `${lines[0]}\n${lines[1]}\n`,
    rows: body,
    tail: `\n${totalLine}`,
    cutNote: (hidden) => `_… ${formatInt(hidden)} more servers not shown (${moreAt})_`,
  };
  const noteLines = notes(setup, links.budgetUrl);
  const noteBlock: Block = {
    title: noteLines.length > 0 ? "\n\n" : "",
    head: "",
    rows: noteLines,
    tail: "",
    cutNote: (hidden) => `_… ${formatInt(hidden)} more notes (${moreAt})_`,
    priority: 1,
  };
  // What each failed server or job printed, folded under the table: its row keeps one line.
  const printed = setup.servers.flatMap((s) =>
    s.status === "failed" && s.output && s.output.length > 0
      ? [`**${md(s.name, 80)}**\n\n${s.output.map((l) => `    ${l.replace(/\t/g, " ").slice(0, 300)}`).join("\n")}\n`]
      : [],
  );
  const output: Block = {
    title:
      printed.length > 0
        ? `\n\n<details><summary>What the failed ${printed.length === 1 ? "one" : "ones"} printed: the lines that look like errors and the last ones</summary>\n\n`
        : "",
    head: "",
    rows: printed,
    tail: printed.length > 0 ? "\n\n</details>" : "",
    cutNote: (hidden) => `_… the output of ${formatInt(hidden)} more not shown (${moreAt})_`,
    priority: 2,
  };
  const bottom = [
    "",
    `<sub>Tokens in ${encoding}, model view: what a client sends to the model for every request (name, description, inputSchema). ${options.measuredHow ?? "Each server is started as the configuration says at head, and with the same command in a checkout of the base commit."}</sub>`,
    ...(options.footer ? [options.footer] : []),
  ].join("\n\n");
  const top = fitBlocks(
    `${headline(setup, encoding, subject)}\n\n${statusLine(setup, links)}`,
    [table, noteBlock, output],
    "",
    Math.max(0, max - length(`${bottom}\n`)),
    unit,
  );
  const withDetails = setup.servers.filter(
    (s): s is SetupServerComparison & { comparison: Comparison } => s.status === "compared" || s.status === "new",
  );
  const room = max - length(top) - length(`${bottom}\n`);
  const folded = details(withDetails, Math.max(0, room), unit, moreAt, options.links).join("");
  return clampText(`${top}${folded}${bottom}\n`, max, unit);
}
