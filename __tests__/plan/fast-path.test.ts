/**
 * The fast path (src/plan/fast-path.ts) against the located validator: on every plan here both
 * must give the same problems and the same plan (fingerprint, steps, locations, secret names),
 * and for each thing the fast path cannot see on native values (a duplicate key, a literal such
 * as `1.0` or `-0` that JSON.parse merges with another, a `\u` escape, a long integer, nesting,
 * a problem of any kind) it must step aside, so the plan is judged and located as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { realisticPlan } from '../../bench/plan-validation.js';
import { mulberry32 } from '../../bench/measure.js';
import { comparable } from '../helpers/plans.js';
import { fastCheck } from '../../src/plan/fast-path.js';
import { validate as structure } from '../../src/plan/structure-validator.generated.js';
import type { Approvals, Plan } from '../../src/contract/plan.js';
import { validatePlan, validatePlanLocated, type PlanCheck } from '../../src/plan/validate.js';
import type { ValidateFunction } from 'ajv';

const validateStructure = structure as unknown as ValidateFunction;
const ALL: Approvals = { confirmSteps: [], allowEvaluate: true, allowCookieWrites: true };


function same(text: string | Buffer, approvals: Approvals | null = null, secrets?: ReadonlySet<string>): PlanCheck {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const fast = validatePlan(bytes, 'p.json', approvals, secrets);
  const located = validatePlanLocated(bytes, 'p.json', approvals, secrets);
  expect(comparable(fast)).toEqual(comparable(located));
  return fast;
}

/** The fast path's plan, or null when it found a problem or left the plan to the located path. */
const fastPlan = (text: string, approvals: Approvals | null = null, secrets?: ReadonlySet<string>): Plan | null =>
  fastCheck(Buffer.from(text, 'utf8'), validateStructure, approvals, secrets)?.plan ?? null;

const plan = (args: string, extra = '') =>
  `{"schema":"plasmate.agent-workflow.v1","name":"p"${extra},"steps":[{"id":"open","tool":"open_page","arguments":${args}},` +
  '{"id":"c","tool":"click","arguments":{"element_id":"e_1"},"expect":{"json_pointer":"/v","equals":{"b":[1,2.5],"a":"x"}}}]}';

test('every fixture plan: the same result either way, and valid ones take the fast path', () => {
  const dirs = ['fixtures/plans', 'fixtures/invalid-plans', 'fixtures/check-corpus', 'fixtures/test-mode'];
  let fast = 0;
  for (const dir of dirs) {
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const bytes = readFileSync(join(dir, name));
      for (const approvals of [null, ALL]) {
        const result = same(bytes, approvals);
        if (result.problems.length === 0 && fastPlan(bytes.toString('utf8'), approvals) !== null) fast++;
      }
    }
  }
  expect(fast).toBeGreaterThan(10);
});

test('generated realistic plans: the same result, every one by the fast path, with and without approvals', () => {
  const random = mulberry32(7);
  for (let i = 0; i < 150; i++) {
    const { bytes, approvals } = realisticPlan(random, i);
    for (const a of [null, approvals]) {
      const result = same(bytes, a);
      expect(result.problems).toEqual([]);
      expect(fastPlan(bytes.toString('utf8'), a)).not.toBeNull();
    }
    // A step left unapproved is a problem: the fast path steps aside, the located one reports it.
    if (approvals.confirmSteps.length > 0) {
      const fewer = { ...approvals, confirmSteps: approvals.confirmSteps.slice(1) };
      expect(fastPlan(bytes.toString('utf8'), fewer)).toBeNull();
      expect(same(bytes, fewer).problems.map((p) => p.rule)).toContain('policy.approval.missing');
    }
  }
});

test('the same plan written on one line, with CRLF, with tabs and with emoji before steps: the same locations', () => {
  const doc = JSON.parse(plan('{"url":"https://a.test/😀😀","z":[1,{"k":"v"}]}')) as unknown;
  for (const text of [JSON.stringify(doc), JSON.stringify(doc, null, 2).replace(/\n/g, '\r\n'), JSON.stringify(doc, null, '\t'),
    `{"name":"😀x",${JSON.stringify(doc).slice(1).replace('"name":"p",', '')}`.replace('😀x', 'p')]) {
    expect(fastPlan(text)).not.toBeNull();
    same(text);
  }
  const emojiFirst = `{"x😀":1, "schema":"plasmate.agent-workflow.v1","name":"p","steps":[ {"id":"open","tool":"open_page"}, {"id":"😀","tool":"click"}]}`;
  same(emojiFirst);
});

