/**
 * @needs-bundle engine
 * @needs-child-process cat, sh
 */
// No engine outlives its launcher. `node dist/engine/index.js mcp` started plainly
// relaunches itself confined; MCP clients end a server with SIGKILL, which the launcher cannot
// forward. Real processes: the launcher is started in its own process group (cleaned up by group
// kill whatever happens), only the launcher is SIGKILLed, and the confined child must be gone —
// idle (the launcher pipe closes), and inside a page script that never yields (the parent-death
// signal, where util-linux's setpriv exists; the heartbeat watchdog while the launcher lives: there
// this test process takes the launcher's place and runs its watchdog with a short injected limit).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { engineNodeFlags } from '../../src/contract/engine-flags.js';
import { ENGINE_HEARTBEAT_MS, findSetpriv, relaunchEnv, watchHeartbeat } from '../../src/engine/confinement.js';
import { ENGINE, requireBuiltEngine } from './helpers/engine-process.js';
import { waitFor } from '../helpers/processes.js';

/** The confined engine's liveness is polled at this interval. */
/** How long a confined engine may take to notice its launcher is gone. */
const EXIT_WITHIN_MS = 3_000;

const started: ChildProcess[] = [];
let server: http.Server;
let origin = '';

beforeAll(async () => {
  requireBuiltEngine();
  server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    // The busy loop starts after load, in a timer: no vm timeout covers it.
    response.end(request.url === '/spin'
      ? '<!doctype html><title>spin</title><p>spin</p><script>setTimeout(function () { for (;;) {} }, 50);</script>'
      : '<!doctype html><title>idle</title><p>idle</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const launcher of started.splice(0)) {
    try {
      process.kill(-launcher.pid!, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface Launched {
  launcher: ChildProcess;
  /** Where requests are written: a relay that holds the engine's stdin open whatever happens to the launcher. */
  input: Writable;
  lines: string[];
}

/**
 * Start the engine plainly. Its stdin is held open by a separate relay process, as by an MCP client
 * whose pipe outlives the server it killed (Node would close a child's own stdin pipe when the
 * child exits, and that EOF alone would end the engine: not what these tests are about). The relay
 * is `cat` (it only copies; a Node relay cost a Node start per test).
 */
function startLauncher(path: string): Launched {
  const relay = spawn('cat', [], { stdio: ['pipe', 'pipe', 'ignore'], detached: true });
  started.push(relay);
  const launcher = spawn(process.execPath, [ENGINE, 'mcp'], { stdio: [relay.stdout, 'pipe', 'pipe'], detached: true, env: { PATH: path, PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1' } });
  started.push(launcher);
  const lines: string[] = [];
  let buffer = '';
  launcher.stdout!.setEncoding('utf8');
  launcher.stdout!.on('data', (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
  });
  launcher.stderr!.resume();
  return { launcher, input: relay.stdin, lines };
}


/** The confined engine: the launcher's only child. */
async function confinedChild(launcherPid: number): Promise<number> {
  return waitFor('the confined engine', async () => {
    const children = (await readFile(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8').catch(() => '')).trim();
    return children === '' ? undefined : Number(children.split(/\s+/)[0]);
  }, 10_000);
}

/** Alive and not a zombie. */
async function running(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && !/\) Z /.test(stat);
}

function send({ input }: Launched, id: number, method: string, params: unknown): void {
  input.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
}

async function request(launched: Launched, id: number, method: string, params: unknown): Promise<void> {
  const { lines } = launched;
  send(launched, id, method, params);
  await waitFor(`the answer to ${method}`, async () => (lines.some((line) => line.includes(`"id":${id}`)) ? true : undefined), 30_000);
}

async function initialize(launched: Launched): Promise<void> {
  await request(launched, 1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'launcher-watch', version: '1' } });
  launched.input.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
}

/** Milliseconds of CPU the process has used (utime + stime, at the usual 100 ticks a second). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Ask for the spinning page without waiting for its answer: the page's timer may fire before the
 * engine has written it (a loaded machine), and then no answer ever comes — which is the very
 * state under test, not a failure. Spinning is told by the CPU the engine burns.
 */
function openSpinPage(launched: Launched, id: number): void {
  send(launched, id, 'tools/call', { name: 'open_page', arguments: { url: `${origin}/spin` } });
}

/** CPU an engine stuck in the page's loop has burnt once we call it spinning (an idle one burns next to none). */
const SPIN_CPU_MS = 300;

/** Wait until the engine is stuck in the page's loop: it keeps burning CPU (slowly on a loaded machine). */
async function spinning(pid: number): Promise<void> {
  const before = await cpuMs(pid);
  await waitFor('the engine to spin', async () => ((await cpuMs(pid)) - before >= SPIN_CPU_MS ? true : undefined), 20_000);
}

const pathWithoutSetpriv = '/nonexistent-bin';
const setprivHere = findSetpriv() !== undefined;

test.each([
  ['with setpriv on PATH', process.env.PATH ?? ''],
  ['without setpriv (the pipe alone)', pathWithoutSetpriv],
])('SIGKILL of the launcher of an idle engine ends the confined engine (%s)', async (_name, path) => {
  const launched = startLauncher(path);
  const { launcher } = launched;
  await initialize(launched);
  const child = await confinedChild(launcher.pid!);
  expect(await running(child)).toBe(true);
  process.kill(launcher.pid!, 'SIGKILL');
  await waitFor('the confined engine to exit', async () => ((await running(child)) ? undefined : true), EXIT_WITHIN_MS);
}, 30_000);

(setprivHere ? test : test.skip)('SIGKILL of the launcher while a page script spins: the parent-death signal ends the engine', async () => {
  const launched = startLauncher(process.env.PATH ?? '');
  const { launcher } = launched;
  await initialize(launched);
  const child = await confinedChild(launcher.pid!);
  openSpinPage(launched, 2);
  await spinning(child);
  process.kill(launcher.pid!, 'SIGKILL');
  await waitFor('the spinning engine to exit', async () => ((await running(child)) ? undefined : true), EXIT_WITHIN_MS);
}, 60_000);

/**
 * The watchdog's stall limit, injected through watchHeartbeat's seam (production:
 * ENGINE_STALL_LIMIT_MS, twice the script deadline, too long to wait out in every run). Short, yet
 * well above an idle engine's beat (ENGINE_HEARTBEAT_MS) plus the open_page of a tiny page in an
 * engine that has opened one already: the test starts watching only after a first page, so
 * neither the engine's start nor its first page's loading of jsdom (seconds on a loaded machine)
 * is in it. The engine spins at full CPU for the whole limit, so every second of it is a CPU-second.
 */
const INJECTED_STALL_LIMIT_MS = 2_500;

/**
 * The confined engine started exactly as relaunchConfined starts it (its flags, its environment,
 * the launcher pipe on fd 3), with this test process in the launcher's place, so the test can run
 * the launcher's watchdog (watchHeartbeat) itself with a short limit.
 */
function startConfinedEngine(): Launched {
  const engine = spawn(process.execPath, [...engineNodeFlags(dirname(ENGINE)), ENGINE, 'mcp'], {
    stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
    detached: true,
    env: relaunchEnv({ PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1' }),
  });
  started.push(engine);
  const lines: string[] = [];
  let buffer = '';
  engine.stdout!.setEncoding('utf8');
  engine.stdout!.on('data', (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
  });
  engine.stderr!.resume();
  return { launcher: engine, input: engine.stdin!, lines };
}

/** What a watched child's watchdog says (`said`, read back by `told`) and how the child ended. */
function watched(child: ChildProcess): { said: PassThrough; exited: Promise<NodeJS.Signals | number | null>; told: () => string } {
  const said = new PassThrough();
  let text = '';
  said.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return { said, exited, told: () => text };
}

test('a page script that never yields, launcher alive: the heartbeat watchdog kills the engine after its stall limit, and says so', async () => {
  const launched = startConfinedEngine();
  const engine = launched.launcher;
  const { said, exited, told } = watched(engine);
  await initialize(launched);
  await request(launched, 2, 'tools/call', { name: 'open_page', arguments: { url: `${origin}/idle` } });
  // Armed by the beats the engine sent meanwhile (the pipe held them until now).
  const stop = watchHeartbeat(engine, said, { stallLimitMs: INJECTED_STALL_LIMIT_MS, checkEveryMs: ENGINE_HEARTBEAT_MS });
  try {
    const sent = Date.now();
    openSpinPage(launched, 3);
    // Seen spinning before the watchdog ends it (its /proc entry is gone after: then false).
    const spun = spinning(engine.pid!).then(() => true, () => false);
    expect(await exited).toBe('SIGKILL');
    expect(await spun).toBe(true);
    const took = Date.now() - sent;
    expect(took).toBeGreaterThanOrEqual(INJECTED_STALL_LIMIT_MS - 1_000);
    expect(took).toBeLessThan(INJECTED_STALL_LIMIT_MS + 10_000);
    expect(await running(engine.pid!)).toBe(false);
    expect(told()).toContain(`the engine did not respond for ${INJECTED_STALL_LIMIT_MS} ms`);
  } finally {
    stop();
  }
}, INJECTED_STALL_LIMIT_MS + 40_000);

/** Bound on the wait for a beat once the engine answered initialize: half a beat interval (see below). */
const FIRST_BEAT_WAIT_MS = ENGINE_HEARTBEAT_MS / 2;

test('a first page whose script never yields, opened at once: the engine beat as it began to serve, so the watchdog is armed and kills it', async () => {
  // The CI failure of 2 December: an engine that opened the spinning page within its first
  // heartbeat interval had sent no beat, the watchdog never armed, and the engine spun on. The
  // engine now beats once as it starts to serve: the beat is in the pipe before any answer.
  const launched = startConfinedEngine();
  const engine = launched.launcher;
  const { said, exited, told } = watched(engine);
  let beaten = false;
  (engine.stdio[3] as NodeJS.ReadableStream).once('data', () => (beaten = true));
  const stop = watchHeartbeat(engine, said, { stallLimitMs: INJECTED_STALL_LIMIT_MS, checkEveryMs: ENGINE_HEARTBEAT_MS });
  try {
    await initialize(launched);
    // Already there (written before the answer); without the first beat the next would come a
    // whole interval after the engine began to serve, long after this wait.
    await waitFor("the engine's first beat", async () => (beaten ? true : undefined), FIRST_BEAT_WAIT_MS);
    openSpinPage(launched, 2);
    const spun = spinning(engine.pid!).then(() => true, () => false);
    expect(await exited).toBe('SIGKILL');
    expect(await spun).toBe(true);
    expect(told()).toContain(`the engine did not respond for ${INJECTED_STALL_LIMIT_MS} ms`);
  } finally {
    stop();
  }
}, INJECTED_STALL_LIMIT_MS + 40_000);

/** watchHeartbeat's arming: a child's start, however slow, is not a stall; a silence after its first beat is. */
const FIRST_BEAT_AFTER_MS = 1_000;
const SHORT_STALL_LIMIT_MS = 200;
const SHORT_CHECK_MS = 50;

test('the watchdog arms at the first beat: silence before it is a start, silence after it is a stall', async () => {
  // Silent for FIRST_BEAT_AFTER_MS (five stall limits), then one beat, then silent for good (a
  // shell: what beats is the subject's input, not the subject; `exec` keeps the pipe on fd 3 open).
  const child = spawn('/bin/sh', ['-c', `sleep ${FIRST_BEAT_AFTER_MS / 1_000}; echo >&3; exec sleep 60`], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    detached: true,
  });
  started.push(child);
  const spawnedAt = Date.now();
  const { said, exited, told } = watched(child);
  const stop = watchHeartbeat(child, said, { stallLimitMs: SHORT_STALL_LIMIT_MS, checkEveryMs: SHORT_CHECK_MS });
  try {
    expect(await exited).toBe('SIGKILL');
    expect(Date.now() - spawnedAt).toBeGreaterThanOrEqual(FIRST_BEAT_AFTER_MS + SHORT_STALL_LIMIT_MS);
    expect(told()).toBe(`Error: the engine did not respond for ${SHORT_STALL_LIMIT_MS} ms (a page script that never yields?); killing it\n`);
  } finally {
    stop();
  }
});
