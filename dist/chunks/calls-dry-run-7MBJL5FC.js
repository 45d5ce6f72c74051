import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  planCalls
} from "./chunk-SMPWEPH4.js";
import "./chunk-DL3LCSEI.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-RMPLYAJ2.js";
import "./chunk-7VXL2L3Q.js";
import {
  listServer
} from "./chunk-HGYCWKZC.js";
import "./chunk-7PRM7YCN.js";
import "./chunk-7OFPA336.js";
import "./chunk-6N4A34MD.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-BNTDNRIB.js";
import "./chunk-FJYHJLZW.js";
import "./chunk-2ND4MPQQ.js";
import "./chunk-RR3K5FC5.js";
import "./chunk-6537QAYE.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-VR4TQHKH.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-QDO335QN.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/calls-dry-run.ts
async function dryRunCalls(spec, file, options) {
  let calls = [];
  const listing = await listServer(spec, {
    ...options,
    sessionTimeoutMs: file.totalTimeoutMs + 5e3,
    session: /* @__PURE__ */ __name(async (session) => {
      calls = await planCalls(session, file);
    }, "session")
  });
  return {
    run: {
      dryRun: true,
      file: file.file,
      server: { name: listing.server.name, version: listing.server.version },
      tools: listing.tools.length,
      calls
    },
    warnings: listing.warnings
  };
}
__name(dryRunCalls, "dryRunCalls");
export {
  dryRunCalls
};
//# sourceMappingURL=calls-dry-run-7MBJL5FC.js.map
