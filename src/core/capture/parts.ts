/**
 * One recorded model request split into what the client put in it: its system prompt, its built-in tools, the
 * tools of each MCP server (those sent with `defer_loading: true` apart: on Anthropic's API they are not in the
 * prompt until the model's tool search finds them), the names of deferred MCP tools, the client's own tools a
 * server brings (Copilot CLI's search tool when it defers), each server's instructions, and the messages.
 * A JSON part (a tool) is its exact text as sent (json-spans.ts); a text part is the string the model reads.
 * Pure: counting is done by the caller's encoders.
 */
import type { Encoder } from "../encodings.js";
import { type JsonPath, jsonText } from "./json-spans.js";

export type PartKind =
  | "system"
  | "builtin-tools"
  | "mcp-tools"
  | "deferred-tools"
  | "deferred-names"
  | "client-tools"
  | "instructions"
  | "messages";

export interface RequestPart {
  kind: PartKind;
  /**
   * The MCP server, for mcp-tools, deferred-tools, deferred-names and instructions; for client-tools, the server
   * that brings them (absent when several servers bring them together).
   */
  server?: string;
  /** For client-tools: why the server brings the client's tool, completing "it ..." (as measure's clientOwnBecause). */
  because?: string;
  /** Tool names (tools and deferred names), in the order sent. */
  names?: string[];
  /** The pieces of text counted, each exactly as sent; the part's count is the sum over them. */
  texts: string[];
}

export interface CountedPart extends Omit<RequestPart, "texts"> {
  chars: number;
  tokens: Record<string, number>;
  /** Per model asked for (capture -m): what taking the part out changes on it (src/core/capture/on-models.ts). */
  models?: Record<string, number>;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);

/** Which MCP server a sent tool name belongs to, by the clients' naming schemes, or null for a built-in. */
export function mcpServerOf(name: string, knownServers: readonly string[] = []): string | null {
  const claude = /^mcp__(.+?)__(.+)$/.exec(name);
  if (claude) return claude[1] as string;
  for (const server of [...knownServers].sort((a, b) => b.length - a.length)) {
    // A namespace of tools named after the server (Codex groups tools in namespaces).
    if (name === server) return server;
    for (const sep of ["__", "_", "-"]) {
      if (name.startsWith(`mcp_${server}${sep}`) || name.startsWith(`${server}${sep}`)) return server;
    }
  }
  const gemini = /^mcp_([^_]+)_(.+)$/.exec(name);
  return gemini ? (gemini[1] as string) : null;
}

interface TextPiece {
  text: string;
  system: boolean;
}

/** The text the model reads of one message content: a string, or the text of its blocks (others as sent JSON). */
function contentTexts(body: string, path: JsonPath, content: unknown): string[] {
  if (typeof content === "string") return [content];
  if (!Array.isArray(content)) return content === undefined || content === null ? [] : [jsonText(body, path) ?? ""];
  return content.map((block, i) =>
    isObject(block) && typeof block.text === "string" ? block.text : (jsonText(body, [...path, i]) ?? ""),
  );
}

interface SentTool {
  name: string;
  text: string;
  /** Sent with `defer_loading: true` (Anthropic's API): in the request, not in the prompt until it is found. */
  deferLoading?: true;
}

