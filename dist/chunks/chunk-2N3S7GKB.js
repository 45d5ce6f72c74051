import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/output-file.ts
import { constants } from "node:fs";
import { access, stat, writeFile } from "node:fs/promises";
import path from "node:path";
async function checkWritable(file) {
  if (!file) return;
  const dir = path.dirname(file);
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) {
    throw new ToolError(
      "io",
      `cannot write ${file}: the directory ${dir} does not exist; create it or choose another path`
    );
  }
  const existing = await stat(file).catch(() => null);
  if (existing?.isDirectory()) throw new ToolError("io", `cannot write ${file}: it is a directory; give a file name`);
  try {
    await access(existing ? file : dir, constants.W_OK);
  } catch {
    throw new ToolError("io", `cannot write ${file}: permission denied; choose a path you can write to`);
  }
}
__name(checkWritable, "checkWritable");
async function writeOutputFile(file, text) {
  try {
    await writeFile(file, text);
  } catch (error) {
    const code = error.code ?? "an I/O error";
    throw new ToolError("io", `could not write ${file} (${code}); check the path and free space`, { cause: error });
  }
}
__name(writeOutputFile, "writeOutputFile");

export {
  checkWritable,
  writeOutputFile
};
//# sourceMappingURL=chunk-2N3S7GKB.js.map
