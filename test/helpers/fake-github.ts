/**
 * A stand-in for the GitHub REST API on 127.0.0.1: the endpoints the action calls, with real
 * pagination (Link headers), and a record of every request it was sent.
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

export interface FakeGitHubOptions {
  /** Answer comment creation and update with 403 "Resource not accessible by integration". */
  forbidWrites?: boolean;
  /** Pull requests by number, for GET /repos/:o/:r/pulls/:n. */
  pulls?: Record<number, unknown>;
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  /** Comments per issue number, oldest first. */
  readonly comments = new Map<number, FakeComment[]>();
  url = "";
  private server: Server;
  private nextId = 1000;

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

  /** Adds comments by someone else, to push ours onto a later page. */
  addComments(issue: number, count: number, login = "someone"): void {
    const list = this.comments.get(issue) ?? [];
    for (let i = 0; i < count; i++) list.push(this.comment(`chatter ${i}`, login, "User"));
    this.comments.set(issue, list);
  }

  writes(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === "POST" || r.method === "PATCH");
  }

  private comment(body: string, login: string, type: string): FakeComment {
    const id = this.nextId++;
    return { id, body, user: { login, type }, html_url: `https://github.example/c/${id}` };
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
      const created = this.comment(String(body?.body ?? ""), "github-actions[bot]", "Bot");
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
    return { status: 404, body: { message: `fake GitHub has no route for ${req.method} ${url.pathname}` } };
  }
}

function forbidden() {
  return {
    status: 403,
    body: {
      message: "Resource not accessible by integration",
      documentation_url: "https://docs.github.com/rest/issues/comments#create-an-issue-comment",
    },
  };
}
