import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  clientScopes,
  configLocations,
  isPlace,
  loadSetup
} from "./chunk-6XFYDAYQ.js";
import {
  configRequest,
  countSetupProfiles,
  countSetupRequest,
  inPool,
  measureSetup,
  serializeSetup,
  serverMeasureOptions,
  serverSpecOf
} from "./chunk-QDBXR7C7.js";
import {
  hintProfiles,
  hintsWithListing
} from "./chunk-BJNTQQZE.js";
import "./chunk-SJG2KKY6.js";
import "./chunk-3QN2H6HJ.js";
import {
  loadCounters
} from "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
import {
  VERSION
} from "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-W7FTQMLS.js";
import "./chunk-2GXS2UWE.js";
import "./chunk-6LENRTD2.js";
import {
  CLIENT_FORMATS,
  oneLine
} from "./chunk-KWFPFD2C.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import {
  fitText
} from "./chunk-WZF3LZXX.js";
import {
  markdownTable
} from "./chunk-2GWQWGTS.js";
import {
  textTable
} from "./chunk-ZNJBUQWU.js";
import "./chunk-YSXKB4L6.js";
import {
  clientLine
} from "./chunk-UAH6B2LE.js";
import {
  countListing
} from "./chunk-5VXDLGSY.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-OJKBJGOR.js";
import "./chunk-QDO335QN.js";
import {
  createRedactor
} from "./chunk-Q4NXGD22.js";
import "./chunk-AY22MO67.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-7QJCO2EM.js";
import {
  escapeMarkdown,
  escapeTerminal,
  formatInt,
  formatPercent,
  plural,
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import "./chunk-TTW4EAJU.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import {
  loadEncoders
} from "./chunk-DJ2EGANE.js";
import "./chunk-A7HVW6MW.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-KZRILCG4.js";
import {
  withheldByDefault
} from "./chunk-JBB6Y6K4.js";
import "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
import {
  EXIT_CODES,
  UsageError,
  classifyError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/cli/config.ts
import os from "node:os";

// src/core/config/render.ts
function countLine(setup) {
  const total = setup.servers.length;
  if (setup.failed === 0) return `${setup.measured} of ${plural(total, "server")} measured`;
  return `${setup.measured} of ${plural(total, "server")} measured, ${setup.failed} failed: the totals are incomplete`;
}
__name(countLine, "countLine");
var REASON_CHARS = 100;
function instructionTokens(setup, encoding) {
  return setup.servers.map(
    (s) => s.status === "measured" && encoding ? s.report.instructions?.tokens[encoding] ?? null : null
  );
}
__name(instructionTokens, "instructionTokens");
function modelColumns(setup) {
  const perClient = Object.values(setup.modelsPerClient ?? {}).flatMap((m) => Object.keys(m ?? {}));
  return [.../* @__PURE__ */ new Set([...Object.keys(setup.models ?? {}), ...perClient, ...Object.keys(setup.modelsNotCounted ?? {})])];
}
__name(modelColumns, "modelColumns");
var NOT_COUNTED = "not counted";
function table(setup, esc2) {
  const encodings = Object.keys(setup.totals);
  const models = modelColumns(setup);
  const first = encodings[0];
  const instructions = instructionTokens(setup, first);
  const header2 = [
    "Server",
    "Client",
    "Tools",
    ...encodings,
    ...models.map((m) => esc2(m, 40)),
    `Instructions (${first ?? ""})`,
    "Status"
  ];
  const body = setup.servers.map((s, i) => {
    const client = CLIENT_FORMATS[s.client].client;
    if (s.status === "failed") {
      return [
        esc2(s.name),
        client,
        "",
        ...encodings.map(() => ""),
        ...models.map(() => ""),
        "",
        `failed: ${esc2(s.error, REASON_CHARS)}`
      ];
    }
    const r = s.report;
    const own = instructions[i];
    return [
      esc2(s.name),
      client,
      formatInt(r.tools.length),
      ...encodings.map((e) => formatInt(r.totals[e]?.model ?? 0)),
      ...models.map((m) => r.models?.[m] ? formatInt(r.models[m].tools) : r.modelsNotCounted?.[m] ? NOT_COUNTED : ""),
      own === null || own === void 0 ? "none" : formatInt(own),
      "measured"
    ];
  });
  const tools = setup.servers.reduce((sum, s) => sum + (s.status === "measured" ? s.report.tools.length : 0), 0);
  const total = [
    setup.failed > 0 ? `Total (${setup.measured} of ${setup.servers.length} measured)` : "Total",
    "",
    formatInt(tools),
    ...encodings.map((e) => formatInt(setup.totals[e]?.model ?? 0)),
    ...models.map((m) => {
      if (setup.modelsPerClient) return "per client";
      const counted = setup.models?.[m];
      return counted ? formatInt(counted.tools) : NOT_COUNTED;
    }),
    formatInt(instructions.reduce((sum, n) => sum + (n ?? 0), 0)),
    setup.failed > 0 ? "incomplete" : ""
  ];
  return { header: header2, body, total };
}
__name(table, "table");
var STDERR_WORDS = "its stderr, the lines that look like errors and the last ones";
function stderrTails(setup, esc2) {
  return setup.servers.flatMap(
    (s) => s.status === "failed" && s.stderrTail && s.stderrTail.length > 0 ? [{ server: esc2(s.name), lines: s.stderrTail.map((l) => esc2(l, 200)) }] : []
  );
}
__name(stderrTails, "stderrTails");
function oneRequestLine(setup, esc2) {
  if (setup.modelsPerClient) {
    return [
      "The servers belong to several clients: each client sends its own request, so the model figures are per client (below), never one request across clients; each row is what that server adds on its own."
    ];
  }
  const models = Object.entries(setup.models ?? {});
  if (models.length === 0) return [];
  const differ = models.filter(([id, m]) => {
    const sum = setup.servers.reduce(
      (acc, s) => acc + (s.status === "measured" ? s.report.models?.[id]?.tools ?? 0 : 0),
      0
    );
    return sum !== m.tools;
  });
  if (differ.length === 0) return [];
  return [
    `Model totals are the whole setup as one request (all tools in one list, the frame once); each row is what that server adds on its own, so the rows do not add up to the total on ${differ.map(([id]) => esc2(id, 40)).join(", ")}.`
  ];
}
__name(oneRequestLine, "oneRequestLine");
var CLIENTS_HEADING = /* @__PURE__ */ __name((encoding) => `What each client sends with its own servers, one request per client (${encoding}; docs/clients.md):`, "CLIENTS_HEADING");
function clientRequestLines(setup, esc2) {
  const clients = Object.values(setup.clients ?? {});
  const encoding = Object.keys(setup.totals)[0];
  if (clients.length === 0 || encoding === void 0) return [];
  return clients.map((c) => {
    const servers = c.servers.map((s) => esc2(s, 40)).join(", ");
    return `${esc2(clientLine(c.request, encoding), 2e3)} \xB7 servers: ${servers}`;
  });
}
__name(clientRequestLines, "clientRequestLines");
function runtimeLines(setup, esc2) {
  const models = Object.keys(setup.models ?? {});
  if (models.length === 0) return [];
  const clients = [...new Set(setup.servers.map((s) => s.client))].map((c) => CLIENT_FORMATS[c]);
  return clients.flatMap((format) => {
    if (!format.runtime) return [];
    const plain = models.filter((m) => !m.includes("@"));
    const hint = plain.length > 0 ? ` ${plain.map((m) => esc2(m, 40)).join(", ")} ${plain.length === 1 ? "is" : "are"} counted with the model's reference template; a model id with @${format.runtime.id} (e.g. qwen3@${format.runtime.id}) counts what ${format.runtime.id} sends` : "";
    return [`Runtime: ${format.runtime.note}.${hint}`];
  });
}
__name(runtimeLines, "runtimeLines");
function notCountedLines(setup, esc2) {
  return Object.entries(setup.modelsNotCounted ?? {}).map(
    ([id, m]) => `${esc2(id, 40)} (${esc2(m.profile, 80)}): not counted for the setup as one request: ${m.reason} (${esc2(m.detail, 300)})`
  );
}
__name(notCountedLines, "notCountedLines");
function shareLines(setup, esc2) {
  if (setup.modelsPerClient) return perClientShareLines(setup, esc2);
  return shareLinesOf(Object.entries(setup.models ?? {}), setup, esc2, "");
}
__name(shareLines, "shareLines");
function perClientShareLines(setup, esc2) {
  return Object.entries(setup.modelsPerClient ?? {}).flatMap(
    ([client, models]) => {
      const count = setup.servers.filter((s) => s.client === client && s.status === "measured").length;
      const whose = ` ${CLIENT_FORMATS[client].client}'s request (its ${count} ${count === 1 ? "server" : "servers"})`;
      return shareLinesOf(Object.entries(models), setup, esc2, whose);
    }
  );
}
__name(perClientShareLines, "perClientShareLines");
function shareLinesOf(models, setup, esc2, whose) {
  const known = models.filter(([, m]) => m.contextWindow !== null && m.shareOfContext !== null);
  const atLeast = setup.failed > 0 ? "at least " : "";
  if (known.length === 0) {
    const uncounted = Object.keys(setup.modelsNotCounted ?? {}).length > 0;
    return [
      models.length === 0 && uncounted ? "Share of a context window: none computed (the models asked for were not counted)." : models.length === 0 ? "Share of a context window: none computed (no model asked for; add --model, e.g. --model gpt-oss)." : "Share of a context window: none computed (no model asked for has a known context window)."
    ];
  }
  return known.map(([id, m]) => {
    const high = m.fidelity === "estimate" && m.range ? m.range.high : null;
    const tools = high ?? m.tools;
    const tokens = tools + m.instructions;
    const window = m.contextWindow ?? 0;
    const need = m.minContextToFit ?? tokens;
    const frame = need > tokens ? need - tokens : void 0;
    const which = high === null ? "" : `, the estimate's high end (midpoint ${formatInt(m.tools + m.instructions)})`;
    const fit = fitText({ ...m, range: null, frame, minContextToFit: need }, esc2);
    return `Share of ${esc2(id, 40)}'s ${formatInt(window)}-token context window${whose === "" ? "" : `,${whose}`}: ${atLeast}${formatPercent(tokens / window)} (${formatInt(tokens)} tokens per request${which}: tools ${formatInt(tools)} + instructions ${formatInt(m.instructions)})` + (fit ? ` \xB7 ${fit}` : "");
  });
}
__name(shareLinesOf, "shareLinesOf");
function limitLine(limit, esc2) {
  const figure = limit.kind === "tools" ? `${formatInt(limit.actual)} tools, over its ${formatInt(limit.limit)}` : `${formatPercent(limit.actual)} of ${esc2(limit.model ?? "", 40)}'s context window, over its ${formatPercent(limit.limit, 0)}`;
  return `${limit.client}: ${figure}: it ${limit.effect} (${limit.source}, read ${limit.date})`;
}
__name(limitLine, "limitLine");
function notes(setup, esc2) {
  return {
    duplicates: setup.duplicateToolNames.map((d) => `${esc2(d.name)}: ${d.servers.map((s) => esc2(s)).join(", ")}`),
    limits: setup.clientLimits.map((l) => limitLine(l, esc2))
  };
}
__name(notes, "notes");
var DUPLICATES_HEADING = "Tool names offered by more than one server (clients prefix, rename or drop one of them):";
var LIMITS_HEADING = "Client limits crossed:";
function renderSetupText(setup) {
  const esc2 = /* @__PURE__ */ __name((s, max = 60) => escapeTerminal(s, max), "esc");
  const { header: header2, body, total } = table(setup, esc2);
  const align = header2.map((_, i) => i < 2 || i === header2.length - 1 ? "left" : "right");
  const { duplicates, limits } = notes(setup, esc2);
  const out = [`MCP setup: ${countLine(setup)}`, "", textTable(header2, [...body, total], align)];
  for (const tail of stderrTails(setup, esc2)) {
    out.push("", `${tail.server}: ${STDERR_WORDS}:`, ...tail.lines.map((l) => `  | ${l}`));
  }
  out.push(
    "",
    ...oneRequestLine(setup, esc2),
    ...notCountedLines(setup, esc2),
    ...shareLines(setup, esc2),
    ...runtimeLines(setup, esc2)
  );
  const clients = clientRequestLines(setup, esc2);
  if (clients.length > 0)
    out.push("", CLIENTS_HEADING(Object.keys(setup.totals)[0] ?? ""), ...clients.map((c) => `  ${c}`));
  if (duplicates.length > 0) out.push("", DUPLICATES_HEADING, ...duplicates.map((d) => `  ${d}`));
  out.push("", limits.length > 0 ? LIMITS_HEADING : "Client limits crossed: none", ...limits.map((l) => `  ${l}`));
  return `${out.join("\n")}
`;
}
__name(renderSetupText, "renderSetupText");
function renderSetupMarkdown(setup) {
  const esc2 = /* @__PURE__ */ __name((s, max = 120) => escapeMarkdown(s, max), "esc");
  const { header: header2, body, total } = table(setup, esc2);
  const bold = total.map((cell) => cell === "" ? "" : `**${cell}**`);
  const align = header2.map((_, i) => i < 2 || i === header2.length - 1 ? "l" : "r");
  const { duplicates, limits } = notes(setup, esc2);
  const out = [`### MCP setup: ${countLine(setup)}`, "", markdownTable([header2, ...body, bold], { align })];
  for (const tail of stderrTails(setup, esc2)) {
    out.push("", `${tail.server}: ${STDERR_WORDS}:`, "", ...tail.lines.map((l) => `- ${l}`));
  }
  out.push(
    "",
    ...[
      ...oneRequestLine(setup, esc2),
      ...notCountedLines(setup, esc2),
      ...shareLines(setup, esc2),
      ...runtimeLines(setup, esc2)
    ].map((l) => `${l}  `)
  );
  const clients = clientRequestLines(setup, esc2);
  if (clients.length > 0)
    out.push("", CLIENTS_HEADING(Object.keys(setup.totals)[0] ?? ""), "", ...clients.map((c) => `- ${c}`));
  if (duplicates.length > 0) out.push("", DUPLICATES_HEADING, "", ...duplicates.map((d) => `- ${d}`));
  out.push("", limits.length > 0 ? LIMITS_HEADING : "Client limits crossed: none.", "", ...limits.map((l) => `- ${l}`));
  return `${out.join("\n").trimEnd()}
`;
}
__name(renderSetupMarkdown, "renderSetupMarkdown");

// src/core/hints/config.ts
var SETUP_HINTS_KIND = "mcp-token-budget/setup-hints";
function rankedValue(cut, by) {
  return "model" in by ? cut.models[by.model] ?? null : cut.saves[by.encoding] ?? null;
}
__name(rankedValue, "rankedValue");
function rankCuts(cuts, by) {
  return cuts.map((cut, index) => ({ cut, index, value: rankedValue(cut, by) })).sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity) || a.index - b.index).map(({ cut }) => cut);
}
__name(rankCuts, "rankCuts");
function hintCuts(server, hints) {
  return hints.hints.map((h) => ({
    kind: "hint",
    server,
    hint: { tool: h.tool, rule: h.rule, message: h.message, path: h.path, changesValidation: h.changesValidation },
    saves: h.saves,
    models: Object.fromEntries(Object.entries(h.models ?? {}).map(([id, m]) => [id, m.saves]))
  }));
}
__name(hintCuts, "hintCuts");
var byLabel = /* @__PURE__ */ __name((by) => "model" in by ? by.model : by.encoding, "byLabel");
function groupedCuts(setup) {
  const groups = /* @__PURE__ */ new Map();
  const order = [];
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
  const value = /* @__PURE__ */ __name((cuts) => {
    const values = cuts.map((c) => rankedValue(c, setup.rankedBy)).filter((v) => v !== null);
    return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
  }, "value");
  return order.map((cuts, index) => ({ cuts, index, value: value(cuts) })).sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity) || a.index - b.index).map(({ cuts }) => cuts);
}
__name(groupedCuts, "groupedCuts");
function cutAtWord(text, max) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:(]+$/, "")}\u2026`;
}
__name(cutAtWord, "cutAtWord");
var TOOLS_NAMED = 3;
function rows(setup, esc2, groups) {
  const other = Object.keys(setup.total.encodings)[0] ?? "";
  const sum = /* @__PURE__ */ __name((values) => values.every((v) => v === null) ? null : values.reduce((a, v) => a + (v ?? 0), 0), "sum");
  return groups.map((cuts, i) => {
    const first = cuts[0];
    const value = sum(cuts.map((c) => rankedValue(c, setup.rankedBy)));
    const names = cuts.slice(0, TOOLS_NAMED).map((c) => esc2(c.hint?.tool ?? ""));
    const tools = cuts.length === 1 ? names[0] ?? "" : `${cuts.length} tools (${names.join(", ")}${cuts.length > TOOLS_NAMED ? `, \u2026 ${cuts.length - TOOLS_NAMED} more` : ""})`;
    const what = first.kind === "server" ? "drop the server" : `${tools}: ${esc2(cutAtWord(first.hint?.message ?? "", 100), 200)}${first.hint?.changesValidation ? " (changes validation)" : ""}`;
    return [
      String(i + 1),
      value === null ? "" : formatInt(value),
      "model" in setup.rankedBy ? formatInt(sum(cuts.map((c) => c.saves[other] ?? 0)) ?? 0) : "",
      esc2(first.server),
      what
    ].filter((_, col) => col !== 2 || "model" in setup.rankedBy);
  });
}
__name(rows, "rows");
function header(setup) {
  const other = Object.keys(setup.total.encodings)[0] ?? "";
  return [
    "#",
    `Saves (${byLabel(setup.rankedBy)})`,
    ..."model" in setup.rankedBy ? [`Saves (${other})`] : [],
    "Server",
    "Cut"
  ];
}
__name(header, "header");
function headline(setup) {
  const listed = setup.servers.filter((s) => s.status === "listed").length;
  const by = byLabel(setup.rankedBy);
  const total = "model" in setup.rankedBy ? setup.total.models[by] : setup.total.encodings[setup.rankedBy.encoding];
  const failed = setup.servers.length - listed;
  return `MCP setup hints: ${listed} of ${plural(setup.servers.length, "server")} listed${failed > 0 ? ` (${failed} failed: not in the ranking)` : ""}; what to cut, ranked by what it saves on ${by}` + (total === void 0 ? "" : ` (the setup as one request: ${formatInt(total)} tokens)`);
}
__name(headline, "headline");
function failures(setup, esc2) {
  return setup.servers.flatMap((s) => s.status === "failed" ? [`${esc2(s.name)}: failed: ${esc2(s.error, 300)}`] : []);
}
__name(failures, "failures");
var SHOWN = 50;
function renderSetupHintsText(setup) {
  const esc2 = /* @__PURE__ */ __name((s, max = 60) => escapeTerminal(s, max), "esc");
  const head = header(setup);
  const align = head.map((_, i) => i < head.length - 2 ? "right" : "left");
  const out = [headline(setup), ""];
  const groups = groupedCuts(setup);
  if (setup.cuts.length === 0) out.push("Nothing to cut: no server listed.");
  else out.push(textTable(head, rows(setup, esc2, groups.slice(0, SHOWN)), align));
  if (groups.length > SHOWN) out.push(`\u2026 ${formatInt(groups.length - SHOWN)} more (--format json lists every one)`);
  const failed = failures(setup, esc2);
  if (failed.length > 0) out.push("", ...failed);
  return `${out.join("\n")}
