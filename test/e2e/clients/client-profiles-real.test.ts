/**
 * The client profiles against the real client: Claude Code 2.1.328 (pinned, from npm) run headless against the
 * local recorder, with tool search on (its default) and off (ENABLE_TOOL_SEARCH=false), on six servers and on
 * none. The profile's MCP part must equal the capture byte for byte, and its figures must equal js-tiktoken's
 * count of the captured text. The client's text holds a few lines that depend on the machine and the day (the
 * working directory, also in its memory path, the OS version, today's date): those alone are made fixed
 * (normalizeEnvironment) before texts of two runs are compared or the client's base is counted.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CLAUDE_CODE_BASE } from "../../../src/core/clients/claude-code-base.js";
import { countClient, countClientServers, joinedInstructions } from "../../../src/core/clients/count.js";
import type { ServerListing } from "../../../src/core/clients/profile.js";
import { CLIENT_PROFILES } from "../../../src/core/clients/profiles.js";
import { loadEncoders } from "../../../src/core/encodings.js";
import { listServer } from "../../../src/mcp/list.js";
import {
  baseTokens,
  type Capture,
  captureClaudeCode,
  type McpServerConfig,
  messageTexts,
  normalizeEnvironment,
  tiktoken,
} from "../../helpers/claude-code-capture.js";
import { REAL_SERVERS } from "../../helpers/real-servers.js";

const SERVERS: Record<string, McpServerConfig> = {
  fx: REAL_SERVERS.fx,
  everything: REAL_SERVERS.everything,
  github: REAL_SERVERS.github,
  slack: REAL_SERVERS.slack,
  notion: REAL_SERVERS.notion,
  long: { command: process.execPath, args: [path.resolve("test/fixtures/long-description-server.mjs")] },
};
/** server-everything offers three more tools to a client with roots and elicitation (Claude Code has them). */
const OFFERED_ONLY_TO_RICHER_CLIENTS: Record<string, number> = { everything: 3 };

const claudeCode = CLIENT_PROFILES["claude-code"];
const NO_TOOL_SEARCH = { ENABLE_TOOL_SEARCH: "false" };
const ENCODINGS = ["o200k_base", "cl100k_base"] as const;

interface Captured {
  deferred: Capture;
  loaded: Capture;
}
const captures: Record<string, Captured> = {};
const listings: Record<string, ServerListing> = {};
/** Whether the server offers resources (Claude Code then adds its own three resource tools). */
const offersResources: Record<string, boolean> = {};
/** Claude Code's built-in tools for MCP resources, added (deferred: as name lines) when a server offers any. */
const RESOURCE_TOOLS = ["ListMcpResourcesTool", "ReadMcpResourceDirTool", "ReadMcpResourceTool"];
let bare: Captured;
/** server-everything twice, keyed "bb" then "aa": one request with two servers' instructions and names. */
let two: Capture;

/** Runs jobs two at a time (the machine is shared). */
async function inPairs(jobs: Array<() => Promise<void>>): Promise<void> {
  for (let i = 0; i < jobs.length; i += 2) await Promise.all(jobs.slice(i, i + 2).map((job) => job()));
}

beforeAll(async () => {
  const jobs: Array<() => Promise<void>> = [
    async () => {
      bare = { deferred: await captureClaudeCode(null), loaded: await captureClaudeCode(null, NO_TOOL_SEARCH) };
      two = await captureClaudeCode({
        bb: SERVERS.everything as McpServerConfig,
        aa: SERVERS.everything as McpServerConfig,
      });
    },
  ];
  for (const [name, server] of Object.entries(SERVERS)) {
    jobs.push(async () => {
      const one = { [name]: server };
      const [deferred, loaded, listing] = await Promise.all([
        captureClaudeCode(one),
        captureClaudeCode(one, NO_TOOL_SEARCH),
        listServer({ kind: "stdio", command: server.command, args: server.args, env: { set: server.env ?? {} } }),
      ]);
      captures[name] = { deferred, loaded };
      offersResources[name] = (listing.resources?.length ?? 0) > 0;
      listings[name] = {
        server: name,
        tools: listing.tools,
        instructions: listing.instructions ?? null,
        offersResources: offersResources[name],
      };
    });
  }
  await inPairs(jobs);
}, 600_000);

/** The user message that holds the client's environment, deferred tools and instructions. */
const contextText = (capture: Capture) =>
  normalizeEnvironment(messageTexts(capture.body).find((t) => t.startsWith("# Environment")) ?? "", capture.workDir);
const mcpTools = (capture: Capture, server: string) =>
  capture.body.tools.filter((t) => t.name.startsWith(`mcp__${server}__`));
