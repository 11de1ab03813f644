/**
 * The test-mode shop: its loopback server (shop-server.ts, re-exported here), and the shop's
 * element ids as the reference engine computes them (this module loads jsdom for them).
 */
import { JSDOM } from 'jsdom';
import { compileDocument } from '../../src/engine/som/compiler.js';
import type { DomDocument } from '../../src/engine/som/dom.js';
import { SHOP_HTML } from './shop-server.js';

export { SHOP_HTML, startShop, type Shop } from './shop-server.js';

/** Each origin's ids by HTML id: the page is compiled once per origin (a jsdom parse and a compile each). */
const idsByOrigin = new Map<string, Map<string, string>>();

/** The SOM element id of the shop element with this HTML id, at `${origin}/shop`. */
export function shopElementId(origin: string, htmlId: 'email' | 'buy' | 'next'): string {
  let ids = idsByOrigin.get(origin);
  if (ids === undefined) {
    const url = `${origin}/shop`;
    const { som } = compileDocument(new JSDOM(SHOP_HTML, { url }).window.document as unknown as DomDocument, url);
    ids = new Map();
    // The first element with the HTML id, as a lookup by id finds it.
    for (const e of som.regions.flatMap((r) => r.elements)) if (typeof e.html_id === 'string' && !ids.has(e.html_id)) ids.set(e.html_id, e.id);
    idsByOrigin.set(origin, ids);
  }
  return ids.get(htmlId)!;
}
