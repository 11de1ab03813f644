/**
 * No fault leaves an earlier verdict standing. A maintainer approves, the check is `success`; the
 * maintainer removes the label; the next run meets a fault — a primary or secondary rate limit
 * (both 403), a 429, a 502, no answer — on one of its requests, before or after the check opens.
 * Whatever request it hits, and whether it passes on a retry or never does, the newest check of
 * the name on the head is never a `success` the current state does not earn: the check is
 * reopened from the event's head before any other read, and every step after it fails closed.
 */
import { FAULTS, type FakeGitHub, type Fault, type RecordedRequest } from './helpers/fake-github.js';
import { eventFile, fixturePlan, HEAD, labelFor, openPullRequest, PR, runGate, startGitHub } from './helpers/scenario.js';
import { TestClock } from '../helpers/test-clock.js';
import { MAX_ATTEMPTS } from '../../src/github/rest/retry-policy.js';

const NAVIGATE = fixturePlan('navigate.json');
const CHECK = 'plasmate plans';
/** Short enough that a `timeout` fault costs little, long enough for a loopback answer under load (a slow one is retried anyway). */
const REQUEST_TIMEOUT_MS = 750;

/** A PR approved by a maintainer (check `success`), then the approval withdrawn: the state now earns `action_required`. */
async function withdrawnApproval(): Promise<FakeGitHub> {
  const gh = await startGitHub();
  openPullRequest(gh, { 'plans/navigate.json': NAVIGATE });
  const label = labelFor(NAVIGATE, 'go-destination');
  gh.applyLabel(PR, label, { login: 'maint' });
  const approved = await runGate(gh, { event: await eventFile('pull_request.labeled') });
  expect(approved.outputs.conclusion).toBe('success');
  expect(gh.newestCheck(CHECK, HEAD)).toMatchObject({ conclusion: 'success' });
  gh.removeLabel(PR, label, { login: 'maint' });
  return gh;
}

function key(r: RecordedRequest): string {
  return `${r.method} ${r.path}?${new URLSearchParams(r.query).toString()}`;
}

/** The requests of the second run when nothing fails: the positions a fault is injected at. */
async function requestsOfTheRun(): Promise<RecordedRequest[]> {
  const gh = await withdrawnApproval();
  const before = gh.requests.length;
  const run = await runGate(gh, { event: await eventFile('pull_request.labeled') });
  expect(run.outputs.conclusion).toBe('action_required');
  const requests = gh.requests.slice(before);
  await gh.stop();
  expect(gh.violations).toEqual([]);
  return requests;
}

let requests: RecordedRequest[];
beforeAll(async () => {
  requests = await requestsOfTheRun();
  // The check is opened (looked up, reopened) before anything else is read.
  expect(requests.slice(0, 2).map((r) => `${r.method} ${r.route}`)).toEqual([
    'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
    'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
  ]);
}, 120_000);

/** The position of the run's first request after the summary is written: the check's completion. */
function publishing(): number {
  return requests.findIndex((r, i) => i > 1 && r.route !== null && r.route.includes('/check-runs'));
}

/**
 * Runs the withdrawn-approval scenario with `fault` on the request at `position` of the run:
 * `once` only its first attempt, else every attempt of that request (same method, path, query).
 */
async function faultAt(fault: Fault, position: number, once: boolean) {
  const gh = await withdrawnApproval();
  const target = key(requests[position]!);
  let seen = 0;
  let hits = 0;
  gh.failWhen = (r) => {
    // Count only this run's requests; the n-th one with the target's key is the one aimed at.
    if (seen++ < position || key(r) !== target) return false;
    hits++;
    return once && hits > 1 ? false : fault;
  };
  const clock = new TestClock();
  const run = await runGate(gh, { event: await eventFile('pull_request.labeled'), apiTiming: { clock, requestTimeoutMs: REQUEST_TIMEOUT_MS } });
  await gh.stop();
  expect(gh.violations).toEqual([]);
  return { gh, run, hits, clock };
}

