import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/clients/claude-code-base.ts
var CLAUDE_CODE_BASE = {
  tokens: {
    // Tool search on (the default): ToolSearch and a list of deferred built-in tools.
    deferred: { o200k_base: 10612, cl100k_base: 10605 },
    // ENABLE_TOOL_SEARCH=false: every built-in tool goes loaded too.
    loaded: { o200k_base: 19839, cl100k_base: 19784 }
  },
  method: "system block texts + JSON of each built-in tool + message texts of Claude Code 2.1.328's first request with no MCP server, working directory, OS version and date made fixed"
};

// src/core/clients/claude-code-resource-tools.ts
var CLAUDE_CODE_RESOURCE_TOOLS = [
  {
    name: "ListMcpResourcesTool",
    description: "\nList available resources from configured MCP servers.\nEach returned resource will include all standard MCP resource fields plus a 'server' field \nindicating which server the resource belongs to.\n\nParameters:\n- server (optional): The name of a specific MCP server to get resources from. If not provided,\n  resources from all servers will be returned.\n",
    input_schema: {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { server: { description: "Optional server name to filter resources by", type: "string" } },
      additionalProperties: false
    }
  },
  {
    name: "ReadMcpResourceDirTool",
    description: '\nList the direct children of a directory resource on an MCP server (`resources/directory/read`).\n\nParameters:\n- server (required): The name of the MCP server to read from\n- uri (required): The URI of the directory resource\n\nThe listing is not recursive. Each entry carries its own `uri`; subdirectories appear with mimeType "inode/directory" \u2014 call this tool again on a subdirectory\'s `uri` to descend.\n\nOnly usable against a server that has declared support for directory listing; other servers return an error.\n',
    input_schema: {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        server: { description: "The MCP server name", type: "string" },
        uri: { description: "The directory resource URI to list", type: "string" }
      },
      required: ["server", "uri"],
      additionalProperties: false
    }
  },
  {
    name: "ReadMcpResourceTool",
    description: "\nReads a specific resource from an MCP server, identified by server name and resource URI.\n\nParameters:\n- server (required): The name of the MCP server from which to read the resource\n- uri (required): The URI of the resource to read\n",
    input_schema: {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        server: { description: "The MCP server name", type: "string" },
        uri: { description: "The resource URI to read", type: "string" }
      },
      required: ["server", "uri"],
      additionalProperties: false
    }
  }
];

// src/core/clients/shape.ts
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function listedTools(tools, emptyNames = false) {
  const out = [];
  for (const tool of tools) {
    if (!isObject(tool) || typeof tool.name !== "string" || tool.name === "" && !emptyNames) continue;
    out.push({
      name: tool.name,
      description: typeof tool.description === "string" ? tool.description : void 0,
      inputSchema: isObject(tool.inputSchema) ? tool.inputSchema : {},
      listedSchema: tool.inputSchema
    });
  }
  return out;
}
__name(listedTools, "listedTools");
function sdkSchemaOrder(schema) {
  const { type, properties, required, ...rest } = schema;
  const head = {};
  if (type !== void 0) head.type = type;
  if (properties !== void 0) head.properties = properties;
  if (required !== void 0) head.required = required;
  return { ...head, ...rest };
}
__name(sdkSchemaOrder, "sdkSchemaOrder");
var underscoreKey = /* @__PURE__ */ __name((key) => key.replace(/[^A-Za-z0-9_-]/g, "_"), "underscoreKey");
var utf8 = new TextEncoder();
var utf8Bytes = /* @__PURE__ */ __name((text) => utf8.encode(text).length, "utf8Bytes");
function cutToBytes(text, maxBytes) {
  if (utf8Bytes(text) <= maxBytes) return text;
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = utf8Bytes(char);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}
__name(cutToBytes, "cutToBytes");
function shapeRequest(listing, shaping) {
  const tools = listedTools(listing.tools, shaping.keepsEmptyNames ?? false);
  const untyped = shaping.strictToolsList ? tools.find((t) => !isObject(t.listedSchema) || t.listedSchema.type !== "object") : void 0;
  const verdict = shaping.serverKey?.(listing.server) ?? (untyped ? {
    kind: "dropped",
    reason: `the MCP SDK's tools/list check it runs rejects the whole list: the inputSchema of "${untyped.name}" has no type "object"`,
    fix: `give every tool's inputSchema type: "object" (in the server)`
  } : null);
  if (verdict?.kind === "refused") {
    const { kind: _kind, ...why } = verdict;
    return {
      loaded: [],
      deferredText: null,
      deferredTextStays: false,
      instructionsText: null,
      cappedOut: [],
      truncated: [],
      notSeen: [],
      refused: { tools: tools.map((t) => t.name), ...why }
    };
  }
  const kept = shaping.maxTools === null ? tools : tools.slice(0, shaping.maxTools);
  const cappedOut = tools.slice(kept.length).map((t) => t.name);
  const truncated = [];
  const notSeen = [];
  const cut = /* @__PURE__ */ __name((text, what, tool) => {
    if (shaping.truncateBytes === null) return text;
    const short = cutToBytes(text, shaping.truncateBytes);
    if (short !== text) {
      const entry = { what, fromBytes: utf8Bytes(text), toBytes: utf8Bytes(short) };
      truncated.push(tool === void 0 ? entry : { ...entry, tool });
    }
    return short;
  }, "cut");
  const sent = shaping.sendsToolObjects === false || verdict?.kind === "dropped" ? [] : kept;
  const droppedTools = [];
  let droppedWhy = null;
  const loaded = sent.flatMap((tool) => {
    const name = shaping.name(listing.server, tool.name);
    const why = shaping.toolDropped?.(name, tool) ?? null;
    if (why) {
      droppedTools.push(tool.name);
      droppedWhy ??= why;
      return [];
    }
    const description = tool.description === void 0 ? void 0 : cut(tool.description, "description", tool.name);
    return [{ listedName: tool.name, name, sent: shaping.toolObject(name, description, tool, notSeen) }];
  });
  const owned = (shaping.clientOwnTools?.(listing) ?? []).map((own) => {
    const fn = own.function;
    const name = String(own.name ?? fn?.name);
    return { listedName: name, name, sent: own, clientOwn: true };
  });
  if (shaping.ownToolsFirst) loaded.unshift(...owned);
  else loaded.push(...owned);
  if (shaping.sortsByName === "locale") loaded.sort((a, b) => a.name.localeCompare(b.name, "en"));
  else if (shaping.sortsByName) loaded.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const instructions = listing.instructions ? cut(listing.instructions, "instructions") : null;
  const request = {
    loaded,
    deferredText: shaping.deferredText ? shaping.deferredText(
      loaded.map((t) => t.name),
      listing
    ) : null,
    deferredTextStays: shaping.deferredTextStays ?? false,
    instructionsText: instructions ? shaping.instructionsText(listing.server, instructions) : null,
    cappedOut,
    truncated,
    notSeen
  };
  if (verdict?.kind === "dropped") {
    const { kind: _kind, ...why } = verdict;
    request.dropped = { tools: kept.map((t) => t.name), ...why };
  } else if (droppedWhy !== null)
    request.dropped = { tools: droppedTools, ...droppedWhy };
  return request;
}
__name(shapeRequest, "shapeRequest");

