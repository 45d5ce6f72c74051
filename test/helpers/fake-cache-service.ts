/**
 * A stand-in for the Actions cache service on 127.0.0.1 (the v1 API @actions/cache speaks when
 * ACTIONS_CACHE_URL is set) that records what it was asked. FailingCacheService fails every request
 * with 500; FakeCacheService answers as the service does when it has no entry (204 on lookup) and
 * when the key is already taken (409 on reserve, as on every re-run of a push).
 *
 * @actions/cache retries a refused connection and 502/503/504 answers twice with 5 s pauses, and
 * its retry policy is not a parameter of restoreCache/saveCache; a 500 is not retried, so the
 * client meets the failure at once and the test does not wait.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface CacheServiceRequest {
  method: string;
  /** The path below the service URL, e.g. "_apis/artifactcache/cache". */
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
}

/** The status and body the service answers a request with. */
export type CacheAnswer = (request: CacheServiceRequest) => { status: number; body?: unknown };

const FAIL: CacheAnswer = () => ({ status: 500, body: { message: "the cache service is failing (test stand-in)" } });

export class FakeCacheService {
  readonly requests: CacheServiceRequest[] = [];
  /** The value for ACTIONS_CACHE_URL (the client appends "_apis/..." to it, so it ends with "/"). */
  url = "";
  private server: Server;

  constructor(answer: CacheAnswer = FAIL) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://localhost");
        const text = Buffer.concat(chunks).toString("utf8");
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // Not JSON (an upload chunk): kept as text.
        }
        const request: CacheServiceRequest = {
          method: req.method ?? "",
          path: url.pathname.replace(/^\//, ""),
          query: Object.fromEntries(url.searchParams),
          body,
          authorization: req.headers.authorization,
        };
        this.requests.push(request);
        const { status, body: reply } = answer(request);
        if (reply === undefined) res.writeHead(status).end();
        else res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(reply));
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export class FailingCacheService extends FakeCacheService {
  constructor() {
    super(FAIL);
  }
}

/** No entry for any key, and every key already taken when the client reserves it. */
export const KEY_ALREADY_EXISTS: CacheAnswer = (request) => {
  if (request.method === "GET" && request.path === "_apis/artifactcache/cache") return { status: 204 };
  if (request.method === "POST" && request.path === "_apis/artifactcache/caches") {
    return { status: 409, body: { message: "Cache already exists. Scope: refs/heads/main, Key: (test stand-in)" } };
  }
  return FAIL(request);
};
