/**
 * `mcp-token-budget clients check` as a maintainer runs it (the bundled CLI), with one real client (Claude Code at
 * the version of its goldens, --pinned, from the test cache: no network when cached) on one case of the corpus
 * (twins: two synthetic servers with the same tool name), against a copy of the corpus folder. Untouched, every
 * golden holds (exit 0). With one character of one golden changed, the check says what moved: the golden, the
 * server, the tool, and its tokens in the golden and as sent now (counted again here with js-tiktoken), exit 1.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ClientsCheckReport, Golden } from "../../../src/core/clients/goldens.js";
import { PROJECT_ROOT, runCli } from "../../helpers/cli-process.js";
import { oracleCount } from "../../helpers/oracle.js";
import { CLIENTS_CACHE, ensureRealClient, REAL_CLIENTS } from "../../helpers/real-clients.js";

const VERSION = REAL_CLIENTS["claude-code"].version;

/** A copy of the corpus folder (and the synthetic server beside it, which corpus.json starts as {corpus}/..). */
function corpusCopy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mtb-clients-check-"));
  cpSync(path.join(PROJECT_ROOT, "test/fixtures/client-goldens"), path.join(dir, "client-goldens"), {
    recursive: true,
  });
  cpSync(path.join(PROJECT_ROOT, "test/fixtures/corpus-server.mjs"), path.join(dir, "corpus-server.mjs"));
  return path.join(dir, "client-goldens");
}

const check = (goldens: string, format: string[] = []) =>
  runCli(
    [
      "clients",
      "check",
      "--pinned",
      "--client",
      "claude-code",
      "--case",
      "twins",
      "--goldens",
      goldens,
      // The test cache: clients/ (real-clients.ts installs there) and servers/.
      "--cache",
      path.dirname(CLIENTS_CACHE),
      ...format,
    ],
    PROJECT_ROOT,
  );

describe("clients check with Claude Code on the twins case", () => {
  it("holds when the goldens are untouched: exit 0, 'holds' with both settings' goldens", async () => {
    ensureRealClient("claude-code");
    const run = await check(corpusCopy());
    expect(run.stdout, run.stderr).toBe(
      `claude-code ${VERSION}: holds (2 goldens)\nEvery client holds to its goldens (${new Date().toISOString().slice(0, 10)}).\n`,
    );
    expect(run.code).toBe(0);
  }, 600_000);

  it("says what moved when one character of a golden changed: golden, server, tool, tokens then and now; exit 1", async () => {
    ensureRealClient("claude-code");
    const goldens = corpusCopy();
    const file = path.join(goldens, `claude-code@${VERSION}`, "twins.ENABLE_TOOL_SEARCH=false.json");
    const golden = JSON.parse(readFileSync(file, "utf8")) as Golden;
    const tool = golden.tools.find((t) => t.name === "mcp__alpha__search");
    if (!tool) throw new Error(`no mcp__alpha__search in ${file}`);
    const sent = tool.json;
    // One character: the description's full stop becomes an exclamation mark.
    const changed = sent.replace("does it.", "does it!");
    expect(changed).not.toBe(sent);
    tool.json = changed;
    writeFileSync(file, JSON.stringify(golden, null, 2));

    const run = await check(goldens, ["--format", "json"]);
    expect(run.code, run.stderr).toBe(1);
    const report = JSON.parse(run.stdout) as ClientsCheckReport;
    expect(report.clients).toHaveLength(1);
    const [result] = report.clients;
    expect(result?.status).toBe("moved");
    expect(result?.checked).toBe(2);
    expect(result?.moves).toEqual([
      {
        golden: "twins.ENABLE_TOOL_SEARCH=false",
        server: "alpha",
        item: "tool mcp__alpha__search",
        change: "changed",
        encoding: "o200k_base",
        before: oracleCount(changed, "o200k_base"),
        after: oracleCount(sent, "o200k_base"),
        detail: expect.stringMatching(/^at character \d+: ".*does it!.*" -> ".*does it\..*"$/),
      },
    ]);

    // The table says the same in a line.
    const table = await check(goldens);
    expect(table.code).toBe(1);
    expect(table.stdout).toContain(`claude-code ${VERSION}: moved (1 change on 2 goldens)\n`);
    expect(table.stdout).toContain(
      `  twins.ENABLE_TOOL_SEARCH=false, server alpha: tool mcp__alpha__search changed: ${oracleCount(changed, "o200k_base")} -> ${oracleCount(sent, "o200k_base")} tokens (o200k_base); at character`,
    );
  }, 600_000);
});
