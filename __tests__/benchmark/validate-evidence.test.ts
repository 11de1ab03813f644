/**
 * The validator against tampered evidence: starting from a good report of a real run, every field
 * is dropped, duplicated (as a repeated JSON key or array item) and flipped, and every variant must
 * be rejected with a reason. The few fields that are free-form observations (wall times, OS,
 * architecture and toolchain strings, local runner fields) cannot be recomputed: they are still
 * checked for presence, duplication and type, and the exemption list below names them. An optional
 * field holding null may be left out (serde reads an absent `Option` as None, so upstream's reader
 * sees the same document). Then upstream's v1 layout itself, field by field, and the one rule
 * evidence of another suite fails.
 * @needs-bundle cli
 * @needs-child-process git
 */
import { collectEnvironment } from '../../src/benchmark/environment.js';
import type { BenchmarkReport } from '../../src/benchmark/evidence.js';
import { referenceEngineBundle } from '../../src/workflow/child.js';
import { validateEvidence, validateEvidenceBytes } from '../../src/benchmark/validate-evidence.js';
import { referenceEngineSha256, sharedReferenceEvidence } from './helpers.js';

type Path = (string | number)[];

let good: BenchmarkReport;

beforeAll(async () => {
  good = await sharedReferenceEvidence();
}, 200_000);

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Every path to a member or array item, containers included, in document order. */
function allPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...allPaths(item, [...prefix, i])]);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...allPaths(v, [...prefix, k])]);
  }
  return [];
}

function parentAndKey(root: unknown, path: Path): [Record<string | number, unknown>, string | number] {
  let node = root as Record<string | number, unknown>;
  for (const seg of path.slice(0, -1)) node = node[seg] as Record<string | number, unknown>;
  return [node, path[path.length - 1]!];
}

const show = (path: Path) => path.join('.');

/** Observations the validator cannot recompute; flipping them is not tampering it can see. */
const FREE_FLIPS = [
  /^generated_at_unix_seconds$/,
  /^tasks\.\d+\.observational_wall_time_us$/,
  /^environment\.(git_dirty|rustc_version|operating_system|architecture)$/,
  /^environment\.runner\.(github_repository|github_run_id|github_run_attempt|github_job|github_sha|runner_name)$/,
];

function flipped(value: unknown): unknown {
  if (typeof value === 'string') return `${value}x`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (value === null) return 'x';
  if (Array.isArray(value)) return [...value, value[0] ?? 'x'];
  return { ...(value as object), extra: true };
}

/** The report's JSON text with the member at `path` written twice (the second copy last). */
function withDuplicateKey(report: unknown, path: Path): string {
  const [parent, key] = parentAndKey(report, path);
  const marker = '__duplicate_marker__';
  const copy = clone(report);
  const [copyParent] = parentAndKey(copy, path);
  copyParent[marker] = true;
  const text = JSON.stringify(copy, null, 2);
  return text.replace(`"${marker}": true`, `${JSON.stringify(String(key))}: ${JSON.stringify(parent[key])}`);
}

test('the untouched report is valid', () => {
  expect(validateEvidenceBytes(Buffer.from(JSON.stringify(good, null, 2)))).toEqual({ reasons: [], gatePassed: true });
});

test('dropping any field or array item is rejected', () => {
  const accepted: string[] = [];
  for (const path of allPaths(good)) {
    const copy = clone(good);
    const [parent, key] = parentAndKey(copy, path);
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else if (parent[key] === null) continue;
    else delete parent[key];
    if (validateEvidence(copy).reasons.length === 0) accepted.push(show(path));
  }
  expect(accepted).toEqual([]);
});

test('duplicating any object key is rejected by the strict parser, naming both places', () => {
  const accepted: string[] = [];
  for (const path of allPaths(good)) {
    const [parent] = parentAndKey(good, path);
    if (Array.isArray(parent)) continue;
    const verdict = validateEvidenceBytes(Buffer.from(withDuplicateKey(good, path)));
    if (!verdict.reasons.some((r) => /duplicate key .*first defined at line \d+, column \d+/.test(r))) accepted.push(show(path));
  }
  expect(accepted).toEqual([]);
});

