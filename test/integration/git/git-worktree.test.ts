import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runBuild } from "../../../src/git/build.js";
import { BuildError, GitError } from "../../../src/git/errors.js";
import { withWorktree } from "../../../src/git/worktree.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

afterEach(removeTempDirs);

async function twoCommits() {
  const repo = await GitRepo.init();
  const first = await repo.commit("first", { "version.txt": "one" });
  await repo.commit("second", { "version.txt": "two" });
  return { repo, first };
}

describe("withWorktree", () => {
  it("checks out the commit beside the head checkout and removes it afterwards", async () => {
    const { repo, first } = await twoCommits();
    let seen = "";
    const result = await withWorktree(first, repo.dir, async (path) => {
      seen = path;
      expect(await repo.worktrees()).toHaveLength(2);
      // Build output: untracked files must not stop the removal.
      await writeFile(join(path, "built.js"), "output");
      return readFile(join(path, "version.txt"), "utf8");
    });
    expect(result).toBe("one");
    expect(await readFile(repo.path("version.txt"), "utf8")).toBe("two");
    expect(await repo.worktrees()).toEqual([repo.dir]);
    expect(existsSync(seen)).toBe(false);
  });

  it("checks out several commits at once (release notes measure two versions side by side)", async () => {
    // Git's worktree registry is not safe for concurrent changes: two adds, or an add beside a prune, failed
    // with "failed to read .git/worktrees/<name>/commondir" in a CI run of release-notes.
    const repo = await GitRepo.init();
    const shas: string[] = [];
    for (let i = 0; i < 6; i++) shas.push(await repo.commit(`c${i}`, { "version.txt": `v${i}` }));
    for (let round = 0; round < 3; round++) {
      const seen = await Promise.all(
        shas.map((sha) => withWorktree(sha, repo.dir, (path) => readFile(join(path, "version.txt"), "utf8"))),
      );
      expect(seen).toEqual(shas.map((_, i) => `v${i}`));
      expect(await repo.worktrees()).toEqual([repo.dir]);
    }
  }, 120_000);

  it("removes the worktree when fn throws, and rethrows fn's error", async () => {
    const { repo, first } = await twoCommits();
    let seen = "";
    const failure = new Error("the base server exploded");
    await expect(
      withWorktree(first, repo.dir, async (path) => {
        seen = path;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(seen).not.toBe("");
    expect(existsSync(seen)).toBe(false);
    expect(await repo.worktrees()).toEqual([repo.dir]);
  });

  it("removes the worktree when a build inside it times out", async () => {
    const { repo, first } = await twoCommits();
    let seen = "";
    const error = await withWorktree(first, repo.dir, async (path) => {
      seen = path;
      await runBuild("echo started > started.txt; sleep 30", path, { PATH: process.env.PATH }, 300);
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).timedOut).toBe(true);
    expect(existsSync(seen)).toBe(false);
    expect(await repo.worktrees()).toEqual([repo.dir]);
  });

  it("names the commit when it cannot be checked out, and leaves nothing behind", async () => {
    const { repo } = await twoCommits();
    const parentDir = await makeTempDir("worktrees-");
    const missing = "0123456789abcdef0123456789abcdef01234567";
    let called = false;
    const error = await withWorktree(
      missing,
      repo.dir,
      async () => {
        called = true;
      },
      { parentDir },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    expect((error as GitError).message).toContain("could not check out the base commit 0123456");
    expect(called).toBe(false);
    expect(await readdir(parentDir)).toEqual([]);
    expect(await repo.worktrees()).toEqual([repo.dir]);
  });

  it("makes its temporary directory where it is told to, and removes all of it", async () => {
    const { repo, first } = await twoCommits();
    const parentDir = await makeTempDir("worktrees-");
    const inside = await withWorktree(first, repo.dir, async (path) => path, { parentDir });
    expect(inside.startsWith(parentDir)).toBe(true);
    expect(await readdir(parentDir)).toEqual([]);
  });
});
