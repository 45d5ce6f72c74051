import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  markdownTable
} from "./chunk-2GWQWGTS.js";
import {
  textTable
} from "./chunk-ZNJBUQWU.js";
import "./chunk-YSXKB4L6.js";
import {
  escapeMarkdown,
  escapeTerminal,
  plural
} from "./chunk-AY2GYRMS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/render/calls-plan.ts
function parts(run, esc) {
  const label = run.server.name ? [run.server.name, run.server.version].filter(Boolean).join(" ") : "the MCP server";
  const made = run.calls.filter((c) => c.status === "would-call").length;
  const title = `Dry run of ${esc(run.file, 80)} on ${esc(label, 80)} (${plural(run.tools, "tool")} listed): nothing was called; each call was checked against the listing.`;
  const header = ["Call", "tool", "status", "arguments that would be sent", "line"];
  const rows = run.calls.map((c) => [
    esc(c.name, 40),
    esc(c.tool, 40),
    c.status,
    esc(JSON.stringify(c.arguments), 80),
    String(c.line)
  ]);
  const notes = run.calls.flatMap((c) => c.message ? [esc(c.message, 400)] : []);
  const end = `${made} of ${plural(run.calls.length, "call")} would be made. Calls run real tools and can have side effects (create, send, delete): run without --dry-run only against a server where that is safe.`;
  return { title, header, rows, notes, end };
}
__name(parts, "parts");
function renderDryRunText(run) {
  const { title, header, rows, notes, end } = parts(run, (s, n) => escapeTerminal(s, n));
  const table = textTable(header, rows, ["left", "left", "left", "left", "right"]);
  return `${[title, "", table, ...notes.length > 0 ? ["", ...notes] : [], "", end].join("\n")}
`;
}
__name(renderDryRunText, "renderDryRunText");
function renderDryRunMarkdown(run) {
  const { title, header, rows, notes, end } = parts(run, (s, n) => escapeMarkdown(s, n));
  const table = markdownTable([header, ...rows], { align: ["l", "l", "l", "l", "r"] });
  return `${[title, "", table, ...notes.length > 0 ? ["", ...notes.map((n) => `- ${n}`)] : [], "", end].join("\n")}
`;
}
__name(renderDryRunMarkdown, "renderDryRunMarkdown");
export {
  renderDryRunMarkdown,
  renderDryRunText
};
//# sourceMappingURL=calls-plan-KYPBOHZY.js.map
