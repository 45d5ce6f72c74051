/**
 * Holding a fresh capture to its golden (what `clients check` reports): per tool by name (changed, gone, added,
 * the order), per text slot, a refusal that came or went; each with the server it belongs to and its tokens in the
 * golden and now. The report says "holds" or each move, escaped for a terminal or markdown; the corpus file is
 * checked with errors that name the case and the fix.
 */
import { describe, expect, it } from "vitest";
import {
  type CaseListings,
  type ClientsCheckReport,
  checkStatus,
  compareGolden,
  type Golden,
  goldenName,
  parseCorpus,
  renderClientsCheck,
  serverOfTool,
} from "../../../../src/core/clients/goldens.js";
import { loadEncoders } from "../../../../src/core/encodings.js";
import { escapeMarkdownInline, escapeTerminal } from "../../../../src/core/render/escape.js";

const [o200k] = await loadEncoders(["o200k_base"]);
const encoder = o200k as NonNullable<typeof o200k>;

const tool = (name: string, description: string) => ({
  name,
  description,
  inputSchema: { type: "object", properties: { query: { type: "string" } } },
});
const listings: CaseListings = {
  case: "twins",
  why: "",
  servers: {
    alpha: { tools: [tool("search", "A.")], instructions: "", offersResources: false },
    beta: { tools: [tool("search", "B."), tool("fetch", "F.")], instructions: " ", offersResources: false },
  },
};
const sent = (name: string, description: string) =>
  JSON.stringify({ name, description, input_schema: { type: "object" } });
const golden = (over: Partial<Golden> = {}): Golden => ({
  client: "claude-code",
  version: "2.1.328",
  captured: "2026-12-06",
  case: "twins",
  setting: { ENABLE_TOOL_SEARCH: "false" },
  tools: [
    { name: "mcp__alpha__search", json: sent("mcp__alpha__search", "A.") },
    { name: "mcp__beta__search", json: sent("mcp__beta__search", "B.") },
    { name: "mcp__beta__fetch", json: sent("mcp__beta__fetch", "F.") },
  ],
  texts: [{ slot: 3, inserted: "## alpha\nUse it.", removed: "" }],
  ...over,
});

