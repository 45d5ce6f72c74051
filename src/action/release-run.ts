// Whether a run is a release's: decided at the door from the inputs and the event, before release-mode is loaded.
import type { RunContext } from "../github/event.js";
import type { ActionSettings } from "./settings.js";

/** A release that was published, or a pushed tag; other release events (edited, ...) measure as usual. */
export function isReleaseRun(settings: ActionSettings, context: RunContext): boolean {
  if (settings.mode !== "measure" || settings.releaseNotes === "off" || !settings.run) return false;
  if (context.eventName === "release") return context.release?.action === "published" && context.tag !== null;
  return context.eventName === "push" && context.tag !== null;
}
