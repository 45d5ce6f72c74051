/** The bundled CLI, run as users run it: `node dist/cli.js ...` in a child process, in a directory of the test's choosing. */
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CLI = path.join(PROJECT_ROOT, "dist", "cli.js");

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs dist/cli.js with `args` in `cwd`; never rejects, the exit code is part of the result. `options.cli`
 * runs another copy of the bundle (one with no node_modules beside it), `options.env` adds variables.
 */
export function runCli(
  args: string[],
  cwd: string,
  options: { cli?: string; env?: Record<string, string> } = {},
): Promise<CliRun> {
  const cli = options.cli ?? CLI;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cli, ...args],
      // GIT_TERMINAL_PROMPT=0: a fetch that wants credentials fails instead of waiting for a person.
      // COLUMNS=1000: tests read the lines whole; the ones about the 100-column default set COLUMNS themselves.
      {
        cwd,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, GIT_TERMINAL_PROMPT: "0", COLUMNS: "1000", ...options.env },
      },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== "number") {
          reject(new Error(`could not run ${cli}: ${error.message}`));
          return;
        }
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
  });
}

/** Runs the CLI with --format json and parses stdout; the exit code and stderr come along for assertions. */
export async function runCliJson<T>(
  args: string[],
  cwd: string,
  options: Parameters<typeof runCli>[2] = {},
): Promise<CliRun & { json: T }> {
  const run = await runCli([...args.slice(0, 1), "--format", "json", ...args.slice(1)], cwd, options);
  let json: T;
  try {
    json = JSON.parse(run.stdout) as T;
  } catch {
    throw new Error(`expected JSON from mcp-token-budget ${args.join(" ")} (exit ${run.code}):\n${run.stderr}`);
  }
  return { ...run, json };
}
