/**
 * All action inputs, read once into one typed object, with messages that name the input
 * and say what was expected. Inputs are read inside run(), never at import time.
 */
import path from "node:path";
import { DEFAULT_ENCODINGS, resolveEncodingNames } from "../core/encodings.js";
import type { CommentPolicy } from "../github/comment.js";
import { parseEnvAssignments } from "../process/env.js";

export type GetInput = (name: string) => string;

export interface Settings {
  mode: "measure" | "comment";
  command: string | null;
  url: string | null;
  headers: Record<string, string>;
  build: string | null;
  workingDirectory: string;
  env: Record<string, string>;
  stripEnv: string[];
  encodings: string[];
  timeoutMs: number;
  buildTimeoutMs: number;
  budgetFile: string | null;
  /** True when the user named the budget file; then a missing file is an error, not "no budget". */
  budgetFileExplicit: boolean;
  baseRef: string | null;
  baseReport: string | null;
  comparisonFile: string | null;
  comment: CommentPolicy;
  commentKey: string;
  token: string;
  failOnBudget: boolean;
  outputDir: string;
  cache: boolean;
  cacheDir: string | null;
  parallel: boolean;
}

export class InputError extends Error {}

function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"));
}

function boolean(name: string, value: string, fallback: boolean): boolean {
  if (value === "") return fallback;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new InputError(`Invalid input ${name} '${value}'. Expected true or false.`);
}

function seconds(name: string, value: string, fallback: number): number {
  if (value === "") return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new InputError(`Invalid input ${name} '${value}'. Expected a positive number of seconds.`);
  return Math.round(n * 1000);
}

export function readSettings(getInput: GetInput, env: Readonly<Record<string, string | undefined>>): Settings {
  const input = (name: string) => getInput(name).trim();
  const mode = input("mode") || "measure";
  if (mode !== "measure" && mode !== "comment") {
    throw new InputError(
      `Invalid input mode '${mode}'. Expected measure (start the server and measure) or comment (post a comparison file).`,
    );
  }
  const comparisonFile = input("comparison") || null;
  const command = input("command") || null;
  const url = input("url") || null;
  if (mode === "measure") {
    if (!command && !url)
      throw new InputError("Input required: command (the server's start command) or url (a running server).");
    if (command && url) throw new InputError("Give either command or url, not both.");
  } else if (!comparisonFile) {
    throw new InputError(
      "Input required in comment mode: comparison (the comparison.json downloaded from the measuring job).",
    );
  }
  const comment = input("comment") || "on-change";
  if (comment !== "on-change" && comment !== "always" && comment !== "never") {
    throw new InputError(`Invalid input comment '${comment}'. Expected on-change, always or never.`);
  }
  let encodings: string[];
  try {
    const names = input("encodings")
      .split(/[\s,]+/)
      .filter(Boolean);
    encodings = resolveEncodingNames(names.length > 0 ? names : DEFAULT_ENCODINGS);
  } catch (error) {
    throw new InputError(`Invalid input encodings: ${(error as Error).message}`);
  }
  let serverEnv: Record<string, string>;
  try {
    serverEnv = parseEnvAssignments(lines(getInput("env")));
  } catch (error) {
    throw new InputError(`Invalid input env: ${(error as Error).message}`);
  }
  const headers: Record<string, string> = {};
  for (const line of lines(getInput("headers"))) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new InputError(`Invalid input headers '${line}'. Expected "Name: value" lines.`);
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const workingDirectory = path.resolve(workspace, input("working-directory") || ".");
  const budgetInput = input("budget-file");
  const runnerTemp = env.RUNNER_TEMP ?? path.join(workspace, ".mcp-token-budget");
  return {
    mode,
    command,
    url,
    headers,
    build: input("build") || null,
    workingDirectory,
    env: serverEnv,
    stripEnv: input("strip-env")
      .split(/[\s,]+/)
      .filter(Boolean),
    encodings,
    timeoutMs: seconds("timeout-seconds", input("timeout-seconds"), 30_000),
    buildTimeoutMs: seconds("build-timeout-seconds", input("build-timeout-seconds"), 600_000),
    budgetFile: budgetInput ? path.resolve(workingDirectory, budgetInput) : null,
    budgetFileExplicit: budgetInput !== "",
    baseRef: input("base-ref") || null,
    baseReport: input("base-report") ? path.resolve(workingDirectory, input("base-report")) : null,
    comparisonFile: comparisonFile ? path.resolve(workspace, comparisonFile) : null,
    comment,
    commentKey: input("comment-key") || "default",
    token: input("github-token"),
    failOnBudget: boolean("fail-on-budget", input("fail-on-budget"), true),
    outputDir: path.resolve(workspace, input("output-dir") || path.join(runnerTemp, "mcp-token-budget")),
    cache: boolean("cache", input("cache"), true),
    cacheDir: input("cache-dir") ? path.resolve(workspace, input("cache-dir")) : null,
    parallel: boolean("parallel", input("parallel"), true),
  };
}
