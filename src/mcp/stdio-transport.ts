/**
 * An MCP stdio client transport built for untrusted servers: the SDK's own one kills only
 * the direct child, throws on log lines written to stdout, and buffers without limit.
 * This one starts the server in its own process group so the whole tree can be ended,
 * skips (and reports) non-JSON lines, stops a server that floods stdout or sends more than
 * the limit, and never waits on the server's pipes past a short grace: a helper that left
 * the group (setsid) may hold them open for as long as it lives.
 */

import type { ChildProcess } from "node:child_process";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { parseAsSent } from "../core/json-as-sent.js";
import { StreamExcerpt } from "../core/output-excerpt.js";
import { endOnExit, killGroup } from "../process/group.js";
import { startServerProcess, type TakenServer } from "./early-server.js";
import { ServerError } from "./errors.js";
import { DEFAULT_MAX_RESPONSE_BYTES, overLimitMessage } from "./limits.js";

export interface StdioServerOptions {
  command: string;
  args: readonly string[];
  cwd?: string;
  env: Record<string, string>;
  /** Most bytes of non-JSON output tolerated on stdout before the server is stopped. */
  maxNoiseBytes?: number;
  /** Most bytes the server may write to stdout in all (messages and noise alike). */
  maxBytes?: number;
  /** Called with the pid as soon as the process exists. */
  onSpawn?: (pid: number) => void;
  /** The process of this very start, started early (mcp/early-server.ts): taken instead of spawning one. */
  early?: TakenServer;
}

/** The first bytes of stderr, where a server that fails says why before its usage text or stack trace. */
const STDERR_HEAD_BYTES = 4 * 1024;
const STDERR_KEEP_BYTES = 16 * 1024;
const STDERR_TAIL_LINES = 20;
const NOISE_LINES_KEPT = 5;
const KILL_GRACE_MS = 1500;
/** Most a server's exit waits for its pipes to be read to their end before it is reported (a child of it may hold them). */
const EXIT_DRAIN_MAX_MS = 2000;
/** How far past its length a quote of the server's stdout runs to end at a space (src/core/redact-fragments.ts). */
const WORD_KEPT = 4096;

/**
 * The start of a server's text, for a message: cut at `max` characters, or where the word there ends (up to
 * WORD_KEPT more), with an ellipsis after a cut. The redactor runs at the door, after this cut: a secret
 * the server prints (one a configuration resolved for it) stays whole for it to find, and a longer word's
 * cut is marked, where the redactor removes any piece of 8 characters or more of a secret.
 */
export function quoteStart(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.slice(max, max + WORD_KEPT).search(/\s/);
  const end = space === -1 ? max + WORD_KEPT : max + space;
  return end >= text.length ? text : `${text.slice(0, end)}…`;
}
/** How many of the kept noise lines an exit's message quotes, and how much of each. */
const NOISE_LINES_QUOTED = 3;
const NOISE_QUOTE_CHARS = 120;

/**
 * What a server that exited had printed on stdout that is not JSON-RPC, for the message of its exit: a server
 * that dies at start often says why there ("Error: missing API key"), where a client never shows it. Each
 * line is JSON-quoted (escaped) and cut by quoteStart, so the redactor at the door still finds a secret whole.
 */
export function stdoutNoiseNote(count: number, lines: readonly string[]): string {
  if (count === 0) return "";
  const quoted = lines.slice(0, NOISE_LINES_QUOTED).map((l) => JSON.stringify(quoteStart(l, NOISE_QUOTE_CHARS)));
  const shown = Math.min(count, NOISE_LINES_QUOTED);
  const more = count > shown ? `, and ${count - shown} more` : "";
  const what = count === 1 ? "1 line that is not JSON-RPC" : `${count} lines that are not JSON-RPC`;
  return `, after printing ${what} on stdout: ${quoted.join(", ")}${more} (MCP servers must log to stderr)`;
}

/** How long the pipes may stay open once the process has exited (stdout and stderr drain). */
const PIPE_GRACE_MS = 200;

