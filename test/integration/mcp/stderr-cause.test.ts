/**
 * A server that fails prints its cause first and its usage or a stack trace after: the cause must survive in
 * the error users read (the bundled CLI's `measure`), with the lines left out counted, not only the last ones.
 */
import { describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli-process.js";
import { badServer } from "../../helpers/fixture.js";

describe("a failing server's stderr", () => {
  it("keeps the cause printed before 60 lines of usage in measure's error, and counts what it left out", async () => {
    const run = await runCli(["measure", "--", process.execPath, badServer("cause-then-usage")], process.cwd());
    expect(run.code).not.toBe(0);
    const lines = run.stderr.split("\n");
    const cause = lines.findIndex((l) => l.includes("Error: unknown flag: --kubeconfig-path"));
    expect(cause, run.stderr).toBeGreaterThan(-1);
    expect(run.stderr).toMatch(/the server's stderr, the lines that look like errors and the last ones:/);
    // The usage's end is there too, after a count of the lines between.
    const left = lines.findIndex((l) => /\| … \d+ lines left out …$/.test(l));
    expect(left).toBeGreaterThan(cause);
    expect(run.stderr).toContain('--option-55 string   what option 55 sets (default "value55")');
    const shown = lines.filter((l) => l.startsWith("  | ")).length;
    expect(shown).toBeLessThanOrEqual(32);
  });

  it("keeps a cause that reaches stderr after the server exited, from a helper holding its pipes", async () => {
    // The line comes 300 ms after the exit: the error waits for the pipes to close (bounded), not a fixed 50 ms.
    const run = await runCli(["measure", "--", process.execPath, badServer("cause-after-exit")], process.cwd());
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/the server exited with code 1 before/);
    expect(run.stderr).toContain("  | Error: config file /etc/weather.toml: permission denied");
  });

  it("keeps the first line of an error followed by a 60-frame stack", async () => {
    const run = await runCli(
      ["measure", "--", process.execPath, badServer("cause-then-usage"), "--stack"],
      process.cwd(),
    );
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("Error: unknown flag: --kubeconfig-path");
    expect(run.stderr).toContain("at frame59");
    expect(run.stderr).toMatch(/… 40 lines left out …/);
  });
});
