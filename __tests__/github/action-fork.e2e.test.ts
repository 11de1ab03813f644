/**
 * The fork pattern: the pull_request workflow of a fork PR has a read-only token, so it reports
 * through the job summary and uploads its report directory; a workflow_run workflow (default
 * branch, write token) posts the check. The artifact is written by workflow code the fork
 * controls, so it is only a hint for the PR number: the workflow_run job re-reads plans and
 * labels through the API and verifies the PR's head against the run's head SHA.
 */
import { MAX_ARTIFACT_HINT_BYTES } from '../../src/github/rest/pull-request.js';
import { FakeGitHub, READ_TOKEN, WRITE_TOKEN } from './helpers/fake-github.js';
import { eventFile, fixturePlan, labelFor, runGate, useFakeGitHub } from './helpers/scenario.js';
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FORK_HEAD = '3333333333333333333333333333333333333333';
const NAVIGATE = fixturePlan('navigate.json');

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));
beforeEach(async () => {
  gh.roles.set('mallory', { permission: 'read', role_name: 'read' });
  gh.pulls.set(12, { number: 12, author: 'mallory', headSha: FORK_HEAD, headRef: 'patch-1', headOwner: 'mallory', baseFullName: gh.fullName() });
  gh.files.set(12, [{ filename: 'plans/navigate.json', status: 'added' }]);
  gh.contents.set(`${FORK_HEAD}:plans/navigate.json`, NAVIGATE);
  // Another open PR whose head is something else: a forged hint might point here.
  gh.pulls.set(13, { number: 13, author: 'wendy', headSha: '4'.repeat(40), headRef: 'other', headOwner: gh.owner, baseFullName: gh.fullName() });
});

async function forkPullRequestRun() {
  const event = await eventFile('pull_request.synchronize', (p) => {
    p.number = 12;
    p.pull_request.number = 12;
    p.pull_request.user.login = 'mallory';
    p.pull_request.head = { ref: 'patch-1', sha: FORK_HEAD, repo: { full_name: 'mallory/flows' } };
  });
  return runGate(gh, { event, token: READ_TOKEN });
}

test('the PR workflow (read-only) writes the artifact; the workflow_run workflow posts the check for the PR head', async () => {
  gh.applyLabel(12, labelFor(NAVIGATE, 'go-destination'), { login: 'maint' });
  const pr = await forkPullRequestRun();
  expect(pr.code).toBe(0);
  expect(gh.checkRuns).toHaveLength(0);
  expect(pr.gate).toMatchObject({ conclusion: 'success', pull_request: { number: 12 }, head_sha: FORK_HEAD, check_run: null });

  const publish = await runGate(gh, { eventName: 'workflow_run', event: await eventFile('workflow_run.fork'), token: WRITE_TOKEN, inputs: { 'artifact-dir': join(pr.dir, 'reports') } });
  expect(publish.code).toBe(0);
  expect(publish.outputs.conclusion).toBe('success');
  expect(gh.checkRuns).toEqual([expect.objectContaining({ name: 'plasmate plans', head_sha: FORK_HEAD, conclusion: 'success' })]);
  // It re-derived the result itself: the plans and labels were read through the API.
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/contents/{path}').filter((r) => r.token === WRITE_TOKEN)).toHaveLength(1);
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/issues/{issue_number}/events').some((r) => r.token === WRITE_TOKEN)).toBe(true);
});

test('a forged artifact cannot make the check pass: its verdict is ignored and its PR number is verified', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'artifact-'));
  await writeFile(join(dir, 'gate-summary.json'), JSON.stringify({ conclusion: 'success', pull_request: { number: 12 } }));
  const honest = await runGate(gh, { eventName: 'workflow_run', event: await eventFile('workflow_run.fork'), inputs: { 'artifact-dir': dir } });
  // No approval label: the check says so, whatever the artifact claimed.
  expect(honest.outputs.conclusion).toBe('action_required');
  expect(gh.checkRuns[0]).toMatchObject({ head_sha: FORK_HEAD, conclusion: 'action_required' });

  await writeFile(join(dir, 'gate-summary.json'), JSON.stringify({ conclusion: 'success', pull_request: { number: 13 } }));
  const forged = await runGate(gh, { eventName: 'workflow_run', event: await eventFile('workflow_run.fork'), inputs: { 'artifact-dir': dir } });
  expect(forged.code).toBe(1);
  expect(forged.stdout).toContain(`pull request #13 has head ${'4'.repeat(40)}, not the workflow run's ${FORK_HEAD}`);
  expect(gh.checkRuns).toHaveLength(1);
});

test('without an artifact the PR is found by the fork\'s head branch', async () => {
  const run = await runGate(gh, { eventName: 'workflow_run', event: await eventFile('workflow_run.fork') });
  expect(run.outputs.conclusion).toBe('action_required');
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/pulls')[0]!.query).toMatchObject({ state: 'open', head: 'mallory:patch-1' });
  expect(run.gate.pull_request).toEqual({ number: 12, author: 'mallory' });
});

test('an artifact over the bound is not read whole: the hint is dropped and the PR is found by its head branch', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'artifact-'));
  // Valid JSON naming the right PR, padded past the bound: today's whole-file read would take the hint.
  const hint = JSON.stringify({ pull_request: { number: 12 } });
  await writeFile(join(dir, 'gate-summary.json'), `${' '.repeat(MAX_ARTIFACT_HINT_BYTES)}${hint}`);
  const run = await runGate(gh, { eventName: 'workflow_run', event: await eventFile('workflow_run.fork'), inputs: { 'artifact-dir': dir } });
  expect(run.outputs.conclusion).toBe('action_required');
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/pulls')[0]!.query).toMatchObject({ state: 'open', head: 'mallory:patch-1' });
  expect(run.gate.pull_request).toEqual({ number: 12, author: 'mallory' });
});
