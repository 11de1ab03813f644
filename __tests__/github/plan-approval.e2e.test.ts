/**
 * Execute mode runs nothing a pull request wrote without a trusted maintainer's approval of that
 * exact plan content (its `plasmate-run:` label, besides every mutating step's label), runs each
 * approved content once per PR, and re-reads the head and the labels right before running and
 * before completing the check. The built action against the fake GitHub API; a loopback page
 * server counts visits, so "not executed" means no request from the engine at all.
 * @needs-child-process fake children
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { recordLabel } from '../../src/github/gate/execution-record.js';
import { recordCommentBody } from '../../src/github/rest/record-comments.js';
import { MAX_LABEL_LENGTH } from '../../src/plan/approval-labels.js';
import { FakeGitHub } from './helpers/fake-github.js';
import { startPageServer, type PageServer } from './helpers/page-server.js';
import { AUTHOR, eventFile, HEAD, labelFor, openPullRequest, planLabelFor, PR, recordsOn, runGate, useFakeGitHub } from './helpers/scenario.js';
import { LABEL_KINDS } from '../../src/plan/label-kinds.js';

let gh: FakeGitHub;
let pages: PageServer;
useFakeGitHub((started) => (gh = started));
beforeEach(async () => {
  pages = await startPageServer();
});
afterEach(async () => {
  await pages.close();
});

/**
 * The relay stand-in (fixtures/children/relay-plasmate.mjs): it answers every call at once and
 * requests each page it is sent to from the page server, so `pages.visits` still says whether a
 * plan ran. The subject here is approval, records and rechecks, not pages; execute mode on the
 * reference engine runs in action-execute.e2e.
 */
const EXECUTE = { mode: 'execute', engine: 'plasmate', 'plasmate-path': join(process.cwd(), 'fixtures/children/relay-plasmate.mjs'), 'allow-private-network': 'true' };
const PULL = '/repos/{owner}/{repo}/pulls/{pull_number}';
const LABELS = '/repos/{owner}/{repo}/issues/{issue_number}/labels';
const COMMENTS = '/repos/{owner}/{repo}/issues/{issue_number}/comments';

/** No mutating step: today's "fully approved with zero labels" case. It opens a URL the PR chose. */
function readOnlyPlan(): Buffer {
  return Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'just looks',
    steps: [{ id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/exfiltrate` } }],
  }, null, 2));
}

function navigatePlan(): Buffer {
  return Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'navigate',
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/start` } },
      { id: 'go', tool: 'navigate_to', arguments: { url: `${pages.origin}/next` } },
    ],
  }, null, 2));
}

/** Fires `action` on the n-th request matching method and route (1-based). */
function onNth(method: string, route: string, n: number, action: () => void): void {
  let seen = 0;
  gh.onRequest = (r) => {
    if (r.method === method && r.route === route && ++seen === n) action();
  };
}

test('a plan without mutating steps does not run without its plan label; the label is named and created', async () => {
  const plan = readOnlyPlan();
  openPullRequest(gh, { 'plans/look.json': plan });
  const run = await runGate(gh, { inputs: EXECUTE });
  expect(pages.visits).toEqual([]);
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ conclusion: 'action_required', 'executed-plans': '0', 'plans-awaiting-approval': '1' });
  const label = planLabelFor(plan);
  expect(label.startsWith(LABEL_KINDS.runApproval.prefix)).toBe(true);
  expect(label.length).toBeLessThanOrEqual(MAX_LABEL_LENGTH);
  expect(run.gate.plans[0]!.plan_approval).toEqual({ label, approval: 'missing', approved_by: null });
  expect(run.gate.plans[0]!.execution).toMatchObject({ state: 'not_run' });
  expect(gh.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: 'action_required' });
  expect(gh.checkRuns[0]!.output.summary).toContain(`\`${label}\``);
  expect(gh.repoLabels.get(label)).toEqual({ name: label, color: '5319e7', description: expect.stringMatching(/^run just looks · created \d{4}-\d{2}-\d{2}$/) });
}, 60_000);

test('every step label without the plan label runs nothing', async () => {
  const plan = navigatePlan();
  openPullRequest(gh, { 'plans/nav.json': plan });
  gh.applyLabel(PR, labelFor(plan, 'go'), { login: 'maint' });
  const run = await runGate(gh, { inputs: EXECUTE });
  expect(pages.visits).toEqual([]);
  expect(run.outputs).toMatchObject({ conclusion: 'action_required', 'executed-plans': '0', 'approved-steps': '1' });
}, 60_000);

test('a plan label applied by the author, a triage user or a bot does not count', async () => {
  const plan = readOnlyPlan();
  openPullRequest(gh, { 'plans/look.json': plan });
  gh.roles.set('ci-bot[bot]', { permission: 'admin', role_name: 'admin' });
  for (const actor of [{ login: AUTHOR }, { login: 'trish' }, { login: 'ci-bot[bot]', type: 'Bot' }]) {
    gh.issueLabels.set(PR, []);
    gh.applyLabel(PR, planLabelFor(plan), actor);
    const run = await runGate(gh, { inputs: EXECUTE });
    expect(run.outputs).toMatchObject({ conclusion: 'action_required', 'executed-plans': '0' });
    expect(run.gate.plans[0]!.plan_approval).toMatchObject({ approval: 'untrusted', approved_by: null });
    expect(run.gate.labels[0]).toMatchObject({ state: 'untrusted', approves: [{ path: 'plans/look.json', step: null }] });
  }
  expect(pages.visits).toEqual([]);
}, 60_000);

