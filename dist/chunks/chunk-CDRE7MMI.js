import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  endMarkedProcesses,
  startMarking
} from "./chunk-UKVGHDFS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/process/cleanup.ts
var SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
var STOP_LIMIT_MS = 1e4;
var registered = /* @__PURE__ */ new Set();
var stopSignal = null;
var exitHookInstalled = false;
function runAtExit() {
  const left = [...registered].reverse();
  registered.clear();
  const attempt = /* @__PURE__ */ __name((cleanup) => {
    try {
      cleanup.atExit();
    } catch {
    }
  }, "attempt");
  for (const cleanup of left) if (cleanup.kind === "processes") attempt(cleanup);
  endMarkedProcesses();
  for (const cleanup of left) if (cleanup.kind === "files") attempt(cleanup);
}
__name(runAtExit, "runAtExit");
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", runAtExit);
}
__name(installExitHook, "installExitHook");
var runsProcesses = /* @__PURE__ */ __name(() => [...registered].some((cleanup) => cleanup.kind === "processes"), "runsProcesses");
function onCleanup(cleanup) {
  installExitHook();
  registered.add(cleanup);
  return () => {
    if (!registered.delete(cleanup)) return;
    if (cleanup.kind === "processes" && !runsProcesses()) endMarkedProcesses();
  };
}
__name(onCleanup, "onCleanup");
async function settle(cleanup) {
  try {
    await cleanup.run();
    registered.delete(cleanup);
  } catch {
  }
}
__name(settle, "settle");
async function cleanUp() {
  const tried = /* @__PURE__ */ new Set();
  const batch = /* @__PURE__ */ __name((kind) => {
    const due = [...registered].filter((cleanup) => cleanup.kind === kind && !tried.has(cleanup));
    for (const cleanup of due) tried.add(cleanup);
    return due;
  }, "batch");
  do {
    await Promise.all(batch("processes").map(settle));
    endMarkedProcesses();
    await Promise.all(batch("files").map(settle));
  } while ([...registered].some((cleanup) => !tried.has(cleanup)));
}
__name(cleanUp, "cleanUp");
function isStopping() {
  return stopSignal !== null;
}
__name(isStopping, "isStopping");
async function haltIfStopping() {
  if (stopSignal !== null) await new Promise(() => void 0);
}
__name(haltIfStopping, "haltIfStopping");
function onSignal(signal) {
  if (stopSignal !== null) {
    process.stderr.write(`mcp-token-budget: ${signal} again: quitting at once
`);
    process.exit(SIGNAL_EXIT_CODES[stopSignal]);
  }
  stopSignal = signal;
  const again = signal === "SIGINT" ? "press Ctrl-C again" : `send ${signal} again`;
  process.stderr.write(
    `mcp-token-budget: ${signal} received: stopping the server and the build and removing temporary files (${again} to quit at once)
`
  );
  let timer;
  const limit = new Promise((resolve) => {
    timer = setTimeout(resolve, STOP_LIMIT_MS);
  });
  void Promise.race([cleanUp(), limit]).then(() => {
    clearTimeout(timer);
    process.exit(SIGNAL_EXIT_CODES[signal]);
  });
}
__name(onSignal, "onSignal");
async function withCleanup(main) {
  startMarking();
  installExitHook();
  for (const signal of Object.keys(SIGNAL_EXIT_CODES)) process.on(signal, () => onSignal(signal));
  try {
    return await main();
  } finally {
    await haltIfStopping();
    await cleanUp();
  }
}
__name(withCleanup, "withCleanup");

export {
  onCleanup,
  isStopping,
  haltIfStopping,
  withCleanup
};
//# sourceMappingURL=chunk-CDRE7MMI.js.map
