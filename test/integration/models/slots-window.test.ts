/**
 * The acceptance of issue 38's slots, through the bundled CLI on a real server from npm: the write-up's Jan
 * setup (llama.cpp with a 49,152-token context over two slots) is a 24,576-token window a request, the fits
 * line and the report use it, and the count itself is the one without slots (slots change the window, never
 * what the runtime renders). Ollama's OLLAMA_NUM_PARALLEL keeps num_ctx per request.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ModelEntry } from "../../../src/core/models/entry.js";
import type { Report } from "../../../src/core/report.js";
import { runCli, runCliJson } from "../../helpers/cli-process.js";
import { REAL_SERVERS } from "../../helpers/real-servers.js";

const dir = mkdtempSync(path.join(tmpdir(), "mtb-slots-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const github = REAL_SERVERS.github;
const serverArgs = [
  ...Object.entries(github.env).flatMap(([k, v]) => ["--env", `${k}=${v}`]),
  "--",
  github.command,
  ...github.args,
];
const fmt = (n: number) => n.toLocaleString("en-US");

describe("qwen3@llama.cpp:49152/2 on server-github", () => {
  it("reports a 24,576-token window a request, and the fits line uses it", async () => {
    const ids = ["qwen3@llama.cpp:49152/2", "qwen3@llama.cpp:49152", "qwen3@ollama:8192/4"];
    const run = await runCliJson<Report>(["measure", "--model", ids.join(","), ...serverArgs], dir);
    expect(run.code, run.stderr).toBe(0);
    const slotted = run.json.models?.[ids[0] as string] as ModelEntry;
    const whole = run.json.models?.[ids[1] as string] as ModelEntry;
    const ollama = run.json.models?.[ids[2] as string] as ModelEntry;
    expect(slotted.contextWindow).toBe(24_576);
    expect(slotted.slots).toBe(2);
    expect(slotted.contextSource).toMatch(
      /llama-server -c 49152 -np 2: 49,152 tokens shared by 2 slots, 24,576 per request/,
    );
    // The same prompt either way: only the window differs.
    expect(slotted.tools).toBe(whole.tools);
    expect(slotted.minContextToFit).toBe(whole.minContextToFit);
    expect(whole.contextWindow).toBe(49_152);
    expect(whole.slots).toBeUndefined();
    expect(slotted.shareOfContext).toBeCloseTo((slotted.tools + (slotted.instructions ?? 0)) / 24_576, 4);
    // Ollama keeps num_ctx per request whatever OLLAMA_NUM_PARALLEL is.
    expect(ollama.contextWindow).toBe(8_192);
    expect(ollama.slots).toBeUndefined();

    const text = await runCli(["measure", "--model", ids[0] as string, ...serverArgs], dir);
    expect(text.code, text.stderr).toBe(0);
    const left = 24_576 - (slotted.minContextToFit as number);
    expect(text.stdout.replace(/\s+/g, " ")).toContain(
      `of its 24,576-token context window · data 2026-11-30 · fits: ${fmt(left)} of 24,576 tokens left for the conversation`,
    );
  });

  it("a request larger than its slot says which -c fits with the same -np", async () => {
    const run = await runCliJson<Report>(["measure", "--model", "qwen3@llama.cpp:4096/4", ...serverArgs], dir);
    const entry = run.json.models?.["qwen3@llama.cpp:4096/4"] as ModelEntry;
    expect(entry.contextWindow).toBe(1_024);
    expect(entry.fits).toBe(false);
    const text = await runCli(["measure", "--model", "qwen3@llama.cpp:4096/4", ...serverArgs], dir);
    expect(text.stdout.replace(/\s+/g, " ")).toContain(
      `needs -c ${fmt((entry.minContextToFit as number) * 4)} or more with -np 4, with nothing left for the conversation`,
    );
  });
});
