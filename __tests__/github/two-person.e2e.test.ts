/**
 * The two-person rule covers everyone who wrote the change: a label counts only if its applier
 * neither authored nor committed any commit of the pull request (read through the API, every
 * page), unless `allow-self-approval`. GitHub lists at most 250 commits of a PR; past that the
 * writers cannot all be known and no label counts.
 */
import { FakeGitHub } from './helpers/fake-github.js';
import { AUTHOR, fixturePlan, labelFor, openPullRequest, PR, runGate, useFakeGitHub } from './helpers/scenario.js';

const NAVIGATE = fixturePlan('navigate.json');

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));
beforeEach(async () => {
  openPullRequest(gh, { 'plans/navigate.json': NAVIGATE });
  gh.applyLabel(PR, labelFor(NAVIGATE, 'go-destination'), { login: 'maint' });
});

test('a maintainer who pushed a commit to the PR cannot approve it; allow-self-approval lifts the rule', async () => {
  // The author opened the PR; the maintainer committed the third commit (found on the third page).
  gh.commits.set(PR, [{ author: AUTHOR, committer: AUTHOR }, { author: AUTHOR, committer: 'web-flow' }, { author: AUTHOR, committer: 'Maint' }]);
  gh.pageLimit = 1;
  const run = await runGate(gh);
  expect(run.outputs.conclusion).toBe('action_required');
  expect(run.gate.labels[0]).toMatchObject({ state: 'untrusted', actor: 'maint', reason: 'applied by maint, who authored or committed a commit of this pull request (allow-self-approval is off)' });
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/pulls/{pull_number}/commits')).toHaveLength(3);

  const allowed = await runGate(gh, { inputs: { 'allow-self-approval': 'true' } });
  expect(allowed.outputs.conclusion).toBe('success');
});

test('a commit authored by the approver counts as theirs too', async () => {
  gh.commits.set(PR, [{ author: 'maint', committer: AUTHOR }]);
  const run = await runGate(gh);
  expect(run.outputs.conclusion).toBe('action_required');
  expect(run.gate.labels[0]!.state).toBe('untrusted');
});

test('250 commits (all GitHub lists): the writers cannot all be known, so no label counts', async () => {
  gh.commits.set(PR, Array.from({ length: 251 }, () => ({ author: AUTHOR, committer: AUTHOR })));
  const run = await runGate(gh);
  expect(run.outputs.conclusion).toBe('action_required');
  expect(run.gate.labels[0]).toMatchObject({ state: 'untrusted', reason: expect.stringContaining('more commits than GitHub lists') });
});

test('commits by others (or by no linked account) leave a maintainer\'s approval standing', async () => {
  gh.commits.set(PR, [{ author: AUTHOR, committer: AUTHOR }, { author: null, committer: null }, { author: 'wendy', committer: 'wendy' }]);
  const run = await runGate(gh);
  expect(run.outputs.conclusion).toBe('success');
  expect(run.gate.labels[0]).toMatchObject({ state: 'trusted', actor: 'maint' });
});
