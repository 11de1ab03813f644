import { check, openThen, rules } from '../helpers/plans.js';
import type { Approvals } from '../../src/contract/plan.js';

const approve = (confirmSteps: string[], extra: Partial<Approvals> = {}): Approvals => ({
  confirmSteps,
  allowEvaluate: false,
  allowCookieWrites: false,
  ...extra,
});

const clickPlan = openThen(
  { id: 'click-a', tool: 'click', arguments: { element_id: 'e_1' } },
  { id: 'click-b', tool: 'click', arguments: { element_id: 'e_2' } },
);

describe('approvals come from outside the plan', () => {
  test('every mutating step needs its own approval', () => {
    expect(rules(check(clickPlan, approve(['click-a', 'click-b'])))).toEqual([]);
    const result = check(clickPlan, approve(['click-a']));
    expect(result.problems).toEqual([
      expect.objectContaining({ rule: 'policy.approval.missing', message: expect.stringContaining('"click-b"') }),
    ]);
    expect(result.plan).not.toBeNull();
  });

  test('one approved id never authorizes another', () => {
    expect(rules(check(clickPlan, approve(['click-b'])))).toEqual(['policy.approval.missing']);
  });

  test('an unknown approval fails even when everything else is approved', () => {
    expect(rules(check(clickPlan, approve(['click-a', 'click-b', 'click-c'])))).toEqual(['policy.approval.unknown']);
  });

  test('a duplicate approval fails', () => {
    expect(rules(check(clickPlan, approve(['click-a', 'click-b', 'click-a'])))).toEqual(['policy.approval.duplicate']);
  });

  test.each(['navigate_to', 'click', 'type_text', 'select_option', 'scroll', 'toggle', 'clear', 'trace_clear'])('%s mutates', (tool) => {
    expect(rules(check(openThen({ id: 's', tool }), approve([])))).toEqual(['policy.approval.missing']);
    expect(rules(check(openThen({ id: 's', tool }), approve(['s'])))).toEqual([]);
  });

  test.each(['get_cookies', 'trace_status', 'trace_export', 'replay_validate'])('%s is read-only', (tool) => {
    expect(rules(check(openThen({ id: 's', tool }), approve([])))).toEqual([]);
  });

  test("replay_validate's confirmed argument is a tool argument, not an approval", () => {
    const plan = openThen({ id: 'r', tool: 'replay_validate', arguments: { trace_id: 't', sequence: 1, confirmed: true } });
    expect(rules(check(plan, approve([])))).toEqual([]);
  });

  test('approving a read-only step is allowed and shows as approved, but changes nothing else', () => {
    const result = check(openThen({ id: 's', tool: 'trace_status' }), approve(['s']));
    expect(result.problems).toEqual([]);
  });

  test('the missing-approval problem points at the step', () => {
    const text = '{"schema":"plasmate.agent-workflow.v1","name":"n","steps":[\n{"id":"o","tool":"open_page"},\n  {"id":"c","tool":"click"}]}';
    expect(check(text, approve([])).problems[0]).toMatchObject({ line: 3, column: 3, rule: 'policy.approval.missing' });
  });
});

describe('category opt-ins are additional gates, not substitutes', () => {
  const evaluate = openThen({ id: 'ev', tool: 'evaluate', arguments: { script: '1' } });
  const setCookies = openThen({ id: 'sc', tool: 'set_cookies', arguments: { cookies: [] } });
  const clearCookies = openThen({ id: 'cc', tool: 'clear_cookies' });

  test('evaluate needs the approval and the evaluate opt-in', () => {
    expect(rules(check(evaluate, approve([])))).toEqual(['policy.approval.missing', 'policy.opt_in.evaluate']);
    expect(rules(check(evaluate, approve(['ev'])))).toEqual(['policy.opt_in.evaluate']);
    expect(rules(check(evaluate, approve([], { allowEvaluate: true })))).toEqual(['policy.approval.missing']);
    expect(rules(check(evaluate, approve(['ev'], { allowEvaluate: true })))).toEqual([]);
    expect(rules(check(evaluate, approve(['ev'], { allowCookieWrites: true })))).toEqual(['policy.opt_in.evaluate']);
  });

  test.each([
    ['set_cookies', setCookies, 'sc'],
    ['clear_cookies', clearCookies, 'cc'],
  ])('%s needs the approval and the cookie-write opt-in', (_tool, plan, id) => {
    expect(rules(check(plan, approve([id])))).toEqual(['policy.opt_in.cookie_writes']);
    expect(rules(check(plan, approve([], { allowCookieWrites: true })))).toEqual(['policy.approval.missing']);
    expect(rules(check(plan, approve([id], { allowCookieWrites: true })))).toEqual([]);
    expect(rules(check(plan, approve([id], { allowEvaluate: true })))).toEqual(['policy.opt_in.cookie_writes']);
  });

  test('get_cookies reads and needs neither', () => {
    expect(rules(check(openThen({ id: 'g', tool: 'get_cookies' }), approve([])))).toEqual([]);
  });
});

test('approvals are not checked at all in contract-only mode (the check command)', () => {
  expect(rules(check(clickPlan, null))).toEqual([]);
});

test('approval problems are not evaluated for a plan that breaks the contract', () => {
  const broken = openThen({ id: 'c', tool: 'click', extra: true });
  expect(rules(check(broken, approve([])))).toEqual(['plan.field.unknown']);
});
