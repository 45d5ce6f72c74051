/**
 * The --client grammar: <id>[@<version>][:<SETTING>=<value>], e.g. "claude-code", "claude-code@2.1.328",
 * "claude-code:ENABLE_TOOL_SEARCH=false". Errors say what was wrong and what is known.
 */
import type { ClientId, ClientOptions, ClientProfile } from "./profile.js";
import { CLIENT_PROFILE_IDS, CLIENT_PROFILES } from "./profiles.js";

export class ClientIdError extends Error {}

export interface ClientChoice {
  /** As the user gave it: the report's key. */
  asked: string;
  profile: ClientProfile;
  options: ClientOptions;
}

const BOOLEAN: Record<string, boolean> = { true: true, "1": true, false: false, "0": false };

export function parseClientId(text: string): ClientChoice {
  const asked = text.trim();
  const match = /^([a-z][a-z0-9-]*)(?:@([^:]+))?(?::([A-Za-z_][A-Za-z0-9_]*)=(.*))?$/.exec(asked);
  const known = CLIENT_PROFILE_IDS.join(", ");
  if (!match) {
    throw new ClientIdError(
      `--client "${asked}": expected <client>[@<version>][:<SETTING>=<value>], e.g. claude-code:ENABLE_TOOL_SEARCH=false; known clients: ${known}`,
    );
  }
  const [, id, version, setting, value] = match;
  if (!Object.hasOwn(CLIENT_PROFILES, id as string)) {
    throw new ClientIdError(`--client "${asked}": unknown client "${id}"; known clients: ${known}`);
  }
  const profile = CLIENT_PROFILES[id as ClientId];
  if (version !== undefined && version !== profile.version) {
    const modelled = profile.version
      ? `only ${profile.version} is modelled`
      : "it is modelled from its docs, with no version";
    throw new ClientIdError(`--client "${asked}": ${profile.title} ${version} is not modelled; ${modelled}`);
  }
  const options: ClientOptions = {};
  if (setting !== undefined) {
    const known = profile.deferralSetting;
    if (!known || known.name !== setting) {
      const has = known ? `its setting is ${known.name}` : "it has no setting here";
      throw new ClientIdError(`--client "${asked}": ${profile.title} has no setting ${setting}; ${has}`);
    }
    const flag = BOOLEAN[(value ?? "").toLowerCase()];
    if (flag === undefined)
      throw new ClientIdError(`--client "${asked}": ${setting} must be true or false, got "${value}"`);
    options[known.option] = flag;
  }
  return { asked, profile, options };
}

/** Every --client value, repeated or comma-separated, parsed; repeats dropped. */
export function parseClientIds(values: readonly string[]): ClientChoice[] {
  const texts = [
    ...new Set(
      values
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  return texts.map(parseClientId);
}
