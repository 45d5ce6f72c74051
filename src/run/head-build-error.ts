/**
 * The head's failed build, apart from the pipeline that throws it, so the failure path (action/failure.ts) can
 * tell it without loading the pipeline.
 */
import { ToolError } from "../core/errors.js";
import { outputExcerpt } from "../core/output-excerpt.js";
import type { BuildError } from "../git/errors.js";

/** A build that fails at head is the user's error to fix; unlike at base, there is nothing to fall back to. */
export class HeadBuildError extends ToolError {
  constructor(
    message: string,
    /** The first line of the message, without the output (for a caller that picks the output lines itself). */
    readonly heading: string = message,
    /** Every line kept of the build's output: the error state redacts them before it picks the ones to show. */
    readonly output: readonly string[] = [],
  ) {
    super("build", message);
    this.name = "HeadBuildError";
  }

  /** The failed build at head, with the lines of its output that say why (outputExcerpt): errors and the end. */
  static of(error: BuildError): HeadBuildError {
    const heading = `the build failed at head (${error.how}): ${error.command}`;
    const shown = outputExcerpt(error.output, { tail: error.outputTail.length });
    return new HeadBuildError(`${heading}\n${shown.join("\n")}`, heading, error.output);
  }
}
