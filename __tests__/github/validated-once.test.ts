/**
 * The gate validates each plan once: it validates without approvals (enough for the
 * fingerprint and the labels), then applies the labels' approvals to that one validation
 * (applyApprovals). Held here against validating again with the approvals, the way it was done
 * before, for every fixture plan and approval set: the same plan, problems, rules, messages and places.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Approvals } from '../../src/contract/plan.js';
import { evaluateGate } from '../../src/github/gate/gate.js';
import { approvalLabels, planScopeLabel } from '../../src/plan/approval-labels.js';
import { applyApprovals, validatePlan } from '../../src/plan/validate.js';
import { comparable } from '../helpers/plans.js';

const DIR = join(process.cwd(), 'fixtures/plans');
const PLANS = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => ({ file: f, bytes: readFileSync(join(DIR, f)) }));
/** A plan with an opt-in step, a mutating step and a secret, beside the fixtures. */
const OPT_IN = Buffer.from(JSON.stringify({
  schema: 'plasmate.agent-workflow.v1',
  name: 'opt-ins',
  steps: [
    { id: 'open', tool: 'open_page', arguments: { url: 'https://shop.example/cart' } },
    { id: 'eval', tool: 'evaluate', arguments: { expression: 'document.title' } },
    { id: 'cookie', tool: 'set_cookies', arguments: { cookies: [{ name: 'a', value: 'b' }] } },
    { id: 'go', tool: 'navigate_to', arguments: { url: 'https://shop.example/next' } },
  ],
}, null, 2));

function approvalSets(mutating: string[]): Approvals[] {
  const none = { allowEvaluate: false, allowCookieWrites: false };
  const all = { allowEvaluate: true, allowCookieWrites: true };
  return [
    { confirmSteps: [], ...none },
    { confirmSteps: mutating, ...none },
    { confirmSteps: mutating.slice(0, 1), ...all },
    { confirmSteps: mutating, ...all },
  ];
}

test.each([...PLANS, { file: 'opt-in.json', bytes: OPT_IN }])('$file: approvals applied to the one validation equal validating again with them', ({ file, bytes }) => {
  const once = validatePlan(bytes, file, null);
  expect(once.plan).not.toBeNull();
  const mutating = once.plan!.steps.filter((s) => s.mutates).map((s) => s.id);
  for (const approvals of approvalSets(mutating)) {
    expect(comparable(applyApprovals(once, approvals))).toEqual(comparable(validatePlan(bytes, file, approvals)));
  }
});

test('an invalid plan is returned as it is: no approval applies to what is not a plan', () => {
  const check = validatePlan(Buffer.from('{"schema": 1}'), 'bad.json', null);
  expect(check.plan).toBeNull();
  expect(applyApprovals(check, { confirmSteps: ['x'], allowEvaluate: false, allowCookieWrites: false })).toBe(check);
});

test('the gate: a trusted plan-scope label approves every mutating step, the same as every step label would', () => {
  const bytes = PLANS.find((p) => p.file === 'sign-in-with-secret.json')?.bytes ?? OPT_IN;
  const plan = validatePlan(bytes, 'p.json', null).plan!;
  const facts = (labels: string[]) => ({
    liveLabels: labels, latestLabeler: new Map(labels.map((l) => [l, { login: 'maint', type: 'User' }])), roles: new Map([['maint', 'maintain' as const]]),
    pullRequestAuthor: 'alice', commitLogins: new Set(['alice']), commitsComplete: true,
  });
  const gate = (labels: string[]) => evaluateGate({
    sources: [{ file: 'p.json', bytes }], labeling: facts(labels), policy: { approverRole: 'write', allowSelfApproval: false },
    optIns: { allowEvaluate: true, allowCookieWrites: true }, requirePlanApproval: false, secrets: new Set(plan.secretNames),
  }).plans[0]!;
  const byScope = gate([planScopeLabel(plan)]);
  const bySteps = gate([...approvalLabels(plan).values()]);
  expect(byScope.check.problems).toEqual(bySteps.check.problems);
  expect(byScope.status).toBe(bySteps.status);
  expect(byScope.report).toEqual(bySteps.report);
  expect(byScope.mutatingSteps.every((s) => s.approval === 'approved' && s.approvedBy === 'maint')).toBe(true);
  expect(byScope.planApproval).toMatchObject({ approval: 'approved', approvedBy: 'maint' });
});
