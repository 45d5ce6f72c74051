/** The dataset as CSV: one line per row, the columns of the run's settings. Pure. */
import type { SurveyDataset } from "./dataset.js";
import { PACKAGE_NAME } from "./list.js";

/**
 * A CSV cell, quoted when needed. Every text a spreadsheet would run as a formula (=, +, -, @, a tab or a CR
 * first) is prefixed with ', whatever its column: a dataset read back may come from another job (a forged
 * shard), and a number column holds numbers only when the file was checked. A package name is left as npm's
 * rules write it ("@scope/name" is no formula); anything else in that column is defused too.
 */
function cell(value: unknown, column: "package" | "other" = "other"): string {
  if (value === null || value === undefined) return "";
  if ((typeof value === "number" && Number.isFinite(value)) || typeof value === "boolean") return String(value);
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !(column === "package" && PACKAGE_NAME.test(text))) text = `'${text}`;
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
    const plain = [row.version, row.date, row.engine, row.status, f?.kind].map((v) => cell(v));
    const fromServer = [f?.message, m?.server.name, m?.server.version].map((v) => cell(v));
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
    lines.push([cell(row.package, "package"), ...plain, ...fromServer, ...figures].join(","));
  }
  return `${lines.join("\n")}\n`;
}
