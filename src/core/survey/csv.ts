/** The dataset as CSV: one line per row, the columns of the run's settings. Pure. */
import type { SurveyDataset } from "./dataset.js";

/**
 * A CSV cell, quoted when needed. Text a server wrote (its name, an error) that a spreadsheet would run as a
 * formula is prefixed with '; package names (which start with @ when scoped) are npm's rules, never formulas.
 */
function cell(value: unknown, untrusted = false): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let text = String(value);
  if (untrusted && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line per row, the columns of the dataset's settings (a history row measured otherwise leaves cells empty). */
export function datasetCsv(data: SurveyDataset): string {
  const { encodings, models } = data.settings;
  const clients = data.settings.clients ?? [];
  const header = [
    "package",
    "version",
    "date",
    "engine",
    "status",
    "failure_kind",
    "failure",
    "server_name",
    "server_version",
    "tools",
    ...encodings.flatMap((e) => [`${e}_model`, `${e}_raw`]),
    ...encodings.map((e) => `instructions_${e}`),
    "prompts",
    "resources",
    ...models.flatMap((m) => [`${m}_tools`, `${m}_instructions`, `${m}_context_window`, `${m}_fits`]),
    "stable",
    // After the older columns, so that their places stay.
    "hints",
    ...encodings.map((e) => `hints_saving_${e}`),
    ...clients.flatMap((c) => [
      `${c}_deferred`,
      ...encodings.map((e) => `${c}_up_front_${e}`),
      ...encodings.map((e) => `${c}_all_loaded_${e}`),
      `${c}_capped_out`,
    ]),
  ];
  const lines = [header.map((h) => cell(h)).join(",")];
  for (const row of data.rows) {
    const m = row.status === "measured" ? row : null;
    const f = row.status === "failed" ? row.failure : null;
    const plain = [row.package, row.version, row.date, row.engine, row.status, f?.kind].map((v) => cell(v));
    const fromServer = [f?.message, m?.server.name, m?.server.version].map((v) => cell(v, true));
    const figures = [
      m?.tools,
      ...encodings.flatMap((e) => [m?.tokens[e]?.model, m?.tokens[e]?.raw]),
      ...encodings.map((e) => m?.instructions?.tokens[e]),
      m?.prompts,
      m?.resources,
      ...models.flatMap((id) => {
        const entry = m?.models[id];
        return [entry?.tools, entry?.instructions, entry?.contextWindow, entry?.fits];
      }),
      m?.stable,
      m?.hints?.count,
      ...encodings.map((e) => m?.hints?.saving[e]),
      ...clients.flatMap((id) => {
        const c = m?.clients?.[id];
        return [
          c?.deferred,
          ...encodings.map((e) => c?.upFront[e]),
          ...encodings.map((e) => c?.allLoaded[e]),
          c?.cappedOut,
        ];
      }),
    ].map((v) => cell(v));
    lines.push([...plain, ...fromServer, ...figures].join(","));
  }
  return `${lines.join("\n")}\n`;
}
