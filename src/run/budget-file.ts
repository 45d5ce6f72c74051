/** Finding and reading the budget file; the parsing and checking are pure (core/budget). */

import path from "node:path";
import { type Budget, parseBudget, RULES } from "../core/budget.js";
import { ToolError } from "../core/errors.js";
import { fileProblem } from "../core/file-errors.js";
import { repoRoot } from "../git/repo.js";
import { modelIdProblem, profileIds } from "../models/registry.js";
import { FileTooLargeError, firstExistingFile, mebibytes, readTextFile } from "./read-limited.js";

export const DEFAULT_BUDGET_NAMES = ["mcp-token-budget.yml", "mcp-token-budget.yaml", "mcp-token-budget.json"];

/** A budget is a few lines; a limit per tool for 10,000 tools is about 400 KiB. */
export const BUDGET_SIZE_LIMIT = 1024 * 1024;

export interface LoadedBudget {
  budget: Budget;
  /** The file as shown to people (relative to the directory it was looked up from when possible). */
  file: string;
  /** The file's absolute path (set by loadBudgetFile), for links: see repoRelativePath. */
  path?: string;
}

/**
 * `file` relative to the repository root, "/"-separated, as GitHub's blob links and annotations want it;
 * null when it is not inside the repository (a budget file given by an absolute path elsewhere).
 */
export function repoRelativePath(file: string, root: string): string | null {
  const relative = path.relative(path.resolve(root), path.resolve(file));
  if (!relative || relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep).join("/");
}

/**
 * The budget file as people read it (the comment, the summary, file:line errors): relative to the
 * directory it was looked up from when it is inside it, else relative to the repository root (a
 * `../../budget/shared.yml` from a package's working-directory). Only a file outside the repository
 * keeps its absolute path: the runner's checkout (/home/runner/work/...) means nothing to a reader.
 */
export function shownPath(file: string, shownFrom: string, root: string | null): string {
  return repoRelativePath(file, shownFrom) ?? (root ? repoRelativePath(file, root) : null) ?? file;
}

/** The budget file that was named cannot be read. */
export class BudgetFileMissingError extends ToolError {
  constructor(message: string) {
    super("input", message);
    this.name = "BudgetFileMissingError";
  }
}

/** The first default budget file found in the given directories, in order. */
export async function findBudgetFile(dirs: readonly string[]): Promise<string | null> {
  return firstExistingFile(dirs, DEFAULT_BUDGET_NAMES);
}

/**
 * Reads and parses a budget file; throws BudgetError with file:line messages when it is invalid
 * (including a model id that is not a profile of the registry).
 */
export async function loadBudgetFile(
  file: string,
  shownFrom = process.cwd(),
  root: string | null = null,
): Promise<LoadedBudget> {
  const shown = shownPath(file, shownFrom, root);
  let text: string;
  try {
    text = await readTextFile(file, BUDGET_SIZE_LIMIT);
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      const [size, limit] = [error.size === null ? "more" : mebibytes(error.size), mebibytes(BUDGET_SIZE_LIMIT)];
      throw new ToolError(
        "input",
        `budget file ${shown} is ${size}; budget files are limited to ${limit} (a budget needs a few lines: is this the right file?)`,
      );
    }
    const code = (error as NodeJS.ErrnoException).code;
    throw new BudgetFileMissingError(
      code === "ENOENT"
        ? `budget file ${shown} does not exist`
        : `could not read budget file ${shown}: ${fileProblem(error)}`,
    );
  }
  // The core cannot know the model registry; a model id it lacks is an error with a did-you-mean.
  return {
    budget: parseBudget(text, shown, RULES, { models: profileIds(), modelProblem: modelIdProblem }),
    file: shown,
    path: path.resolve(file),
  };
}

/**
 * The default budget for a directory: a budget file in it, else at the repository root (so a
 * server in a monorepo package can have its own). Shown relative to the repository root.
 */
export async function loadDefaultBudget(dir: string, knownRoot?: string | null): Promise<LoadedBudget | null> {
  const root = knownRoot !== undefined ? knownRoot : await repoRoot(dir).catch(() => null);
  const dirs = root && path.resolve(root) !== path.resolve(dir) ? [dir, root] : [dir];
  const found = await findBudgetFile(dirs);
  return found ? loadBudgetFile(found, root ?? dir) : null;
}
