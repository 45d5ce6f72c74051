import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  planCalls
} from "./chunk-FKU4ELEG.js";
import "./chunk-DL3LCSEI.js";
import {
  listServer
} from "./chunk-OOFJHATA.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-AEMDALGZ.js";
import "./chunk-TEHDCKLT.js";
import "./chunk-FF5I6ABP.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-7OFPA336.js";
import "./chunk-AY22MO67.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-A7HVW6MW.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-KZRILCG4.js";
import "./chunk-JBB6Y6K4.js";
import "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
import "./chunk-FSDW3AHK.js";
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
//# sourceMappingURL=calls-dry-run-Z66ZQP2M.js.map
