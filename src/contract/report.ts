/** The report `plasmate.agent-workflow-report.v1` (docs/contract/plan-and-report.md §7). */
import type { FailureClass } from './failure-class.js';
import type { PlanTool } from './plan.js';

export const REPORT_SCHEMA = 'plasmate.agent-workflow-report.v1';
export const PROTOCOL_VERSION = '2025-11-25';

export type StepStatus = 'succeeded' | 'failed' | 'skipped';
export type WorkflowStatus = 'validated' | 'succeeded' | 'failed';

export interface StepReport {
  id: string;
  tool: PlanTool;
  status: StepStatus;
  approved: boolean;
  failure_class?: FailureClass;
}

export interface SecretsSummary {
  total: number;
  present?: number;
  missing?: number;
}

/** Field order here is the serialized order; build it with `buildReport` only. */
export interface WorkflowReport {
  schema: typeof REPORT_SCHEMA;
  plan_schema: 'plasmate.agent-workflow.v1';
  protocol_version: typeof PROTOCOL_VERSION;
  workflow: string;
  plan_fingerprint: string;
  dry_run: boolean;
  trace_requested: boolean;
  status: WorkflowStatus;
  summary: { total: number; succeeded: number; failed: number; skipped: number };
  secrets: SecretsSummary;
  steps: StepReport[];
  process_outcome?: string;
}
