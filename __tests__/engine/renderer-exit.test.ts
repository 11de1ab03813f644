/**
 * @needs-child-process mkfifo, node
 */
// The broker's last word over its renderers (src/engine/memory-watch.ts, renderers.ts): a page can
// keep its isolate from honouring termination (on Node 22 and later a tight loop over some array
// builtins never services V8's interrupts; a blocking call is the same on every Node), which
// defeats a renderer's heap limit and `worker.terminate()` alike. So the broker (a) ends the engine
// when an ended renderer has not stopped within its grace, and (b) watches the engine's resident
// set against the supervisor's memory limit from its own, free thread. Real worker threads here;
// the unstoppable one blocks in open(2) on a FIFO, which no termination interrupts on any Node.
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TERMINABLE_CODE_FLAGS } from '../../src/contract/engine-flags.js';
import { ISOLATE_RESIDENT_ALLOWANCE_BYTES, RESIDENT_POLL_MS, residentCeilingBytes, watchResident } from '../../src/engine/memory-watch.js';
import { OutboundPolicy } from '../../src/engine/network.js';
import { RendererHost } from '../../src/engine/renderers.js';
import { waitFor } from '../helpers/processes.js';

const MIB = 1024 * 1024;
const GRACE_MS = 300;

describe('a renderer that will not stop', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'renderer-exit-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function host(fixture: string, onUnstoppable: (reason: string) => void): RendererHost {
    copyFileSync(join('fixtures/engine', fixture), join(dir, fixture));
    return new RendererHost(pathToFileURL(join(dir, fixture)), new OutboundPolicy(false), () => undefined, { onUnstoppable, exitGraceMs: GRACE_MS });
  }

  it('ends the engine once its grace has passed, naming why it was ended', async () => {
    execFileSync('mkfifo', [join(dir, 'stuck.fifo')]);
    const reasons: string[] = [];
    const stuck = host('stuck-renderer.mjs', (reason) => reasons.push(reason));
    // End it only once it is in its blocking open (a worker ended before it runs stops at once).
    await waitFor('the renderer to block', async () => (existsSync(join(dir, 'blocking')) ? true : undefined), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    stuck.end('the page renderer did not answer within its deadline');
    expect(stuck.alive).toBe(false);
    await waitFor('the unstoppable report', async () => (reasons.length > 0 ? true : undefined), 10_000);
    expect(reasons).toEqual(['the page renderer did not answer within its deadline']);
    // Release the thread (a writer opens the FIFO), so this test leaves nothing behind.
    closeSync(openSync(join(dir, 'stuck.fifo'), 'w'));
  });

  it('a renderer that stops when ended is never reported', async () => {
    const reasons: string[] = [];
    const idle = host('idle-renderer.mjs', (reason) => reasons.push(reason));
    // Ended only once it runs (one ended before it starts stops at once, and would prove nothing).
    await waitFor('the renderer to run', async () => (existsSync(join(dir, 'running')) ? true : undefined), 10_000);
    idle.end();
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 3));
    expect(reasons).toEqual([]);
  });
});

describe('page code stays terminable under the engine\'s V8 flags', () => {
  // The class: optimized code that never checks for interrupts. Node 22 and 24 compile a tight
  // loop over Array.prototype.fill that way under Turboshaft; under TERMINABLE_CODE_FLAGS the
  // worker stops when terminated, on every Node this suite runs on.
  it('a worker looping over Array.prototype.fill stops when terminated', () => {
    const run = spawnSync(process.execPath, [...TERMINABLE_CODE_FLAGS, 'fixtures/engine/fill-loop-terminate.mjs'], { encoding: 'utf8', timeout: 20_000, killSignal: 'SIGKILL' });
    expect(run.signal).toBeNull();
    expect(run.stdout).toMatch(/^exit 1 after \d+ ms\n$/);
  });
});

describe('the resident-set watch', () => {
  it('has no ceiling without a memory limit, and one allowance per isolate (the broker\'s included) with one', () => {
    expect(residentCeilingBytes(0, 3)).toBeUndefined();
    expect(residentCeilingBytes(256 * MIB, 0)).toBe(256 * MIB + ISOLATE_RESIDENT_ALLOWANCE_BYTES);
    expect(residentCeilingBytes(256 * MIB, 2)).toBe(256 * MIB + 3 * ISOLATE_RESIDENT_ALLOWANCE_BYTES);
  });

  it('fires once past the ceiling, with the figures, and never below it', async () => {
    let resident = 100 * MIB;
    let isolates = 1;
    const fired: Array<[number, number]> = [];
    const watch = watchResident(256 * MIB, () => isolates, (r, c) => fired.push([r, c]), () => resident);
    try {
      await new Promise((resolve) => setTimeout(resolve, RESIDENT_POLL_MS * 3));
      expect(fired).toEqual([]);
      // A second isolate raises the ceiling: what was over it for one is not over it for two.
      resident = residentCeilingBytes(256 * MIB, 1)! + MIB;
      isolates = 2;
      await new Promise((resolve) => setTimeout(resolve, RESIDENT_POLL_MS * 3));
      expect(fired).toEqual([]);
      isolates = 1;
      await waitFor('the watch to fire', async () => (fired.length > 0 ? true : undefined), 5_000);
      await new Promise((resolve) => setTimeout(resolve, RESIDENT_POLL_MS * 3));
      expect(fired).toEqual([[resident, residentCeilingBytes(256 * MIB, 1)]]);
    } finally {
      watch.stop();
    }
  });

  it('watches nothing without a memory limit', async () => {
    const fired: number[] = [];
    const watch = watchResident(0, () => 1, (r) => fired.push(r), () => Number.MAX_SAFE_INTEGER);
    await new Promise((resolve) => setTimeout(resolve, RESIDENT_POLL_MS * 3));
    watch.stop();
    expect(fired).toEqual([]);
  });
});
