/**
 * A check that turns green is clean. GitHub appends a check run's annotations and cannot drop
 * one (the fake does the same), so a verdict posted into a reused run would keep every earlier
 * `failure` annotation in the Files tab. Whatever the transition — an approval arriving, an
 * untrusted label answered by a trusted one, a broken plan fixed on the same head — the newest run
 * of the name (what the pull request and branch protection read) carries exactly this verdict's
 * annotations, the replaced run is closed as superseded, and the outputs name the newest run.
 */
import { SUPERSEDED_TITLE } from '../../src/github/rest/check-run.js';
import type { FakeGitHub } from './helpers/fake-github.js';
import { CHECK, eventFile, fixturePlan, HEAD, labelFor, openPullRequest, PR, runGate, useFakeGitHub, type GateRun } from './helpers/scenario.js';

const NAVIGATE = fixturePlan('navigate.json');
const BROKEN = Buffer.from('{\n  "schema": "plasmate.agent-workflow.v1",\n  "name": "broken",\n  "steps": [],\n}\n');

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

/** The newest run of the check holds this run's verdict and only its annotations; no run of the name stays open. */
function expectCleanNewest(run: GateRun): void {
  const newest = gh.newestCheck(CHECK, HEAD)!;
  expect(newest.conclusion).toBe(run.outputs.conclusion);
  expect(String(newest.id)).toBe(run.outputs['check-run-id']);
  const wanted = new Set(run.gate.plans.flatMap((p) => p.problems.map((q) => `${p.path}:${q.line}:${q.column}:${q.rule}`)));
  const posted = newest.annotations.map((a) => `${String(a.path)}:${String(a.start_line)}:${String(a.start_column)}:${String(a.title)}`);
  expect(new Set(posted).size).toBe(posted.length);
  for (const key of posted) expect(wanted).toContain(key);
  if (newest.conclusion === 'success') expect(newest.annotations).toEqual([]);
  expect(gh.checkRuns.filter((r) => r.name === CHECK && r.head_sha === HEAD && r.status !== 'completed')).toEqual([]);
}

const transitions: [string, () => void, () => void, string, string][] = [
  ['an approval arrives', () => undefined, () => gh.applyLabel(PR, labelFor(NAVIGATE, 'go-destination'), { login: 'maint' }), 'action_required', 'success'],
  ['the author\'s own label is answered by a maintainer\'s', () => gh.applyLabel(PR, labelFor(NAVIGATE, 'go-destination'), { login: 'alice' }), () => {
    gh.removeLabel(PR, labelFor(NAVIGATE, 'go-destination'), { login: 'alice' });
    gh.applyLabel(PR, labelFor(NAVIGATE, 'go-destination'), { login: 'maint' });
  }, 'action_required', 'success'],
];

test.each(transitions)('%s: the green check carries no earlier annotation', async (_name, before, after, first, second) => {
  openPullRequest(gh, { 'plans/navigate.json': NAVIGATE });
  before();
  const red = await runGate(gh, { event: await eventFile('pull_request.labeled') });
  expect(red.outputs.conclusion).toBe(first);
  expect(gh.newestCheck(CHECK, HEAD)!.annotations.length).toBeGreaterThan(0);
  expectCleanNewest(red);
  after();
  const green = await runGate(gh, { event: await eventFile('pull_request.labeled') });
  expect(green.outputs.conclusion).toBe(second);
  expectCleanNewest(green);
  // The replaced run is closed, says where the verdict went, and no longer gates anything.
  const old = gh.checkRuns.find((r) => String(r.id) === red.outputs['check-run-id'])!;
  expect(old).toMatchObject({ status: 'completed', conclusion: 'cancelled', output: { title: SUPERSEDED_TITLE } });
  expect(old.output.summary).toContain(`/runs/${green.outputs['check-run-id']}`);
});

test('a broken plan fixed on the same head: the failure annotations do not follow the new verdict', async () => {
  openPullRequest(gh, { 'plans/flow.json': BROKEN });
  const broken = await runGate(gh);
  expect(broken.outputs.conclusion).toBe('failure');
  expectCleanNewest(broken);
  // A re-run of the job after the plan was replaced under the same SHA (a force-push back to it, a test double's liberty).
  gh.contents.set(`${HEAD}:plans/flow.json`, NAVIGATE);
  gh.applyLabel(PR, labelFor(NAVIGATE, 'go-destination'), { login: 'maint' });
  const fixed = await runGate(gh);
  expect(fixed.outputs.conclusion).toBe('success');
  expectCleanNewest(fixed);
});

test('the same verdict again, or one with more annotations, stays in the same run without repeating any', async () => {
  openPullRequest(gh, { 'plans/navigate.json': NAVIGATE });
  const label = labelFor(NAVIGATE, 'go-destination');
  gh.applyLabel(PR, label, { login: 'maint' });
  const green = await runGate(gh, { event: await eventFile('pull_request.labeled') });
  gh.removeLabel(PR, label, { login: 'maint' });
  const red = await runGate(gh, { event: await eventFile('pull_request.labeled') });
  const again = await runGate(gh, { event: await eventFile('pull_request.labeled') });
  expect([green.outputs.conclusion, red.outputs.conclusion, again.outputs.conclusion]).toEqual(['success', 'action_required', 'action_required']);
  expect(new Set([green, red, again].map((r) => r.outputs['check-run-id'])).size).toBe(1);
  expect(gh.requestsTo('POST', '/repos/{owner}/{repo}/check-runs')).toHaveLength(1);
  expectCleanNewest(again);
});
