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
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import type { Report } from "../core/report.js";
import { DEFAULT_BUILD_TIMEOUT_MS, runBuild } from "../git/build.js";
import { BuildError, GitError } from "../git/errors.js";
import { type MergeBaseOptions, resolveMergeBase, shortSha } from "../git/merge-base.js";
import { repoRoot } from "../git/repo.js";
import { withWorktree } from "../git/worktree.js";
import { ServerError } from "../mcp/errors.js";
import type { ServerSpec } from "../mcp/list.js";

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
  | { kind: "none"; reason: string; sha: string | null };

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
interface MappedSpec {
  spec: Extract<ServerSpec, { kind: "stdio" }>;
  /** Relative to the repository root; present at head, so worth naming if the base lacks them. */
  paths: { head: string; base: string; shown: string }[];
}

async function mapSpec(
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
  const headDir = await realOrSelf(resolve(req.repoDir));
  const headCwd = await realOrSelf(resolve(spec.cwd ?? req.repoDir));
  for (const [what, dir] of [
    ["the directory to measure from (repoDir)", headDir],
    ["the server's working directory", headCwd],
  ] as const) {
    if (!isInside(dir, root)) {
      throw new GitError(
        `${what}, ${dir}, is outside the repository ${root}, so it has no counterpart at the base commit; ` +
          "run from inside the repository, or compare with --base-report",
      );
    }
  }

  const sha = req.mergeBase ?? (await resolveMergeBase(req.baseRef, root, { ...req.git, log }));
  const at = `at base ${shortSha(sha)}`;
  log(`measuring the base ${shortSha(sha)} (merge-base of HEAD and ${req.baseRef})`);

  return withWorktree(
    sha,
    root,
    async (worktree): Promise<BaselineResult> => {
      const none = (reason: string): BaselineResult => ({ kind: "none", reason, sha });

      if (req.build !== undefined && req.build.trim() !== "") {
        const buildDir = join(worktree, relative(root, headDir));
        if (!isDirectory(buildDir)) {
          return none(`the directory ${shown(root, headDir)} does not exist ${at}, so the build could not run there`);
        }
        log(`building ${at}: ${req.build}`);
        try {
          await runBuild(
            req.build,
            buildDir,
            req.parentEnv ?? process.env,
            req.buildTimeoutMs ?? DEFAULT_BUILD_TIMEOUT_MS,
            // The user's explicit variables reach the build too (it may need them to compile).
            { strip: spec.env?.strip ?? [], set: spec.env?.set ?? {} },
          );
        } catch (error) {
          if (!(error instanceof BuildError)) throw error;
          const output = error.outputTail.length > 0 ? `: ${error.outputTail.slice(-REASON_LINES).join("\n")}` : "";
          return none(`build failed ${at} (${error.how})${output}`);
        }
      }

      const mapped = await mapSpec(spec, root, headCwd, worktree);
      if (!isDirectory(mapped.spec.cwd ?? worktree)) {
        return none(`the server's working directory ${shown(root, headCwd)} does not exist ${at}`);
      }
      try {
        return { kind: "measured", report: await req.measure(mapped.spec), sha };
      } catch (error) {
        if (!(error instanceof ServerError)) throw error;
        const missing = mapped.paths.filter((p) => !existsSync(p.base)).map((p) => p.shown);
        if (missing.length > 0) {
          const list = missing.join(", ");
          return none(
            `the server could not be started ${at}: ${list} ${missing.length === 1 ? "does" : "do"} not exist there` +
              ` (${error.message.split("\n")[0]})`,
          );
        }
        return none(`the server could not be started or listed ${at}: ${firstLines(error)}`);
      }
    },
    {
      log,
      ...(req.tempDir === undefined ? {} : { parentDir: req.tempDir }),
      ...(req.onCheckedOut ? { onCheckedOut: req.onCheckedOut } : {}),
    },
  );
}
