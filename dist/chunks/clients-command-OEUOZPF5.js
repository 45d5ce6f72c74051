import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  renderClientsCheck
} from "./chunk-UWH7XHW2.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import {
  words
} from "./chunk-FY2GGD5S.js";
import {
  escapeMarkdownInline,
  escapeTerminal
} from "./chunk-AY2GYRMS.js";
import {
  DEFAULT_ENCODINGS,
  resolveEncodingNames
} from "./chunk-DJ2EGANE.js";
import {
  userStoreDir
} from "./chunk-QVQWFJUE.js";
import "./chunk-XIXJLNBJ.js";
import "./chunk-JBB6Y6K4.js";
import "./chunk-UKVGHDFS.js";
import {
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/cli/clients-command.ts
import os from "node:os";
import path from "node:path";
var CORPUS_IN_CHECKOUT = path.join("test", "fixtures", "client-goldens");
var DEFAULT_RUN_TIMEOUT_S = 240;
async function clientsCheckCommand(opts, io, env) {
  const format = opts.format ?? "table";
  if (!["table", "markdown", "json"].includes(format))
    throw new UsageError(`--format: expected table, markdown or json, got "${format}"`);
  const seconds = opts.timeout === void 0 ? DEFAULT_RUN_TIMEOUT_S : Number(opts.timeout);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new UsageError(`--timeout: expected a positive number of seconds, got "${opts.timeout}"`);
  const encoding = opts.encoding ?? DEFAULT_ENCODINGS[0];
  try {
    resolveEncodingNames([encoding]);
  } catch (error) {
    throw new UsageError(`--encoding: ${error.message}`);
  }
  await checkWritable(opts.out ?? null);
  const { clientsCheck } = await import("./clients-check-QGJLUSFH.js");
  const report = await clientsCheck({
    corpusDir: path.resolve(opts.goldens ?? CORPUS_IN_CHECKOUT),
    clients: words(opts.client),
    cases: words(opts.case),
    pinned: opts.pinned === true,
    cacheDir: path.resolve(opts.cache ?? path.join(userStoreDir(env, process.platform, os.homedir()), "clients-check")),
    encoding,
    timeoutMs: seconds * 1e3,
    date: (/* @__PURE__ */ new Date()).toISOString().slice(0, 10),
    log: /* @__PURE__ */ __name((line) => io.stderr(`${line}
`), "log")
  });
  if (report.clients.length === 0)
    throw new UsageError(
      `clients check: no client has goldens in ${opts.goldens ?? CORPUS_IN_CHECKOUT} (folders <client>@<version>)`
    );
  const json = `${JSON.stringify(report, null, 2)}
`;
  io.stdout(
    format === "json" ? json : format === "markdown" ? renderClientsCheck(report, "markdown", (s) => escapeMarkdownInline(escapeTerminal(s, 500))) : renderClientsCheck(report, "text", (s) => escapeTerminal(s, 500))
  );
  if (opts.out) await writeOutputFile(opts.out, json);
  return report.clients.every((c) => c.status === "holds") ? 0 : 1;
}
__name(clientsCheckCommand, "clientsCheckCommand");
export {
  CORPUS_IN_CHECKOUT,
  clientsCheckCommand
};
//# sourceMappingURL=clients-command-OEUOZPF5.js.map
