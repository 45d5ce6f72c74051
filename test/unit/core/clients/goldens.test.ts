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
import { isDeepStrictEqual } from "node:util";
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

/**
 * The profile's request for each server of the case, as the client shapes several servers in one request.
 * `legacy`: servers of the modern era taken as connected in the 2025 era (eraChoices).
 */
function profileRequests(golden: Golden, legacy: ReadonlySet<string> = new Set()) {
  const setting = Object.entries(golden.setting ?? {})
    .map(([k, v]) => `:${k}=${v}`)
    .join("");
  const choice = parseClientId(`${golden.client}@${golden.version}${setting}`);
  const listings = readJson<CaseListings>(listingsPath(golden.case));
  const servers: ServerListing[] = Object.entries(listings.servers).map(([server, { era, ...l }]) => ({
    server,
    ...l,
    ...(era && !legacy.has(server) ? { era } : {}),
  }));
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
 * Every choice of eras the servers of the modern era may have been connected in: the set of those taken as 2025
 * ones. Claude Code 2.1.328 waits 3 s for a stdio server's answer to its server/discover probe: in time, it lists
 * the tools in the modern era (the profile's case: `$schema` and `type` first); a server that starts slower is
 * connected with initialize, in the 2025 era (the 2025 SDK's order). On this loaded machine Context7 made it in
 * the reference case and not in plain-keys, MongoDB not in mongodb (docs/clients.md, "Claude Code and the
 * protocol era"). So a golden holds when it is the profile's request with each such server, all its tools
 * together, in one era or the other. No other profile reads the era.
 */
function eraChoices(golden: Golden): Array<ReadonlySet<string>> {
  const modern = Object.entries(readJson<CaseListings>(listingsPath(golden.case)).servers)
    .filter(([, l]) => l.era === "modern")
    .map(([server]) => server);
  return modern.reduce<Array<ReadonlySet<string>>>(
    (choices, server) => choices.flatMap((c) => [c, new Set([...c, server])]),
    [new Set()],
  );
}

/**
 * The tool objects the profile sends on the golden's case (`legacy`: as profileRequests), as JSON text, and the
 * golden's, both in the order compared.
 */
function sentTools(golden: Golden, legacy: ReadonlySet<string>) {
  const { servers, requests } = profileRequests(golden, legacy);
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
  return { ours: order(ours), theirs: order(golden.tools) };
}

/**
 * What the corpus shows that no profile models yet, "<client>@<version>/<golden>#<check>": reason. Each such check
 * must still fail (it.fails): modelling it makes the test fail until the entry is removed.
 */
const NOT_MODELLED: Readonly<Record<string, string>> = {};

const check = (file: string, name: "refuses" | "tools" | "texts") => (NOT_MODELLED[`${file}#${name}`] ? it.fails : it);

describe.each(goldens)("%s", (file, golden) => {
  check(file, "refuses")("the profile refuses the servers the client refused, and no other", () => {
    const { requests } = profileRequests(golden);
    const refused = requests.filter((r) => r.refused);
    if (golden.refused) expect(refused.length, golden.refused).toBeGreaterThan(0);
    else expect(refused.map((r) => r.refused)).toEqual([]);
  });

  check(file, "tools")("each tool object is the JSON text the client sent, byte for byte, in its order", () => {
    if (golden.refused) return;
    const tried = eraChoices(golden).map((legacy) => sentTools(golden, legacy));
    // The eras the client connected the servers in (eraChoices); when no choice fits, the diff is the profile's own.
    const fits = tried.find(({ ours, theirs }) => isDeepStrictEqual(ours, theirs)) ?? tried[0];
    expect(fits?.ours).toEqual(fits?.theirs);
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
