/**
 * A client capture ends what the client left behind (Cline CLI's `cline --cline-hub-daemon` outlives the client in a
 * process group of its own): every process whose environment has the run's scratch HOME, by process id, and no
 * other. Held here on processes started the way such a daemon is (detached, its own group, the run's HOME).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { endLeftBehind } from "../../helpers/client-captures.js";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A process that would run for minutes, detached into its own group, with this HOME. */
function daemon(home: string): number {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
    detached: true,
    stdio: "ignore",
    env: { PATH: process.env.PATH ?? "", HOME: home },
  });
  child.unref();
  return child.pid as number;
}

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mtb-leftover-"));
  dirs.push(dir);
  return path.join(dir, "home");
};
const started: number[] = [];

afterAll(() => {
  for (const pid of started) if (alive(pid)) process.kill(pid, "SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.platform === "linux")("a capture's leftovers", () => {
  it("are ended by process id when their HOME is the run's, and a process of another HOME is left alone", async () => {
    const home = scratch();
    const other = scratch();
    const mine = [daemon(home), daemon(home)];
    const theirs = daemon(other);
    started.push(...mine, theirs);
    // Each is found by its environment, which is the given one once the program is running (after its exec).
    const running = (pid: number, at: string) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, "latin1").split("\0").includes(`HOME=${at}`);
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 100 && !(mine.every((pid) => running(pid, home)) && running(theirs, other)); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine.every(alive)).toBe(true);
    await endLeftBehind(home);
    // Reaped by this process (their parent) once ended: wait for them to be gone rather than for a fixed time.
    for (let i = 0; i < 100 && mine.some(alive); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine.filter(alive)).toEqual([]);
    expect(alive(theirs)).toBe(true);
  }, 60_000);
});
