import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { GitError } from "../../../src/git/errors.js";
import { resolveMergeBase } from "../../../src/git/merge-base.js";
import { headSha, isShallow, repoRoot } from "../../../src/git/repo.js";
import { cloneRepo, GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

afterEach(removeTempDirs);

/**
 * main: m1 - m2 - m3 (branch point) - m4 - m5 - m6
 *                   \
 * feature:           f1 - f2 - f3
 */
async function forkedHistory() {
  const repo = await GitRepo.init();
  await repo.commit("m1", { "a.txt": "1" });
  await repo.commit("m2", { "a.txt": "2" });
  const branchPoint = await repo.commit("m3", { "a.txt": "3" });
  await repo.branch("feature");
  for (const n of [1, 2, 3]) await repo.commit(`f${n}`, { "f.txt": String(n) });
  const featureTip = await repo.head();
  await repo.checkout("main");
  for (const n of [4, 5, 6]) await repo.commit(`m${n}`, { "a.txt": String(n) });
  const mainTip = await repo.head();
  await repo.checkout("feature");
  return { repo, branchPoint, featureTip, mainTip };
}

describe("resolveMergeBase in a full clone", () => {
  it("returns the branch point, not the tip of a base branch that moved on", async () => {
    const { repo, branchPoint, mainTip } = await forkedHistory();
    expect(branchPoint).not.toBe(mainTip);
    expect(await resolveMergeBase("main", repo.dir)).toBe(branchPoint);
    expect(await resolveMergeBase(mainTip, repo.dir)).toBe(branchPoint);
  });

  it("accepts a tag, and a base that is an ancestor of HEAD is its own merge-base", async () => {
    const { repo, branchPoint } = await forkedHistory();
    await repo.git("tag", "-a", "v1", "-m", "release", branchPoint);
    expect(await resolveMergeBase("v1", repo.dir)).toBe(branchPoint);
  });

  it("works from a subdirectory and reports the repository root and HEAD", async () => {
    const { repo, featureTip } = await forkedHistory();
    await repo.write({ "pkg/deep/x.txt": "x" });
    const sub = repo.path("pkg", "deep");
    expect(await repoRoot(sub)).toBe(repo.dir);
    expect(await headSha(sub)).toBe(featureTip);
    expect(await isShallow(sub)).toBe(false);
  });

  it("explains an unknown ref in a repository with no remote, without CI advice that cannot help", async () => {
    const { repo } = await forkedHistory();
    const error = await resolveMergeBase("no-such-branch", repo.dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    const message = (error as GitError).message;
    expect(message).toBe(
      'the base ref "no-such-branch" does not name a commit in this repository, and there is no remote "origin" to fetch it from. Check the ref name (git branch -a lists what exists).',
    );
  });

  it("rejects something that is not a ref before running git with it", async () => {
    const { repo } = await forkedHistory();
    await expect(resolveMergeBase("--upload-pack=touch /tmp/x", repo.dir)).rejects.toThrow(/invalid base ref/);
  });

  it("says when the histories are unrelated", async () => {
    const { repo } = await forkedHistory();
    await repo.git("switch", "-q", "--orphan", "other");
    await repo.commit("unrelated", { "o.txt": "o" });
    await expect(resolveMergeBase("main", repo.dir)).rejects.toThrow(/have no common ancestor/);
  });

  it("says what to do outside a git repository", async () => {
    const dir = await makeTempDir("not-a-repo-");
    await expect(repoRoot(dir)).rejects.toThrow(/is not inside a git repository/);
  });
});

describe("resolveMergeBase in a shallow clone (actions/checkout with fetch-depth 1)", () => {
  it("fetches a remote-tracking base branch that the clone lacks, then deepens until the merge-base appears", async () => {
    const { repo, branchPoint, mainTip } = await forkedHistory();
    const origin = await repo.bareClone();
    const clone = await cloneRepo(origin.url, "--depth=1", "--branch", "feature");
    expect(await isShallow(clone.dir)).toBe(true);
    await expect(clone.git("rev-parse", "--verify", "--quiet", "origin/main")).rejects.toThrow();

    const log: string[] = [];
    expect(await resolveMergeBase("origin/main", clone.dir, { log: (l) => log.push(l) })).toBe(branchPoint);
    // The branch was stored where git looks for it, and history was fetched, not found locally.
    expect(await clone.git("rev-parse", "origin/main")).toBe(mainTip);
    expect(log.join("\n")).toContain("git fetch --no-tags --depth=1 origin +refs/heads/main:refs/remotes/origin/main");
    expect(log.join("\n")).toContain(`git fetch --no-tags --deepen=50 origin ${mainTip}`);
  });

  it("fetches a base given as a full SHA (as a pull_request event gives it)", async () => {
    const { repo, branchPoint, mainTip } = await forkedHistory();
    const origin = await repo.bareClone();
    const clone = await cloneRepo(origin.url, "--depth=1", "--branch", "feature");
    await expect(clone.git("cat-file", "-e", `${mainTip}^{commit}`)).rejects.toThrow();
    expect(await resolveMergeBase(mainTip, clone.dir)).toBe(branchPoint);
  });

  it("finds the base of a pull_request merge commit checked out the way actions/checkout does it", async () => {
    const { repo, mainTip } = await forkedHistory();
    // GitHub's refs/pull/N/merge: the pull request merged into the current base.
    await repo.checkout("main");
    await repo.git("merge", "-q", "--no-ff", "-m", "Merge feature into main", "feature");
    const mergeCommit = await repo.head();
    await repo.git("update-ref", "refs/pull/1/merge", mergeCommit);
    await repo.git("reset", "-q", "--hard", mainTip);
    const origin = await repo.bareClone();
    await repo.git("--git-dir", origin.dir, "update-ref", "refs/pull/1/merge", mergeCommit);

    const dir = await makeTempDir("checkout-");
    const clone = GitRepo.at(dir);
    await clone.git("init", "-q");
    await clone.git("remote", "add", "origin", origin.url);
    await clone.git("fetch", "-q", "--no-tags", "--depth=1", "origin", "+refs/pull/1/merge:refs/remotes/pull/1/merge");
    await clone.git("checkout", "-q", "--detach", "refs/remotes/pull/1/merge");
    expect(await isShallow(dir)).toBe(true);

    // The event's base SHA is the merge commit's first parent, which the depth-1 clone lacks.
    expect(await resolveMergeBase(mainTip, dir)).toBe(mainTip);
  });

  it("unshallows when the deepening steps are not enough", async () => {
    const { repo, branchPoint } = await forkedHistory();
    const origin = await repo.bareClone();
    const clone = await cloneRepo(origin.url, "--depth=1", "--no-single-branch", "--branch", "feature");
    const log: string[] = [];
    const found = await resolveMergeBase("origin/main", clone.dir, { deepenSteps: [1], log: (l) => log.push(l) });
    expect(found).toBe(branchPoint);
    expect(log.some((l) => l.includes("--deepen=1"))).toBe(true);
    expect(log.some((l) => l.includes("--unshallow"))).toBe(true);
    expect(await isShallow(clone.dir)).toBe(false);
  });

  it("tells the user to set fetch-depth: 0 when the history cannot be fetched", async () => {
    const { repo } = await forkedHistory();
    const origin = await repo.bareClone();
    // Both branches present at depth 1, so the base resolves locally but the merge-base is missing.
    const clone = await cloneRepo(origin.url, "--depth=1", "--no-single-branch", "--branch", "feature");
    await rm(origin.dir, { recursive: true, force: true });
    const error = await resolveMergeBase("origin/main", clone.dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    const message = (error as GitError).message;
    expect(message).toContain("the clone is shallow and does not contain the merge-base of HEAD and origin/main");
    expect(message).toContain("does not appear to be a git repository");
    expect(message).toContain("set fetch-depth: 0 on actions/checkout");
  });

  it("tells the user to set fetch-depth: 0 when the base ref does not exist on the remote", async () => {
    const { repo } = await forkedHistory();
    const origin = await repo.bareClone();
    const clone = await cloneRepo(origin.url, "--depth=1", "--branch", "feature");
    const error = await resolveMergeBase("origin/release", clone.dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    const message = (error as GitError).message;
    expect(message).toContain('the base ref "origin/release" is not in this clone, and fetching it from origin failed');
    expect(message).toContain("couldn't find remote ref");
    expect(message).toContain("set fetch-depth: 0 on actions/checkout");
  });

  it("explains that an abbreviated SHA cannot be fetched", async () => {
    const { repo, mainTip } = await forkedHistory();
    const origin = await repo.bareClone();
    const clone = await cloneRepo(origin.url, "--depth=1", "--branch", "feature");
    await expect(resolveMergeBase(mainTip.slice(0, 7), clone.dir)).rejects.toThrow(/full 40-character SHA/);
  });
});
