/** Reading setup-comparison.json (comment mode's input for a configuration), size-capped and checked before anything renders it. */
import { ComparisonError } from "../core/comparison.js";
import type { SetupComparison } from "../core/config-comparison.js";
import { DOCUMENT_SIZE_LIMIT, parseSetupComparison } from "../core/documents.js";
import { readJsonDocument } from "./read-limited.js";

export async function readSetupComparisonFile(file: string): Promise<SetupComparison> {
  const json = await readJsonDocument(file, DOCUMENT_SIZE_LIMIT, {
    tooLarge: (size, limit) =>
      new ComparisonError(`setup comparison ${file} is ${size}; comparison files are limited to ${limit}`),
    unreadable: (message) => new ComparisonError(`could not read the setup comparison ${file}: ${message}`),
  });
  return parseSetupComparison(json, file);
}
