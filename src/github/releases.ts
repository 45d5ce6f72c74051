/**
 * Releases: which release came before this one, and the release-notes block in a release body
 * (src/core/release-block.ts: replaced in place on every run, the text around it kept byte for byte).
 */
import type { Octokit } from "./octokit.js";

export {
  type BlockEdit,
  describeOtherBlocks,
  type OtherBlock,
  RELEASE_NOTES_END,
  RELEASE_NOTES_START,
  withNotesBlock,
} from "../core/release-block.js";

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
