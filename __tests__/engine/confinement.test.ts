/**
 * @needs-bundle engine
 * @needs-child-process mkdir, node
 */
// How the engine gets confined (src/engine/confinement.ts): the flags the runner passes, the
// relaunch of a plain start (exit status and signals passed through, reduced environment), the
// refusal when a relaunch is still unconfined, and that pages keep their own eval, new Function
// and inline handlers under --disallow-code-generation-from-strings.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { engineNodeFlags, permissionFlag } from '../../src/contract/engine-flags.js';
import { heapFlagsOf, LAUNCHER_PIPE_ENV, relaunchEnv, RELAUNCHED_ENV } from '../../src/engine/confinement.js';
import { referenceEngineCommand } from '../../src/workflow/child.js';
import { call, connectClient, ENGINE, ENGINE_ENV, RawEngine, requireBuiltEngine } from './helpers/engine-process.js';

describe('flags', () => {
  it('uses --permission where Node has it, the experimental spelling otherwise', () => {
    expect(permissionFlag(new Set(['--permission']))).toBe('--permission');
    expect(permissionFlag(new Set(['--experimental-permission']))).toBe('--experimental-permission');
  });
  it('the runner starts the engine with the confining flags, reading only the bundle directory', () => {
    const command = referenceEngineCommand(ENGINE);
    expect(command.program).toBe(process.execPath);
    expect(command.args).toEqual([...engineNodeFlags(dirname(ENGINE)), ENGINE, 'mcp', '--transport', 'stdio']);
    expect(command.args).toEqual(expect.arrayContaining([`--allow-fs-read=${dirname(ENGINE)}/`, '--no-addons', '--disallow-code-generation-from-strings']));
    expect(command.args.some((arg) => arg.startsWith('--allow-fs-write') || arg.startsWith('--allow-child'))).toBe(false);
    // Worker threads are allowed: every page's renderer is one (docs/engine.md, "Renderers and the broker").
    expect(command.args).toContain('--allow-worker');
    // Page code stays terminable (a worker's heap limit and terminate() depend on it).
    expect(command.args).toContain('--no-turboshaft');
  });
  it('a launcher carries its heap flags (memory_mb\'s) to the engine it relaunches, and nothing else of its own', () => {
    expect(heapFlagsOf(['--max-old-space-size=128', '--max-semi-space-size=4', '--inspect', '--max_old_space_size=64', '--allow-fs-write=*', '--max-old-space-size=1;x'])).toEqual([
      '--max-old-space-size=128', '--max-semi-space-size=4', '--max_old_space_size=64',
    ]);
  });
  it('refuses a bundle directory Node 20 would split at a comma', () => {
    expect(() => engineNodeFlags('/a,b/engine')).toThrow('cannot contain a comma');
  });
  it('a relaunched engine keeps only its own variables and the locale', () => {
    expect(relaunchEnv({ PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1', TZ: 'UTC', GITHUB_TOKEN: 'x', PATH: '/bin', NODE_OPTIONS: '--allow-fs-read=*' })).toEqual({
      PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1',
      TZ: 'UTC',
      [RELAUNCHED_ENV]: '1',
      [LAUNCHER_PIPE_ENV]: '3',
    });
  });
});

describe('each capability the flags take away (a probe script in place of the bundle)', () => {
  // The escape corpus never gets as far as the permission layer (code generation stops it first),
  // so this checks that layer on its own: the same flags, this Node, a script in the "bundle"
  // directory trying each capability. Without the flags the same script gets every one (control).
  const dir = mkdtempSync(join(tmpdir(), 'engine-flags-'));
  const bundle = join(dir, 'bundle');
  const outside = join(dir, 'outside.txt');
  const written = join(dir, 'written.txt');
  const spawned = join(dir, 'spawned.txt');
  const PROBE = `
    const fs = process.getBuiltinModule('fs');
    const out = {};
    const attempt = async (name, fn) => { try { await fn(); out[name] = 'allowed'; } catch (e) { out[name] = e.code ?? e.name; } };
    await attempt('read outside the bundle', () => fs.readFileSync(${JSON.stringify(outside)}));
    await attempt('read /proc/self/environ', () => fs.readFileSync('/proc/self/environ'));
    await attempt('read /proc/<ppid>/environ', () => fs.readFileSync('/proc/' + process.ppid + '/environ'));
    await attempt('open /proc/self/mem', () => fs.closeSync(fs.openSync('/proc/self/mem', 'r')));
    await attempt('write a file', () => fs.writeFileSync(${JSON.stringify(written)}, 'x'));
    await attempt('spawn a process', () => process.getBuiltinModule('child_process').execFileSync('/bin/sh', ['-c', ': > ${spawned}']));
    await attempt('start a worker', () => new (process.getBuiltinModule('worker_threads').Worker)('0', { eval: true }).terminate());
    // Workers are allowed (each page's renderer is one): one started from a string is held by the same rules.
    const inWorker = (name, body) => attempt(name, () => new Promise((resolve, reject) => {
      const source = "const { parentPort } = require('worker_threads'); try { " + body + "; parentPort.postMessage('allowed'); } catch (e) { parentPort.postMessage(e.code ?? e.name); }";
      const worker = new (process.getBuiltinModule('worker_threads').Worker)(source, { eval: true });
      worker.on('message', (outcome) => (outcome === 'allowed' ? resolve() : reject(Object.assign(new Error(outcome), { code: outcome }))));
      worker.on('error', reject);
    }));
    await inWorker('a worker reads outside the bundle', "require('fs').readFileSync(" + JSON.stringify(${JSON.stringify(outside)}) + ")");
    await inWorker('a worker writes a file', "require('fs').writeFileSync(" + JSON.stringify(${JSON.stringify(written)}) + ", 'x')");
    await inWorker('a worker spawns a process', "require('child_process').execFileSync('/bin/true')");
    await inWorker('a worker compiles code from strings', "new Function('return 1')()");
    await attempt('WASI', () => new (process.getBuiltinModule('wasi').WASI)({ version: 'preview1' }));
    await attempt('inspector', () => { const i = process.getBuiltinModule('inspector'); i.open(0, '127.0.0.1'); i.close(); });
    await attempt('native addon', () => process.dlopen({ exports: {} }, ${JSON.stringify(join(dir, 'bundle', 'none.node'))}));
    await attempt('process.binding', () => process.binding('fs'));
    await attempt('code from strings', () => new Function('return 1')());
    process.stdout.write(JSON.stringify(out));
  `;
  beforeAll(() => {
    execFileSync('mkdir', ['-p', bundle]);
    writeFileSync(join(bundle, 'probe.mjs'), PROBE);
    writeFileSync(outside, 'outside');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const probe = (flags: string[]): Record<string, string> => {
    for (const path of [written, spawned]) rmSync(path, { force: true });
    const out = execFileSync(process.execPath, [...flags, join(bundle, 'probe.mjs')], { env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'ignore'] });
    return JSON.parse(out.toString()) as Record<string, string>;
  };

  it('the confining flags deny every one but starting a worker, and a worker gets none of them either', () => {
    const result = probe(engineNodeFlags(bundle));
    expect(Object.entries(result).filter(([, outcome]) => outcome === 'allowed')).toEqual([['start a worker', 'allowed']]);
    expect(result['a worker compiles code from strings']).toBe('EvalError');
    expect(existsSync(written) || existsSync(spawned)).toBe(false);
    expect(result['native addon']).toBe('ERR_DLOPEN_DISABLED');
    expect(result['code from strings']).toBe('EvalError');
  });

  it('control: without them the same probe gets them', () => {
    const result = probe([]);
    for (const name of ['read outside the bundle', 'read /proc/self/environ', 'read /proc/<ppid>/environ', 'open /proc/self/mem', 'write a file', 'spawn a process', 'start a worker', 'a worker reads outside the bundle', 'a worker writes a file', 'a worker spawns a process', 'a worker compiles code from strings', 'WASI', 'inspector', 'process.binding', 'code from strings']) {
      expect([name, result[name]]).toEqual([name, 'allowed']);
    }
    expect(existsSync(written) && existsSync(spawned)).toBe(true);
  });
});

describe('a plain start relaunches itself confined', () => {
  it('passes the exit status through', async () => {
    requireBuiltEngine();
    const child = spawn(process.execPath, [ENGINE, 'serve'], { env: ENGINE_ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain('usage: index.js mcp');
  });

  it('forwards SIGTERM to the confined engine and dies of it', async () => {
    const engine = new RawEngine();
    await engine.initialize();
    const pid = engine.child.pid as number;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    expect(children).toHaveLength(1);
    const confined = children[0] as number;
    expect(readFileSync(`/proc/${confined}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining(['--disallow-code-generation-from-strings', '--no-addons']));
    const exited = once(engine.child, 'exit');
    engine.child.kill('SIGTERM');
    const [code, signal] = (await exited) as [number | null, string | null];
    expect([code, signal]).toEqual([null, 'SIGTERM']);
    expect(() => process.kill(confined, 0)).toThrow();
  });

  it('refuses to serve when the relaunched process is still unconfined', async () => {
    requireBuiltEngine();
    const child = spawn(process.execPath, [ENGINE, 'mcp'], { env: { ...ENGINE_ENV, [RELAUNCHED_ENV]: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain('refusing to serve pages unconfined (permission model off, code generation from strings');
  });
});

/**
 * One engine started by the runner's command serves both describes below (an engine start is ~1
 * CPU-s; what they check is what a page can do in it, each in its own sessions, not the start).
 */
let runnerClient: Promise<Awaited<ReturnType<typeof connectRunnerCommand>>> | undefined;
const runnerEngine = () => (runnerClient ??= connectRunnerCommand());
afterAll(async () => {
  if (runnerClient !== undefined) await (await runnerClient).close();
});

describe('pages keep their own code generation', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<title>t</title><main><p id="out">none</p><button onclick="document.getElementById('out').textContent = 'handler ' + eval('2*3') + ' ' + new Function('return 7')()">Go</button></main>` +
          `<script>document.title = 'script ' + eval('1+1') + ' ' + new Function('return 3')();</script>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['the runner command', true],
    ['a plain start', false],
  ])('%s: page eval, new Function and an inline onclick work', async (_label, runner) => {
    const client = runner ? await runnerEngine() : await connectClient();
    try {
      const opened = await call(client, 'open_page', { url: `${base}/` });
      expect(opened.json).toMatchObject({ title: 'script 2 3' });
      const session = (opened.json as { session_id: string }).session_id;
      const button = /"id":"(e_[0-9a-f]+)"[^{}]*"role":"button"|"role":"button"[^{}]*"id":"(e_[0-9a-f]+)"/.exec(opened.text);
      await call(client, 'click', { session_id: session, element_id: button?.[1] ?? button?.[2] });
      expect((await call(client, 'evaluate', { session_id: session, expression: "document.getElementById('out').textContent + ' ' + eval('4')" })).json).toEqual({ result: 'handler 6 7 4' });
      if (runner) await call(client, 'close_page', { session_id: session });
    } finally {
      if (!runner) await client.close();
    }
  }, 30_000);
});

describe("the engine realm's shared prototypes are frozen before any page runs", () => {
  // Without a single string compiled: the engine's Object.prototype is two prototype hops from any
  // DOM method. A `then` getter planted there was handed the next LivePage whenever the engine
  // resolved a promise with it, and the page read what was typed into another session's page.
  const EVIL = `<title>evil</title><main><p>x</p></main><script>
    var outer = Object.getPrototypeOf(Object.getPrototypeOf(document.createElement));
    var seen = [];
    var planted = 'not planted';
    try {
      Object.defineProperty(outer, 'then', { configurable: true, get: function () { if (this && this.dom) seen.push(this); return undefined; } });
      planted = 'planted';
    } catch (e) { planted = 'refused ' + e.name; }
    document.title = (outer === Object.prototype ? 'same realm ' : 'engine realm ') + planted;
    setInterval(function () { seen.forEach(function (page) { try { var v = page.dom.window.document.getElementById('pw').value; if (v) document.title = 'stolen ' + v; } catch (e) {} }); }, 10);
  </script>`;
  const VICTIM = '<title>victim</title><main><form><label for="pw">Password</label><input id="pw" type="password"></form></main>';
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(request.url === '/victim' ? VICTIM : EVIL);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a page cannot plant a getter on them and read another session', async () => {
    const client = await runnerEngine();
    const evil = await call(client, 'open_page', { url: `${base}/evil` });
    expect(evil.json).toMatchObject({ title: 'engine realm refused TypeError' });
    const victim = await call(client, 'open_page', { url: `${base}/victim` });
    const field = /"input_type":"password"[^]*?"id":"(e_[0-9a-f]+)"/.exec(victim.text);
    const typed = await call(client, 'type_text', { session_id: (victim.json as { session_id: string }).session_id, element_id: field?.[1], text: 'typed-secret-value' });
    expect(typed.isError).toBe(false);
    // The page model never carries a password's value; the live field has it.
    expect(typed.text).not.toContain('typed-secret-value');
    const value = await call(client, 'evaluate', { session_id: (victim.json as { session_id: string }).session_id, expression: "document.getElementById('pw').value" });
    expect(value.json).toEqual({ result: 'typed-secret-value' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const title = await call(client, 'evaluate', { session_id: (evil.json as { session_id: string }).session_id, expression: 'document.title' });
    expect(title.json).toEqual({ result: 'engine realm refused TypeError' });
  }, 30_000);
});

async function connectRunnerCommand() {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const command = referenceEngineCommand(ENGINE);
  const client = new Client({ name: 'confinement', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: command.program, args: [...command.args], env: ENGINE_ENV, stderr: 'ignore' }));
  return client;
}
