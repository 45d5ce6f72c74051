/**
 * Every client profile held to every golden capture of its real client (test/fixtures/client-goldens/, captured
 * by test/integration/clients/goldens.test.ts on the corpus of test/helpers/client-corpus.ts): per tool, the
 * object the profile builds is the JSON text the client sent, byte for byte, in the client's order; the text it
 * adds up front and for instructions is the text the client added; a server the client dropped or refused is
 * said so. Every client and case of the corpus must have its golden (a removed golden fails). No process, no
 * network: the servers' listings are read from the goldens' servers/ folder.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseClientId } from "../../../../src/core/clients/client-id.js";
import { joinedDeferred, joinedInstructions, resourceToolsOnce } from "../../../../src/core/clients/count.js";
import type { ClientRequest, ServerListing } from "../../../../src/core/clients/profile.js";
import {
  type CaseListings,
  CORPUS,
  CORPUS_CLIENTS,
  GOLDENS_DIR,
  type Golden,
  goldenFile,
  goldenFolders,
  listingsPath,
  NOT_CAPTURED,
  readJson,
} from "../../../helpers/client-corpus.js";

const folders = goldenFolders();
const goldens = Object.entries(folders).flatMap(([folder, files]) =>
  files.map((file) => [`${folder}/${file}`, readJson<Golden>(`${GOLDENS_DIR}/${folder}/${file}.json`)] as const),
);

/** The profile's request for each server of the case, as the client shapes several servers in one request. */
function profileRequests(golden: Golden) {
  const setting = Object.entries(golden.setting ?? {})
    .map(([k, v]) => `:${k}=${v}`)
    .join("");
  const choice = parseClientId(`${golden.client}@${golden.version}${setting}`);
  const listings = readJson<CaseListings>(listingsPath(golden.case));
  const servers: ServerListing[] = Object.entries(listings.servers).map(([server, l]) => ({ server, ...l }));
  // The client's own resource tools go once per request: with the first server that lists (declares) resources.
  // Each server shaped knowing the request's others, as the counting shapes them (Copilot CLI's count and last tool).
  const options = { ...choice.options, requestServers: servers };
  const requests: ClientRequest[] = resourceToolsOnce(servers).map((s) => choice.profile.request(s, options));
  return { profile: choice.profile, servers, requests };
}

describe("every corpus client has a golden for every case and setting", () => {
  it.each(CORPUS_CLIENTS.map((c) => [c.id, c] as const))("%s", (_id, client) => {
    for (const setting of [{}, ...client.settings])
      for (const corpusCase of CORPUS) {
        const file = goldenFile(client, corpusCase.id, setting);
        if (NOT_CAPTURED[`${client.id}/${path.basename(file, ".json")}`]) continue;
        expect(existsSync(file), `missing golden ${file}: run scripts/capture-goldens.mjs`).toBe(true);
      }
  });
});

/**
 * What the corpus shows that no profile models yet, "<client>@<version>/<golden>#<check>": reason. Each such check
 * must still fail (it.fails): modelling it makes the test fail until the entry is removed.
 */
const NOT_MODELLED: Readonly<Record<string, string>> = {
  "claude-code@2.1.328/reference.ENABLE_TOOL_SEARCH=false#tools":
    "Claude Code sent Context7's two schemas with $schema before type here (two captures), but in the SDK's order (type, properties, required, $schema) under the key docs (plain-keys); the cause is not found: 1 token a tool",
};

const check = (file: string, name: "refuses" | "tools" | "texts") => (NOT_MODELLED[`${file}#${name}`] ? it.fails : it);

describe.each(goldens)("%s", (file, golden) => {
  check(file, "refuses")("the profile refuses the servers the client refused, and no other", () => {
    const { requests } = profileRequests(golden);
    const refused = requests.filter((r) => r.refused);
    if (golden.refused) expect(refused.length, golden.refused).toBeGreaterThan(0);
    else expect(refused.map((r) => r.refused)).toEqual([]);
  });

  check(file, "tools")("each tool object is the JSON text the client sent, byte for byte, in its order", () => {
    const { servers, requests } = profileRequests(golden);
    if (golden.refused) return;
    const own = new Set<string>();
    const ours = requests.flatMap((request) =>
      // A deferred tool is not in the request's tools (but one it loads up front is, and every one of a client that
      // sends them flagged: Copilot CLI's defer_loading); Codex sends no tool object.
      request.refused
        ? []
        : request.loaded.flatMap((tool) => {
            const hidden = request.deferredText !== null && !request.deferredSent;
            if (hidden && !request.upFrontTools?.includes(tool.name)) return [];
            if (tool.clientOwn && own.has(tool.name)) return [];
            if (tool.clientOwn) own.add(tool.name);
            return [{ name: tool.name, json: JSON.stringify(tool.sent) }];
          }),
    );
    // One server: the client's order; several: the servers' order is the client's own (connect order), so by name.
    const order = (list: Golden["tools"]) =>
      servers.length === 1 ? list : [...list].sort((a, b) => (a.name + a.json < b.name + b.json ? -1 : 1));
    expect(order(ours)).toEqual(order(golden.tools));
  });

  check(file, "texts")("the text it adds up front and for instructions is the text the client added", () => {
    const { profile, servers, requests } = profileRequests(golden);
    if (golden.refused) return;
    const joined = joinedInstructions(profile, servers, requests);
    const instructions = joined !== null ? [joined] : requests.flatMap((r) => r.instructionsText ?? []);
    const block = joinedDeferred(profile, requests);
    const deferred = block !== null ? [block] : requests.flatMap((r) => r.deferredText ?? []);
    const pieces = [...deferred, ...instructions].filter((piece) => piece !== "");
    const inserted = golden.texts.map((t) => t.inserted);
    // An insertion that repeats its edge could sit a few characters earlier or later: read it in its context.
    const around = golden.texts.map((t) => `${t.before ?? ""}${t.inserted}${t.after ?? ""}`);
    expect(golden.texts.map((t) => t.removed).join("")).toBe("");
    for (const piece of pieces) {
      // Name lines interleave with the client's own (sorted): each line is checked, the lengths add up below.
      const parts = block === null && deferred.includes(piece) ? piece.split("\n").filter(Boolean) : [piece];
      for (const part of parts)
        expect(
          // (Goldens without the context: an insertion slid left is a rotation of the text the client added.)
          around.some((text) => text.includes(part)) || inserted.some((text) => `${text}${text}`.includes(part)),
          part.slice(0, 200),
        ).toBe(true);
    }
    expect(pieces.join("").length).toBe(inserted.join("").length);
  });
});
