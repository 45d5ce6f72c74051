/**
 * The Method line under the table says which totals are sums of their column: the encodings' are, a model's
 * is not (its total is the whole request, with what the tools share, so its column does not add up to it).
 * The bundled CLI measuring the fixture server, with and without a model.
 */
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, runCli } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

const server = ["--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];
const methodOf = (stdout: string) => stdout.slice(stdout.indexOf("\nMethod: ") + 1);

describe("the Method line", () => {
  it("with a model: the encodings' totals are sums of per-tool counts, a model's is its whole request", async () => {
    const run = await runCli(["measure", "-m", "gpt-oss", ...server], PROJECT_ROOT);
    expect(run.code, run.stderr).toBe(0);
    const method = methodOf(run.stdout);
    expect(method).toContain(
      "; encoding totals = sum of per-tool counts (a JSON array of the tools adds about 2 tokens)",
    );
    expect(method).toContain("; a model's total is the prompt with the tools minus without.");
  });

  it("without a model: totals = sum of per-tool counts, as before", async () => {
    const run = await runCli(["measure", ...server], PROJECT_ROOT);
    expect(run.code, run.stderr).toBe(0);
    expect(methodOf(run.stdout)).toContain(
      "; totals = sum of per-tool counts (a JSON array of the tools adds about 2 tokens).",
    );
  });
});
