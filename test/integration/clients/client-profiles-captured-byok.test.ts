/**
 * The profiles of Copilot CLI 1.0.102 and Cline CLI 3.0.65 against the real clients (pinned, from npm) driven with
 * their bring-your-own-key OpenAI-compatible providers against the local recorder: one run each with the example
 * server, server-everything, server-github, Notion's server, server-slack and a server whose schemas carry every keyword and
 * whose names need cleaning (test/fixtures/tools/client-rewrites.json); one with no server; Copilot once more with
 * server-everything and --allow-all-mcp-server-instructions. Each tool object the profile builds must be in the
 * captured body as that exact JSON text, in the client's order; the figures must equal js-tiktoken's count of the
 * captured text; the request with the servers, their tools and instructions taken out, must be the request with
 * none; the client's own base is pinned.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { clineToolName } from "../../../src/core/clients/cline.js";
import { COPILOT_INSTRUCTIONS, copilotToolName } from "../../../src/core/clients/copilot-cli.js";
import { countClient } from "../../../src/core/clients/count.js";
import type { ServerListing } from "../../../src/core/clients/profile.js";
import { CLIENT_PROFILES } from "../../../src/core/clients/profiles.js";
import { sha1Hex } from "../../../src/core/clients/sha1.js";
import { loadEncoders } from "../../../src/core/encodings.js";
import { listServer } from "../../../src/mcp/list.js";
import type { McpServerConfig } from "../../helpers/claude-code-capture.js";
import { tiktoken } from "../../helpers/claude-code-capture.js";
import { captureClient, type RawCapture } from "../../helpers/client-captures.js";
import { REAL_SERVERS } from "../../helpers/real-servers.js";

const SERVERS: Record<string, McpServerConfig> = {
  fx: REAL_SERVERS.fx,
  everything: REAL_SERVERS.everything,
  github: REAL_SERVERS.github,
  notion: REAL_SERVERS.notion,
  slack: REAL_SERVERS.slack,
  kw: {
    command: process.execPath,
    args: [
      path.resolve("test/fixtures/raw-tools-server.mjs"),
      path.resolve("test/fixtures/tools/client-rewrites.json"),
    ],
  },
};
const NAMES = Object.keys(SERVERS);
const ENCODINGS = ["o200k_base", "cl100k_base"] as const;
const CLIENTS = ["copilot-cli", "cline"] as const;
type Client = (typeof CLIENTS)[number];

const listings: Record<string, ServerListing> = {};
const all: Partial<Record<Client, RawCapture>> = {};
const bare: Partial<Record<Client, RawCapture>> = {};
let copilotInstructions: RawCapture | undefined;

/** Runs jobs two at a time (the machine is shared). */
async function inPairs(jobs: Array<() => Promise<void>>): Promise<void> {
  for (let i = 0; i < jobs.length; i += 2) await Promise.all(jobs.slice(i, i + 2).map((job) => job()));
}

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
        listings[name] = { server: name, tools: listing.tools, instructions: listing.instructions ?? null };
      }
    },
    async () => {
      copilotInstructions = await captureClient("copilot-cli", { everything: SERVERS.everything as McpServerConfig }, [
        "--allow-all-mcp-server-instructions",
      ]);
    },
  ];
  for (const client of CLIENTS) {
    jobs.push(async () => {
      all[client] = await captureClient(client, SERVERS);
    });
    jobs.push(async () => {
      bare[client] = await captureClient(client, {});
    });
  }
  await inPairs(jobs);
}, 900_000);

const listing = (name: string) => listings[name] as ServerListing;
const sum = (texts: string[], encoding: (typeof ENCODINGS)[number]) =>
  texts.reduce((n, t) => n + tiktoken(encoding, t), 0);

interface ChatBody {
  messages: Array<{ role: string; content: string }>;
  tools?: Array<{ function: { name: string } }>;
}
const chat = (capture: RawCapture) => capture.body as unknown as ChatBody;
const tools = (capture: RawCapture) => (chat(capture).tools ?? []).map((t) => ({ name: t.function.name, object: t }));

/** How each client's request names one server's tools. */
const PREFIX: Record<Client, (server: string) => string> = {
  "copilot-cli": (server) => `${server}-`,
  cline: (server) => `${server}__`,
};

/** The lines of the client's text that depend on the machine and the day, made the same everywhere. */
function normalize(text: string, capture: RawCapture): string {
  return text
    .replaceAll(capture.workDir, "/home/user/scratch")
    .replace(/session-state\/[0-9a-f-]{36}/, "session-state/<session>")
    .replace(/<current_datetime>[^<]*<\/current_datetime>/, "<current_datetime><now></current_datetime>")
    .replace(/\n2\. Date: \d{1,2}\/\d{1,2}\/\d{4}\n/, "\n2. Date: <date>\n");
}

/** The messages' texts, normalized. */
const messageTexts = (capture: RawCapture) => chat(capture).messages.map((m) => normalize(m.content, capture));

