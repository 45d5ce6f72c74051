/**
 * One error taxonomy for the whole tool. Every error a user can meet is a ToolError with a kind;
 * each door maps the kind to what it does (the CLI to an exit code, the action to a failed step)
 * in one place. Anything that is not a ToolError is classified by `classifyError`.
 */

export type ErrorKind =
  /** A flag, an input or a combination of them is wrong. */
  | "usage"
  /** A file the user gave is unusable: budget file, report, comparison. */
  | "input"
  /** The server under test could not be started, or did not list its tools. */
  | "server"
  /** The user's build command failed at head. */
  | "build"
  /** git could not provide the base (unknown ref, shallow clone, outside the repository). */
  | "git"
  /** Reading or writing a file of ours failed (an unwritable --out, a full disk). */
  | "io"
  /** Model data could not be fetched: the registry is unreachable, or it sent something else than pinned. */
  | "network"
  /**
   * A provider's token-counting endpoint gave no count: unreachable, timed out, refused the key, answered
   * an error, a redirect, too much, or something that is not a count.
   */
  | "provider"
  /** A defect in this tool. */
  | "internal";

/** Exit codes of the CLI, per kind; 1 is kept for "a budget rule is broken", which is not an error. */
export const EXIT_CODES: Readonly<Record<ErrorKind | "ok" | "budget", number>> = {
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
  provider: 9,
};

/**
 * What each exit code means, in the words of `--help`; docs/exit-codes.md and the README's table are
 * checked against EXIT_CODES and this by test/e2e/cli/exit-code-table.test.ts, which also runs each case.
 */
export const EXIT_MEANINGS: Readonly<Record<keyof typeof EXIT_CODES, string>> = {
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
  provider: "a provider's token-counting endpoint gave no count (--provider-count)",
};

/** One line per exit code ("  2  usage error or ..."), for --help. */
export function exitCodesText(): string {
  const byCode = new Map<number, string[]>();
  for (const [kind, code] of Object.entries(EXIT_CODES)) {
    byCode.set(code, [...(byCode.get(code) ?? []), EXIT_MEANINGS[kind as keyof typeof EXIT_CODES]]);
  }
  return [...byCode.entries()]
    .sort(([a], [b]) => a - b)
    .map(([code, meanings]) => `  ${String(code).padEnd(4)}${meanings.join(", or ")}`)
    .join("\n");
}

export class ToolError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ToolError";
  }

  /** The message as users should read it (subclasses add context such as a stderr tail). */
  describe(): string {
    return this.message;
  }
}

export class UsageError extends ToolError {
  constructor(message: string) {
    super("usage", message);
    this.name = "UsageError";
  }
}

/** What to say about any error, and how to classify it. */
export interface ErrorReport {
  kind: ErrorKind;
  /** What failed and what to do, without a stack trace. */
  message: string;
  /** The stack, for --debug / RUNNER_DEBUG only. */
  stack?: string;
}

const IO_ADVICE: Record<string, string> = {
  ENOENT: "check that the directory exists",
  EACCES: "check the permissions of the path",
  EPERM: "check the permissions of the path",
  EISDIR: "give a file name, not a directory",
  ENOTDIR: "a part of the path is a file, not a directory",
  ENOSPC: "the disk is full; free some space",
  EROFS: "the file system is read-only; choose another path",
  EMFILE: "too many open files; raise the limit (ulimit -n)",
};

function isErrno(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === "string";
}

export function classifyError(error: unknown): ErrorReport {
  if (error instanceof ToolError) return { kind: error.kind, message: error.describe(), stack: error.stack };
  if (isErrno(error) && error.syscall) {
    const code = error.code ?? "";
    const where = error.path ? ` ${error.path}` : "";
    const advice = IO_ADVICE[code] ?? "check the path and try again";
    return {
      kind: "io",
      message: `could not ${error.syscall}${where} (${code}): ${advice}`,
      stack: error.stack,
    };
  }
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return {
      kind: "internal",
      message:
        "ran out of stack space (a document nested too deeply to process); " +
        "report it with the input that caused it, or run with --debug for the stack",
      stack: error.stack,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    kind: "internal",
    message: `unexpected error: ${message.split("\n")[0]} (a defect in mcp-token-budget; run with --debug for the stack and report it)`,
    stack: error instanceof Error ? error.stack : undefined,
  };
}
