/**
 * Both eras of MCP over Streamable HTTP (issue 27), negotiated as the SDK v2 client does: a `server/discover`
 * POST first (revision 2026-07-28: no session, `_meta` on every request, MCP-Protocol-Version / Mcp-Method
 * headers), then the 2025 initialize handshake (SDK 1.x: Streamable HTTP, then legacy SSE) when the answer is
 * not a modern one. Real SDK v2 servers (@modelcontextprotocol/server 2.4.0 on node:http) in both modes, real
 * SDK 1.x servers, and plain servers for the probe's edge answers (-32022 with a retry, 401, 500). Every request
 * passes through a recording proxy, and the figures equal a raw exchange made here with fetch.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { encodeHeaderValue } from "../../../src/mcp/http-modern-transport.js";
import { listServer } from "../../../src/mcp/list.js";
import { measure } from "../../../src/run/measure.js";
import { FIXTURES, toolsFile } from "../../helpers/fixture.js";
import { oracleCount } from "../../helpers/oracle.js";

const SDK_V2 = path.join(FIXTURES, "sdk-v2-server.mjs");
const FIXTURE = path.join(FIXTURES, "fixture-server.mjs");
const ENVELOPE = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "raw-oracle", version: "1" },
  "io.modelcontextprotocol/clientCapabilities": {},
};

const children: ChildProcess[] = [];
const servers: Server[] = [];
afterAll(() => {
  for (const child of children) child.kill();
  for (const server of servers) server.close();
});

/** Starts a fixture that prints its URL on stdout, and returns that URL. */
async function startServer(args: string[]): Promise<string> {
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  const line = await new Promise<string>((resolve) => child.stdout?.once("data", (d) => resolve(String(d))));
  const url = /(http:\/\/127\.0\.0\.1:\d+)(\/mcp)?/.exec(line);
  if (!url) throw new Error(`no URL in ${line}`);
  return `${url[1]}${url[2] ?? "/mcp"}`;
}

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: { method?: string; params?: { _meta?: unknown } } | null;
}

