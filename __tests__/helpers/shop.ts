/**
 * The test-mode shop: a loopback server (127.0.0.1, port 0) that serves the shop page on every
 * path and records the method and path of each request, so a test sees exactly which requests
 * a run caused; and the shop's element ids as the reference engine computes them.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { compileDocument } from '../../src/engine/som/compiler.js';
import type { DomDocument } from '../../src/engine/som/dom.js';

export const SHOP_HTML = readFileSync('fixtures/test-mode/shop.html', 'utf8');

export interface Shop {
  origin: string;
  /** `METHOD /path` of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startShop(): Promise<Shop> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${new URL(request.url ?? '/', 'http://127.0.0.1').pathname}`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(SHOP_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The SOM element id of the shop element with this HTML id, at `${origin}/shop`. */
export function shopElementId(origin: string, htmlId: 'email' | 'buy' | 'next'): string {
  const url = `${origin}/shop`;
  const { som } = compileDocument(new JSDOM(SHOP_HTML, { url }).window.document as unknown as DomDocument, url);
  return som.regions.flatMap((r) => r.elements).find((e) => e.html_id === htmlId)!.id;
}
