import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  countingKey,
  measureCounting
} from "./chunk-3QN2H6HJ.js";
import {
  listedOf,
  measure,
  measureWithTools
} from "./chunk-5VAMAJZA.js";
import {
  VERSION
} from "./chunk-LVFBAOR2.js";
import {
  ServerError
} from "./chunk-RUROCYBG.js";
import {
  compare
} from "./chunk-K5HSJDJ7.js";
import {
  readJsonDocument
} from "./chunk-UJWHOAM5.js";
import {
  ReportFileError
} from "./chunk-BTELIIU7.js";
import {
  REPORT_SCHEMA_VERSION
} from "./chunk-4KOQUDW2.js";
import {
  checkBudget
} from "./chunk-3LNUBDVX.js";
import {
  HeadBuildError
} from "./chunk-6ZRMMUJB.js";
import {
  BuildError,
  GitError,
  git,
  hardenedArgs,
  hardenedEnv,
  hasTrackedChanges,
  headSha,
  isShallow,
  repoRoot,
  resolveCommit
} from "./chunk-JYWWFT3Y.js";
import {
  firstErrorLine,
  outputExcerpt
} from "./chunk-MQ2PVAKA.js";
import {
  TOKENIZER
} from "./chunk-DJ2EGANE.js";
import {
  OWN_GROUP,
  endOnExit,
  killGroup
} from "./chunk-KZRILCG4.js";
import {
  serverEnvironment
} from "./chunk-JBB6Y6K4.js";
import {
  haltIfStopping,
  isStopping,
  onCleanup
} from "./chunk-CDRE7MMI.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/pipeline.ts
import { realpath as realpath2 } from "node:fs/promises";
import path from "node:path";

// src/cache/key.ts
import { createHash } from "node:crypto";
var CACHE_KEY_PREFIX = "mcp-token-budget-report";
function settingsHash(settings) {
  const canonical = {
    build: settings.build,
    command: settings.command,
    args: [...settings.args],
    workingDirectory: settings.workingDirectory,
    env: Object.entries(settings.env).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0),
    stripEnv: [...new Set(settings.stripEnv)].sort(),
    encodings: [...settings.encodings],
    // Absent rather than empty when no model was asked for, so existing cache entries keep their keys.
    ...settings.models && settings.models.length > 0 ? { models: [...settings.models] } : {},
    // Absent when off, so entries measured without the check keep their keys.
    ...settings.checkStable ? { checkStable: true } : {},
    // Absent when none, so entries without clients keep their keys.
    ...settings.clients && settings.clients.length > 0 ? { clients: [...settings.clients] } : {},
    ...settings.clientServerKey ? { clientServerKey: settings.clientServerKey } : {},
    // Every report holds both views; named here so a future view cannot reuse an old entry.
    views: ["model", "raw"],
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: VERSION,
    tokenizer: `${TOKENIZER.name}@${TOKENIZER.version}`
  };
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex").slice(0, 24);
}
__name(settingsHash, "settingsHash");
function cacheKey(sha, settings) {
  return `${CACHE_KEY_PREFIX}-${sha}-${settingsHash(settings)}`;
}
__name(cacheKey, "cacheKey");

