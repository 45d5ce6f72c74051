/** The report's `clients`: each client asked for, counted on the listing as the server sent it. */
import type { Listing } from "../count.js";
import type { Encoder } from "../encodings.js";
import type { ClientChoice } from "./client-id.js";
import { type ClientEntry, countClient } from "./count.js";

/**
 * The name a client knows the server by: its serverInfo name (a client configuration's key may differ; Claude
 * Code names tools mcp__<that key>__<tool>), "server" when it sends none.
 */
export const clientServerName = (listing: Pick<Listing, "server">) => listing.server.name || "server";

export function clientEntries(
  clients: readonly ClientChoice[],
  listing: Listing,
  encoders: readonly Encoder[],
): Record<string, ClientEntry> {
  const server = {
    server: clientServerName(listing),
    tools: listing.tools,
    instructions: listing.instructions ?? null,
  };
  const out: Record<string, ClientEntry> = {};
  for (const choice of clients) out[choice.asked] = countClient(choice.profile, server, choice.options, encoders);
  return out;
}
