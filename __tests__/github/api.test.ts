/**
 * The GitHub client (src/github/rest/api.ts) on @actions/github's Octokit, against real loopback HTTP
 * servers: the bounds and the redaction choke point the wrapper must keep whatever Octokit does.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiBudgetError, ApiError, DEFAULT_REQUEST_BUDGET, GitHubApi, MAX_PAGES } from '../../src/github/rest/api.js';
import { MAX_ATTEMPTS, MAX_RETRY_WAIT_MS, MAX_TOTAL_RETRY_WAIT_MS, RETRY_BACKOFF_MS, SECONDARY_RATE_LIMIT_WAIT_MS } from '../../src/github/rest/retry-policy.js';
import { TestClock } from '../helpers/test-clock.js';
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

test('a server that never answers fails each attempt at the deadline, and the request after the bounded retries', async () => {
  const { url, seen } = await started(() => undefined); // accepts, never answers
  const deadlineMs = 300;
  const clock = new TestClock();
  const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN), { timeoutMs: deadlineMs, clock });
  const start = Date.now();
  const error = await api.json('GET', '/repos/{owner}/{repo}', REPO).catch((e: unknown) => e);
  expect((error as Error).message).toBe(`GitHub API GET /repos/{owner}/{repo} did not answer within ${deadlineMs} ms (gave up after ${MAX_ATTEMPTS} attempts)`);
  expect(error).not.toBeInstanceOf(ApiError);
  expect(Date.now() - start).toBeLessThan(MAX_ATTEMPTS * deadlineMs + 5_000);
  expect(seen).toHaveLength(MAX_ATTEMPTS);
  // Backed off between attempts (on the test's clock: nothing waited for real).
  expect(clock.waits).toEqual([RETRY_BACKOFF_MS, 2 * RETRY_BACKOFF_MS, 4 * RETRY_BACKOFF_MS]);
  expect(api.usage()).toMatchObject({ requests: MAX_ATTEMPTS, retries: MAX_ATTEMPTS - 1 });
});

test('a refused connection is a plain, redacted error (not an ApiError a caller would read as an HTTP status)', async () => {
  const { url } = await started(() => undefined);
  await new Promise<void>((resolve) => servers.pop()!.close(() => resolve()));
  const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN), { clock: new TestClock() });
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
    const { readAtSha } = await import('../../src/github/rest/pull-request.js');
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

/** A server answering each request with the next of `answers` (status, headers, body), then 200 `{}`. */
async function answering(answers: [number, Record<string, string>, unknown][]) {
  return started((_req, res, seen) => {
    const [status, headers, body] = answers[seen.length - 1] ?? [200, {}, {}];
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  });
}

