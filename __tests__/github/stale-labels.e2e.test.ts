/**
 * An edit after approval, through the built action on the fake GitHub: the old content's labels are
 * listed as stale but no longer fail the check (it awaits approval of the new content), and with
 * `remove-stale-labels` the action deletes exactly those labels — never an execution record
 * (`plasmate-done:`), never a label of another scheme, never more than its bound per run.
 */
import { recordLabel } from '../../src/github/gate/execution-record.js';
import { MAX_STALE_LABELS_REMOVED } from '../../src/github/rest/label-changes.js';
import { FakeGitHub } from './helpers/fake-github.js';
import { fixturePlan, HEAD, labelFor, openPullRequest, planLabelFor, PR, runGate, testLabelFor, useFakeGitHub } from './helpers/scenario.js';

const NAVIGATE = fixturePlan('navigate.json');
const DELETE_ROUTE = '/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}';

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

/** The plan as it was approved (`n` varies the old content) and as it is now at the head. */
const oldContent = (n = 0) => Buffer.from(NAVIGATE.toString('utf8').replace('/destination"', `/elsewhere-${n}"`));

/** A PR whose plan was edited after a maintainer approved every label of its old content. */
function arrangeEditAfterApproval(): { stale: string[]; record: string } {
  openPullRequest(gh, { 'plans/navigate.json': NAVIGATE });
  const old = oldContent();
  const stale = [labelFor(old, 'go-destination'), planLabelFor(old), testLabelFor(old)];
  for (const label of stale) gh.applyLabel(PR, label, { login: 'maint' });
  // The old content already ran once (execute mode's record), and the PR carries an unrelated label.
  const record = recordLabel(planLabelFor(old), 'succeeded');
  gh.applyLabel(PR, record, { login: 'github-actions[bot]', type: 'Bot' });
  gh.applyLabel(PR, 'bug', { login: 'maint' });
  return { stale, record };
}

test('an edit after approval: the old labels are listed stale and the check awaits approval instead of failing', async () => {
  const { stale } = arrangeEditAfterApproval();
  const run = await runGate(gh);
  expect(run.outputs.conclusion).toBe('action_required');
  expect(gh.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: 'action_required' });
  expect(run.gate.labels.map((l) => [l.name, l.state])).toEqual(stale.map((l) => [l, 'stale']));
  expect(run.gate.counts.label_problems).toBe(0);
  expect(gh.checkRuns[0]!.output.summary).toContain(`\`${stale[0]}\` **stale**`);
  // Off by default: nothing is removed.
  expect(gh.requestsTo('DELETE', DELETE_ROUTE)).toEqual([]);
  expect(gh.issueLabels.get(PR)).toHaveLength(5);
});

test('remove-stale-labels deletes the stale approval labels only: records and foreign labels stay', async () => {
  const { stale, record } = arrangeEditAfterApproval();
  const run = await runGate(gh, { inputs: { 'remove-stale-labels': 'true' } });
  expect(run.outputs.conclusion).toBe('action_required');
  expect(gh.requestsTo('DELETE', DELETE_ROUTE).map((r) => decodeURIComponent(r.path.split('/').pop()!))).toEqual(stale);
  expect(gh.issueLabels.get(PR)).toEqual([record, 'bug']);
  // The summary still names what was stale when the gate ran, and says it was removed.
  expect(run.gate.labels.map((l) => l.state)).toEqual(['stale', 'stale', 'stale']);
  expect(gh.checkRuns[0]!.output.summary).toContain('Removed 3 stale approval labels');
});

test('a current approval is never removed, nor anything when a plan cannot be read', async () => {
  openPullRequest(gh, { 'plans/navigate.json': NAVIGATE, 'plans/broken.json': Buffer.from('{"schema": "plasmate.agent-workflow.v1", "steps": [') });
  const current = labelFor(NAVIGATE, 'go-destination');
  gh.applyLabel(PR, current, { login: 'maint' });
  gh.applyLabel(PR, labelFor(oldContent(), 'go-destination'), { login: 'maint' });
  await runGate(gh, { inputs: { 'remove-stale-labels': 'true' } });
  // The broken plan's labels are unknown: the "stale" one might be its approval.
  expect(gh.requestsTo('DELETE', DELETE_ROUTE)).toEqual([]);
  gh.files.set(PR, gh.files.get(PR)!.filter((f) => f.filename !== 'plans/broken.json'));
  const run = await runGate(gh, { inputs: { 'remove-stale-labels': 'true' } });
  expect(run.outputs.conclusion).toBe('success');
  expect(gh.issueLabels.get(PR)).toEqual([current]);
});

test('a token that may not remove labels: the 403 is ignored and the gate completes', async () => {
  const { stale } = arrangeEditAfterApproval();
  gh.forbidLabelRemoval = true;
  const run = await runGate(gh, { inputs: { 'remove-stale-labels': 'true' } });
  expect(run.outputs.conclusion).toBe('action_required');
  expect(gh.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'action_required' });
  // One attempt, then it stops asking.
  expect(gh.requestsTo('DELETE', DELETE_ROUTE)).toHaveLength(1);
  expect(gh.issueLabels.get(PR)).toEqual(expect.arrayContaining(stale));
});

test(`at most ${MAX_STALE_LABELS_REMOVED} stale labels are removed per run`, async () => {
  openPullRequest(gh, { 'plans/navigate.json': NAVIGATE });
  const piled = Array.from({ length: MAX_STALE_LABELS_REMOVED + 5 }, (_, n) => labelFor(oldContent(n), 'go-destination'));
  for (const label of piled) gh.applyLabel(PR, label, { login: 'trish' });
  const run = await runGate(gh, { inputs: { 'remove-stale-labels': 'true' } });
  expect(run.outputs.conclusion).toBe('action_required');
  expect(gh.requestsTo('DELETE', DELETE_ROUTE)).toHaveLength(MAX_STALE_LABELS_REMOVED);
  expect(gh.issueLabels.get(PR)).toEqual(piled.slice(MAX_STALE_LABELS_REMOVED));
});

test('nothing is removed when the head moved after the plans were read: a "stale" label might approve the new content', async () => {
  arrangeEditAfterApproval();
  gh.onRequest = (request) => {
    // Once the labels are read (after the plans), the author pushes again.
    if (request.method === 'GET' && request.route === '/repos/{owner}/{repo}/issues/{issue_number}/labels') gh.pulls.get(PR)!.headSha = '2'.repeat(40);
  };
  await runGate(gh, { inputs: { 'remove-stale-labels': 'true' } });
  expect(gh.requestsTo('DELETE', DELETE_ROUTE)).toEqual([]);
  expect(gh.issueLabels.get(PR)).toHaveLength(5);
});