// src/core/clients/claude-code-versions.ts
var INSTRUCTIONS_HEADER = "\n\n# MCP Server Instructions\n\nThe following MCP servers have provided instructions for how to use their tools and resources:\n\n";
var RESOURCE_TOOLS_2_0 = CLAUDE_CODE_RESOURCE_TOOLS.filter((tool) => tool.name !== "ReadMcpResourceDirTool");
var RESOURCE_TOOLS_1_0 = [
  {
    name: "ListMcpResourcesTool",
    description: RESOURCE_TOOLS_2_0[0]?.description,
    input_schema: {
      type: "object",
      properties: { server: { type: "string", description: "Optional server name to filter resources by" } },
      additionalProperties: false,
      $schema: "http://json-schema.org/draft-07/schema#"
    }
  },
  {
    name: "ReadMcpResourceTool",
    description: RESOURCE_TOOLS_2_0[1]?.description,
    input_schema: {
      type: "object",
      properties: {
        server: { type: "string", description: "The MCP server name" },
        uri: { type: "string", description: "The resource URI to read" }
      },
      required: ["server", "uri"],
      additionalProperties: false,
      $schema: "http://json-schema.org/draft-07/schema#"
    }
  }
];
var BASE_METHOD = /* @__PURE__ */ __name((version) => `system block texts + JSON of each built-in tool + message texts of Claude Code ${version}'s first request with no MCP server (claude -p "say ok"), working directory, OS version and date made fixed`, "BASE_METHOD");
function claudeCodeLine(version, resourceTools, base) {
  return {
    id: "claude-code",
    title: "Claude Code",
    version,
    source: "captured",
    sourceText: `captured from the npm package @anthropic-ai/claude-code ${version} run headless (claude -p) against a local recorder`,
    date: "2026-12-04",
    naming: "mcp__<server>__<tool>, in listed order (servers in the order they connect)",
    maxTools: null,
    capEffect: null,
    truncateBytes: null,
    instructionsPlace: 'at the end of its system prompt, under "# MCP Server Instructions" and "## <server>" (servers in the order they connect)',
    deferralSetting: null,
    defers: /* @__PURE__ */ __name(() => false, "defers"),
    request: /* @__PURE__ */ __name((listing) => shapeRequest(listing, {
      maxTools: null,
      truncateBytes: null,
      name: /* @__PURE__ */ __name((server, tool) => `mcp__${underscoreKey(server)}__${tool}`, "name"),
      toolObject: /* @__PURE__ */ __name((name, description, tool) => ({
        name,
        description: description ?? "",
        input_schema: sdkSchemaOrder(tool.inputSchema)
      }), "toolObject"),
      // Each section ends with a newline; with several servers they go a blank line apart.
      instructionsText: /* @__PURE__ */ __name((server, text) => `${INSTRUCTIONS_HEADER}## ${server}
${text}
`, "instructionsText"),
      deferredText: null,
      sortsByName: false,
      clientOwnTools: /* @__PURE__ */ __name((listing2) => listing2.offersResources ? resourceTools : [], "clientOwnTools")
    }), "request"),
    clientBase: { tokens: { loaded: base }, method: BASE_METHOD(version) },
    // The servers go in the order they connect (two captures of the same pair differed): counted in the
    // configuration's order, which changes no figure but by a token at a section's edge.
    instructionsJoin: { header: INSTRUCTIONS_HEADER, separator: "\n", sortByServer: false }
  };
}
__name(claudeCodeLine, "claudeCodeLine");
var CLAUDE_CODE_2_0 = claudeCodeLine("2.0.77", RESOURCE_TOOLS_2_0, { o200k_base: 15330, cl100k_base: 15291 });
var CLAUDE_CODE_1_0 = claudeCodeLine("1.0.128", RESOURCE_TOOLS_1_0, { o200k_base: 13070, cl100k_base: 13065 });

// src/core/clients/sha1.ts
function sha1Hex(text) {
  const bytes = new TextEncoder().encode(text);
  const length = bytes.length;
  const padded = new Uint8Array((length + 8 >> 6) + 1 << 6);
  padded.set(bytes);
  padded[length] = 128;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 536870912));
  view.setUint32(padded.length - 4, length * 8 >>> 0);
  let h0 = 1732584193;
  let h1 = 4023233417;
  let h2 = 2562383102;
  let h3 = 271733878;
  let h4 = 3285377520;
  const w = new Uint32Array(80);
  const rotl = /* @__PURE__ */ __name((x, n) => x << n | x >>> 32 - n, "rotl");
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 80; i++)
      w[i] = rotl((w[i - 3] ?? 0) ^ (w[i - 8] ?? 0) ^ (w[i - 14] ?? 0) ^ (w[i - 16] ?? 0), 1);
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    for (let i = 0; i < 80; i++) {
      const [f, k] = i < 20 ? [b & c | ~b & d, 1518500249] : i < 40 ? [b ^ c ^ d, 1859775393] : i < 60 ? [b & c | b & d | c & d, 2400959708] : [b ^ c ^ d, 3395469782];
      const t = rotl(a, 5) + f + e + k + (w[i] ?? 0) >>> 0;
      e = d;
      d = c;
      c = rotl(b, 30) >>> 0;
      b = a;
      a = t;
    }
    h0 = h0 + a >>> 0;
    h1 = h1 + b >>> 0;
    h2 = h2 + c >>> 0;
    h3 = h3 + d >>> 0;
    h4 = h4 + e >>> 0;
  }
  return [h0, h1, h2, h3, h4].map((h) => h.toString(16).padStart(8, "0")).join("");
}
__name(sha1Hex, "sha1Hex");

