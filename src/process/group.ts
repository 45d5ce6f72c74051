/**
 * Processes started from untrusted code (the server under test, the build) run in their own
 * process group, so that everything they start can be ended with them. One place knows how to
 * spawn such a group, end it, and register it for ending when the run ends, is stopped or exits.
 */
import { type ChildProcess, execFile } from "node:child_process";
import { onCleanup } from "./cleanup.js";

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

/** How long a group's leader gets after SIGTERM when a run ends or is stopped, before SIGKILL. */
const END_GRACE_MS = 1000;

/** SIGTERM to the group, up to END_GRACE_MS for its leader to exit, then SIGKILL for whatever is left. */
async function endGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    killGroup(child, "SIGTERM");
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, END_GRACE_MS);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  // Grandchildren may ignore SIGTERM or outlive the leader.
  killGroup(child, "SIGKILL");
}

/**
 * Ends `child`'s group when the run ends or a signal stops it, or (SIGKILL) when this process
 * exits, until `release` is called. The cleanup registry (cleanup.ts) does it.
 */
export function endOnExit(child: ChildProcess): () => void {
  return onCleanup({ kind: "processes", run: () => endGroup(child), atExit: () => killGroup(child, "SIGKILL") });
}