test('duplicating any array item is rejected', () => {
  const accepted: string[] = [];
  for (const path of allPaths(good)) {
    const copy = clone(good);
    const [parent, key] = parentAndKey(copy, path);
    if (!Array.isArray(parent)) continue;
    parent.splice(key as number, 0, clone(parent[key as number]));
    if (validateEvidence(copy).reasons.length === 0) accepted.push(show(path));
  }
  expect(accepted).toEqual([]);
});

test('flipping any recomputable field is rejected', () => {
  const accepted: string[] = [];
  let flips = 0;
  for (const path of allPaths(good)) {
    if (FREE_FLIPS.some((re) => re.test(show(path)))) continue;
    const copy = clone(good);
    const [parent, key] = parentAndKey(copy, path);
    parent[key] = flipped(parent[key]);
    flips++;
    if (validateEvidence(copy).reasons.length === 0) accepted.push(show(path));
  }
  expect(flips).toBeGreaterThan(300);
  expect(accepted).toEqual([]);
});

const SUITE_REASON = "suite identity does not match this tool's compiled suite (manifest, fixtures and their digests)";

test('specific reasons name what was tampered with', () => {
  const reasonsFor = (mutate: (r: BenchmarkReport) => void) => {
    const copy = clone(good);
    mutate(copy);
    return validateEvidence(copy).reasons;
  };
  expect(reasonsFor((r) => (r.schema_version = 'plasmate.agent-task-benchmark.v2' as never))).toEqual([
    'unsupported schema_version "plasmate.agent-task-benchmark.v2"; expected plasmate.agent-task-benchmark.v1',
  ]);
  expect(reasonsFor((r) => (r.suite.manifest_sha256 = '0'.repeat(64)))).toEqual([SUITE_REASON]);
  expect(reasonsFor((r) => (r.execution.model_calls = true as never))).toEqual(['execution does not state the fixed execution policy of the deterministic suite']);
  expect(reasonsFor((r) => r.tasks.pop())).toEqual(expect.arrayContaining(['task denominator mismatch: the evidence has 5 tasks, the suite 6 scenarios']));
  expect(reasonsFor((r) => r.tasks.reverse())).toContain(
    'task "unexpected-tool-error-is-contained" does not match its suite descriptor (navigate-between-pages, navigation, expected succeeded)',
  );
  expect(reasonsFor((r) => (r.tasks[5]!.observed_workflow_outcome = 'succeeded'))).toContain('task "unexpected-tool-error-is-contained" observed succeeded, not failed');
  expect(reasonsFor((r) => (r.tasks[1]!.steps[1]!.status = 'skipped'))).toEqual(expect.arrayContaining(['task "type-and-observe-value" step aggregates do not match its rows']));
  expect(reasonsFor((r) => (r.summary.observed_succeeded = 6))).toEqual(['summary does not match the task rows']);
  expect(reasonsFor((r) => (r.gate.violations = ['nothing to see']))).toEqual(['gate does not match the gate recomputed from the task rows']);
  expect(reasonsFor((r) => (r.environment.git_commit = 'abc'))).toEqual(['environment.git_commit is not a full lowercase 40-hex commit']);
  expect(reasonsFor((r) => (r.environment.plasmate_version = '0.6.0'))).toEqual(['environment.plasmate_version must name this tool, "plasmate-agent-workflow-action 0.1.0"']);
  expect(reasonsFor((r) => (r.environment.rustc_version = 'rustc 1.95.0'))).toEqual(['environment.rustc_version must name the runner\'s toolchain ("node …")']);
  expect(reasonsFor((r) => (r.tasks[0]!.assertions[0]!.detail = 'trust me'))).toEqual(['task "navigate-between-pages" assertion rows are not the canonical passing rows']);
});

test('under GitHub Actions every runner field is required and github_sha must be the commit', () => {
  const copy = clone(good);
  copy.environment.runner = { ci_provider: 'github-actions', github_repository: 'o/r', github_run_id: '1', github_run_attempt: '1', github_job: 'gate', github_sha: copy.environment.git_commit, runner_name: 'r1' };
  expect(validateEvidence(copy).reasons).toEqual([]);
  copy.environment.runner.github_sha = 'f'.repeat(40);
  expect(validateEvidence(copy).reasons).toEqual(['environment.runner.github_sha does not match environment.git_commit']);
  copy.environment.runner.github_job = null;
  expect(validateEvidence(copy).reasons).toEqual(['GitHub Actions evidence is missing environment.runner.github_job']);
});

