import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  budgetBrokenHeadline,
  noticeBlock,
  postPreparedComment
} from "./chunk-P5GWFDA7.js";
import {
  brokenRules,
  sidesOf
} from "./chunk-7JIIC6KX.js";
import {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  MARKDOWN,
  checkLinks,
  clampText,
  fitBlocks,
  lengthIn,
  renderComparisonMarkdown
} from "./chunk-IKSAUEAC.js";
import {
  protocolOrCacheChanged,
  serverProtocolLines
} from "./chunk-3MBOCGKC.js";
import {
  comparisonRunVerdict,
  comparisonVerdict,
  formatSignedPercent,
  verdictWords
} from "./chunk-N57FJ4MQ.js";
import {
  markdownTable
} from "./chunk-2GWQWGTS.js";
import {
  clientChange,
  clientLine
} from "./chunk-UAH6B2LE.js";
import {
  commentFooter,
  commentMarker,
  setRunOutputs,
  setServerOutputs,
  setupClientTokensOutput
} from "./chunk-FH2LSVNB.js";
import {
  escapeMarkdown,
  escapeTerminal,
  formatInt,
  formatPercent,
  formatSigned,
  plural
} from "./chunk-AY2GYRMS.js";
import {
  neededSetting
} from "./chunk-YWEAVKN7.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/config-comment.ts
var SMALLEST_DETAILS = 400;
var md = /* @__PURE__ */ __name((text, max = 120) => escapeMarkdown(text, max), "md");
function htmlText(text) {
  return escapeTerminal(text, 80).replace(/[&<>"'`*_\\[\]]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/@/g, "@\u2060").replace(/#/g, "#\u2060").replace(/:\/\//g, ":\u2060//").replace(/\b(www)\./gi, "$1\u2060.").replace(/\b(GH)-(?=\d)/gi, "$1\u2060-");
}
__name(htmlText, "htmlText");
function percent(base, delta) {
  if (base === 0) return "";
  return formatSignedPercent(delta / base);
}
__name(percent, "percent");
function toolsCell(c) {
  const { base, head } = c.counts.tools;
  return base !== null && base !== head ? `${formatInt(base)}\xA0\u2192\xA0${formatInt(head ?? 0)}` : formatInt(head ?? 0);
}
__name(toolsCell, "toolsCell");
function budgetMark(c) {
  const words = verdictWords(c);
  return words ? ` \xB7 ${words}` : "";
}
__name(budgetMark, "budgetMark");
function statusWords(c) {
  if (c.toolOrder?.changed !== true) return c.status;
  const toolsChanged = c.tools.some((t) => t.status !== "unchanged");
  return toolsChanged ? "changed, tool order too" : "tool order changed";
}
__name(statusWords, "statusWords");
function row(server, encoding) {
  const name = md(server.name, 80);
  const sides = sidesOf(server, encoding);
  const cell = /* @__PURE__ */ __name((t) => t ? formatInt(t.model) : "\u2014", "cell");
  const both = sides.base && sides.head ? sides.head.model - sides.base.model : null;
  switch (server.status) {
    case "failed":
      return [name, "", "", "", "", "", `\u274C failed: ${md(server.error, 300)}`];
    case "removed":
      return [
        name,
        server.base ? `${formatInt(server.base.tools)}\xA0\u2192\xA00` : "",
        cell(sides.base),
        "0",
        both === null ? "" : formatSigned(both),
        both === null ? "" : "\u2212100%",
        server.base ? "removed" : `removed (not measured at base: ${md(server.reason ?? "unknown", 200)})`
      ];
    case "new":
      return [
        name,
        toolsCell(server.comparison),
        "\u2014",
        cell(sides.head),
        both === null ? "" : formatSigned(both),
        "new",
        `new${budgetMark(server.comparison)}`
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
        `${status}${budgetMark(c)}`
      ];
    }
  }
}
__name(row, "row");
function headToolCount(server) {
  return server.status === "compared" || server.status === "new" ? server.comparison.counts.tools.head ?? 0 : 0;
}
__name(headToolCount, "headToolCount");
function totalRow(setup, encoding) {
  const total = setup.totals[encoding];
  const all = setup.servers.length;
  const label = setup.complete ? "**Total**" : `**Total** (incomplete: ${setup.measured} of ${plural(all, "server")} measured)`;
  const tools = setup.servers.reduce((sum, s) => sum + headToolCount(s), 0);
  if (!total) return [label, formatInt(tools), "", "", "", "", ""];
  return [
    label,
    formatInt(tools),
    formatInt(total.base.model),
    formatInt(total.head.model),
    formatSigned(total.delta.model),
    setup.complete ? percent(total.base.model, total.delta.model) : "",
    setup.complete ? "" : "incomplete"
  ];
}
__name(totalRow, "totalRow");
function verdictWordsOf(setup) {
  const verdicts = setup.servers.flatMap(
    (s) => s.status === "compared" || s.status === "new" ? [comparisonRunVerdict(s.comparison)] : []
  );
  const calls = verdicts.reduce((n, v) => n + v.failedCalls.length, 0);
  const checked = verdicts.flatMap((v) => v.budget && v.budget.rules.length > 0 ? [v.budget] : []);
  const broken = checked.reduce((n, v) => n + v.broken.length, 0);
  const near = checked.reduce((n, v) => n + v.near.length, 0);
  const budget = checked.length === 0 ? null : broken > 0 ? `${plural(broken, "budget rule")} broken` : near > 0 ? `budget passes, ${plural(near, "rule")} near the limit` : "budget passes";
  const parts = [calls > 0 ? `${plural(calls, "tool call")} failed` : null, budget].filter(
    (p) => p !== null
  );
  if (parts.length === 0) return null;
  const icon = calls > 0 || broken > 0 ? "\u274C" : near > 0 ? "\u26A0\uFE0F" : "\u2705";
  return `${icon} ${parts.join(", ")}`;
}
__name(verdictWordsOf, "verdictWordsOf");
function headline(setup, encoding, subject) {
  const total = Object.hasOwn(setup.totals, encoding) ? setup.totals[encoding] : void 0;
  const parts = [subject];
  if (!total) parts.push("no tokens counted");
  else if (setup.complete) {
    const relative = total.base.model > 0 ? ` (${formatSignedPercent(total.delta.model / total.base.model)})` : "";
    parts.push(
      total.delta.model === 0 ? `\xB10 tokens, ${formatInt(total.head.model)} tokens` : `${formatSigned(total.delta.model)} tokens${relative}`
    );
  } else parts.push(`${formatSigned(total.delta.model)} tokens where known`);
  const reordered = setup.servers.filter((s) => s.status === "compared" && s.comparison.toolOrder?.changed === true);
  if (reordered.length > 0)
    parts.push(`tool order changed${setup.servers.length > 1 ? ` (${plural(reordered.length, "server")})` : ""}`);
  const moved = serversWithProtocolNews(setup);
  if (moved.length > 0)
    parts.push(
      `protocol or tool-list caching changed${setup.servers.length > 1 ? ` (${plural(moved.length, "server")})` : ""}`
    );
  const verdict = verdictWordsOf(setup);
  if (verdict) parts.push(verdict);
  if (setup.failed > 0) parts.push(`\u274C ${plural(setup.failed, "server")} failed`);
  else if (!setup.complete) parts.push("\u26A0\uFE0F incomplete");
  return `### ${parts.join(" \xB7 ")}`;
}
__name(headline, "headline");
var SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
function commitText(sha, links) {
  if (!sha) return null;
  if (!SHA.test(sha)) return md(sha, 64);
  const url = links.commitUrl(sha);
  return url ? `[${sha.slice(0, 7)}](${url})` : sha.slice(0, 7);
}
__name(commitText, "commitText");
function statusLine(setup, links) {
  const count = /* @__PURE__ */ __name((status) => setup.servers.filter((s) => s.status === status).length, "count");
  const kinds = [
    count("new") > 0 ? `${formatInt(count("new"))} new` : "",
    count("removed") > 0 ? `${formatInt(count("removed"))} removed` : "",
    setup.failed > 0 ? `${formatInt(setup.failed)} failed` : ""
  ].filter(Boolean);
  const tools = setup.servers.reduce((sum, s) => sum + headToolCount(s), 0);
  const totals = setup.encodings.flatMap((e) => {
    const t = Object.hasOwn(setup.totals, e) ? setup.totals[e] : void 0;
    return t ? [`${md(e, 40)} ${formatInt(t.base.model)} \u2192 ${formatInt(t.head.model)}`] : [];
  });
  const parts = [
    ...totals,
    `${plural(setup.servers.length, "server")}${kinds.length > 0 ? ` (${kinds.join(", ")})` : ""}`,
    `${plural(tools, "tool")} at head`
  ];
  const head = commitText(links.headSha, links);
  const label = setup.head.label ? md(setup.head.label, 80) : null;
  if (links.pr) parts.push(`[#${links.pr.number}](${links.pr.url})${head ? ` at ${head}` : ""}`);
  else if (head) parts.push(`head ${head}${label ? ` (${label})` : ""}`);
  const base = commitText(setup.base.sha, links);
  const baseLabel = setup.base.label ? md(setup.base.label, 80) : null;
  if (base) parts.push(`base ${base}${baseLabel ? ` (${baseLabel})` : ""}`);
  return parts.join(" \xB7 ");
}
__name(statusLine, "statusLine");
function serversWithProtocolNews(setup) {
  return setup.servers.filter(
    (s) => s.status === "compared" && protocolOrCacheChanged(s.comparison)
  );
}
__name(serversWithProtocolNews, "serversWithProtocolNews");
var encodingOf = /* @__PURE__ */ __name((setup) => setup.encodings[0] ?? "o200k_base", "encodingOf");
function notes(setup, budgetLink) {
  const lines = [];
  const news = serversWithProtocolNews(setup).map(
    (server) => `${md(server.name, 60)}: ${serverProtocolLines(server.comparison, MARKDOWN).join("; ")}`
  );
  if (news.length > 0) lines.push(`Protocol or tool-list cache changed: ${news.join(" \xB7 ")}.`);
  const all = setup.servers.length;
  const missing = setup.servers.filter((s) => {
    const sides = setup.encodings.map((e) => sidesOf(s, e));
    return sides.some((x) => x.base === null || x.head === null);
  });
  if (setup.failed > 0) {
    lines.push(
      `${setup.measured} of ${plural(all, "server")} measured, ${setup.failed} failed: the totals leave ${setup.failed === 1 ? "it" : "them"} out and are incomplete.`
    );
  } else if (!setup.complete) {
    lines.push(
      `The totals are incomplete: ${missing.map((s) => md(s.name, 60)).join(", ")} ${missing.length === 1 ? "has" : "have"} no base to compare with; the base and delta totals leave ${missing.length === 1 ? "it" : "them"} out.`
    );
  }
  if (setup.budget) {
    const failing = setup.servers.flatMap((s) => {
      if (s.status !== "compared" && s.status !== "new") return [];
      const summary = comparisonVerdict(s.comparison);
      return summary && !summary.passed ? [{ name: s.name, rules: summary.broken.length }] : [];
    });
    const file = budgetLink ? `[${md(setup.budget.file, 120)}](${budgetLink})` : md(setup.budget.file, 120);
    lines.push(
      failing.length === 0 ? `Budget ${file}: \u2705 every measured server is within its limits.` : `Budget ${file}: \u274C ${failing.map((s) => `${md(s.name, 60)} breaks ${plural(s.rules, "rule")}`).join(", ")} (see ${failing.length === 1 ? "its details" : "their details"} below).`
    );
    for (const note of setup.budget.notes) lines.push(`- ${md(note, 300)}`);
  }
  const models = Object.entries(setup.models ?? {});
  if (models.length > 0) {
    const figures = models.map(([id, m]) => {
      const need = m.minContextToFit;
      const short = m.contextWindow !== null && need !== void 0 && !(m.fits ?? need <= m.contextWindow) ? `, \u274C needs ${neededSetting(m, need, "+")}` : "";
      const share = m.shareOfContext === null ? "" : ` (${formatPercent(m.shareOfContext)} of ${formatInt(m.contextWindow ?? 0)}${short})`;
      const extra = m.instructions > 0 ? ` + ${formatInt(m.instructions)} instructions` : "";
      return `${md(id, 40)} ${formatInt(m.tools)}${extra}${share}`;
    });
    lines.push(
      `On models, the configuration at head as one request (all tools in one list, the frame once; the servers' own figures do not add up to it): ${figures.join("; ")}.`
    );
  }
  for (const [id, m] of Object.entries(setup.modelsNotCounted ?? {})) {
    lines.push(
      `${md(id, 40)} (${md(m.profile, 80)}): not counted for the configuration at head as one request: ${m.reason} (${md(m.detail, 300)}).`
    );
  }
  const clients = Object.values(setup.clients ?? {});
  if (clients.length > 0) {
    lines.push(`What each client sends with its own servers at head, one request per client (docs/clients.md):`);
    for (const c of clients) {
      const servers = c.servers.map((name) => md(name, 60)).join(", ");
      const base = c.base ? ` \xB7 ${md(clientChange(c.base, c.request, encodingOf(setup)), 400)}` : "";
      lines.push(`- ${md(clientLine(c.request, encodingOf(setup)), 2e3)}${base} \xB7 servers: ${servers}`);
    }
  }
  return lines.map((line, i) => line.startsWith("- ") || lines[i + 1]?.startsWith("- ") ? line : `${line}
`);
}
__name(notes, "notes");
function detailsOpen(server) {
  const c = server.comparison;
  const total = c.totals[c.encodings[0] ?? ""];
  const change = server.status === "new" ? "new" : total?.delta ? `${formatSigned(total.delta.model)} tokens` : c.status === "no-baseline" ? "no baseline" : "";
  return `

<details><summary>${htmlText(server.name)}${change ? `: ${change}` : ""}</summary>

`;
}
__name(detailsOpen, "detailsOpen");
var DETAILS_CLOSE = "\n\n</details>";
function details(servers, room, unit, moreAt, links) {
  const length = lengthIn(unit);
  const linked = links ? { links } : {};
  const opens = servers.map(detailsOpen);
  const full = servers.map(
    (s) => renderComparisonMarkdown(s.comparison, { maxLength: Math.max(room, 1), lengthUnit: unit, moreAt, ...linked })
  );
  const need = servers.map((_, i) => length(opens[i] ?? "") + length(full[i] ?? "") + length(DETAILS_CLOSE));
  const order = servers.map((_, i) => i).sort((a, b) => (need[a] ?? 0) - (need[b] ?? 0));
  const out = new Array(servers.length).fill("");
  let left = room;
  let count = servers.length;
  for (const i of order) {
    const server = servers[i];
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
      const body = renderComparisonMarkdown(servers[i]?.comparison, {
        maxLength: inner,
        lengthUnit: unit,
        moreAt,
        ...linked
      });
      out[i] = `${opens[i]}${body}${DETAILS_CLOSE}`;
    } else {
      out[i] = clampText(
        `

_Details of ${md(server.name, 60)} left out to fit (${moreAt})._`,
        Math.max(share, 0),
        unit
      );
    }
    left -= length(out[i] ?? "");
  }
  return out;
}
__name(details, "details");
function renderSetupComparisonMarkdown(setup, options = {}) {
  const max = options.maxLength ?? GITHUB_COMMENT_MAX_CHARS - 100;
  const unit = options.lengthUnit ?? "chars";
  const moreAt = options.moreAt ?? "see setup-comparison.json";
  const length = lengthIn(unit);
  const encoding = setup.encodings[0] ?? "";
  const links = checkLinks(setup.head.sha, options.links);
  const subject = options.subject ?? `MCP servers of ${md(setup.config, 120)}`;
  const header = ["Server", "Tools", "Base", "Head", "\u0394", "%", "Verdict"];
  const lines = markdownTable([header, ...setup.servers.map((s) => row(s, encoding)), totalRow(setup, encoding)], {
    align: ["l", "r", "r", "r", "r", "r", "l"],
    alignDelimiters: false
  }).split("\n");
  const body = lines.slice(2);
  const totalLine = body.pop() ?? "";
  const table = {
    title: "\n\n",
    head: `${lines[0]}
${lines[1]}
`,
    rows: body,
    tail: `
${totalLine}`,
    cutNote: /* @__PURE__ */ __name((hidden) => `_\u2026 ${formatInt(hidden)} more servers not shown (${moreAt})_`, "cutNote")
  };
  const noteLines = notes(setup, links.budgetUrl);
  const noteBlock = {
    title: noteLines.length > 0 ? "\n\n" : "",
    head: "",
    rows: noteLines,
    tail: "",
    cutNote: /* @__PURE__ */ __name((hidden) => `_\u2026 ${formatInt(hidden)} more notes (${moreAt})_`, "cutNote"),
    priority: 1
  };
  const printed = setup.servers.flatMap(
    (s) => s.status === "failed" && s.output && s.output.length > 0 ? [`**${md(s.name, 80)}**

${s.output.map((l) => `    ${l.replace(/\t/g, " ").slice(0, 300)}`).join("\n")}
`] : []
  );
  const output = {
    title: printed.length > 0 ? `

<details><summary>What the failed ${printed.length === 1 ? "one" : "ones"} printed: the lines that look like errors and the last ones</summary>

` : "",
    head: "",
    rows: printed,
    tail: printed.length > 0 ? "\n\n</details>" : "",
    cutNote: /* @__PURE__ */ __name((hidden) => `_\u2026 the output of ${formatInt(hidden)} more not shown (${moreAt})_`, "cutNote"),
    priority: 2
  };
  const bottom = [
    "",
    `<sub>Tokens in ${encoding}, model view: what a client sends to the model for every request (name, description, inputSchema). ${options.measuredHow ?? "Each server is started as the configuration says at head, and with the same command in a checkout of the base commit."}</sub>`,
    ...options.footer ? [options.footer] : []
  ].join("\n\n");
  const top = fitBlocks(
    `${headline(setup, encoding, subject)}

${statusLine(setup, links)}`,
    [table, noteBlock, output],
    "",
    Math.max(0, max - length(`${bottom}
`)),
    unit
  );
  const withDetails = setup.servers.filter(
    (s) => s.status === "compared" || s.status === "new"
  );
  const room = max - length(top) - length(`${bottom}
`);
  const folded = details(withDetails, Math.max(0, room), unit, moreAt, options.links).join("");
  return clampText(`${top}${folded}${bottom}
`, max, unit);
}
__name(renderSetupComparisonMarkdown, "renderSetupComparisonMarkdown");

