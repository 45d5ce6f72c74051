/**
 * docs/caching.md: its server-memory table is what the CLI writes for @modelcontextprotocol/server-memory (a
 * devDependency, started from node_modules over stdio), and its arithmetic holds for those figures.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Report } from "../../../src/core/report.js";
import { PROJECT_ROOT, runCliJson } from "../../helpers/cli-process.js";

const require = createRequire(import.meta.url);
const MEMORY = path.join(
  path.dirname(require.resolve("@modelcontextprotocol/server-memory/package.json")),
  "dist/index.js",
);
const page = readFileSync(path.join(PROJECT_ROOT, "docs/caching.md"), "utf8");
const usd = (v: number) => (v >= 1 ? `$${v.toFixed(2)}` : `$${Number(v.toPrecision(3))}`);

describe("docs/caching.md", () => {
  it("shows server-memory's figures as measure writes them", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "mtb-caching-doc-"));
    try {
      const { code, json } = await runCliJson<Report>(
        [
          "measure",
          "-m",
          "claude-sonnet-4.6,claude-haiku-4.5,gpt-5",
          "--check-stable",
          "--env",
          `MEMORY_FILE_PATH=${path.join(dir, "m.json")}`,
          "--",
          process.execPath,
          MEMORY,
        ],
        dir,
      );
      expect(code).toBe(0);
      expect(json.listing).toMatchObject({ stable: true, differences: [], listChanged: true });
      for (const id of ["claude-sonnet-4.6", "claude-haiku-4.5", "gpt-5"]) {
        const m = json.models?.[id];
        const c = m?.cache;
        const tokens = (m?.tools ?? 0) + (m?.instructions ?? 0);
        const row = page.split("\n").find((line) => line.startsWith(`| ${id} `)) ?? "";
        expect(row, id).toContain(`| ${tokens.toLocaleString("en-US")} |`);
        expect(row, id).toContain(usd(m?.costPer1kRequests ?? -1));
        if (c?.cacheable) {
          // Independent arithmetic: per 10 requests one write and nine reads.
          const cached = (tokens * ((c.writePricePerMTok ?? 0) + 9 * (c.readPricePerMTok ?? 0))) / 10 / 1000;
          expect(row, id).toContain(usd(cached));
          expect(row, id).toContain(usd((tokens * (c.writePricePerMTok ?? 0)) / 1000));
        } else {
          expect(row, id).toContain(`not cacheable (under ${(c?.minTokens ?? 0).toLocaleString("en-US")})`);
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
