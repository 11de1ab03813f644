/** @needs-bundle engine */
// Forms submit in the reference engine (docs/engine.md, intentional difference 6): a click on a
// submit control, a page's form.requestSubmit() or form.submit() navigate with the form's method,
// action and encoding through the outbound policy, and the response replaces the session's page.
// A real engine child (dist/engine) and a loopback server that records every request it gets.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { call, connectClient, type CallResult } from './helpers/engine-process.js';
import { waitFor } from '../helpers/processes.js';

interface Recorded {
  method: string;
  path: string;
  contentType: string;
  cookie: string;
  body: Buffer;
}
interface El {
  id: string;
  html_id?: string;
  text?: string;
}

const page = (title: string, body: string): string => `<!DOCTYPE html><html><head><title>${title}</title></head><body><main>${body}</main></body></html>`;

const PAGES: Record<string, string> = {
  '/get-form': page(
    'Search',
    `<form action="/result?old=1#top" method="get">
      <label for="q">Query</label><input id="q" name="q" value="a b&c">
      <input id="off" name="off" value="x" disabled>
      <input type="checkbox" id="no" name="no" value="1"><label for="no">No</label>
      <input type="checkbox" id="yes" name="yes" checked><label for="yes">Yes</label>
      <select id="size" name="size"><option value="s">S</option><option value="m" selected>M</option></select>
      <button id="go" name="go" value="search">Search</button>
    </form>`,
  ),
  '/post-form': page(
    'Sign in',
    `<form action="result" method="POST">
      <label for="user">User</label><input id="user" name="user" value="ada">
      <fieldset disabled><label for="gone">Gone</label><input id="gone" name="gone" value="x"></fieldset>
      <input type="radio" id="r1" name="plan" value="free"><label for="r1">Free</label>
      <input type="radio" id="r2" name="plan" value="pro" checked><label for="r2">Pro</label>
      <input type="submit" id="plain" name="which" value="plain">
      <button id="alt" name="which" value="alt" formaction="/alt?keep=1" formmethod="post">Alternative</button>
      <button id="other" name="which" value="other" formaction="/result" formmethod="get" formenctype="multipart/form-data">Other</button>
    </form>`,
  ),
  '/multipart': page(
    'Upload',
    `<form action="/upload" method="post" enctype="multipart/form-data">
      <label for="title">Title</label><input id="title" name="ti&quot;tle" value="say &quot;hi&quot;">
      <label for="notes">Notes</label><textarea id="notes" name="notes">line one
line two</textarea>
      <input type="image" id="img" name="pt" alt="Send">
    </form>`,
  ),
  '/prevent': page(
    'Prevented',
    `<form action="/result" method="post" id="f"><label for="user">User</label><input id="user" name="user" value="ada">
      <button id="go">Sign in</button></form>
     <script>document.getElementById('f').addEventListener('submit', (e) => { e.preventDefault(); document.title = 'handled'; });</script>`,
  ),
  '/request-submit': page(
    'Scripted',
    `<form action="/result" method="post" id="f"><label for="user">User</label><input id="user" name="user" value="ada"></form>
     <button type="button" id="go">Continue</button>
     <script>document.getElementById('go').addEventListener('click', () => document.getElementById('f').requestSubmit());
       document.getElementById('f').addEventListener('submit', () => { document.getElementById('user').value = 'from-handler'; });</script>`,
  ),
  '/auto-submit': page(
    'Auto',
    `<form action="/result" method="get" id="f"><label for="size">Size</label>
      <select id="size" name="size" onchange="this.form.submit()"><option value="s">S</option><option value="l">L</option></select></form>`,
  ),
  '/invalid': page(
    'Invalid',
    `<form action="/result" method="post"><label for="user">User</label><input id="user" name="user" required>
      <button id="go">Sign in</button></form>`,
  ),
  '/no-validate': page(
    'Draft',
    `<form action="/result" method="post"><label for="user">User</label><input id="user" name="user" required>
      <button id="go" name="save" value="draft" formnovalidate>Save draft</button></form>`,
  ),
  '/timer': page(
    'Timer',
    `<form action="/result" method="get" id="f"><input type="hidden" name="t" value="1"></form><p id="p">Waiting.</p>
     <script>setTimeout(() => { document.getElementById('p').textContent = 'Fired.'; document.getElementById('f').submit(); }, 50);</script>`,
  ),
  '/blocked': page(
    'Blocked',
    `<form action="http://169.254.169.254/latest/meta-data/" method="post"><label for="user">User</label><input id="user" name="user" value="ada">
      <button id="go">Send</button></form>`,
  ),
  '/see-other-form': page(
    'Redirecting',
    `<form action="/see-other" method="post"><label for="user">User</label><input id="user" name="user" value="ada">
      <button id="go">Send</button></form>`,
  ),
  '/temporary-form': page(
    'Temporary',
    `<form action="/temporary" method="post"><label for="user">User</label><input id="user" name="user" value="ada">
      <button id="go">Send</button></form>`,
  ),
  '/large': page(
    'Large',
    `<form action="/result" method="post" id="f"><label for="big">Big</label><textarea id="big" name="big"></textarea><button id="go">Send</button></form>
     <script>document.getElementById('big').value = 'x'.repeat(1024 * 1024 + 1);</script>`,
  ),
};