describe.each(CLIENTS)("%s as captured", (client) => {
  const profile = CLIENT_PROFILES[client];

  it.each(NAMES)("%s: each tool object is in the body as the profile's exact JSON text, in its order", (name) => {
    const capture = all[client] as RawCapture;
    const request = profile.request(listing(name), {});
    expect(request.deferredText).toBeNull();
    expect(request.loaded.length).toBeGreaterThan(0);
    const ours = new Set(request.loaded.map((t) => t.name));
    const captured = tools(capture).filter((t) => t.name.startsWith(PREFIX[client](name)));
    // server-everything lists three more tools to Copilot CLI, which offers sampling and elicitation.
    const extra = captured.filter((t) => !ours.has(t.name)).map((t) => t.name);
    expect(extra).toEqual(
      client === "copilot-cli" && name === "everything"
        ? [
            "everything-trigger-elicitation-request",
            "everything-trigger-sampling-request",
            "everything-trigger-url-elicitation",
          ]
        : [],
    );
    const same = captured.filter((t) => ours.has(t.name));
    expect(same.map((t) => JSON.stringify(t.object))).toEqual(request.loaded.map((t) => JSON.stringify(t.sent)));
    for (const tool of request.loaded) expect(capture.text).toContain(JSON.stringify(tool.sent));
  });

  it.each(NAMES)("%s: upFront and allLoaded equal js-tiktoken over the captured tool objects", async (name) => {
    const encoders = await loadEncoders([...ENCODINGS]);
    const counted = countClient(profile, listing(name), {}, encoders);
    const ours = new Set(profile.request(listing(name), {}).loaded.map((t) => t.name));
    const captured = tools(all[client] as RawCapture).filter((t) => ours.has(t.name));
    expect(captured.length).toBe(ours.size);
    for (const encoding of ENCODINGS) {
      const figure = sum(
        captured.map((t) => JSON.stringify(t.object)),
        encoding,
      );
      expect(counted.tokens[encoding]?.upFront).toBe(figure);
      expect(counted.tokens[encoding]?.allLoaded).toBe(figure);
      expect(counted.tokens[encoding]?.instructions).toBe(0);
    }
  });

  it("sends nothing else of the servers: without their tools the request is the one with no server", () => {
    for (const name of NAMES) expect(profile.request(listing(name), {}).instructionsText).toBeNull();
    const withServers = all[client] as RawCapture;
    const mcp = new Set(NAMES.flatMap((name) => profile.request(listing(name), {}).loaded.map((t) => t.name)));
    const own = tools(withServers).filter((t) => !mcp.has(t.name) && !t.name.startsWith("everything"));
    expect(own.map((t) => JSON.stringify(t.object))).toEqual(
      tools(bare[client] as RawCapture).map((t) => JSON.stringify(t.object)),
    );
    expect(messageTexts(withServers)).toEqual(messageTexts(bare[client] as RawCapture));
  });

  it("its own request with no server is the profile's clientBase per encoding", () => {
    const capture = bare[client] as RawCapture;
    const texts = [...messageTexts(capture), ...tools(capture).map((t) => JSON.stringify(t.object))];
    const figures = Object.fromEntries(ENCODINGS.map((e) => [e, sum(texts, e)]));
    expect(profile.clientBase?.tokens.loaded).toEqual(figures);
  });
});

describe("Copilot CLI's rules, as captured", () => {
  const profile = CLIENT_PROFILES["copilot-cli"];
  const at = (value: unknown, pointer: string) =>
    pointer
      .split("/")
      .slice(1)
      .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

  it("every keyword reported moved is gone from the sent schema and written into that node's description", () => {
    const captured = new Map(tools(all["copilot-cli"] as RawCapture).map((t) => [t.name, t.object]));
    let moved = 0;
    for (const name of NAMES) {
      for (const seen of profile.request(listing(name), {}).notSeen) {
        if (seen.change === "rewritten") {
          expect(seen.keyword).toBe("additionalItems");
          continue;
        }
        expect(seen.change).toBe("moved");
        const sent = captured.get(seen.tool) as unknown as { function: { parameters: unknown } };
        const node = at(sent.function.parameters, seen.path ?? "") as Record<string, unknown>;
        expect(node).not.toHaveProperty(seen.keyword);
        expect(node.description).toContain(`${seen.keyword}: `);
        moved++;
      }
    }
    // format (Notion's uuids), minimum/maximum (GitHub, the example server), the fixture's every keyword.
    expect(moved).toBeGreaterThan(100);
  });

  it("names: <server>-<tool>, other characters made -, cut to 64", () => {
    const names = tools(all["copilot-cli"] as RawCapture).map((t) => t.name);
    expect(names).toContain("kw-dotted-name-with-space");
    expect(names).toContain("kw-a_very_long_tool_name_that_goes_well_past_sixty_four_characte");
    expect(copilotToolName("kw", "a".repeat(80))).toHaveLength(64);
  });

  it("with --allow-all-mcp-server-instructions: the instructions block is what the server adds to the system prompt", () => {
    const capture = copilotInstructions as RawCapture;
    const instructions = listing("everything").instructions as string;
    const block = COPILOT_INSTRUCTIONS("everything", instructions);
    const system = normalize(chat(capture).messages[0]?.content ?? "", capture);
    expect(system).toContain(block);
    const without = messageTexts(bare["copilot-cli"] as RawCapture)[0];
    expect(system.replace(block, "")).toBe(without);
  });
});

describe("Cline's rules, as captured", () => {
  it("a name it must clean or shorten: 55 characters, _ and 8 hex digits of its SHA-1, as the real client sent", () => {
    const names = tools(all.cline as RawCapture).map((t) => t.name);
    for (const tool of [
      "dotted.name with space",
      "a_very_long_tool_name_that_goes_well_past_sixty_four_characters_in_total_length",
    ]) {
      const name = clineToolName("kw", tool);
      expect(name).toMatch(/_[0-9a-f]{8}$/);
      expect(names).toContain(name);
    }
  });

  it("the SHA-1 of the core is node:crypto's", () => {
    for (const text of ["", "abc", "kw__dotted.name with space", "x".repeat(55), "x".repeat(64), "é".repeat(100)])
      expect(sha1Hex(text)).toBe(createHash("sha1").update(text).digest("hex"));
  });
});
