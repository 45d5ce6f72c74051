/**
 * Everything the action does to the outside world, in one object, so the flow can be run with
 * real peers in tests. The default is @actions/core plus octokit pointed at GITHUB_API_URL.
 */
import * as core from "@actions/core";
import { getOctokit } from "@actions/github";
import type { CommentsApi } from "../github/comment.js";
import { type IssueRef, octokitComments } from "../github/octokit.js";

export interface ActionEffects {
  info(message: string): void;
  warning(message: string): void;
  setOutput(name: string, value: string): void;
  writeSummary(markdown: string): Promise<void>;
  /** null when there is no token to call the API with. */
  comments(ref: IssueRef): CommentsApi | null;
  /** The pull request's current head SHA, to check a comparison belongs to it. */
  pullHeadSha(ref: IssueRef): Promise<string>;
}

export function defaultEffects(token: string, apiUrl: string): ActionEffects {
  const octokit = token ? getOctokit(token, { baseUrl: apiUrl }) : null;
  return {
    info: (message) => core.info(message),
    warning: (message) => core.warning(message),
    setOutput: (name, value) => core.setOutput(name, value),
    writeSummary: async (markdown) => {
      if (!process.env.GITHUB_STEP_SUMMARY) return;
      await core.summary.addRaw(markdown, true).write();
    },
    comments: (ref) => (octokit ? octokitComments(octokit, ref) : null),
    pullHeadSha: async (ref) => {
      if (!octokit) throw new Error("no github-token to look up the pull request with");
      const { data } = await octokit.rest.pulls.get({ owner: ref.owner, repo: ref.repo, pull_number: ref.number });
      return data.head.sha;
    },
  };
}
