import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  failedAtHead
} from "./chunk-QZTG4LHG.js";
import {
  NEAR_LIMIT_SHARE,
  isNearLimit,
  runVerdict,
  runVerdictPhrase,
  summarizeVerdict
} from "./chunk-DOQ7UJXU.js";
import {
  deferralHint
} from "./chunk-UAH6B2LE.js";
import {
  CLIENT_LIMITS
} from "./chunk-OJKBJGOR.js";
import {
  formatInt,
  formatPercent,
  formatSigned
} from "./chunk-AY2GYRMS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/comparison-sections.ts
var MODEL_FIELDS = /* @__PURE__ */ new Set(["name", "description", "inputSchema", "structure"]);
function primaryEncoding(c) {
  return c.encodings[0] ?? "";
}
__name(primaryEncoding, "primaryEncoding");
function tokensIn(tool, encoding) {
  return Object.hasOwn(tool.tokens, encoding) ? tool.tokens[encoding] : void 0;
}
__name(tokensIn, "tokensIn");
function formatSignedPercent(fraction) {
  if (fraction === null || !Number.isFinite(fraction)) return "n/a";
  const text = Math.abs(fraction * 100).toFixed(1);
  if (fraction === 0) return `${text}%`;
  return `${fraction > 0 ? "+" : "\u2212"}${text}%`;
}
__name(formatSignedPercent, "formatSignedPercent");
var plural = /* @__PURE__ */ __name((n, one, many = `${one}s`) => `${formatInt(n)} ${n === 1 ? one : many}`, "plural");
var byText = /* @__PURE__ */ __name((a, b) => a < b ? -1 : a > b ? 1 : 0, "byText");
function toolLabel(tool, style) {
  return tool.occurrence > 1 ? `${style.text(tool.name)} (#${tool.occurrence})` : style.text(tool.name);
}
__name(toolLabel, "toolLabel");
function fieldList(fields, style) {
  return fields.map((f) => `${style.text(f.field)} ${formatSigned(f.delta)}`).join(", ");
}
__name(fieldList, "fieldList");
function attribution(diff, style) {
  if (!diff) return "";
  const parts = [];
  if (diff.fields.model.length > 0) parts.push(fieldList(diff.fields.model, style));
  const rawOnly = diff.fields.raw.filter((f) => !MODEL_FIELDS.has(f.field));
  if (rawOnly.length > 0) parts.push(`raw only: ${fieldList(rawOnly, style)}`);
  return parts.join("; ");
}
__name(attribution, "attribution");
function summaryLine(c, style) {
  const icon = /* @__PURE__ */ __name((emoji2) => style.icons ? `${emoji2} ` : "", "icon");
  const enc = primaryEncoding(c);
  const totals = c.encodings.map((e) => ({ e, t: Object.hasOwn(c.totals, e) ? c.totals[e] : void 0 }));
  const tools = plural(c.counts.tools.head ?? 0, "tool");
  if (c.status === "no-baseline") {
    const perEncoding2 = totals.map(({ e, t }) => `${style.text(e)} ${formatInt(t?.head.model ?? 0)}`);
    if (c.newServer) {
      const first = totals[0];
      const headline2 = `${formatInt(first?.t?.head.model ?? 0)} tokens`;
      return [`${icon("\u{1F195}")}${style.strong(`New server: ${headline2}`)}`, ...perEncoding2, tools].join(" \xB7 ");
    }
    if (c.baselineRequested === false) {
      const first = totals[0];
      const headline2 = `${formatInt(first?.t?.head.model ?? 0)} tokens`;
      return [`${icon("\u{1F4CF}")}${style.strong(headline2)}`, ...perEncoding2, tools].join(" \xB7 ");
    }
    const reason = style.text(shortReason(c.noBaselineReason ?? "no base report"), 200);
    return [`${icon("\u26A0\uFE0F")}${style.strong("No baseline")}: ${reason}`, ...perEncoding2, tools].join(" \xB7 ");
  }
  const perEncoding = totals.map(
    ({ e, t }) => `${style.text(e)} ${formatInt(t?.base?.model ?? 0)} \u2192 ${formatInt(t?.head.model ?? 0)}`
  );
  if (c.status === "unchanged") return [`${icon("\u26AA")}${style.strong("No change")}`, ...perEncoding, tools].join(" \xB7 ");
  const total = Object.hasOwn(c.totals, enc) ? c.totals[enc] : void 0;
  const delta = total?.delta?.model ?? 0;
  const relative = total?.relative.model ?? null;
  const headline = `${formatSigned(delta)} tokens${relative === null || delta === 0 ? "" : ` (${formatSignedPercent(relative)})`}`;
  const s = c.summary;
  const changes = [
    s.added > 0 ? `+${formatInt(s.added)}` : "",
    s.removed > 0 ? `\u2212${formatInt(s.removed)}` : "",
    s.changed > 0 ? `${formatInt(s.changed)} changed` : ""
  ].filter(Boolean);
  const emoji = delta > 0 ? "\u{1F53A}" : delta < 0 ? "\u{1F53D}" : "\u{1F501}";
  return [
    `${icon(emoji)}${style.strong(headline)}`,
    ...perEncoding,
    `${tools}${changes.length > 0 ? ` (${changes.join(", ")})` : ""}`
  ].join(" \xB7 ");
}
__name(summaryLine, "summaryLine");
function toolOrderLine(c) {
  if (c.toolOrder?.changed !== true) return null;
  const enc = primaryEncoding(c);
  const total = Object.hasOwn(c.totals, enc) ? c.totals[enc] : void 0;
  return toolOrderWords(total?.head.model ?? 0);
}
__name(toolOrderLine, "toolOrderLine");
function toolOrderWords(blockTokens) {
  return `tool order changed: every cached conversation re-writes ${formatInt(blockTokens)} tokens`;
}
__name(toolOrderWords, "toolOrderWords");
function shortReason(reason) {
  return reason.split("\n")[0]?.trim() ?? reason;
}
__name(shortReason, "shortReason");
function notesSection(c, style) {
  const reason = c.status === "no-baseline" && c.baselineRequested !== false && !c.newServer ? c.noBaselineReason ?? "" : "";
  const fullReason = reason !== shortReason(reason) || reason.length > 200 ? [`why there is no baseline: ${style.text(reason, 2e3)}`] : [];
  const items = [
    ...fullReason,
    ...c.notes.map((n) => style.text(n, 300)),
    ...(c.head.report?.warnings ?? []).map((w) => `head report: ${style.text(w, 300)}`),
    // Each model's own warnings, e.g. parameters its rendering hides from it.
    ...Object.entries(c.models ?? {}).flatMap(
      ([id, m]) => (m.head?.warnings ?? []).map((w) => `head report, ${style.text(id, 60)}: ${style.text(w, 300)}`)
    )
  ];
  return items.length > 0 ? [{ kind: "list", id: "notes", title: style.strong("Notes"), items }] : [];
}
__name(notesSection, "notesSection");
var modelOf = /* @__PURE__ */ __name((tool, encoding, which) => tokensIn(tool, encoding)?.[which]?.model ?? 0, "modelOf");
var deltaOf = /* @__PURE__ */ __name((tool, encoding, view = "model") => tokensIn(tool, encoding)?.delta[view] ?? 0, "deltaOf");
function sortTools(tools, key, key2 = () => 0) {
  return tools.sort(
    (a, b) => key(b) - key(a) || key2(b) - key2(a) || byText(a.name, b.name) || a.occurrence - b.occurrence
  );
}
__name(sortTools, "sortTools");
function toolSections(c, style) {
  const enc = primaryEncoding(c);
  const others = c.encodings.slice(1);
  const costTable = /* @__PURE__ */ __name((id, title, tools, which, sign) => ({
    kind: "table",
    id,
    title,
    header: ["Tool", ...c.encodings.map((e) => style.text(e))],
    align: ["left", ...c.encodings.map(() => "right")],
    rows: tools.map((t) => [
      toolLabel(t, style),
      ...c.encodings.map(
        (e) => sign === 0 ? formatInt(modelOf(t, e, which)) : formatSigned(sign * modelOf(t, e, which))
      )
    ])
  }), "costTable");
  const of = /* @__PURE__ */ __name((status) => c.tools.filter((t) => t.status === status), "of");
  if (c.status === "no-baseline") {
    const tools = sortTools(of("added"), (t) => modelOf(t, enc, "head"));
    return tools.length > 0 ? [
      costTable(
        "tools",
        `${style.strong(`Tools (${formatInt(tools.length)})`)} \xB7 cost${c.baselineRequested === false || c.newServer ? "" : ", no baseline to compare with"}`,
        tools,
        "head",
        0
      )
    ] : [];
  }
  const sections = [];
  const changed = sortTools(
    of("changed"),
    (t) => Math.abs(deltaOf(t, enc)),
    (t) => Math.abs(deltaOf(t, enc, "raw"))
  );
  if (changed.length > 0) {
    sections.push({
      kind: "table",
      id: "changed",
      title: `${style.strong(`Changed tools (${formatInt(changed.length)})`)} \xB7 ${style.text(enc)} tokens, model view`,
      header: ["Tool", "base", "head", "\u0394", "%", ...others.map((e) => `\u0394 ${style.text(e)}`), "where from"],
      align: ["left", "right", "right", "right", "right", ...others.map(() => "right"), "left"],
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
          attribution(tokensIn(t, enc), style)
        ];
      })
    });
  }
  const added = sortTools(of("added"), (t) => modelOf(t, enc, "head"));
  if (added.length > 0) {
    sections.push(
      costTable("added", `${style.strong(`Added tools (${formatInt(added.length)})`)} \xB7 cost`, added, "head", 1)
    );
  }
  const removed = sortTools(of("removed"), (t) => modelOf(t, enc, "base"));
  if (removed.length > 0) {
    sections.push(
      costTable(
        "removed",
        `${style.strong(`Removed tools (${formatInt(removed.length)})`)} \xB7 saving`,
        removed,
        "base",
        -1
      )
    );
  }
  const unchanged = sortTools(of("unchanged"), (t) => modelOf(t, enc, "head"));
  if (unchanged.length > 0) {
    sections.push({
      ...costTable("unchanged", plural(unchanged.length, "unchanged tool"), unchanged, "head", 0),
      collapsed: true
    });
  }
  return sections;
}
__name(toolSections, "toolSections");
function totalsSection(c, style) {
  const rows = [];
  for (const e of c.encodings) {
    const t = Object.hasOwn(c.totals, e) ? c.totals[e] : void 0;
    for (const view of ["model", "raw"]) {
      const delta = t?.delta?.[view];
      rows.push([
        style.text(e),
        view,
        t?.base ? formatInt(t.base[view]) : "\u2014",
        formatInt(t?.head[view] ?? 0),
        delta === void 0 ? "\u2014" : formatSigned(delta),
        t?.delta ? formatSignedPercent(t.relative[view]) : "\u2014"
      ]);
    }
  }
  return {
    kind: "table",
    id: "totals",
    title: "Totals by encoding and view",
    header: ["Encoding", "view", "base", "head", "\u0394", "%"],
    align: ["left", "left", "right", "right", "right", "right"],
    rows,
    collapsed: true
  };
}
__name(totalsSection, "totalsSection");
function serverAndListParts(c, style) {
  const parts = [];
  const server = /* @__PURE__ */ __name((s) => s?.name ? style.text(`${s.name}${s.version ? ` ${s.version}` : ""}`, 100) : "MCP server", "server");
  const headText = server(c.head.report?.server);
  const baseText = c.base.report ? server(c.base.report.server) : null;
  parts.push(baseText !== null && baseText !== headText ? `${baseText} \u2192 ${headText}` : headText);
  const count = /* @__PURE__ */ __name((label2, change) => {
    if (change.base === null && change.head === null) return;
    const b = change.base === null ? "none" : formatInt(change.base);
    const h = change.head === null ? "none" : formatInt(change.head);
    parts.push(c.status === "no-baseline" || b === h ? `${label2} ${h}` : `${label2} ${b} \u2192 ${h}`);
  }, "count");
  count("prompts", c.counts.prompts);
  count("resources", c.counts.resources);
  return parts;
}
__name(serverAndListParts, "serverAndListParts");
function contextLine(c, style) {
  const parts = serverAndListParts(c, style);
  const commit = /* @__PURE__ */ __name((side) => {
    const sha = side.sha && /^[0-9a-f]{40,64}$/i.test(side.sha) ? side.sha.slice(0, 7) : side.sha;
    const name = side.label ?? side.ref;
    if (sha && name) return `${style.text(sha, 64)} (${style.text(name, 80)})`;
    return sha || name ? style.text(sha || name, 80) : null;
  }, "commit");
  const b = commit(c.base);
  const h = commit(c.head);
  if (b && h) parts.push(`base ${b} \u2192 head ${h}`);
  else if (h) parts.push(`${c.status === "no-baseline" ? "measured at" : "head"} ${h}`);
  else if (b) parts.push(`base ${b}`);
  return parts.join(" \xB7 ");
}
__name(contextLine, "contextLine");
function methodLine(c, style) {
  const tokenizer = c.head.report?.tokenizer;
  return [
    `Encodings ${c.encodings.map((e) => style.text(e)).join(", ")}`,
    `model view: each tool as compact ${style.code("JSON.stringify({ name, description, inputSchema })")} as sent; raw view: the whole tool object`,
    "totals are sums over tools",
    ...tokenizer ? [`tokenizer ${style.text(`${tokenizer.name} ${tokenizer.version}`, 60)}`] : []
  ].join(" \xB7 ");
}
__name(methodLine, "methodLine");

