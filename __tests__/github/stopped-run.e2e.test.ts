/**
 * A run that stops is a report, not a crash. Whatever stopped it — an API failure before or after
 * the check opened, the check that could not open, a bad input — the step fails with one line
 * naming the cause (for an API failure: the call, the API URL, the status), the job summary says
 * the same and what became of the check run, `conclusion` is `failure`, and no stack trace
 * reaches the log outside `::debug::` (shown only with ACTIONS_STEP_DEBUG). In-process through
 * the step's own seams, and once as GitHub runs the bundle.
 * @needs-bundle action
 */
import type { FakeGitHub } from './helpers/fake-github.js';
import { CHECK, fixturePlan, HEAD, openPullRequest, runGate, useFakeGitHub, type GateRun } from './helpers/scenario.js';

const NAVIGATE = fixturePlan('navigate.json');

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));
beforeEach(() => openPullRequest(gh, { 'plans/navigate.json': NAVIGATE }));

/** Log lines other than the debug log's: what every reader of the job's log sees. */
function visibleLog(run: GateRun): string[] {
  return run.stdout.split('\n').filter((line) => !line.startsWith('::debug::'));
}

function expectReported(run: GateRun, cause: RegExp, check: RegExp): void {
  expect(run.code).toBe(1);
  expect(run.outputs.conclusion).toBe('failure');
  const errors = visibleLog(run).filter((line) => line.startsWith('::error::'));
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(cause);
  // No frame of a stack in the visible log; the debug log has it.
  expect(visibleLog(run).filter((line) => /^\s+at |%0A\s+at /.test(line))).toEqual([]);
  expect(run.stdout).toMatch(/::debug::\w*Error: .*%0A {4}at /);
  expect(run.summary).toContain('**Stopped: the gate could not complete.**');
  expect(run.summary).toMatch(cause);
  expect(run.summary).toMatch(check);
}

test('the API fails past its retries after the check opened: the call, the API URL and the status; the check is completed', async () => {
  gh.failWhen = (r) => r.method === 'GET' && r.route === '/repos/{owner}/{repo}/pulls/{pull_number}' && 'forbidden';
  const run = await runGate(gh);
  expectReported(run, new RegExp(`GitHub API GET /repos/\\{owner\\}/\\{repo\\}/pulls/\\{pull_number\\} answered 403: Resource not accessible by integration \\(API URL ${gh.url.replace(/[.]/g, '\\.')}\\)`), /The check run was completed as `failure`/);
  expect(run.summary).toMatch(/GitHub API: \d+ requests sent \(budget 750\)/);
  expect(gh.newestCheck(CHECK, HEAD)).toMatchObject({ status: 'completed', conclusion: 'failure' });
});

test('the check cannot open: the summary says no check run was opened', async () => {
  gh.failWhen = (r) => r.method === 'POST' && r.route === '/repos/{owner}/{repo}/check-runs' && 'forbidden';
  const run = await runGate(gh);
  expectReported(run, /GitHub API POST \/repos\/\{owner\}\/\{repo\}\/check-runs answered 403/, /No check run was opened by this run\./);
});

test('the check cannot be completed either: the summary says it stays in progress, which blocks', async () => {
  gh.failWhen = (r) => r.method === 'GET' && r.route === '/repos/{owner}/{repo}/pulls/{pull_number}' ? 'forbidden' : r.method === 'PATCH' && r.route === '/repos/{owner}/{repo}/check-runs/{check_run_id}' && (r.body as { conclusion?: string }).conclusion !== undefined && 'forbidden';
  const run = await runGate(gh);
  expectReported(run, /answered 403/, /could not be completed .* stays in progress/);
  expect(gh.newestCheck(CHECK, HEAD)).toMatchObject({ status: 'in_progress', conclusion: null });
});

test('an unreachable API (nothing listens): the transport failure and the API URL', async () => {
  const url = gh.url;
  await gh.stop();
  // A loopback port whose server just closed: connections are refused.
  const run = await runGate(gh, { env: { GITHUB_API_URL: url }, apiTiming: { clock: { now: () => Date.now(), sleep: async () => undefined }, requestTimeoutMs: 2_000 } });
  await gh.start();
  expectReported(run, new RegExp(`GitHub API POST /repos/\\{owner\\}/\\{repo\\}/check-runs failed: .* \\(API URL ${url.replace(/[.]/g, '\\.')}\\)`), /No check run was opened/);
});

test('a bad input: its own message, a summary, conclusion failure', async () => {
  const run = await runGate(gh, { inputs: { mode: 'exectue' } });
  expectReported(run, /input "mode" must be one of/, /No check run was opened/);
  expect(gh.requests).toEqual([]);
});

test('as GitHub runs the bundle: GITHUB_STEP_SUMMARY and GITHUB_OUTPUT written, no stack on stdout or stderr', async () => {
  gh.failWhen = (r) => r.method === 'GET' && r.route === '/repos/{owner}/{repo}/pulls/{pull_number}' && 'forbidden';
  const run = await runGate(gh, { bundle: true });
  expectReported(run, /GitHub API GET \/repos\/\{owner\}\/\{repo\}\/pulls\/\{pull_number\} answered 403: .*\(API URL http:\/\/127\.0\.0\.1:\d+\)/, /The check run was completed as `failure`/);
  expect(run.stderr).not.toMatch(/\bat .*\.js:\d+/);
});
