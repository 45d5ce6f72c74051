/**
 * Reading a survey list (YAML or JSON text): the npm servers `survey` measures, each problem located by line.
 * No fs: the caller reads the file. schemas/survey-list.schema.json describes the same shape.
 */
import { isAlias, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument, type YAMLMap } from "yaml";
import { didYouMean } from "../budget/names.js";
import { ToolError } from "../errors.js";

export interface SurveyEntry {
  /** The npm package, "@scope/name" or "name". */
  package: string;
  /** An exact version (what makes a row re-derivable): "1.2.3", never a range or a tag. */
  version: string;
  /** The bin to start; null: the package's only bin. */
  bin: string | null;
  args: string[];
  /** The only variables the server gets besides PATH and a scratch HOME: dummy values, never secrets. */
  env: Record<string, string>;
  /** Where the entry starts in the list file. */
  line: number;
}

export interface SurveyListIssue {
  line: number;
  text: string;
}

export class SurveyListError extends ToolError {
  constructor(
    readonly file: string,
    readonly issues: SurveyListIssue[],
  ) {
    super("input", issues.map((i) => `survey list ${file}, line ${i.line}: ${i.text}`).join("\n"));
    this.name = "SurveyListError";
  }
}

const TOP_KEYS = ["$schema", "servers"];
const ENTRY_KEYS = ["package", "version", "bin", "args", "env"];
/** npm's rules for a package name, scoped or not (lowercase, URL-safe, at most 214 characters). */
export const PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;
/** An exact semver version: a range, a tag or "latest" would make the row say nothing re-derivable. */
export const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const BIN_NAME = /^(?:@[A-Za-z0-9._-]+\/)?[A-Za-z0-9@._-]+$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Variables the survey sets itself: an entry may not replace them. */
const RESERVED_ENV = ["PATH", "HOME", "USERPROFILE", "TMPDIR", "TMP", "TEMP"];
const MAX_ENTRIES = 100_000;

const kind = (node: Node | null): string => {
  if (node === null) return "nothing";
  if (isMap(node)) return "a mapping";
  if (isSeq(node)) return "a list";
  if (isScalar(node)) return JSON.stringify(node.value) ?? String(node.value);
  return "an unreadable value";
};

const EXAMPLE = 'such as "servers: [{ package: "@modelcontextprotocol/server-memory", version: "2026.8.31" }]"';