/** The tools and text pieces of a request, per wire. */
function extract(wire: string, body: string, request: Json): { tools: SentTool[]; pieces: TextPiece[] } {
  const tools: SentTool[] = [];
  const pieces: TextPiece[] = [];
  const sentTools = Array.isArray(request.tools) ? request.tools : [];
  if (wire === "gemini") {
    sentTools.forEach((group, g) => {
      const declarations =
        isObject(group) && Array.isArray(group.functionDeclarations) ? group.functionDeclarations : [];
      if (declarations.length === 0)
        tools.push({ name: Object.keys(group ?? {})[0] ?? "tool", text: jsonText(body, ["tools", g]) ?? "" });
      declarations.forEach((d, i) => {
        tools.push({
          name: String((d as Json).name),
          text: jsonText(body, ["tools", g, "functionDeclarations", i]) ?? "",
        });
      });
    });
    const system = request.systemInstruction;
    if (isObject(system) && Array.isArray(system.parts)) {
      for (const p of system.parts)
        if (isObject(p) && typeof p.text === "string") pieces.push({ text: p.text, system: true });
    }
    (Array.isArray(request.contents) ? request.contents : []).forEach((c, i) => {
      const parts = isObject(c) ? c.parts : undefined;
      for (const text of contentTexts(body, ["contents", i, "parts"], parts)) pieces.push({ text, system: false });
    });
    return { tools, pieces };
  }
  sentTools.forEach((tool, i) => {
    const t = isObject(tool) ? tool : {};
    const fn = isObject(t.function) ? t.function : t;
    const name = typeof fn.name === "string" ? fn.name : String(t.type ?? "tool");
    const text = jsonText(body, ["tools", i]) ?? "";
    tools.push(wire === "anthropic" && t.defer_loading === true ? { name, text, deferLoading: true } : { name, text });
  });
  if (typeof request.system === "string") pieces.push({ text: request.system, system: true });
  else if (Array.isArray(request.system)) {
    for (const text of contentTexts(body, ["system"], request.system)) pieces.push({ text, system: true });
  }
  if (typeof request.instructions === "string") pieces.push({ text: request.instructions, system: true });
  const list = wire === "openai-responses" ? request.input : request.messages;
  const key = wire === "openai-responses" ? "input" : "messages";
  if (typeof list === "string") pieces.push({ text: list, system: false });
  else if (Array.isArray(list)) {
    list.forEach((m, i) => {
      const message = isObject(m) ? m : {};
      // Chat and Responses clients send their prompt as system or developer messages; Anthropic's system is apart.
      // Codex (Responses) may send its tools as an input item of their own ({type: "additional_tools", tools}).
      if (wire === "openai-responses" && Array.isArray(message.tools) && !("content" in message)) {
        message.tools.forEach((tool, t) => {
          const name = isObject(tool) && typeof tool.name === "string" ? tool.name : String((tool as Json)?.type);
          tools.push({ name, text: jsonText(body, [key, i, "tools", t]) ?? "" });
        });
        return;
      }
      const system = wire !== "anthropic" && (message.role === "system" || message.role === "developer");
      const content = "content" in message ? message.content : undefined;
      const texts =
        content === undefined ? [jsonText(body, [key, i]) ?? ""] : contentTexts(body, [key, i, "content"], content);
      for (const text of texts) pieces.push({ text, system });
      // A Chat Completions assistant message's calls (its content null beside them) are read by the model too:
      // each call as sent, as a tool_use block of Anthropic's or a function_call item of Responses' is.
      if (wire === "openai-chat" && Array.isArray(message.tool_calls))
        message.tool_calls.forEach((_, c) => {
          pieces.push({ text: jsonText(body, [key, i, "tool_calls", c]) ?? "", system: false });
        });
    });
  }
  return { tools, pieces };
}

const INSTRUCTIONS_HEADING = "# MCP Server Instructions";

/**
 * The client tools a client sends only when it defers MCP tools (with `defer_loading`), by name, and why, completing
 * "it ...": Copilot CLI 1.0.102's search tool on an Anthropic provider (its request without a server, or with too
 * few tools to defer, has none). Claude Code's ToolSearch and Qwen Code's tool_search are in their requests with no
 * server at all: theirs, not a server's.
 */
const DEFERRAL_BRINGS = new Map([["tool_search_tool", "defers the server's tools"]]);

/**
 * What Claude Code puts after the MCP server instructions in the same text block, each section a blank line
 * after the one before (2.1.328, read from the captured request and its bundle): its skills listing, the notes on
 * MCP servers that disconnected or tools it excluded, and the date. A server's section ends where one of these
 * begins, so the client's own text is never counted as the server's instructions (on @postman/postman-mcp-server
 * the skills listing alone is about 1,400 tokens).
 */
const CLAUDE_CODE_AFTER_INSTRUCTIONS = [
  "\n\nThe following skills are available for use with the Skill tool:",
  "\n\nThe following MCP servers have disconnected.",
  "\n\n# Unavailable MCP Tools",
  "\n\nToday's date is ",
];

/**
 * Codex's block of deferred tool namespaces (0.171.0, in a developer message): a "- mcp__<server>" line per MCP
 * server, ": <first line of its instructions>" after it when it has any.
 */
const CODEX_NAMESPACES = /<tools>\nDeferred tool namespaces:\n((?:- mcp__[^\n]*\n)+)<\/tools>/g;
const CODEX_NAMESPACE_LINE = /^- mcp__([A-Za-z0-9_-]+)(?:: .*)?$/;

