/**
 * A retargeted pull request is gated anew: the check records the base commit it evaluated
 * (`external_id`), and a run that meets another base says the earlier verdict is stale and
 * replaces it — a fork PR opened against a branch that already has the plan ("Nothing to
 * check", neutral) and then retargeted to `main` does not keep its neutral check.
 */
import { BASE_SHA, FakeGitHub } from './helpers/fake-github.js';
import { eventFile, fixturePlan, HEAD, openPullRequest, PR, runGate, useFakeGitHub } from './helpers/scenario.js';

const NAVIGATE = fixturePlan('navigate.json');
const CHECK = 'plasmate plans';
const RELEASE_BASE = 'e'.repeat(40);

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

test('the check records its base; a retarget re-gates against the new base and calls the old verdict stale', async () => {
  // Against a release branch that already has this plan, the PR changes no plan file.
  openPullRequest(gh, {});
  gh.pulls.get(PR)!.baseSha = RELEASE_BASE;
  const first = await runGate(gh);
  expect(first.outputs.conclusion).toBe('neutral');
  expect(gh.newestCheck(CHECK, HEAD)).toMatchObject({ conclusion: 'neutral', external_id: `plasmate-base:${RELEASE_BASE}` });

  // Retargeted to main: GitHub fires `edited` with changes.base, and the diff now adds the plan.
  gh.pulls.get(PR)!.baseSha = BASE_SHA;
  gh.files.set(PR, [{ filename: 'plans/navigate.json', status: 'added' }]);
  gh.contents.set(`${HEAD}:plans/navigate.json`, NAVIGATE);
  const event = await eventFile('pull_request.synchronize', (p) => {
    (p as unknown as Record<string, unknown>).action = 'edited';
    (p as unknown as Record<string, unknown>).changes = { base: { ref: { from: 'release' }, sha: { from: RELEASE_BASE } } };
  });
  const retargeted = await runGate(gh, { event });
  expect(retargeted.outputs.conclusion).toBe('action_required');
  const check = gh.newestCheck(CHECK, HEAD)!;
  expect(check).toMatchObject({ conclusion: 'action_required', external_id: `plasmate-base:${BASE_SHA}` });
  expect(check.output.summary).toContain(`computed against base ${RELEASE_BASE.slice(0, 12)}; the pull request's base is now ${BASE_SHA.slice(0, 12)}, so that verdict is stale`);
  // The same base again: no stale note.
  const again = await runGate(gh);
  expect(again.summary).not.toContain('so that verdict is stale');
});
