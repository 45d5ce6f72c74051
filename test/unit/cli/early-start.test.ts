/**
 * The CLI's entry reads `measure [options] -- <command>` before the CLI loads, to start the server at once
 * (src/cli/early-start.ts). It reads only options it knows leave the server's start alone; these tests hold that
 * list to measure's real options (as its --help states them), and the plain form to what the real parser reads.
 */
import { describe, expect, it } from "vitest";
import { EARLY_OPTIONS, earlyCommand } from "../../../src/cli/early-start.js";
import { runCli } from "../../../src/cli/main.js";

/** measure's options as its help lists them: each flag (short and long) -> whether it takes a value. */
async function measureOptions(): Promise<Map<string, boolean>> {
  const parts: string[] = [];
  const io = { stdout: (t: string) => void parts.push(t), stderr: (t: string) => void parts.push(t), isTTY: false };
  await runCli(["measure", "--help"], io, {});
  const help = parts.join("");
  const options = new Map<string, boolean>();
  for (const match of help.matchAll(/^ {2}(-\w, )?(--[\w-]+)( <[^>]+>| \[[^\]]+\])?/gm)) {
    const takesValue = match[3] !== undefined;
    if (match[1]) options.set(match[1].slice(0, 2), takesValue);
    options.set(match[2] as string, takesValue);
  }
  return options;
}

describe("the options the entry reads before measure's own parser", () => {
  it("are measure's options, each taking a value exactly when measure's does", async () => {
    const real = await measureOptions();
    // The help was read: its server options are there.
    expect(real.get("--cwd")).toBe(true);
    expect(real.get("--check-stable")).toBe(false);
    for (const [flag, takesValue] of Object.entries(EARLY_OPTIONS)) {
      expect(real.get(flag), flag).toBe(takesValue);
    }
  });

  it("leave out every option that changes the server's start or runs something before it", () => {
    for (const flag of ["--cwd", "--env", "--strip-env", "--url", "--header", "--config", "--server", "--calls"]) {
      expect(EARLY_OPTIONS, flag).not.toHaveProperty(flag);
    }
    // --model and --context: a model whose data is missing is refused before any server starts.
    for (const flag of [
      "--dry-run",
      "--index-quantiles",
      "--provider-count",
      "--help",
      "-h",
      "--debug",
      "-m",
      "--model",
      "--context",
    ]) {
      expect(EARLY_OPTIONS, flag).not.toHaveProperty(flag);
    }
  });
});

describe("the server command the entry starts early", () => {
  it("is what follows -- after measure and options it knows, values taken whatever they look like", () => {
    expect(earlyCommand(["measure", "--", "node", "server.js", "--port", "1"])).toEqual([
      "node",
      "server.js",
      "--port",
      "1",
    ]);
    expect(
      earlyCommand(["measure", "-f", "json", "--format=json", "-o", "--", "-e", "o200k_base", "--wide", "--", "x"]),
    ).toEqual(["x"]);
    expect(earlyCommand(["measure", "--top", "5", "--check-stable", "--", "npx", "-y", "pkg"])).toEqual([
      "npx",
      "-y",
      "pkg",
    ]);
  });

  it("is nothing for any other form: the CLI then starts its server as it always did", () => {
    for (const argv of [
      [],
      ["compare", "--", "node", "server.js"],
      ["measure", "node", "server.js"],
      ["measure", "--"],
      ["measure", "--", ""],
      ["measure", "--cwd", "sub", "--", "node", "server.js"],
      ["measure", "--env", "A=1", "--", "node", "server.js"],
      ["measure", "--strip-env=TOKEN", "--", "node", "server.js"],
      ["measure", "--calls", "c.yml", "--dry-run", "--", "node", "server.js"],
      ["measure", "-fjson", "--", "node", "server.js"],
      ["measure", "--wide=yes", "--", "node", "server.js"],
      ["measure", "--format"],
      ["--debug", "measure", "--", "node", "server.js"],
      ["measure", "--help", "--", "node", "server.js"],
    ]) {
      expect(earlyCommand(argv), argv.join(" ")).toBeNull();
    }
  });
});
