/**
 * What the CLI prints on stderr (warnings, the compare's notes) fits in 100 columns by default, wrapped as
 * the table output is; --wide leaves it whole. `compare` whose base cannot start, with no --build, says how to
 * build the base; with a --build it does not. Errors too: a head that cannot start, an invalid budget file.
 * Real git repository, the bundled CLI, the fixture server.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { GitRepo } from "../../helpers/git-repo.js";

let repo: GitRepo;
const tools = [{ name: "get_weather", description: "Weather for a city.", inputSchema: { type: "object" } }];
// COLUMNS=100: a reader's window of the default width (runCli sets 1000 otherwise; piped with no COLUMNS, notes stay whole).
const DEFAULT_WIDTH = { env: { COLUMNS: "100" } };
const server = () => ["--", process.execPath, FIXTURE_SERVER, "--tools", "tools.json"];
const widest = (text: string) => Math.max(...text.split("\n").map((l) => [...l].length));
const unwrapped = (text: string) => text.replace(/\n {2,}/g, " ");

beforeAll(async () => {
  repo = await GitRepo.init("notes-width-");
  // The base has no tools.json: its server exits before listing, as a server whose build output is not committed.
  await repo.commit("base", { "README.md": "x\n" });
  await repo.branch("feature");
  await repo.commit("head", { "tools.json": JSON.stringify({ tools }) });
}, 60_000);

describe("notes and warnings within 100 columns", () => {
  it("a warning longer than 100 columns is wrapped at a word; --wide leaves it on one line", async () => {
    const args = ["measure", "-m", "claude", "--context", "8192", ...server()];
    const [fitted, wide] = await Promise.all([
      runCli(args, repo.dir, DEFAULT_WIDTH),
      runCli(["measure", "--wide", ...args.slice(1)], repo.dir, DEFAULT_WIDTH),
    ]);
    expect(fitted.code).toBe(0);
    const warning = "warning: --context 8192 applies to local models only; claude keeps its";
    expect(fitted.stderr).toContain(warning);
    expect(widest(fitted.stderr)).toBeLessThanOrEqual(100);
    expect(wide.stderr.split("\n").find((l) => l.startsWith(warning))?.length).toBeGreaterThan(100);
    expect(unwrapped(fitted.stderr)).toBe(wide.stderr);
  });

  it("compare: the base that cannot start is a note within 100 columns that suggests --build", async () => {
    const run = await runCli(["compare", "--base", "main", ...server()], repo.dir, DEFAULT_WIDTH);
    expect(run.code).toBe(0);
    expect(widest(run.stderr)).toBeLessThanOrEqual(100);
    const note = unwrapped(run.stderr);
    expect(note).toMatch(
      /no baseline: the server could not be started at base [0-9a-f]{7}: tools\.json does not exist/,
    );
    expect(note).toContain(
      'if the server must be built first, give --build "npm ci && npm run build": it runs at the base before the server starts',
    );
  });

  it("compare with a --build: no suggestion to give one", async () => {
    const run = await runCli(["compare", "--base", "main", "--build", "true", ...server()], repo.dir, DEFAULT_WIDTH);
    expect(run.code).toBe(0);
    expect(unwrapped(run.stderr)).toMatch(/no baseline: the server could not be started at base/);
    expect(run.stderr).not.toContain("if the server must be built first");
  });

  it("an error longer than 100 columns (the head server cannot start) is wrapped at a word; --wide leaves it whole", async () => {
    // "error: at head (<the command>): the server exited with code 1 before listing finished", then its stderr.
    const args = ["compare", "--base", "main", "--", process.execPath, FIXTURE_SERVER, "--tools", "no-such-file.json"];
    const [fitted, wide] = await Promise.all([
      runCli(args, repo.dir, DEFAULT_WIDTH),
      runCli(["compare", "--wide", ...args.slice(1)], repo.dir, DEFAULT_WIDTH),
    ]);
    expect(fitted.code).toBe(3);
    expect(wide.code).toBe(3);
    const line = wide.stderr.split("\n").find((l) => l.startsWith("error: "));
    expect(line?.length).toBeGreaterThan(100);
    expect(line).toMatch(/^error: at head \(.*\): the server exited with code 1 before listing finished$/);
    expect(widest(fitted.stderr)).toBeLessThanOrEqual(100);
    // The error's first line, wrapped at words, reads the same once joined (the quoted stderr follows it).
    const start = fitted.stderr.indexOf("error: ");
    const error = fitted.stderr.slice(start, fitted.stderr.indexOf("\nlast lines", start));
    expect(error.replace(/\n {2,}/g, " ")).toBe(line);
  });

  it("an invalid budget file's error fits in 100 columns; piped with no COLUMNS it stays one line", async () => {
    const budget = `budget-${"x".repeat(60)}.yml`;
    await repo.write({ [budget]: "tools:\n  get_weather: lots\n" });
    const args = ["check", "--budget", budget, ...server()];
    const [fitted, piped] = await Promise.all([
      runCli(args, repo.dir, DEFAULT_WIDTH),
      runCli(args, repo.dir, { env: { COLUMNS: "" } }),
    ]);
    expect(fitted.code).toBe(2);
    const line = piped.stderr.split("\n").find((l) => l.startsWith("error: "));
    expect(line?.length).toBeGreaterThan(100);
    expect(widest(fitted.stderr)).toBeLessThanOrEqual(100);
    expect(unwrapped(fitted.stderr)).toBe(piped.stderr);
  });
});
