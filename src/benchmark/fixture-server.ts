/**
 * The ephemeral loopback server for the benchmark: 127.0.0.1, an OS-chosen port, serving exactly
 * the three compiled fixture pages (GET/HEAD) and 404 for everything else. It takes no URL, path
 * or content from the caller.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FIXTURE_FILES, FIXTURE_ROUTES, type FixtureRoute } from './suite.js';

export const LOOPBACK_HOST = '127.0.0.1';

export interface FixtureServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const pages = new Map<string, Buffer>();
  for (const [route, path] of Object.entries(FIXTURE_ROUTES) as [FixtureRoute, string][]) {
    const file = FIXTURE_FILES.find((f) => f.path === path);
    if (file === undefined) throw new Error(`fixture ${path} is not in the compiled corpus`);
    pages.set(route, file.bytes);
  }
  const server: Server = createServer((req, res) => {
    const page = req.method === 'GET' || req.method === 'HEAD' ? pages.get(new URL(req.url ?? '/', 'http://x').pathname) : undefined;
    if (page === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('not found\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : page);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK_HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${LOOPBACK_HOST}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
