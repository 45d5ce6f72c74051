/**
 * The CLI and action tests run the bundles (dist/cli.js, dist/index.js) as users and the Actions
 * runner do. Building them first, from the current sources, is what makes those tests test the
 * sources: a change in src/ that is not built would otherwise leave them green.
 * The integration and e2e projects both name this setup; a run of both builds once (the promise is
 * kept on globalThis, which the projects' setups share in vitest's process). The unit project names
 * none, so `npm run test:unit` builds nothing.
 */
// @ts-expect-error: a plain ESM script without types
import { buildBundles } from "../scripts/build.mjs";

const shared = globalThis as { mcpTokenBudgetBuild?: Promise<void> };

export default async function setup(): Promise<void> {
  shared.mcpTokenBudgetBuild ??= buildBundles();
  await shared.mcpTokenBudgetBuild;
}
