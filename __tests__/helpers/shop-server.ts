/**
 * The test-mode shop's loopback server (127.0.0.1, port 0): it serves the shop page on every path
 * and records the method and path of each request, so a test sees exactly which requests a run
 * caused. Apart from shop.ts (the element ids) so that a file needing only the server does not load
 * jsdom into its worker (~1.5 CPU-s).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