// src/core/clients/cline.ts
var MAX_NAME = 64;
var HASH_DIGITS = 8;
function clineToolName(server, tool) {
  const joined = `${server}__${tool}`;
  const clean = joined.replace(/[^a-zA-Z0-9_-]+/g, "_");
  if (clean === joined && joined.length <= MAX_NAME) return joined;
  return `${clean.slice(0, MAX_NAME - 1 - HASH_DIGITS) || "mcp_tool"}_${sha1Hex(joined).slice(0, HASH_DIGITS)}`;
}
__name(clineToolName, "clineToolName");
var clineDescription = /* @__PURE__ */ __name((server, tool, description) => description?.trim() || `Execute MCP tool "${tool}" from server "${server}".`, "clineDescription");
var isObject2 = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function clineParameters(listed) {
  const { $schema: _dropped, ...rest } = listed;
  if (typeof rest.type === "string") return rest;
  if ("properties" in rest || "required" in rest || "additionalProperties" in rest) return { type: "object", ...rest };
  for (const key of ["oneOf", "anyOf", "allOf"]) {
    const branches = rest[key];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const objects = branches.filter((b) => isObject2(b) && b.type === "object").length;
    if (key === "allOf" ? objects > 0 : objects === branches.length) return { type: "object", ...rest };
    return rest;
  }
  return rest;
}
__name(clineParameters, "clineParameters");
var cline = {
  id: "cline",
  title: "Cline CLI",
  version: "3.0.65",
  source: "captured",
  sourceText: 'captured from the npm package cline 3.0.65 (its native build, cline auth -p openai-compatible -b <recorder>, then cline "say ok") against a local recorder; its bundled @cline/core and @cline/agents 0.0.86 read for the naming, description and schema rules',
  date: "2026-12-04",
  naming: "<server>__<tool> (past 64 characters or with characters outside [A-Za-z0-9_-]: 55 characters, _ and 8 hex digits of its SHA-1), as listed",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: "not sent (it never reads a server's instructions)",
  deferralSetting: null,
  defers: /* @__PURE__ */ __name(() => false, "defers"),
  request: /* @__PURE__ */ __name((listing) => shapeRequest(listing, {
    maxTools: null,
    truncateBytes: null,
    name: clineToolName,
    toolObject: /* @__PURE__ */ __name((name, description, tool, notSeen) => {
      if (isObject2(tool.listedSchema) && "$schema" in tool.listedSchema)
        notSeen.push({ tool: name, keyword: "$schema", change: "dropped", path: "" });
      return {
        type: "function",
        function: {
          name,
          description: clineDescription(listing.server, tool.name, description),
          parameters: clineParameters(tool.inputSchema)
        }
      };
    }, "toolObject"),
    instructionsText: /* @__PURE__ */ __name(() => null, "instructionsText"),
    deferredText: null,
    sortsByName: false
  }), "request"),
  clientBase: {
    tokens: { loaded: { o200k_base: 4476, cl100k_base: 4387 } },
    method: `system prompt + JSON of each built-in tool + message texts of Cline CLI 3.0.65's first request with no MCP server (cline "say ok", an OpenAI-compatible provider, 2026-12-04); the working directory and the date line vary by machine and are made fixed`
  }
};

// src/core/clients/codex.ts
var CODEX_KEY = /^[a-zA-Z0-9_:@/.-]+$/;
function codexServerKey(server) {
  if (CODEX_KEY.test(server)) return null;
  return {
    kind: "refused",
    reason: `Codex refuses the configuration: a server key must match ^[a-zA-Z0-9_:@/.-]+$, and "${server}" does not`,
    fix: "rename the key in the configuration (letters, digits, _ : @ / . -)"
  };
}
__name(codexServerKey, "codexServerKey");
var DESCRIPTION_MAX = 250;
var codexKey = /* @__PURE__ */ __name((key) => key.replace(/[^A-Za-z0-9_]/g, "_"), "codexKey");
function namespaceLine(listing) {
  const first = (listing.instructions ?? "").trim().split("\n")[0] ?? "";
  const description = first.length > DESCRIPTION_MAX ? `${first.slice(0, DESCRIPTION_MAX - 3)}...` : first;
  return `- mcp__${codexKey(listing.server)}${description ? `: ${description}` : ""}`;
}
__name(namespaceLine, "namespaceLine");
var CODEX_BLOCK = {
  header: "<tools>\nDeferred tool namespaces:\n",
  footer: "\n</tools>",
  separator: "\n",
  sortSections: true
};
var codexNamespaces = /* @__PURE__ */ __name((listing) => `${CODEX_BLOCK.header}${namespaceLine(listing)}${CODEX_BLOCK.footer}`, "codexNamespaces");
var codex = {
  id: "codex",
  title: "Codex",
  version: "0.171.0",
  source: "captured",
  sourceText: "captured from the npm package @openai/codex 0.171.0 (codex exec, a Responses model provider pointed at a local recorder, the server required so it is waited for)",
  date: "2026-12-02",
  naming: "mcp__<server>__<tool> inside its exec tool's JavaScript; the request names only the namespace mcp__<server>",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: "only their first line (cut to 250 characters), after the server's namespace in the <tools> block",
  deferralSetting: null,
  defers: /* @__PURE__ */ __name(() => true, "defers"),
  request: /* @__PURE__ */ __name((listing) => shapeRequest(listing, {
    maxTools: null,
    truncateBytes: null,
    name: /* @__PURE__ */ __name((server, tool) => `mcp__${codexKey(server)}__${tool}`, "name"),
    toolObject: /* @__PURE__ */ __name((name, description) => ({ name, description: description ?? "" }), "toolObject"),
    instructionsText: /* @__PURE__ */ __name(() => null, "instructionsText"),
    deferredText: /* @__PURE__ */ __name((_names, whole) => codexNamespaces(whole), "deferredText"),
    deferredTextStays: true,
    sendsToolObjects: false,
    sortsByName: false,
    serverKey: codexServerKey
  }), "request"),
  deferredJoin: CODEX_BLOCK,
  clientBase: {
    tokens: { deferred: { o200k_base: 12652, cl100k_base: 12678 } },
    method: `JSON of each built-in tool (its additional_tools namespaces) + input texts of Codex 0.171.0's first request with no MCP server (codex exec "say ok", 2026-12-02); the working directory (also in its skill roots), date and timezone lines vary by machine and are made fixed`
  }
};

