import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintsFor
} from "./chunk-SJG2KKY6.js";
import {
  modelCountTooLarge
} from "./chunk-5VAMAJZA.js";
import {
  listServer
} from "./chunk-OOFJHATA.js";
import {
  countRequest,
  modelFacingTools
} from "./chunk-6LENRTD2.js";
import {
  CLIENT_LIMITS,
  TOOL_SEARCH,
  isClaudeModel
} from "./chunk-OJKBJGOR.js";
import {
  loadEncoders
} from "./chunk-DJ2EGANE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/hints.ts
function hintProfiles(models) {
  const exact = models.filter((m) => m.fidelity === "exact");
  const warnings = models.filter((m) => m.fidelity !== "exact").map(
    (m) => `no hint savings for ${m.id}: its figure is ${m.fidelity === "estimate" ? "an estimate from the o200k_base count (its savings follow the o200k_base column)" : "a provider count, one paid request per rewrite"}; only exact profiles are counted again`
  );
  return { exact, warnings };
}
__name(hintProfiles, "hintProfiles");
async function hintsForServer(spec, options) {
  return (await hintsWithListing(spec, options)).hints;
}
__name(hintsForServer, "hintsForServer");
async function hintsWithListing(spec, options) {
  const { exact, warnings } = hintProfiles(options.models ?? []);
  const [encoders, counters, listing] = await Promise.all([
    loadEncoders(options.encodings),
    options.counters ?? Promise.all(exact.map((profile) => profile.load(options.profileContext ?? {}))),
    listServer(spec, options)
  ]);
  const models = exact.map((profile, i) => ({
    id: profile.id,
    counter: counters[i]
  }));
  const hinted = await hintsFor(listing.tools, encoders, { models, tooLarge: modelCountTooLarge });
  const deferral = await deferralHints(listing, options);
  const result = deferral.length > 0 ? { ...hinted, deferral } : hinted;
  return { hints: { server: listing.server, result, warnings: [...warnings, ...listing.warnings] }, listing };
}
__name(hintsWithListing, "hintsWithListing");
async function deferralHints(listing, options) {
  const claude = (options.models ?? []).filter((m) => isClaudeModel(m.id) && m.fidelity !== "provider-count");
  if (claude.length === 0 || listing.tools.length === 0) return [];
  const threshold = CLIENT_LIMITS["claude-code"].maxShareOfContext ?? 0.1;
  const request = { tools: modelFacingTools(listing.tools), instructions: listing.instructions ?? null };
  const out = [];
  for (const profile of claude) {
    const counter = await profile.load(options.profileContext ?? {});
    const entry = await countRequest(counter, profile, request);
    const block = entry.range?.high ?? entry.tools;
    if (!entry.contextWindow || block <= entry.contextWindow * threshold) continue;
    out.push({
      model: profile.id,
      tools: listing.tools.length,
      blockTokens: entry.tools,
      ...entry.range ? { blockTokensHigh: entry.range.high } : {},
      contextWindow: entry.contextWindow,
      threshold,
      upFront: TOOL_SEARCH.tokens,
      saves: entry.tools - TOOL_SEARCH.tokens,
      source: `${TOOL_SEARCH.source}; Claude Code's threshold: ${CLIENT_LIMITS["claude-code"].source} (${CLIENT_LIMITS["claude-code"].date})`
    });
  }
  return out;
}
__name(deferralHints, "deferralHints");
function serializeHints(result) {
  return `${JSON.stringify(result, null, 2)}
`;
}
__name(serializeHints, "serializeHints");

export {
  hintProfiles,
  hintsForServer,
  hintsWithListing,
  serializeHints
};
//# sourceMappingURL=chunk-BJNTQQZE.js.map
