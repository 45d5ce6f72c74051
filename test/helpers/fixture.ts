/** Starting the fixture server of test/fixtures in its different modes. */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
export const FIXTURE_SERVER = path.join(FIXTURES, "fixture-server.mjs");
export const toolsFile = (name: string) => path.join(FIXTURES, "tools", `${name}.json`);
export const badServer = (name: string) => path.join(FIXTURES, "bad", `${name}.mjs`);

export function readToolsFile(name: string): { tools: unknown[]; prompts?: unknown[]; resources?: unknown[] } {
  return JSON.parse(readFileSync(toolsFile(name), "utf8"));
}

/** Starts the fixture server over HTTP on a free port; resolves with its URL and a stop function. */
export async function startHttpFixture(
  args: string[],
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [FIXTURE_SERVER, ...args, "--http", "0"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.setEncoding("utf8");
    child.stdout?.on("data", (text: string) => {
      out += text;
      const match = /LISTENING (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`fixture server exited with ${code}`)));
  });
  return {
    url: base,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