// src/core/render/comparison-clients.ts
var CAPPED_NAMES_SHOWN = 5;
var signed = /* @__PURE__ */ __name((n) => n === 0 ? "\xB10" : formatSigned(n), "signed");
function clientLine(id, d, encoding, style, baseline) {
  const setting = d.setting ? ` (${Object.entries(d.setting).map(([k, v]) => style.text(`${k}=${v}`, 80)).join(", ")})` : "";
  const who = `on ${d.title}${d.version ? ` ${d.version}` : " (read, not captured)"}${setting}`;
  const head = d.head;
  if (!head) return `${who}: not measured at head (only in the base report as ${style.text(id, 80)})`;
  const t = head.tokens[encoding];
  if (!t) return `${who}: no ${encoding} count at head`;
  const refused = (head.refused ?? []).map(
    (r) => `refuses ${style.text(r.server, 80)}: ${style.text(r.reason, 300)} (fix: ${style.text(r.fix, 200)})`
  );
  if (refused.length > 0 && head.sent === 0 && t.upFront === 0) return `${who}: no figure: ${refused.join("; ")}`;
  const notSent = (head.notSent ?? []).map(
    (n) => `; ${formatInt(n.tools.length)} tools of ${style.text(n.server, 80)} not sent (counted as 0): ${style.text(n.reason, 300)} (fix: ${style.text(n.fix, 200)})`
  ).join("");
  const delta = d.delta?.[encoding];
  const parts = head.deferred ? [`${formatInt(t.upFront)} up front (names only)`, `${formatInt(t.allLoaded)} when loaded`] : [`${formatInt(t.allLoaded)} with every request (tools loaded)`];
  let change = "";
  if (delta) {
    const unchanged = delta.upFront === 0 && delta.allLoaded === 0;
    change = unchanged ? " (unchanged from base)" : head.deferred ? ` (${signed(delta.upFront)} / ${signed(delta.allLoaded)} from base)` : ` (${signed(delta.allLoaded)} from base)`;
  } else if (baseline) change = " (not in the base report)";
  let capped = "";
  if (head.cappedOut.length > 0) {
    const names = head.cappedOut.slice(0, CAPPED_NAMES_SHOWN).map((name) => style.text(name, 60));
    const more = head.cappedOut.length - names.length;
    const these = head.cappedOut.length === 1 ? "this one never reaches" : `these ${formatInt(head.cappedOut.length)} never reach`;
    capped = `; ${d.title} sends the first ${formatInt(head.sent)}; ${these} the model: ${names.join(", ")}${more > 0 ? `, \u2026 (${formatInt(more)} more)` : ""}`;
  }
  const alsoRefused = refused.length > 0 ? `; ${refused.join("; ")}` : "";
  return `${who}: ${parts.join(", ")}${change}${firstUseText(d, encoding)}${capped}${notSent}${alsoRefused}`;
}
__name(clientLine, "clientLine");
function firstUseText(d, encoding) {
  const bill = d.head?.firstUse?.[encoding];
  const t = d.head?.tokens[encoding];
  if (!bill || !t) return "";
  const was = d.base?.firstUse?.[encoding];
  const use = was && was.median !== bill.median ? `+${formatInt(was.median)} -> +${formatInt(bill.median)} tokens` : `+${formatInt(bill.median)} tokens`;
  const round = bill.round === null ? "" : was && was.round !== null && was.round !== bill.round ? `, one extra round of ${formatInt(was.round)} -> ${formatInt(bill.round)}` : `, one extra round of ${formatInt(bill.round)}`;
  const hint = bill.costsMore ? deferralHint(t.upFront, t.allLoaded) : "";
  return `; first use of a tool: ${use}${round}${hint}`;
}
__name(firstUseText, "firstUseText");
function clientTokensRuleLabel(r, style) {
  const client = style.text(r.client ?? "", 80);
  if (r.rule === "clientUpFront") return `up front on ${client}`;
  if (r.rule === "clientAllLoaded") return `all tools loaded on ${client}`;
  return null;
}
__name(clientTokensRuleLabel, "clientTokensRuleLabel");
function clientsSection(c, style) {
  const entries = Object.entries(c.clients ?? {});
  if (entries.length === 0) return [];
  const encoding = primaryEncoding(c);
  const baseline = c.status !== "no-baseline";
  return [
    {
      kind: "list",
      id: "clients",
      title: `${style.strong("Clients")} \xB7 tokens the server adds to each client's request (${encoding})`,
      items: entries.map(([id, d]) => clientLine(id, d, encoding, style, baseline))
    }
  ];
}
__name(clientsSection, "clientsSection");

