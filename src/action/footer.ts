/**
 * The line at the end of every comment: the tool's name, linked to the action's own repository when the
 * runner says which one runs (GITHUB_ACTION_REPOSITORY, set for `uses: owner/repo@ref`, on the server of
 * GITHUB_SERVER_URL), else unlinked; the package is not on npm yet, so nothing links there. Then the run.
 */

const REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
const SERVER = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/;

/** "[mcp-token-budget](https://github.com/owner/mcp-token-budget)", or the bare name when no address is known. */
export function toolLink(env: NodeJS.ProcessEnv = process.env): string {
  const repository = env.GITHUB_ACTION_REPOSITORY?.trim() ?? "";
  const server = (env.GITHUB_SERVER_URL?.trim() ?? "").replace(/\/+$/, "");
  return REPOSITORY.test(repository) && SERVER.test(server)
    ? `[mcp-token-budget](${server}/${repository})`
    : "mcp-token-budget";
}

/** `<sub>[mcp-token-budget](…) · [workflow run](…)</sub>` */
export function commentFooter(runUrl: string | null, env: NodeJS.ProcessEnv = process.env): string {
  return `<sub>${toolLink(env)}${runUrl ? ` · [workflow run](${runUrl})` : ""}</sub>`;
}
