/**
 * A check run belongs to a SHA, not a pull request. When several open PRs share a head SHA,
 * each run evaluates all of them (GET /commits/{sha}/pulls) and posts the worst conclusion, so
 * a second PR with no plan in its diff cannot turn the first one's `action_required` green.
 */
import { FakeGitHub } from './helpers/fake-github.js';
import { CHECK, eventFile, fixturePlan, HEAD, labelFor, openPullRequest, PR, runGate, useFakeGitHub } from './helpers/scenario.js';

const NAVIGATE = fixturePlan('navigate.json');
const OTHER = 8;

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));
beforeEach(async () => {
  openPullRequest(gh, { 'plans/navigate.json': NAVIGATE });
  // Another PR (another base branch, say) with the same head commit and only a README in its diff.
  gh.pulls.set(OTHER, { number: OTHER, author: 'wendy', headSha: HEAD, headRef: 'flows/sign-in', headOwner: gh.owner, baseFullName: gh.fullName() });
  gh.files.set(OTHER, [{ filename: 'README.md', status: 'modified' }]);
});

const otherEvent = () => eventFile('pull_request.synchronize', (p) => {
  p.number = OTHER;
  p.pull_request.number = OTHER;
});

test('the run for a PR without plans keeps the shared check at the other PR\'s action_required', async () => {
  const first = await runGate(gh);
  expect(first.outputs.conclusion).toBe('action_required');
  const second = await runGate(gh, { event: await otherEvent() });
  expect(second.code).toBe(0);
  expect(second.outputs.conclusion).toBe('action_required');
  // This run's own verdict has none of the other PR's annotations, so it is a new run of the name (check-run.ts).
  expect(gh.newestCheck(CHECK, HEAD)).toMatchObject({ conclusion: 'action_required', annotations: [] });
  expect(second.gate.same_head_pull_requests).toEqual([{ number: PR, conclusion: 'action_required' }]);
  expect(second.summary).toContain(`Pull request #${PR} has the same head commit; its plans conclude \`action_required\``);
});

test('when every PR on the SHA passes, the check passes: success, not neutral', async () => {
  gh.applyLabel(PR, labelFor(NAVIGATE, 'go-destination'), { login: 'maint' });
  const run = await runGate(gh, { event: await otherEvent() });
  expect(run.code).toBe(0);
  expect(run.outputs.conclusion).toBe('success');
  expect(gh.checkRuns[0]).toMatchObject({ conclusion: 'success' });
});

test('a failing PR on the SHA fails the check whichever PR\'s run posts last', async () => {
  gh.files.set(OTHER, [{ filename: 'plans/broken.json', status: 'added' }]);
  gh.contents.set(`${HEAD}:plans/broken.json`, Buffer.from('{"schema": "plasmate.agent-workflow.v1", "steps": [}'));
  gh.applyLabel(PR, labelFor(NAVIGATE, 'go-destination'), { login: 'maint' });
  const run = await runGate(gh);
  expect(run.outputs.conclusion).toBe('failure');
  expect(gh.checkRuns[0]).toMatchObject({ conclusion: 'failure' });
  expect(run.gate.same_head_pull_requests).toEqual([{ number: OTHER, conclusion: 'failure' }]);
});
