/**
 * Runs the bundled dist/index.js the way the Actions runner does: INPUT_* variables (defaults
 * from action.yml filled in, as the runner does), the event payload in a file, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, and GITHUB_API_URL pointing at a local stand-in.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ACTION = parse(readFileSync(path.join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, { default?: string }>;
  runs: { main: string };
};

export interface ActionRun {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

export interface ActionRunOptions {
  inputs: Record<string, string>;
  eventName: string;
  event: unknown;
  cwd: string;
  apiUrl: string;
  /** Extra environment, e.g. a GITHUB_TOKEN the runner would also have. */
  env?: Record<string, string>;
  /** Where the action is (action.yml and dist/): default this repository; `runnerCopy()` makes one without node_modules. */
  actionDir?: string;
}

/**
 * The action as the runner downloads it: action.yml, package.json and dist/ in a folder of their own,
 * with no node_modules beside or above it, so nothing of this repository's devDependencies is found.
 */
export async function runnerCopy(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "mtb-action-copy-"));
  for (const name of ["action.yml", "package.json"]) await cp(path.join(ROOT, name), path.join(dir, name));
  await cp(path.join(ROOT, "dist"), path.join(dir, "dist"), { recursive: true });
  return dir;
}

/** Parses the GITHUB_OUTPUT file format: name<<DELIMITER\nvalue\nDELIMITER. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? "");
    if (!match?.[1] || !match[2]) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== match[2]; i++) value.push(lines[i] ?? "");
    outputs[match[1]] = value.join("\n");
  }
  return outputs;
}

export async function runAction(options: ActionRunOptions): Promise<ActionRun> {
  const dir = await mkdtemp(path.join(tmpdir(), "mtb-runner-"));
  const eventPath = path.join(dir, "event.json");
  const outputPath = path.join(dir, "output");
  const summaryPath = path.join(dir, "summary.md");
  await writeFile(eventPath, JSON.stringify(options.event));
  await writeFile(outputPath, "");
  await writeFile(summaryPath, "");
  const inputs: Record<string, string> = {};
  for (const [name, spec] of Object.entries(ACTION.inputs)) {
    // The runner evaluates ${{ github.token }}; here the test's token stands in for it.
    const fallback = spec.default?.includes("${{") ? "" : (spec.default ?? "");
    inputs[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = options.inputs[name] ?? fallback;
  }
  for (const name of Object.keys(options.inputs)) {
    if (!(name in ACTION.inputs)) throw new Error(`action.yml has no input "${name}"`);
  }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? dir,
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: "octo/weather",
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: "https://github.example",
    GITHUB_RUN_ID: "4242",
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_WORKSPACE: options.cwd,
    RUNNER_TEMP: dir,
    ...inputs,
    ...options.env,
  };
  const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(options.actionDir ?? ROOT, ACTION.runs.main)],
      { cwd: options.cwd, env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
  return {
    ...result,
    outputs: parseOutputs(readFileSync(outputPath, "utf8")),
    summary: existsSync(summaryPath) ? readFileSync(summaryPath, "utf8") : "",
  };
}
