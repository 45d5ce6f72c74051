/** Runs git without a shell. The one place that spawns git, so every call gets the same safety settings. */
import { execFile } from "node:child_process";
import { GitError } from "./errors.js";

export interface GitResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export interface GitOptions {
  /** Exit codes that are answers rather than failures (e.g. 1 from merge-base: no common ancestor). */
  allowExitCodes?: readonly number[];
  /** Network operations get a limit so a hanging remote cannot stall a CI job forever. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5 * 60_000;

/** Trims git's stderr and drops blank lines, so messages stay readable on one screen. */
export function tidyStderr(stderr: string): string {
  return stderr
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .join("\n");
}

export function git(args: readonly string[], cwd: string, options: GitOptions = {}): Promise<GitResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      [...args],
      {
        cwd,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        timeout: timeoutMs,
        killSignal: "SIGKILL",
        windowsHide: true,
        // A fetch that needs credentials must fail, not wait for a password nobody will type.
        env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
      },
      (error, stdout, stderr) => {
        if (!error) {
          resolve({ stdout, stderr, exitCode: 0 });
          return;
        }
        const failure = error as NodeJS.ErrnoException & { code?: unknown; killed?: boolean };
        if (failure.code === "ENOENT") {
          reject(new GitError("git is not installed or not on PATH; it is needed to measure the base branch"));
          return;
        }
        if (failure.killed) {
          reject(
            new GitError(`git ${args.join(" ")} timed out after ${timeoutMs / 1000} s in ${cwd}`, tidyStderr(stderr)),
          );
          return;
        }
        const exitCode = typeof failure.code === "number" ? failure.code : -1;
        if (options.allowExitCodes?.includes(exitCode)) {
          resolve({ stdout, stderr, exitCode });
          return;
        }
        const detail = tidyStderr(stderr);
        reject(
          new GitError(
            `git ${args.join(" ")} failed (exit code ${exitCode}) in ${cwd}${detail ? `: ${detail}` : ""}`,
            detail,
          ),
        );
      },
    );
  });
}
