/**
 * The built action on pull requests, against the local GitHub API: changed plans read at the head
 * SHA, approval labels and who applied them, the check run, gate-summary.json. Every request the
 * action makes is checked against GitHub's OpenAPI description (see helpers/openapi.ts).
 */
import { readFile } from 'node:fs/promises';
import { MAX_LABEL_LENGTH } from '../../src/plan/approval-labels.js';
import { BASE_SHA, FakeGitHub, READ_TOKEN } from './helpers/fake-github.js';
import type { GateSummaryJson } from '../../src/github/gate/gate-summary.js';
import { AUTHOR, eventFile, fixturePlan, HEAD, labelFor, openPullRequest, PR, runGate, type GateRun, useFakeGitHub } from './helpers/scenario.js';
import { LABEL_KINDS } from '../../src/plan/label-kinds.js';

const SIGN_IN = fixturePlan('sign-in-with-secret.json');
const NAVIGATE = fixturePlan('navigate.json');
const CHECK = 'plasmate plans';

let gh: FakeGitHub;
useFakeGitHub((started) => (gh = started));

function arrangeTwoPlans(): { labels: { typePassword: string; submit: string; goDestination: string } } {
  openPullRequest(gh, { 'plans/sign-in.json': SIGN_IN, 'plans/navigate.json': NAVIGATE }, [
    { filename: 'plans/old.json', status: 'removed' },
    { filename: 'config/settings.json', status: 'modified' },
    { filename: 'README.md', status: 'modified' },
  ]);
  gh.contents.set(`${HEAD}:config/settings.json`, Buffer.from('{"schema": "https://example.test/settings.schema.json", "steps": []}'));
  return {
    labels: {
      typePassword: labelFor(SIGN_IN, 'type-password'),
      submit: labelFor(SIGN_IN, 'submit'),
      goDestination: labelFor(NAVIGATE, 'go-destination'),
    },
  };
}

function stateOf(run: GateRun, path: string, step: string): GateSummaryJson['plans'][number]['mutating_steps'][number] {
  const found = run.gate.plans.find((p) => p.path === path)?.mutating_steps.find((s) => s.id === step);
  if (found === undefined) throw new Error(`no step ${step} in ${path}`);
  return found;
}

