/**
 * Budget files: the rules table (budget/rules.ts), parsing with located errors (budget/parse.ts),
 * checking a report (budget/check.ts) and the JSON Schema (budget/schema.ts), all read from that table.
 * Pure: the caller reads the file and passes its text.
 */
export { checkBudget } from "./budget/check.js";
export { parseBudget } from "./budget/parse.js";
export type { CheckContext, Field, Rule, Scope } from "./budget/rule.js";
export { field } from "./budget/rule.js";
export { RULES } from "./budget/rules.js";
export { budgetJsonSchema } from "./budget/schema.js";
export type { Budget, BudgetIssue, IncreaseLimit, Limits, RuleGroup } from "./budget/types.js";
export { BudgetError } from "./budget/types.js";
export type { ValueKind } from "./budget/values.js";
export { positiveInteger } from "./budget/values.js";