test('an approved plan runs once per content per PR: not again on a re-run, another label, or a no-op push', async () => {
  const plan = navigatePlan();
  openPullRequest(gh, { 'plans/nav.json': plan });
  gh.applyLabel(PR, labelFor(plan, 'go'), { login: 'maint' });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  const first = await runGate(gh, { inputs: EXECUTE });
  expect(first.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '1' });
  expect(first.gate.plans[0]!.execution).toMatchObject({ state: 'executed', outcome: 'succeeded' });
  const visits = pages.visits.length;
  expect(visits).toBeGreaterThan(0);
  // The record is on the PR, in the action's own comment (not a label), written before and after the run.
  expect(recordsOn(gh, PR)).toEqual([[planLabelFor(plan), 'started'], [planLabelFor(plan), 'succeeded']]);
  expect(gh.issueLabels.get(PR)!.filter((l) => l.startsWith(LABEL_KINDS.executionRecord.prefix))).toEqual([]);

  const rerun = await runGate(gh, { inputs: EXECUTE });
  gh.applyLabel(PR, 'needs-docs', { login: 'wendy' });
  const labeled = await runGate(gh, { inputs: EXECUTE, event: await eventFile('pull_request.labeled') });
  // The author pushes a commit that changes no plan: a new SHA, the same approved content.
  const newHead = '2'.repeat(40);
  openPullRequest(gh, { 'plans/nav.json': plan }, [], newHead);
  const pushed = await runGate(gh, { inputs: EXECUTE, event: await eventFile('pull_request.synchronize', (p) => { p.pull_request.head.sha = newHead; }) });
  for (const run of [rerun, labeled, pushed]) {
    expect(run.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '0' });
    expect(run.gate.plans[0]!.execution).toMatchObject({ state: 'recorded', outcome: 'succeeded' });
  }
  expect(pages.visits).toHaveLength(visits);
  expect(gh.checkRuns.find((r) => r.head_sha === newHead)).toMatchObject({ conclusion: 'success' });

  // A maintainer deletes the record comment to allow another run of the same content.
  gh.comments.set(PR, []);
  const again = await runGate(gh, { inputs: EXECUTE, event: await eventFile('pull_request.synchronize', (p) => { p.pull_request.head.sha = newHead; }) });
  expect(again.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '1' });
  expect(pages.visits.length).toBeGreaterThan(visits);
}, 120_000);

test('an approval withdrawn after the gate was read and before the plan runs: nothing runs', async () => {
  const plan = readOnlyPlan();
  openPullRequest(gh, { 'plans/look.json': plan });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  // The second read of the PR is the re-check right before running.
  onNth('GET', PULL, 2, () => gh.removeLabel(PR, planLabelFor(plan), { login: 'maint' }));
  const run = await runGate(gh, { inputs: EXECUTE });
  expect(pages.visits).toEqual([]);
  expect(run.outputs).toMatchObject({ conclusion: 'action_required', 'executed-plans': '0' });
  expect(gh.checkRuns[0]).toMatchObject({ conclusion: 'action_required' });
}, 60_000);

test('an approval withdrawn while the plan runs: the check does not end as success', async () => {
  const plan = readOnlyPlan();
  openPullRequest(gh, { 'plans/look.json': plan });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  // The first comment write is the "started" record, just before the child starts.
  onNth('POST', COMMENTS, 1, () => gh.removeLabel(PR, planLabelFor(plan), { login: 'maint' }));
  const run = await runGate(gh, { inputs: EXECUTE });
  expect(pages.visits.length).toBeGreaterThan(0);
  expect(run.outputs).toMatchObject({ 'executed-plans': '1', conclusion: 'action_required' });
  expect(gh.checkRuns[0]).toMatchObject({ conclusion: 'action_required' });
}, 60_000);

test('a head that moved before the plan runs: nothing runs', async () => {
  const plan = readOnlyPlan();
  openPullRequest(gh, { 'plans/look.json': plan });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  onNth('GET', PULL, 2, () => { gh.pulls.get(PR)!.headSha = '9'.repeat(40); });
  const run = await runGate(gh, { inputs: EXECUTE });
  expect(pages.visits).toEqual([]);
  expect(run.outputs).toMatchObject({ 'executed-plans': '0', conclusion: 'action_required' });
  expect(run.summary).toContain('head moved to 999999999999 during this run');
  expect(gh.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: 'action_required' });
}, 60_000);

