/**
 * @own-jsdom The control escapes from a page into the realm that loaded jsdom and must find this
 * file's process (its canary environment) there (__tests__/helpers/outer-jsdom/environment.cjs).
 * @needs-bundle engine
 * @needs-child-process sh
 */
// Page JavaScript cannot reach the host (docs/engine.md, "Confinement"). Every attack of the escape
// corpus (fixtures/engine/escape-corpus.ts) runs as a page <script>, as an inline onclick fired by
// the click tool and as an evaluate expression against the built engine started the way the
// runner starts it (flags on the command line); one attack per mechanism also runs against a plain
// start (it relaunches itself confined) and against chunks compiled without the code cache. The
// canary secret lives in a file outside the bundle directory and in the environment of the
// engine's parent; nothing of it may reach the page, no file may be written, no process spawned,
// and the engine keeps answering. The control runs the same corpus through the same engine code
// unconfined (in this test process) and shows it does escape, so these tests can fail: every attack
// from its script, each way for the window chain and the attacks of their own mechanism.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ATTACKS, clickPage, evaluateExpression, scriptAndClickPage, scriptPage, type Targets } from '../../fixtures/engine/escape-corpus.js';
import { referenceEngineCommand } from '../../src/workflow/child.js';
import { OutboundPolicy } from '../../src/engine/network.js';
import { EngineTools } from '../../src/engine/tools.js';
import { call, ENGINE, requireBuiltEngine } from './helpers/engine-process.js';

const CANARY_ENV = 'PLASMATE_ESCAPE_CANARY';
const secretEnv = `env-${randomBytes(12).toString('hex')}`;
const secretFile = `file-${randomBytes(12).toString('hex')}`;
const dir = mkdtempSync(join(tmpdir(), 'engine-escape-'));
const targets: Targets = {
  canaryFile: join(dir, 'canary.txt'),
  canaryEnvName: CANARY_ENV,
  writeTarget: join(dir, 'written.txt'),
  spawnTarget: join(dir, 'spawned.txt'),
  workerTarget: join(dir, 'worker.txt'),
  recorderPort: 0,
};
writeFileSync(targets.canaryFile, secretFile);

const posted: string[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  const recorder = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      posted.push(body);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  targets.recorderPort = (recorder.address() as AddressInfo).port;
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const attack = ATTACKS[Number(url.searchParams.get('attack'))];
    if (attack === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const page = url.pathname === '/click' ? clickPage : url.pathname === '/both' ? scriptAndClickPage : scriptPage;
    response.end(page(attack, targets));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAllClose.push(() => new Promise<void>((resolve) => recorder.close(() => resolve())));
});

const afterAllClose: Array<() => Promise<void>> = [];
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  for (const close of afterAllClose) await close();
  rmSync(dir, { recursive: true, force: true });
});

type Caller = (name: string, args: Record<string, unknown>) => Promise<{ isError: boolean; text: string }>;

function buttonId(openPageText: string): string {
  const match = /"id":"(e_[0-9a-f]+)"[^{}]*"role":"button"|"role":"button"[^{}]*"id":"(e_[0-9a-f]+)"/.exec(openPageText);
  const id = match?.[1] ?? match?.[2];
  if (id === undefined) throw new Error(`no button in ${openPageText.slice(0, 300)}`);
  return id;
}

/** How long an attack's page may take to report its loot (title `LOOT …`); within a test's own timeout. */
const LOOT_BOUND_MS = 20_000;
/** How long an effect the loot says was started (a worker writing its file, a POST) may take to land. */
const EFFECT_BOUND_MS = 10_000;
const POLL_MS = 10;

/** Polls `condition` until it holds or `boundMs` passes; true when it held. */
async function until(condition: () => boolean | Promise<boolean>, boundMs: number): Promise<boolean> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Waits on signals instead of a fixed sleep: the page's own report (its title turns `LOOT …` when
 * the attack's promise settles), then each asynchronous effect the loot says it started — a worker
 * (its target file appears) and a POST (the recorder receives it). An effect the loot shows denied
 * threw synchronously and cannot land later, so a confined run waits for nothing.
 */
async function pageLoot(callTool: Caller, session: string): Promise<string> {
  let text = '';
  await until(async () => (text = (await callTool('evaluate', { session_id: session, expression: 'document.title' })).text).includes('LOOT '), LOOT_BOUND_MS);
  return text;
}

let postsClaimed = 0;
/** A worker's file landed (and was removed, so the next way's worker is waited for in turn). */
let workerLanded = false;
async function effectsLanded(lootText: string): Promise<void> {
  const claims = (key: string, value: string) => new RegExp(`\\\\?"${key}\\\\?":\\\\?"${value}`).test(lootText);
  if (claims('worker', 'started') && (await until(() => existsSync(targets.workerTarget), EFFECT_BOUND_MS))) {
    workerLanded = true;
    rmSync(targets.workerTarget, { force: true });
  }
  if (claims('post', 'sent')) {
    postsClaimed += 1;
    await until(() => posted.length >= postsClaimed, EFFECT_BOUND_MS);
  }
}