// src/core/clients/continue.ts
var KEPT = ["type", "required", "properties"];
function continueParameters(tool, listed, notSeen) {
  for (const keyword of Object.keys(listed))
    if (!KEPT.includes(keyword)) notSeen.push({ tool, keyword, change: "dropped", path: "" });
  const out = { type: "object" };
  if (listed.required !== void 0) out.required = listed.required;
  out.properties = listed.properties ?? {};
  return out;
}
__name(continueParameters, "continueParameters");
var continueCli = {
  id: "continue",
  title: "Continue CLI",
  version: "1.5.47",
  source: "captured",
  sourceText: "captured from the npm package @continuedev/cli 1.5.47 (cn -p, an OpenAI provider in its config file pointed at a local recorder)",
  date: "2026-12-06",
  naming: "<tool> as listed (no server prefix), after its own tools, in listed order",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: "not sent",
  deferralSetting: null,
  defers: /* @__PURE__ */ __name(() => false, "defers"),
  request: /* @__PURE__ */ __name((listing) => shapeRequest(listing, {
    maxTools: null,
    truncateBytes: null,
    name: /* @__PURE__ */ __name((_server, tool) => tool, "name"),
    toolObject: /* @__PURE__ */ __name((name, description, tool, notSeen) => ({
      type: "function",
      function: {
        name,
        description: description ?? "",
        parameters: continueParameters(name, tool.inputSchema, notSeen)
      }
    }), "toolObject"),
    instructionsText: /* @__PURE__ */ __name(() => null, "instructionsText"),
    deferredText: null,
    sortsByName: false,
    strictToolsList: true
  }), "request"),
  clientBase: null
};

// src/core/clients/copilot-cli.ts
var isObject3 = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
var COPILOT_MOVED_KEYWORDS = [
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
  "dependentSchemas"
];
function copilotToolName(server, tool) {
  return `${server}-${tool}`.replace(/[^a-zA-Z0-9_-]/g, "-").slice(0, 64);
}
__name(copilotToolName, "copilotToolName");
function sortedKeys(value) {
  const out = {};
  for (const key of Object.keys(value).sort((a, b) => a < b ? -1 : a > b ? 1 : 0)) out[key] = value[key];
  return out;
}
__name(sortedKeys, "sortedKeys");
var deepSorted = /* @__PURE__ */ __name((value) => Array.isArray(value) ? value.map(deepSorted) : isObject3(value) ? sortedKeys(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepSorted(v)]))) : value, "deepSorted");
var mapValues = /* @__PURE__ */ __name((value, f) => isObject3(value) ? sortedKeys(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, f(v, k)]))) : value, "mapValues");
function copilotSchema(node, pointer, tool, notSeen) {
  if (!isObject3(node)) return node;
  const sorted = sortedKeys(node);
  const out = {};
  const moved = [];
  const sub = /* @__PURE__ */ __name((value, at) => copilotSchema(value, at, tool, notSeen), "sub");
  for (const [key, value] of Object.entries(sorted)) {
    if (COPILOT_MOVED_KEYWORDS.includes(key)) continue;
    const at = `${pointer}/${key}`;
    if (key === "properties" || key === "$defs" || key === "definitions")
      out[key] = mapValues(value, (schema, name) => sub(schema, `${at}/${name}`));
    else if (key === "anyOf" || key === "oneOf" || key === "allOf" || key === "prefixItems")
      out[key] = Array.isArray(value) ? value.map((schema, i) => sub(schema, `${at}/${i}`)) : value;
    else if (key === "items" || key === "additionalProperties")
      out[key] = Array.isArray(value) ? value.map((schema, i) => sub(schema, `${at}/${i}`)) : sub(value, at);
    else if (key === "additionalItems" && typeof value === "boolean") {
      out[key] = { description: `{schema: ${value}}` };
      notSeen.push({ tool, keyword: key, change: "rewritten", path: pointer });
    } else if (key === "additionalItems") out[key] = sub(value, at);
    else out[key] = value;
  }
  for (const keyword of COPILOT_MOVED_KEYWORDS) {
    if (!(keyword in sorted)) continue;
    moved.push(`${keyword}: ${JSON.stringify(deepSorted(sorted[keyword]))}`);
    notSeen.push({ tool, keyword, change: "moved", path: pointer });
  }
  if (moved.length === 0) return out;
  const note = `{${moved.join(", ")}}`;
  const text = out.description;
  if (typeof text === "string" && text !== "") out.description = `${text}

${note}`;
  else {
    delete out.description;
    out.description = note;
  }
  return out;
}
__name(copilotSchema, "copilotSchema");
function copilotParameters(tool, listed, notSeen) {
  const schema = copilotSchema(listed, "", tool, notSeen);
  const out = { ...schema };
  if (out.type === void 0) out.type = "object";
  if (out.properties === void 0) out.properties = {};
  return out;
}
__name(copilotParameters, "copilotParameters");
var copilotCli = {
  id: "copilot-cli",
  title: "Copilot CLI",
  version: "1.0.102",
  source: "captured",
  sourceText: "captured from the npm package @github/copilot 1.0.102 (copilot -p, bring your own key: an OpenAI-compatible provider, Chat Completions, pointed at a local recorder); the schema rules worked out from captures on a server carrying every keyword (its request building is in a native module); its help read for the instructions switch",
  date: "2026-12-04",
  naming: "<server>-<tool> (characters outside [A-Za-z0-9_-] made -, cut to 64), its MCP tools sorted by that name",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: "not sent by default (only allowlisted servers'); with --allow-all-mcp-server-instructions in its system prompt's <tools> section as <server-*>\u2026</server-*>",
  deferralSetting: null,
  defers: /* @__PURE__ */ __name(() => false, "defers"),
  request: /* @__PURE__ */ __name((listing) => shapeRequest(listing, {
    maxTools: null,
    truncateBytes: null,
    name: copilotToolName,
    toolObject: /* @__PURE__ */ __name((name, description, tool, notSeen) => ({
      type: "function",
      function: {
        name,
        description: description ?? "",
        parameters: copilotParameters(name, tool.inputSchema, notSeen)
      }
    }), "toolObject"),
    instructionsText: /* @__PURE__ */ __name(() => null, "instructionsText"),
    deferredText: null,
    sortsByName: true
  }), "request"),
  clientBase: {
    tokens: { loaded: { o200k_base: 10447, cl100k_base: 10409 } },
    method: `system prompt + JSON of each built-in tool + message texts of Copilot CLI 1.0.102's first request with no MCP server (copilot -p "say ok", an OpenAI-compatible provider, model gpt-4.1, 2026-12-04); the working directory, its session folder and the date line vary by machine and are made fixed`
  }
};

