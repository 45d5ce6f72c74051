/**
 * What `capture` writes never holds the user's secrets: the redactor is built from every variable of the
 * user's environment that names a key, token, secret, password, credential or auth, and the dummy key.
 */
import { describe, expect, it } from "vitest";
import { captureRedactor } from "../../../src/run/capture.js";

describe("captureRedactor", () => {
  it("redacts the user's GITHUB_TOKEN, other secrets by name, and the dummy key; leaves ordinary variables", () => {
    const parent = {
      GITHUB_TOKEN: "ghp_userTokenValue1234567890",
      NPM_TOKEN: "npm_anotherTokenValue987",
      DB_PASSWORD: "correct-horse-battery",
      MY_SERVICE_SECRET: "s3cr3t-value-xyz",
      AWS_ACCESS_KEY_ID: "AKIAEXAMPLEKEY00",
      HOME_REGION: "eu-central-region",
    };
    const redactor = captureRedactor(parent, "sk-dummy-capture-key");
    const text = Object.values(parent).join(" | ");
    expect(redactor.text(`${text} | sk-dummy-capture-key`)).toBe(
      "*** | *** | *** | *** | *** | eu-central-region | ***",
    );
  });
});
