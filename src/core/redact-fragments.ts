/**
 * The pieces of a secret that a cut leaves: text cut before it was redacted (a capped error message, a
 * stderr tail that starts mid-line, Node's own "Received '…'" quoting that ends in "...") ends with a
 * prefix of the secret, or starts with a suffix of it, where the whole value no longer matches. Such a
 * fragment of FRAGMENT_MIN characters or more is found at every place a cut shows: the start and end of
 * the text, each line break, and each ellipsis ("..." or "…"), spaces and tabs beside them skipped.
 *
 * Two Aho-Corasick automatons, one over the forms and one over the reversed forms, read only the
 * characters next to those places: linear in the text, whatever the number of secrets and forms.
 */

/** Shorter pieces of a secret are left: they cannot be told from ordinary text. */
export const FRAGMENT_MIN = 8;

/**
 * How much of each end of a form the automatons hold: a cut of a longer secret leaves a fragment of
 * at most this many characters recognised (the rest of it is found whole, or not at all).
 */
const FRAGMENT_REACH = 4096;

/** A trie of strings with failure links: after reading text, its state's depth is the longest suffix of that text that begins one of the strings. */
class PrefixAutomaton {
  private readonly next = new Map<number, number>();
  private readonly fail: number[] = [0];
  private readonly depth: number[] = [0];

  constructor(patterns: readonly string[]) {
    const children: number[][] = [[]];
    for (const pattern of patterns) {
      let node = 0;
      for (let i = 0; i < pattern.length; i++) {
        const key = node * 0x10000 + pattern.charCodeAt(i);
        let child = this.next.get(key);
        if (child === undefined) {
          child = this.depth.length;
          this.next.set(key, child);
          this.depth.push((this.depth[node] as number) + 1);
          this.fail.push(0);
          children.push([]);
          children[node]?.push(pattern.charCodeAt(i), child);
        }
        node = child;
      }
    }
    // Breadth first, so a node's failure link is set before its children's.
    const queue: number[] = [];
    const root = children[0] ?? [];
    for (let i = 1; i < root.length; i += 2) queue.push(root[i] as number);
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head] as number;
      const list = children[node] ?? [];
      for (let i = 0; i < list.length; i += 2) {
        const char = list[i] as number;
        const child = list[i + 1] as number;
        let f = this.fail[node] as number;
        while (f !== 0 && !this.next.has(f * 0x10000 + char)) f = this.fail[f] as number;
        const target = this.next.get(f * 0x10000 + char);
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        queue.push(child);
      }
    }
  }

  get empty(): boolean {
    return this.depth.length === 1;
  }

  step(state: number, char: number): number {
    let s = state;
    for (;;) {
      const target = this.next.get(s * 0x10000 + char);
      if (target !== undefined) return target;
      if (s === 0) return 0;
      s = this.fail[s] as number;
    }
  }

  depthOf(state: number): number {
    return this.depth[state] as number;
  }
}

const CUT_MARK = /\r\n|[\r\n]|\.\.\.|…/g;
const isBlank = (code: number) => code === 0x20 || code === 0x09;

export interface FragmentFinder {
  /** The text with every fragment of FRAGMENT_MIN or more characters at a cut replaced by `mark`. */
  remove(text: string, mark: string): string;
}

export function fragmentFinder(forms: readonly string[]): FragmentFinder {
  const long = forms.filter((f) => f.length > FRAGMENT_MIN);
  const heads = new PrefixAutomaton(long.map((f) => f.slice(0, FRAGMENT_REACH)));
  const tails = new PrefixAutomaton(long.map((f) => f.slice(-FRAGMENT_REACH).split("").reverse().join("")));
  const reach = Math.min(FRAGMENT_REACH, Math.max(0, ...long.map((f) => f.length)));
  if (heads.empty) return { remove: (text) => text };
  // Every FRAGMENT_MIN characters of a form: a piece at a cut holds such a run next to the cut, so a cut
  // without one is passed over without reading the automatons (most cuts, in ordinary text).
  const grams = new Set<string>();
  for (const form of long) {
    const ends =
      form.length <= 2 * FRAGMENT_REACH ? [form] : [form.slice(0, FRAGMENT_REACH), form.slice(-FRAGMENT_REACH)];
    for (const part of ends)
      for (let i = 0; i + FRAGMENT_MIN <= part.length; i++) grams.add(part.slice(i, i + FRAGMENT_MIN));
  }

  // A piece that begins a form holds its first FRAGMENT_MIN characters, one that ends a form its last ones:
  // a text with neither (nearly every text) is passed over in one scan of the regex engine.
  const anchors = new RegExp(
    [...new Set(long.flatMap((f) => [f.slice(0, FRAGMENT_MIN), f.slice(-FRAGMENT_MIN)]))]
      .map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("|"),
  );

  return {
    remove(text, mark) {
      if (text.length < FRAGMENT_MIN || !anchors.test(text)) return text;
      // Where a piece may end (before a cut) and start (after one): only where FRAGMENT_MIN characters of a
      // form are next to the cut, so most cuts in ordinary text cost one look-up.
      const ends: number[] = [];
      const starts: number[] = [];
      const consider = (before: number, after: number) => {
        let end = before;
        while (end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
        if (end >= FRAGMENT_MIN && grams.has(text.slice(end - FRAGMENT_MIN, end))) ends.push(end);
        let start = after;
        while (start < text.length && isBlank(text.charCodeAt(start))) start++;
        if (start + FRAGMENT_MIN <= text.length && grams.has(text.slice(start, start + FRAGMENT_MIN)))
          starts.push(start);
      };
      consider(0, 0);
      CUT_MARK.lastIndex = 0;
      for (let match = CUT_MARK.exec(text); match; match = CUT_MARK.exec(text))
        consider(match.index, match.index + match[0].length);
      consider(text.length, text.length);
      if (ends.length === 0 && starts.length === 0) return text;
      const found: [number, number][] = [];
      // Each automaton reads a character at most once per text (plus `reach` after a gap): a state read
      // from any point at least `reach` back is the state read from the start.
      let state = 0;
      let read = 0;
      for (const end of ends) {
        if (end < read) continue;
        if (end - read > reach) {
          state = 0;
          read = end - reach;
        }
        for (; read < end; read++) state = heads.step(state, text.charCodeAt(read));
        const n = heads.depthOf(state);
        if (n >= FRAGMENT_MIN) found.push([end - n, end]);
      }
      state = 0;
      read = text.length;
      for (let c = starts.length - 1; c >= 0; c--) {
        const start = starts[c] as number;
        if (start > read) continue;
        if (read - start > reach) {
          state = 0;
          read = start + reach;
        }
        for (; read > start; read--) state = tails.step(state, text.charCodeAt(read - 1));
        const n = tails.depthOf(state);
        if (n >= FRAGMENT_MIN) found.push([start, start + n]);
      }
      if (found.length === 0) return text;
      found.sort((a, b) => a[0] - b[0]);
      let out = "";
      let at = 0;
      for (const [start, end] of found) {
        if (end <= at) continue;
        out += text.slice(at, Math.max(at, start)) + (start >= at ? mark : "");
        at = end;
      }
      return out + text.slice(at);
    },
  };
}
