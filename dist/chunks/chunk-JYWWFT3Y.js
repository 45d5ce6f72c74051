import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  outputExcerpt
} from "./chunk-MQ2PVAKA.js";
import {
  SECRET_NAMES
} from "./chunk-JBB6Y6K4.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/git/errors.ts
var GitError = class extends ToolError {
  constructor(message, stderr = "") {
    super("git", message);
    this.stderr = stderr;
    this.name = "GitError";
  }
  stderr;
  static {
    __name(this, "GitError");
  }
};
var BuildError = class extends ToolError {
  constructor(command, how, exitCode, timedOut, outputTail, output = outputTail) {
    const tail = output.length > 0 ? `
${output.length > outputTail.length ? "its output, the lines that look like errors and the last ones" : "last lines of its output"}:
${outputExcerpt(
      output,
      { tail: outputTail.length }
    ).map((l) => `  | ${l}`).join("\n")}` : "";
    super("build", `the build command ${JSON.stringify(command)} failed (${how})${tail}`);
    this.command = command;
    this.how = how;
    this.exitCode = exitCode;
    this.timedOut = timedOut;
    this.outputTail = outputTail;
    this.output = output;
    this.name = "BuildError";
  }
  command;
  how;
  exitCode;
  timedOut;
  outputTail;
  output;
  static {
    __name(this, "BuildError");
  }
};

// src/git/exec.ts
import { execFile } from "node:child_process";
var NO_PROGRAMS_FROM_CONFIG = [
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
  "protocol.file.allow=always"
];
var PROGRAM_KEYS = /^filter\..+\.(smudge|clean|process)$/i;
var REMOTE_COMMANDS = /* @__PURE__ */ new Set(["fetch", "ls-remote"]);
function hardenedArgs(configuredPrograms2 = []) {
  const resets = configuredPrograms2.map((key) => `${key}=`);
  return [...NO_PROGRAMS_FROM_CONFIG, ...resets].flatMap((setting) => ["-c", setting]);
}
__name(hardenedArgs, "hardenedArgs");
function hardenedEnv() {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    const upper = name.toUpperCase();
    if (upper.startsWith("INPUT_") || WITHHELD.has(upper)) continue;
    env[name] = value;
  }
  return { ...env, GIT_TERMINAL_PROMPT: "0", GIT_ASKPASS: "", SSH_ASKPASS: "", GIT_PAGER: "cat" };
}
__name(hardenedEnv, "hardenedEnv");
var WITHHELD = new Set(SECRET_NAMES);
function configuredPrograms(cwd) {
  return new Promise((resolve2) => {
    execFile(
      "git",
      [...hardenedArgs(), "config", "--name-only", "--get-regexp", "^filter\\."],
      { cwd, encoding: "utf8", timeout: 3e4, windowsHide: true, env: hardenedEnv() },
      // Outside a repository, or with no such keys, git exits 1: nothing to reset.
      (_error, stdout) => resolve2((stdout ?? "").split(/\r?\n/).filter((key) => PROGRAM_KEYS.test(key)))
    );
  });
}
__name(configuredPrograms, "configuredPrograms");
var DEFAULT_TIMEOUT_MS = 5 * 6e4;
function tidyStderr(stderr) {
  return stderr.split(/\r?\n/).map((line) => line.trimEnd()).filter((line) => line.trim() !== "").join("\n");
}
__name(tidyStderr, "tidyStderr");
async function git(args, cwd, options = {}) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const safety = hardenedArgs(await configuredPrograms(cwd));
  const [command = "", ...rest] = args;
  const remoteSafety = REMOTE_COMMANDS.has(command) ? ["--upload-pack=git-upload-pack"] : [];
  return new Promise((resolve2, reject) => {
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
        env: hardenedEnv()
      },
      (error, stdout, stderr) => {
        if (!error) {
          resolve2({ stdout, stderr, exitCode: 0 });
          return;
        }
        const failure = error;
        if (failure.code === "ENOENT") {
          reject(new GitError("git is not installed or not on PATH; it is needed to measure the base branch"));
          return;
        }
        if (failure.killed) {
          reject(
            new GitError(`git ${args.join(" ")} timed out after ${timeoutMs / 1e3} s in ${cwd}`, tidyStderr(stderr))
          );
          return;
        }
        const exitCode = typeof failure.code === "number" ? failure.code : -1;
        if (options.allowExitCodes?.includes(exitCode)) {
          resolve2({ stdout, stderr, exitCode });
          return;
        }
        const detail = tidyStderr(stderr);
        reject(
          new GitError(
            `git ${args.join(" ")} failed (exit code ${exitCode}) in ${cwd}${detail ? `: ${detail}` : ""}`,
            detail
          )
        );
      }
    );
  });
}
__name(git, "git");

// src/git/repo.ts
import { resolve } from "node:path";
async function repoRoot(cwd) {
  try {
    return resolve((await git(["rev-parse", "--show-toplevel"], cwd)).stdout.trim());
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new GitError(
      `${cwd} is not inside a git repository${error.stderr ? `: ${error.stderr}` : ""}; the base branch can only be measured from a git checkout`,
      error.stderr
    );
  }
}
__name(repoRoot, "repoRoot");
async function headSha(cwd) {
  try {
    return (await git(["rev-parse", "--verify", "HEAD^{commit}"], cwd)).stdout.trim();
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new GitError(
      `cannot read HEAD in ${cwd}${error.stderr ? `: ${error.stderr}` : ""}; is anything committed?`,
      error.stderr
    );
  }
}
__name(headSha, "headSha");
async function isShallow(cwd) {
  return (await git(["rev-parse", "--is-shallow-repository"], cwd)).stdout.trim() === "true";
}
__name(isShallow, "isShallow");
async function resolveCommit(ref, cwd) {
  const result = await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd, { allowExitCodes: [1] });
  return result.exitCode === 0 ? result.stdout.trim() : null;
}
__name(resolveCommit, "resolveCommit");
async function hasTrackedChanges(cwd) {
  const { stdout } = await git(["status", "--porcelain", "--untracked-files=no"], cwd);
  return stdout.trim() !== "";
}
__name(hasTrackedChanges, "hasTrackedChanges");

export {
  GitError,
  BuildError,
  hardenedArgs,
  hardenedEnv,
  git,
  repoRoot,
  headSha,
  isShallow,
  resolveCommit,
  hasTrackedChanges
};
//# sourceMappingURL=chunk-JYWWFT3Y.js.map