export class StdioServerTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  /** Settles with a ServerError when the server fails in a way that ends the session. */
  readonly failure: Promise<never>;
  readonly noiseLines: string[] = [];
  /** What an unexpected exit happened before, in its message. */
  finishing = "listing finished";
  noiseBytes = 0;
  /** Every non-JSON line, where noiseLines keeps only the first few. */
  noiseCount = 0;

  private child: ChildProcess | undefined;
  /** Stops ending this group on exit; called once it has been ended here. */
  private releaseOnExit: () => void = () => undefined;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private readonly stderr = new StreamExcerpt(STDERR_HEAD_BYTES, STDERR_KEEP_BYTES);
  private failed = false;
  private closing = false;
  private closed: Promise<void> | undefined;
  private exited: Promise<void> = Promise.resolve();
  private pipesClosed: Promise<void> = Promise.resolve();
  private received = 0;
  private rejectFailure!: (error: ServerError) => void;
  private readonly maxNoise: number;
  private readonly maxBytes: number;

  constructor(private readonly options: StdioServerOptions) {
    this.maxNoise = options.maxNoiseBytes ?? 1024 * 1024;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    this.failure = new Promise<never>((_, reject) => {
      this.rejectFailure = reject;
    });
    // Callers race against this promise; an unobserved rejection must not crash the process.
    this.failure.catch(() => undefined);
  }

  /** The server's process ended without being asked to (not by a limit of ours, nor by close()). */
  exitedByItself = false;

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The failure that ended the session, if it is known within `ms`; an exit is reported once stderr drained. */
  async failureWithin(ms: number): Promise<ServerError | null> {
    let timer: NodeJS.Timeout | undefined;
    const quiet = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ms);
    });
    const result = await Promise.race([this.failure.catch((error: ServerError) => error), quiet]);
    clearTimeout(timer);
    return result;
  }

  /**
   * What the server wrote to stderr, as users should see it: the lines that look like errors (the cause a
   * server prints before its usage text or stack) and the last lines, with what was left out counted.
   */
  stderrTail(): string[] {
    return this.stderr.excerpt({ tail: STDERR_TAIL_LINES, errors: 10 });
  }

  private starting: Promise<void> | undefined;

  /**
   * Starts the server once: the caller may start it early (so that it boots while the client loads) and the
   * client's connect() then finds it started.
   */
  start(): Promise<void> {
    this.starting ??= this.spawnServer();
    return this.starting;
  }

  private async spawnServer(): Promise<void> {
    const { command, args, cwd, env } = this.options;
    // A server the CLI started before it loaded (mcp/early-server.ts) when it is exactly this start; else now.
    const { early } = this.options;
    const watched = early?.watched ?? startServerProcess({ command, args, cwd, env });
    const { child } = watched;
    this.child = child;
    this.releaseOnExit = endOnExit(child);
    early?.release();
    // "exit" is the process; "close" also waits for every holder of its pipes to let go.
    this.exited = watched.gone;
    this.pipesClosed = watched.closed;

    watched.onStdout((chunk) => this.onStdout(chunk));
    watched.onStderr((text) => this.stderr.write(text));

    const error = await watched.started;
    if (error) {
      this.releaseOnExit();
      const what =
        error.code === "ENOENT"
          ? `command not found: "${command}" (check the command and PATH${cwd ? `, working directory ${cwd}` : ""})`
          : error.code === "EACCES"
            ? `permission denied starting "${command}" (is it executable?)`
            : `could not start "${command}": ${error.message}`;
      this.fail(what);
      return;
    }
    if (child.pid !== undefined) this.options.onSpawn?.(child.pid);

    void watched.exit.then(({ code, signal }) => {
      this.releaseOnExit();
      if (!this.closing) {
        this.exitedByItself = true;
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        // Let stderr and stdout drain first so their last lines reach the message: "close" comes once both
        // pipes are read to their end, however busy the machine (a fixed wait lost the cause a server printed
        // before exiting when this thread was held past it). A pipe a child of the server still holds never
        // closes: past EXIT_DRAIN_MAX_MS the message says what came so far. A last line the server printed
        // without a newline is a line too.
        void within(this.pipesClosed, EXIT_DRAIN_MAX_MS).then(() => {
          this.flushPending();
          if (this.failed) return;
          this.fail(`the server ${how} before ${this.finishing}${stdoutNoiseNote(this.noiseCount, this.noiseLines)}`);
        });
      }
    });
  }

  private fail(message: string): void {
    if (this.failed) return;
    this.failed = true;
    this.rejectFailure(new ServerError(message, this.stderrTail()));
    this.onerror?.(new Error(message));
  }

  private onStdout(chunk: Buffer): void {
    if (this.failed) return;
    this.received += chunk.length;
    if (this.received > this.maxBytes) {
      this.fail(overLimitMessage("the server wrote to stdout", this.maxBytes));
      return;
    }
    let start = 0;
    let newline = chunk.indexOf(10);
    while (newline !== -1) {
      this.pending.push(chunk.subarray(start, newline));
      const line = Buffer.concat(this.pending).toString("utf8");
      this.pending = [];
      this.pendingBytes = 0;
      this.handleLine(line);
      if (this.failed) return;
      start = newline + 1;
      newline = chunk.indexOf(10, start);
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      this.pending.push(rest);
      this.pendingBytes += rest.length;
      this.checkPartialLine();
    }
  }

  /** The unterminated rest of stdout, read as a line (once the server has exited, nothing will end it). */
  private flushPending(): void {
    if (this.failed || this.pending.length === 0) return;
    const line = Buffer.concat(this.pending).toString("utf8");
    this.pending = [];
    this.pendingBytes = 0;
    this.handleLine(line);
  }

  /** A long unterminated line that cannot be JSON-RPC is a flood; stop early instead of buffering it. */
  private checkPartialLine(): void {
    if (this.pendingBytes > this.maxNoise) {
      const first = this.pending[0]?.toString("utf8", 0, 64 + WORD_KEPT).trimStart() ?? "";
      if (!first.startsWith("{")) {
        this.fail(
          `the server flooded stdout with ${this.pendingBytes} bytes that are not JSON-RPC ` +
            `(starting ${JSON.stringify(quoteStart(first, 40))}); MCP servers must write only JSON-RPC messages to stdout and log to stderr`,
        );
      }
    }
  }

  private handleLine(line: string): void {
    const text = line.trim();
    if (text === "") return;
    let message: unknown;
    try {
      // As sent: the key order and number texts JSON.parse would lose (src/core/json-as-sent.ts).
      message = text.startsWith("{") ? parseAsSent(text) : undefined;
    } catch {
      message = undefined;
    }
    if (typeof message === "object" && message !== null && (message as { jsonrpc?: unknown }).jsonrpc === "2.0") {
      this.onmessage?.(message as JSONRPCMessage);
      return;
    }
    // Servers that log to stdout are common; tolerate a little of it and report it.
    this.noiseBytes += Buffer.byteLength(line);
    this.noiseCount += 1;
    if (this.noiseLines.length < NOISE_LINES_KEPT) this.noiseLines.push(quoteStart(text, 200));
    if (this.noiseBytes > this.maxNoise) {
      this.fail(
        `the server wrote over ${this.maxNoise} bytes of non-JSON output to stdout; MCP servers must log to stderr`,
      );
    }
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed) throw new Error("the server's stdin is closed");
    const data = `${JSON.stringify(message)}\n`;
    if (!stdin.write(data)) await new Promise<void>((resolve) => stdin.once("drain", resolve));
  }

  /**
   * Ends the server's whole process tree and waits until it is gone, within a bounded time
   * (the kill grace, then the pipe grace), whatever the server and its helpers do.
   */
  close(): Promise<void> {
    this.closed ??= this.end();
    return this.closed;
  }

  private async end(): Promise<void> {
    this.closing = true;
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      child.stdin?.end();
      killGroup(child, "SIGTERM");
      const kill = setTimeout(() => killGroup(child, "SIGKILL"), KILL_GRACE_MS);
      await within(this.exited, KILL_GRACE_MS + 1000);
      clearTimeout(kill);
    }
    if (child) {
      // The leader is gone, but grandchildren may live on in its group, some having ignored SIGTERM.
      killGroup(child, "SIGKILL");
      if (!(await within(this.pipesClosed, PIPE_GRACE_MS))) {
        // Something outside the group (a setsid helper) holds them: stop waiting on our ends.
        // Such a helper is left to the end-of-run sweep of marked processes (src/process/escaped.ts).
        for (const stream of [child.stdin, child.stdout, child.stderr]) stream?.destroy();
      }
      this.releaseOnExit();
    }
    this.onclose?.();
  }
}

/** Whether `promise` settled within `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = await Promise.race([promise.then(() => true as const), late]);
  clearTimeout(timer);
  return settled;
}
