/**
 * Whether a server's tools/list stays the same: listed twice in one session and once more after a
 * restart, compared tool by tool. A listing that changes order or bytes between starts (a timestamp in a
 * description, a map iterated in random order) never hits a prompt cache, since the tool block comes first.
 *
 * The order apart (revision 2026-07-28: "list results SHOULD come in a deterministic order"): three
 * listings can show that an order is not deterministic (it changed between two of them), never that it is.
 * So the verdict is "same" (one order in all three: deterministic as far as can be observed, whatever
 * that order is; sorted by name is one such order, not a requirement) or "changes"; and a listing whose
 * only differences are of order is named for what it is: the same tools, byte for byte, in no
 * deterministic order.
 */
import { modelFacing } from "./count.js";
import type { ListingDifference, ListingStability } from "./report.js";

export type { ListingDifference, ListingOrder, ListingStability } from "./report.js";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const nameOf = (t: unknown, i: number) => (isObject(t) && typeof t.name === "string" ? t.name : `#${i + 1}`);

/** The differences between two listings of the same server: order, tools added or removed, fields changed. */
export function listingDifferences(
  first: readonly unknown[],
  second: readonly unknown[],
  when: ListingDifference["when"],
): ListingDifference[] {
  const out: ListingDifference[] = [];
  const a = first.map(nameOf);
  const b = second.map(nameOf);
  const inB = new Map(second.map((t, i) => [b[i] as string, t]));
  const inA = new Set(a);
  for (const name of a)
    if (!inB.has(name)) out.push({ when, kind: "removed", tool: name, detail: `tool ${name} is missing` });
  for (const name of b)
    if (!inA.has(name)) out.push({ when, kind: "added", tool: name, detail: `tool ${name} appears` });
  const common = a.filter((n) => inB.has(n));
  const commonB = b.filter((n) => inA.has(n));
  if (common.join("\u0000") !== commonB.join("\u0000")) {
    const moved = common.filter((n, i) => commonB[i] !== n);
    out.push({
      when,
      kind: "order",
      detail: `the tools come in another order (${moved.slice(0, 5).join(", ")}${moved.length > 5 ? ", …" : ""} moved)`,
    });
  }
  first.forEach((tool, i) => {
    const name = a[i] as string;
    const other = inB.get(name);
    if (other === undefined || !isObject(tool) || !isObject(other)) return;
    const keys = [...new Set([...Object.keys(tool), ...Object.keys(other)])];
    for (const key of keys) {
      if (JSON.stringify(tool[key]) === JSON.stringify(other[key])) continue;
      const facing = Object.hasOwn(modelFacing({ [key]: true }), key);
      out.push({
        when,
        kind: "field",
        tool: name,
        field: key,
        detail: `tool ${name}: ${key} differs${facing ? "" : " (not sent to the model)"}`,
      });
    }
  });
  return out;
}

/** The verdict on three listings: two in one session, one after a restart (null: not listed again). */
export function listingStability(
  first: readonly unknown[],
  sameSession: readonly unknown[] | null,
  secondStart: readonly unknown[] | null,
  listChanged: boolean,
): ListingStability {
  const differences = [
    ...(sameSession ? listingDifferences(first, sameSession, "same session") : []),
    ...(secondStart ? listingDifferences(first, secondStart, "second start") : []),
  ];
  const checked = sameSession !== null || secondStart !== null;
  const out: ListingStability = { stable: checked ? differences.length === 0 : null, differences };
  if (listChanged) out.listChanged = true;
  if (checked) out.order = differences.some((d) => d.kind === "order") ? "changes" : "same";
  return out;
}

/** The warning every view shows for an unstable listing. */
export function stabilityWarning(listing: ListingStability): string | null {
  if (listing.stable !== false) return null;
  if (onlyOrderChanges(listing)) {
    const when = [...new Set(listing.differences.map((d) => d.when))].join(" and ");
    return (
      `tools/list is not stable: the same tools byte for byte, but not in a deterministic order (it changed: ${when}); ` +
      "MCP revision 2026-07-28 asks that list results SHOULD come in a deterministic order, and a client's prompt " +
      "cache never hits across two orders: send the tools in one fixed order (registration order, or sorted by name)"
    );
  }
  const shown = listing.differences.slice(0, 5).map((d) => `${d.when}: ${d.detail}`);
  const more = listing.differences.length > 5 ? `; and ${listing.differences.length - 5} more` : "";
  return (
    `tools/list is not stable: ${shown.join("; ")}${more}. The tool block comes first in the prompt, so a client's ` +
    "prompt cache never hits across these listings: keep the order and every byte the same on every start"
  );
}

/** Stable in every byte but the order: the one finding that is about determinism alone. */
export function onlyOrderChanges(listing: ListingStability): boolean {
  return listing.differences.length > 0 && listing.differences.every((d) => d.kind === "order");
}
