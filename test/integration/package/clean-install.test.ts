/**
 * A fresh clone installs cleanly: `npm ci` of the committed package.json and package-lock.json (and the prune its
 * `prepare` script runs), on the Node
 * running the tests (20 on the development machines, what `engines` names), warns about no engine
 * (EBADENGINE: a dependency that wants a newer Node) and no install script that `allowScripts` leaves
 * unreviewed. npm decides both from the two files alone, so `npm ci --dry-run --offline` in a directory holding
 * only them shows what a real install prints, without downloading anything.
 */
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../helpers/action-runner.js";

const run = promisify(execFile);

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "clean-install-"));
  // With the script npm's `prepare` runs after the install (scripts/prune-install.mjs), as in a clone.
  await mkdir(path.join(dir, "scripts"));
  for (const file of ["package.json", "package-lock.json", "scripts/prune-install.mjs"]) {
    await copyFile(path.join(ROOT, file), path.join(dir, file));
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** npm ci --dry-run's whole output (stdout and stderr), with npm's settings from the environment left out. */
async function dryRunCi(...extra: string[]): Promise<string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const { stdout, stderr } = await run(
    "npm",
    ["ci", "--dry-run", "--offline", "--no-audit", "--no-fund", "--loglevel=warn", ...extra],
    { cwd: dir, encoding: "utf8", env, maxBuffer: 16 * 1024 * 1024 },
  );
  return `${stdout}\n${stderr}`;
}

describe(`npm ci on Node ${process.versions.node}`, () => {
  it("installs every dependency with no engine or install-script warning", async () => {
    const output = await dryRunCi();
    expect(output).toMatch(/added \d+ packages/);
    expect(output.split("\n").filter((line) => /EBADENGINE|install-scripts|allowScripts/.test(line))).toEqual([]);
  });

  it("the published package has no dependencies: dist/ holds everything it runs, so installing it pulls nothing", async () => {
    // The lockfile's overrides never reach people who install the package; with dependencies, npm would
    // install @octokit/request's content-type 3.x for them, which wants Node 22 (EBADENGINE on Node 20).
    // test/e2e/cli/package.test.ts installs the packed tarball and runs its bin on the example server.
    const pkg = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
    };
    expect(pkg.dependencies).toBeUndefined();
    const output = await dryRunCi("--omit=dev");
    expect(output).not.toMatch(/added \d+ packages/);
    expect(output.split("\n").filter((line) => /EBADENGINE/.test(line))).toEqual([]);
  });

  it("runs esbuild's install script because allowScripts approves it, and has no other", async () => {
    const pkg = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as {
      allowScripts?: Record<string, boolean>;
    };
    const lock = JSON.parse(await readFile(path.join(ROOT, "package-lock.json"), "utf8")) as {
      packages: Record<string, { hasInstallScript?: boolean; optional?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([key, entry]) => key !== "" && entry.hasInstallScript)
      .map(([key]) => key.replace(/^.*node_modules\//, ""));
    // node-llama-cpp (the llama.cpp oracle of the tests, with its CUDA and Vulkan builds 709 MB) is no dev
    // dependency: its test installs it on demand, CPU build only (test/helpers/llama-cpp-oracle.ts).
    expect(withScripts).toEqual(["esbuild"]);
    expect(pkg.allowScripts).toEqual({ esbuild: true });
  });
});