/**
 * Takes Codex's deferred namespace block out of a text: with one server the whole block is what that server adds
 * (with none there is no block); with several each server's line is its own and the block's frame, which any
 * server brings, stays with the rest.
 */
function takeOutCodexNamespaces(text: string, namespaces: Map<string, string[]>): string {
  return text.replace(CODEX_NAMESPACES, (block, lines: string) => {
    const entries = lines
      .slice(0, -1)
      .split("\n")
      .map((line) => ({ line, server: CODEX_NAMESPACE_LINE.exec(line)?.[1] }));
    if (entries.some((e) => e.server === undefined)) return block;
    if (entries.length === 1) {
      const server = entries[0]?.server as string;
      namespaces.set(server, [...(namespaces.get(server) ?? []), block]);
      return "";
    }
    for (const { line, server } of entries)
      namespaces.set(server as string, [...(namespaces.get(server as string) ?? []), `\n${line}`]);
    return "<tools>\nDeferred tool namespaces:\n</tools>";
  });
}

/** The namespaces of Codex's deferred block in a text, as server names. */
function codexNamespaceServers(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(CODEX_NAMESPACES))
    for (const line of (match[1] ?? "").split("\n")) {
      const server = CODEX_NAMESPACE_LINE.exec(line)?.[1];
      if (server) out.push(server);
    }
  return out;
}

/**
 * Copilot CLI's reminder of deferred tools (1.0.102 on an Anthropic provider, past 30 tools in the request: a text
 * block of the first user message): its notice, then a section per MCP server, a blank line apart. A section is
 * its title (the key, " MCP server", and " - " with the server's instructions, cut) and either ". Tools prefixed
 * with `<key>-`:" and a "- <tool>" line per listed name, or ". Tools:" and the names as sent
 * (core/clients/copilot-cli-anthropic.ts shapes the same text for measure).
 */
const COPILOT_REMINDER =
  /<system_reminder>\nIMPORTANT: The tools listed below are deferred[^\n]*\n\n([\s\S]*?)\n<\/system_reminder>/g;
