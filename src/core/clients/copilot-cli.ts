/**
 * GitHub Copilot CLI 1.0.102 as captured with its bring-your-own-key providers (COPILOT_OFFLINE,
 * COPILOT_PROVIDER_BASE_URL, COPILOT_MODEL). Its default, OpenAI-compatible (Chat Completions): each MCP tool goes
 * loaded, as an OpenAI chat tool named <server>-<tool>, every MCP tool of the request sorted by that name after its
 * own tools. It rewrites each schema: every object's keys sorted, the validation keywords the model is not given
 * taken out of the schema and written into its description instead ("{minimum: 1, maximum: 10}"), and a root
 * anyOf / oneOf / allOf folded into the root's properties. The rules were worked out from captures of the real
 * client on the corpus and on servers made to carry every keyword (its request building is in its native runtime,
 * not in readable JavaScript). With COPILOT_PROVIDER_TYPE=anthropic (the setting of the same name here) and a
 * Claude model: {name, description, input_schema} with the same rewrite and then more keywords moved (all but
 * those its Anthropic wire keeps), and past 30 tools in the request every MCP tool flagged `defer_loading`, a
 * reminder naming them in the first user message and a tool_search_tool of its own; what using one then costs is
 * its firstUse. Held to goldens of both providers (test/fixtures/client-goldens/copilot-cli@1.0.102/) and to
 * captures with `capture --use-tool` (test/fixtures/copilot-first-use.json; docs/clients.md).
 */
import type {
  ClientNotSeen,
  ClientOptions,
  ClientProfile,
  ClientRequest,
  ClientTool,
  ServerListing,
} from "./profile.js";
import { listedTools, shapeRequest } from "./shape.js";

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
 * and the moved keywords taken out, as "k: <JSON>" notes for its description (withNotes). A property named like a
 * keyword stays.
 */
function copilotNode(
  node: Record<string, unknown>,
  pointer: string,
  tool: string,
  notSeen: ClientNotSeen[],
): { out: Record<string, unknown>; moved: string[] } {
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
  return { out, moved };
}

/**
 * Notes written into a node's description, each "{...}" a blank line apart: after its text when it has one, else
 * as a description key at the end.
 */
function withNotes(out: Record<string, unknown>, notes: readonly string[]): Record<string, unknown> {
  if (notes.length === 0) return out;
  const note = notes.join("\n\n");
  const text = out.description;
  if (typeof text === "string" && text !== "") out.description = `${text}\n\n${note}`;
  else {
    delete out.description;
    out.description = note;
  }
  return out;
}

/** One schema node rewritten: copilotNode, its moved keywords written into its description as "{k: v, ...}". */
function copilotSchema(node: unknown, pointer: string, tool: string, notSeen: ClientNotSeen[]): unknown {
  if (!isObject(node)) return node;
  const { out, moved } = copilotNode(node, pointer, tool, notSeen);
  return withNotes(out, moved.length > 0 ? [`{${moved.join(", ")}}`] : []);
}

/** The root keywords it folds into the schema's own properties, in the order it folds them. */
const ROOT_UNIONS = ["allOf", "anyOf", "oneOf"] as const;

const propertiesOf = (branch: unknown): Record<string, unknown> =>
  isObject(branch) && isObject(branch.properties) ? sortedKeys(branch.properties) : {};

/**
 * A schema whose root holds allOf, anyOf or oneOf, as it flattens it (captured 2026-12-06 on the corpus's root
 * anyOf with and without type, and on a server made of such roots): type "object" added when missing, then the
 * branches' properties joined into the root's (a root property keeps its own schema; new ones follow it, first
 * seen first, each branch's in key order). allOf: each property's schema, rewritten, and the branches' required
 * joined into the root's; the rest of its branches dropped. anyOf / oneOf: a property in every branch gets its
 * schema, or anyOf of its distinct schemas (rewritten), one in only some branches gets {} (anything); the keyword
 * itself goes into the description as "{anyOf: <JSON, keys sorted>}", before the moved keywords' note.
 */
