/**
 * The deferred definitions a request's tool search brought into the prompt without the client resending them: on
 * Anthropic's API a tool sent with `defer_loading: true` stays out of the prompt until a `tool_reference` block
 * (in a tool_result) names it, and then the API expands it to the full definition. A client that sent the tool
 * deferred from the first request on (Copilot CLI on an Anthropic provider) adds only the reference; the
 * definition still enters the prompt, and is part of what the use costs. A client that adds the tool object only
 * after the search (Claude Code) already shows it as an added tool. Pure.
 */
import { jsonText } from "./json-spans.js";

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);

/** The tool names of every tool_reference block in a request's messages (inside tool_result contents). */
export function referencedTools(body: Json): string[] {
  const names: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      if (value.type === "tool_reference" && typeof value.tool_name === "string") names.push(value.tool_name);
      else if (Array.isArray(value.content)) walk(value.content);
    }
  };
  if (Array.isArray(body.messages)) for (const message of body.messages) if (isObject(message)) walk(message.content);
  return [...new Set(names)];
}

/**
 * The tools the next request references that both requests sent with defer_loading (already there before the
 * search): each with its exact text as sent in the next request. Anthropic wire only; others give none.
 */
export function expandedDefinitions(
  wire: string,
  firstBody: string,
  nextBody: string,
): Array<{ name: string; text: string }> {
  if (wire !== "anthropic") return [];
  let first: Json;
  let next: Json;
  try {
    first = JSON.parse(firstBody) as Json;
    next = JSON.parse(nextBody) as Json;
  } catch {
    return [];
  }
  const deferred = (body: Json) =>
    new Map(
      (Array.isArray(body.tools) ? body.tools : []).flatMap((tool, i) =>
        isObject(tool) && tool.defer_loading === true && typeof tool.name === "string" ? [[tool.name, i] as const] : [],
      ),
    );
  const before = deferred(first);
  const now = deferred(next);
  return referencedTools(next).flatMap((name) => {
    const at = now.get(name);
    return at !== undefined && before.has(name) ? [{ name, text: jsonText(nextBody, ["tools", at]) ?? "" }] : [];
  });
}
