/**
 * Real git repositories in temporary folders, for tests of the git adapters.
 * Every directory made here is recorded and removed by `removeTempDirs()` (call it in afterEach).
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const made: string[] = [];

/** A new empty directory under os.tmpdir(), removed by removeTempDirs(). */
export async function makeTempDir(prefix = "git-test-"): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `mcp-token-budget-${prefix}`));
  made.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  const dirs = made.splice(0);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Runs git in `cwd` and returns its trimmed stdout; rejects with git's stderr. */
export function runGit(cwd: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      args,
      { cwd, encoding: "utf8", env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`git ${args.join(" ")} failed in ${cwd}: ${stderr.trim()}`));
        else resolve(stdout.trim());
      },
    );
  });
}

export class GitRepo {
  private constructor(readonly dir: string) {}

  /** `git init -b main` in a new temp directory, with a local identity and no signing. */
  static async init(prefix = "repo-"): Promise<GitRepo> {
    const dir = await makeTempDir(prefix);
    const repo = new GitRepo(dir);
    await repo.git("init", "-q", "-b", "main");
    await repo.git("config", "user.name", "Test");
    await repo.git("config", "user.email", "test@example.com");
    await repo.git("config", "commit.gpgsign", "false");
    return repo;
  }

  /** A repository that already exists (a clone, say), driven with the same helpers. */
  static at(dir: string): GitRepo {
    return new GitRepo(dir);
  }

  git(...args: string[]): Promise<string> {
    return runGit(this.dir, ...args);
  }

  path(...parts: string[]): string {
    return join(this.dir, ...parts);
  }

  /** Writes files (paths relative to the repo, folders made as needed). */
  async write(files: Record<string, string>): Promise<void> {
    for (const [name, content] of Object.entries(files)) {
      const file = this.path(name);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, content);
    }
  }

  /** Writes the files, stages everything and commits; returns the new commit's SHA. */
  async commit(message: string, files: Record<string, string> = {}): Promise<string> {
    await this.write(files);
    await this.git("add", "-A");
    await this.git("commit", "-q", "--allow-empty", "-m", message);
    return this.head();
  }

  head(): Promise<string> {
    return this.git("rev-parse", "HEAD");
  }

  /** Creates `name` at the current commit (or at `from`) and switches to it. */
  async branch(name: string, from?: string): Promise<void> {
    await this.git("switch", "-q", "-c", name, ...(from === undefined ? [] : [from]));
  }

  async checkout(name: string): Promise<void> {
    await this.git("switch", "-q", name);
  }

  /**
   * What the Actions runner checks out on a pull_request event: GitHub's test merge of the head into the
   * base (refs/pull/N/merge), a commit nobody pushed, detached. Returns its SHA.
   */
  async checkoutPullMerge(number: number, base: string, head: string): Promise<string> {
    await this.git("switch", "-q", "--detach", base);
    await this.git("merge", "-q", "--no-ff", "--no-edit", "-m", `Merge ${head} into ${base}`, head);
    const sha = await this.head();
    await this.git("update-ref", `refs/pull/${number}/merge`, sha);
    return sha;
  }

  /** A bare copy of this repository, to serve as "origin" for clones over file://. */
  async bareClone(): Promise<{ dir: string; url: string }> {
    const dir = join(await makeTempDir("origin-"), "origin.git");
    await runGit(tmpdir(), "clone", "-q", "--bare", this.dir, dir);
    return { dir, url: `file://${dir}` };
  }

  /** Paths of every worktree git knows for this repository, the main one first. */
  async worktrees(): Promise<string[]> {
    const porcelain = await this.git("worktree", "list", "--porcelain");
    return porcelain
      .split("\n")
      .filter((line) => line.startsWith("worktree "))
      .map((line) => line.slice("worktree ".length));
  }
}

/** `git clone` of `url` into a new temp directory with extra flags (e.g. --depth=1 --branch feature). */
export async function cloneRepo(url: string, ...flags: string[]): Promise<GitRepo> {
  const dir = join(await makeTempDir("clone-"), "clone");
  await runGit(tmpdir(), "clone", "-q", ...flags, url, dir);
  const repo = GitRepo.at(dir);
  await repo.git("config", "user.name", "Test");
  await repo.git("config", "user.email", "test@example.com");
  return repo;
}
