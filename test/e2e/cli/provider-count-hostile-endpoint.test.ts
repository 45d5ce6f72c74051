/**
 * A count endpoint that misbehaves, through the bundled CLI: it answers 307 to another origin (a server on
 * another port of 127.0.0.1 that records what it is sent), an endless 200 body, or something that is not
 * a count. The key never reaches the other origin, nothing is read past 1 MiB, and every such failure is
 * the one error kind `provider`: exit 9, a one-line message naming the endpoint, never the key.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../../src/core/errors.js";
import { providerCountCounter } from "../../../src/models/provider-count.js";
import { CLI, type CliRun } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

const KEY = `sk-ant-test-${randomBytes(18).toString("base64url")}`;
const OPENAI = `sk-proj-test-${randomBytes(18).toString("base64url")}`;

interface Seen {
  path: string;
  headers: IncomingMessage["headers"];
}

const servers: Server[] = [];
async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? "", headers: req.headers });
    req.resume();
    req.on("end", () => handler(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

/** A count endpoint on another origin that would answer, and records whether a key reached it. */
async function elsewhere() {
  return serve((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ input_tokens: 12345 }));
  });
}

function measure(model: string, env: Record<string, string>): Promise<CliRun> {
  const base = { ...process.env };
  for (const name of ["ANTHROPIC_API_KEY", "OPENAI_API_KEY", "ANTHROPIC_BASE_URL", "OPENAI_BASE_URL"])
    delete base[name];
  const args = ["measure", "--format", "json", "--provider-count", "-m", model];
  const server = ["--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args, ...server],
      { encoding: "utf8", env: { ...base, ANTHROPIC_API_KEY: KEY, OPENAI_API_KEY: OPENAI, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe("a count endpoint that redirects", () => {
  it.each([
    ["claude", "ANTHROPIC_BASE_URL", "x-api-key", 307],
    ["gpt-5", "OPENAI_BASE_URL", "authorization", 308],
  ])(
    "%s: a %s endpoint answering redirect is refused; the key never reaches the other origin",
    async (model, variable, header, status) => {
      const other = await elsewhere();
      const endpoint = await serve((req, res) => {
        res.writeHead(status, { location: `${other.url}${req.url}?k=1` });
        res.end();
      });
      const run = await measure(model, { [variable]: endpoint.url });
      expect(run.code, run.stderr).toBe(EXIT_CODES.provider);
      expect(run.stderr).toMatch(
        new RegExp(
          `answered a redirect \\(HTTP ${status}\\) to ${other.url.replace(/\./g, "\\.")}; the key is sent to the configured address only`,
        ),
      );
      expect(endpoint.seen.length).toBeGreaterThan(0);
      expect(endpoint.seen[0]?.headers[header]).toBeDefined();
      // Not followed: the other origin was never asked, with or without the key.
      expect(other.seen).toEqual([]);
      expect(run.stdout + run.stderr).not.toContain(KEY);
      expect(run.stdout + run.stderr).not.toContain(OPENAI);
      expect(run.stdout).not.toContain("12345");
    },
  );

  it("a redirect to the same origin is refused too (the base URL should name the address that answers)", async () => {
    const endpoint = await serve((req, res) => {
      if (req.url?.startsWith("/moved")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ input_tokens: 7 }));
        return;
      }
      res.writeHead(301, { location: `/moved${req.url}` });
      res.end();
    });
    const run = await measure("claude", { ANTHROPIC_BASE_URL: endpoint.url });
    expect(run.code).toBe(EXIT_CODES.provider);
    expect(endpoint.seen.map((s) => s.path)).toEqual(["/v1/messages/count_tokens"]);
  });
});

describe("a count endpoint that answers too much or nonsense", () => {
  it("an endless 200 body is cut at 1 MiB with a clear error, long before the timeout", async () => {
    let sent = 0;
    const endpoint = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (res.write(chunk)) {
          sent += chunk.length;
          if (sent > 512 * 1024 * 1024) return res.end();
        }
        res.once("drain", pump);
      };
      res.on("close", () => res.removeAllListeners("drain"));
      pump();
    });
    const run = await measure("claude", { ANTHROPIC_BASE_URL: endpoint.url });
    expect(run.code, run.stderr).toBe(EXIT_CODES.provider);
    expect(run.stderr).toMatch(
      /^error: Anthropic's count_tokens endpoint \(http:\/\/127\.0\.0\.1:\d+\/v1\/messages\/count_tokens, model claude-sonnet-4-6\) answered more than 1 MiB, which no count needs; check the base URL\n$/,
    );
    // The client stopped reading: what the stand-in managed to push is buffers' worth, not the 512 MiB it had.
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });

  it.each([
    ["HTML", 200, "<html>hello</html>"],
    ["JSON without a count", 200, '{"tokens": 5}'],
    ["a negative count", 200, '{"input_tokens": -1}'],
    ["a server error", 502, "bad gateway"],
    ["a refused key", 401, "{}"],
  ])("%s is exit 9, naming the endpoint", async (_what, status, body) => {
    const endpoint = await serve((_req, res) => {
      res.writeHead(status, { "content-type": "text/html" });
      res.end(body);
    });
    const run = await measure("claude", { ANTHROPIC_BASE_URL: endpoint.url });
    expect(run.code, run.stderr).toBe(EXIT_CODES.provider);
    expect(run.stderr).toMatch(
      /^error: Anthropic's count_tokens endpoint \(http:\/\/127\.0\.0\.1:\d+\/v1\/messages\/count_tokens, model claude-sonnet-4-6\)/,
    );
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("an endpoint that never answers is the same kind, at its timeout", async () => {
    const endpoint = await serve(() => undefined);
    const counter = providerCountCounter("anthropic", { apiKey: KEY, baseUrl: endpoint.url }, "claude-sonnet-4-6", {
      timeoutMs: 300,
    });
    await expect(counter.count([{ name: "a", inputSchema: { type: "object" } }], null)).rejects.toMatchObject({
      kind: "provider",
      message: expect.stringMatching(/did not answer within 0\.3 s/),
    });
  });
});
