/**
 * The examples in the README and in docs/*.md are run or checked here, so a page cannot teach what the tool
 * no longer does: the quick start's output is what `npm start` prints; every budget file shown is one the
 * bundled CLI's `check` accepts; every workflow step that uses the action passes only inputs action.yml
 * declares; every command line shown uses only options its command's `--help` lists.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT } from "../../helpers/action-runner.js";
import { runCli } from "../../helpers/cli-process.js";

const run = promisify(execFile);

interface Page {
  file: string;
  text: string;
}

interface Block {
  file: string;
  line: number;
  lang: string;
  body: string;
}

async function pages(): Promise<Page[]> {
  const docs = (await readdir(path.join(ROOT, "docs")))
    .filter((name) => name.endsWith(".md") && !name.startsWith("example-comment"))
    .map((name) => `docs/${name}`);
  return Promise.all(
    ["README.md", ...docs].map(async (file) => ({ file, text: await readFile(path.join(ROOT, file), "utf8") })),
  );
}

/** Fenced code blocks with their info string and the line they start on. */
function blocks(page: Page): Block[] {
  const out: Block[] = [];
  const lines = page.text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^([ \t]*)(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i] ?? "");
    if (!open) continue;
    const [, indent = "", fence = "", lang = ""] = open;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !(lines[i] ?? "").startsWith(indent + fence); i++)
      body.push((lines[i] ?? "").slice(indent.length));
    out.push({ file: page.file, line: start + 1, lang, body: body.join("\n") });
  }
  return out;
}

const isWorkflow = (yaml: string) =>
  /mcp-token-budget\/mcp-token-budget@/.test(yaml) || /^\s*(jobs|on|steps):/m.test(yaml);

