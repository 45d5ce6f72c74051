import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  FileTooLargeError,
  firstExistingFile,
  mebibytes,
  readTextFile
} from "./chunk-6ERYKNIE.js";
import {
  parseCallsFile
} from "./chunk-WB6UZB2U.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/settings/labels.ts
var LABELS = {
  command: { cli: "a command after --", action: "command" },
  url: { cli: "--url", action: "url" },
  headers: { cli: "--header", action: "headers" },
  env: { cli: "--env", action: "env" },
  stripEnv: { cli: "--strip-env", action: "strip-env" },
  cwd: { cli: "--cwd", action: "working-directory" },
  encodings: { cli: "--encoding", action: "encodings" },
  timeout: { cli: "--timeout", action: "timeout-seconds" },
  maxResponse: { cli: "--max-response-mb", action: "max-response-mb" },
  models: { cli: "--model", action: "models" },
  context: { cli: "--context", action: "context" },
  cacheRequests: { cli: "--cache-requests-per-lifetime", action: "cache-requests-per-lifetime" },
  checkStable: { cli: "--check-stable", action: "check-stable" },
  providerCount: { cli: "--provider-count", action: "anthropic-api-key / openai-api-key" },
  anthropicApiKey: { cli: "ANTHROPIC_API_KEY", action: "anthropic-api-key" },
  openaiApiKey: { cli: "OPENAI_API_KEY", action: "openai-api-key" },
  anthropicBaseUrl: { cli: "ANTHROPIC_BASE_URL", action: "ANTHROPIC_BASE_URL" },
  openaiBaseUrl: { cli: "OPENAI_BASE_URL", action: "OPENAI_BASE_URL" },
  build: { cli: "--build", action: "build" },
  buildTimeout: { cli: "--build-timeout", action: "build-timeout-seconds" },
  budget: { cli: "--budget", action: "budget-file" },
  base: { cli: "--base", action: "base-ref" },
  baseReport: { cli: "--base-report", action: "base-report" },
  report: { cli: "--report", action: "report" },
  cache: { cli: "--no-cache", action: "cache" },
  calls: { cli: "--calls", action: "calls" },
  cacheDir: { cli: "--cache-dir", action: "cache-dir" },
  parallel: { cli: "--no-parallel", action: "parallel" },
  out: { cli: "--out", action: "output-dir" },
  config: { cli: "--config", action: "config" },
  servers: { cli: "--server", action: "servers" },
  jobs: { cli: "--jobs", action: "jobs" },
  inputs: { cli: "--input", action: "inputs" }
};
function settingLabel(door, key) {
  return LABELS[key][door];
}
__name(settingLabel, "settingLabel");

// src/run/calls-file.ts
import path from "node:path";

// src/core/calls/types.ts
var STATUS_KIND = {
  "unknown-tool": "input",
  "bad-arguments": "input",
  error: "server",
  timeout: "server",
  oversize: "server",
  crashed: "server"
};

// src/run/calls-file.ts
var DEFAULT_CALLS_NAMES = [
  "mcp-token-budget.calls.yml",
  "mcp-token-budget.calls.yaml",
  "mcp-token-budget.calls.json"
];
var CALLS_SIZE_LIMIT = 1024 * 1024;
async function loadCallsFile(file, shownFrom = process.cwd()) {
  let text;
  try {
    text = await readTextFile(file, CALLS_SIZE_LIMIT);
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw new ToolError(
        "input",
        `calls file ${file} is over ${mebibytes(CALLS_SIZE_LIMIT)}; is this the right file?`
      );
    }
    const code = error.code;
    throw new ToolError(
      "input",
      code === "ENOENT" ? `calls file ${file} does not exist` : `could not read calls file ${file}: ${error.message}`
    );
  }
  const relative = path.relative(shownFrom, file);
  return {
    ...parseCallsFile(text, relative && !relative.startsWith("..") ? relative : file),
    absolute: path.resolve(file)
  };
}
__name(loadCallsFile, "loadCallsFile");
async function findCallsFile(dir) {
  return firstExistingFile([dir], DEFAULT_CALLS_NAMES);
}
__name(findCallsFile, "findCallsFile");
var CallsFailedError = class extends ToolError {
  constructor(failed) {
    const first = failed[0];
    super(
      first && first.status !== "ok" ? STATUS_KIND[first.status] : "server",
      `${failed.length} of the tool calls failed:
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
  settingLabel,
  loadCallsFile,
  findCallsFile,
  CallsFailedError,
  failedCalls
};
//# sourceMappingURL=chunk-WQAZ7Z2O.js.map
