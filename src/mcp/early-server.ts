/**
 * A stdio server started before the CLI has loaded, handed to the listing that would have started it.
 *
 * `measure -- <command>` spends most of its own start loading the CLI; the server's boot does not need to wait
 * for that. The CLI's entry (src/cli/early-start.ts) reads the command from the arguments, starts it here at
 * once, exactly as the stdio transport would (the same filtered environment, working directory, process group
 * and cleanup registration), and the listing takes it only when the start it asks for is that very one:
 * command, arguments, working directory and every variable of the environment equal. Anything else gets no
 * early server: a start that differs is stopped (it is never used), and one nobody takes is ended with the run
 * by the cleanup it is registered with (src/process/cleanup.ts), like every server.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { endOnExit, killGroup, OWN_GROUP } from "../process/group.js";
import { mark } from "../process/timing.js";

/** What starting a server is made of: the transport's spawn and the early start use the same. */
export interface ServerStart {
  command: string;
  args: readonly string[];
  cwd: string | undefined;
  env: Readonly<Record<string, string>>;
}

/** A started process and what has happened to it, whether or not anyone listened yet. */
export interface WatchedChild {
  readonly child: ChildProcess;
  /** When it was started (Date.now()): a listing's deadline counts from here. */
  readonly startedAt: number;
  /** null once it runs; the error when it could not be started. */
  readonly started: Promise<NodeJS.ErrnoException | null>;
  /** Its exit, with code and signal. */
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Its exit, or an error from it. */
  readonly gone: Promise<void>;
  /** Every holder of its pipes let go ("close"), or an error from it. */
  readonly closed: Promise<void>;
  /** Reads its stdout: what came before is handed over first, in order. */
  readonly onStdout: (handler: (chunk: Buffer) => void) => void;
  /** Reads its stderr (UTF-8): what came before is handed over first, in order. */
  readonly onStderr: (handler: (text: string) => void) => void;
}

/**
 * Reads `stream` from now on and keeps what comes until a handler is given, then hands it over (on a later turn,
 * once the taker has set up) and passes on the rest. A pipe nobody reads when the process exits is drained
 * and its data dropped by node (child_process's flushStdio): a server that printed its cause and exited before
 * the CLI loaded would lose it.
 */
function tap<T>(stream: NodeJS.ReadableStream | null): (handler: (chunk: T) => void) => void {
  let kept: T[] | null = [];
  let handler: ((chunk: T) => void) | null = null;
  stream?.on("data", (chunk: T) => {
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

/**
 * Starts a server's process in a group of its own and records what happens to it from the first moment, so
 * that whoever reads it later (the transport, after the CLI loaded) misses no event.
 */
export function startServerProcess(start: ServerStart): WatchedChild {
  mark("server spawned");
  const startedAt = Date.now();
  const child = spawn(start.command, [...start.args], {
    cwd: start.cwd,
    env: start.env,
    stdio: ["pipe", "pipe", "pipe"],
    detached: OWN_GROUP,
    windowsHide: true,
  });
  const errored = new Promise<NodeJS.ErrnoException>((resolve) => {
    child.on("error", (error: NodeJS.ErrnoException) => resolve(error));
  });
  const started = Promise.race([new Promise<null>((resolve) => child.once("spawn", () => resolve(null))), errored]);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const close = new Promise<void>((resolve) => child.once("close", () => resolve()));
  // Writing to a server that has exited raises EPIPE; the exit itself is reported instead.
  child.stdin?.on("error", () => undefined);
  child.stderr?.setEncoding("utf8");
  return {
    onStdout: tap<Buffer>(child.stdout),
    onStderr: tap<string>(child.stderr),
    child,
    startedAt,
    started,
    exit,
    gone: Promise.race([exit, errored]).then(() => undefined),
    closed: Promise.race([close, errored]).then(() => undefined),
  };
}

interface Early {
  start: ServerStart;
  watched: WatchedChild;
  release: () => void;
}

let early: Early | null = null;

/** Starts `start` now, for a listing to take later (takeEarlyServer); ended with the run if none does. */
export function startEarlyServer(start: ServerStart): void {
  if (early) throw new Error("an early server was started already");
  const watched = startServerProcess(start);
  early = { start, watched, release: endOnExit(watched.child) };
}

const sameStart = (a: ServerStart, b: ServerStart): boolean => {
  if (a.command !== b.command || a.cwd !== b.cwd || a.args.length !== b.args.length) return false;
  if (a.args.some((arg, i) => arg !== b.args[i])) return false;
  const keys = Object.keys(a.env);
  return (
    keys.length === Object.keys(b.env).length && keys.every((k) => Object.hasOwn(b.env, k) && a.env[k] === b.env[k])
  );
};

/** A server started early, for the transport that takes it. */
export interface TakenServer {
  watched: WatchedChild;
  /**
   * Ends the early registration for cleanup: call it once the taker has registered the process itself (the last
   * registration's release sweeps the run's marked processes, src/process/cleanup.ts, and would kill it).
   */
  release: () => void;
}

/**
 * The early server, when it is exactly `start`; null otherwise. Only the first start can take it. One that
 * differs is stopped now (and reaped with the run's cleanup).
 */
export function takeEarlyServer(start: ServerStart): TakenServer | null {
  const offered = early;
  if (!offered) return null;
  early = null;
  if (!sameStart(offered.start, start)) {
    killGroup(offered.watched.child, "SIGKILL");
    return null;
  }
  return { watched: offered.watched, release: offered.release };
}
