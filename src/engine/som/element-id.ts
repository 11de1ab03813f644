// Element and region ids (docs/contract/engine.md §9.3): `e_` + the first 12 hex digits of
// SHA-256(`origin|role|name|dom_path`), where name is lowercased, trimmed and cut to 100 chars;
// repeated raw ids get `_2`, `_3`, ... in registration order.
import { createHash } from 'node:crypto';

const ID_HEX_DIGITS = 12;
const MAX_NAME_CHARS = 100;

export function elementId(origin: string, role: string, accessibleName: string, domPath: string): string {
  const name = [...accessibleName.toLowerCase().trim()].slice(0, MAX_NAME_CHARS).join('');
  const digest = createHash('sha256').update(`${origin}|${role}|${name}|${domPath}`, 'utf8').digest('hex');
  return `e_${digest.slice(0, ID_HEX_DIGITS)}`;
}

export function regionId(role: string, index: number): string {
  return index === 0 ? `r_${role}` : `r_${role}_${index}`;
}

/** Hands out unique ids: the n-th registration of the same raw id becomes `<id>_n`. */
export class ElementIdTracker {
  private readonly seen = new Map<string, number>();

  register(raw: string): string {
    const count = (this.seen.get(raw) ?? 0) + 1;
    this.seen.set(raw, count);
    return count === 1 ? raw : `${raw}_${count}`;
  }
}

/** The SOM origin: scheme://host[:port] with default ports omitted (`null` when opaque); the raw string when unparsable. */
export function somOrigin(pageUrl: string): string {
  try {
    return new URL(pageUrl).origin;
  } catch {
    return pageUrl;
  }
}
