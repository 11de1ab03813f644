/**
 * The benchmark evidence validator (benchmark.md "Validator"): recomputes everything the evidence
 * claims — suite identity, fixed policy, provenance shape, one row per scenario in order, every
 * row's aggregates and assertions, the summary and the gate — and names each disagreement. Valid
 * evidence of a failed gate is still valid evidence; the caller exits 2 for it.
 */
import { isDeepStrictEqual } from 'node:util';
import { parseJsonDocument } from '../plan/json.js';
import { readRegularFileUpTo } from '../plan/read.js';
import { LineIndex } from '../plan/problem.js';
import { DIGEST_CANONICALIZATION, suiteIdentity } from './digest.js';
import {
  assertionsFor, BENCHMARK_SCHEMA_VERSION, EXECUTION_POLICY, gateFor, MAX_REPORT_BYTES, observedOutcome, summarize,
  type BenchmarkReport, type TaskResult,
} from './evidence.js';
import { EXPECTED_STEPS, FIXTURE_FILES, SUITE_MANIFEST } from './suite.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';

/** Evidence nests a few levels only; strings are ids, digests and short details. */
const EVIDENCE_BOUNDS = { maxBytes: MAX_REPORT_BYTES, maxDepth: 8, maxStringBytes: 4096 };
const HEX40 = /^[0-9a-f]{40}$/;
const HEX64 = /^[0-9a-f]{64}$/;

const TOP_KEYS = ['schema_version', 'generated_at_unix_seconds', 'suite', 'environment', 'execution', 'summary', 'tasks', 'gate'];
const ENVIRONMENT_KEYS = ['tool_name', 'tool_version', 'git_commit', 'git_dirty', 'toolchain', 'build_profile', 'os', 'arch', 'engine', 'child_executable', 'child_executable_sha256', 'runner'];
const RUNNER_KEYS = ['ci_provider', 'github_repository', 'github_run_id', 'github_run_attempt', 'github_job', 'github_sha', 'runner_name'];
const TASK_KEYS = [
  'id', 'category', 'expected_workflow_outcome', 'observed_workflow_outcome', 'task_contract_passed', 'observational_wall_time_us',
  'workflow_report_schema', 'plan_schema', 'protocol_version', 'plan_fingerprint', 'process_outcome', 'workflow_summary', 'steps', 'assertions',
];
const STEP_KEYS = ['id', 'tool', 'status', 'approved', 'failure_class'];

