/** A loopback page server that counts its visits: proof of whether a plan was executed at all. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageServer {
  origin: string;
  /** Paths requested, in order. */
  visits: string[];
  close(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  const visits: string[] = [];
  const server: Server = createServer((req, res) => {
    visits.push(req.url ?? '/');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><head><title>Visited</title></head><body><p>hello</p></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, visits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
