import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Report } from "../../../src/core/report.js";
import { GitError } from "../../../src/git/errors.js";
import type { ServerSpec } from "../../../src/mcp/list.js";
import { type BaselineRequest, measureBaseline } from "../../../src/run/baseline.js";
import { measure } from "../../../src/run/measure.js";
import { FIXTURE_SERVER, FIXTURES } from "../../helpers/fixture.js";
import { GitRepo, removeTempDirs } from "../../helpers/git-repo.js";

afterEach(removeTempDirs);

const tool = (name: string) => ({
  name,
  description: `Tool ${name}: does ${name.toLowerCase()} things to the given path.`,
  inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
});
const toolsJson = (...names: string[]) => `${JSON.stringify({ tools: names.map(tool) }, null, 2)}\n`;

/** The fixture server and its helper, committed into the temp repository like a project's own server. */
async function serverFiles(prefix = "server/"): Promise<Record<string, string>> {
  return {
    [`${prefix}fixture-server.mjs`]: await readFile(FIXTURE_SERVER, "utf8"),
    [`${prefix}lib/stdio-jsonrpc.mjs`]: await readFile(join(FIXTURES, "lib", "stdio-jsonrpc.mjs"), "utf8"),
  };
}

const stdio = (args: string[], cwd?: string): Extract<ServerSpec, { kind: "stdio" }> => ({
  kind: "stdio",
  command: process.execPath,
  args,
  ...(cwd === undefined ? {} : { cwd }),
});
const realMeasure = (spec: ServerSpec): Promise<Report> =>
  measure(spec, { encodings: ["o200k_base"], timeoutMs: 20_000 });

function request(repo: GitRepo, spec: ServerSpec, extra: Partial<BaselineRequest> = {}): BaselineRequest {
  return {
    baseRef: "main",
    repoDir: repo.dir,
    spec,
    measure: realMeasure,
    parentEnv: { PATH: process.env.PATH },
    ...extra,
  };
}

const toolNames = (report: Report) => report.tools.map((t) => t.name);

