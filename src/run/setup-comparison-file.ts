/** Reading setup-comparison.json (comment mode's input for a configuration), size-capped and checked before anything renders it. */
import { ComparisonError } from "../core/comparison.js";
import { DOCUMENT_SIZE_LIMIT, parseSetupComparison } from "../core/documents.js";
import type { SetupComparison } from "../core/setup-comparison.js";
import { FileTooLargeError, mebibytes, readTextFile } from "./read-limited.js";

export async function readSetupComparisonFile(file: string): Promise<SetupComparison> {
  let json: unknown;
  try {
    json = JSON.parse(await readTextFile(file, DOCUMENT_SIZE_LIMIT));
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      const [size, limit] = [error.size === null ? "more" : mebibytes(error.size), mebibytes(DOCUMENT_SIZE_LIMIT)];
      throw new ComparisonError(`setup comparison ${file} is ${size}; comparison files are limited to ${limit}`);
    }
    throw new ComparisonError(`could not read the setup comparison ${file}: ${(error as Error).message}`);
  }
  return parseSetupComparison(json, file);
}
