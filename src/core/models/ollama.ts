/**
 * What Ollama sends a model for a list of tools, modelled from its source (ollama/ollama v0.33.0-rc2,
 * commit fb30760, 2026-08-21): the request's tools are decoded into its Go structs (api/types.go), which
 * keep only the fields they have, then converted for the template (template/template.go:
 * convertToolsForTemplate) and rendered by the model's Go text/template (its library template).
 *
 * - A tool's `parameters` keep `type`, `$defs`, `items`, `required`, `properties`; each property keeps
 *   `anyOf`, `type`, `items`, `description`, `enum`, `properties`, `required` (api.ToolProperty). Every
 *   other keyword is dropped: the model never sees it (reported as notSeen). `items` and `$defs` are
 *   kept whole (they are `any`), with their keys sorted, as Go maps marshal.
 * - JSON is encoding/json's: compact, struct fields in declaration order with their omitempty rules,
 *   `<`, `>`, `&` escaped as \u003c, \u003e, \u0026; the top-level properties are a Go map (sorted
 *   keys), nested properties keep the server's order (an ordered map).
 * - `{{ . }}` of a tool prints its JSON (templateTool has a String method); `{{ .Function }}` prints
 *   fmt's struct syntax (templateToolFunction has none since #13525, 2026-01), which is what Qwen's
 *   library templates print.
 * Pure: the template text and the tokenizer are handed in (src/models/local-model-data.ts).
 */
import { ToolError } from "../errors.js";
import { conversation, perToolTokens } from "./chat-template.js";
import { byteOrder, GO_JSON, GO_PRINT, GoTemplate, type GoValue, goJson, goJsonString } from "./go-template.js";
import type { ModelCounter, ModelFacingTool, NotSeen, Pace, ProfileCount } from "./types.js";

/** The Ollama version whose source this module models. */
export const OLLAMA_VERSION_MODELLED = "v0.33.0-rc2 (commit fb30760, 2026-08-21)";

export interface OllamaModel {
  id: string;
  /** The model's Ollama library template (Go text/template). */
  template: string;
  templateSource: string;
  countTokens(text: string): number;
}

/** A JSON value from the server, as encoding/json decodes it into `any` (objects become maps). */
export function toAny(value: unknown): GoValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map(toAny);
  if (typeof value === "object") {
    return new Map(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toAny(v)]));
  }
  return null;
}

interface Decoding {
  tool: string;
  notSeen: NotSeen[];
  problems: string[];
}

type Fields = Record<string, unknown>;

/** A tool's JSON is the same in every render (once per tool alone, and with all): written once. */
function once(write: () => string): () => string {
  let text: string | undefined;
  return () => {
    text ??= write();
    return text;
  };
}

/**
 * The keys of a JSON object matched to a struct's fields as encoding/json does (exact name first, then
 * case-insensitively; a later duplicate wins); the keys no field takes are returned as dropped.
 */
function matchFields(object: Fields, names: readonly string[]): { fields: Map<string, unknown>; dropped: string[] } {
  const fields = new Map<string, unknown>();
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(object)) {
    const name = names.find((n) => n === key) ?? names.find((n) => n.toLowerCase() === key.toLowerCase());
    if (name === undefined) dropped.push(key);
    else fields.set(name, value);
  }
  return { fields, dropped };
}

const isObject = (v: unknown): v is Fields => typeof v === "object" && v !== null && !Array.isArray(v);

function stringField(value: unknown, where: string, d: Decoding): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  d.problems.push(`${where} is not a string`);
  return "";
}

function stringList(value: unknown, where: string, d: Decoding): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value as string[];
  d.problems.push(`${where} is not a list of strings`);
  return [];
}

const PROPERTY_FIELDS = ["anyOf", "type", "items", "description", "enum", "properties", "required"] as const;

/** api.ToolProperty: its JSON writer and the fields a template can read. */
function decodeProperty(value: unknown, path: string, d: Decoding): GoValue {
  if (!isObject(value)) {
    if (value !== null) d.problems.push(`${path} is not a JSON object`);
    return property([], [], null, "", [], null, []);
  }
  const { fields, dropped } = matchFields(value, PROPERTY_FIELDS);
  for (const keyword of dropped) d.notSeen.push({ tool: d.tool, path, keyword });
  const anyOfValue = fields.get("anyOf");
  let anyOf: GoValue[] = [];
  if (Array.isArray(anyOfValue)) anyOf = anyOfValue.map((v, i) => decodeProperty(v, `${path}.anyOf[${i}]`, d));
  else if (anyOfValue !== undefined && anyOfValue !== null) d.problems.push(`${path}.anyOf is not a list`);
  const typeValue = fields.get("type");
  const type = typeof typeValue === "string" ? [typeValue] : stringList(typeValue, `${path}.type`, d);
  const enumValue = fields.get("enum");
  let enumList: GoValue[] = [];
  if (Array.isArray(enumValue)) enumList = enumValue.map(toAny);
  else if (enumValue !== undefined && enumValue !== null) d.problems.push(`${path}.enum is not a list`);
  const props = fields.has("properties") ? decodeProperties(fields.get("properties"), path, d, false) : null;
  return property(
    anyOf,
    type,
    fields.has("items") ? toAny(fields.get("items")) : null,
    stringField(fields.get("description"), `${path}.description`, d),
    enumList,
    props,
    stringList(fields.get("required"), `${path}.required`, d),
  );
}

