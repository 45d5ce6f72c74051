/** Questions about the repository a command runs in. */

import { resolve } from "node:path";
import { GitError } from "./errors.js";
import { git } from "./exec.js";

/** The top directory of the working tree that contains `cwd` (as git reports it: symlinks resolved). */
export async function repoRoot(cwd: string): Promise<string> {
  try {
    // git prints forward slashes on Windows too; resolve() gives the platform's own form.
    return resolve((await git(["rev-parse", "--show-toplevel"], cwd)).stdout.trim());
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new GitError(
      `${cwd} is not inside a git repository${error.stderr ? `: ${error.stderr}` : ""}; the base branch can only be measured from a git checkout`,
      error.stderr,
    );
  }
}

/** The full SHA of the commit checked out in `cwd`. */
export async function headSha(cwd: string): Promise<string> {
  try {
    return (await git(["rev-parse", "--verify", "HEAD^{commit}"], cwd)).stdout.trim();
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new GitError(
      `cannot read HEAD in ${cwd}${error.stderr ? `: ${error.stderr}` : ""}; is anything committed?`,
      error.stderr,
    );
  }
}

/** True when the clone has only part of the history (actions/checkout's default fetch-depth of 1). */
export async function isShallow(cwd: string): Promise<boolean> {
  return (await git(["rev-parse", "--is-shallow-repository"], cwd)).stdout.trim() === "true";
}

/** The full SHA of the commit `ref` names, or null when it is not in the local repository. */
export async function resolveCommit(ref: string, cwd: string): Promise<string | null> {
  const result = await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd, { allowExitCodes: [1] });
  return result.exitCode === 0 ? result.stdout.trim() : null;
}

/** Whether tracked files differ from HEAD (untracked build output does not count). */
export async function hasTrackedChanges(cwd: string): Promise<boolean> {
  const { stdout } = await git(["status", "--porcelain", "--untracked-files=no"], cwd);
  return stdout.trim() !== "";
}
