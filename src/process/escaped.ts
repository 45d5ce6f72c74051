/**
 * Processes that leave their process group (`setsid`, `nohup setsid`, a daemonising server) cannot be
 * ended through it. On Linux they can still be found: every process this run starts for untrusted
 * code carries a run-unique marker variable, and `/proc/<pid>/environ` shows it, as the Actions
 * runner finds a job's leftovers by its tracking id. A process that rewrites or clears its own
 * environment (`env -i`, exec with a fresh environment) or runs as another user is not found.
 */
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";

/** The variable that marks the processes of one run. */
export const RUN_MARKER = "MCP_TOKEN_BUDGET_RUN";

let marker: string | null = null;
/** Whether any process was given the marker: until then there is nothing to look for in /proc. */
let handedOut = false;

/** From now on, the server and the build receive this run's marker (the doors call this once). */
export function startMarking(): void {
  marker ??= Buffer.from(randomBytes(16)).toString("hex");
}

/**
 * Random bytes from the kernel where /dev/urandom is (the marker matters only where /proc is), else from Web
 * Crypto. Not node:crypto: loading it takes 3-4 ms, and this runs before the CLI starts the server.
 */
function randomBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  try {
    const fd = openSync("/dev/urandom", "r");
    try {
      if (readSync(fd, bytes, 0, size, null) === size) return bytes;
    } finally {
      closeSync(fd);
    }
  } catch {
    // not here: Web Crypto below
  }
  return globalThis.crypto.getRandomValues(bytes);
}

/** The marker variable to add to an untrusted process's environment; empty until startMarking(). */
export function markerEnvironment(): Record<string, string> {
  if (marker === null) return {};
  handedOut = true;
  return { [RUN_MARKER]: marker };
}

/** Passes over /proc: a process forked between two passes is found by the next one. */
const MAX_PASSES = 10;

function carriesMarker(pid: string, needle: Buffer, uid: number): boolean {
  try {
    if (statSync(`/proc/${pid}`).uid !== uid) return false;
    // Each entry ends with NUL; a leading NUL makes the first entry match like the others.
    return Buffer.concat([Buffer.from([0]), readFileSync(`/proc/${pid}/environ`)]).includes(needle);
  } catch {
    // Gone since the listing, or not readable (another user, not dumpable): not ours to end.
    return false;
  }
}

/**
 * Kills (SIGKILL) every process of this user that carries this run's marker, and returns their
 * pids. Synchronous, so it also runs at exit. Does nothing before startMarking(), before any process was given
 * the marker (a run that stops at an input check starts none: reading every process's environ on a busy machine
 * was most of its time), or without /proc.
 */
export function endMarkedProcesses(): number[] {
  if (marker === null || !handedOut || process.platform !== "linux" || typeof process.getuid !== "function") return [];
  const needle = Buffer.from(`\0${RUN_MARKER}=${marker}\0`);
  const uid = process.getuid();
  const ended = new Set<number>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let entries: string[];
    try {
      entries = readdirSync("/proc");
    } catch {
      break;
    }
    let found = 0;
    for (const entry of entries) {
      if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
      // A killed process turns into a zombie whose environ is empty, so the passes end once all are dead.
      if (!carriesMarker(entry, needle, uid)) continue;
      found++;
      try {
        process.kill(Number(entry), "SIGKILL");
        ended.add(Number(entry));
      } catch {
        // exited in between
      }
    }
    if (found === 0) break;
  }
  return [...ended];
}
