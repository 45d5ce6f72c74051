/**
 * The error state of the sticky comment and the job summary: a run that stopped before it could
 * measure says what failed and what to do, and shows no numbers (those of an earlier push would
 * read as current). Every field is treated as untrusted text: in comment mode the failure comes
 * from a file the pull request's run wrote, and even in measure mode the detail holds a server's
 * stderr or a build's output.
 */
import { escapeMarkdown, escapeMarkdownKeepingCode, stripTerminalControls } from "./escape.js";

export interface FailureState {
  /** What failed, one line (e.g. "the build failed at the head commit"). */
  what: string;
  /** What to do about it, one line. */
  advice: string;
  /** The error as the tool reports it: may quote a server's stderr, a build's output, a budget file. */
  detail: string;
}

/**
 * Which comment failed: with several keyed comments on one pull request (a matrix, `comment-key`), an
 * error state that names neither leaves nobody knowing which server's run it is.
 */
export interface FailureSubject {
  /** The server as the workflow names it (its command, its URL, the configuration), untrusted text. */
  server: string | null;
  commentKey: string;
}

export interface FailureMarkdownOptions {
  subject?: FailureSubject;
  /** Trusted markdown for the end (links to the commit and the run); built by the caller from checked values. */
  footer?: string;
  /** Most lines of the detail shown; the first few and the last ones are kept (default 60). */
  maxLines?: number;
  /** Most characters of the detail shown (default 6,000). */
  maxChars?: number;
}

const HEAD_LINES = 10;

/** First lines (what happened) and last lines (where an output tail ends), with a note of what was left out. */
function shorten(text: string, maxLines: number, maxChars: number): string {
  let lines = text.split("\n");
  if (lines.length > maxLines) {
    const head = Math.min(HEAD_LINES, Math.floor(maxLines / 2));
    const tail = maxLines - head;
    const left = lines.length - head - tail;
    lines = [...lines.slice(0, head), `… ${left} lines left out …`, ...lines.slice(-tail)];
  }
  let out = lines.map((line) => (line.length > 500 ? `${line.slice(0, 499)}…` : line)).join("\n");
  if (out.length > maxChars) out = `… (cut to the last ${maxChars} characters)\n${out.slice(-maxChars)}`;
  return out;
}

/**
 * A fenced code block that its content cannot close: the fence is one backtick longer than the longest
 * run of backticks inside (CommonMark closes a fence only with at least as many of the same character).
 * Nothing inside a code block is markup, a mention, a link or HTML.
 */
export function fencedText(text: string): string {
  const runs = text.match(/`+/g) ?? [];
  const longest = runs.reduce((n, run) => Math.max(n, run.length), 0);
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}text\n${text}\n${fence}`;
}

/** Untrusted multi-line text made plain: no control characters, escape sequences, bidi overrides or NULs. */
function plain(text: string): string {
  return stripTerminalControls(text)
    .replace(/[\u2028\u2029]/g, "\n")
    .replace(/\t/g, "  ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Code spans for the names, so nothing in a command or a key is markup; a fence longer than any backtick run inside. */
function code(text: string, maxLength: number): string {
  let value = plain(text).replace(/\s+/g, " ");
  if (value.length > maxLength) value = `${value.slice(0, maxLength - 1)}…`;
  const longest = (value.match(/`+/g) ?? []).reduce((n, run) => Math.max(n, run.length), 0);
  const fence = "`".repeat(longest + 1);
  const pad = value.startsWith("`") || value.endsWith("`") ? " " : "";
  return `${fence}${pad}${value}${pad}${fence}`;
}

function subjectLine({ server, commentKey }: FailureSubject): string {
  const parts = [...(server ? [`**Server:** ${code(server, 200)}`] : []), `**Comment key:** ${code(commentKey, 100)}`];
  return parts.join(" · ");
}

export function renderFailureMarkdown(state: FailureState, options: FailureMarkdownOptions = {}): string {
  const detail = shorten(plain(state.detail) || "(no message)", options.maxLines ?? 60, options.maxChars ?? 6000);
  const parts = [
    `### ❌ mcp-token-budget: ${escapeMarkdown(state.what, 200)}`,
    ...(options.subject ? [subjectLine(options.subject)] : []),
    "This run stopped before it could measure the tools, so no token figures are shown: " +
      "those of an earlier push would no longer describe this pull request.",
    fencedText(detail),
    // Commands in the advice are code spans, rendered as such; everything else is escaped (it may come from failure.json).
    `**What to do:** ${escapeMarkdownKeepingCode(state.advice, 400)}`,
  ];
  if (options.footer) parts.push(options.footer);
  return `${parts.join("\n\n")}\n`;
}
