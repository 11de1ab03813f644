/**
 * Escaping of untrusted text for GFM, as GitHub renders it (check runs, job summaries, PR pages).
 * Pure. Tables are built with report/table.ts on top of these; everything else uses them directly.
 */

/** Makes GitHub's mention and reference filters (`@user`, `#123`) skip the character before it, invisibly. */
export const ZERO_WIDTH_SPACE = '\u200b';
/**
 * The characters GFM gives meaning anywhere inside a line: escape, code, emphasis and strikethrough
 * (`\\ \` * ~`), links, images and footnotes (`[ ]`), HTML and autolinks (`< >`), entities (`&`),
 * table cells (`|`) and GitHub's math (`$`). `_` only counts next to a non-alphanumeric character
 * (GFM never opens emphasis inside a word); `:` only before `/` (`https://`); `.` only after `www`
 * (GFM's `www.` autolink). The rest — `. - ( ) / , ! ' " = + ? ; % { } ^` — means nothing mid-line.
 */
const INLINE_SPECIAL = /[\\`*~[\]<>&|$]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])|:(?=\/)|(?<=www)\./gi;
/** Any ASCII punctuation that could start a block (heading, list, quote, rule, table, fence) when it opens the text. */
const LEADING_PUNCTUATION = /^[!-/:-@[-`{-~]/;
/** `1.` or `1)` opening the text would start an ordered list. */
const LEADING_ORDINAL = /^(\d+)([.)])/;

/**
 * Inline code for untrusted text outside table cells (headings, list items, paragraphs). The
 * fence is one backtick longer than any run inside, so the text cannot close it and is shown as
 * it is; line breaks become spaces, so it cannot end the line it is on. Inside `<code>`, GitHub
 * links no URL, mention or reference. Not for a table cell: a `|` there ends the cell even inside
 * backticks. Tables are built with report/table.ts, whose `cell.code` escapes it.
 */
export function code(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  // A code span needs content; an empty text shows as one space.
  if (flat === '') return '` `';
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  // CommonMark strips one space from each end when both ends have one (unless all are spaces), and a backtick at either end would touch the fence.
  const pad = /[^ ]/.test(flat) && /^[` ]|[` ]$/.test(flat) ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * Untrusted text after other text on its line, or in a table cell, where no block can start: one
 * line, with a backslash before each character GFM would read as markup there (INLINE_SPECIAL: no
 * emphasis, link, image, HTML, entity, autolink such as `https://…` or `www.…`, and no `|` that
 * ends a cell), and a zero-width space after each `@` and `#`, because GitHub turns `@user` and
 * `#123` into mentions and references after rendering. Everything else stays as written, so the
 * raw Markdown reads as the text (a version stays `0.1.0`).
 */
export function escapeInline(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(INLINE_SPECIAL, (c) => `\\${c}`)
    .replace(/[@#]/g, (c) => `${c}${ZERO_WIDTH_SPACE}`);
}

/**
 * Untrusted text that may open a block (a paragraph, a heading, a list item): `escapeInline`, and
 * a backslash before a first character that could open a block (`#`, `-`, `>`, `1.`, …).
 */
export function escapeMarkdown(text: string): string {
  const escaped = escapeInline(text);
  if (LEADING_ORDINAL.test(escaped)) return escaped.replace(LEADING_ORDINAL, '$1\\$2');
  return LEADING_PUNCTUATION.test(escaped) && !escaped.startsWith('\\') ? `\\${escaped}` : escaped;
}
