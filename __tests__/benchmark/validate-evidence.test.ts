/**
 * The validator against tampered evidence: starting from a good report of a real run, every field
 * is dropped, duplicated (as a repeated JSON key or array item) and flipped, and every variant must
 * be rejected with a reason. The few fields that are free-form observations (wall times, OS and
 * toolchain strings, local runner fields) cannot be recomputed: they are still checked for
 * presence, duplication and type, and the exemption list below names them.
 */
import type { BenchmarkReport } from '../../src/benchmark/evidence.js';
import { validateEvidence, validateEvidenceBytes, type ValidationContext } from '../../src/benchmark/validate-evidence.js';
import { referenceEngineSha256, runOnReferenceEngine } from './helpers.js';

type Path = (string | number)[];

let good: BenchmarkReport;
let context: ValidationContext;

beforeAll(async () => {
  good = await runOnReferenceEngine();
  context = { referenceEngineSha256: await referenceEngineSha256() };
}, 60_000);

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
  /^environment\.(git_dirty|toolchain|build_profile|os|arch|child_executable)$/,
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
  expect(validateEvidenceBytes(Buffer.from(JSON.stringify(good, null, 2)), context)).toEqual({ reasons: [], gatePassed: true });
});

test('dropping any field or array item is rejected', () => {
  const accepted: string[] = [];
  for (const path of allPaths(good)) {
    const copy = clone(good);
    const [parent, key] = parentAndKey(copy, path);
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
    if (validateEvidence(copy, context).reasons.length === 0) accepted.push(show(path));
  }
  expect(accepted).toEqual([]);
});

test('duplicating any object key is rejected by the strict parser, naming both places', () => {
  const accepted: string[] = [];
  for (const path of allPaths(good)) {
    const [parent] = parentAndKey(good, path);
    if (Array.isArray(parent)) continue;
    const verdict = validateEvidenceBytes(Buffer.from(withDuplicateKey(good, path)), context);
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
    if (validateEvidence(copy, context).reasons.length === 0) accepted.push(show(path));
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
    if (validateEvidence(copy, context).reasons.length === 0) accepted.push(show(path));
  }
  expect(flips).toBeGreaterThan(300);
  expect(accepted).toEqual([]);
});

test('specific reasons name what was tampered with', () => {
  const reasonsFor = (mutate: (r: BenchmarkReport) => void) => {
    const copy = clone(good);
    mutate(copy);
    return validateEvidence(copy, context).reasons;
  };
  expect(reasonsFor((r) => (r.schema_version = 'plasmate.agent-task-benchmark.v2' as never))).toEqual(['unknown schema_version "plasmate.agent-task-benchmark.v2"']);
  expect(reasonsFor((r) => (r.suite.manifest_sha256 = '0'.repeat(64)))).toEqual(['suite.manifest_sha256 does not match the compiled suite']);
  expect(reasonsFor((r) => (r.execution.model_calls = true as never))).toEqual(['execution does not state the fixed execution policy']);
  expect(reasonsFor((r) => r.tasks.pop())).toEqual(['tasks has 5 rows; the suite has 6 scenarios']);
  expect(reasonsFor((r) => r.tasks.reverse())).toContain('tasks[0] must be scenario navigate-between-pages (navigation, expected succeeded)');
  expect(reasonsFor((r) => (r.tasks[5]!.observed_workflow_outcome = 'succeeded'))).toContain('tasks[5].observed_workflow_outcome does not follow from its rows (failed)');
  expect(reasonsFor((r) => (r.tasks[1]!.steps[1]!.status = 'skipped'))).toEqual(expect.arrayContaining(['tasks[1].workflow_summary does not match its step rows']));
  expect(reasonsFor((r) => (r.summary.observed_succeeded = 6))).toEqual(['summary does not match the task rows']);
  expect(reasonsFor((r) => (r.gate.violations = ['nothing to see']))).toEqual(['gate does not match the recomputed gate']);
  expect(reasonsFor((r) => (r.environment.git_commit = 'abc'))).toEqual(['environment.git_commit must be a full 40-hex commit']);
  expect(reasonsFor((r) => (r.environment.child_executable_sha256 = 'f'.repeat(64)))).toEqual(["environment.child_executable_sha256 is not the digest of this tool's reference engine"]);
});

test('under GitHub Actions every runner field is required and github_sha must be the commit', () => {
  const copy = clone(good);
  copy.environment.runner = { ci_provider: 'github-actions', github_repository: 'o/r', github_run_id: '1', github_run_attempt: '1', github_job: 'gate', github_sha: copy.environment.git_commit, runner_name: 'r1' };
  expect(validateEvidence(copy, context).reasons).toEqual([]);
  copy.environment.runner.github_sha = 'f'.repeat(40);
  expect(validateEvidence(copy, context).reasons).toEqual(['environment.runner.github_sha must equal environment.git_commit']);
  copy.environment.runner.github_job = null;
  expect(validateEvidence(copy, context).reasons).toContain('environment.runner.github_job is required under GitHub Actions');
});

test('an internal-failure row is honest evidence of a failed gate, and cannot claim success', () => {
  const copy = clone(good);
  const t = copy.tasks[0]!;
  Object.assign(t, {
    observed_workflow_outcome: 'failed', task_contract_passed: false, workflow_report_schema: '', plan_schema: '', protocol_version: '',
    plan_fingerprint: '', process_outcome: '', workflow_summary: { total: 0, succeeded: 0, failed: 0, skipped: 0 }, steps: [],
    assertions: [{ name: 'scenario_built', passed: false, detail: 'the scenario plan did not validate' }],
  });
  const summaryAndGate = (r: BenchmarkReport) => {
    r.summary = { ...r.summary, observed_succeeded: 4, observed_failed: 2, task_contracts_passed: 5, task_contracts_failed: 1, workflow_steps_total: 14, workflow_steps_succeeded: 12 };
    r.gate = { ...r.gate, passed: false, violations: ['1 deterministic task contract(s) failed'] };
  };
  summaryAndGate(copy);
  expect(validateEvidence(copy, context)).toEqual({ reasons: [], gatePassed: false });
  t.task_contract_passed = true;
  expect(validateEvidence(copy, context).reasons).toContain('tasks[0] is an internal-failure row that claims more than a failure');
});

test('evidence over 2 MiB is refused before parsing', () => {
  const verdict = validateEvidenceBytes(Buffer.alloc(2 * 1024 * 1024 + 1, 0x20));
  expect(verdict.reasons[0]).toMatch(/file is larger than 2097152 bytes/);
});