function copilotRootUnion(
  tool: string,
  listed: Record<string, unknown>,
  notSeen: ClientNotSeen[],
): Record<string, unknown> {
  const unions = ROOT_UNIONS.filter((k) => Array.isArray(listed[k]));
  const rest = Object.fromEntries(Object.entries(listed).filter(([k]) => !unions.includes(k as never)));
  const { out, moved } = copilotNode(rest, "", tool, notSeen);
  if (out.type === undefined) out.type = "object";
  const properties: Record<string, unknown> = isObject(out.properties) ? { ...out.properties } : {};
  const required: unknown[] = Array.isArray(out.required) ? [...out.required] : [];
  const notes: string[] = [];
  for (const union of unions) {
    const branches = listed[union] as unknown[];
    const sub = (schema: unknown, i: number, name: string) =>
      copilotSchema(schema, `/${union}/${i}/properties/${name}`, tool, notSeen);
    if (union === "allOf") {
      branches.forEach((branch, i) => {
        for (const [name, schema] of Object.entries(propertiesOf(branch)))
          if (!(name in properties)) properties[name] = sub(schema, i, name);
        if (isObject(branch) && Array.isArray(branch.required))
          for (const name of branch.required) if (!required.includes(name)) required.push(name);
      });
      notSeen.push({ tool, keyword: union, change: "rewritten", path: "" });
      continue;
    }
    const names: string[] = [];
    for (const branch of branches) for (const name of Object.keys(propertiesOf(branch))) names.push(name);
    for (const name of new Set(names)) {
      if (name in properties) continue;
      const schemas = branches.map((branch, i) =>
        name in propertiesOf(branch) ? sub(propertiesOf(branch)[name], i, name) : undefined,
      );
      if (schemas.some((s) => s === undefined)) properties[name] = {};
      else {
        const distinct = [...new Map(schemas.map((s) => [JSON.stringify(s), s])).values()];
        properties[name] = distinct.length === 1 ? distinct[0] : { anyOf: distinct };
      }
    }
    notes.push(`{${union}: ${JSON.stringify(deepSorted(branches))}}`);
    notSeen.push({ tool, keyword: union, change: "moved", path: "" });
  }
  out.properties = properties;
  if (required.length > 0) out.required = required;
  if (moved.length > 0) notes.push(`{${moved.join(", ")}}`);
  return withNotes(out, notes);
}

/** Its parameters: the schema rewritten, with type "object" and properties ({}) added at the end when missing. */
function copilotParameters(tool: string, listed: Record<string, unknown>, notSeen: ClientNotSeen[]): unknown {
  if (isObject(listed) && ROOT_UNIONS.some((k) => Array.isArray(listed[k])))
    return copilotRootUnion(tool, listed, notSeen);
  const schema = copilotSchema(listed, "", tool, notSeen) as Record<string, unknown>;
  const out = { ...schema };
  if (out.type === undefined) out.type = "object";
  if (out.properties === undefined) out.properties = {};
  return out;
}

// --- its Anthropic wire (COPILOT_PROVIDER_TYPE=anthropic, a Claude model) ---

/** The keywords its Anthropic wire keeps on any schema node; the rest go into the node's description. */
const ANTHROPIC_KEPT = ["$defs", "$ref", "allOf", "anyOf", "const", "description", "enum", "title", "type"];

/** The keywords it keeps only on a node of that one type ("type": "object" or "array", not a list of types). */
const ANTHROPIC_KEPT_FOR_TYPE: Readonly<Record<string, readonly string[]>> = {
  object: ["additionalProperties", "properties", "required"],
  array: ["items"],
};

/**
 * A schema node as its Anthropic wire sends it, after the rewrite above (copilotParameters): a keyword it does not
 * keep (ANTHROPIC_KEPT, and the keywords of the node's type) is taken out and written, keys in code-point order,
 * each value as the JSON of the rewritten schema, as one "{k: v, ...}" note after the description ("\n\n" after
 * its text; an empty or missing description becomes the note, in its place or at the end). A oneOf becomes an
 * anyOf (at the end) where the node has none; an items list of one schema becomes that schema; a property schema
 * `true` becomes {}. Worked out from captures of the real client on the corpus and on servers made to carry every
 * keyword (2026-12-06).
 */
