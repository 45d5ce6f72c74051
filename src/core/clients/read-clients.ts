/**
 * VS Code (Copilot Chat) and Cursor as their makers describe them today: read, not captured (neither runs
 * headless here). Both send only the tools' names up front; their wire form and the exact text of the names are
 * not published, so each name is counted as a "\n<name>" line (as Claude Code's list of deferred tools) and a
 * loaded tool as listed ({ name, description, inputSchema }). What decides deferral is data here, not code in
 * the counting: VS Code's model family (a setting of ours, `vscode:model=<family>`), Cursor nothing (it defers
 * for every model).
 */
import type { ClientOptions, ClientProfile, ServerListing } from "./profile.js";
import { type ListedTool, shapeRequest } from "./shape.js";

/** When VS Code's and Cursor's published sources were read. */
export const READ_DATE = "2026-12-06";

/** A tool as the bare measure counts it: { name, description, inputSchema }. */
export function listedToolObject(
  name: string,
  description: string | undefined,
  tool: ListedTool,
): Record<string, unknown> {
  const out: Record<string, unknown> = { name };
  if (description !== undefined) out.description = description;
  out.inputSchema = tool.inputSchema;
  return out;
}

/** Each deferred name as a line of its own (the client's exact text is not published). */
const nameLines = (names: readonly string[]) => names.map((name) => `\n${name}`).join("");

/**
 * The model families VS Code's `model` setting (ours) takes, and whether Copilot Chat defers on each: Claude
 * Sonnet/Opus 4.5+ and GPT-5.4+ get names up front; Gemini models get virtual tools (groups), counted here as
 * every tool loaded since the groups' text is not published; any other model gets every tool loaded.
 */
export const VSCODE_MODEL_DEFERS: Readonly<Record<string, boolean>> = {
  claude: true,
  gpt: true,
  gemini: false,
  other: false,
};

/** VS Code's default family: Claude Sonnet 4.5+, which defers. */
export const VSCODE_DEFAULT_MODEL = "claude";

const vscodeDefers = (options: ClientOptions) => VSCODE_MODEL_DEFERS[options.model ?? VSCODE_DEFAULT_MODEL] === true;

/** VS Code's cap: at most 128 tools in a request, deferred or not (the deferred ones still go, marked). */
const VSCODE_MAX_TOOLS = 128;

export const vscode: ClientProfile = {
  id: "vscode",
  title: "VS Code / Copilot",
  version: null,
  source: "docs",
  sourceText:
    "read, not captured: VS Code's engineering blog \"solving MCP tool overload\" (2026-04-24): for Claude Sonnet/Opus 4.5+ and GPT-5.4+ Copilot Chat sends only tool names up front, the full objects marked defer_loading (the provider hides them), about 30 of its own tools always loaded; for Gemini models it groups tools into virtual tools; VS Code's MCP documentation: at most 128 tools per request",
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
    ours: true,
  },
  defers: vscodeDefers,
  request: (listing: ServerListing, options: ClientOptions) =>
    shapeRequest(listing, {
      maxTools: VSCODE_MAX_TOOLS,
      truncateBytes: null,
      name: (_server, tool) => tool,
      toolObject: listedToolObject,
      instructionsText: () => null,
      deferredText: vscodeDefers(options) ? nameLines : null,
      sortsByName: false,
    }),
  clientBase: null,
  limit: {
    maxShareOfContext: null,
    models: null,
    effect: "fails a request with more than 128 tools",
    source:
      "VS Code's MCP documentation and reports on its issue tracker (128 tools per request, deferred tools included)",
    date: READ_DATE,
  },
};

/** Cursor warns above this many tools; it sends them all (names up front). Before 2026-01 it sent the first 40. */
const CURSOR_WARNS_ABOVE = 80;

export const cursor: ClientProfile = {
  id: "cursor",
  title: "Cursor",
  version: null,
  source: "docs",
  sourceText:
    "read, not captured: Cursor's blog (2026-01-06, \"46.9% fewer agent tokens\"): since 2026-01 the agent gets only the MCP tools' names up front and reads a tool's definition when it needs it; it warns above 80 tools (before, it sent only the first 40)",
  date: READ_DATE,
  naming: "<tool> as listed (not captured)",
  maxTools: null,
  capEffect: null,
  truncateBytes: null,
  instructionsPlace: "not known (not captured)",
  deferralSetting: null,
  defers: () => true,
  request: (listing: ServerListing) =>
    shapeRequest(listing, {
      maxTools: null,
      truncateBytes: null,
      name: (_server, tool) => tool,
      toolObject: listedToolObject,
      instructionsText: () => null,
      deferredText: nameLines,
      sortsByName: false,
    }),
  clientBase: null,
  limit: {
    maxTools: CURSOR_WARNS_ABOVE,
    maxShareOfContext: null,
    models: null,
    effect: "warns above 80 tools (it sent only the first 40 before 2026-01)",
    source: 'Cursor\'s blog (2026-01-06, "46.9% fewer agent tokens") and forum; reports on its issue tracker',
    date: READ_DATE,
  },
};
