/**
 * Hints read for the model asked for (issue 25): ranked by what they save there, the ones that save it
 * nothing left out of the table (still in the JSON), and the same rewrite of the same place in many tools
 * as one row. On the archived GitHub server, whose 26 tools each carry a `$schema` that Ollama drops anyway.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { HintsResult } from "../../../src/core/hints/types.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";

const require = createRequire(import.meta.url);
const github = path.join(
  path.dirname(require.resolve("@modelcontextprotocol/server-github/package.json")),
  "dist/index.js",
);
const SERVER = ["--", process.execPath, github];
const env = { GITHUB_PERSONAL_ACCESS_TOKEN: "not-a-token" };

const tableRows = (stdout: string) =>
  stdout
    .split("\n")
    .filter((line) => /^\s*\d+\s{2}\S/.test(line))
    .map((line) => line.trim().split(/\s{2,}/));

describe("hints for the model asked for", () => {
  it("-m qwen3@ollama lists only what saves tokens there, largest there first, and says how many it left out", async () => {
    const args = ["hints", "-m", "qwen3@ollama", ...SERVER];
    const [table, json] = await Promise.all([
      runCli(args, PROJECT_ROOT, { env }),
      runCliJson<HintsResult>(args, PROJECT_ROOT, { env }),
    ]);
    expect(table.code).toBe(0);
    const hints = json.json.hints;
    const helps = hints.filter((h) => (h.models?.["qwen3@ollama"]?.saves ?? 0) > 0);
    const none = hints.length - helps.length;
    // The JSON keeps every hint; the $schema rewrites save o200k tokens but nothing on Ollama.
    expect(none).toBeGreaterThanOrEqual(26);
    expect(hints.some((h) => h.rule === "unneeded-keys" && (h.saves.o200k_base ?? 0) > 0)).toBe(true);
    expect(table.stdout).toContain(`${none} hints save nothing on qwen3@ollama`);
    const rows = tableRows(table.stdout);
    expect(rows).toHaveLength(helps.length);
    const column = (rows[0] ?? []).length - 2;
    const savings = rows.map((r) => Number(r[column]));
    expect(savings.every((n) => n > 0)).toBe(true);
    expect([...savings].sort((a, b) => b - a)).toEqual(savings);
    expect(table.stdout).toMatch(/All of them together: qwen3@ollama saves \d+ tokens per request/);
  });

  it("one hint left out is said in the singular", async () => {
    // The example server's one hint rewrites a keyword that Ollama drops before qwen3 sees it.
    const example = ["--", process.execPath, path.join(PROJECT_ROOT, "examples/example-server/server.mjs")];
    const run = await runCli(["hints", "-m", "qwen3@ollama", ...example], PROJECT_ROOT);
    expect(run.code).toBe(0);
    expect(run.stdout.replace(/\s+/g, " ")).toContain(
      "1 hint saves nothing on qwen3@ollama (it rewrites what the model does not see) and is not listed;",
    );
  });

  it("without a model, the 26 identical $schema rewrites are one row with their sum", async () => {
    const args = ["hints", ...SERVER];
    const [table, json] = await Promise.all([
      runCli(args, PROJECT_ROOT, { env }),
      runCliJson<HintsResult>(args, PROJECT_ROOT, { env }),
    ]);
    const schema = json.json.hints.filter((h) => h.path === "/inputSchema/$schema");
    expect(schema).toHaveLength(26);
    const row = tableRows(table.stdout).find((r) => r[1] === "26 tools");
    expect(row?.[2]).toBe("unneeded-keys");
    expect(Number(row?.[3])).toBe(schema.reduce((n, h) => n + (h.saves.o200k_base ?? 0), 0));
    expect(table.stdout).toMatch(
      /^\d+\. 26 tools \(create_or_update_file, search_repositories, create_repository and 23 more\) \/inputSchema\/\$schema$/m,
    );
  });
});
