/**
 * A survey row's figures beyond `measure`'s, taken from the listing measure already took (the server is not
 * started again): hints' total, as `hints` without -m gives it, and what each client profile puts into a
 * request, as `measure --client` gives it.
 */
import type { ClientChoice } from "../core/clients/client-id.js";
import { clientEntries } from "../core/clients/report.js";
import { loadEncoders } from "../core/encodings.js";
import { hintsFor } from "../core/hints/hints.js";
import { type SurveyClient, type SurveyHints, surveyClients, surveyHints } from "../core/survey/dataset.js";
import type { Measurement } from "./measure.js";
import { modelCountTooLarge } from "./measure.js";

export interface RowFigures {
  hints: SurveyHints | null;
  clients: Record<string, SurveyClient>;
  warnings: string[];
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0];

export async function rowFigures(
  measurement: Measurement,
  encodings: readonly string[],
  clients: readonly ClientChoice[],
): Promise<RowFigures> {
  const encoders = await loadEncoders(encodings);
  const warnings: string[] = [];
  let hints: SurveyHints | null = null;
  try {
    // The encodings only: hints on model profiles count every rewrite again on each, which a survey of
    // thousands cannot afford; `hints -m` gives them for one server.
    hints = surveyHints(await hintsFor(measurement.tools, encoders, { tooLarge: modelCountTooLarge }));
  } catch (error) {
    warnings.push(`hints not counted: ${firstLine(error)}`);
  }
  return { hints, clients: surveyClients(clientEntries(clients, measurement.listing, encoders)), warnings };
}
