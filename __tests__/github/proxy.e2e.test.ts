/**
 * The built action behind an HTTP proxy (self-hosted runners): HTTP_PROXY/HTTPS_PROXY route every
 * GitHub API request through the proxy and GHES-style base URLs with a path prefix work — through
 * dist/index.js, run as the runner runs it; NO_PROXY's bypass decision is read from the library.
 *
 * Loopback only. @actions/http-client never proxies `localhost` or `127.*`, so the fake GitHub is
 * addressed as `[::ffff:7f00:1]`, the IPv4-mapped form of 127.0.0.1: the same loopback socket under
 * a name the bypass list does not match. The proxy below tunnels (CONNECT) only to the fake's port,
 * and always to 127.0.0.1, never to the name asked for: nothing leaves the machine whatever the
 * client asks. (undici writes the mapped address in the CONNECT line as `[::7f00:1]`, hence the
 * check on the port.)
 * @needs-bundle action
 * @needs-child-process node
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { runNode } from '../helpers/run-node.js';
import { AUTHOR, eventFile, HEAD, openPullRequest, PR, runGate, startGitHub } from './helpers/scenario.js';
import type { FakeGitHub } from './helpers/fake-github.js';

interface TestProxy {
  url: string;
  /** CONNECT targets asked for, in order. */
  connects: string[];
  /** Local ports of the proxy's own connections to the fake: a request arriving from one came through the proxy. */
  upstreamPorts: Set<number>;
  /** Requests in absolute form (plain forwarding), which this proxy refuses. */
  forwarded: string[];
  server: Server;
}

