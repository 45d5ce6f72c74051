/**
 * U+FEFF (the byte-order mark, also a zero-width no-break space) in a tool definition counts as tiktoken
 * counts it, through the bundled CLI on a real stdio server: gpt-tokenizer alone counts each occurrence one
 * or two tokens higher (its decoder drops a leading BOM; docs/counting.md).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { countTokens as gptO200k } from "gpt-tokenizer/encoding/o200k_base";
import { afterAll, describe, expect, it } from "vitest";
import type { Report } from "../../../src/core/report.js";
import { PROJECT_ROOT, runCliJson } from "../../helpers/cli-process.js";
import { oracleTotals } from "../../helpers/oracle.js";

const dir = mkdtempSync(path.join(tmpdir(), "mtb-bom-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tools = [
  {
    name: "bom_lead",
    description: "\ufeffReads a file\ufeff\ufeff that may start with a byte-order mark",
    inputSchema: { type: "object", properties: { path: { type: "string", description: "\ufeff\ufeff path" } } },
  },
  { name: "plain", description: "No mark here", inputSchema: { type: "object" } },
];

describe("U+FEFF in a tool definition", () => {
  it("counts as js-tiktoken counts it, in both encodings and views", async () => {
    const file = path.join(dir, "tools.json");
    writeFileSync(file, JSON.stringify({ tools }));
    const run = await runCliJson<Report>(
      [
        "measure",
        "--format",
        "json",
        "--",
        process.execPath,
        path.join(PROJECT_ROOT, "test/fixtures/fixture-server.mjs"),
        "--tools",
        file,
      ],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    for (const encoding of ["o200k_base", "cl100k_base"]) {
      expect(run.json.totals[encoding]).toEqual(oracleTotals(tools, encoding));
    }
    // The case that tells the two apart: gpt-tokenizer alone gives more.
    const text = JSON.stringify(tools[0]);
    expect(gptO200k(text, { allowedSpecial: new Set(), disallowedSpecial: new Set() })).toBeGreaterThan(
      oracleTotals([tools[0]], "o200k_base").raw,
    );
  }, 180_000);
});
