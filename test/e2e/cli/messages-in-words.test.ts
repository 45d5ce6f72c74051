/**
 * Messages a person can act on (issue 25): a missing or unreadable input file, a configuration that is not
 * JSON, an HTTP server that is not there: each says what is wrong in words, with no error code, no
 * TypeError and no parser constant, and input-file errors exit 2 as docs/exit-codes.md says.
 */
import { mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileProblem, parseProblem } from "../../../src/core/file-errors.js";
import { runCli } from "../../helpers/cli-process.js";

const dir = mkdtempSync(path.join(tmpdir(), "mtb-words-"));
const INTERNALS = /ENOENT|ELOOP|ECONNREFUSED|TypeError|ValueExpected|PropertyNameExpected|at position/;

/** A port nothing listens on: bound, then closed. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("messages in words", () => {
  it("a configuration that is not JSON: the line, the column and what is expected there (exit 2)", async () => {
    const file = path.join(dir, "bad.json");
    writeFileSync(file, '{\n  "mcpServers": {\n    "a": ,\n  }\n}\n');
    const run = await runCli(["measure", "--config", `claude-desktop:${file}`], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`configuration file ${file}: line 3, column 10: a value is expected`);
    expect(run.stderr).not.toMatch(INTERNALS);
  });

  it("a configuration that cannot be read (a loop of links) is an input error in words: exit 2, not 6", async () => {
    const file = path.join(dir, "loop.json");
    symlinkSync(file, file);
    const run = await runCli(["measure", "--config", `claude-desktop:${file}`], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`configuration file ${file}: cannot be read: too many symbolic links on its path`);
    expect(run.stderr).not.toMatch(INTERNALS);
  });

  it("--url where nothing listens: one reason, in words", async () => {
    const url = `http://127.0.0.1:${await freePort()}/mcp`;
    const run = await runCli(["measure", "--url", url], dir);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain(`could not connect to ${url}: nothing is listening there (connection refused)`);
    expect(run.stderr).not.toMatch(INTERNALS);
  });

  it("fileProblem and parseProblem say the problem once, without codes", () => {
    expect(
      fileProblem(Object.assign(new Error("ENOENT: no such file or directory, open 'x'"), { code: "ENOENT" })),
    ).toBe("no such file");
    expect(fileProblem(new SyntaxError("Unexpected end of JSON input"))).toBe(
      "not valid JSON (Unexpected end of JSON input)",
    );
    expect(parseProblem('{\n  "a" 1\n}', 8, "ColonExpected")).toBe(
      "line 2, column 7: ':' is expected after the property name",
    );
  });
});
