import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  FileTooLargeError,
  firstExistingFile,
  mebibytes,
  readTextFile
} from "./chunk-UJWHOAM5.js";
import {
  fileProblem
} from "./chunk-WHWYGBJU.js";
import {
  RULES,
  parseBudget
} from "./chunk-3LNUBDVX.js";
import {
  repoRoot
} from "./chunk-JYWWFT3Y.js";
import {
  modelIdProblem,
  profileIds
} from "./chunk-PLABDQE3.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/budget-file.ts
import path from "node:path";
var DEFAULT_BUDGET_NAMES = ["mcp-token-budget.yml", "mcp-token-budget.yaml", "mcp-token-budget.json"];
var BUDGET_SIZE_LIMIT = 1024 * 1024;
function repoRelativePath(file, root) {
  const relative = path.relative(path.resolve(root), path.resolve(file));
  if (!relative || relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep).join("/");
}
__name(repoRelativePath, "repoRelativePath");
function shownPath(file, shownFrom, root) {
  return repoRelativePath(file, shownFrom) ?? (root ? repoRelativePath(file, root) : null) ?? file;
}
__name(shownPath, "shownPath");
var BudgetFileMissingError = class extends ToolError {
  static {
    __name(this, "BudgetFileMissingError");
  }
  constructor(message) {
    super("input", message);
    this.name = "BudgetFileMissingError";
  }
};
async function findBudgetFile(dirs) {
  return firstExistingFile(dirs, DEFAULT_BUDGET_NAMES);
}
__name(findBudgetFile, "findBudgetFile");
async function loadBudgetFile(file, shownFrom = process.cwd(), root = null) {
  const shown = shownPath(file, shownFrom, root);
  let text;
  try {
    text = await readTextFile(file, BUDGET_SIZE_LIMIT);
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      const [size, limit] = [error.size === null ? "more" : mebibytes(error.size), mebibytes(BUDGET_SIZE_LIMIT)];
      throw new ToolError(
        "input",
        `budget file ${shown} is ${size}; budget files are limited to ${limit} (a budget needs a few lines: is this the right file?)`
      );
    }
    const code = error.code;
    throw new BudgetFileMissingError(
      code === "ENOENT" ? `budget file ${shown} does not exist` : `could not read budget file ${shown}: ${fileProblem(error)}`
    );
  }
  return {
    budget: parseBudget(text, shown, RULES, { models: profileIds(), modelProblem: modelIdProblem }),
    file: shown,
    path: path.resolve(file)
  };
}
__name(loadBudgetFile, "loadBudgetFile");
async function loadDefaultBudget(dir, knownRoot) {
  const root = knownRoot !== void 0 ? knownRoot : await repoRoot(dir).catch(() => null);
  const dirs = root && path.resolve(root) !== path.resolve(dir) ? [dir, root] : [dir];
  const found = await findBudgetFile(dirs);
  return found ? loadBudgetFile(found, root ?? dir) : null;
}
__name(loadDefaultBudget, "loadDefaultBudget");

export {
  repoRelativePath,
  findBudgetFile,
  loadBudgetFile,
  loadDefaultBudget
};
//# sourceMappingURL=chunk-P6YVIPJU.js.map
