/** Names in messages: "did you mean" (a typo must point at what was meant) and field paths. */

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

// Case, "_" and "-" are the usual slips between naming styles (per_tool, PerTool, max-tools).
const normalize = (name: string) => name.toLowerCase().replace(/[-_\s]/g, "");

/**
 * The known name closest to `name`, or null when none is near enough to be a likely typo.
 *
 * Against a short list every name is compared. Against a long one (a server's thousands of tools, asked
 * once per stale limit) comparing everything is quadratic, so the candidates come from an index built
 * once per list: names that extend or are a prefix of `name`, and names within two edits (all deletions
 * of up to two characters, looked up both ways). A typo of three or more edits in a long list gets no
 * suggestion; the limit is still reported.
 */
export function closest(name: string, known: readonly string[]): string | null {
  const wanted = normalize(name);
  if (wanted === "") return null;
  const allowed = Math.max(2, Math.floor(wanted.length / 4));
  const candidates = known.length <= SMALL_LIST ? null : indexOf(known).candidates(wanted);
  let best: string | null = null;
  let bestIndex = Number.POSITIVE_INFINITY;
  let bestDistance = Number.POSITIVE_INFINITY;
  const consider = (candidate: string, index: number, norm: string) => {
    // A prefix ("o200k" for "o200k_base") is a near miss however many letters are missing, but a true
    // one-letter slip is nearer: "claude-sonet-4.6" means "claude-sonnet-4.6", not its prefix "claude".
    const prefix = norm.startsWith(wanted) || wanted.startsWith(norm);
    const d =
      norm === wanted ? 0 : prefix ? Math.min(1.5, Math.abs(norm.length - wanted.length)) : distance(wanted, norm);
    // The first name in the list wins a tie, as a person reading the list top to bottom would pick.
    if (d < bestDistance || (d === bestDistance && index < bestIndex)) {
      best = candidate;
      bestIndex = index;
      bestDistance = d;
    }
  };
  for (const i of candidates ?? known.keys()) consider(known[i] as string, i, normalize(known[i] as string));
  return bestDistance <= allowed ? best : null;
}

/** Up to this many names, every one is compared (budget keys, encodings, a usual server's tools). */
const SMALL_LIST = 200;

interface NameIndex {
  /** Indexes of the names worth comparing with `wanted` (see closest). */
  candidates(wanted: string): Iterable<number>;
}

const indexes = new WeakMap<readonly string[], NameIndex>();

/** Every string made from `text` by deleting up to two characters, `text` included. */
function deletions(text: string): Set<string> {
  const out = new Set([text]);
  for (let i = 0; i < text.length; i++) {
    const one = text.slice(0, i) + text.slice(i + 1);
    out.add(one);
    for (let j = i; j < one.length; j++) out.add(one.slice(0, j) + one.slice(j + 1));
  }
  return out;
}

function indexOf(known: readonly string[]): NameIndex {
  const cached = indexes.get(known);
  if (cached) return cached;
  const norms = known.map(normalize);
  const byDeletion = new Map<string, number[]>();
  norms.forEach((norm, i) => {
    // Long names would make the index large; their near misses are found as prefixes or not at all.
    if (norm.length > 64) return;
    for (const variant of deletions(norm)) {
      const list = byDeletion.get(variant);
      if (list) list.push(i);
      else byDeletion.set(variant, [i]);
    }
  });
  const sorted = norms
    .map((norm, i) => ({ norm, i }))
    .sort((a, b) => (a.norm < b.norm ? -1 : a.norm > b.norm ? 1 : a.i - b.i));
  const firstAtLeast = (text: string) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as { norm: string }).norm < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const index: NameIndex = {
    candidates(wanted) {
      const out = new Set<number>();
      // Names that start with `wanted`: one letter longer is a distance of 1, longer ones 1.5, where only
      // the first in the list can win.
      let firstLonger = Number.POSITIVE_INFINITY;
      for (let k = firstAtLeast(wanted); k < sorted.length; k++) {
        const entry = sorted[k] as { norm: string; i: number };
        if (!entry.norm.startsWith(wanted)) break;
        if (entry.norm.length <= wanted.length + 1) out.add(entry.i);
        else firstLonger = Math.min(firstLonger, entry.i);
      }
      if (Number.isFinite(firstLonger)) out.add(firstLonger);
      // Names that `wanted` starts with.
      for (let end = 0; end < wanted.length; end++) {
        const prefix = wanted.slice(0, end);
        const k = firstAtLeast(prefix);
        const entry = sorted[k];
        if (entry && entry.norm === prefix) out.add(entry.i);
      }
      if (wanted.length <= 66) {
        for (const variant of deletions(wanted)) for (const i of byDeletion.get(variant) ?? []) out.add(i);
      }
      return out;
    },
  };
  indexes.set(known, index);
  return index;
}

export const didYouMean = (name: string, known: readonly string[]): string => {
  const match = closest(name, known);
  return match === null ? "" : `; did you mean "${match}"?`;
};

/** `tools.search_issues`, or `tools["my.tool"]` when the key would make the dotted path ambiguous. */
export function fieldPath(parent: string, key: string): string {
  const part = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
  if (parent === "") return part;
  return part.startsWith('"') ? `${parent}[${part}]` : `${parent}.${part}`;
}
