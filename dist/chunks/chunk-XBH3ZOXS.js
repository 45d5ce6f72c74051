import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/github/event.ts
import { readFileSync } from "node:fs";
var get = /* @__PURE__ */ __name((value, ...keys) => keys.reduce(
  (v, k) => typeof v === "object" && v !== null ? v[k] : void 0,
  value
), "get");
function readRunContext(env) {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  let payload = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8"));
    } catch (error) {
      throw new Error(`could not read the event payload ${env.GITHUB_EVENT_PATH}: ${error.message}`);
    }
  }
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const pr = get(payload, "pull_request");
  let pullRequest = null;
  if ((eventName === "pull_request" || eventName === "pull_request_target") && pr) {
    pullRequest = {
      number: Number(get(pr, "number")),
      baseRef: String(get(pr, "base", "ref") ?? ""),
      baseSha: String(get(pr, "base", "sha") ?? ""),
      headSha: String(get(pr, "head", "sha") ?? ""),
      headRef: String(get(pr, "head", "ref") ?? ""),
      fromFork: get(pr, "head", "repo", "full_name") !== get(pr, "base", "repo", "full_name")
    };
  }
  const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : null;
  const headSha = get(payload, "workflow_run", "head_sha");
  const runPulls = eventName === "workflow_run" ? get(payload, "workflow_run", "pull_requests") : void 0;
  const workflowRunPullRequests = Array.isArray(runPulls) ? runPulls.map((p) => get(p, "number")).filter((n) => Number.isInteger(n) && n > 0) : [];
  const release = eventName === "release" ? get(payload, "release") : void 0;
  const triggeringRun = eventName === "workflow_run" ? get(payload, "workflow_run", "html_url") : void 0;
  const text = /* @__PURE__ */ __name((value) => typeof value === "string" && value !== "" ? value : null, "text");
  const ref = env.GITHUB_REF ?? text(get(payload, "ref")) ?? "";
  return {
    eventName,
    payload,
    owner,
    repo,
    pullRequest,
    workflowRunHeadSha: typeof headSha === "string" ? headSha : null,
    workflowRunPullRequests,
    runUrl,
    workflowRunUrl: typeof triggeringRun === "string" ? onServer(triggeringRun, env.GITHUB_SERVER_URL) : null,
    apiUrl: env.GITHUB_API_URL ?? "https://api.github.com",
    release: release && Number.isInteger(get(release, "id")) ? {
      action: String(get(payload, "action") ?? ""),
      id: Number(get(release, "id")),
      tagName: String(get(release, "tag_name") ?? ""),
      prerelease: get(release, "prerelease") === true,
      publishedAt: text(get(release, "published_at")),
      createdAt: text(get(release, "created_at"))
    } : null,
    tag: ref.startsWith("refs/tags/") ? ref.slice("refs/tags/".length) : text(get(release, "tag_name"))
  };
}
__name(readRunContext, "readRunContext");
function onServer(url, server) {
  try {
    const parsed = new URL(url);
    const expected = new URL(server || "https://github.com");
    if (parsed.origin !== expected.origin || !/^https?:$/.test(parsed.protocol)) return null;
    return parsed.href;
  } catch {
    return null;
  }
}
__name(onServer, "onServer");
function measuringRunUrl(context) {
  return context.workflowRunUrl ?? context.runUrl;
}
__name(measuringRunUrl, "measuringRunUrl");

export {
  readRunContext,
  measuringRunUrl
};
//# sourceMappingURL=chunk-XBH3ZOXS.js.map
