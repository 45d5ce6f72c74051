/**
 * How a run counts what it measures: the encodings, the model profiles, the clients, the scripted calls and the
 * stability check. One type, read in one place by `measure` (what it counts) and by the cache key (what a cached
 * report was counted with), so a new counting feature is one field here, its line in `measureCounting` and its
 * part of the key in `countingKey`: a feature that reached measure and not the key would let a cached report
 * without its figures stand in for one with them (docs/development.md, "a run as the few things it is made of").
 */
import type { MeasurementSettings } from "../cache/key.js";
import type { CallsFile } from "../core/calls/types.js";
import type { ClientChoice } from "../core/clients/client-id.js";
import type { ModelProfile } from "../models/registry.js";
import type { Settings } from "../settings/settings.js";
import type { MeasureOptions } from "./measure.js";

export interface Counting {
  encodings: string[];
  /** Model profiles counted for head and base alike. */
  models?: readonly ModelProfile[];
  /** Client profiles (--client / client) shaped for head and base alike. */
  clients?: readonly ClientChoice[];
  /** The server's key in the clients' configuration (--name / name), for head and base alike; absent: serverInfo name. */
  clientServerKey?: string | null;
  /** Scripted tool calls run on head and base alike (the head's file); null or absent: none. */
  calls?: CallsFile | null;
  /** List each side twice in one session and once more after a restart (--check-stable). */
  checkStable?: boolean;
}

/** A run's counting from its settings (either door) and its calls file, once opened. */
export function countingOf(settings: Settings, calls: CallsFile | null | undefined): Counting {
  return {
    encodings: settings.encodings,
    models: settings.models,
    clients: settings.clients,
    clientServerKey: settings.clientServerKey,
    calls: calls ?? null,
    checkStable: settings.checkStable,
  };
}

/** What `measure` counts, from the run's counting. */
export function measureCounting(
  counting: Counting,
): Pick<MeasureOptions, "encodings" | "models" | "clients" | "clientServerKey" | "calls" | "checkStable"> {
  return {
    encodings: counting.encodings,
    models: counting.models ?? [],
    ...(counting.clients && counting.clients.length > 0 ? { clients: counting.clients } : {}),
    ...(counting.clientServerKey ? { clientServerKey: counting.clientServerKey } : {}),
    ...(counting.calls ? { calls: counting.calls } : {}),
    ...(counting.checkStable ? { checkStable: true } : {}),
  };
}

/**
 * The counting's part of the cache key (src/cache/key.ts). The calls are not in it: a run with calls keeps
 * no cache at all (src/run/prepare.ts), since a cached report holds none.
 */
export function countingKey(
  counting: Counting,
): Pick<MeasurementSettings, "encodings" | "models" | "checkStable" | "clients" | "clientServerKey"> {
  const clients = counting.clients ?? [];
  return {
    encodings: counting.encodings,
    // A provider's count and an estimate of the same model are different measurements.
    models: (counting.models ?? []).map((profile) =>
      profile.fidelity === "provider-count" ? `${profile.id} (provider-count)` : profile.id,
    ),
    ...(counting.checkStable ? { checkStable: true } : {}),
    // A report without the clients' figures must not stand in for one with them.
    ...(clients.length > 0 ? { clients: clients.map((c) => c.asked) } : {}),
    // The clients' figures are counted under this key: a report under another must not stand in for it.
    ...(clients.length > 0 && counting.clientServerKey ? { clientServerKey: counting.clientServerKey } : {}),
  };
}
