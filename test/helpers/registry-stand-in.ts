/**
 * A stand-in for an npm registry on 127.0.0.1: serves packuments and tarballs it is given, and can
 * answer 404, hang before answering, or stall in the middle of a body. Records every path asked for.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The real tarball of `name@version`, through npm itself (from its cache, which `npm ci` of this repository
 * filled, else the registry); null, with a loud warning, when npm cannot get it (offline, cold cache).
 */
export async function npmPackTarball(name: string, version: string): Promise<Buffer | null> {
  const dir = await mkdtemp(join(tmpdir(), "mtb-pack-"));
  const error = await new Promise<Error | null>((resolve) =>
    execFile("npm", ["pack", `${name}@${version}`, "--prefer-offline", "--pack-destination", dir], { cwd: dir }, (e) =>
      resolve(e),
    ),
  );
  const [file] = error ? [] : (await readdir(dir)).filter((f) => f.endsWith(".tgz"));
  if (!file) {
    console.warn(
      `SKIPPING the tests that serve the real ${name}@${version} tarball: npm pack could not get it (${error?.message ?? "no tarball"})`,
    );
    return null;
  }
  return readFile(join(dir, file));
}

export interface Route {
  status?: number;
  body?: Buffer | string;
  contentType?: string;
  /** Accept the request and never answer. */
  hang?: boolean;
  /** Send the headers and this many bytes of the body, then nothing more. */
  stallAfter?: number;
  /** Send the body `bytes` at a time, one piece every `everyMs`: always something, never the whole soon. */
  drip?: { bytes: number; everyMs: number };
}

export class RegistryStandIn {
  readonly requests: string[] = [];
  readonly routes = new Map<string, Route>();
  /** The registry's base URL, ending in "/". */
  url = "";
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor() {
    this.server = createServer((req, res) => {
      const path = req.url ?? "/";
      this.requests.push(path);
      const route = this.routes.get(path);
      if (!route) {
        res.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not found"}');
        return;
      }
      if (route.hang) return;
      const body = typeof route.body === "string" ? Buffer.from(route.body) : (route.body ?? Buffer.alloc(0));
      res.writeHead(route.status ?? 200, {
        "content-type": route.contentType ?? "application/octet-stream",
        "content-length": String(body.length),
      });
      if (route.stallAfter !== undefined) res.write(body.subarray(0, route.stallAfter));
      else if (route.drip) {
        const { bytes, everyMs } = route.drip;
        let sent = 0;
        const timer = setInterval(() => {
          if (res.destroyed || sent >= body.length) {
            clearInterval(timer);
            if (!res.destroyed) res.end();
            return;
          }
          res.write(body.subarray(sent, sent + bytes));
          sent += bytes;
        }, everyMs);
        res.on("close", () => clearInterval(timer));
      } else res.end(body);
    });
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
  }

  /** Serves the packument of `name` listing one version whose tarball is `tarball` here. */
  package(name: string, version: string, dist: { integrity: string; tarball: Buffer | Route }): void {
    const file = `/${name}/-/${name.split("/").pop()}-${version}.tgz`;
    const packument = {
      name,
      "dist-tags": { latest: version },
      versions: {
        [version]: { name, version, dist: { integrity: dist.integrity, tarball: `${this.url}${file.slice(1)}` } },
      },
    };
    this.routes.set(`/${name.replace("/", "%2f")}`, {
      body: JSON.stringify(packument),
      contentType: "application/json",
    });
    this.routes.set(file, Buffer.isBuffer(dist.tarball) ? { body: dist.tarball } : dist.tarball);
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
    return this;
  }

  /** Stops, cutting the connections it left hanging. */
  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
