import { defineConfig } from "vitest/config";

/**
 * Three tiers, one folder each (docs/development.md):
 * - unit: starts no process, reads no dist/, opens no port; builds nothing (`npm run test:unit`, well under a minute);
 * - integration: real servers, processes, git, browsers, oracles, long tokenizer runs;
 * - e2e: the bundles (dist/cli.js, dist/index.js) as users and the Actions runner run them, real clients.
 * `npm test` runs all three.
 */
const slow = {
  // Build dist/ from the current sources before any test runs the bundled CLI or action (once per run).
  globalSetup: ["test/global-setup.ts"],
};

export default defineConfig({
  test: {
    // Tests start real servers and processes; give them room, but never assert on speed. A timeout only catches a
    // hang: sized for a loaded 2-core machine, where the suite runs 3-4 times slower than on a quiet one.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Most tests wait on real processes (servers, builds, git, timeouts) rather than compute: four workers
    // on two cores finish the suite in about 2.3 min instead of 3.4 (measured on the 2-core machine).
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          setupFiles: ["test/helpers/no-processes.ts"],
          // Unit tests mock nothing and set no globals, so the files share one module cache per worker
          // instead of importing the tokenizers and tables again for each file.
          isolate: false,
        },
      },
      { extends: true, test: { name: "integration", include: ["test/integration/**/*.test.ts"], ...slow } },
      { extends: true, test: { name: "e2e", include: ["test/e2e/**/*.test.ts"], ...slow } },
    ],
  },
});
