/** Reading a file the user named, with a cap on its size so a wrong or hostile file cannot exhaust memory; finding a default file. */
import { access, open } from "node:fs/promises";
import path from "node:path";

/** The file holds more than the limit; `size` is its size when the file system knows it (not for a pipe). */
export class FileTooLargeError extends Error {
  constructor(readonly size: number | null) {
    super(`file larger than the limit${size === null ? "" : ` (${size} bytes)`}`);
    this.name = "FileTooLargeError";
  }
}

const CHUNK = 1024 * 1024;

/**
 * The file's text as UTF-8; throws FileTooLargeError past `limit` bytes without reading on. A pipe
 * (`<(...)`, /dev/stdin) has no size up front, so the bytes are counted as they come.
 */
export async function readTextFile(file: string, limit: number): Promise<string> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    if (size > limit) throw new FileTooLargeError(size);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
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
    throw errors.unreadable((error as Error).message);
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
