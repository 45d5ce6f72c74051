/**
 * Installing one survey entry into a directory of its own, as `npm install --ignore-scripts` does it: no
 * package's install scripts run, npm sees only the variables it needs to find its own config (no secret
 * reaches a `${VAR}` in an npmrc), the registry is the user's (src/models/npm-registry.ts: never a project's
 * .npmrc), and the whole npm process group is ended at the time limit.
 */
import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { StreamExcerpt } from "../core/output-excerpt.js";
import type { SurveyEntry } from "../core/survey/list.js";
import { npmConfigEnv } from "../models/npm-registry.js";
import { endOnExit, killGroup, OWN_GROUP } from "../process/group.js";

type Env = Readonly<Record<string, string | undefined>>;

export class SurveyStepError extends Error {
  constructor(
    readonly kind: "install" | "start",
    message: string,
    readonly tail: string[] = [],
  ) {
    super(message);
    this.name = "SurveyStepError";
  }
}

const TAIL_LINES = 8;
const KEEP_BYTES = 32 * 1024;

/** Runs npm with `args` in `cwd`; resolves on exit 0, else throws an install failure with npm's last lines. */
function runNpm(args: string[], cwd: string, env: Record<string, string>, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const output = new StreamExcerpt(4 * 1024, KEEP_BYTES);
    const child = spawn("npm", args, {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: OWN_GROUP,
      windowsHide: true,
      shell: process.platform === "win32",
    });
    const release = endOnExit(child);
    const collect = (chunk: Buffer) => output.write(chunk.toString("utf8"));
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child, "SIGTERM");
      setTimeout(() => killGroup(child, "SIGKILL"), 1500).unref();
    }, timeoutMs);
    // npm says what failed first (`npm error code E404`) and its log's path last: both are kept.
    const tail = () => output.excerpt({ tail: TAIL_LINES, errors: 10 }).map((l) => l.trimEnd());
    const finish = (error: SurveyStepError | null) => {
      clearTimeout(timer);
      release();
      if (error) reject(error);
      else resolve();
    };
    child.once("error", (error) => finish(new SurveyStepError("install", `could not run npm: ${error.message}`)));
    child.once("close", (code, signal) => {
      killGroup(child, "SIGKILL");
      if (timedOut) finish(new SurveyStepError("install", `npm install timed out after ${timeoutMs / 1000} s`, tail()));
      else if (code === 0) finish(null);
      else
        finish(
          new SurveyStepError(
            "install",
            `npm install ${signal ? `was killed by ${signal}` : `exited with code ${code}`}`,
            tail(),
          ),
        );
    });
  });
}

/** The environment npm runs with: what it needs to read the user's and machine's config, nothing else. */
export function npmInstallEnv(env: Env): Record<string, string> {
  return {
    ...npmConfigEnv(env),
    NPM_CONFIG_UPDATE_NOTIFIER: "false",
    NPM_CONFIG_FUND: "false",
    NPM_CONFIG_AUDIT: "false",
  };
}

/**
 * Installs `entry` into `dir` (which holds nothing else) and returns the path of the bin to start. The
 * directory gets its own package.json first, so npm treats it as the project and reads no .npmrc above it.
 */
export async function installEntry(
  entry: SurveyEntry,
  dir: string,
  options: { registry: string; env: Env; timeoutMs: number; npmCache?: string | null },
): Promise<string> {
  await writeFile(path.join(dir, "package.json"), `${JSON.stringify({ name: "survey-entry", private: true })}\n`);
  await runNpm(
    [
      "install",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      "--omit=dev",
      "--registry",
      options.registry,
      // A cache shared by the entries (and kept between runs): each still installs into its own directory, but
      // a dependency fetched once (the MCP SDK, zod, ...) is not fetched or revalidated again. npm checks every
      // tarball it takes from the cache against its integrity.
      ...(options.npmCache ? ["--cache", options.npmCache, "--prefer-offline"] : []),
      `${entry.package}@${entry.version}`,
    ],
    dir,
    npmInstallEnv(options.env),
    options.timeoutMs,
  );
  return binOf(entry, dir);
}

/** The bin `entry` names, else the package's only one: its link in node_modules/.bin. */
async function binOf(entry: SurveyEntry, dir: string): Promise<string> {
  const packageDir = path.join(dir, "node_modules", ...entry.package.split("/"));
  let manifest: { version?: unknown; bin?: unknown };
  try {
    manifest = JSON.parse(await readFile(path.join(packageDir, "package.json"), "utf8"));
  } catch (error) {
    throw new SurveyStepError("install", `npm installed no readable ${entry.package}: ${(error as Error).message}`);
  }
  if (manifest.version !== entry.version) {
    throw new SurveyStepError(
      "install",
      `npm installed ${entry.package}@${String(manifest.version)}, not ${entry.version}`,
    );
  }
  // npm links a bin under the last part of its name ("@brightdata/mcp" as .bin/mcp), as the package's own name.
  const bins: string[] =
    typeof manifest.bin === "string"
      ? [path.basename(entry.package)]
      : manifest.bin && typeof manifest.bin === "object"
        ? [...new Set(Object.keys(manifest.bin).map((name) => path.basename(name)))]
        : [];
  if (bins.length === 0) {
    throw new SurveyStepError("start", `${entry.package}@${entry.version} has no bin to start`);
  }
  const bin = entry.bin !== null ? path.basename(entry.bin) : bins.length === 1 ? bins[0] : null;
  if (bin === null) {
    throw new SurveyStepError(
      "start",
      `${entry.package}@${entry.version} has ${bins.length} bins (${bins.join(", ")}): name the one to start with bin`,
    );
  }
  if (!bins.includes(bin as string)) {
    throw new SurveyStepError(
      "start",
      `${entry.package}@${entry.version} has no bin "${bin}" (its bins: ${bins.join(", ")})`,
    );
  }
  return path.join(dir, "node_modules", ".bin", bin as string);
}
