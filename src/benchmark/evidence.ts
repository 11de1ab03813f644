/**
 * The benchmark evidence model `plasmate.agent-task-benchmark.v1` and the pure rules that derive
 * its judgments (observed outcome, assertions, summary, gate). The runner and the validator both
 * use these functions, so a report can only validate if it says what the rows imply.
 */
import type { WorkflowReport } from '../report/types.js';
import { PROTOCOL_VERSION, REPORT_SCHEMA } from '../report/types.js';
import { PLAN_SCHEMA } from '../plan/types.js';
import type { ExpectedOutcome, ExpectedStep, Scenario } from './suite.js';

export const BENCHMARK_SCHEMA_VERSION = 'plasmate.agent-task-benchmark.v1';
export const MAX_REPORT_BYTES = 2 * 1024 * 1024;

export type ObservedOutcome = 'succeeded' | 'failed' | 'crash' | 'timeout';

export interface Assertion {
  name: AssertionName;
  passed: boolean;
  detail: string;
}

/** The four assertions of a task contract, in order. */
export const ASSERTION_NAMES = ['workflow_outcome_matches_contract', 'step_statuses_match_contract', 'child_exited_cleanly', 'advertised_contracts_used'] as const;
export type AssertionName = (typeof ASSERTION_NAMES)[number] | 'scenario_built';

export interface StepRow {
  id: string;
  tool: string;
  status: string;
  approved: boolean;
  failure_class: string | null;
}

export interface TaskResult {
  id: string;
  category: string;
  expected_workflow_outcome: ExpectedOutcome;
  observed_workflow_outcome: ObservedOutcome;
  task_contract_passed: boolean;
  observational_wall_time_us: number;
  workflow_report_schema: string;
  plan_schema: string;
  protocol_version: string;
  plan_fingerprint: string;
  process_outcome: string;
  workflow_summary: { total: number; succeeded: number; failed: number; skipped: number };
  steps: StepRow[];
  assertions: Assertion[];
}

export interface BenchmarkSummary {
  tasks_total: number;
  observed_succeeded: number;
  observed_failed: number;
  observed_crash: number;
  observed_timeout: number;
  task_contracts_passed: number;
  task_contracts_failed: number;
  workflow_steps_total: number;
  workflow_steps_succeeded: number;
  workflow_steps_failed: number;
  workflow_steps_skipped: number;
}

export interface Gate {
  passed: boolean;
  require_all_task_contracts: true;
  require_no_crash_or_timeout: true;
  violations: string[];
}

export interface ExecutionPolicy {
  fixture_transport: string;
  public_network_requests: false;
  model_calls: false;
  model_judgments: false;
  child_process: string;
  latency_role: string;
}

export const EXECUTION_POLICY: ExecutionPolicy = {
  fixture_transport: 'ephemeral loopback HTTP server on 127.0.0.1, OS-assigned port, serving only the compiled fixture pages',
  public_network_requests: false,
  model_calls: false,
  model_judgments: false,
  child_process: 'a fresh supervised MCP stdio child per scenario, in its own process group, scrubbed environment plus the private-network opt-in',
  latency_role: 'observational only: wall times are recorded, never gated',
};

export interface RunnerMetadata {
  ci_provider: string | null;
  github_repository: string | null;
  github_run_id: string | null;
  github_run_attempt: string | null;
  github_job: string | null;
  github_sha: string | null;
  runner_name: string | null;
}

export interface Environment {
  tool_name: string;
  tool_version: string;
  git_commit: string | null;
  git_dirty: boolean | null;
  toolchain: string;
  build_profile: string;
  os: string;
  arch: string;
  engine: 'reference' | 'plasmate';
  child_executable: string;
  child_executable_sha256: string;
  runner: RunnerMetadata;
}

export interface SuiteEvidence {
  schema: string;
  name: string;
  manifest_sha256: string;
  fixture_corpus_sha256: string;
  digest_canonicalization: string;
  fixture_files: string[];
  scenarios: Scenario[];
}

export interface BenchmarkReport {
  schema_version: typeof BENCHMARK_SCHEMA_VERSION;
  generated_at_unix_seconds: number;
  suite: SuiteEvidence;
  environment: Environment;
  execution: ExecutionPolicy;
  summary: BenchmarkSummary;
  tasks: TaskResult[];
  gate: Gate;
}

