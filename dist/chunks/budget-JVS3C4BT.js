import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  BudgetError,
  RULES,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger
} from "./chunk-PDEAAFPF.js";
import "./chunk-QPSHLLQH.js";
import "./chunk-7OFPA336.js";
import "./chunk-QDE44DIP.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-UJYJNVAR.js";
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
//# sourceMappingURL=budget-JVS3C4BT.js.map
