/**
 * Copilot CLI's names of a non-ASCII server key: IDNA's xn-- form of each dot-separated part (its native runtime
 * links the Rust idna crate). The profile's Punycode is held to Node's own IDNA (url.domainToASCII, ICU's UTS 46)
 * on letters from several scripts; the corpus golden holds the one key captured (ünï).
 */
import { domainToASCII } from "node:url";
import { describe, expect, it } from "vitest";
import { copilotKey, copilotToolName, punycode } from "../../../../src/core/clients/copilot-cli.js";

describe("Copilot CLI's key as IDNA writes it", () => {
  it.each(["ünï", "münchen", "bücher", "mañana", "日本語", "a-ü-b", "ü", "привет", "🙂x", "Ünï"])("%s", (word) => {
    expect(`xn--${punycode(word.toLowerCase())}`).toBe(domainToASCII(word));
    expect(copilotKey(word)).toBe(domainToASCII(word));
  });

  it("keeps ASCII parts (upper case too) and writes each part of a dotted key on its own", () => {
    expect(copilotKey("MongoDB MCP Server")).toBe("MongoDB MCP Server");
    expect(copilotKey("dot.ünï")).toBe("dot.xn--n-nga1b");
    expect(copilotToolName("ünï", "unicode")).toBe("xn--n-nga1b-unicode");
    expect(copilotToolName("dot.ünï", "t")).toBe("dot-xn--n-nga1b-t");
  });
});
