import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/process/escaped.ts
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
var RUN_MARKER = "MCP_TOKEN_BUDGET_RUN";
var marker = null;
var handedOut = false;
function startMarking() {
  marker ??= Buffer.from(randomBytes(16)).toString("hex");
}
__name(startMarking, "startMarking");
function randomBytes(size) {
  const bytes = new Uint8Array(size);
  try {
    const fd = openSync("/dev/urandom", "r");
    try {
      if (readSync(fd, bytes, 0, size, null) === size) return bytes;
    } finally {
      closeSync(fd);
    }
  } catch {
  }
  return globalThis.crypto.getRandomValues(bytes);
}
__name(randomBytes, "randomBytes");
function markerEnvironment() {
  if (marker === null) return {};
  handedOut = true;
  return { [RUN_MARKER]: marker };
}
__name(markerEnvironment, "markerEnvironment");
var MAX_PASSES = 10;
function carriesMarker(pid, needle, uid) {
  try {
    if (statSync(`/proc/${pid}`).uid !== uid) return false;
    return Buffer.concat([Buffer.from([0]), readFileSync(`/proc/${pid}/environ`)]).includes(needle);
  } catch {
    return false;
  }
}
__name(carriesMarker, "carriesMarker");
function endMarkedProcesses() {
  if (marker === null || !handedOut || process.platform !== "linux" || typeof process.getuid !== "function") return [];
  const needle = Buffer.from(`\0${RUN_MARKER}=${marker}\0`);
  const uid = process.getuid();
  const ended = /* @__PURE__ */ new Set();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let entries;
    try {
      entries = readdirSync("/proc");
    } catch {
      break;
    }
    let found = 0;
    for (const entry of entries) {
      if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
      if (!carriesMarker(entry, needle, uid)) continue;
      found++;
      try {
        process.kill(Number(entry), "SIGKILL");
        ended.add(Number(entry));
      } catch {
      }
    }
    if (found === 0) break;
  }
  return [...ended];
}
__name(endMarkedProcesses, "endMarkedProcesses");

export {
  startMarking,
  markerEnvironment,
  endMarkedProcesses
};
//# sourceMappingURL=chunk-UKVGHDFS.js.map
