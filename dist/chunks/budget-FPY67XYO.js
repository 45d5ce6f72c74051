import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  BudgetError,
  RULES,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger
} from "./chunk-BWRXWSVW.js";
import "./chunk-JQFE7FA5.js";
import "./chunk-7OFPA336.js";
import "./chunk-GHWWBIHF.js";
import "./chunk-JLVW4QM6.js";
import "./chunk-ZV2SRYE2.js";
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
//# sourceMappingURL=budget-FPY67XYO.js.map
