/**
 * Both eras of MCP over stdio (issue 27): revision 2026-07-28 (server/discover, the `_meta` envelope on every
 * request, ttlMs and cacheScope on lists) and the 2025 initialize handshake, negotiated as the SDK v2 client
 * does in its "auto" mode: server/discover first, initialize when the server gives no modern answer.
 * The figures equal an independent raw JSON-RPC exchange in each era (test/helpers/oracle.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, describe, expect, it } from "vitest";
import { renderMeasurementMarkdown, renderMeasurementText } from "../../../src/core/render/measurement.js";
import { listServer, type ServerSpec } from "../../../src/mcp/list.js";
import { measure } from "../../../src/run/measure.js";
import { FIXTURES, readToolsFile, toolsFile } from "../../helpers/fixture.js";
import { oracleCount, oracleTotals, rawToolsList } from "../../helpers/oracle.js";

const ERA_SERVER = path.join(FIXTURES, "era-server.mjs");
const INSTRUCTIONS = "Call search before fetch. Results are cached for ten minutes.";
const encodings = ["o200k_base", "cl100k_base"];
const dir = mkdtempSync(path.join(tmpdir(), "eras-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const args = (...flags: string[]) => [
  ERA_SERVER,
  "--tools",
  toolsFile("many"),
  "--instructions",
  INSTRUCTIONS,
  ...flags,
];
const spec = (...flags: string[]): ServerSpec => ({ kind: "stdio", command: process.execPath, args: args(...flags) });
let logs = 0;
/** A log file for the fixture's requests, and a reader for it. */
const logged = () => {
  const file = path.join(dir, `log-${logs++}.jsonl`);
  const read = (): { method: string; params?: Record<string, unknown> }[] =>
    readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
  return { flags: ["--log", file], read };
};
const schema = JSON.parse(readFileSync(path.join(FIXTURES, "../../schemas/report.schema.json"), "utf8"));
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

describe("a server of revision 2026-07-28 only (refuses initialize)", () => {
  it("is listed through server/discover, with the _meta envelope on every request and no initialize", async () => {
    const log = logged();
    const listing = await listServer(spec("--page-size", "2", ...log.flags));
    const raw = await rawToolsList(process.execPath, args("--page-size", "2"), process.env, "modern");
    expect(JSON.stringify(listing.tools)).toBe(JSON.stringify(raw.tools));
    expect(listing.tools).toHaveLength(readToolsFile("many").tools.length);
    expect(listing.server).toEqual({
      name: "era-server-modern",
      version: "2.0.0",
      protocolVersion: "2026-07-28",
      era: "modern",
    });
    expect(listing.instructions).toBe(INSTRUCTIONS);
    expect(listing.toolsCache).toEqual({ ttlMs: raw.ttlMs, scope: raw.cacheScope });
    expect(listing.toolsCache).toEqual({ ttlMs: 600_000, scope: "private" });
    const requests = log.read();
    expect(requests[0]?.method).toBe("server/discover");
    expect(requests.map((r) => r.method)).not.toContain("initialize");
    expect(requests.filter((r) => r.method === "tools/list").length).toBeGreaterThan(1);
    for (const request of requests) {
      expect(request.params?._meta).toEqual({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientInfo": { name: "mcp-token-budget", version: expect.any(String) },
        "io.modelcontextprotocol/clientCapabilities": {},
      });
    }
    // The cursor is still sent next to the envelope.
    expect(requests.some((r) => r.method === "tools/list" && r.params?.cursor === "2")).toBe(true);
  });

  it("counts what the raw exchange lists, the instructions of server/discover as today's, and says the era", async () => {
    const report = await measure(spec("--ttl-ms", "3600000", "--cache-scope", "public"), { encodings });
    const raw = await rawToolsList(process.execPath, args(), process.env, "modern");
    for (const encoding of encodings) {
      const oracle = oracleTotals(raw.tools, encoding);
      expect(report.totals[encoding]?.model).toBe(oracle.model);
      expect(report.totals[encoding]?.raw).toBe(oracle.raw);
      expect(report.instructions?.tokens[encoding]).toBe(oracleCount(raw.discover?.instructions as string, encoding));
    }
    expect(report.instructions?.chars).toBe(INSTRUCTIONS.length);
    expect(report.server.era).toBe("modern");
    expect(report.server.protocolVersion).toBe("2026-07-28");
    expect(report.toolsCache).toEqual({ ttlMs: 3_600_000, scope: "public" });
    validate(JSON.parse(JSON.stringify(report)));
    expect(validate.errors ?? []).toEqual([]);
    expect(renderMeasurementText(report)).toContain(
      "The server lets clients cache its tool list for 1 hour, shared by all its users (ttlMs 3600000, cacheScope public).",
    );
  });

  it("says in the output for how long, and for whom, the tool list may be cached", async () => {
    const report = await measure(spec(), { encodings });
    const line =
      "The server lets clients cache its tool list for 10 minutes, per user (ttlMs 600000, cacheScope private).";
    expect(renderMeasurementText(report)).toContain(line);
    expect(renderMeasurementMarkdown(report)).toContain(line);
    const none = await measure(spec("--ttl-ms", "0"), { encodings });
    expect(renderMeasurementText(none)).toContain("The server asks clients not to cache its tool list (ttlMs 0)");
  });
});

