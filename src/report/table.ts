/**
 * The one way this project writes a GFM table. A table is split into cells on every unescaped `|`
 * before any inline parsing — inside backticks too — so one unescaped `|` in page, plan or PR text
 * ends its cell and lets the rest of the text add cells, links and images (a page that names an element
 * "Approved by maintainer — confirm here" must not write that into a check summary). Here a cell
 * is a `Cell`, a branded string that only the constructors of `cell` make, each of which escapes
 * what it is given; `table` takes nothing else. So a plain string — `code()`'s output, or a
 * template literal — cannot reach a table: it does not type-check.
 */
import { code, escapeInline, ZERO_WIDTH_SPACE } from './escape.js';
import { plural } from './plural.js';

declare const CELL: unique symbol;
/** One table cell's Markdown, escaped for a cell: made only by `cell.*`. */
export type Cell = string & { readonly [CELL]: true };

/**
 * Bidirectional-text controls (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM): page
 * text can use them to make a cell read as something else (an RLO reverses what follows). Shown
 * as U+FFFD instead, so the cell reads in the order it was written.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
const REPLACEMENT = '\ufffd';

/**
 * For a code span in a cell: every `|` becomes `\|` (GFM removes that backslash when it splits
 * the row, even inside a code span, and shows `|`); a backslash just before a `|` gets a zero-width
 * space after it, so it cannot pair with the escape (`\\|` would leave the `|` bare).
 */
function pipesEscaped(markdown: string): string {
  return markdown.replace(/\\(?=\|)/g, `\\${ZERO_WIDTH_SPACE}`).replace(/\|/g, '\\|');
}

const brand = (markdown: string) => markdown as Cell;
const withoutBidi = (text: string) => text.replace(BIDI_CONTROLS, REPLACEMENT);

function ownMarkup(markdown: string): Cell {
  if (/[|\r\n]/.test(markdown)) throw new Error('a cell of our own Markdown must be one line without |');
  return brand(markdown);
}

/** A string literal type, never `string`: `cell.markup` takes only text written in this project's source. */
type Literal<T extends string> = string extends T ? never : T;

export const cell = {
  /** Untrusted text shown as it is, one line: no markup of its own, no mention, no extra cell. */
  // escapeInline escapes `|` and `\\` themselves: no bare `|` is left, and every backslash is an escape.
  text: (text: string): Cell => brand(escapeInline(withoutBidi(text))),
  /** Untrusted text in a code span (ids, paths, labels), one line, shown exactly. */
  code: (text: string): Cell => brand(pipesEscaped(code(withoutBidi(text)))),
  /** A count or a measurement. */
  number: (n: number): Cell => brand(String(n)),
  /** This project's own fixed Markdown (`—`, `**missing**`): a literal in the source, never a computed string. */
  markup: <T extends string>(markdown: Literal<T>): Cell => ownMarkup(markdown),
  /** Cells side by side in one cell, e.g. a status and its failure class. */
  join: (...parts: readonly Cell[]): Cell => parts.join('') as Cell,
};

/**
 * A GFM table as lines: the header, the delimiter row, one line per row, then an empty line, so
 * whatever follows (a `**Why**` list, a paragraph) starts a new block instead of continuing the
 * table as another row. Every row has exactly the header's cells.
 */
export function table(header: readonly Cell[], rows: readonly (readonly Cell[])[]): string[] {
  for (const row of rows) {
    if (row.length !== header.length) throw new Error(`a table row has ${plural(row.length, 'cell')} for ${plural(header.length, 'column')}`);
  }
  const line = (cells: readonly Cell[]) => `| ${cells.join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line), ''];
}

/**
 * A header row of this project's own column titles, kept as written (`#` stays `#`). Titles are
 * never page or plan text; each must be one line without `|`.
 */
export function headerCells(...titles: readonly string[]): Cell[] {
  return titles.map(ownMarkup);
}
