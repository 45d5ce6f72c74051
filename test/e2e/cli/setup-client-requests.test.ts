/**
 * `measure --config`: each client of a configuration sends its own request, shaped by its profile
 * (docs/clients.md), never one request with the servers of every client in it. Through the bundled CLI on
 * `--config auto` in a project with Claude Code's `.mcp.json` and Cursor's `.cursor/mcp.json`: Cursor sends the
 * names of its two servers' tools up front, none capped (it warns above 80 since 2026-01, no longer sends only 40),
 * Claude Code's figures are its name lines up front and its tool objects when loaded. Every figure is counted again here with js-tiktoken from texts built in this file.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { getEncoding } from "js-tiktoken";
import { beforeAll, describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { badServer, FIXTURE_SERVER } from "../../helpers/fixture.js";

const o200k = getEncoding("o200k_base");
const fmt = (n: number | undefined) => (n ?? Number.NaN).toLocaleString("en-US");
const count = (text: string) => o200k.encode(text, [], []).length;
const tool = (prefix: string, i: number) => ({
  name: `${prefix}_${i}`,
  description: `Looks up record ${i} of the ${prefix} store.`,
  inputSchema: { type: "object", properties: { id: { type: "string", description: "Its id." } }, required: ["id"] },
});
const A = Array.from({ length: 30 }, (_, i) => tool("alpha", i));
const B = Array.from({ length: 30 }, (_, i) => tool("beta", i));
const C = Array.from({ length: 4 }, (_, i) => tool("gamma", i));

let project: string;
let home: string;
let setup: Setup;

beforeAll(async () => {
  project = mkdtempSync(path.join(tmpdir(), "mtb-client-requests-"));
  home = mkdtempSync(path.join(tmpdir(), "mtb-client-requests-home-"));
  const server = (tools: unknown[], name: string) => {
    const file = path.join(project, `${name}.json`);
    writeFileSync(file, JSON.stringify({ tools }));
    return { command: process.execPath, args: [FIXTURE_SERVER, "--tools", file] };
  };
  mkdirSync(path.join(project, ".cursor"));
  writeFileSync(
    path.join(project, ".cursor", "mcp.json"),
    JSON.stringify({ mcpServers: { a: server(A, "a"), b: server(B, "b") } }),
  );
  // The same server "a" in both clients: the merge names it "a (cursor)" and "a (claude-code)"; each client still
  // knows it as "a", and a tool name two clients' servers share is no clash (each client sends its own request).
  writeFileSync(
    path.join(project, ".mcp.json"),
    JSON.stringify({ mcpServers: { c: server(C, "c"), a: server(A, "a") } }),
  );
  const run = await runCliJson<Setup>(["measure", "--config", "auto"], project, {
    env: { HOME: home, XDG_CONFIG_HOME: path.join(home, ".config") },
  });
  expect(run.code, run.stderr).toBe(0);
  setup = run.json;
});

describe("one request per client of a configuration", () => {
  it("names each client's own servers and passes the setup schema", () => {
    expect(setup.measured).toBe(4);
    expect(setup.duplicateToolNames).toEqual([]);
    expect(Object.keys(setup.clients ?? {}).sort()).toEqual(["claude-code", "cursor"]);
    expect(setup.clients?.cursor?.servers).toEqual(["a (cursor)", "b"]);
    expect(setup.clients?.["claude-code"]?.servers).toEqual(["c", "a (claude-code)"]);
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    const load = (name: string) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas", name), "utf8"));
    ajv.addSchema(load("report.schema.json"));
    const validate = ajv.compile(load("setup.schema.json"));
    expect(validate(setup), JSON.stringify(validate.errors)).toBe(true);
  });

  it("Cursor: the names of its two servers' 60 tools up front, every tool as listed when loaded, none capped out", () => {
    const cursor = setup.clients?.cursor?.request;
    expect(cursor?.cappedOut).toEqual([]);
    expect(cursor?.deferred).toBe(true);
    // Each server's names as a "\n<name>" line each (read, not captured: Cursor publishes no exact text).
    const names = (tools: typeof A) => count(tools.map((t) => `\n${t.name}`).join(""));
    expect(cursor?.tokens.o200k_base?.upFront).toBe(names(A) + names(B));
    const loaded = [...A, ...B].reduce((sum, t) => sum + count(JSON.stringify(t)), 0);
    expect(cursor?.tokens.o200k_base?.allLoaded).toBe(loaded);
  });

  it("Claude Code: its name lines up front, its tool objects when loaded, its own base beside them", () => {
    const claude = setup.clients?.["claude-code"]?.request;
    const mine = [
      ...C.map((t) => ({ ...t, name: `mcp__c__${t.name}` })),
      ...A.map((t) => ({ ...t, name: `mcp__a__${t.name}` })),
    ];
    const names = mine.map((t) => t.name).sort();
    expect(claude?.deferred).toBe(true);
    expect(claude?.tokens.o200k_base?.upFront).toBe(count(names.map((n) => `\n${n}`).join("")));
    const loaded = mine.map((t) =>
      count(JSON.stringify({ name: t.name, description: t.description, input_schema: t.inputSchema })),
    );
    expect(claude?.tokens.o200k_base?.allLoaded).toBe(loaded.reduce((a, b) => a + b, 0));
    expect(claude?.tokens.o200k_base?.clientBase).toBeGreaterThan(10_000);
  });

  it("prints a line per client, each with its own servers", async () => {
    const run = await runCli(["measure", "--config", "auto"], project, {
      env: { HOME: home, XDG_CONFIG_HOME: path.join(home, ".config") },
    });
    expect(run.code, run.stderr).toBe(0);
    const claude = setup.clients?.["claude-code"]?.request.tokens.o200k_base;
    expect(run.stdout).toContain("What each client sends with its own servers, one request per client (o200k_base");
    expect(run.stdout).toMatch(
      new RegExp(
        `Claude Code 2\\.1\\.328: ${fmt(claude?.upFront)} up front \\(names only\\), ${fmt(claude?.allLoaded)} when loaded`,
      ),
    );
    expect(run.stdout).toMatch(
      /Cursor \(read, not captured: from its docs, [0-9-]+\): [0-9,]+ up front \(names only\), [0-9,]+ when loaded/,
    );
    expect(run.stdout).not.toContain("never reach the model");
    expect(run.stdout).toContain("servers: a (cursor), b");
    expect(run.stdout).not.toContain("Tool names offered by more than one server");
  });
});

describe("measure --config --client: each client asked for, one request with every server under its own key", () => {
  it("Claude Code with tool search off and Codex (a version of its line) over all four servers, keyed as asked", async () => {
    const run = await runCliJson<Setup>(
      ["measure", "--config", "auto", "--client", "claude-code:ENABLE_TOOL_SEARCH=false,codex@0.171.3"],
      project,
      { env: { HOME: home, XDG_CONFIG_HOME: path.join(home, ".config") } },
    );
    expect(run.code, run.stderr).toBe(0);
    const clients = run.json.clients as Record<
      string,
      { servers: string[]; request: import("../../../src/core/clients/count.js").ClientEntry }
    >;
    expect(Object.keys(clients)).toEqual(["claude-code:ENABLE_TOOL_SEARCH=false", "codex@0.171.3"]);
    const claude = clients["claude-code:ENABLE_TOOL_SEARCH=false"];
    expect(claude?.servers.sort()).toEqual(["a (claude-code)", "a (cursor)", "b", "c"].sort());
    // Each server under its own key in the configuration (the merge's qualifier is not the client's key).
    const names = Object.keys(claude?.request.tokens.o200k_base?.perTool ?? {});
    const expected = [
      ...A.map((t) => `mcp__a__${t.name}`),
      ...B.map((t) => `mcp__b__${t.name}`),
      ...C.map((t) => `mcp__c__${t.name}`),
    ];
    for (const name of expected) expect(names).toContain(name);
    const loaded = (tools: typeof A, key: string) =>
      tools.reduce(
        (n, t) =>
          n +
          count(
            JSON.stringify({ name: `mcp__${key}__${t.name}`, description: t.description, input_schema: t.inputSchema }),
          ),
        0,
      );
    // "a" is in both files: each copy is a server of the request.
    expect(claude?.request.tokens.o200k_base?.upFront).toBe(loaded(A, "a") * 2 + loaded(B, "b") + loaded(C, "c"));
    const codex = clients["codex@0.171.3"]?.request;
    expect([codex?.version, codex?.askedVersion]).toEqual(["0.171.0", "0.171.3"]);
    // Codex sends one <tools> block for all its servers, a namespace line each, sorted (the corpus' goldens).
    const lines = ["a", "a", "b", "c"].map((key) => `- mcp__${key}`).join("\n");
    expect(codex?.tokens.o200k_base?.upFront).toBe(count(`<tools>\nDeferred tool namespaces:\n${lines}\n</tools>`));
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    const load = (name: string) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas", name), "utf8"));
    ajv.addSchema(load("report.schema.json"));
    const validate = ajv.compile(load("setup.schema.json"));
    expect(validate(run.json), JSON.stringify(validate.errors)).toBe(true);
  }, 120_000);
});

describe("measure --config --client cline: a server that logs on stdout", () => {
  it("is never connected by Cline CLI: its tools named in notSent, counted as 0; the quiet server's are sent", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mtb-client-requests-noise-"));
    const file = path.join(dir, "c.json");
    writeFileSync(file, JSON.stringify({ tools: C }));
    writeFileSync(
      path.join(dir, ".mcp.json"),
      JSON.stringify({
        mcpServers: {
          quiet: { command: process.execPath, args: [FIXTURE_SERVER, "--tools", file] },
          noisy: { command: process.execPath, args: [badServer("logs-on-stdout")] },
        },
      }),
    );
    const run = await runCliJson<Setup>(["measure", "--config", "auto", "--client", "cline"], dir, {
      env: { HOME: home, XDG_CONFIG_HOME: path.join(home, ".config") },
    });
    expect(run.code, run.stderr).toBe(0);
    const clients = run.json.clients as Record<
      string,
      { servers: string[]; request: import("../../../src/core/clients/count.js").ClientEntry }
    >;
    const cline = clients.cline?.request;
    expect(cline?.notSent).toEqual([
      {
        server: "noisy",
        tools: ["get_time", "echo"],
        reason: expect.stringContaining("Invalid MCP response"),
        fix: expect.stringContaining("stderr"),
      },
    ]);
    expect(Object.keys(cline?.tokens.o200k_base?.perTool ?? {}).sort()).toEqual(
      C.map((t) => `quiet__${t.name}`).sort(),
    );
  }, 120_000);
});