describe('rate limits and outages: retried a bounded number of times, waiting as GitHub asks', () => {
  const PRIMARY = (reset: number): [number, Record<string, string>, unknown] => [403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }, { message: 'API rate limit exceeded for installation ID 1.' }];
  const SECONDARY: [number, Record<string, string>, unknown] = [403, { 'retry-after': '7' }, { message: 'You have exceeded a secondary rate limit.' }];

  test('each transient kind is retried, with the wait the answer asks for', async () => {
    const clock = new TestClock();
    const t0 = clock.now();
    const reset = Math.ceil(t0 / 1_000) + 40;
    const { url, seen } = await answering([
      PRIMARY(reset),
      SECONDARY,
      [403, {}, { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' }],
    ]);
    const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN), { clock });
    await expect(api.json('GET', '/repos/{owner}/{repo}', REPO)).resolves.toEqual({});
    expect(seen).toHaveLength(4);
    // Until one second past the reset; then retry-after's seconds; then GitHub's minute for a secondary limit without it.
    expect(clock.waits).toEqual([reset * 1_000 - t0 + 1_000, 7_000, SECONDARY_RATE_LIMIT_WAIT_MS]);

    const other = new TestClock();
    const five = await answering([[429, { 'retry-after': '3' }, { message: 'Too Many Requests' }], [502, {}, { message: 'Server Error' }], [503, {}, 'unavailable']]);
    const api2 = new GitHubApi(five.url, WRITE_TOKEN, redactor(WRITE_TOKEN), { clock: other });
    await expect(api2.json('GET', '/repos/{owner}/{repo}', REPO)).resolves.toEqual({});
    // The backoff doubles with the attempt, whichever kind failed before.
    expect(other.waits).toEqual([3_000, 2 * RETRY_BACKOFF_MS, 4 * RETRY_BACKOFF_MS]);
    expect(api2.usage()).toEqual({ requests: 4, retries: 3, waitedMs: 3_000 + 6 * RETRY_BACKOFF_MS, budget: DEFAULT_REQUEST_BUDGET });
  });

  test('a 403 without rate-limit headers or message is a refusal: not retried, its status kept', async () => {
    const { url, seen } = await answering([[403, {}, { message: 'Resource not accessible by integration' }]]);
    const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN), { clock: new TestClock() });
    const error = await api.json('GET', '/repos/{owner}/{repo}', REPO).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, transient: null });
    expect(seen).toHaveLength(1);
  });

  test('a limit that resets later than one wait may last fails at once, saying why', async () => {
    const clock = new TestClock();
    const { url, seen } = await answering([PRIMARY(Math.ceil(clock.now() / 1_000) + 3_600)]);
    const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN), { clock });
    const error = await api.json('GET', '/repos/{owner}/{repo}', REPO).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(new RegExp(`answered 403: API rate limit exceeded for installation ID 1\\. \\(GitHub asked to wait 36\\d\\d s, more than the ${MAX_RETRY_WAIT_MS / 1_000} s one retry waits\\)$`));
    expect(seen).toHaveLength(1);
    expect(clock.waits).toEqual([]);
  });

  test('all waits of a run together are bounded: past the bound the next limit fails the request', async () => {
    const clock = new TestClock();
    // Every answer a secondary limit asking for a minute: the run waits at most MAX_TOTAL_RETRY_WAIT_MS in all.
    const { url } = await started((_req, res) => {
      res.writeHead(403, { 'content-type': 'application/json', 'retry-after': '60' });
      res.end(JSON.stringify({ message: 'You have exceeded a secondary rate limit.' }));
    });
    const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN), { clock });
    const errors: unknown[] = [];
    for (let i = 0; i < 3; i++) errors.push(await api.json('GET', '/repos/{owner}/{repo}', REPO).catch((e: unknown) => e));
    expect(clock.waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(MAX_TOTAL_RETRY_WAIT_MS);
    expect((errors[2] as Error).message).toContain(`${MAX_TOTAL_RETRY_WAIT_MS / 1_000} s is the bound`);
  });

  test('a POST GitHub may have carried out is not repeated after a 5xx, unless repeating it is harmless; after a rate limit it is', async () => {
    const once = await answering([[502, {}, { message: 'Server Error' }]]);
    const api = new GitHubApi(once.url, WRITE_TOKEN, redactor(WRITE_TOKEN), { clock: new TestClock() });
    await expect(api.json('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', { ...REPO, issue_number: 1 }, { body: { body: 'x' } })).rejects.toMatchObject({ status: 502 });
    expect(once.seen).toHaveLength(1);
    const twice = await answering([[502, {}, { message: 'Server Error' }]]);
    const api2 = new GitHubApi(twice.url, WRITE_TOKEN, redactor(WRITE_TOKEN), { clock: new TestClock() });
    await api2.json('POST', '/repos/{owner}/{repo}/check-runs', REPO, { body: { name: 'x', head_sha: 'a'.repeat(40) }, repeatable: true });
    expect(twice.seen).toHaveLength(2);
    const limited = await answering([[429, { 'retry-after': '1' }, { message: 'Too Many Requests' }]]);
    const api3 = new GitHubApi(limited.url, WRITE_TOKEN, redactor(WRITE_TOKEN), { clock: new TestClock() });
    await api3.json('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', { ...REPO, issue_number: 1 }, { body: { body: 'x' } });
    expect(limited.seen).toHaveLength(2);
  });
});

test('the request budget: counted with retries, refused past it, except the check run that must still close', async () => {
  const { url, seen } = await answering([[502, {}, { message: 'Server Error' }]]);
  const api = new GitHubApi(url, WRITE_TOKEN, redactor(WRITE_TOKEN), { clock: new TestClock(), budget: 3 });
  await api.json('GET', '/repos/{owner}/{repo}', REPO); // 2 requests: a 502 and its retry
  await api.json('GET', '/repos/{owner}/{repo}', REPO);
  const error = await api.json('GET', '/repos/{owner}/{repo}', REPO).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiBudgetError);
  expect((error as Error).message).toBe('this run has sent 3 GitHub API requests, its budget (input "api-request-budget"); GET /repos/{owner}/{repo} was not sent');
  await api.request('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', { ...REPO, check_run_id: 1 }, { body: { conclusion: 'failure' } });
  expect(seen).toHaveLength(4);
  expect(api.usage()).toMatchObject({ requests: 4, budget: 3, retries: 1 });
});
