/**
 * The redactor finds a secret in the forms untrusted text carries it in (as is, JSON-escaped,
 * URL-encoded, base64 at any offset, markdown-escaped) and leaves ordinary text alone; the job's
 * secrets are gathered from the environment, the settings and the checkout's git config.
 */
import { randomBytes } from "node:crypto";
import { inspect } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { environmentSecrets, jobSecrets, persistedCredentials } from "../../../src/action/secrets.js";
import type { ActionSettings } from "../../../src/action/settings.js";
import { createRedactor, MIN_SECRET_LENGTH, NO_SECRETS, secretForms } from "../../../src/core/redact.js";
import { escapeMarkdown } from "../../../src/core/render/escape.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";

const TOKEN = "ghs_R4nd0m+Token/Value_xyz";
const b64 = (s: string) => Buffer.from(s).toString("base64");
const b64url = (s: string) => Buffer.from(s).toString("base64url");
const redactor = createRedactor([TOKEN, "short", undefined, null, ""]);

describe("createRedactor", () => {
  it("keeps only values long enough to be secrets, once each", () => {
    expect(createRedactor([TOKEN, TOKEN, "x".repeat(MIN_SECRET_LENGTH - 1)]).secrets).toEqual([TOKEN]);
    expect(redactor.secrets).toEqual([TOKEN]);
  });

  it.each([
    ["as is", `tool_${TOKEN}_end`],
    ["JSON-escaped", JSON.stringify({ name: `a"${TOKEN}` })],
    ["URL-encoded", `https://x.example/?t=${encodeURIComponent(TOKEN)}`],
    ["base64", `name_${b64(TOKEN)}`],
    ["base64 after 1 byte", `name_${b64(`a${TOKEN}`)}`],
    ["base64 after 2 bytes", `name_${b64(`ab${TOKEN}`)}`],
    ["base64 after 3 bytes, with bytes after it", `name_${b64(`abc${TOKEN}zz`)}`],
    ["base64url", `name_${b64url(`a${TOKEN}`)}`],
    ["checkout's extraheader", `AUTHORIZATION: basic ${b64(`x-access-token:${TOKEN}`)}`],
    ["markdown-escaped", `| ${escapeMarkdown(`leak ${TOKEN}`)} |`],
    ["markdown-escaped base64", escapeMarkdown(b64(`ab${TOKEN}`))],
  ])("finds the secret %s", (_, text) => {
    const out = redactor.text(text);
    expect(out).toContain("***");
    // What is left cannot be decoded back into the secret either.
    for (const form of secretForms(TOKEN)) expect(out).not.toContain(form);
    for (const skip of [0, 1, 2, 3]) {
      const decoded = Buffer.from(out.replace(/[^A-Za-z0-9+/_-]/g, "").slice(skip), "base64").toString("latin1");
      expect(decoded).not.toContain(TOKEN);
    }
  });

  it("leaves text without secrets, and values too short to be secrets, alone", () => {
    const text = "search_forecasts costs 1,234 tokens; short is short; true";
    expect(redactor.text(text)).toBe(text);
    expect(NO_SECRETS.text(`a ${TOKEN}`)).toBe(`a ${TOKEN}`);
  });

  it("redacts every string in a JSON value, keys included, without touching numbers or the prototype", () => {
    const input = JSON.parse(
      `{"tools":[{"name":"${TOKEN}","tokens":{"o200k_base":{"model":12}}}],"${TOKEN}":1,"__proto__":{"x":"${TOKEN}"}}`,
    );
    const out = redactor.data(input) as Record<string, unknown>;
    expect(JSON.stringify(out)).not.toContain(TOKEN);
    expect(out).toEqual({
      tools: [{ name: "***", tokens: { o200k_base: { model: 12 } } }],
      "***": 1,
      ["__proto__"]: { x: "***" },
    });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(JSON.stringify(input)).toContain(TOKEN);
  });

  it("replaces a secret that contains another one whole", () => {
    const inner = "inner-secret";
    const r = createRedactor([inner, `outer-${inner}-outer`]);
    expect(r.text(`a outer-${inner}-outer b ${inner}`)).toBe("a *** b ***");
  });
});

/** The 8-character pieces of `secret` found in `text`: the oracle for what a cut may leave. */
const piecesOf = (secret: string, text: string) =>
  Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8)).filter((p) => text.includes(p));

