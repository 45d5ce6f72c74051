/**
 * llama.cpp itself as an oracle, through node-llama-cpp (which ships llama.cpp builds in its npm
 * packages): its tokenizer, loaded from a vocabulary-only GGUF this helper writes from a model's
 * tokenizer.json and chat template (no weights), and its own Jinja engine (common/jinja, exposed by the
 * addon as AddonJinjaRenderer). Nothing here is ours: the renders and the token counts are llama.cpp's.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

type NodeLlamaCpp = typeof import("node-llama-cpp");
let llama: Promise<Awaited<ReturnType<NodeLlamaCpp["getLlama"]>>> | null = null;

/** Loads llama.cpp (CPU build, no compiling, no download) once per test file. */
async function getLlamaCpp() {
  if (!llama) {
    llama = import("node-llama-cpp").then(({ getLlama, LlamaLogLevel }) =>
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
