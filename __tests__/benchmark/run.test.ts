/**
 * The six-plan suite end to end through the supervised runner: healthy on the reference engine,
 * and failing in the right buckets with misbehaving children in the engine's place: the Node fault
 * child where its answers matter (wrong facts), the shell stand-in's faults where only the death or
 * the silence does (the Node child's faults themselves: workflow/faults.test.ts).
 * @needs-bundle cli
 * @needs-child-process fake children, git, node
 */
import type { BenchmarkReport } from '../../src/benchmark/evidence.js';
import { validateEvidence } from '../../src/benchmark/validate-evidence.js';
import { SUITE_MANIFEST } from '../../src/benchmark/suite.js';
import { BENCHMARK_LIMITS } from '../../src/benchmark/scenarios.js';
import { referenceEngineSha256, runOnFaultChild, runOnShellFault, sharedReferenceEvidence } from './helpers.js';

const ids = SUITE_MANIFEST.scenarios.map((s) => s.id);

function expectEveryRow(report: BenchmarkReport): void {
  expect(report.tasks.map((t) => t.id)).toEqual(ids);
  expect(report.summary.tasks_total).toBe(6);
  const s = report.summary;
  expect(s.observed_succeeded + s.observed_failed + s.observed_crash + s.observed_timeout).toBe(6);
  expect(s.task_contracts_passed + s.task_contracts_failed).toBe(6);
}

// The run shared with validate-evidence and digest-recipe (one real run per build and checkout).
test('a healthy run: 6/6 contracts, 5 succeeded and 1 deliberately failed workflow, gate passed, evidence valid', async () => {
  const report = await sharedReferenceEvidence();
  expectEveryRow(report);
  expect(report.summary).toEqual({
    tasks_total: 6,
    observed_succeeded: 5,
    observed_failed: 1,
    observed_crash: 0,
    observed_timeout: 0,
    task_contracts_passed: 6,
    task_contracts_failed: 0,
    workflow_steps_total: 16,
    workflow_steps_succeeded: 14,
    workflow_steps_failed: 1,
    workflow_steps_skipped: 1,
  });
  expect(report.gate).toEqual({ passed: true, require_all_task_contracts: true, require_no_crash_or_timeout: true, violations: [] });
  const contained = report.tasks[5]!;
  expect(contained.steps).toEqual([
    { id: 'open', tool: 'open_page', status: 'succeeded', approved: false, failure_class: null },
    { id: 'missing-click', tool: 'click', status: 'failed', approved: true, failure_class: 'tool_error_expectation' },
    { id: 'must-skip', tool: 'trace_status', status: 'skipped', approved: false, failure_class: 'fail_fast' },
  ]);
  expect(contained.process_outcome).toBe('exited:0');
  for (const t of report.tasks) {
    expect(t.assertions.map((a) => a.passed)).toEqual([true, true, true, true]);
    expect(t.plan_fingerprint).toMatch(/^[0-9a-f]{64}$/);
  }
  expect(report.environment.executable_sha256).toBe(await referenceEngineSha256());
  expect(validateEvidence(JSON.parse(JSON.stringify(report)))).toEqual({ reasons: [], gatePassed: true });
}, 200_000);

test('wrong answers: every row present, contracts failed, gate failed with the contract violation', async () => {
  // The fault child's "happy" mode answers every tool, but not with the fixture pages' facts.
  const report = await runOnFaultChild('happy');
  expectEveryRow(report);
  expect(report.summary.task_contracts_failed).toBeGreaterThan(0);
  expect(report.summary.observed_crash + report.summary.observed_timeout).toBe(0);
  expect(report.gate.passed).toBe(false);
  expect(report.gate.violations).toContain(`${report.summary.task_contracts_failed} deterministic task contract(s) failed`);
  // As upstream's validator, only evidence of a passing run validates: the failed contracts are named.
  const verdict = validateEvidence(JSON.parse(JSON.stringify(report)));
  expect(verdict.gatePassed).toBe(false);
  expect(verdict.reasons.length).toBeGreaterThan(0);
}, 60_000);

test('a child killed by a signal lands in the crash bucket', async () => {
  const report = await runOnShellFault('signal');
  expectEveryRow(report);
  expect(report.summary.observed_crash).toBe(6);
  expect(report.tasks.every((t) => t.process_outcome?.startsWith('signaled:') === true && !t.task_contract_passed)).toBe(true);
  expect(report.gate.violations).toEqual(['6 deterministic task contract(s) failed', 'observed 6 crash(es) and 0 timeout(s)']);
}, 60_000);

test('a child that exits early fails every contract without crashing the suite', async () => {
  const report = await runOnShellFault('early-exit');
  expectEveryRow(report);
  expect(report.summary.observed_failed).toBe(6);
  expect(report.tasks[0]!.steps[0]).toMatchObject({ id: 'open', status: 'failed', failure_class: 'early_exit' });
  expect(report.gate.passed).toBe(false);
}, 60_000);

/**
 * The timeout bucket through BenchmarkOptions' deadline seam: a short step deadline, and the real
 * one (BENCHMARK_LIMITS') for the handshake, so the short one starts at the hanging tools/call and
 * cannot race six children starting at once. What is left to fit in it is each child reading a line.
 */
const INJECTED_STEP_TIMEOUT_MS = 2_000;

test('a hanging child lands in the timeout bucket (an injected step deadline, all six at once)', async () => {
  const report = await runOnShellFault('timeout', 6, { stepTimeoutMs: INJECTED_STEP_TIMEOUT_MS, handshakeTimeoutMs: BENCHMARK_LIMITS.step_timeout_ms });
  expectEveryRow(report);
  expect(report.summary.observed_timeout).toBe(6);
  expect(report.tasks[0]!.steps[0]).toMatchObject({ status: 'failed', failure_class: 'step_timeout' });
  expect(report.gate.violations).toContain('observed 0 crash(es) and 6 timeout(s)');
}, 90_000);
