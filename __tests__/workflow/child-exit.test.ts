/**
 * The child's own exit in `process_outcome`: a child that exits with a code or
 * dies of a signal by itself mid-step is reported `exited:N` / `signaled:N`, as upstream's
 * `try_wait` collects it; `timed_out` only when the runner had to kill it. Every case is a real
 * fault child (fixtures/children/fault-child.mjs) under the real runner, and nothing of its group
 * survives. Execution and test mode share the shutdown (`superviseChild`), so both are checked.
 * @needs-child-process node
 */
import { join } from 'node:path';
import { executePlan } from '../../src/workflow/execute.js';
import { testRunPlan } from '../../src/workflow/test-run.js';
import type { ChildEnd } from '../../src/workflow/child-end.js';
import {
  faultChild, inOwnDir, loggedCalls, loggedPids, makePlan, readLog, survivors, tempDir, type StepSpec,
} from './helpers.js';

const OPEN: StepSpec = { id: 'open', tool: 'open_page', arguments: { url: 'http://127.0.0.1:9/start' } };
const steps = (n: number): StepSpec[] => [OPEN, ...Array.from({ length: n }, (_, i): StepSpec => ({ id: `status-${i}`, tool: 'trace_status' }))];
const SHORT = { step_timeout_ms: 1_500, workflow_timeout_ms: 20_000 };
/** Generous: a failing run costs the step deadline at most plus the bounded shutdown. */
const WALL_BOUND_MS = 8_000;
/** The fault hits the second tools/call, after open_page succeeded: mid-run, with a session. */
const MID_RUN = 2;

let scratch: ReturnType<typeof tempDir>;
beforeEach(() => { scratch = tempDir(); });
afterEach(() => scratch.cleanup());

async function run(mode: string, limits = SHORT, faultStep = MID_RUN, dir = scratch.dir) {
  const log = join(dir, `${mode}.jsonl`);
  const plan = makePlan(steps(2), limits);
  let end: ChildEnd | undefined;
  const started = Date.now();
  const report = await executePlan(plan, new Set(), {
    child: faultChild(mode, log, faultStep),
    env: { PATH: process.env.PATH ?? '' },
    secrets: new Set(),
    onChildEnd: (e) => { end = e; },
  });
  const ms = Date.now() - started;
  const pids = loggedPids(log);
  expect(pids.length).toBeGreaterThan(0);
  return { report, end, ms, log, pids, calls: loggedCalls(log), survivors: await survivors(pids, pids[0]!) };
}

const rows = (r: Awaited<ReturnType<typeof run>>) => r.report.steps.map((s) => [s.id, s.status, s.failure_class ?? null]);

describe('a child that dies by itself mid-step keeps its own exit status', () => {
  it.each([
    ['early-exit', 'exited:3'],
    ['sigkill', 'signaled:9'],
    ['sigsegv', 'signaled:11'],
    ['abort', 'signaled:6'],
  ])('%s → early_exit, %s', async (mode, outcome) => {
    const r = await run(mode);
    expect(rows(r)).toEqual([['open', 'succeeded', null], ['status-0', 'failed', 'early_exit'], ['status-1', 'skipped', 'fail_fast']]);
    expect(r.report.status).toBe('failed');
    expect(r.report.process_outcome).toBe(outcome);
    // No stderr marker: an abort alone is not out of memory.
    expect(r.end).toEqual({ processOutcome: outcome, outOfMemory: false });
    // A transport failure: no close_page.
    expect(r.calls.at(-1)).toBe('tools/call:trace_status');
    expect(r.ms).toBeLessThan(WALL_BOUND_MS);
    expect(r.survivors).toEqual([]);
  });

  it('a SIGKILL right after an answer: the next request meets a broken pipe or EOF, yet signaled:9', async () => {
    const r = await run('sigkill-after-answer', SHORT, 1);
    // Which comes first is the kernel's timing: the write's EPIPE, or the read's EOF.
    expect(['write_failed', 'early_exit']).toContain(r.report.steps[1]!.failure_class);
    expect(rows(r)[0]).toEqual(['open', 'succeeded', null]);
    expect(r.report.process_outcome).toBe('signaled:9');
    expect(r.survivors).toEqual([]);
  });

  it("V8's out-of-memory message and the abort are recognised together, however stdout's EOF and stderr interleave", async () => {
    const r = await run('oom-abort');
    expect(rows(r)[1]).toEqual(['status-0', 'failed', 'early_exit']);
    expect(r.report.process_outcome).toBe('signaled:6');
    expect(r.end).toEqual({ processOutcome: 'signaled:6', outOfMemory: true });
    expect(r.survivors).toEqual([]);
  });
});

