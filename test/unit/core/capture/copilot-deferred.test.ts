/**
 * capture on Copilot CLI's Anthropic wire (COPILOT_PROVIDER_TYPE=anthropic): past 30 tools it sends the MCP tools
 * with `defer_loading`, a `<system_reminder>` listing them per server, and its own `tool_search_tool`. The reminder
 * is there only because of the server's tools and the search tool only because they are deferred, so both are what
 * the server adds up front, as measure's profile says. The request is rebuilt from what the real client sent
 * (test/fixtures/copilot-first-use.json: the 14 tools of `rooms`, its search tool and the reminder), with stand-ins
 * for its own prompt and tools.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countParts, type RequestPart, requestParts } from "../../../../src/core/capture/parts.js";
import { renderCaptureText } from "../../../../src/core/capture/render.js";
import { copilotCli } from "../../../../src/core/clients/copilot-cli.js";
import { countClient, countClientServers } from "../../../../src/core/clients/count.js";
import type { ServerListing } from "../../../../src/core/clients/profile.js";
import { type Encoder, loadEncoders } from "../../../../src/core/encodings.js";
import type { CaptureReport } from "../../../../src/run/capture.js";
import {
  type CaseListings,
  GOLDENS_DIR,
  type Golden,
  goldenFolders,
  listingsPath,
  readJson,
} from "../../../helpers/client-corpus.js";

const fixture = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/${file}`, import.meta.url), "utf8"));
const capture = fixture("copilot-first-use.json") as {
  server: string;
  listed: unknown[];
  firstRequest: { mcpTools: string[]; reminder: string };
};
const golden = (name: string) =>
  fixture(`client-goldens/copilot-cli@1.0.102/${name}.COPILOT_PROVIDER_TYPE=anthropic.json`) as {
    tools: Array<{ name: string; json: string }>;
    texts: Array<{ inserted: string }>;
  };
/** The tools as it sent them: the 14 of rooms, then its search tool. */
const SENT = capture.firstRequest.mcpTools;
const SEARCH_TOOL = SENT.find((t) => t.includes('"name":"tool_search_tool"')) as string;
const OWN_TOOL = '{"name":"bash","description":"Runs a command.","input_schema":{"type":"object","properties":{}}}';

/** A request of its Anthropic wire: its prompt and a tool of its own, then the given tools, the reminder first. */
function body(tools: readonly string[], reminder: string): string {
  const messages = [
    {
      role: "user",
      content: [
        { type: "text", text: reminder },
        { type: "text", text: "say ok" },
      ],
    },
  ];
  return `{"model":"claude-sonnet-4.5","system":[{"type":"text","text":"You are the GitHub Copilot CLI."}],"tools":[${[OWN_TOOL, ...tools].join(",")}],"messages":${JSON.stringify(messages)},"max_tokens":16000}`;
}

/** The terminal text of a capture of that body. */
function table(text: string, encoders: readonly Encoder[]): string {
  const parts = countParts(requestParts("anthropic", text), encoders);
  const turn = { seq: 1, wire: "anthropic", path: "/v1/messages", model: "claude-sonnet-4.5", bytes: text.length };
  const report: CaptureReport = {
    kind: "capture",
    schemaVersion: 1,
    command: ["copilot"],
    client: { userAgent: "copilot", exitCode: 0, signal: null, endedByUs: false },
    encodings: encoders.map((e) => e.name),
    requests: [{ ...turn, method: "POST", kind: "turn" }],
    turn,
    whole: { chars: text.length, tokens: {} },
    parts,
  };
  return renderCaptureText(report);
}

const of = (parts: readonly RequestPart[], kind: RequestPart["kind"], server?: string) =>
  parts.filter((p) => p.kind === kind && p.server === server);

