/**
 * Untrusted text in markdown and terminals: one line, no markup, no mentions, no cross-references,
 * no HTML, no reordering tricks, and cut without breaking a character.
 */
import { describe, expect, it } from "vitest";
import { escapeMarkdown, escapeTerminal } from "../../../../src/core/render/escape.js";
import { clampText } from "../../../../src/core/render/fit.js";

const WJ = "\u2060";

describe("escapeMarkdown", () => {
  it.each([
    ["a|b", "a\\|b"],
    ["@everyone hi @org/team", `@${WJ}everyone hi @${WJ}org/team`],
    ["<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert\\(1\\)&gt;"],
    ["see #12 and owner/repo#34", `see \\#${WJ}12 and owner/repo\\#${WJ}34`],
    ["# heading", `\\#${WJ} heading`],
    ["- item", "\\- item"],
    ["1. first", "1\\. first"],
    ["===", "\\==="],
    ["get_weather", "get\\_weather"],
    ["two\nlines\r\n\tand tab", "two lines and tab"],
    ["  padded  ", "padded"],
    ["evil\u202Etxt.exe", "eviltxt.exe"],
    ["&lt;", "&amp;lt;"],
  ])("escapes %j", (input, expected) => {
    expect(escapeMarkdown(input)).toBe(expected);
  });

  it("cuts long text with an ellipsis, never between the halves of a surrogate pair", () => {
    expect(escapeMarkdown("abcdefgh", 5)).toBe("abcd…");
    const cut = escapeMarkdown("abc🌦def", 5);
    expect(cut).toBe("abc…");
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe("escapeTerminal", () => {
  it("replaces control characters, including escape sequences, and drops bidi overrides", () => {
    expect(escapeTerminal("a\u001b[2Jb\u0007c\u009bd\u202Ee")).toBe("a [2Jb c de");
  });

  it("cuts without breaking a character", () => {
    expect(escapeTerminal("xy🌦z", 3)).toBe("xy…");
  });
});

describe("clampText", () => {
  it("fits a limit in characters or UTF-8 bytes, never splitting a character", () => {
    expect(clampText("hello world", 6, "chars")).toBe("hello…");
    expect(clampText("hello", 5, "chars")).toBe("hello");
    // "é" is 2 bytes, "…" is 3: "aé" + "…" is 6 bytes.
    expect(clampText("aéaéaé", 6, "utf8-bytes")).toBe("aé…");
    expect(clampText("🌦🌦🌦", 9, "utf8-bytes")).toBe("🌦…");
    expect(clampText("abc", 0, "chars")).toBe("");
  });
});