// src/git/build.ts
import { spawn } from "node:child_process";
var DEFAULT_BUILD_TIMEOUT_MS = 10 * 6e4;
var TAIL_LINES = 20;
var KEEP_BYTES = 64 * 1024;
var KILL_GRACE_MS = 2e3;
var DRAIN_MS = 200;
function buildEnvironment(parentEnv, options = {}) {
  return serverEnvironment(parentEnv, options);
}
__name(buildEnvironment, "buildEnvironment");
function runBuild(command, cwd, parentEnv, timeoutMs = DEFAULT_BUILD_TIMEOUT_MS, envOptions = {}) {
  return new Promise((resolve2, reject) => {
    let output = "";
    const collect = /* @__PURE__ */ __name((chunk) => {
      output = (output + chunk.toString("utf8")).slice(-KEEP_BYTES);
    }, "collect");
    const lines = /* @__PURE__ */ __name(() => output.split(/\r?\n/).map((line) => line.trimEnd()).filter((line) => line.trim() !== ""), "lines");
    const tail = /* @__PURE__ */ __name(() => lines().slice(-TAIL_LINES), "tail");
    const child = spawn(command, {
      cwd,
      env: buildEnvironment(parentEnv, envOptions),
      shell: true,
      stdio: ["ignore", "pipe", "pipe"],
      detached: OWN_GROUP,
      windowsHide: true
    });
    const release = endOnExit(child);
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    let timedOut = false;
    let graceTimer;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child, "SIGTERM");
      graceTimer = setTimeout(() => killGroup(child, "SIGKILL"), KILL_GRACE_MS);
    }, timeoutMs);
    const finish = /* @__PURE__ */ __name((error) => {
      clearTimeout(timer);
      clearTimeout(graceTimer);
      release();
      if (isStopping()) return;
      if (error) reject(error);
      else resolve2({ outputTail: tail() });
    }, "finish");
    child.once("error", (error) => {
      finish(new BuildError(command, `could not start the shell: ${error.message}`, null, false, []));
    });
    child.once("exit", (code, signal) => {
      killGroup(child, "SIGKILL");
      const drained = new Promise((done) => {
        if (child.stdout?.readableEnded !== false && child.stderr?.readableEnded !== false) done();
        child.once("close", () => done());
        setTimeout(done, DRAIN_MS);
      });
      void drained.then(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        if (timedOut) {
          finish(new BuildError(command, `timed out after ${timeoutMs / 1e3} s`, null, true, tail(), lines()));
        } else if (code === 0) {
          finish(null);
        } else if (code !== null) {
          finish(new BuildError(command, `exit code ${code}`, code, false, tail(), lines()));
        } else {
          finish(new BuildError(command, `killed by ${signal}`, null, false, tail(), lines()));
        }
      });
    });
  });
}
__name(runBuild, "runBuild");

