/**
 * The --client grammar: <id>[@<version>][:<SETTING>=<value>], e.g. "claude-code", "claude-code@2.1.328",
 * "claude-code:ENABLE_TOOL_SEARCH=false", "qwen-code:tools.toolSearch.enabled=false" (a setting of a settings file, by
 * its dotted path). A version is a modelled one ("claude-code@2.0.77"), a line of them
 * ("claude-code@2.0": its latest modelled version), or a version not modelled in a modelled line
 * ("claude-code@2.1.332": measured as the nearest modelled version of that line, 2.1.328, with a note saying so);
 * the report keeps the key as asked and the entry's version is the one modelled. A version of no modelled line is
 * refused. Errors say what was wrong and what is known.
 */
import type { ClientId, ClientOptions, ClientProfile } from "./profile.js";
import { CLIENT_PROFILE_IDS, CLIENT_PROFILES, clientProfileVersions } from "./profiles.js";

export class ClientIdError extends Error {}

export interface ClientChoice {
  /** As the user gave it: the report's key. */
  asked: string;
  profile: ClientProfile;
  options: ClientOptions;
  /**
   * The version asked for when it is not modelled but its line is: the figures are the profile's (the nearest
   * modelled version of that line). Absent when the version asked for is modelled, a line, or not given.
   */
  askedVersion?: string;
}

const BOOLEAN: Record<string, boolean> = { true: true, "1": true, false: false, "0": false };

export function parseClientId(text: string): ClientChoice {
  const asked = text.trim();
  const match = /^([a-z][a-z0-9-]*)(?:@([^:]+))?(?::([A-Za-z_][A-Za-z0-9_.]*)=(.*))?$/.exec(asked);
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
  const exact = version === undefined ? CLIENT_PROFILES[id as ClientId] : profileOfVersion(id as ClientId, version);
  const nearest = exact || version === undefined ? undefined : nearestInLine(id as ClientId, version);
  const profile = exact ?? nearest;
  if (!profile) {
    const versions = clientProfileVersions(id as ClientId).map((p) => p.version);
    const title = CLIENT_PROFILES[id as ClientId].title;
    const modelled =
      versions.length > 1
        ? `modelled versions: ${versions.join(", ")} (a line such as ${lineOf(versions[1] as string)} means its latest modelled version)`
        : versions[0]
          ? `only ${versions[0]} is modelled`
          : "it is modelled from its docs, with no version";
    throw new ClientIdError(`--client "${asked}": ${title} ${version} is not modelled; ${modelled}`);
  }
  const options: ClientOptions = {};
  if (setting !== undefined) {
    const known = profile.deferralSetting;
    if (!known || known.name !== setting) {
      const has = known ? `its setting is ${known.name}` : "it has no setting here";
      const title = version === undefined ? profile.title : `${profile.title} ${profile.version}`;
      throw new ClientIdError(`--client "${asked}": ${title} has no setting ${setting}; ${has}`);
    }
    const given = (value ?? "").toLowerCase();
    if (known.values) {
      if (!known.values.includes(given))
        throw new ClientIdError(
          `--client "${asked}": ${setting} must be one of ${known.values.join(", ")}, got "${value}"`,
        );
      (options as Record<string, unknown>)[known.option] = given;
    } else {
      const flag = BOOLEAN[given];
      if (flag === undefined)
        throw new ClientIdError(`--client "${asked}": ${setting} must be true or false, got "${value}"`);
      (options as Record<string, unknown>)[known.option] = flag;
    }
  }
  return nearest && version !== undefined
    ? { asked, profile, options, askedVersion: version }
    : { asked, profile, options };
}

/**
 * A version not modelled in a modelled line ("2.1.332" in 2.1): the modelled version of that line nearest to it
 * (the lower one on a tie). undefined when the line has none, or the version is not a dotted number.
 */
function nearestInLine(id: ClientId, version: string): ClientProfile | undefined {
  if (!/^\d+\.\d+\.\d+$/.test(version)) return undefined;
  const line = lineOf(version);
  const patch = Number(version.split(".")[2]);
  const inLine = clientProfileVersions(id).filter((p) => p.version !== null && lineOf(p.version) === line);
  const distance = (p: ClientProfile) => Math.abs(Number((p.version as string).split(".")[2]) - patch);
  return inLine.sort(
    (a, b) => distance(a) - distance(b) || compareVersions(a.version as string, b.version as string),
  )[0];
}

/** What a report says of a version measured as its line's nearest modelled one. */
export const nearestVersionNote = (title: string, asked: string, modelled: string) =>
  `${title} ${asked} is not modelled: measured as ${modelled}, the nearest modelled version of its line`;

/** "2.0.77" -> "2.0". */
const lineOf = (version: string) => version.split(".").slice(0, 2).join(".");

/** Numeric order of dotted versions ("2.0.77" < "2.0.100"). */
function compareVersions(a: string, b: string): number {
  const x = a.split(".").map(Number);
  const y = b.split(".").map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The profile of a version: the modelled version itself, or for a line ("2.0", "1") the latest modelled version
 * in it; undefined when none is modelled.
 */
function profileOfVersion(id: ClientId, version: string): ClientProfile | undefined {
  const versions = clientProfileVersions(id);
  const exact = versions.find((p) => p.version === version);
  if (exact) return exact;
  const inLine = versions.filter((p) => p.version?.startsWith(`${version}.`));
  return inLine.sort((a, b) => compareVersions(b.version as string, a.version as string))[0];
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
