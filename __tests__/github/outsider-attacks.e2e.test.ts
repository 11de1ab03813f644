/**
 * What people other than a maintainer can do to the gate through GitHub, and what they cannot:
 * forge execution records (another App, a person, a copy of the action's own comment), rank label
 * events so an earlier maintainer's application counts, freeze a PR with ten thousand events or
 * comments or with same-head pull requests from forks, and name files so the summary misleads.
 * The action against the REST double (Link pagination with next/prev/last), in-process.
 * @needs-child-process fake children
 */
import { join } from 'node:path';
import { recordLabel } from '../../src/github/gate/execution-record.js';
import { recordCommentBody } from '../../src/github/rest/record-comments.js';
import type { RecordedOutcome } from '../../src/github/gate/labels.js';
import { FakeGitHub } from './helpers/fake-github.js';
import { startPageServer, type PageServer } from './helpers/page-server.js';
import { eventFile, fixturePlan, HEAD, labelFor, openPullRequest, planLabelFor, PR, runGate, useFakeGitHub } from './helpers/scenario.js';

const EXECUTE = { mode: 'execute', engine: 'plasmate', 'plasmate-path': join(process.cwd(), 'fixtures/children/relay-plasmate.mjs'), 'allow-private-network': 'true' };
const NAVIGATE = fixturePlan('navigate.json');
const CHECK = 'plasmate plans';
const EVENTS = '/repos/{owner}/{repo}/issues/{issue_number}/events';

let gh: FakeGitHub;
let pages: PageServer;
useFakeGitHub((started) => (gh = started));
beforeEach(async () => {
  pages = await startPageServer();
});
afterEach(async () => {
  await pages.close();
});

function readOnlyPlan(): Buffer {
  return Buffer.from(JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'just looks', steps: [{ id: 'open', tool: 'open_page', arguments: { url: `${pages.origin}/look` } }] }, null, 2));
}

describe('execution records count only from this workflow, in the comment it wrote', () => {
  /** A record comment naming itself (as the action's own do), written by `user`, claiming `outcome`. */
  function forge(user: { login: string; type?: string }, outcome: RecordedOutcome, plan: Buffer, via: { slug: string; name: string } | null = null, selfId = true): void {
    const comment = gh.addComment(PR, '', user);
    comment.performed_via_github_app = via;
    comment.body = recordCommentBody([{ planLabel: planLabelFor(plan), outcome, author: { login: user.login, type: user.type ?? 'User' } }], selfId ? comment.id : comment.id - 1);
  }

  const forgers: [string, (plan: Buffer, outcome: RecordedOutcome) => void][] = [
    ['another App', (plan, outcome) => forge({ login: 'some-echo-app[bot]', type: 'Bot' }, outcome, plan)],
    ['a maintainer (a person)', (plan, outcome) => forge({ login: 'maint' }, outcome, plan)],
    ['the workflow token through another App', (plan, outcome) => forge({ login: 'github-actions[bot]', type: 'Bot' }, outcome, plan, { slug: 'chatops', name: 'ChatOps' })],
    ['the workflow token, a copy naming another comment', (plan, outcome) => forge({ login: 'github-actions[bot]', type: 'Bot' }, outcome, plan, null, false)],
  ];

  test.each(forgers)('a forged success by %s changes nothing: the plan runs, and the comment is reported', async (_who, forgeRecord) => {
    const plan = readOnlyPlan();
    openPullRequest(gh, { 'plans/look.json': plan });
    gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
    forgeRecord(plan, 'succeeded');
    const run = await runGate(gh, { inputs: EXECUTE });
    expect(pages.visits.length).toBeGreaterThan(0);
    expect(run.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '1' });
    expect(run.summary).toMatch(/Ignored 1 comment in the execution-record shape that this workflow did not write/);
    // The action's own comment, written this run, counts on the next: the plan does not run twice.
    const visits = pages.visits.length;
    const again = await runGate(gh, { inputs: EXECUTE });
    expect(again.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '0' });
    expect(pages.visits).toHaveLength(visits);
  }, 60_000);

  test.each(forgers)('a forged failure by %s does not fail the pull request', async (_who, forgeRecord) => {
    const plan = readOnlyPlan();
    openPullRequest(gh, { 'plans/look.json': plan });
    gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
    forgeRecord(plan, 'failed');
    const run = await runGate(gh, { inputs: EXECUTE });
    expect(run.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '1' });
  }, 60_000);

  test('an older version\'s plasmate-done: label counts only when the workflow token applied it; another App\'s is reported and fails the check', async () => {
    const plan = readOnlyPlan();
    openPullRequest(gh, { 'plans/look.json': plan });
    gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
    gh.applyLabel(PR, recordLabel(planLabelFor(plan), 'succeeded'), { login: 'label-bot[bot]', type: 'Bot' });
    const run = await runGate(gh, { inputs: EXECUTE });
    expect(pages.visits).toEqual([]);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', 'executed-plans': '0' });
    expect(run.gate.plans[0]!.execution).toMatchObject({ state: 'recorded', reason: expect.stringContaining('applied by label-bot[bot], not by the action') });
  }, 60_000);
});