let server: http.Server;
let base: string;
const recorded: Recorded[] = [];
let client: Client;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      recorded.push({ method: request.method ?? '', path: request.url ?? '', contentType: request.headers['content-type'] ?? '', cookie: request.headers.cookie ?? '', body: Buffer.concat(chunks) });
      if (url.pathname === '/see-other' || url.pathname === '/temporary') {
        response.writeHead(url.pathname === '/see-other' ? 303 : 307, { location: '/landing' });
        response.end();
        return;
      }
      const html = PAGES[url.pathname] ?? page(`Result ${request.method ?? ''} ${url.pathname}`, `<p>Arrived at ${url.pathname}.</p>`);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(url.pathname === '/get-form' ? { 'set-cookie': 'sid=s1; Path=/' } : {}) });
      response.end(html);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = await connectClient();
});
afterAll(async () => {
  await client.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const elements = (result: CallResult): El[] => (result.json as { regions: Array<{ elements: El[] }> }).regions.flatMap((r) => r.elements);
const idOf = (result: CallResult, htmlId: string): string => {
  const found = elements(result).find((el) => el.html_id === htmlId);
  if (!found) throw new Error(`no #${htmlId} in ${result.text}`);
  return found.id;
};

/** Open `path`, then return the session and what the server recorded from here on. */
async function open(path: string): Promise<{ sessionId: string; opened: CallResult; since: () => Recorded[] }> {
  const opened = await call(client, 'open_page', { url: `${base}${path}` });
  expect(opened.isError).toBe(false);
  const mark = recorded.length;
  return { sessionId: (opened.json as { session_id: string }).session_id, opened, since: () => recorded.slice(mark) };
}

const payload = (result: CallResult): { url: string; title: string } => result.json as { url: string; title: string };

test('GET: the form data replaces the action query; disabled and unchecked controls are left out; the submitter is included', async () => {
  const { sessionId, opened, since } = await open('/get-form');
  const clicked = await call(client, 'click', { session_id: sessionId, element_id: idOf(opened, 'go') });
  expect(clicked.isError).toBe(false);
  expect(since().map((r) => [r.method, r.path])).toEqual([['GET', '/result?q=a+b%26c&yes=on&size=m&go=search']]);
  // The session's cookies go along as on a page load, and the response becomes the session's page.
  expect(since()[0]?.cookie).toBe('sid=s1');
  expect(payload(clicked)).toMatchObject({ url: `${base}/result?q=a+b%26c&yes=on&size=m&go=search#top`, title: 'Result GET /result' });
  expect(elements(clicked).map((el) => el.text)).toContain('Arrived at /result.');
  await call(client, 'close_page', { session_id: sessionId });
});

test('POST urlencoded to the action resolved against the page URL, with the clicked submitter', async () => {
  const { sessionId, opened, since } = await open('/post-form');
  const clicked = await call(client, 'click', { session_id: sessionId, element_id: idOf(opened, 'plain') });
  expect(clicked.isError).toBe(false);
  expect(since()).toHaveLength(1);
  const [request] = since();
  expect(request).toMatchObject({ method: 'POST', path: '/result', contentType: 'application/x-www-form-urlencoded' });
  expect(request?.body.toString()).toBe('user=ada&plan=pro&which=plain');
  expect(payload(clicked)).toMatchObject({ url: `${base}/result`, title: 'Result POST /result' });
  await call(client, 'close_page', { session_id: sessionId });
});

test('the submitter’s formaction, formmethod and formenctype override the form’s', async () => {
  const first = await open('/post-form');
  const alt = await call(client, 'click', { session_id: first.sessionId, element_id: idOf(first.opened, 'alt') });
  expect(alt.isError).toBe(false);
  expect(first.since().map((r) => [r.method, r.path, r.body.toString()])).toEqual([['POST', '/alt?keep=1', 'user=ada&plan=pro&which=alt']]);
  const second = await open('/post-form');
  const other = await call(client, 'click', { session_id: second.sessionId, element_id: idOf(second.opened, 'other') });
  expect(other.isError).toBe(false);
  // formmethod=get: the enctype does not matter, the data goes in the query.
  expect(second.since().map((r) => [r.method, r.path, r.body.length])).toEqual([['GET', '/result?user=ada&plan=pro&which=other', 0]]);
  await call(client, 'close_page', { session_id: first.sessionId });
  await call(client, 'close_page', { session_id: second.sessionId });
});

test('POST multipart/form-data: one part per entry under the announced boundary', async () => {
  const { sessionId, opened, since } = await open('/multipart');
  const clicked = await call(client, 'click', { session_id: sessionId, element_id: idOf(opened, 'img') });
  expect(clicked.isError).toBe(false);
  expect(since()).toHaveLength(1);
  const request = since()[0] as Recorded;
  expect(request.method).toBe('POST');
  const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(request.contentType)?.[1];
  expect(boundary).toBeDefined();
  const body = request.body.toString();
  expect(body.endsWith(`--${boundary}--\r\n`)).toBe(true);
  const parts = body
    .slice(0, -`--${boundary}--\r\n`.length)
    .split(`--${boundary}\r\n`)
    .filter((part) => part !== '')
    .map((part) => {
      const [head = '', ...rest] = part.split('\r\n\r\n');
      return [/name="([^"]*)"/.exec(head)?.[1], rest.join('\r\n\r\n').replace(/\r\n$/, '')];
    });
  expect(parts).toEqual([
    ['ti%22tle', 'say "hi"'],
    ['notes', 'line one\r\nline two'],
    ['pt.x', '0'],
    ['pt.y', '0'],
  ]);
  expect(payload(clicked).url).toBe(`${base}/upload`);
  await call(client, 'close_page', { session_id: sessionId });
});

test('a submit handler that calls preventDefault: the handler runs, no request is made, the page stays', async () => {
  const { sessionId, opened, since } = await open('/prevent');
  const clicked = await call(client, 'click', { session_id: sessionId, element_id: idOf(opened, 'go') });
  expect(clicked.isError).toBe(false);
  expect(payload(clicked)).toMatchObject({ url: `${base}/prevent`, title: 'handled' });
  expect(since()).toEqual([]);
  await call(client, 'close_page', { session_id: sessionId });
});

test('a page script’s form.requestSubmit() runs the submit handlers, then submits', async () => {
  const { sessionId, opened, since } = await open('/request-submit');
  const clicked = await call(client, 'click', { session_id: sessionId, element_id: idOf(opened, 'go') });
  expect(clicked.isError).toBe(false);
  expect(since().map((r) => [r.method, r.path, r.body.toString()])).toEqual([['POST', '/result', 'user=from-handler']]);
  expect(payload(clicked).url).toBe(`${base}/result`);
  await call(client, 'close_page', { session_id: sessionId });
});

test('form.submit() from a change handler submits after select_option', async () => {
  const { sessionId, opened, since } = await open('/auto-submit');
  const selected = await call(client, 'select_option', { session_id: sessionId, element_id: idOf(opened, 'size'), value: 'l' });
  expect(selected.isError).toBe(false);
  expect(since().map((r) => [r.method, r.path])).toEqual([['GET', '/result?size=l']]);
  expect(payload(selected).url).toBe(`${base}/result?size=l`);
  await call(client, 'close_page', { session_id: sessionId });
});

test('a form that fails constraint validation (required, empty) is not submitted', async () => {
  const { sessionId, opened, since } = await open('/invalid');
  const clicked = await call(client, 'click', { session_id: sessionId, element_id: idOf(opened, 'go') });
  expect(clicked.isError).toBe(false);
  expect(payload(clicked).url).toBe(`${base}/invalid`);
  expect(since()).toEqual([]);
  await call(client, 'close_page', { session_id: sessionId });
});

test('a formnovalidate submitter skips constraint validation', async () => {
  const { sessionId, opened, since } = await open('/no-validate');
  const clicked = await call(client, 'click', { session_id: sessionId, element_id: idOf(opened, 'go') });
  expect(clicked.isError).toBe(false);
  expect(since().map((r) => [r.method, r.path, r.body.toString()])).toEqual([['POST', '/result', 'user=&save=draft']]);
  await call(client, 'close_page', { session_id: sessionId });
});

test('a submission a page timer made between tool calls does not ride along with the next action', async () => {
  const { sessionId, since } = await open('/timer');
  // Until the timer has run, the test would prove nothing: wait for its mark (evaluate reads a copy
  // of the live page, so it sees the mark and cannot submit anything itself), then act.
  await waitFor('the page timer to fire', async () => {
    const text = await call(client, 'evaluate', { session_id: sessionId, expression: "document.getElementById('p').textContent" });
    return (text.json as { result: unknown }).result === 'Fired.' ? true : undefined;
  }, 10_000);
  const scrolled = await call(client, 'scroll', { session_id: sessionId });
  expect(scrolled.isError).toBe(false);
  expect(payload(scrolled).url).toBe(`${base}/timer`);
  expect(since()).toEqual([]);
  await call(client, 'close_page', { session_id: sessionId });
});

test('an action at a metadata address is refused by the outbound policy before any connection; the page stays', async () => {
  const { sessionId, opened, since } = await open('/blocked');
  const clicked = await call(client, 'click', { session_id: sessionId, element_id: idOf(opened, 'go') });
  expect(clicked).toMatchObject({ isError: true, text: 'Navigation failed: Outbound URL blocked: address 169.254.169.254 is a cloud metadata target' });
  expect(since()).toEqual([]);
  const after = await call(client, 'evaluate', { session_id: sessionId, expression: 'document.title' });
  expect(after.json).toEqual({ result: 'Blocked' });
  await call(client, 'close_page', { session_id: sessionId });
});

test('POST answered by 303 is followed with a GET without the body', async () => {
  const { sessionId, opened, since } = await open('/see-other-form');
  const clicked = await call(client, 'click', { session_id: sessionId, element_id: idOf(opened, 'go') });
  expect(clicked.isError).toBe(false);
  expect(since().map((r) => [r.method, r.path, r.contentType, r.body.toString()])).toEqual([
    ['POST', '/see-other', 'application/x-www-form-urlencoded', 'user=ada'],
    ['GET', '/landing', '', ''],
  ]);
  expect(payload(clicked)).toMatchObject({ url: `${base}/landing`, title: 'Result GET /landing' });
  await call(client, 'close_page', { session_id: sessionId });
});

test('POST answered by 307 is repeated, body and all, to the next hop', async () => {
  const { sessionId, opened, since } = await open('/temporary-form');
  const clicked = await call(client, 'click', { session_id: sessionId, element_id: idOf(opened, 'go') });
  expect(clicked.isError).toBe(false);
  expect(since().map((r) => [r.method, r.path, r.body.toString()])).toEqual([
    ['POST', '/temporary', 'user=ada'],
    ['POST', '/landing', 'user=ada'],
  ]);
  expect(payload(clicked)).toMatchObject({ url: `${base}/landing`, title: 'Result POST /landing' });
  await call(client, 'close_page', { session_id: sessionId });
});

test('form data over the bound (1 MiB) is refused without a request', async () => {
  const { sessionId, opened, since } = await open('/large');
  const clicked = await call(client, 'click', { session_id: sessionId, element_id: idOf(opened, 'go') });
  expect(clicked).toMatchObject({ isError: true, text: 'Form submission refused: the form data exceeds 1048576 bytes' });
  expect(since()).toEqual([]);
  await call(client, 'close_page', { session_id: sessionId });
});
