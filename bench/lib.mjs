// Shared helpers for the benchmark: statistics, formatting, verdicts, child processes, temp dirs.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const FIXTURE = path.join(ROOT, "test/fixtures/fixture-server.mjs");
export const NODE = process.execPath;
/** The core bundled from bench/core-entry.ts by run.mjs. */
export const CORE_BUNDLE = path.join(ROOT, ".tmp/bench-core.js");

const envReps = Number(process.env.BENCH_REPS);
/** Repetitions of each timed case; BENCH_REPS adjusts every section (heavier ones use fewer). */
export const REPS = Number.isInteger(envReps) && envReps > 0 ? envReps : 9;
/** For cases that take seconds each: a third of REPS, at least 1. */
export const FEW_REPS = Math.max(1, Math.ceil(REPS / 3));

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export const now = () => performance.now();

export const ms = (n) => `${n.toFixed(1)} ms`;
export const sec = (n) => `${(n / 1000).toFixed(2)} s`;
export const int = (n) => Math.round(n).toLocaleString("en-US");
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const size = (bytes) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : mb(bytes));
export const us = (n) => `${n.toFixed(1)} µs`;
export const pad = (text, width) => String(text).padStart(width);
export const padEnd = (text, width) => String(text).padEnd(width);

/** Every target figure is recorded here and printed again at the end. */
export const targets = [];

/** Records a target and returns the verdict text to print next to the figure. */
export function verdict(section, label, passed, figure) {
  targets.push({ section, label, passed, figure });
  return passed ? "PASS" : "MISS";
}

/** Runs a command to completion; resolves with its wall time, exit code and output. Never rejects. */
export function run(command, args, options = {}) {
  const { timeoutMs = 120_000, input, ...spawnOptions } = options;
  return new Promise((resolve) => {
    const start = now();
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"], ...spawnOptions });
    const out = [];
    const err = [];
    child.stdout?.on("data", (d) => out.push(d));
    child.stderr?.on("data", (d) => err.push(d));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => err.push(Buffer.from(String(error))));
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({
        ms: now() - start,
        code: code ?? (signal ? 128 : 1),
        signal,
        timedOut: signal === "SIGKILL",
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
      });
    });
    if (child.stdin) child.stdin.end(input);
  });
}

/** Like run(), but fails loudly: a benchmark of a broken run measures nothing. */
export async function runOk(command, args, options = {}) {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    throw new Error(
      `${path.basename(command)} ${args.join(" ").slice(0, 200)} exited with ${result.code}${result.timedOut ? " (timed out)" : ""}\n${result.stderr.slice(-2000)}`,
    );
  }
  return result;
}

const tempDirs = [];

export async function makeTempDir(prefix) {
  const dir = await mkdtemp(path.join(tmpdir(), `mtb-bench-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export async function removeTempDirs() {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
