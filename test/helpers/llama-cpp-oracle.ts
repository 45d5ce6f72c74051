/**
 * llama.cpp itself as an oracle, through node-llama-cpp (which ships llama.cpp builds in its npm
 * packages): its tokenizer, loaded from a vocabulary-only GGUF this helper writes from a model's
 * tokenizer.json and chat template (no weights), and its own Jinja engine (common/jinja, exposed by the
 * addon as AddonJinjaRenderer). Nothing here is ours: the renders and the token counts are llama.cpp's.
 *
 * node-llama-cpp is not a dev dependency: with its CUDA and Vulkan builds it was 709 MB of a 1.8 GB `npm ci`, for
 * this one oracle, which needs only the CPU build. It is installed here on first use, pinned, with the CPU build
 * of this platform only, into a cache outside the checkout (~/.cache/mcp-token-budget-tests, or
 * MTB_TEST_CLIENTS_DIR's parent as for the real clients; CI keeps that folder in its cache).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CLIENTS_CACHE } from "./real-clients.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIR = path.join(ROOT, ".tmp/llama-cpp-oracle");

// GGUF v3 value types (ggml/include/gguf.h).
const U32 = 4;
const I32 = 5;
const F32 = 6;
const BOOL = 7;
const STR = 8;
const ARR = 9;

type Value =
  | { type: typeof U32 | typeof I32 | typeof F32; value: number }
  | { type: typeof BOOL; value: boolean }
  | { type: typeof STR; value: string }
  | { type: typeof ARR; of: typeof STR | typeof I32; value: (string | number)[] };

/** A GGUF file with metadata only (no tensors): enough for llama.cpp to load a vocabulary. */
function gguf(kv: [string, Value][]): Buffer {
  const chunks: Buffer[] = [];
  const num = (bytes: number, write: (b: Buffer) => void) => {
    const b = Buffer.alloc(bytes);
    write(b);
    chunks.push(b);
  };
  const u32 = (v: number) => num(4, (b) => b.writeUInt32LE(v));
  const u64 = (v: number) => num(8, (b) => b.writeBigUInt64LE(BigInt(v)));
  const str = (s: string) => {
    const b = Buffer.from(s, "utf8");
    u64(b.length);
    chunks.push(b);
  };
  const scalar = (type: number, v: string | number | boolean) => {
    if (type === U32) u32(v as number);
    else if (type === I32) num(4, (b) => b.writeInt32LE(v as number));
    else if (type === F32) num(4, (b) => b.writeFloatLE(v as number));
    else if (type === BOOL) chunks.push(Buffer.from([v ? 1 : 0]));
    else str(v as string);
  };
  chunks.push(Buffer.from("GGUF", "ascii"));
  u32(3);
  u64(0);
  u64(kv.length);
  for (const [key, v] of kv) {
    str(key);
    u32(v.type);
    if (v.type === ARR) {
      u32(v.of);
      u64(v.value.length);
      for (const item of v.value) scalar(v.of, item);
    } else scalar(v.type, v.value);
  }
  const body = Buffer.concat(chunks);
  return Buffer.concat([body, Buffer.alloc((32 - (body.length % 32)) % 32)]);
}

interface TokenizerJson {
  model: { vocab: Record<string, number>; merges: (string | [string, string])[] };
  added_tokens: { id: number; content: string; special: boolean }[];
}

/**
 * The metadata convert_hf_to_gguf.py writes for a BPE ("gpt2") vocabulary: tokens by id, their types
 * (added special tokens are control, other added tokens user-defined), merges, BOS/EOS, the
 * pre-tokenizer name and the chat template; plus the few architecture keys llama.cpp reads before the
 * vocabulary. `pre` is llama.cpp's name of the pre-tokenizer ("llama-bpe" for Llama 3, "qwen2" for Qwen).
 */
