/**
 * One request is the unit: what a client sends a model on every call is one prompt, rendered once
 * with every tool it offers and every instruction it forwards. A single server, a whole client
 * configuration (the servers' tools in one list, their instructions in one system prompt) and the
 * doors all count through `countRequest`, so the frame a request carries once (Qwen3's `# Tools`
 * preamble, the harmony header, Anthropic's tool-use system prompt) is counted once, and the figures
 * agree wherever they are shown.
 */
import { shapeAsSent } from "../clients/as-sent.js";
import type { ClientRequest } from "../clients/profile.js";
import type { CacheAssumption } from "./cache.js";
import { type ModelData, type ModelEntry, modelEntry, type ProviderModel } from "./entry.js";
import type { Runtime } from "./model-id.js";
import type { ModelCounter, ModelFacingTool, Pace } from "./types.js";
import type { ContextWindow } from "./window.js";

/** What one request carries: the tools as clients send them, and the instructions (null: none sent). */
export interface ModelRequest {
  tools: readonly ModelFacingTool[];
  instructions: string | null;
}

/** The profile a request is counted for: its title, runtime and dated data, as the report prints them. */
export interface RequestProfile {
  title: string;
  runtime: Runtime;
  data: ModelData | null;
  /** The window the figures are of (the id's :N, --context, the runtime's or client's); else the data's. */
  window?: ContextWindow | undefined;
  /** A hosted model's provider and its id there (models[id].provider / providerModel). */
  hosted?: ProviderModel;
  /** Requests per cache lifetime the cached figure assumes (--cache-requests-per-lifetime). */
  cacheAssumption?: CacheAssumption | undefined;
}

/**
 * The tools as clients send them to a model, with no client in between: the as-sent shaping's objects (tools that
 * are not objects with a string name are left out).
 */
export function modelFacingTools(listed: readonly unknown[]): ModelFacingTool[] {
  return toModelTools(shapeAsSent({ server: "", tools: listed, instructions: null }));
}

/** The tool objects of a shaped request, as the model counters take them. */
function toModelTools(request: ClientRequest): ModelFacingTool[] {
  return request.loaded.map((t) => t.sent as unknown as ModelFacingTool);
}

/** How a client joins its servers' instructions into one system prompt: in setup order, a blank line apart. */
export const INSTRUCTIONS_SEPARATOR = "\n\n";

/**
 * The request of one or more servers with no client in between (a bare measure is one server; a client
 * configuration with no client profile is all of them): each server shaped as sent (clients/as-sent.ts), their
 * tools in one list in the given order, and the instructions of the servers that send any, joined (null when
 * none does).
 */
export function setupRequest(
  servers: ReadonlyArray<{ tools: readonly unknown[]; instructions: string | null }>,
): ModelRequest {
  const shaped = servers.map((s) => shapeAsSent({ server: "", tools: s.tools, instructions: s.instructions }));
  const instructions = shaped.map((r) => r.instructionsText).filter((text): text is string => !!text);
  return {
    tools: shaped.flatMap(toModelTools),
    instructions: instructions.length > 0 ? instructions.join(INSTRUCTIONS_SEPARATOR) : null,
  };
}

/** Renders the request for a profile, counts it (with minus without), and makes the report's entry. */
export async function countRequest(
  counter: ModelCounter,
  profile: RequestProfile,
  request: ModelRequest,
  pace?: Pace,
): Promise<ModelEntry> {
  const count = await counter.count(request.tools, request.instructions, pace);
  return modelEntry(
    profile.title,
    profile.runtime,
    count,
    profile.data,
    profile.window,
    profile.hosted,
    profile.cacheAssumption,
  );
}
