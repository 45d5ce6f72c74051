/** A wrong --url path gets a web server's HTML error page: the message names it by its title, not its markup. */
import { describe, expect, it } from "vitest";
import { capErrorText } from "../../../src/mcp/limits.js";

describe("an HTTP error body", () => {
  it("that is an HTML page is named by its title, with a word on the URL's path", () => {
    const page = `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><pre>Cannot POST /wrong</pre></body></html>\n${" ".repeat(900)}`;
    const text = capErrorText(page);
    expect(text).toBe(
      `an HTML page titled "Error" (${Buffer.byteLength(page)} bytes), not an MCP answer: check the URL's path (MCP servers often serve /mcp, or /sse for the older transport)`,
    );
    expect(text).not.toMatch(/<|DOCTYPE/);
  });

  it("that is text is quoted as before, cut at 500 characters", () => {
    expect(capErrorText("Session not found")).toBe("Session not found");
    expect(capErrorText("x".repeat(600))).toBe(`${"x".repeat(500)}… (600 bytes)`);
  });
});
