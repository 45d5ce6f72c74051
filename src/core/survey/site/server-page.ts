/**
 * servers/<package>.html: one package's newest figures, its tools, its history across versions (a chart and
 * a table), and the commands that measure each version again. Pure.
 */
import { formatInt } from "../../render/escape.js";
import type { SurveyDataset, SurveyRow } from "../dataset.js";
import { compareVersions } from "../dataset.js";
import { barChart } from "./chart.js";
import { escapeHtml } from "./html.js";
import { page } from "./layout.js";
import { measureCommands, verifyCommand } from "./reproduce.js";
import { primaryEncoding, type SiteMeasuredRow, type SiteRow } from "./table.js";

const e = escapeHtml;
const n = (value: number | null | undefined) => (value === null || value === undefined ? "–" : formatInt(value));
const HISTORY_BARS = 40;

function table(caption: string, head: string[], body: string[][], cls = ""): string {
  const th = head.map((h, i) => `<th scope="col"${i === 0 ? ' class="text"' : ""}>${h}</th>`).join("");
  const rows = body
    .map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${c}</th>` : `<td>${c}</td>`)).join("")}</tr>`)
    .join("\n");
  return `<div class="scroll${cls ? ` ${cls}` : ""}"><table><caption class="visually-hidden">${e(caption)}</caption><thead><tr>${th}</tr></thead><tbody>
${rows}
</tbody></table></div>`;
}

function facts(items: [string, string][]): string {
  return `<dl class="facts">${items.map(([k, v]) => `<dt>${e(k)}</dt><dd>${v}</dd>`).join("")}</dl>`;
}

function measuredSection(row: SiteMeasuredRow, encoding: string): string {
  const encodings = Object.keys(row.tokens);
  const parts: string[] = [];
  parts.push(
    facts([
      ["Server says", e([row.server.name, row.server.version].filter((x) => x !== null).join(" ") || "–")],
      ["Protocol", e(row.server.protocolVersion ?? "–")],
      ["Measured", `${e(row.date)} by mcp-token-budget ${e(row.engine)} (${e(row.tokenizer)})`],
      ["Started as", `<code>${e([row.bin ?? "(its only bin)", ...row.args].join(" "))}</code>`],
      ["Variables", row.env.length > 0 ? `${e(row.env.join(", "))} (dummy values)` : "none"],
      ["Instructions", row.instructions ? `${n(row.instructions.tokens[encoding])} tokens (${e(encoding)})` : "none"],
      [
        "Prompts, resources",
        `${row.prompts === null ? "none" : n(row.prompts)} and ${row.resources === null ? "none" : n(row.resources)} (they cost nothing until read)`,
      ],
      ...(row.stable !== undefined
        ? [["Listing stable", row.stable === null ? "undecided" : row.stable ? "yes" : "no"] as [string, string]]
        : []),
      ...(row.hints
        ? [
            [
              "Hints",
              `${n(row.hints.count)} hints, would save ${Object.entries(row.hints.saving)
                .map(([enc, v]) => `${n(v)} (${e(enc)})`)
                .join(", ")}`,
            ] as [string, string],
          ]
        : []),
    ]),
  );
  parts.push(
    table(
      "Tokens per encoding",
      ["Encoding", "Model view", "Raw (every field)"],
      encodings.map((enc) => [e(enc), n(row.tokens[enc]?.model), n(row.tokens[enc]?.raw)]),
    ),
  );
  const models = Object.entries(row.models);
  if (models.length > 0 || Object.keys(row.modelsNotCounted).length > 0) {
    parts.push(`<h3>On models</h3>`);
    parts.push(
      table(
        "Tokens per model",
        ["Model", "Tools", "Fidelity", "Window", "Fits", "Window source", "Model data"],
        [
          ...models.map(([id, m]) => [
            e(id),
            m.range ? `~${n(m.tools)} (${n(m.range.low)}–${n(m.range.high)})` : n(m.tools),
            e(m.fidelity),
            n(m.contextWindow),
            m.fits === null ? "–" : m.fits ? "yes" : `<span class="no">no</span>`,
            m.data ? `${e(m.data.source)} (${e(m.data.date)})` : "–",
            m.packages.length > 0 ? e(m.packages.join(", ")) : "bundled",
          ]),
          ...Object.entries(row.modelsNotCounted).map(([id, why]) => [e(id), "not counted", e(why), "", "", "", ""]),
        ],
        "wrap",
      ),
    );
  }
  const clients = Object.entries(row.clients ?? {});
  if (clients.length > 0) {
    parts.push(`<h3>In clients (${e(encoding)})</h3>`);
    parts.push(
      table(
        "What each client sends",
        ["Client", "Up front", "All loaded", "Defers tools", "Tools cut by its cap", "From"],
        clients.map(([id, c]) => [
          `${e(id)}${c.version ? ` ${e(c.version)}` : ""}`,
          n(c.upFront[encoding]),
          n(c.allLoaded[encoding]),
          c.deferred ? "yes (names only up front)" : "no",
          n(c.cappedOut),
          c.source === "captured" ? "captured from the real client" : "its docs or source",
        ]),
      ),
    );
  }
  if (row.toolTokens.length > 0) {
    const total = row.tokens[encoding]?.model ?? 0;
    // Largest first: what a maintainer would cut first, and what a user pays most for.
    const largest = [...row.toolTokens].sort((a, b) => (b.tokens[encoding] ?? 0) - (a.tokens[encoding] ?? 0));
    parts.push(`<h2>Its ${n(row.toolTokens.length)} tools</h2>`);
    parts.push(`<p class="note">Largest first, in ${e(encoding)} tokens (model view).</p>`);
    parts.push(
      table(
        "Tokens per tool, largest first",
        ["Tool", ...encodings.map(e), "Share"],
        largest.map((t) => [
          `<code>${e(t.name)}</code>`,
          ...encodings.map((enc) => n(t.tokens[enc])),
          total > 0 ? `${(((t.tokens[encoding] ?? 0) / total) * 100).toFixed(1)}%` : "–",
        ]),
      ),
    );
  }
  if (row.warnings.length > 0) {
    parts.push(`<h3>Warnings</h3><ul>${row.warnings.map((w) => `<li>${e(w)}</li>`).join("")}</ul>`);
  }
  return parts.join("\n");
}