`;
}
__name(renderSetupHintsText, "renderSetupHintsText");
function renderSetupHintsMarkdown(setup) {
  const esc2 = /* @__PURE__ */ __name((s, max = 120) => escapeMarkdown(s, max), "esc");
  const head = header(setup);
  const groups = groupedCuts(setup);
  const body = rows(setup, esc2, groups.slice(0, SHOWN));
  const line = /* @__PURE__ */ __name((cells) => `| ${cells.join(" | ")} |`, "line");
  const out = [`### ${esc2(headline(setup), 400)}`, ""];
  if (body.length > 0) {
    out.push(line(head), line(head.map((_, i) => i < head.length - 2 ? "--:" : ":--")), ...body.map(line));
  }
  if (groups.length > SHOWN) out.push("", `\u2026 ${formatInt(groups.length - SHOWN)} more (--format json lists every one)`);
  const failed = failures(setup, esc2);
  if (failed.length > 0) out.push("", ...failed.map((f) => `- ${f}`));
  return `${out.join("\n")}
`;
}
__name(renderSetupHintsMarkdown, "renderSetupHintsMarkdown");
function serializeSetupHints(setup) {
  return `${JSON.stringify(setup, null, 2)}
`;
}
__name(serializeSetupHints, "serializeSetupHints");

