import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/process/settle.ts
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
var SETTLE_MS = 30;
var QUIET_MS = 1;
var SETTLE_LIMIT_MS = 2e3;
var WATCH_THREADS = true;
function sampleThreads() {
  const main2 = mainThread();
  if (main2 === null) return null;
  let tids;
  try {
    tids = readdirSync("/proc/self/task");
  } catch {
    return null;
  }
  const threads = /* @__PURE__ */ new Map();
  for (const tid of tids) {
    if (tid === main2) continue;
    let stat;
    let schedstat;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, "latin1");
      schedstat = readFileSync(`/proc/self/task/${tid}/schedstat`, "latin1");
    } catch {
      if (tidGone(tid)) continue;
      return null;
    }
    const state = stat.charAt(stat.lastIndexOf(")") + 2);
    const cpuNs = Number(schedstat.split(" ")[0]);
    if (!Number.isFinite(cpuNs)) return null;
    threads.set(tid, { asleep: state === "S" || state === "Z" || state === "X", cpuNs });
  }
  return threads;
}
__name(sampleThreads, "sampleThreads");
var main;
function mainThread() {
  if (main === void 0) {
    try {
      const counts = Number(readFileSync("/proc/self/schedstat", "latin1").split(" ")[0]) > 0;
      main = counts ? readlinkSync("/proc/self") : null;
    } catch {
      main = null;
    }
  }
  return main;
}
__name(mainThread, "mainThread");
function tidGone(tid) {
  try {
    readdirSync(`/proc/self/task/${tid}`);
    return false;
  } catch {
    return true;
  }
}
__name(tidGone, "tidGone");
function threadsRested(before, after) {
  for (const [tid, now] of after) {
    const then = before.get(tid);
    if (!then?.asleep || !now.asleep || then.cpuNs !== now.cpuNs) return false;
  }
  return true;
}
__name(threadsRested, "threadsRested");
var sleep = /* @__PURE__ */ __name((ms) => new Promise((resolve) => setTimeout(resolve, ms)), "sleep");
async function settleBeforeExit(options = {}) {
  const { limitMs = SETTLE_LIMIT_MS, fixedMs = SETTLE_MS, sample = sampleThreads } = options;
  let before = WATCH_THREADS ? sample() : null;
  if (!before) {
    await sleep(fixedMs);
    return "fixed";
  }
  const start = performance.now();
  for (; ; ) {
    await sleep(QUIET_MS);
    const after = sample();
    if (!after) {
      await sleep(Math.max(0, fixedMs - (performance.now() - start)));
      return "fixed";
    }
    if (threadsRested(before, after)) return "rested";
    if (performance.now() - start >= limitMs) return "limit";
    before = after;
  }
}
__name(settleBeforeExit, "settleBeforeExit");

export {
  settleBeforeExit
};
//# sourceMappingURL=chunk-SSNMXXV4.js.map
