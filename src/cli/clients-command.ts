/**
 * `clients check`: the door of src/run/clients-check.ts. Options in; the report (text, markdown for a job summary,
 * or JSON) on stdout, progress on stderr; exit 0 when every client holds, 1 when one moved or could not be checked.
 */
import os from "node:os";
import path from "node:path";
import { renderClientsCheck } from "../core/clients/goldens.js";
import { DEFAULT_ENCODINGS, resolveEncodingNames } from "../core/encodings.js";
import { UsageError } from "../core/errors.js";
import { escapeMarkdownInline, escapeTerminal } from "../core/render/escape.js";
import { userStoreDir } from "../models/model-store.js";
import { checkWritable, writeOutputFile } from "../run/output-file.js";
import { words } from "../settings/values.js";
import type { Output } from "./commands.js";

export interface ClientsCheckOptionValues {
  goldens?: string;
  client?: string[];
  case?: string[];
  pinned?: boolean;
  cache?: string;
  encoding?: string;
  timeout?: string;
  format?: string;
  out?: string;
}

/** Where a checkout keeps the corpus and its goldens. */
export const CORPUS_IN_CHECKOUT = path.join("test", "fixtures", "client-goldens");

const DEFAULT_RUN_TIMEOUT_S = 240;

export async function clientsCheckCommand(
  opts: ClientsCheckOptionValues,
  io: Output,
  env: Readonly<Record<string, string | undefined>>,
): Promise<number> {
  const format = opts.format ?? "table";
  if (!["table", "markdown", "json"].includes(format))
    throw new UsageError(`--format: expected table, markdown or json, got "${format}"`);
  const seconds = opts.timeout === undefined ? DEFAULT_RUN_TIMEOUT_S : Number(opts.timeout);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new UsageError(`--timeout: expected a positive number of seconds, got "${opts.timeout}"`);
  const encoding = opts.encoding ?? (DEFAULT_ENCODINGS[0] as string);
  try {
    resolveEncodingNames([encoding]);
  } catch (error) {
    throw new UsageError(`--encoding: ${(error as Error).message}`);
  }
  await checkWritable(opts.out ?? null);
  const { clientsCheck } = await import("../run/clients-check.js");
  const report = await clientsCheck({
    corpusDir: path.resolve(opts.goldens ?? CORPUS_IN_CHECKOUT),
    clients: words(opts.client),
    cases: words(opts.case),
    pinned: opts.pinned === true,
    cacheDir: path.resolve(opts.cache ?? path.join(userStoreDir(env, process.platform, os.homedir()), "clients-check")),
    encoding,
    timeoutMs: seconds * 1000,
    date: new Date().toISOString().slice(0, 10),
    log: (line) => io.stderr(`${line}\n`),
  });
  if (report.clients.length === 0)
    throw new UsageError(
      `clients check: no client has goldens in ${opts.goldens ?? CORPUS_IN_CHECKOUT} (folders <client>@<version>)`,
    );
  const json = `${JSON.stringify(report, null, 2)}\n`;
  io.stdout(
    format === "json"
      ? json
      : format === "markdown"
        ? renderClientsCheck(report, "markdown", (s) => escapeMarkdownInline(escapeTerminal(s, 500)))
        : renderClientsCheck(report, "text", (s) => escapeTerminal(s, 500)),
  );
  if (opts.out) await writeOutputFile(opts.out, json);
  return report.clients.every((c) => c.status === "holds") ? 0 : 1;
}
