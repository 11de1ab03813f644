// The label kinds' names are public: maintainers apply the labels by name and repositories hold
// them, so each prefix is pinned here as users type it, and every kind fits GitHub's label bound.
import { MAX_LABEL_LENGTH } from '../../src/plan/approval-labels.js';
import { isLabelOfKind, LABEL_KINDS } from '../../src/plan/label-kinds.js';

test('the prefixes users apply', () => {
  expect(Object.fromEntries(Object.entries(LABEL_KINDS).map(([kind, { prefix }]) => [kind, prefix]))).toEqual({
    stepApproval: 'plasmate:',
    runApproval: 'plasmate-run:',
    wholePlanApproval: 'plasmate-plan:',
    testRun: 'plasmate-test:',
    executionRecord: 'plasmate-done:',
  });
});

test('every kind fits GitHub’s 50 characters, and no two share a hash domain', () => {
  for (const { prefix, hashChars } of Object.values(LABEL_KINDS)) expect(prefix.length + hashChars).toBeLessThanOrEqual(MAX_LABEL_LENGTH);
  const domains = Object.values(LABEL_KINDS).map((k) => k.domain);
  expect(new Set(domains).size).toBe(domains.length);
});

test('a label is of a kind only in that kind’s exact shape', () => {
  const hash = (n: number) => 'a'.repeat(n);
  expect(isLabelOfKind('runApproval', `plasmate-run:${hash(37)}`)).toBe(true);
  expect(isLabelOfKind('runApproval', `plasmate-run:${hash(36)}`)).toBe(false);
  expect(isLabelOfKind('wholePlanApproval', `plasmate-run:${hash(36)}`)).toBe(false);
  expect(isLabelOfKind('stepApproval', `plasmate:${hash(39)}1`)).toBe(false);
});
