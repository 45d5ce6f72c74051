/**
 * A run is a request of four parts (src/run/request.ts). A configuration's server is the run's request with that
 * server, its base and its budget: its counting (and with it every counting feature) is the run's, by construction.
 */
import { describe, expect, it } from "vitest";
import type { LoadedBudget } from "../../../src/run/budget-file.js";
import { forServer, type RunRequest } from "../../../src/run/request.js";

const run: RunRequest = {
  subject: {
    spec: { kind: "stdio", command: "node", args: ["a.js"] },
    repoDir: "/repo",
    timeoutMs: 5000,
    build: "make",
  },
  counting: { encodings: ["o200k_base"], checkStable: true },
  baseline: { base: { kind: "ref", ref: "main" }, cache: null, parallel: false },
  outcome: { budget: null, door: "action", labels: { base: "main", head: "#1" } },
};

describe("a configuration's server as a request", () => {
  it("takes the server, its base and its budget, and keeps the run's counting and everything else", () => {
    const budget = { file: "mcp-token-budget.yml", budget: {} } as unknown as LoadedBudget;
    const spec = { kind: "stdio" as const, command: "npx", args: ["-y", "server-b"] };
    const one = forServer(run, { spec, base: { kind: "none", reason: "a new server" }, budget });
    expect(one.subject).toEqual({ ...run.subject, spec });
    expect(one.counting).toBe(run.counting);
    expect(one.baseline).toEqual({ ...run.baseline, base: { kind: "none", reason: "a new server" } });
    expect(one.outcome).toEqual({ ...run.outcome, budget });
    // The run's request is left as it was: each server's is its own.
    expect(run.subject.spec).toEqual({ kind: "stdio", command: "node", args: ["a.js"] });
    expect(run.outcome.budget).toBeNull();
  });

  it("keeps the run's base and budget when the server names none", () => {
    const spec = { kind: "http" as const, url: "http://127.0.0.1:1/mcp" };
    const one = forServer(run, { spec });
    expect(one.baseline).toBe(run.baseline);
    expect(one.outcome).toBe(run.outcome);
  });
});
