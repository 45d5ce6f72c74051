/**
 * The parts of a captured request on a model (capture -m): each part is what taking it out changes in the model's
 * own rendering of the request. A model counter renders tools and one system prompt, so the request is given to it
 * as its tools (each sent tool object read as the model API receives it) and one system prompt holding every text
 * of the request in order (system prompt, deferred names, instructions, messages: the messages without their turn
 * frames, which is the approximation of this figure). Tools sent with `defer_loading` are not in the prompt: their
 * figure is what loading them all adds.
 */
import { modelFacingOf, wholeCount as whole } from "../clients/count-on-models.js";
import type { ModelCounter, ModelFacingTool, ProfileCount } from "../models/types.js";
import type { RequestPart } from "./parts.js";

export interface PartsOnModel {
  fidelity: ProfileCount["fidelity"];
  /** The whole request as rendered on the model: its up-front tools and every text. */
  whole: number;
  /** Per part, in the parts' order: what taking it out changes (deferred tools: what loading them adds). */
  parts: number[];
}

/** How the texts are joined into the one system prompt the counter renders. */
const TEXT_SEPARATOR = "\n\n";

const isTools = (part: RequestPart) =>
  part.kind === "builtin-tools" ||
  part.kind === "mcp-tools" ||
  part.kind === "deferred-tools" ||
  part.kind === "client-tools";

/** A part's tool objects as a model API receives them; a text that is not JSON is an empty tool. */
function toolsOf(part: RequestPart): ModelFacingTool[] {
  return part.texts.map((text) => {
    try {
      const sent = JSON.parse(text) as unknown;
      if (typeof sent === "object" && sent !== null && !Array.isArray(sent)) {
        return modelFacingOf(sent as Record<string, unknown>);
      }
    } catch {
      // Not JSON: counted as a tool with no name or schema (it still takes its frame).
    }
    return { name: "", inputSchema: {} };
  });
}

export async function partsOnModel(parts: readonly RequestPart[], counter: ModelCounter): Promise<PartsOnModel> {
  const tools = parts.map((p) => (isTools(p) ? toolsOf(p) : []));
  const upFront = (leaveOut = -1) =>
    parts.flatMap((p, i) => (p.kind === "deferred-tools" || i === leaveOut ? [] : (tools[i] ?? [])));
  const text = (leaveOut = -1) => {
    const joined = parts
      .flatMap((p, i) => (isTools(p) || i === leaveOut ? [] : p.texts))
      .filter((t) => t !== "")
      .join(TEXT_SEPARATOR);
    return joined === "" ? null : joined;
  };
  const all = await counter.count(upFront(), text());
  const base = whole(all);
  const figures: number[] = [];
  for (const [i, part] of parts.entries()) {
    if (part.kind === "deferred-tools") {
      figures.push(whole(await counter.count([...upFront(), ...(tools[i] ?? [])], text())) - base);
    } else if (isTools(part)) {
      figures.push((tools[i] ?? []).length === 0 ? 0 : base - whole(await counter.count(upFront(i), text())));
    } else {
      figures.push(part.texts.every((t) => t === "") ? 0 : base - whole(await counter.count(upFront(), text(i))));
    }
  }
  return { fidelity: all.fidelity, whole: base, parts: figures };
}
