/**
 * The built action with the `secrets` allow-list: a pull request's plan that
 * references a runner variable or a name the workflow did not list is an invalid plan, located at
 * the reference, in the check — and is not executed, although none of its steps needs approval.
 * The name appears in no report, summary, annotation or output.
 */
import { readFile } from 'node:fs/promises';
import { nameLocation, secretPlan } from '../helpers/secret-plan.js';
import { FakeGitHub } from './helpers/fake-github.js';
import { openPullRequest, runGate, useFakeGitHub } from './helpers/scenario.js';

const CANARY = 'canary-runtime-token-91c2';

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

test('execute mode runs no plan that names ACTIONS_RUNTIME_TOKEN or an unlisted secret: located problems, nothing executed, no name anywhere', async () => {
  openPullRequest(gh, { 'plans/runtime.json': Buffer.from(secretPlan('ACTIONS_RUNTIME_TOKEN')), 'plans/deploy.json': Buffer.from(secretPlan('DEPLOY_KEY')) });
  const run = await runGate(gh, {
    inputs: { mode: 'execute', engine: 'reference', secrets: 'APP_PASSWORD' },
    env: { ACTIONS_RUNTIME_TOKEN: CANARY, DEPLOY_KEY: CANARY },
  });
  expect(run.outputs).toMatchObject({ conclusion: 'failure', plans: '2', 'invalid-plans': '2', 'executed-plans': '0' });
  const check = gh.checkRuns[0]!;
  expect(check.conclusion).toBe('failure');
  const at = (name: string) => nameLocation(name);
  expect(check.annotations).toEqual(expect.arrayContaining([
    expect.objectContaining({ path: 'plans/runtime.json', start_line: at('ACTIONS_RUNTIME_TOKEN').line, start_column: at('ACTIONS_RUNTIME_TOKEN').column, title: 'policy.secret.reserved' }),
    expect.objectContaining({ path: 'plans/deploy.json', start_line: at('DEPLOY_KEY').line, start_column: at('DEPLOY_KEY').column, title: 'policy.secret.not_allowed' }),
  ]));
  const everything = [JSON.stringify(gh.requests), run.stdout, run.stderr, run.summary, JSON.stringify(run.outputs), JSON.stringify(run.gate), await readFile(run.outputs['summary-markdown']!, 'utf8')];
  for (const text of everything) {
    expect(text).not.toContain(CANARY);
    expect(text).not.toContain('ACTIONS_RUNTIME_TOKEN');
    expect(text).not.toContain('DEPLOY_KEY');
  }
});

test('listing the secret makes the plan valid; listing a runner variable fails the step before any check is posted', async () => {
  openPullRequest(gh, { 'plans/deploy.json': Buffer.from(secretPlan('DEPLOY_KEY')) });
  const listed = await runGate(gh, { inputs: { secrets: 'APP_PASSWORD, DEPLOY_KEY' } });
  expect(listed.outputs).toMatchObject({ conclusion: 'success', plans: '1' });
  const reserved = await runGate(gh, { inputs: { secrets: 'DEPLOY_KEY\nGITHUB_TOKEN' } });
  expect(reserved.code).toBe(1);
  expect(reserved.stdout).toContain('::error::input "secrets": entry 2 is reserved');
  expect(reserved.stdout).not.toContain('GITHUB_TOKEN');
  expect(gh.checkRuns).toHaveLength(1);
});