// src/run/config-hints.ts
var perRequest = /* @__PURE__ */ __name((entries) => Object.fromEntries(Object.entries(entries).map(([id, e]) => [id, e.tools + (e.instructions ?? 0)])), "perRequest");
async function hintsForSetup(servers, request) {
  const { launch, limits, counting } = request;
  const models = counting.models ?? [];
  const { exact, warnings } = hintProfiles(models);
  const exactCounters = loadCounters(exact);
  const allCounters = loadCounters(models);
  exactCounters.catch(() => {
  });
  allCounters.catch(() => {
  });
  const encoders = await loadEncoders(counting.encodings);
  const listed = [];
  const rows2 = await inPool(
    servers.map((server, index) => ({ server, index })),
    launch.jobs,
    async ({ server, index }) => {
      const base = { name: server.name, client: server.client };
      if (!server.launch) return { ...base, status: "failed", error: server.error ?? "cannot be started" };
      try {
        const { hints, listing } = await hintsWithListing(
          serverSpecOf(server.launch, launch),
          serverMeasureOptions(limits, counting, exactCounters)
        );
        const totals = countListing(listing, encoders, VERSION).totals;
        listed.push({
          index,
          name: server.name,
          tools: listing.tools,
          instructions: listing.instructions ?? null,
          encodings: Object.fromEntries(Object.entries(totals).map(([e, t]) => [e, t.model]))
        });
        for (const w of hints.warnings) if (!warnings.includes(w)) warnings.push(`${server.name}: ${w}`);
        for (const n of hints.result.notCounted ?? []) {
          warnings.push(
            `${server.name}: ${n.model}: no hint figures for ${n.tool}: not counted: ${n.reason} (${n.detail})`
          );
        }
        return { ...base, status: "listed", tools: listing.tools.length, hints: hints.result };
      } catch (error) {
        return { ...base, status: "failed", error: oneLine(stripTerminalControls(classifyError(error).message)) };
      }
    }
  );
  listed.sort((a, b) => a.index - b.index);
  const counters = listed.length > 0 ? await allCounters.catch(() => null) : null;
  const counted = counters ? await countSetupProfiles(models, counters, listed) : null;
  const total = counted ? perRequest(counted.models) : {};
  for (const [id, n] of Object.entries(counted?.notCounted ?? {})) {
    warnings.push(
      `${id}: the setup as one request not counted: ${n.reason} (${n.detail}); no server cut is ranked on it`
    );
  }
  const cuts = [];
  for (const server of listed) {
    const others = listed.filter((l) => l !== server);
    const without = counters ? perRequest(await countSetupRequest(models, counters, others)) : {};
    cuts.push({
      kind: "server",
      server: server.name,
      saves: server.encodings,
      models: Object.fromEntries(Object.keys(total).map((id) => [id, (total[id] ?? 0) - (without[id] ?? 0)]))
    });
    const row = rows2[server.index];
    if (row?.status === "listed") cuts.push(...hintCuts(server.name, row.hints));
  }
  const first = models[0];
  const encoding = counting.encodings[0] ?? "o200k_base";
  let rankedBy = { encoding };
  if (first && first.fidelity === "exact") rankedBy = { model: first.id };
  else if (first) {
    warnings.push(
      `ranked by ${encoding}, not ${first.id}: ${first.id} is not an exact profile, so its hint savings are not counted (they follow ${encoding}); its column of server cuts is in the JSON`
    );
  }
  const encodings = {};
  for (const e of counting.encodings) encodings[e] = listed.reduce((sum, l) => sum + (l.encodings[e] ?? 0), 0);
  return {
    kind: SETUP_HINTS_KIND,
    rankedBy,
    total: { encodings, models: total },
    servers: rows2,
    cuts: rankCuts(cuts, rankedBy),
    warnings
  };
}
__name(hintsForSetup, "hintsForSetup");

