/**
 * Real servers from npm, measured by our engine, must give exactly the totals that an
 * independent exchange + independent tokenizer give.
 */
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ServerSpec } from "../../../src/mcp/list.js";
import { measure } from "../../../src/run/measure.js";
import { oracleTotals, rawToolsList } from "../../helpers/oracle.js";

const require = createRequire(import.meta.url);
const bin = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "dist/index.js");
const dir = mkdtempSync(path.join(tmpdir(), "mtb-fs-"));

const servers: Array<{ name: string; args: string[] }> = [
  { name: "@modelcontextprotocol/server-everything", args: [bin("@modelcontextprotocol/server-everything"), "stdio"] },
  { name: "@modelcontextprotocol/server-filesystem", args: [bin("@modelcontextprotocol/server-filesystem"), dir] },
  { name: "@modelcontextprotocol/server-memory", args: [bin("@modelcontextprotocol/server-memory")] },
  {
    name: "@modelcontextprotocol/server-sequential-thinking",
    args: [bin("@modelcontextprotocol/server-sequential-thinking")],
  },
];

describe.each(servers)("$name", ({ args }) => {
  it("has totals equal to js-tiktoken over the raw tools/list, in both encodings and both views", async () => {
    // The memory server writes its store next to itself unless told otherwise.
    const env = { ...process.env, MEMORY_FILE_PATH: path.join(dir, "memory.jsonl") };
    const spec: ServerSpec = {
      kind: "stdio",
      command: process.execPath,
      args,
      env: { set: { MEMORY_FILE_PATH: env.MEMORY_FILE_PATH } },
    };
    const [report, raw] = await Promise.all([
      measure(spec, { encodings: ["o200k_base", "cl100k_base"] }),
      rawToolsList(process.execPath, args, env),
    ]);
    expect(raw.tools.length).toBeGreaterThan(0);
    expect(report.tools.map((t) => t.name)).toEqual(raw.tools.map((t) => (t as { name: string }).name));
    for (const encoding of ["o200k_base", "cl100k_base"]) {
      const expected = oracleTotals(raw.tools, encoding);
      expect(report.totals[encoding]).toEqual(expected);
    }
  });
});
