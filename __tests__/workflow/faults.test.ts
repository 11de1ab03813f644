/**
 * One test per fault of fixtures/children/fault-child.mjs: the exact classes, exactly the calls
 * the child logged, a generous wall-time bound, and no surviving process of the child's group.
 * @needs-child-process node, prlimit
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { executePlan } from '../../src/workflow/execute.js';
import type { WorkflowReport } from '../../src/contract/report.js';
import {
  faultChild, inOwnDir, loggedCalls, loggedPids, makePlan, readLog, survivors, tempDir, type StepSpec,
} from './helpers.js';

const CANARY = 'canary-5f1e9c0b-secret-value';
const OPEN: StepSpec = { id: 'open', tool: 'open_page', arguments: { url: 'http://example.test/start' } };
const STATUS: StepSpec = { id: 'status', tool: 'trace_status' };
const HANDSHAKE = ['initialize', 'notifications/initialized', 'tools/list'];
const FIRST_CALL = [...HANDSHAKE, 'tools/call:open_page'];
/**
 * Faults that end a step by themselves (a bad line, an exit, a flood) run with a step timeout far
 * above the wall bound, so a pass shows they ended it at once, whatever the machine's load.
 */
const GENEROUS = { step_timeout_ms: 60_000, workflow_timeout_ms: 120_000 };
/**
 * Only the timeout faults wait a step timeout out, and only the step's: the handshake (initialize,
 * tools/list — i.e. the fault child's start) gets GENEROUS's deadline through RunOptions'
 * handshakeTimeoutMs seam, so the short step deadline starts when the tools/call is sent and never
 * races a Node start on a loaded machine (400 ms for everything failed at load ~4). What is left to
 * fit in it is the child reading one line (and, for a later step, answering the earlier ones).
 */
const TIMEOUT_CASE = { step_timeout_ms: 2_000, workflow_timeout_ms: 120_000 };
const TIMEOUT_CASE_HANDSHAKE_MS = GENEROUS.step_timeout_ms;
/** The workflow deadline case: it must cover the start and the first step, then cut the hanging second one. */
const WORKFLOW_DEADLINE_MS = 5_000;
/** Bounds a whole run: above TIMEOUT_CASE plus the kill, below GENEROUS's step timeout. */
const WALL_BOUND_MS = 40_000;
/** Jest's bound per test here: above WALL_BOUND_MS. */
const TEST_TIMEOUT_MS = 90_000;
jest.setTimeout(TEST_TIMEOUT_MS);

// The run loads its gates (and ajv) lazily, while the child answers initialize; under Jest that
// first load is a synchronous transform that stalled the event loop past the first test's step
// deadline (its initialize then timed out, at load ~20). Loaded once here, before any deadline runs.
const gatesLoaded = (): Promise<unknown> => import('../../src/workflow/gates.js');
beforeAll(gatesLoaded);

let scratch: ReturnType<typeof tempDir>;
beforeEach(() => { scratch = tempDir(); });
afterEach(() => scratch.cleanup());

interface Options {
  limits?: Parameters<typeof makePlan>[1];
  approved?: string[];
  env?: Record<string, string | undefined>;
  faultStep?: number;
  signal?: AbortSignal;
  /** RunOptions.handshakeTimeoutMs: given (TIMEOUT_CASE_HANDSHAKE_MS) wherever the step timeout is short. */
  handshakeTimeoutMs?: number;
  allowPrivateNetwork?: boolean;
  /** The run's own directory; a concurrent test (below) cannot use the shared `scratch`. */
  dir?: string;
}

async function run(mode: string, steps: StepSpec[], opts: Options = {}) {
  const dir = opts.dir ?? scratch.dir;
  const log = join(dir, 'calls.jsonl');
  const reportPath = join(dir, 'report.json');
  const started = Date.now();
  const plan = makePlan(steps, opts.limits);
  const report = await executePlan(plan, new Set(opts.approved ?? []), {
    child: faultChild(mode, log, opts.faultStep),
    env: { PATH: process.env.PATH ?? '', ...opts.env },
    secrets: new Set(plan.secretNames),
    reportPath,
    ...(opts.signal ? { signal: opts.signal } : {}),
    ...(opts.allowPrivateNetwork ? { allowPrivateNetwork: true } : {}),
    ...(opts.handshakeTimeoutMs === undefined ? {} : { handshakeTimeoutMs: opts.handshakeTimeoutMs }),
  });
  const ms = Date.now() - started;
  const pids = loggedPids(log);
  expect(pids.length).toBeGreaterThan(0);
  return { report, calls: loggedCalls(log), ms, survivors: await survivors(pids, pids[0]!), log, pids, written: readFileSync(reportPath, 'utf8') };
}

