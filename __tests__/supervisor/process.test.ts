/**
 * SupervisedProcess against real children: bounds, outcomes, and the whole-group kill.
 * @needs-child-process a missing program, node, prlimit, sh
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monotonicNow, ProcessError, SupervisedProcess, type ProcessSpec } from '../../src/supervisor/process.js';
import { isAlive, survivors, tempDir } from '../workflow/helpers.js';
import { transpileSources } from './transpile.js';

let scratch: ReturnType<typeof tempDir>;
beforeEach(() => { scratch = tempDir(); });
afterEach(() => scratch.cleanup());

function spec(script: string, extra: Partial<ProcessSpec> = {}): ProcessSpec {
  return {
    program: process.execPath, args: ['-e', script], env: { PATH: process.env.PATH ?? '' },
    maxLineBytes: 1024, maxStderrBytes: 1024, memoryLimitBytes: 0, ...extra,
  };
}

/**
 * A child that is a few shell commands: where what the child does is trivial (exit, idle, print,
 * ignore its stdin) and the supervisor's handling of it is the subject, a shell costs next to
 * nothing to start and a Node child ~0.15 CPU-s. Children that must count bytes, allocate memory or
 * run the supervisor itself stay Node.
 */
function shSpec(script: string, extra: Partial<ProcessSpec> = {}): ProcessSpec {
  return { ...spec('', extra), program: '/bin/sh', args: ['-c', script] };
}
/** Idles without reading stdin, as IDLE does: `exec` so the pid is the sleeping program's. */
const SH_IDLE = 'exec sleep 60';

async function rejectionKind(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof ProcessError ? error.kind : String(error);
  }
}

const IDLE = 'setInterval(() => {}, 60000)';

describe('SupervisedProcess', () => {
  it('bounds a write to a child that never reads stdin by the deadline; the queue of one then stays full', async () => {
    const child = await SupervisedProcess.spawn(shSpec(SH_IDLE));
    const started = monotonicNow();
    // Far more than a pipe buffer: the OS can never take it all.
    expect(await rejectionKind(child.write('x'.repeat(4 * 1024 * 1024), monotonicNow() + 300))).toBe('timed_out');
    expect(monotonicNow() - started).toBeLessThan(3_000);
    expect(await rejectionKind(child.write('{}', monotonicNow() + 5_000))).toBe('timed_out');
    expect(await child.shutdown(0)).toBe('timed_out');
    expect(await survivors([child.pid], child.pid)).toEqual([]);
  });

  it('stops reading stdout while a line waits, so a flooding child is held by the pipe', async () => {
    const counter = join(scratch.dir, 'written');
    // The child counts only bytes the kernel accepted: fs.writeSync on fd 1 (EAGAIN when the pipe
    // is full is retried), because process.stdout.write may queue in the child's own memory. The
    // count is published by rename, so a read never sees a half-written (empty) file.
    const script = `
      const fs = require('fs'); const chunk = Buffer.from('{"flood":true}\\n'.repeat(4096)); let total = 0;
      for (;;) {
        try { total += fs.writeSync(1, chunk); } catch (e) { if (e.code !== 'EAGAIN') throw e; continue; }
        fs.writeFileSync(${JSON.stringify(counter)} + '.tmp', String(total)); fs.renameSync(${JSON.stringify(counter)} + '.tmp', ${JSON.stringify(counter)});
      }`;
    const child = await SupervisedProcess.spawn(spec(script));
    expect((await child.readLine(monotonicNow() + 5_000)).toString()).toBe('{"flood":true}');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const written = Number(readFileSync(counter, 'utf8'));
    expect(written).toBeGreaterThan(0);
    // Unthrottled, the child writes hundreds of MiB in that time; held back it gets past one
    // pipe buffer plus our one chunk and a few of its own 64 KiB writes.
    expect(written).toBeLessThan(2 * 1024 * 1024);
    await child.shutdown(0);
    expect(await survivors([child.pid], child.pid)).toEqual([]);
  });

  it('cuts a line over the bound as oversized and reads the next one', async () => {
    const child = await SupervisedProcess.spawn(shSpec(`printf '%s\\n%s\\nok\\n' ${'y'.repeat(1024)} ${'z'.repeat(1025)}; ${SH_IDLE}`));
    const deadline = monotonicNow() + 5_000;
    expect((await child.readLine(deadline)).length).toBe(1024);
    expect(await rejectionKind(child.readLine(deadline))).toBe('oversized');
    expect((await child.readLine(deadline)).toString()).toBe('ok');
    await child.shutdown(0);
  });

  it('reports EOF as early_exit and keeps the exit code', async () => {
    const child = await SupervisedProcess.spawn(shSpec('exit 7'));
    expect(await rejectionKind(child.readLine(monotonicNow() + 5_000))).toBe('early_exit');
    expect(await child.shutdown(0)).toBe('exited:7');
  });

  it('names a death by signal signaled:N', async () => {
    const child = await SupervisedProcess.spawn(shSpec('kill -TERM $$'));
    expect(await rejectionKind(child.readLine(monotonicNow() + 5_000))).toBe('early_exit');
    expect(await child.shutdown(0)).toBe('signaled:15');
  });

  it('gives a clean child its grace, then still kills the group (a lingering descendant dies)', async () => {
    // The descendant idles in the child's group with its stdio elsewhere; the child exits 0 at EOF.
    const child = await SupervisedProcess.spawn(shSpec('sleep 60 </dev/null >/dev/null 2>&1 & echo $!; cat >/dev/null; exit 0'));
    const descendant = Number((await child.readLine(monotonicNow() + 5_000)).toString());
    expect(isAlive(descendant)).toBe(true);
    expect(await child.shutdown(500)).toBe('exited:0');
    expect(await survivors([child.pid, descendant], child.pid)).toEqual([]);
  });

  it('a child that ignores EOF past the grace is timed_out', async () => {
    const child = await SupervisedProcess.spawn(shSpec(SH_IDLE));
    expect(await child.shutdown(200)).toBe('timed_out');
  });

  it('drains stderr continuously and keeps at most the bound', async () => {
    const child = await SupervisedProcess.spawn(shSpec(`head -c ${8 * 1024 * 1024} /dev/zero >&2; echo done; ${SH_IDLE}`, { maxStderrBytes: 1000 }));
    expect((await child.readLine(monotonicNow() + 10_000)).toString()).toBe('done');
    const stats = child.stderrStats();
    expect(stats.keptBytes).toBe(1000);
    expect(stats.totalBytes).toBeGreaterThan(1000);
    await child.shutdown(0);
  });

  it('enforces memory_mb by itself: an allocation past the ceiling fails in the child', async () => {
    const limit = 3 * 1024 * 1024 * 1024;
    const script = `try { const b = Buffer.alloc(4 * 1024 * 1024 * 1024 - 1); console.log('allocated ' + b.length); } catch { console.log('refused'); } ${IDLE}`;
    const child = await SupervisedProcess.spawn(spec(script, { memoryLimitBytes: limit, runnerPath: process.env.PATH }));
    expect((await child.readLine(monotonicNow() + 10_000)).toString()).toBe('refused');
    await child.shutdown(0);
  });

  it('fails the spawn when the program does not exist', async () => {
    expect(await rejectionKind(SupervisedProcess.spawn({ ...spec(''), program: join(scratch.dir, 'missing') }))).toBe('spawn');
  });
});

