import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  EndOfPrompt,
  EndOfText,
  FimMiddle,
  FimPrefix,
  FimSuffix,
  ImEnd,
  ImSep,
  ImStart,
  O200K_TOKEN_SPLIT_REGEX
} from "./chunk-GYSJDONF.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// node_modules/gpt-tokenizer/esm/encodingParams/o200k_base.js
var O200K_BASE_SPECIAL_TOKEN_ENTRIES = [
  [EndOfText, 199999],
  [FimPrefix, 2e5],
  [FimMiddle, 200001],
  [FimSuffix, 200002],
  [ImStart, 200003],
  [ImEnd, 200004],
  [ImSep, 200005],
  [EndOfPrompt, 200006]
];
var createO200KSpecialTokenMap = /* @__PURE__ */ __name(() => new Map(O200K_BASE_SPECIAL_TOKEN_ENTRIES), "createO200KSpecialTokenMap");
function O200KBase(bytePairRankDecoder) {
  return {
    tokenSplitRegex: O200K_TOKEN_SPLIT_REGEX,
    bytePairRankDecoder,
    specialTokensEncoder: createO200KSpecialTokenMap()
  };
}
__name(O200KBase, "O200KBase");
export {
  O200KBase,
  createO200KSpecialTokenMap
};
//# sourceMappingURL=o200k_base-T2DGL4H3.js.map
