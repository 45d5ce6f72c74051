/**
 * The deferral bill: what using one of the server's tools costs in a conversation with a client that defers
 * them. The model calls the client's search tool, the client adds the found definition, and the whole prefix is
 * sent again. Each figure is a count of the exact texts and objects the client adds (profile.firstUse, derived
 * from a capture in which the recorder answered the first turn with the client's own search-tool call:
 * `capture --use-tool`); nothing here is estimated but the round, which takes the client's own dated base.
 */
import type { Encoder } from "../encodings.js";
import type { ClientRequest, ClientTool } from "./profile.js";

/** What one use of a deferred tool adds to the conversation, per encoding. */
export interface FirstUseTokens {
  /** Per tool, by the name the model sees: the search call, its result and the definition it loads. */
  perTool: Record<string, number>;
  /** The median over the server's tools (what the client line shows). */
  median: number;
  /**
   * The extra round: the whole request sent again after the search, for the median tool: the client's own base
   * (deferred), the server's up-front part and what the use added. null when the client's base is not known.
   */
  round: number | null;
  /**
   * Whether deferral likely costs more than it saves for a server used on most turns: loading every tool up front
   * adds less than one use adds (saving <= median), or one extra round is worth more than ten requests' saving.
   */
  costsMore: boolean;
}

/** The texts (message content, counted as text) and objects (tool definitions, counted as JSON) a use adds. */
export interface FirstUseAdds {
  texts: string[];
  objects: Array<Record<string, unknown>>;
}

/** How many requests' saving one extra round may cost before deferral is said to cost more than it saves. */
export const ROUNDS_OF_SAVING = 10;

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
}

/**
 * The bill in one encoding: each server tool's use (the client's own tools, which the server only brings, are
 * left out), against what loading every tool up front would have added per request (allLoaded - upFront).
 */
export function countFirstUse(
  requests: readonly ClientRequest[],
  adds: (tool: ClientTool) => FirstUseAdds,
  encoder: Encoder,
  figures: { upFront: number; allLoaded: number; clientBase: number | null },
): FirstUseTokens | undefined {
  const perTool: Record<string, number> = {};
  for (const request of requests) {
    for (const tool of request.loaded) {
      // The client's own tools, and a tool it already sends loaded up front (Claude Code's alwaysLoad), need no search.
      if (tool.clientOwn || request.upFrontTools?.includes(tool.name)) continue;
      const { texts, objects } = adds(tool);
      perTool[tool.name] =
        texts.reduce((n, t) => n + encoder.count(t), 0) +
        objects.reduce((n, o) => n + encoder.count(JSON.stringify(o)), 0);
    }
  }
  if (Object.keys(perTool).length === 0) return undefined;
  const mid = median(Object.values(perTool));
  const round = figures.clientBase === null ? null : figures.clientBase + figures.upFront + mid;
  const saving = figures.allLoaded - figures.upFront;
  const costsMore = saving <= mid || (round !== null && round > ROUNDS_OF_SAVING * saving);
  return { perTool, median: mid, round, costsMore };
}