// src/git/merge-base.ts
var DEFAULT_DEEPEN_STEPS = [50, 200, 1e3];
var FETCH_DEPTH_HINT = "If this runs in GitHub Actions, set fetch-depth: 0 on actions/checkout (or fetch the base branch before this step).";
var FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
var SHORT_SHA = /^[0-9a-f]{4,63}$/i;
function shortSha(sha) {
  return sha.slice(0, 7);
}
__name(shortSha, "shortSha");
function checkRef(ref) {
  if (ref.trim() === "" || ref.startsWith("-") || /\s/.test(ref)) {
    throw new GitError(
      `invalid base ref ${JSON.stringify(ref)}: expected a branch, tag or commit SHA, e.g. origin/main`
    );
  }
}
__name(checkRef, "checkRef");
function remoteBranch(ref, remote) {
  for (const prefix of [`refs/remotes/${remote}/`, `${remote}/`]) {
    if (ref.startsWith(prefix) && ref.length > prefix.length) return ref.slice(prefix.length);
  }
  return null;
}
__name(remoteBranch, "remoteBranch");
async function mergeBase(sha, cwd) {
  const result = await git(["merge-base", sha, "HEAD"], cwd, { allowExitCodes: [1] });
  return result.exitCode === 0 ? result.stdout.trim() : null;
}
__name(mergeBase, "mergeBase");
async function fetchRef(ref, cwd, remote, log) {
  const remotes = (await git(["remote"], cwd)).stdout.split("\n").map((r) => r.trim());
  if (!remotes.includes(remote)) {
    throw new GitError(
      `the base ref ${JSON.stringify(ref)} does not name a commit in this repository, and there is no remote "${remote}" to fetch it from. Check the ref name (git branch -a lists what exists).`
    );
  }
  const depth = await isShallow(cwd) ? ["--depth=1"] : [];
  const branch = FULL_SHA.test(ref) ? null : remoteBranch(ref, remote);
  const refspec = branch === null ? ref : `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`;
  const fetched = FULL_SHA.test(ref) ? ref : branch === null ? "FETCH_HEAD" : `refs/remotes/${remote}/${branch}`;
  const args = ["fetch", "--no-tags", ...depth, remote, refspec];
  log(`the base ref ${ref} is not in this clone; running git ${args.join(" ")}`);
  try {
    await git(args, cwd);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    const shortHint = SHORT_SHA.test(ref) && !FULL_SHA.test(ref) ? " A commit can only be fetched by its full 40-character SHA." : "";
    throw new GitError(
      `the base ref ${JSON.stringify(ref)} is not in this clone, and fetching it from ${remote} failed${error.stderr ? `:
${error.stderr}
` : ". "}Check the ref name.${shortHint} ${FETCH_DEPTH_HINT}`,
      error.stderr
    );
  }
  const sha = await resolveCommit(fetched, cwd);
  if (sha === null) {
    throw new GitError(
      `fetched ${JSON.stringify(ref)} from ${remote}, but it does not name a commit. Check the ref name.`
    );
  }
  return sha;
}
__name(fetchRef, "fetchRef");
async function resolveMergeBase(ref, cwd, options = {}) {
  checkRef(ref);
  const remote = options.remote ?? "origin";
  const log = options.log ?? (() => void 0);
  const wasShallow = await isShallow(cwd);
  const baseSha = await resolveCommit(ref, cwd) ?? await fetchRef(ref, cwd, remote, log);
  const found = await mergeBase(baseSha, cwd);
  if (found !== null) return found;
  const what = `HEAD and ${ref} (${shortSha(baseSha)})`;
  const fetchMore = /* @__PURE__ */ __name(async (how, describe) => {
    const args = ["fetch", "--no-tags", how, remote, baseSha];
    log(`the clone is shallow and has no merge-base of ${what} yet; ${describe}: git ${args.join(" ")}`);
    try {
      await git(args, cwd);
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      throw new GitError(
        `the clone is shallow and does not contain the merge-base of ${what}; fetching more history from ${remote} failed${error.stderr ? `:
${error.stderr}
` : ". "}${FETCH_DEPTH_HINT}`,
        error.stderr
      );
    }
    return mergeBase(baseSha, cwd);
  }, "fetchMore");
  for (const step of options.deepenSteps ?? DEFAULT_DEEPEN_STEPS) {
    if (!await isShallow(cwd)) break;
    const deepened = await fetchMore(`--deepen=${step}`, `fetching ${step} more commits`);
    if (deepened !== null) return deepened;
  }
  if (await isShallow(cwd)) {
    const unshallowed = await fetchMore("--unshallow", "fetching the whole history");
    if (unshallowed !== null) return unshallowed;
  }
  throw new GitError(
    `${what} have no common ancestor${wasShallow ? ", even with the whole history fetched" : ""}. Check that the base ref is the branch this one was made from (for a pull request, its base branch).`
  );
}
__name(resolveMergeBase, "resolveMergeBase");

// src/run/baseline.ts
import { existsSync, statSync } from "node:fs";
import { realpath } from "node:fs/promises";
import { dirname, isAbsolute, join as join2, relative, resolve, sep } from "node:path";

