/**
 * Captures of the real Gemini CLI, opencode, Codex, Copilot CLI, Cline, Continue CLI and Qwen Code (pinned in
 * real-clients.ts) against the local recorder: the raw body of the client's main model turn, as the oracle of their
 * client profiles. The clients are driven by the same code as `clients check` and the golden tests
 * (src/capture/corpus-clients.ts: each launcher, its settings, the turn it picks, what a run leaves behind); this
 * helper only adds the pinned install and arguments a test puts after the client's own.
 */
import {
  type CorpusClient,
  captureCorpusClient,
  corpusClient,
  type McpServerConfig,
} from "../../src/capture/corpus-clients.js";
import type { CapturedRequest } from "../../src/core/clients/goldens.js";
import { ensureRealClient } from "./real-clients.js";

export { endLeftBehind } from "../../src/capture/corpus-clients.js";

export type CapturedClient = "gemini-cli" | "opencode" | "codex" | "copilot-cli" | "cline" | "continue" | "qwen-code";

/**
 * The request as the client sent it: `text` exactly as sent, `body` parsed, `workDir` the name of the (removed)
 * scratch folder that held its HOME and working directory, which the client's environment lines name.
 */
export type RawCapture = CapturedRequest & { body: Record<string, unknown> };

/** The client with `extraArgs` after its own arguments of the run (not of a command run before it). */
function withArgs(client: CorpusClient, extraArgs: readonly string[]): CorpusClient {
  if (extraArgs.length === 0) return client;
  return {
    ...client,
    launch: (...given) => {
      const launch = client.launch(...given);
      return { ...launch, args: [...launch.args, ...extraArgs] };
    },
  };
}

/**
 * Runs the pinned client once with these servers (none: {}) and returns the turn its profile is held to. `extraArgs`
 * go after the client's own (Copilot CLI's --allow-all-mcp-server-instructions); `setting` is one of the client's
 * settings as the corpus gives it (Qwen Code's {"tools.toolSearch.enabled": "false"}).
 */
export async function captureClient(
  client: CapturedClient,
  servers: Record<string, McpServerConfig>,
  extraArgs: readonly string[] = [],
  setting: Record<string, string> = {},
): Promise<RawCapture> {
  const entry = corpusClient(client);
  const capture = await captureCorpusClient(
    withArgs(entry, extraArgs),
    ensureRealClient(client),
    servers,
    setting,
    undefined,
    entry.runtime ? ensureRealClient("node-22") : undefined,
  );
  return capture as RawCapture;
}
