/**
 * One comment for a matrix: the jobs of a matrix each measure one server with `comment: never` and
 * upload their output folder as an artifact; one final job downloads them all and runs comment mode
 * with `comparison-files` (a directory, or a glob). Each job's folder holds comparison.json, or
 * failure.json when the job failed, and pull-request.json. The comment has a row per job, the way
 * config mode has a row per server (the same setup comparison and renderer), a failed job as a failed
 * row; the step fails when a job failed, or a budget is broken (with fail-on-budget).
 *
 * The artifacts come from runs of the pull request's code: every file is checked as comment mode checks
 * one (size, schema, totals), the jobs must agree on the pull request and its head, and that must be the
 * pull request the event (or the pull-request input) names, whose head is still the measured commit.
 */
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { glob } from "tinyglobby";
import { oneLine } from "../core/config/formats.js";
import {
  buildSetupComparison,
  type SetupServerComparison,
  serializeSetupComparison,
} from "../core/config-comparison.js";
import { classifyError, UsageError } from "../core/errors.js";
import { stripTerminalControls } from "../core/render/escape.js";
import { measuringRunUrl, type RunContext } from "../github/event.js";
import { readComparisonFile } from "../run/comparison-file.js";
import { writeOutputFile } from "../run/output-file.js";
import {
  type ArtifactPullRequest,
  chooseTarget,
  pullRequestOf,
  refusal,
  SHA,
  verifiedTarget,
} from "./comment-target.js";
import { publishSetup, SETUP_COMPARISON_FILE } from "./config-publish.js";
import type { ActionEffects } from "./effects.js";
import { artifactDir, FAILURE_FILE, readFailureFile } from "./failure.js";
import type { PublishResult } from "./publish.js";
import type { ActionSettings } from "./settings.js";

const COMPARISON_FILE = "comparison.json";
/** The line at the end of a matrix's comment: how its figures were made. */
export const MATRIX_MEASURED_HOW =
  "Each row is one job of the matrix, named by the folder of its artifact: the server it measured at the pull request's head and at the base.";
/** More jobs than a matrix can have (GitHub allows 256 per matrix): anything past it is not a matrix's. */
export const MAX_JOBS = 256;

/** A job of the matrix, by the folder its files are in. */
interface Job {
  dir: string;
  name: string;
}

/** The folder's name for the row: the innermost folder that is not the action's default key folder. */
function jobName(dir: string, root: string): string {
  const parts = path.relative(root, dir).split(path.sep).filter(Boolean);
  const named = parts.filter((p) => p !== "default");
  return named[named.length - 1] ?? parts[parts.length - 1] ?? path.basename(dir);
}

/**
 * The jobs' folders: every folder holding comparison.json or failure.json, in the directory given or in
 * what the glob matches (a matched folder is searched, a matched file stands for its folder).
 */
async function findJobs(input: string, workspace: string): Promise<{ jobs: Job[]; root: string }> {
  const given = path.resolve(workspace, input);
  const info = await stat(given).catch(() => null);
  const names = [`**/${COMPARISON_FILE}`, `**/${FAILURE_FILE}`];
  let files: string[];
  let root: string;
  if (info?.isDirectory()) {
    root = given;
    files = await glob(names, { cwd: given, absolute: true, dot: true, onlyFiles: true });
  } else {
    root = workspace;
    const matched = await glob([input], { cwd: workspace, absolute: true, dot: true, onlyFiles: false });
    files = [];
    for (const match of matched) {
      const isDir = (await stat(match).catch(() => null))?.isDirectory();
      if (isDir) files.push(...(await glob(names, { cwd: match, absolute: true, dot: true, onlyFiles: true })));
      else if ([COMPARISON_FILE, FAILURE_FILE].includes(path.basename(match))) files.push(match);
    }
  }
  const dirs = [...new Set(files.map((f) => path.dirname(f)))].sort();
  if (dirs.length === 0) {
    throw new UsageError(
      `comparison-files: no ${COMPARISON_FILE} or ${FAILURE_FILE} in ${info?.isDirectory() ? given : `what ${JSON.stringify(input)} matches`}; download the matrix jobs' artifacts there first (actions/download-artifact)`,
    );
  }
  if (dirs.length > MAX_JOBS) {
    throw new UsageError(
      `comparison-files: ${dirs.length} jobs' folders found, more than a matrix has (${MAX_JOBS}); name the folder the artifacts were downloaded to`,
    );
  }
  const taken = new Map<string, number>();
  const jobs = dirs.map((dir) => {
    const base = jobName(dir, root);
    const n = (taken.get(base) ?? 0) + 1;
    taken.set(base, n);
    return { dir, name: n === 1 ? base : `${base} (${n})` };
  });
  return { jobs, root };
}

/** Lines of failure.json's detail that hold output at most; one job's is an excerpt already. */
const OUTPUT_LINES = 40;

/**
 * What the failed job's server or build printed, from failure.json's detail: the lines under its first one
 * (the message), without the heading that introduces them and the "  | " that marks a server's stderr.
 */
export function detailOutput(detail: string): string[] {
  return detail
    .split("\n")
    .slice(1)
    .filter(
      (line) =>
        !/^(last lines of the server's stderr|the server's stderr, .*|its output, .*|last lines of its output):$/.test(
          line,
        ),
    )
    .map((line) => oneLine(stripTerminalControls(line.replace(/^ {2}\| /, ""))).slice(0, 400))
    .filter((line) => line !== "")
    .slice(0, OUTPUT_LINES);
}

