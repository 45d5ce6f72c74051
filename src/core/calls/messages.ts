/**
 * What a person reads when a call cannot be sent: the tool name or the argument that was mistyped, and what
 * was probably meant. Pure: names and schema errors in, words out (run/calls.ts locates them in the file).
 */
import { closest } from "../budget/names.js";

/** How many of the server's tool names are listed when none is close to the one asked for. */
const TOOLS_SHOWN = 8;

/**
 * A call names a tool the server does not list. A near name is almost always a typo ("serach"), so it is
 * named alone; with nothing near, a few of the listed names show what the server calls its tools.
 */
export function unknownToolText(tool: string, listed: readonly string[]): string {
  const head = `no tool ${JSON.stringify(tool)} on this server`;
  const near = closest(tool, listed);
  if (near !== null) return `${head}; did you mean ${JSON.stringify(near)}?`;
  if (listed.length === 0) return `${head}; it lists no tools`;
  const more = listed.length > TOOLS_SHOWN ? `, and ${listed.length - TOOLS_SHOWN} more` : "";
  return `${head}; it lists ${listed.slice(0, TOOLS_SHOWN).join(", ")}${more}`;
}

/** The parts of an ajv error this reads (kept structural, so the core does not depend on ajv). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A top-level argument that is not a parameter of the tool, when that is what the schema's errors come
 * down to: ajv reports a misspelt `qeury` as "must have required property 'query'" (or, with
 * additionalProperties: false, as an extra property), and never names the key the person has to fix.
 * Null when no argument explains an error; `errors` left over are the ones the argument does not explain.
 */
export function misspeltArgument(
  tool: string,
  schema: Record<string, unknown>,
  args: Record<string, unknown>,
  errors: readonly SchemaError[],
): { key: string; text: string; errors: SchemaError[] } | null {
  const top = errors.filter((e) => e.instancePath === "");
  const missing = top.flatMap((e) =>
    e.keyword === "required" && typeof e.params.missingProperty === "string" ? [e.params.missingProperty] : [],
  );
  const rejected = top.flatMap((e) =>
    e.keyword === "additionalProperties" && typeof e.params.additionalProperty === "string"
      ? [e.params.additionalProperty]
      : [],
  );
  const parameters = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const unknown = Object.keys(args).filter((k) => !parameters.includes(k));
  const what = (key: string) => `argument ${JSON.stringify(key)} is not a parameter of ${JSON.stringify(tool)}`;
  // A missing required property with an unknown key close to it: the key is that property, mistyped.
  for (const key of unknown) {
    const meant = closest(key, missing);
    if (meant === null) continue;
    return {
      key,
      text: `${what(key)}; did you mean ${JSON.stringify(meant)}?`,
      errors: errors.filter(
        (e) =>
          !(e.instancePath === "" && e.keyword === "required" && e.params.missingProperty === meant) &&
          !(e.instancePath === "" && e.keyword === "additionalProperties" && e.params.additionalProperty === key),
      ),
    };
  }
  // A key the schema rejects outright (additionalProperties: false): the parameter it is closest to, or all.
  const key = rejected.find((k) => Object.hasOwn(args, k));
  if (key === undefined) return null;
  const meant = closest(key, parameters);
  const hint =
    meant !== null
      ? `; did you mean ${JSON.stringify(meant)}?`
      : parameters.length === 0
        ? `; ${JSON.stringify(tool)} takes no arguments`
        : `; its parameters are ${parameters.slice(0, TOOLS_SHOWN).join(", ")}${parameters.length > TOOLS_SHOWN ? `, and ${parameters.length - TOOLS_SHOWN} more` : ""}`;
  return {
    key,
    text: `${what(key)}${hint}`,
    errors: errors.filter(
      (e) =>
        !(e.instancePath === "" && e.keyword === "additionalProperties" && e.params.additionalProperty === key) &&
        !(meant !== null && e.instancePath === "" && e.keyword === "required" && e.params.missingProperty === meant),
    ),
  };
}
