import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  CL100K_TOKEN_SPLIT_REGEX,
  EndOfPrompt,
  EndOfText,
  FimMiddle,
  FimPrefix,
  FimSuffix,
  ImEnd,
  ImSep,
  ImStart
} from "./chunk-GYSJDONF.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// node_modules/gpt-tokenizer/esm/encodingParams/cl100k_base.js
function Cl100KBase(bytePairRankDecoder) {
  return {
    tokenSplitRegex: CL100K_TOKEN_SPLIT_REGEX,
    bytePairRankDecoder,
    specialTokensEncoder: /* @__PURE__ */ new Map([
      [EndOfText, 100257],
      [FimPrefix, 100258],
      [FimMiddle, 100259],
      [FimSuffix, 100260],
      [ImStart, 100264],
      [ImEnd, 100265],
      [ImSep, 100266],
      [EndOfPrompt, 100276]
    ])
  };
}
__name(Cl100KBase, "Cl100KBase");
export {
  Cl100KBase
};
//# sourceMappingURL=cl100k_base-22JBAFID.js.map
