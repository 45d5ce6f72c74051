/**
 * A whole setup for people: a terminal table or markdown with one row per server, the total (which says
 * "N of M servers measured" and never looks complete when a server failed), the share of each model's
 * context window, tool names offered by more than one server, and the client limits crossed.
 * Server names, tool names and errors come from files and servers: escaped for where they go.
 */
import { markdownTable } from "markdown-table";
import { clientLine } from "../render/clients.js";
import { escapeMarkdown, escapeTerminal, formatInt, formatPercent, plural } from "../render/escape.js";
import { fitText } from "../render/models.js";
import { textTable } from "../render/text-table.js";
import { CLIENT_FORMATS, type ClientFormatId } from "./formats.js";
import type { Setup, SetupClientLimit, SetupModelTotal } from "./summary.js";

type Esc = (s: string, maxLength?: number) => string;

function countLine(setup: Setup): string {
  const total = setup.servers.length;
  if (setup.failed === 0) return `${setup.measured} of ${plural(total, "server")} measured`;
  return `${setup.measured} of ${plural(total, "server")} measured, ${setup.failed} failed: the totals are incomplete`;
}

/** How much of a failed server's reason a row shows: the rest of the table keeps its width. */
const REASON_CHARS = 100;

/** The server's instructions in the first encoding: a column of their own, apart from the tools. */
function instructionTokens(setup: Setup, encoding: string | undefined): (number | null)[] {
  return setup.servers.map((s) =>
    s.status === "measured" && encoding ? (s.report.instructions?.tokens[encoding] ?? null) : null,
  );
}

/** The model columns: the models counted for the setup as one request, then those not counted. */
function modelColumns(setup: Setup): string[] {
  const perClient = Object.values(setup.modelsPerClient ?? {}).flatMap((m) => Object.keys(m ?? {}));
  return [...new Set([...Object.keys(setup.models ?? {}), ...perClient, ...Object.keys(setup.modelsNotCounted ?? {})])];
}

const NOT_COUNTED = "not counted";

function table(setup: Setup, esc: Esc) {
  const encodings = Object.keys(setup.totals);
  const models = modelColumns(setup);
  const first = encodings[0];
  const instructions = instructionTokens(setup, first);
  const header = [
    "Server",
    "Client",
    "Tools",
    ...encodings,
    ...models.map((m) => esc(m, 40)),
    `Instructions (${first ?? ""})`,
    "Status",
  ];
  const body = setup.servers.map((s, i) => {
    const client = CLIENT_FORMATS[s.client].client;
    if (s.status === "failed") {
      return [
        esc(s.name),
        client,
        "",
        ...encodings.map(() => ""),
        ...models.map(() => ""),
        "",
        `failed: ${esc(s.error, REASON_CHARS)}`,
      ];
    }
    const r = s.report;
    const own = instructions[i];
    return [
      esc(s.name),
      client,
      formatInt(r.tools.length),
      ...encodings.map((e) => formatInt(r.totals[e]?.model ?? 0)),
      ...models.map((m) => (r.models?.[m] ? formatInt(r.models[m].tools) : r.modelsNotCounted?.[m] ? NOT_COUNTED : "")),
      own === null || own === undefined ? "none" : formatInt(own),
      "measured",
    ];
  });
  const tools = setup.servers.reduce((sum, s) => sum + (s.status === "measured" ? s.report.tools.length : 0), 0);
  const total = [
    setup.failed > 0 ? `Total (${setup.measured} of ${setup.servers.length} measured)` : "Total",
    "",
    formatInt(tools),
    ...encodings.map((e) => formatInt(setup.totals[e]?.model ?? 0)),
    ...models.map((m) => {
      // Servers of several clients: no request carries them all; each client's is under the table.
      if (setup.modelsPerClient) return "per client";
      const counted = setup.models?.[m];
      return counted ? formatInt(counted.tools) : NOT_COUNTED;
    }),
    formatInt(instructions.reduce<number>((sum, n) => sum + (n ?? 0), 0)),
    setup.failed > 0 ? "incomplete" : "",
  ];
  return { header, body, total };
}

/** What the lines under a failed server are (outputExcerpt: "… N lines left out …" between when there was more). */
const STDERR_WORDS = "its stderr, the lines that look like errors and the last ones";

/** Below the table: each failed server's last stderr lines, which would make its row unreadably wide. */
function stderrTails(setup: Setup, esc: Esc): { server: string; lines: string[] }[] {
  return setup.servers.flatMap((s) =>
    s.status === "failed" && s.stderrTail && s.stderrTail.length > 0
      ? [{ server: esc(s.name), lines: s.stderrTail.map((l) => esc(l, 200)) }]
      : [],
  );
}

/**
 * Why a model column's rows do not add up to its total, said whenever they do not: each row is what that
 * server adds on its own, the total is the setup as one request, whose frame (the tool-use preamble or
 * system prompt) is counted once. Encodings have no frame: their rows add up.
 */
