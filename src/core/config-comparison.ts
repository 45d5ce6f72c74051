/**
 * A client configuration compared with its base: one comparison per server of the configuration at
 * head, the servers only the base has, the servers that failed, and totals over what is known. Like a
 * comparison, it is self-contained and versioned: the fork-safe recipe's privileged job renders and
 * posts it from the file alone (setup-comparison.json), after checking it (documents.ts).
 *
 * Totals are sums of what is known, each stated on its own: head over the servers measured at head,
 * base over the servers whose base is known (a new server's base is 0, a removed server's head is 0),
 * delta over the servers known on both sides. `complete` says whether every server is in all three.
 */
import type { ClientId as ClientProfileId } from "./clients/profile.js";
import type { Comparison } from "./comparison.js";
import type { SetupClientRequest } from "./config/client-requests.js";
import type { SetupModelTotal } from "./config/summary.js";
import type { NotCountedModel } from "./models/entry.js";
import type { Totals } from "./report.js";
import { summarizeVerdict } from "./verdict.js";

export const SETUP_COMPARISON_KIND = "mcp-token-budget/setup-comparison";
export const SETUP_COMPARISON_SCHEMA_VERSION = 1;

/** Where the base of a removed server stands: measured at the base commit, or why not. */
export interface RemovedBase {
  tools: number;
  totals: Record<string, Totals>;
}

export type SetupServerComparison =
  /** In the configuration at base and at head; its comparison may still lack a baseline (then says why). */
  | { name: string; status: "compared"; comparison: Comparison }
  /** Not in the configuration at base: compared with nothing (the comparison's status is "no-baseline"). */
  | { name: string; status: "new"; comparison: Comparison }
  /** In the configuration at base only; `base` is null when it could not be measured there (`reason`). */
  | { name: string; status: "removed"; base: RemovedBase | null; reason: string | null }
  /**
   * Could not be measured at head; `error` says why, in one line. `output`: what the server or the build
   * printed, each one line: the lines that look like errors and the last ones ("… N lines left out …" between).
   */
  | { name: string; status: "failed"; error: string; output?: string[] };

export interface SetupTotal {
  base: Totals;
  head: Totals;
  delta: Totals;
}

export interface SetupSide {
  sha: string | null;
  label: string | null;
}

export interface SetupComparison {
  schemaVersion: typeof SETUP_COMPARISON_SCHEMA_VERSION;
  kind: typeof SETUP_COMPARISON_KIND;
  /** The configuration file, relative to the directory it was read from. */
  config: string;
  base: SetupSide;
  head: SetupSide;
  encodings: string[];
  /** The configuration's servers at head (picked ones, in file order), then those removed since the base. */
  servers: SetupServerComparison[];
  totals: Record<string, SetupTotal>;
  /** Servers measured at head, and failed at head. */
  measured: number;
  failed: number;
  /** Every server known at head and at base (no failure, no missing baseline). */
  complete: boolean;
  /** The budget file the servers were checked against; null when none was. */
  budget: SetupBudget | null;
  /**
   * Per model asked for, the configuration at head as ONE request (every server measured at head, their
   * tools in one list, the frame once), as `measure --config` counts it; absent when no model was asked
   * for, or when a head server's tools were not listed in this run (a saved report), which the rows say.
   */
  models?: Record<string, SetupModelTotal>;
  /** The models asked for whose one request at head was past a cap of model counting ("not counted: too large"). */
  modelsNotCounted?: Record<string, NotCountedModel>;
  /**
   * Per client of the configuration with a profile: the one request it sends with its own servers at head (as
   * `measure --config` gives it); absent when no such server was listed at head in this run.
   */
  clients?: Partial<Record<ClientProfileId, SetupClientRequest>>;
}

export interface SetupBudget {
  file: string;
  /** Every server's verdict passed. */
  passed: boolean;
  /** Limits in the file that no server of this run was checked against, and why. */
  notes: string[];
  /** The file's path from the repository root, to link it at the head commit (absent when unknown). */
  fromRoot?: string | null;
}

const ZERO: Totals = { model: 0, raw: 0 };

/** A server's totals at base and at head, per encoding, where known; a new server's base and a removed one's head are 0. */
export function sidesOf(server: SetupServerComparison, encoding: string): { base: Totals | null; head: Totals | null } {
  switch (server.status) {
    case "failed":
      return { base: null, head: null };
    case "removed":
      return { base: server.base?.totals[encoding] ?? null, head: ZERO };
    case "new":
      return { base: ZERO, head: server.comparison.totals[encoding]?.head ?? null };
    case "compared": {
      const total = server.comparison.totals[encoding];
      return { base: total?.base ?? null, head: total?.head ?? null };
    }
  }
}

