// Element ids (engine.md §9.3): `e_` + the first 12 hex digits of
// SHA-256(`origin|role|name|dom_path`), where name is lowercased, trimmed and cut to 100 chars.
// The engine's SOM compiler gives every element this id; the runner computes the same id for a
// page it knows (the benchmark's scenario plans name their elements in advance), so the hash is
// part of the contract between the two rather than an engine internal.
import { createHash } from 'node:crypto';

const ID_HEX_DIGITS = 12;
const MAX_NAME_CHARS = 100;

export function elementId(origin: string, role: string, accessibleName: string, domPath: string): string {
  const name = [...accessibleName.toLowerCase().trim()].slice(0, MAX_NAME_CHARS).join('');
  const digest = createHash('sha256').update(`${origin}|${role}|${name}|${domPath}`, 'utf8').digest('hex');
  return `e_${digest.slice(0, ID_HEX_DIGITS)}`;
}
