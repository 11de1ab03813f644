/**
 * The GitHub client (src/github/api.ts) on @actions/github's Octokit, against real loopback HTTP
 * servers: the bounds and the redaction choke point the wrapper must keep whatever Octokit does.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, GitHubApi, MAX_PAGES } from '../../src/github/api.js';
import { Redactor } from '../../src/github/redact.js';
import { FakeGitHub, WRITE_TOKEN } from './helpers/fake-github.js';

const REPO = { owner: 'acme', repo: 'flows' };

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A loopback server answering with `answer`, recording every request. */
async function serve(answer: (req: IncomingMessage, res: ServerResponse, seen: Seen[]) => void): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(req, res, seen);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
});

async function started(answer: Parameters<typeof serve>[0]): Promise<{ url: string; seen: Seen[] }> {
  const s = await serve(answer);
  servers.push(s.server);
  return s;
}

function redactor(...values: string[]): Redactor {
  const r = new Redactor();
  for (const v of values) r.addValue(v);
  r.addName('APP_PASSWORD');
  return r;
}

test('a request body passes the redactor: neither the token nor a secret name reaches the server', async () => {
  const gh = await new FakeGitHub().start();
  try {
    const api = new GitHubApi(gh.url, WRITE_TOKEN, redactor(WRITE_TOKEN));
    await api.request('POST', '/repos/{owner}/{repo}/labels', REPO, { body: { name: 'plasmate-x', color: 'ededed', description: `uses APP_PASSWORD with ${WRITE_TOKEN}` } });
    expect(gh.violations).toEqual([]);
    const [sent] = gh.requestsTo('POST', '/repos/{owner}/{repo}/labels');
    expect(JSON.stringify(sent!.body)).not.toContain(WRITE_TOKEN);
    expect(JSON.stringify(sent!.body)).not.toContain('APP_PASSWORD');
    expect(sent!.body).toMatchObject({ description: 'uses *** with ***' });
    // Authenticated with the token (Octokit's `token` scheme), which GitHub accepts like `Bearer`.
    expect(sent!.token).toBe(WRITE_TOKEN);
  } finally {
    await gh.stop();
  }
});

test('an error answer is an ApiError with status, method and route; the server-sent message is redacted', async () => {
  const { url } = await started((_req, res) => {
    res.writeHead(403, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: `token ${WRITE_TOKEN} may not touch APP_PASSWORD` }));
  });
  const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN));
  const error = await api.json('GET', '/repos/{owner}/{repo}/pulls/{pull_number}', { ...REPO, pull_number: 1 }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 403, method: 'GET', route: '/repos/{owner}/{repo}/pulls/{pull_number}' });
  expect((error as Error).message).toBe('GitHub API GET /repos/{owner}/{repo}/pulls/{pull_number} answered 403: token *** may not touch ***');
});

test('a server that never answers fails the request at the deadline, not the job timeout', async () => {
  const { url, seen } = await started(() => undefined); // accepts, never answers
  const deadlineMs = 300;
  const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN), deadlineMs);
  const start = Date.now();
  const error = await api.json('GET', '/repos/{owner}/{repo}', REPO).catch((e: unknown) => e);
  expect((error as Error).message).toBe(`GitHub API GET /repos/{owner}/{repo} did not answer within ${deadlineMs} ms`);
  expect(error).not.toBeInstanceOf(ApiError);
  expect(Date.now() - start).toBeLessThan(deadlineMs + 5_000);
  expect(seen).toHaveLength(1);
});

test('a refused connection is a plain, redacted error (not an ApiError a caller would read as an HTTP status)', async () => {
  const { url } = await started(() => undefined);
  await new Promise<void>((resolve) => servers.pop()!.close(() => resolve()));
  const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN));
  const error = await api.request('DELETE', '/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', { ...REPO, issue_number: 1, name: 'x' }).catch((e: unknown) => e);
  expect(error).not.toBeInstanceOf(ApiError);
  expect((error as Error).message).toMatch(/^GitHub API DELETE \/repos\/\{owner\}\/\{repo\}\/issues\/\{issue_number\}\/labels\/\{name\} failed: /);
});

