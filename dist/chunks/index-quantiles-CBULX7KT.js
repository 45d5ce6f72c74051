import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  MAX_REDIRECTS,
  SHIPPED_INDEX,
  loadIndexQuantiles
} from "./chunk-F2FCTKNI.js";
import "./chunk-RUROCYBG.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-4YSLT7ID.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-AY22MO67.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  MAX_REDIRECTS,
  SHIPPED_INDEX,
  loadIndexQuantiles
};
//# sourceMappingURL=index-quantiles-CBULX7KT.js.map
