/** The survey's scrubber: a row keeps no secret (in any form measure finds) and no path of the runner. */
import { describe, expect, it } from "vitest";
import { surveyScrubber } from "../../../../src/core/survey/scrub.js";

const TOKEN = "ghp_0123456789abcdefABCDEF0123456789";
const b64 = (text: string) => Buffer.from(text).toString("base64");

describe("survey scrubber", () => {
  const scrub = surveyScrubber(
    [TOKEN],
    [
      { path: "/tmp/mcp-token-budget-survey-Ab12Cd", as: "<work>" },
      { path: "/home/runner", as: "~" },
    ],
  ).withPlaces([{ path: "/tmp/mcp-token-budget-survey-Ab12Cd/mtb-weather-x9Y8z7", as: "<entry>" }]);

  it("replaces a secret raw, base64 and URL-encoded, in values and keys", () => {
    const row = {
      toolTokens: [{ name: `leak_${TOKEN}`, tokens: { o200k_base: 12 } }],
      warnings: [`env: GITHUB_TOKEN=${b64(`GITHUB_TOKEN=${TOKEN}`)}`, encodeURIComponent(`x ${TOKEN}`)],
      models: { [TOKEN]: { tools: 3 } },
    };
    const out = JSON.stringify(scrub.data(row));
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain(b64(`GITHUB_TOKEN=${TOKEN}`).slice(20, 40));
    expect(out).toContain("leak_***");
    // Figures are left as they are.
    expect(out).toContain('"o200k_base":12');
    expect(out).toContain('"tools":3');
  });

  it("names the entry's folder, the work folder, home and npm's log, at path boundaries only", () => {
    const text = [
      "Cannot find module '/tmp/mcp-token-budget-survey-Ab12Cd/mtb-weather-x9Y8z7/node_modules/x/index.js'",
      "other: /tmp/mcp-token-budget-survey-Ab12Cd/other-Q1w2e3/home",
      "npm error A complete log of this run can be found in: /home/runner/.npm/_logs/2026-12-06T02_39_57_123Z-debug-0.log",
      "/home/runnerup stays; /home/runner.",
    ].join("\n");
    expect(scrub.text(text)).toBe(
      [
        "Cannot find module '<entry>/node_modules/x/index.js'",
        "other: <work>/other-Q1w2e3/home",
        "npm error A complete log of this run can be found in: <npm log>",
        "/home/runnerup stays; ~.",
      ].join("\n"),
    );
  });

  it("leaves text with neither as it was", () => {
    expect(scrub.text("Get the weather forecast for a city.")).toBe("Get the weather forecast for a city.");
  });
});