export function parseSurveyList(text: string, file: string): SurveyEntry[] {
  const lines = new LineCounter();
  // No merge keys and no aliases expanded: a list is data, written out.
  const doc = parseDocument(text.replace(/^\uFEFF/, ""), { lineCounter: lines, prettyErrors: false });
  const lineOf = (node: Node | null | undefined, fallback = 1) =>
    node?.range ? lines.linePos(node.range[0]).line : fallback;
  const [syntax] = doc.errors;
  if (syntax) {
    throw new SurveyListError(file, [
      { line: lines.linePos(syntax.pos[0]).line, text: `invalid YAML: ${syntax.message}` },
    ]);
  }
  const root = doc.contents as Node | null;
  if (!isMap(root)) {
    throw new SurveyListError(file, [
      { line: lineOf(root), text: `the list must be a mapping with a "servers" list, ${EXAMPLE}; got ${kind(root)}` },
    ]);
  }
  const issues: SurveyListIssue[] = [];
  const entries = (map: YAMLMap) =>
    map.items.flatMap((pair) => {
      const key = pair.key as Node | null;
      if (!isScalar(key) || typeof key.value !== "string") {
        issues.push({ line: lineOf(key, lineOf(map)), text: `keys must be plain names, got ${kind(key)}` });
        return [];
      }
      return [{ key: key.value, keyLine: lineOf(key), node: (pair.value as Node | null) ?? null }];
    });
  const unknown = (key: string, known: string[], where: string) =>
    `unknown key ${JSON.stringify(key)} ${where}${didYouMean(key, known) || `; expected one of ${known.join(", ")}`}`;
  const aliasIn = (node: Node | null): boolean => {
    let found = false;
    const visit = (n: unknown) => {
      if (found || n === null || typeof n !== "object") return;
      if (isAlias(n)) found = true;
      else if (isMap(n)) for (const pair of n.items) visit(pair.value);
      else if (isSeq(n)) for (const item of n.items) visit(item);
    };
    visit(node);
    return found;
  };

  let serversNode: Node | null | undefined;
  let serversLine = 1;
  for (const { key, keyLine, node } of entries(root)) {
    if (key === "servers") {
      serversNode = node;
      serversLine = keyLine;
    } else if (key !== "$schema" && !key.startsWith("x-"))
      issues.push({ line: keyLine, text: unknown(key, TOP_KEYS, "at the top level") });
  }
  const out: SurveyEntry[] = [];
  if (serversNode === undefined) {
    issues.push({ line: lineOf(root), text: `the list has no "servers"; add one, ${EXAMPLE}` });
  } else if (!isSeq(serversNode) || serversNode.items.length === 0) {
    issues.push({ line: serversLine, text: `servers must be a non-empty list, ${EXAMPLE}; got ${kind(serversNode)}` });
  } else if (serversNode.items.length > MAX_ENTRIES) {
    issues.push({
      line: serversLine,
      text: `servers has ${serversNode.items.length} entries, more than ${MAX_ENTRIES}`,
    });
  } else {
    const seen = new Map<string, number>();
    serversNode.items.forEach((item, index) => {
      const node = item as Node | null;
      const line = lineOf(node, serversLine);
      const where = `server #${index + 1}`;
      if (!isMap(node)) {
        issues.push({ line, text: `${where} must be a mapping with package and version, got ${kind(node)}` });
        return;
      }
      if (aliasIn(node)) {
        issues.push({ line, text: `${where} uses a YAML alias (*name); write its values out` });
        return;
      }
      const entry: Partial<SurveyEntry> = { bin: null, args: [], env: {}, line };
      const fields = entries(node);
      for (const { key, keyLine, node: value } of fields) {
        const scalar = isScalar(value) ? value.value : undefined;
        if (key === "package") {
          if (typeof scalar !== "string" || !PACKAGE_NAME.test(scalar) || scalar.length > 214) {
            issues.push({
              line: keyLine,
              text: `${where}: package must be an npm package name ("@scope/name" or "name", lowercase), got ${kind(value)}`,
            });
          } else entry.package = scalar;
        } else if (key === "version") {
          if (typeof scalar !== "string" || !EXACT_VERSION.test(scalar)) {
            issues.push({
              line: keyLine,
              text: `${where}: version must be an exact version in quotes, e.g. "1.2.3" (no range, no tag: a row must say what was measured), got ${kind(value)}`,
            });
          } else entry.version = scalar;
        } else if (key === "bin") {
          if (typeof scalar !== "string" || !BIN_NAME.test(scalar) || scalar === "." || scalar === "..") {
            issues.push({
              line: keyLine,
              text: `${where}: bin must be the name of one of the package's bins, got ${kind(value)}`,
            });
          } else entry.bin = scalar;
        } else if (key === "args") {
          const args = isSeq(value)
            ? value.items.map((i) => {
                const v = isScalar(i) ? (i as { value: unknown }).value : undefined;
                return typeof v === "string" || typeof v === "number" ? String(v) : undefined;
              })
            : [];
          if (!isSeq(value) || !args.every((a) => a !== undefined)) {
            issues.push({ line: keyLine, text: `${where}: args must be a list of strings, got ${kind(value)}` });
          } else entry.args = args as string[];
        } else if (key === "env") {
          if (!isMap(value)) {
            issues.push({
              line: keyLine,
              text: `${where}: env must be a mapping of NAME: "dummy value", got ${kind(value)}`,
            });
          } else {
            const env: Record<string, string> = {};
            for (const { key: name, keyLine: nameLine, node: v } of entries(value)) {
              const val = isScalar(v) ? v.value : undefined;
              if (!ENV_NAME.test(name)) {
                issues.push({ line: nameLine, text: `${where}: env: ${JSON.stringify(name)} is not a variable name` });
              } else if (RESERVED_ENV.includes(name.toUpperCase())) {
                issues.push({
                  line: nameLine,
                  text: `${where}: env: ${name} is set by the survey itself (PATH, and a scratch HOME per server)`,
                });
              } else if (typeof val !== "string" && typeof val !== "number" && typeof val !== "boolean") {
                issues.push({ line: nameLine, text: `${where}: env: ${name} must be a string, got ${kind(v)}` });
              } else env[name] = String(val);
            }
            entry.env = env;
          }
        } else issues.push({ line: keyLine, text: unknown(key, ENTRY_KEYS, `in ${where}`) });
      }
      if (entry.package === undefined && !fields.some((e) => e.key === "package"))
        issues.push({ line, text: `${where} has no package; add the npm package name` });
      if (entry.version === undefined && !fields.some((e) => e.key === "version"))
        issues.push({ line, text: `${where} has no version; add the exact version to measure, e.g. "1.2.3"` });
      if (entry.package === undefined || entry.version === undefined) return;
      const id = `${entry.package}@${entry.version}`;
      const first = seen.get(id);
      if (first !== undefined) {
        issues.push({ line, text: `${where}: ${id} is listed twice (first on line ${first}); one row per version` });
        return;
      }
      seen.set(id, line);
      out.push(entry as SurveyEntry);
    });
  }
  if (issues.length > 0) throw new SurveyListError(file, issues);
  return out;
}