/** A tiny CONNECT proxy on 127.0.0.1 that tunnels requests for `port` only, always to 127.0.0.1:`port`. */
async function startProxy(port: number): Promise<TestProxy> {
  const proxy: TestProxy = { url: '', connects: [], upstreamPorts: new Set(), forwarded: [], server: createServer() };
  const sockets = new Set<Socket>();
  proxy.server.on('request', (req, res) => {
    proxy.forwarded.push(`${req.method} ${req.url}`);
    res.writeHead(405).end();
  });
  proxy.server.on('connect', (req, client: Socket, head: Buffer) => {
    proxy.connects.push(req.url ?? '');
    sockets.add(client);
    if (!(req.url ?? '').endsWith(`]:${port}`)) {
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = connect(port, '127.0.0.1', () => {
      proxy.upstreamPorts.add(upstream.localPort!);
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  proxy.server.on('close', () => {
    for (const s of sockets) s.destroy();
  });
  proxy.server.listen(0, '127.0.0.1');
  await once(proxy.server, 'listening');
  proxy.url = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  return proxy;
}

/** The fake GitHub at `[::ffff:7f00:1]` (optionally under a GHES prefix), a PR with no plans, and a proxy allowed to reach it. */
async function arrange(prefix = ''): Promise<{ gh: FakeGitHub; proxy: TestProxy; port: number }> {
  const gh = await startGitHub();
  if (prefix !== '') {
    await gh.stop();
    await gh.start(prefix);
  }
  const port = Number(new URL(gh.url).port);
  const authority = `[::ffff:7f00:1]:${port}`;
  gh.url = `http://${authority}${prefix}`;
  openPullRequest(gh, {}, [{ filename: 'README.md', status: 'modified' }]);
  const proxy = await startProxy(port);
  return { gh, proxy, port };
}

async function close(gh: FakeGitHub, proxy: TestProxy): Promise<void> {
  proxy.server.closeAllConnections();
  await new Promise<void>((resolve) => proxy.server.close(() => resolve()));
  await gh.stop();
}

test('HTTP_PROXY/HTTPS_PROXY: every API request of the action goes through the proxy', async () => {
  const { gh, proxy, port } = await arrange();
  try {
    const run = await runGate(gh, { env: { HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url }, bundle: true });
    expect(`${run.code} ${run.stdout}`).toMatch(/^0 /);
    expect(run.outputs.conclusion).toBe('neutral');
    expect(gh.violations).toEqual([]);
    expect(gh.requests.length).toBeGreaterThan(2);
    // Tunnelled to the API's address, nothing else asked for, nothing forwarded in the clear.
    expect(proxy.connects.length).toBeGreaterThan(0);
    for (const target of proxy.connects) expect(target).toMatch(new RegExp(`^\\[::(ffff:)?7f00:1\\]:${port}$`));
    expect(proxy.forwarded).toEqual([]);
    // Each request the fake saw arrived on one of the proxy's own connections.
    for (const r of gh.requests) expect(proxy.upstreamPorts.has(r.remotePort!)).toBe(true);
    expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/pulls/{pull_number}/files')).toHaveLength(1);
    expect(gh.checkRuns.map((c) => c.head_sha)).toEqual([HEAD]);
  } finally {
    await close(gh, proxy);
  }
});

/**
 * The bypass decision @actions/github makes for GITHUB_API_URL when it loads, read in a fresh
 * process without connecting anywhere. Not through the action: a bypassed request connects
 * directly, and the only names that reach loopback directly are ones http-client always bypasses
 * (and undici 6 turns `[::ffff:7f00:1]` into the non-loopback `::7f00:1` when it connects itself).
 */
async function proxyChosen(env: Record<string, string>): Promise<string> {
  const probe = "import { defaults } from '@actions/github/lib/utils'; const a = defaults.request.agent; console.log(JSON.stringify(a?.options?.proxy ?? null));";
  const run = await runNode(['--input-type=module', '-e', probe], { env: { PATH: process.env.PATH, ...env } });
  expect(run.stderr).toBe('');
  return run.stdout.trim();
}

test('NO_PROXY naming the API host (with or without its port) bypasses the proxy; other entries do not', async () => {
  const api = { GITHUB_API_URL: 'https://ghes.corp.test/api/v3', HTTPS_PROXY: 'http://127.0.0.1:3128' };
  expect(await proxyChosen(api)).toBe('{"host":"127.0.0.1","port":"3128"}');
  expect(await proxyChosen({ ...api, NO_PROXY: 'example.test, other.corp.test' })).toBe('{"host":"127.0.0.1","port":"3128"}');
  expect(await proxyChosen({ ...api, NO_PROXY: 'example.test,ghes.corp.test' })).toBe('null');
  expect(await proxyChosen({ ...api, no_proxy: '.corp.test' })).toBe('null');
  expect(await proxyChosen({ ...api, NO_PROXY: 'ghes.corp.test:443' })).toBe('null');
});

test('GitHub Enterprise Server: GITHUB_API_URL with /api/v3, through the proxy; every request under the prefix, pages included', async () => {
  const { gh, proxy, port } = await arrange('/api/v3');
  try {
    // Three pages of labels: the Link header carries the prefix and the host, both kept.
    gh.pageLimit = 1;
    gh.roles.set('maint', { permission: 'write', role_name: 'maintain' });
    for (const name of ['bug', 'docs', 'later']) gh.applyLabel(PR, name, { login: 'maint' });
    const run = await runGate(gh, { bundle: true, env: { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url }, event: await eventFile('pull_request.synchronize', (p) => (p.pull_request.user.login = AUTHOR)) });
    expect(`${run.code} ${run.stdout}`).toMatch(/^0 /);
    expect(gh.violations).toEqual([]);
    expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/issues/{issue_number}/labels').length).toBeGreaterThanOrEqual(3);
    for (const target of proxy.connects) expect(target).toMatch(new RegExp(`^\\[::(ffff:)?7f00:1\\]:${port}$`));
    for (const r of gh.requests) expect(proxy.upstreamPorts.has(r.remotePort!)).toBe(true);
  } finally {
    await close(gh, proxy);
  }
});
