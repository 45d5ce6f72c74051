/** A dry run of a calls file: start and list the server, check every call as a real run would, call nothing. */
import type { CallPlan, CallsFile } from "../core/calls/types.js";
import type { DryRun } from "../core/render/calls-plan.js";
import { type ListOptions, listServer, type ServerSpec } from "../mcp/list.js";
import { planCalls } from "./calls.js";

export async function dryRunCalls(
  spec: ServerSpec,
  file: CallsFile,
  options: Pick<ListOptions, "timeoutMs" | "maxResponseBytes" | "parentEnv">,
): Promise<{ run: DryRun; warnings: string[] }> {
  let calls: CallPlan[] = [];
  const listing = await listServer(spec, {
    ...options,
    sessionTimeoutMs: file.totalTimeoutMs + 5000,
    session: async (session) => {
      calls = await planCalls(session, file);
    },
  });
  return {
    run: {
      dryRun: true,
      file: file.file,
      server: { name: listing.server.name, version: listing.server.version },
      tools: listing.tools.length,
      calls,
    },
    warnings: listing.warnings,
  };
}