// src/git/worktree.ts
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
var registryQueue = Promise.resolve();
function changeRegistry(change) {
  const result = registryQueue.then(change, change);
  registryQueue = result.catch(() => void 0);
  return result;
}
__name(changeRegistry, "changeRegistry");
var PRUNE_AT_EXIT_MS = 5e3;
function removeWorktreeNow(tempDir, root) {
  rmSync(tempDir, { recursive: true, force: true });
  try {
    execFileSync("git", [...hardenedArgs(), "worktree", "prune"], {
      cwd: root,
      stdio: "ignore",
      env: hardenedEnv(),
      timeout: PRUNE_AT_EXIT_MS
    });
  } catch {
  }
}
__name(removeWorktreeNow, "removeWorktreeNow");
async function removeWorktree(path2, tempDir, root, log) {
  await changeRegistry(() => git(["worktree", "remove", "--force", path2], root)).catch(
    (error) => log(`could not remove the worktree ${path2}: ${error.message}`)
  );
  await rm(tempDir, { recursive: true, force: true }).catch(
    (error) => log(`could not delete ${tempDir}: ${error.message}`)
  );
  await changeRegistry(() => git(["worktree", "prune"], root)).catch(
    (error) => log(`git worktree prune failed: ${error.message}`)
  );
}
__name(removeWorktree, "removeWorktree");
async function withWorktree(sha, repoRoot2, fn, options = {}) {
  const log = options.log ?? (() => void 0);
  const tempDir = await mkdtemp(join(options.parentDir ?? tmpdir(), "mcp-token-budget-"));
  const path2 = join(tempDir, `base-${shortSha(sha)}`);
  let added = Promise.resolve();
  let removal;
  const remove = /* @__PURE__ */ __name(() => {
    removal ??= added.then(
      () => removeWorktree(path2, tempDir, repoRoot2, log),
      () => removeWorktree(path2, tempDir, repoRoot2, log)
    );
    return removal;
  }, "remove");
  const release = onCleanup({ kind: "files", run: remove, atExit: /* @__PURE__ */ __name(() => removeWorktreeNow(tempDir, repoRoot2), "atExit") });
  try {
    await haltIfStopping();
    added = changeRegistry(() => git(["worktree", "add", "--detach", path2, sha], repoRoot2));
    try {
      await added;
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      throw new GitError(
        `could not check out the base commit ${shortSha(sha)} in a temporary worktree${error.stderr ? `: ${error.stderr}` : ""}`,
        error.stderr
      );
    }
    options.onCheckedOut?.();
    return await fn(path2);
  } finally {
    await haltIfStopping();
    await remove();
    release();
  }
}
__name(withWorktree, "withWorktree");

// src/run/baseline.ts
var MANIFESTS = [
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
  "mix.exs"
];
async function baseLacksServer(at, spec) {
  const dirs = /* @__PURE__ */ new Set([await realOrSelf(resolve(at.repoDir)), await realOrSelf(resolve(spec.cwd ?? at.repoDir))]);
  const cwd = await realOrSelf(resolve(spec.cwd ?? at.repoDir));
  for (const value of [spec.command, ...spec.args]) {
    const file = isAbsolute(value) ? await realOrSelf(value) : resolve(cwd, value);
    if (isInside(file, at.root) && existsSync(file) && !isDirectory(file)) dirs.add(dirname(file));
  }
  for (const headDir of dirs) {
    if (!isInside(headDir, at.root)) continue;
    const baseDir = join2(at.worktree, relative(at.root, headDir));
    if (!isDirectory(baseDir)) return true;
    const atHead = MANIFESTS.filter((name) => existsSync(join2(headDir, name)));
    if (atHead.length > 0 && !atHead.some((name) => existsSync(join2(baseDir, name)))) return true;
  }
  return false;
}
__name(baseLacksServer, "baseLacksServer");
var REASON_LINES = 12;
function firstLines(error) {
  return error.describe().split("\n").slice(0, REASON_LINES).join("\n");
}
__name(firstLines, "firstLines");
function shown(root, path2) {
  return relative(root, path2) || ".";
}
__name(shown, "shown");
function isInside(path2, root) {
  return path2 === root || path2.startsWith(root.endsWith(sep) ? root : root + sep);
}
__name(isInside, "isInside");
async function realOrSelf(path2) {
  return realpath(path2).catch(() => path2);
}
__name(realOrSelf, "realOrSelf");
function isDirectory(path2) {
  try {
    return statSync(path2).isDirectory();
  } catch {
    return false;
  }
}
__name(isDirectory, "isDirectory");
async function mapSpec(spec, root, headCwd, worktree) {
  const baseCwd = join2(worktree, relative(root, headCwd));
  const paths = [];
  const mapOne = /* @__PURE__ */ __name(async (value) => {
    const head = isAbsolute(value) ? await realOrSelf(value) : resolve(headCwd, value);
    if (!isInside(head, root) || !existsSync(head)) return value;
    const base = join2(worktree, relative(root, head));
    paths.push({ head, base, shown: shown(root, head) });
    return isAbsolute(value) ? base : value;
  }, "mapOne");
  const command = await mapOne(spec.command);
  const args = [];
  for (const arg of spec.args) args.push(await mapOne(arg));
  return { spec: { ...spec, command, args, cwd: baseCwd }, paths };
}
__name(mapSpec, "mapSpec");
function requireInside(what, dir, root) {
  if (!isInside(dir, root)) {
    throw new GitError(
      `${what}, ${dir}, is outside the repository ${root}, so it has no counterpart at the base commit; run from inside the repository, or compare with --base-report`
    );
  }
}
__name(requireInside, "requireInside");
async function buildAtBase(at, build) {
  const where = `at base ${shortSha(at.sha)}`;
  const headDir = await realOrSelf(resolve(at.repoDir));
  const buildDir = join2(at.worktree, relative(at.root, headDir));
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
      build.env ?? {}
    );
    return null;
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    const excerpt = outputExcerpt(error.output, { tail: 8, errors: 4 });
    const cause = firstErrorLine(error.output) ?? excerpt[0];
    const rest = excerpt[0] === cause ? excerpt.slice(1) : excerpt;
    return `build failed ${where} (${error.how})${cause ? `: ${cause}` : ""}${rest.map((l) => `
