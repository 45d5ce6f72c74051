/** Shared steps of the client profiles: valid tools, caps, truncation, the usual tool object. */
import type { ClientNotSeen, ClientRequest, ClientTool, ServerListing } from "./profile.js";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A listed tool the client can send: an object with a non-empty string name. */
export interface ListedTool {
  name: string;
  description: string | undefined;
  inputSchema: Record<string, unknown>;
  /** The inputSchema exactly as listed (undefined when the tool has none), for clients that read it themselves. */
  listedSchema: unknown;
  /** The tool's `_meta` as listed, when an object (Claude Code reads "anthropic/alwaysLoad" from it). */
  meta?: Record<string, unknown>;
}

/**
 * The listed tools a client can send, in listed order. `emptyNames`: keep a tool named "" (the tools as sent,
 * with no client, count every tool with a string name, as the per-encoding figures do; a client drops it).
 */
export function listedTools(tools: readonly unknown[], emptyNames = false): ListedTool[] {
  const out: ListedTool[] = [];
  for (const tool of tools) {
    if (!isObject(tool) || typeof tool.name !== "string" || (tool.name === "" && !emptyNames)) continue;
    out.push({
      name: tool.name,
      description: typeof tool.description === "string" ? tool.description : undefined,
      inputSchema: isObject(tool.inputSchema) ? tool.inputSchema : {},
      listedSchema: tool.inputSchema,
      ...(isObject(tool._meta) ? { meta: tool._meta } : {}),
    });
  }
  return out;
}

/**
 * A listed inputSchema as a client built on the MCP TypeScript SDK holds it: the SDK's tools/list schema parses
 * type, properties and required first, then keeps the other keywords in listed order (Claude Code, Gemini CLI
 * and opencode all send it so).
 */
export function sdkSchemaOrder(schema: Record<string, unknown>): Record<string, unknown> {
  const { type, properties, required, ...rest } = schema;
  const head: Record<string, unknown> = {};
  if (type !== undefined) head.type = type;
  if (properties !== undefined) head.properties = properties;
  if (required !== undefined) head.required = required;
  return { ...head, ...rest };
}

/**
 * A listed inputSchema as a client built on the MCP TypeScript SDK v2 holds it when it spoke the modern era
 * (revision 2026-07-28, server/discover) with the server: that SDK's tools/list schema parses `$schema` (when
 * listed) and `type` first, then keeps the other keywords in listed order (Claude Code 2.1.328; its bundle's
 * `inputSchema: looseObject({$schema: optional(string), type: literal("object")})`).
 */
export function modernSchemaOrder(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema, type, ...rest } = schema;
  const head: Record<string, unknown> = {};
  if ($schema !== undefined) head.$schema = $schema;
  if (type !== undefined) head.type = type;
  return { ...head, ...rest };
}

/**
 * A server key as Claude Code, Codex and Qwen Code write it into a tool name: every character outside
 * [A-Za-z0-9_-] made "_" ("@shortcut/mcp" -> "_shortcut_mcp"), captured on the corpus (2026-12-06).
 */
export const underscoreKey = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, "_");

const utf8 = new TextEncoder();
/** Bytes of text in UTF-8 (the unit the clients' cuts are given in). */
export const utf8Bytes = (text: string) => utf8.encode(text).length;