test('no approvals yet: action_required on the head SHA, the labels to apply named and created, removed and non-plan files handled', async () => {
  const { labels } = arrangeTwoPlans();
  const run = await runGate(gh);
  expect(run.code).toBe(0); // fail-on-awaiting-approval: auto — the blocking check run is the gate
  expect(run.outputs).toMatchObject({ conclusion: 'action_required', plans: '2', 'invalid-plans': '0', 'mutating-steps': '3', 'approved-steps': '0', 'steps-needing-approval': '3' });
  // One check, created in progress on the PR head (not GITHUB_SHA, the merge commit), completed in place.
  expect(gh.checkRuns).toHaveLength(1);
  const check = gh.checkRuns[0]!;
  expect(check).toMatchObject({ name: CHECK, head_sha: HEAD, status: 'completed', conclusion: 'action_required', details_url: 'https://github.example/acme/flows/actions/runs/42' });
  expect(gh.requestsTo('POST', '/repos/{owner}/{repo}/check-runs')[0]!.body).toMatchObject({ status: 'in_progress', head_sha: HEAD });
  expect(check.output.title).toBe('Blocked: 3 steps of 2 plans await approval — apply the labels below');
  // The summary opens with the same verdict.
  expect(check.output.summary!.split('\n')[0]).toBe('**Blocked: 3 steps of 2 plans await approval — apply the labels below**');
  for (const label of Object.values(labels)) {
    expect(label).toMatch(new RegExp(`^${LABEL_KINDS.stepApproval.prefix}[a-z2-7]{40}$`));
    expect(label.length).toBeLessThanOrEqual(MAX_LABEL_LENGTH);
    expect(check.output.summary).toContain(`\`${label}\``);
    expect(run.summary).toContain(`\`${label}\``);
  }
  // Missing labels created with "plan / step" descriptions, ending with the day they were created (what prune-labels reads).
  expect(gh.repoLabels.get(labels.submit)).toEqual({ name: labels.submit, color: '5319e7', description: expect.stringMatching(/^sign in with a secret \/ submit · created \d{4}-\d{2}-\d{2}$/) });
  expect(gh.repoLabels.get(labels.goDestination)?.description).toMatch(/^navigate between pages \/ go-destination · created \d{4}-\d{2}-\d{2}$/);
  // Annotations at file:line:col with the rule as title.
  expect(check.annotations).toContainEqual(expect.objectContaining({ path: 'plans/sign-in.json', start_line: 8, start_column: 5, annotation_level: 'failure', title: 'policy.approval.missing' }));
  // gate-summary.json: per plan, status, problems, every mutating step with its approval label.
  expect(run.gate).toMatchObject({ schema: 'plasmate.action-gate-summary.v1', conclusion: 'action_required', head_sha: HEAD, pull_request: { number: PR, author: AUTHOR }, removed_plans: ['plans/old.json'] });
  expect(run.gate.plans.map((p) => [p.path, p.status])).toEqual([['plans/navigate.json', 'needs_approval'], ['plans/sign-in.json', 'needs_approval']]);
  expect(run.gate.plans[1]!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  expect(stateOf(run, 'plans/sign-in.json', 'submit')).toEqual({ id: 'submit', tool: 'click', line: 9, column: 5, approval: 'missing', approval_label: labels.submit, approved_by: null });
  expect(run.gate.plans[1]!.problems).toContainEqual({ rule: 'policy.approval.missing', message: 'step "submit" (click) changes the page and needs its own approval', line: 9, column: 5 });
  // Plans read through the API at the head SHA; the non-plan JSON fetched, recognised by its schema and ignored.
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/contents/{path}').map((r) => [r.path, r.query.ref])).toEqual(expect.arrayContaining([['/repos/acme/flows/contents/plans/sign-in.json', HEAD]]));
  expect(run.summary).toContain('1 changed JSON file without a plan `schema` ignored.');
  expect(run.outputs['check-run-url']).toBe(`https://github.example/acme/flows/runs/${check.id}`);
});

test('a maintainer (role maintain, permission write) approves: success, labels read live across pages', async () => {
  const { labels } = arrangeTwoPlans();
  for (const label of Object.values(labels)) gh.applyLabel(PR, label, { login: 'maint' });
  gh.applyLabel(PR, 'needs-review', { login: 'alice' });
  gh.pageLimit = 1; // every listing spans several pages
  const run = await runGate(gh);
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ conclusion: 'success', 'approved-steps': '3', 'steps-needing-approval': '0' });
  expect(gh.checkRuns[0]).toMatchObject({ conclusion: 'success', head_sha: HEAD });
  expect(stateOf(run, 'plans/sign-in.json', 'type-password')).toMatchObject({ approval: 'approved', approved_by: 'maint' });
  expect(run.gate.labels.map((l) => l.state)).toEqual(['trusted', 'trusted', 'trusted']);
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/issues/{issue_number}/events').length).toBeGreaterThan(3);
  // No step left to approve: no step label is created (the plan labels, for execute mode, are).
  expect(gh.requestsTo('POST', '/repos/{owner}/{repo}/labels').filter((r) => (r.body as { name: string }).name.startsWith(LABEL_KINDS.stepApproval.prefix))).toHaveLength(0);
});

