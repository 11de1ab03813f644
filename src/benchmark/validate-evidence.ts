/**
 * The benchmark evidence validator: the checks of upstream's v1 reader and validator
 * (`src/benchmark/agent_v1.rs`: `read_report`, then `validate_evidence`), with this tool's own
 * compiled suite as the suite identity.
 *
 * Two stages, as upstream's:
 * 1. Reading. The document must be strict JSON of upstream's exact layout: every object with
 *    exactly its fields (unknown ones refused; an optional field may be absent or null, as serde
 *    reads `Option`), every value of its type (strings, booleans, non-negative integers written as
 *    integers, the four outcome names). A document that fails here is not evidence; only this
 *    stage's first problem is reported, as serde stops at it.
 * 2. Validating, in upstream's order: schema version; suite identity; the fixed execution policy;
 *    environment provenance; one task per scenario in manifest order, each matching its
 *    descriptor, with consistent step counts, a 64-hex fingerprint, exact identities, a clean
 *    child exit, the expected outcome, the compiled step rows, the canonical assertion rows and a
 *    passed contract; the summary and the gate recomputed from the rows. Upstream stops at the
 *    first failed check; this validator names every failed check (one per task), so evidence that
 *    differs only in its suite identity gets exactly one reason. Like upstream's, it accepts only
 *    evidence of a passing run: a failed task contract is a reason.
 *
 * Two environment checks are translated, because upstream's runner, child and validator are one
 * Rust binary and this project's are not (docs/benchmark.md, "Evidence provenance"):
 * `plasmate_version` must name this tool and version (upstream: the validator's own version) and
 * `rustc_version` must name the runner's Node toolchain (upstream: a `rustc ` identity).
 */
import { isDeepStrictEqual } from 'node:util';
import { parseJsonDocument, type JsonNode } from '../plan/json.js';
import { readRegularFileUpTo } from '../plan/read.js';
import { LineIndex } from '../plan/problem.js';
import { DIGEST_CANONICALIZATION, suiteIdentity } from './digest.js';
import { EVIDENCE_TOOL_IDENTITY, RUNNER_TOOLCHAIN_PREFIX } from './environment.js';
import {
  BENCHMARK_SCHEMA_VERSION, canonicalAssertions, EXECUTION_POLICY, gateFor, MAX_REPORT_BYTES, stepsMatch, summarize,
  type BenchmarkReport, type TaskResult,
} from './evidence.js';
import { EXPECTED_STEPS, FIXTURE_FILES, SUITE_MANIFEST } from './suite.js';
import { PROTOCOL_VERSION, REPORT_SCHEMA } from '../report/types.js';
import { PLAN_SCHEMA } from '../plan/types.js';

/** Evidence nests a few levels only; strings are ids, digests and short details. */
const EVIDENCE_BOUNDS = { maxBytes: MAX_REPORT_BYTES, maxDepth: 8, maxStringBytes: 4096 };
const HEX40 = /^[0-9a-f]{40}$/;
const HEX64 = /^[0-9a-f]{64}$/;
/** serde's `u64`/`usize`: a JSON integer literal (no fraction, no exponent) from 0 to 2^64 − 1. */
const UNSIGNED_INTEGER = /^(?:0|[1-9][0-9]*)$/;
const U64_MAX = 2n ** 64n - 1n;
const OUTCOMES = ['succeeded', 'failed', 'crash', 'timeout'] as const;
const BUILD_PROFILES = ['debug', 'release'];

/** Upstream's v1 layout as a type description of its serde structs. */
type Shape =
  | 'string'
  | 'bool'
  | 'u64'
  | 'outcome'
  | { optional: Shape }
  | { array: Shape }
  | { object: Readonly<Record<string, Shape>> };