test.each([
  ['a duplicate key inside arguments', plan('{"url":"https://a.test/","url":"https://b.test/"}'), 'plan.json.duplicate-key'],
  ['a duplicate key at the root', plan('{}', ',"name":"q"'), 'plan.json.duplicate-key'],
  ['a lone surrogate escape', plan('{"x":"\\ud800"}'), 'plan.json.syntax'],
  ['a number serde_json finds out of range', plan('{"x":1e400}'), 'plan.json.number-range'],
  ['nesting past the bound', plan(`{"x":${'['.repeat(30)}${']'.repeat(30)}}`), 'plan.json.depth'],
  ['a string past the bound', plan(`{"x":"${'é'.repeat(20000)}"}`), 'plan.json.string-size'],
  ['a byte order mark', `\ufeff${plan('{}')}`, 'plan.json.syntax'],
  ['a limit written as a float', plan('{}', ',"limits":{"step_timeout_ms":1000.0}'), 'plan.limits.integer'],
  ['a session_id argument', plan('{"session_id":"s"}'), 'plan.arguments.session_id'],
  ['a malformed secret reference', plan('{"t":{"$secret":"A","b":1}}'), 'plan.secret.invalid'],
  ['a reserved secret name', plan('{"t":{"$secret":"GITHUB_TOKEN"}}'), 'policy.secret.reserved'],
  ['arguments past the size bound', plan(`{"x":[${Array.from({ length: 40 }, () => `"${'y'.repeat(2000)}"`).join(',')}]}`), 'plan.arguments.size'],
  ['a second open_page', plan('{}').replace('"tool":"click"', '"tool":"open_page"'), 'plan.steps.open_page.count'],
  ['a duplicate step id', plan('{}').replace('"id":"c"', '"id":"open"'), 'plan.step.id.duplicate'],
  ['workflow timeout below the step timeout', plan('{}', ',"limits":{"step_timeout_ms":5000,"workflow_timeout_ms":1000}'), 'plan.limits.workflow_timeout'],
  ['a relative json_pointer', plan('{}').replace('"/v"', '"v"'), 'plan.expect.json_pointer'],
])('%s: the fast path steps aside and the problem is reported as before', (_name, text, rule) => {
  expect(fastPlan(text)).toBeNull();
  const result = same(text);
  expect(result.problems.map((p) => p.rule)).toContain(rule);
  expect(result.plan === null || result.problems.length > 0).toBe(true);
});

test.each([
  ['1.0, integral as a float', '{"x":1.0}', '{"x":1.0}'],
  ['1e3, integral as a float', '{"x":1e3}', '{"x":1000.0}'],
  ['-0', '{"x":-0}', null],
  ['an integer past 2^53', '{"x":12345678901234567890}', '{"x":12345678901234567890}'],
  ['a long significand serde_json rounds its own way', '{"x":3.54262512351376269}', null],
  ['a \\u escape', '{"x":"\\u00e9\\ud83d\\ude00"}', '{"x":"é😀"}'],
])('%s: the located path writes the fingerprint (the native value cannot say)', (_name, args, canonical) => {
  const text = plan(args);
  expect(fastPlan(text)).toBeNull();
  const result = same(text);
  expect(result.problems).toEqual([]);
  if (canonical !== null) expect(result.plan!.fingerprint).toBe(validatePlanLocated(Buffer.from(plan(canonical)), 'p.json', null).plan!.fingerprint);
});

test('numbers the fast path writes itself come out as the located path writes them', () => {
  const text = plan('{"a":[0,-1,7,123456789012345,-123456789012345,2.5,-0.125,0.1,1e-7,1.5e-20,3.14159e-3,123.456e2,9007199.25474099,-4.5E-2]}');
  expect(fastPlan(text)).not.toBeNull();
  same(text);
});

test('secret references, the allow-list and escaped characters: the same plan and fingerprint either way', () => {
  const text = plan('{"k\\"ey":"a\\\\b\\n\\t\\/","z":{"$secret":"APP_PASSWORD"},"a":[{"$secret":"OTHER_NAME"},{"$secret":"APP_PASSWORD"}]}');
  const fast = fastPlan(text);
  expect(fast).not.toBeNull();
  expect(fast!.secretNames).toEqual(['OTHER_NAME', 'APP_PASSWORD']);
  same(text);
  same(text, null, new Set(['APP_PASSWORD', 'OTHER_NAME']));
  expect(fastPlan(text, null, new Set(['APP_PASSWORD']))).toBeNull();
  expect(same(text, null, new Set(['APP_PASSWORD'])).problems.map((p) => p.rule)).toEqual(['policy.secret.not_allowed']);
});

test('approvals: an unknown or repeated approval or a missing opt-in steps aside', () => {
  const text = plan('{}').replace('"tool":"click"', '"tool":"evaluate"').replace('"element_id":"e_1"', '"expression":"1"');
  expect(fastPlan(text, { confirmSteps: ['c'], allowEvaluate: true, allowCookieWrites: false })).not.toBeNull();
  for (const approvals of [
    { confirmSteps: ['c'], allowEvaluate: false, allowCookieWrites: false },
    { confirmSteps: ['c', 'c'], allowEvaluate: true, allowCookieWrites: false },
    { confirmSteps: ['c', 'nope'], allowEvaluate: true, allowCookieWrites: false },
  ]) {
    expect(fastPlan(text, approvals)).toBeNull();
    expect(same(text, approvals).problems).not.toEqual([]);
  }
});

test('a key longer than the string bound is accepted by both paths (upstream bounds string values only)', () => {
  const longKey = 'k'.repeat(40_000);
  const text = plan(`{"url":"https://a.test/","${longKey}":1}`);
  const result = same(text);
  expect(result.problems).toEqual([]);
  expect(result.plan).not.toBeNull();
  expect(fastPlan(text)).not.toBeNull();
  // ...while the same length as a value is still refused, on both paths.
  const value = same(plan(`{"url":"https://a.test/","x":"${longKey}"}`));
  expect(value.problems.map((p) => p.rule)).toEqual(['plan.json.string-size']);
});
