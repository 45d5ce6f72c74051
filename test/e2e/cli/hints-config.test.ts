/**
 * `hints --config`: a whole client configuration's cuts, ranked by what each saves on the model asked
 * for, through the bundled CLI on three real npm servers. A server's cut is checked against two runs of
 * `measure --config` (the setup with it and without it, as one request each); a hint's against `hints`
 * on that server alone; the order against the figures.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import type { SetupHints } from "../../../src/core/hints/config.js";
import type { HintsResult } from "../../../src/core/hints/types.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";

const require = createRequire(import.meta.url);
const bin = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "dist/index.js");
const dir = mkdtempSync(path.join(tmpdir(), "mtb-hints-config-"));
const env = { MEMORY_FILE_PATH: path.join(dir, "memory.jsonl") };
const SERVERS: Record<string, { command: string; args: string[]; env: Record<string, string> }> = {
  everything: { command: process.execPath, args: [bin("@modelcontextprotocol/server-everything"), "stdio"], env },
  memory: { command: process.execPath, args: [bin("@modelcontextprotocol/server-memory")], env },
  thinking: { command: process.execPath, args: [bin("@modelcontextprotocol/server-sequential-thinking")], env },
};
const configOf = (names: string[]) => {
  const file = path.join(dir, `${names.join("-") || "none"}.json`);
  writeFileSync(file, JSON.stringify({ mcpServers: Object.fromEntries(names.map((n) => [n, SERVERS[n]])) }));
  return `claude-desktop:${file}`;
};
const all = Object.keys(SERVERS);
const requestOf = (setup: Setup) => (setup.models?.qwen3?.tools ?? 0) + (setup.models?.qwen3?.instructions ?? 0);

let hints: SetupHints;
let text: string;
beforeAll(async () => {
  const [json, plain] = await Promise.all([
    runCliJson<SetupHints>(["hints", "--config", configOf(all), "-m", "qwen3"], dir),
    runCli(["hints", "--config", configOf(all), "-m", "qwen3", "--jobs", "1"], dir),
  ]);
  expect(json.code, json.stderr).toBe(0);
  hints = json.json;
  text = plain.stdout;
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("hints --config on three real servers, ranked on qwen3", () => {
  it("validates against schemas/setup-hints.schema.json", () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    const load = (name: string) => JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas", name), "utf8"));
    ajv.addSchema(load("hints.schema.json"));
    const validate = ajv.compile(load("setup-hints.schema.json"));
    expect(validate(hints), JSON.stringify(validate.errors)).toBe(true);
  });

  it("ranks every cut by what it saves on qwen3, largest first", () => {
    expect(hints.rankedBy).toEqual({ model: "qwen3" });
    const values = hints.cuts.map((c) => c.models.qwen3 ?? 0);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(
      hints.cuts
        .filter((c) => c.kind === "server")
        .map((c) => c.server)
        .sort(),
    ).toEqual([...all].sort());
    expect(hints.cuts.some((c) => c.kind === "hint")).toBe(true);
  });

  it("a server's cut is the setup as one request minus the setup without it (measure --config)", async () => {
    const whole = await runCliJson<Setup>(["measure", "--config", configOf(all), "-m", "qwen3"], dir);
    expect(hints.total.models.qwen3).toBe(requestOf(whole.json));
    for (const name of all) {
      const without = await runCliJson<Setup>(
        ["measure", "--config", configOf(all.filter((n) => n !== name)), "-m", "qwen3"],
        dir,
      );
      const cut = hints.cuts.find((c) => c.kind === "server" && c.server === name);
      expect(cut?.models.qwen3, name).toBe(requestOf(whole.json) - requestOf(without.json));
      // Dropping a server saves its whole model view in the encodings, which have no frame.
      const row = whole.json.servers.find((s) => s.name === name);
      expect(cut?.saves.o200k_base).toBe(row?.status === "measured" ? row.report.totals.o200k_base?.model : -1);
    }
  }, 240_000);

  it("a hint's cut saves what hints on that server alone says", async () => {
    const alone = await runCliJson<HintsResult>(
      ["hints", "-m", "qwen3", "--", SERVERS.thinking?.command ?? "", ...(SERVERS.thinking?.args ?? [])],
      dir,
    );
    const mine = hints.cuts.filter((c) => c.kind === "hint" && c.server === "thinking");
    expect(mine.length).toBe(alone.json.hints.length);
    for (const h of alone.json.hints) {
      const cut = mine.find((c) => c.hint?.tool === h.tool && c.hint?.rule === h.rule);
      expect(cut?.models.qwen3, h.rule).toBe(h.models?.qwen3?.saves);
      expect(cut?.saves).toEqual(h.saves);
    }
  }, 120_000);

  it("prints the ranking as a table with the setup's one-request total", () => {
    expect(text).toContain(
      `ranked by what it saves on qwen3 (the setup as one request: ${hints.total.models.qwen3?.toLocaleString("en-US")} tokens)`,
    );
    const first = hints.cuts[0];
    expect(text.split("\n").find((l) => /^\s*1\s/.test(l))).toContain(first?.server);
  });

  it("ranks by the first encoding, and says so, when the model asked for is an estimate", async () => {
    const run = await runCliJson<SetupHints>(["hints", "--config", configOf(["thinking"]), "-m", "claude"], dir);
    expect(run.code).toBe(0);
    expect(run.json.rankedBy).toEqual({ encoding: "o200k_base" });
    expect(run.stderr).toMatch(/ranked by o200k_base, not claude/);
    expect(run.json.cuts.find((c) => c.kind === "server")?.models.claude).toBeGreaterThan(0);
  }, 180_000);

  it("is exit 3 with the failed server named when one cannot start, the others still ranked", async () => {
    const file = path.join(dir, "broken.json");
    writeFileSync(
      file,
      JSON.stringify({
        mcpServers: { thinking: SERVERS.thinking, broken: { command: process.execPath, args: ["no-such.js"] } },
      }),
    );
    const run = await runCliJson<SetupHints>(["hints", "--config", `claude-desktop:${file}`], dir);
    expect(run.code).toBe(3);
    expect(run.json.servers.find((s) => s.name === "broken")?.status).toBe("failed");
    expect(run.json.cuts.some((c) => c.server === "thinking")).toBe(true);
  }, 180_000);
});