const nameLines = (capture: Capture, server: string) =>
  contextText(capture)
    .split("\n")
    .filter((line) => line.startsWith(`mcp__${server}__`));

describe("Claude Code 2.1.328 as captured", () => {
  it("pins the client's own request with no server: its base per encoding, tool search on and off", () => {
    for (const encoding of ENCODINGS) {
      expect(baseTokens(bare.deferred, encoding)).toBe(CLAUDE_CODE_BASE.tokens.deferred?.[encoding]);
      expect(baseTokens(bare.loaded, encoding)).toBe(CLAUDE_CODE_BASE.tokens.loaded?.[encoding]);
    }
  });

  it.each(Object.keys(SERVERS))(
    "%s, tool search off: every tool object's JSON is the profile's, in its order",
    (name) => {
      const request = claudeCode.request(listings[name] as ServerListing, { toolSearch: false });
      expect(request.deferredText).toBeNull();
      const captured = mcpTools((captures[name] as Captured).loaded, name);
      const extra = OFFERED_ONLY_TO_RICHER_CLIENTS[name] ?? 0;
      const mcp = request.loaded.filter((t) => !t.clientOwn);
      expect(captured).toHaveLength(mcp.length + extra);
      const ours = new Set(mcp.map((t) => t.name));
      const same = captured.filter((t) => ours.has(t.name));
      expect(same.map((t) => JSON.stringify(t))).toEqual(mcp.map((t) => JSON.stringify(t.sent)));
      // A server that lists resources brings the client's own three resource tools, byte for byte as sent.
      const own = request.loaded.filter((t) => t.clientOwn);
      expect(own.map((t) => t.name)).toEqual(offersResources[name] ? RESOURCE_TOOLS : []);
      const capturedOwn = (captures[name] as Captured).loaded.body.tools.filter((t) => RESOURCE_TOOLS.includes(t.name));
      expect(capturedOwn.map((t) => JSON.stringify(t))).toEqual(own.map((t) => JSON.stringify(t.sent)));
      // Nothing else of the request changes but the tools: the instructions text is the same as deferred.
      const withoutServer = contextText(bare.loaded);
      const text = contextText((captures[name] as Captured).loaded);
      expect(request.instructionsText === null ? text : text.replace(request.instructionsText, "")).toBe(withoutServer);
    },
  );

  it.each(Object.keys(SERVERS))(
    "%s, tool search on: the name lines and instructions are the profile's text",
    (name) => {
      const capture = (captures[name] as Captured).deferred;
      expect(mcpTools(capture, name)).toEqual([]);
      const request = claudeCode.request(listings[name] as ServerListing, {});
      const extra = OFFERED_ONLY_TO_RICHER_CLIENTS[name] ?? 0;
      const lines = nameLines(capture, name);
      const own = request.loaded.filter((t) => t.clientOwn).map((t) => `\n${t.name}`);
      expect(lines).toHaveLength(request.loaded.length - own.length + extra);
      if (extra === 0) {
        // Byte for byte: the capture is the bare client's text with the profile's parts spliced in. The client's
        // own resource tools (a server with resources brings them) sort before "mcp__", among its built-in names.
        const deferred = request.deferredText as string;
        expect(deferred.startsWith(own.join(""))).toBe(true);
        let text = contextText(capture).replace(deferred.slice(own.join("").length), "");
        if (request.instructionsText) text = text.replace(request.instructionsText, "");
        expect(own.map((line) => line.slice(1))).toEqual(offersResources[name] ? RESOURCE_TOOLS : []);
        for (const line of own) {
          expect(text).toContain(`${line}\n`);
          text = text.replace(`${line}\n`, "\n");
        }
        expect(text).toBe(contextText(bare.deferred));
      } else {
        const mcp = request.loaded.filter((t) => !t.clientOwn);
        const ours = new Set(mcp.map((t) => t.name));
        expect(lines.filter((l) => ours.has(l))).toEqual(mcp.map((t) => t.name));
        // The client's own resource tools, which server-everything's resources bring, are in its deferred list.
        const all = contextText(capture).split("\n");
        for (const own of request.loaded.filter((t) => t.clientOwn)) expect(all).toContain(own.name);
      }
    },
  );

  it.each(["fx", "github", "slack", "notion", "long"])(
    "%s: upFront and allLoaded equal js-tiktoken over the captured text",
    async (name) => {
      const encoders = await loadEncoders([...ENCODINGS]);
      const listing = listings[name] as ServerListing;
      const { deferred, loaded } = captures[name] as Captured;
      const request = claudeCode.request(listing, {});
      const instructions = request.instructionsText ?? "";
      expect(instructions === "" || contextText(deferred).includes(instructions)).toBe(true);
      const on = countClient(claudeCode, listing, {}, encoders);
      const off = countClient(claudeCode, listing, { toolSearch: false }, encoders);
      for (const encoding of ENCODINGS) {
        // The resource tools' name lines (a server with resources brings them) count with the server's names.
        const ownLines = contextText(deferred)
          .split("\n")
          .filter((line) => offersResources[name] && RESOURCE_TOOLS.includes(line));
        const namesText = [...ownLines, ...nameLines(deferred, name)].map((line) => `\n${line}`).join("");
        const instructionTokens = instructions === "" ? 0 : tiktoken(encoding, instructions);
        expect(on.tokens[encoding]?.upFront).toBe(tiktoken(encoding, namesText) + instructionTokens);
        const sentTools = loaded.body.tools.filter(
          (t) => t.name.startsWith(`mcp__${name}__`) || (offersResources[name] && RESOURCE_TOOLS.includes(t.name)),
        );
        const toolTokens = sentTools.map((t) => tiktoken(encoding, JSON.stringify(t)));
        const sum = toolTokens.reduce((a, b) => a + b, 0);
        expect(on.tokens[encoding]?.allLoaded).toBe(sum + instructionTokens);
        expect(off.tokens[encoding]?.upFront).toBe(sum + instructionTokens);
        expect(Object.values(off.tokens[encoding]?.perTool ?? {})).toEqual(toolTokens);
        expect(on.tokens[encoding]?.clientBase).toBe(CLAUDE_CODE_BASE.tokens.deferred?.[encoding]);
        expect(off.tokens[encoding]?.clientBase).toBe(CLAUDE_CODE_BASE.tokens.loaded?.[encoding]);
      }
    },
  );

  it("sends a 3.4 KB description and 3 KB of instructions whole (no 2 KB cut in this version)", () => {
    const { loaded } = captures.long as Captured;
    const tool = mcpTools(loaded, "long").find((t) => t.name === "mcp__long__long_tool");
    const listed = (listings.long?.tools[0] ?? {}) as { description: string };
    expect(new TextEncoder().encode(listed.description).length).toBeGreaterThan(3000);
    expect(tool?.description).toBe(listed.description);
    expect(contextText(loaded)).toContain(listings.long?.instructions as string);
    expect(claudeCode.request(listings.long as ServerListing, {}).truncated).toEqual([]);
    // A tool listed without a description goes with an empty one.
    expect(mcpTools(loaded, "long").find((t) => t.name === "mcp__long__plain")).toEqual({
      name: "mcp__long__plain",
      description: "",
      input_schema: { type: "object" },
    });
  });
});