test('a triage user\'s label does not count (triage reports as read), unless approver-permission is triage', async () => {
  const { labels } = arrangeTwoPlans();
  gh.applyLabel(PR, labels.submit, { login: 'trish' });
  const run = await runGate(gh);
  expect(run.outputs.conclusion).toBe('action_required');
  expect(stateOf(run, 'plans/sign-in.json', 'submit')).toMatchObject({ approval: 'untrusted', approved_by: null });
  expect(run.gate.labels).toEqual([{ name: labels.submit, state: 'untrusted', actor: 'trish', approves: [{ path: 'plans/sign-in.json', kind: 'step', step: 'submit' }], reason: 'applied by trish, whose role triage is below write' }]);
  expect(run.gate.plans[1]!.problems).toContainEqual(expect.objectContaining({ rule: 'policy.approval.untrusted', line: 9, column: 5 }));
  expect(gh.checkRuns[0]!.output.summary).toContain('whose role triage is below write');
  // Its own verdict, naming the cause: the plan is fine, the label does not count.
  expect(gh.checkRuns[0]!.output.title).toBe('Blocked: 1 approval label does not count — applied by trish, whose role triage is below write; a maintainer must apply it; 2 steps of 2 plans await approval');
  expect(run.gate.plans.map((p) => p.status)).not.toContain('invalid');

  const lenient = await runGate(gh, { inputs: { 'approver-permission': 'triage' } });
  expect(stateOf(lenient, 'plans/sign-in.json', 'submit')).toMatchObject({ approval: 'approved', approved_by: 'trish' });
  expect(lenient.outputs.conclusion).toBe('action_required');
});

test('the pull request author cannot approve their own steps unless allow-self-approval', async () => {
  const { labels } = arrangeTwoPlans();
  for (const label of Object.values(labels)) gh.applyLabel(PR, label, { login: AUTHOR });
  const run = await runGate(gh);
  expect(run.code).toBe(0);
  expect(run.outputs.conclusion).toBe('action_required');
  expect(run.gate.labels.every((l) => l.state === 'untrusted' && l.reason.includes("pull request's author alice"))).toBe(true);
  const allowed = await runGate(gh, { inputs: { 'allow-self-approval': 'true' } });
  expect(allowed.code).toBe(0);
  expect(allowed.outputs.conclusion).toBe('success');
});

test('a bot cannot approve, whatever its permission; and only the latest labeled event counts', async () => {
  const { labels } = arrangeTwoPlans();
  gh.roles.set('deploy-bot[bot]', { permission: 'admin', role_name: 'admin' });
  gh.applyLabel(PR, labels.submit, { login: 'deploy-bot[bot]', type: 'Bot' });
  // A maintainer applied this one first, then a triage user re-applied it: the latest actor decides.
  gh.applyLabel(PR, labels.goDestination, { login: 'maint' }, '2026-01-01T00:00:00Z');
  gh.applyLabel(PR, labels.goDestination, { login: 'trish' }, '2026-01-02T00:00:00Z');
  const run = await runGate(gh);
  expect(run.outputs.conclusion).toBe('action_required');
  const byName = Object.fromEntries(run.gate.labels.map((l) => [l.name, l]));
  expect(byName[labels.submit]).toMatchObject({ state: 'untrusted', reason: 'applied by the bot deploy-bot[bot]' });
  expect(byName[labels.goDestination]).toMatchObject({ state: 'untrusted', actor: 'trish' });
  // The bot's permission is never even asked for.
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/collaborators/{username}/permission').map((r) => r.path)).not.toContain('/repos/acme/flows/collaborators/deploy-bot%5Bbot%5D/permission');
});

test('a label for old plan content is stale: named but not failing; a malformed label under the prefix still fails', async () => {
  const { labels } = arrangeTwoPlans();
  const oldNavigate = Buffer.from(NAVIGATE.toString('utf8').replace('/destination"', '/elsewhere"'));
  const stale = labelFor(oldNavigate, 'go-destination');
  expect(stale).not.toBe(labels.goDestination);
  gh.applyLabel(PR, stale, { login: 'maint' });
  gh.applyLabel(PR, 'plasmate:approve-everything', { login: 'maint' });
  const run = await runGate(gh);
  expect(run.code).toBe(1);
  expect(run.outputs.conclusion).toBe('failure');
  expect(run.gate.labels.map((l) => [l.name, l.state])).toEqual([[stale, 'stale'], ['plasmate:approve-everything', 'unknown']]);
  expect(stateOf(run, 'plans/navigate.json', 'go-destination').approval).toBe('missing');
  const summary = gh.checkRuns[0]!.output.summary!;
  expect(summary).toContain('### Approval labels that do not count');
  expect(summary).toContain(`\`${stale}\` **stale**`);
  // Only the malformed label counts as a label problem; the stale one is listed, never counted.
  expect(gh.checkRuns[0]!.output.title).toBe('Failed: 1 approval label is malformed or duplicated — remove the labels listed below');
  expect(run.gate.counts.label_problems).toBe(1);
});

