import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  LOCAL_MODEL_IDS,
  NEEDS,
  QWEN3_ONLY_TOKEN_IDS,
  defaultResolver,
  installIdOf,
  installedOutsideStores,
  loadLocalModel,
  localPackages,
  missingDataOf,
  useLlama31SpecialTokens,
  useQwen25Vocabulary
} from "./chunk-VMLSMPIM.js";
import "./chunk-FJYHJLZW.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  LOCAL_MODEL_IDS,
  NEEDS,
  QWEN3_ONLY_TOKEN_IDS,
  defaultResolver,
  installIdOf,
  installedOutsideStores,
  loadLocalModel,
  localPackages,
  missingDataOf,
  useLlama31SpecialTokens,
  useQwen25Vocabulary
};
//# sourceMappingURL=local-model-data-HWV7PIG3.js.map
