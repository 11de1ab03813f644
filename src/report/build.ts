import type { Plan } from '../contract/plan.js';
import type { FailureClass } from '../contract/failure-class.js';
import {
  PROTOCOL_VERSION, REPORT_SCHEMA, type SecretsSummary, type StepReport, type StepStatus,
  type WorkflowReport,
} from '../contract/report.js';

/** One step's outcome as the workflow observed it; `failureClass` only for failed or skipped. */
export interface StepOutcome {
  status: StepStatus;
  failureClass?: FailureClass;
}

export interface ReportInput {
  plan: Plan;
  /** The step ids the operator approved (already validated against the plan). */
  approvedStepIds: ReadonlySet<string>;
  dryRun: boolean;
  /** One per declared step, in plan order. */
  outcomes: readonly StepOutcome[];
  secrets: SecretsSummary;
  /** Only when a child was spawned: `exited:N`, `signaled:N` or `timed_out`. */
  processOutcome?: string;
}

/**
 * Builds the report with the contract's field order. The status rule (docs/contract/plan-and-report.md §6.10) lives here, once:
 * a dry-run is `validated`; otherwise `succeeded` iff every step succeeded and the child exited 0.
 */
export function buildReport(input: ReportInput): WorkflowReport {
  const { plan, outcomes } = input;
  if (outcomes.length !== plan.steps.length) {
    throw new Error(`report needs ${plan.steps.length} step outcomes, got ${outcomes.length}`);
  }
  const steps: StepReport[] = plan.steps.map((step, i) => {
    const outcome = outcomes[i]!;
    const row: StepReport = {
      id: step.id,
      tool: step.tool,
      status: outcome.status,
      approved: input.approvedStepIds.has(step.id),
    };
    if (outcome.failureClass !== undefined) row.failure_class = outcome.failureClass;
    return row;
  });
  const count = (s: StepStatus) => steps.filter((row) => row.status === s).length;
  const summary = { total: steps.length, succeeded: count('succeeded'), failed: count('failed'), skipped: count('skipped') };
  const status = input.dryRun
    ? 'validated'
    : summary.succeeded === summary.total && input.processOutcome === 'exited:0' ? 'succeeded' : 'failed';
  const secrets: SecretsSummary = { total: input.secrets.total };
  if (!input.dryRun) {
    if (input.secrets.present !== undefined) secrets.present = input.secrets.present;
    if (input.secrets.missing !== undefined) secrets.missing = input.secrets.missing;
  }
  const report: WorkflowReport = {
    schema: REPORT_SCHEMA,
    plan_schema: 'plasmate.agent-workflow.v1',
    protocol_version: PROTOCOL_VERSION,
    workflow: plan.name,
    plan_fingerprint: plan.fingerprint,
    dry_run: input.dryRun,
    trace_requested: plan.trace,
    status,
    summary,
    secrets,
    steps,
  };
  if (input.processOutcome !== undefined) report.process_outcome = input.processOutcome;
  return report;
}

/** Pretty JSON (two spaces) plus a trailing newline, as upstream writes it. */
export function serializeReport(report: WorkflowReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
