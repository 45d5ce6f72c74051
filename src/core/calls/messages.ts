/**
 * What a person reads when a call cannot be sent: the tool name or the argument that was mistyped, and what
 * was probably meant. Pure: names and schema errors in, words out (run/calls.ts locates them in the file).
 */
import { closest } from "../budget/names.js";

/** How many of the server's tool names are listed when none is close to the one asked for. */
const TOOLS_SHOWN = 8;

/**
 * A call names a tool the server does not list. A near name is almost always a typo ("serach"), so it is
 * named alone; with nothing near, a few of the listed names show what the server calls its tools.
 */
export function unknownToolText(tool: string, listed: readonly string[]): string {
  const head = `no tool ${JSON.stringify(tool)} on this server`;
  const near = closest(tool, listed);
  if (near !== null) return `${head}; did you mean ${JSON.stringify(near)}?`;
  if (listed.length === 0) return `${head}; it lists no tools`;
  const more = listed.length > TOOLS_SHOWN ? `, and ${listed.length - TOOLS_SHOWN} more` : "";
  return `${head}; it lists ${listed.slice(0, TOOLS_SHOWN).join(", ")}${more}`;
}
