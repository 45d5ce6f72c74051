/**
 * The action's step outputs, set on every path: a published comparison (measure, release and comment
 * mode), a client configuration's servers (config mode), and a run that stopped early (status `error`).
 * Every output is always set, to "" when it does not apply, so a later step never reads a stale or
 * missing value. action.yml documents each one; the names are pinned there.
 */

import { upFrontAndLoaded } from "../core/compare-clients.js";
import type { Comparison, ReportInfo } from "../core/comparison.js";
import type { SetupComparison } from "../core/config-comparison.js";
import type { Totals } from "../core/report.js";
import type { ActionEffects } from "./effects.js";

/** The documented values of the `status` output (action.yml says what each means). */
export const STATUSES = ["pass", "fail", "unchanged", "no-baseline", "error"] as const;
export type ActionStatus = (typeof STATUSES)[number];

/** The `verdict` output: the run's verdict, the budget and the scripted calls at head (publish.ts verdictOf). */
export type VerdictOutput = "pass" | "fail" | "none";

export interface PrimaryFigures {
  head: Totals | null;
  base: Totals | null;
  delta: Totals | null;
  /** delta / base, null without a baseline or when base is 0. */
  relative: number | null;
  tools: number | null;
}

export interface OutputFiles {
  report?: string | undefined;
  comparison?: string | undefined;
  badgeSvg?: string | undefined;
  badgeJson?: string | undefined;
}

/** delta / base in percent, rounded to one decimal ("12.5", "-3", "0"); "" without one. */
export function percent(relative: number | null): string {
  if (relative === null || !Number.isFinite(relative)) return "";
  const rounded = Math.round(relative * 1000) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** The primary encoding's model-view figures of a comparison (its first encoding). */
export function primaryFigures(comparison: Comparison): PrimaryFigures {
  const encoding = comparison.encodings[0] ?? Object.keys(comparison.totals)[0];
  const total = encoding ? comparison.totals[encoding] : undefined;
  const baseline = comparison.status !== "no-baseline";
  return {
    head: total?.head ?? null,
    base: baseline ? (total?.base ?? null) : null,
    delta: baseline ? (total?.delta ?? null) : null,
    relative: baseline ? (total?.relative.model ?? null) : null,
    tools: comparison.counts.tools.head,
  };
}

const num = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** Sets the outputs every path shares: status, verdict, the primary figures, and the files written. */
export function setRunOutputs(
  effects: ActionEffects,
  values: { status: ActionStatus; verdict: VerdictOutput; figures: PrimaryFigures | null; files: OutputFiles },
): void {
  const { status, verdict, figures, files } = values;
  effects.setOutput("status", status);
  effects.setOutput("verdict", verdict);
  effects.setOutput("tokens", num(figures?.head?.model));
  effects.setOutput("tokens-base", num(figures?.base?.model));
  effects.setOutput("delta", num(figures?.delta?.model));
  effects.setOutput("delta-percent", percent(figures?.relative ?? null));
  effects.setOutput("tools", num(figures?.tools));
  // Left alone when not given: config mode writes its badge and sets these itself before publishing.
  if (files.badgeSvg !== undefined) effects.setOutput("badge-svg", files.badgeSvg);
  if (files.badgeJson !== undefined) effects.setOutput("badge-json", files.badgeJson);
  effects.setOutput("comparison-file", files.comparison ?? "");
  effects.setOutput("comparison-path", files.comparison ?? "");
  effects.setOutput("report-path", files.report ?? "");
}

/**
 * The `client-tokens` output: per client asked for (the `client` input), the head's figures per encoding, as
 * JSON ({"claude-code":{"o200k_base":{"upFront":232,"allLoaded":3676}}}); "" when no client was asked for.
 */
export function clientTokensOutput(comparison: Comparison): string {
  const out: ClientTokens = {};
  for (const [id, client] of Object.entries(comparison.clients ?? {}))
    if (client.head) Object.defineProperty(out, id, { value: client.head.tokens, enumerable: true });
  return clientTokensJson(out);
}

/** The same output in config mode: each client of the file with a profile, for its one request at head. */
export function setupClientTokensOutput(setup: SetupComparison): string {
  const out: ClientTokens = {};
  for (const [id, client] of Object.entries(setup.clients ?? {}))
    if (client) Object.defineProperty(out, id, { value: upFrontAndLoaded(client.request), enumerable: true });
  return clientTokensJson(out);
}

type ClientTokens = Record<string, Record<string, { upFront: number; allLoaded: number }>>;
const clientTokensJson = (out: ClientTokens) => (Object.keys(out).length > 0 ? JSON.stringify(out) : "");

/**
 * What the head's server says of its protocol and its tool list's cache: `protocol-era`, `protocol-version`,
 * `tools-cache-ttl-ms` and `tools-cache-scope`, each "" when unknown or not said (and without a report: a run
 * that stopped early, config mode's many servers).
 */
export function setServerOutputs(effects: ActionEffects, head: ReportInfo | null): void {
  effects.setOutput("protocol-era", head?.server.era ?? "");
  effects.setOutput("protocol-version", head?.server.protocolVersion ?? "");
  effects.setOutput("tools-cache-ttl-ms", num(head?.toolsCache?.ttlMs));
  effects.setOutput("tools-cache-scope", head?.toolsCache?.scope ?? "");
}

/** A run that stopped before it could publish: status error, nothing measured. */
export function setErrorOutputs(effects: ActionEffects): void {
  setRunOutputs(effects, { status: "error", verdict: "none", figures: null, files: { badgeSvg: "", badgeJson: "" } });
  effects.setOutput("total-tokens", "");
  effects.setOutput("client-tokens", "");
  setServerOutputs(effects, null);
  effects.setOutput("delta-tokens", "");
  effects.setOutput("comment-body", "");
}