function oneRequestLine(setup: Setup, esc: Esc): string[] {
  if (setup.modelsPerClient) {
    return [
      "The servers belong to several clients: each client sends its own request, so the model figures are per client (below), never one request across clients; each row is what that server adds on its own.",
    ];
  }
  const models = Object.entries(setup.models ?? {});
  if (models.length === 0) return [];
  const differ = models.filter(([id, m]) => {
    const sum = setup.servers.reduce(
      (acc, s) => acc + (s.status === "measured" ? (s.report.models?.[id]?.tools ?? 0) : 0),
      0,
    );
    return sum !== m.tools;
  });
  if (differ.length === 0) return [];
  return [
    `Model totals are the whole setup as one request (all tools in one list, the frame once); each row is what that server adds on its own, so the rows do not add up to the total on ${differ.map(([id]) => esc(id, 40)).join(", ")}.`,
  ];
}

const CLIENTS_HEADING = (encoding: string) =>
  `What each client sends with its own servers, one request per client (${encoding}; docs/clients.md):`;

/** One line per client with a profile: its request over its own servers, up front and loaded, and its own base. */
function clientRequestLines(setup: Setup, esc: Esc): string[] {
  const clients = Object.values(setup.clients ?? {});
  const encoding = Object.keys(setup.totals)[0];
  if (clients.length === 0 || encoding === undefined) return [];
  return clients.map((c) => {
    const servers = c.servers.map((s) => esc(s, 40)).join(", ");
    return `${esc(clientLine(c.request, encoding), 2000)} · servers: ${servers}`;
  });
}

/**
 * The runtime the local clients read run models on by default (Jan and LM Studio: llama.cpp), next to the
 * model lines: a model id without a runtime is counted with the model's reference template.
 */
function runtimeLines(setup: Setup, esc: Esc): string[] {
  const models = Object.keys(setup.models ?? {});
  if (models.length === 0) return [];
  const clients = [...new Set(setup.servers.map((s) => s.client))].map((c) => CLIENT_FORMATS[c]);
  return clients.flatMap((format) => {
    if (!format.runtime) return [];
    const plain = models.filter((m) => !m.includes("@"));
    const hint =
      plain.length > 0
        ? ` ${plain.map((m) => esc(m, 40)).join(", ")} ${plain.length === 1 ? "is" : "are"} counted with the model's reference template; a model id with @${format.runtime.id} (e.g. qwen3@${format.runtime.id}) counts what ${format.runtime.id} sends`
        : "";
    return [`Runtime: ${format.runtime.note}.${hint}`];
  });
}

/**
 * The models with no figure for the setup as one request, and why (past a cap of model counting: the
 * servers' tools together may be, each alone was not); the encodings and the other models stand.
 */
function notCountedLines(setup: Setup, esc: Esc): string[] {
  return Object.entries(setup.modelsNotCounted ?? {}).map(
    ([id, m]) =>
      `${esc(id, 40)} (${esc(m.profile, 80)}): not counted for the setup as one request: ${m.reason} (${esc(m.detail, 300)})`,
  );
}

function shareLines(setup: Setup, esc: Esc): string[] {
  if (setup.modelsPerClient) return perClientShareLines(setup, esc);
  return shareLinesOf(Object.entries(setup.models ?? {}), setup, esc, "");
}

/** Servers of several clients: each client's own request on each model, one line each. */
function perClientShareLines(setup: Setup, esc: Esc): string[] {
  return (Object.entries(setup.modelsPerClient ?? {}) as [ClientFormatId, Record<string, SetupModelTotal>][]).flatMap(
    ([client, models]) => {
      const count = setup.servers.filter((s) => s.client === client && s.status === "measured").length;
      const whose = ` ${CLIENT_FORMATS[client].client}'s request (its ${count} ${count === 1 ? "server" : "servers"})`;
      return shareLinesOf(Object.entries(models), setup, esc, whose);
    },
  );
}

function shareLinesOf(models: [string, SetupModelTotal][], setup: Setup, esc: Esc, whose: string): string[] {
  const known = models.filter(([, m]) => m.contextWindow !== null && m.shareOfContext !== null);
  const atLeast = setup.failed > 0 ? "at least " : "";
  if (known.length === 0) {
    const uncounted = Object.keys(setup.modelsNotCounted ?? {}).length > 0;
    return [
      models.length === 0 && uncounted
        ? "Share of a context window: none computed (the models asked for were not counted)."
        : models.length === 0
          ? "Share of a context window: none computed (no model asked for; add --model, e.g. --model gpt-oss)."
          : "Share of a context window: none computed (no model asked for has a known context window).",
    ];
  }
  return known.map(([id, m]) => {
    // One figure for the whole line: an estimate's high end (what the verdict weighs), else the count.
    const high = m.fidelity === "estimate" && m.range ? m.range.high : null;
    const tools = high ?? m.tools;
    const tokens = tools + m.instructions;
    const window = m.contextWindow ?? 0;
    const need = m.minContextToFit ?? tokens;
    // The one request's frame is in the verdict, not in the tools: named, so that the numbers add up.
    const frame = need > tokens ? need - tokens : undefined;
    const which = high === null ? "" : `, the estimate's high end (midpoint ${formatInt(m.tools + m.instructions)})`;
    const fit = fitText({ ...m, range: null, frame, minContextToFit: need }, esc);
    return (
      `Share of ${esc(id, 40)}'s ${formatInt(window)}-token context window${whose === "" ? "" : `,${whose}`}: ${atLeast}${formatPercent(tokens / window)} ` +
      `(${formatInt(tokens)} tokens per request${which}: tools ${formatInt(tools)} + instructions ${formatInt(m.instructions)})` +
      (fit ? ` · ${fit}` : "")
    );
  });
}

