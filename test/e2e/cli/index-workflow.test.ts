/**
 * The index workflow (.github/workflows/index.yml calling survey-reusable.yml), without GitHub: both files
 * validated against the workflow schema (@action-validator/core, offline), their security properties read from
 * the parsed YAML, and every `run:` step of the plan, the legs and the merge executed for real with bash, as the
 * runner would, on a 2-server list from a registry stand-in: shard 1/2 and 2/2 each in a fresh directory (a
 * fresh runner), the merge, the quantiles and the site, then a second round that restores the published
 * dataset and measures nothing again.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CLI, PROJECT_ROOT } from "../../helpers/cli-process.js";
import { RegistryStandIn } from "../../helpers/registry-stand-in.js";
import { makeFixturePackage, servePackages } from "../../helpers/survey-packages.js";

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string | number | boolean>;
  with?: Record<string, string | number | boolean>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  steps?: Step[];
  uses?: string;
  with?: Record<string, unknown>;
  secrets?: unknown;
  environment?: unknown;
  strategy?: { matrix?: Record<string, unknown> };
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress": boolean };
  jobs: Record<string, Job>;
}

const WORKFLOWS = path.join(PROJECT_ROOT, ".github/workflows");
const text = async (name: string) => readFile(path.join(WORKFLOWS, name), "utf8");
const reusableText = await text("survey-reusable.yml");
const indexText = await text("index.yml");
const reusable = parse(reusableText) as Workflow;
const index = parse(indexText) as Workflow;
const steps = (job: string) => reusable.jobs[job]?.steps ?? [];

describe("the workflow files", () => {
  it("are valid workflows (action-validator's schema), and the validator does reject a broken one", () => {
    for (const [name, source] of [
      ["index.yml", indexText],
      ["survey-reusable.yml", reusableText],
    ]) {
      expect(validateWorkflow(source as string).errors, name).toEqual([]);
    }
    // The same file with a job key misspelt: a validator that accepted it would prove nothing above.
    expect(
      validateWorkflow(reusableText.replace("    runs-on: ubuntu-latest", "    runs-onn: ubuntu-latest")).errors,
    ).not.toEqual([]);
  });

  it("index.yml: weekly and on demand, one run at a time, calls the reusable workflow with no secrets", () => {
    expect(Object.keys(index.on).sort()).toEqual(["schedule", "workflow_dispatch"]);
    expect(index.concurrency?.group).toBeTruthy();
    expect(index.concurrency?.["cancel-in-progress"]).toBe(false);
    expect(index.permissions).toEqual({ contents: "read" });
    const call = index.jobs.index as Job;
    expect(call.uses).toBe("./.github/workflows/survey-reusable.yml");
    expect(call.secrets).toBeUndefined();
    expect(indexText).not.toMatch(/secrets/);
  });

  it("the legs, the plan and the merge hold no write permission and no secret; only deploy can write, to Pages", () => {
    expect(Object.keys(reusable.on)).toEqual(["workflow_call"]);
    expect(reusable.permissions).toEqual({});
    expect(reusableText).not.toMatch(/secrets\./);
    for (const [name, job] of Object.entries(reusable.jobs)) {
      expect(job.permissions, `${name} declares its permissions`).toBeDefined();
      const writes = Object.entries(job.permissions ?? {}).filter(([, level]) => level === "write");
      if (name === "deploy") expect(job.permissions).toEqual({ pages: "write", "id-token": "write" });
      else expect(writes, name).toEqual([]);
    }
    expect(reusable.jobs.measure?.permissions).toEqual({ contents: "read" });
    // The deploy job runs no code of the list or of the engine: GitHub's deploy action only.
    expect(steps("deploy").map((s) => s.uses)).toEqual(["actions/deploy-pages@v4"]);
  });

  it("every checkout leaves no credentials behind, every action is pinned as the repository's other workflows are", async () => {
    const ci = parse(await text("ci.yml")) as Workflow;
    const pinned = /^actions\/[a-z-]+@v\d+$/;
    expect(ci.jobs.test?.steps?.filter((s) => s.uses).every((s) => pinned.test(s.uses as string))).toBe(true);
    let checkouts = 0;
    for (const job of Object.values(reusable.jobs)) {
      for (const step of job.steps ?? []) {
        if (!step.uses) continue;
        expect(step.uses).toMatch(pinned);
        if (step.uses.startsWith("actions/checkout@")) {
          checkouts++;
          expect(step.with?.["persist-credentials"]).toBe(false);
        }
      }
    }
    // The plan's (the list, to size the legs), the leg's two (the list, the engine) and the merge's.
    expect(checkouts).toBe(4);
  });
});

// ---- the steps, run for real -------------------------------------------------------------------------------

const TOOLS = [{ name: "ping", description: "Answer pong.", inputSchema: { type: "object" } }];
const TOOLS_BIG = [
  ...TOOLS,
  {
    name: "search",
    description: "Search the catalogue by words.",
    inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] },
  },
];
const LIST = `servers:
  - package: mtb-index-small
    version: "1.0.0"
  - package: mtb-index-big
    version: "2.0.0"
`;

let registry: RegistryStandIn;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "mtb-index-workflow-"));
  const mark = path.join(work, "postinstall-ran");
  const packages = [
    await makeFixturePackage("mtb-index-small", "1.0.0", { kind: "tools", tools: TOOLS }, mark),
    await makeFixturePackage("mtb-index-big", "2.0.0", { kind: "tools", tools: TOOLS_BIG }, mark),
  ];
  registry = await new RegistryStandIn().start();
  servePackages(registry, packages);
}, 180_000);

afterAll(async () => {
  await registry?.stop();
});

const INPUTS: Record<string, string | number | boolean> = {
  list: "survey/list.yml",
  shards: 2,
  "servers-per-leg": 500,
  jobs: 1,
  models: "",
  "check-stable": false,
  "previous-url": "",
  publish: true,
  "engine-repository": "mcp-token-budget/mcp-token-budget",
  "engine-ref": "v0",
};

/** What the plan job wrote to its outputs (`needs.plan.outputs.x`), once it ran. */
const planOutputs: Record<string, string> = {};