function anthropicSchema(node: unknown, pointer: string, tool: string, notSeen: ClientNotSeen[]): unknown {
  if (!isObject(node)) return node;
  const sub = (value: unknown, at: string) => anthropicSchema(value, at, tool, notSeen);
  const kept = [
    ...ANTHROPIC_KEPT,
    ...(typeof node.type === "string" ? (ANTHROPIC_KEPT_FOR_TYPE[node.type] ?? []) : []),
  ];
  const renamed = Array.isArray(node.oneOf) && !("anyOf" in node);
  const out: Record<string, unknown> = {};
  const moved: Array<[string, unknown]> = [];
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${key}`;
    if (key === "oneOf" && renamed) continue;
    if (!kept.includes(key)) moved.push([key, value]);
    else if ((key === "properties" || key === "$defs") && isObject(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, schema === true ? {} : sub(schema, `${at}/${name}`)]),
      );
    else if ((key === "anyOf" || key === "allOf") && Array.isArray(value))
      out[key] = value.map((schema, i) => sub(schema, `${at}/${i}`));
    else if (key === "items" && Array.isArray(value) && value.length === 1) {
      out[key] = sub(value[0], `${at}/0`);
      notSeen.push({ tool, keyword: key, change: "rewritten", path: pointer });
    } else if (key === "items" || key === "additionalProperties") out[key] = isObject(value) ? sub(value, at) : value;
    else out[key] = value;
  }
  if (renamed) {
    out.anyOf = (node.oneOf as unknown[]).map((schema, i) => sub(schema, `${pointer}/oneOf/${i}`));
    notSeen.push({ tool, keyword: "oneOf", change: "rewritten", path: pointer });
  }
  if (moved.length === 0) return out;
  moved.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [keyword] of moved) notSeen.push({ tool, keyword, change: "moved", path: pointer });
  const note = `{${moved.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(", ")}}`;
  const text = out.description;
  out.description = typeof text === "string" && text !== "" ? `${text}\n\n${note}` : note;
  return out;
}

/** MCP tools past which it defers, on its Anthropic wire: more than 30 tools in the request, 17 of them its own. */
export const COPILOT_OWN_TOOLS = 17;
export const COPILOT_DEFERS_PAST = 30;

/** Its search tool, sent last (with the request's cache breakpoint) when it defers: the exact object captured. */
export const COPILOT_TOOL_SEARCH: Record<string, unknown> = {
  name: "tool_search_tool",
  description:
    "Searches for functions by matching a regex pattern against tool names, descriptions, and parameters. Returns matching tools that can then be called. Use this to discover available tools when you need a capability that isn't immediately visible.",
  input_schema: {
    type: "object",
    properties: {
      pattern: {
        type: "string",
        description:
          "JavaScript/ECMAScript regex pattern to match against tool names, descriptions, and parameters. Case-insensitive by default. Supports standard regex syntax: . (any char), * (0+ of prev), + (1+ of prev), ? (0 or 1), | (OR), [] (char class), ^ (start), $ (end), \\b (word boundary), etc. Maximum 200 characters.\n\n{maxLength: 200}",
      },
      limit: {
        type: "integer",
        description:
          "Maximum number of matching tools to return (default: 5)\n\n{minimum: 1, maximum: 10000}\n\n{default: 5}",
      },
    },
    required: ["pattern"],
  },
  cache_control: { type: "ephemeral" },
};

/** The reminder it adds as a text block of the first user message when it defers: a section per server. */
export const COPILOT_DEFERRED_HEADER =
  "<system_reminder>\nIMPORTANT: The tools listed below are deferred \u2014 their full definitions are NOT loaded, so you cannot call them directly yet. Whenever a task could be served by any of these tools, you MUST FIRST call the tool search tool. Do not guess a deferred tool's arguments, or signature, and never invoke one before searching for it. Tools whose full definitions are already available in your current context can be called directly without searching again. A later search omitting a tool does not by itself mean that tool is unavailable.\n\n";
export const COPILOT_DEFERRED_FOOTER = "\n</system_reminder>";

/** Instructions in a reminder section: cut to 157 characters and "..." past 160 (captured on three servers). */
const SECTION_TEXT_MAX = 160;

/**
 * A server's section of that reminder, its tools in the order sent. Its title: the key, then " MCP server" unless
 * the key ends so ("MongoDB MCP Server"), then " - " and the server's instructions when it sends any (past 160
 * characters, the first 157 without trailing spaces and "..."). Then ". Tools prefixed with `<key>-`:" and a
 * "- <tool>" line per tool when every name sent is the key, "-" and the listed name; else ". Tools:" and the names
 * as sent (a key or tool name it rewrote or cut). Captured on the corpus (2026-12-06).
 */
function deferredSection(listing: ServerListing, tools: readonly ClientTool[]): string {
  const { server } = listing;
  const short = tools.every((t) => t.name === `${server}-${t.listedName}`);
  const lines = tools.map((t) => `- ${short ? t.listedName : t.name}`).join("\n");
  const text = (listing.instructions ?? "").trim();
  const about =
    text === ""
      ? ""
      : ` - ${text.length > SECTION_TEXT_MAX ? `${text.slice(0, SECTION_TEXT_MAX - 3).trimEnd()}...` : text}`;
  const title = `${server}${/mcp server$/i.test(server) ? "" : " MCP server"}${about}`;
  return `${title}. ${short ? `Tools prefixed with \`${server}-\`` : "Tools"}:\n${lines}`;
}

/** The recorder's id of the search call (profiles.ts TOOL_USE_ID, shaped as the API's). */
const TOOL_USE_ID = "toolu_01Qm7XkR2vTb9NwLc3PzHs5J";

/**
 * What one use of a deferred tool adds, captured 2026-12-06 (capture --use-tool: the recorder answered its first
 * turn with tool_search_tool {"pattern":"^<name>$"}): the model's tool_use block, a tool_result holding a
 * tool_reference to the tool (with the cache breakpoint, moved there), both counted as the JSON sent, and the
 * tool's definition, which it sent deferred from the start and the API expands into the prompt once referenced.
 */
function copilotFirstUse(tool: ClientTool): { texts: string[]; objects: Array<Record<string, unknown>> } {
  const call = {
    type: "tool_use",
    id: TOOL_USE_ID,
    name: "tool_search_tool",
    input: { pattern: `^${tool.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$` },
  };
  const result = {
    type: "tool_result",
    tool_use_id: TOOL_USE_ID,
    content: [{ type: "tool_reference", tool_name: tool.name }],
    cache_control: { type: "ephemeral" },
  };
  return { texts: [JSON.stringify(call), JSON.stringify(result)], objects: [tool.sent] };
}

/** The server's tools in the request (every server of it when known), by the names it sends. */
function requestToolNames(listing: ServerListing, options: ClientOptions): string[] {
  return (options.requestServers ?? [listing]).flatMap((l) =>
    listedTools(l.tools).map((t) => copilotToolName(l.server, t.name)),
  );
}

/**
 * Whether it defers with these options: on its Anthropic wire, when the request's tools (its 17 and every MCP
 * tool) are more than 30. Captured: 13 tools of a server none, 14 all; with fewer of its own (--excluded-tools) 9
 * and 21 none, 22 all; a count, not a size; with a model other than Claude on that provider, none.
 */
export const copilotDefers = (options: ClientOptions, mcpTools: number) =>
  options.provider === "anthropic" && COPILOT_OWN_TOOLS + mcpTools > COPILOT_DEFERS_PAST;

/** Its request on its Anthropic wire: {name, description, input_schema}, deferred past the count above. */
function anthropicRequest(listing: ServerListing, options: ClientOptions): ClientRequest {
  const names = requestToolNames(listing, options);
  const defers = copilotDefers(options, names.length);
  // Loaded, the request's last tool carries its cache breakpoint; deferred, its search tool does.
  const last = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).at(-1);
  const request = shapeRequest(listing, {
    maxTools: null,
    truncateBytes: null,
    name: copilotToolName,
    toolObject: (name, description, tool, notSeen) => ({
      name,
      description: description ?? "",
      input_schema: anthropicSchema(copilotParameters(name, tool.inputSchema, notSeen), "", name, notSeen),
      ...(defers ? { defer_loading: true } : name === last ? { cache_control: { type: "ephemeral" } } : {}),
    }),
    instructionsText: () => null,
    deferredText: null,
    sortsByName: true,
  });
  if (!defers || request.loaded.length === 0) return request;
  return {
    ...request,
    loaded: [
      ...request.loaded,
      {
        listedName: "tool_search_tool",
        name: "tool_search_tool",
        sent: COPILOT_TOOL_SEARCH,
        clientOwn: true,
        because: "defers the server's tools",
      },
    ],
    deferredText: `${COPILOT_DEFERRED_HEADER}${deferredSection(listing, request.loaded)}${COPILOT_DEFERRED_FOOTER}`,
    deferredSent: true,
    upFrontTools: ["tool_search_tool"],
  };
}

/** The providers of its COPILOT_PROVIDER_TYPE modelled here. */
export const COPILOT_PROVIDERS = ["openai", "anthropic"] as const;

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
    "captured from the npm package @github/copilot 1.0.102 (copilot -p, bring your own key: an OpenAI-compatible provider, Chat Completions, pointed at a local recorder; with COPILOT_PROVIDER_TYPE=anthropic its Anthropic provider and a Claude model); the schema rules worked out from captures on a server carrying every keyword (its request building is in a native module); its help read for the instructions switch",
  date: "2026-12-04",
  naming: "<server>-<tool> (characters outside [A-Za-z0-9_-] made -, cut to 64), its MCP tools sorted by that name",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace:
    "not sent by default (only allowlisted servers'); with --allow-all-mcp-server-instructions in its system prompt's <tools> section as <server-*>…</server-*>",
  deferralSetting: {
    name: "COPILOT_PROVIDER_TYPE",
    option: "provider",
    defersByDefault: false,
    values: COPILOT_PROVIDERS,
    loadsAll: false,
  },
  defers: (options: ClientOptions) =>
    copilotDefers(
      options,
      (options.requestServers ?? []).reduce((n, l) => n + listedTools(l.tools).length, 0),
    ),
  request: (listing: ServerListing, options: ClientOptions) =>
    options.provider === "anthropic"
      ? anthropicRequest(listing, options)
      : shapeRequest(listing, {
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
  // Several servers' sections go in one reminder, a blank line apart, by key in localeCompare order (captured on the corpus: "firecrawl-fastmcp" before "LaunchDarkly").
  deferredJoin: {
    header: COPILOT_DEFERRED_HEADER,
    footer: COPILOT_DEFERRED_FOOTER,
    separator: "\n\n",
    sortSections: "locale",
  },
  firstUse: {
    searchTool: "tool_search_tool",
    adds: copilotFirstUse,
    source:
      "captured from Copilot CLI 1.0.102 on an Anthropic provider (capture --use-tool: the recorder answered its first turn with tool_search_tool ^<tool>$ and recorded the next request)",
    date: "2026-12-06",
  },
  clientBase: {
    tokens: {
      loaded: { o200k_base: 10447, cl100k_base: 10409 },
      "anthropic-loaded": { o200k_base: 10427, cl100k_base: 10406 },
      "anthropic-deferred": { o200k_base: 10419, cl100k_base: 10397 },
    },
    method:
      "system prompt + JSON of each built-in tool + message texts of Copilot CLI 1.0.102's first request with no MCP server (copilot -p \"say ok\", an OpenAI-compatible provider, model gpt-4.1, 2026-12-04; anthropic-loaded: its Anthropic provider, model claude-sonnet-4.5, the last tool with its cache breakpoint, 2026-12-06); anthropic-deferred: the same parts of its request when it defers (its 17 tools without the breakpoint; the server's reminder section and its search tool are the server's up-front part), 2026-12-06; the working directory, its session folder and the date line vary by machine and are made fixed",
  },
  baseMode: (options: ClientOptions, deferred: boolean) =>
    options.provider === "anthropic"
      ? `anthropic-${deferred ? "deferred" : "loaded"}`
      : deferred
        ? "deferred"
        : "loaded",
};