describe("a capture held to its golden", () => {
  it("holds when only the date and the version differ", () => {
    expect(compareGolden(golden(), golden({ captured: "2027-01-01", version: "2.1.400" }), listings, encoder)).toEqual(
      [],
    );
    expect(checkStatus([])).toBe("holds");
  });

  it("a tool whose JSON changed by one character: its server (by key among twins), tokens then and now, where", () => {
    const held = golden();
    const now = golden({
      tools: [
        { name: "mcp__alpha__search", json: sent("mcp__alpha__search", "A.") },
        { name: "mcp__beta__search", json: sent("mcp__beta__search", "B!") },
        { name: "mcp__beta__fetch", json: sent("mcp__beta__fetch", "F.") },
      ],
    });
    const moves = compareGolden(held, now, listings, encoder);
    expect(moves).toEqual([
      {
        golden: "twins.ENABLE_TOOL_SEARCH=false",
        server: "beta",
        item: "tool mcp__beta__search",
        change: "changed",
        encoding: "o200k_base",
        before: encoder.count(sent("mcp__beta__search", "B.")),
        after: encoder.count(sent("mcp__beta__search", "B!")),
        detail: 'at character 45: "…cription\\":\\"B.\\",\\"input_sc" -> "…cription\\":\\"B!\\",\\"input_sc"',
      },
    ]);
    expect(checkStatus(moves)).toBe("moved");
  });

  it("Claude Code: a modern-era server's schema in the other era's key order is not a move; any other reorder is", () => {
    const schemaSent = (name: string, keys: string[]) => {
      const schema: Record<string, unknown> = {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        type: "object",
        properties: {},
        required: [],
      };
      return JSON.stringify({
        name,
        description: "B.",
        input_schema: Object.fromEntries(keys.map((k) => [k, schema[k]])),
      });
    };
    const modern = ["$schema", "type", "properties", "required"];
    const legacy = ["type", "properties", "required", "$schema"];
    const withSchemas = (keys: string[], client = "claude-code") =>
      golden({ client, tools: [{ name: "mcp__beta__search", json: schemaSent("mcp__beta__search", keys) }] });
    const beta = listings.servers.beta as CaseListings["servers"][string];
    const modernBeta: CaseListings = {
      ...listings,
      servers: { ...listings.servers, beta: { ...beta, era: "modern" } },
    };
    // Beta answered Claude Code's server/discover in time at one capture and not at the other (its 3 s bound).
    expect(compareGolden(withSchemas(legacy), withSchemas(modern), modernBeta, encoder)).toEqual([]);
    // A 2025-era server: the same reorder is a move; so is it for a client that does not read the era.
    expect(compareGolden(withSchemas(legacy), withSchemas(modern), listings, encoder)).toHaveLength(1);
    expect(
      compareGolden(withSchemas(legacy, "gemini-cli"), withSchemas(modern, "gemini-cli"), modernBeta, encoder),
    ).toHaveLength(1);
    // Anything more than the order is a move, era or not.
    const changed = withSchemas(modern);
    changed.tools = [{ name: "mcp__beta__search", json: schemaSent("mcp__beta__search", modern).replace("B.", "B!") }];
    expect(compareGolden(withSchemas(legacy), changed, modernBeta, encoder)).toHaveLength(1);
  });

  it("a tool no longer sent, a tool sent that was not, and the order of the rest", () => {
    const held = golden();
    const now = golden({
      tools: [
        { name: "mcp__beta__fetch", json: sent("mcp__beta__fetch", "F.") },
        { name: "mcp__beta__search", json: sent("mcp__beta__search", "B.") },
        { name: "read_mcp_resource", json: sent("read_mcp_resource", "R.") },
      ],
    });
    const moves = compareGolden(held, now, listings, encoder);
    expect(moves.map((m) => [m.item, m.change, m.server, m.before, m.after])).toEqual([
      ["tool mcp__alpha__search", "gone", "alpha", encoder.count(sent("mcp__alpha__search", "A.")), null],
      ["tool read_mcp_resource", "added", null, null, encoder.count(sent("read_mcp_resource", "R."))],
      ["tool order", "changed", null, null, null],
    ]);
    expect(moves[2]?.detail).toBe("first out of place: mcp__beta__fetch");
  });

  it("a text the client adds changed, came or went", () => {
    const moves = compareGolden(
      golden(),
      golden({
        texts: [
          { slot: 3, inserted: "## alpha\nUse it well.", removed: "" },
          { slot: 5, inserted: "<tools>mcp__alpha</tools>", removed: "" },
        ],
      }),
      listings,
      encoder,
    );
    expect(moves.map((m) => [m.item, m.change, m.before, m.after])).toEqual([
      ["text in slot 3", "changed", encoder.count("## alpha\nUse it."), encoder.count("## alpha\nUse it well.")],
      ["text in slot 5", "added", null, encoder.count("<tools>mcp__alpha</tools>")],
    ]);
    expect(compareGolden(golden(), golden({ texts: [] }), listings, encoder)[0]).toMatchObject({
      item: "text in slot 3",
      change: "gone",
      after: null,
    });
  });

  it("a refusal that came or went moves; its words alone do not", () => {
    const refused = golden({ tools: [], texts: [], refused: "must match ^[a-zA-Z0-9_:@/.-]+$" });
    expect(compareGolden(refused, { ...refused, refused: "another log line around it" }, listings, encoder)).toEqual(
      [],
    );
    const gone = compareGolden(refused, golden({ tools: [], texts: [] }), listings, encoder);
    expect(gone).toMatchObject([
      { item: "refusal", change: "gone", detail: "no longer refuses (was: must match ^[a-zA-Z0-9_:@/.-]+$)" },
    ]);
    const came = compareGolden(golden({ tools: [], texts: [] }), refused, listings, encoder);
    expect(came).toMatchObject([
      { item: "refusal", change: "added", detail: "now refuses: must match ^[a-zA-Z0-9_:@/.-]+$" },
    ]);
  });

  it("finds a tool's server by its listed name (the longest that ends the sent name), none when unknown", () => {
    expect(serverOfTool("beta-fetch", listings)).toBe("beta");
    expect(serverOfTool("mcp__alpha__search", listings)).toBe("alpha");
    expect(serverOfTool("list_mcp_resources", listings)).toBeNull();
    expect(serverOfTool("x", null)).toBeNull();
  });

  it("names goldens as their files are named", () => {
    expect(goldenName("twins", {})).toBe("twins");
    expect(goldenName("twins", { ENABLE_TOOL_SEARCH: "false" })).toBe("twins.ENABLE_TOOL_SEARCH=false");
  });
});