/** `${{ inputs.x }}`, `${{ matrix.shard }}`, the plan's outputs and the github context, as the runner substitutes them. */
function expand(value: string, matrix: Record<string, number>): string {
  return value.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
    const [scope, key] = expr.split(".") as [string, string];
    if (scope === "inputs" && key in INPUTS) return String(INPUTS[key]);
    if (scope === "needs" && expr.startsWith("needs.plan.outputs.")) {
      const output = expr.slice("needs.plan.outputs.".length);
      if (output in planOutputs) return planOutputs[output] as string;
    }
    if (scope === "matrix" && key in matrix) return String(matrix[key]);
    if (scope === "github") return { repository: "owner/index", sha: "0123abc" }[key] ?? "";
    throw new Error(`the test does not know ${expr}`);
  });
}

/** `if: ${{ inputs.models != '' }}`: the inputs put in, the comparison evaluated. */
function condition(step: Step): boolean {
  if (!step.if) return true;
  const expr = step.if
    .replace(/^\$\{\{\s*|\s*\}\}$/g, "")
    .replace(/inputs\.([a-z-]+)/g, (_, k: string) => JSON.stringify(INPUTS[k]));
  return new Function(`return (${expr});`)() as boolean;
}

function bash(script: string, cwd: string, env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) =>
    execFile(
      "bash",
      ["--noprofile", "--norc", "-eo", "pipefail", "-c", script],
      { cwd, env, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    ),
  );
}

const readEnvFile = async (file: string) =>
  Object.fromEntries(
    (await readFile(file, "utf8").catch(() => ""))
      .split("\n")
      .filter((l) => l.includes("="))
      .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
  );

/**
 * One job on a fresh runner: a directory of its own; checkout puts the list (the caller's repository) and the
 * engine in it; upload/download-artifact copy to and from `artifacts`; each run step goes through bash with its
 * env and what earlier steps wrote to GITHUB_ENV.
 */
