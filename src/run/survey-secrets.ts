/**
 * What a survey must never publish: the values its own environment holds under a secret's name, and every
 * value its list hands a server, gathered into one scrubber (core/survey/scrub.ts) with the runner's places.
 */
import { existsSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import type { SurveyEntry } from "../core/survey/list.js";
import { type SurveyPlace, type SurveyScrubber, surveyScrubber } from "../core/survey/scrub.js";
import { withheldByDefault } from "../process/env.js";

type Env = Readonly<Record<string, string | undefined>>;

/**
 * A variable whose name says it holds a credential: GITHUB_TOKEN, NPM_TOKEN, NODE_AUTH_TOKEN, ANTHROPIC_API_KEY,
 * AWS_SECRET_ACCESS_KEY, DB_PASSWORD, ... (and every one `measure` withholds from servers). A secret under a name
 * that says nothing of one is not recognised: confinement (docs/survey.md) keeps the survey's environment
 * out of an entry's reach in the first place.
 */
const SECRET_WORDS =
  /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE|API_?KEY|ACCESS_?KEY|AUTH|SESSION|COOKIE|_KEY$|^KEY$/;

export function secretLikeName(name: string): boolean {
  const upper = name.toUpperCase();
  return withheldByDefault(name) || SECRET_WORDS.test(upper);
}

/** The survey's secret values: its secret-named variables, and every value an entry of the list sets. */
export function surveySecretValues(env: Env, entries: readonly SurveyEntry[]): string[] {
  const values: string[] = [];
  for (const [name, value] of Object.entries(env)) if (value && secretLikeName(name)) values.push(value);
  for (const entry of entries) values.push(...Object.values(entry.env));
  return values;
}

/** A folder as text names it: as given and, where it differs, as the file system resolves it (/var -> /private/var). */
function spellings(dir: string | undefined): string[] {
  if (!dir || !path.isAbsolute(dir)) return [];
  const out = [path.resolve(dir)];
  try {
    if (existsSync(dir)) out.push(realpathSync(dir));
  } catch {
    // as given
  }
  return [...new Set(out)];
}

export function placesOf(dir: string | undefined, as: string): SurveyPlace[] {
  return spellings(dir).map((p) => ({ path: p, as }));
}

/** The run's scrubber: secrets of `env` and `entries`; the work folder and the home folder by name. */
export function surveyScrubberFor(env: Env, entries: readonly SurveyEntry[], workDir: string): SurveyScrubber {
  return surveyScrubber(surveySecretValues(env, entries), [
    ...placesOf(workDir, "<work>"),
    ...placesOf(env.HOME, "~"),
    ...placesOf(homedir(), "~"),
  ]);
}
