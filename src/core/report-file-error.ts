import { ToolError } from "./errors.js";

/** A report file that cannot be used: unreadable, not a report, or invalid. */
export class ReportFileError extends ToolError {
  constructor(message: string) {
    super("input", message);
    this.name = "ReportFileError";
  }
}
