/** Errors that are not ours still get a kind and a message that says what failed and what to do. */
import { describe, expect, it } from "vitest";
import { classifyError, EXIT_CODES, ToolError, UsageError } from "../../../src/core/errors.js";

function errno(code: string, syscall: string, file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${syscall} '${file}'`), { code, syscall, path: file });
}

describe("classifyError", () => {
  it.each([
    [errno("EACCES", "open", "/etc/r.json"), "could not open /etc/r.json (EACCES): check the permissions of the path"],
    [
      errno("ENOSPC", "write", "/tmp/r.json"),
      "could not write /tmp/r.json (ENOSPC): the disk is full; free some space",
    ],
    [errno("EISDIR", "open", "/tmp"), "could not open /tmp (EISDIR): give a file name, not a directory"],
    [errno("EWEIRD", "open", "/x"), "could not open /x (EWEIRD): check the path and try again"],
  ])("an operating-system error is io: %s", (error, message) => {
    expect(classifyError(error)).toMatchObject({ kind: "io", message });
  });

  it("keeps the kind and message of our own errors", () => {
    expect(classifyError(new UsageError("--x: bad"))).toMatchObject({ kind: "usage", message: "--x: bad" });
    expect(classifyError(new ToolError("git", "no merge-base"))).toMatchObject({ kind: "git" });
  });

  it("calls a stack overflow what it is, in one line", () => {
    let depth = 0;
    const recurse = (): number => {
      depth++;
      return recurse() + 1;
    };
    let overflow: unknown;
    try {
      recurse();
    } catch (error) {
      overflow = error;
    }
    expect(depth).toBeGreaterThan(100);
    const report = classifyError(overflow);
    expect(report.kind).toBe("internal");
    expect(report.message).toMatch(/^ran out of stack space/);
    expect(report.message).not.toContain("\n");
  });

  it("turns anything else into an internal error with only its first line", () => {
    const report = classifyError(new Error("first\nsecond"));
    expect(report).toMatchObject({ kind: "internal" });
    expect(report.message).toBe(
      "unexpected error: first (a defect in mcp-token-budget; run with --debug for the stack and report it)",
    );
    expect(classifyError("a string")).toMatchObject({ kind: "internal" });
  });

  it("gives every kind an exit code, distinct except usage and input files", () => {
    const codes = Object.entries(EXIT_CODES)
      .filter(([k]) => k !== "input")
      .map(([, c]) => c);
    expect(new Set(codes).size).toBe(codes.length);
    expect(EXIT_CODES.input).toBe(EXIT_CODES.usage);
  });
});
