/**
 * A project with releases, as a real git repository in a temp folder: the fixture server is
 * committed into it (server/) and tools.json decides what it serves.
 *
 *   v1.0.0 (annotated)   search_issues, get_issue
 *   internal-build       the same tools (a tag with no release: what `git describe` finds first)
 *   v1.1.0 (annotated)   search_issues' description grown, get_issue, add_label added
 *   main (HEAD)          after v1.1.0: get_issue removed (unreleased work)
 */

import { GitRepo } from "./git-repo.js";
import { serverFiles, type Tool, toolsJson } from "./tool-repo.js";

const searchIssues: Tool = {
  name: "search_issues",
  description: "Search issues by text.",
  inputSchema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
};
const getIssue: Tool = {
  name: "get_issue",
  description: "Read one issue with its comments.",
  inputSchema: { type: "object", properties: { number: { type: "integer" } }, required: ["number"] },
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

export const V1_TOOLS: Tool[] = [searchIssues, getIssue];
export const V11_TOOLS: Tool[] = [
  { ...searchIssues, description: "Search issues by text. Matches titles and bodies; the newest issues come first." },
  getIssue,
  addLabel,
];
export const DEV_TOOLS: Tool[] = [V11_TOOLS[0] as Tool, addLabel];

/** The server command as a user types it in the repository root, after `--`. */
export const RELEASE_SERVER = [process.execPath, "server/fixture-server.mjs", "--tools", "tools.json"];

export interface ReleaseRepo {
  repo: GitRepo;
  v1: string;
  internal: string;
  v11: string;
  dev: string;
}

export async function makeReleaseRepo(): Promise<ReleaseRepo> {
  const repo = await GitRepo.init("release-");
  const v1 = await repo.commit("v1.0.0", { ...(await serverFiles()), "tools.json": toolsJson(V1_TOOLS) });
  await repo.git("tag", "-a", "v1.0.0", "-m", "v1.0.0");
  const internal = await repo.commit("internal build", { "NOTES.md": "internal\n" });
  await repo.git("tag", "internal-build");
  const v11 = await repo.commit("v1.1.0", { "tools.json": toolsJson(V11_TOOLS) });
  await repo.git("tag", "-a", "v1.1.0", "-m", "v1.1.0");
  const dev = await repo.commit("work after v1.1.0", { "tools.json": toolsJson(DEV_TOOLS) });
  return { repo, v1, internal, v11, dev };
}
