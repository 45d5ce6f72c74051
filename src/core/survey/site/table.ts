/**
 * The index table of the site: which columns a dataset has and each row's cells, as plain data the page's
 * script sorts and filters. Pure. Columns follow the data: one per encoding, per model id, per client that
 * any row carries; hints and stability only when rows have them. The models, the clients and the windows are
 * each a group shown one column at a time (a picker above the table chooses which), so the table fits a
 * 1,280-px window however many models and clients the survey measured.
 */
import type { FailedRow, MeasuredRow, SurveyDataset, SurveyRow } from "../dataset.js";
import { compareVersions } from "../dataset.js";
import { serverPagePath } from "./slug.js";

/** A measured row: the dataset's own (hints and clients are optional there, absent in older rows). */
export type SiteMeasuredRow = MeasuredRow;
export type SiteRow = SiteMeasuredRow | FailedRow;

/** How the page shows and sorts a cell: a number, text, a share of a window, a yes/no. */
export type CellKind = "text" | "number" | "fit" | "saving" | "stable" | "status";

export interface SiteColumn {
  id: string;
  label: string;
  /** A second, smaller line under the label ("up front", "4K window"). */
  sub?: string;
  /** What the figure is, for the header's title and the notes under the table. */
  title: string;
  kind: CellKind;
  /**
   * The group the column belongs to ("Model", "Client", "Window"): the page shows one column of a group at a
   * time, the first unless a picker (or the sort in the address) chooses another. Absent: always shown.
   */
  group?: string;
}

export type Cell = string | number | boolean | null;

export interface SiteTableRow {
  cells: Cell[];
  /** The server page, relative to the site's root. */
  href: string;
  /** The newest version of its package in the dataset. */
  latest: boolean;
  /** Indexes of cells that are an estimate's midpoint (shown with ~). */
  approx: number[];
  /** What the text filter matches: package and the server's own name. */
  search: string;
}

export interface SiteTable {
  columns: SiteColumn[];
  rows: SiteTableRow[];
  /** The encoding the fits, hints and client columns are in. */
  encoding: string;
}

export const WINDOWS = [4096, 8192, 32768] as const;

/** The encoding the single-figure columns use: o200k_base when the dataset has it, else its first. */
export function primaryEncoding(data: SurveyDataset): string {
  const encodings = data.settings.encodings;
  return encodings.includes("o200k_base") ? "o200k_base" : (encodings[0] ?? "o200k_base");
}

export const measured = (rows: readonly SurveyRow[]): SiteMeasuredRow[] =>
  rows.filter((r): r is SiteMeasuredRow => r.status === "measured");

/** Tools plus instructions in `encoding`: what a server puts into every request's prompt. */
export function promptTokens(row: SiteMeasuredRow, encoding: string): number | null {
  const tools = row.tokens[encoding]?.model;
  if (tools === undefined) return null;
  return tools + (row.instructions?.tokens[encoding] ?? 0);
}

/** Keys of the records `pick` gives for each row, in first-seen order. */
function keysOf(rows: readonly SiteMeasuredRow[], pick: (r: SiteMeasuredRow) => object | null | undefined): string[] {
  const keys = new Set<string>();
  for (const r of rows) for (const k of Object.keys(pick(r) ?? {})) keys.add(k);
  return [...keys];
}

/** The newest version of each package (failed versions count: a server that broke is news). */
export function latestRows(rows: readonly SurveyRow[]): Set<SurveyRow> {
  const newest = new Map<string, SurveyRow>();
  for (const r of rows) {
    const seen = newest.get(r.package);
    if (!seen || compareVersions(r.version, seen.version) > 0) newest.set(r.package, r);
  }
  return new Set(newest.values());
}

const windowLabel = (w: number) => `${w / 1024}K`;