const optionalString: Shape = { optional: 'string' };
const WORKFLOW_SUMMARY: Shape = { object: { total: 'u64', succeeded: 'u64', failed: 'u64', skipped: 'u64' } };
const LAYOUT: Shape = {
  object: {
    schema_version: 'string',
    generated_at_unix_seconds: 'u64',
    suite: {
      object: {
        schema: 'string',
        name: 'string',
        manifest_sha256: 'string',
        fixture_corpus_sha256: 'string',
        digest_canonicalization: 'string',
        fixture_files: { array: 'string' },
        scenarios: { array: { object: { id: 'string', category: 'string', fixture: 'string', expected_workflow_outcome: 'outcome', contract: 'string' } } },
      },
    },
    environment: {
      object: {
        plasmate_version: 'string',
        git_commit: optionalString,
        git_dirty: { optional: 'bool' },
        rustc_version: optionalString,
        build_profile: 'string',
        operating_system: 'string',
        architecture: 'string',
        executable_sha256: optionalString,
        runner: {
          object: {
            ci_provider: optionalString,
            github_repository: optionalString,
            github_run_id: optionalString,
            github_run_attempt: optionalString,
            github_job: optionalString,
            github_sha: optionalString,
            runner_name: optionalString,
          },
        },
      },
    },
    execution: {
      object: { fixture_transport: 'string', public_network_requests: 'bool', model_calls: 'bool', model_judgments: 'bool', child_process: 'string', latency_role: 'string' },
    },
    summary: {
      object: Object.fromEntries(
        ['tasks_total', 'observed_succeeded', 'observed_failed', 'observed_crash', 'observed_timeout', 'task_contracts_passed', 'task_contracts_failed',
          'workflow_steps_total', 'workflow_steps_succeeded', 'workflow_steps_failed', 'workflow_steps_skipped'].map((k) => [k, 'u64' as Shape]),
      ),
    },
    tasks: {
      array: {
        object: {
          id: 'string',
          category: 'string',
          expected_workflow_outcome: 'outcome',
          observed_workflow_outcome: 'outcome',
          task_contract_passed: 'bool',
          observational_wall_time_us: 'u64',
          workflow_report_schema: optionalString,
          plan_schema: optionalString,
          protocol_version: optionalString,
          plan_fingerprint: optionalString,
          process_outcome: optionalString,
          workflow_summary: WORKFLOW_SUMMARY,
          steps: { array: { object: { id: 'string', tool: 'string', status: 'string', approved: 'bool', failure_class: optionalString } } },
          assertions: { array: { object: { name: 'string', passed: 'bool', detail: 'string' } } },
        },
      },
    },
    gate: { object: { passed: 'bool', require_all_task_contracts: 'bool', require_no_crash_or_timeout: 'bool', violations: { array: 'string' } } },
  },
};

