/**
 * A client configuration is one request: for every model profile, `measure --config` gives the figure of
 * the same tools served as ONE listing. Three real npm servers in a Claude Desktop file, against the
 * fixture server serving the union of their tools (read from their own listings, in file order) with
 * their instructions joined as a client joins them; both measured by the bundled CLI. The encodings,
 * which have no per-request frame, still add up over the rows; the models' rows do not, and the text
 * says why.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import { INSTRUCTIONS_SEPARATOR, setupRequest } from "../../../src/core/models/request.js";
import type { Report } from "../../../src/core/report.js";
import { listRealServer } from "../../helpers/chat-template-servers.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";

const require = createRequire(import.meta.url);
const bin = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "dist/index.js");
const dir = mkdtempSync(path.join(tmpdir(), "mtb-one-request-"));
const memoryFile = path.join(dir, "memory.jsonl");

/** Every profile family: harmony, the two Jinja templates (three models), the Claude estimate, the gpt-5 proxy. */
const PROFILES = ["gpt-oss", "qwen3", "llama-3.1", "llama-3.2", "claude", "gpt-5"];
const modelArgs = PROFILES.flatMap((id) => ["--model", id]);

const SERVERS = [
  { name: "everything", args: [bin("@modelcontextprotocol/server-everything"), "stdio"] },
  { name: "memory", args: [bin("@modelcontextprotocol/server-memory")] },
  { name: "thinking", args: [bin("@modelcontextprotocol/server-sequential-thinking")] },
];

let setup: Setup;
let single: Report;
let setupText: string;

beforeAll(async () => {
  const env = { MEMORY_FILE_PATH: memoryFile };
  const config = path.join(dir, "claude_desktop_config.json");
  writeFileSync(
    config,
    JSON.stringify({
      mcpServers: Object.fromEntries(SERVERS.map((s) => [s.name, { command: process.execPath, args: s.args, env }])),
    }),
  );
  // The union, read from each server's own listing (our lister for the tools, the SDK for the instructions).
  const listed = [];
  for (const s of SERVERS) listed.push(await listRealServer({ name: s.name, args: s.args, env }));
  const instructions = listed.map((l) => l.instructions).filter((t): t is string => !!t);
  expect(instructions.length).toBeGreaterThan(0); // server-everything sends some: they are part of the request
  const union = path.join(dir, "union.json");
  writeFileSync(
    union,
    JSON.stringify({ tools: listed.flatMap((l) => l.tools), instructions: instructions.join("\n\n") }),
  );

  const [s, one, text] = await Promise.all([
    runCliJson<Setup>(["measure", "--config", `claude-desktop:${config}`, ...modelArgs], dir),
    runCliJson<Report>(["measure", ...modelArgs, "--", process.execPath, FIXTURE_SERVER, "--tools", union], dir),
    runCli(["measure", "--config", `claude-desktop:${config}`, "--model", "qwen3"], dir),
  ]);
  expect(s.code, s.stderr).toBe(0);
  expect(one.code, one.stderr).toBe(0);
  setup = s.json;
  single = one.json;
  setupText = text.stdout;
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a 3-server setup of real servers, counted per model", () => {
  it("measures all three servers", () => {
    expect(setup.measured).toBe(3);
    expect(setup.failed).toBe(0);
    expect(single.tools.length).toBe(
      setup.servers.reduce((n, s) => n + (s.status === "measured" ? s.report.tools.length : 0), 0),
    );
  });

  it.each(PROFILES)("%s: the setup's total is the figure of the same tools served by one server", (id) => {
    const total = setup.models?.[id];
    const one = single.models?.[id];
    expect(total && one).toBeTruthy();
    expect(total?.tools).toBe(one?.tools);
    expect(total?.instructions).toBe(one?.instructions ?? 0);
    expect(total?.range).toEqual(one?.range);
    expect(total?.shareOfContext).toBe(one?.shareOfContext);
  });

  it("counts each request's frame once: the rows add up to more than the total on framed profiles", () => {
    for (const id of ["gpt-oss", "qwen3", "llama-3.1", "claude"]) {
      const rows = setup.servers.reduce(
        (n, s) => n + (s.status === "measured" ? (s.report.models?.[id]?.tools ?? 0) : 0),
        0,
      );
      expect(rows, id).toBeGreaterThan(setup.models?.[id]?.tools ?? 0);
    }
    // Encodings have no frame: the rows add up exactly, as before.
    for (const encoding of Object.keys(setup.totals)) {
      const rows = setup.servers.reduce(
        (n, s) => n + (s.status === "measured" ? (s.report.totals[encoding]?.model ?? 0) : 0),
        0,
      );
      expect(setup.totals[encoding]?.model).toBe(rows);
    }
  });

  it("says in the table why the model column does not add up", () => {
    expect(setupText).toContain("Model totals are the whole setup as one request");
    expect(setupText).toMatch(/do not add up to the total on qwen3/);
  });

  it("is the example docs/setups.md shows, row by row and in total", () => {
    const doc = readFileSync(path.join(PROJECT_ROOT, "docs", "setups.md"), "utf8");
    const n = (v: number | undefined) => (v ?? -1).toLocaleString("en-US");
    const line = (name: string) => doc.split("\n").find((l) => l.startsWith(`${name} `)) ?? `no ${name} row`;
    for (const server of setup.servers) {
      if (server.status !== "measured") continue;
      const r = server.report;
      const cells = [
        r.totals.o200k_base?.model,
        r.totals.cl100k_base?.model,
        ...["qwen3", "gpt-oss", "claude"].map((id) => r.models?.[id]?.tools),
      ];
      expect(
        line(server.name)
          .split(/\s{2,}/)
          .slice(3, 8),
        server.name,
      ).toEqual(cells.map(n));
    }
    const total = [
      setup.totals.o200k_base?.model,
      setup.totals.cl100k_base?.model,
      ...["qwen3", "gpt-oss", "claude"].map((id) => setup.models?.[id]?.tools),
    ];
    expect(
      line("Total")
        .split(/\s{2,}/)
        .slice(2, 7),
    ).toEqual(total.map(n));
  });

  it("validates against schemas/setup.schema.json", () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    const load = (name: string) => require(path.join(PROJECT_ROOT, "schemas", name));
    ajv.addSchema(load("report.schema.json"));
    const validate = ajv.compile(load("setup.schema.json"));
    expect(validate(setup), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe("the request a setup sends (plain data)", () => {
  it("lists every server's tools in order and joins the instructions of those that send any", () => {
    const a = { name: "a", inputSchema: { type: "object" } };
    const b = { name: "b", description: "B", inputSchema: { type: "object" }, annotations: { title: "x" } };
    const request = setupRequest([
      { tools: [a], instructions: "First." },
      { tools: [b], instructions: null },
      { tools: [], instructions: "Third." },
    ]);
    expect(request.tools).toEqual([a, { name: "b", description: "B", inputSchema: { type: "object" } }]);
    expect(request.instructions).toBe(`First.${INSTRUCTIONS_SEPARATOR}Third.`);
    expect(setupRequest([{ tools: [a], instructions: null }]).instructions).toBeNull();
  });
});
