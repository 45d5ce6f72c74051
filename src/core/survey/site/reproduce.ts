/** How to measure a row again: the exact commands, shell-quoted (names come from the dataset). Pure. */
import type { SurveyRow } from "../dataset.js";
import { rowKey } from "../dataset.js";
import { shellWord } from "./html.js";

/** `survey verify` against the dataset.json the site carries: every figure of the row, compared. */
export function verifyCommand(row: SurveyRow): string {
  return `mcp-token-budget survey verify . ${shellWord(rowKey(row))}`;
}

/** The row measured by hand: install as the survey does, then `measure` with its encodings, models and variables. */
export function measureCommands(row: SurveyRow, encodings: readonly string[], models: readonly string[]): string[] {
  const spec = shellWord(rowKey(row));
  // `env NAME=dummy`: a name the shell would not take as an assignment is still passed as written.
  const vars = row.env.length > 0 ? `env ${row.env.map((name) => shellWord(`${name}=dummy`)).join(" ")} ` : "";
  const options = [
    `-e ${shellWord(encodings.join(","))}`,
    ...(models.length > 0 ? [`-m ${shellWord(models.join(","))}`] : []),
    ...(row.status === "measured" && row.stable !== undefined ? ["--check-stable"] : []),
  ].join(" ");
  const server = row.bin ? `npx --no-install --package=${spec} ${shellWord(row.bin)}` : `npx --no-install ${spec}`;
  const args = row.args.map((a) => ` ${shellWord(a)}`).join("");
  return [
    // A package.json of its own, as the survey's directory has: npm and npx would otherwise use the nearest
    // folder above that has one.
    `echo '{"private": true}' > package.json`,
    `npm install --ignore-scripts --no-package-lock --omit=dev ${spec}`,
    `${vars}mcp-token-budget measure ${options} -- ${server}${args}`,
  ];
}
