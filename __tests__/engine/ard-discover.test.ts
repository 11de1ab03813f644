/** @needs-bundle engine */
// ard_discover through the built engine over MCP stdio: upstream's schema, the three static
// signals (well-known URI, <link rel="ai-catalog">, robots.txt Agentmap), catalog validation,
// same-origin rules, bounds, the shared deadline and the outbound policy. Loopback only.
import { jest } from '@jest/globals';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { call, connectClient, ENGINE_ENV } from './helpers/engine-process.js';
import { useDiscoveryEngine } from './helpers/discovery-engine.js';
import type { DiscoveryServer } from './helpers/discovery-server.js';
import { MAX_ARD_TIMEOUT_MS } from '../../src/engine/ard-discover.js';

interface Source {
  kind: string;
  probe_url: string;
  status: string;
  candidates: string[];
  failures: string[];
}
interface Catalog {
  url: string;
  discovery_sources: string[];
  status: string;
  error?: string;
  entries: Array<Record<string, unknown>>;
  entry_failures: Array<{ index: number; identifier?: string; error: string }>;
  entries_seen: number;
}
interface Report {
  schema_version: string;
  input_url: string;
  origin: string;
  summary: Record<string, number | boolean>;
  sources: Source[];
  catalogs: Catalog[];
}

const JSON_TYPE = { 'content-type': 'application/json' };
const catalog = (entries: unknown[], extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ specVersion: '1.0', host: { displayName: 'Loopback Example', documentationUrl: 'https://example.test/docs' }, entries, ...extra });
const WEATHER = { identifier: 'urn:air:example.test:weather', displayName: 'Weather', type: 'application/mcp-server-card+json', url: 'https://example.test/mcp.json' };
const SEARCH = { identifier: 'urn:air:127.0.0.1:tools:search', displayName: 'Search', type: 'application/json', data: { kind: 'inline' }, tags: ['find'] };

let server: DiscoveryServer;
let client: Client;
useDiscoveryEngine((started) => ({ server, client } = started));

/**
 * The discovery deadline of every test but the deadline's own: the 10 s default was exhausted on
 * a loaded machine (a catalog then came back deadline_omitted), so it is raised to the maximum.
 */
const GENEROUS_TIMEOUT_MS = MAX_ARD_TIMEOUT_MS;
/** Jest's bound per test: above a whole discovery at GENEROUS_TIMEOUT_MS (30 s, Jest's default, was not). */
jest.setTimeout(GENEROUS_TIMEOUT_MS * 2);

async function discover(path: string, extra: Record<string, unknown> = {}): Promise<Report> {
  const result = await call(client, 'ard_discover', { url: `${server.base}${path}`, timeout_ms: GENEROUS_TIMEOUT_MS, ...extra });
  if (result.isError) throw new Error(result.text);
  return result.json as Report;
}
const source = (report: Report, kind: string): Source => report.sources.find((s) => s.kind === kind) as Source;

it('advertises upstream schema field by field, with upstream annotations', async () => {
  const { tools } = await client.listTools();
  const tool = tools.find((t) => t.name === 'ard_discover');
  const schema = tool?.inputSchema as Record<string, unknown>;
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  expect(Object.keys(schema).sort()).toEqual(['additionalProperties', 'properties', 'required', 'type']);
  expect(schema.required).toEqual(['url']);
  expect(schema.additionalProperties).toBe(false);
  expect(Object.keys(properties)).toEqual(['url', 'timeout_ms']);
  // Upstream gives url no maxLength here (unlike crawl_policy).
  expect({ ...properties.url, description: undefined }).toEqual({ type: 'string', format: 'uri', description: undefined });
  expect({ ...properties.timeout_ms, description: undefined }).toEqual({ type: 'integer', minimum: 1, maximum: 30000, default: 10000, description: undefined });
  expect(typeof properties.timeout_ms?.description).toBe('string');
  expect(tool?.title).toBe('Discover Static ARD Catalogs');
  expect(tool?.annotations).toEqual({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true });
});

