/**
 * The test-mode shop: its loopback server (shop-server.ts, re-exported here), and the shop's
 * element ids as the reference engine computes them (this module loads jsdom for them).
 */
import { JSDOM } from 'jsdom';
import { compileDocument } from '../../src/engine/som/compiler.js';
import type { DomDocument } from '../../src/engine/som/dom.js';
import { SHOP_HTML } from './shop-server.js';

export { SHOP_HTML, startShop, type Shop } from './shop-server.js';

/** The SOM element id of the shop element with this HTML id, at `${origin}/shop`. */
export function shopElementId(origin: string, htmlId: 'email' | 'buy' | 'next'): string {
  const url = `${origin}/shop`;
  const { som } = compileDocument(new JSDOM(SHOP_HTML, { url }).window.document as unknown as DomDocument, url);
  return som.regions.flatMap((r) => r.elements).find((e) => e.html_id === htmlId)!.id;
}
