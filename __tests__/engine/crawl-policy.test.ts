/** @needs-bundle engine */
// crawl_policy through the built engine over MCP stdio: upstream's schema, RFC 9309 decisions by
// robots-parser, upstream's unavailable/unreachable classification, and the outbound policy and
// bounds on the robots.txt fetch. Only loopback fixture servers are contacted.
import { gzipSync } from 'node:zlib';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { call, connectClient, ENGINE_ENV } from './helpers/engine-process.js';
import { useDiscoveryEngine } from './helpers/discovery-engine.js';
import type { DiscoveryServer } from './helpers/discovery-server.js';

interface Report {
  schema_version: string;
  target_url: string;
  product_token: string;
  source: { requested_url: string; final_url?: string; http_status?: number; classification: string; error?: string; content_bytes: number };
  decision: { allowed: boolean; reason: string; matched_rule?: { directive: string; pattern: string; line_number: number; pattern_bytes: number; pattern_truncated: boolean } };
  parsing: { lines_seen: number; invalid_utf8_replacements: number; match_work: number; rule_fanout: number };
  advisories: Array<{ name: string; value: string; normative_for_permission: boolean }>;
  trust: { classification: string };
}

const ROBOTS = [
  'User-agent: *',
  'Disallow: /',
  '',
  'User-agent: Plasmate',
  'Disallow: /private',
  'Allow: /private/open',
  'Crawl-delay: 5',
  '',
  'Sitemap: https://example.test/sitemap.xml',
].join('\n');

let server: DiscoveryServer;
let client: Client;
useDiscoveryEngine((started) => ({ server, client } = started));

async function policy(path: string, extra: Record<string, unknown> = {}): Promise<Report> {
  const result = await call(client, 'crawl_policy', { url: `${server.base}${path}`, ...extra });
  if (result.isError) throw new Error(result.text);
  return result.json as Report;
}

describe('advertised schema', () => {
  it('matches upstream field by field, with upstream annotations', async () => {
    const { tools } = await client.listTools();
    const tool = tools.find((t) => t.name === 'crawl_policy');
    const schema = tool?.inputSchema as Record<string, unknown>;
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(Object.keys(schema).sort()).toEqual(['additionalProperties', 'properties', 'required', 'type']);
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['url']);
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(properties)).toEqual(['url', 'product_token', 'timeout_ms']);
    expect({ ...properties.url, description: undefined }).toEqual({ type: 'string', format: 'uri', maxLength: 4096, description: undefined });
    expect(typeof properties.url?.description).toBe('string');
    expect({ ...properties.product_token, description: undefined }).toEqual({ type: 'string', pattern: '^[A-Za-z_-]{1,64}$', default: 'Plasmate', description: undefined });
    // Upstream's timeout_ms carries no description.
    expect(properties.timeout_ms).toEqual({ type: 'integer', minimum: 1, maximum: 30000, default: 10000 });
    expect(tool?.title).toBe('Evaluate Crawl Policy');
    expect(tool?.annotations).toEqual({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true });
  });
});

describe('decisions (robots-parser)', () => {
  beforeEach(() => server.routes.set('/robots.txt', { body: ROBOTS }));

  it('uses the product token group over *, matches the longest rule, and sends the token as user agent', async () => {
    const open = await policy('/private/open/page');
    expect(open.schema_version).toBe('plasmate.crawl-policy.v1');
    expect(open.source).toMatchObject({ classification: 'available', http_status: 200, requested_url: `${server.base}/robots.txt` });
    expect(open.decision).toEqual({ allowed: true, reason: 'allow_rule', matched_rule: { directive: 'allow', pattern: '/private/open', pattern_bytes: 13, pattern_truncated: false, line_number: 6 } });
    const closed = await policy('/private/secret');
    expect(closed.decision).toMatchObject({ allowed: false, reason: 'disallow_rule', matched_rule: { directive: 'disallow', pattern: '/private', line_number: 5 } });
    const free = await policy('/public');
    expect(free.decision).toEqual({ allowed: true, reason: 'no_matching_rule' });
    expect(server.requests.map((r) => r.userAgent)).toEqual(['Plasmate', 'Plasmate', 'Plasmate']);
    expect(server.requests.every((r) => r.path === '/robots.txt')).toBe(true);
  });

  it('falls back to the * group for another token', async () => {
    const other = await policy('/public', { product_token: 'OtherBot' });
    expect(other.product_token).toBe('OtherBot');
    expect(other.decision).toMatchObject({ allowed: false, reason: 'disallow_rule', matched_rule: { directive: 'disallow', pattern: '/', line_number: 2 } });
    expect(server.requests[0]?.userAgent).toBe('OtherBot');
  });

  it('reports crawl-delay of the selected group and sitemaps as non-normative advisories', async () => {
    const plasmate = await policy('/public');
    expect(plasmate.advisories).toEqual([
      { name: 'crawl-delay', value: '5', normative_for_permission: false },
      { name: 'sitemap', value: 'https://example.test/sitemap.xml', normative_for_permission: false },
    ]);
    const other = await policy('/public', { product_token: 'OtherBot' });
    expect(other.advisories.map((a) => a.name)).toEqual(['sitemap']);
  });

  it('always allows /robots.txt itself', async () => {
    expect((await policy('/robots.txt')).decision).toEqual({ allowed: true, reason: 'robots_txt_implicitly_allowed' });
  });
});

