/**
 * A stand-in for the Actions cache service (the v1 API @actions/cache speaks with ACTIONS_CACHE_URL) that
 * keeps what is saved, so a second run restores what the first one saved: lookup by key and version,
 * reserve, chunked upload (Content-Range), commit, and download of the archive, all on 127.0.0.1.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

interface Entry {
  key: string;
  version: string;
  chunks: Array<{ start: number; data: Buffer }>;
  archive: Buffer | null;
}

export class StoringCacheService {
  /** "METHOD path" of every request, in order. */
  readonly requests: string[] = [];
  url = "";
  private readonly entries: Entry[] = [];
  private readonly server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://localhost");
        const body = Buffer.concat(chunks);
        this.requests.push(`${req.method} ${url.pathname}`);
        const json = (status: number, value?: unknown) =>
          value === undefined
            ? res.writeHead(status).end()
            : res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
        const caches = /^\/_apis\/artifactcache\/caches\/(\d+)$/.exec(url.pathname);
        const download = /^\/download\/(\d+)$/.exec(url.pathname);
        if (req.method === "GET" && url.pathname === "/_apis/artifactcache/cache") {
          const keys = (url.searchParams.get("keys") ?? "").split(",");
          const version = url.searchParams.get("version");
          const id = this.entries.findIndex((e) => e.archive && keys.includes(e.key) && e.version === version);
          if (id < 0) return json(204);
          return json(200, {
            cacheKey: this.entries[id]?.key,
            scope: "refs/heads/main",
            archiveLocation: `${this.url}download/${id + 1}`,
          });
        }
        if (req.method === "POST" && url.pathname === "/_apis/artifactcache/caches") {
          const { key, version } = JSON.parse(body.toString("utf8")) as { key: string; version: string };
          if (this.entries.some((e) => e.key === key && e.version === version)) {
            return json(409, { message: `Cache already exists. Key: ${key}` });
          }
          this.entries.push({ key, version, chunks: [], archive: null });
          // Ids start at 1: the client takes a cacheId of 0 for none.
          return json(201, { cacheId: this.entries.length });
        }
        if (caches && req.method === "PATCH") {
          const start = Number(/bytes (\d+)-/.exec(req.headers["content-range"] ?? "")?.[1] ?? 0);
          this.entries[Number(caches[1]) - 1]?.chunks.push({ start, data: body });
          return json(204);
        }
        if (caches && req.method === "POST") {
          const entry = this.entries[Number(caches[1]) - 1];
          if (!entry) return json(404);
          const { size } = JSON.parse(body.toString("utf8")) as { size: number };
          const archive = Buffer.alloc(size);
          for (const chunk of entry.chunks) chunk.data.copy(archive, chunk.start);
          entry.archive = archive;
          return json(204);
        }
        if (download && req.method === "GET") {
          const archive = this.entries[Number(download[1]) - 1]?.archive;
          if (!archive) return json(404);
          res.writeHead(200, { "content-type": "application/octet-stream", "content-length": archive.length });
          return res.end(archive);
        }
        return json(500, { message: `the stand-in does not serve ${req.method} ${url.pathname}` });
      });
    });
  }

  /** The keys of the entries saved (committed). */
  keys(): string[] {
    return this.entries.filter((e) => e.archive).map((e) => e.key);
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
