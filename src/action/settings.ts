/**
 * The action's inputs, read once inside run() (never at import time). What the action shares with
 * the CLI goes through the one settings model (src/settings), so the same bad value gets the same
 * message; only the action's own inputs (mode, comment, token, outputs) are read here.
 */
import path from "node:path";
import { UsageError } from "../core/errors.js";
import type { CommentPolicy } from "../github/comment.js";
import type { RunContext } from "../github/event.js";
import { registryUrl } from "../models/npm-registry.js";
import { type BaseSource, resolveSettings, type Settings } from "../settings/settings.js";
import { invalid, parseBoolean, parseChoice, valueLines } from "../settings/values.js";

export type GetInput = (name: string) => string;

export interface ActionSettings {
  mode: "measure" | "comment";
  /** Everything shared with the CLI; null in comment mode, which measures nothing. */
  run: Settings | null;
  comparisonFile: string | null;
  /** Comment mode for a matrix: a glob or a directory of the legs' artifacts (comparison.json or failure.json each). */
  comparisonFiles: string | null;
  /** Comment mode: the pull request the user names (required outside workflow_run). */
  pullRequest: number | null;
  comment: CommentPolicy;
  commentKey: string;
  token: string;
  failOnBudget: boolean;
  /** calls-dry-run: check the calls against the head's listing and call none (measure mode). */
  callsDryRun: boolean;
  /** index-percentile: place the head in the survey index shipped with the action (comment line, badge). */
  indexPercentile: boolean;
  outputDir: string;
  /** On a release or a pushed tag: output (the release-notes output), append (also to the release body), off. */
  releaseNotes: "output" | "append" | "off";
  /** The previous version to compare a release with; empty: the previous release (see release-mode.ts). */
  releaseFrom: string;
  /** The registry model data is fetched from (an http(s) URL ending in "/"); empty: the runner's npm config. */
  npmRegistry: string;
}

/** The baseline when base-ref and base-report are empty: the pull request's base, else none. */
function defaultBase(context: Pick<RunContext, "eventName" | "pullRequest">): BaseSource {
  // The full base SHA can be fetched even from a depth-1 clone; the merge-base is found from it.
  if (context.pullRequest?.baseSha) return { kind: "ref", ref: context.pullRequest.baseSha };
  return {
    kind: "none",
    reason: `a ${context.eventName || "non-pull-request"} event has no base to compare with (set base-ref or base-report to compare)`,
  };
}

/** The npm-registry input: empty, or an http(s) URL (given a final "/"). */
function parseRegistryInput(value: string): string {
  if (value === "") return "";
  const url = registryUrl(value);
  if (!url) throw invalid("npm-registry", "an http(s) URL of an npm registry", value);
  return url;
}

export function readSettings(
  getInput: GetInput,
  env: Readonly<Record<string, string | undefined>>,
  context: Pick<RunContext, "eventName" | "pullRequest">,
): ActionSettings {
  const input = (name: string) => getInput(name).trim();
  const mode = parseChoice("mode", input("mode"), ["measure", "comment"] as const, "measure");
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const directory = path.resolve(workspace, input("working-directory") || ".");
  const runnerTemp = env.RUNNER_TEMP ?? path.join(workspace, ".mcp-token-budget");
  const comparisonFile = input("comparison");
  const comparisonFiles = input("comparison-files");
  if (mode === "comment" && !comparisonFile && !comparisonFiles) {
    throw new UsageError(
      "comparison: required in comment mode (the comparison.json downloaded from the measuring job; or comparison-files, the artifacts of a matrix's jobs)",
    );
  }
  if (comparisonFile && comparisonFiles) {
    throw new UsageError(
      "comparison and comparison-files: give one (comparison for one measuring job, comparison-files for the jobs of a matrix)",
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
      "pull-request: only used with mode: comment (measure mode takes the pull request from the event)",
    );
  }
  const run =
    mode === "measure"
      ? resolveSettings(
          {
            shellCommand: input("command"),
            url: input("url"),
            headers: valueLines([getInput("headers")]),
            env: valueLines([getInput("env")]),
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
            servers: [getInput("servers")],
            jobs: input("jobs"),
            calls: input("calls"),
          },
          {
            door: "action",
            directory,
            workspace,
            defaultBase: defaultBase(context),
            defaultCache: { kind: "actions" },
          },
        )
      : null;
  return {
    mode,
    run,
    comparisonFile: comparisonFile ? path.resolve(workspace, comparisonFile) : null,
    comparisonFiles: comparisonFiles || null,
    pullRequest: pullRequestInput ? Number(pullRequestInput) : null,
    comment: parseChoice("comment", input("comment"), ["on-change", "always", "never"] as const, "on-change"),
    commentKey: input("comment-key") || "default",
    token: input("github-token"),
    failOnBudget: parseBoolean("fail-on-budget", input("fail-on-budget"), true),
    callsDryRun: parseBoolean("calls-dry-run", input("calls-dry-run"), false),
    indexPercentile: parseBoolean("index-percentile", input("index-percentile"), false),
    outputDir: path.resolve(workspace, input("output-dir") || path.join(runnerTemp, "mcp-token-budget")),
    releaseNotes: parseChoice("release-notes", input("release-notes"), ["output", "append", "off"] as const, "output"),
    releaseFrom: input("release-from"),
    npmRegistry: parseRegistryInput(input("npm-registry")),
  };
}
