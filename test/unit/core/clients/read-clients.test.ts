/**
 * VS Code (Copilot Chat) and Cursor as their makers describe them today (read, not captured): both send only the
 * tools' names up front by default; VS Code's model family (`vscode:model=<family>`, a setting of ours) decides
 * it (Claude and GPT defer, Gemini and others get every tool loaded), its 128-tool cap applies either way; Cursor
 * defers for every model, caps nothing and warns above 80 tools. Each figure is js-tiktoken's count of the text
 * the profile says the client sends, so a change of rule fails here.
 */
import { getEncoding } from "js-tiktoken";
import { describe, expect, it } from "vitest";
import { ClientIdError, parseClientId } from "../../../../src/core/clients/client-id.js";
import { countClient, countClientServers } from "../../../../src/core/clients/count.js";
import { CLIENT_PROFILES } from "../../../../src/core/clients/profiles.js";
import { CLIENT_LIMITS, crossedClientLimits } from "../../../../src/core/clients.js";
import { loadEncoders } from "../../../../src/core/encodings.js";
import { clientLine } from "../../../../src/core/render/clients.js";

const o200k = getEncoding("o200k_base");
const count = (text: string) => o200k.encode(text, [], []).length;

/** n small tools named t001.. in listing order. */
const toolsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `t${String(i + 1).padStart(3, "0")}`,
    description: `tool ${i + 1}`,
    inputSchema: { type: "object", properties: {} },
  }));

async function measure(client: string, n: number) {
  const encoders = await loadEncoders(["o200k_base"]);
  const choice = parseClientId(client);
  const entry = countClient(
    choice.profile,
    { server: "srv", tools: toolsOf(n), instructions: null },
    choice.options,
    encoders,
  );
  return { entry, t: entry.tokens.o200k_base, line: clientLine(entry, "o200k_base") };
}

const namesText = (n: number) =>
  toolsOf(n)
    .map((t) => `\n${t.name}`)
    .join("");
const loadedTokens = (n: number) =>
  toolsOf(n)
    .map((t) => count(JSON.stringify(t)))
    .reduce((a, b) => a + b, 0);

