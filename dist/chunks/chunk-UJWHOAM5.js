import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  fileProblem
} from "./chunk-WHWYGBJU.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/read-limited.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
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
var PIPE_POLL_MS = 20;
var NotAFileError = class extends Error {
  constructor(what) {
    super(`${what}, not a regular file or a pipe`);
    this.what = what;
    this.name = "NotAFileError";
  }
  what;
  static {
    __name(this, "NotAFileError");
  }
};
function kindOf(stat) {
  if (stat.isCharacterDevice()) return "a character device";
  if (stat.isBlockDevice()) return "a block device";
  if (stat.isSocket()) return "a socket";
  return "a special file";
}
__name(kindOf, "kindOf");
var eisdir = /* @__PURE__ */ __name((file) => Object.assign(new Error(`EISDIR: illegal operation on a directory, read '${file}'`), { code: "EISDIR" }), "eisdir");
var withoutBom = /* @__PURE__ */ __name((text) => text.charCodeAt(0) === 65279 ? text.slice(1) : text, "withoutBom");
async function readTextFile(file, limit) {
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = await handle.stat();
    if (stat.isDirectory()) throw eisdir(file);
    const pipe = stat.isFIFO();
    if (!stat.isFile() && !pipe) throw new NotAFileError(kindOf(stat));
    if (stat.size > limit) throw new FileTooLargeError(stat.size);
    const chunks = [];
    let total = 0;
    for (; ; ) {
      const buffer = Buffer.allocUnsafe(CHUNK);
      let bytesRead;
      try {
        ({ bytesRead } = await handle.read(buffer, 0, CHUNK, null));
      } catch (error) {
        if (error.code !== "EAGAIN") throw error;
        await new Promise((resolve) => setTimeout(resolve, PIPE_POLL_MS));
        continue;
      }
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > limit) throw new FileTooLargeError(null);
      chunks.push(bytesRead === CHUNK ? buffer : buffer.subarray(0, bytesRead));
    }
    return withoutBom(Buffer.concat(chunks, total).toString("utf8"));
  } finally {
    await handle.close();
  }
}
__name(readTextFile, "readTextFile");
function readSmallRegularFileSync(file, limit) {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw eisdir(file);
    if (!stat.isFile()) throw new NotAFileError(stat.isFIFO() ? "a pipe" : kindOf(stat));
    if (stat.size > limit) throw new FileTooLargeError(stat.size);
    const buffer = Buffer.allocUnsafe(limit + 1);
    let total = 0;
    for (; ; ) {
      const n = readSync(fd, buffer, total, limit + 1 - total, null);
      if (n === 0) break;
      total += n;
      if (total > limit) throw new FileTooLargeError(null);
    }
    return buffer.subarray(0, total).toString("utf8");
  } finally {
    closeSync(fd);
  }
}
__name(readSmallRegularFileSync, "readSmallRegularFileSync");
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
    throw errors.unreadable(fileProblem(error));
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
  NotAFileError,
  readTextFile,
  readSmallRegularFileSync,
  mebibytes,
  readJsonDocument,
  firstExistingFile
};
//# sourceMappingURL=chunk-UJWHOAM5.js.map
