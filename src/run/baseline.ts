/**
 * Measuring the base of a pull request: find the merge-base, check it out in a temporary
 * worktree, build it, start the same server there and measure it. Shared by the CLI `compare`
 * command and the action.
 *
 * Git problems the user must fix are thrown (GitError). A base that cannot be built or whose
 * server cannot be started or listed is a result, `kind: "none"`, with the reason: it is never
 * the same as "no change".
 */
import { existsSync, statSync } from "node:fs";
import { realpath } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { firstErrorLine, outputExcerpt } from "../core/output-excerpt.js";
import type { Report } from "../core/report.js";
import { DEFAULT_BUILD_TIMEOUT_MS, runBuild } from "../git/build.js";
import { BuildError, GitError } from "../git/errors.js";
import { type MergeBaseOptions, resolveMergeBase, shortSha } from "../git/merge-base.js";
import { repoRoot } from "../git/repo.js";
import { withWorktree } from "../git/worktree.js";
import { ServerError } from "../mcp/errors.js";
import type { ServerSpec } from "../mcp/list.js";
import type { EnvOptions } from "../process/env.js";

export interface BaselineRequest {
  /** The base branch, tag or SHA, e.g. "origin/main"; the merge-base of it and HEAD is measured. */
  baseRef: string;
  /** Any directory inside the head checkout; the build runs in the same directory of the base. */
  repoDir: string;
  /** The repository's top directory, when the caller has already looked it up. */
  root?: string;
  /** The merge-base of baseRef and HEAD, when the caller has already resolved it. */
  mergeBase?: string;
  /**
   * How the head server is started. For stdio, `cwd` (default: repoDir) is mapped to the same
   * path inside the base worktree, and so is a command or argument that is an absolute path
   * inside the head checkout; relative paths keep working because they are relative to cwd.
   */
  spec: ServerSpec;
  /** Build command, run through the shell in the base worktree before its server starts. */
  build?: string;
  buildTimeoutMs?: number;
  /** Measures one server; passed in so callers bind their own options (encodings, timeout). */
  measure: (spec: ServerSpec) => Promise<Report>;
  /** Environment the build is derived from, after secrets are removed (default: process.env). */
  parentEnv?: Readonly<Record<string, string | undefined>>;
  /** Remote and deepening steps for shallow clones. */
  git?: Omit<MergeBaseOptions, "log">;
  /** Where the temporary worktree goes (default: os.tmpdir()). */
  tempDir?: string;
  /** Progress lines (fetches, build, cleanup problems); the library prints nothing itself. */
  log?: (line: string) => void;
  /** Called once the base is checked out, before its build runs. */
  onCheckedOut?: () => void;
}

export type BaselineResult =
  | { kind: "measured"; report: Report; sha: string }
  | {
      kind: "none";
      reason: string;
      sha: string | null;
      /**
       * The base has no server at all (the pull request adds it): its build or start failed, and the
       * server's directory, or every project manifest it has at head, is absent at the base (baseLacksServer).
       */
      newServer?: true;
      /** The base was checked out (and built when asked) but its server did not start or list its tools. */
      notStarted?: true;
    };

/**
 * The files that make a directory a project. When the head's server directory has some and the base has none
 * of them (or no such directory), the base holds no project there: the pull request adds the server.
 */
const MANIFESTS = [
  "package.json",
  "deno.json",
  "deno.jsonc",
  "pyproject.toml",
  "setup.py",
  "setup.cfg",
  "requirements.txt",
  "go.mod",
  "Cargo.toml",
  "pom.xml",
  "build.gradle",
  "build.gradle.kts",
  "Gemfile",
  "composer.json",
  "Package.swift",
  "mix.exs",
];

/**
 * Whether the base checkout lacks the server: a directory the server is built or started in (the build's
 * directory, the server's working directory, the folder of a file its command names) does not exist at the base, or has at head some project
 * manifests and at the base none of them. Read before the base is built, on the files git checked out. A
 * base whose project is there and whose build fails is a real failure, never taken for a new server.
 */
