import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  countListing,
  countListingSteps,
  countTool,
  dominantField,
  modelFacing,
  toolBlock,
  toolDefinition
} from "./chunk-5VXDLGSY.js";
import {
  DEFINITION_DEPTH_MAX,
  nestingDepth
} from "./chunk-2YBGTLMF.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-QDO335QN.js";
import "./chunk-DJ2EGANE.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  DEFINITION_DEPTH_MAX,
  countListing,
  countListingSteps,
  countTool,
  dominantField,
  modelFacing,
  nestingDepth,
  toolBlock,
  toolDefinition
};
//# sourceMappingURL=count-USILJV5P.js.map
