import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  QUANTILES_KIND,
  QUANTILES_SCHEMA_VERSION,
  indexQuantiles,
  lighterThan,
  newestMeasured,
  placeInIndex,
  quantilesOf,
  quantilesProblem,
  serializeQuantiles,
  standingLine,
  withIndexStanding
} from "./chunk-4YSLT7ID.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  QUANTILES_KIND,
  QUANTILES_SCHEMA_VERSION,
  indexQuantiles,
  lighterThan,
  newestMeasured,
  placeInIndex,
  quantilesOf,
  quantilesProblem,
  serializeQuantiles,
  standingLine,
  withIndexStanding
};
//# sourceMappingURL=quantiles-7A7KFGY2.js.map
