import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  MAX_REDIRECTS,
  SHIPPED_INDEX,
  loadIndexQuantiles
} from "./chunk-HGW7PYCL.js";
import "./chunk-ZWQE3S7V.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-4UQ4UD37.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-AY22MO67.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  MAX_REDIRECTS,
  SHIPPED_INDEX,
  loadIndexQuantiles
};
//# sourceMappingURL=index-quantiles-VDCSYAMZ.js.map