const statuses = (report: WorkflowReport) => report.steps.map((s) => [s.id, s.status, s.failure_class ?? null]);

/** The common shape of a transport failure on the first tool call. */
async function expectFirstCallFailure(mode: string, failureClass: string, outcome: string, limits: Options['limits'] = GENEROUS, dir?: string) {
  const r = await run(mode, [OPEN, STATUS], { limits, ...(dir === undefined ? {} : { dir }), ...(limits === TIMEOUT_CASE ? { handshakeTimeoutMs: TIMEOUT_CASE_HANDSHAKE_MS } : {}) });
  expect(statuses(r.report)).toEqual([['open', 'failed', failureClass], ['status', 'skipped', 'fail_fast']]);
  expect(r.report.status).toBe('failed');
  expect(r.report.process_outcome).toBe(outcome);
  // A transport failure: no close_page, no grace.
  expect(r.calls).toEqual(FIRST_CALL);
  expect(r.ms).toBeLessThan(WALL_BOUND_MS);
  expect(r.survivors).toEqual([]);
  return r;
}

/**
 * The cases that wait a real deadline out (the deadline firing is their subject) run side by side:
 * they sit idle for most of it, and one after another they held a Jest worker for ~15 s. Each has
 * its own directory (beforeEach does not wrap concurrent tests) and loads the gates before its
 * deadline starts, as beforeAll does for the others.
 */
async function inOwnDirWithGates<T>(body: (dir: string) => Promise<T>): Promise<T> {
  await gatesLoaded();
  return inOwnDir(body);
}

describe('transport faults on the first tool call', () => {
  it.concurrent('timeout → step_timeout, group killed', () => inOwnDirWithGates((dir) => expectFirstCallFailure('timeout', 'step_timeout', 'timed_out', TIMEOUT_CASE, dir)));

  it.concurrent('a descendant that would outlive the timeout dies with the group', () => inOwnDirWithGates(async (dir) => {
    const r = await expectFirstCallFailure('descendant', 'step_timeout', 'timed_out', TIMEOUT_CASE, dir);
    expect(readLog(r.log).filter((e) => e.event === 'descendant')).toHaveLength(1);
    expect(r.pids).toHaveLength(2);
  }));

  it('malformed line → malformed_response', () => expectFirstCallFailure('malformed', 'malformed_response', 'timed_out'));

  it('oversized line → oversized_response', () =>
    expectFirstCallFailure('oversized', 'oversized_response', 'timed_out'));

  it('early exit → early_exit with the child\'s own exit code', () => expectFirstCallFailure('early-exit', 'early_exit', 'exited:3'));

  it('killed by a signal → early_exit, signaled:15', () => expectFirstCallFailure('signal', 'early_exit', 'signaled:15'));

  it('short-line flood → protocol_mismatch on the first stray line', () =>
    expectFirstCallFailure('line-flood', 'protocol_mismatch', 'timed_out'));

  it('no-newline flood → oversized_response as soon as the bound is crossed', () =>
    expectFirstCallFailure('byte-flood', 'oversized_response', 'timed_out', { ...GENEROUS, response_bytes: 65_536 }));

  it.concurrent('a child that stops reading stdin → step_timeout', () =>
    inOwnDirWithGates((dir) => expectFirstCallFailure('stop-reading', 'step_timeout', 'timed_out', TIMEOUT_CASE, dir)));

  it('wrong id → protocol_mismatch', () => expectFirstCallFailure('wrong-id', 'protocol_mismatch', 'timed_out'));

  it('JSON-RPC error → json_rpc_error', () => expectFirstCallFailure('rpc-error', 'json_rpc_error', 'timed_out'));

  it('fail_fast false does not continue after a transport failure', async () => {
    const r = await run('malformed', [OPEN, STATUS], { limits: { ...GENEROUS, fail_fast: false } });
    expect(statuses(r.report)).toEqual([['open', 'failed', 'malformed_response'], ['status', 'skipped', 'fail_fast']]);
    expect(r.calls).toEqual(FIRST_CALL);
  });

  it.concurrent('a fault on a later step keeps the earlier result and skips close_page', () => inOwnDirWithGates(async (dir) => {
    const r = await run('timeout', [OPEN, STATUS, STATUS].map((s, i) => ({ ...s, id: `${s.id}-${i}` })), { limits: TIMEOUT_CASE, handshakeTimeoutMs: TIMEOUT_CASE_HANDSHAKE_MS, faultStep: 2, dir });
    expect(statuses(r.report)).toEqual([['open-0', 'succeeded', null], ['status-1', 'failed', 'step_timeout'], ['status-2', 'skipped', 'fail_fast']]);
    expect(r.calls).toEqual([...FIRST_CALL, 'tools/call:trace_status']);
    expect(r.survivors).toEqual([]);
  }));

  // Deadlines and cancellation: the workflow deadline case waits its 5 s out beside the step
  // timeouts above (Jest starts a describe's concurrent tests together, at most 5 by default).
  it.concurrent('the workflow deadline marks the step that hits it workflow_timeout', () => inOwnDirWithGates(async (dir) => {
    const r = await run('timeout', [OPEN, STATUS, STATUS].map((s, i) => ({ ...s, id: `${s.id}-${i}` })),
      { limits: { step_timeout_ms: GENEROUS.step_timeout_ms, workflow_timeout_ms: WORKFLOW_DEADLINE_MS }, faultStep: 2, dir });
    expect(statuses(r.report)).toEqual([['open-0', 'succeeded', null], ['status-1', 'failed', 'workflow_timeout'], ['status-2', 'skipped', 'fail_fast']]);
    expect(r.report.process_outcome).toBe('timed_out');
    expect(r.ms).toBeLessThan(WALL_BOUND_MS);
    expect(r.survivors).toEqual([]);
  }));
});

