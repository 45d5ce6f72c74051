import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  BADGE_LABEL,
  badgeColor,
  badgeContent,
  measuredSetupBadgeContent,
  setupBadgeContent,
  shieldsEndpoint
} from "./chunk-L7IXIXS7.js";
import "./chunk-N57FJ4MQ.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-UAH6B2LE.js";
import "./chunk-OJKBJGOR.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-AARTTLEF.js";
import "./chunk-WQOZZ7UD.js";
export {
  BADGE_LABEL,
  badgeColor,
  badgeContent,
  measuredSetupBadgeContent,
  setupBadgeContent,
  shieldsEndpoint
};
//# sourceMappingURL=badge-UTTXNUMV.js.map
