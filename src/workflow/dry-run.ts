/**
 * Dry-run (docs/contract/plan-and-report.md §5): full static and policy validation, then a `validated` report in which
 * every step is skipped with no failure class. Nothing is spawned, no request is made and the
 * environment is not inspected (so secrets report only their total).
 */
import { buildReport } from '../report/build.js';
import type { WorkflowReport } from '../contract/report.js';
import type { SecretAllowList } from '../plan/secret-reference.js';
import type { Approvals, Plan } from '../contract/plan.js';
import { validatePlan, type PlanCheck } from '../plan/validate.js';

export interface DryRunResult {
  check: PlanCheck;
  /** Present only when the plan has no problem at all, as upstream writes no report otherwise. */
  report: WorkflowReport | null;
}

export function dryRun(bytes: Uint8Array, file: string, approvals: Approvals, secrets?: SecretAllowList): DryRunResult {
  const check = validatePlan(bytes, file, approvals, secrets);
  const report = check.plan !== null && check.problems.length === 0 ? dryRunReport(check.plan, approvals) : null;
  return { check, report };
}

export function dryRunReport(plan: Plan, approvals: Approvals): WorkflowReport {
  return buildReport({
    plan,
    approvedStepIds: new Set(approvals.confirmSteps),
    dryRun: true,
    outcomes: plan.steps.map(() => ({ status: 'skipped' as const })),
    secrets: { total: plan.secretNames.length },
  });
}
