import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildEnvironment, runBuild } from "../../../src/git/build.js";
import { BuildError } from "../../../src/git/errors.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

afterEach(removeTempDirs);

const parentEnv = { PATH: process.env.PATH };

/** Gone, or a zombie nobody reaps (PID 1 in some containers does not): either way it no longer runs. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  if (!existsSync("/proc")) return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0] !== "Z";
  } catch {
    return false;
  }
}

async function waitStopped(pid: number, ms = 30_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (isRunning(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return !isRunning(pid);
}

describe("runBuild", () => {
  it("runs the command through the shell in the given directory", async () => {
    const dir = await makeTempDir("build-");
    const output = await runBuild("echo compiled > out.txt && echo done", dir, parentEnv, 10_000);
    expect(await readFile(join(dir, "out.txt"), "utf8")).toBe("compiled\n");
    expect(output.outputTail).toEqual(["done"]);
  });

  it("reports the exit code and the last 20 lines of stdout and stderr together", async () => {
    const dir = await makeTempDir("build-");
    const command = "for i in $(seq 1 30); do echo line $i; done; echo 'npm ERR! missing script: build' >&2; exit 3";
    const error = await runBuild(command, dir, parentEnv, 10_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const build = error as BuildError;
    expect(build.exitCode).toBe(3);
    expect(build.how).toBe("exit code 3");
    expect(build.outputTail).toHaveLength(20);
    expect(build.outputTail.at(-1)).toBe("npm ERR! missing script: build");
    expect(build.outputTail[0]).toBe("line 12");
    expect(build.message).toContain("failed (exit code 3)");
    expect(build.message).toContain("  | npm ERR! missing script: build");
    expect(build.message).not.toContain("line 11\n");
  });

  it("kills the whole process group on timeout, background jobs included", async () => {
    const dir = await makeTempDir("build-");
    // The limit must leave the shell time to start, fork the job and print (the assertions below read
    // both): on a loaded 2-core machine a shell can take well over half a second to get that far. The job
    // writes `finished` if it lives its 30 s: that it never does shows it was killed, not waited for.
    const error = await runBuild(
      "(sleep 30; echo done > finished) & echo $! > bg.pid; echo waiting; wait",
      dir,
      parentEnv,
      5000,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const build = error as BuildError;
    expect(build.timedOut).toBe(true);
    expect(build.message).toContain("timed out after 5 s");
    expect(build.outputTail).toEqual(["waiting"]);
    const pid = Number(await readFile(join(dir, "bg.pid"), "utf8"));
    expect(pid).toBeGreaterThan(0);
    expect(await waitStopped(pid)).toBe(true);
    expect(existsSync(join(dir, "finished"))).toBe(false);
  });

  it("ends what a successful build left running in the background", async () => {
    const dir = await makeTempDir("build-");
    await runBuild("sleep 30 & echo $! > bg.pid", dir, parentEnv, 10_000);
    const pid = Number(await readFile(join(dir, "bg.pid"), "utf8"));
    expect(await waitStopped(pid)).toBe(true);
  });

  it("withholds the GitHub token and action inputs from the build, keeps the rest", async () => {
    const dir = await makeTempDir("build-");
    const parent = {
      PATH: process.env.PATH,
      GITHUB_TOKEN: "ghs_secret",
      INPUT_GITHUB_TOKEN: "ghs_input",
      "INPUT_GITHUB-TOKEN": "ghs_input_dash",
      MY_SECRET: "user-listed",
      KEEP_ME: "visible",
    };
    const dump = `"${process.execPath}" -e "require('fs').writeFileSync('env.json', JSON.stringify(process.env))"`;
    await runBuild(dump, dir, parent, 10_000, { strip: ["MY_SECRET"] });
    const seen = JSON.parse(await readFile(join(dir, "env.json"), "utf8")) as Record<string, string>;
    expect(seen.KEEP_ME).toBe("visible");
    expect(seen.GITHUB_TOKEN).toBeUndefined();
    expect(seen.INPUT_GITHUB_TOKEN).toBeUndefined();
    expect(seen.MY_SECRET).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain("ghs_");
    // dash drops names with a dash before the build could see them, so check what runBuild hands the shell.
    const env = buildEnvironment(parent, { strip: ["MY_SECRET"] });
    expect(Object.keys(env).sort()).toEqual(["KEEP_ME", "PATH"]);
  });
});
