/**
 * Processes started from untrusted code (the server under test, the build) run in their own
 * process group, so that everything they start can be ended with them. One place knows how to
 * spawn such a group, end it, and end whatever is still running when this process exits.
 */
import { type ChildProcess, execFile } from "node:child_process";

/** Spawn option: lead a new process group (POSIX); Windows ends trees with taskkill instead. */
export const OWN_GROUP = process.platform !== "win32";

/** Signals the whole group `child` leads (background jobs and grandchildren included). */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  if (process.platform === "win32") {
    execFile("taskkill", ["/pid", String(child.pid), "/T", "/F"], { windowsHide: true }, () => undefined);
    return;
  }
  try {
    // A negative pid signals every process in the group the child leads.
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Groups still running, ended on exit so that a crashed or interrupted run leaves nothing behind. */
const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Ends `child`'s group when this process exits, until `release` is called. */
export function endOnExit(child: ChildProcess): () => void {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", () => {
      for (const running of live) killGroup(running, "SIGKILL");
    });
  }
  live.add(child);
  return () => live.delete(child);
}
