/**
 * The value helpers every layer needs, the reference engine included, kept at the bottom so each
 * exists once: a plain-object test for parsed JSON, untrusted text made safe for one display
 * line, a cut at a UTF-8 byte bound that never splits a character, and the whole-word matcher
 * secret names are hidden with.
 */

/** A JSON object (not null, not an array): what `JSON.parse` gives for `{…}`. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Characters a terminal or a reader would act on rather than show: C0, DEL and C1 controls
 * (ESC and CSI start escape sequences), the bidirectional embeddings, overrides and isolates
 * and the directional marks (they reorder what is displayed). Tab and the line breaks are
 * whitespace, handled by LINE_BREAKING_SPACE.
 */
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Whitespace that breaks or moves a line (and every other run of whitespace). */
const LINE_BREAKING_SPACE = /[\t\n\v\f\r\u0085\u2028\u2029\s]+/gu;
const ELLIPSIS = '…';

/** At most `maxChars` code points, the last one "…" when it was cut; a surrogate pair is never split. */
export function boundedChars(text: string, maxChars: number): string {
  // Slice in UTF-16 units first (cheap on a long string; 2 units per code point at most, plus one
  // more point to know it was cut), then by code points.
  const units = maxChars * 2 + 2;
  const points = Array.from(text.length > units ? text.slice(0, units) : text);
  if (points.length <= maxChars) return points.join('');
  return maxChars <= 0 ? '' : `${points.slice(0, maxChars - 1).join('')}${ELLIPSIS}`;
}

/** Untrusted text as one bounded line: whitespace runs become one space, controls become `?`. */
export function printableLine(text: string, maxChars: number): string {
  return boundedChars(text.replace(CONTROL, '?').replace(LINE_BREAKING_SPACE, ' ').trim(), maxChars);
}

/** Untrusted text as one bounded token without spaces (ids, roles, html ids, action names). */
export function printableToken(text: string, maxChars: number): string {
  return boundedChars(text.replace(CONTROL, '?').replace(LINE_BREAKING_SPACE, '?'), maxChars);
}

/** The longest prefix of `text` of at most `maxBytes` UTF-8 bytes that ends on a character boundary. */
export function truncateUtf8(text: string, maxBytes: number): string {
  // Each UTF-16 unit is at most 3 UTF-8 bytes: a string this short always fits, unencoded.
  if (text.length * 3 <= maxBytes) return text;
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = Math.max(0, maxBytes);
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8');
}

const WORD_CHAR = '[A-Za-z0-9_]';

/**
 * A pattern (global) that matches any of `words` as a whole word — no `[A-Za-z0-9_]` on either
 * side — longest first, or null when there are none. Secret names (`[A-Z_][A-Z0-9_]*`) are hidden
 * this way: inside a longer identifier, replacing one would mangle unrelated text without hiding
 * anything. The action's redactor (github/redact.ts) and the summary's step effects
 * (report/step-effects.ts) both use it.
 */
export function wholeWordsPattern(words: Iterable<string>): RegExp | null {
  const sorted = [...new Set(words)].sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return null;
  const alternatives = sorted.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives})(?!${WORD_CHAR})`, 'g');
}
