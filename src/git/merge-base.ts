/**
 * The base commit of a pull request: the merge-base of the base ref and HEAD, so a branch
 * that fell behind its base (or is stacked on another branch) is compared with the commit it
 * started from, not with whatever the base branch holds today.
 * Clones in CI are often shallow; missing history is fetched on demand, a little at a time.
 */

import { GitError } from "./errors.js";
import { git } from "./exec.js";
import { isShallow, resolveCommit } from "./repo.js";

export interface MergeBaseOptions {
  /** The remote to fetch missing history from (default "origin"). */
  remote?: string;
  /** `git fetch --deepen=<n>` steps tried in order before `--unshallow` (default 50, 200, 1000). */
  deepenSteps?: readonly number[];
  /** Told about every fetch, for progress output (the library prints nothing itself). */
  log?: (line: string) => void;
}

const DEFAULT_DEEPEN_STEPS = [50, 200, 1000] as const;
const FETCH_DEPTH_HINT =
  "If this runs in GitHub Actions, set fetch-depth: 0 on actions/checkout (or fetch the base branch before this step).";
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
const SHORT_SHA = /^[0-9a-f]{4,63}$/i;

export function shortSha(sha: string): string {
  return sha.slice(0, 7);
}

function checkRef(ref: string): void {
  if (ref.trim() === "" || ref.startsWith("-") || /\s/.test(ref)) {
    throw new GitError(
      `invalid base ref ${JSON.stringify(ref)}: expected a branch, tag or commit SHA, e.g. origin/main`,
    );
  }
}

/** "origin/main" or "refs/remotes/origin/main" -> "main": a branch that can be fetched by name. */
function remoteBranch(ref: string, remote: string): string | null {
  for (const prefix of [`refs/remotes/${remote}/`, `${remote}/`]) {
    if (ref.startsWith(prefix) && ref.length > prefix.length) return ref.slice(prefix.length);
  }
  return null;
}

async function mergeBase(sha: string, cwd: string): Promise<string | null> {
  // Exit code 1 is git's answer "no common ancestor in the history present here".
  const result = await git(["merge-base", sha, "HEAD"], cwd, { allowExitCodes: [1] });
  return result.exitCode === 0 ? result.stdout.trim() : null;
}

/** Fetches a ref that is not in the clone; returns the SHA it names. */
async function fetchRef(ref: string, cwd: string, remote: string, log: (line: string) => void): Promise<string> {
  const remotes = (await git(["remote"], cwd)).stdout.split("\n").map((r) => r.trim());
  if (!remotes.includes(remote)) {
    // Nothing to fetch from: the ref is simply unknown here, and CI advice would mislead.
    throw new GitError(
      `the base ref ${JSON.stringify(ref)} does not name a commit in this repository, and there is no remote ` +
        `"${remote}" to fetch it from. Check the ref name (git branch -a lists what exists).`,
    );
  }
  const depth = (await isShallow(cwd)) ? ["--depth=1"] : [];
  const branch = FULL_SHA.test(ref) ? null : remoteBranch(ref, remote);
  // A remote-tracking name is stored where it will be found next time; anything else is read from FETCH_HEAD.
  const refspec = branch === null ? ref : `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`;
  const fetched = FULL_SHA.test(ref) ? ref : branch === null ? "FETCH_HEAD" : `refs/remotes/${remote}/${branch}`;
  const args = ["fetch", "--no-tags", ...depth, remote, refspec];
  log(`the base ref ${ref} is not in this clone; running git ${args.join(" ")}`);
  try {
    await git(args, cwd);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    const shortHint =
      SHORT_SHA.test(ref) && !FULL_SHA.test(ref) ? " A commit can only be fetched by its full 40-character SHA." : "";
    throw new GitError(
      `the base ref ${JSON.stringify(ref)} is not in this clone, and fetching it from ${remote} failed` +
        `${error.stderr ? `:\n${error.stderr}\n` : ". "}Check the ref name.${shortHint} ${FETCH_DEPTH_HINT}`,
      error.stderr,
    );
  }
  const sha = await resolveCommit(fetched, cwd);
  if (sha === null) {
    throw new GitError(
      `fetched ${JSON.stringify(ref)} from ${remote}, but it does not name a commit. Check the ref name.`,
    );
  }
  return sha;
}

/**
 * The merge-base of `ref` (branch, remote-tracking branch, tag or SHA) and HEAD, as a full SHA.
 * In a shallow clone, fetches the ref and then deepens the history step by step, and finally
 * unshallows it, until a merge-base appears. Throws GitError with what to do when that fails.
 */
export async function resolveMergeBase(ref: string, cwd: string, options: MergeBaseOptions = {}): Promise<string> {
  checkRef(ref);
  const remote = options.remote ?? "origin";
  const log = options.log ?? (() => undefined);
  const wasShallow = await isShallow(cwd);

  const baseSha = (await resolveCommit(ref, cwd)) ?? (await fetchRef(ref, cwd, remote, log));
  const found = await mergeBase(baseSha, cwd);
  if (found !== null) return found;

  const what = `HEAD and ${ref} (${shortSha(baseSha)})`;
  const fetchMore = async (how: string, describe: string): Promise<string | null> => {
    // The base SHA is the one thing sure to exist on the remote; git deepens every shallow boundary anyway.
    const args = ["fetch", "--no-tags", how, remote, baseSha];
    log(`the clone is shallow and has no merge-base of ${what} yet; ${describe}: git ${args.join(" ")}`);
    try {
      await git(args, cwd);
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      throw new GitError(
        `the clone is shallow and does not contain the merge-base of ${what}; fetching more history from ${remote} failed` +
          `${error.stderr ? `:\n${error.stderr}\n` : ". "}${FETCH_DEPTH_HINT}`,
        error.stderr,
      );
    }
    return mergeBase(baseSha, cwd);
  };

  for (const step of options.deepenSteps ?? DEFAULT_DEEPEN_STEPS) {
    if (!(await isShallow(cwd))) break;
    const deepened = await fetchMore(`--deepen=${step}`, `fetching ${step} more commits`);
    if (deepened !== null) return deepened;
  }
  if (await isShallow(cwd)) {
    const unshallowed = await fetchMore("--unshallow", "fetching the whole history");
    if (unshallowed !== null) return unshallowed;
  }
  throw new GitError(
    `${what} have no common ancestor${wasShallow ? ", even with the whole history fetched" : ""}. ` +
      "Check that the base ref is the branch this one was made from (for a pull request, its base branch).",
  );
}