/**
 * Open the attack's page (`path`: `script` or `both`) and wait for its script's loot report and the
 * effects it claims: the texts so far, the session, the opened page's text, and `ran`, which checks
 * that a text is this attack's loot report (so a way that never ran cannot pass).
 */
async function openScripted(callTool: Caller, path: 'script' | 'both', index: number) {
  const name = ATTACKS[index]!.name;
  const ran = (text: string): string => {
    expect(text).toContain(`LOOT {\\"attack\\":\\"${name}`);
    return text;
  };
  const texts: string[] = [];
  const opened = await callTool('open_page', { url: `${base}/${path}?attack=${index}` });
  texts.push(opened.text);
  const session = (JSON.parse(opened.text) as { session_id: string }).session_id;
  const scripted = ran(await pageLoot(callTool, session));
  await effectsLanded(scripted);
  texts.push(scripted);
  return { texts, session, opened, ran };
}

/**
 * Runs attack `index` three ways; returns every text the engine answered with. Each way must show
 * that the attack ran (its loot report), so a page that never ran its script cannot pass.
 */
async function runAttack(callTool: Caller, index: number): Promise<string[]> {
  const { texts, session, ran } = await openScripted(callTool, 'script', index);
  const clickOpened = await callTool('navigate_to', { session_id: session, url: `${base}/click?attack=${index}` });
  texts.push(clickOpened.text);
  texts.push((await callTool('click', { session_id: session, element_id: buttonId(clickOpened.text) })).text);
  const clicked = ran(await pageLoot(callTool, session));
  await effectsLanded(clicked);
  texts.push(clicked);
  const evaluated = (await callTool('evaluate', { session_id: session, expression: evaluateExpression(ATTACKS[index]!, targets) })).text;
  expect(evaluated).toContain(`"attack":"${ATTACKS[index]!.name}`);
  await effectsLanded(evaluated);
  texts.push(evaluated);
  texts.push((await callTool('close_page', { session_id: session })).text);
  return texts;
}

/**
 * The same three ways in ONE window (the unconfined control: a second window per attack is only
 * jsdom work there); `scriptOnly` stops after the script's way. The page's title is reset between the script's report and the click, so the
 * click's own report is waited for and each way must still show that it ran.
 */
async function runAttackOneWindow(callTool: Caller, index: number, scriptOnly: boolean): Promise<string[]> {
  const name = ATTACKS[index]!.name;
  const { texts, session, opened, ran } = await openScripted(callTool, 'both', index);
  if (scriptOnly) {
    texts.push((await callTool('close_page', { session_id: session })).text);
    return texts;
  }
  expect((await callTool('evaluate', { session_id: session, expression: "document.title = 'pending'" })).text).toContain('pending');
  texts.push((await callTool('click', { session_id: session, element_id: buttonId(opened.text) })).text);
  const clicked = ran(await pageLoot(callTool, session));
  await effectsLanded(clicked);
  texts.push(clicked);
  const evaluated = (await callTool('evaluate', { session_id: session, expression: evaluateExpression(ATTACKS[index]!, targets) })).text;
  expect(evaluated).toContain(`"attack":"${name}`);
  await effectsLanded(evaluated);
  texts.push(evaluated);
  texts.push((await callTool('close_page', { session_id: session })).text);
  return texts;
}

function leaked(texts: string[]): string[] {
  const all = [...texts, ...posted].join('\n');
  const found: string[] = [];
  if (all.includes(secretFile)) found.push('canary file');
  if (all.includes(secretEnv)) found.push('canary env');
  if (existsSync(targets.writeTarget)) found.push('file written');
  if (existsSync(targets.spawnTarget)) found.push('process spawned');
  if (workerLanded || existsSync(targets.workerTarget)) found.push('worker started');
  return found;
}

function resetTargets(): void {
  posted.length = 0;
  postsClaimed = 0;
  workerLanded = false;
  for (const path of [targets.writeTarget, targets.spawnTarget, targets.workerTarget]) rmSync(path, { force: true });
}

/**
 * The engine as a child of a shell that holds the canary in its environment (the engine's parent,
 * as the runner is). `plain`: `node index.js mcp`, which relaunches itself; otherwise the runner's
 * command, with the canary removed from the engine's own environment as the runner's scrubbing does.
 */
