/**
 * The CLI's stderr lines of a run put the root cause first: the run-level reason, then each step's
 * line in step order, then one count for the steps fail_fast skipped after the failure — never one
 * line per skipped step ahead of the failure that caused them.
 */
import { diagnosticLines, failFastSkipLine, type RunDiagnostics } from '../../src/report/diagnostics.js';

const failure = (index: number, reason: string) => ({ index, stepId: `s${index}`, line: index + 2, column: 5, failureClass: 'step_timeout' as const, reason });

test('a 40-step plan that fails at step 1: the failure, then one line for the 38 skipped, nothing per skipped step', () => {
  const steps = [{ status: 'succeeded' }, { status: 'failed', failure_class: 'step_timeout' }, ...Array.from({ length: 38 }, () => ({ status: 'skipped', failure_class: 'fail_fast' }))];
  const why: RunDiagnostics = { steps: [failure(1, 'no response')], run: null, notes: ['a note of ours'] };
  expect(diagnosticLines('p.json', why, steps)).toEqual([
    'p.json:3:5 step_timeout step "s1": no response',
    'p.json: 38 later steps skipped (fail_fast)',
    'p.json: a note of ours',
  ]);
});

test("the caller's own step lines and the diagnostics' interleave in step order; the run-level line leads", () => {
  const why: RunDiagnostics = { steps: [failure(4, 'four'), failure(1, 'one')], run: { failureClass: 'missing_secret', reason: 'run' }, notes: [] };
  const extra = new Map([[2, 'p.json:9:9 element_not_found step "s2": two'], [0, 'p.json:1:1 x step "s0": zero']]);
  expect(diagnosticLines('p.json', why, [], extra)).toEqual([
    'p.json:1:1 missing_secret: run',
    'p.json:1:1 x step "s0": zero',
    'p.json:3:5 step_timeout step "s1": one',
    'p.json:9:9 element_not_found step "s2": two',
    'p.json:6:5 step_timeout step "s4": four',
  ]);
});

test('the count says one step in the singular, and is absent when fail_fast skipped nothing', () => {
  expect(failFastSkipLine('p.json', [{ status: 'failed' }, { status: 'skipped', failure_class: 'fail_fast' }])).toBe('p.json: 1 later step skipped (fail_fast)');
  expect(failFastSkipLine('p.json', [{ status: 'skipped', failure_class: 'missing_secret' }, { status: 'succeeded' }])).toBeNull();
});
