import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/calls/types.ts
var STATUS_KIND = {
  "unknown-tool": "input",
  "bad-arguments": "input",
  error: "server",
  timeout: "server",
  oversize: "server",
  crashed: "server"
};

// src/run/calls-failed.ts
var CallsFailedError = class extends ToolError {
  constructor(failed, verb = "failed") {
    const first = failed[0];
    super(
      first && first.status !== "ok" ? STATUS_KIND[first.status] : "server",
      `${failed.length} of the tool calls ${verb}:
${failed.map((c) => c.message ?? `call ${c.name}: ${c.status}`).join("\n")}`
    );
    this.failed = failed;
    this.name = "CallsFailedError";
  }
  failed;
  static {
    __name(this, "CallsFailedError");
  }
};
function failedCalls(calls) {
  return (calls ?? []).filter((c) => c.status !== "ok");
}
__name(failedCalls, "failedCalls");

export {
  CallsFailedError,
  failedCalls
};
//# sourceMappingURL=chunk-7KINYLOR.js.map
