#!/usr/bin/env node
// The CLI's entry stays small: `measure ... -- <command>` starts the server (cli/early-start.ts) before the rest
// of the CLI loads, so that the server boots while it does.
import { startEarly } from "./cli/early-start.js";
import { withCleanup } from "./process/cleanup.js";
import { settleBeforeExit } from "./process/settle.js";
import { mark } from "./process/timing.js";

// Output piped into `head` closes early; that is the reader's choice, not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

// withCleanup: Ctrl-C or SIGTERM ends what the run started and exits 130 or 143; nothing it marked outlives it.
// The early server is started inside it, so it carries the run's marker and ends with the run.
const code = await withCleanup(async () => {
  const argv = process.argv.slice(2);
  startEarly(argv);
  const { runCli } = await import("./cli/main.js");
  mark("cli loaded");
  return runCli(argv, {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stdout.isTTY),
    columns: process.stdout.columns,
  });
});
mark("cleaned up");
process.exitCode = code;
// Node can hang at exit while V8 still compiles the counting code: wait until its threads rest (src/process/settle.ts).
if ((await settleBeforeExit()) === "rested") mark("threads rested");
// Then end at once: node's own teardown (the environment, the heap with the rank tables) takes a few ms more and
// does nothing for us. Once what was written has been handed over: pipes and files are written synchronously on
// Linux, but not on every platform (TTYs on Windows, pipes on macOS).
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);

function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.writableLength === 0 || stream.destroyed) resolve();
    else stream.write("", () => resolve());
  });
}
