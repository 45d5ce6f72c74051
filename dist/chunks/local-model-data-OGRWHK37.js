import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  GEMINI_INSTALL_ID,
  GEMINI_PACKAGES,
  LOCAL_MODEL_IDS,
  NEEDS,
  QWEN3_CODER_VOCABULARY,
  QWEN3_ONLY_TOKEN_IDS,
  TABLE_KINDS,
  defaultResolver,
  geminiMissingData,
  installIdOf,
  installedOutsideStores,
  loadGeminiTokenizer,
  loadLocalModel,
  localPackages,
  missingDataOf,
  prepareTables,
  remembered,
  tableStoreFor,
  useLlama31SpecialTokens,
  useQwen25Vocabulary
} from "./chunk-BOSGFDFT.js";
import "./chunk-QVQWFJUE.js";
import "./chunk-XIXJLNBJ.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  GEMINI_INSTALL_ID,
  GEMINI_PACKAGES,
  LOCAL_MODEL_IDS,
  NEEDS,
  QWEN3_CODER_VOCABULARY,
  QWEN3_ONLY_TOKEN_IDS,
  TABLE_KINDS,
  defaultResolver,
  geminiMissingData,
  installIdOf,
  installedOutsideStores,
  loadGeminiTokenizer,
  loadLocalModel,
  localPackages,
  missingDataOf,
  prepareTables,
  remembered,
  tableStoreFor,
  useLlama31SpecialTokens,
  useQwen25Vocabulary
};
//# sourceMappingURL=local-model-data-OGRWHK37.js.map