test('a label for another plan\'s step approves only that step of that plan', async () => {
  const copy = Buffer.from(NAVIGATE.toString('utf8').replace('"navigate between pages"', '"navigate again"'));
  openPullRequest(gh, { 'plans/a.json': NAVIGATE, 'plans/b.json': copy });
  // Same step id in both plans; only b's label is applied.
  gh.applyLabel(PR, labelFor(copy, 'go-destination'), { login: 'maint' });
  const run = await runGate(gh);
  expect(stateOf(run, 'plans/b.json', 'go-destination')).toMatchObject({ approval: 'approved', approved_by: 'maint' });
  expect(stateOf(run, 'plans/a.json', 'go-destination')).toMatchObject({ approval: 'missing' });
  expect(run.outputs.conclusion).toBe('action_required');
  expect(run.gate.plans.map((p) => p.status)).toEqual(['needs_approval', 'valid']);
});

test('a labeled event replays a stale payload: labels are read live, not from the payload', async () => {
  arrangeTwoPlans();
  // The payload claims an approval label that is no longer on the PR.
  const run = await runGate(gh, { event: await eventFile('pull_request.labeled') });
  expect(run.outputs.conclusion).toBe('action_required');
  expect(run.gate.labels).toEqual([]);
});

test('more than 50 annotations go in batches of 50, all on the one run', async () => {
  const steps: Record<string, unknown>[] = [{ id: 'open', tool: 'open_page', arguments: { url: 'https://app.example.test/' } }];
  for (let i = 1; i < 64; i++) steps.push({ id: `click-${i}`, tool: 'click', arguments: { element_id: `e${i}` }, confirmed: true });
  const bad = Buffer.from(JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'too confident', steps }, null, 1));
  openPullRequest(gh, { 'plans/bad.json': bad });
  const run = await runGate(gh);
  expect(run.outputs.conclusion).toBe('failure');
  const problems = run.gate.plans[0]!.problems.length;
  expect(problems).toBe(63);
  const patches = gh.requestsTo('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}');
  expect(patches.map((p) => (p.body as { output: { annotations?: unknown[] } }).output.annotations?.length ?? 0)).toEqual([50, 13]);
  // The conclusion comes last, with the last batch: the run is never complete before all annotations are in.
  expect((patches[0]!.body as { conclusion?: string }).conclusion).toBeUndefined();
  expect((patches[1]!.body as { conclusion?: string }).conclusion).toBe('failure');
  expect(gh.checkRuns[0]!.annotations).toHaveLength(63);
});

test('a summary over 65535 bytes is trimmed at a line boundary with a visible note; the job summary keeps it all', async () => {
  const plans: Record<string, Buffer> = {};
  for (let p = 0; p < 12; p++) {
    const steps: Record<string, unknown>[] = [{ id: 'open', tool: 'open_page', arguments: { url: 'https://app.example.test/' } }];
    for (let i = 1; i < 64; i++) steps.push({ id: `type-into-a-rather-long-field-name-${p}-${i}`, tool: 'type_text', arguments: { element_id: `e${i}`, text: 'x' } });
    plans[`plans/big-${String(p).padStart(2, '0')}.json`] = Buffer.from(JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: `big ${p}`, steps }, null, 1));
  }
  openPullRequest(gh, plans);
  const run = await runGate(gh, { inputs: { 'create-labels': 'false' } });
  expect(run.outputs.conclusion).toBe('action_required');
  const full = await readFile(run.outputs['summary-markdown']!, 'utf8');
  expect(Buffer.byteLength(full)).toBeGreaterThan(65535);
  const summary = gh.checkRuns[0]!.output.summary!;
  expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(65535);
  expect(summary).toContain("**Trimmed:** this summary was cut to GitHub's size limit.");
  const kept = summary.slice(0, summary.indexOf('\n\n---\n**Trimmed:**'));
  expect(full.startsWith(kept)).toBe(true);
  expect(full[kept.length]).toBe('\n');
  expect(run.summary).toContain('big 11');
  expect(run.summary).not.toContain('**Trimmed:**');
  expect(gh.requestsTo('POST', '/repos/{owner}/{repo}/labels')).toHaveLength(0);
});

