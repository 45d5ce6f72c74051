import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/errors.ts
var EXIT_CODES = {
  ok: 0,
  budget: 1,
  usage: 2,
  input: 2,
  server: 3,
  git: 4,
  build: 5,
  io: 6,
  internal: 7,
  network: 8,
  provider: 9
};
var EXIT_MEANINGS = {
  ok: "ok",
  budget: "a budget limit is broken",
  usage: "usage error",
  input: "an input file (budget, report, configuration) is invalid",
  server: "the server could not be started or listed, or its tools cannot be counted",
  git: "git could not provide the base",
  build: "the build failed",
  io: "a file could not be read or written",
  internal: "an internal error",
  network: "model data could not be fetched (registry unreachable or not serving the pinned package)",
  provider: "a provider's token-counting endpoint gave no count (--provider-count)"
};
function exitCodesText() {
  const byCode = /* @__PURE__ */ new Map();
  for (const [kind, code] of Object.entries(EXIT_CODES)) {
    byCode.set(code, [...byCode.get(code) ?? [], EXIT_MEANINGS[kind]]);
  }
  return [...byCode.entries()].sort(([a], [b]) => a - b).map(([code, meanings]) => `  ${String(code).padEnd(4)}${meanings.join(", or ")}`).join("\n");
}
__name(exitCodesText, "exitCodesText");
var ToolError = class extends Error {
  constructor(kind, message, options) {
    super(message, options);
    this.kind = kind;
    this.name = "ToolError";
  }
  kind;
  static {
    __name(this, "ToolError");
  }
  /** The message as users should read it (subclasses add context such as a stderr tail). */
  describe() {
    return this.message;
  }
};
var UsageError = class extends ToolError {
  static {
    __name(this, "UsageError");
  }
  constructor(message) {
    super("usage", message);
    this.name = "UsageError";
  }
};
var IO_ADVICE = {
  ENOENT: "check that the directory exists",
  EACCES: "check the permissions of the path",
  EPERM: "check the permissions of the path",
  EISDIR: "give a file name, not a directory",
  ENOTDIR: "a part of the path is a file, not a directory",
  ENOSPC: "the disk is full; free some space",
  EROFS: "the file system is read-only; choose another path",
  EMFILE: "too many open files; raise the limit (ulimit -n)"
};
function isErrno(error) {
  return error instanceof Error && typeof error.code === "string";
}
__name(isErrno, "isErrno");
function classifyError(error) {
  if (error instanceof ToolError) return { kind: error.kind, message: error.describe(), stack: error.stack };
  if (isErrno(error) && error.syscall) {
    const code = error.code ?? "";
    const where = error.path ? ` ${error.path}` : "";
    const advice = IO_ADVICE[code] ?? "check the path and try again";
    return {
      kind: "io",
      message: `could not ${error.syscall}${where} (${code}): ${advice}`,
      stack: error.stack
    };
  }
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return {
      kind: "internal",
      message: "ran out of stack space (a document nested too deeply to process); report it with the input that caused it, or run with --debug for the stack",
      stack: error.stack
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    kind: "internal",
    message: `unexpected error: ${message.split("\n")[0]} (a defect in mcp-token-budget; run with --debug for the stack and report it)`,
    stack: error instanceof Error ? error.stack : void 0
  };
}
__name(classifyError, "classifyError");

export {
  EXIT_CODES,
  exitCodesText,
  ToolError,
  UsageError,
  classifyError
};
//# sourceMappingURL=chunk-5SZOHPIE.js.map
