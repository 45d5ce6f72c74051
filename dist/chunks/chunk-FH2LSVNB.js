import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  upFrontAndLoaded
} from "./chunk-KAFQOX4T.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/github/comment.ts
var ACTIONS_BOT = { login: "github-actions[bot]", type: "Bot" };
var PAGE_SIZE = 100;
var MAX_PAGES = 100;
function commentMarker(key) {
  const safe = key.replace(/[^A-Za-z0-9._/-]/g, "-") || "default";
  return `<!-- mcp-token-budget:${safe} -->`;
}
__name(commentMarker, "commentMarker");
function writtenBy(comment, author) {
  const user = comment.user;
  if (!user || user.login.toLowerCase() !== author.login.toLowerCase()) return false;
  return author.type === void 0 || user.type === author.type;
}
__name(writtenBy, "writtenBy");
async function findStickyComment(api, marker, author) {
  let foreign = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const comments = await api.listPage(page);
    for (const comment of comments) {
      if (!comment.body?.startsWith(marker)) continue;
      if (writtenBy(comment, author)) return { comment, foreign };
      foreign++;
    }
    if (comments.length < PAGE_SIZE) break;
  }
  return { comment: null, foreign };
}
__name(findStickyComment, "findStickyComment");
async function upsertStickyComment(api, options) {
  if (options.policy === "never") return { action: "skipped", reason: "comment is set to never", foreign: 0 };
  const body = options.body.startsWith(options.marker) ? options.body : `${options.marker}
${options.body}`;
  const { comment: existing, foreign } = await findStickyComment(api, options.marker, await api.author());
  if (existing) {
    const comment2 = await api.update(existing.id, body);
    return { action: "updated", comment: comment2, foreign };
  }
  if (options.policy === "on-change" && !options.worthCreating) {
    return {
      action: "skipped",
      reason: "no change in the tools, the budget holds and every tool call went well (comment: on-change)",
      foreign
    };
  }
  const comment = await api.create(body);
  return { action: "created", comment, foreign };
}
__name(upsertStickyComment, "upsertStickyComment");

// src/github/octokit.ts
var statusOf = /* @__PURE__ */ __name((error) => error.status, "statusOf");
async function tokenAuthor(octokit) {
  try {
    const data = await octokit.graphql("query { viewer { login } }");
    if (typeof data.viewer?.login === "string" && data.viewer.login) return { login: data.viewer.login };
  } catch {
  }
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    if (data.login) return { login: data.login };
  } catch (error) {
    const status = statusOf(error);
    const rateLimited = /rate limit/i.test(String(error.message));
    if (status !== 401 && status !== 403 && status !== 404 || rateLimited) throw error;
  }
  return ACTIONS_BOT;
}
__name(tokenAuthor, "tokenAuthor");
function octokitComments(octokit, ref) {
  const base = { owner: ref.owner, repo: ref.repo };
  let author = null;
  return {
    author() {
      author ??= tokenAuthor(octokit);
      return author;
    },
    async listPage(page) {
      const { data } = await octokit.rest.issues.listComments({
        ...base,
        issue_number: ref.number,
        per_page: PAGE_SIZE,
        page
      });
      return data;
    },
    async create(body) {
      const { data } = await octokit.rest.issues.createComment({ ...base, issue_number: ref.number, body });
      return data;
    },
    async update(id, body) {
      const { data } = await octokit.rest.issues.updateComment({ ...base, comment_id: id, body });
      return data;
    }
  };
}
__name(octokitComments, "octokitComments");
function isPermissionError(error) {
  const status = statusOf(error);
  return status === 403 || status === 404 && /not found/i.test(String(error.message));
}
__name(isPermissionError, "isPermissionError");

// src/action/outputs.ts
function percent(relative) {
  if (relative === null || !Number.isFinite(relative)) return "";
  const rounded = Math.round(relative * 1e3) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}