describe('deadlines and cancellation', () => {
  it('an AbortSignal kills the group at once and ends the run like the workflow deadline', async () => {
    const controller = new AbortController();
    // Cancel once the child holds the open_page call (a fixed delay raced a slow start under load).
    const log = join(scratch.dir, 'calls.jsonl');
    const poll = setInterval(() => {
      try {
        if (existsSync(log) && loggedCalls(log).includes('tools/call:open_page')) controller.abort();
      } catch {
        // A log line still being written: read again on the next tick.
      }
    }, 20);
    const r = await run('descendant', [OPEN, STATUS], { limits: { step_timeout_ms: 30_000, workflow_timeout_ms: 60_000 }, signal: controller.signal })
      .finally(() => clearInterval(poll));
    expect(statuses(r.report)).toEqual([['open', 'failed', 'workflow_timeout'], ['status', 'skipped', 'fail_fast']]);
    expect(r.report.process_outcome).toBe('timed_out');
    expect(r.ms).toBeLessThan(WALL_BOUND_MS);
    expect(r.survivors).toEqual([]);
  });
});

describe('stderr', () => {
  it('a stderr flood is drained (bounded) and never stalls or fails the run', async () => {
    const r = await run('stderr-flood', [OPEN, STATUS], { limits: { stderr_bytes: 1024 } });
    expect(r.report.status).toBe('succeeded');
    expect(r.report.process_outcome).toBe('exited:0');
    expect(r.calls).toEqual([...FIRST_CALL, 'tools/call:trace_status', 'tools/call:close_page']);
    expect(r.written).not.toContain('eeee');
    expect(r.survivors).toEqual([]);
  });
});

