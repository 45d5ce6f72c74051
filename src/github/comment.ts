/**
 * The sticky pull-request comment: one per pull request and comment key, found by a hidden
 * marker on any page of the comments, and updated in place on every push. Only a comment the
 * action itself wrote counts: anyone can type the marker into a comment of their own.
 */

export interface IssueComment {
  id: number;
  body?: string | null;
  html_url?: string;
  user?: { login: string; type?: string } | null;
}

/**
 * Who the action's comments are written by. `type` is set only when the login is a guess (the
 * token would not say who it is): then only a `Bot` account of that login counts.
 */
export interface CommentAuthor {
  login: string;
  type?: "Bot";
}

/**
 * The account behind the default GITHUB_TOKEN, taken as the author when the token will not say
 * who it is (GitHub App installation tokens are refused GET /user).
 */
export const ACTIONS_BOT: CommentAuthor = { login: "github-actions[bot]", type: "Bot" };

/** The few REST calls the sticky comment needs; the action hands in an octokit-backed one. */
export interface CommentsApi {
  /** One page of the pull request's comments, oldest first, 100 a page. */
  listPage(page: number): Promise<IssueComment[]>;
  create(body: string): Promise<IssueComment>;
  update(id: number, body: string): Promise<IssueComment>;
  /** Who comments made with this token are written by. */
  author(): Promise<CommentAuthor>;
}

export const PAGE_SIZE = 100;
/** A safety stop: 100 pages is 10,000 comments. */
const MAX_PAGES = 100;

export function commentMarker(key: string): string {
  // The key goes inside an HTML comment: keep it to characters that cannot close one.
  const safe = key.replace(/[^A-Za-z0-9._/-]/g, "-") || "default";
  return `<!-- mcp-token-budget:${safe} -->`;
}

/** The comment was written by `author` (logins are case-insensitive on GitHub). */
export function writtenBy(comment: IssueComment, author: CommentAuthor): boolean {
  const user = comment.user;
  if (!user || user.login.toLowerCase() !== author.login.toLowerCase()) return false;
  return author.type === undefined || user.type === author.type;
}

/** Ours: it starts with the marker and was written by the token's account. */
export function isStickyComment(comment: IssueComment, marker: string, author: CommentAuthor): boolean {
  return Boolean(comment.body?.startsWith(marker)) && writtenBy(comment, author);
}

export interface StickySearch {
  /** The oldest of our own marked comments, or null. */
  comment: IssueComment | null;
  /** Comments that carry the marker but were written by someone else, left alone (counted up to ours). */
  foreign: number;
}

/**
 * Walks every page (not just the first) until our marked comment is found. Should there be
 * several (two runs that raced), the oldest is the one: it keeps its place in the conversation,
 * and the walk can stop at it.
 */
export async function findStickyComment(
  api: CommentsApi,
  marker: string,
  author: CommentAuthor,
): Promise<StickySearch> {
  let foreign = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const comments = await api.listPage(page);
    for (const comment of comments) {
      if (!comment.body?.startsWith(marker)) continue;
      if (writtenBy(comment, author)) return { comment, foreign };
      foreign++;
    }
    if (comments.length < PAGE_SIZE) break;
  }
  return { comment: null, foreign };
}

export type CommentPolicy = "on-change" | "always" | "never";

export interface StickyResult {
  action: "created" | "updated" | "skipped";
  /** Why it was skipped, when it was. */
  reason?: string;
  comment?: IssueComment;
  /** Marked comments by someone else that were left untouched. */
  foreign: number;
}

/**
 * Creates or updates the comment. With `on-change`, nothing is created while there is nothing
 * to say (`worthCreating` false); an existing comment is still updated, so it never shows stale numbers.
 */
export async function upsertStickyComment(
  api: CommentsApi,
  options: { marker: string; body: string; policy: CommentPolicy; worthCreating: boolean },
): Promise<StickyResult> {
  if (options.policy === "never") return { action: "skipped", reason: "comment is set to never", foreign: 0 };
  const body = options.body.startsWith(options.marker) ? options.body : `${options.marker}\n${options.body}`;
  const { comment: existing, foreign } = await findStickyComment(api, options.marker, await api.author());
  if (existing) {
    const comment = await api.update(existing.id, body);
    return { action: "updated", comment, foreign };
  }
  if (options.policy === "on-change" && !options.worthCreating) {
    return {
      action: "skipped",
      reason: "no change in the tools, the budget holds and every tool call went well (comment: on-change)",
      foreign,
    };
  }
  const comment = await api.create(body);
  return { action: "created", comment, foreign };
}
