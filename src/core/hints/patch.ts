/** Applying a hint's JSON Patch to a copy of a tool, with a well-kept RFC 6902 implementation. */
import fastJsonPatch from "fast-json-patch";
import type { PatchOperation } from "./types.js";

/** The patched copy; the original is left as it was. Throws when the patch does not apply (a `test` fails, a path is missing). */
export function applyToCopy<T>(document: T, patch: readonly PatchOperation[]): T {
  // validate: every operation is checked against the document before it is applied; the copy is deep.
  return fastJsonPatch.applyPatch(document, patch as fastJsonPatch.Operation[], true, false, true).newDocument;
}
