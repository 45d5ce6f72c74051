/**
 * `survey` through dist/cli.js, installing packages made here from a registry stand-in on 127.0.0.1 (never
 * the real registry): each entry in isolation, failures as rows with their kind, counts against js-tiktoken,
 * shards that merge to the bytes of an unsharded run, and rows kept from a previous run.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { getEncoding } from "js-tiktoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT, runCli } from "../../helpers/cli-process.js";
import { RegistryStandIn } from "../../helpers/registry-stand-in.js";
import { type FixturePackage, makeFixturePackage, servePackages } from "../../helpers/survey-packages.js";

const validDataset = new Ajv2020({ strict: true }).compile(
  JSON.parse(await readFile(path.join(PROJECT_ROOT, "schemas/survey.schema.json"), "utf8")),
);

const TOOLS_1 = [
  {
    name: "get_forecast",
    description: "Get the weather forecast for a city, up to 7 days ahead.",
    inputSchema: {
      type: "object",
      properties: { city: { type: "string", description: "City name" }, days: { type: "integer", minimum: 1 } },
      required: ["city"],
    },
    annotations: { readOnlyHint: true },
  },
  { name: "ping", inputSchema: { type: "object" } },
];
const TOOLS_2 = [
  ...TOOLS_1,
  {
    name: "search_places",
    description: "Search places by name.",
    inputSchema: { type: "object", properties: { q: { type: "string" } } },
  },
];
const INSTRUCTIONS = "Use get_forecast for weather questions.";

interface Row {
  package: string;
  version: string;
  date: string;
  engine: string;
  status: string;
  tools?: number;
  tokens?: Record<string, { model: number; raw: number }>;
  instructions?: { chars: number; tokens: Record<string, number> } | null;
  toolTokens?: { name: string; tokens: Record<string, number> }[];
  env: string[];
  failure?: { kind: string; message: string; stderrTail?: string[] };
  server?: { name: string | null; version: string | null };
  stable?: boolean | null;
  models?: Record<string, { contextWindow: number | null }>;
}
interface Dataset {
  rows: Row[];
  settings: { encodings: string[] };
  shard?: unknown;
}

const o200k = getEncoding("o200k_base");
const cl100k = getEncoding("cl100k_base");
/** What the model view of `tools` costs, counted by js-tiktoken: each tool's {name, description, inputSchema}. */
const oracle = (tools: typeof TOOLS_2, enc: typeof o200k) =>
  tools.map(
    (t) =>
      enc.encode(
        JSON.stringify({
          name: t.name,
          ...("description" in t ? { description: t.description } : {}),
          inputSchema: t.inputSchema,
        }),
      ).length,
  );
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

let registry: RegistryStandIn;
let work: string;
let mark: string;
const packages: FixturePackage[] = [];

/** A list file in the work directory. */
async function list(name: string, text: string): Promise<string> {
  const file = path.join(work, name);
  await writeFile(file, text);
  return file;
}

/** survey through the bundle, with a HOME of its own (npm's cache and config) and a secret in its environment. */
function survey(args: string[]) {
  return runCli(["survey", ...args, "--registry", registry.url], work, {
    env: { HOME: path.join(work, "home"), GITHUB_TOKEN: "ghp_secret_of_the_runner", SURVEY_TEST_SECRET: "s3cret" },
  });
}

const readDataset = async (dir: string): Promise<Dataset> =>
  JSON.parse(await readFile(path.join(work, dir, "dataset.json"), "utf8")) as Dataset;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "mtb-survey-"));
  mark = path.join(work, "postinstall-ran");
  packages.push(
    await makeFixturePackage(
      "mtb-weather",
      "1.0.0",
      { kind: "tools", tools: TOOLS_1, instructions: INSTRUCTIONS },
      mark,
    ),
    await makeFixturePackage("mtb-weather", "1.1.0", { kind: "tools", tools: TOOLS_2 }, mark),
    await makeFixturePackage(
      "@mtb/crashing",
      "2.0.0",
      { kind: "crash", stderr: "Error: SERVICE_API_KEY is required" },
      mark,
    ),
    await makeFixturePackage("mtb-hanging", "0.1.0", { kind: "hang" }, mark),
    await makeFixturePackage("mtb-two-bins", "1.0.0", { kind: "tools", tools: TOOLS_2 }, mark, ["mtb-two-bins-cli"]),
  );
  registry = await new RegistryStandIn().start();
  servePackages(registry, packages);
}, 180_000);