describe('timed_out only when the runner had to kill the child', () => {
  it('a child that closes stdout and keeps running: early_exit, then killed → timed_out', async () => {
    const r = await run('close-stdout');
    expect(rows(r)).toEqual([['open', 'succeeded', null], ['status-0', 'failed', 'early_exit'], ['status-1', 'skipped', 'fail_fast']]);
    expect(r.report.process_outcome).toBe('timed_out');
    expect(r.ms).toBeLessThan(WALL_BOUND_MS);
    expect(r.survivors).toEqual([]);
  });

  it('a live child that answered wrongly is killed at once, not given a grace: timed_out', async () => {
    const r = await run('malformed');
    expect(rows(r)[1]).toEqual(['status-0', 'failed', 'malformed_response']);
    expect(r.report.process_outcome).toBe('timed_out');
    // Its stdin stayed open until the kill: it never saw EOF (its EOF handler would log it and exit 0).
    expect(readLog(r.log).filter((e) => e.event === 'eof')).toEqual([]);
    expect(r.survivors).toEqual([]);
  });
});

/**
 * The two cases that wait SHORT's step deadline out run side by side (Jest groups a describe's
 * concurrent tests), each in its own directory: beforeEach does not wrap concurrent tests.
 */
describe('the step deadline cases (they wait it out, side by side)', () => {
  it.concurrent('a SIGKILL of its own while a helper holds stdout open: step_timeout, yet signaled:9, and the helper dies', () => inOwnDir(async (dir) => {
    const r = await run('sigkill-behind-descendant', SHORT, MID_RUN, dir);
    expect(rows(r)).toEqual([['open', 'succeeded', null], ['status-0', 'failed', 'step_timeout'], ['status-1', 'skipped', 'fail_fast']]);
    expect(r.report.process_outcome).toBe('signaled:9');
    expect(readLog(r.log).filter((e) => e.event === 'descendant')).toHaveLength(1);
    expect(r.pids).toHaveLength(2);
    expect(r.survivors).toEqual([]);
  }));

  it.concurrent('a child that hangs in a step: step_timeout → timed_out', () => inOwnDir(async (dir) => {
    const r = await run('timeout', SHORT, MID_RUN, dir);
    expect(rows(r)).toEqual([['open', 'succeeded', null], ['status-0', 'failed', 'step_timeout'], ['status-1', 'skipped', 'fail_fast']]);
    expect(r.report.process_outcome).toBe('timed_out');
    expect(r.survivors).toEqual([]);
  }));
});

describe('clean ends stay exited:0', () => {
  it('a child that exits by itself right after answering close_page', async () => {
    const r = await run('exit-after-close');
    expect(r.report.status).toBe('succeeded');
    expect(r.report.process_outcome).toBe('exited:0');
    expect(r.calls.at(-1)).toBe('tools/call:close_page');
    expect(r.survivors).toEqual([]);
  });

  it('a child that exits on EOF after close_page', async () => {
    const r = await run('happy');
    expect(r.report.status).toBe('succeeded');
    expect(r.report.process_outcome).toBe('exited:0');
  });
});

describe('test mode reports the same way (the same superviseChild shutdown)', () => {
  it.each([
    ['sigkill', 'signaled:9'],
    ['sigsegv', 'signaled:11'],
    ['abort', 'signaled:6'],
    ['early-exit', 'exited:3'],
    ['close-stdout', 'timed_out'],
  ])('%s on the first read → %s', async (mode, outcome) => {
    const log = join(scratch.dir, `${mode}.jsonl`);
    const report = await testRunPlan(makePlan([OPEN, { id: 'status', tool: 'trace_status' }], SHORT), {
      child: faultChild(mode, log, 1), env: { PATH: process.env.PATH ?? '' },
    });
    expect(report.steps[0]).toMatchObject({ mode: 'real', status: 'failed', failure_class: 'early_exit' });
    expect(report.process_outcome).toBe(outcome);
    const pids = loggedPids(log);
    expect(await survivors(pids, pids[0]!)).toEqual([]);
  });
});
