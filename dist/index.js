import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  NO_SECRETS,
  createRedactor
} from "./chunks/chunk-Q4NXGD22.js";
import {
  resolveSettings
} from "./chunks/chunk-KMIB5BUO.js";
import {
  invalid,
  parseBoolean,
  parseChoice,
  valueLines
} from "./chunks/chunk-FY2GGD5S.js";
import {
  isReleaseRun,
  octokitReleases
} from "./chunks/chunk-WY5L37EZ.js";
import "./chunks/chunk-YG3Y2ZC5.js";
import "./chunks/chunk-AY22MO67.js";
import {
  registryUrl
} from "./chunks/chunk-NBLVM2OL.js";
import {
  readRunContext
} from "./chunks/chunk-XBH3ZOXS.js";
import {
  publishFailure,
  stepFailureMessage
} from "./chunks/chunk-NYXS72RU.js";
import {
  octokitComments,
  setErrorOutputs
} from "./chunks/chunk-FH2LSVNB.js";
import "./chunks/chunk-6ZRMMUJB.js";
import {
  git,
  headSha
} from "./chunks/chunk-JYWWFT3Y.js";
import "./chunks/chunk-MQ2PVAKA.js";
import "./chunks/chunk-KAFQOX4T.js";
import "./chunks/chunk-PLABDQE3.js";
import "./chunks/chunk-7QJCO2EM.js";
import {
  stripTerminalControls
} from "./chunks/chunk-AY2GYRMS.js";
import "./chunks/chunk-TTO34KM3.js";
import "./chunks/chunk-TTW4EAJU.js";
import "./chunks/chunk-BRIMYS6A.js";
import "./chunks/chunk-B2CE7BYW.js";
import "./chunks/chunk-YWEAVKN7.js";
import "./chunks/chunk-AARTTLEF.js";
import "./chunks/chunk-DJ2EGANE.js";
import {
  debug,
  error,
  getInput,
  info,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunks/chunk-PPJ2IZAX.js";
import "./chunks/chunk-BOSGFDFT.js";
import "./chunks/chunk-QVQWFJUE.js";
import "./chunks/chunk-XIXJLNBJ.js";
import "./chunks/chunk-4WFM3VR3.js";
import {
  settleBeforeExit
} from "./chunks/chunk-SSNMXXV4.js";
import {
  SECRET_NAMES
} from "./chunks/chunk-JBB6Y6K4.js";
import {
  withCleanup
} from "./chunks/chunk-CDRE7MMI.js";
import "./chunks/chunk-UKVGHDFS.js";
import "./chunks/chunk-FSDW3AHK.js";
import {
  UsageError,
  classifyError
} from "./chunks/chunk-5SZOHPIE.js";
import {
  __name
} from "./chunks/chunk-WQOZZ7UD.js";

// src/action/effects.ts
function defaultEffects(token, apiUrl) {
  let client = null;
  const octokit = /* @__PURE__ */ __name(() => {
    client ??= import("./chunks/github-5NLSZFEY.js").then(({ getOctokit }) => getOctokit(token, { baseUrl: apiUrl }));
    return client;
  }, "octokit");
  const comments = /* @__PURE__ */ __name((ref) => {
    const api = /* @__PURE__ */ __name(async () => octokitComments(await octokit(), ref), "api");
    return {
      listPage: /* @__PURE__ */ __name(async (page) => (await api()).listPage(page), "listPage"),
      create: /* @__PURE__ */ __name(async (body) => (await api()).create(body), "create"),
      update: /* @__PURE__ */ __name(async (id, body) => (await api()).update(id, body), "update"),
      author: /* @__PURE__ */ __name(async () => (await api()).author(), "author")
    };
  }, "comments");
  const releases = /* @__PURE__ */ __name((repo) => {
    const api = /* @__PURE__ */ __name(async () => octokitReleases(await octokit(), repo), "api");
    return {
      listPage: /* @__PURE__ */ __name(async (page) => (await api()).listPage(page), "listPage"),
      byTag: /* @__PURE__ */ __name(async (tag) => (await api()).byTag(tag), "byTag"),
      get: /* @__PURE__ */ __name(async (id) => (await api()).get(id), "get"),
      update: /* @__PURE__ */ __name(async (id, body) => (await api()).update(id, body), "update")
    };
  }, "releases");
  let outputsLost = false;
  return {
    redact: /* @__PURE__ */ __name((value) => value, "redact"),
    info: /* @__PURE__ */ __name((message) => info(message), "info"),
    warning: /* @__PURE__ */ __name((message) => warning(message), "warning"),
    annotate: /* @__PURE__ */ __name((message, location) => error(message, { file: location.file, startLine: location.line }), "annotate"),
    setOutput: /* @__PURE__ */ __name((name, value) => {
      if (outputsLost) return;
      try {
        setOutput(name, value);
      } catch (error2) {
        outputsLost = true;
        warning(
          `the step's outputs are not set: GITHUB_OUTPUT names a file that cannot be written (${error2.message}). The Actions runner creates it for each step; to run the action elsewhere, point GITHUB_OUTPUT at a file that exists, or unset it to get the outputs in the log.`
        );
      }
    }, "setOutput"),
    writeSummary: /* @__PURE__ */ __name(async (markdown) => {
      if (!process.env.GITHUB_STEP_SUMMARY) return;
      await summary.addRaw(markdown, true).write();
    }, "writeSummary"),
    comments: /* @__PURE__ */ __name((ref) => token ? comments(ref) : null, "comments"),
    pullHeadSha: /* @__PURE__ */ __name(async (ref) => {
      if (!token) throw new Error("no github-token to look up the pull request with");
      const { data } = await (await octokit()).rest.pulls.get({
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.number
      });
      return data.head.sha;
    }, "pullHeadSha"),
    releases: /* @__PURE__ */ __name((repo) => token ? releases(repo) : null, "releases")
  };
}
__name(defaultEffects, "defaultEffects");
function neutraliseCommands(text) {
  return stripTerminalControls(text).split("\n").map((line) => line.replace(/^([\s\p{Zs}\p{Cf}]*):(?=:)/u, "$1:\u200B").replace(/#(?=#\[)/g, "#\u200B")).join("\n");
}
__name(neutraliseCommands, "neutraliseCommands");
function logSafe(redactor, message) {
  return neutraliseCommands(redactor.text(stripTerminalControls(message)));
}
__name(logSafe, "logSafe");
function guardEffects(effects, redactor = NO_SECRETS) {
  const log = /* @__PURE__ */ __name((message) => logSafe(redactor, message), "log");
  return {
    // Anything added to ActionEffects that publishes text must be overridden here too.
    ...effects,
    redact: /* @__PURE__ */ __name((value) => redactor.data(effects.redact(value)), "redact"),
    info: /* @__PURE__ */ __name((message) => effects.info(log(message)), "info"),
    warning: /* @__PURE__ */ __name((message) => effects.warning(log(message)), "warning"),
    // The message is a log line like any other; the path is escaped as a command property by @actions/core.
    annotate: /* @__PURE__ */ __name((message, location) => effects.annotate(log(message), { file: redactor.text(location.file), line: location.line }), "annotate"),
    setOutput: /* @__PURE__ */ __name((name, value) => effects.setOutput(name, redactor.text(value)), "setOutput"),
    writeSummary: /* @__PURE__ */ __name((markdown) => effects.writeSummary(redactor.text(markdown)), "writeSummary"),
    comments: /* @__PURE__ */ __name((ref) => {
      const api = effects.comments(ref);
      if (!api) return null;
      return {
        ...api,
        create: /* @__PURE__ */ __name((body) => api.create(redactor.text(body)), "create"),
        update: /* @__PURE__ */ __name((id, body) => api.update(id, redactor.text(body)), "update")
      };
    }, "comments"),
    releases: /* @__PURE__ */ __name((repo) => {
      const api = effects.releases(repo);
      if (!api) return null;
      return { ...api, update: /* @__PURE__ */ __name((id, body) => api.update(id, redactor.text(body)), "update") };
    }, "releases")
  };
}
__name(guardEffects, "guardEffects");

// src/action/pull-request-target.ts
var TWO_WORKFLOW_RECIPE = "https://github.com/mcp-token-budget/mcp-token-budget/blob/main/docs/action.md#pull-requests-from-forks-the-safe-two-workflow-recipe";
var RECIPE_IN_WORDS = `the safe two-workflow recipe: a \`pull_request\` workflow measures with a read-only token and no secrets (\`comment: never\`, its output-dir uploaded as an artifact), and a \`workflow_run\` workflow posts the comment with \`mode: comment\`: ${TWO_WORKFLOW_RECIPE}`;
function headCheckedOutNotice(number) {
  return `pull_request_target with the head of pull request #${number} checked out: this run built and ran the pull request's code with a token that can write to this repository and with its secrets, which that code can read. Anyone who can open a pull request can take them. Use ${RECIPE_IN_WORDS}`;
}
__name(headCheckedOutNotice, "headCheckedOutNotice");
async function checkedOutCommits(directory) {
  const head = await headSha(directory);
  const parents = await git(["rev-parse", "HEAD^@"], directory, { allowExitCodes: [128] });
  return { head, parents: parents.exitCode === 0 ? parents.stdout.split("\n").filter(Boolean) : [] };
}
__name(checkedOutCommits, "checkedOutCommits");
async function pullRequestTargetNotice(context, directory) {
  if (context.eventName !== "pull_request_target") return null;
  const pr = context.pullRequest;
  if (!pr) return null;
  const checkedOut = await checkedOutCommits(directory).catch(() => null);
  if (checkedOut && (checkedOut.head === pr.headSha || checkedOut.parents.includes(pr.headSha))) {
    return headCheckedOutNotice(pr.number);
  }
  const what = checkedOut ? `the checked-out commit ${checkedOut.head.slice(0, 7)} is not the head ${pr.headSha.slice(0, 7)} of pull request #${pr.number}` : `the checked-out commit in ${directory} could not be read, so it cannot be shown to be the head ${pr.headSha.slice(0, 7)} of pull request #${pr.number}`;
  throw new UsageError(
    `pull_request_target: ${what}. On this event actions/checkout checks out the base branch: measuring it would present the base as the pull request, so the action refuses.
Use ${RECIPE_IN_WORDS}
Checking out the pull request's head here instead would run its code with a token that can write to this repository and with its secrets.`
  );
}
__name(pullRequestTargetNotice, "pullRequestTargetNotice");

// src/action/secrets.ts
var PROVIDER_KEY_INPUTS = [
  "INPUT_ANTHROPIC-API-KEY",
  "INPUT_ANTHROPIC_API_KEY",
  "INPUT_OPENAI-API-KEY",
  "INPUT_OPENAI_API_KEY",
  "INPUT_GEMINI-API-KEY",
  "INPUT_GEMINI_API_KEY"
];
function environmentSecrets(env) {
  const out = [];
  for (const [name, value] of Object.entries(env)) {
    const upper = name.toUpperCase();
    const isSecret = SECRET_NAMES.includes(upper) || upper.startsWith("ACTIONS_") && upper.includes("TOKEN") || upper === "INPUT_GITHUB-TOKEN" || upper === "INPUT_GITHUB_TOKEN" || PROVIDER_KEY_INPUTS.includes(upper);
    if (isSecret && value) out.push(value);
  }
  return out;
}
__name(environmentSecrets, "environmentSecrets");
function headerSecrets(value) {
  const [scheme, credential] = value.trim().split(/\s+/, 2);
  if (!credential || !scheme) return [value];
  const out = [value, credential];
  if (scheme.toLowerCase() === "basic") out.push(...basicCredential(credential));
  return out;
}
__name(headerSecrets, "headerSecrets");
function basicCredential(encoded) {
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? [decoded] : [decoded, decoded.slice(colon + 1)];
}
__name(basicCredential, "basicCredential");
async function persistedCredentials(dir) {
  const result = await git(["config", "--get-regexp", "^http\\..*extraheader$"], dir, {
    allowExitCodes: [1],
    timeoutMs: 1e4
  }).catch(() => null);
  if (result?.exitCode !== 0) return [];
  const found = [];
  for (const line of result.stdout.split("\n")) {
    const space = line.indexOf(" ");
    if (space < 0) continue;
    const key = line.slice(0, space);
    const value = line.slice(space + 1).trim();
    const colon = value.indexOf(":");
    const header = colon < 0 ? value : value.slice(colon + 1).trim();
    found.push({ key, secrets: [value, ...headerSecrets(header)] });
  }
  return found;
}
__name(persistedCredentials, "persistedCredentials");
async function jobSecrets(settings, env) {
  const values = [settings.token, ...environmentSecrets(env)];
  for (const access of Object.values(settings.run?.providers ?? {})) values.push(access.apiKey);
  const server = settings.run?.server;
  if (server?.kind === "stdio") {
    const strip = new Set((server.env?.strip ?? []).map((n) => n.toUpperCase()));
    for (const [name, value] of Object.entries(env)) if (strip.has(name.toUpperCase()) && value) values.push(value);
  }
  if (server?.kind === "http")
    for (const value of Object.values(server.headers ?? {})) values.push(...headerSecrets(value));
  const dir = settings.run?.directory ?? env.GITHUB_WORKSPACE ?? process.cwd();
  const persisted = await persistedCredentials(dir);
  for (const credential of persisted) values.push(...credential.secrets);
  return { redactor: createRedactor(values), persisted: persisted.map((c) => c.key) };
}
__name(jobSecrets, "jobSecrets");
function persistedCredentialsWarning(keys) {
  return `the checkout left credentials in the git config (${keys.join(", ")}), and this step runs the pull request's code (its build and its server), which can read them. Set \`persist-credentials: false\` on actions/checkout, and give this job a read-only token (\`permissions: contents: read\`): use the two-workflow recipe in the README (Pull requests from forks) to comment from a separate workflow that never runs the pull request's code`;
}
__name(persistedCredentialsWarning, "persistedCredentialsWarning");

// src/action/settings.ts
import path from "node:path";
function defaultBase(context) {
  if (context.pullRequest?.baseSha) return { kind: "ref", ref: context.pullRequest.baseSha };
  return {
    kind: "none",
    reason: `a ${context.eventName || "non-pull-request"} event has no base to compare with (set base-ref or base-report to compare)`
  };
}
__name(defaultBase, "defaultBase");
function parseRegistryInput(value) {
  if (value === "") return "";
  const url = registryUrl(value);
  if (!url) throw invalid("npm-registry", "an http(s) URL of an npm registry", value);
  return url;
}
__name(parseRegistryInput, "parseRegistryInput");
function readSettings(getInput2, env, context) {
  const input = /* @__PURE__ */ __name((name) => getInput2(name).trim(), "input");
  const mode = parseChoice("mode", input("mode"), ["measure", "comment"], "measure");
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const directory = path.resolve(workspace, input("working-directory") || ".");
  const runnerTemp = env.RUNNER_TEMP ?? path.join(workspace, ".mcp-token-budget");
  const comparisonFile = input("comparison");
  const comparisonFiles = input("comparison-files");
  if (mode === "comment" && !comparisonFile && !comparisonFiles) {
    throw new UsageError(
      "comparison: required in comment mode (the comparison.json downloaded from the measuring job; or comparison-files, the artifacts of a matrix's jobs)"
    );
  }
  if (comparisonFile && comparisonFiles) {
    throw new UsageError(
      "comparison and comparison-files: give one (comparison for one measuring job, comparison-files for the jobs of a matrix)"
    );
  }
  if (comparisonFiles && mode !== "comment") {
    throw new UsageError("comparison-files: only used with mode: comment (the job that posts a matrix's comment)");
  }
  const pullRequestInput = input("pull-request").replace(/^#/, "");
  if (pullRequestInput && !/^[1-9]\d*$/.test(pullRequestInput)) {
    throw invalid("pull-request", "a pull request number", input("pull-request"));
  }
  if (pullRequestInput && mode !== "comment") {
    throw new UsageError(
      "pull-request: only used with mode: comment (measure mode takes the pull request from the event)"
    );
  }
  const run2 = mode === "measure" ? resolveSettings(
    {
      shellCommand: input("command"),
      url: input("url"),
      headers: valueLines([getInput2("headers")]),
      env: valueLines([getInput2("env")]),
      stripEnv: [input("strip-env")],
      encodings: [input("encodings")],
      timeout: input("timeout-seconds"),
      maxResponseMb: input("max-response-mb"),
      models: [input("models")],
      clients: [input("client")],
      clientServerKey: input("name"),
      context: input("context"),
      cacheRequests: input("cache-requests-per-lifetime"),
      checkStable: input("check-stable"),
      anthropicApiKey: input("anthropic-api-key"),
      openaiApiKey: input("openai-api-key"),
      geminiApiKey: input("gemini-api-key"),
      anthropicBaseUrl: env.ANTHROPIC_BASE_URL,
      openaiBaseUrl: env.OPENAI_BASE_URL,
      // From the step's environment only, like the others: no repository file picks where a key goes.
      geminiBaseUrl: env.GOOGLE_GEMINI_BASE_URL,
      build: input("build"),
      buildTimeout: input("build-timeout-seconds"),
      budget: input("budget-file"),
      base: input("base-ref"),
      baseReport: input("base-report"),
      cache: input("cache"),
      cacheDir: input("cache-dir"),
      parallel: input("parallel"),
      config: input("config"),
      servers: [getInput2("servers")],
      jobs: input("jobs"),
      calls: input("calls")
    },
    {
      door: "action",
      directory,
      workspace,
      defaultBase: defaultBase(context),
      defaultCache: { kind: "actions" }
    }
  ) : null;
  return {
    mode,
    run: run2,
    comparisonFile: comparisonFile ? path.resolve(workspace, comparisonFile) : null,
    comparisonFiles: comparisonFiles || null,
    pullRequest: pullRequestInput ? Number(pullRequestInput) : null,
    comment: parseChoice("comment", input("comment"), ["on-change", "always", "never"], "on-change"),
    commentKey: input("comment-key") || "default",
    token: input("github-token"),
    failOnBudget: parseBoolean("fail-on-budget", input("fail-on-budget"), true),
    callsDryRun: parseBoolean("calls-dry-run", input("calls-dry-run"), false),
    indexPercentile: parseBoolean("index-percentile", input("index-percentile"), false),
    outputDir: path.resolve(workspace, input("output-dir") || path.join(runnerTemp, "mcp-token-budget")),
    releaseNotes: parseChoice("release-notes", input("release-notes"), ["output", "append", "off"], "output"),
    releaseFrom: input("release-from"),
    npmRegistry: parseRegistryInput(input("npm-registry"))
  };
}
__name(readSettings, "readSettings");

// src/action.ts
async function run(makeEffects = defaultEffects) {
  let redactor = createRedactor(environmentSecrets(process.env));
  let context = null;
  let settings = null;
  let effects = null;
  try {
    context = readRunContext(process.env);
    settings = readSettings((name) => getInput(name), process.env, context);
    const secrets = await jobSecrets(settings, process.env);
    redactor = secrets.redactor;
    for (const secret of redactor.secrets) setSecret(secret);
    effects = guardEffects(makeEffects(settings.token, context.apiUrl), redactor);
    if (secrets.persisted.length > 0 && settings.mode === "measure" && context.pullRequest) {
      effects.warning(persistedCredentialsWarning(secrets.persisted));
    }
    for (const warning2 of settings.run?.warnings ?? []) effects.warning(warning2);
    const notice = settings.run ? await pullRequestTargetNotice(context, settings.run.directory) : null;
    if (notice) effects.warning(notice);
    if (settings.run?.models.some((m) => (m.packages ?? []).length > 0)) {
      await (await import("./chunks/model-data-T2D77UMX.js")).fetchModelData(settings, effects);
    }
    const result = settings.mode === "comment" ? await (await import("./chunks/comment-mode-GF544ZA7.js")).commentMode(settings, context, effects) : settings.run?.setup ? await (await import("./chunks/config-mode-2QKCLIHB.js")).configMode(settings, context, effects, notice) : isReleaseRun(settings, context) ? await (await import("./chunks/release-mode-5V2ANNAS.js")).releaseMode(settings, context, effects) : await (await import("./chunks/measure-mode-YEI4HHHD.js")).measureMode(settings, context, effects, notice);
    if (result.failure) setFailed(logSafe(redactor, result.failure));
    else info(`mcp-token-budget: ${result.status}`);
  } catch (error2) {
    const report = classifyError(error2);
    if (report.stack && process.env.RUNNER_DEBUG === "1") debug(logSafe(redactor, report.stack));
    const published = effects ?? guardEffects(makeEffects("", context?.apiUrl ?? "https://api.github.com"), redactor);
    setErrorOutputs(published);
    await publishFailure(error2, published, settings, context);
    setFailed(logSafe(redactor, stepFailureMessage(error2)));
  }
}
__name(run, "run");

// src/index.ts
await withCleanup(() => run());
await settleBeforeExit();
//# sourceMappingURL=index.js.map
