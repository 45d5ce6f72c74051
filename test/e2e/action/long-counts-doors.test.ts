/**
 * Long runs through the bundled CLI (`node dist/cli.js measure`) and the bundled action (`node dist/index.js`,
 * as the runner runs it), as a user meets them:
 * - a tool whose description is one word of 400 KB is counted, and its counts are js-tiktoken's (an
 *   independent oracle; how, below); before, counting it took minutes (26 s for 100 KB, in the action);
 * - SIGTERM while a large listing is being counted stops the run there: exit 143, no report printed (before,
 *   the signal waited for the count to end);
 * - a count that takes longer than --timeout ends with exit 3 and a message that says so (before, the
 *   timeout bounded only starting and listing, and counting ran on past it); the action's `timeout-seconds`
 *   alike (the issue's run with `timeout-seconds: 10` took 26 s);
 * - the same on a model profile (`-m llama-3.1`): SIGTERM while its chat template renders and tokenizes
 *   a listing it takes minutes to count exits 143 with no report, and --timeout ends its count, that profile
 *   alone "too slow" (before, the profiles' count was one synchronous stretch: the signal waited for it, and
 *   the report was printed); the action's `models: llama-3.1` with `timeout-seconds` alike.
 *
 * The oracle for a 400 KB word. js-tiktoken's own merge is quadratic (a 20,000-letter word takes it about
 * 40 s), so the word is built to be counted in parts: blocks of lowercase letters joined by ꔀ (U+A500, a
 * letter: the word stays one pre-tokenized piece). No token of either vocabulary holds a lowercase ASCII
 * letter next to the first byte of ꔀ, or its last byte next to such a letter (the first test checks this on
 * the vocabularies), so no merge of byte-pair encoding can cross a join, and the word's tokens are the blocks'
 * tokens and the joins' tokens, each counted by js-tiktoken on its own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import cl100kRanks from "gpt-tokenizer/bpeRanks/cl100k_base";
import o200kRanks from "gpt-tokenizer/bpeRanks/o200k_base";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { CLI, runCli } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleCount } from "../../helpers/oracle.js";

const JOIN = "\ua500";
const ENCODINGS = ["o200k_base", "cl100k_base"] as const;
const VOCABULARIES = { o200k_base: o200kRanks, cl100k_base: cl100kRanks };
/** Past this a run is killed and its test fails (without the fixes these runs take many minutes). */
const GIVE_UP_MS = 150_000;

afterAll(removeTempDirs);
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** Lowercase letters from a seeded generator, so that every block (and every tool) is different. */
function letters(n: number, seed: number): string {
  let state = seed >>> 0;
  let out = "";
  for (let i = 0; i < n; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out += String.fromCharCode(0x61 + ((state >>> 16) % 26));
  }
  return out;
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function startMeasure(args: string[], toolsPath: string): { child: ChildProcess; exited: Promise<Run> } {
  const child = spawn(
    process.execPath,
    [CLI, "measure", "--format", "json", ...args, "--", process.execPath, FIXTURE_SERVER, "--tools", toolsPath],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  started.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (text: string) => {
    stdout += text;
  });
  child.stderr?.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
  });
  const giveUp = setTimeout(() => child.kill("SIGKILL"), GIVE_UP_MS);
  const exited = new Promise<Run>((resolve) =>
    child.once("close", (code, signal) => {
      clearTimeout(giveUp);
      resolve({ code, signal, stdout, stderr });
    }),
  );
  return { child, exited };
}

