import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  badgeSvg,
  badgeTarget,
  endpointFileFor,
  writeBadge,
  writeBadgeFiles
} from "./chunk-UMLAKWAB.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-QOSV5HKZ.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-DCKNCACW.js";
import "./chunk-HZF5QL3I.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-XSI4UH4V.js";
import "./chunk-SZJQXOPK.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  badgeSvg,
  badgeTarget,
  endpointFileFor,
  writeBadge,
  writeBadgeFiles
};
//# sourceMappingURL=badge-files-KLA3OJWV.js.map