describe('every exit path of the runner kills the group', () => {
  let build: string;
  let buildDir: ReturnType<typeof tempDir>;
  beforeAll(() => {
    buildDir = tempDir();
    build = join(buildDir.dir, 'build');
    transpileSources(['src/supervisor'], build);
  });
  afterAll(() => buildDir.cleanup());

  async function harness(ending: string): Promise<{ pid: number; signal: NodeJS.Signals | null; code: number | null }> {
    const script = join(build, `harness-${ending}.mjs`);
    writeFileSync(script, `
      import { SupervisedProcess } from './src/supervisor/process.js';
      // The supervised child only idles (a shell's sleep; the runner is the subject and stays Node).
      const child = await SupervisedProcess.spawn({ program: '/bin/sh', args: ['-c', ${JSON.stringify(SH_IDLE)}],
        env: {}, maxLineBytes: 1024, maxStderrBytes: 0, memoryLimitBytes: 0 });
      console.log(child.pid);
      setInterval(() => {}, 60000);
      if (${JSON.stringify(ending)} === 'exit') process.exit(0);
      if (${JSON.stringify(ending)} === 'throw') setTimeout(() => { throw new Error('boom'); }, 10);
    `);
    const runner = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'ignore'] });
    const pid = await new Promise<number>((resolve) => runner.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))));
    if (ending === 'SIGTERM' || ending === 'SIGINT') runner.kill(ending);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => runner.once('exit', (c, s) => resolve([c, s])));
    return { pid, code, signal };
  }

  it.each(['SIGTERM', 'SIGINT'] as const)('%s to the runner kills the child group, then the runner dies of it', async (signal) => {
    const r = await harness(signal);
    expect(r.signal).toBe(signal);
    expect(await survivors([r.pid], r.pid)).toEqual([]);
  });

  it('process.exit without shutdown', async () => {
    const r = await harness('exit');
    expect(r.code).toBe(0);
    expect(await survivors([r.pid], r.pid)).toEqual([]);
  });

  it('an uncaught exception', async () => {
    const r = await harness('throw');
    expect(r.code).not.toBe(0);
    expect(await survivors([r.pid], r.pid)).toEqual([]);
  });
});
