/**
 * A client's MCP part of the request on each model asked for (measure --client C -m M): what the server adds to
 * a request of that client on that model, up front and with every tool loaded.
 *
 * A client's request always carries its own tools and system prompt, so the frame a model puts around tools (a
 * tool-use system prompt, harmony's `namespace functions`, Qwen's `# Tools` preamble) is the client's, not the
 * server's. Each figure is therefore a difference of two renders on the model's own counter: the request with
 * a one-tool stand-in for the client's built-ins (and a one-line system prompt) plus the server's part, minus
 * the same request without it. The client's own base on a model is not known: it was captured in o200k_base and
 * cl100k_base only.
 */
import type { ModelCounter, ModelFacingTool, ProfileCount } from "../models/types.js";
import type { ClientRequest, ClientTool } from "./profile.js";

/** The client's own tool the server's tools join (the difference removes it again). */
export const BUILT_IN: ModelFacingTool = {
  name: "read_file",
  description: "Reads a file.",
  inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
};
/** The client's own system prompt the server's texts are appended to (the difference removes it again). */
export const SYSTEM = "You are a coding assistant.";

export interface ClientOnModel {
  fidelity: ProfileCount["fidelity"];
  /**
   * What the server adds to every request on this model before any tool is loaded: for a deferring client, its
   * deferred text and the tool objects it still sends up front (ClientRequest.upFrontTools), as in the encodings.
   */
  upFront: number;
  /** What it adds with every tool loaded. */
  allLoaded: number;
  /**
   * Prompt caching with this client: the provider caches the prefix up to the client's breakpoint, which holds
   * the client's own prompt and tools with the server's part, so the minimum applies to that whole prefix, not
   * to the server's tools alone. Absent when the model has no cache data or the client's base is not known.
   */
  cache?: ClientCache;
}

export interface ClientCache {
  cacheable: boolean;
  minTokens: number;
  /**
   * The prefix up front on this model, about: the client's own base (captured in o200k_base) scaled by what the
   * server's part costs on this model against o200k_base, plus that part.
   */
  prefixAbout: number;
}

/**
 * The client's cache verdict on a model: its base in o200k_base tokens (clientBaseO200k) scaled to the model by
 * the ratio of the server's up-front part on the model to the same part in o200k_base, plus that part.
 */
export function clientCache(
  onModel: Pick<ClientOnModel, "upFront">,
  upFrontO200k: number,
  clientBaseO200k: number | null,
  minTokens: number | null,
): ClientCache | undefined {
  if (clientBaseO200k === null || minTokens === null) return undefined;
  const scale = upFrontO200k > 0 && onModel.upFront > 0 ? onModel.upFront / upFrontO200k : 1;
  const prefixAbout = Math.round(clientBaseO200k * scale) + onModel.upFront;
  return { cacheable: prefixAbout >= minTokens, minTokens, prefixAbout };
}

/** The tool as a model API receives it from the client, whatever the client's wire form of it. */
export function modelFacingOf(sent: Record<string, unknown>): ModelFacingTool {
  const inner = (typeof sent.function === "object" && sent.function !== null ? sent.function : sent) as Record<
    string,
    unknown
  >;
  const schema = inner.input_schema ?? inner.parametersJsonSchema ?? inner.parameters ?? inner.inputSchema ?? {};
  const tool: ModelFacingTool = { name: String(inner.name ?? ""), inputSchema: schema };
  if (typeof inner.description === "string") tool.description = inner.description;
  return tool;
}

/** Everything a render adds to the request: its tools and its instructions (figures are differences of these). */
export const wholeCount = (count: ProfileCount) => count.tools + (count.instructions ?? 0);

/** Tokens a text adds to the client's system prompt on this model (0 for none), against the stand-in request. */
async function textOn(counter: ModelCounter, bare: ProfileCount, text: string | null): Promise<number> {
  if (text === null || text === "") return 0;
  return wholeCount(await counter.count([BUILT_IN], `${SYSTEM}${text}`)) - wholeCount(bare);
}

/** The client's request for the server counted on one model's counter. */
export async function countClientOnModel(request: ClientRequest, counter: ModelCounter): Promise<ClientOnModel> {
  // The stand-in request (the client's own tool and prompt) once; each figure is a difference from it.
  const bare = await counter.count([BUILT_IN], SYSTEM);
  const instructions = await textOn(counter, bare, request.instructionsText);
  const names = await textOn(counter, bare, request.deferredText);
  const toolsOn = async (sent: readonly ClientTool[]) =>
    sent.length === 0
      ? 0
      : wholeCount(await counter.count([BUILT_IN, ...sent.map((t) => modelFacingOf(t.sent))], SYSTEM)) -
        wholeCount(bare);
  const loaded = await toolsOn(request.loaded);
  const deferred = request.deferredText !== null;
  // A deferring client still sends some tool objects up front (Copilot CLI's search tool on Anthropic, Claude
  // Code's alwaysLoad tools): up front is those objects and the deferred text, as the encodings' figure is.
  const upFrontNames = new Set(request.upFrontTools ?? []);
  const alwaysLoaded = deferred ? await toolsOn(request.loaded.filter((t) => upFrontNames.has(t.name))) : 0;
  return {
    fidelity: bare.fidelity,
    upFront: (deferred ? names + alwaysLoaded : loaded) + instructions,
    allLoaded: loaded + instructions + (request.deferredTextStays ? names : 0),
  };
}
