/** The CLI's own settings (the output format); everything shared with the action is in src/settings. */
import { parseChoice } from "../settings/values.js";

export type Format = "table" | "markdown" | "json";

/** Plain text by default, piped or not, so that `measure ... | grep name` finds what it shows. */
export function parseFormat(value: string | undefined): Format {
  return parseChoice<Format>("--format", value, ["table", "markdown", "json"], "table");
}
