/**
 * `hints` on a tool a profile cannot count alone (issue 23, leftovers): a chat template that would write more
 * than 64 Mi characters of JSON for one tool made `hints -m llama-3.1` exit 7 ("unexpected error", a defect);
 * and hints had no 8 MiB cap of its own. Now that profile alone has no hint figures for that tool, a line
 * says why ("not counted: too large", `notCounted` in the JSON), and the encodings' and the other profiles'
 * figures stand: re-derived with rfc6902 + js-tiktoken and the official harmony renderer (hints-oracle).
 * Through the bundled CLI.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HintsResult } from "../../../src/core/hints/types.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { type HarmonyOracle, loadHarmonyOracle } from "../../helpers/harmony-oracle.js";
import { expectRederived } from "../../helpers/hints-oracle.js";

/**
 * 40,000 leaves under 118 levels: about 1 MiB of compact JSON (under the 8 MiB cap), but Llama's
 * `tojson(indent=4)` indents every leaf by about 950 spaces, more than 64 Mi characters in all.
 */
function deepWide(): Record<string, unknown> {
  const leaves = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`p${i}`, { type: "string" }]));
  let schema: Record<string, unknown> = { type: "object", properties: leaves };
  for (let level = 0; level < 118; level++) schema = { type: "object", properties: { [`x${level}`]: schema } };
  // $schema: the unneeded-keys rule finds a rewrite on it.
  return {
    name: "deep_wide",
    description: "A tool.",
    inputSchema: { $schema: "https://json-schema.org/draft/2020-12/schema", ...schema },
  };
}
const small = {
  name: "search",
  description: "Search the catalogue.",
  inputSchema: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: { q: { type: "string" } },
  },
};
/** One tool whose description alone is 9 MiB: past the 8 MiB cap of model counting per request. */
const huge = {
  name: "huge",
  description: "word ".repeat((9 * 1024 * 1024) / 5),
  inputSchema: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: {} },
};

let dir: string;
let harmony: HarmonyOracle;
const tools = [deepWide(), small];
/**
 * The server, after a time limit far past what listing and counting need: these tests are about caps of size, not
 * time, and the default (30 s) is within reach of these counts on a loaded machine.
 */
const server = (file: string) => ["-t", "900", "--", process.execPath, FIXTURE_SERVER, "--tools", path.join(dir, file)];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-hints-too-large-"));
  await writeFile(path.join(dir, "deep.json"), JSON.stringify({ tools }));
  await writeFile(path.join(dir, "huge.json"), JSON.stringify({ tools: [huge] }));
  harmony = await loadHarmonyOracle();
}, 180_000);
afterAll(async () => {
  await harmony?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("hints on a tool past a cap of model counting (dist/cli.js)", () => {
  it("a render past 64 Mi characters on llama-3.1: that profile not counted for the tool, the rest re-derived, exit 0", async () => {
    const run = await runCliJson<HintsResult>(
      ["hints", "-m", "llama-3.1,gpt-oss", "--format", "json", ...server("deep.json")],
      dir,
    );
    expect(run.stderr).not.toMatch(/unexpected error/);
    expect(run.code, run.stderr).toBe(0);
    const result = run.json;
    expect(result.notCounted).toEqual([
      {
        tool: "deep_wide",
        model: "llama-3.1",
        reason: "too large",
        detail: expect.stringMatching(/more than 64\.0 Mi characters of JSON/),
      },
    ]);
    const deep = result.hints.find((h) => h.tool === "deep_wide" && h.rule === "unneeded-keys");
    const other = result.hints.find((h) => h.tool === "search" && h.rule === "unneeded-keys");
    // The deep tool's hint keeps its encodings' and gpt-oss's figures, and has none on llama-3.1.
    expect(deep?.models?.["gpt-oss"]).toBeDefined();
    expect(deep?.models?.["llama-3.1"]).toBeUndefined();
    // The small tool is counted on both profiles.
    expect(other?.models?.["llama-3.1"]?.saves).toBeGreaterThan(0);
    expect(expectRederived(result, tools, harmony)).toBeGreaterThanOrEqual(6);
    const schema = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas", "hints.schema.json"), "utf8"));
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    expect(validate(result), JSON.stringify(validate.errors)).toBe(true);

    const text = await runCli(["hints", "-m", "llama-3.1", ...server("deep.json")], dir);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(
      /llama-3\.1: no hint figures for deep_wide: not counted: too large \(the chat template would write more than 64\.0 Mi characters of JSON/,
    );
  }, 1_200_000);

  it("a tool of 9 MiB: past the 8 MiB cap, not counted on llama-3.1, its encodings' figures re-derived, exit 0", async () => {
    const run = await runCliJson<HintsResult>(
      ["hints", "-m", "llama-3.1", "--format", "json", ...server("huge.json")],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.notCounted).toEqual([
      {
        tool: "huge",
        model: "llama-3.1",
        reason: "too large",
        detail: expect.stringMatching(
          /^the 1 tools are 9\.0 MiB of JSON, more than the 8\.0 MiB that model counting takes per request$/,
        ),
      },
    ]);
    expect(run.json.hints.some((h) => h.tool === "huge")).toBe(true);
    expect(expectRederived(run.json, [huge])).toBeGreaterThanOrEqual(2);
  }, 1_200_000);
});
