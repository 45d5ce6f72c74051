/**
 * JSON Schema to the TypeScript-like type text that OpenAI's harmony format shows gpt-oss
 * (openai/harmony, `json_schema_to_typescript` in src/encoding.rs). Written from that renderer's
 * behaviour, quirks included, because the point is to count what the model really reads:
 * - `oneOf` is the only combinator; `anyOf`, `allOf`, `$ref`, `not`, `if`, `const` are ignored
 *   (a schema with nothing else becomes `any`);
 * - a nested object's description is printed twice (above the property and again before `{`),
 *   and nested lines are indented oddly (the property line is not, its body is);
 * - a property description is one `//` line even when it holds newlines;
 * - `default` is printed raw for strings (no escaping) and as serde_json prints it otherwise.
 */

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** serde_json's `Value::get`: a member of an object, nothing for any other value. */
function get(value: unknown, key: string): unknown {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

const has = (value: unknown, key: string) => get(value, key) !== undefined;

function asString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function isEnum(schema: unknown): boolean {
  const values = get(schema, "enum");
  return Array.isArray(values) && values.length > 0;
}

function isNullable(schema: unknown): boolean {
  return get(schema, "nullable") === true;
}

/**
 * A number as serde_json prints it. Numbers reach harmony's WASM build as safe integers (printed
 * as integers) or as f64 (printed by `ryu`: shortest digits, `1e21` / `1e-7` exponents, `5.0`).
 */
export function serdeNumber(value: number): string {
  if (Number.isSafeInteger(value)) return String(value === 0 ? 0 : value);
  if (!Number.isFinite(value)) return "null";
  const [mantissa = "", exponentText = "0"] = value.toExponential().split("e");
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace("-", "").replace(".", "");
  const length = digits.length;
  // The decimal point sits after `point` digits: value = 0.<digits> x 10^point.
  const point = Number(exponentText) + 1;
  let text: string;
  if (point >= length && point <= 16) {
    text = `${digits}${"0".repeat(point - length)}.0`;
  } else if (point > 0 && point <= 16) {
    text = `${digits.slice(0, point)}.${digits.slice(point)}`;
  } else if (point > -5 && point <= 0) {
    text = `0.${"0".repeat(-point)}${digits}`;
  } else if (length === 1) {
    text = `${digits}e${point - 1}`;
  } else {
    text = `${digits[0]}.${digits.slice(1)}e${point - 1}`;
  }
  return negative ? `-${text}` : text;
}

/** A JSON value as serde_json's `Display` prints it: compact, keys in their order. */
export function serdeJson(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number") return serdeNumber(value);
  if (typeof value === "string" || typeof value === "boolean") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(serdeJson).join(",")}]`;
  if (isObject(value)) {
    return `{${Object.entries(value)
      .map(([key, member]) => `${JSON.stringify(key)}:${serdeJson(member)}`)
      .join(",")}}`;
  }
  return "null";
}

/** `default: ...` as a property comment: strings bare inside enums, quoted (unescaped) otherwise. */
function propertyDefault(schema: unknown, value: unknown): string {
  if (typeof value === "string") return isEnum(schema) ? `default: ${value}` : `default: "${value}"`;
  return `default: ${serdeJson(value)}`;
}

/** `default: ...` after a variant of a schema-level oneOf: only non-enum strings get the unescaped form. */
function variantDefault(schema: unknown, value: unknown): string {
  if (typeof value === "string" && !isEnum(schema)) return `default: "${value}"`;
  return `default: ${serdeJson(value)}`;
}

function withNull(schema: unknown, type: string): string {
  return isNullable(schema) && !type.includes("null") ? `${type} | null` : type;
}

function renderSchemaOneOf(variants: unknown[], indent: string): string {
  let out = "";
  for (const variant of variants) {
    out += `\n${indent} | `;
    out += withNull(variant, schemaToTypeScript(variant, `${indent}   `));
    const trailing: string[] = [];
    const description = asString(get(variant, "description"));
    if (description !== undefined) trailing.push(description);
    const fallback = get(variant, "default");
    if (fallback !== undefined) trailing.push(variantDefault(variant, fallback));
    if (trailing.length > 0) out += ` // ${trailing.join(" ")}`;
  }
  return out;
}

