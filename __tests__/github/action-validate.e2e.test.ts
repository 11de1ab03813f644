/**
 * The action in `validate` mode. The first test runs the built dist/index.js as the Actions runner
 * does (INPUT_* variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY written by @actions/core); the
 * rest run in-process through the same wiring.
 * @needs-bundle action
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runAction, runActionBundle } from '../helpers/action-env.js';

test('valid plans: success outputs, the Markdown in the job summary, exit 0', async () => {
  const run = await runActionBundle({ mode: 'validate', plans: 'fixtures/plans/*.json' });
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ conclusion: 'success', plans: '4', 'invalid-plans': '0' });
  expect(run.summary).toContain('## Plasmate agent workflow plans');
  // A push has no pull request: approvals are not evaluated, and the summary says so instead of
  // showing ⏸️ "needs approval" on a check that concludes success.
  expect(run.summary).toContain('4 plans checked: 4 validated. Approvals are checked on pull requests');
  expect(run.summary).not.toContain('⏸️');
  expect(run.summary).not.toContain('| approval |');
  expect(run.stdout).not.toContain('::error');
  // Without a pull request approvals are not evaluated: mutating steps show as not evaluated.
  const gate = JSON.parse(await readFile(join(run.dir, 'reports', 'gate-summary.json'), 'utf8'));
  expect(gate.pull_request).toBeNull();
  expect(gate.plans.flatMap((p: { mutating_steps: { approval: string }[] }) => p.mutating_steps.map((s) => s.approval))).toEqual(expect.arrayContaining(['not_evaluated']));
});

test('invalid plans: an annotation at each file:line:col, failure outputs, exit 1', async () => {
  const run = await runAction({ mode: 'validate', plans: 'fixtures/plans/navigate.json\nfixtures/invalid-plans/*.json' });
  expect(run.code).toBe(1);
  expect(run.outputs).toMatchObject({ conclusion: 'failure', plans: '3', 'invalid-plans': '2' });
  const annotations = run.stdout.split('\n').filter((l) => l.startsWith('::error title='));
  expect(annotations).toHaveLength(7);
  expect(annotations).toContain('::error title=plan.limits.integer,file=fixtures/invalid-plans/self-approving.json,line=4,col=34::limits.step_timeout_ms must be written as an integer (got 1000.0)');
  expect(run.stdout).toContain('::error::2 of 3 plans are invalid');
  expect(run.stdout).not.toContain('stolen');
});

test('an unsupported mode is a clear error', async () => {
  const run = await runAction({ mode: 'deploy', plans: 'x' });
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('input "mode" must be one of "validate", "execute", "benchmark", "plan", "aggregate", "watch" (got "deploy")');
});

test('each input is validated with an error naming it', async () => {
  const bad = await runAction({ plans: 'fixtures/plans/*.json', 'approver-permission': 'read' });
  expect(bad.code).toBe(1);
  expect(bad.stdout).toContain('input "approver-permission" must be one of "triage", "write", "maintain", "admin" (got "read")');
  const flag = await runAction({ plans: 'fixtures/plans/*.json', 'allow-evaluate': 'yes' });
  expect(flag.stdout).toContain('input "allow-evaluate" must be true or false (got "yes")');
});