describe("a 2025-era server", () => {
  it("that answers server/discover with an error is listed through initialize, with no _meta", async () => {
    const log = logged();
    const listing = await listServer(spec("--era", "legacy", ...log.flags));
    const raw = await rawToolsList(process.execPath, args("--era", "legacy"));
    expect(JSON.stringify(listing.tools)).toBe(JSON.stringify(raw.tools));
    expect(listing.server).toEqual({
      name: "era-server-legacy",
      version: "2.0.0",
      protocolVersion: "2025-11-25",
      era: "legacy",
    });
    expect(listing.instructions).toBe(INSTRUCTIONS);
    expect(listing.toolsCache).toBeUndefined();
    const requests = log.read();
    expect(requests.map((r) => r.method)).toEqual(["server/discover", "initialize", "tools/list"]);
    expect(requests[2]?.params?._meta).toBeUndefined();
    const report = await measure(spec("--era", "legacy"), { encodings });
    for (const encoding of encodings) expect(report.totals[encoding]).toEqual(oracleTotals(raw.tools, encoding));
    expect(report.server.era).toBe("legacy");
    expect(report.toolsCache).toBeUndefined();
    expect(renderMeasurementText(report)).not.toContain("cache its tool list");
  });

  it("that never answers server/discover is listed through initialize, sent once the probe had 5 s alone", async () => {
    const log = logged();
    const started = Date.now();
    const listing = await listServer(spec("--era", "legacy", "--discover", "ignore", ...log.flags));
    expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
    expect(listing.server.era).toBe("legacy");
    expect(listing.tools).toHaveLength(readToolsFile("many").tools.length);
    expect(log.read().map((r) => r.method)).toEqual(["server/discover", "initialize", "tools/list"]);
  });

  it("whose server/discover offers no 2026-07-28 version is listed through initialize", async () => {
    const listing = await listServer(spec("--era", "legacy", "--discover", "no-modern"));
    expect(listing.server.era).toBe("legacy");
    expect(listing.tools).toHaveLength(readToolsFile("many").tools.length);
  });

  it("that ends its process on server/discover is started again for initialize, and says so", async () => {
    const pids: number[] = [];
    const listing = await listServer(spec("--era", "legacy", "--discover", "exit"), { onSpawn: (p) => pids.push(p) });
    expect(listing.server.era).toBe("legacy");
    expect(listing.tools).toHaveLength(readToolsFile("many").tools.length);
    expect(pids).toHaveLength(2);
    expect(listing.warnings).toContain(
      "the server ended its process on server/discover; it was started again for initialize",
    );
  });
});

