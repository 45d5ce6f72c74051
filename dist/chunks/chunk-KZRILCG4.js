import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  onCleanup
} from "./chunk-CDRE7MMI.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/process/group.ts
import { execFile } from "node:child_process";
var OWN_GROUP = process.platform !== "win32";
function killGroup(child, signal) {
  if (child.pid === void 0) return;
  if (process.platform === "win32") {
    execFile("taskkill", ["/pid", String(child.pid), "/T", "/F"], { windowsHide: true }, () => void 0);
    return;
  }
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
    }
  }
}
__name(killGroup, "killGroup");
var END_GRACE_MS = 1e3;
async function endGroup(child) {
  if (child.exitCode === null && child.signalCode === null) {
    killGroup(child, "SIGTERM");
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, END_GRACE_MS);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  killGroup(child, "SIGKILL");
}
__name(endGroup, "endGroup");
function endOnExit(child) {
  return onCleanup({ kind: "processes", run: /* @__PURE__ */ __name(() => endGroup(child), "run"), atExit: /* @__PURE__ */ __name(() => killGroup(child, "SIGKILL"), "atExit") });
}
__name(endOnExit, "endOnExit");

export {
  OWN_GROUP,
  killGroup,
  endOnExit
};
//# sourceMappingURL=chunk-KZRILCG4.js.map
