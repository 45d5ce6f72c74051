/** The server under test is untrusted: it must never receive the GitHub token or action inputs. */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parseEnvAssignments, serverEnvironment } from "../../../src/process/env.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../dist/cli.js");

describe("the server's environment", () => {
  it("does not contain GITHUB_TOKEN, INPUT_GITHUB-TOKEN or other secrets from the parent, via the real CLI", async () => {
    const envFile = path.join(mkdtempSync(path.join(tmpdir(), "mtb-env-")), "env.json");
    const parent = {
      ...process.env,
      GITHUB_TOKEN: "ghs_secret",
      GH_TOKEN: "gho_secret",
      "INPUT_GITHUB-TOKEN": "ghs_input_secret",
      INPUT_COMMAND: "node server.js",
      ACTIONS_RUNTIME_TOKEN: "runtime",
      MY_API_KEY: "strip-me",
      HARMLESS: "kept",
    };
    await promisify(execFile)(
      process.execPath,
      [
        CLI,
        "measure",
        "--format",
        "json",
        "--strip-env",
        "MY_API_KEY",
        "--env",
        "EXPLICIT=yes",
        "--",
        process.execPath,
        FIXTURE_SERVER,
        "--tools",
        toolsFile("basic"),
        "--record-env",
        envFile,
      ],
      { env: parent },
    );
    const seen = JSON.parse(readFileSync(envFile, "utf8")) as Record<string, string>;
    for (const name of [
      "GITHUB_TOKEN",
      "GH_TOKEN",
      "INPUT_GITHUB-TOKEN",
      "INPUT_COMMAND",
      "ACTIONS_RUNTIME_TOKEN",
      "MY_API_KEY",
    ]) {
      expect(seen, name).not.toHaveProperty(name);
    }
    expect(JSON.stringify(seen)).not.toMatch(/secret/);
    expect(seen.HARMLESS).toBe("kept");
    expect(seen.EXPLICIT).toBe("yes");
    expect(seen.PATH).toBe(process.env.PATH);
  });

  it("lets variables the user sets explicitly through, even a stripped name", () => {
    const env = serverEnvironment({ GITHUB_TOKEN: "parent", PATH: "/bin" }, { set: { GITHUB_TOKEN: "explicit" } });
    expect(env).toEqual({ PATH: "/bin", GITHUB_TOKEN: "explicit" });
  });

  it("strips input variables whatever their case", () => {
    expect(serverEnvironment({ input_foo: "x", Github_Token: "y", KEEP: "z" })).toEqual({ KEEP: "z" });
  });

  it("parses KEY=VALUE lines, keeping = in values and rejecting bad names", () => {
    expect(parseEnvAssignments(["A=1", "B=x=y", "# comment", "", "C="])).toEqual({ A: "1", B: "x=y", C: "" });
    expect(() => parseEnvAssignments(["novalue"])).toThrow(/expected KEY=VALUE/);
    expect(() => parseEnvAssignments(["1A=b"])).toThrow(/invalid environment variable name "1A"/);
  });
});