async function runJob(job: string, matrix: Record<string, number>, prepare?: (dir: string) => Promise<void>) {
  const dir = await mkdtemp(path.join(work, `${job}-`));
  const artifacts = path.join(work, "artifacts");
  await mkdir(artifacts, { recursive: true });
  const githubEnv = path.join(dir, "..", `${path.basename(dir)}.env`);
  const githubOutput = path.join(dir, "..", `${path.basename(dir)}.output`);
  await writeFile(githubEnv, "");
  await writeFile(githubOutput, "");
  const log: string[] = [];
  for (const step of steps(job)) {
    if (!condition(step)) continue;
    const uses = step.uses?.replace(/@.*/, "");
    const w = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, expand(String(v), matrix)]));
    if (uses === "actions/checkout") {
      if (w.path === ".mcp-token-budget") {
        await mkdir(path.join(dir, ".mcp-token-budget/dist"), { recursive: true });
        await symlink(CLI, path.join(dir, ".mcp-token-budget/dist/cli.js"));
      } else {
        await mkdir(path.join(dir, "survey"), { recursive: true });
        await writeFile(path.join(dir, "survey/list.yml"), LIST);
      }
    } else if (uses === "actions/upload-artifact") {
      await cp(path.join(dir, w.path as string), path.join(artifacts, w.name as string), { recursive: true });
    } else if (uses === "actions/download-artifact") {
      const pattern = new RegExp(`^${(w.pattern as string).replace("*", ".*")}$`);
      for (const name of (await readdir(artifacts)).filter((n) => pattern.test(n)))
        await cp(path.join(artifacts, name), path.join(dir, w.path as string, name), { recursive: true });
    } else if (uses === "actions/upload-pages-artifact") {
      await cp(path.join(dir, w.path as string), path.join(work, "pages"), { recursive: true });
    } else if (step.run) {
      if (prepare && step.name === "Measure the shard") await prepare(dir);
      const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(String(v), matrix)]));
      const run = await bash(step.run, dir, {
        PATH: process.env.PATH ?? "",
        HOME: path.join(work, "home"),
        NPM_CONFIG_REGISTRY: registry.url,
        GITHUB_ENV: githubEnv,
        GITHUB_OUTPUT: githubOutput,
        ...(await readEnvFile(githubEnv)),
        ...env,
      });
      log.push(run.out);
      expect(run.code, `${job}: ${step.name ?? step.id}\n${run.out}`).toBe(0);
    } else if (uses !== "actions/setup-node") {
      throw new Error(`the test does not know the step ${step.uses}`);
    }
  }
  return { dir, log: log.join(""), outputs: await readEnvFile(githubOutput) };
}

const hasSite = async () => {
  const help = await bash(`node ${JSON.stringify(CLI)} survey --help`, work, { PATH: process.env.PATH ?? "" });
  return /^\s+site\b/m.test(help.out);
};