function renderPropertyOneOf(
  key: string,
  optional: string,
  property: unknown,
  variants: unknown[],
  indent: string,
): string {
  let out = "";
  const propertyDescription = asString(get(property, "description"));
  // A description equal to the first variant's is shown nowhere (harmony's dedupe drops both).
  const sameAsFirst =
    propertyDescription !== undefined && asString(get(variants[0], "description")) === propertyDescription;
  const describedAbove = propertyDescription !== undefined && !sameAsFirst;
  if (describedAbove) out += `${indent}// ${propertyDescription}\n`;
  const fallback = get(property, "default");
  if (fallback !== undefined) out += `${indent}// ${propertyDefault(property, fallback)}\n`;
  out += `${indent}${key}${optional}:\n`;
  variants.forEach((variant, index) => {
    out += `${indent} | `;
    out += withNull(variant, schemaToTypeScript(variant, `${indent}   `));
    const trailing: string[] = [];
    const description = asString(get(variant, "description"));
    if (!(index === 0 && describedAbove) && description !== undefined && description !== propertyDescription) {
      trailing.push(description);
    }
    const variantFallback = get(variant, "default");
    if (variantFallback !== undefined) trailing.push(propertyDefault(variant, variantFallback));
    if (trailing.length > 0) out += ` // ${trailing.join(" ")}`;
    out += "\n";
  });
  out += `${indent},\n`;
  return out;
}

function renderObject(schema: JsonObject, indent: string): string {
  let out = "";
  const description = asString(get(schema, "description"));
  if (description !== undefined) out += `${indent}// ${description}\n`;
  out += "{\n";
  const properties = get(schema, "properties");
  if (isObject(properties)) {
    const requiredList = get(schema, "required");
    const required = new Set(Array.isArray(requiredList) ? requiredList.filter((r) => typeof r === "string") : []);
    for (const [key, property] of Object.entries(properties)) {
      const optional = required.has(key) ? "" : "?";
      const title = asString(get(property, "title"));
      if (title !== undefined) out += `${indent}// ${title}\n${indent}//\n`;
      const hasOneOf = has(property, "oneOf");
      const propertyDescription = asString(get(property, "description"));
      if (!hasOneOf && propertyDescription !== undefined) out += `${indent}// ${propertyDescription}\n`;
      const examples = get(property, "examples");
      if (Array.isArray(examples) && examples.length > 0) {
        out += `${indent}// Examples:\n`;
        for (const example of examples) {
          if (typeof example === "string") out += `${indent}// - "${example}"\n`;
        }
      }
      const oneOf = get(property, "oneOf");
      if (Array.isArray(oneOf)) {
        out += renderPropertyOneOf(key, optional, property, oneOf, indent);
        continue;
      }
      out += `${indent}${key}${optional}: `;
      out += withNull(property, schemaToTypeScript(property, `${indent}    `));
      out += ",";
      // A oneOf that is not an array still silences the description and the default.
      const fallback = get(property, "default");
      if (!hasOneOf && fallback !== undefined) out += ` // ${propertyDefault(property, fallback)}`;
      out += "\n";
    }
  }
  out += `${indent}}`;
  return out;
}

function renderStringType(schema: JsonObject): string {
  const values = get(schema, "enum");
  if (Array.isArray(values)) {
    const strings = values.filter((v) => typeof v === "string").map((v) => `"${v}"`);
    if (strings.length > 0) return strings.join(" | ");
  }
  return "string";
}

/** The type text for one schema, at the given indentation (harmony's `json_schema_to_typescript`). */
export function schemaToTypeScript(schema: unknown, indent: string): string {
  const oneOf = get(schema, "oneOf");
  if (Array.isArray(oneOf)) return renderSchemaOneOf(oneOf, indent);
  const type = get(schema, "type");
  if (Array.isArray(type)) {
    const names = type.filter((t) => typeof t === "string").map((t) => (t === "integer" ? "number" : t));
    if (names.length > 0) return names.join(" | ");
  }
  if (typeof type === "string" && isObject(schema)) {
    switch (type) {
      case "object":
        return renderObject(schema, indent);
      case "string":
        return renderStringType(schema);
      case "number":
      case "integer":
        return "number";
      case "boolean":
        return "boolean";
      case "array": {
        const items = get(schema, "items");
        return items === undefined ? "Array<any>" : `${schemaToTypeScript(items, indent)}[]`;
      }
      default:
        return "any";
    }
  }
  return "any";
}
