import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  BudgetError,
  RULES,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger
} from "./chunk-6U2PENW7.js";
import "./chunk-RSWPGKYB.js";
import "./chunk-7OFPA336.js";
import "./chunk-FW43564M.js";
import "./chunk-ZJ4QDOHM.js";
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
//# sourceMappingURL=budget-LPTZ2PNW.js.map
