/**
 * `measure --index-quantiles https://...` follows a redirect only to https, hop by hop: a chain that passes
 * through plain http (where anyone on the path could answer) is refused even when it ends on https, and so is
 * a chain longer than the limit. Real TLS on 127.0.0.1 with a certificate made here and trusted by the CLI
 * (NODE_EXTRA_CA_CERTS); the bundle as users run it.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import { createServer as createHttp, type Server } from "node:http";
import { createServer as createHttps } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT, runCli } from "../../helpers/cli-process.js";

const SERVER = ["--", "node", path.join(PROJECT_ROOT, "examples/example-server/server.mjs")];
const shipped = await readFile(path.join(PROJECT_ROOT, "survey/index-quantiles.json"), "utf8");

let work: string;
let cert: string;
let https: Server;
let http: Server;
let httpsBase: string;
let httpBase: string;
const seen: string[] = [];

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

/** /ok: the index; /to-http: to http's /back, which goes back to https /ok; /loop/N: to /loop/N+1. */
function route(base: () => string, req: { url?: string }, res: import("node:http").ServerResponse) {
  const url = req.url ?? "/";
  seen.push(`${base()}${url}`);
  const loop = /^\/loop\/(\d+)$/.exec(url);
  if (url === "/ok") {
    res.setHeader("content-type", "application/json");
    res.end(shipped);
  } else if (url === "/to-http") res.writeHead(302, { location: `${httpBase}/back` }).end();
  else if (url === "/back") res.writeHead(302, { location: `${httpsBase}/ok` }).end();
  else if (url === "/one-hop") res.writeHead(301, { location: "/ok" }).end();
  else if (loop) res.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` }).end();
  else res.writeHead(404).end();
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "mtb-index-redirects-"));
  cert = path.join(work, "cert.pem");
  const key = path.join(work, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  https = createHttps({ key: await readFile(key), cert: await readFile(cert) }, (req, res) =>
    route(() => httpsBase, req, res),
  ) as unknown as Server;
  http = createHttp((req, res) => route(() => httpBase, req, res));
  httpsBase = `https://127.0.0.1:${await listen(https)}`;
  httpBase = `http://127.0.0.1:${await listen(http)}`;
});

afterAll(() => {
  https?.close();
  http?.close();
});

const measure = (url: string) =>
  runCli(["measure", "--index-quantiles", url, ...SERVER], work, { env: { NODE_EXTRA_CA_CERTS: cert } });

describe("--index-quantiles over https redirects", () => {
  it("follows an https -> https redirect", async () => {
    const run = await measure(`${httpsBase}/one-hop`);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/lighter than \d+% of \d+ servers in the index of/);
  });

  it("refuses https -> http -> https, without asking the http hop", async () => {
    seen.length = 0;
    const run = await measure(`${httpsBase}/to-http`);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("redirected to http://127.0.0.1");
    expect(run.stderr).toContain("not https (hop 1)");
    expect(seen).toEqual([`${httpsBase}/to-http`]);
  });

  it("refuses a chain longer than the limit", async () => {
    const run = await measure(`${httpsBase}/loop/0`);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("redirected more than 5 times");
  });
});
