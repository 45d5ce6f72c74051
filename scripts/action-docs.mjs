// Generates the inputs and outputs tables in docs/action.md (the action reference) from action.yml, so they
// cannot drift. `node scripts/action-docs.mjs` rewrites the page; test/unit/docs/action-docs.test.ts checks it is current.
import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "yaml";

const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\n/g, " ").trim();

export function actionTables(actionYml) {
  const action = parse(actionYml);
  const inputs = [
    "| input | default | description |",
    "| --- | --- | --- |",
    ...Object.entries(action.inputs).map(
      ([name, spec]) =>
        `| \`${name}\` | ${spec.default ? `\`${cell(spec.default)}\`` : ""} | ${cell(spec.description)} |`,
    ),
  ];
  const outputs = [
    "| output | description |",
    "| --- | --- |",
    ...Object.entries(action.outputs).map(([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`),
  ];
  return { inputs: inputs.join("\n"), outputs: outputs.join("\n") };
}

export const PAGE = "docs/action.md";

export function withTables(page, tables) {
  const put = (text, key, table) => {
    const start = `<!-- ${key}:start -->`;
    const end = `<!-- ${key}:end -->`;
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from === -1 || to === -1) throw new Error(`${PAGE} lacks the ${start} … ${end} markers`);
    return `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`;
  };
  return put(put(page, "inputs", tables.inputs), "outputs", tables.outputs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const tables = actionTables(readFileSync("action.yml", "utf8"));
  writeFileSync(PAGE, withTables(readFileSync(PAGE, "utf8"), tables));
}
