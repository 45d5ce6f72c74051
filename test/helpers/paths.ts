/** Where the project is, for tests that read its files (docs, schemas, the starter list); starts nothing. */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
