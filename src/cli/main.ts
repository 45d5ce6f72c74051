/**
 * The CLI door: argv in, the same core as the action, text out and an exit code.
 * Exit codes: 0 success, 1 a budget is broken, 2 usage error, 3 the server could not be started or listed.
 */
import { writeFile } from "node:fs/promises";
import { Command, CommanderError, Option } from "commander";
import { ENCODINGS } from "../core/encodings.js";
import { renderMeasurementMarkdown, renderMeasurementText } from "../core/render/measurement.js";
import { ServerError } from "../mcp/errors.js";
import { DEFAULT_TIMEOUT_MS } from "../mcp/list.js";
import { measure, serializeReport } from "../measure.js";
import { VERSION } from "../version.js";
import { parseEncodings, parseFormat, parseTimeoutMs, serverSpec, UsageError } from "./options.js";

export const EXIT = { ok: 0, budget: 1, usage: 2, server: 3 } as const;

export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  isTTY: boolean;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

function serverOptions(command: Command): Command {
  return command
    .option("--url <url>", "measure a server over Streamable HTTP (falls back to legacy SSE) instead of starting one")
    .option("--header <header>", 'HTTP header for --url, "Name: value" (repeatable)', collect)
    .option(
      "--env <KEY=VALUE>",
      "environment variable for the server (repeatable); added on top of the filtered environment",
      collect,
    )
    .option(
      "--strip-env <NAME>",
      "another variable to withhold from the server, like the built-in GITHUB_TOKEN (repeatable)",
      collect,
    )
    .option("--cwd <dir>", "working directory for the server")
    .option("-t, --timeout <seconds>", `time limit for start plus listing (default ${DEFAULT_TIMEOUT_MS / 1000})`)
    .option(
      "-e, --encoding <names>",
      `encodings, repeatable or comma-separated (default o200k_base,cl100k_base; known: ${Object.keys(ENCODINGS).join(", ")})`,
      collect,
    )
    .addOption(
      new Option(
        "-f, --format <format>",
        "output: table (default on a terminal), markdown (default when piped) or json",
      ).choices(["table", "markdown", "json"]),
    )
    .option("-o, --out <file>", "also write the JSON report to this file");
}

export async function runCli(argv: string[], io: CliIO): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = new Command("mcp-token-budget")
    .description(
      "Count the tokens that an MCP server's tool definitions cost on every model request,\n" +
        "compare them between versions, and hold them to a budget.",
    )
    .version(VERSION, "-V, --version")
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError("(run with --help for usage)");

  serverOptions(
    program
      .command("measure")
      .summary("start a server, list its tools and count their tokens")
      .description(
        "Start an MCP server (or connect to one with --url), list its tools exactly as sent,\n" +
          "and count their tokens per tool and per field in each encoding.",
      )
      .argument("[command...]", "the server's start command and its arguments, after --"),
  )
    .addHelpText(
      "after",
      `
Examples:
  $ mcp-token-budget measure -- npx -y @modelcontextprotocol/server-memory
  $ mcp-token-budget measure --format json --out report.json -- node build/index.js
  $ mcp-token-budget measure --url http://127.0.0.1:3000/mcp --header "Authorization: Bearer $TOKEN"

The server never receives GITHUB_TOKEN, GH_TOKEN, ACTIONS_* tokens or INPUT_* variables
from this environment; pass what it needs with --env.

Exit codes: 0 measured, 2 usage error, 3 the server could not be started or listed.`,
    )
    .action(async (command: string[], opts) => {
      const format = parseFormat(opts.format, io.isTTY);
      const spec = serverSpec(command, opts);
      const report = await measure(spec, {
        encodings: parseEncodings(opts.encoding),
        timeoutMs: parseTimeoutMs(opts.timeout, DEFAULT_TIMEOUT_MS),
      });
      const json = serializeReport(report);
      if (opts.out) await writeFile(opts.out, json);
      io.stdout(
        format === "json"
          ? json
          : format === "markdown"
            ? renderMeasurementMarkdown(report)
            : renderMeasurementText(report),
      );
      exitCode = EXIT.ok;
    });

  try {
    await program.parseAsync(argv, { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here too, successfully.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (error instanceof UsageError) {
      io.stderr(`error: ${error.message}\n`);
      return EXIT.usage;
    }
    if (error instanceof ServerError) {
      io.stderr(`error: ${error.describe()}\n`);
      return EXIT.server;
    }
    io.stderr(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.server;
  }
}