describe('fetch outcomes classified as upstream', () => {
  it('4xx: unavailable, so allowed', async () => {
    const report = await policy('/anything');
    expect(report.source).toMatchObject({ classification: 'unavailable', http_status: 404, final_url: `${server.base}/robots.txt` });
    expect(report.decision).toEqual({ allowed: true, reason: 'robots_unavailable' });
  });

  it('5xx: unreachable, so disallowed', async () => {
    server.routes.set('/robots.txt', { status: 503, body: 'busy' });
    const report = await policy('/anything');
    expect(report.source).toMatchObject({ classification: 'unreachable', http_status: 503 });
    expect(report.decision).toEqual({ allowed: false, reason: 'robots_unreachable' });
  });

  it('a body over 500 KiB is refused whole: declared, chunked, or a gzip bomb', async () => {
    const big = `User-agent: *\nAllow: /\n#${'x'.repeat(500 * 1024)}\n`;
    for (const reply of [{ body: big }, { body: big, chunked: true }, { body: gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20)), headers: { 'content-encoding': 'gzip' } }]) {
      server.routes.set('/robots.txt', reply);
      const report = await policy('/anything');
      expect(report.source.classification).toBe('invalid_too_large');
      expect(report.source.error).toBe('Response body exceeds the configured 512000 byte limit');
      expect(report.decision).toEqual({ allowed: false, reason: 'robots_invalid' });
    }
  });

  it('a redirect to another origin or to a metadata address is refused before any connection', async () => {
    for (const location of [`http://localhost:${server.port}/robots.txt`, 'http://169.254.169.254/robots.txt', 'http://[::ffff:169.254.169.254]/robots.txt']) {
      server.requests.length = 0;
      server.routes.set('/robots.txt', { status: 302, headers: { location } });
      const report = await policy('/anything');
      expect(report.source.classification).toBe('blocked_redirect_or_destination');
      expect(report.source.error).toMatch(/^Outbound URL blocked: /);
      expect(report.decision).toEqual({ allowed: false, reason: 'robots_unreachable' });
      expect(server.requests.map((r) => r.path)).toEqual(['/robots.txt']);
    }
  });

  it('follows at most five same-origin redirects', async () => {
    server.routes.set('/robots.txt', { status: 302, headers: { location: '/r1' } });
    for (let i = 1; i <= 5; i += 1) server.routes.set(`/r${i}`, { status: 302, headers: { location: `/r${i + 1}` } });
    server.routes.set('/r6', { body: 'User-agent: *\nDisallow: /\n' });
    const report = await policy('/anything');
    expect(report.source).toMatchObject({ classification: 'unreachable', error: 'Too many redirects (maximum 5)' });
    server.routes.set('/r5', { body: 'User-agent: *\nDisallow: /\n' });
    const followed = await policy('/anything');
    expect(followed.source).toMatchObject({ classification: 'available', final_url: `${server.base}/r5` });
    expect(followed.decision.allowed).toBe(false);
  });
});

