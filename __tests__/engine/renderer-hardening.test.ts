// Hardening inside one renderer, against the built engine (dist/engine) and two loopback origins
// (docs/security.md, "Inside a renderer"): a page reaches no implementation object through a
// wrapper (jsdom patched: scripts/jsdom-patch.mjs), never reads, creates or overwrites an HttpOnly
// cookie while requests still carry it, and a password field's value is in no page model, result
// or trace. Each attack is written as a page would try it; each fails on the engine without the
// layer it names.
import { randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { call, connectClient } from './helpers/engine-process.js';

jest.setTimeout(120_000);

const SECRET = `pw-${randomBytes(10).toString('hex')}`;
const SERVER_SESSION = `sid-${randomBytes(8).toString('hex')}`;
const TOOL_SESSION = `tool-${randomBytes(8).toString('hex')}`;

/**
 * The attack of security.md: reach each wrapper's implementation through its own symbols, replace
 * the `value` setter on the (module-level, shared) implementation prototype, and keep what later
 * pages type where a later page of the attacker's origin finds it. The title says how many links
 * the page found.
 */
const ATTACKER_PAGE = `<!doctype html><html><head><title>docs</title></head><body><h1>Docs</h1><input id="probe"><script>
  var links = 0;
  var wrappers = [document, document.body, document.getElementById('probe'), document.createElement('input'), new URL('http://x/')];
  wrappers.forEach(function (wrapper) {
    Object.getOwnPropertySymbols(wrapper).forEach(function (symbol) {
      var impl = wrapper[symbol];
      if (impl === null || typeof impl !== 'object') return;
      links += 1;
      for (var proto = Object.getPrototypeOf(impl); proto; proto = Object.getPrototypeOf(proto)) {
        var own = Object.getOwnPropertyDescriptor(proto, 'value');
        if (!own || !own.set || own.set.__hooked) continue;
        (function (proto, own) {
          var hook = function (v) { (proto.__stash = proto.__stash || []).push(String(v)); return own.set.call(this, v); };
          hook.__hooked = true;
          try { Object.defineProperty(proto, 'value', { get: own.get, set: hook, configurable: true }); } catch (e) {}
        })(proto, own);
      }
    });
  });
  document.title = 'links ' + links;
</script></body></html>`;

/** A later page of the attacker's origin: reports what the planted setter kept. */
const READER_PAGE = `<!doctype html><html><head><title>reader</title></head><body><input id="probe"><script>
  var kept = [];
  [document.getElementById('probe'), document.createElement('input')].forEach(function (wrapper) {
    Object.getOwnPropertySymbols(wrapper).forEach(function (symbol) {
      var impl = wrapper[symbol];
      for (var proto = impl && Object.getPrototypeOf(impl); proto; proto = Object.getPrototypeOf(proto)) {
        if (proto.__stash) kept = kept.concat(proto.__stash);
      }
    });
  });
  document.title = 'kept ' + kept.join(',');
</script></body></html>`;

const BANK_PAGE = `<!doctype html><html><head><title>bank login</title></head><body><h1>Bank</h1>
<form><label for="user">User</label><input id="user" name="user">
<label for="pw">Password</label><input id="pw" name="pw" type="password">
<label for="old">Old password</label><input id="old" name="old" type="PassWord" value="prefilled-${SECRET}">
<button type="button">Sign in</button></form></body></html>`;

/**
 * A page that sets cookies from the server (one HttpOnly) and tries every way a script has to read
 * the HttpOnly one, overwrite it, shadow it under another path, or make one of its own; the title
 * is what document.cookie shows afterwards.
 */
const COOKIE_PAGE = `<!doctype html><html><head><title>cookies</title></head><body><h1>Cookies</h1><script>
  document.cookie = 'sid=overwritten-by-page; Path=/';
  document.cookie = 'sid=shadow-by-page; Path=/echo';
  document.cookie = 'tool=overwritten-by-page; Path=/';
  document.cookie = 'made=by-page; Path=/; HttpOnly';
  document.cookie = 'page=plain; Path=/';
  document.title = 'seen ' + document.cookie;
</script></body></html>`;

/** Shows document.cookie and what the request carried. */
const echoPage = (received: string): string => `<!doctype html><html><head><title>echo</title></head><body><p id="received">${received}</p><script>
  document.title = 'seen ' + document.cookie;
</script></body></html>`;

interface Origins {
  attacker: string;
  bank: string;
}

const requests: Array<{ path: string; cookie: string }> = [];
const servers: http.Server[] = [];
let origins: Origins;

function serve(handler: (path: string, cookie: string, response: http.ServerResponse) => void): Promise<string> {
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const cookie = request.headers.cookie ?? '';
    requests.push({ path, cookie });
    handler(path, cookie, response);
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

const html = (response: http.ServerResponse, body: string, headers: Record<string, string | string[]> = {}): void => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
  response.end(body);
};

beforeAll(async () => {
  const attacker = await serve((path, _cookie, response) => html(response, path === '/reader' ? READER_PAGE : ATTACKER_PAGE));
  const bank = await serve((path, cookie, response) => {
    if (path === '/cookies') html(response, COOKIE_PAGE, { 'set-cookie': [`sid=${SERVER_SESSION}; Path=/; HttpOnly; SameSite=Strict`, 'visible=yes; Path=/'] });
    else if (path.startsWith('/echo')) html(response, echoPage(cookie));
    else html(response, BANK_PAGE);
  });
  origins = { attacker, bank };
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

let client: Client;
beforeEach(async () => {
  requests.length = 0;
  client = await connectClient();
});
afterEach(async () => {
  await client.close();
});

interface PageJson {
  session_id: string;
  title: string;
  regions: unknown[];
}

const parse = (text: string): PageJson => JSON.parse(text) as PageJson;

interface Field {
  id: string;
  role: string;
  label?: string;
  attrs?: Record<string, unknown>;
}

function fields(page: PageJson): Field[] {
  const out: Field[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record.id === 'string' && record.id.startsWith('e_') && typeof record.role === 'string') out.push(record as unknown as Field);
      Object.values(record).forEach(walk);
    }
  };
  walk(page.regions);
  return out;
}

const field = (page: PageJson, label: string): Field => {
  const found = fields(page).find((f) => f.label === label);
  if (!found) throw new Error(`no field labelled ${label} in ${JSON.stringify(page.regions).slice(0, 400)}`);
  return found;
};

describe('implementation objects are out of page reach', () => {
  test("a page finds no wrapper's implementation, so its hooked value setter never sees what another origin or session types", async () => {
    const docs = parse((await call(client, 'open_page', { url: `${origins.attacker}/docs` })).text);
    expect(docs.title).toBe('links 0');
    // The same session on the bank's origin, then another session, each typing the secret.
    const bank = parse((await call(client, 'navigate_to', { session_id: docs.session_id, url: `${origins.bank}/bank` })).text);
    expect((await call(client, 'type_text', { session_id: docs.session_id, element_id: field(bank, 'User').id, text: SECRET })).isError).toBe(false);
    const other = parse((await call(client, 'open_page', { url: `${origins.bank}/bank` })).text);
    expect((await call(client, 'type_text', { session_id: other.session_id, element_id: field(other, 'User').id, text: SECRET })).isError).toBe(false);
    const reader = parse((await call(client, 'navigate_to', { session_id: docs.session_id, url: `${origins.attacker}/reader` })).text);
    expect(reader.title).toBe('kept ');
    expect(requests.map((r) => r.path).join(' ')).not.toContain(SECRET);
  });
});

describe('HttpOnly cookies stay with the engine', () => {
  test('from Set-Cookie: unreadable, not overwritable or shadowed by page script, still sent; a script cannot make one', async () => {
    const page = parse((await call(client, 'open_page', { url: `${origins.bank}/cookies` })).text);
    expect(page.title).not.toContain(SERVER_SESSION);
    expect(page.title).not.toMatch(/\bsid=/);
    expect(page.title).not.toMatch(/\bmade=/);
    expect(page.title).toContain('visible=yes');
    expect(page.title).toContain('page=plain');
    const echo = parse((await call(client, 'navigate_to', { session_id: page.session_id, url: `${origins.bank}/echo` })).text);
    expect(echo.title).not.toContain(SERVER_SESSION);
    const sent = requests.filter((r) => r.path === '/echo').map((r) => r.cookie);
    expect(sent).toHaveLength(1);
    const pairs = (sent[0] ?? '').split('; ').sort();
    expect(pairs.filter((pair) => pair.startsWith('sid='))).toEqual([`sid=${SERVER_SESSION}`]);
    expect(pairs).toContain('page=plain');
    expect(pairs.some((pair) => pair.startsWith('made='))).toBe(false);
    const jar = (await call(client, 'get_cookies', { session_id: page.session_id })).json as { cookies: Array<Record<string, unknown>> };
    const sid = jar.cookies.filter((c) => c.name === 'sid');
    expect(sid).toEqual([expect.objectContaining({ value: SERVER_SESSION, httpOnly: true, sameSite: 'Strict', path: '/', secure: false })]);
    expect(jar.cookies.find((c) => c.name === 'page')).toEqual(expect.objectContaining({ value: 'plain', httpOnly: false }));
    expect(jar.cookies.some((c) => c.name === 'made')).toBe(false);
  });

  test('from set_cookies: every flag kept, unreadable and not overwritable from the page, still sent', async () => {
    const first = parse((await call(client, 'open_page', { url: `${origins.bank}/bank` })).text);
    const session = first.session_id;
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const set = await call(client, 'set_cookies', {
      session_id: session,
      cookies: [
        { name: 'tool', value: TOOL_SESSION, url: origins.bank, path: '/', httpOnly: true, sameSite: 'None', expires },
        { name: 'tool_visible', value: 'shown', url: origins.bank, path: '/' },
      ],
    });
    expect(set.json).toEqual({ session_id: session, set: 2 });
    const page = parse((await call(client, 'navigate_to', { session_id: session, url: `${origins.bank}/cookies` })).text);
    expect(page.title).not.toContain(TOOL_SESSION);
    expect(page.title).not.toMatch(/\btool=/);
    expect(page.title).toContain('tool_visible=shown');
    await call(client, 'navigate_to', { session_id: session, url: `${origins.bank}/echo` });
    const sent = requests.filter((r) => r.path === '/echo').map((r) => r.cookie)[0] ?? '';
    expect(sent.split('; ').filter((pair) => pair.startsWith('tool='))).toEqual([`tool=${TOOL_SESSION}`]);
    const jar = (await call(client, 'get_cookies', { session_id: session })).json as { cookies: Array<Record<string, unknown>> };
    expect(jar.cookies.filter((c) => c.name === 'tool')).toEqual([
      { domain: `.127.0.0.1`, expires, httpOnly: true, name: 'tool', path: '/', sameSite: 'None', secure: false, size: 4 + TOOL_SESSION.length, value: TOOL_SESSION },
    ]);
  });
});

describe("a password field's value never leaves the engine", () => {
  test('typed or prefilled: in no type_text, scroll, click or navigate result, trace or final trace; the field keeps its role, name and id', async () => {
    const opened = (await call(client, 'open_page', { url: `${origins.bank}/bank`, trace: true })).text;
    expect(opened).not.toContain(SECRET);
    const before = parse(opened);
    const session = before.session_id;
    const pw = field(before, 'Password');
    const old = field(before, 'Old password');
    expect(pw).toEqual(expect.objectContaining({ role: 'text_input' }));
    expect(old.attrs?.input_type).toBe('password');
    expect(old.attrs).not.toHaveProperty('value');
    const typed = await call(client, 'type_text', { session_id: session, element_id: pw.id, text: SECRET });
    expect(typed.isError).toBe(false);
    expect(typed.text).not.toContain(SECRET);
    const after = parse(typed.text);
    expect(field(after, 'Password')).toEqual(pw);
    const appended = await call(client, 'type_text', { session_id: session, element_id: pw.id, text: SECRET, append: true });
    expect(appended.text).not.toContain(SECRET);
    const outcomes = [
      await call(client, 'scroll', { session_id: session }),
      await call(client, 'click', { session_id: session, element_id: fields(after).find((f) => f.role === 'button')?.id ?? '' }),
      await call(client, 'type_text', { session_id: session, element_id: 'e_000000000000', text: SECRET }),
      await call(client, 'trace_export', { session_id: session }),
      await call(client, 'session_status', {}),
      await call(client, 'close_page', { session_id: session }),
    ];
    for (const outcome of outcomes) expect(outcome.text).not.toContain(SECRET);
  });

  test('stateless tools: a prefilled password value is in no page model', async () => {
    for (const tool of ['fetch_page', 'extract_text', 'inspect_page']) {
      const result = await call(client, tool, { url: `${origins.bank}/bank` });
      expect(result.isError).toBe(false);
      expect(result.text).not.toContain(SECRET);
    }
  });

  test("evaluate, the plan's own script, still reads the live field", async () => {
    const page = parse((await call(client, 'open_page', { url: `${origins.bank}/bank` })).text);
    await call(client, 'type_text', { session_id: page.session_id, element_id: field(page, 'Password').id, text: SECRET });
    const read = await call(client, 'evaluate', { session_id: page.session_id, expression: "document.getElementById('pw').value" });
    expect(read.json).toEqual({ result: SECRET });
  });
});