export function writeVocabGguf(
  name: string,
  tokenizer: TokenizerJson,
  special: { bos: string | null; eos: string | null },
  pre: string,
  template: string,
): string {
  let size = 0;
  for (const id of Object.values(tokenizer.model.vocab)) size = Math.max(size, id + 1);
  for (const t of tokenizer.added_tokens) size = Math.max(size, t.id + 1);
  const tokens: string[] = new Array(size).fill("");
  const types: number[] = new Array(size).fill(1);
  const filled: boolean[] = new Array(size).fill(false);
  for (const [piece, id] of Object.entries(tokenizer.model.vocab)) {
    tokens[id] = piece;
    filled[id] = true;
  }
  for (const t of tokenizer.added_tokens) {
    tokens[t.id] = t.content;
    types[t.id] = t.special ? 3 : 4;
    filled[t.id] = true;
  }
  for (let i = 0; i < size; i++) {
    if (!filled[i]) {
      tokens[i] = `[PAD${i}]`;
      types[i] = 5;
    }
  }
  const idOf = (content: string | null) =>
    content === null ? undefined : tokenizer.added_tokens.find((t) => t.content === content)?.id;
  const bos = idOf(special.bos);
  const eos = idOf(special.eos);
  const kv: [string, Value][] = [
    ["general.architecture", { type: STR, value: "llama" }],
    ["general.name", { type: STR, value: `${name} (vocabulary only)` }],
    ["llama.context_length", { type: U32, value: 4096 }],
    ["llama.embedding_length", { type: U32, value: 64 }],
    ["llama.block_count", { type: U32, value: 1 }],
    ["llama.feed_forward_length", { type: U32, value: 128 }],
    ["llama.attention.head_count", { type: U32, value: 1 }],
    ["llama.attention.head_count_kv", { type: U32, value: 1 }],
    ["llama.attention.layer_norm_rms_epsilon", { type: F32, value: 1e-5 }],
    ["tokenizer.ggml.model", { type: STR, value: "gpt2" }],
    ["tokenizer.ggml.pre", { type: STR, value: pre }],
    ["tokenizer.ggml.tokens", { type: ARR, of: STR, value: tokens }],
    ["tokenizer.ggml.token_type", { type: ARR, of: I32, value: types }],
    [
      "tokenizer.ggml.merges",
      { type: ARR, of: STR, value: tokenizer.model.merges.map((m) => (Array.isArray(m) ? m.join(" ") : m)) },
    ],
    ...(bos === undefined ? [] : [["tokenizer.ggml.bos_token_id", { type: U32, value: bos }] as [string, Value]]),
    ...(eos === undefined ? [] : [["tokenizer.ggml.eos_token_id", { type: U32, value: eos }] as [string, Value]]),
    ["tokenizer.ggml.add_bos_token", { type: BOOL, value: bos !== undefined }],
    ["tokenizer.chat_template", { type: STR, value: template }],
  ];
  mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, `${name}.gguf`);
  writeFileSync(file, gguf(kv));
  return file;
}

/** llama.cpp loaded with a vocabulary: its tokenizer, its BOS/EOS strings, and its Jinja engine. */
export interface LlamaCppVocab {
  /** Tokens of `text`, special tokens parsed as llama-server parses a prompt, no BOS added. */
  count(text: string): number;
  bos: string | null;
  eos: string | null;
  /** llama.cpp's Jinja engine (common/jinja) rendering `template` with `variables`. */
  render(template: string, variables: Record<string, unknown>): string;
}

interface Bindings {
  AddonJinjaRenderer: new (template: string) => { render(items?: Record<string, unknown>): string };
}

/** The pinned node-llama-cpp (llama.cpp's own builds, shipped in npm packages). */
export const NODE_LLAMA_CPP_VERSION = "3.21.1";

/** node-llama-cpp's package of the CPU build for this platform (its optional dependencies name them so). */
function cpuBuildPackage(): string {
  const system = process.platform === "darwin" ? "mac" : process.platform === "win32" ? "win" : process.platform;
  const metal = process.platform === "darwin" && process.arch === "arm64" ? "-metal" : "";
  return `@node-llama-cpp/${system}-${process.arch}${metal}`;
}

/**
 * The folder node-llama-cpp is installed in, installing the pinned version first when it is missing: the
 * package and this platform's CPU build as direct dependencies, every other optional build (CUDA, Vulkan, other
 * platforms) omitted, no install script (its postinstall would only look for a build or compile one).
 */