__name(percent, "percent");
function primaryFigures(comparison) {
  const encoding = comparison.encodings[0] ?? Object.keys(comparison.totals)[0];
  const total = encoding ? comparison.totals[encoding] : void 0;
  const baseline = comparison.status !== "no-baseline";
  return {
    head: total?.head ?? null,
    base: baseline ? total?.base ?? null : null,
    delta: baseline ? total?.delta ?? null : null,
    relative: baseline ? total?.relative.model ?? null : null,
    tools: comparison.counts.tools.head
  };
}
__name(primaryFigures, "primaryFigures");
var num = /* @__PURE__ */ __name((value) => value === null || value === void 0 ? "" : String(value), "num");
function setRunOutputs(effects, values) {
  const { status, verdict, figures, files } = values;
  effects.setOutput("status", status);
  effects.setOutput("verdict", verdict);
  effects.setOutput("tokens", num(figures?.head?.model));
  effects.setOutput("tokens-base", num(figures?.base?.model));
  effects.setOutput("delta", num(figures?.delta?.model));
  effects.setOutput("delta-percent", percent(figures?.relative ?? null));
  effects.setOutput("tools", num(figures?.tools));
  if (files.badgeSvg !== void 0) effects.setOutput("badge-svg", files.badgeSvg);
  if (files.badgeJson !== void 0) effects.setOutput("badge-json", files.badgeJson);
  effects.setOutput("comparison-file", files.comparison ?? "");
  effects.setOutput("comparison-path", files.comparison ?? "");
  effects.setOutput("report-path", files.report ?? "");
}
__name(setRunOutputs, "setRunOutputs");
function clientTokensOutput(comparison) {
  const out = {};
  for (const [id, client] of Object.entries(comparison.clients ?? {}))
    if (client.head) Object.defineProperty(out, id, { value: client.head.tokens, enumerable: true });
  return clientTokensJson(out);
}
__name(clientTokensOutput, "clientTokensOutput");
function setupClientTokensOutput(setup) {
  const out = {};
  for (const [id, client] of Object.entries(setup.clients ?? {}))
    if (client) Object.defineProperty(out, id, { value: upFrontAndLoaded(client.request), enumerable: true });
  return clientTokensJson(out);
}
__name(setupClientTokensOutput, "setupClientTokensOutput");
var clientTokensJson = /* @__PURE__ */ __name((out) => Object.keys(out).length > 0 ? JSON.stringify(out) : "", "clientTokensJson");
function setServerOutputs(effects, head) {
  effects.setOutput("protocol-era", head?.server.era ?? "");
  effects.setOutput("protocol-version", head?.server.protocolVersion ?? "");
  effects.setOutput("tools-cache-ttl-ms", num(head?.toolsCache?.ttlMs));
  effects.setOutput("tools-cache-scope", head?.toolsCache?.scope ?? "");
}
__name(setServerOutputs, "setServerOutputs");
function setErrorOutputs(effects) {
  setRunOutputs(effects, { status: "error", verdict: "none", figures: null, files: { badgeSvg: "", badgeJson: "" } });
  effects.setOutput("total-tokens", "");
  effects.setOutput("client-tokens", "");
  setServerOutputs(effects, null);
  effects.setOutput("delta-tokens", "");
  effects.setOutput("comment-body", "");
}
__name(setErrorOutputs, "setErrorOutputs");

// src/action/footer.ts
var REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
var SERVER = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/;
function toolLink(env = process.env) {
  const repository = env.GITHUB_ACTION_REPOSITORY?.trim() ?? "";
  const server = (env.GITHUB_SERVER_URL?.trim() ?? "").replace(/\/+$/, "");
  return REPOSITORY.test(repository) && SERVER.test(server) ? `[mcp-token-budget](${server}/${repository})` : "mcp-token-budget";
}
__name(toolLink, "toolLink");
function commentFooter(runUrl, env = process.env) {
  return `<sub>${toolLink(env)}${runUrl ? ` \xB7 [workflow run](${runUrl})` : ""}</sub>`;
}
__name(commentFooter, "commentFooter");

export {
  commentMarker,
  upsertStickyComment,
  octokitComments,
  isPermissionError,
  toolLink,
  commentFooter,
  primaryFigures,
  setRunOutputs,
  clientTokensOutput,
  setupClientTokensOutput,
  setServerOutputs,
  setErrorOutputs
};
//# sourceMappingURL=chunk-FH2LSVNB.js.map