export interface EvidenceVerdict {
  /** Empty when the evidence is intact. */
  reasons: string[];
  /** The recomputed gate (meaningful only when `reasons` is empty). */
  gatePassed: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function keysExactly(value: unknown, keys: readonly string[], where: string, reasons: string[]): value is Record<string, unknown> {
  if (!isObject(value)) {
    reasons.push(`${where} must be an object`);
    return false;
  }
  const present = Object.keys(value);
  const missing = keys.filter((k) => !present.includes(k));
  const extra = present.filter((k) => !keys.includes(k));
  if (missing.length > 0) reasons.push(`${where} is missing ${missing.join(', ')}`);
  if (extra.length > 0) reasons.push(`${where} has unexpected ${extra.join(', ')}`);
  return missing.length === 0;
}

/**
 * At most this many bytes of an evidence file are read: one past the largest evidence the
 * benchmark writes, so an oversized file is still recognised (and reported) as too large without
 * reading — or holding in memory — any more of it.
 */
export const MAX_EVIDENCE_READ_BYTES = MAX_REPORT_BYTES + 1;

/**
 * Reads evidence as plans are read: only a regular file, opened without blocking (a FIFO or device
 * fails at once with NotRegularFile), and never more than MAX_EVIDENCE_READ_BYTES of it.
 */
export function readEvidenceFile(path: string): Promise<Buffer> {
  return readRegularFileUpTo(path, MAX_EVIDENCE_READ_BYTES);
}

export function validateEvidenceBytes(bytes: Uint8Array, context: ValidationContext = {}): EvidenceVerdict {
  const parsed = parseJsonDocument(bytes, EVIDENCE_BOUNDS);
  if (parsed.problems.length > 0 || parsed.root === null) {
    const lines = new LineIndex(parsed.text);
    return {
      reasons: parsed.problems.map((p) => {
        const { line, column } = lines.locate(p.offset);
        return `evidence is not strict JSON at ${line}:${column}: ${p.message}`;
      }),
      gatePassed: false,
    };
  }
  return validateEvidence(JSON.parse(parsed.text), context);
}

export interface ValidationContext {
  /** SHA-256 of this tool's own reference engine bundle, when it can be found: evidence that claims the reference engine must name exactly it. */
  referenceEngineSha256?: string;
}

export function validateEvidence(value: unknown, context: ValidationContext = {}): EvidenceVerdict {
  const reasons: string[] = [];
  if (!keysExactly(value, TOP_KEYS, 'report', reasons)) return { reasons, gatePassed: false };
  const report = value as unknown as BenchmarkReport;
  if (report.schema_version !== BENCHMARK_SCHEMA_VERSION) {
    reasons.push(`unknown schema_version ${JSON.stringify(report.schema_version)}`);
    return { reasons, gatePassed: false };
  }
  if (!Number.isSafeInteger(report.generated_at_unix_seconds) || report.generated_at_unix_seconds <= 0) {
    reasons.push('generated_at_unix_seconds must be a positive integer');
  }

  const expectedSuite = {
    schema: SUITE_MANIFEST.schema,
    name: SUITE_MANIFEST.suite,
    ...suiteIdentity(),
    digest_canonicalization: DIGEST_CANONICALIZATION,
    fixture_files: FIXTURE_FILES.map((f) => f.path),
    scenarios: SUITE_MANIFEST.scenarios,
  };
  if (keysExactly(report.suite, Object.keys(expectedSuite), 'suite', reasons)) {
    for (const [key, expected] of Object.entries(expectedSuite)) {
      if (!isDeepStrictEqual((report.suite as unknown as Record<string, unknown>)[key], expected)) {
        reasons.push(`suite.${key} does not match the compiled suite`);
      }
    }
  }
  if (!isDeepStrictEqual(report.execution, EXECUTION_POLICY)) reasons.push('execution does not state the fixed execution policy');
  checkEnvironment(report.environment, context, reasons);

  const tasks = Array.isArray(report.tasks) ? report.tasks : null;
  if (tasks === null) {
    reasons.push('tasks must be an array');
    return { reasons, gatePassed: false };
  }
  if (tasks.length !== SUITE_MANIFEST.scenarios.length) {
    reasons.push(`tasks has ${tasks.length} rows; the suite has ${SUITE_MANIFEST.scenarios.length} scenarios`);
  }
  SUITE_MANIFEST.scenarios.forEach((scenario, i) => {
    const task = tasks[i];
    if (task === undefined) return;
    checkTask(task, i, reasons);
    if (task.id !== scenario.id || task.category !== scenario.category || task.expected_workflow_outcome !== scenario.expected_workflow_outcome) {
      reasons.push(`tasks[${i}] must be scenario ${scenario.id} (${scenario.category}, expected ${scenario.expected_workflow_outcome})`);
    }
  });

  const wellFormedTasks = reasons.length === 0;
  const summary = wellFormedTasks ? summarize(tasks) : null;
  if (summary !== null && !isDeepStrictEqual(report.summary, summary)) reasons.push('summary does not match the task rows');
  const gate = summary === null ? null : gateFor(summary, SUITE_MANIFEST.scenarios.length);
  if (gate !== null && !isDeepStrictEqual(report.gate, gate)) reasons.push('gate does not match the recomputed gate');
  return { reasons, gatePassed: reasons.length === 0 && gate?.passed === true };
}

function checkEnvironment(environment: unknown, context: ValidationContext, reasons: string[]): void {
  if (!keysExactly(environment, ENVIRONMENT_KEYS, 'environment', reasons)) return;
  const env = environment as Record<string, unknown>;
  // The suite identity is this tool's compiled suite, so the evidence must come from this tool.
  if (env.tool_name !== TOOL_NAME || env.tool_version !== TOOL_VERSION) reasons.push(`environment names another tool than ${TOOL_NAME} ${TOOL_VERSION}`);
  if (env.engine === 'reference' && context.referenceEngineSha256 !== undefined && env.child_executable_sha256 !== context.referenceEngineSha256) {
    reasons.push('environment.child_executable_sha256 is not the digest of this tool\'s reference engine');
  }
  if (typeof env.git_commit !== 'string' || !HEX40.test(env.git_commit)) reasons.push('environment.git_commit must be a full 40-hex commit');
  if (typeof env.git_dirty !== 'boolean') reasons.push('environment.git_dirty must be a boolean');
  if (typeof env.child_executable_sha256 !== 'string' || !HEX64.test(env.child_executable_sha256)) {
    reasons.push('environment.child_executable_sha256 must be 64 lowercase hex');
  }
  if (env.engine !== 'reference' && env.engine !== 'plasmate') reasons.push('environment.engine must be "reference" or "plasmate"');
  for (const key of ['tool_name', 'tool_version', 'toolchain', 'build_profile', 'os', 'arch', 'child_executable']) {
    if (typeof env[key] !== 'string' || env[key] === '') reasons.push(`environment.${key} must be a non-empty string`);
  }
  if (!keysExactly(env.runner, RUNNER_KEYS, 'environment.runner', reasons)) return;
  const runner = env.runner as Record<string, unknown>;
  if (runner.ci_provider === 'github-actions') {
    for (const key of RUNNER_KEYS) {
      if (typeof runner[key] !== 'string' || runner[key] === '') reasons.push(`environment.runner.${key} is required under GitHub Actions`);
    }
    if (runner.github_sha !== env.git_commit) reasons.push('environment.runner.github_sha must equal environment.git_commit');
  } else if (runner.ci_provider !== null) {
    reasons.push('environment.runner.ci_provider must be "github-actions" or null');
  }
}

function checkTask(task: TaskResult, i: number, reasons: string[]): void {
  const where = `tasks[${i}]`;
  if (!keysExactly(task, TASK_KEYS, where, reasons)) return;
  if (!Array.isArray(task.steps) || !Array.isArray(task.assertions) || !isObject(task.workflow_summary)) {
    reasons.push(`${where} needs steps and assertions arrays and a workflow_summary object`);
    return;
  }
  task.steps.forEach((step, j) => keysExactly(step, STEP_KEYS, `${where}.steps[${j}]`, reasons));
  if (task.assertions.length === 1 && task.assertions[0]?.name === 'scenario_built') {
    // A scenario that could not run: an honest failed row with no workflow, never a passing one.
    const honest = task.assertions[0].passed === false && task.task_contract_passed === false && task.observed_workflow_outcome === 'failed' && task.steps.length === 0;
    if (!honest) reasons.push(`${where} is an internal-failure row that claims more than a failure`);
    return;
  }
  const count = (status: string) => task.steps.filter((s) => s.status === status).length;
  const rows = { total: task.steps.length, succeeded: count('succeeded'), failed: count('failed'), skipped: count('skipped') };
  if (!isDeepStrictEqual(task.workflow_summary, rows)) reasons.push(`${where}.workflow_summary does not match its step rows`);
  if (rows.succeeded + rows.failed + rows.skipped !== rows.total) reasons.push(`${where}.steps has a status outside succeeded/failed/skipped`);
  if (!HEX64.test(String(task.plan_fingerprint))) reasons.push(`${where}.plan_fingerprint must be 64 lowercase hex`);
  if (!Number.isSafeInteger(task.observational_wall_time_us) || task.observational_wall_time_us < 0) {
    reasons.push(`${where}.observational_wall_time_us must be a non-negative integer`);
  }
  // The workflow status is implied by the rows: succeeded iff every step succeeded and the child exited 0.
  const status = rows.succeeded === rows.total && task.process_outcome === 'exited:0' ? 'succeeded' : 'failed';
  const observed = observedOutcome(status, String(task.process_outcome), task.steps.map((s) => s.failure_class));
  if (task.observed_workflow_outcome !== observed) reasons.push(`${where}.observed_workflow_outcome does not follow from its rows (${observed})`);
  const assertions = assertionsFor(task, EXPECTED_STEPS[task.id] ?? []);
  if (!isDeepStrictEqual(task.assertions, assertions)) reasons.push(`${where}.assertions are not the canonical assertion rows`);
  if (task.task_contract_passed !== assertions.every((a) => a.passed)) reasons.push(`${where}.task_contract_passed does not follow from its assertions`);
}
