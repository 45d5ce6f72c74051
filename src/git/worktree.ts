/**
 * A temporary checkout of another commit next to the user's, via `git worktree`: the head
 * checkout is never touched, and the worktree is removed on every path out.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GitError } from "./errors.js";
import { git, hardenedArgs, hardenedEnv } from "./exec.js";
import { shortSha } from "./merge-base.js";

export interface WorktreeOptions {
  /** Where the temporary directory is made (default: os.tmpdir(); the action can pass RUNNER_TEMP). */
  parentDir?: string;
  /** Told about cleanup problems, which are otherwise silent so they never hide the real error. */
  log?: (line: string) => void;
}

/** Worktrees still in place, removed synchronously if the process exits while one is open. */
const open = new Map<string, { root: string; tempDir: string }>();
let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const [path, { root, tempDir }] of open) {
      try {
        execFileSync("git", [...hardenedArgs(), "worktree", "remove", "--force", path], {
          cwd: root,
          stdio: "ignore",
          env: hardenedEnv(),
        });
      } catch {
        // the directory is removed below and the entry pruned by the next `git worktree prune`
      }
      rmSync(tempDir, { recursive: true, force: true });
    }
  });
}

async function removeWorktree(path: string, tempDir: string, root: string, log: (line: string) => void) {
  // --force: the build leaves untracked files (node_modules, dist) behind.
  await git(["worktree", "remove", "--force", path], root).catch((error: Error) =>
    log(`could not remove the worktree ${path}: ${error.message}`),
  );
  await rm(tempDir, { recursive: true, force: true }).catch((error: Error) =>
    log(`could not delete ${tempDir}: ${error.message}`),
  );
  // Drops the registration even when `worktree remove` failed half-way.
  await git(["worktree", "prune"], root).catch((error: Error) => log(`git worktree prune failed: ${error.message}`));
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
  installExitHook();
  open.set(path, { root: repoRoot, tempDir });
  try {
    try {
      await git(["worktree", "add", "--detach", path, sha], repoRoot);
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      throw new GitError(
        `could not check out the base commit ${shortSha(sha)} in a temporary worktree${error.stderr ? `: ${error.stderr}` : ""}`,
        error.stderr,
      );
    }
    return await fn(path);
  } finally {
    await removeWorktree(path, tempDir, repoRoot, log);
    open.delete(path);
  }
}
