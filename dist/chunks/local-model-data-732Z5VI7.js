import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  LOCAL_MODEL_IDS,
  NEEDS,
  QWEN3_ONLY_TOKEN_IDS,
  defaultResolver,
  installedOutsideStores,
  loadLocalModel,
  localPackages,
  useLlama31SpecialTokens,
  useQwen25Vocabulary
} from "./chunk-NHQT6M27.js";
import "./chunk-CYFM2NZS.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  LOCAL_MODEL_IDS,
  NEEDS,
  QWEN3_ONLY_TOKEN_IDS,
  defaultResolver,
  installedOutsideStores,
  loadLocalModel,
  localPackages,
  useLlama31SpecialTokens,
  useQwen25Vocabulary
};
//# sourceMappingURL=local-model-data-732Z5VI7.js.map