export interface EvidenceVerdict {
  /** Empty when the evidence is intact. */
  reasons: string[];
  /** The evidence's gate (only valid evidence of a passing run exists, so true whenever `reasons` is empty). */
  gatePassed: boolean;
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

export function validateEvidenceBytes(bytes: Uint8Array): EvidenceVerdict {
  const parsed = parseJsonDocument(bytes, EVIDENCE_BOUNDS);
  const lines = new LineIndex(parsed.text);
  const at = (offset: number) => {
    const { line, column } = lines.locate(offset);
    return `${line}:${column}`;
  };
  if (parsed.problems.length > 0 || parsed.root === null) {
    return { reasons: parsed.problems.map((p) => `evidence is not strict JSON at ${at(p.offset)}: ${p.message}`), gatePassed: false };
  }
  const layout = layoutProblem(parsed.root, LAYOUT, '');
  if (layout !== null) return { reasons: [`evidence is not in the v1 layout at ${at(layout.offset)}: ${layout.message}`], gatePassed: false };
  return validateReadEvidence(JSON.parse(parsed.text) as BenchmarkReport);
}

/** Both stages on an in-memory report (as written to disk: its JSON text is what is judged). */
export function validateEvidence(value: unknown): EvidenceVerdict {
  return validateEvidenceBytes(Buffer.from(JSON.stringify(value) ?? 'null', 'utf8'));
}

/** The first place where a node is not of its shape (serde's first error), or null. */
function layoutProblem(node: JsonNode, shape: Shape, path: string): { offset: number; message: string } | null {
  const where = path === '' ? 'the report' : path;
  const wrong = (expected: string) => ({ offset: node.offset, message: `${where} must be ${expected}` });
  if (typeof shape === 'object' && 'optional' in shape) return node.kind === 'null' ? null : layoutProblem(node, shape.optional, path);
  switch (shape) {
    case 'string':
      return node.kind === 'string' ? null : wrong('a string');
    case 'bool':
      return node.kind === 'boolean' ? null : wrong('a boolean');
    case 'u64':
      return node.kind === 'number' && UNSIGNED_INTEGER.test(node.raw) && BigInt(node.raw) <= U64_MAX ? null : wrong('a non-negative integer');
    case 'outcome':
      return node.kind === 'string' && (OUTCOMES as readonly string[]).includes(node.value) ? null : wrong(`one of ${OUTCOMES.join(', ')}`);
  }
  if ('array' in shape) {
    if (node.kind !== 'array') return wrong('an array');
    for (const [i, item] of node.items.entries()) {
      const problem = layoutProblem(item, shape.array, `${path}[${i}]`);
      if (problem !== null) return problem;
    }
    return null;
  }
  if (node.kind !== 'object') return wrong('an object');
  const fields = shape.object;
  for (const m of node.members) {
    const fieldShape = fields[m.key];
    if (fieldShape === undefined) return { offset: m.keyOffset, message: `unknown field ${JSON.stringify(m.key.slice(0, 64))} in ${where}; expected one of ${Object.keys(fields).join(', ')}` };
    const problem = layoutProblem(m.value, fieldShape, path === '' ? m.key : `${path}.${m.key}`);
    if (problem !== null) return problem;
  }
  for (const [key, fieldShape] of Object.entries(fields)) {
    const optional = typeof fieldShape === 'object' && 'optional' in fieldShape;
    if (!optional && !node.members.some((m) => m.key === key)) return { offset: node.offset, message: `${where} is missing field ${key}` };
  }
  return null;
}

/**
 * Stage 2 on a document already read in the v1 layout. Optional fields the document left out are
 * null here, as serde reads them.
 */
function validateReadEvidence(read: BenchmarkReport): EvidenceVerdict {
  const report = withNulls(read);
  const reasons: string[] = [];
  if (report.schema_version !== BENCHMARK_SCHEMA_VERSION) {
    return { reasons: [`unsupported schema_version ${JSON.stringify(report.schema_version)}; expected ${BENCHMARK_SCHEMA_VERSION}`], gatePassed: false };
  }
  const expectedSuite = {
    schema: SUITE_MANIFEST.schema,
    name: SUITE_MANIFEST.suite,
    ...suiteIdentity(),
    digest_canonicalization: DIGEST_CANONICALIZATION,
    fixture_files: FIXTURE_FILES.map((f) => f.path),
    scenarios: SUITE_MANIFEST.scenarios,
  };
  if (!isDeepStrictEqual({ ...report.suite }, { ...expectedSuite, scenarios: expectedSuite.scenarios.map((s) => ({ ...s })) })) {
    reasons.push("suite identity does not match this tool's compiled suite (manifest, fixtures and their digests)");
  }
  if (!isDeepStrictEqual({ ...report.execution }, { ...EXECUTION_POLICY })) reasons.push('execution does not state the fixed execution policy of the deterministic suite');
  const environmentProblem = checkEnvironment(report.environment);
  if (environmentProblem !== null) reasons.push(environmentProblem);

  const scenarios = SUITE_MANIFEST.scenarios;
  if (report.tasks.length !== scenarios.length) {
    reasons.push(`task denominator mismatch: the evidence has ${report.tasks.length} tasks, the suite ${scenarios.length} scenarios`);
  } else {
    report.tasks.forEach((task, i) => {
      const problem = checkTask(task, scenarios[i]!);
      if (problem !== null) reasons.push(problem);
    });
  }
  const summary = summarize(report.tasks);
  if (!isDeepStrictEqual({ ...report.summary }, summary)) reasons.push('summary does not match the task rows');
  const outcomes = summary.observed_succeeded + summary.observed_failed + summary.observed_crash + summary.observed_timeout;
  if (outcomes !== summary.tasks_total || summary.task_contracts_passed + summary.task_contracts_failed !== summary.tasks_total) {
    reasons.push('summary outcome or contract partition is incomplete');
  }
  if (!isDeepStrictEqual({ ...report.gate, violations: [...report.gate.violations] }, gateFor(summary))) reasons.push('gate does not match the gate recomputed from the task rows');
  return { reasons, gatePassed: reasons.length === 0 && report.gate.passed };
}

/** Upstream's environment provenance checks, in its order (the first failing one). */
function checkEnvironment(env: BenchmarkReport['environment']): string | null {
  if (env.plasmate_version !== EVIDENCE_TOOL_IDENTITY) return `environment.plasmate_version must name this tool, ${JSON.stringify(EVIDENCE_TOOL_IDENTITY)}`;
  if (env.git_commit === null) return 'environment is missing the git commit';
  if (!HEX40.test(env.git_commit)) return 'environment.git_commit is not a full lowercase 40-hex commit';
  if (env.git_dirty === null) return 'environment is missing the git dirty-state observation';
  if (env.rustc_version?.startsWith(RUNNER_TOOLCHAIN_PREFIX) !== true) return `environment.rustc_version must name the runner's toolchain ("${RUNNER_TOOLCHAIN_PREFIX}…")`;
  if (!BUILD_PROFILES.includes(env.build_profile) || env.operating_system === '' || env.architecture === '') {
    return 'environment has incomplete build-platform provenance (build_profile debug or release, operating_system, architecture)';
  }
  if (env.executable_sha256 === null || !HEX64.test(env.executable_sha256)) return 'environment is missing a full executable SHA-256';
  const runner = env.runner;
  if (runner.ci_provider === 'github-actions') {
    const required = ['github_repository', 'github_run_id', 'github_run_attempt', 'github_job', 'runner_name'] as const;
    for (const key of required) if (runner[key] === null || runner[key] === '') return `GitHub Actions evidence is missing environment.runner.${key}`;
    if (runner.github_sha === null) return 'GitHub Actions evidence is missing environment.runner.github_sha';
    if (runner.github_sha !== env.git_commit) return 'environment.runner.github_sha does not match environment.git_commit';
  } else if (runner.ci_provider !== null) {
    return 'environment.runner.ci_provider names an unsupported CI provider';
  }
  return null;
}

/** Upstream's per-task checks, in its order (the first failing one). */
function checkTask(task: TaskResult, scenario: (typeof SUITE_MANIFEST.scenarios)[number]): string | null {
  const where = `task ${JSON.stringify(task.id)}`;
  if (task.id !== scenario.id || task.category !== scenario.category || task.expected_workflow_outcome !== scenario.expected_workflow_outcome) {
    return `${where} does not match its suite descriptor (${scenario.id}, ${scenario.category}, expected ${scenario.expected_workflow_outcome})`;
  }
  const w = task.workflow_summary;
  if (w.total !== w.succeeded + w.failed + w.skipped || w.total !== task.steps.length) return `${where} step denominator mismatch`;
  const count = (status: string) => task.steps.filter((s) => s.status === status).length;
  if (!isDeepStrictEqual({ ...w }, { total: task.steps.length, succeeded: count('succeeded'), failed: count('failed'), skipped: count('skipped') })) {
    return `${where} step aggregates do not match its rows`;
  }
  if (task.plan_fingerprint === null || !HEX64.test(task.plan_fingerprint)) return `${where} has no 64-hex plan fingerprint`;
  if (task.workflow_report_schema !== REPORT_SCHEMA || task.plan_schema !== PLAN_SCHEMA || task.protocol_version !== PROTOCOL_VERSION) {
    return `${where} does not use the advertised report, plan and protocol identities`;
  }
  if (task.process_outcome !== 'exited:0') return `${where}: the supervised child did not exit cleanly`;
  if (task.observed_workflow_outcome !== scenario.expected_workflow_outcome) return `${where} observed ${task.observed_workflow_outcome}, not ${scenario.expected_workflow_outcome}`;
  if (!stepsMatch(task.steps, EXPECTED_STEPS[scenario.id] ?? [])) return `${where} steps do not match the compiled scenario`;
  if (!isDeepStrictEqual(task.assertions.map((a) => ({ ...a })), canonicalAssertions([true, true, true, true]))) return `${where} assertion rows are not the canonical passing rows`;
  if (!task.task_contract_passed) return `${where} contract is not passed`;
  return null;
}

/** The report with every optional field present (absent → null), as serde's `Option` reads it. */
function withNulls(report: BenchmarkReport): BenchmarkReport {
  const fill = <T extends object>(value: T, keys: readonly string[]): T => {
    const copy = { ...value } as Record<string, unknown>;
    for (const k of keys) if (!(k in copy)) copy[k] = null;
    return copy as T;
  };
  return {
    ...report,
    environment: {
      ...fill(report.environment, ['git_commit', 'git_dirty', 'rustc_version', 'executable_sha256']),
      runner: fill(report.environment.runner, ['ci_provider', 'github_repository', 'github_run_id', 'github_run_attempt', 'github_job', 'github_sha', 'runner_name']),
    },
    tasks: report.tasks.map((t) => ({
      ...fill(t, ['workflow_report_schema', 'plan_schema', 'protocol_version', 'plan_fingerprint', 'process_outcome']),
      steps: t.steps.map((s) => fill(s, ['failure_class'])),
    })),
  };
}
