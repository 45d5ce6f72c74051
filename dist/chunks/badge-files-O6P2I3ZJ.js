import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  badgeSvg,
  badgeTarget,
  endpointFileFor,
  writeBadge,
  writeBadgeFiles
} from "./chunk-HSO5VNAW.js";
import "./chunk-L7IXIXS7.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-N57FJ4MQ.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-UAH6B2LE.js";
import "./chunk-OJKBJGOR.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-AARTTLEF.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  badgeSvg,
  badgeTarget,
  endpointFileFor,
  writeBadge,
  writeBadgeFiles
};
//# sourceMappingURL=badge-files-O6P2I3ZJ.js.map
