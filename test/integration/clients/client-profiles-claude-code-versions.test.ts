/**
 * Claude Code's earlier lines against the real clients: 2.0.77 and 1.0.128 (pinned, from npm, JavaScript bundles
 * run by Node) run headless against the local recorder, once per server (the example server, server-everything
 * with its instructions, server-github, Notion's server, server-slack and a server with a 3.4 KB description and 3 KB of
 * instructions), once with server-everything twice, and once with none. Each tool object the versioned profile
 * builds must be in the captured body as that exact JSON text, in the client's order; its instructions text must
 * be what the capture adds to the system prompt; `upFront`, `allLoaded` and `clientBase` must equal js-tiktoken's
 * count of the captured text; the request with the server's tools and instructions taken out must be the request
 * with none. The working directory, OS version and date lines are made fixed before texts are compared or counted.
 * Also the --client grammar for these versions.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CLAUDE_CODE_1_0, CLAUDE_CODE_2_0 } from "../../../src/core/clients/claude-code-versions.js";
import { parseClientId } from "../../../src/core/clients/client-id.js";
import { countClient, countClientServers, joinedInstructions } from "../../../src/core/clients/count.js";
import type { ClientProfile, ServerListing } from "../../../src/core/clients/profile.js";
import { CLIENT_PROFILES } from "../../../src/core/clients/profiles.js";
import { loadEncoders } from "../../../src/core/encodings.js";
import { listServer } from "../../../src/mcp/list.js";
import {
  type AnthropicBody,
  type Capture,
  type ClaudeCodeBuild,
  captureClaudeCode,
  type McpServerConfig,
  messageTexts,
  tiktoken,
} from "../../helpers/claude-code-capture.js";
import { REAL_SERVERS } from "../../helpers/real-servers.js";

const SERVERS: Record<string, McpServerConfig> = {
  fx: REAL_SERVERS.fx,
  everything: REAL_SERVERS.everything,
  github: REAL_SERVERS.github,
  notion: REAL_SERVERS.notion,
  slack: REAL_SERVERS.slack,
  long: { command: process.execPath, args: [path.resolve("test/fixtures/long-description-server.mjs")] },
};
const NAMES = Object.keys(SERVERS);
/** server-everything offers one more tool (get-roots-list) to a client with roots, as both lines are. */
const OFFERED_ONLY_TO_RICHER_CLIENTS: Record<string, string[]> = { everything: ["get-roots-list"] };
const RESOURCE_TOOLS = ["ListMcpResourcesTool", "ReadMcpResourceTool"];
const ENCODINGS = ["o200k_base", "cl100k_base"] as const;

const BUILDS: Array<{ build: ClaudeCodeBuild; profile: ClientProfile }> = [
  { build: "claude-code@2.0.77", profile: CLAUDE_CODE_2_0 },
  { build: "claude-code@1.0.128", profile: CLAUDE_CODE_1_0 },
];

interface Captured {
  byServer: Record<string, Capture>;
  bare: Capture;
  /** server-everything twice, keyed "bb" then "aa". */
  two: Capture;
}
const captured: Record<string, Captured> = {};
const listings: Record<string, ServerListing> = {};

/** Runs jobs two at a time (the machine is shared). */
async function inPairs(jobs: Array<() => Promise<void>>): Promise<void> {
  for (let i = 0; i < jobs.length; i += 2) await Promise.all(jobs.slice(i, i + 2).map((job) => job()));
}