describe("VS Code and Cursor, read, not captured", () => {
  it("say so in the source, the JSON's sourceText and the terminal line, with their dated sources", async () => {
    for (const id of ["vscode", "cursor"] as const) {
      const profile = CLIENT_PROFILES[id];
      expect(profile.source).toBe("docs");
      expect(profile.sourceText).toMatch(/^read, not captured: /);
      const { entry, line } = await measure(id, 3);
      expect(entry.source).toBe("docs");
      expect(entry.sourceText).toBe(profile.sourceText);
      expect(line).toMatch(
        new RegExp(
          `^${profile.title.replace("/", "\\/")} \\(read, not captured: from its docs, \\d{4}-\\d{2}-\\d{2}\\)`,
        ),
      );
    }
    expect(CLIENT_PROFILES.vscode.sourceText).toContain("2026-04-24");
    expect(CLIENT_PROFILES.vscode.sourceText).toContain("defer_loading");
    expect(CLIENT_PROFILES.cursor.sourceText).toContain("2026-01-06");
  });

  it("VS Code by default (Claude) and with model=gpt: a name line per tool up front, the tools as listed when loaded", async () => {
    for (const client of ["vscode", "vscode:model=claude", "vscode:model=gpt", "vscode:model=GPT"]) {
      const { entry, t, line } = await measure(client, 5);
      expect(entry.deferred, client).toBe(true);
      expect(t?.upFront).toBe(count(namesText(5)));
      expect(t?.allLoaded).toBe(loadedTokens(5));
      expect(line).toContain("up front (names only)");
    }
    expect((await measure("vscode", 5)).entry.setting).toBeUndefined();
    expect((await measure("vscode:model=gpt", 5)).entry.setting).toEqual({ model: "gpt" });
  });

  it("VS Code with model=gemini (virtual tools) or another model: every tool loaded up front, the setting named", async () => {
    for (const family of ["gemini", "other"]) {
      const { entry, t, line } = await measure(`vscode:model=${family}`, 5);
      expect(entry.deferred).toBe(false);
      expect(t?.upFront).toBe(loadedTokens(5));
      expect(t?.allLoaded).toBe(loadedTokens(5));
      expect(entry.setting).toEqual({ model: family });
      expect(line).toContain(`(model=${family}): `);
      expect(line).toContain("up front (loaded)");
    }
  });

  it("VS Code's cap of 128 tools stays, deferred or not: the names and objects of the first 128 only", async () => {
    for (const client of ["vscode", "vscode:model=gemini"]) {
      const { entry, t, line } = await measure(client, 130);
      expect(entry.cappedOut).toEqual(["t129", "t130"]);
      expect(Object.keys(t?.perTool ?? {})).toHaveLength(128);
      expect(t?.allLoaded).toBe(loadedTokens(128));
      expect(line).toContain("sends the first 128: 2 never reach the model (t129, t130)");
    }
    expect((await measure("vscode", 130)).t?.upFront).toBe(count(namesText(128)));
  });

  it("VS Code's cap is over the whole request: two servers of 70 tools send the first 128 in configuration order", async () => {
    const encoders = await loadEncoders(["o200k_base"]);
    const tools = (prefix: string) => toolsOf(70).map((t) => ({ ...t, name: `${prefix}${t.name}` }));
    const entry = countClientServers(
      CLIENT_PROFILES.vscode,
      [
        { server: "a", tools: tools("a_"), instructions: null },
        { server: "b", tools: tools("b_"), instructions: null },
      ],
      { model: "gemini" },
      encoders,
    );
    expect(entry.cappedOut).toEqual(
      tools("b_")
        .slice(58)
        .map((t) => t.name),
    );
    expect(Object.keys(entry.tokens.o200k_base?.perTool ?? {})).toEqual(
      [...tools("a_"), ...tools("b_").slice(0, 58)].map((t) => t.name),
    );
  });

  it("Cursor: names up front for every model, no cap on the request; it warns above 80 tools (no longer 40)", async () => {
    const { entry, t, line } = await measure("cursor", 130);
    expect(entry.deferred).toBe(true);
    expect(entry.cappedOut).toEqual([]);
    expect(t?.upFront).toBe(count(namesText(130)));
    expect(t?.allLoaded).toBe(loadedTokens(130));
    expect(line).toContain("up front (names only)");
    expect(CLIENT_PROFILES.cursor.maxTools).toBeNull();
    expect(CLIENT_LIMITS.cursor.maxTools).toBe(80);
    expect(CLIENT_LIMITS.cursor.effect).toMatch(/^warns above 80 tools/);
    const crossedBy = (n: number) => crossedClientLimits(n).map((c) => c.limit.id);
    expect(crossedBy(80)).not.toContain("cursor");
    expect(crossedBy(81)).toContain("cursor");
    expect(CLIENT_LIMITS.vscode.maxTools).toBe(128);
  });

  it("refuses a model family VS Code's setting does not know, and a setting the client has not, naming what it has", () => {
    expect(() => parseClientId("vscode:model=llama")).toThrow(
      new ClientIdError('--client "vscode:model=llama": model must be one of claude, gpt, gemini, other, got "llama"'),
    );
    expect(() => parseClientId("vscode:ENABLE_TOOL_SEARCH=false")).toThrow(
      /has no setting ENABLE_TOOL_SEARCH; its setting is model/,
    );
    expect(() => parseClientId("cursor:model=gemini")).toThrow(/Cursor has no setting model; it has no setting here/);
    // Claude Code's setting is still true/false.
    expect(() => parseClientId("claude-code:ENABLE_TOOL_SEARCH=gemini")).toThrow(/must be true or false/);
  });
});