/** The processes `pid` started that are still running (Linux: /proc). */
function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function until(what: string, check: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Tools with a description of one long word each (distinct words, so nothing is counted twice). */
async function bigListing(tools: number, wordChars: number): Promise<string> {
  const dir = await makeTempDir("long-counts-");
  const file = path.join(dir, "tools.json");
  const list = Array.from({ length: tools }, (_, i) => ({
    name: `tool_${i}`,
    description: letters(wordChars, i + 1),
    inputSchema: { type: "object" },
  }));
  writeFileSync(file, JSON.stringify({ tools: list }));
  return file;
}

describe("a description of one 400 KB word, through dist/cli.js", () => {
  it("no token of either vocabulary can merge across the join ꔀ (the premise of the oracle)", () => {
    const encoder = new TextEncoder();
    const join = encoder.encode(JOIN);
    const first = join[0] as number;
    const last = join[join.length - 1] as number;
    const lower = (byte: number | undefined) => byte !== undefined && byte >= 0x61 && byte <= 0x7a;
    expect(/^\p{Lo}$/u.test(JOIN)).toBe(true);
    for (const ranks of Object.values(VOCABULARIES)) {
      let tokens = 0;
      const across: number[] = [];
      for (const [rank, value] of ranks.entries()) {
        if (value === undefined) continue;
        tokens++;
        const bytes = typeof value === "string" ? encoder.encode(value) : Uint8Array.from(value);
        for (let i = 0; i + 1 < bytes.length; i++) {
          if ((lower(bytes[i]) && bytes[i + 1] === first) || (bytes[i] === last && lower(bytes[i + 1])))
            across.push(rank);
        }
      }
      expect(tokens).toBeGreaterThan(100_000);
      expect(across).toEqual([]);
    }
  });

  it("is counted, within a 20 s timeout, as js-tiktoken counts it block by block", async () => {
    const block = letters(1000, 42);
    const blocks = 400;
    const word = Array.from({ length: blocks }, () => block).join(JOIN);
    expect(word.length).toBeGreaterThan(400_000);
    const tool = { name: "long", description: word, inputSchema: { type: "object" } };
    const dir = await makeTempDir("long-word-");
    const file = path.join(dir, "tools.json");
    writeFileSync(file, JSON.stringify({ tools: [tool] }));

    const run = await startMeasure(["-t", "20"], file).exited;
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as {
      tools: Array<{ tokens: Record<string, { model: number; raw: number; fields: { description: number } }> }>;
    };

    // The JSON split at the joins: a head (up to the first block), the blocks between, a tail (the last
    // block and what follows it). Each part is pre-tokenized as it is inside the whole text.
    const json = JSON.stringify(tool);
    const parts = json.split(JOIN);
    expect(parts).toHaveLength(blocks);
    const described = JSON.stringify(word).split(JOIN);
    for (const encoding of ENCODINGS) {
      const joins = (blocks - 1) * oracleCount(JOIN, encoding);
      const middle = (blocks - 2) * oracleCount(block, encoding);
      const expected =
        oracleCount(parts[0] as string, encoding) + middle + oracleCount(parts.at(-1) as string, encoding) + joins;
      const description =
        oracleCount(described[0] as string, encoding) +
        middle +
        oracleCount(described.at(-1) as string, encoding) +
        joins;
      const counted = report.tools[0]?.tokens[encoding];
      expect({ encoding, raw: counted?.raw, model: counted?.model, description: counted?.fields.description }).toEqual({
        encoding,
        raw: expected,
        model: expected,
        description,
      });
    }
  }, 200_000);
});

describe.runIf(process.platform === "linux")("stopping a long count, through dist/cli.js", () => {
  it("SIGTERM while 40 words of 400 KB are counted: exit 143, and no report", async () => {
    const file = await bigListing(40, 400_000);
    const { child, exited } = startMeasure(["-t", "120"], file);
    const pid = child.pid as number;
    // The server is started, lists, and is ended; what the CLI does after that, before it prints, is counting.
    await until("the server to start", () => children(pid).length > 0 || child.exitCode !== null);
    await until("the server to be ended after listing", () => children(pid).length === 0 || child.exitCode !== null);
    child.kill("SIGTERM");
    const run = await exited;
    expect(run.stderr).toContain("SIGTERM received");
    expect(run.code).toBe(143);
    expect(run.stdout).toBe("");
  }, 200_000);

  it("a count longer than --timeout ends with exit 3, saying that counting took too long", async () => {
    // 40 words of 400 KB: about 16 MB of letters, listed in a few seconds and counted in many more.
    const file = await bigListing(40, 400_000);
    const run = await startMeasure(["-t", "10"], file).exited;
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/counting the tools took more than 10 s/);
    expect(run.code).toBe(3);
  }, 200_000);
});

/** How many tools slowOnLlama lists. */
const SLOW_TOOLS = 3000;

/**
 * A listing llama-3.1 takes minutes to count and everything else about a second: 3,000 small tools and 300 KB
 * of server instructions (words of 5 letters). The encodings and claude count the instructions once; Llama's
 * template puts them in the system message of every render, the one per tool included, so llama-3.1 tokenizes
 * them 3,001 times: about 150 s at a load average of 5 on the project's 2-core machine (2026-12-06), while
 * listing, the encodings' count and claude's count took about 1 s each. A deadline of PROFILE_DEADLINE_S sits
 * far from both, and a loaded machine slows both alike: the profile cannot finish within it, and the rest
 * cannot miss it. (Before, 40,000 tools and a deadline of 5 s: the encodings' count alone took 2.7 s at a load
 * of 16, and under the whole suite at load 20 it passed the deadline: exit 3.)
 */
