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

/** The known name closest to `name`, or null when none is near enough to be a likely typo. */
export function closest(name: string, known: readonly string[]): string | null {
  const wanted = normalize(name);
  if (wanted === "") return null;
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const norm = normalize(candidate);
    // A prefix ("o200k" for "o200k_base") is a near miss however many letters are missing, but a true
    // one-letter slip is nearer: "claude-sonet-4.6" means "claude-sonnet-4.6", not its prefix "claude".
    const edits = distance(wanted, norm);
    const d = norm === wanted ? 0 : norm.startsWith(wanted) || wanted.startsWith(norm) ? Math.min(1.5, edits) : edits;
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const allowed = Math.max(2, Math.floor(wanted.length / 4));
  return bestDistance <= allowed ? best : null;
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
