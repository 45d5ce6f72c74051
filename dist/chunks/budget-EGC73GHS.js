import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  BudgetError,
  RULES,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger
} from "./chunk-DGCZJ6OW.js";
import "./chunk-TZYMMKVX.js";
import "./chunk-7OFPA336.js";
import "./chunk-42DOWU44.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-CEJL674D.js";
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
//# sourceMappingURL=budget-EGC73GHS.js.map
