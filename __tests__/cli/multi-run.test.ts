/** The many-plan scheduler of `agent-run` (src/workflow/multi-run.ts): its bound, order, cancellation and line prefixes. */
import { DEFAULT_JOBS, jobsBound, parseJobs, prefixLines, prefixedSink, runPool, runTally } from '../../src/workflow/multi-run.js';
import { availableParallelism } from 'node:os';

/** A run that ends when the test says so, recording how many runs were in flight at once. */
function gate() {
  const releases: Array<() => void> = [];
  let running = 0;
  let peak = 0;
  const started: string[] = [];
  const run = async (file: string) => {
    started.push(file);
    running++;
    peak = Math.max(peak, running);
    await new Promise<void>((resolve) => releases.push(resolve));
    running--;
    return file.endsWith('bad') ? 1 : 0;
  };
  const tick = () => new Promise((r) => setImmediate(r));
  return { run, releases, started, peak: () => peak, tick };
}

test('never more than `jobs` runs at once, started in order, one end per file in the files\' order', async () => {
  const g = gate();
  const files = ['a', 'b', 'c-bad', 'd', 'e'];
  const pool = runPool(files, 2, new AbortController().signal, g.run);
  await g.tick();
  expect(g.started).toEqual(['a', 'b']);
  // Release the second first: the next file starts in its place, the first keeps running.
  g.releases[1]!();
  await g.tick();
  expect(g.started).toEqual(['a', 'b', 'c-bad']);
  while (g.started.length < files.length || g.releases.length > 0) {
    g.releases.shift()?.();
    await g.tick();
  }
  const ends = await pool;
  expect(g.peak()).toBe(2);
  expect(ends).toEqual(files.map((file, index) => ({ file, index, code: file.endsWith('bad') ? 1 : 0 })));
});

test('after cancellation no further run starts; the ones running end by themselves', async () => {
  const g = gate();
  const controller = new AbortController();
  const pool = runPool(['a', 'b', 'c', 'd'], 2, controller.signal, g.run);
  await g.tick();
  controller.abort();
  for (const release of g.releases) release();
  const ends = await pool;
  expect(g.started).toEqual(['a', 'b']);
  expect(ends).toEqual([
    { file: 'a', index: 0, code: 0 }, { file: 'b', index: 1, code: 0 },
    { file: 'c', index: 2, cancelled: true }, { file: 'd', index: 3, cancelled: true },
  ]);
});

test('a run that throws rejects the pool only after the others have ended', async () => {
  let otherEnded = false;
  const pool = runPool(['boom', 'slow'], 2, new AbortController().signal, async (file) => {
    if (file === 'boom') throw new Error('defect');
    await new Promise((r) => setTimeout(r, 50));
    otherEnded = true;
    return 0;
  });
  await expect(pool).rejects.toThrow('defect');
  expect(otherEnded).toBe(true);
});

test('--jobs: positive whole numbers only; the default is one; the bound is the cores Node may use', () => {
  expect(DEFAULT_JOBS).toBe(1);
  expect(jobsBound()).toBe(availableParallelism());
  expect(parseJobs('4')).toBe(4);
  for (const bad of ['0', '-1', '1.5', ' 2', '2 ', '0x2', '1e3', '', '01', '9999999']) expect(parseJobs(bad)).toBeNull();
});

test('every line carries the plan path once; lines that already start with it stay as they are', () => {
  expect(prefixLines('plans/a.json', 'plans/a.json:3:1 rule message')).toEqual(['plans/a.json:3:1 rule message']);
  expect(prefixLines('plans/a.json', 'error: cannot write out/x (EACCES)\nsecond line')).toEqual([
    'plans/a.json: error: cannot write out/x (EACCES)', 'plans/a.json: second line',
  ]);
  // Another plan's path at the start is not this plan's prefix.
  expect(prefixLines('plans/a.json', 'plans/b.json: x')).toEqual(['plans/a.json: plans/b.json: x']);
  const out: string[] = [];
  const err: string[] = [];
  const sink = prefixedSink('p.json', { out: (l) => out.push(l), err: (l) => err.push(l) });
  sink.out('p.json: ok');
  sink.err('a\nb');
  expect(out).toEqual(['p.json: ok']);
  expect(err).toEqual(['p.json: a', 'p.json: b']);
  expect(runTally(3, 1, 1, 'passed')).toBe('1 of 3 plans passed; 1 not run (cancelled)');
  expect(runTally(1, 1, 0, 'succeeded')).toBe('1 of 1 plan succeeded');
});