// src/core/clients/gemini-cli.ts
var isObject4 = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function geminiToolName(server, tool) {
  const joined = `${server}_${tool}`;
  let name = joined.startsWith("mcp_") ? joined : `mcp_${joined}`;
  name = name.replace(/[^a-zA-Z0-9_\-.:]/g, "_");
  if (/^[^a-zA-Z_]/.test(name)) name = `_${name}`;
  if (name.length > 63) name = `${name.slice(0, 30)}...${name.slice(-30)}`;
  return name;
}
__name(geminiToolName, "geminiToolName");
function nullableTypes(value, pointer, found) {
  if (Array.isArray(value)) return value.map((item, i) => nullableTypes(item, `${pointer}/${i}`, found));
  if (!isObject4(value)) return value;
  const out = { ...value };
  const type = out.type;
  if (Array.isArray(type) && type.length === 2) {
    const nullAt = type.indexOf("null");
    const other = type[1 - nullAt];
    if (nullAt !== -1 && typeof other === "string") {
      out.type = other;
      out.nullable = true;
      found.push(pointer);
    }
  }
  for (const key of Object.keys(out)) out[key] = nullableTypes(out[key], `${pointer}/${key}`, found);
  return out;
}
__name(nullableTypes, "nullableTypes");
var GEMINI_WAIT_FOR_PREVIOUS = {
  type: "boolean",
  description: "Set to true to wait for all previously requested tools in this turn to complete before starting. Set to false (or omit) to run in parallel. Use true when this tool depends on the output of previous tools."
};
function geminiSchema(tool, listed, notSeen) {
  const found = [];
  const ordered = isObject4(listed) ? sdkSchemaOrder(listed) : listed;
  const schema = ordered === void 0 || ordered === null ? { type: "object", properties: {} } : nullableTypes(ordered, "", found);
  for (const path of found) notSeen.push({ tool, keyword: "type", change: "rewritten", path });
  if (!isObject4(schema) || !("type" in schema) || schema.type !== "object") return schema;
  const properties = schema.properties ?? {};
  if (!isObject4(properties)) return schema;
  notSeen.push({ tool, keyword: "wait_for_previous", change: "added", path: "/properties" });
  return { ...schema, properties: { ...properties, wait_for_previous: GEMINI_WAIT_FOR_PREVIOUS } };
}
__name(geminiSchema, "geminiSchema");
var GEMINI_RESOURCE_TOOLS = [
  {
    name: "read_mcp_resource",
    description: "Reads the content of a specified Model Context Protocol (MCP) resource.",
    parametersJsonSchema: {
      type: "object",
      properties: {
        uri: { description: "The URI of the MCP resource to read.", type: "string" },
        wait_for_previous: GEMINI_WAIT_FOR_PREVIOUS
      },
      required: ["uri"]
    }
  },
  {
    name: "list_mcp_resources",
    description: "Lists all available resources exposed by connected MCP servers.",
    parametersJsonSchema: {
      type: "object",
      properties: {
        serverName: { description: "Optional filter to list resources from a specific server.", type: "string" },
        wait_for_previous: GEMINI_WAIT_FOR_PREVIOUS
      },
      required: []
    }
  }
];
var GEMINI_KEY_FIX = 'rename the key in the configuration to letters, digits, "_", "-", "." or ":"';
function geminiServerKey(server) {
  if (!/[^A-Za-z0-9_.:-]/.test(server)) return null;
  return {
    kind: "dropped",
    reason: `Gemini CLI sends none of its tools: its key "${server}" has a character outside A-Z a-z 0-9 _ . : - (the tool names made from it fail its tool-name check)`,
    fix: GEMINI_KEY_FIX
  };
}
__name(geminiServerKey, "geminiServerKey");
var GEMINI_INSTRUCTIONS = /* @__PURE__ */ __name((server, text) => `
<loaded_context>
<project_context>
${`The following are instructions provided by the tool server '${server}':
---[start of server instructions]---
${text}
---[end of server instructions]---`.trim()}
</project_context>
</loaded_context>`, "GEMINI_INSTRUCTIONS");
var geminiCli = {
  id: "gemini-cli",
  title: "Gemini CLI",
  version: "0.61.0",
  source: "captured",
  sourceText: "captured from the npm package @google/gemini-cli 0.61.0 run headless (gemini -p) against a local recorder; its bundle read for the naming and schema rules",
  date: "2026-12-02",
  naming: "mcp_<server>_<tool> (invalid characters made _, cut to 63), servers in name order, tools as listed",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: "in its first user message, in <loaded_context><project_context> with its own header per server",
  deferralSetting: null,
  defers: /* @__PURE__ */ __name(() => false, "defers"),
  request: /* @__PURE__ */ __name((listing) => shapeRequest(listing, {
    maxTools: null,
    truncateBytes: null,
    name: geminiToolName,
    toolObject: /* @__PURE__ */ __name((name, description, tool, notSeen) => ({
      name,
      description: description ?? "",
      parametersJsonSchema: geminiSchema(name, tool.listedSchema, notSeen)
    }), "toolObject"),
    instructionsText: GEMINI_INSTRUCTIONS,
    deferredText: null,
    sortsByName: false,
    serverKey: geminiServerKey,
    toolDropped: /* @__PURE__ */ __name((name) => name.includes("...") ? {
      reason: "Gemini CLI cut its name past 63 characters, and the cut name no longer matches the server's rule",
      fix: "shorten the key (or the tool's name)"
    } : null, "toolDropped"),
    clientOwnTools: /* @__PURE__ */ __name((listing2) => listing2.offersResources ? GEMINI_RESOURCE_TOOLS : [], "clientOwnTools"),
    strictToolsList: true,
    ownToolsFirst: true
  }), "request"),
  clientBase: {
    tokens: { loaded: { o200k_base: 7796, cl100k_base: 7788 } },
    method: `system instruction texts + JSON of each built-in function declaration + message texts of Gemini CLI 0.61.0's first request with no MCP server (gemini -p "say ok", 2026-12-02); the scratch paths (working directory, its temporary directory) and today's date line vary by machine and are made fixed`
  }
};

