/** Output files: checked before any work starts, so a typo in --out does not cost a build and a measurement. */
import { constants } from "node:fs";
import { access, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { ToolError } from "../core/errors.js";

export async function checkWritable(file: string | null): Promise<void> {
  if (!file) return;
  const dir = path.dirname(file);
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) {
    throw new ToolError(
      "io",
      `cannot write ${file}: the directory ${dir} does not exist; create it or choose another path`,
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

export async function writeOutputFile(file: string, text: string): Promise<void> {
  try {
    await writeFile(file, text);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "an I/O error";
    throw new ToolError("io", `could not write ${file} (${code}); check the path and free space`, { cause: error });
  }
}
