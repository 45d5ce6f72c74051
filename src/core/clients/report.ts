/** The report's `clients`: each client asked for, counted on the listing as the server sent it. */
import type { Listing } from "../count.js";
import type { Encoder } from "../encodings.js";
import { type ModelCounter, TooLargeToCount } from "../models/types.js";
import { type ClientChoice, nearestVersionNote } from "./client-id.js";
import { type ClientEntry, countClient } from "./count.js";
import { type ClientOnModel, clientCache, countClientOnModel } from "./count-on-models.js";
import type { ServerListing } from "./profile.js";

/**
 * The name a client knows the server by: the key given (--name: the key of the client's configuration, which
 * Claude Code names tools mcp__<key>__<tool> after), else its serverInfo name, "server" when it sends none.
 */
export const clientServerName = (listing: Pick<Listing, "server">, key: string | null = null) =>
  key ?? (listing.server.name || "server");

/** The listing as a client shapes it, under the key it knows the server by. */
function serverListing(listing: Listing, key: string | null): ServerListing {
  return {
    server: clientServerName(listing, key),
    tools: listing.tools,
    instructions: listing.instructions ?? null,
    offersResources: (listing.resources?.length ?? 0) > 0,
    declaresResources: listing.resources !== null,
    ...(listing.stdoutNoise ? { stdoutNoise: true } : {}),
    ...(listing.server.era ? { era: listing.server.era } : {}),
  };
}

/** Each client's entry; `key`: the server's key in the client's configuration (--name), null for its serverInfo name. */
export function clientEntries(
  clients: readonly ClientChoice[],
  listing: Listing,
  encoders: readonly Encoder[],
  key: string | null = null,
): Record<string, ClientEntry> {
  const server = serverListing(listing, key);
  const out: Record<string, ClientEntry> = {};
  for (const choice of clients) {
    const entry = withAskedVersion(choice, countClient(choice.profile, server, choice.options, encoders));
    out[choice.asked] = { ...entry, server: server.server };
  }
  return out;
}

/** The entry of a version measured as its line's nearest modelled one, saying so. */
export function withAskedVersion(choice: ClientChoice, entry: ClientEntry): ClientEntry {
  if (choice.askedVersion === undefined || entry.version === null) return entry;
  return {
    ...entry,
    askedVersion: choice.askedVersion,
    note: nearestVersionNote(entry.title, choice.askedVersion, entry.version),
  };
}

/**
 * Each client's part of the request on each model counted (report `clients.<id>.models`): the same request the
 * client shapes, rendered by the model's own counter. A model whose render is past a cap of model counting is
 * left out for that client, as it is "not counted" for the server.
 */
export async function withClientModels(
  entries: Record<string, ClientEntry>,
  clients: readonly ClientChoice[],
  listing: Listing,
  models: ReadonlyArray<{ id: string; counter: ModelCounter; cacheMinTokens?: number | null }>,
  key: string | null = null,
): Promise<Record<string, ClientEntry>> {
  if (models.length === 0) return entries;
  const server = serverListing(listing, key);
  const out: Record<string, ClientEntry> = {};
  for (const choice of clients) {
    const entry = entries[choice.asked];
    if (!entry) continue;
    const request = choice.profile.request(server, choice.options);
    const figures: Record<string, ClientOnModel> = {};
    const o200k = entry.tokens.o200k_base;
    for (const { id, counter, cacheMinTokens } of models) {
      try {
        const onModel = await countClientOnModel(request, counter);
        const cache = o200k ? clientCache(onModel, o200k.upFront, o200k.clientBase, cacheMinTokens ?? null) : undefined;
        figures[id] = cache ? { ...onModel, cache } : onModel;
      } catch (error) {
        if (!(error instanceof TooLargeToCount)) throw error;
      }
    }
    out[choice.asked] = { ...entry, models: figures };
  }
  return out;
}
