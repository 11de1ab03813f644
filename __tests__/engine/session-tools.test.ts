/** @needs-bundle engine */
// The stateful tools on the live DOM of loopback fixture pages (docs/contract/engine.md §6-8, §10).
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { call, connectClient, type CallResult } from './helpers/engine-process.js';
import { startFixtureServer, type FixtureServer } from './helpers/fixture-server.js';

interface El {
  id: string;
  role: string;
  html_id?: string;
  text?: string;
  label?: string;
  actions?: string[];
  attrs?: Record<string, unknown>;
}
let server: FixtureServer;
let client: Client;

beforeAll(async () => {
  server = await startFixtureServer();
  client = await connectClient();
});
afterAll(async () => {
  await client.close();
  await server.close();
});

const elements = (result: CallResult): El[] => (result.json as { regions: Array<{ elements: El[] }> }).regions.flatMap((r) => r.elements);
const byHtmlId = (result: CallResult, id: string): El => {
  const found = elements(result).find((el) => el.html_id === id);
  if (!found) throw new Error(`no #${id}`);
  return found;
};
const texts = (result: CallResult): string[] => elements(result).map((el) => el.text ?? '');

async function openControls(trace = false): Promise<{ open: CallResult; sessionId: string }> {
  const open = await call(client, 'open_page', { url: `${server.base}/engine/controls`, trace });
  expect(open.isError).toBe(false);
  return { open, sessionId: (open.json as { session_id: string }).session_id };
}

test('open_page runs inline scripts and reports them; the SOM has roles, labels and attrs', async () => {
  const { open, sessionId } = await openControls();
  const payload = open.json as Record<string, unknown>;
  expect(Object.keys(payload)).toEqual(['cache_restored', 'js', 'regions', 'session_id', 'title', 'url', 'webmcp']);
  expect(payload.js).toEqual({ scripts_total: 1, scripts_ok: 1, scripts_err: 0 });
  expect(payload.webmcp).toEqual({ contract_version: 'plasmate.webmcp.v1', tools: [] });
  expect(texts(open)).toContain('Added by an inline script.');
  expect(texts(open)).not.toContain('Hidden by a stylesheet.');
  const regions = (payload.regions as Array<{ id: string; role: string; label?: string }>).map((r) => [r.id, r.role]);
  expect(regions).toEqual([['r_navigation', 'navigation'], ['r_form', 'form'], ['r_main', 'main']]);
  expect(byHtmlId(open, 'size')).toMatchObject({ role: 'select', label: 'Size', actions: ['select'], attrs: { value: 'm' } });
  expect(byHtmlId(open, 'gift')).toMatchObject({ role: 'checkbox', label: 'Gift wrap', actions: ['toggle'] });
  expect(byHtmlId(open, 'ship-exp')).toMatchObject({ role: 'radio', label: 'Express shipping', actions: ['select'], attrs: { group: 'ship' } });
  expect(byHtmlId(open, 'nick')).toMatchObject({ role: 'text_input', label: 'Nickname' });
  expect(byHtmlId(open, 'more')).toMatchObject({ role: 'details', actions: ['toggle'], attrs: { open: false, summary: 'More details' } });
  await call(client, 'close_page', { session_id: sessionId });
});

