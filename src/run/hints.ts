/**
 * The hints use case: list a server (the tool definitions as sent are what the rules rewrite), load the
 * encoders and the exact model profiles asked for, and run hintsFor. A saved report cannot give hints:
 * it holds counts, not the definitions.
 */

import { CLIENT_LIMITS, isClaudeModel, TOOL_SEARCH } from "../core/clients.js";
import type { Listing } from "../core/count.js";
import { loadEncoders } from "../core/encodings.js";
import { type HintModel, hintsFor } from "../core/hints/hints.js";
import type { DeferralHint, HintsResult } from "../core/hints/types.js";
import { countRequest, modelFacingTools } from "../core/models/request.js";
import type { ModelCounter } from "../core/models/types.js";
import type { ServerInfo } from "../core/report.js";
import { type ListOptions, listServer, type ServerSpec } from "../mcp/list.js";
import type { ModelProfile, ProfileContext } from "../models/registry.js";
import { modelCountTooLarge } from "./measure.js";

export interface HintsRunOptions extends ListOptions {
  encodings: string[];
  models?: readonly ModelProfile[];
  profileContext?: ProfileContext;
}

export interface ServerHints {
  server: ServerInfo;
  result: HintsResult;
  /** Things the user should know: profiles left out, the listing's own warnings. */
  warnings: string[];
}

/** Savings are counted again on each rewritten tool: only exact profiles can do that without a rule of thumb or a paid call per hint. */
export function hintProfiles(models: readonly ModelProfile[]): { exact: ModelProfile[]; warnings: string[] } {
  const exact = models.filter((m) => m.fidelity === "exact");
  const warnings = models
    .filter((m) => m.fidelity !== "exact")
    .map(
      (m) =>
        `no hint savings for ${m.id}: its figure is ${m.fidelity === "estimate" ? "an estimate from the o200k_base count (its savings follow the o200k_base column)" : "a provider count, one paid request per rewrite"}; only exact profiles are counted again`,
    );
  return { exact, warnings };
}

export async function hintsForServer(spec: ServerSpec, options: HintsRunOptions): Promise<ServerHints> {
  return (await hintsWithListing(spec, options)).hints;
}

/** hintsForServer, also handing back what the server listed (a setup counts its request from it). */
export async function hintsWithListing(
  spec: ServerSpec,
  options: HintsRunOptions & { counters?: Promise<readonly ModelCounter[]> },
): Promise<{ hints: ServerHints; listing: Listing }> {
  const { exact, warnings } = hintProfiles(options.models ?? []);
  const [encoders, counters, listing] = await Promise.all([
    loadEncoders(options.encodings),
    options.counters ?? Promise.all(exact.map((profile) => profile.load(options.profileContext ?? {}))),
    listServer(spec, options),
  ]);
  const models: HintModel[] = exact.map((profile, i) => ({
    id: profile.id,
    counter: counters[i] as HintModel["counter"],
  }));
  // Model counting's cap per request holds for each tool counted alone: past it, that profile's hint figures
  // for the tool are "not counted: too large" (result.notCounted), as measure's figures would be.
  const hinted = await hintsFor(listing.tools, encoders, { models, tooLarge: modelCountTooLarge });
  const deferral = await deferralHints(listing, options);
  const result = deferral.length > 0 ? { ...hinted, deferral } : hinted;
  return { hints: { server: listing.server, result, warnings: [...warnings, ...listing.warnings] }, listing };
}

/**
 * "defer these N tools" for each Claude model asked for (estimate or exact; a provider count would be a paid
 * request) whose block is over Claude Code's share of the window: with tool search the request carries the
 * search tool instead.
 */
async function deferralHints(listing: Listing, options: HintsRunOptions): Promise<DeferralHint[]> {
  const claude = (options.models ?? []).filter((m) => isClaudeModel(m.id) && m.fidelity !== "provider-count");
  if (claude.length === 0 || listing.tools.length === 0) return [];
  const threshold = CLIENT_LIMITS["claude-code"].maxShareOfContext ?? 0.1;
  const request = { tools: modelFacingTools(listing.tools), instructions: listing.instructions ?? null };
  const out: DeferralHint[] = [];
  for (const profile of claude) {
    const counter = await profile.load(options.profileContext ?? {});
    const entry = await countRequest(counter, profile, request);
    const block = entry.range?.high ?? entry.tools;
    if (!entry.contextWindow || block <= entry.contextWindow * threshold) continue;
    out.push({
      model: profile.id,
      tools: listing.tools.length,
      blockTokens: entry.tools,
      ...(entry.range ? { blockTokensHigh: entry.range.high } : {}),
      contextWindow: entry.contextWindow,
      threshold,
      upFront: TOOL_SEARCH.tokens,
      saves: entry.tools - TOOL_SEARCH.tokens,
      source: `${TOOL_SEARCH.source}; Claude Code's threshold: ${CLIENT_LIMITS["claude-code"].source} (${CLIENT_LIMITS["claude-code"].date})`,
    });
  }
  return out;
}

/** Stable, pretty JSON for files and stdout; `responses` (hints --calls) are the preview/detail hints of the calls. */
export function serializeHints(result: HintsResult & { responses?: readonly unknown[] }): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}
