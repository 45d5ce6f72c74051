import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/read-limited.ts
import { access, open } from "node:fs/promises";
import path from "node:path";
var FileTooLargeError = class extends Error {
  constructor(size) {
    super(`file larger than the limit${size === null ? "" : ` (${size} bytes)`}`);
    this.size = size;
    this.name = "FileTooLargeError";
  }
  size;
  static {
    __name(this, "FileTooLargeError");
  }
};
var CHUNK = 1024 * 1024;
async function readTextFile(file, limit) {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    if (size > limit) throw new FileTooLargeError(size);
    const chunks = [];
    let total = 0;
    for (; ; ) {
      const buffer = Buffer.allocUnsafe(CHUNK);
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > limit) throw new FileTooLargeError(null);
      chunks.push(bytesRead === CHUNK ? buffer : buffer.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total).toString("utf8");
  } finally {
    await handle.close();
  }
}
__name(readTextFile, "readTextFile");
function mebibytes(bytes) {
  const mib = bytes / (1024 * 1024);
  return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB`;
}
__name(mebibytes, "mebibytes");
async function readJsonDocument(file, limit, errors) {
  try {
    return JSON.parse(await readTextFile(file, limit));
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw errors.tooLarge(error.size === null ? "more" : mebibytes(error.size), mebibytes(limit));
    }
    throw errors.unreadable(error.message);
  }
}
__name(readJsonDocument, "readJsonDocument");
async function firstExistingFile(dirs, names) {
  for (const dir of dirs) {
    for (const name of names) {
      const candidate = path.join(dir, name);
      try {
        await access(candidate);
        return candidate;
      } catch {
      }
    }
  }
  return null;
}
__name(firstExistingFile, "firstExistingFile");

export {
  FileTooLargeError,
  readTextFile,
  mebibytes,
  readJsonDocument,
  firstExistingFile
};
//# sourceMappingURL=chunk-6ERYKNIE.js.map
