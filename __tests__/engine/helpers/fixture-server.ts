// A loopback HTTP server (127.0.0.1, port 0) serving the benchmark and engine fixture pages.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const fixture = (path: string): string => readFileSync(new URL(`../../../fixtures/${path}`, import.meta.url), 'utf8');

export interface FixtureServer {
  base: string;
  /** Cookie headers the server received, in request order. */
  receivedCookies: string[];
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const receivedCookies: string[] = [];
  const routes: Record<string, () => { status: number; body: string; headers?: Record<string, string | string[]> }> = {
    '/start': () => ({ status: 200, body: fixture('benchmark/start.html') }),
    '/destination': () => ({ status: 200, body: fixture('benchmark/destination.html') }),
    '/form': () => ({ status: 200, body: fixture('benchmark/form.html') }),
    '/engine/controls': () => ({ status: 200, body: fixture('engine/controls.html') }),
    '/engine/next': () => ({ status: 200, body: fixture('engine/next.html') }),
    '/engine/broken-script': () => ({ status: 200, body: fixture('engine/broken-script.html') }),
    '/engine/redirect': () => ({ status: 302, body: '', headers: { location: '/destination' } }),
    '/engine/loop': () => ({ status: 302, body: '', headers: { location: '/engine/loop' } }),
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    receivedCookies.push(request.headers.cookie ?? '');
    if (url.pathname === '/engine/cookies') {
      const body = fixture('engine/cookies.html').replace('{{COOKIES}}', request.headers.cookie ?? 'none');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': ['server_cookie=from-server; Path=/', 'flavour=oat; Path=/; HttpOnly'] });
      response.end(body);
      return;
    }
    const route = routes[url.pathname];
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    const { status, body, headers } = route();
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    receivedCookies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
