import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/settings/labels.ts
var LABELS = {
  command: { cli: "a command after --", action: "command" },
  url: { cli: "--url", action: "url" },
  headers: { cli: "--header", action: "headers" },
  env: { cli: "--env", action: "env" },
  stripEnv: { cli: "--strip-env", action: "strip-env" },
  cwd: { cli: "--cwd", action: "working-directory" },
  encodings: { cli: "--encoding", action: "encodings" },
  timeout: { cli: "--timeout", action: "timeout-seconds" },
  maxResponse: { cli: "--max-response-mb", action: "max-response-mb" },
  models: { cli: "--model", action: "models" },
  clients: { cli: "--client", action: "client" },
  clientServerKey: { cli: "--name", action: "name" },
  context: { cli: "--context", action: "context" },
  cacheRequests: { cli: "--cache-requests-per-lifetime", action: "cache-requests-per-lifetime" },
  checkStable: { cli: "--check-stable", action: "check-stable" },
  providerCount: { cli: "--provider-count", action: "anthropic-api-key / openai-api-key / gemini-api-key" },
  anthropicApiKey: { cli: "ANTHROPIC_API_KEY", action: "anthropic-api-key" },
  openaiApiKey: { cli: "OPENAI_API_KEY", action: "openai-api-key" },
  geminiApiKey: { cli: "GEMINI_API_KEY", action: "gemini-api-key" },
  anthropicBaseUrl: { cli: "ANTHROPIC_BASE_URL", action: "ANTHROPIC_BASE_URL" },
  openaiBaseUrl: { cli: "OPENAI_BASE_URL", action: "OPENAI_BASE_URL" },
  geminiBaseUrl: { cli: "GOOGLE_GEMINI_BASE_URL", action: "GOOGLE_GEMINI_BASE_URL" },
  build: { cli: "--build", action: "build" },
  buildTimeout: { cli: "--build-timeout", action: "build-timeout-seconds" },
  budget: { cli: "--budget", action: "budget-file" },
  base: { cli: "--base", action: "base-ref" },
  baseReport: { cli: "--base-report", action: "base-report" },
  report: { cli: "--report", action: "report" },
  cache: { cli: "--no-cache", action: "cache" },
  calls: { cli: "--calls", action: "calls" },
  cacheDir: { cli: "--cache-dir", action: "cache-dir" },
  parallel: { cli: "--no-parallel", action: "parallel" },
  out: { cli: "--out", action: "output-dir" },
  config: { cli: "--config", action: "config" },
  servers: { cli: "--server", action: "servers" },
  jobs: { cli: "--jobs", action: "jobs" },
  inputs: { cli: "--input", action: "inputs" }
};
function settingLabel(door, key) {
  return LABELS[key][door];
}
__name(settingLabel, "settingLabel");

export {
  settingLabel
};
//# sourceMappingURL=chunk-YG3Y2ZC5.js.map
