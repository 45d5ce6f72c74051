/**
 * `survey site`: the static site of a dataset, as files (path relative to the site's root, and text). Pure:
 * an adapter writes them. No server, no library, nothing fetched: it works from file:// and on GitHub Pages.
 */
import { datasetCsv } from "../csv.js";
import { type SurveyDataset, serializeDataset } from "../dataset.js";
import { distributionPage } from "./distribution-page.js";
import { indexPage, tableDataScript } from "./index-page.js";
import { SITE_CSS } from "./layout.js";
import { serverPage } from "./server-page.js";
import { serverPagePath } from "./slug.js";
import { type SiteRow, siteTable } from "./table.js";
import { TABLE_SCRIPT } from "./table-script.js";

export interface SiteFile {
  path: string;
  text: string;
}

export function buildSite(data: SurveyDataset): SiteFile[] {
  const table = siteTable(data);
  const byPackage = new Map<string, SiteRow[]>();
  for (const row of data.rows as SiteRow[]) {
    const list = byPackage.get(row.package);
    if (list) list.push(row);
    else byPackage.set(row.package, [row]);
  }
  return [
    { path: "index.html", text: indexPage(data, table) },
    { path: "data.js", text: tableDataScript(table) },
    { path: "table.js", text: TABLE_SCRIPT },
    { path: "site.css", text: SITE_CSS },
    { path: "distribution.html", text: distributionPage(data) },
    // The dataset itself, so every figure can be checked (survey verify reads it) and downloaded.
    { path: "dataset.json", text: serializeDataset(data) },
    { path: "dataset.csv", text: datasetCsv(data) },
    // GitHub Pages runs Jekyll unless told not to, and Jekyll drops files whose names start with "_" (as a
    // scoped package's page does: servers/_40scope_2fname.html).
    { path: ".nojekyll", text: "" },
    ...[...byPackage].map(([pkg, rows]) => ({ path: serverPagePath(pkg), text: serverPage(data, rows) })),
  ];
}