afterAll(async () => {
  await registry?.stop();
});

const FULL_LIST = `# four servers and one that is not on the registry
servers:
  - package: mtb-weather
    version: "1.0.0"
    args: ["ENV_FILE"]
    env:
      WEATHER_API_KEY: dummy
  - package: "@mtb/crashing"
    version: "2.0.0"
  - package: mtb-hanging
    version: "0.1.0"
  - package: mtb-absent
    version: "3.0.0"
  - package: mtb-weather
    version: "1.1.0"
`;

describe("survey", () => {
  it("measures each entry in isolation; failures are rows with their kind; counts agree with js-tiktoken", async () => {
    const envFile = path.join(work, "env-seen.json");
    const file = await list("full.yml", FULL_LIST.replace("ENV_FILE", envFile));
    // Unconfined: the server writes what it was given to a file of the test's, outside its own folder, which a
    // confined server cannot (test/integration/survey/hostile-packages.test.ts). What it is given is the same.
    const run = await survey([
      file,
      "--out",
      "full",
      "--timeout",
      "3",
      "--jobs",
      "3",
      "--date",
      "2026-12-01",
      "--unconfined",
    ]);
    expect(run.stderr).not.toMatch(/^error:/m);
    expect(run.code).toBe(0);
    // Install scripts never ran.
    expect(existsSync(mark)).toBe(false);
    expect(run.stdout).toContain("2 measured, 3 failed, 0 kept");
    const data = await readDataset("full");
    expect(validDataset(data), JSON.stringify(validDataset.errors)).toBe(true);
    const rows = Object.fromEntries(data.rows.map((r) => [`${r.package}@${r.version}`, r]));
    // One order: package, then version.
    expect(data.rows.map((r) => `${r.package}@${r.version}`)).toEqual([
      "@mtb/crashing@2.0.0",
      "mtb-absent@3.0.0",
      "mtb-hanging@0.1.0",
      "mtb-weather@1.0.0",
      "mtb-weather@1.1.0",
    ]);

    const first = rows["mtb-weather@1.0.0"] as Row;
    expect(first.status).toBe("measured");
    expect(first.date).toBe("2026-12-01");
    expect(first.server).toMatchObject({ name: "survey-fixture", version: "9.9.9" });
    expect(first.tools).toBe(2);
    expect(first.tokens?.o200k_base?.model).toBe(sum(oracle(TOOLS_1, o200k)));
    expect(first.tokens?.cl100k_base?.model).toBe(sum(oracle(TOOLS_1, cl100k)));
    expect(first.tokens?.o200k_base?.raw).toBe(sum(TOOLS_1.map((t) => o200k.encode(JSON.stringify(t)).length)));
    expect(first.toolTokens?.map((t) => t.tokens.o200k_base)).toEqual(oracle(TOOLS_1, o200k));
    expect(first.instructions?.tokens.o200k_base).toBe(o200k.encode(INSTRUCTIONS).length);
    expect(first.env).toEqual(["WEATHER_API_KEY"]);
    expect((rows["mtb-weather@1.1.0"] as Row).tokens?.o200k_base?.model).toBe(sum(oracle(TOOLS_2, o200k)));

    // What the server saw: the entry's variable, a scratch HOME, PATH; none of the runner's secrets.
    const seen = JSON.parse(await readFile(envFile, "utf8")) as { env: Record<string, string>; cwd: string };
    expect(seen.env.WEATHER_API_KEY).toBe("dummy");
    expect(seen.env.GITHUB_TOKEN).toBeUndefined();
    expect(seen.env.SURVEY_TEST_SECRET).toBeUndefined();
    expect(seen.env.HOME).not.toBe(path.join(work, "home"));
    expect(seen.cwd).toBe(seen.env.HOME);
    expect(existsSync(seen.env.HOME as string)).toBe(false); // removed after the entry

    expect(rows["@mtb/crashing@2.0.0"]?.failure).toMatchObject({ kind: "start" });
    expect(rows["@mtb/crashing@2.0.0"]?.failure?.stderrTail).toContain("Error: SERVICE_API_KEY is required");
    expect(rows["mtb-hanging@0.1.0"]?.failure).toMatchObject({ kind: "timeout" });
    expect(rows["mtb-hanging@0.1.0"]?.failure?.message).toMatch(/timed out after 3 s/);
    expect(rows["mtb-absent@3.0.0"]?.failure).toMatchObject({ kind: "install" });
    // Everything came from the stand-in.
    expect(registry.requests).toEqual(expect.arrayContaining(["/mtb-weather", "/@mtb%2fcrashing", "/mtb-absent"]));

    const csv = (await readFile(path.join(work, "full", "dataset.csv"), "utf8")).trimEnd().split("\n");
    expect(csv).toHaveLength(6);
    expect(csv[0]).toMatch(
      /^package,version,date,engine,status,failure_kind,failure,server_name,server_version,tools,o200k_base_model,/,
    );
    expect(csv[4]).toContain(`mtb-weather,1.0.0,2026-12-01,`);
    expect(csv[4]).toContain(`,2,${sum(oracle(TOOLS_1, o200k))},`);
    expect(csv[1]).toMatch(/^@mtb\/crashing,2\.0\.0,2026-12-01,[^,]+,failed,start,/);
  }, 120_000);

  it("splits the list into shards that survey merge joins into the bytes of an unsharded run", async () => {
    const file = await list(
      "three.yml",
      `servers:
  - { package: mtb-weather, version: "1.0.0" }
  - { package: "@mtb/crashing", version: "2.0.0" }
  - { package: mtb-weather, version: "1.1.0" }
`,
    );
    const common = ["--timeout", "5", "--jobs", "2", "--date", "2026-12-02", "--check-stable"];
    const [whole, one, two] = await Promise.all([
      survey([file, "--out", "whole", ...common]),
      survey([file, "--out", "shard-1", "--shard", "1/2", ...common]),
      survey([file, "--out", "shard-2", "--shard", "2/2", ...common]),
    ]);
    for (const run of [whole, one, two]) expect(run.code, run.stderr).toBe(0);
    const shard1 = await readDataset("shard-1");
    const shard2 = await readDataset("shard-2");
    // Every 2nd entry: 1.0.0 and 1.1.0 in the first shard, the crashing one in the second.
    expect(shard1.rows.map((r) => r.version)).toEqual(["1.0.0", "1.1.0"]);
    expect(shard2.rows.map((r) => r.package)).toEqual(["@mtb/crashing"]);
    expect(shard1.shard).toMatchObject({ index: 1, count: 2 });
    // --check-stable: listed twice and once more after a restart, the same every time.
    expect(shard1.rows.map((r) => r.stable)).toEqual([true, true]);
    expect(validDataset(shard1), JSON.stringify(validDataset.errors)).toBe(true);

    const merged = await runCli(["survey", "merge", "shard-2", "shard-1", "--out", "merged"], work);
    expect(merged.code, merged.stderr).toBe(0);
    for (const name of ["dataset.json", "dataset.csv"]) {
      expect(await readFile(path.join(work, "merged", name), "utf8")).toBe(
        await readFile(path.join(work, "whole", name), "utf8"),
      );
    }

    const missing = await runCli(["survey", "merge", "shard-1", "--out", "merged-2"], work);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("shard 2/2 missing");
    const twice = await runCli(["survey", "merge", "shard-1", "shard-1", "--out", "merged-2"], work);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain("shard 1/2 is given twice");
    const unsharded = await runCli(["survey", "merge", "whole", "shard-1", "--out", "merged-2"], work);
    expect(unsharded.code).toBe(2);
    expect(unsharded.stderr).toContain("is not a shard's output");
  }, 120_000);

  it("keeps rows already measured by this engine, measures failed and new ones, and keeps other versions as history", async () => {
    const first = await list(
      "first.yml",
      `servers:
  - { package: mtb-weather, version: "1.0.0" }
  - { package: "@mtb/crashing", version: "2.0.0" }
`,
    );
    const run1 = await survey([first, "--out", "incremental", "--timeout", "5", "--date", "2026-11-30"]);
    expect(run1.code, run1.stderr).toBe(0);
    const tarball = "/mtb-weather/-/mtb-weather-1.0.0.tgz";
    const fetchedBefore = registry.requests.filter((r) => r === tarball).length;

    // The next release is out: 1.1.0 replaces 1.0.0 in the list; 1.0.0's row stays as history.
    const second = await list(
      "second.yml",
      `servers:
  - { package: mtb-weather, version: "1.1.0" }
  - { package: "@mtb/crashing", version: "2.0.0" }
`,
    );
    const run2 = await survey([second, "--out", "incremental", "--timeout", "5", "--date", "2026-12-03"]);
    expect(run2.code, run2.stderr).toBe(0);
    expect(run2.stdout).toContain("1 measured, 1 failed, 0 kept");
    let data = await readDataset("incremental");
    expect(data.rows.map((r) => [r.package, r.version, r.date, r.status])).toEqual([
      ["@mtb/crashing", "2.0.0", "2026-12-03", "failed"], // a failure is tried again
      ["mtb-weather", "1.0.0", "2026-11-30", "measured"], // history
      ["mtb-weather", "1.1.0", "2026-12-03", "measured"],
    ]);

    // Run again with 1.0.0 back in the list, from --previous into a new directory: nothing measured twice.
    const third = await list(
      "third.yml",
      `servers:
  - { package: mtb-weather, version: "1.0.0" }
  - { package: mtb-weather, version: "1.1.0" }
`,
    );
    const run3 = await survey([third, "--out", "incremental-3", "--previous", "incremental", "--date", "2026-12-04"]);
    expect(run3.code, run3.stderr).toBe(0);
    expect(run3.stdout).toContain("0 measured, 0 failed, 2 kept");
    expect(run3.stderr).toContain("mtb-weather@1.0.0: already measured by");
    expect(registry.requests.filter((r) => r === tarball).length).toBe(fetchedBefore);
    data = await readDataset("incremental-3");
    expect(data.rows.map((r) => [r.version, r.date])).toEqual([
      ["2.0.0", "2026-12-03"],
      ["1.0.0", "2026-11-30"],
      ["1.1.0", "2026-12-03"],
    ]);

    // Other settings (a third encoding) are not the same measurement: measured again.
    const run4 = await survey([third, "--out", "incremental-4", "--previous", "incremental", "-e", "o200k_base"]);
    expect(run4.code, run4.stderr).toBe(0);
    expect(run4.stdout).toContain("2 measured, 0 failed, 0 kept");

    // A model's window is part of the measurement too: the same ids with another --context are measured again.
    const withModel = ["--out", "incremental-5", "-m", "gpt-oss"];
    const run5 = await survey([third, ...withModel]);
    const run6 = await survey([third, ...withModel]);
    const run7 = await survey([third, ...withModel, "--context", "8192"]);
    for (const run of [run5, run6, run7]) expect(run.code, run.stderr).toBe(0);
    expect(run5.stdout).toContain("2 measured, 0 failed, 0 kept");
    expect(run6.stdout).toContain("0 measured, 0 failed, 2 kept");
    expect(run7.stdout).toContain("2 measured, 0 failed, 0 kept");
    const windows = (await readDataset("incremental-5")).rows.map((r) => r.models?.["gpt-oss"]?.contextWindow);
    expect(windows).toEqual([8192, 8192]);
  }, 120_000);

  it("starts the bin an entry names; a package with several and none named is a start failure", async () => {
    const file = await list(
      "bins.yml",
      `servers:
  - { package: mtb-two-bins, version: "1.0.0" }
  - { package: mtb-weather, version: "1.0.0", bin: mtb-other }
`,
    );
    const named = await list(
      "named.yml",
      'servers: [{ package: mtb-two-bins, version: "1.0.0", bin: mtb-two-bins-cli }]\n',
    );
    const [run, runNamed] = await Promise.all([survey([file, "--out", "bins"]), survey([named, "--out", "named"])]);
    expect(run.code, run.stderr).toBe(0);
    const rows = (await readDataset("bins")).rows;
    expect(rows.map((r) => [r.package, r.failure?.kind, r.failure?.message])).toEqual([
      [
        "mtb-two-bins",
        "start",
        "mtb-two-bins@1.0.0 has 2 bins (mtb-two-bins, mtb-two-bins-cli): name the one to start with bin",
      ],
      ["mtb-weather", "start", 'mtb-weather@1.0.0 has no bin "mtb-other" (its bins: mtb-weather)'],
    ]);
    expect(runNamed.code, runNamed.stderr).toBe(0);
    const [measured] = (await readDataset("named")).rows;
    expect(measured?.tokens?.o200k_base?.model).toBe(sum(oracle(TOOLS_2, o200k)));
  }, 180_000);

  it("survey verify measures a row again: the same figures exit 0, a figure that differs exit 1 and is named", async () => {
    const file = await list(
      "verify.yml",
      'servers: [{ package: mtb-weather, version: "1.0.0", env: { WEATHER_API_KEY: dummy-key } }]\n',
    );
    const run = await survey([file, "--out", "verify", "-e", "o200k_base"]);
    expect(run.code, run.stderr).toBe(0);
    const same = await runCli(
      ["survey", "verify", "verify", "mtb-weather@1.0.0", "--list", file, "--registry", registry.url],
      work,
    );
    expect(same.code, same.stderr).toBe(0);
    expect(same.stdout).toMatch(
      /^mtb-weather@1\.0\.0: measured by mcp-token-budget \S+ on \d{4}-\d{2}-\d{2}, measured again by /,
    );
    expect(same.stdout).toContain("every figure is the same");

    // A dataset whose figure was changed by hand (or measured by a defect) does not hold.
    const data = await readDataset("verify");
    const row = data.rows[0] as Row & { tokens: Record<string, { model: number }> };
    const counted = row.tokens.o200k_base?.model as number;
    (row.tokens.o200k_base as { model: number }).model = counted + 7;
    await mkdir(path.join(work, "tampered"), { recursive: true });
    await writeFile(path.join(work, "tampered", "dataset.json"), JSON.stringify(data));
    const differs = await runCli(
      ["survey", "verify", "tampered", "mtb-weather@1.0.0", "--registry", registry.url],
      work,
    );
    expect(differs.code).toBe(1);
    expect(differs.stdout).toContain(
      `1 figure differs (recorded -> now):\n  tokens.o200k_base.model: ${counted + 7} -> ${counted}`,
    );

    const absent = await runCli(["survey", "verify", "verify", "mtb-weather@9.9.9"], work);
    expect(absent.code).toBe(2);
    expect(absent.stderr).toContain("has no row mtb-weather@9.9.9");
  }, 180_000);

  it.each([
    [
      "YAML",
      "bad.yml",
      `servers:
  - package: mtb-weather
    verison: "1.0.0"
  - package: mtb-weather
    version: ^1.0.0
  - package: Not_A_Package
    version: "1.0.0"
    env: { PATH: /evil }
`,
      [
        'survey list bad.yml, line 3: unknown key "verison" in server #1; did you mean "version"?',
        "survey list bad.yml, line 2: server #1 has no version",
        "survey list bad.yml, line 5: server #2: version must be an exact version",
        "survey list bad.yml, line 6: server #3: package must be an npm package name",
        "survey list bad.yml, line 8: server #3: env: PATH is set by the survey itself",
      ],
    ],
    [
      "JSON",
      "bad.json",
      `{
  "servers": [
    { "package": "mtb-weather", "version": "1.0.0", "args": "--stdio" }
  ]
}
`,
      ["survey list bad.json, line 3: server #1: args must be a list of strings"],
    ],
    ["YAML syntax", "broken.yml", "servers:\n  - package: [mtb\n", ["survey list broken.yml, line "]],
  ])(
    "refuses a bad list (%s) with the line of each problem, exit 2, before installing anything",
    async (_, name, text, messages) => {
      await list(name, text);
      const before = registry.requests.length;
      const run = await survey([name, "--out", "never"]);
      expect(run.code).toBe(2);
      for (const message of messages) expect(run.stderr).toContain(message);
      expect(registry.requests.length).toBe(before);
      expect(existsSync(path.join(work, "never", "dataset.json"))).toBe(false);
    },
  );

  it("refuses a bad --shard, a missing --out and a previous dataset it cannot read", async () => {
    const file = await list("one.yml", 'servers: [{ package: mtb-weather, version: "1.0.0" }]\n');
    const shard = await survey([file, "--out", "x", "--shard", "3/2"]);
    expect(shard.code).toBe(2);
    expect(shard.stderr).toContain("--shard: expected i/n with 1 <= i <= n");
    const out = await survey([file]);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain("give --out DIR");
    await mkdir(path.join(work, "not-a-dataset"), { recursive: true });
    await writeFile(
      path.join(work, "not-a-dataset", "dataset.json"),
      JSON.stringify({ schemaVersion: 1, kind: "mcp-token-budget/survey", settings: {}, rows: [{ package: "x" }] }),
    );
    const previous = await survey([file, "--out", "x", "--previous", "not-a-dataset"]);
    expect(previous.code).toBe(2);
    expect(previous.stderr).toContain('not-a-dataset/dataset.json: dataset is missing the property "engine"');
  });
});