describe("capture: Copilot CLI's deferred listing and search tool on its Anthropic wire", () => {
  it("one server: the whole reminder and the search tool are the server's, and up front equals measure's", async () => {
    const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    expect(SENT.at(-1)).toBe(SEARCH_TOOL);
    const parts = requestParts("anthropic", body(SENT, capture.firstRequest.reminder));
    // Found without --mcp-server: the reminder names the key its tools are prefixed with.
    expect(of(parts, "deferred-tools", "rooms")[0]?.names).toHaveLength(14);
    expect(of(parts, "deferred-names", "rooms")).toEqual([
      {
        kind: "deferred-names",
        server: "rooms",
        names: SENT.slice(0, -1).map((t) => (JSON.parse(t) as { name: string }).name),
        texts: [capture.firstRequest.reminder],
      },
    ]);
    expect(of(parts, "client-tools", "rooms")).toEqual([
      {
        kind: "client-tools",
        server: "rooms",
        names: ["tool_search_tool"],
        texts: [SEARCH_TOOL],
        because: "defers the server's tools",
      },
    ]);
    expect(of(parts, "builtin-tools")[0]?.names).toEqual(["bash"]);
    expect(of(parts, "messages")[0]?.texts).toEqual(["", "say ok"]);

    const counted = countParts(parts, encoders);
    const measured = countClient(
      copilotCli,
      { server: "rooms", tools: capture.listed, instructions: null },
      { provider: "anthropic" },
      encoders,
    );
    for (const e of encoders) {
      const upFront = counted
        .filter((p) => p.server === "rooms" && p.kind !== "deferred-tools")
        .reduce((n, p) => n + (p.tokens[e.name] ?? 0), 0);
      // The independent count: the reminder and the search tool as sent.
      expect(upFront, e.name).toBe(e.count(capture.firstRequest.reminder) + e.count(SEARCH_TOOL));
      expect(upFront, e.name).toBe(measured.tokens[e.name]?.upFront);
    }
    expect(measured.tokens.o200k_base?.upFront).toBe(418);
    const search = encoders[0]?.count(SEARCH_TOOL);
    expect(table(body(SENT, capture.firstRequest.reminder), encoders)).toContain(
      `MCP server rooms added 418 tokens (o200k_base) up front, including the client's tool_search_tool (${search}), sent because it defers the server's tools;`,
    );
  });

  it("several servers: each section is its server's, the notice and the search tool theirs together", async () => {
    const reminder = golden("plain-keys").texts[0]?.inserted as string;
    const tools = golden("plain-keys").tools.map((t) => t.json);
    const parts = requestParts("anthropic", body(tools, reminder));
    const sections = ["docs", "git", "maps"].map((s) => of(parts, "deferred-names", s)[0]);
    expect(sections.map((p) => p?.names?.length)).toEqual([2, 28, 7]);
    expect(sections[1]?.texts[0]).toMatch(/^\n\ngit MCP server\. Tools prefixed with `git-`:\n- git_add\n/);
    const notice = of(parts, "messages")[0]?.texts[0] as string;
    expect(notice).toMatch(
      /^<system_reminder>\nIMPORTANT: The tools listed below are deferred.*\n<\/system_reminder>$/,
    );
    // Nothing lost or counted twice: the pieces make the reminder again.
    expect(notice.length + sections.reduce((n, p) => n + (p?.texts.join("").length ?? 0), 0)).toBe(reminder.length);
    expect(of(parts, "client-tools")).toMatchObject([{ names: ["tool_search_tool"] }]);
    expect(of(parts, "builtin-tools")[0]?.names).toEqual(["bash"]);
    const encoders = await loadEncoders(["o200k_base"]);
    const search = tools.find((t) => t.includes('"name":"tool_search_tool"')) as string;
    const text = table(body(tools, reminder), encoders);
    expect(text).toMatch(/client tools the servers bring, 1 /);
    expect(text).toContain(
      `Together the MCP servers brought the client's tool_search_tool (${encoders[0]?.count(search)}), sent because it defers the server's tools.`,
    );
    // Each server's line holds its own section, not the search tool.
    expect(text).toMatch(/MCP server maps added \d+ tokens \(o200k_base\) up front; /);
  });

  it("a listing that is not Copilot's sections stays with the messages, and without deferral the search tool is built-in", () => {
    const odd =
      "<system_reminder>\nIMPORTANT: The tools listed below are deferred.\n\nSomething else.\n</system_reminder>";
    const parts = requestParts("anthropic", body([SEARCH_TOOL], odd));
    expect(of(parts, "messages")[0]?.texts[0]).toBe(odd);
    expect(of(parts, "builtin-tools")[0]?.names).toEqual(["bash", "tool_search_tool"]);
    expect(parts.filter((p) => p.kind === "client-tools")).toEqual([]);
  });
});

describe("capture on every golden request of Copilot CLI 1.0.102 on Anthropic that defers", () => {
  const folder = "copilot-cli@1.0.102";
  const cases = (goldenFolders()[folder] ?? [])
    .filter((file) => file.endsWith(".COPILOT_PROVIDER_TYPE=anthropic"))
    .map((file) => readJson<Golden>(`${GOLDENS_DIR}/${folder}/${file}.json`))
    .filter((g) => g.texts.some((t) => t.inserted.startsWith("<system_reminder>")));

  it("has the corpus's deferring cases (keys it rewrites, cuts, with spaces, instructions, several servers)", () => {
    expect(cases.map((g) => g.case).sort()).toEqual(
      ["chart", "generated", "git", "gitlab", "many", "mongodb", "plain-keys", "postman", "reference", "shortcut"]
        .concat(["slashes", "small"])
        .sort(),
    );
  });

  it.each(cases.map((g) => [g.case, g] as const))(
    "%s: each deferred tool and section is its configured key's; up front is measure's",
    async (_case, golden) => {
      const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
      const reminder = golden.texts.find((t) => t.inserted.startsWith("<system_reminder>"))?.inserted as string;
      const parts = requestParts(
        "anthropic",
        body(
          golden.tools.map((t) => t.json),
          reminder,
        ),
      );
      const listings = readJson<CaseListings>(listingsPath(golden.case));
      const servers: ServerListing[] = Object.entries(listings.servers).map(([server, { era, ...l }]) => ({
        server,
        ...l,
        ...(era ? { era } : {}),
      }));
      const keys = servers.filter((s) => s.tools.length > 0).map((s) => s.server);
      // Whose each tool is, without --mcp-server: the keys of the configuration, as the reminder names them.
      expect(parts.filter((p) => p.kind === "deferred-tools").map((p) => p.server)).toEqual([...keys].sort());
      expect(parts.filter((p) => p.kind === "deferred-names").map((p) => p.server)).toEqual([...keys].sort());
      for (const p of parts.filter((p) => p.kind === "deferred-names"))
        expect(p.names).toEqual(parts.find((d) => d.kind === "deferred-tools" && d.server === p.server)?.names);
      expect(of(parts, "builtin-tools")[0]?.names).toEqual(["bash"]);
      const measured = countClientServers(copilotCli, servers, { provider: "anthropic" }, encoders);
      const counted = countParts(parts, encoders);
      for (const e of encoders) {
        const upFront = counted
          .filter((p) => p.kind !== "deferred-tools" && (p.server !== undefined || p.kind === "client-tools"))
          .reduce((n, p) => n + (p.tokens[e.name] ?? 0), 0);
        // With several servers the reminder's notice is theirs together and stays with the messages.
        const notice = keys.length > 1 ? e.count(of(parts, "messages")[0]?.texts[0] ?? "") : 0;
        expect(upFront + notice, e.name).toBe(measured.tokens[e.name]?.upFront);
      }
    },
  );
});
