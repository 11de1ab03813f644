/** The built action, dist/index.js, in `validate` mode, run as the Actions runner runs it. */
import { runAction } from '../helpers/action-env.js';

test('valid plans: success outputs, the Markdown in the job summary, exit 0', async () => {
  const run = await runAction({ mode: 'validate', plans: 'fixtures/plans/*.json' });
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ conclusion: 'success', plans: '4', 'invalid-plans': '0' });
  expect(run.summary).toContain('## Plasmate agent workflow plans');
  expect(run.summary).toContain('4 plans checked: 4 validated.');
  expect(run.stdout).not.toContain('::error');
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
  expect(run.stdout).toContain('input "mode" must be "validate"');
});
