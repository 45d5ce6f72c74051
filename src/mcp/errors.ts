import { ToolError } from "../core/errors.js";

/** An error about the server under test: start-up, protocol or listing. */
export class ServerError extends ToolError {
  constructor(
    message: string,
    /** The last lines the server wrote to stderr, for context. */
    readonly stderrTail: string[] = [],
  ) {
    super("server", message);
    this.name = "ServerError";
  }

  /** The message with the stderr tail appended, as users should see it. */
  override describe(): string {
    if (this.stderrTail.length === 0) return this.message;
    return `${this.message}\nlast lines of the server's stderr:\n${this.stderrTail.map((l) => `  | ${l}`).join("\n")}`;
  }
}
