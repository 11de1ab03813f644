/**
 * Test-run requests in the action (step test mode, docs/test-mode.md): a trusted trigger — a
 * maintainer's content-bound `plasmate-test:` label, or with `test-mode: auto` a pull-request
 * author who holds `approver-permission` — asks for a run of the plan with its reads real and
 * every effect stubbed. Pure: which plans and why, and how a finished run changes the gate (its
 * failed steps become annotations at the step and make the check `failure`; a passed run leaves
 * the conclusion as the gate decided). Running them is modes/test-runs.ts, loaded only when needed.
 */
import type { Problem } from '../../plan/problem.js';
import type { GateResult, PlanGate } from './gate.js';
import { inRuleFamily, RULE } from '../../contract/rule-ids.js';

/** `label`: a trusted test label starts a test run; `auto`: so does a trusted author; `off`: never. */
export const TEST_MODES = ['label', 'auto', 'off'] as const;
export type TestMode = (typeof TEST_MODES)[number];

export interface TestRunRequest {
  gate: PlanGate;
  trigger: 'label' | 'auto';
  requestedBy: string;
}

/**
 * Problems that keep a plan from a test run: anything but missing or untrusted approvals and
 * opt-ins, which a test run never needs (it sends no step that would need one).
 */
export function isTestable(gate: PlanGate): boolean {
  return gate.check.plan !== null && gate.check.problems.every((p) => inRuleFamily(p.rule, 'approval') || inRuleFamily(p.rule, 'optIn'));
}

/**
 * The plans to test-run and who asked: a trusted test label for the current content, or the
 * author when `test-mode: auto` and `trustedAuthor` (the author holds `approver-permission`).
 */
export function testRunCandidates(result: GateResult, mode: TestMode, trustedAuthor: string | null): TestRunRequest[] {
  if (mode === 'off') return [];
  const out: TestRunRequest[] = [];
  for (const gate of result.plans) {
    if (!isTestable(gate)) continue;
    if (gate.testRequest?.approval === 'approved') out.push({ gate, trigger: 'label', requestedBy: gate.testRequest.approvedBy ?? '' });
    else if (mode === 'auto' && trustedAuthor !== null) out.push({ gate, trigger: 'auto', requestedBy: trustedAuthor });
  }
  return out;
}

/**
 * A failed test run makes the check `failure`, with an annotation at each failed step; a passed
 * one leaves the conclusion as the gate decided. Messages name the step, never an argument.
 */
export function applyTestRuns(result: GateResult): void {
  for (const gate of result.plans) {
    const run = gate.testRun;
    const plan = gate.check.plan;
    if (run === undefined || plan === null) continue;
    run.report.steps.forEach((row, i) => {
      if (row.status !== 'failed') return;
      const step = plan.steps[i]!;
      const problem: Problem = row.failure_class === 'element_not_found'
        ? { file: gate.file, line: step.location.line, column: step.location.column, rule: RULE.testElementNotFound,
          message: `test run: the element step "${step.id}" (${step.tool}) targets is not on the page the session loaded` }
        : { file: gate.file, line: step.location.line, column: step.location.column, rule: RULE.testStepFailed,
          message: `test run: step "${step.id}" (${step.tool}) ran for real and failed (${row.failure_class ?? 'unknown'})` };
      gate.check.problems.push(problem);
    });
    if (run.report.status === 'failed') {
      if (!gate.check.problems.some((p) => p.rule === RULE.testElementNotFound || p.rule === RULE.testStepFailed)) {
        gate.check.problems.push({ file: gate.file, line: 1, column: 1, rule: RULE.testStepFailed, message: `test run failed (child ${run.report.process_outcome ?? 'not started'})` });
      }
      result.conclusion = 'failure';
    }
    gate.check.problems.sort((a, b) => a.line - b.line || a.column - b.column);
  }
  result.counts.problems = result.plans.reduce((n, p) => n + p.check.problems.length, 0);
}
