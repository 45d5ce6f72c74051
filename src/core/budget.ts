/**
 * Budget files: parsing with located errors (budget/parse.ts) and checking a report
 * against them (budget/check.ts). Pure: the caller reads the file and passes its text.
 */
export { checkBudget } from "./budget/check.js";
export { parseBudget } from "./budget/parse.js";
export type { Budget, BudgetIssue, IncreaseLimit, Limits, RuleGroup } from "./budget/types.js";
export { BudgetError } from "./budget/types.js";
