import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ChatTemplateRenderer,
  MAX_TEMPLATE_JSON_CHARS,
  USER_MESSAGE,
  conversation,
  createChatTemplateCounter,
  perToolTokens,
  toTemplateTool
} from "./chunk-VNDUR7KU.js";
import "./chunk-E75OYBLE.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  ChatTemplateRenderer,
  MAX_TEMPLATE_JSON_CHARS,
  USER_MESSAGE,
  conversation,
  createChatTemplateCounter,
  perToolTokens,
  toTemplateTool
};
//# sourceMappingURL=chat-template-B2KQGV47.js.map
