/** Reading a comparison file (comment mode's input), size-capped and checked before anything renders it. */
import { type Comparison, ComparisonError } from "../core/comparison.js";
import { DOCUMENT_SIZE_LIMIT, parseComparison } from "../core/documents.js";
import { readJsonDocument } from "./read-limited.js";

export async function readComparisonFile(file: string): Promise<Comparison> {
  const json = await readJsonDocument(file, DOCUMENT_SIZE_LIMIT, {
    tooLarge: (size, limit) =>
      new ComparisonError(`comparison ${file} is ${size}; comparison files are limited to ${limit}`),
    unreadable: (message) => new ComparisonError(`could not read the comparison ${file}: ${message}`),
  });
  return parseComparison(json, file);
}
