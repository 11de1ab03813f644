/**
 * Runs the six-plan suite: one loopback fixture server, then each scenario's plan through the
 * supervised runner with a fresh child, then the evidence with both summary partitions and the
 * gate. Every scenario yields a row, whatever happens to it.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ChildCommand } from '../supervisor/process.js';
import { executePlan } from '../workflow/execute.js';
import { DIGEST_CANONICALIZATION, suiteIdentity } from './digest.js';
import type { ChildIdentity } from '../workflow/child.js';
import { collectEnvironment } from './environment.js';
import {
  assertionsFor, BENCHMARK_SCHEMA_VERSION, EXECUTION_POLICY, gateFor, INTERNAL_FAILURE_ASSERTION, observedOutcome, stepRowsOf, summarize,
  type BenchmarkReport, type TaskResult,
} from './evidence.js';
import { startFixtureServer } from './fixture-server.js';
import { buildScenario } from './scenarios.js';
import { EXPECTED_STEPS, FIXTURE_FILES, SUITE_MANIFEST, type Scenario } from './suite.js';

/**
 * Scenarios run one per core at a time: each is its own child process and session, so they are
 * independent, and each child's cost is mostly CPU (loading jsdom), so more at once than cores
 * only queues.
 */
export const DEFAULT_CONCURRENCY = Math.max(1, Math.min(SUITE_MANIFEST.scenarios.length, availableParallelism()));

export interface BenchmarkOptions {
  /** The child to run each scenario against (the reference engine, a Plasmate binary, or a test's fault child). */
  child: ChildCommand;
  identity: ChildIdentity;
  /** Where git provenance is read. */
  repoDir: string;
  /** The runner's environment (provenance fields; the child still gets only the scrubbed set). */
  env: Readonly<Record<string, string | undefined>>;
  concurrency?: number;
  signal?: AbortSignal;
  /** The operator's opt-in for a child that advertises no tool annotations (RunOptions.trustStaticToolPolicy). */
  trustStaticToolPolicy?: boolean;
  /**
   * A test seam for the step deadline: each scenario's `limits.step_timeout_ms`, by default
   * BENCHMARK_LIMITS' (upstream's fixed plan limits; no evidence field says which one ran). A
   * test of the timeout bucket sets a short one together with a generous `handshakeTimeoutMs`,
   * so it need not wait the real 15 s out and the short deadline cannot race
   * the child's start (RunOptions.handshakeTimeoutMs). Never set from a CLI flag, action input,
   * environment variable or plan field: the release benchmark always runs the fixed policy.
   */
  stepTimeoutMs?: number;
  /** RunOptions.handshakeTimeoutMs for every scenario (a test seam; by default the step timeout). */
  handshakeTimeoutMs?: number;
}

export async function runBenchmark(options: BenchmarkOptions): Promise<BenchmarkReport> {
  const server = await startFixtureServer();
  let tasks: TaskResult[];
  try {
    const scenarios = SUITE_MANIFEST.scenarios;
    tasks = new Array<TaskResult>(scenarios.length);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < scenarios.length; i = next++) tasks[i] = await runScenario(scenarios[i]!, server.origin, options);
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY) }, worker));
  } finally {
    await server.close();
  }
  const summary = summarize(tasks);
  return {
    schema_version: BENCHMARK_SCHEMA_VERSION,
    generated_at_unix_seconds: Math.floor(Date.now() / 1000),
    suite: {
      schema: SUITE_MANIFEST.schema,
      name: SUITE_MANIFEST.suite,
      ...suiteIdentity(),
      digest_canonicalization: DIGEST_CANONICALIZATION,
      fixture_files: FIXTURE_FILES.map((f) => f.path),
      // In upstream's field order (the manifest itself is canonical JSON, keys sorted).
      scenarios: SUITE_MANIFEST.scenarios.map((s) => ({ id: s.id, category: s.category, fixture: s.fixture, expected_workflow_outcome: s.expected_workflow_outcome, contract: s.contract })),
    },
    environment: await collectEnvironment(options.identity, options.repoDir, options.env),
    execution: { ...EXECUTION_POLICY },
    summary,
    tasks,
    gate: gateFor(summary),
  };
}

async function runScenario(scenario: Scenario, origin: string, options: BenchmarkOptions): Promise<TaskResult> {
  const started = performance.now();
  const expectedSteps = EXPECTED_STEPS[scenario.id] ?? [];
  const built = buildScenario(scenario.id, origin);
  if (built.plan === null) {
    return internalFailure(scenario, `the scenario plan did not validate: ${built.check.problems.map((p) => p.rule).join(', ') || 'unknown scenario'}`, started);
  }
  const plan = options.stepTimeoutMs === undefined ? built.plan : { ...built.plan, limits: { ...built.plan.limits, step_timeout_ms: options.stepTimeoutMs } };
  let report;
  try {
    report = await executePlan(plan, new Set(built.approvals.confirmSteps), {
      child: options.child,
      env: options.env,
      // The scenarios reference no secret.
      secrets: new Set(),
      allowPrivateNetwork: true,
      trustStaticToolPolicy: options.trustStaticToolPolicy === true,
      ...(options.signal === undefined ? {} : { signal: options.signal }),
      ...(options.handshakeTimeoutMs === undefined ? {} : { handshakeTimeoutMs: options.handshakeTimeoutMs }),
    });
  } catch (error) {
    return internalFailure(scenario, `the runner failed: ${error instanceof Error ? error.name : 'unknown error'}`, started);
  }
  const steps = stepRowsOf(report);
  const processOutcome = report.process_outcome ?? null;
  const row = {
    id: scenario.id,
    category: scenario.category,
    expected_workflow_outcome: scenario.expected_workflow_outcome,
    observed_workflow_outcome: observedOutcome(report.status, processOutcome, steps.map((s) => s.failure_class)),
    task_contract_passed: false,
    observational_wall_time_us: Math.round((performance.now() - started) * 1000),
    workflow_report_schema: report.schema,
    plan_schema: report.plan_schema,
    protocol_version: report.protocol_version,
    plan_fingerprint: report.plan_fingerprint,
    process_outcome: processOutcome,
    workflow_summary: { ...report.summary },
    steps,
    assertions: [] as TaskResult['assertions'],
  };
  row.assertions = assertionsFor(row, expectedSteps);
  row.task_contract_passed = row.assertions.every((a) => a.passed);
  return row;
}

/** A scenario that could not run still gets its row: observed failed, contract failed, and why. */
function internalFailure(scenario: Scenario, why: string, started: number): TaskResult {
  return {
    id: scenario.id,
    category: scenario.category,
    expected_workflow_outcome: scenario.expected_workflow_outcome,
    observed_workflow_outcome: 'failed',
    task_contract_passed: false,
    observational_wall_time_us: Math.round((performance.now() - started) * 1000),
    workflow_report_schema: null,
    plan_schema: null,
    protocol_version: null,
    plan_fingerprint: null,
    process_outcome: null,
    workflow_summary: { total: 0, succeeded: 0, failed: 0, skipped: 0 },
    steps: [],
    assertions: [{ name: INTERNAL_FAILURE_ASSERTION, passed: false, detail: why }],
  };
}
