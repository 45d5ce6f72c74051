/**
 * The Claude ratio range, derived from published pairs (src/models/data/claude-pairs.json): for each
 * server, an o200k_base count of its tools and Anthropic's count_tokens with the tools minus without.
 * The Claude side of every pair carries the fixed part a request with tools pays once (the tool-use
 * system prompt): dividing it by the o200k count mixes a per-request constant into a per-token ratio
 * (2.02x on the smallest server, where the fixed part weighs most). So each pair is taken net of the
 * fixed part the source measured (one minimal tool alone: `probeDelta`, an upper bound), and the range
 * is a prediction interval of those net ratios: mean +- SPREAD standard deviations x sqrt(1 + 1/n), the
 * band a new server's ratio falls in when it behaves like the published ones. An estimate then adds
 * the model's own system prompt once (src/core/models/claude.ts). Pure arithmetic over the data.
 */

/** One published pair: the o200k_base count of a server's tools and what count_tokens says they add. */
export interface ClaudePair {
  server: string;
  o200k: number;
  claude: number;
}

export interface ClaudeRatioRange {
  /** Claude tokens per o200k_base token, net of the fixed part: the interval's bounds and centre. */
  low: number;
  high: number;
  mean: number;
  /** Sample standard deviation of the net ratios. */
  sd: number;
  pairs: number;
  /** The fixed part taken out of every pair. */
  fixed: number;
}

/**
 * Standard deviations either side of the mean: with 20 pairs, 3 covers a bit more than Student's t at
 * 99% (2.86 for 19 degrees of freedom), which keeps every published pair inside the range computed from
 * the other 19 (the leave-one-out test).
 */
export const SPREAD = 3;

/** Each pair's Claude tokens per o200k token once the fixed part is taken out. */
export function netRatios(pairs: readonly ClaudePair[], fixed: number): number[] {
  return pairs.map((p) => (p.claude - fixed) / p.o200k);
}

/** Rounded so that titles and reports stay readable and byte-stable: 3 decimals of a ratio. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function claudeRatioRange(pairs: readonly ClaudePair[], fixed: number): ClaudeRatioRange {
  if (pairs.length < 2) throw new Error("a Claude ratio range needs at least two published pairs");
  const ratios = netRatios(pairs, fixed);
  const n = ratios.length;
  const mean = ratios.reduce((sum, r) => sum + r, 0) / n;
  const sd = Math.sqrt(ratios.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (n - 1));
  const half = SPREAD * sd * Math.sqrt(1 + 1 / n);
  return {
    low: round3(mean - half),
    high: round3(mean + half),
    mean: round3(mean),
    sd: round3(sd),
    pairs: n,
    fixed,
  };
}
