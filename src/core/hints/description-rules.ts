/**
 * The finders of the description rules: prose a model reads twice, or reads with whitespace and
 * markdown decoration that carry nothing. A description is a JSON string, so its patch replaces it
 * whole (after testing that it is still the one the server sent).
 */
import { descriptions, isObject, pointer } from "./schema-walk.js";
import type { Finding, JsonObject } from "./types.js";

function replaceText(path: string, before: string, after: string, note: string): Finding {
  return {
    path,
    patch: [
      { op: "test", path, value: before },
      { op: "replace", path, value: after },
    ],
    changesValidation: false,
    note,
  };
}

/** Whitespace that carries nothing: at the ends, at line ends, runs inside a line, more than one blank line. */
function tidyWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t]+$/, "").replace(/(\S)[ \t]{2,}/g, "$1 "))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Markdown a model does not need to read a description: bold markers, heading hashes, rules. */
function stripDecoration(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^\s*([-*_])(\s*\1){2,}\s*$/.test(line))
    .map((line) =>
      line
        .replace(/^(\s*)#{1,6}\s+/, "$1")
        .replace(/\*\*(?=\S)([^*\n]+?)\*\*/g, "$1")
        .replace(/__(?=\S)([^_\n]+?)__/g, "$1"),
    )
    .join("\n");
}

export function findDescriptionFormatting(tool: JsonObject): Finding[] {
  const out: Finding[] = [];
  for (const { path, text } of descriptions(tool)) {
    const spaced = tidyWhitespace(text);
    const plain = tidyWhitespace(stripDecoration(spaced));
    if (plain === text) continue;
    const kinds = [spaced !== text ? "whitespace" : null, plain !== spaced ? "markdown" : null].filter(Boolean);
    out.push(replaceText(path, text, plain, kinds.join(" and ")));
  }
  return out;
}

const indentOf = (line: string) => (/^[ \t]*/.exec(line)?.[0] ?? "").length;

/** `- name: ...`, `name (str): ...`, `` `name` - ... `` and the like, at the start of a line. */
const PARAMETER_LINE =
  /^\s*(?:[-*•+]\s+|\d+[.)]\s+)?[`*_'"]*([A-Za-z_$][\w$.-]*)[`*_'"]*\s*(?:\([^)\n]*\))?\s*(?::|\s[-–—]\s)/;

/** A heading that introduces a list of parameters: "Args:", "Parameters explained:", "## Arguments". */
const PARAMETERS_HEADING = /^\s*(?:#+\s*)?(?:args|arguments|parameters|params|inputs?)(?:\s+explained)?\s*:?\s*$/i;

/**
 * The tool description with the lines that explain a parameter which has its own description
 * removed (with their indented continuation lines, and a heading left with nothing under it).
 */
export function withoutParameterLines(
  text: string,
  described: ReadonlySet<string>,
): { text: string; names: string[] } | null {
  const lines = text.split("\n");
  const drop = new Array<boolean>(lines.length).fill(false);
  const names: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const name = PARAMETER_LINE.exec(lines[i] as string)?.[1];
    if (name === undefined || !described.has(name)) continue;
    drop[i] = true;
    if (!names.includes(name)) names.push(name);
    const indent = indentOf(lines[i] as string);
    while (
      i + 1 < lines.length &&
      (lines[i + 1] as string).trim() !== "" &&
      indentOf(lines[i + 1] as string) > indent
    ) {
      drop[++i] = true;
    }
  }
  if (names.length === 0) return null;
  for (let i = 0; i < lines.length; i++) {
    if (!PARAMETERS_HEADING.test(lines[i] as string)) continue;
    // The heading goes when every non-blank line up to the next blank line went.
    let j = i + 1;
    let any = false;
    let all = true;
    for (; j < lines.length && (lines[j] as string).trim() !== ""; j++) {
      any = true;
      if (!drop[j]) all = false;
    }
    if (any && all) drop[i] = true;
  }
  const kept = lines.filter((_, i) => !drop[i]).join("\n");
  return { text: kept.replace(/\n{3,}/g, "\n\n").trim(), names };
}

export function findDescriptionRepeatsParameters(tool: JsonObject): Finding[] {
  const schema = tool.inputSchema;
  if (typeof tool.description !== "string" || !isObject(schema) || !isObject(schema.properties)) return [];
  const described = new Set(
    Object.entries(schema.properties)
      .filter(([, property]) => isObject(property) && typeof property.description === "string")
      .map(([name]) => name),
  );
  const result = withoutParameterLines(tool.description, described);
  if (!result) return [];
  return [replaceText(pointer("description"), tool.description, result.text, result.names.join(", "))];
}
