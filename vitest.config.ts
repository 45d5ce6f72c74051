import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Build dist/ from the current sources before any test runs the bundled CLI or action.
    globalSetup: ["test/global-setup.ts"],
    // Tests start real servers and processes; give them room, but never assert on speed.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Most tests wait on real processes (servers, builds, git, timeouts) rather than compute: four workers
    // on two cores finish the suite in about 2.3 min instead of 3.4 (measured on the 2-core machine).
    maxWorkers: 4,
  },
});
