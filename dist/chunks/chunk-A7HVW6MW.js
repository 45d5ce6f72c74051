import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  mark
} from "./chunk-GUMAJWRF.js";
import {
  OWN_GROUP,
  endOnExit,
  killGroup
} from "./chunk-KZRILCG4.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/mcp/early-server.ts
import { spawn } from "node:child_process";
function tap(stream) {
  let kept = [];
  let handler = null;
  stream?.on("data", (chunk) => {
    if (kept || !handler) kept?.push(chunk);
    else handler(chunk);
  });
  return (given) => {
    handler = given;
    setImmediate(() => {
      const before = kept ?? [];
      kept = null;
      for (const chunk of before) given(chunk);
    });
  };
}
__name(tap, "tap");
function startServerProcess(start) {
  mark("server spawned");
  const startedAt = Date.now();
  const child = spawn(start.command, [...start.args], {
    cwd: start.cwd,
    env: start.env,
    stdio: ["pipe", "pipe", "pipe"],
    detached: OWN_GROUP,
    windowsHide: true
  });
  const errored = new Promise((resolve) => {
    child.on("error", (error) => resolve(error));
  });
  const started = Promise.race([new Promise((resolve) => child.once("spawn", () => resolve(null))), errored]);
  const exit = new Promise(
    (resolve) => child.once("exit", (code, signal) => resolve({ code, signal }))
  );
  const close = new Promise((resolve) => child.once("close", () => resolve()));
  child.stdin?.on("error", () => void 0);
  child.stderr?.setEncoding("utf8");
  return {
    onStdout: tap(child.stdout),
    onStderr: tap(child.stderr),
    child,
    startedAt,
    started,
    exit,
    gone: Promise.race([exit, errored]).then(() => void 0),
    closed: Promise.race([close, errored]).then(() => void 0)
  };
}
__name(startServerProcess, "startServerProcess");
var early = null;
function startEarlyServer(start) {
  if (early) throw new Error("an early server was started already");
  const watched = startServerProcess(start);
  early = { start, watched, release: endOnExit(watched.child) };
}
__name(startEarlyServer, "startEarlyServer");
var sameStart = /* @__PURE__ */ __name((a, b) => {
  if (a.command !== b.command || a.cwd !== b.cwd || a.args.length !== b.args.length) return false;
  if (a.args.some((arg, i) => arg !== b.args[i])) return false;
  const keys = Object.keys(a.env);
  return keys.length === Object.keys(b.env).length && keys.every((k) => Object.hasOwn(b.env, k) && a.env[k] === b.env[k]);
}, "sameStart");
function takeEarlyServer(start) {
  const offered = early;
  if (!offered) return null;
  early = null;
  if (!sameStart(offered.start, start)) {
    killGroup(offered.watched.child, "SIGKILL");
    return null;
  }
  return { watched: offered.watched, release: offered.release };
}
__name(takeEarlyServer, "takeEarlyServer");

export {
  startServerProcess,
  startEarlyServer,
  takeEarlyServer
};
//# sourceMappingURL=chunk-A7HVW6MW.js.map
