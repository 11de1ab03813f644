/**
 * `benchmark` and `benchmark-validate` as a release job runs them: the passing benchmark through the
 * built CLI bundle (its evidence names the ncc bundle as the build profile) — the suite's one
 * real-engine run, shared with benchmark/run and validate-evidence (sharedBenchmarkRun) — the rest in-process.
 * @needs-bundle cli
 * @needs-child-process fake children, git
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliInProcess } from '../helpers/cli.js';
import { sharedBenchmarkRun } from './helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bench-cli-'));
});

test('benchmark on the embedded reference engine: one-line result naming the engine, JSON + Markdown, exit 0; the validator accepts it', async () => {
  const run = await sharedBenchmarkRun();
  const output = run.evidencePath;
  expect(run.code).toBe(0);
  expect(run.stdout.trim().split('\n')).toHaveLength(1);
  expect(run.stdout).toMatch(/^benchmark on the reference engine: gate passed, 6\/6 task contracts passed, workflows 5 succeeded \/ 1 failed \/ 0 crashed \/ 0 timed out; evidence .*evidence\.json, summary .*evidence\.md\n$/);
  const evidence = JSON.parse(await readFile(output, 'utf8'));
  expect(evidence.schema_version).toBe('plasmate.agent-task-benchmark.v1');
  expect(evidence.environment.plasmate_version).toBe('plasmate-agent-workflow-action 0.1.0');
  expect(evidence.environment.build_profile).toBe('release');
  // No --markdown was given: the summary is the file next to the evidence.
  const md = await readFile(run.markdownPath, 'utf8');
  expect(md).toContain('## ✅ Agent task benchmark: gate passed');
  expect(md).toContain('| `unexpected-tool-error-is-contained` | safe_failure | failed | failed | ✅ passed | 1/1/1 | `exited:0` |');

  const valid = await runCliInProcess(['benchmark-validate', '--input', output]);
  expect(valid.code).toBe(0);
  expect(valid.stdout).toContain('valid evidence; gate passed');

  evidence.tasks[2].steps[2].status = 'skipped';
  const tampered = join(dir, 'tampered.json');
  await writeFile(tampered, JSON.stringify(evidence));
  const rejected = await runCliInProcess(['benchmark-validate', '--input', tampered]);
  expect(rejected.code).toBe(1);
  expect(rejected.stderr).toContain('invalid evidence: task "trace-action-export" step aggregates do not match its rows');
}, 180_000);

test('--plasmate PATH runs the named binary; a wrong engine fails the gate with exit 2, and its evidence is not accepted as a passing run', async () => {
  const output = join(dir, 'liar.json');
  const run = await runCliInProcess(['benchmark', '--output', output, '--markdown', join(dir, 'liar.md'), '--plasmate', 'fixtures/children/fake-plasmate.mjs'], { timeoutMs: 60_000 });
  expect(run.code).toBe(2);
  expect(run.stdout).toMatch(/^benchmark on the Plasmate binary .*fake-plasmate\.mjs: gate FAILED, /);
  expect(run.stderr).toMatch(/gate violation: \d deterministic task contract\(s\) failed/);
  const validated = await runCliInProcess(['benchmark-validate', '--input', output]);
  // As upstream's validator: evidence validates only for a passing run; each failed task is named.
  expect(validated.code).toBe(1);
  expect(validated.stderr).toMatch(/invalid evidence: task "[a-z-]+" /);
}, 90_000);

test('usage errors', async () => {
  expect((await runCliInProcess(['benchmark'])).code).toBe(2);
  expect((await runCliInProcess(['benchmark-validate'])).code).toBe(2);
  expect((await runCliInProcess(['benchmark', '--output', join(dir, 'x.json'), '--plasmate', 'no-such-plasmate-binary'])).stderr).toContain('no executable named "no-such-plasmate-binary" on PATH');
});
