/**
 * A project whose MCP server changes on a pull-request branch, as a real git repository in a temp
 * folder: the fixture server is committed into it (server/), and tools.json decides what it serves.
 *
 *   main:     BASE_TOOLS ── (after the branch point) BASE_TOOLS + close_issue
 *   feature:  branched from the first commit; HEAD_TOOLS
 *
 * Between base and head: search_issues' description grows, create_issue gains a schema property,
 * get_issue is untouched, delete_issue is removed and add_label is added.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { FIXTURE_SERVER, FIXTURES } from "./fixture.js";
import { GitRepo } from "./git-repo.js";

export type Tool = Record<string, unknown> & { name: string };

const searchIssues: Tool = {
  name: "search_issues",
  description: "Search issues by text.",
  inputSchema: {
    type: "object",
    properties: { query: { type: "string", description: "Words to look for" } },
    required: ["query"],
  },
  // Clients strip annotations before sending tools to a model: raw and model views differ here.
  annotations: { readOnlyHint: true, openWorldHint: false },
};

const createIssue: Tool = {
  name: "create_issue",
  description: "Open a new issue.",
  inputSchema: {
    type: "object",
    properties: { title: { type: "string" }, body: { type: "string" } },
    required: ["title"],
  },
};

const getIssue: Tool = {
  name: "get_issue",
  title: "Get one issue",
  description: "Read one issue with its comments.",
  inputSchema: { type: "object", properties: { number: { type: "integer" } }, required: ["number"] },
};

const deleteIssue: Tool = {
  name: "delete_issue",
  description: "Delete an issue for good.",
  inputSchema: { type: "object", properties: { number: { type: "integer" } }, required: ["number"] },
  annotations: { destructiveHint: true },
};

const addLabel: Tool = {
  name: "add_label",
  description: "Add a label to an issue.",
  inputSchema: {
    type: "object",
    properties: { number: { type: "integer" }, label: { type: "string" } },
    required: ["number", "label"],
  },
};

const closeIssue: Tool = {
  name: "close_issue",
  description: "Close an issue, optionally with a comment.",
  inputSchema: { type: "object", properties: { number: { type: "integer" } }, required: ["number"] },
};

export const BASE_TOOLS: Tool[] = [searchIssues, createIssue, getIssue, deleteIssue];

export const HEAD_TOOLS: Tool[] = [
  {
    ...searchIssues,
    description: "Search issues by text. Matches titles and bodies; the newest issues come first.",
  },
  {
    ...createIssue,
    inputSchema: {
      type: "object",
      properties: {
        title: { type: "string" },
        body: { type: "string" },
        assignees: {
          type: "array",
          items: { type: "string" },
          description: "Logins of the people to assign the new issue to, at most ten of them",
        },
      },
      required: ["title"],
    },
  },
  getIssue,
  addLabel,
];

/** What main gains after the feature branch was made: not part of the pull request. */
export const MAIN_LATER_TOOLS: Tool[] = [...BASE_TOOLS, closeIssue];

export const toolsJson = (tools: readonly Tool[]) => `${JSON.stringify({ tools }, null, 2)}\n`;

/** The fixture server and its helper module, as files to commit into a repository. */
export async function serverFiles(prefix = "server/"): Promise<Record<string, string>> {
  return {
    [`${prefix}fixture-server.mjs`]: await readFile(FIXTURE_SERVER, "utf8"),
    [`${prefix}lib/stdio-jsonrpc.mjs`]: await readFile(join(FIXTURES, "lib", "stdio-jsonrpc.mjs"), "utf8"),
  };
}

/** The server command as a user types it in the repository root, after `--`. */
export const SERVER_COMMAND = ["--", process.execPath, "server/fixture-server.mjs", "--tools", "tools.json"];

export interface ToolsRepo {
  repo: GitRepo;
  /** Where feature was branched from main: the commit compare must measure. */
  branchPoint: string;
  /** main's newest commit, which adds close_issue after the branch point. */
  mainTip: string;
  /** feature's commit, checked out. */
  head: string;
}

/** The repository described at the top of this file, with `feature` checked out. */
export async function makeToolsRepo(extra: { base?: Record<string, string> } = {}): Promise<ToolsRepo> {
  const repo = await GitRepo.init("cli-");
  const branchPoint = await repo.commit("server with four tools", {
    ...(await serverFiles()),
    "tools.json": toolsJson(BASE_TOOLS),
    ...extra.base,
  });
  await repo.branch("feature");
  const head = await repo.commit("rework the tools", { "tools.json": toolsJson(HEAD_TOOLS) });
  await repo.checkout("main");
  const mainTip = await repo.commit("add close_issue", { "tools.json": toolsJson(MAIN_LATER_TOOLS) });
  await repo.checkout("feature");
  return { repo, branchPoint, mainTip, head };
}