// src/core/clients/opencode.ts
var sanitize = /* @__PURE__ */ __name((name) => name.replace(/[^a-zA-Z0-9_-]/g, "_"), "sanitize");
function opencodeParameters(listed) {
  return { ...listed, type: "object", properties: listed.properties ?? {}, additionalProperties: false };
}
__name(opencodeParameters, "opencodeParameters");
var OPENCODE_INSTRUCTIONS = /* @__PURE__ */ __name((server, text) => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return `
${["<mcp_instructions>", `  <server name="${server}">`, ...trimmed.split("\n").map((line) => `    ${line}`), "  </server>", "</mcp_instructions>"].join("\n")}`;
}, "OPENCODE_INSTRUCTIONS");
var OPENCODE_RESOURCE_TOOLS = [
  {
    type: "function",
    function: {
      name: "list_mcp_resource_templates",
      description: "Lists resource templates provided by connected MCP servers. Resource templates are parameterized resources that can be read after filling in their URI template.",
      parameters: {
        type: "object",
        properties: {
          server: {
            type: "string",
            description: "Optional MCP server name. When omitted, lists resource templates from every connected server."
          }
        },
        additionalProperties: false
      }
    }
  },
  {
    type: "function",
    function: {
      name: "list_mcp_resources",
      description: "Lists resources provided by connected MCP servers. Resources provide context such as files, database schemas, or application-specific information.",
      parameters: {
        type: "object",
        properties: {
          server: {
            type: "string",
            description: "Optional MCP server name. When omitted, lists resources from every connected server."
          }
        },
        additionalProperties: false
      }
    }
  },
  {
    type: "function",
    function: {
      name: "read_mcp_resource",
      description: "Read a specific resource from an MCP server using the server name and resource URI. The URI is an MCP identifier and does not need to be a file URL.",
      parameters: {
        type: "object",
        properties: {
          server: {
            type: "string",
            description: "MCP server name exactly as returned by list_mcp_resources."
          },
          uri: {
            type: "string",
            description: "Resource URI to read. Use the exact URI string returned by list_mcp_resources."
          }
        },
        required: ["server", "uri"],
        additionalProperties: false
      }
    }
  }
];
var opencode = {
  id: "opencode",
  title: "opencode",
  version: "1.18.33",
  source: "captured",
  sourceText: "captured from the npm package opencode-ai 1.18.33 (opencode run) with an OpenAI-compatible provider pointed at a local recorder; its bundled source read for the rules",
  date: "2026-12-02",
  naming: "<server>_<tool> (characters outside [A-Za-z0-9_-] made _), all tools sorted by name (letter case aside)",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: 'in its system message, in <mcp_instructions><server name="<server>">, each line indented',
  deferralSetting: null,
  defers: /* @__PURE__ */ __name(() => false, "defers"),
  request: /* @__PURE__ */ __name((listing) => shapeRequest(listing, {
    maxTools: null,
    truncateBytes: null,
    name: /* @__PURE__ */ __name((server, tool) => `${sanitize(server)}_${sanitize(tool)}`, "name"),
    toolObject: /* @__PURE__ */ __name((name, description, tool) => ({
      type: "function",
      function: {
        name,
        description: description ?? "",
        parameters: opencodeParameters(sdkSchemaOrder(tool.inputSchema))
      }
    }), "toolObject"),
    instructionsText: OPENCODE_INSTRUCTIONS,
    deferredText: null,
    sortsByName: "locale",
    strictToolsList: true,
    clientOwnTools: /* @__PURE__ */ __name((listing2) => listing2.offersResources ? OPENCODE_RESOURCE_TOOLS : [], "clientOwnTools")
  }), "request"),
  clientBase: {
    tokens: { loaded: { o200k_base: 6715, cl100k_base: 6675 } },
    method: `message texts + JSON of each built-in tool of opencode 1.18.33's first request with tools and no MCP server (opencode run "say ok", 2026-12-02); the working directory and date lines vary by machine and are made fixed`
  }
};

