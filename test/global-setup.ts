/**
 * The CLI and action tests run the bundles (dist/cli.js, dist/index.js) as users and the Actions
 * runner do. Building them first, from the current sources, is what makes those tests test the
 * sources: a change in src/ that is not built would otherwise leave them green.
 */
// @ts-expect-error: a plain ESM script without types
import { buildBundles } from "../scripts/build.mjs";

export default async function setup(): Promise<void> {
  await buildBundles();
}
