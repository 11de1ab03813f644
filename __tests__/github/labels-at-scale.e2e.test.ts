/**
 * Within GitHub's 100 labels per pull request, by design: one plan-scope
 * label approves a whole plan (every mutating step and running it), execution records live in the
 * action's comment, so 90 changed plans of several mutating steps each are approved and executed on
 * one pull request while the fake GitHub refuses a 101st label as GitHub does. The action runs
 * in-process, plus one bundle smoke of the same scenario at fewer plans.
 * @needs-bundle action
 * @needs-child-process fake children, node
 */
import { GitHubApi } from '../../src/github/rest/api.js';
import { MAX_LABELS_PER_PULL_REQUEST } from '../../src/github/gate/labels.js';
import { Redactor } from '../../src/github/redact.js';
import { FakeGitHub, MAX_ISSUE_LABELS, TOO_MANY_LABELS_BODY, WRITE_TOKEN } from './helpers/fake-github.js';
import { shEchoChild } from '../helpers/sh-echo.js';
import { startPageServer, type PageServer } from './helpers/page-server.js';
import { labelFor, openPullRequest, planLabelFor, PR, recordsOn, runGate, scopeLabelFor, useFakeGitHub } from './helpers/scenario.js';
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
 * Executing 90 plans in one job re-reads the live state before each plan (about ten requests a
 * plan): more than the default request budget, which fits validate mode's reads. Such a workflow
 * raises `api-request-budget` (or shards the plans).
 */
const EXECUTE = { mode: 'execute', engine: 'reference', 'allow-private-network': 'true', 'api-request-budget': '2000' };
/**
 * The 90-plan run executes on the echo stand-in as a shell script (helpers/sh-echo.ts: the Node
 * echo child's replies, byte for byte): its subject is approval and records at scale; 90 reference
 * engines would spend minutes loading jsdom, and 90 Node start-ups ~15 CPU-seconds. The bundle
 * smoke runs the reference engine and checks every page was visited.
 */
const executeOnEcho = async () => ({ mode: 'execute', engine: 'plasmate', 'plasmate-path': await shEchoChild(), 'api-request-budget': '2000' });
/** The plans of the in-process test: at least 90 (near GitHub's 100-label limit), one label each. */
const MANY_PLANS = 90;
/**
 * The bundle smoke runs the same scenario at fewer plans: 90 through the bundle adds minutes and
 * shows nothing the in-process run does not. Two plans (two reference engines, one after the
 * other, records of both in the one comment) show what more would: each further plan costs a
 * jsdom start-up (~1.6 CPU-seconds) and repeats the second.
 */
const BUNDLE_PLANS = 2;
/** A bundle run of the smoke executes every plan in a real child; under a loaded machine that takes longer than runNode's default. */
const BUNDLE_RUN_TIMEOUT_MS = 240_000;
/** Labels of other schemes the pull request carries too, so that the total is near the limit. */
const OTHER_LABELS = ['bug', 'needs-docs', 'area/flows', 'size/xl', 'ci'];

