/**
 * Everything the action does to the outside world, in one object, so the flow can be run with
 * real peers in tests. The default is @actions/core plus octokit pointed at GITHUB_API_URL;
 * `guardEffects` puts the one safety seam in front of it (secrets out, no workflow commands).
 */
import * as core from "@actions/core";
import { NO_SECRETS, type Redactor } from "../core/redact.js";
import { stripTerminalControls } from "../core/render/escape.js";
import type { CommentsApi } from "../github/comment.js";
import { type IssueRef, type Octokit, octokitComments } from "../github/octokit.js";
import { octokitReleases, type ReleasesApi } from "../github/releases.js";

export interface ActionEffects {
  /** A copy of untrusted data (a report, a comparison) without the job's secrets, before it is rendered or written. */
  redact<T>(value: T): T;
  info(message: string): void;
  warning(message: string): void;
  /** An error annotation on a line of a file, the path relative to the repository root (`::error file=…,line=…::`). */
  annotate(message: string, location: { file: string; line: number }): void;
  setOutput(name: string, value: string): void;
  writeSummary(markdown: string): Promise<void>;
  /** null when there is no token to call the API with. */
  comments(ref: IssueRef): CommentsApi | null;
  /** The pull request's current head SHA, to check a comparison belongs to it. */
  pullHeadSha(ref: IssueRef): Promise<string>;
  /** The repository's releases; null when there is no token to call the API with. */
  releases(repo: { owner: string; repo: string }): ReleasesApi | null;
}

export function defaultEffects(token: string, apiUrl: string): ActionEffects {
  // Octokit (@actions/github and its HTTP stack, a megabyte of JavaScript) is loaded at the first API call, not at
  // the start of every run: a run that stops at an input error, or has no token, never loads it.
  let client: Promise<Octokit> | null = null;
  const octokit = () => {
    client ??= import("@actions/github").then(({ getOctokit }) => getOctokit(token, { baseUrl: apiUrl }));
    return client;
  };
  const comments = (ref: IssueRef): CommentsApi => {
    const api = async () => octokitComments(await octokit(), ref);
    return {
      listPage: async (page) => (await api()).listPage(page),
      create: async (body) => (await api()).create(body),
      update: async (id, body) => (await api()).update(id, body),
      author: async () => (await api()).author(),
    };
  };
  const releases = (repo: { owner: string; repo: string }): ReleasesApi => {
    const api = async () => octokitReleases(await octokit(), repo);
    return {
      listPage: async (page) => (await api()).listPage(page),
      byTag: async (tag) => (await api()).byTag(tag),
      get: async (id) => (await api()).get(id),
      update: async (id, body) => (await api()).update(id, body),
    };
  };
  let outputsLost = false;
  return {
    redact: (value) => value,
    info: (message) => core.info(message),
    warning: (message) => core.warning(message),
    annotate: (message, location) => core.error(message, { file: location.file, startLine: location.line }),
    setOutput: (name, value) => {
      if (outputsLost) return;
      try {
        core.setOutput(name, value);
      } catch (error) {
        // Only outside the runner (which makes the file for each step): said once, and the run goes on.
        outputsLost = true;
        core.warning(
          `the step's outputs are not set: GITHUB_OUTPUT names a file that cannot be written (${(error as Error).message}). ` +
            "The Actions runner creates it for each step; to run the action elsewhere, point GITHUB_OUTPUT at a file that exists, or unset it to get the outputs in the log.",
        );
      }
    },
    writeSummary: async (markdown) => {
      if (!process.env.GITHUB_STEP_SUMMARY) return;
      await core.summary.addRaw(markdown, true).write();
    },
    comments: (ref) => (token ? comments(ref) : null),
    pullHeadSha: async (ref) => {
      if (!token) throw new Error("no github-token to look up the pull request with");
      const { data } = await (await octokit()).rest.pulls.get({
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.number,
      });
      return data.head.sha;
    },
    releases: (repo) => (token ? releases(repo) : null),
  };
}

/**
 * Text for the log that cannot act as a workflow command. The runner reads every line of stdout:
 * one that starts with "::" after leading spaces (`::warning title=x::`, `::add-mask::`,
 * `::set-output`), or that holds "##[" anywhere (the older syntax), is a command. Carriage returns
 * end lines for the runner too, and escape sequences could hide text: both go first. A zero-width
 * space (U+200B) then sits between the two characters of each command prefix, so the text reads
 * the same and is shown as text.
 */
export function neutraliseCommands(text: string): string {
  return (
    stripTerminalControls(text)
      .split("\n")
      // Spaces and invisible format characters before "::" too: whatever the runner trims, the prefix is broken.
      .map((line) => line.replace(/^([\s\p{Zs}\p{Cf}]*):(?=:)/u, "$1:\u200b").replace(/#(?=#\[)/g, "#\u200b"))
      .join("\n")
  );
}

/** A message for the log: without secrets, and unable to form a workflow command. */
export function logSafe(redactor: Redactor, message: string): string {
  return neutraliseCommands(redactor.text(stripTerminalControls(message)));
}

/**
 * The seam everything the action publishes goes through: log lines and annotations lose the job's
 * secrets and cannot form workflow commands; outputs, the job summary and comment bodies lose the
 * secrets (their contents never reach stdout: outputs go to a file with a random delimiter).
 */
export function guardEffects(effects: ActionEffects, redactor: Redactor = NO_SECRETS): ActionEffects {
  const log = (message: string) => logSafe(redactor, message);
  return {
    // Anything added to ActionEffects that publishes text must be overridden here too.
    ...effects,
    redact: (value) => redactor.data(effects.redact(value)),
    info: (message) => effects.info(log(message)),
    warning: (message) => effects.warning(log(message)),
    // The message is a log line like any other; the path is escaped as a command property by @actions/core.
    annotate: (message, location) =>
      effects.annotate(log(message), { file: redactor.text(location.file), line: location.line }),
    setOutput: (name, value) => effects.setOutput(name, redactor.text(value)),
    writeSummary: (markdown) => effects.writeSummary(redactor.text(markdown)),
    comments: (ref) => {
      const api = effects.comments(ref);
      if (!api) return null;
      // Spread, so calls this seam has nothing to say about pass through unchanged.
      return {
        ...api,
        create: (body) => api.create(redactor.text(body)),
        update: (id, body) => api.update(id, redactor.text(body)),
      };
    },
    releases: (repo) => {
      const api = effects.releases(repo);
      if (!api) return null;
      return { ...api, update: (id, body) => api.update(id, redactor.text(body)) };
    },
  };
}
