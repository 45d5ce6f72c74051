/**
 * The registry of token encodings. Adding an encoding is one entry here.
 * Each loads lazily, so a run pays only for the encodings it asked for.
 */

export interface Encoder {
  name: string;
  /** Count tokens of text; text that looks like a special token is ordinary text. */
  count(text: string): number;
  /**
   * The same count in steps: the generator yields now and then (every thousand pieces, every few thousand
   * merges of a long piece), so a caller can let signals and timers run between them (src/run/count-sliced.ts).
   */
  countSteps?(text: string): Generator<void, number, undefined>;
}

type Count = Pick<Encoder, "count" | "countSteps">;

interface EncodingEntry {
  description: string;
  /** A counter of text as ordinary text (text that looks like a special token is not one). */
  load(): Promise<Count>;
}

/** gpt-tokenizer's byte-pair code on a rank table (src/core/vocabulary): nothing to parse or fill at load. */
async function tableEncoding(
  params: Promise<{ tokenSplitRegex: RegExp; specialTokensEncoder: Map<string, number> }>,
  table: Promise<{ rankTable(): Uint8Array }>,
): Promise<Count> {
  const [{ tableCounter }, encodingParams, { rankTable }] = await Promise.all([
    import("./vocabulary/encoder.js"),
    params,
    table,
  ]);
  return tableCounter(encodingParams, rankTable());
}

export const ENCODINGS: Record<string, EncodingEntry> = {
  o200k_base: {
    description: "GPT-4o, GPT-4.1, GPT-5, o-series",
    load: () =>
      tableEncoding(
        import("gpt-tokenizer/encodingParams/o200k_base").then((m) => m.O200KBase([])),
        import("./vocabulary/o200k_base.js"),
      ),
  },
  cl100k_base: {
    description: "GPT-4, GPT-3.5; a common proxy for other models",
    load: () =>
      tableEncoding(
        import("gpt-tokenizer/encodingParams/cl100k_base").then((m) => m.Cl100KBase([])),
        import("./vocabulary/cl100k_base.js"),
      ),
  },
};

export const DEFAULT_ENCODINGS = ["o200k_base", "cl100k_base"];

/** The tokenizer named in every report's method; bumped with the dependency. */
export const TOKENIZER = { name: "gpt-tokenizer", version: "4.0.0" };

export class UnknownEncodingError extends Error {}

/** Checks names against the registry, keeping order and dropping repeats. */
export function resolveEncodingNames(names: readonly string[]): string[] {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (unique.length === 0) throw new UnknownEncodingError("no encoding given");
  for (const name of unique) {
    if (!Object.hasOwn(ENCODINGS, name)) {
      throw new UnknownEncodingError(
        `unknown encoding "${name}"; known encodings: ${Object.keys(ENCODINGS).join(", ")}`,
      );
    }
  }
  return unique;
}

export async function loadEncoders(names: readonly string[]): Promise<Encoder[]> {
  const resolved = resolveEncodingNames(names);
  return Promise.all(
    resolved.map(async (name) => {
      const { count, countSteps } = await (ENCODINGS[name] as EncodingEntry).load();
      return countSteps ? { name, count, countSteps } : { name, count };
    }),
  );
}
