// Preloaded with `node --import` into a process under measurement: on exit (or SIGTERM, as the CLI
// ends its server), appends "<script> <max RSS in KiB>" to $BENCH_RSS_FILE. Self only, not children.
import { appendFileSync } from "node:fs";
import path from "node:path";

const file = process.env.BENCH_RSS_FILE;
let written = false;
const record = () => {
  if (written || !file) return;
  written = true;
  const { user, system } = process.cpuUsage();
  appendFileSync(
    file,
    `${path.basename(process.argv[1] ?? "node")} ${process.resourceUsage().maxRSS} ${user + system}\n`,
  );
};
process.on("exit", record);
process.on("SIGTERM", () => {
  record();
  process.exit(143);
});
