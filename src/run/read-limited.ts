/** Reading a file the user named, with a cap on its size so a wrong or hostile file cannot exhaust memory; finding a default file. */

import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from "node:fs";
import { access, open } from "node:fs/promises";
import path from "node:path";
import { fileProblem } from "../core/file-errors.js";

/** The file holds more than the limit; `size` is its size when the file system knows it (not for a pipe). */
export class FileTooLargeError extends Error {
  constructor(readonly size: number | null) {
    super(`file larger than the limit${size === null ? "" : ` (${size} bytes)`}`);
    this.name = "FileTooLargeError";
  }
}

const CHUNK = 1024 * 1024;
/** How long a read of a pipe waits before trying again when its writer has not written yet. */
const PIPE_POLL_MS = 20;

/** The file is neither a regular file nor a pipe (a device such as /dev/zero or /dev/tty, a socket). */
export class NotAFileError extends Error {
  constructor(readonly what: string) {
    super(`${what}, not a regular file or a pipe`);
    this.name = "NotAFileError";
  }
}

function kindOf(stat: Stats): string {
  if (stat.isCharacterDevice()) return "a character device";
  if (stat.isBlockDevice()) return "a block device";
  if (stat.isSocket()) return "a socket";
  return "a special file";
}

const eisdir = (file: string) =>
  Object.assign(new Error(`EISDIR: illegal operation on a directory, read '${file}'`), { code: "EISDIR" });

/** A UTF-8 byte order mark (Windows editors write one) is not part of the text. */
const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * The file's text as UTF-8 (a leading byte order mark removed); throws FileTooLargeError past `limit` bytes
 * without reading on. The file is opened without blocking (O_NONBLOCK), so a named pipe with no writer never
 * holds the run: its open returns at once, and it reads as what was written to it (nothing when no one writes).
 * A pipe (`<(...)`, /dev/stdin) has no size up front, so the bytes are counted as they come, and while it is
 * empty the read waits on a timer, never in a blocked thread, so Ctrl-C still stops the run. Devices
 * (/dev/zero, /dev/tty) and sockets are refused (NotAFileError), a directory with EISDIR.
 */
export async function readTextFile(file: string, limit: number): Promise<string> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = await handle.stat();
    if (stat.isDirectory()) throw eisdir(file);
    const pipe = stat.isFIFO();
    if (!stat.isFile() && !pipe) throw new NotAFileError(kindOf(stat));
    if (stat.size > limit) throw new FileTooLargeError(stat.size);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(CHUNK);
      let bytesRead: number;
      try {
        ({ bytesRead } = await handle.read(buffer, 0, CHUNK, null));
      } catch (error) {
        // A pipe whose writer has not written yet: wait on the event loop, where signals are still handled.
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
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

/**
 * A small regular file's text, read synchronously (for ${file:...} and envFile, whose interpolation is
 * synchronous): opened without blocking and checked on the open descriptor (fstat), so a pipe, a device or a
 * file swapped in after a check is refused before a byte is read, and at most `limit` bytes are read whatever
 * the file claims (/proc files say 0). The text is returned as it is (a byte order mark included).
 */
export function readSmallRegularFileSync(file: string, limit: number): string {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw eisdir(file);
    if (!stat.isFile()) throw new NotAFileError(stat.isFIFO() ? "a pipe" : kindOf(stat));
    if (stat.size > limit) throw new FileTooLargeError(stat.size);
    const buffer = Buffer.allocUnsafe(limit + 1);
    let total = 0;
    for (;;) {
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

/** "9.5 MiB" or "64 MiB", for messages about sizes. */
export function mebibytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB`;
}

/** How a caller words the two ways reading a JSON document can fail: too large (sizes as "9.5 MiB"), or unreadable. */
export interface DocumentErrors {
  tooLarge: (size: string, limit: string) => Error;
  unreadable: (message: string) => Error;
}

/** Reads and parses a JSON document (report, comparison), size-capped; failures in the caller's words. */
export async function readJsonDocument(file: string, limit: number, errors: DocumentErrors): Promise<unknown> {
  try {
    return JSON.parse(await readTextFile(file, limit));
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw errors.tooLarge(error.size === null ? "more" : mebibytes(error.size), mebibytes(limit));
    }
    throw errors.unreadable(fileProblem(error));
  }
}

/** The first of these names that exists, in the first directory that has one. */
export async function firstExistingFile(dirs: readonly string[], names: readonly string[]): Promise<string | null> {
  for (const dir of dirs) {
    for (const name of names) {
      const candidate = path.join(dir, name);
      try {
        await access(candidate);
        return candidate;
      } catch {
        // not here; try the next
      }
    }
  }
  return null;
}