export function siteTable(data: SurveyDataset): SiteTable {
  const rows = data.rows as SiteRow[];
  const done = measured(rows);
  const encoding = primaryEncoding(data);
  const encodings = [...new Set([...data.settings.encodings, ...keysOf(done, (r) => r.tokens)])];
  const models = keysOf(done, (r) => r.models);
  const clients = keysOf(done, (r) => r.clients);
  const hasHints = done.some((r) => r.hints !== undefined);
  const hasStable = done.some((r) => r.stable !== undefined);

  type Column = SiteColumn & { cell: (r: SiteMeasuredRow) => Cell; approx?: (r: SiteMeasuredRow) => boolean };
  const columns: Column[] = [
    { id: "tools", label: "Tools", title: "tools the server lists", kind: "number", cell: (r) => r.tools },
    ...encodings.map(
      (e): Column => ({
        id: `enc:${e}`,
        label: e,
        title: `${e} tokens of the tools, model view (name, description, inputSchema), summed over tools`,
        kind: "number",
        cell: (r) => r.tokens[e]?.model ?? null,
      }),
    ),
    ...models.map(
      (id): Column => ({
        id: `model:${id}`,
        label: id,
        title: `tokens of the tools on ${id} (model profile and runtime; ~ marks an estimate's midpoint)`,
        kind: "number",
        group: "Model",
        cell: (r) => r.models[id]?.tools ?? null,
        approx: (r) => (r.models[id]?.fidelity ?? "exact") !== "exact",
      }),
    ),
    ...clients.map(
      (id): Column => ({
        id: `client:${id}`,
        label: id,
        sub: "up front",
        title: `${encoding} tokens ${id} puts into every request for this server before any tool is loaded (names only when it defers tools)`,
        kind: "number",
        group: "Client",
        cell: (r) => r.clients?.[id]?.upFront[encoding] ?? null,
      }),
    ),
    ...(hasHints
      ? [
          {
            id: "hints",
            label: "Hints save",
            sub: encoding,
            title: `${encoding} tokens the tools would lose if every hint were applied`,
            kind: "saving",
            cell: (r: SiteMeasuredRow) => r.hints?.saving[encoding] ?? null,
          } satisfies Column,
        ]
      : []),
    ...WINDOWS.map(
      (w): Column => ({
        id: `fits:${w}`,
        label: `Fits ${windowLabel(w)}`,
        sub: `${encoding}`,
        title: `tools plus instructions (${encoding}) as a share of a ${w.toLocaleString("en-US")}-token window`,
        kind: "fit",
        group: "Window",
        cell: (r) => {
          const t = promptTokens(r, encoding);
          return t === null ? null : t / w;
        },
      }),
    ),
    ...(hasStable
      ? [
          {
            id: "stable",
            label: "Stable",
            title: "the listing was the same twice in one session and once more after a restart (--check-stable)",
            kind: "stable",
            cell: (r: SiteMeasuredRow) => (r.stable === undefined ? null : r.stable),
          } satisfies Column,
        ]
      : []),
  ];
  const head: SiteColumn[] = [
    { id: "package", label: "Package", title: "the npm package", kind: "text" },
    { id: "version", label: "Version", title: "the package version measured", kind: "text" },
  ];
  const status: SiteColumn = {
    id: "status",
    label: "Status",
    title: "measured, or failed with the kind of failure (install, start, listing, timeout)",
    kind: "status",
  };
  const latest = latestRows(rows);
  return {
    encoding,
    // Status last: on a phone the first screen shows the figures; a failed row also says so by its version.
    columns: [...head, ...columns.map(({ cell: _c, approx: _a, ...c }) => c), status],
    rows: rows.map((r) => ({
      cells: [
        r.package,
        r.version,
        ...columns.map((c) => (r.status === "measured" ? c.cell(r) : null)),
        r.status === "measured" ? "measured" : `failed: ${r.failure.kind}`,
      ],
      href: serverPagePath(r.package),
      latest: latest.has(r),
      approx: columns.flatMap((c, i) => (r.status === "measured" && c.approx?.(r) ? [head.length + i] : [])),
      search: `${r.package} ${r.status === "measured" ? (r.server.name ?? "") : ""}`.toLowerCase(),
    })),
  };
}