${l}`).join("")}`;
  }
}
__name(buildAtBase, "buildAtBase");
async function measureAtBase(at, spec, measure2) {
  const where = `at base ${shortSha(at.sha)}`;
  const none = /* @__PURE__ */ __name((reason) => ({ kind: "none", reason, sha: at.sha, notStarted: true }), "none");
  const headCwd = await realOrSelf(resolve(spec.cwd ?? at.repoDir));
  requireInside("the server's working directory", headCwd, at.root);
  const mapped = await mapSpec(spec, at.root, headCwd, at.worktree);
  if (!isDirectory(mapped.spec.cwd ?? at.worktree)) {
    return none(`the server's working directory ${shown(at.root, headCwd)} does not exist ${where}`);
  }
  try {
    return { kind: "measured", report: await measure2(mapped.spec), sha: at.sha };
  } catch (error) {
    if (!(error instanceof ServerError)) throw error;
    const missing = mapped.paths.filter((p) => !existsSync(p.base)).map((p) => p.shown);
    if (missing.length > 0) {
      const list = missing.join(", ");
      return none(
        `the server could not be started ${where}: ${list} ${missing.length === 1 ? "does" : "do"} not exist there (${error.message.split("\n")[0]})`
      );
    }
    return none(`the server could not be started or listed ${where}: ${firstLines(error)}`);
  }
}
__name(measureAtBase, "measureAtBase");
async function measureBaseline(req) {
  const log = req.log ?? (() => void 0);
  if (req.spec.kind === "http") {
    return {
      kind: "none",
      sha: null,
      reason: `the server is reached over HTTP (${req.spec.url}), so it cannot be started at the base commit; start the base version yourself and measure it with its own URL`
    };
  }
  const spec = req.spec;
  const root = req.root ?? await repoRoot(req.repoDir);
  requireInside("the directory to measure from (repoDir)", await realOrSelf(resolve(req.repoDir)), root);
  requireInside("the server's working directory", await realOrSelf(resolve(spec.cwd ?? req.repoDir)), root);
  const sha = req.mergeBase ?? await resolveMergeBase(req.baseRef, root, { ...req.git, log });
  log(`measuring the base ${shortSha(sha)} (merge-base of HEAD and ${req.baseRef})`);
  return withWorktree(
    sha,
    root,
    async (worktree) => {
      const at = { root, repoDir: req.repoDir, worktree, sha };
      const lacksServer = await baseLacksServer(at, spec);
      const none = /* @__PURE__ */ __name((reason, notStarted = false) => ({
        kind: "none",
        reason,
        sha,
        ...lacksServer ? { newServer: true } : {},
        ...notStarted ? { notStarted: true } : {}
      }), "none");
      if (req.build !== void 0 && req.build.trim() !== "") {
        const failed = await buildAtBase(at, {
          command: req.build,
          ...req.buildTimeoutMs === void 0 ? {} : { timeoutMs: req.buildTimeoutMs },
          ...req.parentEnv ? { parentEnv: req.parentEnv } : {},
          // The user's explicit variables reach the build too (it may need them to compile).
          env: { strip: spec.env?.strip ?? [], set: spec.env?.set ?? {} },
          log
        });
        if (failed !== null) return none(failed);
      }
      const result = await measureAtBase(at, spec, req.measure);
      return result.kind === "none" ? none(result.reason, result.notStarted === true) : result;
    },
    {
      log,
      ...req.tempDir === void 0 ? {} : { parentDir: req.tempDir },
      ...req.onCheckedOut ? { onCheckedOut: req.onCheckedOut } : {}
    }
  );
}
__name(measureBaseline, "measureBaseline");

