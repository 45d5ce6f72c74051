/**
 * `clients: { claude-code: { upFront: 400, allLoaded: 5000 } }`: token limits on what the server adds to a
 * client's request (the report's `clients`, from --client / the action's `client`). upFront is what every
 * request carries before any tool is loaded (Claude Code: the names only); allLoaded is with every tool loaded.
 * As `total` at the top level, each limit applies to the budget's `encoding` when it names one, else to every
 * encoding the client's figures have. A client the report did not shape is "not checked", with what to pass.
 */
import { type ClientChoice, parseClientId } from "../clients/client-id.js";
import type { ClientEntry } from "../clients/count.js";
import type { Report } from "../report.js";
import { didYouMean } from "./names.js";
import { askClient, type CheckContext } from "./rule.js";
import type { ClientTokenLimits } from "./types.js";
import { describe, mapping, type NamedValue, positiveInteger, type ValueKind } from "./values.js";

const number = new Intl.NumberFormat("en-US");
const n = (value: number) => number.format(value);

export const CLIENT_TOKEN_KEYS: Readonly<Record<keyof ClientTokenLimits, NamedValue>> = {
  upFront: {
    value: positiveInteger,
    description:
      "Most tokens the server may add to every request of this client before any tool is loaded (Claude Code defers MCP tools: the names only).",
  },
  allLoaded: {
    value: positiveInteger,
    description: "Most tokens the server may add to this client's request with every tool loaded.",
  },
};
const KEYS = Object.keys(CLIENT_TOKEN_KEYS) as (keyof ClientTokenLimits)[];

export const clientTokenSchema = {
  type: "object",
  minProperties: 1,
  additionalProperties: {
    description: "Limits for this client profile, keyed as given to --client / client (e.g. claude-code).",
    type: "object",
    additionalProperties: false,
    minProperties: 1,
    properties: Object.fromEntries(
      KEYS.map((key) => [key, { description: CLIENT_TOKEN_KEYS[key].description, ...positiveInteger.schema }]),
    ),
  },
};

/** Reads the mapping form; the keys in the --client grammar, kept as written. */
export const readClientTokenLimits: ValueKind<Record<string, ClientTokenLimits>>["read"] = (entry, reader) => {
  const map = mapping(entry, reader, "a list of client names or a mapping of clients to limits");
  if (!map) return undefined;
  const out: Record<string, ClientTokenLimits> = {};
  for (const client of reader.entries(map, entry.path)) {
    try {
      parseClientId(client.key);
    } catch (error) {
      reader.issue(client.keyLine, client.path, (error as Error).message.replace(/^--client "[^"]*"/, client.path));
      continue;
    }
    const limits = mapping(client, reader, `a mapping of limits (${KEYS.join(", ")})`);
    if (!limits) continue;
    const values: ClientTokenLimits = {};
    for (const item of reader.entries(limits, client.path)) {
      if (Object.hasOwn(CLIENT_TOKEN_KEYS, item.key)) {
        const key = item.key as keyof ClientTokenLimits;
        const value = CLIENT_TOKEN_KEYS[key].value.read(item, reader) as number | undefined;
        if (value !== undefined) values[key] = value;
        continue;
      }
      const hint = didYouMean(item.key, KEYS) || `; expected one of ${KEYS.join(", ")}, got ${describe(item.node)}`;
      reader.issue(item.keyLine, item.path, `unknown key ${JSON.stringify(item.key)} in ${client.path}${hint}`);
    }
    // defineProperty: a key such as "__proto__" must not change the object's prototype.
    Object.defineProperty(out, client.key, { value: values, enumerable: true, writable: true });
  }
  return out;
};

/**
 * The same client version and setting, however the id was written (claude-code and claude-code@2.1.328 are one;
 * claude-code@2.0.77 is another).
 */
function sameChoice(a: ClientChoice, b: ClientChoice): boolean {
  return a.profile === b.profile && JSON.stringify(a.options) === JSON.stringify(b.options);
}

/** The report's entry for a budget key: the key as written, else an entry asked for the same profile and setting. */
function entryFor(report: Report, key: string): ClientEntry | undefined {
  const clients = report.clients ?? {};
  if (Object.hasOwn(clients, key)) return clients[key];
  const wanted = parseClientId(key);
  for (const [asked, entry] of Object.entries(clients)) {
    try {
      if (sameChoice(parseClientId(asked), wanted)) return entry;
    } catch {
      // A report written with a profile this version does not know: not the one asked for.
    }
  }
  return undefined;
}

const WORDS: Record<keyof ClientTokenLimits, string> = { upFront: "up front", allLoaded: "with every tool loaded" };
const RULE = { upFront: "clientUpFront", allLoaded: "clientAllLoaded" } as const;

export function checkClientTokens(
  limitsByClient: Readonly<Record<string, ClientTokenLimits>>,
  { door, budget, head, result, skip }: Pick<CheckContext, "door" | "budget" | "head" | "result" | "skip">,
): void {
  for (const [key, limits] of Object.entries(limitsByClient)) {
    const entry = entryFor(head, key);
    if (!entry) {
      const measured = Object.keys(head.clients ?? {});
      const had = measured.length > 0 ? ` (it shaped ${measured.join(", ")})` : "";
      skip(
        `clients.${key}: not checked, this report has no figures for the client ${key}${had}; ${askClient(door, key)}`,
      );
      continue;
    }
    const encodings = budget.encoding !== null ? [budget.encoding] : Object.keys(entry.tokens);
    for (const encoding of encodings) {
      const tokens = entry.tokens[encoding];
      if (!tokens) {
        skip(`clients.${key} (${encoding}): not checked, the report has no ${encoding} figures for it`);
        continue;
      }
      for (const which of KEYS) {
        const limit = limits[which];
        if (limit === undefined) continue;
        const actual = tokens[which];
        const what = `clients.${key}.${which}: on ${entry.title}${entry.version ? ` ${entry.version}` : ""} ${WORDS[which]}`;
        const message =
          actual <= limit
            ? `${what}, ${n(actual)} of ${n(limit)} tokens (${encoding}), ${n(limit - actual)} left`
            : `${what}, ${n(actual)} tokens (${encoding}) exceed the limit of ${n(limit)} by ${n(actual - limit)}`;
        result({
          rule: RULE[which],
          encoding,
          view: "model",
          client: key,
          limit,
          limitText: String(limit),
          actual,
          message,
        });
      }
    }
  }
}
