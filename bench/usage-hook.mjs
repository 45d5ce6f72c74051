// Preloaded with `node --import` into a process under measurement: on exit, appends "<CPU µs> <max RSS KiB>"
// (user + system CPU since the process started, node's own start included) to $BENCH_USAGE_FILE. Self only.
import { appendFileSync } from "node:fs";

const file = process.env.BENCH_USAGE_FILE;
process.on("exit", () => {
  if (!file) return;
  const { user, system } = process.cpuUsage();
  appendFileSync(file, `${user + system} ${process.resourceUsage().maxRSS}\n`);
});
