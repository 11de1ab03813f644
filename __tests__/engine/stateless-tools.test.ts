/** @needs-bundle engine */
// The stateless page tools through the built engine child over MCP stdio (real SDK client, real
// jsdom, loopback fixture server): advertised schemas as upstream's, payload shapes, selector
// filters, bounds, the page cache, session_status, screenshot_page's error, and the outbound
// policy that refuses loopback without the private-network opt-in.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { call, connectClient, type CallResult } from './helpers/engine-process.js';

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/engine/${name}`, import.meta.url), 'utf8');

interface Server {
  base: string;
  hits: string[];
  setChanging(body: string): void;
  close(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const hits: string[] = [];
  let changing = '<html><head><title>Version one</title></head><body><main><p>One</p></main></body></html>';
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    hits.push(path);
    const bodies: Record<string, string> = {
      '/article': fixture('article.html'),
      '/canvas': fixture('canvas.html'),
      '/changing': changing,
      '/start': fixture('../benchmark/start.html'),
      // Page script that reaches for the host process through the Function constructor.
      '/escape':
        "<html><head><title>pending</title></head><body><main><p>escape</p></main><script>var r; try { r = typeof window.constructor.constructor('return process')(); } catch (e) { r = 'denied ' + e.name; } document.title = 'escape ' + r;</script></body></html>",
    };
    const body = bodies[path];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    setChanging: (body) => {
      changing = body;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let server: Server;
let client: Client;

beforeAll(async () => {
  server = await startServer();
  client = await connectClient();
});
afterAll(async () => {
  await client.close();
  await server.close();
});

interface Region {
  id: string;
  role: string;
  elements: Array<{ id: string; role: string; html_id?: string; text?: string; children?: unknown[] }>;
}
interface Som {
  som_version: string;
  url: string;
  title: string;
  lang: string;
  regions: Region[];
  meta: { html_bytes: number; som_bytes: number; element_count: number; interactive_count: number };
  structured_data?: Record<string, unknown>;
}
const som = (result: CallResult): Som => {
  expect(result.isError).toBe(false);
  return result.json as Som;
};
const allTexts = (page: Som): string[] => page.regions.flatMap((r) => r.elements.map((e) => e.text ?? ''));

// ------------------------------------------------------------------ advertised schemas

/** [tool, property, type, extra keywords, has a description] — upstream's inputSchemas. */
const PROPERTY_TABLE: Array<[string, string, string, Record<string, unknown>, boolean]> = [
  ['fetch_page', 'url', 'string', {}, true],
  ['fetch_page', 'budget', 'integer', {}, true],
  ['fetch_page', 'javascript', 'boolean', {}, true],
  ['fetch_page', 'selector', 'string', {}, true],
  ['extract_text', 'url', 'string', {}, true],
  ['extract_text', 'max_chars', 'integer', {}, true],
  ['extract_text', 'selector', 'string', {}, true],
  ['extract_links', 'url', 'string', {}, true],
  ['extract_links', 'selector', 'string', {}, true],
  ['inspect_page', 'url', 'string', { format: 'uri', maxLength: 4096 }, false],
  ['inspect_page', 'javascript', 'boolean', { default: false }, true],
  ['inspect_page', 'selector', 'string', { maxLength: 256 }, true],
  ['inspect_page', 'visual_mode', 'string', { enum: ['never', 'auto', 'always'], default: 'auto' }, false],
  ['inspect_page', 'width', 'integer', { minimum: 320, maximum: 1920, default: 1280 }, false],
  ['inspect_page', 'height', 'integer', { minimum: 200, maximum: 1080, default: 720 }, false],
  ['inspect_page', 'screenshot_timeout_ms', 'integer', { minimum: 100, maximum: 10000, default: 5000 }, false],
  ['screenshot_page', 'url', 'string', {}, true],
  ['screenshot_page', 'width', 'integer', {}, true],
  ['screenshot_page', 'height', 'integer', {}, true],
  ['screenshot_page', 'format', 'string', {}, true],
];
/** [tool, required, additionalProperties, title, readOnly, destructive, idempotent, openWorld] */
const TOOL_TABLE: Array<[string, string[] | undefined, boolean | undefined, string, boolean, boolean, boolean, boolean]> = [
  ['fetch_page', ['url'], undefined, 'Fetch Semantic Page', true, false, true, true],
  ['extract_text', ['url'], undefined, 'Extract Page Text', true, false, true, true],
  ['extract_links', ['url'], undefined, 'Extract Page Links', true, false, true, true],
  ['inspect_page', ['url'], false, 'Inspect Structured Page', true, false, true, true],
  ['cache_status', undefined, undefined, 'Inspect SOM Cache', true, false, true, false],
  ['session_status', undefined, undefined, 'Inspect Browser Sessions', true, false, true, false],
  ['screenshot_page', ['url'], undefined, 'Capture Page Screenshot', true, false, true, true],
];

// ------------------------------------------------------------------ cache_status, session_status

/**
 * Both need an engine no other test used: they are the file's first tests, on its one engine (an
 * engine start is ~1 CPU-s), since the cache test uses only stateless tools, which open no session
 * (the session test's first read shows 0), and the session test runs second, after the cache's
 * starting state was read and closes what it opened. Either runs alone too.
 */
describe('a fresh engine (the first tests of this file)', () => {
  let fresh: Client;
  beforeAll(() => {
    fresh = client;
  });

  test('cache_status: a fresh engine starts empty; a repeat fetch hits; changed content is stale; javascript=false is never cached', async () => {
    const status = async (): Promise<Record<string, unknown>> => {
      const result = await call(fresh, 'cache_status', {});
      expect((result.raw.structuredContent as Record<string, unknown>).trust).toBe('local');
      return result.json as Record<string, unknown>;
    };
    expect(await status()).toMatchObject({ entries: 0, hits: 0, misses: 0, stale_hits: 0, evictions: 0, max_entries: 1000, max_age_ms: 300000, inventory: [] });
    const url = `${server.base}/changing`;
    await call(fresh, 'fetch_page', { url });
    expect(await status()).toMatchObject({ entries: 1, hits: 0, misses: 1 });
    const again = await call(fresh, 'extract_text', { url });
    expect(again.text).toContain('One');
    const afterHit = await status();
    expect(afterHit).toMatchObject({ entries: 1, hits: 1, misses: 1 });
    expect(afterHit.total_html_bytes_avoided).toBeGreaterThan(0);
    // A selector derives its own entry from the whole-page entry.
    await call(fresh, 'extract_links', { url, selector: 'MAIN' });
    expect(await status()).toMatchObject({ entries: 2, selector_entries: 1 });
    expect(((await status()).inventory as Array<Record<string, unknown>>).map((e) => e.selector ?? null).sort()).toEqual(['main', null]);
    // The page changes: the entry is stale and the new content is served, never the cached SOM.
    server.setChanging('<html><head><title>Version two</title></head><body><main><p>Two</p></main></body></html>');
    const changed = await call(fresh, 'extract_text', { url });
    expect(changed.text).toBe('Version two\n\nTwo');
    expect(await status()).toMatchObject({ stale_hits: 1 });
    const before = await status();
    await call(fresh, 'fetch_page', { url: `${server.base}/article`, javascript: false });
    expect(await status()).toMatchObject({ entries: before.entries, misses: before.misses });
  });

  test('session_status with 0, 1 and 2 sessions; reading it does not reset idle time', async () => {
    const status = async (): Promise<Record<string, unknown>> => {
      const result = await call(fresh, 'session_status', {});
      expect((result.raw.structuredContent as Record<string, unknown>).trust).toBe('sensitive-session');
      return result.json as Record<string, unknown>;
    };
    expect(await status()).toEqual({ active_sessions: 0, max_sessions: 10, available_sessions: 10, oldest_session_age_ms: 0, longest_idle_ms: 0, sessions: [] });
    const first = (await call(fresh, 'open_page', { url: `${server.base}/article`, trace: true })).json as { session_id: string };
    const one = await status();
    expect(one).toMatchObject({ active_sessions: 1, max_sessions: 10, available_sessions: 9 });
    const [entry] = one.sessions as Array<Record<string, unknown>>;
    expect(entry).toMatchObject({ session_id: first.session_id, trace_enabled: true, page_loaded: true, url: `${server.base}/article`, title: 'Stateless article', has_structured_data: true, disabled_interactive_count: 0, readonly_interactive_count: 0 });
    expect(entry?.effective_html_bytes).toBeGreaterThan(0);
    expect(entry?.node_map_entries).toBeGreaterThan(0);
    expect(entry?.interactive_count).toBe(8);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const second = (await call(fresh, 'open_page', { url: `${server.base}/start` })).json as { session_id: string };
    const two = await status();
    expect(two).toMatchObject({ active_sessions: 2, available_sessions: 8 });
    expect((two.sessions as Array<Record<string, unknown>>).map((s) => s.session_id)).toEqual([first.session_id, second.session_id]);
    expect(two.oldest_session_age_ms).toBeGreaterThanOrEqual(60);
    // Two status reads later the first session's idle clock still runs.
    expect(two.longest_idle_ms).toBeGreaterThanOrEqual(60);
    await call(fresh, 'close_page', { session_id: first.session_id });
    await call(fresh, 'close_page', { session_id: second.session_id });
    expect(await status()).toMatchObject({ active_sessions: 0, available_sessions: 10, sessions: [] });
  });
});

test('tools/list advertises upstream\'s input schemas, titles and hints for the stateless tools, field by field', async () => {
  const { tools } = await client.listTools();
  const byName = new Map(tools.map((tool) => [tool.name, tool as unknown as Record<string, unknown>]));
  for (const [name, required, additional, title, readOnly, destructive, idempotent, openWorld] of TOOL_TABLE) {
    const tool = byName.get(name);
    expect(tool).toBeDefined();
    const schema = tool?.inputSchema as Record<string, unknown>;
    const expectedProperties = PROPERTY_TABLE.filter(([t]) => t === name).map(([, p]) => p);
    expect([name, Object.keys(schema.properties as object)]).toEqual([name, expectedProperties]);
    expect([name, schema.required]).toEqual([name, required]);
    expect([name, schema.additionalProperties]).toEqual([name, additional]);
    expect([name, Object.keys(schema).sort()]).toEqual([name, ['type', 'properties', ...(required ? ['required'] : []), ...(additional === false ? ['additionalProperties'] : [])].sort()]);
    expect([name, tool?.title, tool?.annotations]).toEqual([name, title, { readOnlyHint: readOnly, destructiveHint: destructive, idempotentHint: idempotent, openWorldHint: openWorld }]);
  }
  for (const [name, property, type, extras, described] of PROPERTY_TABLE) {
    const prop = ((byName.get(name)?.inputSchema as Record<string, unknown>).properties as Record<string, Record<string, unknown>>)[property] ?? {};
    const { description, ...rest } = prop;
    expect([name, property, rest]).toEqual([name, property, { type, ...extras }]);
    expect([name, property, typeof description === 'string' && description.length > 0]).toEqual([name, property, described]);
  }
  expect((byName.get('cache_status')?.inputSchema as Record<string, unknown>).properties).toEqual({});
});

// ------------------------------------------------------------------ fetch_page

test('fetch_page returns the whole SOM: version, lang, counters, structured data, scripts run by default', async () => {
  const result = await call(client, 'fetch_page', { url: `${server.base}/article` });
  const page = som(result);
  expect(Object.keys(page)).toEqual(['som_version', 'url', 'title', 'lang', 'regions', 'meta', 'structured_data']);
  expect(page).toMatchObject({ som_version: '0.1', url: `${server.base}/article`, title: 'Stateless article', lang: 'en-GB' });
  expect(page.meta.html_bytes).toBe(Buffer.byteLength(fixture('article.html')));
  expect(page.meta.som_bytes).toBe(Buffer.byteLength(result.text));
  expect(page.meta.element_count).toBeGreaterThan(page.meta.interactive_count);
  expect(allTexts(page)).toContain('Added by a script.');
  const data = page.structured_data as Record<string, unknown>;
  // The @graph is flattened into its nodes; the malformed block is skipped.
  expect(data.json_ld).toEqual([
    { '@type': 'Article', headline: 'Stateless article', url: '/article-ld' },
    { '@type': 'SoftwareApplication', name: 'Tool', downloadUrl: '/download/tool.tgz' },
  ]);
  expect(data.open_graph).toEqual({ 'og:title': 'Stateless article (OpenGraph)', 'og:url': 'https://example.test/canonical-article' });
  expect(data.twitter_card).toEqual({ 'twitter:card': 'summary' });
  expect(data.meta).toMatchObject({ description: 'A fixture page for the stateless tools.', author: 'Fixture Author', charset: 'utf-8', citation_pdf_url: '/papers/article.pdf' });
  // Only meaningful link relations are kept (the stylesheet is not).
  expect(data.links).toEqual([{ rel: 'canonical', href: '/article' }]);
  // Results are untrusted web content.
  expect((result.raw.structuredContent as Record<string, unknown>).trust).toBe('untrusted-web');
});

test('fetch_page runs page scripts inside the confined engine: the Function-constructor escape is denied', async () => {
  const page = som(await call(client, 'fetch_page', { url: `${server.base}/escape` }));
  expect(page.title).toBe('escape denied EvalError');
  const text = await call(client, 'extract_text', { url: `${server.base}/escape` });
  expect(text.text.split('\n')[0]).toBe('escape denied EvalError');
});

test('fetch_page javascript=false parses without running page scripts', async () => {
  const page = som(await call(client, 'fetch_page', { url: `${server.base}/article`, javascript: false }));
  expect(allTexts(page)).not.toContain('Added by a script.');
  expect(allTexts(page)).toContain('First paragraph of readable text for extraction.');
});

test('selector filters: region, role=, element role, heading level, interactive, action, #id; unknown keeps everything', async () => {
  const select = async (selector: string): Promise<Som> => som(await call(client, 'fetch_page', { url: `${server.base}/article`, selector }));
  const full = await select('no-such-selector');
  expect(full.regions.map((r) => r.role)).toEqual(['navigation', 'main', 'form', 'footer']);
  expect((await select('main')).regions.map((r) => r.id)).toEqual(['r_main']);
  expect((await select('role = form')).regions.map((r) => r.id)).toEqual(['r_form']);
  const links = await select('a');
  expect(links.regions.flatMap((r) => r.elements.map((e) => e.role))).toEqual(Array(5).fill('link'));
  expect(links.meta.element_count).toBe(5);
  expect((await select('h1')).regions.flatMap((r) => r.elements.map((e) => e.text))).toEqual(['Stateless article']);
  const interactive = await select('interactive');
  expect(interactive.meta.element_count).toBe(interactive.meta.interactive_count);
  expect((await select('action:type')).regions.flatMap((r) => r.elements.map((e) => e.html_id))).toEqual(['q']);
  expect((await select('submit')).regions.flatMap((r) => r.elements.map((e) => e.text))).toEqual(['Save', 'Search']);
  expect((await select('#save')).regions.flatMap((r) => r.elements.map((e) => e.html_id))).toEqual(['save']);
  expect((await select('#r_footer')).regions.map((r) => r.id)).toEqual(['r_footer']);
  expect((await select('#nothing-has-this-id')).meta.element_count).toBe(full.meta.element_count);
});

test('budget: the SOM is cut to budget*4 bytes in upstream\'s stages, down to the truncation object', async () => {
  const full = await call(client, 'fetch_page', { url: `${server.base}/article` });
  const fullBytes = Buffer.byteLength(full.text);
  // Without structured data it fits: that is the first thing dropped.
  const withoutData = JSON.parse(full.text) as Som;
  delete withoutData.structured_data;
  const tokens = Math.ceil(Buffer.byteLength(JSON.stringify(withoutData)) / 4);
  const first = som(await call(client, 'fetch_page', { url: `${server.base}/article`, budget: tokens }));
  expect(first.structured_data).toBeUndefined();
  expect(first.regions.length).toBe(4);
  // A smaller budget keeps only main/content regions, then drops trailing elements.
  const smaller = await call(client, 'fetch_page', { url: `${server.base}/article`, budget: 150 });
  expect(Buffer.byteLength(smaller.text)).toBeLessThanOrEqual(150 * 4);
  expect(som(smaller).regions.map((r) => r.role)).toEqual(['main']);
  const tiny = await call(client, 'fetch_page', { url: `${server.base}/article`, budget: 10 });
  expect(tiny.json).toEqual({ truncated: true, original_bytes: fullBytes, message: 'SOM exceeded budget of 10 tokens' });
});

// ------------------------------------------------------------------ extract_text / extract_links

test('extract_text: title, description, element text with lists, tables and alt text; max_chars; selector', async () => {
  const text = await call(client, 'extract_text', { url: `${server.base}/article` });
  expect(text.isError).toBe(false);
  const lines = text.text.split('\n');
  expect(lines.slice(0, 4)).toEqual(['Stateless article', '', 'A fixture page for the stateless tools.', '']);
  for (const line of ['• Alpha item', '• Beta item', 'Name | Value', 'one | 1', 'A chart of values', 'Added by a script.', 'Footer text.']) expect(lines).toContain(line);
  const cut = await call(client, 'extract_text', { url: `${server.base}/article`, max_chars: 40 });
  expect(Array.from(cut.text).length).toBeLessThanOrEqual(40);
  expect(cut.text.endsWith('...')).toBe(true);
  // Upstream cuts at the last whitespace of the first max_chars-3 characters, even at a word end.
  expect(cut.text).toBe('Stateless article\n\nA fixture page...');
  expect((await call(client, 'extract_text', { url: `${server.base}/article`, max_chars: 0 })).text).toBe('');
  const footer = await call(client, 'extract_text', { url: `${server.base}/article`, selector: 'footer' });
  expect(footer.text).toBe('Stateless article\n\nA fixture page for the stateless tools.\n\nFooter text.');
  const bad = await call(client, 'extract_text', { url: `${server.base}/article`, max_chars: -1 });
  expect(bad).toMatchObject({ isError: true, text: 'Invalid arguments: invalid value: integer `-1`, expected u64' });
});

test('extract_links: resolved, deduplicated, with document links and structured-data URLs; selector narrows', async () => {
  const links = await call(client, 'extract_links', { url: `${server.base}/article` });
  expect(links.text.split('\n')).toEqual([
    `${server.base}/start`,
    'https://example.test/outside',
    `${server.base}/article#top`,
    `${server.base}/destination`,
    `${server.base}/article`,
    `${server.base}/papers/article.pdf`,
    'https://example.test/canonical-article',
    `${server.base}/article-ld`,
    `${server.base}/download/tool.tgz`,
  ]);
  const nav = await call(client, 'extract_links', { url: `${server.base}/article`, selector: 'nav' });
  expect(nav.text.split('\n').slice(0, 3)).toEqual([`${server.base}/start`, 'https://example.test/outside', `${server.base}/article#top`]);
  expect(nav.text.split('\n')).not.toContain(`${server.base}/destination`);
});

