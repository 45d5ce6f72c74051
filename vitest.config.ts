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
  },
});
