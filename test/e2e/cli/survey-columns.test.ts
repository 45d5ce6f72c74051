/**
 * The survey's figures beyond measure's: hints' total and each client's up-front figures, equal to what
 * `hints` and `measure --client` give for the same real server (server-github and sequential-thinking from npm,
 * run unchanged by a package made here and served by the registry stand-in); `survey verify` recounts them;
 * and the memory limit per entry, on a server whose child process fills memory far past it.
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_PROFILE_IDS } from "../../../src/core/clients/profiles.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { RegistryStandIn } from "../../helpers/registry-stand-in.js";
import { type FixturePackage, makeFixturePackage, servePackages } from "../../helpers/survey-packages.js";

const validDataset = new Ajv2020({ strict: true }).compile(
  JSON.parse(await readFile(path.join(PROJECT_ROOT, "schemas/survey.schema.json"), "utf8")),
);

const script = (name: string) =>
  path.join(PROJECT_ROOT, "node_modules", "@modelcontextprotocol", name, "dist/index.js");
const GITHUB = script("server-github");
const THINKING = script("server-sequential-thinking");

interface Client {
  version: string | null;
  source: string;
  deferred: boolean;
  upFront: Record<string, number>;
  allLoaded: Record<string, number>;
  cappedOut: number;
}
interface Row {
  package: string;
  version: string;
  status: string;
  hints?: { count: number; saving: Record<string, number> } | null;
  clients?: Record<string, Client>;
  failure?: { kind: string; message: string };
}
interface Dataset {
  settings: { clients?: string[] };
  rows: Row[];
}
interface Timings {
  entries: { entry: string; outcome: string; installMs: number; measureMs: number; serverPeakMiB: number | null }[];
}

let registry: RegistryStandIn;
let work: string;
const packages: FixturePackage[] = [];

const LIST = `servers:
  - package: mtb-real-github
    version: "2025.4.8"
    env:
      GITHUB_PERSONAL_ACCESS_TOKEN: dummy
  - package: mtb-real-thinking
    version: "2026.8.31"
`;

function survey(args: string[]) {
  // --unconfined: the fixture packages run the real servers from this project's node_modules, which a confined
  // entry cannot see when the checkout sits under /tmp (the sandbox hides it); confinement has its own tests
  // (test/integration/survey/hostile-packages.test.ts). These tests are about the columns.
  return runCli(["survey", ...args, "--registry", registry.url, "--unconfined"], work, {
    env: { HOME: path.join(work, "home") },
  });
}
const readJson = async <T>(dir: string, file = "dataset.json"): Promise<T> =>
  JSON.parse(await readFile(path.join(work, dir, file), "utf8")) as T;
async function list(name: string, text: string): Promise<string> {
  const file = path.join(work, name);
  await writeFile(file, text);
  return file;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "mtb-survey-columns-"));
  const mark = path.join(work, "postinstall-ran");
  packages.push(
    await makeFixturePackage("mtb-real-github", "2025.4.8", { kind: "real", script: GITHUB }, mark),
    await makeFixturePackage("mtb-real-thinking", "2026.8.31", { kind: "real", script: THINKING }, mark),
    await makeFixturePackage("mtb-hog", "1.0.0", { kind: "allocate", mib: 1024, tools: [] }, mark),
    await makeFixturePackage(
      "mtb-modest",
      "1.0.0",
      { kind: "allocate", mib: 96, tools: [{ name: "ping", inputSchema: { type: "object" } }], replyAfterMs: 500 },
      mark,
    ),
  );
  registry = await new RegistryStandIn().start();
  servePackages(registry, packages);
}, 180_000);

afterAll(async () => {
  await registry?.stop();
});

describe("survey: hints and clients per row", () => {
  it("gives hints' count and saving as `hints` does, and each client's figures as `measure --client` does", async () => {
    const run = await survey([await list("real.yml", LIST), "--out", "real", "--jobs", "2"]);
    expect(run.stderr).not.toMatch(/^error:/m);
    expect(run.code).toBe(0);
    const data = await readJson<Dataset>("real");
    expect(validDataset(data), JSON.stringify(validDataset.errors)).toBe(true);
    // Every client profile by default, recorded in the settings.
    expect(data.settings.clients).toEqual(CLIENT_PROFILE_IDS);

    for (const [pkg, entry, env] of [
      ["mtb-real-github", GITHUB, { GITHUB_PERSONAL_ACCESS_TOKEN: "dummy" }],
      ["mtb-real-thinking", THINKING, {}],
    ] as const) {
      const row = data.rows.find((r) => r.package === pkg) as Row;
      expect(row.status).toBe("measured");
      const hints = await runCliJson<{ hints: unknown[]; totalSaves: Record<string, number> }>(
        ["hints", "--", process.execPath, entry],
        work,
        { env },
      );
      expect(hints.code).toBe(0);
      expect(hints.json.hints.length).toBeGreaterThan(0);
      expect(row.hints).toEqual({ count: hints.json.hints.length, saving: hints.json.totalSaves });

      const measured = await runCliJson<{
        clients: Record<
          string,
          {
            version: string | null;
            source: string;
            deferred: boolean;
            cappedOut: string[];
            tokens: Record<string, { upFront: number; allLoaded: number }>;
          }
        >;
      }>(["measure", "--client", CLIENT_PROFILE_IDS.join(","), "--", process.execPath, entry], work, { env });
      expect(measured.code).toBe(0);
      const expected = Object.fromEntries(
        Object.entries(measured.json.clients).map(([id, c]) => [
          id,
          {
            version: c.version,
            source: c.source,
            deferred: c.deferred,
            upFront: Object.fromEntries(Object.entries(c.tokens).map(([e, t]) => [e, t.upFront])),
            allLoaded: Object.fromEntries(Object.entries(c.tokens).map(([e, t]) => [e, t.allLoaded])),
            cappedOut: c.cappedOut.length,
          },
        ]),
      );
      expect(Object.keys(expected)).toEqual(CLIENT_PROFILE_IDS);
      expect(row.clients).toEqual(expected);
    }
    const github = data.rows.find((r) => r.package === "mtb-real-github") as Row;
    // Deferral shows: Claude Code and Cursor send names up front, Claude Desktop every tool.
    for (const id of ["claude-code", "cursor"])
      expect(github.clients?.[id]?.upFront.o200k_base, id).toBeLessThan(
        github.clients?.[id]?.allLoaded.o200k_base as number,
      );
    expect(github.clients?.["claude-desktop"]?.upFront).toEqual(github.clients?.["claude-desktop"]?.allLoaded);

    const csv = (await readFile(path.join(work, "real", "dataset.csv"), "utf8")).trim().split("\n");
    const header = (csv[0] as string).split(",");
    const cells = (csv.find((l) => l.startsWith("mtb-real-github,")) as string).split(",");
    const column = (name: string) => cells[header.indexOf(name)];
    expect(column("hints")).toBe(String(github.hints?.count));
    expect(column("hints_saving_o200k_base")).toBe(String(github.hints?.saving.o200k_base));
    expect(column("claude-code_up_front_o200k_base")).toBe(String(github.clients?.["claude-code"]?.upFront.o200k_base));
    expect(column("cursor_all_loaded_cl100k_base")).toBe(String(github.clients?.cursor?.allLoaded.cl100k_base));

    // Timings go apart from the dataset.
    const timings = await readJson<Timings>("real", "timings.json");
    expect(timings.entries.map((e) => [e.entry, e.outcome])).toEqual([
      ["mtb-real-github@2025.4.8", "measured"],
      ["mtb-real-thinking@2026.8.31", "measured"],
    ]);
    expect(JSON.stringify(data)).not.toMatch(/installMs|serverPeakMiB/);
  }, 180_000);

  it("keeps a row only when measured for the same clients; verify recounts hints and clients", async () => {
    const file = await list("thinking.yml", LIST.split("  - package: mtb-real-thinking")[0] as string);
    const first = await survey([file, "--out", "kept", "--clients", "claude-code,cursor"]);
    expect(first.code).toBe(0);
    expect((await readJson<Dataset>("kept")).settings.clients).toEqual(["claude-code", "cursor"]);
    const same = await survey([file, "--out", "kept", "--clients", "cursor,claude-code"]);
    expect(same.stdout).toContain("0 measured, 0 failed, 1 kept");
    const other = await survey([file, "--out", "kept", "--clients", "claude-code"]);
    expect(other.stdout).toContain("1 measured, 0 failed, 0 kept");
    const data = await readJson<Dataset>("kept");
    expect(Object.keys(data.rows[0]?.clients ?? {})).toEqual(["claude-code"]);

    const ok = await runCli(
      ["survey", "verify", "kept", "mtb-real-github@2025.4.8", "--registry", registry.url, "--unconfined"],
      work,
      {
        env: { HOME: path.join(work, "home") },
      },
    );
    expect(ok.stdout).toContain("every figure is the same");
    expect(ok.code).toBe(0);
    // A recorded figure that does not hold is named.
    const row = data.rows[0] as Row & { hints: { count: number; saving: Record<string, number> } };
    row.hints.count += 1;
    const claudeCode = (row.clients as Record<string, Client>)["claude-code"] as Client;
    claudeCode.upFront.o200k_base = (claudeCode.upFront.o200k_base as number) + 5;
    await writeFile(path.join(work, "kept", "dataset.json"), JSON.stringify(data));
    const bad = await runCli(
      ["survey", "verify", "kept", "mtb-real-github@2025.4.8", "--registry", registry.url, "--unconfined"],
      work,
      {
        env: { HOME: path.join(work, "home") },
      },
    );
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(new RegExp(`hints.count: ${row.hints.count} -> ${row.hints.count - 1}`));
    expect(bad.stdout).toMatch(/clients\.claude-code\.upFront\.o200k_base: \d+ -> \d+/);
  }, 180_000);

  it("refuses an unknown client with the known ones", async () => {
    const run = await survey([await list("one.yml", LIST), "--out", "x", "--clients", "claude-cod"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--clients "claude-cod": unknown client "claude-cod"; known clients: claude-code/);
  });
});

describe("survey: memory per entry", () => {
  it("stops a server whose processes hold more than --max-memory-mb: a failed row of kind memory; the others go on", async () => {
    const file = await list(
      "memory.yml",
      `servers:
  - package: mtb-hog
    version: "1.0.0"
  - package: mtb-modest
    version: "1.0.0"
`,
    );
    // 1 GiB filled by the server's child process, against a limit of 256 MiB; 96 MiB (and two Node processes) stays under it.
    const run = await survey([file, "--out", "memory", "--max-memory-mb", "256", "--timeout", "60", "--jobs", "1"]);
    expect(run.code).toBe(0);
    const data = await readJson<Dataset>("memory");
    expect(validDataset(data), JSON.stringify(validDataset.errors)).toBe(true);
    const hog = data.rows.find((r) => r.package === "mtb-hog") as Row;
    expect(hog.status).toBe("failed");
    expect(hog.failure?.kind).toBe("memory");
    expect(hog.failure?.message).toMatch(/held \d+ MiB of memory, over the limit of 256 MiB \(--max-memory-mb\)/);
    expect(run.stderr).toMatch(/mtb-hog@1\.0\.0: failed \(memory\)/);
    const modest = data.rows.find((r) => r.package === "mtb-modest") as Row;
    expect(modest.status).toBe("measured");
    // The modest server's peak is read (its child's 96 MiB included), and kept out of the dataset.
    const timings = await readJson<Timings>("memory", "timings.json");
    const peak = timings.entries.find((e) => e.entry === "mtb-modest@1.0.0")?.serverPeakMiB ?? 0;
    expect(peak).toBeGreaterThan(96);
    expect(peak).toBeLessThan(256);
    const csv = await readFile(path.join(work, "memory", "dataset.csv"), "utf8");
    expect(csv).toMatch(/^mtb-hog,1\.0\.0,[^,]+,[^,]+,failed,memory,/m);
  }, 180_000);

  it("refuses a limit that is not a positive whole number", async () => {
    const run = await survey([await list("m.yml", LIST), "--out", "y", "--max-memory-mb", "lots"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--max-memory-mb: expected a positive whole number, got "lots"');
  });
});
