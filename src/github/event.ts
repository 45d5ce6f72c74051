/** What the action needs from the workflow run: event, repository, pull request. Read from the runner's environment. */
import { readFileSync } from "node:fs";

export interface PullRequestInfo {
  number: number;
  baseRef: string;
  baseSha: string;
  headSha: string;
  headRef: string;
  /** The head lives in another repository: the token is read-only there. */
  fromFork: boolean;
}

/** The release of a `release` event. */
export interface ReleaseEventInfo {
  /** published, created, edited, ... */
  action: string;
  id: number;
  tagName: string;
  prerelease: boolean;
  publishedAt: string | null;
  createdAt: string | null;
}

export interface RunContext {
  eventName: string;
  payload: Record<string, unknown>;
  owner: string;
  repo: string;
  pullRequest: PullRequestInfo | null;
  /** The head commit of a workflow_run event (the run that produced the artifacts). */
  workflowRunHeadSha: string | null;
  /**
   * The pull requests a workflow_run event names (`workflow_run.pull_requests`); GitHub leaves the
   * list empty for pull requests from forks. Empty on other events.
   */
  workflowRunPullRequests: number[];
  runUrl: string | null;
  /**
   * On workflow_run: the page of the run that triggered this one (`workflow_run.html_url`), the run that
   * measured in the fork-safe recipe; only a URL on this GitHub server is kept. Null on other events.
   */
  workflowRunUrl: string | null;
  apiUrl: string;
  /** Set on a `release` event. */
  release: ReleaseEventInfo | null;
  /** The tag of GITHUB_REF (refs/tags/NAME) on a release or a pushed tag; null otherwise. */
  tag: string | null;
}

const get = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (v, k) => (typeof v === "object" && v !== null ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );

export function readRunContext(env: Readonly<Record<string, string | undefined>>): RunContext {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  let payload: Record<string, unknown> = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8"));
    } catch (error) {
      throw new Error(`could not read the event payload ${env.GITHUB_EVENT_PATH}: ${(error as Error).message}`);
    }
  }
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const pr = get(payload, "pull_request");
  let pullRequest: PullRequestInfo | null = null;
  if ((eventName === "pull_request" || eventName === "pull_request_target") && pr) {
    pullRequest = {
      number: Number(get(pr, "number")),
      baseRef: String(get(pr, "base", "ref") ?? ""),
      baseSha: String(get(pr, "base", "sha") ?? ""),
      headSha: String(get(pr, "head", "sha") ?? ""),
      headRef: String(get(pr, "head", "ref") ?? ""),
      fromFork: get(pr, "head", "repo", "full_name") !== get(pr, "base", "repo", "full_name"),
    };
  }
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : null;
  const headSha = get(payload, "workflow_run", "head_sha");
  const runPulls = eventName === "workflow_run" ? get(payload, "workflow_run", "pull_requests") : undefined;
  const workflowRunPullRequests = Array.isArray(runPulls)
    ? runPulls.map((p) => get(p, "number")).filter((n): n is number => Number.isInteger(n) && (n as number) > 0)
    : [];
  const release = eventName === "release" ? get(payload, "release") : undefined;
  const triggeringRun = eventName === "workflow_run" ? get(payload, "workflow_run", "html_url") : undefined;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
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
    release:
      release && Number.isInteger(get(release, "id"))
        ? {
            action: String(get(payload, "action") ?? ""),
            id: Number(get(release, "id")),
            tagName: String(get(release, "tag_name") ?? ""),
            prerelease: get(release, "prerelease") === true,
            publishedAt: text(get(release, "published_at")),
            createdAt: text(get(release, "created_at")),
          }
        : null,
    tag: ref.startsWith("refs/tags/") ? ref.slice("refs/tags/".length) : text(get(release, "tag_name")),
  };
}

/** `url` when it is an http(s) URL on the GitHub server (GITHUB_SERVER_URL, github.com by default); else null. */
function onServer(url: string, server: string | undefined): string | null {
  try {
    const parsed = new URL(url);
    const expected = new URL(server || "https://github.com");
    if (parsed.origin !== expected.origin || !/^https?:$/.test(parsed.protocol)) return null;
    return parsed.href;
  } catch {
    return null;
  }
}

/** The run comment mode links to: on workflow_run the measuring run that triggered it, else this run. */
export function measuringRunUrl(context: Pick<RunContext, "workflowRunUrl" | "runUrl">): string | null {
  return context.workflowRunUrl ?? context.runUrl;
}
