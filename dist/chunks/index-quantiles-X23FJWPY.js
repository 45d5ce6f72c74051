import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  SHIPPED_INDEX,
  loadIndexQuantiles
} from "./chunk-AQG3BWUF.js";
import "./chunk-6GZZMEQT.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-4UQ4UD37.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-OT34NEPO.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  SHIPPED_INDEX,
  loadIndexQuantiles
};
//# sourceMappingURL=index-quantiles-X23FJWPY.js.map