/** benchmark.md: timeout beats everything, then succeeded, then crash (a signal), else failed. */
export function observedOutcome(status: string, processOutcome: string, stepFailureClasses: readonly (string | null)[]): ObservedOutcome {
  if (processOutcome === 'timed_out' || stepFailureClasses.some((c) => c === 'step_timeout' || c === 'workflow_timeout')) return 'timeout';
  if (status === 'succeeded') return 'succeeded';
  if (processOutcome.startsWith('signaled:')) return 'crash';
  return 'failed';
}

export function stepRowsOf(report: WorkflowReport): StepRow[] {
  return report.steps.map((s) => ({ id: s.id, tool: s.tool, status: s.status, approved: s.approved, failure_class: s.failure_class ?? null }));
}

const describeStep = (s: StepRow) => `${s.id}:${s.tool}:${s.status}:${s.approved ? 'approved' : 'unapproved'}${s.failure_class === null ? '' : `:${s.failure_class}`}`;

/** The four assertions, derived from what the task row says and what the scenario expects. */
export function assertionsFor(
  task: Pick<TaskResult, 'observed_workflow_outcome' | 'expected_workflow_outcome' | 'steps' | 'process_outcome' | 'workflow_report_schema' | 'plan_schema' | 'protocol_version'>,
  expectedSteps: readonly ExpectedStep[],
): Assertion[] {
  const stepsMatch =
    task.steps.length === expectedSteps.length && task.steps.every((row, i) => describeStep(row) === describeStep(expectedSteps[i]!));
  const identities = [task.workflow_report_schema, task.plan_schema, task.protocol_version];
  const advertised = [REPORT_SCHEMA, PLAN_SCHEMA, PROTOCOL_VERSION];
  return [
    {
      name: 'workflow_outcome_matches_contract',
      passed: task.observed_workflow_outcome === task.expected_workflow_outcome,
      detail: `expected ${task.expected_workflow_outcome}, observed ${task.observed_workflow_outcome}`,
    },
    {
      name: 'step_statuses_match_contract',
      passed: stepsMatch,
      detail: stepsMatch ? `all ${expectedSteps.length} declared steps as expected` : `expected [${expectedSteps.map(describeStep).join(', ')}], observed [${task.steps.map(describeStep).join(', ')}]`,
    },
    {
      name: 'child_exited_cleanly',
      passed: task.process_outcome === 'exited:0',
      detail: `process outcome ${task.process_outcome === '' ? 'none (no child)' : task.process_outcome}`,
    },
    {
      name: 'advertised_contracts_used',
      passed: identities.every((v, i) => v === advertised[i]),
      detail: `report ${task.workflow_report_schema}, plan ${task.plan_schema}, protocol ${task.protocol_version}`,
    },
  ];
}

export function summarize(tasks: readonly TaskResult[]): BenchmarkSummary {
  const outcome = (o: ObservedOutcome) => tasks.filter((t) => t.observed_workflow_outcome === o).length;
  const passed = tasks.filter((t) => t.task_contract_passed).length;
  const steps = (k: 'total' | 'succeeded' | 'failed' | 'skipped') => tasks.reduce((n, t) => n + t.workflow_summary[k], 0);
  return {
    tasks_total: tasks.length,
    observed_succeeded: outcome('succeeded'),
    observed_failed: outcome('failed'),
    observed_crash: outcome('crash'),
    observed_timeout: outcome('timeout'),
    task_contracts_passed: passed,
    task_contracts_failed: tasks.length - passed,
    workflow_steps_total: steps('total'),
    workflow_steps_succeeded: steps('succeeded'),
    workflow_steps_failed: steps('failed'),
    workflow_steps_skipped: steps('skipped'),
  };
}

export function gateFor(summary: BenchmarkSummary, expectedTasks: number): Gate {
  const violations: string[] = [];
  if (summary.task_contracts_failed > 0 || summary.task_contracts_passed !== expectedTasks) {
    violations.push(`${summary.task_contracts_failed} deterministic task contract(s) failed`);
  }
  if (summary.observed_crash > 0 || summary.observed_timeout > 0) {
    violations.push(`observed ${summary.observed_crash} crash(es) and ${summary.observed_timeout} timeout(s)`);
  }
  return { passed: violations.length === 0, require_all_task_contracts: true, require_no_crash_or_timeout: true, violations };
}
