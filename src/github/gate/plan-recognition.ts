/**
 * Which changed JSON files of a pull request are plans, when the workflow names no `plans` globs
 * (or the file is outside them): a pull request's author picks the bytes, so recognition fails
 * closed. A file is left out only when it provably is not a plan: it parses strictly and no
 * top-level `schema` member holds a plan schema. Everything else that could name the plan schema
 * — to a lenient parser, a first-wins or last-wins one, after escapes, a BOM or another encoding —
 * is checked as a plan, and the validator says what is wrong with it. Pure: bytes in, a verdict out.
 */
import { MAX_JSON_DEPTH } from '../../contract/bounds.js';
import { parseJsonDocument, type DocumentBounds } from '../../plan/json.js';

/** Every version of the plan schema, current and future: a future version is checked (and refused), never ignored. */
const PLAN_SCHEMA_VALUE = /^plasmate\.agent-workflow\.v[0-9]+$/;
/** What a plan schema contains in any spelling a parser could decode to it; compared case-insensitively. */
const PLAN_SCHEMA_MARK = 'agent-workflow';

/**
 * How much of a changed JSON file outside the plan globs is read to decide whether it is a plan.
 * A plan is at most MAX_PLAN_BYTES, but its `schema` may sit anywhere in a larger file; a file
 * larger than this is checked as a plan (and fails as too large), since its end cannot be seen.
 * Lockfiles and generated JSON of ordinary repositories stay well below it.
 */
export const MAX_RECOGNITION_BYTES = 8 * 1024 * 1024;

/** The strict parser with room for ordinary large JSON files (recognition only; plans keep their own bounds). */
const RECOGNITION_BOUNDS: DocumentBounds = { maxBytes: MAX_RECOGNITION_BYTES, maxDepth: MAX_JSON_DEPTH, maxStringBytes: MAX_RECOGNITION_BYTES };

/**
 * Whether `bytes` (the file's first bytes; `complete` false when it is longer) must be checked as a plan.
 */
export function couldBePlan(bytes: Uint8Array, complete: boolean): boolean {
  if (!complete) return true;
  const parsed = parseJsonDocument(bytes, RECOGNITION_BOUNDS);
  const root = parsed.root;
  // Every top-level `schema` member counts, not only the first or the last: parsers disagree on duplicates.
  if (root?.kind === 'object' && root.members.some((m) => m.key === 'schema' && m.value.kind === 'string' && PLAN_SCHEMA_VALUE.test(m.value.value))) return true;
  if (root !== null && parsed.problems.length === 0) return false;
  return textCouldNamePlanSchema(bytes);
}

/**
 * For a file the strict parser refuses (syntax, BOM, invalid UTF-8, depth, duplicate keys): does
 * any plausible reading of its text contain the plan schema? Read as UTF-8 (invalid bytes
 * replaced) and, when it has NUL bytes, as UTF-16 of either order; escapes that JSON, JSON5 or a
 * JavaScript parser would decode are decoded first.
 */
function textCouldNamePlanSchema(bytes: Uint8Array): boolean {
  const readings = [new TextDecoder('utf-8').decode(bytes)];
  if (bytes.includes(0)) readings.push(new TextDecoder('utf-16le').decode(bytes), new TextDecoder('utf-16be').decode(bytes));
  return readings.some((text) => decodeEscapes(text).toLowerCase().includes(PLAN_SCHEMA_MARK));
}

function decodeEscapes(text: string): string {
  return text
    .replace(/\\\r?\n/g, '')
    .replace(/\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})|\\(.)/g, (_m, braced?: string, u4?: string, x2?: string, other?: string) => {
      const hex = braced ?? u4 ?? x2;
      if (hex === undefined) return other ?? '';
      const point = Number.parseInt(hex, 16);
      return point <= 0x10ffff ? String.fromCodePoint(point) : '';
    });
}
