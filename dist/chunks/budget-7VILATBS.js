import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  RULES,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger
} from "./chunk-KWKXQFQ2.js";
import "./chunk-7OFPA336.js";
import "./chunk-X53TVZAB.js";
import {
  BudgetError
} from "./chunk-TTO34KM3.js";
import "./chunk-7RH6H2O7.js";
import "./chunk-GRDQKGVC.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-W63QXYQJ.js";
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
//# sourceMappingURL=budget-7VILATBS.js.map