test('select_option, toggle, clear, scroll and click act on the live DOM by SOM id', async () => {
  const { open, sessionId } = await openControls();
  const selected = await call(client, 'select_option', { session_id: sessionId, element_id: byHtmlId(open, 'size').id, value: 'Large' });
  expect(selected.isError).toBe(false);
  expect(byHtmlId(selected, 'size').attrs?.value).toBe('l');
  const missingOption = await call(client, 'select_option', { session_id: sessionId, element_id: byHtmlId(open, 'size').id, value: 'Huge' });
  expect(missingOption).toMatchObject({ isError: true, text: 'Option not found: Huge' });
  const notSelect = await call(client, 'select_option', { session_id: sessionId, element_id: byHtmlId(open, 'nick').id, value: 'x' });
  expect(notSelect).toMatchObject({ isError: true, text: 'Element is not a <select>' });

  const toggled = await call(client, 'toggle', { session_id: sessionId, element_id: byHtmlId(open, 'gift').id });
  expect(byHtmlId(toggled, 'gift').attrs?.checked).toBe(true);
  expect(texts(toggled)).toContain('Gift wrap on.');
  const details = await call(client, 'toggle', { session_id: sessionId, element_id: byHtmlId(open, 'more').id });
  expect(byHtmlId(details, 'more').attrs?.open).toBe(true);
  const badToggle = await call(client, 'toggle', { session_id: sessionId, element_id: byHtmlId(open, 'nick').id });
  expect(badToggle).toMatchObject({ isError: true, text: 'Element is not a checkbox, radio button, or details element' });

  const cleared = await call(client, 'clear', { session_id: sessionId, element_id: byHtmlId(open, 'note').id });
  expect(byHtmlId(cleared, 'note').attrs?.value).toBeUndefined();
  const unknown = await call(client, 'clear', { session_id: sessionId, element_id: 'e_000000000000' });
  expect(unknown).toMatchObject({ isError: true, text: 'Element not found in DOM' });

  const scrolled = await call(client, 'scroll', { session_id: sessionId, direction: 'bottom' });
  expect(scrolled.isError).toBe(false);
  expect(scrolled.text).toContain('"scroll_position":0.0,');
  expect(Object.keys(scrolled.json as object)).toEqual(['regions', 'scroll_position', 'title', 'url', 'webmcp']);

  const applied = await call(client, 'click', { session_id: sessionId, element_id: byHtmlId(open, 'apply').id });
  expect(applied.isError).toBe(false);
  expect(texts(applied)).toContain('Applied size l.');
  expect(Object.keys(applied.json as object)).toEqual(['regions', 'title', 'url', 'webmcp']);

  const typeOnButton = await call(client, 'type_text', { session_id: sessionId, element_id: byHtmlId(open, 'apply').id, text: 'x' });
  expect(typeOnButton).toMatchObject({ isError: true, text: `Element does not support type: ${byHtmlId(open, 'apply').id}` });

  const link = elements(open).find((el) => el.text === 'next page') as El;
  const navigated = await call(client, 'click', { session_id: sessionId, element_id: link.id });
  expect(navigated.json).toMatchObject({ title: 'Engine next', url: `${server.base}/engine/next?from=controls` });
  await call(client, 'close_page', { session_id: sessionId });
});

test('a link to a missing page fails with the navigation error and keeps the session usable', async () => {
  const { open, sessionId } = await openControls();
  const broken = elements(open).find((el) => el.text === 'Broken link') as El;
  const result = await call(client, 'click', { session_id: sessionId, element_id: broken.id });
  expect(result).toMatchObject({ isError: true, text: `Navigation failed: HTTP error 404: ${server.base}/engine/missing` });
  const status = await call(client, 'trace_status', { session_id: sessionId });
  expect(status.isError).toBe(false);
  await call(client, 'close_page', { session_id: sessionId });
});

test('evaluate: upstream wrapping and result mapping, nothing persists, errors are contained', async () => {
  const { sessionId } = await openControls();
  const cases: Array<[string, unknown]> = [
    ['1 + 41', 42],
    ["'42'", 42],
    ["'hello'", 'hello'],
    ['({a: [1, 2]})', { a: [1, 2] }],
    ['undefined', null],
    ["''", null],
    ['true', true],
    ["document.querySelectorAll('p').length > 0", true],
    // Page globals are absent: evaluate runs on a fresh copy without page scripts, as upstream.
    ["'pageGlobal' in window", false],
    // V8 ToString of undefined is the string "undefined", which upstream maps to null.
    ['typeof window.pageGlobal', null],
  ];
  for (const [expression, expected] of cases) {
    const result = await call(client, 'evaluate', { session_id: sessionId, expression });
    expect([expression, result.json]).toEqual([expression, { result: expected }]);
  }
  await call(client, 'evaluate', { session_id: sessionId, expression: "document.getElementById('status').textContent = 'mutated'" });
  const after = await call(client, 'evaluate', { session_id: sessionId, expression: "document.getElementById('status').textContent" });
  expect(after.json).toEqual({ result: 'Waiting for input.' });
  const thrown = await call(client, 'evaluate', { session_id: sessionId, expression: 'notDefinedAnywhere.x' });
  expect(thrown.isError).toBe(true);
  const failure = JSON.parse(thrown.text) as Record<string, unknown>;
  expect(Object.keys(failure)).toEqual(['containment_failure', 'error', 'state_preserved']);
  expect(failure).toMatchObject({ containment_failure: { code: 'js_worker_error', kind: 'worker_error' }, state_preserved: true });
  expect(failure.error).toMatch(/^Evaluate failed: JavaScript worker rejected the request \(javascript_error\): Runtime error: ReferenceError/);
  const statements = await call(client, 'evaluate', { session_id: sessionId, expression: 'var a = 1; a' });
  expect(JSON.parse(statements.text).error).toMatch(/Compile error: SyntaxError/);
  await call(client, 'close_page', { session_id: sessionId });
});

