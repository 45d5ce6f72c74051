import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  BudgetError,
  RULES,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger
} from "./chunk-VYZZKYO4.js";
import "./chunk-2MXQCXYX.js";
import "./chunk-7OFPA336.js";
import "./chunk-3IVZJKZY.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-NIZC7XLB.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  BudgetError,
  RULES,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger
};
//# sourceMappingURL=budget-VNMHNF7B.js.map