function property(
  anyOf: GoValue[],
  type: string[],
  items: GoValue,
  description: string,
  enumList: GoValue[],
  properties: GoValue,
  required: string[],
): GoValue {
  return {
    AnyOf: anyOf,
    Type: type,
    Items: items,
    Description: description,
    Enum: enumList,
    Properties: properties,
    Required: required,
    [GO_JSON]: once(() => {
      const parts: string[] = [];
      if (anyOf.length > 0) parts.push(`"anyOf":${goJson(anyOf)}`);
      if (type.length === 1) parts.push(`"type":${goJsonString(type[0] as string)}`);
      else if (type.length > 1) parts.push(`"type":${goJson(type)}`);
      if (items !== null) parts.push(`"items":${goJson(items)}`);
      if (description !== "") parts.push(`"description":${goJsonString(description)}`);
      if (enumList.length > 0) parts.push(`"enum":${goJson(enumList)}`);
      if (properties !== null) parts.push(`"properties":${goJson(properties)}`);
      if (required.length > 0) parts.push(`"required":${goJson(required)}`);
      return `{${parts.join(",")}}`;
    }),
  };
}

/**
 * A properties object. Nested ones are Ollama's ordered map (the server's order); the top level is a
 * plain Go map for the template (`sorted`), whose String method prints its JSON ("{}" when nil).
 */
function decodeProperties(value: unknown, parent: string, d: Decoding, sorted: boolean): GoValue {
  if (value === null || value === undefined) return null;
  if (!isObject(value)) {
    d.problems.push(`${parent ? `${parent}.` : ""}properties is not a JSON object`);
    return null;
  }
  const entries = Object.entries(value).map(([name, schema]): [string, GoValue] => [
    name,
    decodeProperty(schema, parent ? `${parent}.${name}` : name, d),
  ]);
  if (sorted) entries.sort(([a], [b]) => byteOrder(a, b));
  const map = new Map(entries);
  const json = once(() => `{${entries.map(([k, v]) => `${goJsonString(k)}:${goJson(v)}`).join(",")}}`);
  return Object.assign(map, { [GO_JSON]: json, [GO_PRINT]: json });
}

const PARAMETER_FIELDS = ["type", "$defs", "items", "required", "properties"] as const;

/** One tool as Ollama's template sees it (templateTool), with what its decoding dropped. */
export function ollamaTool(tool: ModelFacingTool): { value: GoValue; notSeen: NotSeen[]; problems: string[] } {
  const d: Decoding = { tool: tool.name, notSeen: [], problems: [] };
  const schema = tool.inputSchema;
  let type = "";
  let defs: GoValue = null;
  let items: GoValue = null;
  let required: string[] = [];
  let properties: GoValue = null;
  if (isObject(schema)) {
    const { fields, dropped } = matchFields(schema, PARAMETER_FIELDS);
    for (const keyword of dropped) d.notSeen.push({ tool: tool.name, path: "", keyword });
    type = stringField(fields.get("type"), "inputSchema.type", d);
    if (fields.has("$defs")) defs = toAny(fields.get("$defs"));
    if (fields.has("items")) items = toAny(fields.get("items"));
    required = stringList(fields.get("required"), "inputSchema.required", d);
    properties = decodeProperties(fields.get("properties"), "", d, true);
  } else if (schema !== null && schema !== undefined) d.problems.push("inputSchema is not a JSON object");
  const description = tool.description ?? "";
  const propertiesJson = () => (properties === null ? "null" : goJson(properties));
  const parametersJson = () => {
    const parts = [`"type":${goJsonString(type)}`];
    if (defs !== null) parts.push(`"$defs":${goJson(defs)}`);
    if (items !== null) parts.push(`"items":${goJson(items)}`);
    if (required.length > 0) parts.push(`"required":${goJson(required)}`);
    parts.push(`"properties":${propertiesJson()}`);
    return `{${parts.join(",")}}`;
  };
  // fmt prints a nil templateProperties through its String method: "{}".
  const printedProperties =
    properties ?? Object.assign(new Map<string, GoValue>(), { [GO_PRINT]: () => "{}", [GO_JSON]: () => "null" });
  const fn: GoValue = {
    Name: tool.name,
    Description: description,
    Parameters: { Type: type, Defs: defs, Items: items, Required: required, Properties: printedProperties },
  };
  const json = once(
    () =>
      `{"type":"function","function":{"name":${goJsonString(tool.name)},"description":${goJsonString(description)},"parameters":${parametersJson()}}}`,
  );
  const value: GoValue = { Type: "function", Items: null, Function: fn, [GO_PRINT]: json, [GO_JSON]: json };
  return { value, notSeen: d.notSeen, problems: d.problems };
}