test('cookies: per-session jars that are sent on navigation and receive Set-Cookie', async () => {
  const { sessionId } = await openControls();
  const other = await openControls();
  const set = await call(client, 'set_cookies', {
    session_id: sessionId,
    cookies: [{ name: 'token', value: 'abc', domain: '127.0.0.1' }, { name: 'skipped' }, { name: 'viaUrl', value: '1', url: server.base, sameSite: 'strict' }],
  });
  expect(set.json).toEqual({ session_id: sessionId, set: 2 });
  const nav = await call(client, 'navigate_to', { session_id: sessionId, url: `${server.base}/engine/cookies` });
  expect(server.receivedCookies.at(-1)).toContain('token=abc');
  expect(JSON.stringify(nav.json)).toContain('token=abc');
  const jar = await call(client, 'get_cookies', { session_id: sessionId, url: `${server.base}/` });
  const names = (jar.json as { cookies: Array<{ name: string }> }).cookies.map((c) => c.name).sort();
  expect(names).toEqual(['flavour', 'script_cookie', 'server_cookie', 'token', 'viaUrl']);
  const token = (jar.json as { cookies: Array<Record<string, unknown>> }).cookies.find((c) => c.name === 'token');
  expect(token).toEqual({ domain: '.127.0.0.1', expires: null, httpOnly: false, name: 'token', path: '/', sameSite: 'Lax', secure: false, size: 8, value: 'abc' });
  const otherJar = await call(client, 'get_cookies', { session_id: other.sessionId });
  expect(otherJar.json).toEqual({ cookies: [], count: 0 });
  const clearedOne = await call(client, 'clear_cookies', { session_id: sessionId, name: 'token' });
  expect(clearedOne.json).toEqual({ cleared: 1, session_id: sessionId });
  const clearedAll = await call(client, 'clear_cookies', { session_id: sessionId });
  expect(clearedAll.json).toEqual({ cleared: 4, session_id: sessionId });
  await call(client, 'close_page', { session_id: sessionId });
  await call(client, 'close_page', { session_id: other.sessionId });
});

test('errors: unknown sessions, argument types, fetch failures, page script failures', async () => {
  expect(await call(client, 'navigate_to', { session_id: 'nope', url: server.base })).toMatchObject({ isError: true, text: 'Session not found: nope' });
  expect(await call(client, 'close_page', { session_id: 'nope' })).toMatchObject({ isError: true, text: 'Session not found: nope' });
  expect(await call(client, 'open_page', { url: 5 })).toMatchObject({ isError: true, text: 'Invalid arguments: invalid type: integer `5`, expected a string' });
  expect(await call(client, 'trace_status', { session_id: 'x'.repeat(65) })).toMatchObject({ isError: true, text: 'Invalid arguments: session_id exceeds 64 bytes' });
  expect(await call(client, 'replay_validate', { session_id: 's', trace_id: 't' })).toMatchObject({ isError: true, text: 'Invalid arguments: missing field `sequence`' });
  expect(await call(client, 'open_page', { url: `${server.base}/engine/missing` })).toMatchObject({
    isError: true,
    text: `Failed to fetch ${server.base}/engine/missing: HTTP error 404: ${server.base}/engine/missing`,
  });
  expect(await call(client, 'open_page', { url: `${server.base}/engine/loop` })).toMatchObject({ isError: true, text: `Failed to fetch ${server.base}/engine/loop: Too many redirects (maximum 10)` });
  expect(await call(client, 'open_page', { url: 'ftp://example.com/' })).toMatchObject({
    isError: true,
    text: "Failed to fetch ftp://example.com/: Outbound URL blocked: outbound URL scheme 'ftp' is not allowed; only http and https are permitted",
  });
  const redirected = await call(client, 'open_page', { url: `${server.base}/engine/redirect` });
  expect(redirected.json).toMatchObject({ title: 'Workflow destination', url: `${server.base}/destination` });
  const broken = await call(client, 'open_page', { url: `${server.base}/engine/broken-script` });
  expect(broken.json).toMatchObject({ js: { scripts_total: 2, scripts_ok: 1, scripts_err: 1 } });
  expect(texts(broken)).toContain('Script recovered');
  for (const result of [redirected, broken]) await call(client, 'close_page', { session_id: (result.json as { session_id: string }).session_id });
});

