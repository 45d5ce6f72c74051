import { ToolError } from "../core/errors.js";
import { isLeftOut } from "../core/output-excerpt.js";
import { stripTerminalControls } from "../core/render/escape.js";

/** An error about the server under test: start-up, protocol or listing. */
export class ServerError extends ToolError {
  /**
   * What listServer was doing when it failed ("starting the server", "listing tools", ...): set where the
   * error leaves listServer, so a caller (the survey) can tell a failed start from a failed listing.
   */
  stage?: string;

  constructor(
    message: string,
    /**
     * What the server wrote to stderr, for context: its last lines, after the lines that look like errors
     * when there was more (outputExcerpt, with "… N lines left out …" where lines were left out).
     */
    readonly stderrTail: string[] = [],
  ) {
    super("server", message);
    this.name = "ServerError";
  }

  /**
   * The message with the stderr tail appended, as users should see it. Both may carry the server's
   * own text: no escape sequence or control character of it reaches a terminal or a log.
   */
  override describe(): string {
    const message = stripTerminalControls(this.message);
    if (this.stderrTail.length === 0) return message;
    // A tail line stays one line, so each one keeps its "  | " prefix.
    const tail = this.stderrTail.map((l) => `  | ${stripTerminalControls(l).replace(/\n/g, " ")}`);
    const what = this.stderrTail.some(isLeftOut)
      ? "the server's stderr, the lines that look like errors and the last ones"
      : "last lines of the server's stderr";
    return `${message}\n${what}:\n${tail.join("\n")}`;
  }
}
