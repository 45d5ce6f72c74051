import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  RULES,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger
} from "./chunk-X2PBUHJE.js";
import "./chunk-7OFPA336.js";
import "./chunk-7FEYPNZE.js";
import {
  BudgetError
} from "./chunk-TTO34KM3.js";
import "./chunk-XNFBREIY.js";
import "./chunk-GMS6CLLS.js";
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
//# sourceMappingURL=budget-OBV7AEFF.js.map
