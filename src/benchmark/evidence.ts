/**
 * The benchmark evidence model `plasmate.agent-task-benchmark.v1` and the pure rules that derive
 * its judgments (observed outcome, assertions, summary, gate). The runner and the validator both
 * use these functions, so a report can only validate if it says what the rows imply.
 */
import type { WorkflowReport } from '../contract/report.js';
import { PROTOCOL_VERSION, REPORT_SCHEMA } from '../contract/report.js';
import { PLAN_SCHEMA } from '../contract/plan.js';
import type { ExpectedOutcome, ExpectedStep, Scenario } from './suite.js';

export const BENCHMARK_SCHEMA_VERSION = 'plasmate.agent-task-benchmark.v1';
export const MAX_REPORT_BYTES = 2 * 1024 * 1024;

export type ObservedOutcome = 'succeeded' | 'failed' | 'crash' | 'timeout';

export interface Assertion {
  name: string;
  passed: boolean;
  detail: string;
}

/**
 * The four assertions of a task contract, in order, with the exact names and details of
 * upstream's v1 evidence (its validator compares the rows, not just their verdicts): the rows are
 * fixed text, only `passed` varies.
 */
export const CANONICAL_ASSERTIONS: ReadonlyArray<{ name: string; detail: string }> = [
  { name: 'workflow outcome matches scenario contract', detail: 'Observed outcomes remain distinct from task-contract pass/fail.' },
  { name: 'every declared step has its exact expected status', detail: 'Step IDs, tools, statuses, approvals, and stable failure classes are compared in order.' },
  { name: 'supervised MCP child exits cleanly', detail: 'Expected tool and expectation failures must not crash or strand the child.' },
  { name: 'workflow evidence uses the advertised contracts', detail: 'Report, plan, and MCP protocol identities are exact.' },
];

/** The one assertion of a scenario that could not be built or validated (its detail says why). */
export const INTERNAL_FAILURE_ASSERTION = 'compiled scenario produced workflow evidence';

export function canonicalAssertions(passed: readonly [boolean, boolean, boolean, boolean]): Assertion[] {
  return CANONICAL_ASSERTIONS.map((a, i) => ({ name: a.name, passed: passed[i]!, detail: a.detail }));
}

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
  /** Null only in an internal-failure row (no workflow ran). */
  workflow_report_schema: string | null;
  plan_schema: string | null;
  protocol_version: string | null;
  plan_fingerprint: string | null;
  process_outcome: string | null;
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

/**
 * The fixed execution policy statement, word for word upstream's v1 one: its reader compares the
 * object exactly, and every clause holds here (loopback fixtures only, no network, no model, a
 * real supervised stdio child per scenario, wall times observational).
 */
export const EXECUTION_POLICY: ExecutionPolicy = {
  fixture_transport: 'ephemeral-loopback-http; compiled destinations only',
  public_network_requests: false,
  model_calls: false,
  model_judgments: false,
  child_process: 'real supervised plasmate MCP stdio child per scenario',
  latency_role: 'observational only; no latency threshold or comparative claim',
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

/**
 * Upstream's v1 environment fields, with this project's values (docs/benchmark.md, "Evidence
 * provenance"): upstream's evidence is written by the one binary that is runner, child and
 * validator; here the runner is this tool and the child is the reference engine or a Plasmate
 * binary, so each field says what this project actually observed.
 */
export interface Environment {
  /** This tool's identity (`plasmate-agent-workflow-action 0.1.0`): the program that ran the suite and whose validator checks it. */
  plasmate_version: string;
  git_commit: string | null;
  git_dirty: boolean | null;
  /** The runner's toolchain (`node v20…`); never a Rust compiler this project did not use. */
  rustc_version: string | null;
  /** `release` for the bundle (dist/), `debug` for the TypeScript sources (tests). */
  build_profile: 'debug' | 'release';
  /** In Rust's `std::env::consts` spelling (`linux`, `macos`), as upstream writes it. */
  operating_system: string;
  /** In Rust's spelling (`x86_64`, `aarch64`). */
  architecture: string;
  /** SHA-256 of the child's executable: the reference engine bundle or the Plasmate binary. */
  executable_sha256: string | null;
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

/** docs/contract/benchmark.md §5: timeout beats everything, then succeeded, then crash (a signal), else failed. */
export function observedOutcome(status: string, processOutcome: string | null, stepFailureClasses: readonly (string | null)[]): ObservedOutcome {
  if (processOutcome === 'timed_out' || stepFailureClasses.some((c) => c === 'step_timeout' || c === 'workflow_timeout')) return 'timeout';
  if (status === 'succeeded') return 'succeeded';
  if (processOutcome?.startsWith('signaled:') === true) return 'crash';
  return 'failed';
}

export function stepRowsOf(report: WorkflowReport): StepRow[] {
  return report.steps.map((s) => ({ id: s.id, tool: s.tool, status: s.status, approved: s.approved, failure_class: s.failure_class ?? null }));
}

const describeStep = (s: StepRow) => `${s.id}:${s.tool}:${s.status}:${s.approved ? 'approved' : 'unapproved'}:${s.failure_class ?? ''}`;

/** Whether the rows are exactly the expected ones: ids, tools, statuses, approvals, failure classes, in order. */
export function stepsMatch(steps: readonly StepRow[], expectedSteps: readonly ExpectedStep[]): boolean {
  return steps.length === expectedSteps.length && steps.every((row, i) => describeStep(row) === describeStep(expectedSteps[i]!));
}

/** The four canonical assertions, judged from what the task row says and what the scenario expects. */
export function assertionsFor(
  task: Pick<TaskResult, 'observed_workflow_outcome' | 'expected_workflow_outcome' | 'steps' | 'process_outcome' | 'workflow_report_schema' | 'plan_schema' | 'protocol_version'>,
  expectedSteps: readonly ExpectedStep[],
): Assertion[] {
  return canonicalAssertions([
    task.observed_workflow_outcome === task.expected_workflow_outcome,
    stepsMatch(task.steps, expectedSteps),
    task.process_outcome === 'exited:0',
    task.workflow_report_schema === REPORT_SCHEMA && task.plan_schema === PLAN_SCHEMA && task.protocol_version === PROTOCOL_VERSION,
  ]);
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

/** The gate from the summary alone, as upstream evaluates it. */
export function gateFor(summary: BenchmarkSummary): Gate {
  const violations: string[] = [];
  if (summary.task_contracts_failed > 0) violations.push(`${summary.task_contracts_failed} deterministic task contract(s) failed`);
  if (summary.observed_crash > 0 || summary.observed_timeout > 0) {
    violations.push(`observed ${summary.observed_crash} crash(es) and ${summary.observed_timeout} timeout(s)`);
  }
  return { passed: violations.length === 0, require_all_task_contracts: true, require_no_crash_or_timeout: true, violations };
}