// ------------------------------------------------------------------ inspect_page

test('inspect_page: compact structure, no scripts by default, and no pixels — the result says capture was not performed', async () => {
  const result = await call(client, 'inspect_page', { url: `${server.base}/article` });
  expect(result.isError).toBe(false);
  const report = result.json as Record<string, Record<string, unknown>>;
  expect(Object.keys(report)).toEqual(['schema_version', 'source', 'structure', 'insufficiency', 'visual', 'trust', 'limitations']);
  expect(report.schema_version).toBe('plasmate.structured-inspection.v1');
  expect(report.source).toMatchObject({ requested_url: `${server.base}/article`, final_url: `${server.base}/article` });
  expect(report.structure).toMatchObject({ som_version: '0.1', title: 'Stateless article', lang: 'en-GB', truncated: false, elements_omitted: 0 });
  expect(JSON.stringify(report.structure)).not.toContain('Added by a script.');
  expect(report.visual).toEqual({ mode: 'auto', screenshot_recommended: false, screenshot_attempted: false, screenshot_included: false, trigger_reasons: [], interpretation: 'not_performed_by_plasmate' });
  expect((result.raw.content as unknown[]).length).toBe(1);

  const always = await call(client, 'inspect_page', { url: `${server.base}/article`, visual_mode: 'always', javascript: true });
  const visual = (always.json as { visual: Record<string, unknown> }).visual;
  expect(visual).toMatchObject({ mode: 'always', screenshot_recommended: true, screenshot_attempted: true, screenshot_included: false, trigger_reasons: ['explicit_always_mode'] });
  expect(visual.failure).toMatchObject({ code: 'chrome_unavailable', retryable: false });
  expect(String((visual.failure as Record<string, unknown>).message)).toContain('visual capture was not performed');
  expect(JSON.stringify((always.json as Record<string, unknown>).structure)).toContain('Added by a script.');
  expect((always.raw.content as Array<{ type: string }>).map((c) => c.type)).toEqual(['text']);

  const canvas = (await call(client, 'inspect_page', { url: `${server.base}/canvas` })).json as Record<string, Record<string, unknown>>;
  expect(canvas.insufficiency).toEqual({ meaningful_elements: 0, canvas_elements: 1, image_map_or_image_controls: 0, insufficient: true, reasons: ['meaningful_structure_empty', 'canvas_heavy_structure'] });
  expect(canvas.visual).toMatchObject({ screenshot_recommended: true, screenshot_attempted: true, screenshot_included: false });
  const never = (await call(client, 'inspect_page', { url: `${server.base}/canvas`, visual_mode: 'never' })).json as { visual: Record<string, unknown> };
  expect(never.visual).toMatchObject({ screenshot_recommended: true, screenshot_attempted: false });
  expect(never.visual.failure).toBeUndefined();
});

