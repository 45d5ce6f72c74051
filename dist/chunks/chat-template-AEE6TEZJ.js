import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ChatTemplateRenderer,
  MAX_TEMPLATE_JSON_CHARS,
  MAX_TEMPLATE_RANGE,
  MAX_TEMPLATE_RENDER_MS,
  MAX_TEMPLATE_STEPS,
  MAX_TEMPLATE_TEXT_CHARS,
  RENDER_BOUNDS,
  TemplateBoundExceeded,
  USER_MESSAGE,
  conversation,
  createChatTemplateCounter,
  perToolTokens,
  toTemplateTool
} from "./chunk-I67RZRI2.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  ChatTemplateRenderer,
  MAX_TEMPLATE_JSON_CHARS,
  MAX_TEMPLATE_RANGE,
  MAX_TEMPLATE_RENDER_MS,
  MAX_TEMPLATE_STEPS,
  MAX_TEMPLATE_TEXT_CHARS,
  RENDER_BOUNDS,
  TemplateBoundExceeded,
  USER_MESSAGE,
  conversation,
  createChatTemplateCounter,
  perToolTokens,
  toTemplateTool
};
//# sourceMappingURL=chat-template-AEE6TEZJ.js.map
