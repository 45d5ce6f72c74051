/**
 * The project's own workflows hold nothing worth stealing where they run a pull request's code: read from the
 * YAML. Every job a `pull_request` event starts has a read-only token and checks out without persisting
 * credentials; the comment is posted by a `workflow_run` workflow that runs no code of the pull request. The
 * files are also validated against the workflow schema (@action-validator/core, offline).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { validateWorkflow } from "@action-validator/core";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  permissions?: Record<string, string> | string;
  steps?: Step[];
  uses?: string;
}
interface Workflow {
  name?: string;
  on: Record<string, unknown> | string | string[];
  permissions?: Record<string, string> | string;
  jobs: Record<string, Job>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const WORKFLOWS = path.join(ROOT, ".github/workflows");
const files = readdirSync(WORKFLOWS).filter((f) => f.endsWith(".yml") || f.endsWith(".yaml"));
const source = (name: string) => readFileSync(path.join(WORKFLOWS, name), "utf8");
const workflow = (text: string) => parse(text) as Workflow;

const events = (w: Workflow): string[] =>
  typeof w.on === "string" ? [w.on] : Array.isArray(w.on) ? w.on : Object.keys(w.on);

/**
 * Why a workflow that runs a pull request's code would hand it something worth stealing: a job whose token can
 * write (its own permissions, or the workflow's when it has none; none at all means the repository default,
 * which may be write), or a checkout that leaves the token in .git/config.
 */
function pullRequestCodeProblems(w: Workflow): string[] {
  if (!events(w).some((e) => e === "pull_request" || e === "pull_request_target")) return [];
  const problems: string[] = [];
  if (events(w).includes("pull_request_target")) problems.push("pull_request_target runs with a write token");
  for (const [name, job] of Object.entries(w.jobs)) {
    const permissions = job.permissions ?? w.permissions;
    if (permissions === undefined) problems.push(`${name}: no permissions (the repository's default token)`);
    else if (typeof permissions === "string") {
      if (permissions !== "read-all" && permissions !== "{}") problems.push(`${name}: permissions ${permissions}`);
    } else {
      for (const [scope, level] of Object.entries(permissions))
        if (level !== "read" && level !== "none") problems.push(`${name}: ${scope}: ${level}`);
    }
    for (const step of job.steps ?? []) {
      if (step.uses?.startsWith("actions/checkout@") && step.with?.["persist-credentials"] !== false)
        problems.push(`${name}: actions/checkout without persist-credentials: false`);
    }
  }
  return problems;
}

describe("the project's workflows", () => {
  it("are valid workflows (action-validator's schema)", () => {
    expect(files).toEqual(expect.arrayContaining(["token-budget.yml", "token-budget-comment.yml", "ci.yml"]));
    for (const name of files) expect(validateWorkflow(source(name)).errors, name).toEqual([]);
  });

  it("give no job that runs a pull request's code a write token or persisted credentials", () => {
    const runningPullRequests = files.filter((name) => events(workflow(source(name))).includes("pull_request"));
    expect(runningPullRequests).toEqual(expect.arrayContaining(["token-budget.yml", "ci.yml"]));
    for (const name of files) expect(pullRequestCodeProblems(workflow(source(name))), name).toEqual([]);
  });

  it("the check above does catch the token-budget.yml of the previous round (pull-requests: write, credentials kept)", () => {
    const before = source("token-budget.yml")
      .replace("permissions:\n  contents: read\n", "permissions:\n  contents: read\n  pull-requests: write\n")
      .replace(/\n {4}permissions:\n {6}contents: read\n/, "\n")
      .replace(/ {10}persist-credentials: false.*\n/, "");
    expect(pullRequestCodeProblems(workflow(before))).toEqual([
      "measure: pull-requests: write",
      "measure: actions/checkout without persist-credentials: false",
    ]);
  });

  it("token-budget.yml measures without commenting and uploads the files for the comment workflow", () => {
    const w = workflow(source("token-budget.yml"));
    const steps = w.jobs.measure?.steps ?? [];
    const action = steps.find((s) => s.uses === "./");
    expect(action?.with?.comment).toBe("never");
    expect(action?.with?.["output-dir"]).toBe("token-budget");
    const upload = steps.find((s) => s.uses?.startsWith("actions/upload-artifact@"));
    expect(upload?.with).toMatchObject({ name: "token-budget", path: "token-budget/" });
  });

  it("token-budget-comment.yml posts on workflow_run of that workflow, with only the default branch's code", () => {
    const text = source("token-budget-comment.yml");
    const w = workflow(text);
    expect(events(w)).toEqual(["workflow_run"]);
    const on = w.on as { workflow_run: { workflows: string[] } };
    expect(on.workflow_run.workflows).toEqual([workflow(source("token-budget.yml")).name]);
    const job = w.jobs.comment as Job;
    expect(job.permissions).toEqual({ contents: "read", "pull-requests": "write", actions: "read" });
    expect(w.permissions).toEqual({ contents: "read" });
    expect(job.if).toBe("github.event.workflow_run.event == 'pull_request'");
    const steps = job.steps ?? [];
    // No shell step, and a checkout of the default branch (no ref): nothing of the pull request runs.
    expect(steps.filter((s) => s.run !== undefined)).toEqual([]);
    for (const step of steps.filter((s) => s.uses?.startsWith("actions/checkout@"))) {
      expect(step.with?.ref).toBeUndefined();
      expect(step.with?.repository).toBeUndefined();
      expect(step.with?.["persist-credentials"]).toBe(false);
    }
    const action = steps.find((s) => s.uses === "./");
    expect(action?.with).toMatchObject({
      mode: "comment",
      comparison: "token-budget/example-server/comparison.json",
      "comment-key": "example-server",
    });
    // The measuring run's comment key: the comment it replaces is found by the same marker.
    const measure = workflow(source("token-budget.yml")).jobs.measure?.steps?.find((s) => s.uses === "./");
    expect(action?.with?.["comment-key"]).toBe(measure?.with?.["comment-key"]);
    expect(text).not.toMatch(/secrets\./);
  });
});