describe('hostile content stays bounded', () => {
  it('a 400 KB wall of wildcards against a 4000-byte path is decided quickly', async () => {
    server.routes.set('/robots.txt', { body: `User-agent: *\nDisallow: /${'*'.repeat(400 * 1024)}b\n` });
    const started = Date.now();
    const report = await policy(`/${'a'.repeat(4000)}`);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(report.decision).toEqual({ allowed: true, reason: 'no_matching_rule' });
  });

  it('matching work over the budget is refused conservatively', async () => {
    const line = `Disallow: /${'a*'.repeat(2000)}b\n`;
    server.routes.set('/robots.txt', { body: `User-agent: *\n${line.repeat(Math.floor((490 * 1024) / line.length))}` });
    const started = Date.now();
    const report = await policy(`/${'a'.repeat(4000)}`);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(report.parsing.match_work).toBeGreaterThan(250_000_000);
    expect(report.decision).toEqual({ allowed: false, reason: 'robots_match_budget_exceeded' });
  });

  it('a rule-per-agent fan-out over the bound is refused before the library is asked', async () => {
    // 5000 agent lines then 5000 rules: robots-parser would store 25 million rule copies.
    server.routes.set('/robots.txt', { body: `${'User-agent: a\n'.repeat(5000)}${'Disallow: /x\n'.repeat(5000)}` });
    const started = Date.now();
    const report = await policy('/x', { product_token: 'a' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(report.parsing.rule_fanout).toBe(25_000_000);
    expect(report.decision).toEqual({ allowed: false, reason: 'robots_group_fanout_exceeded' });
    // An ordinary shared group is evaluated normally.
    server.routes.set('/robots.txt', { body: 'User-agent: a\nUser-agent: Plasmate\nUser-agent: b\nDisallow: /x\n\nUser-agent: c\nAllow: /\n' });
    const shared = await policy('/x');
    expect(shared.parsing.rule_fanout).toBe(4);
    expect(shared.decision).toMatchObject({ allowed: false, reason: 'disallow_rule', matched_rule: { line_number: 4 } });
  });

  it('binary bytes and a huge rule line are parsed without harm; reported patterns are bounded', async () => {
    // The rule as written is 20 KiB (a run of wildcards, then z); it is reported, bounded, as written.
    const binary = Buffer.concat([Buffer.from([0, 0xff, 0xfe, 0x80, 0x0a]), Buffer.from(`User-agent: *\nDisallow: /${'*'.repeat(20 * 1024)}z\nDisallow: /x\n`)]);
    server.routes.set('/robots.txt', { body: binary });
    const report = await policy('/zz');
    expect(report.parsing.invalid_utf8_replacements).toBeGreaterThan(0);
    expect(report.decision).toMatchObject({ allowed: false, reason: 'disallow_rule', matched_rule: { directive: 'disallow', line_number: 3 } });
    expect(report.decision.matched_rule?.pattern_truncated).toBe(true);
    expect(report.decision.matched_rule?.pattern_bytes).toBe(20 * 1024 + 2);
    expect(Buffer.byteLength(report.decision.matched_rule?.pattern ?? '')).toBeLessThanOrEqual(8 * 1024);
  });
});

describe('arguments and network policy', () => {
  it('rejects unknown fields, malformed tokens and timeouts as upstream', async () => {
    expect((await call(client, 'crawl_policy', { url: `${server.base}/`, extra: 1 })).text).toBe(
      'Invalid arguments: unknown field `extra`, expected one of `url`, `product_token`, `timeout_ms`',
    );
    expect((await call(client, 'crawl_policy', { url: `${server.base}/`, product_token: 'Bot/1.0' })).text).toBe(
      'Crawl-policy evaluation failed: product token may contain only ASCII letters, hyphen, and underscore',
    );
    expect((await call(client, 'crawl_policy', { url: `${server.base}/`, timeout_ms: 30001 })).text).toBe('Crawl-policy evaluation failed: timeout_ms must be between 1 and 30000');
    expect((await call(client, 'crawl_policy', { url: 'ftp://example.test/' })).text).toBe('Crawl-policy evaluation failed: target URL must use http or https');
    expect((await call(client, 'crawl_policy', { url: `http://${'a'.repeat(4100)}.test/` })).text).toBe('Crawl-policy evaluation failed: target URL exceeds 4096 bytes');
    expect(server.requests).toEqual([]);
  });

  it('without the private-network opt-in a loopback origin is refused and never contacted', async () => {
    const confined = await connectClient({ PATH: ENGINE_ENV.PATH });
    try {
      server.routes.set('/robots.txt', { body: ROBOTS });
      const result = await call(confined, 'crawl_policy', { url: `${server.base}/private` });
      const report = result.json as Report;
      expect(result.isError).toBe(false);
      expect(report.source.classification).toBe('blocked_redirect_or_destination');
      expect(report.source.error).toMatch(/^Outbound URL blocked: .*127\.0\.0\.1/);
      expect(report.decision.allowed).toBe(false);
      expect(server.requests).toEqual([]);
    } finally {
      await confined.close();
    }
  });
});