test('a fork pull request (a read-only token, known from the event): no check run, the gate goes to the job summary, annotations and the exit code', async () => {
  arrangeTwoPlans();
  const event = await eventFile('pull_request.synchronize', (p) => {
    p.pull_request.head.repo = { full_name: 'mallory/flows' };
  });
  const run = await runGate(gh, { token: READ_TOKEN, event });
  expect(run.code).toBe(1);
  expect(gh.checkRuns).toHaveLength(0);
  // Not even tried: read-only is the event's fact, not a guess from a 403.
  expect(gh.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  expect(run.stdout).toContain('::warning::this event gives the workflow a read-only token');
  expect(run.stdout).toContain('::error title=policy.approval.missing,file=plans/sign-in.json,line=8,col=5::');
  expect(run.summary).toContain('This event gives the workflow a read-only token');
  expect(run.outputs).toMatchObject({ conclusion: 'action_required', 'check-run-id': '', 'check-run-url': '' });
  expect(run.gate.check_run).toBeNull();
  // No label writes were attempted with a token that cannot write.
  expect(gh.requestsTo('POST', '/repos/{owner}/{repo}/labels')).toHaveLength(0);
  // The token is registered as a secret (the runner masks it) and appears nowhere else.
  expect(run.stdout.replace(`::add-mask::${READ_TOKEN}`, '')).not.toContain(READ_TOKEN);
});

test('a same-repository pull request whose token may not write checks: the step fails with GitHub\'s answer (a 403 is never taken for a fork)', async () => {
  arrangeTwoPlans();
  const run = await runGate(gh, { token: READ_TOKEN });
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('::error::GitHub API POST /repos/{owner}/{repo}/check-runs answered 403: Resource not accessible by integration');
  // The check's lookup came first and nothing else was read after the check could not open.
  expect(gh.requests.map((r) => `${r.method} ${r.route}`)).toEqual(['GET /repos/{owner}/{repo}/commits/{ref}/check-runs', 'POST /repos/{owner}/{repo}/check-runs']);
});

test('no plans changed: neutral, so a required check passes', async () => {
  openPullRequest(gh, {}, [{ filename: 'README.md', status: 'modified' }, { filename: 'plans/gone.json', status: 'removed' }]);
  const run = await runGate(gh);
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ conclusion: 'neutral', plans: '0' });
  expect(gh.checkRuns[0]).toMatchObject({ conclusion: 'neutral', output: { title: 'Nothing to check: no plan in this run' } });
  expect(run.gate.removed_plans).toEqual(['plans/gone.json']);
});