describe('label events fail closed', () => {
  const label = labelFor(NAVIGATE, 'go-destination');
  const at = (minute: number) => `2026-12-01T10:${String(minute).padStart(2, '0')}:00Z`;

  beforeEach(() => {
    openPullRequest(gh, { 'plans/navigate.json': NAVIGATE });
    gh.applyLabel(PR, label, { login: 'maint' }, at(0));
  });

  const cases: [string, () => void, string][] = [
    ['a later application with no actor (a deleted account)', () => gh.events.get(PR)!.push({ event: 'labeled', actor: null, label: { name: label }, created_at: at(5) }), 'has no actor'],
    ['a later application with no date', () => gh.events.get(PR)!.push({ event: 'labeled', actor: { login: 'trish', type: 'User' }, label: { name: label } }), 'has no date'],
    // Later by id, earlier by date: ids grow, dates may lie or tie.
    ['a later application (by id) dated earlier, by a triage user', () => gh.events.get(PR)!.push({ event: 'labeled', actor: { login: 'trish', type: 'User' }, label: { name: label }, created_at: '2026-11-01T00:00:00Z' }), 'whose role triage is below write'],
    ['a maintainer\'s application through an App acting for them', () => gh.events.get(PR)!.push({ event: 'labeled', actor: { login: 'maint', type: 'User' }, label: { name: label }, created_at: at(5), performed_via_github_app: { slug: 'chatops', name: 'ChatOps' } }), 'applied through the App chatops acting for maint (trust-app-labels is off)'],
  ];

  test.each(cases)('%s: the label does not count, whatever an earlier maintainer did', async (_what, arrange, reason) => {
    arrange();
    const run = await runGate(gh);
    // An approval label that does not count blocks the check, as a missing one does: the step still awaits approval.
    expect(run.outputs.conclusion).toBe('action_required');
    expect(gh.newestCheck(CHECK, HEAD)).toMatchObject({ conclusion: 'action_required' });
    expect(run.gate.labels.find((l) => l.name === label)).toMatchObject({ state: 'untrusted', reason: expect.stringContaining(reason) });
  });

  test('trust-app-labels: an App acting for a maintainer counts as that maintainer', async () => {
    gh.events.get(PR)!.push({ event: 'labeled', actor: { login: 'maint', type: 'User' }, label: { name: label }, created_at: at(5), performed_via_github_app: { slug: 'chatops', name: 'ChatOps' } });
    const run = await runGate(gh, { inputs: { 'trust-app-labels': 'true' } });
    expect(run.outputs.conclusion).toBe('success');
  });

  test('10,001 unrelated events after the approval do not stop the gate: read newest-first, only as far as the approval', async () => {
    const events = gh.events.get(PR)!;
    for (let i = 0; i < 10_001; i++) events.push({ event: 'mentioned', actor: { login: `stranger${i % 50}`, type: 'User' }, created_at: at(30) });
    const run = await runGate(gh);
    expect(run.outputs.conclusion).toBe('success');
    // 101 pages of events: the first (it names the last), then back from the last to the approval's page.
    expect(gh.requestsTo('GET', EVENTS).length).toBeLessThanOrEqual(102);
    expect(gh.requestsTo('GET', EVENTS).map((r) => r.query.page ?? '1').slice(0, 2)).toEqual(['1', '101']);
  }, 120_000);

  test('events before the approval are not read: only the pages after it', async () => {
    const events = gh.events.get(PR)!;
    events.unshift(...Array.from({ length: 5_000 }, () => ({ event: 'mentioned', actor: { login: 'someone', type: 'User' }, created_at: at(0) })));
    const run = await runGate(gh);
    expect(run.outputs.conclusion).toBe('success');
    // The first page, and the last (which holds the approval).
    expect(gh.requestsTo('GET', EVENTS)).toHaveLength(2);
  }, 120_000);
});

test('10,001 unrelated comments do not stop execute mode from reading its records', async () => {
  const plan = readOnlyPlan();
  openPullRequest(gh, { 'plans/look.json': plan });
  gh.applyLabel(PR, planLabelFor(plan), { login: 'maint' });
  const first = await runGate(gh, { inputs: EXECUTE });
  expect(first.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '1' });
  const comments = gh.comments.get(PR)!;
  for (let i = 0; i < 10_001; i++) comments.push({ ...comments[0]!, id: 10_000_000 + i, body: `spam ${i}`, user: { login: 'stranger', type: 'User' } });
  const again = await runGate(gh, { inputs: EXECUTE });
  expect(again.outputs).toMatchObject({ conclusion: 'success', 'executed-plans': '0' });
}, 120_000);

