/**
 * Untrusted text (a server's names, its error text, its stderr) in markdown and on terminals:
 * no link to a site of its choosing, no issue reference, no mention; and no escape sequence or
 * control character reaches a terminal, from the tables, from the error message or its stderr tail.
 */
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { reportError } from "../../../src/cli/main.js";
import { escapeMarkdown, stripTerminalControls } from "../../../src/core/render/escape.js";
import { renderMeasurementText } from "../../../src/core/render/measurement.js";
import type { Report } from "../../../src/core/report.js";
import { ServerError } from "../../../src/mcp/errors.js";
import { runCli } from "../../helpers/cli-process.js";
import { FIXTURES } from "../../helpers/fixture.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

const WJ = "\u2060";
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe("escapeMarkdown: nothing GitHub would link", () => {
  it.each([
    ["https://evil.example/login", `https:${WJ}//evil.example/login`],
    ["see http://x.example and ftp://y.example", `see http:${WJ}//x.example and ftp:${WJ}//y.example`],
    ["www.evil.example", `www${WJ}.evil.example`],
    ["go to WWW.evil.example", `go to WWW${WJ}.evil.example`],
    ["fixes GH-5", `fixes GH${WJ}-5`],
    ["gh-12 too", `gh${WJ}-12 too`],
    ["#5 and owner/repo#6", `\\#${WJ}5 and owner/repo\\#${WJ}6`],
    ["@octocat and @org/team", `@${WJ}octocat and @${WJ}org/team`],
    ["mail me: a@b.example", `mail me: a@${WJ}b.example`],
    ["c1\u009b31m control", "c131m control"],
  ])("%j", (input, expected) => {
    expect(escapeMarkdown(input)).toBe(expected);
  });

  it("leaves words that only look alike: GH-x, wwwx., a: //", () => {
    expect(escapeMarkdown("GH-x swww.a a: //b")).toBe("GH-x swww.a a: //b");
  });
});

describe("stripTerminalControls", () => {
  it.each([
    ["clear screen and home", "a\u001b[2J\u001b[Hb", "ab"],
    ["colours", "\u001b[1;31mred\u001b[0m", "red"],
    ["window title (OSC, BEL)", "\u001b]0;pwned\u0007text", "text"],
    ["hyperlink (OSC 8, ST)", "\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\", "click"],
    ["an unterminated OSC ends at the line's end", "\u001b]0;title\nnext line", "\nnext line"],
    ["DCS", "\u001bPq#0;2;0;0;0\u001b\\after", "after"],
    ["two-character sequence (RIS)", "x\u001bcy", "xy"],
    ["C1 CSI", "a\u009b31mb", "a31mb"],
    ["bell, backspace, NUL, DEL", "a\u0007b\u0008c\u0000d\u007fe", "abcde"],
    ["lone carriage return", "shown\rhidden", "shown\nhidden"],
    ["CRLF", "one\r\ntwo", "one\ntwo"],
    ["keeps tabs and newlines", "a\tb\nc", "a\tb\nc"],
    ["bidi override", "evil\u202etxt", "eviltxt"],
  ])("%s", (_, input, expected) => {
    expect(stripTerminalControls(input)).toBe(expected);
  });
});

const NASTY = "\u001b]0;pwned\u0007\u001b[2Jbad\u009b31m\rover";

describe("the server's error text and stderr", () => {
  it("ServerError.describe keeps no control sequence, in the message or the stderr tail", () => {
    const error = new ServerError(`tools/list failed: ${NASTY}`, [`line ${NASTY}`, "plain"]);
    const text = error.describe();
    expect(text).not.toMatch(CONTROL);
    expect(text).toBe(
      "tools/list failed: bad31m\nover\nlast lines of the server's stderr:\n  | line bad31m over\n  | plain",
    );
  });

  it("the CLI's error line keeps no control sequence", () => {
    let written = "";
    const code = reportError(
      new Error(`boom ${NASTY}`),
      { stdout: () => undefined, stderr: (t) => (written += t), isTTY: false },
      false,
    );
    expect(code).toBe(7);
    expect(written).toMatch(/^error: unexpected error: boom bad31m/);
    expect(written).not.toMatch(CONTROL);
  });

  it("the terminal table keeps no control sequence from names or warnings", () => {
    const report = {
      schemaVersion: 1,
      generator: { name: "mcp-token-budget", version: "0" },
      method: {
        views: { model: "m", raw: "r" },
        total: "t",
        json: "compact",
        encodings: ["o200k_base"],
        tokenizer: { name: "gpt-tokenizer", version: "4.0.0" },
      },
      server: { name: `srv${NASTY}`, version: null, protocolVersion: null },
      totals: { o200k_base: { model: 1, raw: 1 } },
      tools: [
        { name: `tool${NASTY}`, index: 0, tokens: { o200k_base: { model: 1, raw: 1, fields: { structure: 1 } } } },
      ],
      prompts: { count: 1, names: [`prompt${NASTY}`] },
      resources: null,
      warnings: [`warn${NASTY}`],
    } as unknown as Report;
    const text = renderMeasurementText(report);
    expect(text).toContain("tool");
    expect(text).not.toMatch(CONTROL);
  });
});

afterAll(removeTempDirs);

describe("the bundled CLI against a server that sends escape sequences", () => {
  it.each([
    ["in its error answer", []],
    ["on its stderr before it exits", ["--exit"]],
  ])("prints none of them (%s)", async (_, args) => {
    const server = path.join(FIXTURES, "hostile", "terminal-escapes.mjs");
    const run = await runCli(
      ["measure", "-t", "10", "--", process.execPath, server, ...args],
      await makeTempDir("esc-"),
    );
    expect(run.code).toBe(3);
    // The text is still there to read: only the sequences are gone.
    expect(run.stderr).toMatch(/red .*click bell c1-csi31m overwritten\s+fake line/);
    expect(run.stderr).not.toMatch(CONTROL);
    expect(run.stdout).not.toMatch(CONTROL);
  });
});
