/** Finding and reading the calls file; parsing is pure (core/calls/parse.ts). */

import path from "node:path";
import { parseCallsFile } from "../core/calls/parse.js";
import type { CallsFile } from "../core/calls/types.js";
import { ToolError } from "../core/errors.js";
import { fileProblem } from "../core/file-errors.js";
import { FileTooLargeError, firstExistingFile, mebibytes, readTextFile } from "./read-limited.js";

export const DEFAULT_CALLS_NAMES = [
  "mcp-token-budget.calls.yml",
  "mcp-token-budget.calls.yaml",
  "mcp-token-budget.calls.json",
];
const CALLS_SIZE_LIMIT = 1024 * 1024;

export async function loadCallsFile(file: string, shownFrom = process.cwd()): Promise<CallsFile> {
  let text: string;
  try {
    text = await readTextFile(file, CALLS_SIZE_LIMIT);
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw new ToolError(
        "input",
        `calls file ${file} is over ${mebibytes(CALLS_SIZE_LIMIT)}; is this the right file?`,
      );
    }
    const code = (error as NodeJS.ErrnoException).code;
    throw new ToolError(
      "input",
      code === "ENOENT"
        ? `calls file ${file} does not exist`
        : `could not read calls file ${file}: ${fileProblem(error)}`,
    );
  }
  const relative = path.relative(shownFrom, file);
  return {
    ...parseCallsFile(text, relative && !relative.startsWith("..") ? relative : file),
    absolute: path.resolve(file),
  };
}

/** The default calls file in a directory (next to the budget file), or null. */
export async function findCallsFile(dir: string): Promise<string | null> {
  return firstExistingFile([dir], DEFAULT_CALLS_NAMES);
}

// The run's verdict on its calls lives apart (calls-failed.ts): a measure without --calls never loads the parser.
export { CallsFailedError, failedCalls } from "./calls-failed.js";
