/**
 * The shape of one entry in the rules table (rules.ts). The parser, the checker and the JSON Schema
 * are loops over such entries, so a rule is added, changed or removed in one place.
 */
import type { Report } from "../report.js";
import type { RuleResult, View } from "../verdict.js";
import type { Budget } from "./types.js";
import type { ValueKind } from "./values.js";

/** One key of the budget file that belongs to a rule. */
export interface Field<T = unknown, M = T> {
  key: string;
  value: ValueKind<T>;
  /** For the JSON Schema, at the top level. */
  description: string;
  /** For the JSON Schema, in an encodings block, when it should say more than `description`. */
  blockDescription?: string;
  /**
   * How the top level's value and an encodings block's combine for one encoding; by default the
   * block's wins. A result of undefined means "not set for this encoding".
   */
  merge?(top: T | undefined, own: T | undefined, encoding: string): M | undefined;
  /** The value in a budget (scope "report") or in a Scope's limits (scope "encoding"), typed. */
  of(values: object): M | undefined;
}

/** Builds a Field; `of` is derived here so a rule reads its own values without casts of its own. */
export function field<T, M = T>(spec: Omit<Field<T, M>, "of">): Field<T, M> {
  return { ...spec, of: (values) => (values as Record<string, unknown>)[spec.key] as M | undefined };
}

/** The limits in force for one encoding, once the top level and its encodings block are merged. */
export interface Scope {
  encoding: string;
  view: View;
  /** Merged values of every "encoding" field, by key; read them with `field.of(scope.limits)`. */
  limits: Readonly<Record<string, unknown>>;
}

/**
 * Who reads the verdict: a note that says what to pass names the CLI's flag or the action's input (the
 * core's own copy of settings/labels.ts's doors, as the model warnings have one).
 */
export type CheckDoor = "cli" | "action";

/** "run with --model gpt-oss" or "add gpt-oss to the models input"; without an id, how to name any model. */
export function askModel(door: CheckDoor, id?: string): string {
  if (door === "action")
    return id ? `add ${id} to the models input` : "name one in the models input (e.g. models: gpt-oss)";
  return id ? `run with --model ${id}` : "run with --model <id> (e.g. --model gpt-oss)";
}

/** "measure with --client cursor" or "add cursor to the client input". */
export function askClient(door: CheckDoor, key: string): string {
  return door === "action" ? `add ${key} to the client input` : `measure with --client ${key}`;
}

/** Where a local runtime's window is set: "--context" or "the context input". */
export const contextSetting = (door: CheckDoor) => (door === "action" ? "the context input" : "--context");

/** Where the calls file is given: "measure --calls" or "the calls input". */
export const callsSetting = (door: CheckDoor) => (door === "action" ? "the calls input" : "measure --calls");

/** What a rule's check is given, and where it puts what it finds. */
export interface CheckContext {
  /** Who reads the notes: they name that door's settings. */
  door: CheckDoor;
  budget: Budget;
  head: Report;
  base: Report | null;
  /** The encodings that have limits and that the head report measured, in the budget's order. */
  scopes: readonly Scope[];
  measured(report: Report, encoding: string): boolean;
  /** The report's total in the scope's encoding and view; only for encodings it measured. */
  totalOf(report: Report, scope: Scope): number;
  /** Adds a result; headroom and passed are computed from limit and actual. */
  result(result: Omit<RuleResult, "headroom" | "passed">): void;
  /** Notes a limit that could not be checked, and why: nothing is passed silently. */
  skip(note: string): void;
}

export interface Rule {
  /** Its place in the verdict order: results are listed by rule, in the order their keys first appear. */
  name: string;
  /**
   * "encoding": set at the top level and again in encodings blocks, checked per encoding.
   * "report": the same for every encoding, so set once, at the top level.
   */
  scope: "encoding" | "report";
  /** Its keys; more than one when they are checked together (a tool's own limit overrides perTool). */
  fields: readonly Field[];
  /** Adds results (or skip notes) for the limits set; does nothing when none of its keys is set. */
  check(context: CheckContext): void;
}
