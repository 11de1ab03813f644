/**
 * What a validate or execute run hands back to the step: its outputs, and the one line the step
 * fails with when it must.
 */
import { plural } from '../../report/plural.js';
import type { Conclusion, GateResult } from '../gate/gate.js';
import type { PlanExecution } from '../gate/execution-record.js';
import type { ActionOutputs } from '../inputs.js';
import type { CheckRunHandle } from '../rest/check-run.js';
import type { ExecutionSummary } from './approved-plans.js';

export function outputsOf(result: GateResult, paths: { summaryJsonPath: string; markdownPath: string; handle: CheckRunHandle | null }): ActionOutputs {
  const c = result.counts;
  return {
    conclusion: result.conclusion,
    plans: c.plans,
    'invalid-plans': c.invalid,
    'plans-awaiting-approval': c.needsApproval,
    steps: c.steps,
    'mutating-steps': c.mutatingSteps,
    'approved-steps': c.approvedSteps,
    'steps-needing-approval': c.stepsNeedingApproval,
    'gate-summary': paths.summaryJsonPath,
    'summary-markdown': paths.markdownPath,
    'check-run-id': paths.handle?.id ?? '',
    'check-run-url': paths.handle?.url ?? '',
  };
}

export function testRunOutputs(result: GateResult): ActionOutputs {
  const runs = result.plans.flatMap((p) => (p.testRun === undefined ? [] : [p.testRun]));
  return { 'test-runs': runs.length, 'failed-test-runs': runs.filter((r) => r.report.status === 'failed').length };
}

export function executionOutputs(execution: ExecutionSummary | null): ActionOutputs {
  if (execution === null) return {};
  return { 'executed-plans': execution.executed, 'failed-executions': execution.failed, reports: [...execution.reportPaths.values()].join('\n') };
}

export function failureMessage(
  result: GateResult,
  execution: ExecutionSummary | null,
  states: ReadonlyMap<string, PlanExecution> | null,
  sameHead: readonly { number: number; conclusion: Conclusion }[],
): string | null {
  const c = result.counts;
  const others = sameHead.filter((o) => o.conclusion === result.conclusion).map((o) => `pull request #${o.number} with the same head concludes ${o.conclusion}`);
  if (result.conclusion === 'failure') {
    const parts = [];
    if (execution !== null && execution.failed > 0) parts.push(`${execution.failed} of ${execution.executed} executed plans failed`);
    const earlier = [...(states?.values() ?? [])].filter((s) => s.state === 'recorded' && (s.outcome !== 'succeeded' || !s.trusted)).length;
    if (earlier > 0) parts.push(`${plural(earlier, 'plan has', 'plans have')} a failed, interrupted or untrusted execution record`);
    if (c.invalid > 0) parts.push(`${c.invalid} of ${c.plans} plans ${c.invalid === 1 ? 'is' : 'are'} invalid`);
    if (c.labelProblems > 0) parts.push(`${c.labelProblems} approval labels do not count`);
    return [...parts, ...others].join('; ') || 'the gate failed';
  }
  if (result.conclusion === 'action_required') {
    const parts = [];
    if (c.needsApproval > 0) parts.push(`${plural(c.needsApproval, 'plan awaits', 'plans await')} approval by label (${plural(c.stepsNeedingApproval, 'step')})`);
    const pending = [...(states?.values() ?? [])].filter((s) => s.state === 'pending').length;
    if (pending > 0) parts.push(`${plural(pending, 'approved plan has', 'approved plans have')} not run`);
    return [...parts, ...others].join('; ') || 'approval required';
  }
  return null;
}