// src/run/pipeline.ts
var SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
function measureOptionsOf(subject, counting) {
  return {
    ...measureCounting(counting),
    timeoutMs: subject.timeoutMs,
    maxResponseBytes: subject.maxResponseBytes,
    parentEnv: subject.parentEnv
  };
}
__name(measureOptionsOf, "measureOptionsOf");
function measurerOf(subject, counting) {
  const measureOptions = measureOptionsOf(subject, counting);
  return (spec) => measure(spec, measureOptions);
}
__name(measurerOf, "measurerOf");
async function readReportFile(file) {
  const { DOCUMENT_SIZE_LIMIT, parseReport } = await import("./documents-X25TTI4T.js");
  const parsed = await readJsonDocument(file, DOCUMENT_SIZE_LIMIT, {
    tooLarge: /* @__PURE__ */ __name((size, limit) => new ReportFileError(
      `report ${file} is ${size}; report files are limited to ${limit} (10,000 tools take about 6 MiB): is this the right file?`
    ), "tooLarge"),
    unreadable: /* @__PURE__ */ __name((message) => new ReportFileError(`could not read report ${file}: ${message}`), "unreadable")
  });
  return parseReport(parsed, file);
}
__name(readReportFile, "readReportFile");
async function measureHead(subject, counting, hooks) {
  if (subject.headReportFile) return { report: await readReportFile(subject.headReportFile), tools: null };
  if (subject.build) {
    hooks.log?.(`building the head: ${subject.build}`);
    try {
      await runBuild(
        subject.build,
        subject.repoDir,
        subject.parentEnv ?? process.env,
        subject.buildTimeoutMs,
        stripOf(subject.spec)
      );
    } catch (error) {
      if (error instanceof BuildError) {
        throw HeadBuildError.of(error);
      }
      throw error;
    }
  }
  try {
    return await measureWithTools(subject.spec, measureOptionsOf(subject, counting));
  } catch (error) {
    if (error instanceof ServerError) {
      throw new ServerError(`at head (${describeSpec(subject.spec)}): ${error.message}`, error.stderrTail);
    }
    throw error;
  }
}
__name(measureHead, "measureHead");
function describeSpec(spec) {
  if (spec.kind === "http") return spec.url;
  const words = [spec.command, ...spec.args].map((w) => /^[\w@%+=:,./-]+$/.test(w) ? w : JSON.stringify(w));
  return words.join(" ").slice(0, 200);
}
__name(describeSpec, "describeSpec");
function stripOf(spec) {
  return spec.kind === "stdio" ? { strip: spec.env?.strip ?? [], set: spec.env?.set ?? {} } : void 0;
}
__name(stripOf, "stripOf");
async function currentSha(dir) {
  return headSha(dir).catch(() => null);
}
__name(currentSha, "currentSha");
async function measurementSettings(subject, counting, root) {
  const spec = subject.spec;
  if (spec.kind !== "stdio" || subject.headReportFile || !root) return null;
  const [realRoot, realCwd] = await Promise.all([realOrSelf2(root), realOrSelf2(spec.cwd ?? subject.repoDir)]);
  return {
    build: subject.build ?? null,
    command: spec.command,
    args: spec.args,
    workingDirectory: path.relative(realRoot, realCwd) || ".",
    env: spec.env?.set ?? {},
    stripEnv: spec.env?.strip ?? [],
    ...countingKey(counting)
  };
}
__name(measurementSettings, "measurementSettings");
async function realOrSelf2(p) {
  return realpath2(p).catch(() => p);
}
__name(realOrSelf2, "realOrSelf");
function buildHint(door) {
  const example = door === "action" ? "the build input (build: npm ci && npm run build)" : '--build "npm ci && npm run build"';
  return `; if the server must be built first, give ${example}: it runs at the base before the server starts`;
}
__name(buildHint, "buildHint");
async function baseline({ subject, counting, baseline: choice, outcome }, hooks, settings, root, onCheckedOut) {
  const source = choice.base;
  if (source.kind === "report") return { base: await readReportFile(source.file), sha: null, fromCache: false };
  if (source.kind === "none") return { base: null, sha: null, reason: source.reason, fromCache: false };
  const cache = choice.cache ?? null;
  const log = hooks.log ?? (() => void 0);
  let key = null;
  let mergeBase2;
  if (cache && settings && root) {
    const sha = await resolveMergeBase(source.ref, root, { log });
    mergeBase2 = sha;
    key = cacheKey(sha, settings);
    const cached = await cache.restore(key, settings.encodings).catch((error) => {
      hooks.warn?.(`the ${cache.description} could not be read (${error.message}); measuring the base instead`);
      return null;
    });
    if (cached) {
      log(
        `base report for ${sha.slice(0, 7)} restored from the ${cache.description}: the base is not built or started`
      );
      return { base: cached, sha, fromCache: true };
    }
    log(`no base report for ${sha.slice(0, 7)} in the ${cache.description}; measuring the base`);
  }
  let listed;
  const measureOptions = measureOptionsOf(subject, counting);
  const result = await measureBaseline({
    baseRef: source.ref,
    ...mergeBase2 ? { mergeBase: mergeBase2 } : {},
    ...root ? { root } : {},
    repoDir: subject.repoDir,
    spec: subject.spec,
    build: subject.build ?? void 0,
    buildTimeoutMs: subject.buildTimeoutMs,
    measure: /* @__PURE__ */ __name(async (spec) => {
      const measured = await measureWithTools(spec, measureOptions);
      listed = listedOf(measured);
      return measured.report;
    }, "measure"),
    parentEnv: subject.parentEnv,
    tempDir: subject.tempDir,
    log,
    ...onCheckedOut ? { onCheckedOut } : {}
  });
  if (result.kind === "none") {
    log(
      result.newServer ? `the base has no server (the pull request adds it), so there is nothing to compare with: ${result.reason}` : `no baseline: ${result.reason}${result.notStarted && !subject.build?.trim() ? buildHint(outcome.door) : ""}`
    );
    return {
      base: null,
      sha: result.sha,
      reason: result.reason,
      ...result.newServer ? { newServer: true } : {},
      fromCache: false
    };
  }
  if (cache && key) {
    await cache.save(key, result.report).catch((error) => {
      hooks.warn?.(`the base report could not be saved to the ${cache.description}: ${error.message}`);
    });
  }
  return { base: result.report, sha: result.sha, fromCache: false, ...listed ? { listed } : {} };
}
__name(baseline, "baseline");
async function saveHead(repoDir, cache, hooks, settings, head, sha) {
  if (!cache || !settings || !sha) return;
  if (await hasTrackedChanges(repoDir)) {
    hooks.log?.("the working tree has uncommitted changes: the head report is not cached under its commit");
    return;
  }
  await cache.save(cacheKey(sha, settings), head).catch((error) => {
    hooks.warn?.(`the head report could not be saved to the ${cache.description}: ${error.message}`);
  });
}
__name(saveHead, "saveHead");
async function both(a, b, parallel) {
  if (!parallel) return [await a(), await b()];
  const [ra, rb] = await Promise.allSettled([a(), b()]);
  if (ra.status === "rejected") throw ra.reason;
  if (rb.status === "rejected") throw rb.reason;
  return [ra.value, rb.value];
}
__name(both, "both");
function compareSides(sides) {
  const { head, baseReport, baseSha, headCommit, labels } = sides;
  const baseRef = sides.base.kind === "ref" ? sides.base.ref : void 0;
  const verdict = sides.budget ? checkBudget(sides.budget.budget, head, baseReport, sides.budget.file, { door: sides.door ?? "cli" }) : null;
  const baseInfo = {};
  if (baseSha) baseInfo.sha = baseSha;
  if (baseRef) baseInfo.ref = baseRef;
  if (labels?.base) baseInfo.label = labels.base;
  else if (sides.base.kind === "report") baseInfo.label = sides.base.file;
  else if (baseRef) baseInfo.label = baseRef;
  const headInfo = {};
  const shownHead = labels?.headSha && SHA.test(labels.headSha) ? labels.headSha : null;
  if (shownHead ?? headCommit) headInfo.sha = shownHead ?? headCommit;
  if (labels?.head) headInfo.label = labels.head;
  const comparison = compare(baseReport, head, {
    base: baseInfo,
    head: headInfo,
    ...sides.noBaselineReason === void 0 ? {} : { noBaselineReason: sides.noBaselineReason },
    ...sides.newServer ? { newServer: true } : {},
    baselineRequested: sides.base.kind !== "none",
    verdict,
    where: sides.door ?? "cli"
  });
  if (headCommit && headInfo.sha !== headCommit) comparison.head.measuredSha = headCommit;
  if (comparison.calls && sides.base.kind === "ref" && baseReport) comparison.callsFromHead = true;
  return { comparison, verdict };
}
__name(compareSides, "compareSides");
async function runPipeline(request, hooks = {}) {
  const { subject, counting, baseline: choice, outcome: where } = request;
  const root = subject.repoRoot !== void 0 ? subject.repoRoot : await repoRoot(subject.repoDir).catch(() => null);
  const settings = choice.cache ? await measurementSettings(subject, counting, root) : null;
  const headCommit = await currentSha(subject.repoDir);
  let baseCheckedOut = /* @__PURE__ */ __name(() => void 0, "baseCheckedOut");
  const checkedOut = new Promise((resolve2) => {
    baseCheckedOut = resolve2;
  });
  const [measured, outcome] = await both(
    async () => {
      if (choice.parallel ?? true) await checkedOut;
      return measureHead(subject, counting, hooks);
    },
    () => baseline(request, hooks, settings, root, baseCheckedOut).finally(baseCheckedOut),
    choice.parallel ?? true
  );
  const head = measured.report;
  if (choice.saveHeadToCache) await saveHead(subject.repoDir, choice.cache, hooks, settings, head, headCommit);
  const base = outcome.base;
  const baseSha = outcome.sha;
  const { comparison, verdict } = compareSides({
    base: choice.base,
    budget: where.budget,
    labels: where.labels,
    door: where.door,
    head,
    baseReport: base,
    baseSha,
    noBaselineReason: outcome.reason,
    newServer: outcome.newServer,
    headCommit
  });
  return {
    head,
    base,
    baseSha,
    headSha: headCommit,
    headTools: measured.tools,
    headInstructions: measured.instructions ?? null,
    headStdoutNoise: measured.listing?.stdoutNoise === true,
    baseListed: outcome.listed ?? null,
    comparison,
    verdict,
    baseFromCache: outcome.fromCache
  };
}
__name(runPipeline, "runPipeline");

export {
  shortSha,
  resolveMergeBase,
  runBuild,
  withWorktree,
  buildAtBase,
  measureAtBase,
  measureBaseline,
  cacheKey,
  measureOptionsOf,
  measurerOf,
  readReportFile,
  measurementSettings,
  both,
  compareSides,
  runPipeline
};
//# sourceMappingURL=chunk-T4N2MUVC.js.map