async function connectEngine(plain: boolean, entry: string = ENGINE): Promise<Client> {
  requireBuiltEngine();
  const command = plain ? { program: process.execPath, args: [entry, 'mcp', '--transport', 'stdio'] } : referenceEngineCommand(entry);
  // `; :` keeps the shell alive as the parent instead of exec'ing into the engine.
  const script = plain ? '"$0" "$@"; :' : `env -u ${CANARY_ENV} "$0" "$@"; :`;
  const transport = new StdioClientTransport({
    command: '/bin/sh',
    args: ['-c', script, command.program, ...command.args],
    env: { PATH: process.env.PATH ?? '', PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1', [CANARY_ENV]: secretEnv },
    stderr: 'ignore',
  });
  const client = new Client({ name: 'escape-corpus', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/**
 * The built engine compiles its chunks with the build's V8 code cache (scripts/engine-code-cache.mjs);
 * a copy without the cache files compiles them from source, as on a Node the build did not run on.
 * Confinement must be the same both ways.
 */
function engineWithoutCodeCache(): string {
  // Its own directory, apart from the canary's.
  const copy = mkdtempSync(join(tmpdir(), 'engine-without-code-cache-'));
  afterAllClose.push(async () => rmSync(copy, { recursive: true, force: true }));
  cpSync(dirname(ENGINE), copy, { recursive: true });
  for (const f of readdirSync(copy)) if (f.endsWith('.cache')) rmSync(join(copy, f));
  return join(copy, 'index.js');
}

/**
 * The six attacks that reach for the outer realm's Function through another DOM object
 * (`document`, a DOM method, an accessor, a timer, an event, a DOMException) share one mechanism
 * with 'window constructor chain' and 'host error constructor' (a host object's constructor
 * chain). The runner command with its code cache runs the whole corpus; the other two starts run
 * one attack of each mechanism — these two of the constructor chains and every other attack —
 * since what differs there is how the engine is started or compiled, not the page's route out.
 */
const SAME_MECHANISM_AS_WINDOW_CHAIN = new Set([
  'document constructor chain',
  'DOM method constructor',
  'accessor constructor',
  'timer constructor',
  'event constructor chain',
  'DOMException constructor',
]);
const EVERY_ATTACK = ATTACKS.map((attack, index) => [attack.name, index] as const);
const ONE_PER_MECHANISM = EVERY_ATTACK.filter(([name]) => !SAME_MECHANISM_AS_WINDOW_CHAIN.has(name));

// The runner command with its code cache takes each way in a fresh window; the other two starts
// take the three ways in one window per attack (runAttackOneWindow), as what they test is the
// start and the compile, not a way's own realm.
describe.each([
  ['the runner command (flags given)', false, false, EVERY_ATTACK],
  ['a plain start (relaunches itself confined)', true, false, ONE_PER_MECHANISM],
  ['the runner command, chunks compiled from source (no code cache)', false, true, ONE_PER_MECHANISM],
])('confined engine: %s', (_label, plain, withoutCache, attacks) => {
  let client: Client;
  beforeAll(async () => {
    client = await connectEngine(plain, withoutCache ? engineWithoutCodeCache() : ENGINE);
  }, 30_000);
  afterAll(() => client.close());

  it.each(attacks)('%s: no secret, no write, no spawn, still answering', async (_name, index) => {
    resetTargets();
    const callTool: Caller = (name, args) => call(client, name, args);
    const texts = plain || withoutCache ? await runAttackOneWindow(callTool, index, false) : await runAttack(callTool, index);
    expect(leaked(texts)).toEqual([]);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
  }, 30_000);
});

describe('the same corpus through the same engine code, unconfined (this process, renderers of the built bundle)', () => {
  // Its renderers are workers of the built bundle (the renderer code), unconfined like this process.
  const tools = new EngineTools(new OutboundPolicy(true), pathToFileURL(ENGINE));
  const callTool: Caller = async (name, args) => tools.call(name, args);
  const before = process.env[CANARY_ENV];
  beforeAll(() => {
    process.env[CANARY_ENV] = secretEnv;
  });
  afterAll(() => {
    if (before === undefined) delete process.env[CANARY_ENV];
    else process.env[CANARY_ENV] = before;
    tools.closeAll();
  });

  /**
   * What each attack gets from an unconfined engine (observed): nothing. Every page now runs in a
   * renderer whose realm ses locked down before its first page, which replaces the engine realm's
   * `Function.prototype.constructor` with an inert one: the constructor escapes that reached the
   * host's `Function` here before renderers (canary file and env, a file written, a process and a
   * worker started) meet it even without the flags. The confined runs above keep both flag layers
   * under test.
   */
  const UNCONFINED_LEAKS: Record<string, string[]> = {};

  /**
   * Not comparable in this process: Jest resolves `import()` inside vm contexts itself (the built
   * engine rejects it with ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING, confined or not) and fails a test
   * on any unhandled rejection. The confined runs above cover them against the built engine.
   */
  const JEST_ONLY_BEHAVIOUR = new Set(['dynamic import of a built-in', 'dynamic import of a data: module', 'unhandled rejection from the page realm']);
  const comparable = EVERY_ATTACK.filter(([name]) => !JEST_ONLY_BEHAVIOUR.has(name));

  it.each(comparable)('%s', async (name, index) => {
    resetTargets();
    // The window chain's mechanism is tried from the script alone for its six attacks, all three ways for the rest.
    const texts = await runAttackOneWindow(callTool, index, SAME_MECHANISM_AS_WINDOW_CHAIN.has(name));
    const found = leaked(texts);
    expect(found).toEqual(UNCONFINED_LEAKS[name] ?? []);
  }, 30_000);
});