test('pagination stops at MAX_PAGES against a server whose Link never ends', async () => {
  const { url, seen } = await started((req, res) => {
    const page = Number(new URL(req.url!, 'http://x').searchParams.get('page') ?? 1);
    res.writeHead(200, { 'content-type': 'application/json', link: `<http://${req.headers.host}/repos/acme/flows/issues/1/labels?per_page=100&page=${page + 1}>; rel="next"` });
    res.end(JSON.stringify([{ name: `l${page}` }]));
  });
  const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN));
  await expect(api.paginate('/repos/{owner}/{repo}/issues/{issue_number}/labels', { ...REPO, issue_number: 1 })).rejects.toThrow(`has more than ${MAX_PAGES} pages`);
  expect(seen).toHaveLength(MAX_PAGES);
});

test('a Link to another host is refused before any request goes there: the token stays on the API host', async () => {
  const other = await started((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('[]');
  });
  const { url, seen } = await started((_req, res) => {
    // Same loopback address, another port: another origin, as far as a token is concerned.
    res.writeHead(200, { 'content-type': 'application/json', link: `<${other.url}/repos/acme/flows/pulls?page=2>; rel="next"` });
    res.end(JSON.stringify([{ number: 1 }]));
  });
  const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN));
  await expect(api.paginate('/repos/{owner}/{repo}/pulls', REPO)).rejects.toThrow(`GitHub API pagination pointed to another host (${other.url})`);
  expect(seen).toHaveLength(1);
  expect(other.seen).toHaveLength(0);
});

test('GitHub Enterprise Server: a base URL with a path prefix (/api/v3) keeps it on every request and every page', async () => {
  const gh = await new FakeGitHub().start('/api/v3');
  try {
    gh.pageLimit = 2;
    gh.issueLabels.set(5, ['a', 'b', 'c', 'd', 'e']);
    expect(gh.url).toMatch(/\/api\/v3$/);
    const api = new GitHubApi(gh.url, WRITE_TOKEN, redactor(WRITE_TOKEN));
    const labels = await api.paginate<{ name: string }>('/repos/{owner}/{repo}/issues/{issue_number}/labels', { ...REPO, issue_number: 5 });
    expect(labels.map((l) => l.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/issues/{issue_number}/labels')).toHaveLength(3);
    expect(gh.violations).toEqual([]);
  } finally {
    await gh.stop();
  }
});

test('file contents stream: at most the bound is read, from the raw media type', async () => {
  const gh = await new FakeGitHub().start();
  try {
    gh.contents.set(`${'a'.repeat(40)}:plans/big.json`, Buffer.alloc(1 << 20, 0x20));
    const api = new GitHubApi(gh.url, WRITE_TOKEN, redactor(WRITE_TOKEN));
    const { readAtSha } = await import('../../src/github/pull-request.js');
    const source = await readAtSha(api, REPO, 'plans/big.json', 'a'.repeat(40), 1_000);
    expect(source.bytes?.length).toBe(1_000);
    const missing = await readAtSha(api, REPO, 'plans/none.json', 'a'.repeat(40));
    expect(missing).toMatchObject({ bytes: null, error: 'not found at the head commit' });
    expect(gh.violations).toEqual([]);
  } finally {
    await gh.stop();
  }
});

test('a redirect to another host does not carry the token there', async () => {
  const other = await started((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"number": 1}');
  });
  const { url } = await started((_req, res) => {
    res.writeHead(302, { location: `${other.url}/repos/acme/flows/pulls/1` });
    res.end();
  });
  const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN));
  await api.json('GET', '/repos/{owner}/{repo}/pulls/{pull_number}', { ...REPO, pull_number: 1 });
  expect(other.seen).toHaveLength(1);
  expect(other.seen[0]!.headers.authorization).toBeUndefined();
  expect(JSON.stringify(other.seen[0]!.headers)).not.toContain(WRITE_TOKEN);
});
