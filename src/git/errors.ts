/** Errors from the git adapters: what happened, git's own words, and what the user can do. */

import { ToolError } from "../core/errors.js";
import { outputExcerpt } from "../core/output-excerpt.js";

/** A git operation failed in a way the user must fix (unknown ref, shallow clone that cannot be deepened). */
export class GitError extends ToolError {
  constructor(
    message: string,
    /** git's stderr, trimmed; empty when the failure was not git's own. */
    readonly stderr: string = "",
  ) {
    super("git", message);
    this.name = "GitError";
  }
}

/** The user's build command failed, was killed, or ran out of time. */
export class BuildError extends ToolError {
  constructor(
    readonly command: string,
    /** The short form for one-line reasons: "exit code 2", "killed by SIGKILL", "timed out after 600 s". */
    readonly how: string,
    /** Exit code of the shell; null when it was killed by a signal or timed out. */
    readonly exitCode: number | null,
    readonly timedOut: boolean,
    /** The last lines the build wrote to stdout and stderr, in the order they arrived. */
    readonly outputTail: string[],
    /** Every line kept of its output (its last 64 KiB), for the lines that say what failed (outputExcerpt). */
    readonly output: string[] = outputTail,
  ) {
    const tail =
      output.length > 0
        ? `\n${output.length > outputTail.length ? "its output, the lines that look like errors and the last ones" : "last lines of its output"}:\n${outputExcerpt(
            output,
            { tail: outputTail.length },
          )
            .map((l) => `  | ${l}`)
            .join("\n")}`
        : "";
    super("build", `the build command ${JSON.stringify(command)} failed (${how})${tail}`);
    this.name = "BuildError";
  }
}
