/**
 * The import graph of TypeScript files, read from their text (no compiler): what each file imports, and
 * the cycles among them. Used by the layout checks in test/unit/project/; starts nothing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The module specifiers a file imports or re-exports, type-only ones included, and dynamic imports. */
export function importsOf(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']/gm),
    ...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] ?? "");
  return [...new Set(specifiers)];
}

/** Every .ts file under dir, as paths relative to dir with forward slashes. */
export function tsFilesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return tsFilesUnder(dir, relative);
    return entry.name.endsWith(".ts") ? [relative] : [];
  });
}

/** The files under `dir` each file there imports (relative specifiers only; `./x.js` is `./x.ts`, a folder its index.ts). */
export function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of tsFilesUnder(dir)) {
    const targets = importsOf(readFileSync(path.join(dir, file), "utf8"))
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => {
        const base = path.posix.join(path.posix.dirname(file), specifier);
        const candidates = [base.replace(/\.js$/, ".ts"), `${base}.ts`, `${base}/index.ts`];
        return candidates.find((c) => existsSync(path.join(dir, c)) && statSync(path.join(dir, c)).isFile());
      })
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles of a graph: its strongly connected components of more than one file, or a file importing itself. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** A file's text, for checks that read tests or sources. */
export const readText = (file: string) => readFileSync(file, "utf8");
