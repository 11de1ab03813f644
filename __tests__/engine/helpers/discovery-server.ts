// A loopback HTTP server (127.0.0.1, port 0) for crawl_policy and ard_discover: each test sets the
// routes it needs; every request is recorded (path and user agent) so tests can prove what was,
// and what was not, fetched.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Stream the body in chunks without a content-length. */
  chunked?: boolean;
  /** Never answer (for deadline tests). */
  hang?: boolean;
}

export interface DiscoveryServer {
  base: string;
  port: number;
  routes: Map<string, Reply | ((base: string) => Reply)>;
  requests: Array<{ path: string; userAgent: string }>;
  close(): Promise<void>;
}

export async function startDiscoveryServer(): Promise<DiscoveryServer> {
  const routes = new Map<string, Reply | ((base: string) => Reply)>();
  const requests: Array<{ path: string; userAgent: string }> = [];
  const hanging = new Set<http.ServerResponse>();
  let base = '';
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, userAgent: request.headers['user-agent'] ?? '' });
    const route = routes.get(path);
    const reply = typeof route === 'function' ? route(base) : route;
    if (!reply) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    if (reply.hang) {
      hanging.add(response);
      return;
    }
    const body = reply.body ?? '';
    if (reply.chunked) {
      response.writeHead(reply.status ?? 200, { 'content-type': 'text/plain', ...reply.headers });
      const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
      const chunk = 64 * 1024;
      let offset = 0;
      const pump = (): void => {
        while (offset < buffer.length) {
          const ok = response.write(buffer.subarray(offset, offset + chunk));
          offset += chunk;
          if (!ok) {
            response.once('drain', pump);
            return;
          }
        }
        response.end();
      };
      response.on('error', () => {});
      pump();
      return;
    }
    response.writeHead(reply.status ?? 200, { 'content-type': 'text/plain', ...reply.headers });
    response.end(body);
  });
  server.on('clientError', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    base,
    port,
    routes,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
