/** Applying a hint's JSON Patch to a copy of a tool, with a well-kept RFC 6902 implementation. */
import fastJsonPatch from "fast-json-patch";
import { copyAsSent } from "../json-as-sent.js";
import type { PatchOperation } from "./types.js";

/** The patched copy; the original is left as it was. Throws when the patch does not apply (a `test` fails, a path is missing). */
export function applyToCopy<T>(document: T, patch: readonly PatchOperation[]): T {
  // The copy keeps the key order as sent (the library's own copy is a JSON round trip, which would list
  // integer-like keys first and make a rewrite's saving include a reordering); validate: every operation
  // is checked against the document before it is applied.
  return fastJsonPatch.applyPatch(copyAsSent(document) as T, patch as fastJsonPatch.Operation[], true, true, true)
    .newDocument;
}