/** Plan `i`: opens a page and takes three mutating steps (each would need its own step label). */
function manyStepPlan(i: number): Buffer {
  return Buffer.from(JSON.stringify({
    schema: 'plasmate.agent-workflow.v1',
    name: `flow ${i}`,
    steps: [
      { id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/p${i}/start` } },
      { id: 'go-a', tool: 'navigate_to', arguments: { url: `${pages.origin}/p${i}/a` } },
      { id: 'go-b', tool: 'navigate_to', arguments: { url: `${pages.origin}/p${i}/b` } },
      { id: 'go-c', tool: 'navigate_to', arguments: { url: `${pages.origin}/p${i}/c` } },
    ],
  }, null, 2));
}

function arrange(count: number): Record<string, Buffer> {
  const plans: Record<string, Buffer> = {};
  for (let i = 0; i < count; i++) plans[`plans/flow-${String(i).padStart(3, '0')}.json`] = manyStepPlan(i);
  openPullRequest(gh, plans);
  for (const name of OTHER_LABELS) gh.applyLabel(PR, name, { login: 'wendy' });
  for (const bytes of Object.values(plans)) gh.applyLabel(PR, scopeLabelFor(bytes), { login: 'maint' });
  return plans;
}

async function approveAndExecute(count: number, bundle: boolean, inputs: Record<string, string>): Promise<void> {
  const realPages = inputs === EXECUTE;
  const plans = arrange(count);
  expect(gh.issueLabels.get(PR)!.length).toBe(count + OTHER_LABELS.length);
  const run = await runGate(gh, { inputs, bundle, timeoutMs: BUNDLE_RUN_TIMEOUT_MS });
  expect(run.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': String(count), 'failed-executions': '0', 'steps-needing-approval': '0' });
  expect(gh.checkRuns[0]).toMatchObject({ conclusion: 'success' });
  // Each plan's labels computed once (each is a validation of the plan): the checks below compare against them 90 × 180 times.
  const labelsOf = new Map(Object.entries(plans).map(([path, bytes]) => [path, { scope: scopeLabelFor(bytes), plan: planLabelFor(bytes) }]));
  for (const path of Object.keys(plans)) {
    const plan = run.gate.plans.find((p) => p.path === path)!;
    // One label approved all three mutating steps and running the plan.
    expect(plan.plan_scope_approval).toEqual({ label: labelsOf.get(path)!.scope, approval: 'approved', approved_by: 'maint' });
    expect(plan.plan_approval).toMatchObject({ label: labelsOf.get(path)!.plan, approval: 'approved', approved_by: 'maint' });
    expect(plan.mutating_steps.map((s) => [s.id, s.approval, s.approved_by])).toEqual([['go-a', 'approved', 'maint'], ['go-b', 'approved', 'maint'], ['go-c', 'approved', 'maint']]);
    expect(plan.execution).toMatchObject({ state: 'executed', outcome: 'succeeded' });
  }
  // Every plan visited all its pages (the echo stand-in visits none).
  for (let i = 0; i < count; i++) expect(pages.visits.filter((v) => v.startsWith(`/p${i}/`))).toHaveLength(realPages ? 4 : 0);
  // Records are in the action's comment, not labels: the PR carries what it carried before.
  const labels = gh.issueLabels.get(PR)!;
  expect(labels.length).toBe(count + OTHER_LABELS.length);
  expect(labels.length).toBeLessThanOrEqual(MAX_LABELS_PER_PULL_REQUEST);
  expect(labels.filter((l) => l.startsWith(LABEL_KINDS.executionRecord.prefix))).toEqual([]);
  const records = recordsOn(gh, PR);
  expect(records).toHaveLength(2 * count);
  expect(gh.comments.get(PR)).toHaveLength(1);
  for (const { plan } of labelsOf.values()) expect(records.filter(([label]) => label === plan).map(([, o]) => o)).toEqual(['started', 'succeeded']);
  // Step labels would have needed 3 per plan (270 for 90): the summary offered the one-label way.
  expect(run.gate.label_budget).toEqual({ needed: count + OTHER_LABELS.length, plans: count, other_labels: OTHER_LABELS.length, limit: MAX_LABELS_PER_PULL_REQUEST });

  // A re-run runs nothing again: the comment's records count. In-process also after the bundle
  // smoke: the bundle's part (its lazy execute chunk, real children) is the first run's; reading
  // the records back is the same code in both, and the 90-plan test reads back 180 of them.
  const visits = pages.visits.length;
  const rerun = await runGate(gh, { inputs });
  expect(rerun.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '0' });
  expect(pages.visits).toHaveLength(visits);
}

test(`${MANY_PLANS} changed plans of three mutating steps each are approved with one label each and executed, within GitHub's 100 labels`, async () => {
  const started = Date.now();
  await approveAndExecute(MANY_PLANS, false, await executeOnEcho());
  process.stderr.write(`labels-at-scale: ${MANY_PLANS} plans approved and executed (twice gated) in ${Date.now() - started} ms\n`);
}, 900_000);

test(`bundle smoke: ${BUNDLE_PLANS} plans approved by plan-scope labels run through dist/index.js, records in the comment`, async () => {
  await approveAndExecute(BUNDLE_PLANS, true, EXECUTE);
}, 300_000);

test('the fake GitHub refuses a 101st label with GitHub\'s 422, and the arrangement helper refuses it too', async () => {
  for (let i = 0; i < MAX_ISSUE_LABELS; i++) gh.applyLabel(PR, `l${i}`, { login: 'wendy' });
  expect(() => gh.applyLabel(PR, 'one-too-many', { login: 'wendy' })).toThrow(/more than 100 labels/);
  openPullRequest(gh, {});
  const answer = await fetch(`${gh.url}/repos/${gh.fullName()}/issues/${PR}/labels`, {
    method: 'POST', headers: { authorization: `token ${WRITE_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ labels: ['one-too-many'] }),
  });
  expect(answer.status).toBe(422);
  expect(await answer.json()).toEqual(TOO_MANY_LABELS_BODY);
  expect(TOO_MANY_LABELS_BODY.errors[0]!.message).toBe('Issues cannot have more than 100 labels');
  expect(gh.issueLabels.get(PR)).toHaveLength(MAX_ISSUE_LABELS);
  const api = new GitHubApi(gh.url, WRITE_TOKEN, new Redactor());
  await expect(api.request('POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels', { owner: gh.owner, repo: gh.repo, issue_number: PR }, { body: { labels: ['another'] } })).rejects.toMatchObject({ status: 422 });
  // Re-adding a label the PR already has is no new label.
  await api.request('POST', '/repos/{owner}/{repo}/issues/{issue_number}/labels', { owner: gh.owner, repo: gh.repo, issue_number: PR }, { body: { labels: ['l0'] } });
  expect(gh.issueLabels.get(PR)).toHaveLength(MAX_ISSUE_LABELS);
});

test('a pull request that would need more than 100 labels is told so plainly, with how to split it; at exactly 100 it is not', async () => {
  // One label over GitHub's limit (96 plan-scope labels + 5 others = 101), then exactly at it (96 + 4).
  const plans: Record<string, Buffer> = {};
  for (let i = 0; i < 96; i++) plans[`plans/flow-${String(i).padStart(3, '0')}.json`] = manyStepPlan(i);
  openPullRequest(gh, plans);
  for (const name of OTHER_LABELS) gh.applyLabel(PR, name, { login: 'wendy' });
  const run = await runGate(gh);
  expect(run.outputs.conclusion).toBe('action_required');
  expect(run.gate.label_budget).toEqual({ needed: 101, plans: 96, other_labels: 5, limit: 100 });
  const summary = gh.checkRuns[0]!.output.summary!;
  expect(summary).toContain('**Too many plans for one pull request:** approving its 96 plans takes at least 101 labels (one plan-scope label each, plus the 5 other labels it carries), and GitHub allows 100 on one pull request. Split it into pull requests of at most 95 changed plans each.');
  gh.issueLabels.set(PR, OTHER_LABELS.slice(1));
  const atLimit = await runGate(gh);
  expect(atLimit.gate.label_budget).toEqual({ needed: 100, plans: 96, other_labels: 4, limit: 100 });
  expect(gh.checkRuns[0]!.output.summary).not.toContain('Too many plans');
}, 300_000);

test('the summary offers each awaiting plan\'s plan-scope label beside its step labels, and the action creates it first', async () => {
  const bytes = manyStepPlan(0);
  openPullRequest(gh, { 'plans/one.json': bytes });
  const run = await runGate(gh);
  const scope = scopeLabelFor(bytes);
  expect(scope.startsWith(LABEL_KINDS.wholePlanApproval.prefix)).toBe(true);
  expect(scope).toHaveLength(50);
  expect(run.gate.plans[0]!.plan_scope_approval).toEqual({ label: scope, approval: 'missing', approved_by: null });
  const summary = gh.checkRuns[0]!.output.summary!;
  expect(summary).toContain('### Approve a whole plan');
  expect(summary).toContain(`| \`plans/one.json\` | 3 | \`${scope}\` |`);
  expect(summary).toContain(`\`${labelFor(bytes, 'go-a')}\``);
  expect(gh.requestsTo('POST', '/repos/{owner}/{repo}/labels')[0]!.body).toMatchObject({ name: scope, description: expect.stringMatching(/^approve all of flow 0 · created \d{4}-\d{2}-\d{2}$/) });
});
