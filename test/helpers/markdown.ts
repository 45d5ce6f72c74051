/** Reading back the markdown the CLI prints, the way a person reads the rendered comment. */

/** Undoes the backslash escapes of the renderer (`search\_issues` -> `search_issues`). */
export const unescapeMarkdown = (text: string) => text.replace(/\\(.)/g, "$1");

/**
 * The body rows of the first table after the line that contains `title`, as cells with markdown
 * escapes removed; throws when there is no such title or no table after it.
 */
export function tableAfter(markdown: string, title: string): string[][] {
  const lines = markdown.split("\n");
  const at = lines.findIndex((line) => line.includes(title));
  if (at === -1) throw new Error(`no line containing ${JSON.stringify(title)} in:\n${markdown}`);
  // The title is either a line above the table or, in the comment's own tables, the header row's first cell.
  const start = lines.findIndex((line, i) => i >= at && line.startsWith("|"));
  if (start === -1) throw new Error(`no table after ${JSON.stringify(title)}`);
  const rows: string[][] = [];
  // Skip the header and the delimiter row.
  for (let i = start + 2; i < lines.length && lines[i]?.startsWith("|"); i++) {
    const line = lines[i] as string;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => unescapeMarkdown(cell.trim())),
    );
  }
  return rows;
}

/**
 * The text of the first `<details>` block whose summary contains `summary`, up to the first `</details>`
 * after it, or null. A block inside another fold is found too: each opening is looked at, not only the
 * outermost ones.
 */
export function detailsBlock(markdown: string, summary: string): string | null {
  for (const match of markdown.matchAll(/<details><summary>(.*?)<\/summary>/g)) {
    if (!match[1]?.includes(summary)) continue;
    const start = (match.index ?? 0) + match[0].length;
    const end = markdown.indexOf("</details>", start);
    return end === -1 ? null : markdown.slice(start, end);
  }
  return null;
}

/**
 * The text of the first `<details>` block whose summary contains `summary`, with the blocks nested in it
 * (detailsBlock stops at the first `</details>`); null when there is none.
 */
export function nestedDetailsBlock(markdown: string, summary: string): string | null {
  const open = /<details><summary>(.*?)<\/summary>/g;
  for (const match of markdown.matchAll(open)) {
    if (!match[1]?.includes(summary)) continue;
    const start = (match.index ?? 0) + match[0].length;
    const tags = /<details>|<\/details>/g;
    tags.lastIndex = start;
    let depth = 1;
    for (let tag = tags.exec(markdown); tag; tag = tags.exec(markdown)) {
      depth += tag[0] === "<details>" ? 1 : -1;
      if (depth === 0) return markdown.slice(start, tag.index);
    }
    return null;
  }
  return null;
}