it('finds catalogs from all three signals, validates entries and keeps references on the origin', async () => {
  server.routes.set('/.well-known/ai-catalog.json', { headers: JSON_TYPE, body: catalog([WEATHER, SEARCH, { identifier: 'not-a-urn', displayName: 'x', type: 'a/b', url: 'https://x.test/' }]) });
  server.routes.set('/page', (base) => ({
    headers: { 'content-type': 'text/html' },
    body: `<html><head><link rel="alternate AI-Catalog" href="/catalogs/html.json#top"><link rel="ai-catalog" href="http://localhost:${base.split(':')[2]}/x.json"><script>fetch('/never')</script></head><body>hi</body></html>`,
  }));
  server.routes.set('/robots.txt', { body: 'User-agent: *\nAgentmap: /catalogs/agent.json # comment\n' });
  server.routes.set('/catalogs/html.json', { headers: { 'content-type': 'application/ai-catalog+json; charset=utf-8' }, body: catalog([WEATHER]) });
  server.routes.set('/catalogs/agent.json', { headers: { 'content-type': 'text/plain' }, body: catalog([]) });

  const report = await discover('/page');
  expect(report.schema_version).toBe('plasmate.ard.discovery.v1');
  expect(report.origin).toBe(`${server.base}/`);
  // A partial catalog counts as accepted for its source, as upstream reconciles it.
  expect(source(report, 'well_known')).toMatchObject({ status: 'accepted', candidates: [`${server.base}/.well-known/ai-catalog.json`] });
  const html = source(report, 'html_link');
  expect(html).toMatchObject({ status: 'accepted', candidates: [`${server.base}/catalogs/html.json`] });
  expect(html.failures).toEqual([expect.stringMatching(/^cross-origin catalog reference rejected: http:\/\/localhost:\d+\/x\.json$/)]);
  expect(source(report, 'robots_agentmap')).toMatchObject({ status: 'failed', candidates: [`${server.base}/catalogs/agent.json`] });

  expect(report.catalogs.map((c) => [c.url, c.status, c.discovery_sources])).toEqual([
    [`${server.base}/.well-known/ai-catalog.json`, 'partial', ['well_known']],
    [`${server.base}/catalogs/agent.json`, 'rejected', ['robots_agentmap']],
    [`${server.base}/catalogs/html.json`, 'partial', ['html_link']],
  ]);
  const [wellKnown, agent, fromHtml] = report.catalogs as [Catalog, Catalog, Catalog];
  // Entries sorted by identifier; the foreign publisher is flagged, not trusted.
  expect(wellKnown.entries.map((e) => e.identifier)).toEqual(['urn:air:127.0.0.1:tools:search', 'urn:air:example.test:weather']);
  expect(wellKnown.entries[0]).toMatchObject({ publisher_domain: '127.0.0.1', publisher_domain_matches_catalog_host: true, data: { classification: 'untrusted_unverified', value: { kind: 'inline' } } });
  expect(wellKnown.entries[1]).toMatchObject({ publisher_domain: 'example.test', publisher_domain_matches_catalog_host: false, url: 'https://example.test/mcp.json', url_same_origin: false });
  expect(wellKnown.entries[1]?.diagnostics).toHaveLength(1);
  expect(wellKnown.entry_failures).toEqual([{ index: 2, identifier: 'not-a-urn', error: 'entry.identifier must start with urn:air:' }]);
  expect(agent.error).toBe("catalog Content-Type 'text/plain' is not application/json or application/ai-catalog+json");
  // An identifier already accepted from another catalog is a duplicate.
  expect(fromHtml.entry_failures).toEqual([{ index: 0, identifier: 'urn:air:example.test:weather', error: 'duplicate entry identifier' }]);
  expect(report.summary).toMatchObject({ catalogs_accepted: 2, catalogs_rejected: 1, entries_seen: 4, entries_accepted: 2, entries_rejected: 2, output_truncated: false });
  // Only the probes and candidate catalogs were fetched: no page script, no cross-origin reference, no entry URL.
  expect(server.requests.map((r) => r.path).sort()).toEqual(['/.well-known/ai-catalog.json', '/catalogs/agent.json', '/catalogs/html.json', '/page', '/robots.txt']);
});

