/**
 * `clients: [cursor, vscode]`: presets for the limits of MCP clients (dated data in core/clients.ts).
 * A tool-count limit (Cursor 80, Windsurf 100, VS Code 128) is checked like maxTools; a share limit
 * (Claude Code's 10% of the context window) like maxShareOfContext on the tools of every measured model.
 * Each result names the client, what it does past its limit, and where and when the figure was read.
 */
import { isMap } from "yaml";
import { CLIENT_IDS, CLIENT_LIMITS, type ClientId, type ClientLimit, clientRunsModel } from "../clients.js";
import type { ModelEntry } from "../models/entry.js";
import { checkClientTokens, clientTokenSchema, readClientTokenLimits } from "./client-tokens.js";
import { askModel, type CheckContext, field } from "./rule.js";
import type { ClientTokenLimits } from "./types.js";
import { nameList, type ValueKind } from "./values.js";

const number = new Intl.NumberFormat("en-US");
const n = (value: number) => number.format(value);

const presets = CLIENT_IDS.map((id) => {
  const { maxTools, maxShareOfContext } = CLIENT_LIMITS[id];
  return maxTools !== null ? `${id}: ${maxTools} tools` : `${id}: ${(maxShareOfContext ?? 0) * 100}% of the window`;
}).join(", ");

const presetList = nameList(CLIENT_IDS, "client");

/** A list of presets (`[cursor, vscode]`) or a mapping of clients to token limits (client-tokens.ts). */
const presetsOrTokenLimits: ValueKind<ClientId[] | Record<string, ClientTokenLimits>> = {
  schema: { oneOf: [presetList.schema, clientTokenSchema] },
  // Not a mapping: read as the list form, whose messages say how to write it ("write [cursor]").
  read: (entry, reader) => (isMap(entry.node) ? readClientTokenLimits(entry, reader) : presetList.read(entry, reader)),
};

export const clients = field<ClientId[] | Record<string, ClientTokenLimits>>({
  key: "clients",
  value: presetsOrTokenLimits,
  description: `A list: clients whose limits the server must fit (${presets}; dated figures from the clients' issue trackers); a tool count is checked like maxTools, a share of the context window for every measured model (--model). A mapping, e.g. claude-code: { upFront: 400, allLoaded: 5000 }: token limits on what the server adds to that client's request (up front, before any tool is loaded; and with every tool loaded), keyed as given to --client (the action's client), for the budget's encoding or else every measured one; a client the report did not shape is reported as not checked.`,
});

const dated = (client: ClientLimit) => `${client.source}, read ${client.date}`;

export function checkClients({ door, budget, head, result, skip }: CheckContext) {
  const value = clients.of(budget);
  if (value !== undefined && !Array.isArray(value)) {
    checkClientTokens(value, { door, budget, head, result, skip });
    return;
  }
  for (const id of value ?? []) {
    const client = CLIENT_LIMITS[id];
    if (client.maxTools !== null) {
      const limit = client.maxTools;
      const actual = head.tools.length;
      const message =
        actual <= limit
          ? `clients: ${n(actual)} tools fit ${client.client}'s limit of ${n(limit)}, ${n(limit - actual)} left`
          : `clients: ${client.client} ${client.effect}: ${n(actual)} tools, ${n(actual - limit)} over (${dated(client)})`;
      result({
        rule: "client",
        encoding: null,
        view: budget.view,
        client: id,
        limit,
        limitText: String(limit),
        actual,
        message,
      });
    }
    if (client.maxShareOfContext !== null)
      checkShare(id, client, client.maxShareOfContext, { door, head, result, skip });
  }
}

/** Tokens the tools add, at the high end of an estimate (a limit never passes on the optimistic end). */
const toolsOf = (entry: ModelEntry) => (entry.fidelity === "estimate" && entry.range ? entry.range.high : entry.tools);

function checkShare(
  id: ClientId,
  client: ClientLimit,
  share: number,
  { door, head, result, skip }: Pick<CheckContext, "door" | "head" | "result" | "skip">,
) {
  const percent = `${share * 100}%`;
  const all = Object.entries(head.models ?? {});
  if (all.length === 0) {
    skip(
      `clients: ${id} (${percent} of the context window) not checked, this report measured no model; ${askModel(door)}`,
    );
    return;
  }
  // The share is of the window of a model the client runs (Claude Code: Claude models), not of any model.
  const models = all.filter(([model]) => clientRunsModel(client, model));
  if (models.length === 0) {
    skip(
      `clients: ${id} (${percent} of the context window) not checked, ${client.client} runs ${client.models?.join(", ")} models and this report measured none (${all.map(([m]) => m).join(", ")}); ${askModel(door, client.models?.[0])}`,
    );
    return;
  }
  for (const [model, entry] of models) {
    const window = entry.contextWindow;
    if (window === null) {
      skip(`clients: ${id} not checked for ${model}, whose context window is not known`);
      continue;
    }
    // The share as a whole number of tokens, rounded down; the epsilon keeps 10% of 32,768 from landing below 3,276.
    const limit = Math.floor(window * share + 1e-9);
    const actual = toolsOf(entry);
    const estimate = entry.fidelity === "estimate" ? ", high end of the estimate" : "";
    const taken = `${model}'s tools take ${n(actual)} tokens${estimate} of its ${n(window)}-token window`;
    const message =
      actual <= limit
        ? `clients: ${taken}, within ${client.client}'s ${percent} (${n(limit)} tokens), ${n(limit - actual)} left`
        : `clients: ${client.client} ${client.effect}: ${taken}, ${n(actual - limit)} over ${percent} (${dated(client)})`;
    result({
      rule: "client",
      encoding: null,
      view: "model",
      client: id,
      model,
      limit,
      limitText: percent,
      actual,
      message,
    });
  }
}