describe('the gates before any tool call', () => {
  async function expectRefused(mode: string, steps: StepSpec[], failureClass: string, opts: Options = {}) {
    const r = await run(mode, steps, opts);
    expect(statuses(r.report)).toEqual(steps.map((s) => [s.id, 'skipped', failureClass]));
    expect(r.calls).toEqual(HANDSHAKE);
    // The transport is healthy: the child gets EOF and its grace, and exits cleanly.
    expect(r.report.process_outcome).toBe('exited:0');
    expect(r.report.status).toBe('failed');
    expect(r.ms).toBeLessThan(WALL_BOUND_MS);
    expect(r.survivors).toEqual([]);
    return r;
  }

  it('an unsupported schema keyword → tool_schema_drift', () => expectRefused('bad-keyword', [OPEN, STATUS], 'tool_schema_drift'));

  it('a resolved secret that violates the advertised schema → argument_schema_invalid, canary nowhere', async () => {
    const steps: StepSpec[] = [OPEN, { id: 'type', tool: 'type_text', arguments: { element_id: 'e_1', text: { $secret: 'LOGIN_PASSWORD' } } }];
    const r = await expectRefused('secret-schema', steps, 'argument_schema_invalid', { approved: ['type'], env: { LOGIN_PASSWORD: CANARY } });
    expect(r.written).not.toContain(CANARY);
    expect(readFileSync(r.log, 'utf8')).not.toContain(CANARY);
  });

  it('an unknown argument key is argument_schema_invalid even where the server would ignore it', () =>
    expectRefused('happy', [{ ...OPEN, arguments: { url: 'http://example.test/', extra: 1 } }], 'argument_schema_invalid'));

  it('a catastrophic pattern cannot stall the runner: tool_schema_drift within the matching budget', async () => {
    const r = await expectRefused('catastrophic-pattern', [{ ...OPEN, arguments: { url: `${'a'.repeat(48)}!` } }], 'tool_schema_drift');
    expect(r.ms).toBeLessThan(3_000);
  });

  it('a read-only tool advertised destructive → tool_policy_drift unless approved', async () => {
    const cookies: StepSpec = { id: 'cookies', tool: 'get_cookies' };
    await expectRefused('destructive', [OPEN, cookies], 'tool_policy_drift');
  });

  it('the same step runs when the operator approved it', async () => {
    const r = await run('destructive', [OPEN, { id: 'cookies', tool: 'get_cookies' }], { approved: ['cookies'] });
    expect(r.report.status).toBe('succeeded');
    expect(r.report.steps.map((s) => s.approved)).toEqual([false, true]);
    expect(r.calls).toEqual([...FIRST_CALL, 'tools/call:get_cookies', 'tools/call:close_page']);
  });
});

describe('environment', () => {
  const hostile = {
    GITHUB_TOKEN: CANARY, INPUT_PLAN: 'x', ACTIONS_RUNTIME_TOKEN: CANARY, LOGIN_PASSWORD: CANARY,
    HOME: '/root', TMPDIR: '/tmp', SSL_CERT_FILE: '/etc/ssl/cert.pem', RUST_BACKTRACE: '1',
    PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1', NODE_OPTIONS: '--inspect',
  };

  it('the child sees only the restored names plus the two supervision variables', async () => {
    const r = await run('env-probe', [OPEN], { env: hostile });
    const probe = readLog(r.log).find((e) => e.event === 'env')!;
    expect(probe.names).toEqual(['PATH', 'PLASMATE_SUPERVISED_WORKER', 'PLASMATE_WORKER_MEMORY_LIMIT_BYTES', 'RUST_BACKTRACE', 'SSL_CERT_FILE', 'TMPDIR']);
    expect(probe.supervised).toBe('1');
    expect(probe.memoryLimit).toBe('0');
    expect(r.report.status).toBe('succeeded');
  });

  it('--allow-private-network adds only the opt-in', async () => {
    const r = await run('env-probe', [OPEN], { allowPrivateNetwork: true });
    const probe = readLog(r.log).find((e) => e.event === 'env')!;
    expect(probe.names).toEqual(['PATH', 'PLASMATE_SUPERVISED_WORKER', 'PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK', 'PLASMATE_WORKER_MEMORY_LIMIT_BYTES']);
  });

  it('memory_mb sets an address-space ceiling on the child and its descendants, by the runner', async () => {
    const memoryMb = 4096;
    const bytes = memoryMb * 1024 * 1024;
    const r = await run('env-probe', [OPEN], { limits: { memory_mb: memoryMb } });
    const probe = readLog(r.log).find((e) => e.event === 'env')!;
    expect(probe.memoryLimit).toBe(String(bytes));
    expect(probe.limit).toBe(`Max address space ${bytes} ${bytes} bytes`);
    expect(probe.descendantLimit).toBe(`Max address space ${bytes} ${bytes} bytes`);
    expect(r.report.status).toBe('succeeded');
  });
});
