/**
 * A stand-in for the GitHub REST API on 127.0.0.1: the endpoints the action calls, with real
 * pagination (Link headers), and a record of every request it was sent. Each token has an
 * identity: comments are written as it, GraphQL's `viewer` names it, and GET /user answers it
 * for user tokens but refuses installation tokens (403), as GitHub does.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
}

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
}

export interface FakeIdentity {
  login: string;
  type: "User" | "Bot";
  /** A GitHub App installation token (the default GITHUB_TOKEN is one): GET /user answers 403. */
  installation?: boolean;
}

/** Any token not listed in `identities`: the default GITHUB_TOKEN's bot. */
export const ACTIONS_BOT_IDENTITY: FakeIdentity = { login: "github-actions[bot]", type: "Bot", installation: true };

export interface FakeGitHubOptions {
  /** The account behind each token; tokens not listed are ACTIONS_BOT_IDENTITY. */
  identities?: Record<string, FakeIdentity>;
  /** Serve no GraphQL (404 on POST /graphql), as a proxy or an old server might. */
  noGraphql?: boolean;
  /** Answer comment creation and update with 403 "Resource not accessible by integration". */
  forbidWrites?: boolean;
  /** Answer GET /repos/:o/:r/releases (the list) with this status and a message, as an outage would. */
  failReleaseList?: number;
  /** Pull requests by number, for GET /repos/:o/:r/pulls/:n. */
  pulls?: Record<number, unknown>;
  /**
   * Called after each GET /releases/:id has been answered (with the body as it was), with the release and how
   * many times it has been read: it may change the body, as an author saving in the editor at that moment.
   */
  afterReleaseRead?: (release: FakeRelease, reads: number) => void;
  /** Called after each PATCH /releases/:id has been applied: an edit that lands right after the action's. */
  afterReleaseWrite?: (release: FakeRelease) => void;
}

/** A release as the API returns it (the fields the action reads). */
export interface FakeRelease {
  id: number;
  tag_name: string;
  body: string | null;
  draft: boolean;
  prerelease: boolean;
  created_at: string;
  published_at: string | null;
  html_url: string;
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  /** Comments per issue number, oldest first. */
  readonly comments = new Map<number, FakeComment[]>();
  /** Releases, listed newest first as GitHub does (by creation). */
  readonly releases: FakeRelease[] = [];
  url = "";
  private server: Server;
  private nextId = 1000;
  private readonly releaseReads = new Map<number, number>();

  constructor(readonly options: FakeGitHubOptions = {}) {
    this.server = createServer((req, res) => {
      this.handle(req)
        .then(({ status, body, headers }) => {
          res.writeHead(status, { "content-type": "application/json", ...headers });
          res.end(body === undefined ? "" : JSON.stringify(body));
        })
        .catch((error: Error) => {
          res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ message: error.message }));
        });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Adds one comment by the given account (a human who typed the marker, say); returns it. */
  addComment(issue: number, body: string, user: { login: string; type: "User" | "Bot" }): FakeComment {
    const created = this.comment(body, user.login, user.type);
    this.comments.set(issue, [...(this.comments.get(issue) ?? []), created]);
    return created;
  }

  /** Adds comments by someone else, to push ours onto a later page. */
  addComments(issue: number, count: number, login = "someone"): void {
    const list = this.comments.get(issue) ?? [];
    for (let i = 0; i < count; i++) list.push(this.comment(`chatter ${i}`, login, "User"));
    this.comments.set(issue, list);
  }

  /** Requests that change something (a GraphQL query is a POST, but only reads). */
  writes(): RecordedRequest[] {
    return this.requests.filter((r) => (r.method === "POST" || r.method === "PATCH") && r.path !== "/graphql");
  }

  private identity(authorization: string | undefined): FakeIdentity {
    const token = authorization?.replace(/^(token|bearer)\s+/i, "") ?? "";
    return this.options.identities?.[token] ?? ACTIONS_BOT_IDENTITY;
  }

  private comment(body: string, login: string, type: string): FakeComment {
    const id = this.nextId++;
    return { id, body, user: { login, type }, html_url: `https://github.example/c/${id}` };
  }

