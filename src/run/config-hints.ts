/**
 * `hints --config`: every server of a client configuration listed (at most `jobs` at a time), its hints
 * found as `hints` finds them, and every cut ranked by what it saves on the model asked for: a hint by
 * its rewrite counted again, a server by what it adds to the setup's one request (the request with all
 * servers minus the request without it, tools and instructions, counted through countRequest).
 */

import { type ConfiguredServer, oneLine } from "../core/config/formats.js";
import { countListing } from "../core/count.js";
import { type Encoder, loadEncoders } from "../core/encodings.js";
import { classifyError } from "../core/errors.js";
import {
  hintCuts,
  type RankedBy,
  rankCuts,
  SETUP_HINTS_KIND,
  type SetupCut,
  type SetupHints,
  type SetupHintsServer,
} from "../core/hints/config.js";
import { stripTerminalControls } from "../core/render/escape.js";
import { VERSION } from "../version.js";
import { countSetupProfiles, countSetupRequest, inPool, serverSpecOf } from "./config.js";
import { type ConfigRequest, serverMeasureOptions } from "./config-request.js";
import { hintProfiles, hintsWithListing } from "./hints.js";
import { loadCounters } from "./measure.js";

interface Listed {
  index: number;
  name: string;
  tools: readonly unknown[];
  instructions: string | null;
  encodings: Record<string, number>;
}

const perRequest = (entries: Record<string, { tools: number; instructions: number | null }>) =>
  Object.fromEntries(Object.entries(entries).map(([id, e]) => [id, e.tools + (e.instructions ?? 0)]));

export async function hintsForSetup(servers: readonly ConfiguredServer[], request: ConfigRequest): Promise<SetupHints> {
  const { launch, limits, counting } = request;
  const models = counting.models ?? [];
  const { exact, warnings } = hintProfiles(models);
  const exactCounters = loadCounters(exact);
  const allCounters = loadCounters(models);
  // A profile that cannot load fails each server's row, which says why.
  exactCounters.catch(() => {});
  allCounters.catch(() => {});
  const encoders = await loadEncoders(counting.encodings);
  const listed: Listed[] = [];
  const rows = await inPool(
    servers.map((server, index) => ({ server, index })),
    launch.jobs,
    async ({ server, index }): Promise<SetupHintsServer> => {
      const base = { name: server.name, client: server.client };
      if (!server.launch) return { ...base, status: "failed", error: server.error ?? "cannot be started" };
      try {
        const { hints, listing } = await hintsWithListing(
          serverSpecOf(server.launch, launch),
          serverMeasureOptions(limits, counting, exactCounters),
        );
        const totals = countListing(listing, encoders as Encoder[], VERSION).totals;
        listed.push({
          index,
          name: server.name,
          tools: listing.tools,
          instructions: listing.instructions ?? null,
          encodings: Object.fromEntries(Object.entries(totals).map(([e, t]) => [e, t.model])),
        });
        for (const w of hints.warnings) if (!warnings.includes(w)) warnings.push(`${server.name}: ${w}`);
        for (const n of hints.result.notCounted ?? []) {
          warnings.push(
            `${server.name}: ${n.model}: no hint figures for ${n.tool}: not counted: ${n.reason} (${n.detail})`,
          );
        }
        return { ...base, status: "listed", tools: listing.tools.length, hints: hints.result };
      } catch (error) {
        return { ...base, status: "failed", error: oneLine(stripTerminalControls(classifyError(error).message)) };
      }
    },
  );
  listed.sort((a, b) => a.index - b.index);

  const counters = listed.length > 0 ? await allCounters.catch(() => null) : null;
  const counted = counters ? await countSetupProfiles(models, counters, listed) : null;
  const total = counted ? perRequest(counted.models) : {};
  for (const [id, n] of Object.entries(counted?.notCounted ?? {})) {
    warnings.push(
      `${id}: the setup as one request not counted: ${n.reason} (${n.detail}); no server cut is ranked on it`,
    );
  }
  const cuts: SetupCut[] = [];
  for (const server of listed) {
    const others = listed.filter((l) => l !== server);
    const without = counters ? perRequest(await countSetupRequest(models, counters, others)) : {};
    cuts.push({
      kind: "server",
      server: server.name,
      saves: server.encodings,
      models: Object.fromEntries(Object.keys(total).map((id) => [id, (total[id] ?? 0) - (without[id] ?? 0)])),
    });
    const row = rows[server.index];
    if (row?.status === "listed") cuts.push(...hintCuts(server.name, row.hints));
  }

  const first = models[0];
  const encoding = counting.encodings[0] ?? "o200k_base";
  let rankedBy: RankedBy = { encoding };
  if (first && first.fidelity === "exact") rankedBy = { model: first.id };
  else if (first) {
    warnings.push(
      `ranked by ${encoding}, not ${first.id}: ${first.id} is not an exact profile, so its hint savings are not counted (they follow ${encoding}); its column of server cuts is in the JSON`,
    );
  }
  const encodings: Record<string, number> = {};
  for (const e of counting.encodings) encodings[e] = listed.reduce((sum, l) => sum + (l.encodings[e] ?? 0), 0);
  return {
    kind: SETUP_HINTS_KIND,
    rankedBy,
    total: { encodings, models: total },
    servers: rows,
    cuts: rankCuts(cuts, rankedBy),
    warnings,
  };
}
