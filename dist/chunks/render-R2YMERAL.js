import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  textTable
} from "./chunk-ZNJBUQWU.js";
import "./chunk-YSXKB4L6.js";
import {
  escapeTerminal,
  formatInt
} from "./chunk-AY2GYRMS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/capture/render.ts
var PART_LABELS = {
  system: "system prompt",
  "builtin-tools": "built-in tools",
  "mcp-tools": "MCP tools",
  "deferred-tools": "MCP tools, deferred (defer_loading)",
  "deferred-names": "deferred tool names",
  "client-tools": "client tools the server brings",
  instructions: "server instructions",
  messages: "messages"
};
function label(part) {
  const base = part.kind === "client-tools" && part.server === void 0 ? "client tools the servers bring" : PART_LABELS[part.kind];
  const server = part.server !== void 0 ? ` (${escapeTerminal(part.server, 40)})` : "";
  const count = part.names !== void 0 ? `, ${formatInt(part.names.length)}` : "";
  return `${base}${server}${count}`;
}
__name(label, "label");
function renderCaptureText(report) {
  const models = Object.entries(report.models ?? {});
  const modelHeader = models.map(([id, m]) => `${escapeTerminal(id, 30)}${m.fidelity === "estimate" ? " ~" : ""}`);
  const header = ["part", "chars", ...report.encodings, ...modelHeader];
  const rows = report.parts.map((p) => [
    label(p),
    formatInt(p.chars),
    ...report.encodings.map((e) => formatInt(p.tokens[e] ?? 0)),
    ...models.map(([id]) => formatInt(p.models?.[id] ?? 0))
  ]);
  rows.push([
    "whole request body (JSON)",
    formatInt(report.whole.chars),
    ...report.encodings.map((e) => formatInt(report.whole.tokens[e] ?? 0)),
    // On a model the whole is its rendering of the request (tools and texts), not of the body's JSON.
    ...models.map(([, m]) => formatInt(m.whole))
  ]);
  const align = header.map((_, i) => i === 0 ? "left" : "right");
  const servers = report.parts.filter((p) => p.server !== void 0);
  const byServer = /* @__PURE__ */ new Map();
  const first = report.encodings[0] ?? "";
  const later = /* @__PURE__ */ new Map();
  for (const p of servers) {
    const into = p.kind === "deferred-tools" ? later : byServer;
    into.set(p.server, (into.get(p.server) ?? 0) + (p.tokens[first] ?? 0));
    if (!byServer.has(p.server)) byServer.set(p.server, 0);
  }
  const brought = /* @__PURE__ */ __name((server) => report.parts.filter((p) => p.kind === "client-tools" && p.server === server), "brought");
  const broughtText = /* @__PURE__ */ __name((ps) => ps.map(
    (p) => `the client's ${(p.names ?? []).map((n) => escapeTerminal(n, 40)).join(", ")} (${formatInt(p.tokens[first] ?? 0)}), sent because it ${escapeTerminal(p.because ?? "", 80)}`
  ).join("; "), "broughtText");
  const together = brought(void 0);
  const agent = report.client.userAgent ? escapeTerminal(report.client.userAgent, 80) : "an unnamed client";
  const lines = [
    `Captured ${agent}: request ${report.turn.seq} of ${report.requests.length}, ${report.turn.wire} ${escapeTerminal(report.turn.path.split("?")[0] ?? "", 60)}, model ${escapeTerminal(report.turn.model ?? "?", 40)}, ${formatInt(report.turn.bytes)} bytes`,
    "",
    textTable(header, rows, align),
    "",
    ...byServer.size === 0 ? ["No MCP server's tools, names or instructions were found in this request."] : [...byServer].map(([s, n]) => {
      const deferred = later.get(s);
      const loading = deferred === void 0 ? "" : `; its tools sent with defer_loading are not in the prompt until the model's tool search finds them (${formatInt(deferred)} when all are loaded)`;
      const own = brought(s);
      const including = own.length === 0 ? "" : `, including ${broughtText(own)}`;
      const upFront = deferred === void 0 ? "" : " up front";
      return `MCP server ${escapeTerminal(s, 40)} added ${formatInt(n)} tokens (${first})${upFront}${including}${loading}.`;
    }),
    ...together.length === 0 ? [] : [`Together the MCP servers brought ${broughtText(together)}.`],
    "",
    "Method: each part is counted as the model reads it: a tool as its JSON text exactly as sent, a prompt or message as its text; the whole body includes the JSON keys and every other field.",
    ...models.length === 0 ? [] : [
      `On models (${models.map(([id, m]) => `${escapeTerminal(id, 30)}: ${escapeTerminal(m.title, 120)}`).join("; ")}): each part is what taking it out changes in the model's own rendering of the request, its tools and one system prompt holding every text in order (the messages without their turn frames); deferred tools, what loading them adds; the last row is that rendering's whole. ~ marks an estimate.`
    ]
  ];
  return `${lines.join("\n")}
`;
}
__name(renderCaptureText, "renderCaptureText");
export {
  renderCaptureText
};
//# sourceMappingURL=render-R2YMERAL.js.map
