#!/usr/bin/env node
import { runCli } from "./cli/main.js";

const code = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTTY: Boolean(process.stdout.isTTY),
});
process.exitCode = code;
