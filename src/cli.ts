#!/usr/bin/env node
import { runCli } from "./cli/main.js";
import { withCleanup } from "./process/cleanup.js";
import { settleBeforeExit } from "./process/settle.js";
import { mark } from "./process/timing.js";

mark("cli loaded");

// Output piped into `head` closes early; that is the reader's choice, not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

// withCleanup: Ctrl-C or SIGTERM ends what the run started and exits 130 or 143; nothing it marked outlives it.
const code = await withCleanup(() =>
  runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stdout.isTTY),
    columns: process.stdout.columns,
  }),
);
mark("cleaned up");
process.exitCode = code;
// Node 20 can hang at exit while V8 still compiles the counting code (src/process/settle.ts).
await settleBeforeExit();
