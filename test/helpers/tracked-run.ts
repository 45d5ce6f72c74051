/**
 * The bundled CLI started in a child process that a test can signal, with the cleanup fixtures
 * (test/fixtures/cleanup) recording every process they start in a folder the test owns, and
 * TMPDIR pointing into another, so that what a run leaves behind can be counted.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CLI } from "./cli-process.js";
import { FIXTURES } from "./fixture.js";
import { isAlive } from "./processes.js";

export const CLEANUP_SERVER = path.join(FIXTURES, "cleanup", "server.mjs");
export const CLEANUP_BUILD = path.join(FIXTURES, "cleanup", "build.mjs");

export interface Recorded {
  role: string;
  pid: number;
  /** The directory the process was started in. */
  cwd: string;
}

/** Every process the fixtures recorded in `dir`. */
export function recorded(dir: string): Recorded[] {
  return readdirSync(dir).map((name) => {
    const [role = "", pid = ""] = name.split("-");
    return { role, pid: Number(pid), cwd: readFileSync(path.join(dir, name), "utf8") };
  });
}

/** SIGKILLs whatever the fixtures recorded and is still running: a failing test leaves nothing. */
export function killRecorded(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name.split("-")[1]);
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone
    }
  }
}

export function alive(processes: readonly Recorded[]): Recorded[] {
  return processes.filter((p) => isAlive(p.pid));
}

/** Polls `check` until it returns true, or fails after `ms` naming `what`. */
export async function waitUntil(what: string, check: () => boolean, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`gave up waiting for ${what} after ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface TrackedCli {
  child: ChildProcess;
  /** Resolves when the CLI has exited; output is complete then. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** Starts `node dist/cli.js ...args` in `cwd`, with the fixtures' pid folder and TMPDIR set. */
export function startCli(args: string[], cwd: string, dirs: { pids: string; tmp: string }): TrackedCli {
  mkdirSync(dirs.pids, { recursive: true });
  mkdirSync(dirs.tmp, { recursive: true });
  const child = spawn(process.execPath, [CLI, ...args], {
    cwd,
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0", FIXTURE_PIDS_DIR: dirs.pids, TMPDIR: dirs.tmp },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (text: string) => {
    stdout += text;
  });
  child.stderr?.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (resolve) => {
      child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
    },
  );
  return { child, exited };
}
