/**
 * A stand-in for the Actions cache service on 127.0.0.1 (the v1 API @actions/cache speaks when
 * ACTIONS_CACHE_URL is set) that fails every request with 500 and records what it was asked.
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

export class FailingCacheService {
  readonly requests: CacheServiceRequest[] = [];
  /** The value for ACTIONS_CACHE_URL (the client appends "_apis/..." to it, so it ends with "/"). */
  url = "";
  private server: Server;

  constructor() {
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
        this.requests.push({
          method: req.method ?? "",
          path: url.pathname.replace(/^\//, ""),
          query: Object.fromEntries(url.searchParams),
          body,
          authorization: req.headers.authorization,
        });
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "the cache service is failing (test stand-in)" }));
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
