/** @needs-bundle cli action */
// No supervised child outlives its runner, even a runner killed by SIGKILL (which runs no exit
// handler). Real processes: the built CLI (`node dist/cli/index.js agent-run`) and the built action
// (`node dist/index.js`, execute mode against a loopback fake GitHub) each run a plan whose page
// spins in a timer (no vm timeout covers it, and the engine reads no stdin meanwhile); once the
// engine burns CPU, only the runner is SIGKILLed, and the engine must be gone within a bound.
// Each run gets its own new working directory, which the child inherits: the engine is found as the
// process whose cwd is that directory (never by a name), so the test sees only its own descendants.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { findParentDeathSetpriv } from '../../src/supervisor/parent-death.js';
import { FakeGitHub, WRITE_TOKEN } from '../github/helpers/fake-github.js';
import { eventFile, labelFor, openPullRequest, planLabelFor, PR, startGitHub } from '../github/helpers/scenario.js';
import { waitFor } from '../helpers/processes.js';

const CLI = join(process.cwd(), 'dist/cli/index.js');
const ACTION = join(process.cwd(), 'dist/index.js');
/** How long the kernel's SIGKILL of an orphaned engine may take to show (it is immediate; this is slack for a loaded machine). */
const GONE_WITHIN_MS = 3_000;
/**
 * CPU the engine burns after its page was served before we call it spinning. Measured from the
 * page's request on, so the engine's own start (jsdom's load: more CPU than this) is not in it;
 * parsing this page and answering costs tens of milliseconds, an engine stuck in the loop burns
 * this in a second or a few on a loaded machine.
 */
const SPIN_CPU_MS = 1_000;

let server: http.Server;
let origin = '';
/** The page paths served so far (each run asks for its own). */
const served = new Set<string>();
/** Every working directory a test ran a runner in: whatever still runs there is killed by group after each test. */
const dirs: string[] = [];
const runners: ChildProcess[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    served.add(request.url ?? '');
    // The plan's second page is never answered: the engine waits for it with its event loop free,
    // so the first page's timer fires and its loop starts whatever the machine's speed (answering
    // at once instead let a fast engine finish the plan before the timer).
    if (request.url?.startsWith('/hold/') === true) return;
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>spin</title><p>spin</p><script>setTimeout(function () { for (;;) {} }, 50);</script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  for (const runner of runners.splice(0)) killGroup(runner.pid!);
  for (const dir of dirs.splice(0)) for (const pid of await processesIn(dir)) killGroup(pid);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // gone already
  }
}


/** Live (not zombie) processes whose working directory is `dir`. */
async function processesIn(dir: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => '');
    if (cwd !== dir) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (stat !== '' && !/\) Z /.test(stat)) found.push(Number(entry));
  }
  return found;
}

async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (stat === '') return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function planText(page: string, memoryMb: number | undefined): string {
  return JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'a page that spins',
    limits: { step_timeout_ms: 60_000, workflow_timeout_ms: 120_000, ...(memoryMb === undefined ? {} : { memory_mb: memoryMb }) },
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${origin}${page}` } },
      // A page whose server never answers: while the engine waits for it, the first page's loop starts.
      { id: 'hold', tool: 'navigate_to', arguments: { url: `${origin}/hold${page}` } },
    ],
  }, null, 2);
}

/** A runner started in a fresh directory `dir` (its own process group, so cleanup can reach it). */
function startRunner(args: string[], dir: string, env: NodeJS.ProcessEnv): ChildProcess {
  const runner = spawn(process.execPath, args, { cwd: dir, env, stdio: ['ignore', 'ignore', 'ignore'], detached: true });
  runners.push(runner);
  return runner;
}

/** The runner's engine: the one process in `dir` other than the runner, once it spins in `page`. */
async function spinningEngine(dir: string, page: string, runner: ChildProcess): Promise<number> {
  // Found once the page was asked for: before that a short-lived helper of the runner (its one-time
  // probe of setpriv) can be the other process in the directory.
  await waitFor('the page to be asked for', async () => (served.has(page) ? true : undefined), 60_000);
  const engine = await waitFor('the engine', async () => (await processesIn(dir)).find((pid) => pid !== runner.pid), 10_000);
  const before = await cpuMs(engine);
  await waitFor('the engine to spin', async () => ((await cpuMs(engine)) - before >= SPIN_CPU_MS ? true : undefined), 60_000);
  return engine;
}

async function expectNoneLeftAfterKilling(dir: string, page: string, runner: ChildProcess): Promise<void> {
  const engine = await spinningEngine(dir, page, runner);
  process.kill(runner.pid!, 'SIGKILL');
  await waitFor(`the engine (pid ${engine}) to be gone`, async () => ((await processesIn(dir)).length === 0 ? true : undefined), GONE_WITHIN_MS);
}

const setpriv = findParentDeathSetpriv(process.env.PATH);

describe('a runner SIGKILLed while its page spins leaves no engine', () => {
  test('setpriv with --pdeathsig is here (what these tests rely on; CI runs on util-linux ≥ 2.33)', () => {
    expect(setpriv).not.toBeNull();
  });

  test.each([
    ['under the default memory ceiling (setpriv → prlimit → node)', undefined],
    ['without a memory ceiling (setpriv → node)', 0],
  ])('the CLI, %s', async (_name, memoryMb) => {
    const dir = await mkdtemp(join(tmpdir(), 'runner-death-cli-'));
    dirs.push(dir);
    const page = `/spin/${basename(dir)}`;
    await writeFile(join(dir, 'plan.json'), planText(page, memoryMb));
    const runner = startRunner([CLI, 'agent-run', '--plan', 'plan.json', '--report', 'report.json', '--engine', 'reference', '--allow-private-network', '--confirm-step', 'hold'], dir, { PATH: process.env.PATH });
    await expectNoneLeftAfterKilling(dir, page, runner);
  }, 120_000);

  describe('the action', () => {
    let gh: FakeGitHub;
    beforeEach(async () => {
      gh = await startGitHub();
    });
    afterEach(async () => {
      await gh.stop();
    });

    test('in execute mode', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'runner-death-action-'));
      dirs.push(dir);
      const page = `/spin/${basename(dir)}`;
      const plan = Buffer.from(planText(page, undefined));
      openPullRequest(gh, { 'plans/spin.json': plan });
      gh.applyLabel(PR, labelFor(plan, 'hold'), { login: 'maint' });
      gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
      await writeFile(join(dir, 'output'), '');
      await writeFile(join(dir, 'summary'), '');
      const inputs: Record<string, string> = {
        mode: 'execute', engine: 'reference', 'allow-private-network': 'true', 'github-token': WRITE_TOKEN, 'report-dir': join(dir, 'reports'),
      };
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        GITHUB_WORKSPACE: process.cwd(),
        GITHUB_OUTPUT: join(dir, 'output'),
        GITHUB_STEP_SUMMARY: join(dir, 'summary'),
        RUNNER_TEMP: dir,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: await eventFile('pull_request.synchronize'),
        GITHUB_REPOSITORY: gh.fullName(),
        GITHUB_SHA: 'ffffffffffffffffffffffffffffffffffffffff',
        GITHUB_API_URL: gh.url,
        GITHUB_SERVER_URL: 'https://github.example',
        GITHUB_RUN_ID: '42',
      };
      for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
      const runner = startRunner([ACTION], dir, env);
      await expectNoneLeftAfterKilling(dir, page, runner);
    }, 120_000);
  });
});