function limitLine(limit: SetupClientLimit, esc: Esc): string {
  const figure =
    limit.kind === "tools"
      ? `${formatInt(limit.actual)} tools, over its ${formatInt(limit.limit)}`
      : `${formatPercent(limit.actual)} of ${esc(limit.model ?? "", 40)}'s context window, over its ${formatPercent(limit.limit, 0)}`;
  return `${limit.client}: ${figure}: it ${limit.effect} (${limit.source}, read ${limit.date})`;
}

function notes(setup: Setup, esc: Esc): { duplicates: string[]; limits: string[] } {
  return {
    duplicates: setup.duplicateToolNames.map((d) => `${esc(d.name)}: ${d.servers.map((s) => esc(s)).join(", ")}`),
    limits: setup.clientLimits.map((l) => limitLine(l, esc)),
  };
}

const DUPLICATES_HEADING = "Tool names offered by more than one server (clients prefix, rename or drop one of them):";
const LIMITS_HEADING = "Client limits crossed:";

export function renderSetupText(setup: Setup): string {
  const esc: Esc = (s, max = 60) => escapeTerminal(s, max);
  const { header, body, total } = table(setup, esc);
  const align = header.map((_, i) => (i < 2 || i === header.length - 1 ? "left" : "right") as "left" | "right");
  const { duplicates, limits } = notes(setup, esc);
  const out = [`MCP setup: ${countLine(setup)}`, "", textTable(header, [...body, total], align)];
  for (const tail of stderrTails(setup, esc)) {
    out.push("", `${tail.server}: ${STDERR_WORDS}:`, ...tail.lines.map((l) => `  | ${l}`));
  }
  out.push(
    "",
    ...oneRequestLine(setup, esc),
    ...notCountedLines(setup, esc),
    ...shareLines(setup, esc),
    ...runtimeLines(setup, esc),
  );
  const clients = clientRequestLines(setup, esc);
  if (clients.length > 0)
    out.push("", CLIENTS_HEADING(Object.keys(setup.totals)[0] ?? ""), ...clients.map((c) => `  ${c}`));
  if (duplicates.length > 0) out.push("", DUPLICATES_HEADING, ...duplicates.map((d) => `  ${d}`));
  out.push("", limits.length > 0 ? LIMITS_HEADING : "Client limits crossed: none", ...limits.map((l) => `  ${l}`));
  return `${out.join("\n")}\n`;
}

export function renderSetupMarkdown(setup: Setup): string {
  const esc: Esc = (s, max = 120) => escapeMarkdown(s, max);
  const { header, body, total } = table(setup, esc);
  const bold = total.map((cell) => (cell === "" ? "" : `**${cell}**`));
  const align = header.map((_, i) => (i < 2 || i === header.length - 1 ? "l" : "r"));
  const { duplicates, limits } = notes(setup, esc);
  const out = [`### MCP setup: ${countLine(setup)}`, "", markdownTable([header, ...body, bold], { align })];
  for (const tail of stderrTails(setup, esc)) {
    out.push("", `${tail.server}: ${STDERR_WORDS}:`, "", ...tail.lines.map((l) => `- ${l}`));
  }
  out.push(
    "",
    ...[
      ...oneRequestLine(setup, esc),
      ...notCountedLines(setup, esc),
      ...shareLines(setup, esc),
      ...runtimeLines(setup, esc),
    ].map((l) => `${l}  `),
  );
  const clients = clientRequestLines(setup, esc);
  if (clients.length > 0)
    out.push("", CLIENTS_HEADING(Object.keys(setup.totals)[0] ?? ""), "", ...clients.map((c) => `- ${c}`));
  if (duplicates.length > 0) out.push("", DUPLICATES_HEADING, "", ...duplicates.map((d) => `- ${d}`));
  out.push("", limits.length > 0 ? LIMITS_HEADING : "Client limits crossed: none.", "", ...limits.map((l) => `- ${l}`));
  return `${out.join("\n").trimEnd()}\n`;
}
