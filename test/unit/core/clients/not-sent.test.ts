/**
 * A server a client does not send, as the corpus captured it: Gemini CLI runs a server keyed "@scope/srv" but
 * sends none of its tools (counted as 0, named in notSent with the reason and the fix); Codex refuses a key with a
 * space (no figure, the reason); Cline CLI never connects a server that writes text that is not JSON to stdout. Each
 * said on the client's line.
 */
import { describe, expect, it } from "vitest";
import { countClient } from "../../../../src/core/clients/count.js";
import { CLIENT_PROFILES } from "../../../../src/core/clients/profiles.js";
import { loadEncoders } from "../../../../src/core/encodings.js";
import { clientLine } from "../../../../src/core/render/clients.js";

const tools = [{ name: "probe", description: "A probe tool.", inputSchema: { type: "object", properties: {} } }];

describe("a server a client does not send", () => {
  it("Gemini CLI: every tool of a key with @ counted as 0 and named, with the reason and the fix", async () => {
    const encoders = await loadEncoders(["o200k_base"]);
    const entry = countClient(
      CLIENT_PROFILES["gemini-cli"],
      { server: "@scope/srv", tools, instructions: null },
      {},
      encoders,
    );
    expect(entry.tokens.o200k_base?.allLoaded).toBe(0);
    expect(entry.notSent).toEqual([
      {
        server: "@scope/srv",
        tools: ["probe"],
        reason: expect.stringContaining('"@scope/srv"'),
        fix: expect.stringMatching(/^rename the key/),
      },
    ]);
    const line = clientLine(entry, "o200k_base");
    expect(line).toContain("1 tools of @scope/srv not sent (counted as 0)");
    expect(line).toContain("fix: rename the key");
    // The same server under a plain key is sent.
    const plain = countClient(
      CLIENT_PROFILES["gemini-cli"],
      { server: "srv", tools, instructions: null },
      {},
      encoders,
    );
    expect(plain.notSent).toBeUndefined();
    expect(plain.tokens.o200k_base?.allLoaded).toBeGreaterThan(0);
  });

  it("Gemini CLI: a tool listed under one of its own headless-denied names (write_file) is not sent, the others are", async () => {
    const encoders = await loadEncoders(["o200k_base"]);
    const listed = [
      ...tools,
      { name: "write_file", description: "Write a file.", inputSchema: { type: "object", properties: {} } },
    ];
    const entry = countClient(
      CLIENT_PROFILES["gemini-cli"],
      { server: "fs", tools: listed, instructions: null },
      {},
      encoders,
    );
    expect(Object.keys(entry.tokens.o200k_base?.perTool ?? {})).toEqual(["mcp_fs_probe"]);
    expect(entry.notSent).toEqual([
      { server: "fs", tools: ["write_file"], reason: expect.stringContaining('"write_file"'), fix: expect.any(String) },
    ]);
  });

  it("Cline CLI: a server that writes text that is not JSON to stdout is never connected: its tools counted as 0, named", async () => {
    const encoders = await loadEncoders(["o200k_base"]);
    const entry = countClient(
      CLIENT_PROFILES.cline,
      { server: "time-mcp", tools, instructions: null, stdoutNoise: true },
      {},
      encoders,
    );
    expect(entry.tokens.o200k_base?.allLoaded).toBe(0);
    expect(entry.notSent).toEqual([
      {
        server: "time-mcp",
        tools: ["probe"],
        reason: expect.stringContaining("Invalid MCP response"),
        fix: expect.stringContaining("stderr"),
      },
    ]);
    expect(clientLine(entry, "o200k_base")).toContain("1 tools of time-mcp not sent (counted as 0)");
    // The same server quiet on stdout is sent; another client reads the noisy one (its SDK skips the line).
    const quiet = countClient(CLIENT_PROFILES.cline, { server: "time-mcp", tools, instructions: null }, {}, encoders);
    expect(quiet.notSent).toBeUndefined();
    expect(quiet.tokens.o200k_base?.allLoaded).toBeGreaterThan(0);
    const other = countClient(
      CLIENT_PROFILES["copilot-cli"],
      { server: "time-mcp", tools, instructions: null, stdoutNoise: true },
      {},
      encoders,
    );
    expect(other.notSent).toBeUndefined();
  });

  it("Codex: a key with a space is refused: no figure, the reason", async () => {
    const encoders = await loadEncoders(["o200k_base"]);
    const entry = countClient(CLIENT_PROFILES.codex, { server: "my server", tools, instructions: null }, {}, encoders);
    expect(entry.refused?.[0]?.reason).toContain("^[a-zA-Z0-9_:@/.-]+$");
    const line = clientLine(entry, "o200k_base");
    expect(line).toMatch(/^Codex 0\.171\.0: no figure: refuses my server: /);
    expect(line).not.toMatch(/up front/);
  });
});
