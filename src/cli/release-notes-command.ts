/** `release-notes`: measure two versions and print the overhead section for a release body. */
import path from "node:path";
import { UsageError } from "../core/errors.js";
import { badgeTarget, writeBadgeFiles } from "../run/badge-files.js";
import { checkWritable, writeOutputFile } from "../run/output-file.js";
import { runRequest } from "../run/prepare.js";
import { runReleaseNotes, type VersionSource } from "../run/release-notes.js";
import { parseChoice } from "../settings/values.js";
import { cliSettings, type OptionValues, type Output, progressHooks } from "./commands.js";

export interface ReleaseNotesOptions extends OptionValues {
  from?: string;
  to?: string;
  fromReport?: string;
  toReport?: string;
}

const given = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/** The JSON of `--format json` and --out: the notes (README, "Release notes") with the markdown section. */
export function releaseNotesJson(notes: object, markdown: string): string {
  return `${JSON.stringify({ ...notes, markdown }, null, 2)}\n`;
}

export async function releaseNotesCommand(command: string[], opts: ReleaseNotesOptions, io: Output): Promise<number> {
  const format = parseChoice("--format", opts.format, ["markdown", "json"] as const, "markdown");
  if (given(opts.from) && given(opts.fromReport)) throw new UsageError("give either --from or --from-report, not both");
  if (given(opts.to) && given(opts.toReport)) throw new UsageError("give either --to or --to-report, not both");
  if (!given(opts.from) && !given(opts.fromReport)) {
    throw new UsageError("the previous version is needed: --from <tag or ref> (e.g. v1.2.0) or --from-report <file>");
  }
  const from: VersionSource = given(opts.from)
    ? { kind: "ref", ref: opts.from.trim() }
    : { kind: "report", file: path.resolve(opts.fromReport ?? "") };
  const to: VersionSource = given(opts.to)
    ? { kind: "ref", ref: opts.to.trim() }
    : given(opts.toReport)
      ? { kind: "report", file: path.resolve(opts.toReport) }
      : { kind: "working-tree" };
  if (given(opts.url) && (from.kind === "ref" || to.kind === "ref")) {
    throw new UsageError(
      "a server reached with --url cannot be started at another commit: measure the previous version with --from-report <file> (saved by measure --out)",
    );
  }
  // Two saved reports need no server; anything else measures one.
  const bothReports = from.kind === "report" && to.kind === "report";
  const settings = bothReports
    ? cliSettings([], { ...opts, report: opts.toReport, out: opts.out }, io)
    : cliSettings(command, { ...opts, report: undefined }, io);
  await checkWritable(settings.out);
  const badge = await badgeTarget(opts.badge);
  const hooks = progressHooks(io);
  const result = await runReleaseNotes({
    from,
    to,
    run: await runRequest(settings, { ...hooks, saveHeadToCache: true }),
    hooks,
    labels: {
      ...(from.kind === "report" ? { from: opts.fromReport } : {}),
      ...(to.kind === "report" ? { to: opts.toReport } : given(opts.url) ? { to: opts.url.trim() } : {}),
    },
  });
  const json = releaseNotesJson(result.notes, result.markdown);
  if (settings.out) await writeOutputFile(settings.out, json);
  if (badge) await writeBadgeFiles(badge, result.to.report, result.verdict);
  io.stdout(format === "json" ? json : result.markdown);
  return 0;
}
