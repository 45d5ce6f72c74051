/** The REST calls the action makes, backed by the octokit that @actions/github provides. */
import type { getOctokit } from "@actions/github";
import type { CommentsApi } from "./comment.js";
import { PAGE_SIZE } from "./comment.js";

export type Octokit = ReturnType<typeof getOctokit>;

export interface IssueRef {
  owner: string;
  repo: string;
  number: number;
}

export function octokitComments(octokit: Octokit, ref: IssueRef): CommentsApi {
  const base = { owner: ref.owner, repo: ref.repo };
  return {
    async listPage(page) {
      const { data } = await octokit.rest.issues.listComments({
        ...base,
        issue_number: ref.number,
        per_page: PAGE_SIZE,
        page,
      });
      return data;
    },
    async create(body) {
      const { data } = await octokit.rest.issues.createComment({ ...base, issue_number: ref.number, body });
      return data;
    },
    async update(id, body) {
      const { data } = await octokit.rest.issues.updateComment({ ...base, comment_id: id, body });
      return data;
    },
  };
}

/** The token cannot write here: expected for pull requests from forks, where the token is read-only. */
export function isPermissionError(error: unknown): boolean {
  const status = (error as { status?: number }).status;
  return status === 403 || (status === 404 && /not found/i.test(String((error as Error).message)));
}
