import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  planCalls
} from "./chunk-OPDLHLBB.js";
import "./chunk-DL3LCSEI.js";
import "./chunk-RMPLYAJ2.js";
import {
  listServer
} from "./chunk-34L5UM36.js";
import "./chunk-I22YUHAB.js";
import "./chunk-6GZZMEQT.js";
import "./chunk-45UDL4WI.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-EY4RZ3XD.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-7OFPA336.js";
import "./chunk-REU7TK7B.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-OT34NEPO.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-RR3K5FC5.js";
import "./chunk-6537QAYE.js";
import "./chunk-ZF6DHLXP.js";
import "./chunk-QDO335QN.js";
import "./chunk-5SZOHPIE.js";
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
//# sourceMappingURL=calls-dry-run-PUL5CGUA.js.map
