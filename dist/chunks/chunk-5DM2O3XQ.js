import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  hintsFor
} from "./chunk-O5BXFP2B.js";
import {
  listServer
} from "./chunk-3UD6PL3E.js";
import {
  loadEncoders
} from "./chunk-KTYIMMXE.js";
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
  const result = await hintsFor(listing.tools, encoders, { models });
  return { hints: { server: listing.server, result, warnings: [...warnings, ...listing.warnings] }, listing };
}
__name(hintsWithListing, "hintsWithListing");
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
//# sourceMappingURL=chunk-5DM2O3XQ.js.map
