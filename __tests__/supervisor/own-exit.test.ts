/**
 * SupervisedProcess collects the child's own exit before its kill: the two
 * mechanisms one at a time, on real children — the settle wait after a transport failure, and
 * the zombie check that tells a death Node has not yet reported from a kill of ours.
 * @needs-child-process node
 */
import { readFileSync } from 'node:fs';
import { EXIT_STATUS_SETTLE_MS, monotonicNow, SupervisedProcess, type ProcessSpec } from '../../src/supervisor/process.js';
import { survivors } from '../workflow/helpers.js';

function spec(script: string, more: Partial<ProcessSpec> = {}): ProcessSpec {
  return {
    program: process.execPath, args: ['-e', script], env: { PATH: process.env.PATH ?? '' },
    maxLineBytes: 1024, maxStderrBytes: 1024, memoryLimitBytes: 0, ...more,
  };
}

/**
 * A settle wait no scheduler delay outlasts, for the test of a death inside it: shutdown returns
 * as soon as the exit is heard, so the width costs nothing when the child keeps its word.
 */
const WIDE_SETTLE_MS = 20_000;
const POLL_MS = 5;

/** Waits, turning the event loop (so stdout, stderr and 'exit' are handled), until `pid` has died by itself. */
async function diedByItself(child: SupervisedProcess, boundMs: number): Promise<void> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${child.pid}/stat`, 'latin1');
    } catch {
      return; // already reaped: Node handled its exit
    }
    if (stat[stat.lastIndexOf(')') + 2] === 'Z') return;
    if (Date.now() >= deadline) throw new Error(`child ${child.pid} did not die by itself within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Blocks this thread (no event loop turn, so no 'exit' event) until `pid` is a zombie. */
function waitZombieSynchronously(pid: number, boundMs: number): boolean {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + boundMs;
  while (Date.now() < deadline) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    if (stat[stat.lastIndexOf(')') + 2] === 'Z') return true;
    Atomics.wait(sleeper, 0, 0, 2);
  }
  return false;
}

describe('the child\'s own exit, not our kill', () => {
  it('a child that dies within the settle wait after a transport failure keeps its own status', async () => {
    // A wrong answer (the transport failure), then an exit of its own well inside the settle wait.
    const exitAfterMs = Math.floor(EXIT_STATUS_SETTLE_MS / 4);
    const child = await SupervisedProcess.spawn(spec(`console.log('not json'); setTimeout(() => process.exit(5), ${exitAfterMs}); setInterval(() => {}, 60000)`, { exitStatusSettleMs: WIDE_SETTLE_MS }));
    expect((await child.readLine(monotonicNow() + 5_000)).toString()).toBe('not json');
    expect(await child.shutdown(0)).toBe('exited:5');
    expect(await survivors([child.pid], child.pid)).toEqual([]);
  });

  it('a child still alive after the settle wait is killed: timed_out, within the bound', async () => {
    const child = await SupervisedProcess.spawn(spec("console.log('not json'); process.stdin.on('end', () => process.exit(0)); process.stdin.resume()"));
    expect((await child.readLine(monotonicNow() + 5_000)).toString()).toBe('not json');
    const started = monotonicNow();
    // Its stdin stays open during the wait, so its clean exit on EOF never comes first.
    expect(await child.shutdown(0)).toBe('timed_out');
    expect(monotonicNow() - started).toBeGreaterThanOrEqual(EXIT_STATUS_SETTLE_MS - 5);
    expect(monotonicNow() - started).toBeLessThan(EXIT_STATUS_SETTLE_MS + 2_000);
  });

  it('a SIGKILL of its own that Node has not reported yet is not mistaken for ours', async () => {
    const child = await SupervisedProcess.spawn(spec("process.stdin.once('data', () => process.kill(process.pid, 'SIGKILL')); process.stdin.resume()"));
    await child.write('die', monotonicNow() + 5_000);
    // The child is a zombie but this thread has not turned the event loop: no 'exit' event yet.
    expect(waitZombieSynchronously(child.pid, 5_000)).toBe(true);
    child.kill();
    expect(await child.shutdown(0)).toBe('signaled:9');
  });

  it('cancellation of a live child is ours: timed_out', async () => {
    const child = await SupervisedProcess.spawn(spec('setInterval(() => {}, 60000)'));
    child.kill();
    expect(await child.shutdown(0)).toBe('timed_out');
  });

  it('stderr written just before the death is scanned before the streams are released', async () => {
    const marker = 'Allocation failed - JavaScript heap out of memory';
    const child = await SupervisedProcess.spawn(spec(
      `require('fs').writeSync(2, Buffer.alloc(256 * 1024, 0x65)); require('fs').writeSync(2, ${JSON.stringify(`FATAL ERROR: ${marker}\n`)}); process.abort()`));
    // Its death first (shutdown(0) right after the spawn raced the child's start and killed it first).
    await diedByItself(child, 10_000);
    expect(await child.shutdown(0)).toBe('signaled:6');
    expect(child.reportedOutOfMemory()).toBe(true);
  });

  it('stderr still unread when the death is learned is scanned too', async () => {
    const marker = 'Allocation failed - JavaScript heap out of memory';
    const child = await SupervisedProcess.spawn(spec(
      `process.stdin.once('data', () => { require('fs').writeSync(2, ${JSON.stringify(`FATAL ERROR: ${marker}
`)}); process.abort(); }); process.stdin.resume()`));
    await child.write('die', monotonicNow() + 5_000);
    // Dead, with its message still in the pipe: this thread has not turned the event loop, so
    // the stderr bytes and the exit status arrive in the same turn, in either order.
    expect(waitZombieSynchronously(child.pid, 5_000)).toBe(true);
    expect(await child.shutdown(0)).toBe('signaled:6');
    expect(child.reportedOutOfMemory()).toBe(true);
  });
});
