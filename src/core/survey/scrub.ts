/**
 * What a survey row may carry of the machine that measured it: nothing secret and no local path. A surveyed
 * package is untrusted code; it can read the survey's own environment (/proc/<parent>/environ where it is not
 * confined) and write it into a tool's name or description, its instructions or its stderr. Every row, and
 * every line the survey prints about one, goes through one scrubber before it is written or printed:
 * - the secret values (the survey's secret-named variables, every value a list entry gives a server) in every
 *   form `measure` looks for (core/redact.ts: raw, JSON, URL, base64 at any offset, ...) become ***;
 * - the runner's places become fixed names: the entry's folder `<entry>`, the run's work folder `<work>`, the
 *   home folder `~`, npm's log file `<npm log>` (its name holds the time: shards would not merge byte-identical).
 * Pure: the caller gathers the values and places.
 */
import { createRedactor, type Redactor } from "../redact.js";

export interface SurveyPlace {
  /** An absolute path as it may appear in text. */
  path: string;
  /** What it is written as instead. */
  as: string;
}

export interface SurveyScrubber {
  readonly redactor: Redactor;
  text(value: string): string;
  /** A copy of a JSON-like value (a row) with every string in it (keys too) scrubbed. */
  data<T>(value: T): T;
  /** The same secrets, with more places (an entry's own folder). */
  withPlaces(places: readonly SurveyPlace[]): SurveyScrubber;
}

/** npm's debug log of one run: `<cache>/_logs/2026-12-06T02_39_57_123Z-debug-0.log`, wherever the cache is. */
const NPM_LOG = /(?:[A-Za-z]:)?[^\s'"`<>|]*[\\/]_logs[\\/]\d{4}-\d{2}-\d{2}T[0-9_:.]+Z-debug(?:-\d+)?\.log/g;

const regexSource = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function placePattern(places: readonly SurveyPlace[]): { pattern: RegExp; names: Map<string, string> } | null {
  const names = new Map<string, string>();
  for (const place of places) {
    const trimmed = place.path.replace(/[\\/]+$/, "");
    // "/" or "C:" alone would eat every path: only places with a name of their own.
    if (trimmed.length < 2 || !/[\\/]./.test(trimmed) || names.has(trimmed)) continue;
    names.set(trimmed, place.as);
  }
  if (names.size === 0) return null;
  const sources = [...names.keys()].sort((a, b) => b.length - a.length).map(regexSource);
  // A place ends where a path component ends: "/root" is not the start of "/rootkit".
  return { pattern: new RegExp(`(?:${sources.join("|")})(?=$|[\\\\/\\s'"\`,;:)\\]}>]|\\.(?:\\s|$))`, "g"), names };
}

function build(redactor: Redactor, places: readonly SurveyPlace[]): SurveyScrubber {
  const found = placePattern(places);
  const unplaced = (value: string) => {
    const text = value.replace(NPM_LOG, "<npm log>");
    return found ? text.replace(found.pattern, (match) => found.names.get(match) ?? match) : text;
  };
  const text = (value: string) => redactor.text(unplaced(value));
  const data = <T>(value: T): T => {
    const walk = (v: unknown): unknown => {
      if (typeof v === "string") return unplaced(v);
      if (Array.isArray(v)) return v.map(walk);
      if (v !== null && typeof v === "object") {
        const out: Record<string, unknown> = {};
        for (const [key, inner] of Object.entries(v)) {
          Object.defineProperty(out, unplaced(key), {
            value: walk(inner),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
        return out;
      }
      return v;
    };
    return redactor.data(walk(value) as T);
  };
  return { redactor, text, data, withPlaces: (more) => build(redactor, [...more, ...places]) };
}

export function surveyScrubber(secrets: Iterable<string | null | undefined>, places: readonly SurveyPlace[]) {
  return build(createRedactor(secrets), places);
}