// src/core/render/comparison-verdict.ts
function clientLabel(r, model, style) {
  const limits = CLIENT_LIMITS;
  const id = r.client ?? "";
  const name = Object.hasOwn(limits, id) ? limits[id]?.client ?? id : style.text(id);
  return r.model === void 0 ? `number of tools (${name})` : `share of ${model}'s context window (${name})`;
}
__name(clientLabel, "clientLabel");
function ruleWhat(r, style) {
  const tool = r.tool === void 0 ? "" : style.text(r.tool);
  const model = r.model === void 0 ? "" : style.text(r.model);
  const what = r.rule === "total" ? "total" : r.rule === "perTool" ? `tool ${tool} (per-tool limit)` : r.rule === "tool" ? `tool ${tool}` : r.rule === "maxTools" ? "number of tools" : r.rule === "maxIncrease" ? "increase over base" : r.rule === "modelTotal" ? `total on ${model}` : r.rule === "modelPerTool" ? `tool ${tool} on ${model} (per-tool limit)` : r.rule === "shareOfContext" ? `share of ${model}'s context window` : r.rule === "fitsContext" ? `tools fit in ${model}'s context window` : r.rule === "client" ? clientLabel(r, model, style) : r.rule === "callTokens" ? r.model !== void 0 ? `call ${style.text(r.call ?? "")} on ${model}` : `call ${style.text(r.call ?? "")}` : r.rule === "callIncrease" ? `call ${style.text(r.call ?? "")} (increase over base)` : r.rule === "stableListing" ? "tools/list stable (order and bytes)" : r.rule === "modelCounted" ? `limits on ${model} (not counted)` : r.rule === "toolsCache" ? "tool list cacheable (ttlMs, cacheScope)" : clientTokensRuleLabel(r, style) ?? style.text(String(r.rule));
  return what;
}
__name(ruleWhat, "ruleWhat");
function ruleLabel(r, style) {
  const what = ruleWhat(r, style);
  return r.encoding === null || r.rule === "maxTools" ? what : `${what} \xB7 ${style.text(r.encoding)}, ${style.text(String(r.view))}`;
}
__name(ruleLabel, "ruleLabel");
function verdictSections(c, style) {
  const v = c.verdict;
  if (!v) return [];
  const results = [...v.results.filter((r) => !r.passed), ...v.results.filter((r) => r.passed)];
  const summary = summarizeVerdict(v, primaryEncoding(c));
  const broken = summary.broken.length;
  const rules = summary.rules.length;
  const checks = summary.checks === rules ? "" : ` (${formatInt(summary.brokenChecks)} of ${plural(summary.checks, "check")})`;
  const file = v.file === null ? "" : ` (${style.text(v.file, 100)})`;
  const title = results.length === 0 ? `Budget: no rules checked${file}` : broken > 0 ? `${style.icons ? "\u274C " : ""}${style.strong(`Budget: ${broken} of ${plural(rules, "rule")} broken${checks}`)}${file}` : `${style.icons ? "\u2705 " : ""}${style.strong(`Budget: ${rules === 1 ? "the rule passes" : `all ${rules} rules pass`}`)}${file}`;
  const limit = /* @__PURE__ */ __name((r) => {
    if (r.actualText !== void 0) return style.text(r.limitText, 40);
    const number = formatInt(r.limit);
    return r.limitText === String(r.limit) || r.limitText === number ? number : `${number} (${style.text(r.limitText, 40)})`;
  }, "limit");
  const headroom = /* @__PURE__ */ __name((r) => r.actualText !== void 0 ? "\u2014" : r.headroom < 0 ? style.strong(formatSigned(r.headroom)) : formatInt(r.headroom), "headroom");
  const sections = [
    {
      kind: "table",
      id: "verdict",
      title,
      header: ["", "Rule", "Limit", "Actual", "Headroom"],
      align: ["left", "left", "right", "right", "right"],
      rows: results.map((r) => [
        r.passed ? style.icons ? "\u2705" : "ok" : style.icons ? `\u274C ${style.strong("broken")}` : "BROKEN",
        ruleLabel(r, style),
        limit(r),
        r.actualText !== void 0 ? style.text(r.actualText, 60) : formatInt(r.actual),
        headroom(r)
      ])
    }
  ];
  sections.push(...skippedRules(v, style));
  return sections;
}
__name(verdictSections, "verdictSections");
function skippedRules(v, style) {
  if (v.skipped.length === 0) return [];
  return [
    {
      kind: "list",
      id: "skipped",
      title: style.strong("Budget rules not checked"),
      items: v.skipped.map((s) => style.text(s, 300))
    }
  ];
}
__name(skippedRules, "skippedRules");

