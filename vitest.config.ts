import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Tests start real servers and processes; give them room, but never assert on speed.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