describe("the workflow's steps, run for real on a 2-server list", () => {
  it("plan, two legs on fresh directories, merge: the dataset, its quantiles and the site's files", async () => {
    const plan = await runJob("plan", {});
    expect(plan.outputs.shards).toBe("[1,2]");
    Object.assign(planOutputs, plan.outputs);
    const shards = JSON.parse(plan.outputs.shards as string) as number[];
    const legs = [];
    for (const shard of shards) legs.push(await runJob("measure", { shard }));
    expect(legs[0]?.log).toContain("no previous dataset at (none given): every server is measured");
    expect(legs[0]?.log).toContain("survey (shard 1/2): 1 measured, 0 failed");
    expect(legs[1]?.log).toContain("survey (shard 2/2): 1 measured, 0 failed");
    expect((await readdir(path.join(work, "artifacts"))).sort()).toEqual(["shard-1", "shard-2"]);

    const site = await hasSite();
    if (!site) {
      // Until `survey site` is in this build: every other line of the merge step runs; the site is a folder.
      const merge = steps("merge").find((s) => s.run?.includes("survey merge")) as Step;
      merge.run = (merge.run as string).replace(/^.*survey site index --out site$/m, "mkdir -p site");
    }
    const merge = await runJob("merge", {});
    expect(merge.log).toContain("survey merge: 2 shards, 2 rows");
    expect(merge.log).toContain("survey quantiles: 2 servers");
    const pages = path.join(work, "pages");
    for (const file of ["dataset.json", "dataset.csv", "quantiles.json", ...(site ? ["index.html"] : [])])
      expect(existsSync(path.join(pages, file)), file).toBe(true);
    const quantiles = JSON.parse(await readFile(path.join(pages, "quantiles.json"), "utf8"));
    expect(quantiles.servers).toBe(2);
    expect(quantiles.source).toBe("owner/index survey/list.yml at 0123abc");
    const dataset = JSON.parse(await readFile(path.join(pages, "dataset.json"), "utf8"));
    expect(dataset.rows.map((r: { package: string; status: string }) => `${r.package} ${r.status}`)).toEqual([
      "mtb-index-big measured",
      "mtb-index-small measured",
    ]);
    expect(dataset.shard).toBeUndefined();

    // The next week: the published dataset restored (as the restore step leaves it when its fetch succeeds),
    // and every server of the list kept, none installed again.
    const again = await runJob("measure", { shard: 1 }, async (dir) => {
      await mkdir(path.join(dir, "previous"), { recursive: true });
      await cp(path.join(pages, "dataset.json"), path.join(dir, "previous/dataset.json"));
      await writeFile(path.join(dir, "..", `${path.basename(dir)}.env`), "PREVIOUS_DIR=previous\n");
    });
    expect(again.log).toContain("survey (shard 1/2): 0 measured, 0 failed, 1 kept from the previous dataset");
  }, 180_000);

  const planScript = () => steps("plan").find((s) => s.id === "shards")?.run as string;

  it("the plan refuses more legs than a matrix can hold", async () => {
    const list = path.join(work, "short-list.yml");
    await writeFile(list, 'servers:\n  - { package: a, version: "1.0.0" }\n');
    const env = { PATH: process.env.PATH ?? "", LIST: list, PER_LEG: "500", GITHUB_OUTPUT: "/dev/null" };
    const run = await bash(planScript(), work, { ...env, COUNT: "257" });
    expect(run.code).not.toBe(0);
    expect(run.out).toContain("shards must be 1-256");
    const tooLong = path.join(work, "long-list.yml");
    await writeFile(tooLong, `servers:\n${'  - { package: a, version: "1.0.0" }\n'.repeat(300)}`);
    const many = await bash(planScript(), work, { ...env, LIST: tooLong, PER_LEG: "1", COUNT: "4" });
    expect(many.code).not.toBe(0);
    expect(many.out).toContain("300 servers at 1 a leg need 300 legs; a matrix has at most 256");
  });

  it("the plan sizes the legs from the list: 3,213 servers at 500 a leg are 7 legs, a short list keeps the 4", async () => {
    const legsFor = async (entries: string[], count: string) => {
      const list = path.join(work, `list-${entries.length}.yml`);
      await writeFile(list, `# a comment that names no package: here\nservers:\n${entries.join("")}`);
      const output = path.join(work, `plan-${entries.length}.output`);
      await writeFile(output, "");
      const run = await bash(planScript(), work, {
        PATH: process.env.PATH ?? "",
        LIST: list,
        COUNT: count,
        PER_LEG: "500",
        GITHUB_OUTPUT: output,
      });
      expect(run.code, run.out).toBe(0);
      return readEnvFile(output);
    };
    // Both ways an entry is written: a flow mapping, and a block whose package is not its first key.
    const flow = (i: number) => `  - { package: "@scope/server-${i}", version: "1.0.${i}" }\n`;
    const block = (i: number) => `  - version: "2.0.${i}"\n    package: server-${i}\n    args: ["--stdio"]\n`;
    const big = Array.from({ length: 3213 }, (_, i) => (i % 2 === 0 ? flow(i) : block(i)));
    expect(await legsFor(big, "4")).toMatchObject({ count: "7", shards: "[1,2,3,4,5,6,7]" });
    expect(await legsFor(big.slice(0, 169), "4")).toMatchObject({ count: "4", shards: "[1,2,3,4]" });
    expect(await legsFor(big.slice(0, 2000), "4")).toMatchObject({ count: "4" });
    expect(await legsFor(big.slice(0, 2001), "4")).toMatchObject({ count: "5" });
  });
});