test('a re-run updates the existing check in place: one run per name and SHA, annotations not repeated', async () => {
  const broken = Buffer.from('{\n  "schema": "plasmate.agent-workflow.v1",\n  "name": "broken",\n  "steps": [],\n}\n');
  openPullRequest(gh, { 'plans/broken.json': broken });
  const first = await runGate(gh);
  const second = await runGate(gh);
  expect(first.outputs.conclusion).toBe('failure');
  expect(second.outputs['check-run-id']).toBe(first.outputs['check-run-id']);
  expect(gh.checkRuns).toHaveLength(1);
  expect(gh.requestsTo('POST', '/repos/{owner}/{repo}/check-runs')).toHaveLength(1);
  expect(gh.checkRuns[0]!.annotations).toHaveLength(first.gate.plans[0]!.problems.length);
  expect(gh.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
  // A check of another name on the same SHA is a different check.
  await runGate(gh, { inputs: { 'check-name': 'plans (strict)' } });
  expect(gh.checkRuns.map((r) => r.name)).toEqual([CHECK, 'plans (strict)']);
});

test('secret names and values never reach the API, the job summary or the reports', async () => {
  const named = Buffer.from(SIGN_IN.toString('utf8').replace('"sign in with a secret"', '"APP_PASSWORD rotation"'));
  openPullRequest(gh, { 'plans/rotate.json': named });
  const run = await runGate(gh, { env: { APP_PASSWORD: 'hunter2-very-secret' } });
  expect(run.outputs.conclusion).toBe('action_required');
  const sent = JSON.stringify(gh.requests.map((r) => r.body));
  expect(sent).toContain('*** rotation');
  for (const text of [sent, run.summary, JSON.stringify(run.gate), await readFile(run.outputs['summary-markdown']!, 'utf8')]) {
    expect(text).not.toContain('APP_PASSWORD');
    expect(text).not.toContain('hunter2');
  }
});

test('a push: plans from the workspace globs, the check on the pushed SHA, approvals not evaluated', async () => {
  const run = await runGate(gh, { eventName: 'push', event: await eventFile('push'), inputs: { plans: 'fixtures/plans/*.json' } });
  expect(run.code).toBe(0);
  expect(run.outputs).toMatchObject({ conclusion: 'success', plans: '4' });
  expect(gh.checkRuns).toEqual([expect.objectContaining({ head_sha: 'ffffffffffffffffffffffffffffffffffffffff', conclusion: 'success' })]);
  expect(run.gate.pull_request).toBeNull();
});

test('the plans input narrows a pull request\'s changed files by glob', async () => {
  arrangeTwoPlans();
  const run = await runGate(gh, { inputs: { plans: 'plans/sign-*.json' } });
  expect(run.gate.plans.map((p) => p.path)).toEqual(['plans/sign-in.json']);
});

test('renamed plans are read at their new path', async () => {
  openPullRequest(gh, { 'plans/renamed.json': NAVIGATE });
  gh.files.set(PR, [{ filename: 'plans/renamed.json', previous_filename: 'plans/original.json', status: 'renamed' }]);
  const run = await runGate(gh);
  expect(run.gate.plans.map((p) => p.path)).toEqual(['plans/renamed.json']);
  // The head at its new name; the base version at its previous name (for the changes against the base branch).
  expect(gh.requestsTo('GET', '/repos/{owner}/{repo}/contents/{path}').map((r) => `${r.query.ref}:${r.path}`)).toEqual([
    `${HEAD}:/repos/acme/flows/contents/plans/renamed.json`, `${BASE_SHA}:/repos/acme/flows/contents/plans/original.json`,
  ]);
});

test('a pull_request event without a token is a clear error', async () => {
  arrangeTwoPlans();
  const run = await runGate(gh, { token: '' });
  expect(run.code).toBe(1);
  expect(run.stdout).toContain('input "github-token" is required on pull_request events');
});

describe('fail-on-awaiting-approval', () => {
  test('auto: awaiting approval passes the step only while a check run carries the blocking verdict', async () => {
    arrangeTwoPlans();
    const withCheck = await runGate(gh);
    expect([withCheck.code, withCheck.outputs.conclusion, gh.newestCheck(CHECK, HEAD)?.conclusion]).toEqual([0, 'action_required', 'action_required']);
    // A read-only token (a fork's pull_request) posts no check: the step's result is the gate.
    const readOnly = await runGate(gh, { token: READ_TOKEN, event: await eventFile('pull_request.synchronize', (p) => (p.pull_request.head.repo.full_name = 'outsider/flows')) });
    expect([readOnly.code, readOnly.outputs.conclusion, readOnly.outputs['check-run-id']]).toEqual([1, 'action_required', '']);
  });

  test('always: the step fails on action_required even with a check run', async () => {
    arrangeTwoPlans();
    const run = await runGate(gh, { inputs: { 'fail-on-awaiting-approval': 'always' } });
    expect([run.code, run.outputs.conclusion]).toEqual([1, 'action_required']);
    expect(run.stdout).toContain('::error::');
  });

  test('any other value is an input error', async () => {
    const run = await runGate(gh, { inputs: { 'fail-on-awaiting-approval': 'never' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('input "fail-on-awaiting-approval" must be one of "auto", "always"');
  });
});
