/**
 * The rank tables bundled in dist/chunks (o200k_base.bin, cl100k_base.bin, written by scripts/build.mjs) are
 * checked on every load against the sha256 the build wrote into the bundle: a copy of dist/ whose table has
 * one byte changed is refused by its own cli.js (exit 2, the table named), never counted with. The byte
 * changed is one of the token "name" (found with js-tiktoken), so a table used unchecked counts wrong.
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getEncoding } from "js-tiktoken";
import { beforeAll, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../../src/core/errors.js";
import { PROJECT_ROOT } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";
import { oracleTotals } from "../../helpers/oracle.js";

const ENCODINGS = ["o200k_base", "cl100k_base"] as const;
const TOOLS = toolsFile("basic");

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(cliFile: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cliFile, ...args],
      { cwd: path.dirname(cliFile), env: { PATH: process.env.PATH ?? "" }, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const measure = (cliFile: string, encoding: string) =>
  cli(cliFile, [
    "measure",
    "--format",
    "json",
    "-e",
    encoding,
    "--",
    process.execPath,
    FIXTURE_SERVER,
    "--tools",
    TOOLS,
  ]);

/** A copy of dist/ in a temp directory; returns its cli.js. */
async function distCopy(): Promise<string> {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), "mtb-table-pin-")), "dist");
  await cp(path.join(PROJECT_ROOT, "dist"), dir, { recursive: true });
  return path.join(dir, "cli.js");
}

/** Changes the first byte of the token "name" in a rank table (layout in src/core/vocabulary/rank-table.ts). */
async function flipTokenByte(table: string, encoding: (typeof ENCODINGS)[number]): Promise<void> {
  const ranks = getEncoding(encoding).encode("name");
  expect(ranks).toHaveLength(1);
  const rank = ranks[0] as number;
  const data = await readFile(table);
  const [, count, slots] = [0, 1, 2].map((word) => data.readUInt32LE(word * 4)) as [number, number, number];
  const bytesStart = (4 + count + 1 + slots) * 4 + count;
  const at = bytesStart + data.readUInt32LE((4 + rank) * 4);
  expect(String.fromCharCode(data[at] as number)).toBe("n");
  data[at] = "m".charCodeAt(0);
  await writeFile(table, data);
}

let tools: unknown[] = [];
beforeAll(async () => {
  tools = (JSON.parse(await readFile(TOOLS, "utf8")) as { tools: unknown[] }).tools;
});

describe("the bundled rank tables", () => {
  for (const encoding of ENCODINGS) {
    it(`${encoding}: an untouched copy of dist/ counts as js-tiktoken does`, async () => {
      const run = await measure(await distCopy(), encoding);
      expect(run.code, run.stderr).toBe(0);
      const report = JSON.parse(run.stdout) as { totals: Record<string, { model: number; raw: number }> };
      expect(report.totals[encoding]).toEqual(oracleTotals(tools, encoding));
    }, 180_000);

    it(`${encoding}: a table with one byte changed is refused at load (exit 2, named), never counted`, async () => {
      const cliFile = await distCopy();
      const table = path.join(path.dirname(cliFile), "chunks", `${encoding}.bin`);
      await flipTokenByte(table, encoding);
      const run = await measure(cliFile, encoding);
      expect(run.stderr).toContain(`the bundled rank table ${table} is not the one this build wrote`);
      expect(run.stderr).toContain("Reinstall mcp-token-budget");
      expect(run.code).toBe(EXIT_CODES.input);
      expect(run.stdout).not.toContain('"totals"');
    }, 180_000);
  }
});