/** One job's row: its comparison, or a failed row for a job that failed or whose file cannot be used. */
async function jobRow(
  job: Job,
  redact: <T>(value: T) => T,
): Promise<{ row: SetupServerComparison; artifact: ArtifactPullRequest | null }> {
  const file = path.join(job.dir, COMPARISON_FILE);
  const artifact = await pullRequestOf(file);
  const isFile = (await stat(file).catch(() => null))?.isFile() ?? false;
  if (!isFile) {
    const failure = await readFailureFile(file, redact);
    const error = failure
      ? `${failure.what}: ${failure.detail.split("\n").find((l) => l.trim() !== "") ?? ""}`
      : `its ${FAILURE_FILE} is not one this action wrote`;
    // Redacted before it is cut (the comment redacts again): a cut cannot keep a piece of a secret.
    const output = failure ? detailOutput(redact(failure.detail)) : [];
    const row: SetupServerComparison = {
      name: job.name,
      status: "failed",
      error: oneLine(redact(error)).slice(0, 400),
      ...(output.length > 0 ? { output } : {}),
    };
    return { row, artifact };
  }
  try {
    return { row: { name: job.name, status: "compared", comparison: await readComparisonFile(file) }, artifact };
  } catch (error) {
    return { row: { name: job.name, status: "failed", error: oneLine(classifyError(error).message) }, artifact };
  }
}

/** The pull request every job measured; jobs that disagree are not one matrix run, and nothing is posted. */
function agreedPullRequest(
  rows: readonly { job: Job; artifact: ArtifactPullRequest | null }[],
): ArtifactPullRequest | null {
  const named = rows.filter((r) => r.artifact !== null);
  const first = named[0];
  if (!first?.artifact) return null;
  const other = named.find(
    (r) => r.artifact?.number !== first.artifact?.number || r.artifact?.headSha !== first.artifact?.headSha,
  );
  if (other?.artifact) {
    throw refusal(
      `the matrix's jobs measured different pull requests or commits (${first.job.name}: #${first.artifact.number} at ${first.artifact.headSha.slice(0, 7)}, ${other.job.name}: #${other.artifact.number} at ${other.artifact.headSha.slice(0, 7)}): download the artifacts of one run only`,
    );
  }
  return first.artifact;
}

export async function matrixComment(
  settings: ActionSettings,
  context: RunContext,
  effects: ActionEffects,
): Promise<PublishResult> {
  const input = settings.comparisonFiles as string;
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const { jobs } = await findJobs(input, workspace);
  const rows = [];
  for (const job of jobs) rows.push({ job, ...(await jobRow(job, (value) => effects.redact(value))) });
  const failed = rows.filter((r) => r.row.status === "failed").length;
  effects.info(
    `comparison-files: ${jobs.length} jobs (${jobs.map((j) => j.name).join(", ")})${failed > 0 ? `, ${failed} failed` : ""}`,
  );

  const artifact = agreedPullRequest(rows);
  const comparisons = rows.flatMap((r) => (r.row.status === "compared" ? [r.row.comparison] : []));
  const measuredHead = comparisons.map((c) => c.head.sha).find((sha): sha is string => !!sha && SHA.test(sha));
  // Nothing vouches for a pull request (a push, a schedule): the job summary is the comment.
  const vouched = context.eventName === "workflow_run" || settings.pullRequest !== null || context.pullRequest !== null;
  const wanted = vouched ? chooseTarget(settings, context, artifact, measuredHead ?? null) : null;
  if (!vouched) effects.info(`a ${context.eventName || "non-pull-request"} event: no pull request to comment on`);
  const target = vouched ? await verifiedTarget(context, effects, input, wanted, artifact) : null;

  // The jobs' encodings in the order they first name them; the first is the table's.
  const encodings = [...new Set(comparisons.flatMap((c) => c.encodings))];
  const budgetFiles = [...new Set(comparisons.flatMap((c) => (c.verdict?.file ? [c.verdict.file] : [])))];
  // Linked when every job names the same file from the repository root (as the jobs wrote it; checked
  // by the renderer); jobs with different files are named, not linked.
  const fromRoots = [...new Set(comparisons.flatMap((c) => (c.verdict ? [c.verdict.fromRoot ?? null] : [])))];
  const fromRoot = fromRoots.length === 1 ? (fromRoots[0] ?? null) : null;
  const first = comparisons[0];
  const setup = effects.redact(
    buildSetupComparison({
      config: `${jobs.length} matrix jobs`,
      base: { sha: first?.base.sha ?? null, label: first?.base.label ?? first?.base.ref ?? null },
      head: {
        sha: wanted?.headSha ?? measuredHead ?? null,
        label: wanted ? `#${wanted.number}` : (first?.head.label ?? null),
      },
      encodings: encodings.length > 0 ? encodings : ["o200k_base"],
      servers: rows.map((r) => r.row),
      budget: budgetFiles.length > 0 ? { file: budgetFiles.join(", "), notes: [], fromRoot } : null,
    }),
  );
  const dir = artifactDir(settings);
  const file = path.join(dir, SETUP_COMPARISON_FILE);
  await mkdir(dir, { recursive: true });
  await writeOutputFile(file, serializeSetupComparison(setup));
  return publishSetup(effects, {
    setup,
    pullRequest: target,
    policy: settings.comment,
    commentKey: settings.commentKey,
    runUrl: measuringRunUrl(context),
    failOnBudget: settings.failOnBudget,
    file,
    subject: `MCP servers of ${jobs.length === 1 ? "1 matrix job" : `${jobs.length} matrix jobs`}`,
    measuredHow: MATRIX_MEASURED_HOW,
  });
}
