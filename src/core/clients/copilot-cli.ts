/**
 * GitHub Copilot CLI 1.0.102 as captured with its OpenAI-compatible bring-your-own-key provider (COPILOT_OFFLINE,
 * COPILOT_PROVIDER_BASE_URL, COPILOT_MODEL; Chat Completions, its default wire): each MCP tool goes loaded, as an
 * OpenAI chat tool named <server>-<tool>, every MCP tool of the request sorted by that name after its own tools.
 * It rewrites each schema: every object's keys sorted, and the validation keywords the model is not given taken
 * out of the schema and written into its description instead ("{minimum: 1, maximum: 10}"). The rules were
 * worked out from captures of the real client on four servers and on a server made to carry every keyword (its
 * request building is in its native runtime, not in readable JavaScript). With an Anthropic provider
 * (COPILOT_PROVIDER_TYPE=anthropic) it sends other objects, not modelled: more keywords moved (default, examples,
 * deprecated, readOnly, a top-level $schema and definitions), and, with a Claude model and more than 30 tools in the
 * request, every MCP tool flagged `defer_loading` with a tool_search_tool of its own (captured in
 * test/e2e/clients/capture-copilot-anthropic.test.ts; docs/clients.md).
 */
import type { ClientNotSeen, ClientProfile, ServerListing } from "./profile.js";
import { shapeRequest } from "./shape.js";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The keywords it moves into the description, in the order it writes them (whatever order they were listed in).
 * Read from a capture of a schema node carrying all of them.
 */
export const COPILOT_MOVED_KEYWORDS = [
  "contentEncoding",
  "contentMediaType",
  "not",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "multipleOf",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "patternProperties",
  "minItems",
  "maxItems",
  "uniqueItems",
  "unevaluatedProperties",
  "propertyNames",
  "minProperties",
  "maxProperties",
  "unevaluatedItems",
  "contains",
  "minContains",
  "maxContains",
  "if",
  "then",
  "else",
  "dependentRequired",
  "dependentSchemas",
] as const;

/** RFC 3492 Punycode of a string's code points (its Rust idna crate's punycode encoder). */
export function punycode(input: string): string {
  const base = 36;
  const codes = Array.from(input, (c) => c.codePointAt(0) as number);
  const adapt = (delta: number, points: number, first: boolean) => {
    let d = first ? Math.floor(delta / 700) : delta >> 1;
    d += Math.floor(d / points);
    let k = 0;
    while (d > ((base - 1) * 26) >> 1) {
      d = Math.floor(d / (base - 1));
      k += base;
    }
    return k + Math.floor((base * d) / (d + 38));
  };
  const digit = (d: number) => String.fromCharCode(d + 22 + 75 * (d < 26 ? 1 : 0));
  let out = codes
    .filter((c) => c < 0x80)
    .map((c) => String.fromCharCode(c))
    .join("");
  const basic = out.length;
  let handled = basic;
  if (basic > 0) out += "-";
  let n = 128;
  let delta = 0;
  let bias = 72;
  while (handled < codes.length) {
    const m = Math.min(...codes.filter((c) => c >= n));
    delta += (m - n) * (handled + 1);
    n = m;
    for (const c of codes) {
      if (c < n) delta++;
      if (c !== n) continue;
      let q = delta;
      for (let k = base; ; k += base) {
        const t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
        if (q < t) break;
        out += digit(t + ((q - t) % (base - t)));
        q = Math.floor((q - t) / (base - t));
      }
      out += digit(q);
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return out;
}

/**
 * A server key as it writes it into a tool name: each dot-separated part holding a character past ASCII as
 * "xn--" and the Punycode of the part in lower case (captured: "ünï" -> "xn--n-nga1b"; its native runtime links
 * the idna crate's UTS 46 and Punycode), other parts as they are.
 */
export const copilotKey = (key: string) =>
  key
    .split(".")
    .map((part) =>
      [...part].some((c) => (c.codePointAt(0) as number) > 0x7f)
        ? `xn--${punycode(part.normalize("NFC").toLowerCase())}`
        : part,
    )
    .join(".");

/**
 * Its tool names: "<server>-<tool>", the key written as copilotKey writes it, then characters outside
 * [A-Za-z0-9_-] made "-", cut to 64 characters.
 */
export function copilotToolName(server: string, tool: string): string {
  return `${copilotKey(server)}-${tool}`.replace(/[^a-zA-Z0-9_-]/g, "-").slice(0, 64);
}

function sortedKeys(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Code-point order, as its sort compares keys.
  for (const key of Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) out[key] = value[key];
  return out;
}

const deepSorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(deepSorted)
    : isObject(value)
      ? sortedKeys(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepSorted(v)])))
      : value;

const mapValues = (value: unknown, f: (schema: unknown, key: string) => unknown): unknown =>
  isObject(value) ? sortedKeys(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, f(v, k)]))) : value;

