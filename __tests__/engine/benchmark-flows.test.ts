/** @needs-bundle engine */
// The six benchmark scenarios (docs/contract/benchmark.md §4, docs/contract/engine.md §11.6) step by step against the built
// engine over stdio, with the SDK client and a loopback fixture server.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { call, connectClient } from './helpers/engine-process.js';
import { startFixtureServer, type FixtureServer } from './helpers/fixture-server.js';

let server: FixtureServer;
let client: Client;

// One engine for the six scenarios: each opens its own session, and sessions are what keeps one
// plan's state from another's (their isolation is the subject of session-tools and
// isolation-corpus). An engine per scenario cost a start (~1.6 CPU-s) each and showed nothing more.
beforeAll(async () => {
  server = await startFixtureServer();
  client = await connectClient();
}, 30_000);
afterAll(async () => {
  await client.close();
  await server.close();
});

const emailId = (json: unknown): string => {
  const regions = (json as { regions: Array<{ elements: Array<{ id: string; html_id?: string }> }> }).regions;
  const element = regions.flatMap((region) => region.elements).find((el) => el.html_id === 'email');
  if (!element) throw new Error('no #email in the SOM');
  return element.id;
};

test('1 navigate-between-pages', async () => {
  const open = await call(client, 'open_page', { url: `${server.base}/start`, trace: false });
  expect(open.isError).toBe(false);
  expect((open.json as { title: string }).title).toBe('Workflow start');
  const sessionId = (open.json as { session_id: string }).session_id;
  expect(sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const nav = await call(client, 'navigate_to', { session_id: sessionId, url: `${server.base}/destination` });
  expect(nav.isError).toBe(false);
  expect(nav.json).toMatchObject({ title: 'Workflow destination', url: `${server.base}/destination`, cache_restored: false, session_id: sessionId });
  expect(nav.json).not.toHaveProperty('js');
});

test('2 type-and-observe-value', async () => {
  const open = await call(client, 'open_page', { url: `${server.base}/form`, trace: false });
  expect((open.json as { title: string }).title).toBe('Workflow form');
  const sessionId = (open.json as { session_id: string }).session_id;
  const typed = await call(client, 'type_text', { session_id: sessionId, element_id: emailId(open.json), text: 'agent@example.test' });
  expect(typed.isError).toBe(false);
  // The SOM shows the typed value.
  const input = (typed.json as { regions: Array<{ elements: Array<{ html_id?: string; attrs?: { value?: string } }> }> }).regions
    .flatMap((r) => r.elements)
    .find((el) => el.html_id === 'email');
  expect(input?.attrs?.value).toBe('agent@example.test');
  const verify = await call(client, 'evaluate', { session_id: sessionId, expression: "document.getElementById('email').value" });
  expect(verify.isError).toBe(false);
  expect(verify.json).toEqual({ result: 'agent@example.test' });
});

test('3 trace-action-export', async () => {
  const open = await call(client, 'open_page', { url: `${server.base}/form`, trace: true });
  const sessionId = (open.json as { session_id: string }).session_id;
  await call(client, 'type_text', { session_id: sessionId, element_id: emailId(open.json), text: 'trace@example.test' });
  const exported = await call(client, 'trace_export', { session_id: sessionId });
  expect(exported.isError).toBe(false);
  const trace = exported.json as { retained_events: number; events: Array<Record<string, unknown>>; session_id: string };
  expect(trace.retained_events).toBe(2);
  expect(trace.session_id).toBe(sessionId);
  expect(trace.events.map((e) => e.action)).toEqual(['open_page', 'type_text']);
  expect(trace.events[1]?.parameters).toEqual({ append: false, value: { byte_length: 18, redacted: true } });
  expect(exported.text).not.toContain('trace@example.test');
  expect(exported.text).not.toContain(emailId(open.json));
});

test('4 replay-cross-session-refusal', async () => {
  const open = await call(client, 'open_page', { url: `${server.base}/start`, trace: true });
  const sessionId = (open.json as { session_id: string }).session_id;
  const replay = await call(client, 'replay_validate', { session_id: sessionId, trace_id: 'not-the-live-trace', sequence: 1, confirmed: true });
  expect(replay.isError).toBe(false);
  expect(replay.json).toEqual({
    drift: 'cross_session',
    execution: 'validation_only',
    execution_available: false,
    message: 'trace_id does not belong to this session',
    schema: 'plasmate.trace.v1',
    sequence: 1,
    side_effects: false,
    status: 'refused',
    trace_id: 'not-the-live-trace',
  });
});

test('5 expected-tool-error-continues', async () => {
  const open = await call(client, 'open_page', { url: `${server.base}/start`, trace: false });
  const sessionId = (open.json as { session_id: string }).session_id;
  const click = await call(client, 'click', { session_id: sessionId, element_id: 'missing-element' });
  expect(click.isError).toBe(true);
  expect(click.text).toBe('Element not found: missing-element');
  expect(click.raw.structuredContent).toEqual({ result: 'Element not found: missing-element', contentType: 'text/plain', trust: 'tool-error' });
  const status = await call(client, 'trace_status', { session_id: sessionId });
  expect(status.isError).toBe(false);
  expect((status.json as { enabled: boolean }).enabled).toBe(false);
});

test('6 unexpected-tool-error-is-contained: the error is a tool result and the child keeps serving, then exits 0', async () => {
  const open = await call(client, 'open_page', { url: `${server.base}/start`, trace: false });
  const sessionId = (open.json as { session_id: string }).session_id;
  const click = await call(client, 'click', { session_id: sessionId, element_id: 'missing-element' });
  expect(click.isError).toBe(true);
  const close = await call(client, 'close_page', { session_id: sessionId });
  expect(close.json).toEqual({ closed: true, session_id: sessionId });
});
