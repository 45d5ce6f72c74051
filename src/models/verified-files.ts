/**
 * Model data read against its pin, on every load and from every place it is found (the project's
 * node_modules, beside mcp-token-budget, a store, a copy restored from a cache). A copy that says it is
 * the pinned version must be the pinned bytes, file by file (the sha256 in model-packages.ts), or it is
 * refused; a copy of another version (a user's own) is used, and what is counted from it is labelled
 * "unverified", never "exact".
 *
 * The bytes are hashed as they are read, the very bytes that are then parsed, and kept for the process:
 * a second load (the base after the head) uses them again without reading or hashing the file again, so
 * a file changed on disk in between (by the code under test) is never used.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ToolError } from "../core/errors.js";
import type { PinnedPackage } from "./model-packages.js";

/** One package as found: its folder, the version its package.json says, and whether that is the pin's. */
export interface FoundPackage {
  pin: PinnedPackage;
  root: string;
  version: string;
  /** The pinned version: every file read from it is checked. False: a copy of another version, unverified. */
  pinned: boolean;
  /** What to do when a file of it is not the pinned one (depends on where it was found). */
  advice: string;
}

const verified = new Map<string, Promise<Buffer>>();

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Reads `file` of `found` ("/"-separated, inside its root); for the pinned version, only its pinned bytes. */
export function readPackageFile(found: FoundPackage, file: string): Promise<Buffer> {
  const absolute = path.join(found.root, ...file.split("/"));
  const key = `${found.pinned ? "pinned" : "own"}:${absolute}`;
  let bytes = verified.get(key);
  if (!bytes) {
    bytes = readFile(absolute).then((data) => {
      if (found.pinned) checkAgainstPin(found, file, data);
      return data;
    });
    // A failed read or check is not kept: the next load tries again (and fails again, or the file was fixed).
    bytes.catch(() => verified.delete(key));
    verified.set(key, bytes);
  }
  return bytes;
}

function checkAgainstPin(found: FoundPackage, file: string, data: Buffer): void {
  const { pin } = found;
  const expected = pin.files[file];
  const digest = sha256(data);
  if (expected === digest) return;
  throw new ToolError(
    "input",
    `${pin.name}@${pin.version} in ${found.root} is not the pinned model data: ${file} ` +
      (expected === undefined
        ? "is not a file of the pinned package"
        : `has sha256 ${digest.slice(0, 12)}…, the pin ${expected.slice(0, 12)}…`) +
      `; it is not used. ${found.advice}`,
  );
}

/** The package.json of the package in `root`: its version decides whether the copy is the pinned one. */
export async function findPackage(pin: PinnedPackage, root: string, advice: string): Promise<FoundPackage> {
  const file = path.join(root, "package.json");
  const data = await readFile(file);
  const manifest = JSON.parse(data.toString("utf8")) as { version?: unknown };
  const version = typeof manifest.version === "string" ? manifest.version : "unknown";
  const found: FoundPackage = { pin, root, version, pinned: version === pin.version, advice };
  // The manifest is part of the pin too: a copy that claims the pinned version is checked from its first byte.
  if (found.pinned) {
    checkAgainstPin(found, "package.json", data);
    verified.set(`pinned:${file}`, Promise.resolve(data));
  }
  return found;
}

/**
 * A rank table bundled with mcp-token-budget (dist/chunks/<name>.bin), read and checked against the sha256
 * the build wrote into the bundle (scripts/build.mjs): a table changed after the build (a damaged or
 * altered install) is refused, never counted with. Hashing both tables costs a few milliseconds of a cold
 * start (bench/run.mjs prints it).
 */
export function readBundledTable(file: URL, sha256Pin: string): Uint8Array {
  const where = fileURLToPath(file);
  let data: Buffer;
  try {
    data = readFileSync(where);
  } catch (error) {
    throw new ToolError(
      "input",
      `cannot read the bundled rank table ${where}: ${(error as NodeJS.ErrnoException).code ?? String(error)}; reinstall mcp-token-budget (or run npm run build)`,
    );
  }
  const digest = sha256(data);
  if (digest !== sha256Pin) {
    throw new ToolError(
      "input",
      `the bundled rank table ${where} is not the one this build wrote: sha256 ${digest.slice(0, 12)}…, ` +
        `the pin ${sha256Pin.slice(0, 12)}…; it is not used. Reinstall mcp-token-budget (or run npm run build)`,
    );
  }
  return data;
}
