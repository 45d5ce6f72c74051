/**
 * The deferral bill: what using one of the server's tools costs in a conversation with a client that defers
 * them. The model calls the client's search tool, the client adds the found definition, and the whole prefix is
 * sent again. Each figure is a count of the exact texts and objects the client adds (profile.firstUse, derived
 * from a capture in which the recorder answered the first turn with the client's own search-tool call:
 * `capture --use-tool`); nothing here is estimated but the round, which takes the client's own dated base.
 */
import type { Encoder } from "../encodings.js";
import type { ClientProfile, ClientRequest, ServerListing } from "./profile.js";

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
   * Always false for a client that cannot be set to load every tool (Codex: it always defers).
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

/** One tool's use: the name the model sees it by and what its first use adds. */
export interface FirstUse extends FirstUseAdds {
  name: string;
}

/**
 * The uses of a request's server tools: each loaded tool through the profile's `adds` (the client's own tools,
 * which the server only brings, are left out), or the profile's `uses` of the server's listing and request (Codex,
 * which sends no tool object; Qwen Code, whose search returns the listed schema).
 */
export function firstUses(
  profile: ClientProfile,
  listings: readonly ServerListing[],
  requests: readonly ClientRequest[],
): FirstUse[] {
  const bill = profile.firstUse;
  if (!bill) return [];
  return requests.flatMap((request, i) => {
    if (bill.uses) return bill.uses(listings[i] as ServerListing, request);
    const adds = bill.adds;
    if (!adds) return [];
    // The client's own tools, and a tool it already sends loaded up front (Claude Code's alwaysLoad), need no search.
    return request.loaded
      .filter((tool) => !tool.clientOwn && !request.upFrontTools?.includes(tool.name))
      .map((tool) => ({ name: tool.name, ...adds(tool) }));
  });
}

/**
 * The bill in one encoding: each server tool's use, against what loading every tool up front would have added per
 * request (allLoaded - upFront).
 */
export function countFirstUse(
  uses: readonly FirstUse[],
  encoder: Encoder,
  figures: { upFront: number; allLoaded: number; clientBase: number | null },
  /** Whether the client can be set to load every tool instead (a deferral setting); without one, no hint. */
  canLoadAll = true,
): FirstUseTokens | undefined {
  const perTool: Record<string, number> = {};
  for (const { name, texts, objects } of uses)
    perTool[name] =
      texts.reduce((n, t) => n + encoder.count(t), 0) +
      objects.reduce((n, o) => n + encoder.count(JSON.stringify(o)), 0);
  if (Object.keys(perTool).length === 0) return undefined;
  const mid = median(Object.values(perTool));
  const round = figures.clientBase === null ? null : figures.clientBase + figures.upFront + mid;
  const saving = figures.allLoaded - figures.upFront;
  const costsMore = canLoadAll && (saving <= mid || (round !== null && round > ROUNDS_OF_SAVING * saving));
  return { perTool, median: mid, round, costsMore };
}
