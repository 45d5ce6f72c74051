#!/usr/bin/env node
import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  startEarlyServer
} from "./chunks/chunk-A7HVW6MW.js";
import {
  mark
} from "./chunks/chunk-GUMAJWRF.js";
import "./chunks/chunk-KZRILCG4.js";
import {
  settleBeforeExit
} from "./chunks/chunk-SSNMXXV4.js";
import {
  serverEnvironment
} from "./chunks/chunk-JBB6Y6K4.js";
import {
  withCleanup
} from "./chunks/chunk-CDRE7MMI.js";
import "./chunks/chunk-UKVGHDFS.js";
import {
  __name
} from "./chunks/chunk-WQOZZ7UD.js";

// src/cli/early-start.ts
var EARLY_OPTIONS = {
  "-f": true,
  "--format": true,
  "-o": true,
  "--out": true,
  "--wide": false,
  "-t": true,
  "--timeout": true,
  "--max-response-mb": true,
  "--check-stable": false,
  "--cache-requests-per-lifetime": true,
  "-e": true,
  "--encoding": true,
  "--badge": true,
  "--verbose": false,
  "--top": true,
  "--client": true,
  "--name": true
};
function earlyCommand(argv) {
  if (argv[0] !== "measure") return null;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      const command = argv.slice(i + 1);
      return command.length > 0 && command[0] !== "" ? command : null;
    }
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const takesValue = Object.hasOwn(EARLY_OPTIONS, name) ? EARLY_OPTIONS[name] : void 0;
    if (takesValue === void 0) return null;
    if (eq > 0) {
      if (!takesValue) return null;
      continue;
    }
    if (takesValue) {
      if (i + 1 >= argv.length) return null;
      i++;
    }
  }
  return null;
}
__name(earlyCommand, "earlyCommand");
function startEarly(argv) {
  const command = earlyCommand(argv);
  if (!command) return;
  const [executable, ...args] = command;
  try {
    startEarlyServer({ command: executable, args, cwd: process.cwd(), env: serverEnvironment(process.env) });
  } catch {
  }
}
__name(startEarly, "startEarly");

// src/cli.ts
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});
var code = await withCleanup(async () => {
  const argv = process.argv.slice(2);
  startEarly(argv);
  const { runCli } = await import("./chunks/main-QUADE7MJ.js");
  mark("cli loaded");
  return runCli(argv, {
    stdout: /* @__PURE__ */ __name((text) => process.stdout.write(text), "stdout"),
    stderr: /* @__PURE__ */ __name((text) => process.stderr.write(text), "stderr"),
    isTTY: Boolean(process.stdout.isTTY),
    columns: process.stdout.columns
  });
});
mark("cleaned up");
process.exitCode = code;
if (await settleBeforeExit() === "rested") mark("threads rested");
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
function flushed(stream) {
  return new Promise((resolve) => {
    if (stream.writableLength === 0 || stream.destroyed) resolve();
    else stream.write("", () => resolve());
  });
}
__name(flushed, "flushed");
//# sourceMappingURL=cli.js.map