/** The machine's and the day's lines of these versions' system prompt, made fixed. */
function normalize(text: string, capture: Capture): string {
  return text
    .replaceAll(capture.workDir, "/home/user/project")
    .replace(/^OS Version: .*$/m, "OS Version: Linux")
    .replace(/^Today's date: \d{4}-\d{2}-\d{2}$/m, "Today's date: 2026-12-04");
}
const systemText = (capture: Capture) => capture.body.system.map((s) => normalize(s.text, capture)).join("\n");
const messages = (capture: Capture) => messageTexts(capture.body).map((t) => normalize(t, capture));
const toolJson = (capture: Capture) => capture.body.tools.map((t) => JSON.stringify(t));
/** What a capture's system prompt has that the bare one has not: one inserted run of text. */
function inserted(capture: Capture, bare: Capture): string {
  const a = systemText(capture);
  const b = systemText(bare);
  let start = 0;
  while (start < b.length && a[start] === b[start]) start++;
  const text = a.slice(start, a.length - (b.length - start));
  expect(a.slice(0, start) + a.slice(start + text.length)).toBe(b);
  return text;
}
/** The request's other fields (model, max_tokens, ...), the per-user id left out. */
const rest = (body: AnthropicBody) => {
  const { tools, system, messages, metadata, ...others } = body as AnthropicBody & { metadata?: unknown };
  return others;
};

beforeAll(async () => {
  const jobs: Array<() => Promise<void>> = [
    async () => {
      for (const [name, s] of Object.entries(SERVERS)) {
        const listing = await listServer({
          kind: "stdio",
          command: s.command,
          args: s.args,
          env: { set: s.env ?? {} },
        });
        listings[name] = {
          server: name,
          tools: listing.tools,
          instructions: listing.instructions ?? null,
          offersResources: (listing.resources?.length ?? 0) > 0,
        };
      }
    },
  ];
  for (const { build } of BUILDS) {
    const entry = { byServer: {} } as Captured;
    captured[build] = entry;
    jobs.push(async () => {
      entry.bare = await captureClaudeCode(null, {}, build);
    });
    jobs.push(async () => {
      const everything = SERVERS.everything as McpServerConfig;
      entry.two = await captureClaudeCode({ bb: everything, aa: everything }, {}, build);
    });
    for (const [name, server] of Object.entries(SERVERS)) {
      jobs.push(async () => {
        entry.byServer[name] = await captureClaudeCode({ [name]: server }, {}, build);
      });
    }
  }
  await inPairs(jobs);
}, 900_000);

const listing = (name: string) => listings[name] as ServerListing;

describe.each(BUILDS)("$build as captured", ({ build, profile }) => {
  const of = () => captured[build] as Captured;
  const capture = (name: string) => of().byServer[name] as Capture;

  it("is selected by its version and by its line; the report's version is the captured one", () => {
    const version = profile.version as string;
    expect(parseClientId(`claude-code@${version}`).profile).toBe(profile);
    expect(parseClientId(`claude-code@${version.split(".").slice(0, 2).join(".")}`).profile).toBe(profile);
    expect(profile.sourceText).toContain(`@anthropic-ai/claude-code ${version}`);
  });

  it.each(NAMES)(
    "%s: every tool object is in the body as the profile's exact JSON text, after the built-in tools, in its order",
    (name) => {
      const request = profile.request(listing(name), {});
      expect(profile.defers({})).toBe(false);
      expect(request.deferredText).toBeNull();
      const body = capture(name).body;
      const text = JSON.stringify(body);
      for (const tool of request.loaded) expect(text).toContain(JSON.stringify(tool.sent));
      // The client's order: its own built-in tools, then the server's tools as listed, then (a server with
      // resources) its own two resource tools.
      const builtIn = of().bare.body.tools.length;
      expect(toolJson(capture(name)).slice(0, builtIn)).toEqual(toolJson(of().bare));
      const extra = new Set((OFFERED_ONLY_TO_RICHER_CLIENTS[name] ?? []).map((t) => `mcp__${name}__${t}`));
      const after = body.tools.slice(builtIn).filter((t) => !extra.has(t.name));
      expect(after.map((t) => JSON.stringify(t))).toEqual(request.loaded.map((t) => JSON.stringify(t.sent)));
      expect(request.loaded.filter((t) => t.clientOwn).map((t) => t.name)).toEqual(
        listing(name).offersResources ? RESOURCE_TOOLS : [],
      );
      // No tool goes deferred or flagged for deferred loading.
      expect(text).not.toContain("defer_loading");
    },
  );

  it.each(NAMES)("%s: the instructions text is what the server adds to the system prompt", (name) => {
    const request = profile.request(listing(name), {});
    expect(inserted(capture(name), of().bare)).toBe(request.instructionsText ?? "");
    expect(request.instructionsText === null).toBe(listing(name).instructions === null);
  });

  it.each(NAMES)("%s: without its tools and instructions, the request is the one with no server", (name) => {
    const request = profile.request(listing(name), {});
    const withServer = capture(name);
    const bare = of().bare;
    const sent = new Set(request.loaded.map((t) => t.name));
    const extra = new Set((OFFERED_ONLY_TO_RICHER_CLIENTS[name] ?? []).map((t) => `mcp__${name}__${t}`));
    const own = withServer.body.tools.filter((t) => !sent.has(t.name) && !extra.has(t.name));
    expect(own.map((t) => JSON.stringify(t))).toEqual(toolJson(bare));
    expect(systemText(withServer).replace(request.instructionsText ?? "", "")).toBe(systemText(bare));
    expect(messages(withServer)).toEqual(messages(bare));
    expect(rest(withServer.body)).toEqual(rest(bare.body));
  });

  it.each(NAMES)("%s: upFront and allLoaded equal js-tiktoken over the captured text", async (name) => {
    const encoders = await loadEncoders([...ENCODINGS]);
    const counted = countClient(profile, listing(name), {}, encoders);
    expect(counted.deferred).toBe(false);
    expect(counted.version).toBe(profile.version);
    const ours = new Set(profile.request(listing(name), {}).loaded.map((t) => t.name));
    const tools = capture(name).body.tools.filter((t) => ours.has(t.name));
    expect(tools).toHaveLength(ours.size);
    const instructions = inserted(capture(name), of().bare);
    for (const encoding of ENCODINGS) {
      const toolTokens = tools.map((t) => tiktoken(encoding, JSON.stringify(t)));
      const figure = toolTokens.reduce((a, b) => a + b, 0) + (instructions ? tiktoken(encoding, instructions) : 0);
      expect(counted.tokens[encoding]?.upFront).toBe(figure);
      expect(counted.tokens[encoding]?.allLoaded).toBe(figure);
      expect(Object.values(counted.tokens[encoding]?.perTool ?? {})).toEqual(toolTokens);
      expect(counted.tokens[encoding]?.clientBase).toBe(profile.clientBase?.tokens.loaded?.[encoding]);
    }
  });

  it("its own request with no server is the profile's clientBase per encoding", () => {
    const bare = of().bare;
    const texts = [...bare.body.system.map((s) => s.text), ...toolJson(bare), ...messageTexts(bare.body)].map((t) =>
      normalize(t, bare),
    );
    const figures = Object.fromEntries(ENCODINGS.map((e) => [e, texts.reduce((n, t) => n + tiktoken(e, t), 0)]));
    expect(profile.clientBase?.tokens).toEqual({ loaded: figures });
  });

  it("sends a 3.4 KB description and 3 KB of instructions whole", () => {
    const listed = (listing("long").tools[0] ?? {}) as { description: string };
    expect(new TextEncoder().encode(listed.description).length).toBeGreaterThan(3000);
    const tool = capture("long").body.tools.find((t) => t.name === "mcp__long__long_tool");
    expect(tool?.description).toBe(listed.description);
    expect(systemText(capture("long"))).toContain(listing("long").instructions as string);
    expect(profile.request(listing("long"), {}).truncated).toEqual([]);
  });

  it("two servers: the header once, each server's section a blank line apart, the resource tools once", async () => {
    const two = of().two;
    const text = inserted(two, of().bare);
    expect(text.split("# MCP Server Instructions")).toHaveLength(2);
    const named = (server: string) => ({ ...listing("everything"), server });
    // The servers go in the order they connect, which varies from run to run: the capture is one of the two.
    const orders = [
      [named("bb"), named("aa")],
      [named("aa"), named("bb")],
    ];
    const joined = orders.map((o) =>
      joinedInstructions(
        profile,
        o,
        o.map((l) => profile.request(l, {})),
      ),
    );
    expect(joined).toContain(text);
    expect(two.body.tools.filter((t) => RESOURCE_TOOLS.includes(t.name)).map((t) => t.name)).toEqual(RESOURCE_TOOLS);
    const encoders = await loadEncoders([...ENCODINGS]);
    const counted = countClientServers(profile, orders[0] as ServerListing[], {}, encoders);
    expect(counted.clientOwnTools).toEqual(RESOURCE_TOOLS);
    for (const encoding of ENCODINGS) expect(counted.tokens[encoding]?.instructions).toBe(tiktoken(encoding, text));
  });
});

describe("--client grammar for Claude Code's versions", () => {
  it("a bare id and the current version are 2.1.328; a line means its latest modelled version", () => {
    expect(parseClientId("claude-code").profile).toBe(CLIENT_PROFILES["claude-code"]);
    expect(parseClientId("claude-code@2.1.328").profile).toBe(CLIENT_PROFILES["claude-code"]);
    expect(parseClientId("claude-code@2.1").profile.version).toBe("2.1.328");
    expect(parseClientId("claude-code@2").profile.version).toBe("2.1.328");
    expect(parseClientId("claude-code@2.0").profile.version).toBe("2.0.77");
    expect(parseClientId("claude-code@1").profile.version).toBe("1.0.128");
    const choice = parseClientId("claude-code@1.0");
    expect([choice.asked, choice.profile.version]).toEqual(["claude-code@1.0", "1.0.128"]);
  });

  it("refuses a version of no modelled line, naming the modelled ones, and a setting the version lacks", () => {
    const modelled = "modelled versions: 2.1.328, 2.0.77, 1.0.128";
    for (const version of ["2.2.0", "1.1", "3", "3.0.1", "2.0.77.1", "2.1.x"])
      expect(() => parseClientId(`claude-code@${version}`)).toThrow(
        `--client "claude-code@${version}": Claude Code ${version} is not modelled; ${modelled}`,
      );
    expect(() => parseClientId("claude-code@2.0.77:ENABLE_TOOL_SEARCH=false")).toThrow(
      "Claude Code 2.0.77 has no setting ENABLE_TOOL_SEARCH; it has no setting here",
    );
    // The current version keeps its setting.
    expect(parseClientId("claude-code@2.1.328:ENABLE_TOOL_SEARCH=false").options).toEqual({ toolSearch: false });
  });
});
