import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  BudgetError,
  RULES,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger
} from "./chunk-B4MUCY2M.js";
import "./chunk-ZXGOAENQ.js";
import "./chunk-7OFPA336.js";
import "./chunk-GHWWBIHF.js";
import "./chunk-YHIPXX4M.js";
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
//# sourceMappingURL=budget-GX3RIPK3.js.map
