/**
 * Where a value sits in a JSON text: the exact characters a client sent for `tools[3]`, so a part is counted
 * as the bytes on the wire (key order, spacing and escapes as sent), not as JSON.stringify would write it again.
 * Pure: a small scanner over text already known to be valid JSON (it was parsed first).
 */

export type JsonPath = readonly (string | number)[];

function skipSpace(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i] as string)) i++;
  return i;
}

function stringEnd(text: string, i: number): number {
  // i is at the opening quote.
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === "\\") j++;
    else if (text[j] === '"') return j + 1;
  }
  return text.length;
}

/** The end (exclusive) of the value starting at i (after whitespace). */
function valueEnd(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return stringEnd(text, i);
  if (c === "{" || c === "[") {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const d = text[j];
      if (d === '"') j = stringEnd(text, j) - 1;
      else if (d === "{" || d === "[") depth++;
      else if (d === "}" || d === "]") {
        depth--;
        if (depth === 0) return j + 1;
      }
    }
    return text.length;
  }
  let j = i;
  while (j < text.length && !/[\s,\]}]/.test(text[j] as string)) j++;
  return j;
}

/** The [start, end) span of the value at `path` in the JSON text, or null when the path is not there. */
export function jsonSpan(text: string, path: JsonPath): [number, number] | null {
  let i = skipSpace(text, 0);
  for (const step of path) {
    const open = text[i];
    if (typeof step === "number" ? open !== "[" : open !== "{") return null;
    i = skipSpace(text, i + 1);
    let index = 0;
    let found = false;
    while (i < text.length && text[i] !== "]" && text[i] !== "}") {
      if (typeof step === "string") {
        const keyEnd = stringEnd(text, i);
        const key = JSON.parse(text.slice(i, keyEnd)) as string;
        i = skipSpace(text, skipSpace(text, keyEnd) + 1);
        if (key === step) {
          found = true;
          break;
        }
      } else if (index === step) {
        found = true;
        break;
      }
      i = skipSpace(text, valueEnd(text, i));
      if (text[i] === ",") i = skipSpace(text, i + 1);
      index++;
    }
    if (!found) return null;
  }
  return [i, valueEnd(text, i)];
}

/** The text of the value at `path` exactly as sent, or null. */
export function jsonText(text: string, path: JsonPath): string | null {
  const span = jsonSpan(text, path);
  return span ? text.slice(span[0], span[1]) : null;
}
