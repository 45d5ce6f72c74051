/**
 * Runs git without a shell. The one place that spawns git, so every call gets the same safety settings.
 *
 * The repository's config is not ours to trust: the pull request's build runs in the checkout and can
 * write .git/config (and ~/.gitconfig), and git runs programs named there (hooks, fsmonitor, filter
 * drivers, credential helpers, ssh commands, upload-pack). Every call overrides each of those on the
 * command line, which wins over every config file, so git never runs code from the repository.
 */
import { execFile } from "node:child_process";
import { SECRET_NAMES } from "../process/env.js";
import { GitError } from "./errors.js";

/** Settings that make git run no program named by config; command-line -c beats every config file. */
const NO_PROGRAMS_FROM_CONFIG: readonly string[] = [
  "core.hooksPath=/dev/null",
  "core.fsmonitor=false",
  "core.sshCommand=ssh",
  "core.askPass=",
  "core.alternateRefsCommand=",
  "core.pager=cat",
  "credential.helper=",
  "diff.external=",
  "gc.auto=0",
  "maintenance.auto=false",
  "protocol.allow=never",
  "protocol.https.allow=always",
  "protocol.http.allow=always",
  "protocol.ssh.allow=always",
  "protocol.git.allow=always",
  "protocol.file.allow=always",
];

/** Filter drivers name programs per driver, in any config file: each one present is reset. */
const PROGRAM_KEYS = /^filter\..+\.(smudge|clean|process)$/i;

/**
 * remote.<name>.uploadpack cannot be overridden with -c (git keeps the first value it reads), so the
 * commands that talk to a remote are given the program on their own command line, which wins.
 */
const REMOTE_COMMANDS = new Set(["fetch", "ls-remote"]);

/** The -c arguments for every git call (the sync variant for exit hooks cannot read config first). */
export function hardenedArgs(configuredPrograms: readonly string[] = []): string[] {
  // An empty command disables a filter driver's program (checked: git runs nothing for it).
  const resets = configuredPrograms.map((key) => `${key}=`);
  return [...NO_PROGRAMS_FROM_CONFIG, ...resets].flatMap((setting) => ["-c", setting]);
}

/**
 * The environment for git: never prompt, never page, no askpass program; and without the job's secrets
 * (as the server gets it), so that even a program git were made to run would not find the token in its
 * environment. git needs none of them: checkout credentials live in git config.
 */
export function hardenedEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    const upper = name.toUpperCase();
    if (upper.startsWith("INPUT_") || WITHHELD.has(upper)) continue;
    env[name] = value;
  }
  return { ...env, GIT_TERMINAL_PROMPT: "0", GIT_ASKPASS: "", SSH_ASKPASS: "", GIT_PAGER: "cat" };
}

const WITHHELD = new Set<string>(SECRET_NAMES);

/** Filter drivers and remote programs configured anywhere git looks, read fresh: the build may have added some. */
function configuredPrograms(cwd: string): Promise<string[]> {
  return new Promise((resolve) => {
    execFile(
      "git",
      [...hardenedArgs(), "config", "--name-only", "--get-regexp", "^filter\\."],
      { cwd, encoding: "utf8", timeout: 30_000, windowsHide: true, env: hardenedEnv() },
      // Outside a repository, or with no such keys, git exits 1: nothing to reset.
      (_error, stdout) => resolve((stdout ?? "").split(/\r?\n/).filter((key) => PROGRAM_KEYS.test(key))),
    );
  });
}

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

export async function git(args: readonly string[], cwd: string, options: GitOptions = {}): Promise<GitResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const safety = hardenedArgs(await configuredPrograms(cwd));
  const [command = "", ...rest] = args;
  const remoteSafety = REMOTE_COMMANDS.has(command) ? ["--upload-pack=git-upload-pack"] : [];
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      [...safety, command, ...remoteSafety, ...rest],
      {
        cwd,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        timeout: timeoutMs,
        killSignal: "SIGKILL",
        windowsHide: true,
        // A fetch that needs credentials must fail, not wait for a password nobody will type.
        env: hardenedEnv(),
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
