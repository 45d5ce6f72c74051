/**
 * The sticky pull-request comment: one per pull request and comment key, found by a hidden
 * marker on any page of the comments, and updated in place on every push.
 */

export interface IssueComment {
  id: number;
  body?: string | null;
  html_url?: string;
}

/** The few REST calls the sticky comment needs; the action hands in an octokit-backed one. */
export interface CommentsApi {
  /** One page of the pull request's comments, oldest first, 100 a page. */
  listPage(page: number): Promise<IssueComment[]>;
  create(body: string): Promise<IssueComment>;
  update(id: number, body: string): Promise<IssueComment>;
}

export const PAGE_SIZE = 100;
/** A safety stop: 100 pages is 10,000 comments. */
const MAX_PAGES = 100;

export function commentMarker(key: string): string {
  // The key goes inside an HTML comment: keep it to characters that cannot close one.
  const safe = key.replace(/[^A-Za-z0-9._/-]/g, "-") || "default";
  return `<!-- mcp-token-budget:${safe} -->`;
}

/** Walks every page (not just the first) until the marked comment is found. */
export async function findStickyComment(api: CommentsApi, marker: string): Promise<IssueComment | null> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const comments = await api.listPage(page);
    const found = comments.find((c) => c.body?.startsWith(marker));
    if (found) return found;
    if (comments.length < PAGE_SIZE) return null;
  }
  return null;
}

export type CommentPolicy = "on-change" | "always" | "never";

export interface StickyResult {
  action: "created" | "updated" | "skipped";
  /** Why it was skipped, when it was. */
  reason?: string;
  comment?: IssueComment;
}

/**
 * Creates or updates the comment. With `on-change`, nothing is created while there is nothing
 * to say (`worthCreating` false); an existing comment is still updated, so it never shows stale numbers.
 */
export async function upsertStickyComment(
  api: CommentsApi,
  options: { marker: string; body: string; policy: CommentPolicy; worthCreating: boolean },
): Promise<StickyResult> {
  if (options.policy === "never") return { action: "skipped", reason: "comment is set to never" };
  const body = options.body.startsWith(options.marker) ? options.body : `${options.marker}\n${options.body}`;
  const existing = await findStickyComment(api, options.marker);
  if (existing) {
    const comment = await api.update(existing.id, body);
    return { action: "updated", comment };
  }
  if (options.policy === "on-change" && !options.worthCreating) {
    return { action: "skipped", reason: "no change in the tools and the budget holds (comment: on-change)" };
  }
  const comment = await api.create(body);
  return { action: "created", comment };
}
