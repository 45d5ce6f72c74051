import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Build dist/ from the current sources before any test runs the bundled CLI or action.
    globalSetup: ["test/global-setup.ts"],
    // Tests start real servers and processes; give them room, but never assert on speed. A timeout only catches a
    // hang: sized for a loaded 2-core machine, where the suite runs 3-4 times slower than on a quiet one.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Most tests wait on real processes (servers, builds, git, timeouts) rather than compute: four workers
    // on two cores finish the suite in about 2.3 min instead of 3.4 (measured on the 2-core machine).
    maxWorkers: 4,
  },
});