describe("what a cut leaves of a secret", () => {
  const SECRET = "ghs_Cut7Across2Messages9Token_value";
  const r = createRedactor([SECRET]);

  it("removes a piece of 8 or more characters at every point the secret can be cut, from either side", () => {
    for (let at = 1; at < SECRET.length; at++) {
      const [head, tail] = [SECRET.slice(0, at), SECRET.slice(at)];
      // Two messages, as a cap or a tail leaves them: one ends with the head, the next starts with the tail.
      for (const text of [
        `error: ${head}`,
        `${tail} (exit 1)`,
        `quoted '${head}...' and more`,
        `cut ${head}… (1200 bytes)`,
        `… (cut to the last 6000 characters)\n${tail} rest`,
        `line one ${head}  \n${tail}\nline three`,
      ]) {
        const out = r.text(text);
        expect(piecesOf(SECRET, out), `${JSON.stringify(text)} -> ${JSON.stringify(out)}`).toEqual([]);
        if (piecesOf(SECRET, text).length > 0) expect(out).toContain("***");
      }
    }
  });

  it("leaves a piece shorter than 8 characters, and ordinary text with ellipses and lines, as it was", () => {
    expect(r.text(`short ${SECRET.slice(0, 7)}…`)).toBe(`short ${SECRET.slice(0, 7)}…`);
    expect(r.text(`${SECRET.slice(-7)} starts this`)).toBe(`${SECRET.slice(-7)} starts this`);
    const text = "Searches... the forecast…\nReturns ghs_ ids and Token_value words\n  value";
    expect(r.text(text)).toBe(text);
  });

  it("finds a cut value as Node quotes it in its own errors (with \\x00 escapes, cut with ...)", () => {
    const environ = `HOME=/home/u\0${"A".repeat(40)}=${"b".repeat(30)}\0GITHUB_TOKEN=${SECRET}\0`;
    const entries = environ.split("\0").flatMap((e) => [e, e.slice(e.indexOf("=") + 1)]);
    const quoted = inspect(environ);
    for (const at of [60, 100, 120, 128, 140]) {
      const out = createRedactor([environ, ...entries]).text(`Received ${quoted.slice(0, at)}...`);
      expect(piecesOf(SECRET, out), out).toEqual([]);
      expect(piecesOf("b".repeat(30), out), out).toEqual([]);
    }
  });

  it("finds a secret without the whitespace it was given with (a pasted value ends in a newline)", () => {
    const pasted = createRedactor([`  ${SECRET}\n`]);
    expect(pasted.text(`token=${SECRET};`)).toBe("token=***;");
    expect(pasted.text(`token=${SECRET.slice(0, 12)}`)).toBe("token=***");
    expect(pasted.secrets).toEqual([`  ${SECRET}\n`, SECRET]);
  });

  it("removes every piece in a long text with many cuts and many secrets", () => {
    const secrets = Array.from({ length: 40 }, (_, i) => `sk-${i}-${randomBytes(24).toString("base64url")}`);
    const many = createRedactor(secrets);
    const text = secrets
      .map((s, i) => `${"x".repeat(i)} ${s.slice(0, 8 + (i % 20))}...${s.slice(10 + (i % 5))}\n`)
      .join("");
    const out = many.text(text.repeat(50));
    for (const secret of secrets) expect(piecesOf(secret, out)).toEqual([]);
    expect(out.split("\n")).toHaveLength(40 * 50 + 1);
  });
});

describe("the job's secrets", () => {
  afterAll(removeTempDirs);

  it("come from the environment: the token input, GITHUB_TOKEN and the ACTIONS_* tokens, not other variables", () => {
    expect(
      environmentSecrets({
        "INPUT_GITHUB-TOKEN": "input-token",
        GITHUB_TOKEN: "env-token",
        ACTIONS_RUNTIME_TOKEN: "runtime-token",
        ACTIONS_SOME_NEW_TOKEN: "new-token",
        ACTIONS_CACHE_URL: "https://cache.example/",
        ACTIONS_STEP_DEBUG: "true",
        INPUT_COMMAND: "node server.js",
        HOME: "/home/runner",
      }).sort(),
    ).toEqual(["env-token", "https://cache.example/", "input-token", "new-token", "runtime-token"]);
  });

  it("include the credentials actions/checkout persisted in the git config, decoded", async () => {
    const repo = await GitRepo.init("creds-");
    const header = `AUTHORIZATION: basic ${b64(`x-access-token:${TOKEN}`)}`;
    await repo.git("config", "http.https://github.com/.extraheader", header);
    const found = await persistedCredentials(repo.dir);
    expect(found.map((c) => c.key)).toEqual(["http.https://github.com/.extraheader"]);
    expect(found[0]?.secrets).toContain(TOKEN);
    expect(found[0]?.secrets).toContain(header);
    expect(await persistedCredentials(await makeTempDir("not-a-repo-"))).toEqual([]);
  });

  it("include the values of strip-env variables and of headers, with the credential of an Authorization header", async () => {
    const settings = {
      token: "",
      run: {
        directory: await makeTempDir("no-repo-"),
        server: { kind: "http", url: "http://x", headers: { Authorization: "Bearer sk-header-secret" } },
      },
    } as unknown as ActionSettings;
    const http = await jobSecrets(settings, {});
    expect(http.redactor.text("a Bearer sk-header-secret b sk-header-secret")).toBe("a *** b ***");
    const stdio = {
      token: "ghs_input_token",
      run: {
        directory: await makeTempDir("no-repo-"),
        server: { kind: "stdio", command: "x", args: [], env: { strip: ["my_key"] } },
      },
    } as unknown as ActionSettings;
    const secrets = await jobSecrets(stdio, { MY_KEY: "user-secret-value", OTHER: "not-a-secret" });
    expect(secrets.redactor.secrets).toEqual(["ghs_input_token", "user-secret-value"]);
    expect(secrets.persisted).toEqual([]);
  });
});
