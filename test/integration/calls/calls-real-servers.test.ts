/**
 * Scripted calls on real servers from npm: every call's tokens must equal what an independent exchange
 * and js-tiktoken give for the same result under the rule docs/calls.md states.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCallsFile } from "../../../src/core/calls/parse.js";
import type { CallReport } from "../../../src/core/calls/types.js";
import type { ServerSpec } from "../../../src/mcp/list.js";
import { measure } from "../../../src/run/measure.js";
import { oracleCallTokens, rawCalls } from "../../helpers/calls-oracle.js";

const require = createRequire(import.meta.url);
const bin = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "dist/index.js");
const ENCODINGS = ["o200k_base", "cl100k_base"];

function fixtureDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "mtb-calls-fs-"));
  writeFileSync(path.join(dir, "alpha.txt"), "Alpha: the first file, with a line about printers.\n");
  writeFileSync(path.join(dir, "beta.md"), "# Beta\n\nA second file; the printer in room 4 is out of toner.\n");
  mkdirSync(path.join(dir, "cases"));
  writeFileSync(
    path.join(dir, "cases", "C-1042.json"),
    JSON.stringify({ id: "C-1042", title: "Printer jams", status: "open" }),
  );
  return dir;
}

/** Our run and the oracle's, each on its own server (`env` is called once per server: a state file each). */
async function both(args: string[], yaml: string, env: () => Record<string, string> = () => ({})) {
  const file = parseCallsFile(yaml, "mcp-token-budget.calls.yml");
  const spec: ServerSpec = { kind: "stdio", command: process.execPath, args, env: { set: env() } };
  const [report, raw] = await Promise.all([
    measure(spec, { encodings: ENCODINGS, calls: file }),
    rawCalls(
      process.execPath,
      args,
      file.calls.map((c) => ({ tool: c.tool, arguments: c.arguments })),
      { ...process.env, ...env() },
    ),
  ]);
  const calls = report.calls as CallReport[];
  expect(calls.map((c) => c.name)).toEqual(file.calls.map((c) => c.name));
  for (const [i, call] of calls.entries()) {
    expect(call.status, call.message).toBe("ok");
    for (const encoding of ENCODINGS) {
      expect(call.tokens[encoding], `${call.name} in ${encoding}`).toBe(oracleCallTokens(raw[i] ?? {}, encoding));
    }
  }
  return { calls, raw };
}

describe("scripted calls on real servers, against js-tiktoken over the raw results", () => {
  it("server-filesystem: list_directory, read_text_file, search_files on a fixture directory", async () => {
    const dir = fixtureDir();
    const { calls, raw } = await both(
      [bin("@modelcontextprotocol/server-filesystem"), dir],
      `calls:
  - name: listing
    tool: list_directory
    arguments: { path: ${JSON.stringify(dir)} }
  - name: read-beta
    tool: read_text_file
    arguments: { path: ${JSON.stringify(path.join(dir, "beta.md"))} }
  - name: search
    tool: search_files
    arguments: { path: ${JSON.stringify(dir)}, pattern: "**/*.json" }
`,
    );
    // The results are the real ones: the listing names the files, the read returns the file's text.
    expect(JSON.stringify(raw[0])).toContain("alpha.txt");
    expect(JSON.stringify(raw[1])).toContain("out of toner");
    expect(JSON.stringify(raw[2])).toContain("C-1042.json");
    expect(calls.every((c) => (c.tokens.o200k_base ?? 0) > 5)).toBe(true);
  });

  it("server-memory: create entities, then read the graph back", async () => {
    const memoryFile = () => ({
      MEMORY_FILE_PATH: path.join(mkdtempSync(path.join(tmpdir(), "mtb-calls-mem-")), "memory.jsonl"),
    });
    const { calls, raw } = await both(
      [bin("@modelcontextprotocol/server-memory")],
      `calls:
  - name: create
    tool: create_entities
    arguments:
      entities:
        - { name: "C-1042", entityType: "case", observations: ["printer jams on tray 2", "opened 2026-11-30"] }
        - { name: "C-1043", entityType: "case", observations: ["toner low"] }
  - name: graph
    tool: read_graph
`,
      memoryFile,
    );
    expect(JSON.stringify(raw[1])).toContain("printer jams on tray 2");
    // The graph holds both entities: reading it costs more than the answer to creating one.
    expect(calls[1]?.tokens.o200k_base).toBeGreaterThan(20);
  });

  it("server-everything: echo, sum, structured content, resource links, an embedded resource and an image", async () => {
    const { calls, raw } = await both(
      [bin("@modelcontextprotocol/server-everything"), "stdio"],
      `calls:
  - { name: echo, tool: echo, arguments: { message: "hello from a calls file" } }
  - { name: sum, tool: get-sum, arguments: { a: 2, b: 40 } }
  - { name: structured, tool: get-structured-content, arguments: { location: "New York" } }
  - { name: links, tool: get-resource-links, arguments: { count: 3 } }
  - { name: embedded, tool: get-resource-reference, arguments: { resourceType: Text, resourceId: 1 } }
  - { name: image, tool: get-tiny-image }
`,
    );
    expect(JSON.stringify(raw[0])).toContain("hello from a calls file");
    const types = (name: string) => calls.find((c) => c.name === name)?.parts.map((p) => p.type);
    expect(types("links")?.filter((t) => t === "resource_link")).toHaveLength(3);
    expect(types("embedded")).toContain("resource");
    // structuredContent repeats the text block: shown as a part, not counted twice.
    const structured = calls.find((c) => c.name === "structured")?.parts.find((p) => p.type === "structuredContent");
    expect(structured?.counted).toBe(false);
    expect(structured?.tokens.o200k_base).toBeGreaterThan(0);
    // The image is reported by kind and size, from the PNG itself, and kept out of the text totals.
    const image = calls.find((c) => c.name === "image")?.parts.find((p) => p.type === "image");
    const block = ((raw[5]?.content ?? []) as Array<{ type: string; data: string }>).find((b) => b.type === "image");
    const png = Buffer.from(block?.data ?? "", "base64");
    expect(image).toMatchObject({
      bytes: png.length,
      width: png.readUInt32BE(16),
      height: png.readUInt32BE(20),
      tokens: {},
      counted: false,
    });
    expect(image?.imageTokensEstimate).toBe(Math.ceil((png.readUInt32BE(16) * png.readUInt32BE(20)) / 750));
  });
});
