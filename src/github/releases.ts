/**
 * Releases: which release came before this one, and the release-notes block in a release body.
 * The block sits between two marker lines and is replaced in place on every run, so re-running a
 * workflow never adds a second one, and the text around it is kept byte for byte.
 */
import type { Octokit } from "./octokit.js";

export const RELEASE_NOTES_START = "<!-- mcp-token-budget:release-notes -->";
export const RELEASE_NOTES_END = "<!-- /mcp-token-budget:release-notes -->";

/** GitHub refuses release bodies longer than this many characters. */
export const RELEASE_BODY_MAX_CHARS = 125_000;

export const RELEASES_PAGE_SIZE = 100;

export interface ReleaseData {
  id: number;
  tag_name: string;
  body?: string | null;
  draft: boolean;
  prerelease: boolean;
  published_at?: string | null;
  created_at?: string | null;
  html_url?: string;
}

export interface ReleasesApi {
  /** One page of the repository's releases, newest first. */
  listPage(page: number): Promise<ReleaseData[]>;
  /** The release of a tag, or null when the tag has none. */
  byTag(tag: string): Promise<ReleaseData | null>;
  get(id: number): Promise<ReleaseData>;
  update(id: number, body: string): Promise<ReleaseData>;
}

export function octokitReleases(octokit: Octokit, repo: { owner: string; repo: string }): ReleasesApi {
  return {
    async listPage(page) {
      const { data } = await octokit.rest.repos.listReleases({ ...repo, per_page: RELEASES_PAGE_SIZE, page });
      return data;
    },
    async byTag(tag) {
      try {
        const { data } = await octokit.rest.repos.getReleaseByTag({ ...repo, tag });
        return data;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
    async get(id) {
      const { data } = await octokit.rest.repos.getRelease({ ...repo, release_id: id });
      return data;
    },
    async update(id, body) {
      const { data } = await octokit.rest.repos.updateRelease({ ...repo, release_id: id, body });
      return data;
    },
  };
}

/** Every release, paging until a short page (a repository may have hundreds). */
export async function allReleases(api: ReleasesApi): Promise<ReleaseData[]> {
  const out: ReleaseData[] = [];
  for (let page = 1; ; page++) {
    const list = await api.listPage(page);
    out.push(...list);
    if (list.length < RELEASES_PAGE_SIZE) return out;
  }
}

const time = (r: Pick<ReleaseData, "published_at" | "created_at">) =>
  Date.parse(r.published_at ?? r.created_at ?? "") || 0;

/**
 * The release before `current`: the latest published one (not a draft, another tag) published before
 * it. A full release skips prereleases (v2.0.0 is compared with v1.9.0, not with v2.0.0-rc.2); a
 * prerelease is compared with whatever came last.
 */
export function previousRelease(
  releases: readonly ReleaseData[],
  current: Pick<ReleaseData, "id" | "tag_name" | "prerelease" | "published_at" | "created_at">,
): ReleaseData | null {
  const before = time(current) || Number.POSITIVE_INFINITY;
  const candidates = releases.filter(
    (r) =>
      r.id !== current.id &&
      r.tag_name !== current.tag_name &&
      !r.draft &&
      (current.prerelease || !r.prerelease) &&
      time(r) > 0 &&
      time(r) < before,
  );
  candidates.sort((a, b) => time(b) - time(a));
  return candidates[0] ?? null;
}

export type BlockEdit =
  | { kind: "replaced" | "appended"; body: string; unchanged: boolean }
  | { kind: "unterminated"; reason: string };

/**
 * `body` with `section` between the markers: the first marked block replaced (later complete
 * blocks, if someone copied one, removed), or the block appended after a blank line. Everything
 * outside the markers is kept as it was. A start marker with no end marker after it is not edited:
 * where the block ends cannot be known, and guessing could delete the author's text.
 */
export function withNotesBlock(body: string, section: string): BlockEdit {
  const block = `${RELEASE_NOTES_START}\n${section.replace(/\n+$/, "")}\n${RELEASE_NOTES_END}`;
  const spans: [number, number][] = [];
  let from = 0;
  for (;;) {
    const start = body.indexOf(RELEASE_NOTES_START, from);
    if (start === -1) break;
    const end = body.indexOf(RELEASE_NOTES_END, start + RELEASE_NOTES_START.length);
    if (end === -1) {
      if (spans.length > 0) break;
      return {
        kind: "unterminated",
        reason: `the release body has "${RELEASE_NOTES_START}" without "${RELEASE_NOTES_END}" after it; remove the start marker (or add the end marker) so the block can be replaced`,
      };
    }
    spans.push([start, end + RELEASE_NOTES_END.length]);
    from = end + RELEASE_NOTES_END.length;
  }
  if (spans.length === 0) {
    // A blank line before the block, whatever line ends the author used (the GitHub editor writes CRLF).
    const separator = body === "" || /\r?\n\r?\n$/.test(body) ? "" : /\r?\n$/.test(body) ? "\n" : "\n\n";
    const next = `${body}${separator}${block}\n`;
    return { kind: "appended", body: next, unchanged: false };
  }
  let next = "";
  let at = 0;
  spans.forEach(([start, end], i) => {
    next += body.slice(at, start) + (i === 0 ? block : "");
    at = end;
  });
  next += body.slice(at);
  return { kind: "replaced", body: next, unchanged: next === body };
}