export async function baseLacksServer(
  at: BaseCheckout,
  spec: Extract<ServerSpec, { kind: "stdio" }>,
): Promise<boolean> {
  const dirs = new Set([await realOrSelf(resolve(at.repoDir)), await realOrSelf(resolve(spec.cwd ?? at.repoDir))]);
  // The folder of a file the command names (server/index.mjs: server/) counts too; the root always exists.
  const cwd = await realOrSelf(resolve(spec.cwd ?? at.repoDir));
  for (const value of [spec.command, ...spec.args]) {
    const file = isAbsolute(value) ? await realOrSelf(value) : resolve(cwd, value);
    if (isInside(file, at.root) && existsSync(file) && !isDirectory(file)) dirs.add(dirname(file));
  }
  for (const headDir of dirs) {
    if (!isInside(headDir, at.root)) continue;
    const baseDir = join(at.worktree, relative(at.root, headDir));
    if (!isDirectory(baseDir)) return true;
    const atHead = MANIFESTS.filter((name) => existsSync(join(headDir, name)));
    if (atHead.length > 0 && !atHead.some((name) => existsSync(join(baseDir, name)))) return true;
  }
  return false;
}

/** Enough of a stack trace or build log to see what broke, short enough for a PR comment. */
const REASON_LINES = 12;

/** The first lines of a server error as users should read them, its stderr tail included. */
function firstLines(error: ServerError): string {
  return error.describe().split("\n").slice(0, REASON_LINES).join("\n");
}

/** A path relative to the repository root, for messages ("." for the root itself). */
function shown(root: string, path: string): string {
  return relative(root, path) || ".";
}

function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

