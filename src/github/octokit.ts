/** The REST calls the action makes, backed by the octokit that @actions/github provides. */
import type { getOctokit } from "@actions/github";
import { ACTIONS_BOT, type CommentAuthor, type CommentsApi, PAGE_SIZE } from "./comment.js";

export type Octokit = ReturnType<typeof getOctokit>;

export interface IssueRef {
  owner: string;
  repo: string;
  number: number;
}

const statusOf = (error: unknown): number | undefined => (error as { status?: number }).status;

/**
 * The account the token writes as. GraphQL's `viewer` names it for every kind of token (a user's,
 * or a GitHub App installation's as `<app>[bot]`); GET /user for user tokens where GraphQL is not
 * served. When GitHub refuses both (401, 403, 404), the default GITHUB_TOKEN's bot account is
 * assumed; any other failure is thrown, so a passing outage never makes the action post a duplicate.
 */
export async function tokenAuthor(octokit: Octokit): Promise<CommentAuthor> {
  try {
    const data = await octokit.graphql<{ viewer?: { login?: unknown } }>("query { viewer { login } }");
    if (typeof data.viewer?.login === "string" && data.viewer.login) return { login: data.viewer.login };
  } catch {
    // Not served or not allowed for this token: ask REST.
  }
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    if (data.login) return { login: data.login };
  } catch (error) {
    const status = statusOf(error);
    const rateLimited = /rate limit/i.test(String((error as Error).message));
    if ((status !== 401 && status !== 403 && status !== 404) || rateLimited) throw error;
  }
  return ACTIONS_BOT;
}

export function octokitComments(octokit: Octokit, ref: IssueRef): CommentsApi {
  const base = { owner: ref.owner, repo: ref.repo };
  let author: Promise<CommentAuthor> | null = null;
  return {
    author() {
      author ??= tokenAuthor(octokit);
      return author;
    },
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
  const status = statusOf(error);
  return status === 403 || (status === 404 && /not found/i.test(String((error as Error).message)));
}