// src/cli/config.ts
var esc = /* @__PURE__ */ __name((text) => escapeTerminal(text, 200), "esc");
async function pickedServers(settings, setup, io, env, verb = "measure", allowEnv = []) {
  const place = {
    home: os.homedir(),
    project: settings.directory,
    platform: process.platform,
    env,
    inputs: setup.inputs,
    allowEnv,
    strip: setup.strip
  };
  const notes2 = [];
  const loaded = await loadSetup(setup.config, place, (line) => notes2.push(line));
  const redactor = createRedactor([
    ...loaded.resolved.values,
    ...Object.values(setup.env),
    ...handedValues(loaded.servers),
    ...withheldValues(env, setup.strip)
  ]);
  const note = /* @__PURE__ */ __name((line) => io.stderr(`${esc(redactor.text(line))}
`), "note");
  for (const line of notes2) note(line);
  const { withheld, allowed } = loaded.resolved;
  if (withheld.size > 0) {
    note(
      `not passed to the servers: ${[...withheld].join(", ")} (withheld from servers by default; the file's variable reads as empty); pass one with --allow-env NAME`
    );
  }
  if (allowed.size > 0) note(`passing ${[...allowed].join(", ")} to the servers that ask for it (--allow-env)`);
  if (loaded.read.length === 0) {
    const looked = configLocations({ home: place.home, project: place.project, platform: place.platform }).map((l) => l.file).filter((f, i, all) => all.indexOf(f) === i);
    throw new UsageError(`no client configuration found; looked for: ${looked.join(", ")}`);
  }
  for (const file of loaded.read) {
    const skipped = file.skipped.length > 0 ? `; skipped as disabled: ${file.skipped.join(", ")}` : "";
    const scope = clientScopes(file.client).length > 1 ? `, ${file.scope} scope` : "";
    note(
      `read ${file.file} (${CLIENT_FORMATS[file.client].client}${scope}): ${file.servers} server${file.servers === 1 ? "" : "s"}${skipped}`
    );
  }
  const names = loaded.servers.map((s) => s.name);
  const unknown = setup.servers.filter((n) => !names.includes(n));
  if (unknown.length > 0) {
    throw new UsageError(
      `--server ${unknown.map((n) => JSON.stringify(n)).join(", ")}: not in the configuration; its servers are ${names.map((n) => JSON.stringify(n)).join(", ") || "none"}`
    );
  }
  const picked = setup.servers.length > 0 ? loaded.servers.filter((s) => setup.servers.includes(s.name)) : loaded.servers;
  if (picked.length === 0) throw new UsageError(`the configuration has no servers to ${verb}`);
  const doing = verb === "measure" ? "measuring" : "listing";
  note(`${doing} ${picked.length} server${picked.length === 1 ? "" : "s"}, at most ${setup.jobs} at a time`);
  return { picked, redactor };
}
__name(pickedServers, "pickedServers");
function handedValues(servers) {
  const out = [];
  for (const { launch } of servers) {
    if (launch?.kind === "stdio") out.push(...Object.values(launch.env).filter((v) => !isPlace(v.trim())));
    if (launch?.kind === "http") {
      for (const value of Object.values(launch.headers)) out.push(value, value.trim().split(/\s+/)[1] ?? "");
    }
  }
  return out;
}
__name(handedValues, "handedValues");
function withheldValues(env, strip) {
  const stripped = new Set(strip.map((n) => n.toUpperCase()));
  return Object.entries(env).filter(([name, value]) => value && (withheldByDefault(name) || stripped.has(name.toUpperCase()))).map(([, value]) => value).filter((value) => !isPlace(value.trim()));
}
__name(withheldValues, "withheldValues");
async function setupCommand(settings, setup, format, io, allowEnv = [], env = process.env, badge = null) {
  await checkWritable(settings.out);
  const { picked, redactor } = await pickedServers(settings, setup, io, env, "measure", allowEnv);
  const measured = await measureSetup(picked, configRequest(settings, setup));
  const result = redactor.data(measured);
  const json = serializeSetup(result);
  if (settings.out) await writeOutputFile(settings.out, json);
  if (badge) {
    const [{ writeBadge }, { measuredSetupBadgeContent }] = await Promise.all([
      import("./badge-files-O6P2I3ZJ.js"),
      import("./badge-UTTXNUMV.js")
    ]);
    await writeBadge(badge, measuredSetupBadgeContent(result, settings.encodings[0] ?? ""));
  }
  io.stdout(format === "json" ? json : format === "markdown" ? renderSetupMarkdown(result) : renderSetupText(result));
  return result.failed > 0 ? EXIT_CODES.server : EXIT_CODES.ok;
}
__name(setupCommand, "setupCommand");
async function setupHintsCommand(settings, setup, format, io, allowEnv = [], env = process.env) {
  await checkWritable(settings.out);
  const { picked, redactor } = await pickedServers(settings, setup, io, env, "list", allowEnv);
  const hinted = await hintsForSetup(picked, configRequest(settings, setup));
  const result = redactor.data(hinted);
  for (const warning of result.warnings) io.stderr(`warning: ${esc(warning)}
`);
  const json = serializeSetupHints(result);
  if (settings.out) await writeOutputFile(settings.out, json);
  io.stdout(
    format === "json" ? json : format === "markdown" ? renderSetupHintsMarkdown(result) : renderSetupHintsText(result)
  );
  return result.servers.some((s) => s.status === "failed") ? EXIT_CODES.server : EXIT_CODES.ok;
}
__name(setupHintsCommand, "setupHintsCommand");
export {
  pickedServers,
  setupCommand,
  setupHintsCommand
};
//# sourceMappingURL=config-N5BTCIVL.js.map
