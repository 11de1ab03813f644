/**
 * The repository's label list stays clean: closing a pull request deletes this
 * action's labels it carried that no open pull request carries, and `prune-labels: true` deletes
 * unused ones older than a week, by the creation day the action writes into each label's
 * description. Never another scheme's label, never a look-alike; every request valid against
 * GitHub's OpenAPI description (the fake checks it). The action in-process against the fake API.
 */
import { isOwnLabel, MAX_LABELS_DELETED, PRUNE_AFTER_MS } from '../../src/github/rest/label-lifecycle.js';
import { recordLabel } from '../../src/github/gate/execution-record.js';
import { labelCreatedAt, labelDescription } from '../../src/plan/approval-labels.js';
import type { FakeGitHub } from './helpers/fake-github.js';
import { eventFile, fixturePlan, labelFor, openPullRequest, planLabelFor, PR, runGate, scopeLabelFor, testLabelFor, useFakeGitHub } from './helpers/scenario.js';

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

const DAY_MS = 24 * 60 * 60 * 1000;
const SIGN_IN = fixturePlan('sign-in-with-secret.json');
const DELETE_LABEL = '/repos/{owner}/{repo}/labels/{name}';

function repoLabel(name: string, description: string | null): void {
  gh.repoLabels.set(name.toLowerCase(), { name, color: '5319e7', description });
}

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY_MS);
}

const closedEvent = () => eventFile('pull_request.synchronize', (p) => {
  (p as unknown as { action: string }).action = 'closed';
});

test('closing a pull request deletes the labels of this action it carried that no open pull request carries', async () => {
  openPullRequest(gh, { 'plans/sign-in.json': SIGN_IN });
  gh.pulls.get(PR)!.state = 'closed';
  gh.pulls.set(8, { number: 8, author: 'bob', headSha: '8'.repeat(40), headRef: 'other', headOwner: gh.owner, baseFullName: gh.fullName() });
  const scope = scopeLabelFor(SIGN_IN);
  const step = labelFor(SIGN_IN, 'submit');
  const shared = planLabelFor(SIGN_IN);
  const test = testLabelFor(SIGN_IN);
  const record = recordLabel(shared, 'succeeded');
  const lookAlike = 'plasmate:short';
  for (const name of [scope, step, shared, test, record, lookAlike, 'bug']) repoLabel(name, null);
  for (const name of [scope, shared, test, record, lookAlike, 'bug']) gh.applyLabel(PR, name, { login: 'maint' });
  // Applied and removed again before the close: still a repository label this PR carried.
  gh.applyLabel(PR, step, { login: 'maint' });
  gh.removeLabel(PR, step, { login: 'maint' });
  // Another open pull request carries the plan label: it stays.
  gh.applyLabel(8, shared, { login: 'maint' });

  const run = await runGate(gh, { event: await closedEvent() });
  expect(run.code).toBe(0);
  expect(run.outputs.conclusion).toBe('neutral');
  expect([...gh.repoLabels.keys()].sort()).toEqual(['bug', lookAlike, shared].sort());
  expect(gh.requestsTo('DELETE', DELETE_LABEL).map((r) => decodeURIComponent(r.path.split('/').pop()!)).sort()).toEqual([scope, step, test, record].sort());
  // The open PR's labels were read live, not from a payload; no check run for a closed PR, no gate.
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/pulls')[0]!.query).toMatchObject({ state: 'open' });
  expect(gh.checkRuns).toEqual([]);
  expect(run.summary).toContain('Pull request #7 is closed: deleted 4 labels of this action that no open pull request carries from the repository.');
  expect(run.summary).toContain(`- \`${scope}\``);
});

test('closing: a token that may not delete labels stops quietly; a label deleted meanwhile is skipped', async () => {
  openPullRequest(gh, {});
  gh.pulls.get(PR)!.state = 'closed';
  const scope = scopeLabelFor(SIGN_IN);
  gh.applyLabel(PR, scope, { login: 'maint' });
  // Never created as a repository label (gone meanwhile): GitHub answers 404.
  const run = await runGate(gh, { event: await closedEvent() });
  expect(run.code).toBe(0);
  expect(run.summary).toContain('deleted 0 labels');
  expect(gh.requestsTo('DELETE', DELETE_LABEL)).toHaveLength(1);
});

test('only this action\'s names in their exact shape are ever deleted; one run can clear a PR at GitHub\'s label limit', () => {
  expect(MAX_LABELS_DELETED).toBeGreaterThanOrEqual(100);
  expect(isOwnLabel(scopeLabelFor(SIGN_IN))).toBe(true);
  expect(isOwnLabel(recordLabel(planLabelFor(SIGN_IN), 'started'))).toBe(true);
  for (const other of ['bug', 'plasmate:short', 'plasmate-plan:UPPER', `plasmate-done:${'a'.repeat(35)}`, 'plasmate-other:abc']) expect(isOwnLabel(other)).toBe(false);
});

test('prune-labels deletes unused labels of this action older than a week, dates undated ones, and keeps everything else', async () => {
  openPullRequest(gh, { 'plans/sign-in.json': SIGN_IN });
  const old = scopeLabelFor(SIGN_IN);
  const young = planLabelFor(SIGN_IN);
  const inUse = labelFor(SIGN_IN, 'submit');
  const undated = testLabelFor(SIGN_IN);
  repoLabel(old, labelDescription('sign in', null, 'scope', daysAgo(8)));
  repoLabel(young, labelDescription('sign in', null, 'plan', daysAgo(6)));
  repoLabel(inUse, labelDescription('sign in', 'submit', 'plan', daysAgo(30)));
  repoLabel(undated, 'test sign in');
  repoLabel('bug', `Something is broken${labelDescription('', null, 'plan', daysAgo(400)).slice(4)}`);
  gh.applyLabel(PR, inUse, { login: 'maint' });

  const run = await runGate(gh, { eventName: 'push', event: '', inputs: { 'prune-labels': 'true' } });
  expect(run.code).toBe(0);
  expect([...gh.repoLabels.keys()].sort()).toEqual(['bug', inUse, undated, young].sort());
  expect(gh.requestsTo('DELETE', DELETE_LABEL)).toHaveLength(1);
  // The undated label now carries today's date: a week from now it is pruned if still unused.
  const dated = gh.repoLabels.get(undated)!.description!;
  expect(dated).toMatch(/^test sign in · created \d{4}-\d{2}-\d{2}$/);
  expect(Date.now() - labelCreatedAt(dated)!.getTime()).toBeLessThan(DAY_MS);
  expect(run.stdout).toContain('prune-labels: deleted 1 unused label older than a week, dated 1 undated label');
  expect(PRUNE_AFTER_MS).toBe(7 * DAY_MS);
});

test('without prune-labels no label is listed, dated or deleted', async () => {
  openPullRequest(gh, { 'plans/sign-in.json': SIGN_IN });
  repoLabel(scopeLabelFor(SIGN_IN), labelDescription('sign in', null, 'scope', daysAgo(80)));
  await runGate(gh);
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/labels')).toEqual([]);
  expect(gh.requestsTo('DELETE', DELETE_LABEL)).toEqual([]);
});
