/**
 * Per client profile in either report (`--client` / the action's `client`): what the server adds to each
 * client's request up front and with every tool loaded, base and head, per encoding. A client in one report
 * only gets a note, as a model does.
 */
import type { ClientEntry } from "./clients/count.js";
import type { Report } from "./report.js";

/** A client's figures as one report gives them, without the per-tool detail. */
export interface ClientFigures {
  deferred: boolean;
  /** Per encoding: what the server adds to every request before any tool is loaded, and with all loaded. */
  tokens: Record<string, { upFront: number; allLoaded: number }>;
  /** How many tools the client sends. */
  sent: number;
  /** Listed tools the client never sends (past its cap). */
  cappedOut: string[];
  /** Servers whose tools the client never sends, or refuses (ClientEntry.notSent / refused); absent: none. */
  notSent?: ClientEntry["notSent"];
  refused?: ClientEntry["refused"];
  /**
   * Per encoding, the deferral bill (a deferring client whose first use is measured): what one use of a tool adds
   * (the median over the server's tools), the extra round (null without the client's own base), and whether
   * deferral likely costs more than it saves. Absent: the client defers nothing, or its bill is not measured.
   */
  firstUse?: Record<string, { median: number; round: number | null; costsMore: boolean }>;
}

export interface ClientDiff {
  title: string;
  /** The client version of the head's profile (else the base's); null when its docs name none. */
  version: string | null;
  setting?: Record<string, string>;
  base: ClientFigures | null;
  head: ClientFigures | null;
  /** head - base per encoding both measured; null unless both reports have the client. */
  delta: Record<string, { upFront: number; allLoaded: number }> | null;
}

/** A client entry's up-front and all-loaded figures per encoding (what comparisons and outputs carry). */
export function upFrontAndLoaded(entry: ClientEntry): ClientFigures["tokens"] {
  const tokens: ClientFigures["tokens"] = {};
  for (const [encoding, t] of Object.entries(entry.tokens))
    tokens[encoding] = { upFront: t.upFront, allLoaded: t.allLoaded };
  return tokens;
}

function figures(entry: ClientEntry): ClientFigures {
  const tokens = upFrontAndLoaded(entry);
  const sent = Object.keys(Object.values(entry.tokens)[0]?.perTool ?? {}).length;
  const out: ClientFigures = { deferred: entry.deferred, tokens, sent, cappedOut: [...entry.cappedOut] };
  if (entry.notSent) out.notSent = entry.notSent;
  if (entry.refused) out.refused = entry.refused;
  const bills = Object.entries(entry.tokens).flatMap(([encoding, t]) =>
    t.firstUse
      ? [[encoding, { median: t.firstUse.median, round: t.firstUse.round, costsMore: t.firstUse.costsMore }] as const]
      : [],
  );
  if (bills.length > 0) out.firstUse = Object.fromEntries(bills);
  return out;
}

export function clientDiffs(
  base: Report | null,
  head: Report,
  notes: string[],
): Record<string, ClientDiff> | undefined {
  const inHead = Object.entries(head.clients ?? {});
  const inBase = new Map(Object.entries(base?.clients ?? {}));
  if (inHead.length === 0 && inBase.size === 0) return undefined;
  const entries: [string, ClientDiff][] = [];
  for (const [id, h] of inHead) {
    const b = inBase.get(id);
    const about = { title: h.title, version: h.version, ...(h.setting ? { setting: { ...h.setting } } : {}) };
    if (!b) {
      if (base) notes.push(`client ${id} is in the head report only; not compared`);
      entries.push([id, { ...about, base: null, head: figures(h), delta: null }]);
      continue;
    }
    if (b.version !== h.version) {
      notes.push(`client ${id}: base shaped as ${b.title} ${b.version ?? "(docs)"}, head as ${h.version ?? "(docs)"}`);
    }
    const delta: NonNullable<ClientDiff["delta"]> = {};
    for (const [encoding, t] of Object.entries(h.tokens)) {
      const before = b.tokens[encoding];
      if (before) delta[encoding] = { upFront: t.upFront - before.upFront, allLoaded: t.allLoaded - before.allLoaded };
    }
    entries.push([id, { ...about, base: figures(b), head: figures(h), delta }]);
  }
  for (const [id, b] of inBase) {
    if (head.clients && Object.hasOwn(head.clients, id)) continue;
    notes.push(`client ${id} is in the base report only; not compared`);
    entries.push([id, { title: b.title, version: b.version, base: figures(b), head: null, delta: null }]);
  }
  // fromEntries defines own properties, so an id such as "__proto__" stays an ordinary key.
  return Object.fromEntries(entries);
}