export function ensureNodeLlamaCpp(): string {
  const cache = path.dirname(CLIENTS_CACHE);
  const folder = path.join(cache, `node-llama-cpp@${NODE_LLAMA_CPP_VERSION}-${process.platform}-${process.arch}`);
  const done = path.join(folder, "node_modules", "node-llama-cpp", "package.json");
  if (existsSync(done)) return folder;
  mkdirSync(cache, { recursive: true });
  const staging = mkdtempSync(`${folder}-staging-`);
  const dependencies = { "node-llama-cpp": NODE_LLAMA_CPP_VERSION, [cpuBuildPackage()]: NODE_LLAMA_CPP_VERSION };
  writeFileSync(path.join(staging, "package.json"), `${JSON.stringify({ private: true, dependencies })}\n`);
  try {
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--omit=optional"], {
      cwd: staging,
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 600_000,
    });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`could not install node-llama-cpp@${NODE_LLAMA_CPP_VERSION} for the llama.cpp oracle: ${stderr}`);
  }
  // Parallel test files: the first rename wins; a later one finds the folder there and drops its copy.
  try {
    renameSync(staging, folder);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  if (!existsSync(done)) throw new Error(`installed node-llama-cpp@${NODE_LLAMA_CPP_VERSION} but ${done} is missing`);
  return folder;
}

/** The few parts of node-llama-cpp's API the oracle uses (the package is not installed where tsc looks). */
interface LlamaModel {
  tokenize(text: string, specialTokens: boolean): readonly number[];
  tokens: { bosString: string | null; eosString: string | null };
}
interface Llama {
  loadModel(options: { modelPath: string; vocabOnly: boolean }): Promise<LlamaModel>;
}
interface NodeLlamaCpp {
  getLlama(options: {
    gpu: false;
    build: "never";
    usePrebuiltBinaries: boolean;
    logLevel: unknown;
    logger: (level: unknown, message: string) => void;
  }): Promise<Llama>;
  LlamaLogLevel: { error: unknown };
}

/** node-llama-cpp's ESM entry in the cache folder (the package is ESM only: its `exports` "." import). */
function nodeLlamaCppEntry(folder: string): string {
  const dir = path.join(folder, "node_modules", "node-llama-cpp");
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
    exports?: { ".": { import?: string | { default?: string }; default?: string } };
    main?: string;
  };
  const dot = manifest.exports?.["."];
  const entry = typeof dot?.import === "string" ? dot.import : (dot?.import?.default ?? dot?.default ?? manifest.main);
  if (!entry) throw new Error(`node-llama-cpp@${NODE_LLAMA_CPP_VERSION}: no ESM entry in its package.json`);
  return pathToFileURL(path.join(dir, entry)).href;
}

let llama: Promise<Llama> | null = null;

/** Loads llama.cpp (CPU build, no compiling, no download past the pinned packages) once per test file. */
async function getLlamaCpp() {
  if (!llama) {
    llama = (import(nodeLlamaCppEntry(ensureNodeLlamaCpp())) as Promise<NodeLlamaCpp>).then(
      ({ getLlama, LlamaLogLevel }) =>
        getLlama({
          gpu: false,
          build: "never",
          usePrebuiltBinaries: true,
          logLevel: LlamaLogLevel.error,
          // Before loading, node-llama-cpp simulates a full load to size memory; without weights that fails,
          // as it must, and the vocabulary then loads. Those lines only are dropped.
          logger: (_level, message) => {
            if (!/missing tensor|failed to load model|Failed simulating/.test(message)) console.error(message);
          },
        }),
    );
  }
  return llama;
}

export async function loadLlamaCppVocab(file: string): Promise<LlamaCppVocab> {
  const runtime = await getLlamaCpp();
  const model = await runtime.loadModel({ modelPath: file, vocabOnly: true });
  // The addon's own class: node-llama-cpp exposes the engine only inside its chat wrappers.
  const bindings = (runtime as unknown as { _bindings: Bindings })._bindings;
  const renderers = new Map<string, InstanceType<Bindings["AddonJinjaRenderer"]>>();
  return {
    count: (text) => model.tokenize(text, true).length,
    bos: model.tokens.bosString,
    eos: model.tokens.eosString,
    render(template, variables) {
      let renderer = renderers.get(template);
      if (!renderer) {
        renderer = new bindings.AddonJinjaRenderer(template);
        renderers.set(template, renderer);
      }
      return renderer.render(variables);
    },
  };
}