const add = (a: Totals, b: Totals): Totals => ({ model: a.model + b.model, raw: a.raw + b.raw });
const minus = (a: Totals, b: Totals): Totals => ({ model: a.model - b.model, raw: a.raw - b.raw });

/** The totals, as sums over what each server has (see the file comment); also used to check a file. */
export function setupTotals(
  servers: readonly SetupServerComparison[],
  encodings: readonly string[],
): Record<string, SetupTotal> {
  const totals: Record<string, SetupTotal> = {};
  for (const encoding of encodings) {
    let base = ZERO;
    let head = ZERO;
    let delta = ZERO;
    for (const server of servers) {
      const sides = sidesOf(server, encoding);
      if (sides.base) base = add(base, sides.base);
      if (sides.head) head = add(head, sides.head);
      if (sides.base && sides.head) delta = add(delta, minus(sides.head, sides.base));
    }
    totals[encoding] = { base, head, delta };
  }
  return totals;
}

/** Whether every server is known on both sides, in every encoding. */
export function isComplete(servers: readonly SetupServerComparison[], encodings: readonly string[]): boolean {
  return servers.every((server) =>
    encodings.every((encoding) => {
      const sides = sidesOf(server, encoding);
      return sides.base !== null && sides.head !== null;
    }),
  );
}

export interface SetupComparisonInput {
  config: string;
  base: SetupSide;
  head: SetupSide;
  encodings: string[];
  servers: SetupServerComparison[];
  /** The budget file, when one was used, and its notes about servers it names that were not checked. */
  budget: { file: string; notes: string[]; fromRoot?: string | null } | null;
  /** The head's one request per model (see SetupComparison.models); absent: none. */
  models?: Record<string, SetupModelTotal>;
  /** The models not counted for that request, and why (see SetupComparison.modelsNotCounted). */
  modelsNotCounted?: Record<string, NotCountedModel>;
  /** Each client's request at head (see SetupComparison.clients); absent or empty: none. */
  clients?: Partial<Record<ClientProfileId, SetupClientRequest>>;
}

export function buildSetupComparison(input: SetupComparisonInput): SetupComparison {
  const measured = input.servers.filter((s) => s.status === "compared" || s.status === "new").length;
  const failed = input.servers.filter((s) => s.status === "failed").length;
  const verdicts = input.servers.flatMap((s) =>
    (s.status === "compared" || s.status === "new") && s.comparison.verdict ? [s.comparison.verdict] : [],
  );
  return {
    schemaVersion: SETUP_COMPARISON_SCHEMA_VERSION,
    kind: SETUP_COMPARISON_KIND,
    config: input.config,
    base: input.base,
    head: input.head,
    encodings: input.encodings,
    servers: input.servers,
    totals: setupTotals(input.servers, input.encodings),
    measured,
    failed,
    complete: isComplete(input.servers, input.encodings),
    budget: input.budget
      ? {
          file: input.budget.file,
          passed: verdicts.every((v) => v.passed),
          notes: input.budget.notes,
          ...(input.budget.fromRoot ? { fromRoot: input.budget.fromRoot } : {}),
        }
      : null,
    ...(input.models ? { models: input.models } : {}),
    ...(input.modelsNotCounted && Object.keys(input.modelsNotCounted).length > 0
      ? { modelsNotCounted: input.modelsNotCounted }
      : {}),
    ...(input.clients && Object.keys(input.clients).length > 0 ? { clients: input.clients } : {}),
  };
}

/**
 * The servers whose budget verdict failed: how many rules each breaks (counted as its comment counts
 * them, core/verdict.ts) and the message of every broken check.
 */
export function brokenRules(setup: SetupComparison): { server: string; rules: number; messages: string[] }[] {
  return setup.servers.flatMap((s) => {
    if ((s.status !== "compared" && s.status !== "new") || !s.comparison.verdict) return [];
    const summary = summarizeVerdict(s.comparison.verdict, s.comparison.encodings[0] ?? "");
    const messages = s.comparison.verdict.results.filter((r) => !r.passed).map((r) => r.message);
    return summary.broken.length > 0 ? [{ server: s.name, rules: summary.broken.length, messages }] : [];
  });
}

export function serializeSetupComparison(setup: SetupComparison): string {
  return `${JSON.stringify(setup, null, 2)}\n`;
}