function failedSection(row: Extract<SurveyRow, { status: "failed" }>): string {
  const tail = row.failure.stderrTail ?? [];
  return `<p><span class="failed">Failed (${e(row.failure.kind)})</span> on ${e(row.date)}, mcp-token-budget ${e(row.engine)}: ${e(row.failure.message)}</p>
${tail.length > 0 ? `<pre aria-label="the server's stderr: the lines that look like errors and the last ones">${e(tail.join("\n"))}</pre>` : ""}`;
}

function historySection(rows: readonly SiteRow[], encoding: string): string {
  const recent = rows.slice(-HISTORY_BARS);
  const bars = recent.map((r) => {
    const value = r.status === "measured" ? (r.tokens[encoding]?.model ?? null) : null;
    return {
      label: r.version,
      value,
      note:
        r.status === "measured"
          ? `${r.version}: ${n(value)} tokens (${encoding}), ${r.tools} tools, ${r.date}`
          : `${r.version}: failed (${r.failure.kind}), ${r.date}`,
    };
  });
  const chart = barChart(bars, `${encoding} tokens of the tools, per version (${recent.length} newest)`);
  const body = [...rows]
    .reverse()
    .map((r) => [
      e(r.version),
      e(r.date),
      r.status === "measured" ? "measured" : `<span class="failed">failed: ${e(r.failure.kind)}</span>`,
      r.status === "measured" ? n(r.tools) : "–",
      r.status === "measured" ? n(r.tokens[encoding]?.model) : "–",
      e(r.engine),
    ]);
  return `<h2>History (${n(rows.length)} version${rows.length === 1 ? "" : "s"})</h2>
<figure>${chart}<figcaption class="note">${e(encoding)} tokens of the tools (model view) per version, oldest left${rows.length > HISTORY_BARS ? `; the ${HISTORY_BARS} newest` : ""}; × a version that failed.</figcaption></figure>
${table("Every version", ["Version", "Measured", "Status", "Tools", e(encoding), "Engine"], body)}`;
}

function reproduceSection(rows: readonly SiteRow[], data: SurveyDataset): string {
  const items = [...rows].reverse().map((r) => {
    const encodings = r.status === "measured" ? Object.keys(r.tokens) : data.settings.encodings;
    const models =
      r.status === "measured" ? [...Object.keys(r.models), ...Object.keys(r.modelsNotCounted)] : data.settings.models;
    return `<h3>${e(r.version)}</h3>
<pre>${e(verifyCommand(r))}</pre>
<p class="note">or by hand, in an empty directory:</p>
<pre>${e(measureCommands(r, encodings, models).join("\n"))}</pre>`;
  });
  return `<h2>Measure it again</h2>
<p class="note">Save this site's <a href="../dataset.json">dataset.json</a> in a directory and run <code>survey verify</code> there,
with the mcp-token-budget version that measured the row (another version may count otherwise): it installs the package
with install scripts off, starts it as the survey did (its variables set to <code>dummy</code>) and compares every
figure, exiting 1 when one differs. By hand, the server runs in your directory with your environment.</p>
${items.join("\n")}`;
}

const npmUrl = (pkg: string) =>
  `https://www.npmjs.com/package/${encodeURIComponent(pkg).replace(/%40/g, "@").replace(/%2F/g, "/")}`;

/** The page of one package; `rows` are its rows (any order). */
export function serverPage(data: SurveyDataset, rows: readonly SiteRow[]): string {
  const sorted = [...rows].sort((a, b) => compareVersions(a.version, b.version));
  const newest = sorted[sorted.length - 1] as SiteRow;
  const encoding = primaryEncoding(data);
  const summary =
    newest.status === "measured"
      ? `${n(newest.tools)} tools, ${n(newest.tokens[encoding]?.model)} tokens (${e(encoding)}, model view) in every request`
      : `the newest version failed (${e(newest.failure.kind)})`;
  const main = `<h1>${e(newest.package)} <span class="muted">${e(newest.version)}</span></h1>
<p>${summary}.</p>
<p class="note"><a href="${e(npmUrl(newest.package))}">on npm</a></p>
${newest.status === "measured" ? measuredSection(newest, encoding) : failedSection(newest)}
${historySection(sorted, encoding)}
${reproduceSection(sorted, data)}`;
  return page({ title: `${newest.package}: what its tools cost`, root: "../", data, main, current: "server" });
}
