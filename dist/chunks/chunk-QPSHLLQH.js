import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  CLIENT_PROFILES,
  CLIENT_PROFILE_IDS
} from "./chunk-UJYJNVAR.js";
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
  const match = /^([a-z][a-z0-9-]*)(?:@([^:]+))?(?::([A-Za-z_][A-Za-z0-9_]*)=(.*))?$/.exec(asked);
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
  const profile = CLIENT_PROFILES[id];
  if (version !== void 0 && version !== profile.version) {
    const modelled = profile.version ? `only ${profile.version} is modelled` : "it is modelled from its docs, with no version";
    throw new ClientIdError(`--client "${asked}": ${profile.title} ${version} is not modelled; ${modelled}`);
  }
  const options = {};
  if (setting !== void 0) {
    const known2 = profile.deferralSetting;
    if (!known2 || known2.name !== setting) {
      const has = known2 ? `its setting is ${known2.name}` : "it has no setting here";
      throw new ClientIdError(`--client "${asked}": ${profile.title} has no setting ${setting}; ${has}`);
    }
    const flag = BOOLEAN[(value ?? "").toLowerCase()];
    if (flag === void 0)
      throw new ClientIdError(`--client "${asked}": ${setting} must be true or false, got "${value}"`);
    options[known2.option] = flag;
  }
  return { asked, profile, options };
}
__name(parseClientId, "parseClientId");
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
  parseClientIds
};
//# sourceMappingURL=chunk-QPSHLLQH.js.map
