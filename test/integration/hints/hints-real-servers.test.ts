/**
 * Hints on real servers, started for real: the npm servers of the MCP project, and a server written
 * with the MCP TypeScript SDK and zod (test/fixtures/hints/zod-server.mjs), because zod's generated
 * schemas are where anyOf-null, additionalProperties: false and repeated objects come from and the npm
 * servers have none of them in their inputSchemas. The tools are listed a second time by an independent
 * JSON-RPC exchange, and every saving is re-derived from that listing.
 */
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerSpec } from "../../../src/mcp/list.js";
import { resolveProfiles } from "../../../src/models/registry.js";
import { hintsForServer } from "../../../src/run/hints.js";
import { FIXTURES } from "../../helpers/fixture.js";
import { type HarmonyOracle, loadHarmonyOracle } from "../../helpers/harmony-oracle.js";
import { expectRederived } from "../../helpers/hints-oracle.js";
import { rawToolsList } from "../../helpers/oracle.js";

const require = createRequire(import.meta.url);
const bin = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "dist/index.js");
const dir = mkdtempSync(path.join(tmpdir(), "mtb-hints-"));
const memoryFile = path.join(dir, "memory.jsonl");

const servers: Array<{ name: string; args: string[]; rules: string[] }> = [
  {
    name: "@modelcontextprotocol/server-everything",
    args: [bin("@modelcontextprotocol/server-everything"), "stdio"],
    rules: ["unneeded-keys"],
  },
  {
    name: "@modelcontextprotocol/server-filesystem",
    args: [bin("@modelcontextprotocol/server-filesystem"), dir],
    rules: ["unneeded-keys"],
  },
  {
    name: "@modelcontextprotocol/server-memory",
    args: [bin("@modelcontextprotocol/server-memory")],
    rules: ["unneeded-keys"],
  },
  {
    name: "@modelcontextprotocol/server-sequential-thinking",
    args: [bin("@modelcontextprotocol/server-sequential-thinking")],
    rules: ["unneeded-keys", "safe-integer-bounds", "description-repeats-parameters"],
  },
  {
    name: "an MCP SDK server with zod schemas (test/fixtures/hints/zod-server.mjs)",
    args: [path.join(FIXTURES, "hints", "zod-server.mjs")],
    rules: [
      "unneeded-keys",
      "anyof-null-optional",
      "additional-properties-false",
      "safe-integer-bounds",
      "repeated-subschema",
      "description-formatting",
    ],
  },
];

let harmony: HarmonyOracle;
beforeAll(async () => {
  harmony = await loadHarmonyOracle();
}, 180_000);
afterAll(async () => {
  await harmony?.close();
});

describe.each(servers)("$name", ({ args, rules }) => {
  it("gets the hints of its rules, each saving and the total re-derived from an independent listing", async () => {
    const spec: ServerSpec = {
      kind: "stdio",
      command: process.execPath,
      args,
      env: { set: { MEMORY_FILE_PATH: memoryFile } },
    };
    const [{ result }, raw] = await Promise.all([
      hintsForServer(spec, {
        encodings: ["o200k_base", "cl100k_base"],
        models: resolveProfiles("--model", ["gpt-oss"]),
      }),
      rawToolsList(process.execPath, args, { ...process.env, MEMORY_FILE_PATH: memoryFile }),
    ]);
    const fired = new Set(result.hints.map((h) => h.rule));
    for (const rule of rules) expect(fired, rule).toContain(rule);
    expect(result.totalSaves.o200k_base).toBeGreaterThan(0);
    expect(expectRederived(result, raw.tools, harmony)).toBeGreaterThan(rules.length);
  });
});

describe("what the npm servers' hints say", () => {
  it("sequential-thinking: the description's parameter list goes, the rest of it stays", async () => {
    const args = [bin("@modelcontextprotocol/server-sequential-thinking")];
    const { result } = await hintsForServer(
      { kind: "stdio", command: process.execPath, args },
      { encodings: ["o200k_base"] },
    );
    const hint = result.hints.find((h) => h.rule === "description-repeats-parameters");
    const replaced = hint?.patch.find((op) => op.op === "replace") as { value: string } | undefined;
    expect(replaced?.value).toContain("When to use this tool:");
    expect(replaced?.value).not.toContain("Parameters explained:");
    expect(replaced?.value).not.toMatch(/^- thoughtNumber:/m);
    expect(hint?.saves.o200k_base).toBeGreaterThan(100);
  });
});
