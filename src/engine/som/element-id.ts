// Element and region ids (docs/contract/engine.md §9.3): the element hash is the contract's (elementId, shared
// with the runner); repeated raw ids get `_2`, `_3`, ... in registration order.
export { elementId } from '../../contract/element-id.js';

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
