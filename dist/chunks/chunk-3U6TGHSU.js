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

// src/core/clients/shape.ts
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function listedTools(tools) {
  const out = [];
  for (const tool of tools) {
    if (!isObject(tool) || typeof tool.name !== "string" || tool.name === "") continue;
    out.push({
      name: tool.name,
      description: typeof tool.description === "string" ? tool.description : void 0,
      inputSchema: isObject(tool.inputSchema) ? tool.inputSchema : {}
    });
  }
  return out;
}
__name(listedTools, "listedTools");
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
  const tools = listedTools(listing.tools);
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
  const loaded = kept.map((tool) => {
    const name = shaping.name(listing.server, tool.name);
    const description = tool.description === void 0 ? void 0 : cut(tool.description, "description", tool.name);
    return { listedName: tool.name, name, sent: shaping.toolObject(name, description, tool, notSeen) };
  });
  if (shaping.sortsByName) loaded.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const instructions = listing.instructions ? cut(listing.instructions, "instructions") : null;
  return {
    loaded,
    deferredText: shaping.deferredText ? shaping.deferredText(loaded.map((t) => t.name)) : null,
    instructionsText: instructions ? shaping.instructionsText(listing.server, instructions) : null,
    cappedOut,
    truncated,
    notSeen
  };
}
__name(shapeRequest, "shapeRequest");

// src/core/clients/profiles.ts
function claudeCodeSchema(schema) {
  const { type, properties, required, ...rest } = schema;
  const head = {};
  if (type !== void 0) head.type = type;
  if (properties !== void 0) head.properties = properties;
  if (required !== void 0) head.required = required;
  return { ...head, ...rest };
}
__name(claudeCodeSchema, "claudeCodeSchema");
var CLAUDE_CODE_INSTRUCTIONS_HEADER = "\n\n# MCP Server Instructions\n\nThe following MCP servers have provided instructions for how to use their tools and resources:\n\n";
var claudeCodeDefers = /* @__PURE__ */ __name((options) => options.toolSearch !== false, "claudeCodeDefers");
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
  // Its docs speak of a 2 KB cut; the capture sends a 3,896-character description and 3,120 characters of
  // instructions whole, so no cut is modelled.
  truncateBytes: null,
  instructionsPlace: 'in its first user message, under "# MCP Server Instructions" and "## <server>", with tool search on or off',
  deferralSetting: { name: "ENABLE_TOOL_SEARCH", option: "toolSearch", defersByDefault: true },
  defers: claudeCodeDefers,
  request: /* @__PURE__ */ __name((listing, options) => shapeRequest(listing, {
    maxTools: null,
    truncateBytes: null,
    name: /* @__PURE__ */ __name((server, tool) => `mcp__${server}__${tool}`, "name"),
    toolObject: /* @__PURE__ */ __name((name, description, tool) => ({
      name,
      // A tool listed without a description goes with an empty one.
      description: description ?? "",
      input_schema: claudeCodeSchema(tool.inputSchema)
    }), "toolObject"),
    instructionsText: /* @__PURE__ */ __name((server, text) => `${CLAUDE_CODE_INSTRUCTIONS_HEADER}## ${server}
${text}`, "instructionsText"),
    // Each name is a line of its list of deferred tools (its own come first: they sort before "mcp__").
    deferredText: claudeCodeDefers(options) ? (names) => names.map((name) => `
${name}`).join("") : null,
    sortsByName: true
  }), "request"),
  clientBase: CLAUDE_CODE_BASE
};
function fromDocs(entry) {
  const toolObject = /* @__PURE__ */ __name((name, description, tool) => {
    const out = { name };
    if (description !== void 0) out.description = description;
    out.inputSchema = tool.inputSchema;
    return out;
  }, "toolObject");
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
      toolObject,
      instructionsText: /* @__PURE__ */ __name(() => null, "instructionsText"),
      deferredText: null,
      sortsByName: false
    }), "request"),
    clientBase: null
  };
}
__name(fromDocs, "fromDocs");
var DOCS_DATE = "2026-12-02";
var CLIENT_PROFILES = {
  "claude-code": claudeCode,
  "claude-desktop": fromDocs({
    id: "claude-desktop",
    title: "Claude Desktop",
    sourceText: "Anthropic's Claude Desktop documentation: MCP tools are sent loaded, no tool search",
    date: DOCS_DATE,
    maxTools: null,
    capEffect: null
  }),
  cursor: fromDocs({
    id: "cursor",
    title: "Cursor",
    sourceText: "Cursor's MCP documentation and forum: only the first 40 tools are sent to the agent",
    date: DOCS_DATE,
    maxTools: 40,
    capEffect: "sends the first 40 tools"
  }),
  vscode: fromDocs({
    id: "vscode",
    title: "VS Code / Copilot",
    sourceText: "VS Code's MCP documentation: at most 128 tools per request",
    date: DOCS_DATE,
    maxTools: 128,
    capEffect: "sends at most 128 tools per request"
  }),
  windsurf: fromDocs({
    id: "windsurf",
    title: "Windsurf",
    sourceText: "Windsurf's Cascade MCP documentation: a limit of 100 total tools at any given time",
    date: DOCS_DATE,
    maxTools: 100,
    capEffect: "gives Cascade at most 100 tools"
  })
};
var CLIENT_PROFILE_IDS = Object.keys(CLIENT_PROFILES);

export {
  CLIENT_PROFILES,
  CLIENT_PROFILE_IDS
};
//# sourceMappingURL=chunk-3U6TGHSU.js.map
