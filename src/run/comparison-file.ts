/** Reading a comparison file (comment mode's input), size-capped and checked before anything renders it. */
import { type Comparison, ComparisonError } from "../core/comparison.js";
import { DOCUMENT_SIZE_LIMIT, parseComparison } from "../core/documents.js";
import { FileTooLargeError, mebibytes, readTextFile } from "./read-limited.js";

export async function readComparisonFile(file: string): Promise<Comparison> {
  let json: unknown;
  try {
    json = JSON.parse(await readTextFile(file, DOCUMENT_SIZE_LIMIT));
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      const [size, limit] = [error.size === null ? "more" : mebibytes(error.size), mebibytes(DOCUMENT_SIZE_LIMIT)];
      throw new ComparisonError(`comparison ${file} is ${size}; comparison files are limited to ${limit}`);
    }
    throw new ComparisonError(`could not read the comparison ${file}: ${(error as Error).message}`);
  }
  return parseComparison(json, file);
}
