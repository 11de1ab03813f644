// Element ids (docs/contract/engine.md §9.3): `e_` + the first 12 hex digits of
// SHA-256(`origin|role|name|dom_path`), where name is lowercased, trimmed and cut to 100 chars.
// The engine's SOM compiler gives every element this id; the runner computes the same id for a
// page it knows (the benchmark's scenario plans name their elements in advance), so the hash is
// part of the contract between the two rather than an engine internal.
import { createHash } from 'node:crypto';

/**
 * White space as upstream trims a name (Unicode White_Space, Rust's `str::trim`). JavaScript's
 * `trim()` differs in two characters: it strips U+FEFF (a byte order mark, kept upstream) and keeps
 * U+0085 (NEL, white space upstream). The SOM compiler's text helpers use the same class.
 */
export const WHITE_SPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const EDGE_WHITE_SPACE = new RegExp(`^[${WHITE_SPACE}]+|[${WHITE_SPACE}]+$`, 'g');

/** `text` without white space at either end, as upstream trims. */
export const trimSpace = (text: string): string => text.replace(EDGE_WHITE_SPACE, '');

const ID_HEX_DIGITS = 12;
const MAX_NAME_CHARS = 100;

export function elementId(origin: string, role: string, accessibleName: string, domPath: string): string {
  const name = [...trimSpace(accessibleName.toLowerCase())].slice(0, MAX_NAME_CHARS).join('');
  const digest = createHash('sha256').update(`${origin}|${role}|${name}|${domPath}`, 'utf8').digest('hex');
  return `e_${digest.slice(0, ID_HEX_DIGITS)}`;
}