describe("the check's report", () => {
  const report: ClientsCheckReport = {
    kind: "clients-check",
    schemaVersion: 1,
    date: "2026-12-06",
    encoding: "o200k_base",
    clients: [
      { client: "codex", goldens: "0.171.0", running: "0.171.0", status: "holds", checked: 10, moves: [], notRun: [] },
      {
        client: "claude-code",
        goldens: "2.1.328",
        running: "2.1.340",
        status: "moved",
        checked: 2,
        moves: [
          {
            golden: "twins",
            server: "a*b",
            item: "tool mcp__a_b__x",
            change: "changed",
            encoding: "o200k_base",
            before: 1200,
            after: 1201,
            detail: 'at character 3: "x" -> "y"',
          },
        ],
        notRun: [{ golden: "mongodb", reason: "no golden: timed out" }],
      },
      {
        client: "cline",
        goldens: "3.0.65",
        running: "3.1.0",
        status: "failed",
        checked: 0,
        moves: [],
        notRun: [],
        error: "npm install cline@3.1.0: \u001b[31mE404\u001b[0m",
      },
    ],
  };

  it("as text: holds, each move with its figures, what was not captured, why a client failed; terminal codes removed", () => {
    expect(renderClientsCheck(report, "text", (s) => escapeTerminal(s, 500))).toBe(
      [
        "codex 0.171.0: holds (10 goldens)",
        "claude-code 2.1.340 (goldens of 2.1.328): moved (1 change on 2 goldens)",
        '  twins, server a*b: tool mcp__a_b__x changed: 1,200 -> 1,201 tokens (o200k_base); at character 3: "x" -> "y"',
        "  not captured: mongodb: no golden: timed out",
        "cline 3.1.0 (goldens of 3.0.65): could not be checked: npm install cline@3.1.0:  [31mE404 [0m",
        '2 of 3 clients moved or could not be checked (2026-12-06): capture new goldens and change the profiles until they hold (docs/clients.md, "The conformance corpus").',
        "",
      ].join("\n"),
    );
  });

  it("as markdown (a job summary): a list, untrusted names escaped", () => {
    const md = renderClientsCheck(report, "markdown", (s) => escapeMarkdownInline(escapeTerminal(s, 500)));
    expect(md.split("\n").slice(0, 4)).toEqual([
      "### Clients check, 2026-12-06",
      "",
      "- codex 0.171.0: holds (10 goldens)",
      "- claude-code 2.1.340 (goldens of 2.1.328): moved (1 change on 2 goldens)",
    ]);
    expect(md).toContain(
      "  - twins, server a\\*b: tool mcp\\_\\_a\\_b\\_\\_x changed: 1,200 -> 1,201 tokens (o200k_base); at character 3: ",
    );
    expect(md).not.toContain("\u001b");
  });

  it("every client holding says so", () => {
    const held = { ...report, clients: [report.clients[0] as ClientsCheckReport["clients"][number]] };
    expect(renderClientsCheck(held, "text", (s) => s)).toBe(
      "codex 0.171.0: holds (10 goldens)\nEvery client holds to its goldens (2026-12-06).\n",
    );
    expect(checkStatus([], "could not install")).toBe("failed");
  });
});

describe("the corpus file", () => {
  const ok = {
    cases: [
      { id: "twins", why: "w", servers: { alpha: { command: "node", args: ["{corpus}/../corpus-server.mjs"] } } },
      { id: "chart", why: "w", servers: { "": { pkg: "@antv/mcp-server-chart", version: "0.9.10" } } },
    ],
    notCaptured: { "opencode/chart": "slow" },
  };

  it("reads cases and what could not be captured", () => {
    const corpus = parseCorpus(JSON.stringify(ok), "corpus.json");
    expect(corpus.cases.map((c) => c.id)).toEqual(["twins", "chart"]);
    expect(corpus.notCaptured).toEqual({ "opencode/chart": "slow" });
  });

  it.each([
    ["not JSON", "{", /corpus\.json: not JSON/],
    ["no cases", "{}", /expected an object with "cases"/],
    [
      "a bad id",
      JSON.stringify({ cases: [{ ...ok.cases[0], id: "Twins!" }] }),
      /cases\[0\]: "id" must be a lower-case name/,
    ],
    ["an id twice", JSON.stringify({ cases: [ok.cases[0], ok.cases[0]] }), /cases\[1\]: the id "twins" is used twice/],
    [
      "a package without an exact version",
      JSON.stringify({ cases: [{ id: "x", why: "w", servers: { "": { pkg: "p", version: "latest" } } }] }),
      /cases\[0\] \(x\), server "": a package server needs an exact "version"/,
    ],
    [
      "a server that is neither",
      JSON.stringify({ cases: [{ id: "x", why: "w", servers: { s: { url: "http://x" } } }] }),
      /server "s": expected \{ "command", "args" \} or \{ "pkg", "version" \}/,
    ],
  ])("says what is wrong: %s", (_what, text, error) => {
    expect(() => parseCorpus(text, "corpus.json")).toThrow(error);
  });
});