const COPILOT_SECTION = /^([\s\S]*?)\. (?:Tools prefixed with `([^`\n]*)-`|Tools):\n(- [^\n]*(?:\n- [^\n]*)*)/;

const COPILOT_REMINDER_END = "\n</system_reminder>";

interface CopilotSection {
  text: string;
  title: string;
  /** The key of a section whose tools are listed without it ("Tools prefixed with `<key>-`"). */
  key?: string;
  /** The tools' names as sent. */
  names: string[];
}

/** The sections of a Copilot CLI reminder's body, or null when it is not only sections a blank line apart. */
function copilotSections(body: string): CopilotSection[] | null {
  const out: CopilotSection[] = [];
  let rest = body;
  for (;;) {
    const m = COPILOT_SECTION.exec(rest);
    if (!m) return null;
    const key = m[2];
    const lines = (m[3] as string).split("\n").map((line) => line.slice(2));
    out.push({
      text: m[0],
      title: m[1] as string,
      ...(key === undefined ? {} : { key }),
      names: key === undefined ? lines : lines.map((line) => `${key}-${line}`),
    });
    rest = rest.slice(m[0].length);
    if (rest === "") return out;
    if (!rest.startsWith("\n\n")) return null;
    rest = rest.slice(2);
  }
}

/**
 * The server a section lists: the key its tools are prefixed with, else the key its title starts with: the title
 * up to " MCP server" (as the client writes it) before the end or " - " and the instructions, or, for a key that
 * ends so in any case ("MongoDB MCP Server"), the title up to there.
 */
function copilotSectionServer(section: CopilotSection): string {
  if (section.key !== undefined) return section.key;
  const added = /^([\s\S]*?) MCP server(?: - [\s\S]*)?$/.exec(section.title);
  if (added) return added[1] as string;
  return /^([\s\S]*?mcp server)(?: - [\s\S]*)?$/i.exec(section.title)?.[1] ?? section.title;
}

/**
 * The servers of Copilot CLI's reminders in a text and the tools each lists, by the names sent: its tool names
 * are `<key>-<tool>` with the key rewritten or cut ("@shortcut/mcp" -> "-shortcut-mcp-"), which no key given
 * with --mcp-server matches, so the reminder says whose they are.
 */
function copilotReminderTools(text: string): Array<{ server: string; names: string[] }> {
  return [...text.matchAll(COPILOT_REMINDER)].flatMap((m) =>
    (copilotSections(m[1] ?? "") ?? []).map((section) => ({
      server: copilotSectionServer(section),
      names: section.names,
    })),
  );
}

/**
 * Takes Copilot CLI's reminder of deferred tools out of a text, as Codex's namespace block is: with one server the
 * whole reminder is what that server adds (the client sends it only because it defers that server's tools); with
 * several each server's section is its own and the notice, which any of them brings, stays with the rest. A
 * reminder that is not made of such sections stays whole.
 */
function takeOutCopilotReminder(text: string, listed: Map<string, { names: string[]; texts: string[] }>): string {
  return text.replace(COPILOT_REMINDER, (block, body: string) => {
    const sections = copilotSections(body);
    if (sections === null) return block;
    const owned = sections.map((section) => ({ section, server: copilotSectionServer(section) }));
    const add = (server: string, names: string[], piece: string) => {
      const entry = listed.get(server) ?? { names: [], texts: [] };
      listed.set(server, { names: [...entry.names, ...names], texts: [...entry.texts, piece] });
    };
    if (owned.length === 1) {
      add(owned[0]?.server as string, owned[0]?.section.names ?? [], block);
      return "";
    }
    for (const { section, server } of owned) add(server, section.names, `\n\n${section.text}`);
    // The notice alone: the block up to the blank line before the first section, and the closing tag.
    const notice = block.slice(0, block.length - body.length - COPILOT_REMINDER_END.length - "\n\n".length);
    return `${notice}${COPILOT_REMINDER_END}`;
  });
}

/**
 * Takes the deferred names (a line that is an MCP tool name alone) and Claude Code's server-instructions
 * section ("## <server>" under "# MCP Server Instructions", up to the next server or a blank-line gap) out of a
 * text, so each is its own part and the rest stays with the system prompt or the messages.
 */
function takeOut(
  text: string,
  servers: Set<string>,
  known: readonly string[],
  deferred: Map<string, string[]>,
  instructions: Map<string, string[]>,
  namespaces: Map<string, string[]>,
  listed: Map<string, { names: string[]; texts: string[] }>,
): string {
  let rest = takeOutCopilotReminder(takeOutCodexNamespaces(text, namespaces), listed);
  const heading = rest.indexOf(INSTRUCTIONS_HEADING);
  if (heading >= 0) {
    const names = [...servers].sort((a, b) => b.length - a.length);
    let at = heading;
    for (;;) {
      const found = names
        .map((s) => ({ s, i: rest.indexOf(`\n## ${s}\n`, at) }))
        .filter((x) => x.i >= 0)
        .sort((a, b) => a.i - b.i)[0];
      if (!found) break;
      const start = found.i + `\n## ${found.s}\n`.length;
      // The next server's section or the client's own next section; with neither (a client whose next section
      // is not known), a blank line after a line break, as when a server's text ends with a newline.
      const known = names
        .map((s) => rest.indexOf(`\n## ${s}\n`, start))
        .concat(CLAUDE_CODE_AFTER_INSTRUCTIONS.map((after) => rest.indexOf(after, start)))
        .filter((i) => i >= 0);
      const next = known.length > 0 ? known : [rest.indexOf("\n\n\n", start)].filter((i) => i >= 0);
      const end = next.length > 0 ? Math.min(...next) : rest.length;
      instructions.set(found.s, [...(instructions.get(found.s) ?? []), rest.slice(start, end)]);
      rest = rest.slice(0, start) + rest.slice(end);
      at = start;
    }
  }
  const kept: string[] = [];
  for (const line of rest.split("\n")) {
    const server = /^\S+$/.test(line) ? mcpServerOf(line, known) : null;
    if (server !== null && (servers.has(server) || line.startsWith("mcp_"))) {
      deferred.set(server, [...(deferred.get(server) ?? []), line]);
    } else kept.push(line);
  }
  return kept.join("\n");
}

/**
 * The parts of one request body of a wire format. `knownServers` names MCP servers whose tools a client
 * names `<server>_<tool>` (opencode) or otherwise without an `mcp` prefix.
 */
