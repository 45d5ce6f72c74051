import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  CLIENT_PROFILES,
  CLIENT_PROFILE_IDS,
  clientProfileVersions
} from "./chunk-B2CE7BYW.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/clients/client-id.ts
var ClientIdError = class extends Error {
  static {
    __name(this, "ClientIdError");
  }
};
var BOOLEAN = { true: true, "1": true, false: false, "0": false };
function parseClientId(text) {
  const asked = text.trim();
  const match = /^([a-z][a-z0-9-]*)(?:@([^:]+))?(?::([A-Za-z_][A-Za-z0-9_.]*)=(.*))?$/.exec(asked);
  const known = CLIENT_PROFILE_IDS.join(", ");
  if (!match) {
    throw new ClientIdError(
      `--client "${asked}": expected <client>[@<version>][:<SETTING>=<value>], e.g. claude-code:ENABLE_TOOL_SEARCH=false; known clients: ${known}`
    );
  }
  const [, id, version, setting, value] = match;
  if (!Object.hasOwn(CLIENT_PROFILES, id)) {
    throw new ClientIdError(`--client "${asked}": unknown client "${id}"; known clients: ${known}`);
  }
  const exact = version === void 0 ? CLIENT_PROFILES[id] : profileOfVersion(id, version);
  const nearest = exact || version === void 0 ? void 0 : nearestInLine(id, version);
  const profile = exact ?? nearest;
  if (!profile) {
    const versions = clientProfileVersions(id).map((p) => p.version);
    const title = CLIENT_PROFILES[id].title;
    const modelled = versions.length > 1 ? `modelled versions: ${versions.join(", ")} (a line such as ${lineOf(versions[1])} means its latest modelled version)` : versions[0] ? `only ${versions[0]} is modelled` : "it is modelled from its docs, with no version";
    throw new ClientIdError(`--client "${asked}": ${title} ${version} is not modelled; ${modelled}`);
  }
  const options = {};
  if (setting !== void 0) {
    const known2 = profile.deferralSetting;
    if (!known2 || known2.name !== setting) {
      const has = known2 ? `its setting is ${known2.name}` : "it has no setting here";
      const title = version === void 0 ? profile.title : `${profile.title} ${profile.version}`;
      throw new ClientIdError(`--client "${asked}": ${title} has no setting ${setting}; ${has}`);
    }
    const given = (value ?? "").toLowerCase();
    if (known2.values) {
      if (!known2.values.includes(given))
        throw new ClientIdError(
          `--client "${asked}": ${setting} must be one of ${known2.values.join(", ")}, got "${value}"`
        );
      options[known2.option] = given;
    } else {
      const flag = BOOLEAN[given];
      if (flag === void 0)
        throw new ClientIdError(`--client "${asked}": ${setting} must be true or false, got "${value}"`);
      options[known2.option] = flag;
    }
  }
  return nearest && version !== void 0 ? { asked, profile, options, askedVersion: version } : { asked, profile, options };
}
__name(parseClientId, "parseClientId");
function nearestInLine(id, version) {
  if (!/^\d+\.\d+\.\d+$/.test(version)) return void 0;
  const line = lineOf(version);
  const patch = Number(version.split(".")[2]);
  const inLine = clientProfileVersions(id).filter((p) => p.version !== null && lineOf(p.version) === line);
  const distance = /* @__PURE__ */ __name((p) => Math.abs(Number(p.version.split(".")[2]) - patch), "distance");
  return inLine.sort(
    (a, b) => distance(a) - distance(b) || compareVersions(a.version, b.version)
  )[0];
}
__name(nearestInLine, "nearestInLine");
var nearestVersionNote = /* @__PURE__ */ __name((title, asked, modelled) => `${title} ${asked} is not modelled: measured as ${modelled}, the nearest modelled version of its line`, "nearestVersionNote");
var lineOf = /* @__PURE__ */ __name((version) => version.split(".").slice(0, 2).join("."), "lineOf");
function compareVersions(a, b) {
  const x = a.split(".").map(Number);
  const y = b.split(".").map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
__name(compareVersions, "compareVersions");
function profileOfVersion(id, version) {
  const versions = clientProfileVersions(id);
  const exact = versions.find((p) => p.version === version);
  if (exact) return exact;
  const inLine = versions.filter((p) => p.version?.startsWith(`${version}.`));
  return inLine.sort((a, b) => compareVersions(b.version, a.version))[0];
}
__name(profileOfVersion, "profileOfVersion");
function parseClientIds(values) {
  const texts = [
    ...new Set(
      values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean)
    )
  ];
  return texts.map(parseClientId);
}
__name(parseClientIds, "parseClientIds");

export {
  ClientIdError,
  parseClientId,
  nearestVersionNote,
  parseClientIds
};
//# sourceMappingURL=chunk-TTW4EAJU.js.map
