/**
 * How each door's users name a setting: a CLI flag or an action input. Messages are written once,
 * with the label put in, so the same bad value reads the same from both doors.
 */
import type { Door } from "./raw.js";

export type SettingKey =
  | "command"
  | "url"
  | "headers"
  | "env"
  | "stripEnv"
  | "cwd"
  | "encodings"
  | "timeout"
  | "maxResponse"
  | "models"
  | "clients"
  | "clientServerKey"
  | "context"
  | "cacheRequests"
  | "checkStable"
  | "providerCount"
  | "anthropicApiKey"
  | "openaiApiKey"
  | "geminiApiKey"
  | "anthropicBaseUrl"
  | "openaiBaseUrl"
  | "geminiBaseUrl"
  | "build"
  | "buildTimeout"
  | "budget"
  | "base"
  | "baseReport"
  | "report"
  | "cache"
  | "cacheDir"
  | "parallel"
  | "out"
  | "config"
  | "servers"
  | "jobs"
  | "inputs"
  | "calls";

const LABELS: Record<SettingKey, Record<Door, string>> = {
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
  inputs: { cli: "--input", action: "inputs" },
};

export function settingLabel(door: Door, key: SettingKey): string {
  return LABELS[key][door];
}