export function requestParts(wire: string, body: string, givenServers: readonly string[] = []): RequestPart[] {
  const request = JSON.parse(body) as Json;
  const { tools, pieces } = extract(wire, body, request);
  // Copilot CLI's reminder says whose each deferred tool is, so its servers need not be given.
  const listedBy = new Map<string, string>();
  for (const { server, names } of pieces.flatMap((p) => copilotReminderTools(p.text)))
    for (const name of names) listedBy.set(name, server);
  const knownServers = [...new Set([...givenServers, ...listedBy.values()])];
  const builtin: SentTool[] = [];
  const byServer = new Map<string, SentTool[]>();
  for (const tool of tools) {
    const server = listedBy.get(tool.name) ?? mcpServerOf(tool.name, knownServers);
    if (server === null) builtin.push(tool);
    else byServer.set(server, [...(byServer.get(server) ?? []), tool]);
  }
  // Servers seen in deferred names count too: a line of the mcp__ form names its server.
  const servers = new Set<string>([...byServer.keys(), ...knownServers]);
  for (const piece of pieces) {
    for (const line of piece.text.split("\n")) {
      const m = /^mcp__(.+?)__\S+$/.exec(line);
      if (m) servers.add(m[1] as string);
    }
    for (const server of codexNamespaceServers(piece.text)) servers.add(server);
  }
  const deferred = new Map<string, string[]>();
  const instructions = new Map<string, string[]>();
  const namespaces = new Map<string, string[]>();
  const listed = new Map<string, { names: string[]; texts: string[] }>();
  const system: string[] = [];
  const messages: string[] = [];
  for (const piece of pieces) {
    const rest = takeOut(piece.text, servers, knownServers, deferred, instructions, namespaces, listed);
    (piece.system ? system : messages).push(rest);
  }
  // A search tool a client sends only because it defers MCP tools is theirs to bring: the one server's whose
  // tools are deferred, or, with several, theirs together (no server).
  const deferring = [...byServer].filter(([, sent]) => sent.some((t) => t.deferLoading)).map(([server]) => server);
  const brought = deferring.length > 0 ? builtin.filter((t) => DEFERRAL_BRINGS.has(t.name)) : [];
  const own = builtin.filter((t) => !brought.includes(t));
  const broughtPart = (server?: string): RequestPart => ({
    kind: "client-tools",
    ...(server === undefined ? {} : { server }),
    names: brought.map((t) => t.name),
    texts: brought.map((t) => t.text),
    because: [...new Set(brought.map((t) => DEFERRAL_BRINGS.get(t.name) as string))].join("; "),
  });
  const parts: RequestPart[] = [
    { kind: "system", texts: system },
    { kind: "builtin-tools", names: own.map((t) => t.name), texts: own.map((t) => t.text) },
    ...(brought.length > 0 && deferring.length > 1 ? [broughtPart()] : []),
  ];
  for (const server of [...servers].sort()) {
    const all = byServer.get(server) ?? [];
    for (const [kind, sent] of [
      ["mcp-tools", all.filter((t) => !t.deferLoading)],
      ["deferred-tools", all.filter((t) => t.deferLoading)],
    ] as const) {
      if (sent.length > 0) parts.push({ kind, server, names: sent.map((t) => t.name), texts: sent.map((t) => t.text) });
    }
    if (brought.length > 0 && deferring.length === 1 && deferring[0] === server) parts.push(broughtPart(server));
    // Copilot CLI lists each deferred tool in its reminder (the whole reminder with one server).
    const reminder = listed.get(server);
    if (reminder) parts.push({ kind: "deferred-names", server, names: reminder.names, texts: reminder.texts });
    const names = deferred.get(server) ?? [];
    if (names.length > 0) parts.push({ kind: "deferred-names", server, names, texts: [names.join("\n")] });
    // Codex names no tool up front, only the server's namespace.
    const namespace = namespaces.get(server) ?? [];
    if (namespace.length > 0)
      parts.push({ kind: "deferred-names", server, names: [`mcp__${server}`], texts: namespace });
    const given = instructions.get(server) ?? [];
    if (given.length > 0) parts.push({ kind: "instructions", server, texts: given });
  }
  parts.push({ kind: "messages", texts: messages });
  return parts;
}

/** Each part counted in each encoding: the sum over its pieces, as measure sums over tools. */
export function countParts(parts: readonly RequestPart[], encoders: readonly Encoder[]): CountedPart[] {
  return parts.map(({ texts, ...rest }) => ({
    ...rest,
    chars: texts.reduce((n, t) => n + t.length, 0),
    tokens: Object.fromEntries(encoders.map((e) => [e.name, texts.reduce((n, t) => n + e.count(t), 0)])),
  }));
}