let all: Page[] = [];
let dir = "";
beforeAll(async () => {
  all = await pages();
  dir = await mkdtemp(path.join(tmpdir(), "docs-examples-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the quick start", () => {
  it("shows exactly what `npm start` prints", async () => {
    const readme = all.find((p) => p.file === "README.md") as Page;
    const at = readme.text.indexOf("`npm start` prints");
    expect(at).toBeGreaterThan(-1);
    const shown = blocks(readme).find((b) => readme.text.split("\n").slice(0, b.line).join("\n").length > at);
    expect(shown?.lang).toBe("text");
    const pkg = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    // The script as npm runs it (sh -c, in the package's directory), without npm's own banner.
    // COLUMNS unset: the README shows the default 100 columns, whatever terminal runs the tests.
    const { stdout } = await run("sh", ["-c", pkg.scripts.start ?? ""], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, COLUMNS: "" },
    });
    expect(`${shown?.body}\n`).toBe(stdout);
  });
});

describe("the test suite, as the quick start describes it", () => {
  it("has as many test files as the README says", async () => {
    const readme = await readFile(path.join(ROOT, "README.md"), "utf8");
    const stated = /`npm test` takes [^(]*\(([\d,]+) test files;/.exec(readme)?.[1];
    expect(stated, "the README's quick start names the number of test files").toBeDefined();
    // Every tier's folder (test/unit, test/integration, test/e2e) and below.
    const files = (await readdir(path.join(ROOT, "test"), { recursive: true })).filter((f) => f.endsWith(".test.ts"));
    expect(Number(stated?.replace(/,/g, ""))).toBe(files.length);
  });
});

describe("the budget files shown", () => {
  let report = "";
  beforeAll(async () => {
    report = path.join(dir, "report.json");
    const measured = await runCli(
      ["measure", "--out", report, "--format", "json", "--", "node", "examples/example-server/server.mjs"],
      ROOT,
    );
    expect(measured.code, measured.stderr).toBe(0);
  });

  it("are accepted by check (exit 0 or 1, never the input-file error 2)", async () => {
    const budgets = all
      .filter((p) => p.file === "README.md" || p.file === "docs/budget-file.md")
      .flatMap(blocks)
      .filter((b) => b.lang === "yaml" && !isWorkflow(b.body));
    // README: one; the budget file page: the full file, per model and per server.
    expect(budgets.length).toBeGreaterThanOrEqual(4);
    for (const [i, budget] of budgets.entries()) {
      const file = path.join(dir, `budget-${i}.yml`);
      await writeFile(file, budget.body);
      const checked = await runCli(["check", "--budget", file, "--report", report], ROOT);
      expect([0, 1], `${budget.file}:${budget.line}: ${checked.stderr}`).toContain(checked.code);
    }
  });

  it("would be caught if one were wrong", async () => {
    const file = path.join(dir, "typo.yml");
    await writeFile(file, "total: 5000\npertool: 800\n");
    const checked = await runCli(["check", "--budget", file, "--report", report], ROOT);
    expect(checked.code).toBe(2);
  });
});

describe("the workflows shown", () => {
  it("give the action only inputs that action.yml declares", async () => {
    const action = parse(await readFile(path.join(ROOT, "action.yml"), "utf8")) as { inputs: Record<string, unknown> };
    const inputs = new Set(Object.keys(action.inputs));
    const steps: Array<{ where: string; with: Record<string, unknown> }> = [];
    const visit = (node: unknown, where: string) => {
      if (Array.isArray(node)) for (const item of node) visit(item, where);
      else if (node && typeof node === "object") {
        const step = node as Record<string, unknown>;
        if (typeof step.uses === "string" && step.uses.startsWith("mcp-token-budget/mcp-token-budget@"))
          steps.push({ where, with: (step.with ?? {}) as Record<string, unknown> });
        for (const value of Object.values(step)) visit(value, where);
      }
    };
    for (const block of all.flatMap(blocks).filter((b) => b.lang === "yaml" && isWorkflow(b.body)))
      visit(parse(block.body), `${block.file}:${block.line}`);
    // The fork recipe's two workflows, a Node, Python and HTTP server, config mode, release notes, badge.
    expect(steps.length).toBeGreaterThanOrEqual(8);
    for (const step of steps) {
      for (const key of Object.keys(step.with)) expect(inputs.has(key), `${step.where}: input "${key}"`).toBe(true);
      const given = ["command", "url", "config"].filter((key) => key in step.with);
      // Comment mode reads one job's comparison, or a matrix's (comparison-files): exactly one of them.
      if (step.with.mode === "comment")
        expect(
          ["comparison", "comparison-files"].filter((key) => key in step.with),
          step.where,
        ).toHaveLength(1);
      else expect(given.length, `${step.where}: one of command, url, config`).toBe(1);
    }
  });
});

/** Words of a shell command line, quotes removed; stops at a comment or a shell operator. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) {
    const word = match[1] ?? match[2] ?? match[3] ?? "";
    if (match[3] !== undefined && (/^(#|\||&&|;|>|<)/.test(word) || word === "\\")) break;
    words.push(word);
  }
  return words;
}

interface CommandLine {
  where: string;
  command: string;
  words: string[];
}

/** `mcp-token-budget <command> ...` (also via npx or node .../dist/cli.js) in code blocks and inline code. */
function commandLines(page: Page): CommandLine[] {
  const out: CommandLine[] = [];
  const take = (text: string, where: string) => {
    const re = /(?<=^|[\s$(])(?:npx\s+)?(?:mcp-token-budget|node\s+\S*dist\/cli\.js)\s+([a-z][\w-]*)(?=\s|$)(.*)$/gm;
    for (const match of text.matchAll(re))
      out.push({ where, command: match[1] ?? "", words: shellWords(match[2] ?? "") });
  };
  for (const block of blocks(page).filter((b) => ["", "sh", "bash", "console", "shell"].includes(b.lang)))
    take(block.body.replace(/\\\n\s*/g, " "), `${page.file}:${block.line}`);
  const prose = page.text.replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2[^\n]*$/gm, "");
  for (const match of prose.matchAll(/`([^`\n]+)`/g)) take(match[1] ?? "", `${page.file} (inline)`);
  return out;
}

/** The options a command's --help lists, with whether each takes a value. */
async function optionsOf(command: string): Promise<Map<string, boolean>> {
  const help = await runCli([command, "--help"], ROOT);
  expect(help.code, `${command} --help: ${help.stderr}`).toBe(0);
  const options = new Map<string, boolean>([["--debug", false]]);
  for (const match of help.stdout.matchAll(/^ {2}(?:(-\w), )?(--[\w-]+)( [<[])?/gm)) {
    const takesValue = match[3] !== undefined;
    options.set(match[2] ?? "", takesValue);
    if (match[1]) options.set(match[1], takesValue);
  }
  return options;
}

describe("the command lines shown", () => {
  it("use only commands the CLI has, and options their --help lists", async () => {
    const lines = all.flatMap(commandLines);
    expect(lines.length).toBeGreaterThanOrEqual(30);
    const top = await runCli(["--help"], ROOT);
    const commands = new Set([...top.stdout.matchAll(/^ {2}([a-z][\w-]*) /gm)].map((m) => m[1]));
    const known = new Map<string, Map<string, boolean>>();
    const problems: string[] = [];
    for (const line of lines) {
      if (!commands.has(line.command)) {
        problems.push(`${line.where}: no command "${line.command}"`);
        continue;
      }
      if (!known.has(line.command)) known.set(line.command, await optionsOf(line.command));
      const options = known.get(line.command) as Map<string, boolean>;
      for (let i = 0; i < line.words.length; i++) {
        const word = line.words[i] ?? "";
        if (word === "--" || !word.startsWith("-")) break; // the server's command (or a positional) starts here
        const name = word.split("=")[0] ?? "";
        if (!options.has(name)) problems.push(`${line.where}: ${line.command} has no option ${name}`);
        else if (options.get(name) && !word.includes("=")) i++;
      }
    }
    expect(problems).toEqual([]);
  });
});