it('reports nothing found when no signal exists', async () => {
  server.routes.set('/', { headers: { 'content-type': 'text/html' }, body: '<p>no catalogs</p>' });
  const report = await discover('/');
  expect(source(report, 'html_link')).toMatchObject({ status: 'no_candidate', candidates: [], failures: [] });
  expect(source(report, 'robots_agentmap')).toMatchObject({ status: 'failed', failures: [`HTTP error 404: ${server.base}/robots.txt`] });
  expect(source(report, 'well_known').status).toBe('failed');
  expect(report.catalogs).toEqual([expect.objectContaining({ status: 'rejected', error: `HTTP error 404: ${server.base}/.well-known/ai-catalog.json`, entries: [] })]);
  expect(report.summary).toMatchObject({ source_checks_succeeded: 1, source_checks_failed: 2, catalogs_accepted: 0, catalogs_rejected: 1 });
});

describe('malformed catalogs are rejected with a bounded reason', () => {
  const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });
  const cases: Array<[string, string | (() => string), RegExp]> = [
    ['malformed JSON', '{"specVersion": "1.0", ', /^catalog is malformed JSON: /],
    ['wrong specVersion', () => JSON.stringify({ specVersion: '2.0', host: { displayName: 'x' }, entries: [] }), /^unsupported catalog specVersion '2.0'; expected '1.0'$/],
    ['missing host', () => JSON.stringify({ specVersion: '1.0', entries: [] }), /^catalog host is required$/],
    ['too deep', () => catalog([{ ...SEARCH, metadata: deep(30) }]), /^catalog exceeds the 24 level JSON depth limit$/],
    ['too many entries', () => catalog(Array.from({ length: 129 }, (_v, i) => ({ ...SEARCH, identifier: `urn:air:a.test:n${i}` }))), /^catalog array exceeds the 128 item limit$/],
    ['over 256 KiB', () => catalog([{ ...SEARCH, description: 'd'.repeat(300 * 1024) }]), /^Response body exceeds the configured 262144 byte limit$/],
    ['a root that is not an object', '[1, 2]', /^catalog root must be an object$/],
  ];
  it.each(cases)('%s', async (_name, body, error) => {
    server.routes.set('/.well-known/ai-catalog.json', { headers: JSON_TYPE, body: typeof body === 'function' ? body() : body });
    const report = await discover('/');
    expect(report.catalogs[0]?.status).toBe('rejected');
    expect(report.catalogs[0]?.error).toMatch(error);
    expect(Buffer.byteLength(report.catalogs[0]?.error ?? '')).toBeLessThanOrEqual(512 + 3);
  });

  it('invalid entries are rejected one by one (partial catalog)', async () => {
    const bad = [
      { ...WEATHER, identifier: 'urn:air:example.test:ok' },
      { ...WEATHER, identifier: 'urn:air:nodot:x' },
      { ...WEATHER, identifier: 'urn:air:example.test:both', data: {} },
      { ...WEATHER, identifier: 'urn:air:example.test:plain', url: 'http://example.test/' },
      { ...WEATHER, identifier: 'urn:air:example.test:type', type: 'nonsense' },
    ];
    server.routes.set('/.well-known/ai-catalog.json', { headers: JSON_TYPE, body: catalog(bad) });
    const report = await discover('/');
    expect(report.catalogs[0]?.status).toBe('partial');
    expect(report.catalogs[0]?.entry_failures.map((f) => f.error)).toEqual([
      'entry.identifier publisher must be a valid FQDN',
      'entry must contain exactly one of url or data',
      'entry.url must be an HTTPS URL without credentials',
      'entry.type must be a syntactically valid media type',
    ]);
  });
});