/** Cuts text to at most `maxBytes` UTF-8 bytes without splitting a character. */
export function cutToBytes(text: string, maxBytes: number): string {
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

export interface Shaping {
  maxTools: number | null;
  truncateBytes: number | null;
  name(server: string, tool: string): string;
  /** The object sent for a tool, its description already cut. */
  toolObject(
    name: string,
    description: string | undefined,
    tool: ListedTool,
    notSeen: ClientNotSeen[],
  ): Record<string, unknown>;
  /** The exact text added for the instructions (already cut); null: not sent. */
  instructionsText(server: string, instructions: string): string | null;
  /** The exact text put up front for the deferred tools (names as sent); null: not deferred. */
  deferredText: ((names: readonly string[], listing: ServerListing) => string) | null;
  /**
   * Whether the client sorts the tools by the name it sends: true in code-point order (Claude Code), "locale" as
   * String.prototype.localeCompare orders them (opencode: "list_mcp_resources" before "MongoDB_...").
   */
  sortsByName: boolean | "locale";
  /** Whether the deferred text stays when the tools are loaded (ClientRequest.deferredTextStays); default false. */
  deferredTextStays?: boolean;
  /**
   * A tool the client sends loaded up front even when it defers the others (Claude Code: `_meta` with
   * "anthropic/alwaysLoad": true); its name is then not in the deferred text. Default: none.
   */
  loadsUpFront?: (tool: ListedTool) => boolean;
  /** Whether the client's own tools go before the server's (Gemini CLI) rather than after. */
  ownToolsFirst?: boolean;
  /** Tools of the client's own that this server brings into the request (sent as they are). */
  clientOwnTools?: (listing: ServerListing) => ReadonlyArray<Record<string, unknown>>;
  /**
   * Whether the tool objects go into the request at all; false: the client reaches the tools some other way
   * (Codex: from code it runs), so `loaded` is empty. Default true.
   */
  sendsToolObjects?: boolean;
  /**
   * Whether the client sends the server's tools under this key: "dropped" (it runs the server, sends its
   * instructions and helper tools, but none of its tools) or "refused" (it does not run the server at all); null:
   * sent. Default: always sent.
   */
  serverKey?: (server: string) => { kind: "dropped" | "refused"; reason: string; fix: string } | null;
  /**
   * A server the client starts but never reads (Cline CLI: one that writes text that is not JSON to stdout): none
   * of its tools is sent ("dropped"); null: read. Default: always read.
   */
  serverUnread?: (listing: ServerListing) => { reason: string; fix: string } | null;
  /**
   * A tool the client leaves out by the name it would send (Gemini CLI: a name it cut); null: sent. Such tools
   * join `dropped` with the reason and fix of the first of them.
   */
  toolDropped?: (name: string, tool: ListedTool) => { reason: string; fix: string } | null;
  /**
   * Whether the client reads tools/list through the MCP SDK's strict schema, which rejects the whole list when
   * one tool's inputSchema is not an object with type "object": then none of the server's tools is sent.
   */
  strictToolsList?: boolean;
  /** Whether a tool named "" is sent (only the tools as sent, with no client: see listedTools). Default false. */
  keepsEmptyNames?: boolean;
}

/** The request a client shapes from a listing: the one path every profile goes through. */
export function shapeRequest(listing: ServerListing, shaping: Shaping): ClientRequest {
  const tools = listedTools(listing.tools, shaping.keepsEmptyNames ?? false);
  const untyped = shaping.strictToolsList
    ? tools.find((t) => !isObject(t.listedSchema) || t.listedSchema.type !== "object")
    : undefined;
  const unread = shaping.serverUnread?.(listing) ?? null;
  const verdict =
    shaping.serverKey?.(listing.server) ??
    (unread ? { kind: "dropped" as const, ...unread } : null) ??
    (untyped
      ? {
          kind: "dropped" as const,
          reason: `the MCP SDK's tools/list check it runs rejects the whole list: the inputSchema of "${untyped.name}" has no type "object"`,
          fix: 'give every tool\'s inputSchema type: "object" (in the server)',
        }
      : null);
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
      refused: { tools: tools.map((t) => t.name), ...why },
    };
  }
  const kept = shaping.maxTools === null ? tools : tools.slice(0, shaping.maxTools);
  const cappedOut = tools.slice(kept.length).map((t) => t.name);
  const truncated: ClientRequest["truncated"] = [];
  const notSeen: ClientNotSeen[] = [];
  const cut = (text: string, what: "description" | "instructions", tool?: string) => {
    if (shaping.truncateBytes === null) return text;
    const short = cutToBytes(text, shaping.truncateBytes);
    if (short !== text) {
      const entry = { what, fromBytes: utf8Bytes(text), toBytes: utf8Bytes(short) };
      truncated.push(tool === undefined ? entry : { ...entry, tool });
    }
    return short;
  };
  const sent = shaping.sendsToolObjects === false || verdict?.kind === "dropped" ? [] : kept;
  const droppedTools: string[] = [];
  let droppedWhy: { reason: string; fix: string } | null = null;
  const upFront = new Set<string>();
  const loaded: ClientTool[] = sent.flatMap((tool) => {
    const name = shaping.name(listing.server, tool.name);
    const why = shaping.toolDropped?.(name, tool) ?? null;
    if (why) {
      droppedTools.push(tool.name);
      droppedWhy ??= why;
      return [];
    }
    const description = tool.description === undefined ? undefined : cut(tool.description, "description", tool.name);
    if (shaping.deferredText && shaping.loadsUpFront?.(tool)) upFront.add(name);
    return [{ listedName: tool.name, name, sent: shaping.toolObject(name, description, tool, notSeen) }];
  });
  const owned: ClientTool[] = (shaping.clientOwnTools?.(listing) ?? []).map((own) => {
    const fn = own.function as { name?: unknown } | undefined;
    const name = String(own.name ?? fn?.name);
    return { listedName: name, name, sent: own as Record<string, unknown>, clientOwn: true };
  });
  if (shaping.ownToolsFirst) loaded.unshift(...owned);
  else loaded.push(...owned);
  // Code-point order, as Array.prototype.sort compares strings.
  if (shaping.sortsByName === "locale") loaded.sort((a, b) => a.name.localeCompare(b.name, "en"));
  else if (shaping.sortsByName) loaded.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const instructions = listing.instructions ? cut(listing.instructions, "instructions") : null;
  const request: ClientRequest = {
    loaded,
    deferredText: shaping.deferredText
      ? shaping.deferredText(
          loaded.filter((t) => !upFront.has(t.name)).map((t) => t.name),
          listing,
        )
      : null,
    deferredTextStays: shaping.deferredTextStays ?? false,
    instructionsText: instructions ? shaping.instructionsText(listing.server, instructions) : null,
    cappedOut,
    truncated,
    notSeen,
  };
  if (upFront.size > 0) request.upFrontTools = loaded.filter((t) => upFront.has(t.name)).map((t) => t.name);
  if (verdict?.kind === "dropped") {
    const { kind: _kind, ...why } = verdict;
    request.dropped = { tools: kept.map((t) => t.name), ...why };
  } else if (droppedWhy !== null)
    request.dropped = { tools: droppedTools, ...(droppedWhy as { reason: string; fix: string }) };
  return request;
}