  /** Adds a release (published unless draft); returns it. */
  addRelease(release: Partial<FakeRelease> & { tag_name: string }): FakeRelease {
    const id = this.nextId++;
    const created: FakeRelease = {
      id,
      body: null,
      draft: false,
      prerelease: false,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, id % 60)).toISOString(),
      published_at: null,
      html_url: `https://github.example/releases/${id}`,
      ...release,
    };
    if (!created.draft && created.published_at === null) created.published_at = created.created_at;
    this.releases.push(created);
    this.releases.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
    return created;
  }

  /** GET /releases (paged), GET /releases/tags/:tag, GET and PATCH /releases/:id. */
  private releaseRoute(method: string, url: URL, body: { body?: unknown } | undefined) {
    if (/^\/repos\/[^/]+\/[^/]+\/releases$/.test(url.pathname) && method === "GET") {
      if (this.options.failReleaseList)
        return { status: this.options.failReleaseList, body: { message: "Server Error" } };
      const perPage = Number(url.searchParams.get("per_page") ?? 30);
      const page = Number(url.searchParams.get("page") ?? 1);
      return { status: 200, body: this.releases.slice((page - 1) * perPage, page * perPage) };
    }
    let match = /^\/repos\/[^/]+\/[^/]+\/releases\/tags\/(.+)$/.exec(url.pathname);
    if (match && method === "GET") {
      const tag = decodeURIComponent(match[1] ?? "");
      const found = this.releases.find((r) => r.tag_name === tag && !r.draft);
      return found ? { status: 200, body: found } : { status: 404, body: { message: "Not Found" } };
    }
    match = /^\/repos\/[^/]+\/[^/]+\/releases\/(\d+)$/.exec(url.pathname);
    const found = match ? this.releases.find((r) => r.id === Number(match?.[1])) : undefined;
    if (match && method === "GET") {
      if (!found) return { status: 404, body: { message: "Not Found" } };
      const answer = { ...found };
      const reads = (this.releaseReads.get(found.id) ?? 0) + 1;
      this.releaseReads.set(found.id, reads);
      this.options.afterReleaseRead?.(found, reads);
      return { status: 200, body: answer };
    }
    if (match && method === "PATCH") {
      if (this.options.forbidWrites)
        return forbidden("https://docs.github.com/rest/releases/releases#update-a-release");
      if (!found) return { status: 404, body: { message: "Not Found" } };
      if (typeof body?.body === "string") found.body = body.body;
      const answer = { ...found };
      this.options.afterReleaseWrite?.(found);
      return { status: 200, body: answer };
    }
    return null;
  }

  private async handle(
    req: IncomingMessage,
  ): Promise<{ status: number; body?: unknown; headers?: Record<string, string> }> {
    const url = new URL(req.url ?? "/", this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const body = text ? JSON.parse(text) : undefined;
    this.requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: req.headers.authorization,
    });

    const identity = this.identity(req.headers.authorization);
    if (url.pathname === "/user" && req.method === "GET") {
      if (identity.installation)
        return forbidden("https://docs.github.com/rest/users/users#get-the-authenticated-user");
      return { status: 200, body: { login: identity.login, type: identity.type } };
    }
    if (url.pathname === "/graphql" && req.method === "POST" && !this.options.noGraphql) {
      if (/\bviewer\b/.test(String(body?.query)))
        return { status: 200, body: { data: { viewer: { login: identity.login } } } };
      return { status: 200, body: { errors: [{ message: "fake GitHub answers only the viewer query" }] } };
    }
    let match = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    if (match && req.method === "GET") {
      const list = this.comments.get(Number(match[3])) ?? [];
      const perPage = Number(url.searchParams.get("per_page") ?? 30);
      const page = Number(url.searchParams.get("page") ?? 1);
      const last = Math.max(1, Math.ceil(list.length / perPage));
      const headers: Record<string, string> = {};
      if (page < last) {
        const next = new URL(url);
        next.searchParams.set("page", String(page + 1));
        const lastUrl = new URL(url);
        lastUrl.searchParams.set("page", String(last));
        headers.link = `<${next}>; rel="next", <${lastUrl}>; rel="last"`;
      }
      return { status: 200, body: list.slice((page - 1) * perPage, page * perPage), headers };
    }
    if (match && req.method === "POST") {
      if (this.options.forbidWrites) return forbidden();
      const issue = Number(match[3]);
      const created = this.comment(String(body?.body ?? ""), identity.login, identity.type);
      this.comments.set(issue, [...(this.comments.get(issue) ?? []), created]);
      return { status: 201, body: created };
    }
    match = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (match && req.method === "PATCH") {
      if (this.options.forbidWrites) return forbidden();
      for (const list of this.comments.values()) {
        const found = list.find((c) => c.id === Number(match?.[3]));
        if (found) {
          found.body = String(body?.body ?? "");
          return { status: 200, body: found };
        }
      }
      return { status: 404, body: { message: "Not Found" } };
    }
    match = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/.exec(url.pathname);
    if (match && req.method === "GET") {
      const pull = this.options.pulls?.[Number(match[3])];
      return pull ? { status: 200, body: pull } : { status: 404, body: { message: "Not Found" } };
    }
    const releases = this.releaseRoute(req.method ?? "GET", url, body);
    if (releases) return releases;
    return { status: 404, body: { message: `fake GitHub has no route for ${req.method} ${url.pathname}` } };
  }
}

function forbidden(documentation = "https://docs.github.com/rest/issues/comments#create-an-issue-comment") {
  return {
    status: 403,
    body: { message: "Resource not accessible by integration", documentation_url: documentation },
  };
}