/**
 * The template's data (Template.Execute with messages): System, Messages, Tools, as Ollama passes them.
 * `thinks`: the model has the thinking capability, so a request that does not set `think` is rendered with
 * think=true (server/routes.go, ChatHandler), as every client that does not know the field sends it.
 */
export function ollamaValues(
  messages: ReturnType<typeof conversation>,
  tools: readonly GoValue[] | null,
  thinks = false,
): GoValue {
  const system = messages
    .filter((m) => m.role === "system")
    .map((m) => m.content)
    .join("\n\n");
  const templateMessages: GoValue[] = messages.map((m) => ({
    Role: m.role,
    Content: m.content,
    Thinking: "",
    Images: [],
    ToolCalls: [],
    ToolName: "",
    ToolCallID: "",
  }));
  return new Map<string, GoValue>([
    ["System", system],
    ["Messages", templateMessages],
    ["Tools", tools === null || tools.length === 0 ? null : templateTools(tools)],
    ["Response", ""],
    ["Think", thinks],
    ["ThinkLevel", ""],
    ["IsThinkSet", thinks],
  ]);
}

/**
 * The tools as the template sees them: Ollama's `templateTools`, whose String method is json.Marshal of the list
 * (template/template.go), so a template that prints `{{ .Tools }}` whole (devstral's) writes a JSON array.
 */
function templateTools(tools: readonly GoValue[]): GoValue {
  const json = () => `[${tools.map(goJson).join(",")}]`;
  return Object.assign([...tools], { [GO_PRINT]: json, [GO_JSON]: json });
}

/** Renders the prompt Ollama builds for `messages` and `tools` with a parsed library template. */
export function renderOllama(
  template: GoTemplate,
  messages: ReturnType<typeof conversation>,
  tools: readonly GoValue[] | null,
): string {
  return template.execute(ollamaValues(messages, tools, template.thinks));
}

/**
 * The ModelCounter of a model on Ollama: the same with-minus-without measure and per-tool marginals as
 * the chat-template profiles, rendered the way Ollama renders, plus what each tool loses on the way in.
 */
export function createOllamaCounter(model: OllamaModel): ModelCounter {
  let template: GoTemplate;
  try {
    template = new GoTemplate(model.template);
  } catch (error) {
    throw new ToolError(
      "input",
      `model ${model.id}: the Ollama template from ${model.templateSource} could not be parsed: ${(error as Error).message}`,
      { cause: error },
    );
  }
  return {
    async count(
      tools: readonly ModelFacingTool[],
      instructions: string | null,
      pace: Pace = () => Promise.resolve(),
    ): Promise<ProfileCount> {
      const decoded = tools.map(ollamaTool);
      const values = decoded.map((t) => t.value);
      const messages = conversation(instructions);
      const tokens = async (list: readonly GoValue[] | null) => {
        await pace();
        return model.countTokens(renderOllama(template, messages, list));
      };
      const without = await tokens(null);
      let toolTokens = 0;
      let perTool: Record<string, number> | undefined;
      if (values.length > 0) {
        const withAll = await tokens(values);
        toolTokens = withAll - without;
        perTool = await perToolTokens(tools, values, withAll, without, tokens);
      }
      let instructionTokens: number | null = null;
      let frame = without;
      if (instructions) {
        frame = model.countTokens(renderOllama(template, conversation(null), null));
        instructionTokens = without - frame;
      }
      const problems = decoded.flatMap((t, i) => t.problems.map((p) => `${tools[i]?.name}: ${p}`));
      const warnings =
        problems.length > 0
          ? [
              `Ollama rejects this tool list (its JSON decoding fails: ${problems.slice(0, 3).join("; ")}${problems.length > 3 ? `; and ${problems.length - 3} more` : ""}); the figures count the rest of each tool`,
            ]
          : [];
      const result: ProfileCount = {
        fidelity: "exact",
        tools: toolTokens,
        instructions: instructionTokens,
        notSeen: decoded.flatMap((t) => t.notSeen),
        frame,
        warnings,
      };
      if (perTool) result.perTool = perTool;
      return result;
    },
  };
}
