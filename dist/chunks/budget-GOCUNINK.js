import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  RULES,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger
} from "./chunk-MN3SGHQH.js";
import "./chunk-7OFPA336.js";
import "./chunk-HZF5QL3I.js";
import {
  BudgetError
} from "./chunk-TTO34KM3.js";
import "./chunk-JEH5OE5B.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-XSI4UH4V.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-SZJQXOPK.js";
import "./chunk-DJ2EGANE.js";
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
//# sourceMappingURL=budget-GOCUNINK.js.map
