/** Whether a run's tool calls all went well, and the error that fails the run when not. */
import type { CallReport } from "../core/calls/types.js";
import { STATUS_KIND } from "../core/calls/types.js";
import { ToolError } from "../core/errors.js";

/** A run whose calls did not all go well: every failed call's located message, and the kind of the first. */
export class CallsFailedError extends ToolError {
  constructor(
    readonly failed: ReadonlyArray<Pick<CallReport, "name" | "status" | "message">>,
    /** "would fail" for a dry run, which makes no call. */
    verb = "failed",
  ) {
    const first = failed[0];
    super(
      first && first.status !== "ok" ? STATUS_KIND[first.status] : "server",
      `${failed.length} of the tool calls ${verb}:\n${failed.map((c) => c.message ?? `call ${c.name}: ${c.status}`).join("\n")}`,
    );
    this.name = "CallsFailedError";
  }
}

export function failedCalls(calls: readonly CallReport[] | undefined): CallReport[] {
  return (calls ?? []).filter((c) => c.status !== "ok");
}
