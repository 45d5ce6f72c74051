import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  LOCAL_MODEL_IDS,
  NEEDS,
  defaultResolver,
  installedOutsideStores,
  loadLocalModel,
  localPackages,
  useLlama31SpecialTokens
} from "./chunk-UBJD2Q3K.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  LOCAL_MODEL_IDS,
  NEEDS,
  defaultResolver,
  installedOutsideStores,
  loadLocalModel,
  localPackages,
  useLlama31SpecialTokens
};
//# sourceMappingURL=local-model-data-FKXKGDZH.js.map
