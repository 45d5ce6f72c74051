/**
 * Timing marks for `npm run bench`: with MCP_TOKEN_BUDGET_TIMING=1 the CLI writes, on exit, one stderr line
 * `timing {"name": ms since the process started, ...}` (performance.now(), so node's own start is included).
 * Without the variable a mark costs one comparison.
 */
const enabled = process.env.MCP_TOKEN_BUDGET_TIMING === "1";
const marks: Record<string, number> = {};

/** Records when `name` happened, the first time only. */
export function mark(name: string): void {
  if (enabled && marks[name] === undefined) marks[name] = Math.round(performance.now() * 10) / 10;
}

if (enabled) {
  process.on("exit", () => {
    mark("exit");
    process.stderr.write(`timing ${JSON.stringify(marks)}\n`);
  });
}