// src/core/render/comparison-budget.ts
function comparisonVerdict(c) {
  return c.verdict ? summarizeVerdict(c.verdict, primaryEncoding(c)) : null;
}
__name(comparisonVerdict, "comparisonVerdict");
function limitText(r, style) {
  const number = formatInt(r.limit);
  return r.limitText === String(r.limit) || r.limitText === number ? number : `${number} (${style.text(r.limitText, 40)})`;
}
__name(limitText, "limitText");
function headroomText(r, style) {
  if (r.headroom < 0) return style.strong(formatSigned(r.headroom));
  return r.limit > 0 ? `${formatInt(r.headroom)} (${formatPercent(r.headroom / r.limit, 0)})` : formatInt(r.headroom);
}
__name(headroomText, "headroomText");
function label(group, primary, style) {
  const r = group.shown;
  const what = r.encoding === null || r.rule === "maxTools" || r.encoding === primary && r.view === "model" ? ruleWhat(r, style) : ruleLabel(r, style);
  const others = group.members.filter((m) => m !== r && !m.passed);
  const near = group.members.filter((m) => m !== r && isNearLimit(m));
  const parts = [what];
  if (others.length > 0) {
    parts.push(
      `also over in ${others.map((m) => `${style.text(m.encoding ?? "", 40)} ${formatSigned(m.headroom)}`).join(", ")}`
    );
  }
  if (near.length > 0) {
    parts.push(
      `near in ${near.map((m) => `${style.text(m.encoding ?? "", 40)} (${formatInt(m.headroom)} left)`).join(", ")}`
    );
  }
  return parts.join(" \xB7 ");
}
__name(label, "label");
var tightest = /* @__PURE__ */ __name((checks) => checks.reduce((a, b) => b.headroom < a.headroom ? b : a), "tightest");
function passingRows(groups, style) {
  const families = /* @__PURE__ */ new Map();
  for (const g of groups) {
    const r = g.shown;
    const key = r.rule === "perTool" || r.rule === "modelPerTool" ? `${r.rule}\0${r.model ?? ""}\0${r.limitText}\0${r.limit}` : `one\0${families.size}`;
    families.set(key, [...families.get(key) ?? [], g.members]);
  }
  return [...families.values()].map((family) => {
    const r = tightest(family.flat());
    const what = family.length > 1 ? `each of ${formatInt(family.length)} tools${r.model === void 0 ? "" : ` on ${style.text(r.model)}`} (per-tool limit) \xB7 nearest: ${style.text(r.tool ?? "")}${r.encoding === null ? "" : ` \xB7 ${style.text(r.encoding)}, ${style.text(String(r.view))}`}` : ruleLabel(r, style);
    return ["\u2705", what, limitText(r, style), formatInt(r.actual), headroomText(r, style)];
  });
}
__name(passingRows, "passingRows");
function budgetSections(c, style, fileLink) {
  const v = c.verdict;
  const summary = comparisonVerdict(c);
  if (!v || !summary) return [];
  const primary = primaryEncoding(c);
  const { rules: groups, broken, near } = summary;
  const inView = [...broken, ...near];
  const fileName = v.file === null ? "" : style.text(v.file, 100);
  const file = fileName === "" ? "" : ` \xB7 ${fileLink ? `[${fileName}](${fileLink})` : fileName}`;
  const rules = plural(groups.length, "rule");
  const title = groups.length === 0 ? `${style.strong("Budget")} \xB7 no rules checked${file}` : broken.length > 0 ? `\u274C ${style.strong("Budget")} \xB7 ${formatInt(broken.length)} of ${rules} broken${file}` : near.length > 0 ? `\u26A0\uFE0F ${style.strong("Budget")} \xB7 all ${rules} pass, ${formatInt(near.length)} within ${formatPercent(NEAR_LIMIT_SHARE, 0)} of ${near.length === 1 ? "its" : "their"} limit${file}` : `\u2705 ${style.strong("Budget")} \xB7 ${groups.length === 1 ? "the rule passes" : `all ${rules} pass`}${file}`;
  const foldedRules = summary.passing;
  const folded = foldedRules.flatMap((g) => g.members);
  const sections = [
    {
      kind: "table",
      id: "verdict",
      title,
      header: ["", "Rule", "Limit", "Actual", "Headroom"],
      align: ["left", "left", "right", "right", "right"],
      rows: inView.map((g) => [
        g.broken ? `\u274C ${style.strong("broken")}` : "\u26A0\uFE0F near",
        label(g, primary, style),
        limitText(g.shown, style),
        formatInt(g.shown.actual),
        headroomText(g.shown, style)
      ])
    }
  ];
  if (folded.length > 0) {
    const checks = folded.length === foldedRules.length ? "" : ` (${plural(folded.length, "check")})`;
    sections.push({
      kind: "table",
      id: "passing",
      // Raw HTML (a <summary>): no markdown, no untrusted text.
      title: inView.length === 0 ? `${rules}${checks}` : `${plural(foldedRules.length, `more rule`)}, all passing${checks}`,
      header: ["", "Rule", "Limit", "Actual", "Headroom"],
      align: ["left", "left", "right", "right", "right"],
      rows: passingRows(foldedRules, style),
      collapsed: true
    });
  }
  sections.push(...skippedRules(v, style));
  return sections;
}
__name(budgetSections, "budgetSections");
function comparisonRunVerdict(c) {
  const failed = failedAtHead(c.calls).map((call) => ({
    name: call.name,
    status: call.head?.status ?? "error",
    message: call.head?.message ?? null
  }));
  return runVerdict(comparisonVerdict(c), failed);
}
__name(comparisonRunVerdict, "comparisonRunVerdict");
function verdictWords(c) {
  const verdict = comparisonRunVerdict(c);
  const phrase = runVerdictPhrase(verdict);
  if (!phrase) return null;
  const icon = !verdict.passed ? "\u274C" : (verdict.budget?.near.length ?? 0) > 0 ? "\u26A0\uFE0F" : "\u2705";
  return `${icon} ${phrase}`;
}
__name(verdictWords, "verdictWords");

export {
  primaryEncoding,
  tokensIn,
  formatSignedPercent,
  plural,
  toolLabel,
  attribution,
  summaryLine,
  toolOrderLine,
  toolOrderWords,
  notesSection,
  toolSections,
  totalsSection,
  serverAndListParts,
  contextLine,
  methodLine,
  clientsSection,
  verdictSections,
  comparisonVerdict,
  budgetSections,
  comparisonRunVerdict,
  verdictWords
};
//# sourceMappingURL=chunk-N57FJ4MQ.js.map
