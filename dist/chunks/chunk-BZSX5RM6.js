import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  parseCallsFile
} from "./chunk-JCAEX2LW.js";
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
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/calls-file.ts
import path from "node:path";
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
      code === "ENOENT" ? `calls file ${file} does not exist` : `could not read calls file ${file}: ${fileProblem(error)}`
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

export {
  DEFAULT_CALLS_NAMES,
  loadCallsFile,
  findCallsFile
};
//# sourceMappingURL=chunk-BZSX5RM6.js.map
