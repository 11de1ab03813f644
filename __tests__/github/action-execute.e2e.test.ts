/**
 * Execute and benchmark modes of the built action: approved plans of a pull request run through
 * the supervised runner on the bundled reference engine against a real loopback page server, and
 * the release benchmark posts its own check. Requests are checked against GitHub's OpenAPI.
 * @needs-bundle engine
 * @needs-child-process fake children, git, node
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startFixtureServer, type FixtureServer } from '../../src/benchmark/fixture-server.js';
import { emailElementId } from '../../src/benchmark/scenarios.js';
import { FakeGitHub, WRITE_TOKEN } from './helpers/fake-github.js';
import { eventFile, HEAD, labelFor, openPullRequest, planLabelFor, PR, runGate, useFakeGitHub } from './helpers/scenario.js';
import { runAction } from '../helpers/action-env.js';
import { shEchoChild } from '../helpers/sh-echo.js';

let gh: FakeGitHub;
let pages: FixtureServer;
useFakeGitHub((started) => (gh = started));
beforeEach(async () => {
  pages = await startFixtureServer();
});
afterEach(async () => {
  await pages.close();
});

const CANARY = 'canary-secret-value-5f1e';

function navigatePlan(destinationTitle: string, startTitle = 'Workflow start'): Buffer {
  return Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'navigate on loopback',
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/start` }, expect: { json_pointer: '/title', equals: startTitle } },
      { id: 'go', tool: 'navigate_to', arguments: { url: `${pages.origin}/destination` }, expect: { json_pointer: '/title', equals: destinationTitle } },
    ],
  }, null, 2));
}

function typeSecretPlan(): Buffer {
  return Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'type a secret',
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/form` } },
      { id: 'type', tool: 'type_text', arguments: { element_id: emailElementId(pages.origin), text: { $secret: 'FORM_TOKEN' } } },
    ],
  }, null, 2));
}

const EXECUTE = { mode: 'execute', engine: 'reference', 'allow-private-network': 'true' };

test('approved plans run on the reference engine: success, the execution report written, the check carries the result', async () => {
  const plan = navigatePlan('Workflow destination');
  openPullRequest(gh, { 'plans/nav.json': plan });
  gh.applyLabel(PR, labelFor(plan, 'go'), { login: 'maint' });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  const run = await runGate(gh, { inputs: EXECUTE });
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '1', 'failed-executions': '0' });
  const report = JSON.parse(await readFile(run.outputs.reports!, 'utf8'));
  expect(report).toMatchObject({ dry_run: false, status: 'succeeded', process_outcome: 'exited:0', summary: { total: 2, succeeded: 2 } });
  expect(report.steps.map((s: { approved: boolean }) => s.approved)).toEqual([false, true]);
  const check = gh.checkRuns[0]!;
  expect(check).toMatchObject({ conclusion: 'success', head_sha: HEAD });
  expect(run.summary).toContain('Executed 1 approved plan in this job: 1 succeeded, 0 failed.');
  expect(run.summary).toContain(`| 2 | \`go\` | \`navigate_to\` | navigates to \`${pages.origin}\` path \`/destination\` | yes | approved | — | succeeded |`);
  expect(run.summary.split('\n')[0]).toBe('**Ready: 1 plan valid, its mutating step approved; 1 plan ran and succeeded — nothing to do**');
}, 60_000);

test('a failing execution fails the check and the step', async () => {
  // The echo stand-in (its titles are `Title of <url>`): the subject is how a failed step fails the
  // check and the job; a real page's title mismatching is cli/diagnostics.e2e's (reference engine).
  const plan = navigatePlan('Not the destination', `Title of ${pages.origin}/start`);
  openPullRequest(gh, { 'plans/nav.json': plan });
  gh.applyLabel(PR, labelFor(plan, 'go'), { login: 'maint' });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  const run = await runGate(gh, { inputs: { ...EXECUTE, engine: 'plasmate', 'plasmate-path': await shEchoChild() } });
  expect(run.code).toBe(1);
  expect(run.outputs).toMatchObject({ conclusion: 'failure', 'executed-plans': '1', 'failed-executions': '1' });
  expect(run.stdout).toContain('::error::1 of 1 executed plans failed');
  expect(gh.checkRuns[0]).toMatchObject({ conclusion: 'failure' });
  const report = JSON.parse(await readFile(run.outputs.reports!, 'utf8'));
  expect(report.steps[1]).toMatchObject({ status: 'failed', failure_class: 'expectation_mismatch' });
}, 60_000);

test('a plan still awaiting approval is not executed', async () => {
  openPullRequest(gh, { 'plans/nav.json': navigatePlan('Workflow destination') });
  const run = await runGate(gh, { inputs: EXECUTE });
  expect(run.outputs).toMatchObject({ conclusion: 'action_required', 'executed-plans': '0' });
  expect(await readdir(join(run.dir, 'reports'))).not.toContain(expect.stringMatching(/report\.json$/));
}, 60_000);

test('a secret value reaches only the child: masked for the runner, absent from every API call and report', async () => {
  const plan = typeSecretPlan();
  openPullRequest(gh, { 'plans/secret.json': plan });
  gh.applyLabel(PR, labelFor(plan, 'type'), { login: 'maint' });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  // The echo stand-in (it answers type_text `{ok: true}`): the subject is where the value may go
  // on the action's side (mask, API calls, reports, summary); typing a secret into a real page's
  // field, on the reference engine, is cli/agent-run-execute.e2e's.
  const run = await runGate(gh, { inputs: { ...EXECUTE, engine: 'plasmate', 'plasmate-path': await shEchoChild(), secrets: 'FORM_TOKEN' }, env: { FORM_TOKEN: CANARY } });
  expect(run.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '1' });
  // The only place the value may appear is the runner's mask command.
  expect(run.stdout.split('\n').filter((l) => l.includes(CANARY))).toEqual([`::add-mask::${CANARY}`]);
  expect(JSON.stringify(gh.requests)).not.toContain(CANARY);
  expect(JSON.stringify(gh.requests)).not.toContain('FORM_TOKEN');
  for (const file of await readdir(join(run.dir, 'reports'))) {
    const text = await readFile(join(run.dir, 'reports', file), 'utf8');
    expect(text).not.toContain(CANARY);
    expect(text).not.toContain('FORM_TOKEN');
  }
  expect(run.summary).not.toContain(CANARY);
}, 60_000);

test('execute mode needs a pull request', async () => {
  const run = await runGate(gh, { inputs: { ...EXECUTE, plans: 'fixtures/plans/*.json' }, eventName: 'push', event: await eventFile('push') });
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('mode "execute" runs the approved plans of a pull request');
});

test('benchmark mode: the release gate posts its own check with the evidence, and the evidence validates', async () => {
  const run = await runAction({ mode: 'benchmark', 'github-token': WRITE_TOKEN }, {
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: await eventFile('push'),
    GITHUB_REPOSITORY: gh.fullName(),
    GITHUB_SHA: HEAD,
    GITHUB_API_URL: gh.url,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '42',
  });
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ conclusion: 'success', 'gate-passed': 'true', 'task-contracts-passed': '6', 'tasks-total': '6' });
  expect(gh.checkRuns).toHaveLength(1);
  expect(gh.checkRuns[0]).toMatchObject({ name: 'plasmate benchmark', head_sha: HEAD, conclusion: 'success' });
  expect(run.summary).toContain('## ✅ Agent task benchmark: gate passed');
  const evidence = JSON.parse(await readFile(run.outputs['benchmark-report']!, 'utf8'));
  expect(evidence.summary).toMatchObject({ observed_succeeded: 5, observed_failed: 1, task_contracts_passed: 6 });
}, 90_000);