// src/action/config-publish.ts
var SETUP_COMPARISON_FILE = "setup-comparison.json";
function setupFigures(setup, status) {
  const encoding = setup.encodings[0];
  const total = encoding ? setup.totals[encoding] : void 0;
  const baseline = status !== "no-baseline";
  const tools = setup.servers.reduce(
    (sum, s) => sum + (s.status === "compared" || s.status === "new" ? s.comparison.counts.tools.head ?? 0 : 0),
    0
  );
  return {
    head: total?.head ?? null,
    base: baseline ? total?.base ?? null : null,
    delta: baseline ? total?.delta ?? null : null,
    relative: baseline && total && total.base.model > 0 ? total.delta.model / total.base.model : null,
    tools
  };
}
__name(setupFigures, "setupFigures");
function setupLinks(options) {
  const server = process.env.GITHUB_SERVER_URL;
  const repository = options.pullRequest ? `${options.pullRequest.owner}/${options.pullRequest.repo}` : process.env.GITHUB_REPOSITORY;
  if (!server || !repository) return void 0;
  return {
    repositoryUrl: `${server}/${repository}`,
    pullRequest: options.pullRequest?.number ?? null,
    headSha: options.headSha,
    budgetFile: options.budgetFile
  };
}
__name(setupLinks, "setupLinks");
function failedCallsOf(setup) {
  return setup.servers.flatMap((s) => {
    if (s.status !== "compared" && s.status !== "new") return [];
    const calls = comparisonRunVerdict(s.comparison).failedCalls;
    return calls.length > 0 ? [{ server: s.name, calls }] : [];
  });
}
__name(failedCallsOf, "failedCallsOf");
function statusOf(setup) {
  if (setup.failed > 0 || setup.budget && !setup.budget.passed || failedCallsOf(setup).length > 0) return "fail";
  const measured = setup.servers.flatMap((s) => s.status === "compared" || s.status === "new" ? [s] : []);
  if (measured.length > 0 && measured.every((s) => s.comparison.status === "no-baseline")) return "no-baseline";
  const unchanged = setup.servers.every((s) => s.status === "compared" && s.comparison.status === "unchanged");
  return unchanged ? "unchanged" : "pass";
}
__name(statusOf, "statusOf");
function verdictOf(setup) {
  if (setup.failed > 0 || failedCallsOf(setup).length > 0) return "fail";
  return setup.budget ? setup.budget.passed ? "pass" : "fail" : "none";
}
__name(verdictOf, "verdictOf");
function linksOf(setup, pullRequest) {
  const links = setupLinks({ pullRequest, headSha: setup.head.sha, budgetFile: setup.budget?.fromRoot ?? null });
  return links ? { links } : {};
}
__name(linksOf, "linksOf");
async function publishSetup(effects, options) {
  const setup = effects.redact(options.setup);
  const status = statusOf(setup);
  const marker = commentMarker(options.commentKey);
  const footer = commentFooter(options.runUrl);
  const shared = {
    footer,
    ...linksOf(setup, options.pullRequest),
    ...options.subject ? { subject: options.subject } : {},
    ...options.measuredHow ? { measuredHow: options.measuredHow } : {}
  };
  const notice = noticeBlock(options.notice);
  const body = `${marker}
${notice}${renderSetupComparisonMarkdown(setup, {
    ...shared,
    maxLength: GITHUB_COMMENT_MAX_CHARS - marker.length - 1 - notice.length,
    moreAt: options.runUrl ? "see the job summary of the workflow run" : "see the job summary"
  })}`;
  const summary = `${notice}${renderSetupComparisonMarkdown(setup, {
    ...shared,
    maxLength: JOB_SUMMARY_MAX_BYTES - 1024 - Buffer.byteLength(notice),
    lengthUnit: "utf8-bytes",
    moreAt: "see setup-comparison.json"
  })}`;
  const heads = {};
  const deltas = {};
  for (const [encoding, total] of Object.entries(setup.totals)) {
    heads[encoding] = total.head;
    deltas[encoding] = total.delta;
  }
  setRunOutputs(effects, {
    status,
    verdict: verdictOf(setup),
    figures: setupFigures(setup, status),
    files: { comparison: options.file, ...options.badge }
  });
  effects.setOutput("total-tokens", JSON.stringify(heads));
  effects.setOutput("client-tokens", setupClientTokensOutput(setup));
  setServerOutputs(effects, null);
  effects.setOutput("delta-tokens", status === "no-baseline" ? "" : JSON.stringify(deltas));
  effects.setOutput("comment-body", body);
  await effects.writeSummary(summary).catch((error) => effects.warning(`could not write the job summary: ${error.message}`));
  if (options.pullRequest) {
    await postPreparedComment(effects, options.pullRequest, {
      marker,
      body,
      policy: options.policy,
      // A server that moved to another protocol revision or cache lifetime is news, as in a one-server comment.
      worthCreating: status !== "unchanged" || serversWithProtocolNews(setup).length > 0
    });
  }
  const problems = [];
  const failed = setup.servers.flatMap((s) => s.status === "failed" ? [s] : []);
  if (failed.length > 0) {
    problems.push(
      `${failed.length} of ${setup.servers.length} servers could not be measured:
${failed.map((s) => `- ${s.name}: ${s.error}`).join("\n")}`
    );
  }
  const calls = failedCallsOf(setup);
  if (calls.length > 0) {
    const n = calls.reduce((sum, s) => sum + s.calls.length, 0);
    problems.push(
      `${n === 1 ? "1 tool call" : `${n} tool calls`} failed at head:
${calls.flatMap((s) => s.calls.map((c) => `- ${s.server}: ${c.message ?? `call ${c.name}: ${c.status}`}`)).join("\n")}`
    );
  }
  const broken = brokenRules(setup);
  for (const server of broken)
    for (const message of server.messages) effects.info(`budget (${server.server}): ${message}`);
  if (options.failOnBudget && broken.length > 0) {
    const rules = broken.reduce((sum, s) => sum + s.rules, 0);
    const limits = broken.reduce((sum, s) => sum + s.messages.length, 0);
    problems.push(
      `${budgetBrokenHeadline({ rules, limits, servers: broken.length })}:
${broken.flatMap((s) => s.messages.map((m) => `- ${s.server}: ${m}`)).join("\n")}`
    );
  }
  return { status, failure: problems.length > 0 ? problems.join("\n") : null };
}
__name(publishSetup, "publishSetup");

export {
  SETUP_COMPARISON_FILE,
  publishSetup
};
//# sourceMappingURL=chunk-DHVTI3KY.js.map