// src/core/clients/read-clients.ts
var READ_DATE = "2026-12-06";
function listedToolObject(name, description, tool) {
  const out = { name };
  if (description !== void 0) out.description = description;
  out.inputSchema = tool.inputSchema;
  return out;
}
__name(listedToolObject, "listedToolObject");
var nameLines = /* @__PURE__ */ __name((names) => names.map((name) => `
${name}`).join(""), "nameLines");
var VSCODE_MODEL_DEFERS = {
  claude: true,
  gpt: true,
  gemini: false,
  other: false
};
var VSCODE_DEFAULT_MODEL = "claude";
var vscodeDefers = /* @__PURE__ */ __name((options) => VSCODE_MODEL_DEFERS[options.model ?? VSCODE_DEFAULT_MODEL] === true, "vscodeDefers");
var VSCODE_MAX_TOOLS = 128;
var vscode = {
  id: "vscode",
  title: "VS Code / Copilot",
  version: null,
  source: "docs",
  sourceText: `read, not captured: VS Code's engineering blog "solving MCP tool overload" (2026-04-24): for Claude Sonnet/Opus 4.5+ and GPT-5.4+ Copilot Chat sends only tool names up front, the full objects marked defer_loading (the provider hides them), about 30 of its own tools always loaded; for Gemini models it groups tools into virtual tools; VS Code's MCP documentation: at most 128 tools per request`,
  date: READ_DATE,
  naming: "<tool> as listed (not captured)",
  maxTools: VSCODE_MAX_TOOLS,
  capEffect: "sends at most 128 tools per request",
  truncateBytes: null,
  instructionsPlace: "not known (not captured)",
  deferralSetting: {
    name: "model",
    option: "model",
    defersByDefault: true,
    values: Object.keys(VSCODE_MODEL_DEFERS),
    ours: true
  },
  defers: vscodeDefers,
  request: /* @__PURE__ */ __name((listing, options) => shapeRequest(listing, {
    maxTools: VSCODE_MAX_TOOLS,
    truncateBytes: null,
    name: /* @__PURE__ */ __name((_server, tool) => tool, "name"),
    toolObject: listedToolObject,
    instructionsText: /* @__PURE__ */ __name(() => null, "instructionsText"),
    deferredText: vscodeDefers(options) ? nameLines : null,
    sortsByName: false
  }), "request"),
  clientBase: null,
  limit: {
    maxShareOfContext: null,
    models: null,
    effect: "fails a request with more than 128 tools",
    source: "VS Code's MCP documentation and reports on its issue tracker (128 tools per request, deferred tools included)",
    date: READ_DATE
  }
};
var CURSOR_WARNS_ABOVE = 80;
var cursor = {
  id: "cursor",
  title: "Cursor",
  version: null,
  source: "docs",
  sourceText: `read, not captured: Cursor's blog (2026-01-06, "46.9% fewer agent tokens"): since 2026-01 the agent gets only the MCP tools' names up front and reads a tool's definition when it needs it; it warns above 80 tools (before, it sent only the first 40)`,
  date: READ_DATE,
  naming: "<tool> as listed (not captured)",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: "not known (not captured)",
  deferralSetting: null,
  defers: /* @__PURE__ */ __name(() => true, "defers"),
  request: /* @__PURE__ */ __name((listing) => shapeRequest(listing, {
    maxTools: null,
    truncateBytes: null,
    name: /* @__PURE__ */ __name((_server, tool) => tool, "name"),
    toolObject: listedToolObject,
    instructionsText: /* @__PURE__ */ __name(() => null, "instructionsText"),
    deferredText: nameLines,
    sortsByName: false
  }), "request"),
  clientBase: null,
  limit: {
    maxTools: CURSOR_WARNS_ABOVE,
    maxShareOfContext: null,
    models: null,
    effect: "warns above 80 tools (it sent only the first 40 before 2026-01)",
    source: `Cursor's blog (2026-01-06, "46.9% fewer agent tokens") and forum; reports on its issue tracker`,
    date: READ_DATE
  }
};

