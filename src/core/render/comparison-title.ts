/**
 * The top and bottom of the PR comment: a title that names the server, the headline change and the
 * verdict; a line with the totals and the pull request's head commit; and the context at the end, with
 * the pull request, its head commit and the budget file linked when the run gives their addresses.
 */
import type { Comparison } from "../comparison.js";
import { verdictWords } from "./comparison-budget.js";
import { modelsThatDoNotFit } from "./comparison-models.js";
import { protocolOrCacheWords } from "./comparison-protocol.js";
import { formatSignedPercent, plural, primaryEncoding, type Style, serverAndListParts } from "./comparison-sections.js";
import { formatInt, formatSigned } from "./escape.js";

/** Addresses from the workflow run (trusted, but checked): what the comment links to. */
export interface ComparisonLinks {
  /** The repository's web address, e.g. https://github.com/octo/billing (GITHUB_SERVER_URL/GITHUB_REPOSITORY). */
  repositoryUrl: string;
  /** The pull request's number. */
  pullRequest?: number | null;
  /**
   * The pull request's head commit (the event's pull_request.head.sha), shown as the head instead of the
   * commit that was checked out (GitHub's merge commit). Defaults to the comparison's head sha.
   */
  headSha?: string | null;
  /** The budget file's path from the repository root, linked at the head commit. */
  budgetFile?: string | null;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
const URL_SAFE = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~%!$&'*+,;=:@/-]*)?$/;

/** The links that pass their checks; a value that does not is left out rather than linked wrongly. */
export function checkedLinks(c: Comparison, links: ComparisonLinks | undefined) {
  return checkLinks(c.head.sha, links);
}

/** checkedLinks for anything with a head commit (a client configuration's comparison too). */
export function checkLinks(measuredSha: string | null, links: ComparisonLinks | undefined) {
  const repo = links && URL_SAFE.test(links.repositoryUrl) ? links.repositoryUrl.replace(/\/+$/, "") : null;
  const headSha =
    links?.headSha && SHA.test(links.headSha)
      ? links.headSha
      : measuredSha && SHA.test(measuredSha)
        ? measuredSha
        : null;
  const number = links?.pullRequest;
  const pr = repo && typeof number === "number" && Number.isInteger(number) && number > 0 ? number : null;
  const file = links?.budgetFile;
  const budgetPath =
    file && !file.startsWith("/") && !file.split(/[\\/]/).some((part) => part === ".." || part === "") ? file : null;
  return {
    headSha,
    pr: pr === null ? null : { number: pr, url: `${repo}/pull/${pr}` },
    commitUrl: (sha: string) => (repo ? `${repo}/commit/${sha}` : null),
    budgetUrl:
      repo && headSha && budgetPath
        ? `${repo}/blob/${headSha}/${budgetPath.split(/[\\/]/).map(encodeURIComponent).join("/")}`
        : null,
  };
}

export type CheckedLinks = ReturnType<typeof checkedLinks>;

function serverName(c: Comparison, style: Style): string {
  const name = c.head.report?.server.name;
  return name ? style.text(name, 60) : "MCP server";
}

/** `### acme-tracker · +187 tokens (+21.5%) · ❌ 1 budget rule broken · ❌ qwen3@ollama does not fit its window` */
export function titleLine(c: Comparison, style: Style, commentKey?: string): string {
  const name = serverName(c, style);
  const key = commentKey && commentKey !== "default" ? style.text(commentKey, 60) : "";
  const who = key && key !== name ? `${name} (${key})` : name;
  const enc = primaryEncoding(c);
  const total = Object.hasOwn(c.totals, enc) ? c.totals[enc] : undefined;
  const head = `${formatInt(total?.head.model ?? 0)} tokens`;
  const parts = [who];
  if (c.status === "no-baseline" && c.newServer) {
    // The pull request adds the server: nothing to compare with is the news, not a warning.
    parts.push("new server", head);
  } else if (c.status === "no-baseline") {
    parts.push(head);
    if (c.baselineRequested !== false) parts.push("⚠️ no baseline");
  } else if (c.status === "unchanged") {
    // A new revision or cache lifetime costs no token but is a change (it posts a comment): the title says which.
    const server = protocolOrCacheWords(c);
    parts.push(server ? `no token change, ${head}` : `no change, ${head}`);
    if (server) parts.push(server);
  } else {
    const delta = total?.delta?.model ?? 0;
    const relative = total?.relative.model ?? null;
    parts.push(
      delta === 0
        ? `±0 tokens, ${head}`
        : `${formatSigned(delta)} tokens${relative === null ? "" : ` (${formatSignedPercent(relative)})`}`,
    );
    // Two tools swapped re-write every cached conversation: a change the title names, tokens or not.
    if (c.toolOrder?.changed) parts.push("tool order changed");
  }
  const verdict = verdictWords(c);
  if (verdict) parts.push(verdict);
  // A request that does not fit its window fails every call on that model, budget or not: said up here.
  const misfits = modelsThatDoNotFit(c, style);
  if (misfits.length > 0) {
    const names = misfits.length <= 2 ? misfits.join(", ") : plural(misfits.length, "model");
    parts.push(
      `${style.icons ? "❌ " : ""}${names} ${misfits.length === 1 ? "does" : "do"} not fit ${misfits.length === 1 ? "its" : "their"} window`,
    );
  }
  return `### ${parts.join(" · ")}`;
}

const shortSha = (sha: string) => (SHA.test(sha) ? sha.slice(0, 7) : sha);

/** The totals per encoding, the tool counts, and the pull request with its head commit. */
export function statusLine(c: Comparison, style: Style, links: CheckedLinks): string {
  const totals = c.encodings.map((e) => ({ e, t: Object.hasOwn(c.totals, e) ? c.totals[e] : undefined }));
  const tools = plural(c.counts.tools.head ?? 0, "tool");
  const parts: string[] = [];
  if (c.status === "no-baseline") {
    // A new server's base has nothing to build: its build error stays in the log, out of the comment.
    if (c.baselineRequested !== false && !c.newServer) {
      const reason = (c.noBaselineReason ?? "no base report").split("\n")[0]?.trim() ?? "";
      parts.push(`${style.strong("No baseline")}: ${style.text(reason, 200)}`);
    }
    parts.push(...totals.map(({ e, t }) => `${style.text(e)} ${formatInt(t?.head.model ?? 0)}`), tools);
  } else {
    parts.push(
      ...totals.map(
        ({ e, t }) => `${style.text(e)} ${formatInt(t?.base?.model ?? 0)} → ${formatInt(t?.head.model ?? 0)}`,
      ),
    );
    const s = c.summary;
    const changes = [
      s.added > 0 ? `+${formatInt(s.added)}` : "",
      s.removed > 0 ? `−${formatInt(s.removed)}` : "",
      s.changed > 0 ? `${formatInt(s.changed)} changed` : "",
    ].filter(Boolean);
    parts.push(`${tools}${changes.length > 0 ? ` (${changes.join(", ")})` : ""}`);
  }
  const head = headCommit(c, style, links);
  if (links.pr) parts.push(`[#${links.pr.number}](${links.pr.url})${head ? ` at ${head}` : ""}`);
  else if (head) parts.push(`head ${head}`);
  return parts.join(" · ");
}

/** The head commit, linked when the repository's address is known. */
function headCommit(c: Comparison, style: Style, links: CheckedLinks): string | null {
  if (links.headSha) {
    const url = links.commitUrl(links.headSha);
    return url ? `[${links.headSha.slice(0, 7)}](${url})` : links.headSha.slice(0, 7);
  }
  return c.head.sha ? style.text(shortSha(c.head.sha), 80) : null;
}

/** Server versions, other lists, and base → head with links: the context a reviewer needs to trust the numbers. */
export function contextLineMarkdown(c: Comparison, style: Style, links: CheckedLinks): string {
  const parts = serverAndListParts(c, style);
  const base = (() => {
    const sha = c.base.sha;
    const name = c.base.label ?? c.base.ref;
    const url = sha && SHA.test(sha) ? links.commitUrl(sha) : null;
    const shown = sha ? (url ? `[${sha.slice(0, 7)}](${url})` : style.text(shortSha(sha), 64)) : null;
    if (shown && name) return `${shown} (${style.text(name, 80)})`;
    return shown ?? (name ? style.text(name, 80) : null);
  })();
  const sha = headCommit(c, style, links);
  const label = c.head.label ?? c.head.ref;
  const name = links.pr ? `[#${links.pr.number}](${links.pr.url})` : label ? style.text(label, 80) : null;
  const head = sha && name ? `${sha} (${name})` : (sha ?? name);
  if (base && head) parts.push(`base ${base} → head ${head}`);
  else if (head) parts.push(`${c.status === "no-baseline" ? "measured at" : "head"} ${head}`);
  else if (base) parts.push(`base ${base}`);
  return parts.join(" · ");
}