/** A proxy on 127.0.0.1 in front of `target` that records every request (headers and JSON body). */
async function recordingProxy(target: string): Promise<{ url: string; seen: Seen[] }> {
  const to = new URL(target);
  const seen: Seen[] = [];
  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      let body: Seen["body"] = null;
      try {
        body = raw.length ? JSON.parse(raw.toString()) : null;
      } catch {}
      seen.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      const out = httpRequest(
        { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      out.on("error", () => res.destroy());
      out.end(raw);
    });
  });
  servers.push(proxy);
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${to.pathname}`, seen };
}

/** A plain JSON-RPC POST, answered as JSON or as an event stream with one message. */
async function rawPost(url: string, message: object, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify(message),
  });
  const text = await response.text();
  const json = response.headers.get("content-type")?.includes("text/event-stream")
    ? (/^data: (.*)$/m.exec(text)?.[1] ?? "null")
    : text;
  return { response, message: JSON.parse(json) as { result?: Record<string, unknown>; error?: unknown } };
}

/** The raw modern exchange: server/discover, then tools/list page by page, all with the envelope and headers. */
async function rawModernListing(url: string) {
  const headers = (method: string) => ({ "mcp-protocol-version": "2026-07-28", "mcp-method": method });
  const discover = await rawPost(
    url,
    { jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: ENVELOPE } },
    headers("server/discover"),
  );
  const tools: unknown[] = [];
  let cursor: unknown;
  for (let id = 2; ; id++) {
    const page = await rawPost(
      url,
      { jsonrpc: "2.0", id, method: "tools/list", params: { _meta: ENVELOPE, ...(cursor ? { cursor } : {}) } },
      headers("tools/list"),
    );
    tools.push(...((page.message.result?.tools as unknown[]) ?? []));
    cursor = page.message.result?.nextCursor;
    if (!cursor) break;
  }
  return { discover: discover.message.result ?? {}, tools };
}

/** The raw 2025 exchange over a stateless endpoint: initialize, then tools/list with the negotiated version. */
async function rawLegacyListing(url: string) {
  const init = await rawPost(url, {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw-oracle", version: "1" } },
  });
  const version = String(init.message.result?.protocolVersion);
  const session = init.response.headers.get("mcp-session-id");
  const list = await rawPost(
    url,
    { jsonrpc: "2.0", id: 2, method: "tools/list", params: {} },
    { "mcp-protocol-version": version, ...(session ? { "mcp-session-id": session } : {}) },
  );
  return { initialize: init.message.result ?? {}, tools: (list.message.result?.tools as unknown[]) ?? [] };
}

describe("a real SDK v2 server over Streamable HTTP that refuses initialize (legacy: reject)", () => {
  it("is listed in the 2026-07-28 era: discover first, the envelope and the headers on every request, no session", async () => {
    const target = await startServer([SDK_V2, "--http", "--modern-only"]);
    const { url, seen } = await recordingProxy(target);
    const listing = await listServer({ kind: "http", url });
    const raw = await rawModernListing(target);
    expect(listing.server).toMatchObject({ name: "sdk-v2-server", protocolVersion: "2026-07-28", era: "modern" });
    expect(JSON.stringify(listing.tools)).toBe(JSON.stringify(raw.tools));
    expect(listing.tools).toHaveLength(2);
    expect(listing.instructions).toBe(raw.discover.instructions);
    expect(listing.instructions).toContain("Call get_forecast");
    const posts = seen.filter((s) => s.method === "POST");
    expect(posts[0]?.body?.method).toBe("server/discover");
    expect(posts.map((p) => p.body?.method)).not.toContain("initialize");
    for (const post of posts) {
      expect(post.headers["mcp-protocol-version"]).toBe("2026-07-28");
      expect(post.headers["mcp-method"]).toBe(post.body?.method);
      expect(post.headers["mcp-session-id"]).toBeUndefined();
      expect(post.body?.params?._meta).toMatchObject({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {},
      });
    }
  });

  it("runs a tool call in that era, its tool named in the Mcp-Name header", async () => {
    const target = await startServer([SDK_V2, "--http", "--modern-only"]);
    const { url, seen } = await recordingProxy(target);
    let outcome: unknown;
    await listServer(
      { kind: "http", url },
      {
        session: async ({ call }) => {
          outcome = await call("get_forecast", { place: "Lisbon" }, 10_000);
        },
      },
    );
    expect(outcome).toMatchObject({ kind: "result", result: { content: [{ type: "text", text: "sunny in Lisbon" }] } });
    const post = seen.find((s) => s.body?.method === "tools/call");
    expect(post?.headers["mcp-name"]).toBe("get_forecast");
    expect(post?.headers["mcp-method"]).toBe("tools/call");
  });

  it("counts the instructions of server/discover as today's, and the tools as the raw exchange lists them", async () => {
    const url = await startServer([SDK_V2, "--http", "--modern-only"]);
    const report = await measure({ kind: "http", url }, { encodings: ["o200k_base"] });
    const raw = await rawModernListing(url);
    expect(report.server.era).toBe("modern");
    expect(report.instructions?.tokens.o200k_base).toBe(oracleCount(String(raw.discover.instructions), "o200k_base"));
    expect(report.tools.map((t) => t.name)).toEqual(raw.tools.map((t) => (t as { name: string }).name));
  });
});

describe("a real SDK v2 server over Streamable HTTP that serves both eras (legacy: stateless)", () => {
  it("is listed in the 2026-07-28 era, with the tools it lists in the 2025 era", async () => {
    const url = await startServer([SDK_V2, "--http"]);
    const listing = await listServer({ kind: "http", url });
    const legacy = await rawLegacyListing(url);
    expect(listing.server.era).toBe("modern");
    expect(JSON.stringify(listing.tools)).toBe(JSON.stringify(legacy.tools));
    expect(listing.instructions).toBe(legacy.initialize.instructions);
  });
});

describe("a 2025-era SDK 1.x server over HTTP", () => {
  it("(Streamable HTTP, stateful) answers the probe with an error and is listed through initialize", async () => {
    const target = await startServer([FIXTURE, "--tools", toolsFile("many"), "--http", "0"]);
    const { url, seen } = await recordingProxy(target);
    const listing = await listServer({ kind: "http", url });
    const legacy = await rawLegacyListing(target);
    expect(listing.server.era).toBe("legacy");
    expect(listing.server.protocolVersion).toBe("2025-11-25");
    expect(JSON.stringify(listing.tools)).toBe(JSON.stringify(legacy.tools));
    const methods = seen.filter((s) => s.method === "POST").map((s) => s.body?.method);
    expect(methods.slice(0, 2)).toEqual(["server/discover", "initialize"]);
  });

  it("(legacy HTTP+SSE only) is still listed over SSE after the probe", async () => {
    const base = await startServer([FIXTURE, "--tools", toolsFile("many"), "--http", "0", "--sse"]);
    const listing = await listServer({ kind: "http", url: base.replace(/\/mcp$/, "/sse") });
    expect(listing.server.era).toBe("legacy");
    expect(listing.tools.length).toBeGreaterThan(0);
    expect(listing.warnings.join("\n")).toContain("legacy HTTP+SSE");
  });
});

describe("an HTTP server whose configuration says its type is sse", () => {
  it("(legacy HTTP+SSE only) is connected over SSE at once: no probe, no Streamable HTTP, no warning", async () => {
    const base = await startServer([FIXTURE, "--tools", toolsFile("many"), "--http", "0", "--sse"]);
    const { url, seen } = await recordingProxy(base.replace(/\/mcp$/, "/sse"));
    const listing = await listServer({ kind: "http", url, transport: "sse" });
    const auto = await listServer({ kind: "http", url: base.replace(/\/mcp$/, "/sse") });
    expect(JSON.stringify(listing.tools)).toBe(JSON.stringify(auto.tools));
    expect(listing.server.era).toBe("legacy");
    expect(listing.warnings).toEqual([]);
    // Detected, the same server costs a probe and a refused Streamable HTTP POST first, and a warning.
    expect(auto.warnings.join("\n")).toContain("legacy HTTP+SSE");
    expect(seen[0]).toMatchObject({ method: "GET", path: "/sse" });
    const posted = seen.filter((s) => s.method === "POST");
    expect(posted.map((s) => s.body?.method)).not.toContain("server/discover");
    expect(posted.filter((s) => s.path === "/sse")).toEqual([]);
    expect(posted.map((s) => s.body?.method)).toContain("tools/list");
  });

  it("(Streamable HTTP only) is not listed, and the error says what the configuration said", async () => {
    const target = await startServer([FIXTURE, "--tools", toolsFile("many"), "--http", "0"]);
    await expect(listServer({ kind: "http", url: target, transport: "sse" }, { timeoutMs: 30_000 })).rejects.toThrow(
      /configured as type "sse", but legacy SSE failed; if it speaks Streamable HTTP, make its type "http" \(http:\S+: /,
    );
  });
});

/** A plain modern server whose server/discover answers are given in order (then the last one repeats). */
async function scriptedServer(discoverAnswers: { status: number; body: object }[]) {
  const discovers: number[] = [];
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (c) => {
      text += c;
    });
    req.on("end", () => {
      const message = JSON.parse(text || "{}") as { id?: number; method?: string };
      const send = (status: number, body: object) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify({ jsonrpc: "2.0", id: message.id ?? null, ...body }));
      };
      if (message.method === "server/discover") {
        discovers.push(discovers.length + 1);
        const answer = discoverAnswers[Math.min(discovers.length, discoverAnswers.length) - 1];
        if (answer) send(answer.status, answer.body);
        return;
      }
      if (message.method === "tools/list") {
        send(200, {
          result: { tools: [{ name: "only", description: "The one tool.", inputSchema: { type: "object" } }] },
        });
        return;
      }
      send(400, { error: { code: -32600, message: "not served here" } });
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, discovers };
}

const DISCOVER_OK = {
  status: 200,
  body: {
    result: {
      supportedVersions: ["2026-07-28"],
      capabilities: { tools: {} },
      instructions: "Use only.",
      _meta: { "io.modelcontextprotocol/serverInfo": { name: "scripted", version: "1.0.0" } },
    },
  },
};
const unsupported = (supported: string[]) => ({
  status: 400,
  body: {
    error: { code: -32022, message: "Unsupported protocol version", data: { supported, requested: "2026-07-28" } },
  },
});

describe("the server/discover probe's edge answers over HTTP", () => {
  it("a -32022 that lists 2026-07-28 is retried once, as the SDK's corrective retry, and then listed", async () => {
    const server = await scriptedServer([unsupported(["2026-07-28"]), DISCOVER_OK]);
    const listing = await listServer({ kind: "http", url: server.url });
    expect(server.discovers).toHaveLength(2);
    expect(listing.server).toMatchObject({ name: "scripted", era: "modern" });
    expect(listing.instructions).toBe("Use only.");
  });

  it("a second -32022 with our version after the retry fails with the server's versions", async () => {
    const server = await scriptedServer([unsupported(["2026-07-28"])]);
    await expect(listServer({ kind: "http", url: server.url })).rejects.toThrow(
      /it answered server\/discover with .*Unsupported protocol version.* and supports 2026-07-28/,
    );
    expect(server.discovers).toHaveLength(2);
  });

  it("a -32022 listing only a later modern revision fails at once: no shared version", async () => {
    const server = await scriptedServer([unsupported(["2027-01-01"])]);
    await expect(listServer({ kind: "http", url: server.url })).rejects.toThrow(/supports 2027-01-01/);
    expect(server.discovers).toHaveLength(1);
  });

  it("401 says authorization is needed and 500 names the status; neither is taken for a 2025-era server", async () => {
    const auth = await scriptedServer([{ status: 401, body: { error: { code: -32600, message: "no" } } }]);
    await expect(listServer({ kind: "http", url: auth.url })).rejects.toThrow(
      /requires authorization \(HTTP 401 Unauthorized: .*no.*\); pass its credentials as a header/,
    );
    const broken = await scriptedServer([{ status: 500, body: {} }]);
    await expect(listServer({ kind: "http", url: broken.url })).rejects.toThrow(/server\/discover probe with HTTP 500/);
  });
});

describe("the Mcp-Name header's value", () => {
  it("is the name when it is printable ASCII, else base64 of its UTF-8 between =?base64? and ?=", () => {
    expect(encodeHeaderValue("get_forecast")).toBe("get_forecast");
    expect(encodeHeaderValue("météo")).toBe(`=?base64?${Buffer.from("météo").toString("base64")}?=`);
    expect(encodeHeaderValue(" padded")).toMatch(/^=\?base64\?/);
    expect(encodeHeaderValue("")).toBe("=?base64??=");
  });
});
