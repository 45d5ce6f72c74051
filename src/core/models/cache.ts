/**
 * What prompt caching does to the tool block's price on a model: whether the block is long enough to be
 * cached at all, what 1,000 requests cost when it is (one write per cache lifetime, reads after), and
 * what a change to the block costs once (every cached conversation re-writes it). Pure arithmetic over
 * dated cache data (prices from the same source as the input price; the minimum from the provider's docs).
 */

/** How a model caches a repeated prefix, with where and when each figure was read. */
export interface CacheData {
  /** explicit: the client marks the prefix (Anthropic's cache_control); automatic: the provider does (OpenAI). */
  mode: "explicit" | "automatic";
  /** USD per million tokens written to the cache; null: no surcharge, a write pays the input price. */
  writePricePerMTok: number | null;
  /** USD per million tokens read from the cache; null when the source has no read price. */
  readPricePerMTok: number | null;
  /** The shortest prefix the provider caches, in tokens; below it nothing is cached. */
  minTokens: number;
  /** Where the minimum comes from, in words, with its date. */
  minSource: string;
  /** How long an unused cache entry lives, in minutes (Anthropic's default ephemeral lifetime: 5). */
  lifetimeMinutes: number;
}

/** The request rate the cached figure assumes: requests that reuse one cache entry within its lifetime. */
export interface CacheAssumption {
  requestsPerLifetime: number;
}

export const DEFAULT_CACHE_REQUESTS_PER_LIFETIME = 10;

/** The report's `models[id].cache`. USD where prices are known, else null. */
export interface CacheEntry {
  /** true, false (the block is shorter than minTokens), or null when the model has no cache data. */
  cacheable: boolean | null;
  minTokens: number | null;
  /**
   * USD per 1,000 requests with caching: per cache lifetime one write then reads, at `requestsPerLifetime`
   * requests per lifetime; the uncached figure when the block cannot be cached; null without prices.
   */
  costPer1kRequestsCached: number | null;
  /** USD per 1,000 conversations: a change to the block makes each re-write it once at the write price. */
  changeCost: number | null;
  /** The tokens cached as one prefix: the tools plus the instructions (what costPer1kRequests prices). */
  tokens: number;
  mode?: "explicit" | "automatic";
  lifetimeMinutes?: number;
  requestsPerLifetime?: number;
  writePricePerMTok?: number;
  readPricePerMTok?: number;
  source?: string;
}

function round(value: number): number {
  return Number(value.toPrecision(6));
}

/**
 * The cache figures of a block of `tokens` tokens at `inputPricePerMTok`. A write pays the cache write
 * price (the input price where there is no surcharge); R requests per lifetime pay one write and R - 1
 * reads, so 1,000 requests pay tokens x (write + (R - 1) x read) / R x 1,000 / 1,000,000.
 */
export function cacheEntry(
  tokens: number,
  inputPricePerMTok: number | null,
  data: CacheData | undefined,
  assumption: CacheAssumption = { requestsPerLifetime: DEFAULT_CACHE_REQUESTS_PER_LIFETIME },
): CacheEntry {
  if (!data) return { cacheable: null, minTokens: null, costPer1kRequestsCached: null, changeCost: null, tokens };
  const cacheable = tokens >= data.minTokens;
  const write = data.writePricePerMTok ?? inputPricePerMTok;
  const read = data.readPricePerMTok;
  const R = assumption.requestsPerLifetime;
  const per1k = (pricePerMTok: number) => (tokens * pricePerMTok * 1000) / 1_000_000;
  let cached: number | null = null;
  if (!cacheable) cached = inputPricePerMTok === null ? null : round(per1k(inputPricePerMTok));
  else if (write !== null && read !== null) cached = round(per1k((write + (R - 1) * read) / R));
  const entry: CacheEntry = {
    cacheable,
    minTokens: data.minTokens,
    costPer1kRequestsCached: cached,
    changeCost: cacheable && write !== null ? round(per1k(write)) : null,
    tokens,
    mode: data.mode,
    lifetimeMinutes: data.lifetimeMinutes,
    requestsPerLifetime: R,
    source: data.minSource,
  };
  if (write !== null) entry.writePricePerMTok = write;
  if (read !== null) entry.readPricePerMTok = read;
  return entry;
}
