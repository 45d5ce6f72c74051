/**
 * Runs the user's build command for the base commit. The build is pull-request code like the
 * server, so it gets the same filtered environment (no GITHUB_TOKEN, no INPUT_*), runs in its
 * own process group, and the whole group is ended when it finishes or runs out of time, or when a
 * signal stops the run. It carries the run's marker (process/escaped.ts) like the server.
 */
import { spawn } from "node:child_process";
import { isStopping } from "../process/cleanup.js";
import { type EnvOptions, serverEnvironment } from "../process/env.js";
import { endOnExit, killGroup, OWN_GROUP } from "../process/group.js";
import { BuildError } from "./errors.js";

export const DEFAULT_BUILD_TIMEOUT_MS = 10 * 60_000;
const TAIL_LINES = 20;
const KEEP_BYTES = 64 * 1024;
const KILL_GRACE_MS = 2000;
/** After the shell exits, how long to wait for the last output still in the pipes. */
const DRAIN_MS = 200;

export interface BuildOutput {
  /** The last lines of stdout and stderr together, in arrival order. */
  outputTail: string[];
}

/** The environment the build receives: the parent's minus secrets, exactly as a server would get it. */
export function buildEnvironment(
  parentEnv: Readonly<Record<string, string | undefined>>,
  options: EnvOptions = {},
): Record<string, string> {
  return serverEnvironment(parentEnv, options);
}

/**
 * Runs `command` through the shell (`sh -c`, `cmd /c` on Windows) in `cwd`, with the filtered
 * environment made from `parentEnv`. Resolves when it exits with code 0; throws BuildError with
 * the exit code and the last lines of its output otherwise, or when it takes over `timeoutMs`.
 */
export function runBuild(
  command: string,
  cwd: string,
  parentEnv: Readonly<Record<string, string | undefined>>,
  timeoutMs: number = DEFAULT_BUILD_TIMEOUT_MS,
  envOptions: EnvOptions = {},
): Promise<BuildOutput> {
  return new Promise((resolve, reject) => {
    let output = "";
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-KEEP_BYTES);
    };
    const lines = () =>
      output
        .split(/\r?\n/)
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== "");
    const tail = () => lines().slice(-TAIL_LINES);

    const child = spawn(command, {
      cwd,
      env: buildEnvironment(parentEnv, envOptions),
      shell: true,
      stdio: ["ignore", "pipe", "pipe"],
      detached: OWN_GROUP,
      windowsHide: true,
    });
    const release = endOnExit(child);
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);

    let timedOut = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child, "SIGTERM");
      graceTimer = setTimeout(() => killGroup(child, "SIGKILL"), KILL_GRACE_MS);
    }, timeoutMs);

    const finish = (error: BuildError | null) => {
      clearTimeout(timer);
      clearTimeout(graceTimer);
      release();
      // Killed because a signal stops the run: not a failed build to report; the process is exiting.
      if (isStopping()) return;
      if (error) reject(error);
      else resolve({ outputTail: tail() });
    };

    child.once("error", (error: NodeJS.ErrnoException) => {
      finish(new BuildError(command, `could not start the shell: ${error.message}`, null, false, []));
    });
    // "exit", not "close": a background process the build left running keeps the pipes open.
    child.once("exit", (code, signal) => {
      // Nothing the build started may outlive it: it would keep running in a directory about to be deleted.
      killGroup(child, "SIGKILL");
      const drained = new Promise<void>((done) => {
        if (child.stdout?.readableEnded !== false && child.stderr?.readableEnded !== false) done();
        child.once("close", () => done());
        setTimeout(done, DRAIN_MS);
      });
      void drained.then(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        if (timedOut) {
          finish(new BuildError(command, `timed out after ${timeoutMs / 1000} s`, null, true, tail(), lines()));
        } else if (code === 0) {
          finish(null);
        } else if (code !== null) {
          finish(new BuildError(command, `exit code ${code}`, code, false, tail(), lines()));
        } else {
          finish(new BuildError(command, `killed by ${signal}`, null, false, tail(), lines()));
        }
      });
    });
  });
}