test('an internal-failure row is read as v1 evidence but is not valid evidence: only a passing run is', () => {
  const copy = clone(good);
  const t = copy.tasks[0]!;
  Object.assign(t, {
    observed_workflow_outcome: 'failed', task_contract_passed: false, workflow_report_schema: null, plan_schema: null, protocol_version: null,
    plan_fingerprint: null, process_outcome: null, workflow_summary: { total: 0, succeeded: 0, failed: 0, skipped: 0 }, steps: [],
    assertions: [{ name: 'compiled scenario produced workflow evidence', passed: false, detail: 'the scenario plan did not validate' }],
  });
  copy.summary = { ...copy.summary, observed_succeeded: 4, observed_failed: 2, task_contracts_passed: 5, task_contracts_failed: 1, workflow_steps_total: 14, workflow_steps_succeeded: 12 };
  copy.gate = { ...copy.gate, passed: false, violations: ['1 deterministic task contract(s) failed'] };
  // Upstream's validator requires every task's contract; the first failing check names the task.
  expect(validateEvidence(copy)).toEqual({ reasons: ['task "navigate-between-pages" has no 64-hex plan fingerprint'], gatePassed: false });
});

describe("upstream's v1 layout", () => {
  // Upstream's serde structs (src/benchmark/agent_v1.rs at a50ff51), written out here field by field.
  const LAYOUT_FIELDS: Record<string, string[]> = {
    '': ['schema_version', 'generated_at_unix_seconds', 'suite', 'environment', 'execution', 'summary', 'tasks', 'gate'],
    suite: ['schema', 'name', 'manifest_sha256', 'fixture_corpus_sha256', 'digest_canonicalization', 'fixture_files', 'scenarios'],
    'suite.scenarios.*': ['id', 'category', 'fixture', 'expected_workflow_outcome', 'contract'],
    environment: ['plasmate_version', 'git_commit', 'git_dirty', 'rustc_version', 'build_profile', 'operating_system', 'architecture', 'executable_sha256', 'runner'],
    'environment.runner': ['ci_provider', 'github_repository', 'github_run_id', 'github_run_attempt', 'github_job', 'github_sha', 'runner_name'],
    execution: ['fixture_transport', 'public_network_requests', 'model_calls', 'model_judgments', 'child_process', 'latency_role'],
    summary: ['tasks_total', 'observed_succeeded', 'observed_failed', 'observed_crash', 'observed_timeout', 'task_contracts_passed', 'task_contracts_failed',
      'workflow_steps_total', 'workflow_steps_succeeded', 'workflow_steps_failed', 'workflow_steps_skipped'],
    'tasks.*': ['id', 'category', 'expected_workflow_outcome', 'observed_workflow_outcome', 'task_contract_passed', 'observational_wall_time_us', 'workflow_report_schema',
      'plan_schema', 'protocol_version', 'plan_fingerprint', 'process_outcome', 'workflow_summary', 'steps', 'assertions'],
    'tasks.*.workflow_summary': ['total', 'succeeded', 'failed', 'skipped'],
    'tasks.*.steps.*': ['id', 'tool', 'status', 'approved', 'failure_class'],
    'tasks.*.assertions.*': ['name', 'passed', 'detail'],
    gate: ['passed', 'require_all_task_contracts', 'require_no_crash_or_timeout', 'violations'],
  };

  test('every object of a real run has exactly upstream\'s fields', () => {
    const seen: Record<string, Set<string>> = {};
    const walk = (value: unknown, path: string): void => {
      if (Array.isArray(value)) return value.forEach((item) => walk(item, path === '' ? '*' : `${path}.*`));
      if (value === null || typeof value !== 'object') return;
      const keys = Object.keys(value);
      (seen[path] ??= new Set()).add(keys.join(','));
      for (const [k, v] of Object.entries(value)) walk(v, path === '' ? k : `${path}.${k}`);
    };
    walk(good, '');
    for (const [path, fields] of Object.entries(LAYOUT_FIELDS)) expect([path, [...(seen[path] ?? [])]]).toEqual([path, [fields.join(',')]]);
    expect(Object.keys(seen).filter((p) => !(p in LAYOUT_FIELDS) && p !== 'suite.fixture_files' && p !== 'gate.violations')).toEqual([]);
  });

  test('the fixed execution policy and the canonical assertion rows are upstream\'s', () => {
    expect(good.execution).toEqual({
      fixture_transport: 'ephemeral-loopback-http; compiled destinations only',
      public_network_requests: false,
      model_calls: false,
      model_judgments: false,
      child_process: 'real supervised plasmate MCP stdio child per scenario',
      latency_role: 'observational only; no latency threshold or comparative claim',
    });
    expect(good.tasks[0]!.assertions.map((a) => a.name)).toEqual([
      'workflow outcome matches scenario contract',
      'every declared step has its exact expected status',
      'supervised MCP child exits cleanly',
      'workflow evidence uses the advertised contracts',
    ]);
  });

  test('environment values: this tool, the runner\'s Node toolchain, Rust\'s platform spelling, the child\'s digest', async () => {
    const env = good.environment;
    expect(env.plasmate_version).toBe('plasmate-agent-workflow-action 0.1.0');
    expect(env.rustc_version).toMatch(/^node v\d+\.\d+\.\d+ \(v8 /);
    // The shared run is the CLI bundle's (sharedBenchmarkRun); the in-process build's 'debug' is checked below.
    expect(env.build_profile).toBe('release');
    expect(env.operating_system).toBe('linux');
    expect(['x86_64', 'aarch64']).toContain(env.architecture);
    expect(env.executable_sha256).toBe(await referenceEngineSha256());
  });

  test('the build profile of an unbundled run (the sources, as ts-jest runs them) is debug', async () => {
    const env = await collectEnvironment({ engine: 'reference', executable: 'dist/engine/index.js', path: referenceEngineBundle() }, process.cwd(), {});
    expect(env.build_profile).toBe('debug');
  });

  test('a document differing only in suite identity passes every other rule', () => {
    // Evidence of another suite with the same six scenarios (as upstream's own suite is): other
    // digests, other contract sentences. Exactly one reason, the suite identity.
    const other = clone(good);
    other.suite.manifest_sha256 = 'a'.repeat(64);
    other.suite.fixture_corpus_sha256 = 'b'.repeat(64);
    other.suite.digest_canonicalization = 'another description of the same framing';
    other.suite.fixture_files = other.suite.fixture_files.map((f) => f.replace('fixtures/benchmark/', 'benchmarks/agent-workflow-v1/'));
    for (const s of other.suite.scenarios) s.contract = `${s.contract} (in other words)`;
    expect(validateEvidence(other)).toEqual({ reasons: [SUITE_REASON], gatePassed: false });
  });

  test('the reader refuses what serde refuses, with a location', () => {
    const text = JSON.stringify(good, null, 2);
    const legacy = text.replace('"plasmate_version"', '"tool_name"');
    expect(validateEvidenceBytes(Buffer.from(legacy)).reasons).toEqual([
      expect.stringMatching(/^evidence is not in the v1 layout at \d+:\d+: unknown field "tool_name" in environment; expected one of plasmate_version, git_commit/),
    ]);
    const float = text.replace(/"tasks_total": 6/, '"tasks_total": 6.0');
    expect(validateEvidenceBytes(Buffer.from(float)).reasons).toEqual([expect.stringMatching(/summary\.tasks_total must be a non-negative integer$/)]);
    const outcome = text.replace('"observed_workflow_outcome": "failed"', '"observed_workflow_outcome": "failure"');
    expect(validateEvidenceBytes(Buffer.from(outcome)).reasons).toEqual([expect.stringMatching(/observed_workflow_outcome must be one of succeeded, failed, crash, timeout$/)]);
  });

  test('an optional field may be absent (serde reads None), a required one may not', () => {
    const copy = clone(good) as unknown as { environment: { runner: Record<string, unknown> }; tasks: { steps: Record<string, unknown>[] }[] };
    delete copy.environment.runner.github_job;
    delete copy.tasks[0]!.steps[0]!.failure_class;
    expect(validateEvidence(copy).reasons).toEqual([]);
    const required = clone(good) as unknown as { environment: Record<string, unknown> };
    delete required.environment.build_profile;
    expect(validateEvidence(required).reasons).toEqual([expect.stringMatching(/environment is missing field build_profile$/)]);
  });
});

test('evidence over 2 MiB is refused before parsing', () => {
  const verdict = validateEvidenceBytes(Buffer.alloc(2 * 1024 * 1024 + 1, 0x20));
  expect(verdict.reasons[0]).toMatch(/file is larger than 2097152 bytes/);
});