it("a server that answers neither server/discover nor initialize fails with both answers", async () => {
  const error = await listServer(spec("--era", "none")).catch((e: Error) => e);
  expect((error as Error).message).toBe(
    "waiting for the answer to server/discover or initialize failed: the server answered neither server/discover " +
      "(revision 2026-07-28: MCP error -32601: Method not found: server/discover) " +
      "nor initialize (revisions up to 2025-11-25: MCP error -32601: Method not found: initialize)",
  );
});

describe("a real SDK v2 server (context7-mcp 4.1.1, on @modelcontextprotocol/server 2.0.0, which serves both eras)", () => {
  const require = createRequire(import.meta.url);
  const entry = path.join(path.dirname(require.resolve("@upstash/context7-mcp/package.json")), "dist/index.js");
  it("is listed in the 2026-07-28 era, and its figures equal raw exchanges in both eras", async () => {
    const report = await measure({ kind: "stdio", command: process.execPath, args: [entry] }, { encodings });
    const modern = await rawToolsList(process.execPath, [entry], process.env, "modern");
    const legacy = await rawToolsList(process.execPath, [entry]);
    expect(JSON.stringify(modern.tools)).toBe(JSON.stringify(legacy.tools));
    expect(report.server).toEqual({ name: "Context7", version: "4.1.1", protocolVersion: "2026-07-28", era: "modern" });
    expect(report.toolsCache).toEqual({ ttlMs: modern.ttlMs, scope: modern.cacheScope });
    for (const encoding of encodings) {
      expect(report.totals[encoding]).toEqual(oracleTotals(modern.tools, encoding));
      expect(report.instructions?.tokens[encoding]).toBe(
        oracleCount(modern.discover?.instructions as string, encoding),
      );
    }
  });
});

describe("a real SDK v2 server (@modelcontextprotocol/server 2.4.0, serveStdio)", () => {
  const SDK_V2_SERVER = path.join(FIXTURES, "sdk-v2-server.mjs");
  const v2 = (...flags: string[]): ServerSpec => ({
    kind: "stdio",
    command: process.execPath,
    args: [SDK_V2_SERVER, ...flags],
  });

  it("that refuses initialize (legacy: reject) is listed in the 2026-07-28 era, as a raw exchange lists it", async () => {
    const report = await measure(v2("--modern-only"), { encodings });
    const raw = await rawToolsList(process.execPath, [SDK_V2_SERVER, "--modern-only"], process.env, "modern");
    // It does refuse initialize, with -32022 and the versions it supports.
    const refused = await rawToolsList(process.execPath, [SDK_V2_SERVER, "--modern-only"]).catch((e: Error) => e);
    expect(JSON.parse((refused as Error).message)).toEqual({
      code: -32022,
      message: "Unsupported protocol version: 2025-06-18",
      data: { supported: ["2026-07-28"], requested: "2025-06-18" },
    });
    expect(report.server).toEqual({
      name: "sdk-v2-server",
      version: "2.4.0",
      protocolVersion: "2026-07-28",
      era: "modern",
    });
    expect(report.tools.map((t) => t.name)).toEqual(["get_forecast", "get_alerts"]);
    for (const encoding of encodings) {
      expect(report.totals[encoding]).toEqual(oracleTotals(raw.tools, encoding));
      expect(report.instructions?.tokens[encoding]).toBe(oracleCount(raw.discover?.instructions as string, encoding));
    }
    expect(report.toolsCache).toEqual({ ttlMs: raw.ttlMs, scope: raw.cacheScope });
    expect(renderMeasurementText(report)).toContain("The server asks clients not to cache its tool list (ttlMs 0)");
  });

  it("that serves both eras is listed in the 2026-07-28 era, with the tools it lists in the 2025 era", async () => {
    const listing = await listServer(v2());
    const legacy = await rawToolsList(process.execPath, [SDK_V2_SERVER]);
    expect(listing.server.era).toBe("modern");
    expect(JSON.stringify(listing.tools)).toBe(JSON.stringify(legacy.tools));
  });
});
