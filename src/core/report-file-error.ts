/** A report file that cannot be used: unreadable, not a report, or invalid. Exit code 2 in the CLI. */
export class ReportFileError extends Error {
  override name = "ReportFileError";
}
