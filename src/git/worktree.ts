/**
 * A temporary checkout of another commit next to the user's, via `git worktree`: the head
 * checkout is never touched, and the worktree is removed on every path out: at the end, on error,
 * when a signal stops the run, and (synchronously) at exit.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { haltIfStopping, onCleanup } from "../process/cleanup.js";
import { GitError } from "./errors.js";
import { git, hardenedArgs, hardenedEnv } from "./exec.js";
import { shortSha } from "./merge-base.js";

export interface WorktreeOptions {
  /** Where the temporary directory is made (default: os.tmpdir(); the action can pass RUNNER_TEMP). */
  parentDir?: string;
  /** Told about cleanup problems, which are otherwise silent so they never hide the real error. */
  log?: (line: string) => void;
  /** Called once the worktree is checked out, before `fn` runs (the pipeline holds the head build until then). */
  onCheckedOut?: () => void;
}

/**
 * Git's worktree registry (.git/worktrees) is not safe for concurrent changes: release notes measure two
 * versions at once, and a `worktree add` beside another's `add` or `prune` failed with "failed to read
 * .git/worktrees/<name>/commondir", or pruned the other's half-made worktree ("is not a working tree").
 * Every change to the registry from this process goes through this one queue; builds still run side by side.
 */
let registryQueue: Promise<unknown> = Promise.resolve();
function changeRegistry<T>(change: () => Promise<T>): Promise<T> {
  const result = registryQueue.then(change, change);
  registryQueue = result.catch(() => undefined);
  return result;
}

/** How long the synchronous `git worktree prune` at exit may take: the process is on its way out. */
const PRUNE_AT_EXIT_MS = 5000;

/** At exit, synchronously: delete the directory, then drop git's registration of the worktree in it. */
function removeWorktreeNow(tempDir: string, root: string): void {
  rmSync(tempDir, { recursive: true, force: true });
  try {
    execFileSync("git", [...hardenedArgs(), "worktree", "prune"], {
      cwd: root,
      stdio: "ignore",
      env: hardenedEnv(),
      timeout: PRUNE_AT_EXIT_MS,
    });
  } catch {
    // the next `git worktree prune` (or git gc) drops it
  }
}

async function removeWorktree(path: string, tempDir: string, root: string, log: (line: string) => void) {
  // --force: the build leaves untracked files (node_modules, dist) behind.
  await changeRegistry(() => git(["worktree", "remove", "--force", path], root)).catch((error: Error) =>
    log(`could not remove the worktree ${path}: ${error.message}`),
  );
  await rm(tempDir, { recursive: true, force: true }).catch((error: Error) =>
    log(`could not delete ${tempDir}: ${error.message}`),
  );
  // Drops the registration even when `worktree remove` failed half-way.
  await changeRegistry(() => git(["worktree", "prune"], root)).catch((error: Error) =>
    log(`git worktree prune failed: ${error.message}`),
  );
}

/**
 * Checks out `sha` (detached) in a new temporary worktree of the repository at `repoRoot`,
 * runs `fn` with its path, and removes the worktree afterwards, whether `fn` succeeds or throws.
 */
export async function withWorktree<T>(
  sha: string,
  repoRoot: string,
  fn: (worktreePath: string) => Promise<T>,
  options: WorktreeOptions = {},
): Promise<T> {
  const log = options.log ?? (() => undefined);
  const tempDir = await mkdtemp(join(options.parentDir ?? tmpdir(), "mcp-token-budget-"));
  const path = join(tempDir, `base-${shortSha(sha)}`);
  let added: Promise<unknown> = Promise.resolve();
  let removal: Promise<void> | undefined;
  // One removal, whoever asks first: this function on its way out, or the run being stopped by a signal.
  const remove = () => {
    // Only once `worktree add` has settled: removing before it finishes would leave its files behind.
    removal ??= added.then(
      () => removeWorktree(path, tempDir, repoRoot, log),
      () => removeWorktree(path, tempDir, repoRoot, log),
    );
    return removal;
  };
  const release = onCleanup({ kind: "files", run: remove, atExit: () => removeWorktreeNow(tempDir, repoRoot) });
  try {
    await haltIfStopping();
    added = changeRegistry(() => git(["worktree", "add", "--detach", path, sha], repoRoot));
    try {
      await added;
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      throw new GitError(
        `could not check out the base commit ${shortSha(sha)} in a temporary worktree${error.stderr ? `: ${error.stderr}` : ""}`,
        error.stderr,
      );
    }
    options.onCheckedOut?.();
    return await fn(path);
  } finally {
    // A stopped run removes the worktree from the registry; what fn returned is only an effect of the stop.
    await haltIfStopping();
    await remove();
    release();
  }
}