test('inspect_page rejects what upstream rejects: unknown fields, bad visual_mode, out-of-range limits', async () => {
  const url = `${server.base}/article`;
  expect(await call(client, 'inspect_page', { url, extra: 1 })).toMatchObject({
    isError: true,
    text: 'Invalid arguments: unknown field `extra`, expected one of `url`, `javascript`, `selector`, `visual_mode`, `width`, `height`, `screenshot_timeout_ms`',
  });
  expect(await call(client, 'inspect_page', { url, visual_mode: 'sometimes' })).toMatchObject({ isError: true, text: 'visual_mode must be one of: never, auto, always' });
  const limits = 'Inspection dimensions, timeout, URL, or selector exceed limits';
  for (const args of [{ width: 319 }, { width: 1921 }, { height: 1081 }, { screenshot_timeout_ms: 99 }, { selector: 'x'.repeat(257) }]) {
    expect(await call(client, 'inspect_page', { url, ...args })).toMatchObject({ isError: true, text: limits });
  }
  expect(await call(client, 'inspect_page', { url: `${url}?${'q'.repeat(4096)}` })).toMatchObject({ isError: true, text: limits });
});

// ------------------------------------------------------------------ screenshot_page

test('screenshot_page is a tool error, fetches nothing, and still checks its arguments', async () => {
  const before = server.hits.length;
  const result = await call(client, 'screenshot_page', { url: `${server.base}/article` });
  expect(result.isError).toBe(true);
  expect(result.text).toMatch(/^Screenshot unavailable: the reference engine has no renderer/);
  expect(result.raw.structuredContent).toEqual({ result: result.text, contentType: 'text/plain', trust: 'tool-error' });
  expect(server.hits.length).toBe(before);
  expect(await call(client, 'screenshot_page', {})).toMatchObject({ isError: true, text: 'Invalid arguments: missing field `url`' });
});

// ------------------------------------------------------------------ outbound policy

test('without the private-network opt-in every fetching stateless tool refuses loopback, and no request is sent', async () => {
  const confined = await connectClient({ PATH: process.env.PATH ?? '' });
  try {
    const before = server.hits.length;
    const url = `${server.base}/article`;
    for (const name of ['fetch_page', 'extract_text', 'extract_links']) {
      const result = await call(confined, name, { url });
      expect([name, result.isError]).toEqual([name, true]);
      expect(result.text).toMatch(new RegExp(`^Failed to fetch ${url.replace(/[.?]/g, '\\$&')}: Outbound URL blocked: `));
    }
    const inspect = await call(confined, 'inspect_page', { url });
    expect(inspect.isError).toBe(true);
    expect(inspect.text).toMatch(/^Failed to fetch page: Outbound URL blocked: /);
    expect(await call(confined, 'fetch_page', { url: 'file:///etc/passwd' })).toMatchObject({ isError: true });
    expect(server.hits.length).toBe(before);
    expect(((await call(confined, 'cache_status', {})).json as Record<string, unknown>).entries).toBe(0);
  } finally {
    await confined.close();
  }
});
