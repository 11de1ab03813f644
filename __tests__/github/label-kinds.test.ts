/** The plan-approval label kind and the execution record: format, content binding, domain separation, trust. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { executeConclusion, executionStates, readRecord, recordLabel, worst } from '../../src/github/gate/execution-record.js';
import { evaluateGate } from '../../src/github/gate/gate.js';
import { evaluateLabels, type LabelingFacts, WORKFLOW_TOKEN_LOGIN, WORKFLOW_TOKEN_USER_ID } from '../../src/github/gate/labels.js';
import { approvalLabels, MAX_LABEL_LENGTH, planApprovalLabel, planScopeLabel, testRunLabel } from '../../src/plan/approval-labels.js';
import { validatePlan } from '../../src/plan/validate.js';
import { LABEL_KINDS } from '../../src/plan/label-kinds.js';

const SIGN_IN = readFileSync(join(process.cwd(), 'fixtures/plans/sign-in-with-secret.json'), 'utf8');
const plan = (text: string) => validatePlan(Buffer.from(text), 'p.json', null).plan!;

function facts(labels: [string, string, string?][], extra: Partial<LabelingFacts> = {}): LabelingFacts {
  return {
    liveLabels: labels.map(([name]) => name),
    // github-actions[bot] carries its fixed user id, as GitHub's answers do.
    latestLabeler: new Map(labels.map(([name, login, type]) => [name.toLowerCase(), { login, type: type ?? 'User', ...(login === WORKFLOW_TOKEN_LOGIN ? { id: WORKFLOW_TOKEN_USER_ID } : {}) }])),
    roles: new Map([['maint', 'maintain'], ['trish', 'triage']]),
    pullRequestAuthor: 'alice',
    commitLogins: new Set(['alice']),
    commitsComplete: true,
    ...extra,
  };
}

test('a plan label: its own prefix, exactly 50 characters of lowercase base32, never equal to a step label', () => {
  const p = plan(SIGN_IN);
  const label = planApprovalLabel(p);
  expect(label).toMatch(new RegExp(`^${LABEL_KINDS.runApproval.prefix}[a-z2-7]{37}$`));
  expect(label.length).toBe(MAX_LABEL_LENGTH);
  expect(label.startsWith(LABEL_KINDS.stepApproval.prefix)).toBe(false);
  for (const step of approvalLabels(p).values()) expect(step.slice(LABEL_KINDS.stepApproval.prefix.length, LABEL_KINDS.stepApproval.prefix.length + 37)).not.toBe(label.slice(LABEL_KINDS.runApproval.prefix.length));
});

test('a plan label is bound to the content and to which secret each step sends', () => {
  const p = plan(SIGN_IN);
  expect(planApprovalLabel(plan(SIGN_IN.replace('APP_PASSWORD', 'PROD_PASSWORD')))).not.toBe(planApprovalLabel(p));
  expect(planApprovalLabel(plan(SIGN_IN.replace('/login', '/logout')))).not.toBe(planApprovalLabel(p));
  expect(planApprovalLabel(plan(JSON.stringify(JSON.parse(SIGN_IN))))).toBe(planApprovalLabel(p));
});

test('plan labels are classified like step labels: case-insensitive, stale for other content, unknown when malformed', () => {
  const p = plan(SIGN_IN);
  const label = planApprovalLabel(p);
  const other = planApprovalLabel(plan(SIGN_IN.replace('/login', '/logout')));
  const findings = evaluateLabels([{ file: 'p.json', labels: new Map(), planLabel: label, testLabel: null, scopeLabel: null }],
    facts([[label.toUpperCase(), 'maint'], [other, 'maint'], [`${LABEL_KINDS.runApproval.prefix}short`, 'maint']]), { approverRole: 'write', allowSelfApproval: false });
  expect(findings.map((f) => [f.state, f.targets])).toEqual([['trusted', [{ file: 'p.json', kind: 'plan', stepId: null }]], ['stale', []], ['unknown', []]]);
});

test('execute mode: a valid plan needs its plan label to be runnable; validate mode only shows it', () => {
  const source = { file: 'p.json', bytes: Buffer.from(JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'look', steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'https://example.test/' } }] })) };
  const input = (labeling: LabelingFacts, requirePlanApproval: boolean) => evaluateGate({ sources: [source], labeling, policy: { approverRole: 'write', allowSelfApproval: false }, optIns: { allowEvaluate: false, allowCookieWrites: false }, requirePlanApproval, secrets: new Set() });
  expect(input(facts([]), false).conclusion).toBe('success');
  expect(input(facts([]), true)).toMatchObject({ conclusion: 'action_required', plans: [{ status: 'needs_approval', planApproval: { approval: 'missing' } }] });
  const label = planApprovalLabel(validatePlan(source.bytes, 'p.json', null).plan!);
  const approved = input(facts([[label, 'maint']]), true);
  expect(approved).toMatchObject({ conclusion: 'success', plans: [{ status: 'valid', planApproval: { approval: 'approved', approvedBy: 'maint' } }] });
  // Approved but never run is not done.
  expect(executeConclusion(approved, executionStates(approved, facts([[label, 'maint']])))).toBe('action_required');
  // A commit by the approver voids their approval.
  expect(input(facts([[label, 'maint']], { commitLogins: new Set(['alice', 'maint']) }), true).conclusion).toBe('action_required');
});

test('a stale label is listed but never fails the gate; a malformed or duplicate one under the prefix still does', () => {
  const p = plan(SIGN_IN);
  const source = { file: 'p.json', bytes: Buffer.from(SIGN_IN) };
  const gate = (labeling: LabelingFacts) => evaluateGate({ sources: [source], labeling, policy: { approverRole: 'write', allowSelfApproval: false }, optIns: { allowEvaluate: false, allowCookieWrites: false }, requirePlanApproval: false, secrets: new Set(['APP_PASSWORD']) });
  const edited = plan(SIGN_IN.replace('/login', '/logout'));
  const staleStep = [...approvalLabels(edited).values()][0]!;
  const stalePlan = planApprovalLabel(edited);
  // Every current label approved: success even with old-content labels still on the PR.
  const current: [string, string][] = [...approvalLabels(p).values()].map((l) => [l, 'maint']);
  const withStale = gate(facts([...current, [staleStep, 'maint'], [stalePlan, 'maint']]));
  expect(withStale.labelFindings.filter((f) => f.state === 'stale').map((f) => f.name)).toEqual([staleStep, stalePlan]);
  expect(withStale.counts.labelProblems).toBe(0);
  expect(withStale.conclusion).toBe(gate(facts(current)).conclusion);
  // Only stale approvals (the edit-after-approval case): awaiting approval, not failing.
  expect(gate(facts([[staleStep, 'maint']])).conclusion).toBe('action_required');
  // A look-alike under the prefix, or the same label twice, still fails.
  expect(gate(facts([[staleStep, 'maint'], [`${LABEL_KINDS.stepApproval.prefix}approve-all`, 'maint']]))).toMatchObject({ conclusion: 'failure', counts: { labelProblems: 1 } });
  expect(gate(facts([[staleStep, 'maint'], [staleStep.toUpperCase(), 'maint']]))).toMatchObject({ conclusion: 'failure', counts: { labelProblems: 1 } });
});

test('execution records: per plan label and outcome, trusted only from the workflow token, failure wins, started alone is interrupted', () => {
  const planLabel = planApprovalLabel(plan(SIGN_IN));
  const started = recordLabel(planLabel, 'started');
  const ok = recordLabel(planLabel, 'succeeded');
  const failed = recordLabel(planLabel, 'failed');
  for (const l of [started, ok, failed]) {
    expect(l.startsWith(LABEL_KINDS.executionRecord.prefix)).toBe(true);
    expect(l.length).toBeLessThanOrEqual(MAX_LABEL_LENGTH);
  }
  expect(new Set([started, ok, failed, recordLabel(planLabel.toUpperCase(), 'started')]).size).toBe(3);
  const bot = 'github-actions[bot]';
  expect(readRecord(planLabel, facts([]))).toBeNull();
  expect(readRecord(planLabel, facts([[started, bot, 'Bot']]))).toMatchObject({ outcome: 'interrupted', trusted: true });
  expect(readRecord(planLabel, facts([[started, bot, 'Bot'], [ok, bot, 'Bot']]))).toMatchObject({ outcome: 'succeeded', trusted: true });
  expect(readRecord(planLabel, facts([[ok, bot, 'Bot'], [failed, bot, 'Bot']]))).toMatchObject({ outcome: 'failed' });
  expect(readRecord(planLabel, facts([[ok, 'maint']]))).toMatchObject({ trusted: false, outcome: null });
  // Another App is a bot, and not this workflow.
  expect(readRecord(planLabel, facts([[ok, 'label-bot[bot]', 'Bot']]))).toMatchObject({ trusted: false, outcome: null });
  expect(worst('neutral', 'success')).toBe('success');
  expect(worst('success', 'action_required', 'neutral')).toBe('action_required');
  expect(worst('failure', 'action_required')).toBe('failure');
});

describe('plan-scope labels', () => {
  const sources = (text: string) => [{ file: 'p.json', bytes: Buffer.from(text) }];
  const gate = (text: string, labeling: LabelingFacts, requirePlanApproval = true) => evaluateGate({
    sources: sources(text), labeling, policy: { approverRole: 'write', allowSelfApproval: false },
    optIns: { allowEvaluate: false, allowCookieWrites: false }, requirePlanApproval, secrets: new Set(['APP_PASSWORD']),
  });

  test('its own prefix and domain: 50 characters of lowercase base32, never equal to a step, run or test label', () => {
    const p = plan(SIGN_IN);
    const label = planScopeLabel(p);
    expect(label).toMatch(new RegExp(`^${LABEL_KINDS.wholePlanApproval.prefix}[a-z2-7]{36}$`));
    expect(label.length).toBe(MAX_LABEL_LENGTH);
    const hash = label.slice(LABEL_KINDS.wholePlanApproval.prefix.length);
    for (const other of [...approvalLabels(p).values(), planApprovalLabel(p), testRunLabel(p)]) expect(other.endsWith(hash)).toBe(false);
    for (const other of [...approvalLabels(p).values(), planApprovalLabel(p), testRunLabel(p)]) expect(other.slice(other.indexOf(':') + 1).slice(0, 36)).not.toBe(hash);
  });

  test('bound to the content, the secret bindings and the set of mutating steps', () => {
    const p = plan(SIGN_IN);
    expect(planScopeLabel(plan(SIGN_IN.replace('APP_PASSWORD', 'PROD_PASSWORD')))).not.toBe(planScopeLabel(p));
    expect(planScopeLabel(plan(SIGN_IN.replace('/login', '/logout')))).not.toBe(planScopeLabel(p));
    // One more mutating step: the label names another set.
    const more = JSON.parse(SIGN_IN) as { steps: unknown[] };
    more.steps.splice(3, 0, { id: 'submit-again', tool: 'click', arguments: { element_id: 'e_0b9c7d2e4f61' } });
    expect(planScopeLabel(plan(JSON.stringify(more)))).not.toBe(planScopeLabel(p));
    expect(planScopeLabel(plan(JSON.stringify(JSON.parse(SIGN_IN))))).toBe(planScopeLabel(p));
  });

  test('trusted, it approves every mutating step and running the plan; the summary data names it', () => {
    const label = planScopeLabel(plan(SIGN_IN));
    const result = gate(SIGN_IN, facts([[label, 'maint']]));
    expect(result.conclusion).toBe('success');
    expect(result.plans[0]).toMatchObject({
      status: 'valid',
      scopeApproval: { label, approval: 'approved', approvedBy: 'maint' },
      planApproval: { approval: 'approved', approvedBy: 'maint' },
      mutatingSteps: [{ id: 'type-password', approval: 'approved', approvedBy: 'maint' }, { id: 'submit', approval: 'approved', approvedBy: 'maint' }],
    });
    expect(result.labelFindings).toEqual([expect.objectContaining({ name: label, state: 'trusted', targets: [{ file: 'p.json', kind: 'scope', stepId: null }] })]);
  });

  test('every trust rule applies unchanged: the author, a commit writer, a bot, a role below approver-permission', () => {
    const label = planScopeLabel(plan(SIGN_IN));
    for (const [labeling, why] of [
      [facts([[label, 'alice']]), "pull request's author"],
      [facts([[label, 'maint']], { commitLogins: new Set(['alice', 'maint']) }), 'authored or committed'],
      [facts([[label, 'helper[bot]', 'Bot']]), 'bot'],
      [facts([[label, 'trish']]), 'below write'],
      [facts([[label, 'maint']], { commitsComplete: false }), 'more commits than GitHub lists'],
    ] as const) {
      const result = gate(SIGN_IN, labeling);
      expect(result.conclusion).toBe('action_required');
      expect(result.plans[0]!.scopeApproval!.approval).toBe('untrusted');
      expect(result.plans[0]!.mutatingSteps.every((s) => s.approval === 'missing')).toBe(true);
      expect(result.plans[0]!.check.problems).toContainEqual(expect.objectContaining({ rule: 'policy.approval.untrusted', line: 1, message: expect.stringContaining(why) }));
    }
  });

  test('a label for other content is stale; per-step labels keep working beside it (partial approval)', () => {
    const stale = planScopeLabel(plan(SIGN_IN.replace('/login', '/logout')));
    const p = plan(SIGN_IN);
    const oneStep = approvalLabels(p).get('submit')!;
    const result = gate(SIGN_IN, facts([[stale, 'maint'], [oneStep, 'maint']]), false);
    expect(result.labelFindings.map((f) => f.state)).toEqual(['stale', 'trusted']);
    expect(result.plans[0]!.mutatingSteps.map((s) => [s.id, s.approval])).toEqual([['type-password', 'missing'], ['submit', 'approved']]);
    expect(result.conclusion).toBe('action_required');
  });
});

test('an unknown label under a prefix is told the scheme, every kind with its hash length', () => {
  const findings = evaluateLabels([{ file: 'p.json', labels: new Map(), planLabel: null, testLabel: null, scopeLabel: null }],
    facts([['plasmate-test:short', 'maint']]), { approverRole: 'write', allowSelfApproval: false });
  expect(findings[0]?.reason).toBe("not an approval label of this action's scheme (plasmate: and 40, plasmate-run: and 37, plasmate-plan: and 36, or plasmate-test: and 36, base32 characters)");
});
