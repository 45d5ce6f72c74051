/**
 * Codex 0.171.0's `ALL_TOOLS` entries (the tool's description, the server's instructions and its TypeScript
 * declaration: what the first use of a deferred tool adds to the conversation) held to the real client on the corpus
 * servers (test/fixtures/client-goldens/corpus.json): the recorder answers Codex's first turn with an `exec` call
 * printing the entries, and each must equal the codex profile's (src/core/clients/codex-declaration.ts), byte for
 * byte, but the known misses below (each must still miss: modelling one means removing it). Slow: one Codex run per
 * case (two for Postman, whose entries are past Codex's output cap together).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusClient } from "../../../src/capture/corpus-clients.js";
import { startRecorder } from "../../../src/capture/recorder.js";
import { codexToolName } from "../../../src/core/clients/codex.js";
import { codexToolEntry } from "../../../src/core/clients/codex-declaration.js";
import type { CaseListings } from "../../../src/core/clients/goldens.js";
import { corpusServerConfig } from "../../../src/run/clients-check.js";
import { CORPUS, GOLDENS_DIR, listingsPath, SERVERS_CACHE } from "../../helpers/client-corpus.js";
import { ensureRealClient } from "../../helpers/real-clients.js";

/**
 * Where the profile's declaration differs from Codex's: its most compact form (objects and arrays past a depth
 * written `unknown`) is chosen by a depth rule not yet read right for these two (Codex keeps an array's items one
 * level deeper).
 */
const NOT_MODELLED = new Set(["mcp__srv__createCollectionRequest", "mcp__srv__updateCollectionRequest"]);

/** Codex with one server, its first turn answered with `exec` running `js`; the text that call gave back. */
async function execOutput(server: { command: string; args: string[]; env?: Record<string, string> }, js: string) {
  const codex = corpusClient("codex");
  const recorder = await startRecorder({ toolCall: { name: "exec", input: js } });
  const workDir = mkdtempSync(path.join(os.tmpdir(), "mtb-codex-decl-"));
  try {
    const { args, env, cwd } = codex.launch(recorder.url, { srv: server }, workDir, {});
    const child = spawn(ensureRealClient("codex"), args, { cwd, env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    await new Promise((resolve) => child.on("close", resolve));
    clearTimeout(timer);
    const next = recorder.requests.filter((r) => r.kind === "turn")[1];
    if (!next) throw new Error(`Codex sent no request after its exec call: ${stderr.slice(-1500)}`);
    const input = (JSON.parse(next.body) as { input: Array<{ type: string; output?: Array<{ text: string }> }> }).input;
    const output = input.find((i) => i.type === "custom_tool_call_output")?.output ?? [];
    return output[1]?.text ?? "";
  } finally {
    await recorder.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

const CASES = ["shapes", "chart", "many", "postman", "shortcut", "mongodb"];

describe("Codex 0.171.0's ALL_TOOLS entries, as the codex profile writes them", () => {
  it.each(CASES)(
    "%s",
    async (caseId) => {
      const corpusCase = CORPUS.find((c) => c.id === caseId);
      if (!corpusCase) throw new Error(`no case ${caseId} in the corpus`);
      const [spec] = Object.values(corpusCase.servers);
      const server = await corpusServerConfig(spec as NonNullable<typeof spec>, GOLDENS_DIR, SERVERS_CACHE);
      const [listing] = Object.values((JSON.parse(readFileSync(listingsPath(caseId), "utf8")) as CaseListings).servers);
      if (!listing) throw new Error(`no listing for ${caseId}`);
      const count = listing.tools.length;
      // At most 25 tools an exec call: Codex cuts a longer output.
      const entries: Array<{ name: string; description: string }> = [];
      for (let from = 0; from < count; from += 25) {
        const js = `// @exec: {"max_output_tokens": 200000}\ntext(JSON.stringify(ALL_TOOLS.filter((t) => t.name.startsWith("mcp__srv__")).slice(${from}, ${from + 25})))`;
        entries.push(...(JSON.parse(await execOutput(server, js)) as typeof entries));
      }
      expect(entries).toHaveLength(count);
      const misses: string[] = [];
      for (const tool of listing.tools as Array<Record<string, unknown>>) {
        const name = codexToolName("srv", String(tool.name));
        const sent = entries.find((e) => e.name === name);
        const ours = codexToolEntry(
          name,
          typeof tool.description === "string" ? tool.description : undefined,
          tool.inputSchema,
          tool.outputSchema,
          listing.instructions,
        );
        if (NOT_MODELLED.has(name))
          expect(sent, `${name} is modelled now: remove it from NOT_MODELLED`).not.toEqual(ours);
        else if (JSON.stringify(sent) !== JSON.stringify(ours)) misses.push(name);
      }
      expect(misses).toEqual([]);
    },
    900_000,
  );
});