describe("measureBaseline", () => {
  it("measures the server as it was at the merge-base, while HEAD has a new tool", async () => {
    const repo = await GitRepo.init();
    await repo.commit("server with A and B", { ...(await serverFiles()), "tools.json": toolsJson("Alpha", "Beta") });
    const branchPoint = await repo.head();
    await repo.branch("feature");
    await repo.commit("add C", { "tools.json": toolsJson("Alpha", "Beta", "Gamma") });
    // main moves on after the branch point; that change is not part of this pull request.
    await repo.checkout("main");
    await repo.commit("add Delta on main", { "tools.json": toolsJson("Alpha", "Beta", "Delta") });
    await repo.checkout("feature");

    const spec = stdio(["server/fixture-server.mjs", "--tools", "tools.json"]);
    const head = await realMeasure({ ...spec, cwd: repo.dir });
    expect(toolNames(head)).toEqual(["Alpha", "Beta", "Gamma"]);

    const result = await measureBaseline(request(repo, spec));
    expect(result.kind).toBe("measured");
    if (result.kind !== "measured") return;
    expect(result.sha).toBe(branchPoint);
    expect(toolNames(result.report)).toEqual(["Alpha", "Beta"]);
    expect(result.report.totals.o200k_base?.model).toBeLessThan(head.totals.o200k_base?.model ?? 0);
    expect(await repo.worktrees()).toEqual([repo.dir]);
  });

  it("maps the server's working directory and absolute paths inside the checkout to the base", async () => {
    const repo = await GitRepo.init();
    await repo.commit("server in a package", {
      ...(await serverFiles("packages/srv/")),
      "packages/srv/tools.json": toolsJson("Alpha", "Beta"),
    });
    await repo.branch("feature");
    await repo.commit("add C", { "packages/srv/tools.json": toolsJson("Alpha", "Beta", "Gamma") });

    const pkg = repo.path("packages", "srv");
    // Relative to a cwd in a subdirectory.
    const relative = await measureBaseline(request(repo, stdio(["fixture-server.mjs", "--tools", "tools.json"], pkg)));
    expect(relative.kind === "measured" && toolNames(relative.report)).toEqual(["Alpha", "Beta"]);
    // Absolute paths into the head checkout would read HEAD's tools (three) if they were not mapped.
    const absolute = await measureBaseline(
      request(repo, stdio([join(pkg, "fixture-server.mjs"), "--tools", join(pkg, "tools.json")])),
    );
    expect(absolute.kind === "measured" && toolNames(absolute.report)).toEqual(["Alpha", "Beta"]);
  });

  it("gives no baseline, naming the missing server, when the server did not exist at the base", async () => {
    const repo = await GitRepo.init();
    const base = await repo.commit("readme only", { "README.md": "# project\n" });
    await repo.branch("feature");
    await repo.commit("add a server", { ...(await serverFiles()), "tools.json": toolsJson("Alpha") });

    const result = await measureBaseline(request(repo, stdio(["server/fixture-server.mjs", "--tools", "tools.json"])));
    expect(result.kind).toBe("none");
    if (result.kind !== "none") return;
    expect(result.sha).toBe(base);
    expect(result.reason).toMatch(
      new RegExp(
        `^the server could not be started at base ${base.slice(0, 7)}: server/fixture-server.mjs, tools.json do not exist there`,
      ),
    );
    // server/ is not there at the base: the pull request adds the server.
    expect(result.newServer).toBe(true);
    expect(await repo.worktrees()).toEqual([repo.dir]);
  });

  it("gives no baseline with the server's own last words when it crashes at the base", async () => {
    const repo = await GitRepo.init();
    const base = await repo.commit("broken tools file", { ...(await serverFiles()), "tools.json": "{ not json" });
    await repo.branch("feature");
    await repo.commit("fixed", { "tools.json": toolsJson("Alpha") });

    const result = await measureBaseline(request(repo, stdio(["server/fixture-server.mjs", "--tools", "tools.json"])));
    expect(result.kind).toBe("none");
    if (result.kind !== "none") return;
    expect(result.reason).toMatch(
      new RegExp(`^the server could not be started or listed at base ${base.slice(0, 7)}: `),
    );
    expect(result.reason).toContain("SyntaxError");
    expect(result.reason.split("\n").length).toBeLessThanOrEqual(12);
    expect(result.newServer).toBeUndefined();
  });

  it("gives no baseline, naming the build failure, when the base does not build", async () => {
    const repo = await GitRepo.init();
    const base = await repo.commit("server", { ...(await serverFiles()), "tools.json": toolsJson("Alpha") });
    await repo.branch("feature");
    await repo.commit("more", { "tools.json": toolsJson("Alpha", "Beta") });

    const build = "echo compiling; echo 'src/index.ts(3,1): error TS2304: Cannot find name foo.' >&2; exit 2";
    const result = await measureBaseline(
      request(repo, stdio(["server/fixture-server.mjs", "--tools", "tools.json"]), { build }),
    );
    expect(result.kind).toBe("none");
    if (result.kind !== "none") return;
    // The first line carries the cause; the lines below are the output's excerpt, in order.
    expect(result.reason).toBe(
      `build failed at base ${base.slice(0, 7)} (exit code 2): src/index.ts(3,1): error TS2304: Cannot find name foo.\ncompiling\nsrc/index.ts(3,1): error TS2304: Cannot find name foo.`,
    );
    // The server's files are at the base: a broken build there is no new server.
    expect(result.newServer).toBeUndefined();
  });

  it("runs the build in the base worktree, not in the head checkout", async () => {
    const repo = await GitRepo.init();
    // tools.json is build output: generated from tools.src.json, never committed.
    await repo.commit("server built from source", {
      ...(await serverFiles()),
      ".gitignore": "tools.json\nbuilt-here.txt\n",
      "tools.src.json": toolsJson("Alpha", "Beta"),
    });
    await repo.branch("feature");
    await repo.commit("add C", { "tools.src.json": toolsJson("Alpha", "Beta", "Gamma") });

    const result = await measureBaseline(
      request(repo, stdio(["server/fixture-server.mjs", "--tools", "tools.json"]), {
        build: "cp tools.src.json tools.json && pwd > built-here.txt",
      }),
    );
    expect(result.kind === "measured" && toolNames(result.report)).toEqual(["Alpha", "Beta"]);
    expect(existsSync(repo.path("tools.json"))).toBe(false);
    expect(existsSync(repo.path("built-here.txt"))).toBe(false);
    expect(await repo.worktrees()).toEqual([repo.dir]);
  });

  it("cannot start an HTTP server at the base and says so", async () => {
    const repo = await GitRepo.init();
    await repo.commit("x", { "a.txt": "a" });
    const result = await measureBaseline(request(repo, { kind: "http", url: "http://127.0.0.1:9/mcp" }));
    expect(result).toEqual({ kind: "none", sha: null, reason: expect.stringContaining("reached over HTTP") });
  });

  it("throws GitError, not 'no baseline', for a base ref that does not exist", async () => {
    const repo = await GitRepo.init();
    await repo.commit("server", { ...(await serverFiles()), "tools.json": toolsJson("Alpha") });
    const result = measureBaseline({ ...request(repo, stdio(["server/fixture-server.mjs"])), baseRef: "origin/nope" });
    await expect(result).rejects.toBeInstanceOf(GitError);
    await expect(result).rejects.toThrow(/"origin\/nope" does not name a commit in this repository/);
  });
});