/**
 * One schema node: keys sorted, its subschemas done the same way (property maps, definitions, items, branches),
 * then the moved keywords taken out and written as "{k: <JSON>, ...}" into its description ("\n\n" after the
 * text when it has one, else a description key at the end). A property named like a keyword stays.
 */
function copilotSchema(node: unknown, pointer: string, tool: string, notSeen: ClientNotSeen[]): unknown {
  if (!isObject(node)) return node;
  const sorted = sortedKeys(node);
  const out: Record<string, unknown> = {};
  const moved: string[] = [];
  const sub = (value: unknown, at: string) => copilotSchema(value, at, tool, notSeen);
  for (const [key, value] of Object.entries(sorted)) {
    if ((COPILOT_MOVED_KEYWORDS as readonly string[]).includes(key)) continue;
    const at = `${pointer}/${key}`;
    if (key === "properties" || key === "$defs" || key === "definitions")
      out[key] = mapValues(value, (schema, name) => sub(schema, `${at}/${name}`));
    else if (key === "anyOf" || key === "oneOf" || key === "allOf" || key === "prefixItems")
      out[key] = Array.isArray(value) ? value.map((schema, i) => sub(schema, `${at}/${i}`)) : value;
    else if (key === "items" || key === "additionalProperties")
      out[key] = Array.isArray(value) ? value.map((schema, i) => sub(schema, `${at}/${i}`)) : sub(value, at);
    else if (key === "additionalItems" && typeof value === "boolean") {
      // A boolean schema there goes as an object saying so (additionalProperties: false stays as it is).
      out[key] = { description: `{schema: ${value}}` };
      notSeen.push({ tool, keyword: key, change: "rewritten", path: pointer });
    } else if (key === "additionalItems") out[key] = sub(value, at);
    else out[key] = value;
  }
  for (const keyword of COPILOT_MOVED_KEYWORDS) {
    if (!(keyword in sorted)) continue;
    // The value as it sorts any object: keys sorted at every depth (captured on mongodb-mcp-server's propertyNames).
    moved.push(`${keyword}: ${JSON.stringify(deepSorted(sorted[keyword]))}`);
    notSeen.push({ tool, keyword, change: "moved", path: pointer });
  }
  if (moved.length === 0) return out;
  const note = `{${moved.join(", ")}}`;
  const text = out.description;
  if (typeof text === "string" && text !== "") out.description = `${text}\n\n${note}`;
  else {
    delete out.description;
    out.description = note;
  }
  return out;
}

/** Its parameters: the schema rewritten, with type "object" and properties ({}) added at the end when missing. */
function copilotParameters(tool: string, listed: Record<string, unknown>, notSeen: ClientNotSeen[]): unknown {
  const schema = copilotSchema(listed, "", tool, notSeen) as Record<string, unknown>;
  const out = { ...schema };
  if (out.type === undefined) out.type = "object";
  if (out.properties === undefined) out.properties = {};
  return out;
}

/**
 * The block it puts into its system prompt's <tools> section for a server's instructions, when it sends them: only
 * for servers it allows (none of a user's own by default; `--allow-all-mcp-server-instructions` allows all).
 */
export const COPILOT_INSTRUCTIONS = (server: string, text: string) => `<${server}-*>\n${text}\n</${server}-*>\n`;

export const copilotCli: ClientProfile = {
  id: "copilot-cli",
  title: "Copilot CLI",
  version: "1.0.102",
  source: "captured",
  sourceText:
    "captured from the npm package @github/copilot 1.0.102 (copilot -p, bring your own key: an OpenAI-compatible provider, Chat Completions, pointed at a local recorder); the schema rules worked out from captures on a server carrying every keyword (its request building is in a native module); its help read for the instructions switch",
  date: "2026-12-04",
  naming: "<server>-<tool> (characters outside [A-Za-z0-9_-] made -, cut to 64), its MCP tools sorted by that name",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace:
    "not sent by default (only allowlisted servers'); with --allow-all-mcp-server-instructions in its system prompt's <tools> section as <server-*>…</server-*>",
  deferralSetting: null,
  defers: () => false,
  request: (listing: ServerListing) =>
    shapeRequest(listing, {
      maxTools: null,
      truncateBytes: null,
      name: copilotToolName,
      toolObject: (name, description, tool, notSeen) => ({
        type: "function",
        function: {
          name,
          description: description ?? "",
          parameters: copilotParameters(name, tool.inputSchema, notSeen),
        },
      }),
      instructionsText: () => null,
      deferredText: null,
      sortsByName: true,
    }),
  clientBase: {
    tokens: { loaded: { o200k_base: 10447, cl100k_base: 10409 } },
    method:
      'system prompt + JSON of each built-in tool + message texts of Copilot CLI 1.0.102\'s first request with no MCP server (copilot -p "say ok", an OpenAI-compatible provider, model gpt-4.1, 2026-12-04); the working directory, its session folder and the date line vary by machine and are made fixed',
  },
};