async function slowOnLlama(): Promise<string> {
  const dir = await makeTempDir("long-profile-counts-");
  const file = path.join(dir, "tools.json");
  const list = Array.from({ length: SLOW_TOOLS }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool number ${i} looks a thing up.`,
    inputSchema: { type: "object", properties: { query: { type: "string" } } },
  }));
  const instructions = Array.from({ length: 51_200 }, (_, i) => letters(5, i + 1)).join(" ");
  writeFileSync(file, JSON.stringify({ instructions, tools: list }));
  return file;
}
/** The deadline of the "too slow" runs below (see slowOnLlama). */
const PROFILE_DEADLINE_S = "15";

describe.runIf(process.platform === "linux")(
  "stopping a long count on a model profile (-m llama-3.1), through dist/cli.js",
  () => {
    // slowOnLlama: o200k_base and claude count it in about 1 s, llama-3.1 in minutes (its template renders
    // the server's instructions once per tool).
    const profileArgs = ["-e", "o200k_base", "-m", "llama-3.1"];

    it("SIGTERM while llama-3.1 counts: exit 143, and no report", async () => {
      const file = await slowOnLlama();
      const { child, exited } = startMeasure([...profileArgs, "-t", "150"], file);
      const pid = child.pid as number;
      await until("the server to start", () => children(pid).length > 0 || child.exitCode !== null);
      await until("the server to be ended after listing", () => children(pid).length === 0 || child.exitCode !== null);
      // Past the encodings' count (about 1 s), well inside llama-3.1's (minutes).
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(child.exitCode).toBe(null);
      child.kill("SIGTERM");
      const run = await exited;
      expect(run.stderr).toContain("SIGTERM received");
      expect(run.code).toBe(143);
      expect(run.stdout).toBe("");
    }, 200_000);

    it("a llama-3.1 count longer than --timeout: llama-3.1 alone is not counted: too slow, the rest of the report stands", async () => {
      const file = await slowOnLlama();
      const run = await startMeasure(
        [...profileArgs, "-m", "claude", "-t", PROFILE_DEADLINE_S, "--format", "json"],
        file,
      ).exited;
      expect(run.code, run.stderr).toBe(0);
      const report = JSON.parse(run.stdout);
      expect(report.tools).toHaveLength(SLOW_TOOLS);
      expect(report.modelsNotCounted?.["llama-3.1"]?.reason).toBe("too slow");
      expect(report.modelsNotCounted?.["llama-3.1"]?.detail).toMatch(
        new RegExp(`counting the tools on this model profile took more than ${PROFILE_DEADLINE_S} s`),
      );
      expect(report.models?.["llama-3.1"]).toBeUndefined();
      // The encodings and the next profile, which has a deadline of its own, are counted.
      expect(report.totals.o200k_base.model).toBeGreaterThan(SLOW_TOOLS * 10);
      expect(report.models?.claude).toBeDefined();
      expect(report.modelsNotCounted?.claude).toBeUndefined();
    }, 200_000);

    it("a budget limit on a profile that was too slow to count fails with the reason (exit 1)", async () => {
      const file = await slowOnLlama();
      const budget = path.join(path.dirname(file), "budget.yml");
      writeFileSync(budget, "models:\n  llama-3.1:\n    total: 100000000\n");
      const run = await runCli(
        [
          "check",
          ...profileArgs,
          "-t",
          PROFILE_DEADLINE_S,
          "--budget",
          budget,
          "--",
          process.execPath,
          FIXTURE_SERVER,
          "--tools",
          file,
        ],
        path.dirname(file),
      );
      expect(run.stdout, run.stderr).toMatch(/BROKEN +limits on llama-3\.1 \(not counted\)/);
      expect(run.stdout).toMatch(
        new RegExp(
          `model llama-3\\.1 not counted in the head report: too slow \\(counting the tools on this model profile took more than ${PROFILE_DEADLINE_S} s`,
        ),
      );
      expect(run.code).toBe(1);
    }, 200_000);
  },
);

describe("a count longer than timeout-seconds, through dist/index.js", () => {
  it("fails the step with the counting message", async () => {
    const file = await bigListing(40, 400_000);
    const cwd = await makeTempDir("long-counts-action-");
    const action = await runAction({
      inputs: { command: `${process.execPath} ${FIXTURE_SERVER} --tools ${file}`, "timeout-seconds": "10" },
      eventName: "push",
      event: {},
      cwd,
      apiUrl: "http://127.0.0.1:9",
    });
    expect(action.stdout).toMatch(/::error::.*counting the tools took more than 10 s/);
    expect(action.code).toBe(1);
  }, 200_000);

  it("on models: llama-3.1 too: llama-3.1 is not counted: too slow, and the step goes on", async () => {
    const file = await slowOnLlama();
    const cwd = await makeTempDir("long-profile-counts-action-");
    const action = await runAction({
      inputs: {
        command: `${process.execPath} ${FIXTURE_SERVER} --tools ${file}`,
        encodings: "o200k_base",
        models: "llama-3.1",
        "timeout-seconds": PROFILE_DEADLINE_S,
      },
      eventName: "push",
      event: {},
      cwd,
      apiUrl: "http://127.0.0.1:9",
    });
    expect(action.outputs["report-path"], action.stdout).toBeTruthy();
    const report = JSON.parse(readFileSync(action.outputs["report-path"] as string, "utf8"));
    expect(report.modelsNotCounted?.["llama-3.1"]?.reason).toBe("too slow");
    expect(report.tools).toHaveLength(SLOW_TOOLS);
    expect(action.code).toBe(0);
  }, 200_000);
});