describe('same-head pull requests from strangers', () => {
  /** A stranger's fork PR with the victim's head commit and a broken plan in its diff against another base. */
  function strangerPull(n: number, baseRef = 'main'): void {
    gh.pulls.set(n, { number: n, author: `mallory${n}`, headSha: HEAD, headRef: 'copy', headOwner: `mallory${n}`, baseFullName: gh.fullName(), baseRef });
    gh.files.set(n, [{ filename: 'plans/broken.json', status: 'added' }]);
  }

  beforeEach(() => {
    openPullRequest(gh, { 'plans/navigate.json': NAVIGATE });
    gh.contents.set(`${HEAD}:plans/broken.json`, Buffer.from('{"schema": "plasmate.agent-workflow.v1", "steps": [}'));
    gh.applyLabel(PR, labelFor(NAVIGATE, 'go-destination'), { login: 'maint' });
  });

  test('21 of them, from forks and into other branches, are listed and do not lower the check', async () => {
    for (let n = 100; n < 121; n++) strangerPull(n, n % 2 === 0 ? 'main' : 'release');
    const run = await runGate(gh);
    expect(run.outputs.conclusion).toBe('success');
    expect(gh.newestCheck(CHECK, HEAD)).toMatchObject({ conclusion: 'success' });
    expect(run.summary).toContain('21 other open pull requests have this head commit from another repository or into another base branch (#100, #101');
    expect(run.summary).toContain('and 1 more');
  });

  test('same-head-pulls: all lets each of them lower it (a check required on every branch)', async () => {
    strangerPull(100, 'release');
    const run = await runGate(gh, { inputs: { 'same-head-pulls': 'all' } });
    expect(run.outputs.conclusion).toBe('failure');
  });

  test('one from the same repository into the same base still lowers it', async () => {
    gh.pulls.set(8, { number: 8, author: 'wendy', headSha: HEAD, headRef: 'flows/sign-in', headOwner: gh.owner, baseFullName: gh.fullName() });
    gh.files.set(8, [{ filename: 'plans/broken.json', status: 'added' }]);
    const run = await runGate(gh);
    expect(run.outputs.conclusion).toBe('failure');
  });
});

describe('paths as a reviewer sees them', () => {
  const refused: [string, string, string][] = [
    ['a right-to-left override', 'plans/a\u202Enosj.evil.json', 'a bidirectional control character'],
    ['a right-to-left isolate', 'plans/\u2067x.json', 'a bidirectional control character'],
    ['a left-to-right mark', 'plans/\u200Ex.json', 'a bidirectional control character'],
    ['an Arabic letter mark', 'plans/\u061Cx.json', 'a bidirectional control character'],
    ['a C1 control (NEL)', 'plans/\u0085x.json', 'a C1 control character'],
    ['a C1 control (CSI)', 'plans/\u009Bx.json', 'a C1 control character'],
  ];

  test.each(refused)('%s in a changed file name: refused, shown escaped, never raw', async (_what, name, reason) => {
    openPullRequest(gh, { 'plans/navigate.json': NAVIGATE }, [{ filename: name, status: 'added' }]);
    const run = await runGate(gh);
    expect(run.outputs.conclusion).toBe('failure');
    const hidden = [...name].find((c) => /[\u0080-\u009f\u061c\u200e\u202a-\u202e\u2066-\u2069]/u.test(c))!;
    const escaped = `\\u{${hidden.codePointAt(0)!.toString(16).toUpperCase()}}`;
    for (const text of [run.summary, gh.newestCheck(CHECK, HEAD)!.output.summary!, JSON.stringify(run.gate), run.stdout]) {
      expect(text).not.toContain(hidden);
    }
    expect(run.summary).toContain(escaped);
    expect(run.summary).toContain(reason);
    // Never requested: a refused name addresses nothing.
    expect(gh.requests.some((r) => r.path.includes('contents') && decodeURIComponent(r.path).includes(hidden))).toBe(false);
  });

  test('look-alike dots and slashes in a plan path are flagged in the summary, each character named', async () => {
    const lookalike = 'plans/\u2024\u2024/a.json';
    openPullRequest(gh, { [lookalike]: NAVIGATE, 'plans/fraction\u2215slash.json': NAVIGATE });
    const run = await runGate(gh);
    expect(run.summary).toContain('Plan paths with characters beyond ASCII');
    expect(run.summary).toContain('(U+2024)');
    expect(run.summary).toContain('(U+2215)');
  });

  test('plain ASCII paths raise no such note', async () => {
    openPullRequest(gh, { 'plans/navigate.json': NAVIGATE });
    const run = await runGate(gh, { event: await eventFile('pull_request.synchronize') });
    expect(run.summary).not.toContain('beyond ASCII');
  });
});