async function realOrSelf(path: string): Promise<string> {
  return realpath(path).catch(() => path);
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The head spec rewritten for the worktree, and the paths it names that exist at head. */
export interface MappedSpec {
  spec: Extract<ServerSpec, { kind: "stdio" }>;
  /** Relative to the repository root; present at head, so worth naming if the base lacks them. */
  paths: { head: string; base: string; shown: string }[];
}

/**
 * The head's stdio spec for the base worktree: its cwd (`headCwd`, a real path inside `root`) moved to the
 * same place in the worktree, and a command or argument that is an absolute path inside the checkout too.
 */
export async function mapSpec(
  spec: Extract<ServerSpec, { kind: "stdio" }>,
  root: string,
  headCwd: string,
  worktree: string,
): Promise<MappedSpec> {
  const baseCwd = join(worktree, relative(root, headCwd));
  const paths: MappedSpec["paths"] = [];
  const mapOne = async (value: string): Promise<string> => {
    const head = isAbsolute(value) ? await realOrSelf(value) : resolve(headCwd, value);
    if (!isInside(head, root) || !existsSync(head)) return value;
    const base = join(worktree, relative(root, head));
    paths.push({ head, base, shown: shown(root, head) });
    // Relative paths stay as they are: they resolve against the mapped cwd.
    return isAbsolute(value) ? base : value;
  };
  const command = await mapOne(spec.command);
  const args: string[] = [];
  for (const arg of spec.args) args.push(await mapOne(arg));
  return { spec: { ...spec, command, args, cwd: baseCwd }, paths };
}

/** Throws when `dir` has no counterpart at the base commit. */
function requireInside(what: string, dir: string, root: string): void {
  if (!isInside(dir, root)) {
    throw new GitError(
      `${what}, ${dir}, is outside the repository ${root}, so it has no counterpart at the base commit; ` +
        "run from inside the repository, or compare with --base-report",
    );
  }
}

/** Where a base is checked out, and which directory of the head checkout it stands for. */
export interface BaseCheckout {
  /** The repository's top directory (of the head checkout). */
  root: string;
  /** Any directory inside the head checkout: the build runs in the same directory of the base. */
  repoDir: string;
  worktree: string;
  sha: string;
}

export interface BaseBuild {
  command: string;
  timeoutMs?: number;
  /** Environment the build is derived from, after secrets are removed (default: process.env). */
  parentEnv?: Readonly<Record<string, string | undefined>>;
  /** The user's explicit variables and further names to withhold. */
  env?: EnvOptions;
  log?: (line: string) => void;
}

/** Runs the build in the base worktree; the reason there is no baseline when it fails, else null. */
export async function buildAtBase(at: BaseCheckout, build: BaseBuild): Promise<string | null> {
  const where = `at base ${shortSha(at.sha)}`;
  const headDir = await realOrSelf(resolve(at.repoDir));
  const buildDir = join(at.worktree, relative(at.root, headDir));
  if (!isDirectory(buildDir)) {
    return `the directory ${shown(at.root, headDir)} does not exist ${where}, so the build could not run there`;
  }
  build.log?.(`building ${where}: ${build.command}`);
  try {
    await runBuild(
      build.command,
      buildDir,
      build.parentEnv ?? process.env,
      build.timeoutMs ?? DEFAULT_BUILD_TIMEOUT_MS,
      build.env ?? {},
    );
    return null;
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    // The first line says what broke; then the lines that look like errors with the last ones (npm's
    // usage text comes after its one line of cause).
    const excerpt = outputExcerpt(error.output, { tail: 8, errors: 4 });
    const cause = firstErrorLine(error.output) ?? excerpt[0];
    const rest = excerpt[0] === cause ? excerpt.slice(1) : excerpt;
    return `build failed ${where} (${error.how})${cause ? `: ${cause}` : ""}${rest.map((l) => `\n${l}`).join("")}`;
  }
}

/**
 * Starts the head's stdio server in the base worktree (its paths mapped there) and measures it; a server
 * that cannot be started there is `kind: "none"` with the reason.
 */
export async function measureAtBase(
  at: BaseCheckout,
  spec: Extract<ServerSpec, { kind: "stdio" }>,
  measure: (spec: ServerSpec) => Promise<Report>,
): Promise<BaselineResult> {
  const where = `at base ${shortSha(at.sha)}`;
  const none = (reason: string): BaselineResult => ({ kind: "none", reason, sha: at.sha, notStarted: true });
  const headCwd = await realOrSelf(resolve(spec.cwd ?? at.repoDir));
  requireInside("the server's working directory", headCwd, at.root);
  const mapped = await mapSpec(spec, at.root, headCwd, at.worktree);
  if (!isDirectory(mapped.spec.cwd ?? at.worktree)) {
    return none(`the server's working directory ${shown(at.root, headCwd)} does not exist ${where}`);
  }
  try {
    return { kind: "measured", report: await measure(mapped.spec), sha: at.sha };
  } catch (error) {
    if (!(error instanceof ServerError)) throw error;
    const missing = mapped.paths.filter((p) => !existsSync(p.base)).map((p) => p.shown);
    if (missing.length > 0) {
      const list = missing.join(", ");
      return none(
        `the server could not be started ${where}: ${list} ${missing.length === 1 ? "does" : "do"} not exist there` +
          ` (${error.message.split("\n")[0]})`,
      );
    }
    return none(`the server could not be started or listed ${where}: ${firstLines(error)}`);
  }
}

/** Measures the server as it was at the merge-base of `baseRef` and HEAD. */
export async function measureBaseline(req: BaselineRequest): Promise<BaselineResult> {
  const log = req.log ?? (() => undefined);
  if (req.spec.kind === "http") {
    return {
      kind: "none",
      sha: null,
      reason:
        `the server is reached over HTTP (${req.spec.url}), so it cannot be started at the base commit; ` +
        "start the base version yourself and measure it with its own URL",
    };
  }
  const spec = req.spec;
  const root = req.root ?? (await repoRoot(req.repoDir));
  // Checked before anything is checked out: a setup that cannot work fails fast.
  requireInside("the directory to measure from (repoDir)", await realOrSelf(resolve(req.repoDir)), root);
  requireInside("the server's working directory", await realOrSelf(resolve(spec.cwd ?? req.repoDir)), root);

  const sha = req.mergeBase ?? (await resolveMergeBase(req.baseRef, root, { ...req.git, log }));
  log(`measuring the base ${shortSha(sha)} (merge-base of HEAD and ${req.baseRef})`);

  return withWorktree(
    sha,
    root,
    async (worktree): Promise<BaselineResult> => {
      const at: BaseCheckout = { root, repoDir: req.repoDir, worktree, sha };
      // Read before the build runs: what git checked out, not what the build wrote.
      const lacksServer = await baseLacksServer(at, spec);
      const none = (reason: string, notStarted = false): BaselineResult => ({
        kind: "none",
        reason,
        sha,
        ...(lacksServer ? { newServer: true as const } : {}),
        ...(notStarted ? { notStarted: true as const } : {}),
      });
      if (req.build !== undefined && req.build.trim() !== "") {
        const failed = await buildAtBase(at, {
          command: req.build,
          ...(req.buildTimeoutMs === undefined ? {} : { timeoutMs: req.buildTimeoutMs }),
          ...(req.parentEnv ? { parentEnv: req.parentEnv } : {}),
          // The user's explicit variables reach the build too (it may need them to compile).
          env: { strip: spec.env?.strip ?? [], set: spec.env?.set ?? {} },
          log,
        });
        if (failed !== null) return none(failed);
      }
      const result = await measureAtBase(at, spec, req.measure);
      return result.kind === "none" ? none(result.reason, result.notStarted === true) : result;
    },
    {
      log,
      ...(req.tempDir === undefined ? {} : { parentDir: req.tempDir }),
      ...(req.onCheckedOut ? { onCheckedOut: req.onCheckedOut } : {}),
    },
  );
}
