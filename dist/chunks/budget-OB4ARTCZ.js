import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  RULES,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger
} from "./chunk-2PJBTSPV.js";
import "./chunk-7OFPA336.js";
import "./chunk-WJSI53A4.js";
import {
  BudgetError
} from "./chunk-TTO34KM3.js";
import "./chunk-3PX76TVM.js";
import "./chunk-MNHU2QBX.js";
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
//# sourceMappingURL=budget-OB4ARTCZ.js.map
