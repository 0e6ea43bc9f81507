// Generated Markdown tables kept between two comment markers: find, compare (ignoring the formatter's padding), rewrite.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The table's cells, without the padding and dashes a formatter adds, so a formatted table compares equal. */
export const cellsOf = (table) =>
  table
    .trim()
    .split('\n')
    .map((row) =>
      row
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^(:?)-+(:?)$/, '$1---$2')),
    );

/** Where the text between the markers starts and ends in `doc`, and that text; undefined without both markers. */
export function between(doc, start, end) {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) return undefined;
  return { start: from + start.length, end: to, text: doc.slice(from + start.length, to).trim() };
}

/** `doc` with the text between the markers replaced by `content` (the markers must be there). */
export function replaceBetween(doc, start, end, content) {
  const at = between(doc, start, end);
  if (!at) throw new Error(`no ${start} … ${end} markers`);
  return `${doc.slice(0, at.start)}\n\n${content}\n\n${doc.slice(at.end)}`;
}

/** The repository's formatter pads Markdown tables: leave the files as `biome ci` wants them. */
export function formatMarkdown(root, paths) {
  spawnSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', ...paths], { stdio: 'ignore' });
}
