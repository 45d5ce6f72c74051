/**
 * Cleanup on every path out of a run. Whatever must not outlive the run (a server's or a build's
 * process group, a worktree, a temporary directory) is registered here while it exists, and ended
 * or removed when the run ends, when SIGINT or SIGTERM stops it (then the process exits 130 or
 * 143), and, as a synchronous last resort, when the process exits. The doors call withCleanup
 * once; nothing else in the program handles signals.
 */
import { endMarkedProcesses, startMarking } from "./escaped.js";

export interface Cleanup {
  /** Processes are ended before files are removed: a build still running would write into its worktree. */
  kind: "processes" | "files";
  /** The thorough way (a grace period, `git worktree remove`), awaited when the run ends or is stopped. */
  run: () => Promise<void> | void;
  /** The synchronous last resort, when the process exits with this cleanup still registered. */
  atExit: () => void;
}

/** The exit code after a signal stopped the run, as shells report it: 128 + the signal's number. */
export const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
type StopSignal = keyof typeof SIGNAL_EXIT_CODES;

/** How long a stopped run may clean up; then it exits, and the exit hook does what is left synchronously. */
export const STOP_LIMIT_MS = 10_000;

const registered = new Set<Cleanup>();
let stopSignal: StopSignal | null = null;
let exitHookInstalled = false;

function runAtExit(): void {
  const left = [...registered].reverse();
  registered.clear();
  const attempt = (cleanup: Cleanup) => {
    try {
      cleanup.atExit();
    } catch {
      // the process is exiting: nothing better can be done
    }
  };
  for (const cleanup of left) if (cleanup.kind === "processes") attempt(cleanup);
  endMarkedProcesses();
  for (const cleanup of left) if (cleanup.kind === "files") attempt(cleanup);
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", runAtExit);
}

const runsProcesses = () => [...registered].some((cleanup) => cleanup.kind === "processes");

/**
 * Registers `cleanup` until the returned function is called (when its owner has cleaned up itself).
 * When the last process group is released, no server or build of the run is running, so whatever
 * still carries the run's marker escaped from one: it is killed then, before the run goes on to
 * write or post anything, not only at the end.
 */
export function onCleanup(cleanup: Cleanup): () => void {
  installExitHook();
  registered.add(cleanup);
  return () => {
    if (!registered.delete(cleanup)) return;
    if (cleanup.kind === "processes" && !runsProcesses()) endMarkedProcesses();
  };
}

async function settle(cleanup: Cleanup): Promise<void> {
  try {
    await cleanup.run();
    registered.delete(cleanup);
  } catch {
    // stays registered: its synchronous form runs at exit
  }
}

/** Runs every registered cleanup, processes first, and then those registered meanwhile. */
async function cleanUp(): Promise<void> {
  const tried = new Set<Cleanup>();
  const batch = (kind: Cleanup["kind"]) => {
    const due = [...registered].filter((cleanup) => cleanup.kind === kind && !tried.has(cleanup));
    for (const cleanup of due) tried.add(cleanup);
    return due;
  };
  do {
    await Promise.all(batch("processes").map(settle));
    // Escaped processes too, before files go: one may be writing into the worktree.
    endMarkedProcesses();
    await Promise.all(batch("files").map(settle));
  } while ([...registered].some((cleanup) => !tried.has(cleanup)));
}

/** Whether a signal is stopping the run. */
export function isStopping(): boolean {
  return stopSignal !== null;
}

/**
 * While a signal stops the run, code whose result would only be an effect of the stop (a build
 * reported as failed because it was killed, then a comparison without a base) waits here instead
 * of carrying on; the process exits once cleanup is done.
 */
export async function haltIfStopping(): Promise<void> {
  if (stopSignal !== null) await new Promise<never>(() => undefined);
}

function onSignal(signal: StopSignal): void {
  if (stopSignal !== null) {
    // A second signal: stop waiting. The exit hook still kills and removes what it can, synchronously.
    process.stderr.write(`mcp-token-budget: ${signal} again: quitting at once\n`);
    process.exit(SIGNAL_EXIT_CODES[stopSignal]);
  }
  stopSignal = signal;
  const again = signal === "SIGINT" ? "press Ctrl-C again" : `send ${signal} again`;
  process.stderr.write(
    `mcp-token-budget: ${signal} received: stopping the server and the build and removing temporary files (${again} to quit at once)\n`,
  );
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, STOP_LIMIT_MS);
  });
  void Promise.race([cleanUp(), limit]).then(() => {
    clearTimeout(timer);
    process.exit(SIGNAL_EXIT_CODES[signal]);
  });
}

/**
 * Runs a door's `main` as this process's run: the server and the build it starts carry the run's
 * marker; SIGINT and SIGTERM stop the run (cleanup, then exit 130 or 143); and when `main` is done,
 * whatever is still registered is ended or removed and every marked process is killed.
 */
export async function withCleanup<T>(main: () => Promise<T>): Promise<T> {
  startMarking();
  installExitHook();
  for (const signal of Object.keys(SIGNAL_EXIT_CODES) as StopSignal[]) process.on(signal, () => onSignal(signal));
  try {
    return await main();
  } finally {
    await haltIfStopping();
    await cleanUp();
  }
}