describe.each(FAULTS)('fault %s', (fault) => {
  test('on every request of the run, every attempt: the newest check is never the earlier success', async () => {
    for (let position = 0; position < requests.length; position++) {
      const { gh, run, hits } = await faultAt(fault, position, false);
      const newest = gh.newestCheck(CHECK, HEAD);
      const where = `${fault} on request ${position} (${requests[position]!.method} ${requests[position]!.route})`;
      expect([where, newest?.conclusion]).not.toEqual([where, 'success']);
      // A request that never passes is tried MAX_ATTEMPTS times, unless it is the reopening, whose failure creates a new check.
      expect([where, hits >= 1]).toEqual([where, true]);
      // The step passes only with a blocking check that says what the state earns (fail-on-awaiting-approval: auto).
      if (run.code === 0 && !(run.outputs.conclusion === 'action_required' && newest?.conclusion === 'action_required')) throw new Error(`${where}: the step passed`);
      // Whatever was reached, the check does not claim success; when the run completed, it says what the state earns.
      if (run.outputs.conclusion !== undefined) expect([where, run.outputs.conclusion]).not.toEqual([where, 'success']);
    }
  }, 600_000);

  test('on every request of the run, once: the retry passes and the check says what the state earns', async () => {
    for (let position = 0; position < requests.length; position++) {
      const { gh, run, clock } = await faultAt(fault, position, true);
      const where = `${fault} once on request ${position} (${requests[position]!.method} ${requests[position]!.route})`;
      expect([where, run.outputs.conclusion]).toEqual([where, 'action_required']);
      expect([where, gh.newestCheck(CHECK, HEAD)?.conclusion]).toEqual([where, 'action_required']);
      // One retry, waited on the test's clock (nothing waited for real).
      expect([where, clock.waits.length]).toEqual([where, 1]);
      // The summary tells what the run spent, retries included when they came before it was written.
      const spent = position < publishing() ? /GitHub API: \d+ requests of this run's budget of 750, 1 retry after rate limits or outages/ : /GitHub API: \d+ requests of this run's budget of 750\./;
      expect([where, run.summary]).toEqual([where, expect.stringMatching(spent)]);
    }
  }, 600_000);
});

test('a fault that outlasts every retry fails the run with the reason, and the check says so', async () => {
  const gh = await withdrawnApproval();
  gh.failWhen = (r) => r.method === 'GET' && r.route === '/repos/{owner}/{repo}/pulls/{pull_number}' && '403-primary';
  const run = await runGate(gh, { event: await eventFile('pull_request.labeled') });
  await gh.stop();
  expect(run.code).toBe(1);
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/pulls/{pull_number}').length).toBe(1 + MAX_ATTEMPTS);
  const newest = gh.newestCheck(CHECK, HEAD)!;
  expect(newest).toMatchObject({ status: 'completed', conclusion: 'failure', output: { title: 'The gate could not complete' } });
  expect(newest.output.summary).toContain('answered 403: API rate limit exceeded for installation ID 1. (gave up after 4 attempts)');
  expect(newest.output.summary).toMatch(/GitHub API: \d+ requests of this run's budget of 750, 3 retries/);
}, 120_000);

test('a 403 that is not a rate limit is not taken for a read-only token: the run fails, the check says so', async () => {
  const gh = await withdrawnApproval();
  gh.failWhen = (r) => r.method === 'GET' && r.route === '/repos/{owner}/{repo}/issues/{issue_number}/labels' && 'forbidden';
  const run = await runGate(gh, { event: await eventFile('pull_request.labeled') });
  await gh.stop();
  expect(run.code).toBe(1);
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/issues/{issue_number}/labels')).toHaveLength(2); // the first run's, and one
  expect(gh.newestCheck(CHECK, HEAD)).toMatchObject({ conclusion: 'failure' });
  expect(run.stdout).not.toContain('read-only');
}, 120_000);

test('the request budget: a run past it fails closed, its check says why, and the check still closes', async () => {
  const gh = await withdrawnApproval();
  const run = await runGate(gh, { event: await eventFile('pull_request.labeled'), inputs: { 'api-request-budget': '30' } });
  // Thirty requests gate this one-plan PR; a PR whose reads need more fails.
  expect(run.outputs.conclusion).toBe('action_required');
  gh.files.set(PR, [...gh.files.get(PR)!, ...Array.from({ length: 40 }, (_, i) => ({ filename: `plans/p${i}.json`, status: 'added' as const }))]);
  for (let i = 0; i < 40; i++) gh.contents.set(`${HEAD}:plans/p${i}.json`, NAVIGATE);
  const over = await runGate(gh, { event: await eventFile('pull_request.labeled'), inputs: { 'api-request-budget': '30' } });
  await gh.stop();
  expect(over.code).toBe(1);
  const newest = gh.newestCheck(CHECK, HEAD)!;
  expect(newest).toMatchObject({ conclusion: 'failure', output: { title: 'The gate could not complete' } });
  expect(newest.output.summary).toContain('this run has sent 30 GitHub API requests, its budget (input "api-request-budget")');
  expect(gh.violations).toEqual([]);
}, 120_000);
