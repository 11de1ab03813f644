// Run inside a network namespace that holds only loopback, with 169.254.169.254 (the cloud
// metadata address, link-local) added to its `lo` (see network-matrix.test.ts): a listener there
// records every connection while pages of the built engine (argv[2]) try every network API after
// rewriting each of their window's `_` internals (to undefined, to a stub dispatcher). Prints one
// JSON line: the internals rewritten, the pages run, the connections the listener saw, and the
// listener's own control connection (made by this script, proving the listener records), and how
// often the engine ended under a page (it is restarted and the matrix goes on).
import http from 'node:http';
import net from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const LINK_LOCAL = '169.254.169.254';
const TARGET = `http://${LINK_LOCAL}/`;
const connections = [];
const listener = net.createServer((socket) => {
  const entry = { first: '' };
  connections.push(entry);
  socket.once('data', (chunk) => (entry.first = chunk.toString('latin1').split('\r\n')[0]));
  socket.on('error', () => undefined);
  setTimeout(() => socket.destroy(), 200);
});
await new Promise((resolve) => listener.listen(80, LINK_LOCAL, resolve));

const ATTACK = `
  var params = new URLSearchParams(location.search), prop = params.get('prop'), mode = params.get('mode');
  var T = '${TARGET}';
  var stub = { closed: false, destroyed: false, dispatch: function () { return true; }, close: function () {}, destroy: function () {}, on: function () { return stub; } };
  if (prop) {
    var value = mode === 'stub' ? stub : undefined;
    try { window[prop] = value; } catch (e) {}
    try { Object.defineProperty(window, prop, { value: value, writable: true, configurable: true }); } catch (e) {}
  }
  function t(f) { try { f(); } catch (e) {} }
  t(function () { fetch(T + 'fetch').catch(function () {}); });
  t(function () { var x = new XMLHttpRequest(); x.open('GET', T + 'xhr'); x.send(); });
  t(function () { var x = new XMLHttpRequest(); x.open('POST', T + 'xhr-sync', false); x.send('a'); });
  t(function () { new WebSocket('ws://${LINK_LOCAL}/ws'); });
  t(function () { new EventSource(T + 'event-source'); });
  t(function () { navigator.sendBeacon(T + 'beacon', 'x'); });
  function add(tag, attrs) { t(function () { var e = document.createElement(tag); for (var k in attrs) e.setAttribute(k, attrs[k]); document.body.appendChild(e); }); }
  add('img', { src: T + 'img' });
  add('script', { src: T + 'script.js' });
  add('link', { rel: 'stylesheet', href: T + 'style.css' });
  add('link', { rel: 'prefetch', href: T + 'prefetch' });
  add('iframe', { src: T + 'iframe' });
  t(function () { var f = document.createElement('form'); f.method = 'post'; f.action = T + 'form'; document.body.appendChild(f); f.submit(); });
  t(function () { var f = document.createElement('form'); f.action = T + 'form2'; document.body.appendChild(f); f.requestSubmit(); });
  setTimeout(function () { t(function () { location.href = T + 'location'; }); }, 20);
`;

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  res.setHeader('content-type', 'text/html');
  if (url.pathname === '/names') {
    res.end(`<html><head><title>names</title></head><body><script>document.title = JSON.stringify(Object.getOwnPropertyNames(window).filter(function (n) { return n.charAt(0) === '_'; }));</script></body></html>`);
    return;
  }
  res.end(`<html><head><title>attack</title></head><body><a id="away" href="${TARGET}link">away</a><script>${ATTACK}</script></body></html>`);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

let client;
let engineEnds = 0;
async function connect() {
  const transport = new StdioClientTransport({ command: process.execPath, args: [process.argv[2], 'mcp'], env: { PATH: process.env.PATH ?? '', PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1' }, stderr: 'ignore' });
  client = new Client({ name: 'network-matrix', version: '1.0.0' });
  await client.connect(transport);
}
await connect();
const call = async (name, args) => {
  const result = await client.callTool({ name, arguments: args });
  return { isError: result.isError === true, text: result.content[0]?.text ?? '' };
};

const named = JSON.parse((await call('open_page', { url: `${origin}/names` })).text);
await call('close_page', { session_id: named.session_id });
const names = JSON.parse(named.title);
const cases = [{}, ...names.flatMap((prop) => [{ prop, mode: 'undefined' }, { prop, mode: 'stub' }])];
let pages = 0;
const refusedOpens = [];
for (const one of cases) {
  const query = one.prop ? `?prop=${encodeURIComponent(one.prop)}&mode=${one.mode}` : '';
  process.stderr.write(`${new Date().toISOString()} ${query || '(no rewrite)'}\n`);
  try {
    const opened = await call('open_page', { url: `${origin}/attack${query}` });
    if (opened.isError) {
      if (refusedOpens.length < 5) refusedOpens.push(`${query}: ${opened.text.slice(0, 200)}`);
      continue;
    }
    pages += 1;
    const page = JSON.parse(opened.text);
    const link = JSON.stringify(page.regions).match(/"id":"(e_[0-9a-f]+)","role":"link"/)?.[1];
    if (link) await call('click', { session_id: page.session_id, element_id: link });
    await call('evaluate', { session_id: page.session_id, expression: `(function(){ try { var x = new XMLHttpRequest(); x.open('GET', '${TARGET}evaluate'); x.send(); } catch (e) {} try { new WebSocket('ws://${LINK_LOCAL}/evaluate'); } catch (e) {} return 1; })()` });
    await call('extract_text', { url: `${origin}/attack${query}` });
    await call('close_page', { session_id: page.session_id });
  } catch {
    // The engine ended (a page broke it): counted, and the matrix goes on with a new engine.
    engineEnds += 1;
    await client.close().catch(() => undefined);
    await connect();
  }
}
await new Promise((resolve) => setTimeout(resolve, 1000));
const seen = connections.splice(0);
await new Promise((resolve) => {
  const control = net.connect(80, LINK_LOCAL, () => control.end('GET /control HTTP/1.1\r\n\r\n'));
  control.on('close', resolve);
  control.on('error', resolve);
});
await new Promise((resolve) => setTimeout(resolve, 300));
process.stdout.write(`${JSON.stringify({ names, pages, cases: cases.length, refusedOpens, engineEnds, connections: seen, control: connections.length })}\n`);
await client.close();
server.close();
listener.close();
process.exit(0);
