import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ChatTemplateRenderer,
  USER_MESSAGE,
  conversation,
  createChatTemplateCounter,
  perToolTokens,
  toTemplateTool
} from "./chunk-ZV2LQRNW.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  ChatTemplateRenderer,
  USER_MESSAGE,
  conversation,
  createChatTemplateCounter,
  perToolTokens,
  toTemplateTool
};
//# sourceMappingURL=chat-template-6D6V3KU6.js.map
