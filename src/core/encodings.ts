/**
 * The registry of token encodings. Adding an encoding is one entry here.
 * Each loads lazily, so a run pays only for the encodings it asked for.
 */

export interface Encoder {
  name: string;
  /** Count tokens of text; text that looks like a special token is ordinary text. */
  count(text: string): number;
}

type CountFn = (text: string, options: { disallowedSpecial: Set<string>; allowedSpecial: Set<string> }) => number;

interface EncodingEntry {
  description: string;
  load(): Promise<{ countTokens: CountFn }>;
}

export const ENCODINGS: Record<string, EncodingEntry> = {
  o200k_base: {
    description: "GPT-4o, GPT-4.1, GPT-5, o-series",
    load: () => import("gpt-tokenizer/encoding/o200k_base") as Promise<{ countTokens: CountFn }>,
  },
  cl100k_base: {
    description: "GPT-4, GPT-3.5; a common proxy for other models",
    load: () => import("gpt-tokenizer/encoding/cl100k_base") as Promise<{ countTokens: CountFn }>,
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

// Special-token text in a description is just text to a tool definition: never throw on it.
const AS_ORDINARY_TEXT = { disallowedSpecial: new Set<string>(), allowedSpecial: new Set<string>() };

export async function loadEncoders(names: readonly string[]): Promise<Encoder[]> {
  const resolved = resolveEncodingNames(names);
  return Promise.all(
    resolved.map(async (name) => {
      const mod = await (ENCODINGS[name] as EncodingEntry).load();
      return { name, count: (text: string) => mod.countTokens(text, AS_ORDINARY_TEXT) };
    }),
  );
}
