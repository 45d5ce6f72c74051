/**
 * `servers: { github: { total: 3000 } }`: limits for the servers of a client configuration, by the name
 * the configuration gives them. Each server's block holds the same keys as the top level (except
 * `servers`), and overrides the top level key by key for that server: named tool limits and model
 * limits merge by name, an encodings block merges with the top level's block of that encoding.
 *
 * The top level applies to each server on its own (never to their sum), so a budget file written for
 * one server means the same for every server of a configuration. `budgetForServer` builds the budget
 * one server's report is checked against; checking a single server with a `servers` key notes that
 * the per-server limits were not checked.
 */
import { closest, fieldPath } from "./names.js";
import { type CheckContext, field } from "./rule.js";
import type { Budget, Limits, ModelLimits, ServerBudget } from "./types.js";
import type { Entry, JsonSchema, Reader, ValueKind } from "./values.js";
import { mapping } from "./values.js";

/** Server names to their limits; each block is read by the parser as a budget without `servers`. */
const serverLimits: ValueKind<Record<string, ServerBudget>> = {
  schema: {
    type: "object",
    minProperties: 1,
    additionalProperties: { $ref: "#/definitions/server" },
  } satisfies JsonSchema,
  read(entry: Entry, reader: Reader) {
    const map = mapping(entry, reader, "a mapping of server names to limits, such as github: { total: 3000 }");
    if (!map) return undefined;
    const out: Record<string, ServerBudget> = {};
    for (const server of reader.entries(map, entry.path)) {
      const limits = reader.serverBudget(server);
      // defineProperty: a server named "__proto__" must get its limits, not change the object's prototype.
      if (limits) Object.defineProperty(out, server.key, { value: limits, enumerable: true, writable: true });
    }
    return out;
  },
};

export const servers = field<Record<string, ServerBudget>>({
  key: "servers",
  value: serverLimits,
  description:
    "Limits per server of a client configuration (the action's config input), keyed by the server's name in that file: the same keys as the top level, each overriding the top level's for that server. The top-level limits apply to every server on its own. A name the configuration does not have is reported as not checked.",
});

/** A budget with `servers` checks one server's report: the per-server limits have nothing to apply to. */
export function checkServers({ budget, skip }: CheckContext) {
  const named = Object.keys(servers.of(budget) ?? {});
  if (named.length === 0) return;
  skip(
    `servers (${named.join(", ")}): not checked, per-server limits apply when every server of a client configuration is measured (the action's config input)`,
  );
}

function byName<T>(top: Readonly<Record<string, T>> | undefined, own: Readonly<Record<string, T>> | undefined) {
  const out: Record<string, T> = {};
  const put = (name: string, value: T) =>
    Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
  for (const [name, value] of Object.entries(top ?? {})) put(name, value);
  for (const [name, value] of Object.entries(own ?? {})) put(name, value);
  return out;
}

function mergeLimits(top: Limits, own: Limits): Limits {
  const merged: Limits = { ...top, ...own };
  if (top.tools || own.tools) merged.tools = byName(top.tools, own.tools);
  return merged;
}

/** The budget a server's report is checked against: the top level, overridden by the server's own block. */
export function budgetForServer(budget: Budget, name: string): Budget {
  const { servers: all, ...top } = budget;
  const order = (top.order ?? []).filter((rule) => rule !== "servers");
  const own = all && Object.hasOwn(all, name) ? all[name] : undefined;
  if (!own) return { ...top, ...(top.order ? { order } : {}) };
  const { order: ownOrder, encodings: ownEncodings, view, encoding, ...limits } = own;
  const merged: Budget = { ...top, ...limits };
  if (top.tools || limits.tools) merged.tools = byName(top.tools, limits.tools);
  if (top.models || limits.models) {
    const models: Record<string, ModelLimits> = byName(top.models, undefined);
    for (const [id, value] of Object.entries(limits.models ?? {})) {
      Object.defineProperty(models, id, {
        value: { ...(Object.hasOwn(models, id) ? models[id] : {}), ...value },
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    merged.models = models;
  }
  merged.view = view ?? top.view;
  merged.encoding = encoding !== undefined ? encoding : top.encoding;
  merged.encodings = { ...top.encodings };
  for (const [id, block] of Object.entries(ownEncodings ?? {})) {
    merged.encodings[id] = mergeLimits(top.encodings[id] ?? {}, block);
  }
  merged.order = [...new Set([...order, ...(ownOrder ?? [])])];
  return merged;
}

/**
 * Notes for names under `servers` that this run did not check: not in the configuration (with the
 * nearest name), or in it but not picked by the servers setting.
 */
export function unmatchedServerNotes(
  budget: Budget,
  configured: readonly string[],
  measured: readonly string[],
): string[] {
  const notes: string[] = [];
  for (const name of Object.keys(budget.servers ?? {})) {
    const path = fieldPath("servers", name);
    if (measured.includes(name)) continue;
    if (configured.includes(name)) {
      notes.push(`${path}: not checked, the server "${name}" was not picked for this run`);
      continue;
    }
    const near = closest(name, configured);
    const hint = near === null ? "remove the limits or fix the name" : `did you mean "${near}"?`;
    notes.push(`${path}: the configuration has no server named "${name}", so its limits were not checked; ${hint}`);
  }
  return notes;
}