describe("Claude Code 2.1.328 with two servers in one request", () => {
  it("sends the instructions header once, then each server's section in name order, as the profile joins them", async () => {
    const listing = (server: string) => ({ ...(listings.everything as ServerListing), server });
    const listed = [listing("bb"), listing("aa")];
    const requests = listed.map((l) => claudeCode.request(l, {}));
    const joined = joinedInstructions(claudeCode, listed, requests) as string;
    expect(joined).not.toBeNull();
    const text = contextText(two);
    expect(text).toContain(joined);
    // Each server's text alone carries the header: two of them would not be in the capture.
    expect(text.split("# MCP Server Instructions")).toHaveLength(2);
    const encoders = await loadEncoders([...ENCODINGS]);
    const counted = countClientServers(claudeCode, listed, {}, encoders);
    // server-everything lists three more tools to Claude Code than to a plain listing: only ours are counted.
    const ours = new Set(requests.flatMap((r) => r.loaded.map((t) => t.name)));
    const names = ["aa", "bb"].flatMap((server) => nameLines(two, server)).filter((n) => ours.has(n));
    expect(names).toHaveLength(requests.reduce((n, r) => n + r.loaded.filter((t) => !t.clientOwn).length, 0));
    for (const encoding of ENCODINGS) {
      expect(counted.tokens[encoding]?.instructions).toBe(tiktoken(encoding, joined));
      // The resource tools' names once, with both servers' names.
      const own = text.split("\n").filter((line) => RESOURCE_TOOLS.includes(line));
      expect(own).toEqual(RESOURCE_TOOLS);
      const namesText = [...own, ...names].map((line) => `\n${line}`).join("");
      expect(counted.tokens[encoding]?.upFront).toBe(tiktoken(encoding, namesText) + tiktoken(encoding, joined));
    }
  });
});
