/**
 * executePlan against real fault children (fixtures/children/fault-child.mjs), the real SDK
 * Client and real ajv. Each fault asserts the exact classes, the calls the child logged, a
 * generous wall-time bound, and that no process of the child's group survives.
 * @needs-child-process a missing program, node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { executePlan } from '../../src/workflow/execute.js';
import type { WorkflowReport } from '../../src/contract/report.js';
import {
  faultChild, loggedCalls, loggedPids, makePlan, readLog, survivors, tempDir, type StepSpec,
} from './helpers.js';

const CANARY = 'canary-5f1e9c0b-secret-value';
const OPEN: StepSpec = { id: 'open', tool: 'open_page', arguments: { url: 'http://example.test/start' }, expect: { json_pointer: '/title', equals: 'Title of http://example.test/start' } };
const STATUS: StepSpec = { id: 'status', tool: 'trace_status', expect: { json_pointer: '/enabled', equals: false } };
const NAVIGATE: StepSpec = { id: 'navigate', tool: 'navigate_to', arguments: { url: 'http://example.test/next' } };
const HANDSHAKE = ['initialize', 'notifications/initialized', 'tools/list'];

let scratch: ReturnType<typeof tempDir>;
beforeEach(() => { scratch = tempDir(); });
afterEach(() => scratch.cleanup());

interface Run {
  report: WorkflowReport;
  calls: string[];
  ms: number;
  survivors: number[];
  log: string;
}

async function run(mode: string, steps: StepSpec[], opts: {
  limits?: Parameters<typeof makePlan>[1]; approved?: string[]; env?: Record<string, string>; faultStep?: number; trace?: boolean;
} = {}): Promise<Run> {
  const log = join(scratch.dir, 'calls.jsonl');
  const plan = makePlan(steps, opts.limits, opts.trace);
  const started = Date.now();
  const report = await executePlan(plan, new Set(opts.approved ?? []), {
    child: faultChild(mode, log, opts.faultStep),
    env: { PATH: process.env.PATH ?? '', ...opts.env },
    secrets: new Set(plan.secretNames),
    reportPath: join(scratch.dir, 'report.json'),
  });
  const ms = Date.now() - started;
  const pids = loggedPids(log);
  return { report, calls: loggedCalls(log), ms, survivors: pids.length ? await survivors(pids, pids[0]!) : [], log };
}

const statuses = (report: WorkflowReport) => report.steps.map((s) => [s.id, s.status, s.failure_class ?? null]);

describe('executePlan: happy path', () => {
  it('runs every step, closes the page, exits 0 and writes the report atomically', async () => {
    const r = await run('happy', [OPEN, NAVIGATE, STATUS], { approved: ['navigate'], trace: true });
    expect(r.report.status).toBe('succeeded');
    expect(r.report.process_outcome).toBe('exited:0');
    expect(statuses(r.report)).toEqual([['open', 'succeeded', null], ['navigate', 'succeeded', null], ['status', 'succeeded', null]]);
    expect(r.calls).toEqual([...HANDSHAKE, 'tools/call:open_page', 'tools/call:navigate_to', 'tools/call:trace_status', 'tools/call:close_page']);
    const messages = readLog(r.log).filter((e) => e.event === 'message');
    // Wire ids as upstream numbers them; the notification carries none.
    expect(messages.map((m) => m.id)).toEqual([1, null, 2, 3, 4, 5, 6]);
    // open_page gets the plan's trace; later steps get the runner-owned session id.
    expect(messages[3]!.arguments).toEqual({ url: 'http://example.test/start', trace: true });
    expect(messages[4]!.arguments).toEqual({ url: 'http://example.test/next', session_id: 'session-1' });
    expect(messages[6]!.arguments).toEqual({ session_id: 'session-1' });
    const written = readFileSync(join(scratch.dir, 'report.json'), 'utf8');
    expect(written).toBe(`${JSON.stringify(r.report, null, 2)}\n`);
    expect(r.ms).toBeLessThan(10_000);
    expect(r.survivors).toEqual([]);
  });

  it('sends initialize and the initialized notification exactly as upstream, and does not inspect the initialize result', async () => {
    const r = await run('bare-initialize', [OPEN, STATUS]);
    expect(r.report.status).toBe('succeeded');
    expect(r.calls).toEqual([...HANDSHAKE, 'tools/call:open_page', 'tools/call:trace_status', 'tools/call:close_page']);
    const [init, initialized] = readLog(r.log).filter((e) => e.event === 'message').map((m) => m.message as Record<string, unknown>);
    expect(init).toEqual({
      jsonrpc: '2.0', id: 1, method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'plasmate-agent-workflow', version: '0.1.0' } },
    });
    expect(initialized).toEqual({ jsonrpc: '2.0', method: 'notifications/initialized', params: {} });
  });

  it('never lets the SDK validate structuredContent against the advertised 2020-12 outputSchema', async () => {
    // The happy child advertises upstream's outputSchema ("$schema" draft 2020-12) on every tool
    // and returns structuredContent; the SDK's listTools()/callTool() would reject the listing.
    const r = await run('happy', [OPEN]);
    expect(r.report.status).toBe('succeeded');
  });

  it('sends a resolved secret only to the child, and the report carries no name or value', async () => {
    const steps: StepSpec[] = [OPEN, { id: 'type', tool: 'type_text', arguments: { element_id: 'e_1', text: { $secret: 'LOGIN_PASSWORD' } } }];
    const r = await run('happy', steps, { approved: ['type'], env: { LOGIN_PASSWORD: CANARY } });
    expect(r.report.status).toBe('succeeded');
    expect(r.report.secrets).toEqual({ total: 1, present: 1, missing: 0 });
    const typed = readLog(r.log).find((e) => e.tool === 'type_text');
    expect(typed?.arguments).toEqual({ element_id: 'e_1', text: CANARY, session_id: 'session-1' });
    const written = readFileSync(join(scratch.dir, 'report.json'), 'utf8');
    expect(written).not.toContain(CANARY);
    expect(written).not.toContain('LOGIN_PASSWORD');
  });
});

describe('executePlan: step outcomes', () => {
  it('an expected tool error continues', async () => {
    const steps: StepSpec[] = [OPEN, { id: 'click', tool: 'click', arguments: { element_id: 'missing-element' }, expect: { is_error: true } }, STATUS];
    const r = await run('happy', steps, { approved: ['click'] });
    expect(statuses(r.report)).toEqual([['open', 'succeeded', null], ['click', 'succeeded', null], ['status', 'succeeded', null]]);
    expect(r.report.status).toBe('succeeded');
  });

  it('an unexpected tool error fails the step, skips the rest (fail_fast), still closes and exits 0', async () => {
    const steps: StepSpec[] = [OPEN, { id: 'click', tool: 'click', arguments: { element_id: 'missing-element' } }, STATUS];
    const r = await run('happy', steps, { approved: ['click'] });
    expect(statuses(r.report)).toEqual([['open', 'succeeded', null], ['click', 'failed', 'tool_error_expectation'], ['status', 'skipped', 'fail_fast']]);
    expect(r.report.status).toBe('failed');
    expect(r.report.process_outcome).toBe('exited:0');
    expect(r.calls).toEqual([...HANDSHAKE, 'tools/call:open_page', 'tools/call:click', 'tools/call:close_page']);
  });

  it('without fail_fast a tool-level failure continues; path and value mismatches are classed', async () => {
    const steps: StepSpec[] = [
      OPEN,
      { id: 'missing', tool: 'trace_status', expect: { json_pointer: '/nope' } },
      { id: 'mismatch', tool: 'trace_status', expect: { json_pointer: '/enabled', equals: true } },
      STATUS,
    ];
    const r = await run('happy', steps, { limits: { fail_fast: false } });
    expect(statuses(r.report)).toEqual([
      ['open', 'succeeded', null], ['missing', 'failed', 'expectation_path_missing'],
      ['mismatch', 'failed', 'expectation_mismatch'], ['status', 'succeeded', null],
    ]);
    expect(r.calls.filter((c) => c.startsWith('tools/call'))).toHaveLength(5);
  });

  it('an open_page whose page loaded but whose expectation failed still opened the session: without fail_fast later steps use it, close_page ends it', async () => {
    const open: StepSpec = { ...OPEN, expect: { json_pointer: '/title', equals: 'another title' } };
    const r = await run('happy', [open, STATUS], { limits: { fail_fast: false } });
    // Otherwise the later step would fail missing_session and the session would never be closed.
    expect(statuses(r.report)).toEqual([['open', 'failed', 'expectation_mismatch'], ['status', 'succeeded', null]]);
    expect(r.calls).toEqual([...HANDSHAKE, 'tools/call:open_page', 'tools/call:trace_status', 'tools/call:close_page']);
    const stopped = await run('happy', [open, STATUS]);
    expect(statuses(stopped.report)).toEqual([['open', 'failed', 'expectation_mismatch'], ['status', 'skipped', 'fail_fast']]);
    // Both runs log into the same scratch file: the second run's calls follow the first's. A stopped
    // run sends nothing more (the benchmark's evidence of a stand-in that dies on its second call depends on it).
    expect(stopped.calls.slice(r.calls.length)).toEqual([...HANDSHAKE, 'tools/call:open_page']);
  });

  it('missing secret: nothing is spawned and every step is skipped', async () => {
    const steps: StepSpec[] = [OPEN, { id: 'type', tool: 'type_text', arguments: { element_id: 'e', text: { $secret: 'ABSENT_SECRET' } } }];
    const r = await run('happy', steps, { approved: ['type'] });
    expect(statuses(r.report)).toEqual([['open', 'skipped', 'missing_secret'], ['type', 'skipped', 'missing_secret']]);
    expect(r.report.secrets).toEqual({ total: 1, present: 0, missing: 1 });
    expect(r.report.process_outcome).toBeUndefined();
    expect(r.calls).toEqual([]);
  });

  it('a program that does not exist is spawn_failed', async () => {
    const report = await executePlan(makePlan([OPEN]), new Set(), {
      child: { program: join(scratch.dir, 'no-such-program'), args: [] }, env: { PATH: process.env.PATH ?? '' }, secrets: new Set(),
    });
    expect(statuses(report)).toEqual([['open', 'skipped', 'spawn_failed']]);
    expect(report.process_outcome).toBeUndefined();
  });
});