it('sheds optional values first to keep the complete result within 512 KiB', async () => {
  const links = Array.from({ length: 7 }, (_v, i) => `<link rel="ai-catalog" href="/c${i}.json">`).join('');
  server.routes.set('/', { headers: { 'content-type': 'text/html' }, body: `<head>${links}</head>` });
  const big = (n: number): string =>
    catalog(Array.from({ length: 7 }, (_v, i) => ({ ...SEARCH, identifier: `urn:air:127.0.0.1:c${n}:e${i}`, data: { a: 'x'.repeat(8000), b: 'y'.repeat(8000), c: 'z'.repeat(8000) } })));
  server.routes.set('/.well-known/ai-catalog.json', { headers: JSON_TYPE, body: big(99) });
  for (let i = 0; i < 7; i += 1) server.routes.set(`/c${i}.json`, { headers: JSON_TYPE, body: big(i) });
  const result = await call(client, 'ard_discover', { url: `${server.base}/` });
  expect(result.isError).toBe(false);
  expect(Buffer.byteLength(result.text)).toBeLessThanOrEqual(512 * 1024);
  const report = result.json as Report;
  expect(report.catalogs).toHaveLength(8);
  expect(report.summary).toMatchObject({ catalogs_accepted: 8, entries_accepted: 56, output_truncated: true, entries_omitted_from_output: 0 });
  const shed = report.summary.optional_values_omitted_from_output as number;
  expect(shed).toBeGreaterThan(0);
  // Later catalogs lose their data first; every entry is still listed.
  expect(report.catalogs.flatMap((c) => c.entries).filter((e) => e.data === undefined)).toHaveLength(shed);
  expect(report.catalogs[0]?.entries.every((e) => e.data !== undefined)).toBe(true);
});

describe('network policy, redirects and the deadline', () => {
  it('a catalog redirect to the metadata address is refused before connecting', async () => {
    server.routes.set('/.well-known/ai-catalog.json', { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    const report = await discover('/');
    expect(report.catalogs[0]).toMatchObject({ status: 'rejected', error: 'Outbound URL blocked: address 169.254.169.254 is a cloud metadata target' });
  });

  it('shares one deadline across probes and catalogs', async () => {
    server.routes.set('/slow', { hang: true });
    const started = Date.now();
    const report = await discover('/slow', { timeout_ms: 400 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(source(report, 'html_link')).toMatchObject({ status: 'failed', failures: ['Timeout after 400ms'] });
    expect(source(report, 'robots_agentmap').status).toBe('deadline_omitted');
    expect(report.catalogs[0]).toMatchObject({ status: 'deadline_omitted' });
    expect(server.requests.map((r) => r.path)).toEqual(['/slow']);
  });

  it('rejects bad arguments as upstream', async () => {
    expect((await call(client, 'ard_discover', { url: `${server.base}/`, depth: 2 })).text).toBe('Invalid arguments: unknown field `depth`, expected `url` or `timeout_ms`');
    expect((await call(client, 'ard_discover', { url: `${server.base}/`, timeout_ms: 0 })).text).toBe('ARD discovery failed: ARD timeout_ms must be between 1 and 30000');
    expect((await call(client, 'ard_discover', { url: 'https://u:p@example.test/' })).text).toBe('ARD discovery failed: ARD input URLs containing credentials are not allowed');
    expect(server.requests).toEqual([]);
  });

  it('without the private-network opt-in: https only, and a loopback host is refused unconnected', async () => {
    const confined = await connectClient({ PATH: ENGINE_ENV.PATH });
    try {
      expect((await call(confined, 'ard_discover', { url: `${server.base}/` })).text).toBe('ARD discovery failed: ARD discovery requires an operator-supplied HTTPS URL');
      const loopback = await call(confined, 'ard_discover', { url: `https://127.0.0.1:${server.port}/` });
      expect(loopback.isError).toBe(true);
      expect(loopback.text).toMatch(/^ARD discovery failed: Outbound URL blocked: .*127\.0\.0\.1/);
      expect(server.requests).toEqual([]);
    } finally {
      await confined.close();
    }
  });
});