// src/core/clients/profiles.ts
var CLAUDE_CODE_INSTRUCTIONS_HEADER = "\n\n# MCP Server Instructions\n\nThe following MCP servers have provided instructions for how to use their tools and resources:\n\n";
var claudeCodeDrops = /* @__PURE__ */ __name((_name, tool) => ["anyOf", "oneOf", "allOf"].some((k) => k in tool.inputSchema) ? {
  reason: "Claude Code leaves out a tool whose inputSchema has anyOf, oneOf or allOf at its root (Anthropic's API does not take it)",
  fix: "move the alternatives into a property of the schema (in the server)"
} : null, "claudeCodeDrops");
function plainEllipses(value) {
  if (typeof value === "string") return value.replaceAll("\u2026", "...");
  if (Array.isArray(value)) return value.map(plainEllipses);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainEllipses(v)]));
  return value;
}
__name(plainEllipses, "plainEllipses");
var CLAUDE_CODE_DESCRIPTION_MAX = 4096;
function claudeCodeDescription(text) {
  const plain = text.replaceAll("\u2026", "...");
  return plain.length > CLAUDE_CODE_DESCRIPTION_MAX ? `${plain.slice(0, CLAUDE_CODE_DESCRIPTION_MAX)}\u2026 [truncated]` : plain;
}
__name(claudeCodeDescription, "claudeCodeDescription");
var claudeCodeDefers = /* @__PURE__ */ __name((options) => options.toolSearch !== false, "claudeCodeDefers");
var TOOL_USE_ID = "toolu_01Qm7XkR2vTb9NwLc3PzHs5J";
function claudeCodeFirstUse(tool) {
  const call = {
    type: "tool_use",
    id: TOOL_USE_ID,
    name: "ToolSearch",
    input: { query: `select:${tool.name}`, max_results: 5 }
  };
  const result = {
    type: "tool_result",
    tool_use_id: TOOL_USE_ID,
    content: [{ type: "tool_reference", tool_name: tool.name }]
  };
  return {
    texts: [JSON.stringify(call), JSON.stringify(result), "Tool loaded."],
    objects: [{ ...tool.sent, defer_loading: true }]
  };
}
__name(claudeCodeFirstUse, "claudeCodeFirstUse");
var claudeCode = {
  id: "claude-code",
  title: "Claude Code",
  version: "2.1.328",
  source: "captured",
  sourceText: "captured from the npm package @anthropic-ai/claude-code 2.1.328 run headless (claude -p) against a local recorder",
  date: "2026-12-02",
  naming: "mcp__<server>__<tool>, sorted by that name",
  maxTools: null,
  capEffect: null,
  // Its docs speak of a 2 KB cut; the corpus shows descriptions cut at 4,096 characters with a marker of its own
  // (claudeCodeDescription), instructions of 2.3 KB whole.
  truncateBytes: null,
  instructionsPlace: 'in its first user message, under "# MCP Server Instructions" and "## <server>", with tool search on or off',
  deferralSetting: { name: "ENABLE_TOOL_SEARCH", option: "toolSearch", defersByDefault: true },
  defers: claudeCodeDefers,
  request: /* @__PURE__ */ __name((listing, options) => shapeRequest(listing, {
    maxTools: null,
    truncateBytes: null,
    name: /* @__PURE__ */ __name((server, tool) => `mcp__${underscoreKey(server)}__${tool}`, "name"),
    toolObject: /* @__PURE__ */ __name((name, description, tool) => ({
      name,
      // A tool listed without a description goes with an empty one.
      description: claudeCodeDescription(description ?? ""),
      input_schema: plainEllipses(sdkSchemaOrder(tool.inputSchema))
    }), "toolObject"),
    instructionsText: /* @__PURE__ */ __name((server, text) => `${CLAUDE_CODE_INSTRUCTIONS_HEADER}## ${server}
${text}`, "instructionsText"),
    // Each name is a line of its list of deferred tools (its own come first: they sort before "mcp__").
    deferredText: claudeCodeDefers(options) ? (names) => names.map((name) => `
${name}`).join("") : null,
    sortsByName: true,
    // A server that lists resources brings the client's three resource tools (their names join the deferred list).
    clientOwnTools: /* @__PURE__ */ __name((listing2) => listing2.offersResources ? CLAUDE_CODE_RESOURCE_TOOLS : [], "clientOwnTools"),
    strictToolsList: true,
    toolDropped: claudeCodeDrops
  }), "request"),
  clientBase: CLAUDE_CODE_BASE,
  firstUse: {
    searchTool: "ToolSearch",
    adds: claudeCodeFirstUse,
    source: "captured from Claude Code 2.1.328 (capture --use-tool: the recorder answered its first turn with ToolSearch select:<tool> and recorded the next request)",
    date: "2026-12-06"
  },
  // Captured with two servers (2026-12-04): the header once, then "## <server>\n<text>" per server in name order,
  // a blank line apart.
  instructionsJoin: { header: CLAUDE_CODE_INSTRUCTIONS_HEADER, separator: "\n\n", sortByServer: true },
  limit: {
    // Not Claude Code's own switch with the default setting (2.1.328 defers at any size); its `auto` mode's point.
    maxShareOfContext: 0.1,
    models: ["claude"],
    effect: "defers the MCP tools (names only up front) past 10% of the context window with ENABLE_TOOL_SEARCH=auto, and at any size by default",
    source: "Claude Code 2.1.328's bundled source: ENABLE_TOOL_SEARCH unset defers every MCP tool, auto (or auto:N) past 10% (N%) of the window, false never; its docs spoke of 10% alone",
    date: "2026-12-04"
  }
};
function docsToolObject(name, description, tool) {
  const out = { name };
  if (description !== void 0) out.description = description;
  out.inputSchema = tool.inputSchema;
  return out;
}
__name(docsToolObject, "docsToolObject");
function fromDocs(entry) {
  return {
    ...entry,
    version: null,
    source: "docs",
    naming: "<tool> as listed (not captured)",
    truncateBytes: null,
    instructionsPlace: "not known (not captured)",
    deferralSetting: null,
    defers: /* @__PURE__ */ __name(() => false, "defers"),
    request: /* @__PURE__ */ __name((listing) => shapeRequest(listing, {
      maxTools: entry.maxTools,
      truncateBytes: null,
      name: /* @__PURE__ */ __name((_server, tool) => tool, "name"),
      toolObject: docsToolObject,
      instructionsText: /* @__PURE__ */ __name(() => null, "instructionsText"),
      deferredText: null,
      sortsByName: false
    }), "request"),
    clientBase: null
  };
}
__name(fromDocs, "fromDocs");
var DOCS_DATE = "2026-12-02";
var qwenCode = {
  ...fromDocs({
    id: "qwen-code",
    title: "Qwen Code",
    sourceText: "the source in its npm package @qwen-code/qwen-code 0.24.4 (not run here: it needs Node 22): MCP tools named mcp__<server>__<tool>, deferred behind ToolSearch unless the server sets alwaysLoadTools",
    date: DOCS_DATE,
    maxTools: null,
    capEffect: null
  }),
  naming: "mcp__<server>__<tool> (from its source, not captured)",
  defers: /* @__PURE__ */ __name(() => true, "defers"),
  request: /* @__PURE__ */ __name((listing) => shapeRequest(listing, {
    maxTools: null,
    truncateBytes: null,
    name: /* @__PURE__ */ __name((server, tool) => `mcp__${server}__${tool}`, "name"),
    toolObject: docsToolObject,
    instructionsText: /* @__PURE__ */ __name(() => null, "instructionsText"),
    deferredText: /* @__PURE__ */ __name((names) => names.map((name) => `
${name}`).join(""), "deferredText"),
    sortsByName: false
  }), "request")
};
var CLIENT_PROFILES = {
  "claude-code": claudeCode,
  "gemini-cli": geminiCli,
  opencode,
  codex,
  "copilot-cli": copilotCli,
  cline,
  "claude-desktop": fromDocs({
    id: "claude-desktop",
    title: "Claude Desktop",
    sourceText: "Anthropic's Claude Desktop documentation: MCP tools are sent loaded, no tool search",
    date: DOCS_DATE,
    maxTools: null,
    capEffect: null
  }),
  cursor,
  vscode,
  windsurf: fromDocs({
    id: "windsurf",
    title: "Windsurf",
    sourceText: "Windsurf's Cascade MCP documentation: a limit of 100 total tools at any given time",
    date: DOCS_DATE,
    maxTools: 100,
    capEffect: "gives Cascade at most 100 tools",
    limit: {
      maxShareOfContext: null,
      models: null,
      effect: "gives Cascade at most 100 tools at a time",
      source: "Windsurf's Cascade MCP documentation (a limit of 100 total tools); 50 before, from issue reports",
      date: "2026-12-02"
    }
  }),
  "qwen-code": qwenCode,
  continue: continueCli
};
var CLIENT_PROFILE_IDS = Object.keys(CLIENT_PROFILES);
var EARLIER_CLIENT_PROFILES = {
  "claude-code": [CLAUDE_CODE_2_0, CLAUDE_CODE_1_0]
};
function clientProfileVersions(id) {
  return [CLIENT_PROFILES[id], ...EARLIER_CLIENT_PROFILES[id] ?? []];
}
__name(clientProfileVersions, "clientProfileVersions");

export {
  shapeRequest,
  TOOL_USE_ID,
  CLIENT_PROFILES,
  CLIENT_PROFILE_IDS,
  clientProfileVersions
};
//# sourceMappingURL=chunk-MNHU2QBX.js.map
