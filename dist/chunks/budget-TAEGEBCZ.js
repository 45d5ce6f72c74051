import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  BudgetError,
  RULES,
  budgetJsonSchema,
  checkBudget,
  field,
  parseBudget,
  positiveInteger
} from "./chunk-MYOH4UQI.js";
import "./chunk-T7P6M4I5.js";
import "./chunk-7OFPA336.js";
import "./chunk-DLRIDHQT.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-JWASEZYS.js";
import "./chunk-SGV3GKNP.js";
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
//# sourceMappingURL=budget-TAEGEBCZ.js.map