// Ten sessions are ten renderers (each its own jsdom), started one after another on a shared machine.
test('at most ten sessions per process', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const open = await call(client, 'open_page', { url: `${server.base}/start` });
    expect(open.isError).toBe(false);
    ids.push((open.json as { session_id: string }).session_id);
  }
  expect(new Set(ids).size).toBe(10);
  expect(await call(client, 'open_page', { url: `${server.base}/start` })).toMatchObject({ isError: true, text: 'Maximum sessions (10) reached. Close a session first.' });
  const reopened = await call(client, 'open_page', { url: `${server.base}/start` }).catch(() => undefined);
  expect(reopened?.isError).toBe(true);
  for (const id of ids) await call(client, 'close_page', { session_id: id });
  const again = await call(client, 'open_page', { url: `${server.base}/start` });
  expect(again.json).toMatchObject({ cache_restored: true });
  expect(again.json).not.toHaveProperty('js');
  await call(client, 'close_page', { session_id: (again.json as { session_id: string }).session_id });
}, 180_000);

test('tracing: failures recorded, bounds reported, replay checks in order, final_trace on close', async () => {
  const { open, sessionId } = await openControls(true);
  // The details element has no page handler, so toggling it twice restores the recorded state.
  const gift = byHtmlId(open, 'more').id;
  const status = await call(client, 'trace_status', { session_id: sessionId });
  const traceId = (status.json as { trace_id: string }).trace_id;
  expect(Object.keys(status.json as object)).toEqual([
    'schema', 'enabled', 'trace_id', 'retained_events', 'retained_bytes', 'max_events', 'max_bytes', 'next_sequence',
    'evicted_events', 'oversized_events', 'cleared_events', 'retention',
  ]);
  expect(status.json).toMatchObject({ enabled: true, retained_events: 1, max_events: 128, max_bytes: 49152, next_sequence: 2 });
  await call(client, 'click', { session_id: sessionId, element_id: 'missing-element' });
  await call(client, 'toggle', { session_id: sessionId, element_id: gift });
  const exported = await call(client, 'trace_export', { session_id: sessionId });
  const events = (exported.json as { events: Array<Record<string, unknown>> }).events;
  expect(events.map((e) => [e.sequence, e.action, e.outcome, e.error_class])).toEqual([
    [1, 'open_page', 'success', undefined],
    [2, 'click', 'error', 'not_found'],
    [3, 'toggle', 'success', undefined],
  ]);
  const toggleEvent = events[2] as { target: Record<string, string>; before: Record<string, unknown> };
  expect(toggleEvent.target.target_id).toMatch(/^plasmate-trace-id:v1:[0-9a-f]{64}$/);
  expect(toggleEvent.target.stable_key).toMatch(/^plasmate-trace-target:v1:[0-9a-f]{64}$/);
  expect(toggleEvent.before.origin).toBe(server.base.replace('http://127.0.0.1', 'http://127.0.0.1'));
  expect(toggleEvent.before.url_fingerprint).toMatch(/^plasmate-url:v1:[0-9a-f]{64}$/);
  expect((events[0] as { before: unknown }).before).toMatchObject({ url_fingerprint: null, origin: null, has_page: false });

  const replay = async (sequence: number, confirmed = false): Promise<Record<string, unknown>> =>
    (await call(client, 'replay_validate', { session_id: sessionId, trace_id: traceId, sequence, confirmed })).json as Record<string, unknown>;
  expect((await replay(99)).drift).toBe('event_not_retained');
  expect((await replay(1)).drift).toBe('unsupported_action');
  // The toggle changed the page, so replaying it from the current state is state drift.
  expect((await replay(3)).drift).toBe('state_drift');
  await call(client, 'toggle', { session_id: sessionId, element_id: gift });
  const valid = await replay(3);
  expect(valid).toMatchObject({ status: 'confirmation_required', drift: null, action: 'toggle', session_id: sessionId, execution_available: false });
  expect(valid).not.toHaveProperty('parameters');
  expect(await replay(3, true)).toMatchObject({ status: 'validated', parameters: {} });
  await call(client, 'navigate_to', { session_id: sessionId, url: `${server.base}/start` });
  expect((await replay(3)).drift).toBe('page_drift');

  const cleared = await call(client, 'trace_clear', { session_id: sessionId });
  expect(cleared.json).toMatchObject({ cleared_events: 5, status: { retained_events: 0, retained_bytes: 0, cleared_events: 5, next_sequence: 6 } });
  const closed = await call(client, 'close_page', { session_id: sessionId });
  const finalTrace = (closed.json as { final_trace: { events: Array<{ action: string; sequence: number; after: { has_page: boolean } }> } }).final_trace;
  expect(finalTrace.events.map((e) => [e.sequence, e.action, e.after.has_page])).toEqual([[6, 'close_page', false]]);
});
