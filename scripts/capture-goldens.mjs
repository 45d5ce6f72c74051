#!/usr/bin/env node
// Captures the client conformance corpus again and writes the golden files (test/fixtures/client-goldens/):
// each pinned real client (test/helpers/real-clients.ts) run headless on every case of the corpus
// (test/fixtures/client-goldens/corpus.json) against the local recorder. The real npm servers of the corpus are
// installed once into ~/.cache/mcp-token-budget-tests/servers (MTB_TEST_SERVERS_DIR), the clients into .../clients.
//   node scripts/capture-goldens.mjs [client,...] [case,...]
// Then run test/unit/core/clients/goldens.test.ts and change the profiles until every golden holds.
// Whether the newest release of each client still holds to the goldens: `mcp-token-budget clients check`
// (node dist/cli.js clients check; docs/clients.md).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const [clients, cases] = process.argv.slice(2);
const cache =
  process.env.MTB_TEST_SERVERS_DIR ?? path.join(os.homedir(), ".cache", "mcp-token-budget-tests", "servers");

// The real servers of the corpus, read from the corpus file so they are named once.
const corpus = JSON.parse(
  readFileSync(new URL("../test/fixtures/client-goldens/corpus.json", import.meta.url), "utf8"),
);
const packages = corpus.cases.flatMap((c) => Object.values(c.servers).filter((s) => s.pkg));
for (const { pkg, version } of packages) {
  const folder = path.join(cache, `${pkg.replace("/", "+")}@${version}`);
  if (existsSync(folder)) continue;
  mkdirSync(cache, { recursive: true });
  const staging = mkdtempSync(`${folder}-staging-`);
  writeFileSync(path.join(staging, "package.json"), '{"private":true}\n');
  console.log(`installing ${pkg}@${version}`);
  try {
    execFileSync(
      "npm",
      ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--save-exact", `${pkg}@${version}`],
      {
        cwd: staging,
        stdio: "inherit",
      },
    );
    renameSync(staging, folder);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

const env = { ...process.env, MTB_WRITE_GOLDENS: "1" };
if (clients) env.MTB_GOLDEN_CLIENTS = clients;
if (cases) env.MTB_GOLDEN_CASES = cases;
const run = spawnSync("npx", ["vitest", "run", "test/integration/clients/goldens.test.ts"], { stdio: "inherit", env });
process.exit(run.status ?? 1);
