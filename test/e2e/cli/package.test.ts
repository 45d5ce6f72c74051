/**
 * The package as npm would publish it: `npm pack`, installed into an empty project elsewhere,
 * and its `mcp-token-budget` bin run there. Proves that package.json `files` and `bin` carry
 * everything the CLI needs, without the repository next to it.
 */
import { execFile } from "node:child_process";
import { readFileSync, realpathSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT, runCli } from "../../helpers/cli-process.js";

const EXAMPLE_SERVER = path.join(PROJECT_ROOT, "examples", "example-server", "server.mjs");

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

let dir = "";
let app = "";
let packedFiles: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-package-"));
  const pack = await run("npm", ["pack", "--json", "--pack-destination", dir], PROJECT_ROOT);
  expect(pack.code, pack.stderr).toBe(0);
  const [packed] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
  if (!packed) throw new Error(`npm pack printed no package:\n${pack.stdout}`);
  packedFiles = packed.files.map((f) => f.path);

  app = path.join(dir, "app");
  await mkdir(app);
  writeFileSync(path.join(app, "package.json"), `${JSON.stringify({ name: "uses-it", private: true })}\n`);
  // --prefer-offline: the dependencies come from npm's cache when it has them, which keeps this fast.
  const install = await run(
    "npm",
    ["install", "--prefer-offline", "--no-audit", "--no-fund", path.join(dir, packed.filename)],
    app,
  );
  expect(install.code, install.stderr).toBe(0);
}, 180_000);

afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

describe("the packed package, installed elsewhere", () => {
  it("holds the bundles, schemas and action, and none of the sources or tests", () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining([
        "dist/cli.js",
        "dist/index.js",
        "action.yml",
        "schemas/report.schema.json",
        "package.json",
      ]),
    );
    expect(packedFiles.filter((f) => /^(src|test|bench|scripts)\//.test(f))).toEqual([]);
  });

  it("carries every file the README links to, so its links work where the package is installed", () => {
    const readme = readFileSync(path.join(PROJECT_ROOT, "README.md"), "utf8");
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1] as string)
      .filter((target) => !/^[a-z]+:/i.test(target));
    expect(targets.length).toBeGreaterThan(10);
    const missing = targets.filter((target) =>
      target.endsWith("/") ? !packedFiles.some((f) => f.startsWith(target)) : !packedFiles.includes(target),
    );
    expect(missing).toEqual([]);
  });

  it("runs its mcp-token-budget bin and measures the example server as the repository's CLI does", async () => {
    const bin = path.join(app, "node_modules", ".bin", "mcp-token-budget");
    // The bin is the installed copy, not a link back into this repository.
    expect(realpathSync(bin)).toBe(realpathSync(path.join(app, "node_modules", "mcp-token-budget", "dist", "cli.js")));

    const installed = await run(bin, ["measure", "--format", "json", "--", process.execPath, EXAMPLE_SERVER], app);
    expect(installed.stderr).toBe("");
    expect(installed.code).toBe(0);
    const report = JSON.parse(installed.stdout) as { tools: { name: string }[]; server: { name: string } };
    expect(report.server.name).toBe("example-weather");
    expect(report.tools.map((t) => t.name).sort()).toEqual([
      "get_current_weather",
      "get_forecast",
      "get_weather_alerts",
      "search_locations",
      "subscribe_alerts",
    ]);

    // Reports have no timestamps: the same server gives the same bytes from either copy.
    const inRepo = await runCli(["measure", "--format", "json", "--", process.execPath, EXAMPLE_SERVER], PROJECT_ROOT);
    expect(inRepo.code).toBe(0);
    expect(installed.stdout).toBe(inRepo.stdout);
  });
});