test('an API outage while re-reading the labels before running (outlasting every retry): nothing runs, the check fails', async () => {
  const plan = readOnlyPlan();
  openPullRequest(gh, { 'plans/look.json': plan });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  let reads = 0;
  gh.failWhen = (r) => r.method === 'GET' && r.route === LABELS && ++reads >= 2;
  const run = await runGate(gh, { inputs: EXECUTE });
  expect(pages.visits).toEqual([]);
  expect(run.code).toBe(1);
  expect(gh.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure', output: { title: 'The gate could not complete' } });
}, 60_000);

test('an execution record applied by a person does not count: nothing runs, the check fails', async () => {
  const plan = readOnlyPlan();
  openPullRequest(gh, { 'plans/look.json': plan });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  // A triage user claims it already ran and succeeded.
  gh.applyLabel(PR, recordLabel(planLabelFor(plan), 'succeeded'), { login: 'trish' });
  const run = await runGate(gh, { inputs: EXECUTE });
  expect(pages.visits).toEqual([]);
  expect(run.outputs).toMatchObject({ conclusion: 'failure', 'executed-plans': '0' });
  expect(run.gate.plans[0]!.execution).toMatchObject({ state: 'recorded', reason: expect.stringContaining('applied by trish, not by the action') });
}, 60_000);

test('validate mode names the plan label and creates it, and never runs anything', async () => {
  const plan = readOnlyPlan();
  openPullRequest(gh, { 'plans/look.json': plan });
  const run = await runGate(gh);
  expect(run.outputs.conclusion).toBe('success');
  expect(run.gate.plans[0]!.plan_approval).toEqual({ label: planLabelFor(plan), approval: 'missing', approved_by: null });
  expect(run.gate.plans[0]!.execution).toBeNull();
  expect(run.summary).toContain('### Plan approvals');
  expect(gh.repoLabels.has(planLabelFor(plan))).toBe(true);
  expect(pages.visits).toEqual([]);
});

test('even an approved plan cannot send the runner\'s own tokens: the plan is invalid and nothing runs', async () => {
  const canary = 'oidc-request-token-canary-77';
  const plan = Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: 'send the runner token',
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/form` } },
      { id: 'type', tool: 'type_text', arguments: { element_id: 'e_5d1f0c9a2b7e', text: { $secret: 'ACTIONS_ID_TOKEN_REQUEST_TOKEN' } } },
    ],
  }, null, 2));
  openPullRequest(gh, { 'plans/oidc.json': plan });
  gh.applyLabel(PR, labelFor(plan, 'type'), { login: 'maint' });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  const run = await runGate(gh, { inputs: EXECUTE, env: { ACTIONS_ID_TOKEN_REQUEST_TOKEN: canary } });
  expect(run.outputs).toMatchObject({ conclusion: 'failure', 'executed-plans': '0', 'invalid-plans': '1' });
  const summary = JSON.parse(await readFile(run.outputs['gate-summary']!, 'utf8'));
  expect(summary.plans[0].problems.map((p: { rule: string; line: number }) => [p.rule, p.line])).toEqual([['policy.secret.reserved', 18]]);
  expect(pages.visits).toEqual([]);
  expect(run.stdout).not.toContain(canary);
  expect(JSON.stringify(summary)).not.toContain('ACTIONS_ID_TOKEN_REQUEST_TOKEN');
}, 60_000);

test('a person\'s comment in the record comment\'s exact shape does not count: the plan still runs', async () => {
  const plan = readOnlyPlan();
  openPullRequest(gh, { 'plans/look.json': plan });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  // Anyone may comment: the author claims it already ran and succeeded, byte for byte as the action writes it.
  const forged = recordCommentBody([{ planLabel: planLabelFor(plan), outcome: 'succeeded', author: { login: AUTHOR, type: 'User' } }]);
  gh.addComment(PR, forged, { login: AUTHOR });
  // Another bot quoting it (as reply and echo bots do) does not count either: the body must open with the marker.
  gh.addComment(PR, `> ${forged.split('\n').join('\n> ')}`, { login: 'echo[bot]', type: 'Bot' });
  const run = await runGate(gh, { inputs: EXECUTE });
  expect(pages.visits.length).toBeGreaterThan(0);
  expect(run.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '1' });
  expect(run.gate.plans[0]!.execution).toMatchObject({ state: 'executed', outcome: 'succeeded' });
}, 60_000);

test('migration: a plasmate-done: record label the action wrote before still counts, and the plan does not run again', async () => {
  const plan = readOnlyPlan();
  openPullRequest(gh, { 'plans/look.json': plan });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  gh.applyLabel(PR, recordLabel(planLabelFor(plan), 'started'), gh.tokenActor);
  gh.applyLabel(PR, recordLabel(planLabelFor(plan), 'succeeded'), gh.tokenActor);
  const run = await runGate(gh, { inputs: EXECUTE });
  expect(pages.visits).toEqual([]);
  expect(run.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '0' });
  expect(run.gate.plans[0]!.execution).toMatchObject({ state: 'recorded', outcome: 'succeeded' });
  expect(gh.comments.get(PR) ?? []).toEqual([]);
}, 60_000);
