import { basePlan, check, openThen, rules } from '../helpers/plans.js';
import { MAX_ARGUMENTS_BYTES, MAX_STEPS } from '../../src/plan/bounds.js';
import { validatePlan, validatePlanLocated } from '../../src/plan/validate.js';

const withLimits = (limits: Record<string, unknown>) => basePlan({ limits });
const limitsText = (field: string, literal: string) =>
  `{"schema":"plasmate.agent-workflow.v1","name":"n","limits":{"${field}":${literal}},"steps":[{"id":"open","tool":"open_page"}]}`;

describe('a valid plan', () => {
  test('takes every default', () => {
    const { plan, problems } = check(basePlan(), null);
    expect(problems).toEqual([]);
    expect(plan).toMatchObject({
      schema: 'plasmate.agent-workflow.v1',
      name: 'example plan',
      trace: false,
      limits: { step_timeout_ms: 10000, workflow_timeout_ms: 60000, response_bytes: 524288, stderr_bytes: 65536, memory_mb: 0, fail_fast: true },
      secretNames: [],
    });
    expect(plan!.steps[0]).toMatchObject({ id: 'open', tool: 'open_page', mutates: false, optIn: null, expect: { is_error: false, json_pointer: null, equals: null } });
  });

  test('missing arguments default to an empty object', () => {
    const { plan } = check(basePlan({ steps: [{ id: 'open', tool: 'open_page' }] }), null);
    expect(plan!.steps[0]!.arguments).toEqual({});
  });
});

describe('unknown and missing fields', () => {
  test.each([
    ['the plan', { ...basePlan(), extra: 1 }],
    ['limits', withLimits({ retries: 1 })],
    ['a step', basePlan({ steps: [{ id: 'open', tool: 'open_page', timeout: 5 }] })],
    ['expect', basePlan({ steps: [{ id: 'open', tool: 'open_page', expect: { is_error: false, status: 200 } }] })],
  ])('unknown field in %s', (_where, doc) => {
    expect(rules(check(doc, null))).toEqual(['plan.field.unknown']);
  });

  test('a step cannot approve itself', () => {
    const result = check(openThen({ id: 'c', tool: 'click', arguments: { element_id: 'e' }, confirmed: true }), null);
    expect(result.problems).toEqual([
      expect.objectContaining({ rule: 'plan.field.unknown', message: expect.stringContaining('a plan cannot approve itself') }),
    ]);
  });

  test.each(['schema', 'name', 'steps'])('missing %s', (field) => {
    const doc: Record<string, unknown> = basePlan();
    delete doc[field];
    expect(rules(check(doc, null))).toContain('plan.field.required');
  });

  test.each(['id', 'tool'])('step missing %s', (field) => {
    const step: Record<string, unknown> = { id: 'open', tool: 'open_page' };
    delete step[field];
    expect(rules(check(basePlan({ steps: [step] }), null))).toContain('plan.field.required');
  });

  test('wrong schema identifier', () => {
    expect(rules(check(basePlan({ schema: 'plasmate.agent-workflow.v2' }), null))).toEqual(['plan.schema.unsupported']);
  });

  test.each([
    ['trace', basePlan({ trace: 'yes' })],
    ['trace null', basePlan({ trace: null })],
    ['name', basePlan({ name: 5 })],
    ['steps', basePlan({ steps: {} as never })],
    ['arguments array', basePlan({ steps: [{ id: 'open', tool: 'open_page', arguments: [] }] })],
    ['arguments null', basePlan({ steps: [{ id: 'open', tool: 'open_page', arguments: null }] })],
    ['expect', basePlan({ steps: [{ id: 'open', tool: 'open_page', expect: 'ok' }] })],
    ['is_error', basePlan({ steps: [{ id: 'open', tool: 'open_page', expect: { is_error: 'no' } }] })],
    ['fail_fast', withLimits({ fail_fast: 1 })],
  ])('wrong type: %s', (_name, doc) => {
    expect(rules(check(doc, null))).toEqual(['plan.type']);
  });

  test('the document root must be an object', () => {
    expect(rules(check('[]', null))).toEqual(['plan.type']);
  });
});

describe('names and ids', () => {
  test.each([
    ['128 bytes', 'n'.repeat(128), []],
    ['129 bytes', 'n'.repeat(129), ['plan.name.invalid']],
    ['empty', '', ['plan.name.invalid']],
    ['all allowed characters', 'Az09 ._-', []],
    ['a slash', 'a/b', ['plan.name.invalid']],
    ['non-ASCII', 'café', ['plan.name.invalid']],
    ['a newline', 'a\nb', ['plan.name.invalid']],
  ])('name: %s', (_n, name, expected) => {
    expect(rules(check(basePlan({ name }), null))).toEqual(expected);
  });

  test.each([
    ['64 bytes', 'i'.repeat(64), []],
    ['65 bytes', 'i'.repeat(65), ['plan.step.id.invalid']],
    ['empty', '', ['plan.step.id.invalid']],
    ['a colon', 'a:b', ['plan.step.id.invalid']],
  ])('step id: %s', (_n, id, expected) => {
    expect(rules(check(basePlan({ steps: [{ id, tool: 'open_page' }] }), null))).toEqual(expected);
  });

  test('step ids are unique, and the duplicate names the first one', () => {
    const result = check(openThen({ id: 'read', tool: 'trace_status' }, { id: 'read', tool: 'get_cookies' }), null);
    expect(result.problems).toEqual([
      expect.objectContaining({ rule: 'plan.step.id.duplicate', message: expect.stringMatching(/already used at line \d+, column \d+/) }),
    ]);
  });
});

describe('steps', () => {
  const reads = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i}`, tool: 'trace_status' }));

  test(`${MAX_STEPS} steps are accepted, ${MAX_STEPS + 1} refused, 0 refused`, () => {
    expect(rules(check(openThen(...reads(MAX_STEPS - 1)), null))).toEqual([]);
    expect(rules(check(openThen(...reads(MAX_STEPS)), null))).toEqual(['plan.steps.max']);
    expect(rules(check(basePlan({ steps: [] }), null))).toEqual(['plan.steps.min']);
  });

  test('unknown tool and the runner-owned close_page', () => {
    expect(rules(check(openThen({ id: 'x', tool: 'screenshot' }), null))).toEqual(['plan.step.tool.unknown']);
    expect(rules(check(openThen({ id: 'x', tool: 'close_page' }), null))).toEqual(['plan.step.tool.runner_owned']);
  });

  test('open_page must come first and exactly once', () => {
    expect(rules(check(basePlan({ steps: [{ id: 'a', tool: 'trace_status' }, { id: 'open', tool: 'open_page' }] }), null))).toEqual([
      'plan.steps.open_page.first',
    ]);
    // The count problem sits on the steps array, which starts before the first step.
    expect(rules(check(basePlan({ steps: [{ id: 'a', tool: 'trace_status' }] }), null))).toEqual([
      'plan.steps.open_page.count',
      'plan.steps.open_page.first',
    ]);
    expect(rules(check(openThen({ id: 'again', tool: 'open_page' }), null))).toEqual(['plan.steps.open_page.count']);
  });
});

describe('arguments', () => {
  test('session_id is runner-owned on every tool', () => {
    expect(rules(check(openThen({ id: 't', tool: 'trace_status', arguments: { session_id: 'x' } }), null))).toEqual(['plan.arguments.session_id']);
    expect(rules(check(basePlan({ steps: [{ id: 'o', tool: 'open_page', arguments: { url: 'u', session_id: 'x' } }] }), null))).toEqual([
      'plan.arguments.session_id',
    ]);
  });

  test('trace is runner-owned on open_page only', () => {
    expect(rules(check(basePlan({ steps: [{ id: 'o', tool: 'open_page', arguments: { url: 'u', trace: true } }] }), null))).toEqual([
      'plan.arguments.trace',
    ]);
    expect(rules(check(openThen({ id: 't', tool: 'trace_export', arguments: { trace: true } }), null))).toEqual([]);
  });

  test(`serialized arguments: ${MAX_ARGUMENTS_BYTES} bytes accepted, one more refused`, () => {
    // {"a":"…","b":"…","c":"…"} compact: 22 bytes of structure plus three strings under the string bound.
    const third = 21000;
    const fill = (extra: number) => ({ a: 'x'.repeat(third), b: 'y'.repeat(third), c: 'z'.repeat(MAX_ARGUMENTS_BYTES - 22 - 2 * third + extra) });
    expect(Buffer.byteLength(JSON.stringify(fill(0)))).toBe(MAX_ARGUMENTS_BYTES);
    expect(rules(check(openThen({ id: 't', tool: 'type_text', arguments: fill(0) }), null))).toEqual([]);
    expect(rules(check(openThen({ id: 't', tool: 'type_text', arguments: fill(1) }), null))).toEqual(['plan.arguments.size']);
  });

  test('depth is counted from the plan root: arguments can nest to depth 24, not 25', () => {
    // root(0) > steps(1) > step(2) > arguments(3) > nested objects...
    const nest = (levels: number): Record<string, unknown> => (levels === 0 ? { leaf: 1 } : { n: nest(levels - 1) });
    expect(rules(check(basePlan({ steps: [{ id: 'o', tool: 'open_page', arguments: nest(20) }] }), null))).toEqual([]);
    expect(rules(check(basePlan({ steps: [{ id: 'o', tool: 'open_page', arguments: nest(21) }] }), null))).toEqual(['plan.json.depth']);
  });
});

describe('limits', () => {
  test.each([
    ['step_timeout_ms', 10, []],
    ['step_timeout_ms', 9, ['plan.limits.range']],
    ['step_timeout_ms', 60000, ['plan.limits.workflow_timeout'].slice(1)],
    ['step_timeout_ms', 60001, ['plan.limits.range']],
    ['workflow_timeout_ms', 600000, []],
    ['workflow_timeout_ms', 600001, ['plan.limits.range']],
    ['response_bytes', 1024, []],
    ['response_bytes', 1023, ['plan.limits.range']],
    ['response_bytes', 1048576, []],
    ['response_bytes', 1048577, ['plan.limits.range']],
    ['stderr_bytes', 0, []],
    ['stderr_bytes', -1, ['plan.limits.range']],
    ['stderr_bytes', 1048577, ['plan.limits.range']],
    ['memory_mb', 0, []],
    ['memory_mb', 16384, []],
    ['memory_mb', 16385, ['plan.limits.range']],
  ])('%s = %d', (field, value, expected) => {
    expect(rules(check(withLimits({ [field]: value }), null))).toEqual(expected);
  });

  test('the workflow deadline is at least the step deadline', () => {
    expect(rules(check(withLimits({ step_timeout_ms: 20000, workflow_timeout_ms: 20000 }), null))).toEqual([]);
    expect(rules(check(withLimits({ step_timeout_ms: 20000, workflow_timeout_ms: 19999 }), null))).toEqual(['plan.limits.workflow_timeout']);
    // The default workflow deadline (60000) against an explicit step deadline.
    expect(rules(check(withLimits({ step_timeout_ms: 60000 }), null))).toEqual([]);
    expect(rules(check(withLimits({ workflow_timeout_ms: 9999 }), null))).toEqual(['plan.limits.workflow_timeout']);
  });

  test.each(['1000.0', '1e3', '1E3', '10000.5'])('non-integer literal %s is refused', (literal) => {
    expect(rules(check(limitsText('step_timeout_ms', literal), null))).toEqual(['plan.limits.integer']);
  });

  test.each(['-0', '"100"', 'null', 'true', '[]'])('%s is not an integer limit', (literal) => {
    expect(rules(check(limitsText('memory_mb', literal), null))).toEqual(['plan.limits.integer']);
  });

  test('-1 is out of range (and reported once)', () => {
    expect(rules(check(limitsText('memory_mb', '-1'), null))).toEqual(['plan.limits.range']);
  });

  test('a huge integer is out of range, not wrapped', () => {
    expect(rules(check(limitsText('memory_mb', '12345678901234567890'), null))).toEqual(['plan.limits.range']);
  });
});

describe('expectations', () => {
  const step = (expectation: Record<string, unknown>) => basePlan({ steps: [{ id: 'o', tool: 'open_page', expect: expectation }] });

  test.each([
    [{ json_pointer: '' }, []],
    [{ json_pointer: '/title' }, []],
    [{ json_pointer: '/a~1b/0' }, []],
    [{ json_pointer: 'title' }, ['plan.expect.json_pointer']],
    [{ json_pointer: null }, []],
    [{ json_pointer: '/title', equals: 'x' }, []],
    [{ json_pointer: '/n', equals: { deep: [1, 2] } }, []],
    [{ equals: 'x' }, ['plan.expect.equals_without_pointer']],
    [{ equals: null }, []],
    [{ json_pointer: null, equals: 1 }, ['plan.expect.equals_without_pointer']],
    [{ is_error: true }, []],
  ])('%j', (expectation, expected) => {
    expect(rules(check(step(expectation), null))).toEqual(expected);
  });

  test('"equals": null is the same as absent', () => {
    const a = check(step({ json_pointer: '/t', equals: null }), null).plan!;
    const b = check(step({ json_pointer: '/t' }), null).plan!;
    expect(a.steps[0]!.expect.equals).toBeNull();
    expect(a.fingerprint).toBe(b.fingerprint);
  });
});

describe('secret references', () => {
  const typed = (value: unknown) => openThen({ id: 't', tool: 'type_text', arguments: { element_id: 'e', text: value } });

  test('a valid reference, anywhere in the arguments', () => {
    const result = check(openThen({ id: 's', tool: 'set_cookies', arguments: { cookies: [{ name: 'a', value: { $secret: 'SESSION_TOKEN' } }], other: { $secret: 'B' } } }), null);
    expect(result.problems).toEqual([]);
    expect(result.plan!.secretNames).toEqual(['SESSION_TOKEN', 'B']);
    expect(result.plan!.secretReferences).toBe(2);
  });

  test.each([
    ['an extra key', { $secret: 'TOKEN', fallback: 'x' }],
    ['a number name', { $secret: 5 }],
    ['a lowercase name', { $secret: 'token' }],
    ['a leading digit', { $secret: '1TOKEN' }],
    ['65 characters', { $secret: 'A'.repeat(65) }],
    ['an empty name', { $secret: '' }],
    ['nested in an array', [{ $secret: 'ok', x: 1 }]],
  ])('refuses %s', (_name, value) => {
    expect(rules(check(typed(value), null))).toEqual(['plan.secret.invalid']);
  });

  test('64-character names and underscores are fine', () => {
    expect(rules(check(typed({ $secret: `_${'A'.repeat(63)}` }), null))).toEqual([]);
  });

  test('no problem message ever contains a secret name or an argument value', () => {
    const result = check(
      openThen(
        { id: 't', tool: 'type_text', arguments: { element_id: 'e', text: { $secret: 'lower_secret_name', other: 'VALUE_CANARY' } } },
        { id: 'u', tool: 'type_text', arguments: { session_id: 'SESSION_CANARY', text: { $secret: 'Mixed-Name' } } },
      ),
      null,
    );
    expect(result.problems.length).toBeGreaterThanOrEqual(3);
    const text = JSON.stringify(result.problems);
    for (const canary of ['lower_secret_name', 'VALUE_CANARY', 'SESSION_CANARY', 'Mixed-Name']) expect(text).not.toContain(canary);
  });
});

describe('one pass reports everything', () => {
  test('every problem of a plan, each with its own location, in document order', () => {
    const text = `{
  "schema": "plasmate.agent-workflow.v1",
  "name": "bad/name",
  "colour": "blue",
  "limits": {"step_timeout_ms": 5, "memory_mb": 1.0},
  "steps": [
    {"id": "first", "tool": "click", "arguments": {"session_id": "s"}},
    {"id": "first", "tool": "close_page"},
    {"id": "x", "tool": "open_page", "expect": {"equals": 1}}
  ]
}`;
    const result = check(text, null);
    expect(result.plan).toBeNull();
    expect(result.problems.map((p) => `${p.line}:${p.column} ${p.rule}`)).toEqual([
      '3:11 plan.name.invalid',
      '4:3 plan.field.unknown',
      '5:33 plan.limits.range',
      '5:49 plan.limits.integer',
      '7:29 plan.steps.open_page.first',
      '7:52 plan.arguments.session_id',
      '8:12 plan.step.id.duplicate',
      '8:29 plan.step.tool.runner_owned',
      '9:59 plan.expect.equals_without_pointer',
    ]);
    expect(result.problems.every((p) => p.file === 'plan.json')).toBe(true);
  });
});

describe('a document with a duplicate key', () => {
  // The rules run on the JSON.parse value, which keeps the last member with a key; each problem
  // is judged on that member and points at it, beside the duplicate-key problem itself.
  const doc = (steps: string, extra = '') => Buffer.from(`{"schema":"plasmate.agent-workflow.v1","name":"p"${extra},"steps":[${steps}]}`);
  const located = (bytes: Buffer) => validatePlan(bytes, 'p.json', null).problems.map((p) => `${p.column} ${p.rule}`);

  test.each([
    ['a step id', doc('{"id":"a","tool":"open_page"},{"id":"b","id":"a","tool":"click"}'), ['100 plan.json.duplicate-key', '105 plan.step.id.duplicate']],
    ['a step id, the other way round', doc('{"id":"a","tool":"open_page"},{"id":"a","id":"b","tool":"click"}'), ['100 plan.json.duplicate-key']],
    ['a tool', doc('{"id":"a","tool":"click","tool":"open_page"}'), ['85 plan.json.duplicate-key']],
    ['a secret name', doc('{"id":"a","tool":"open_page","arguments":{"t":{"$secret":"A","$secret":"GITHUB_TOKEN"}}}'), ['121 plan.json.duplicate-key', '131 policy.secret.reserved']],
    ['a limit', doc('{"id":"a","tool":"open_page"}', ',"limits":{"step_timeout_ms":5000,"workflow_timeout_ms":9000,"workflow_timeout_ms":1000}'), ['111 plan.json.duplicate-key', '133 plan.limits.workflow_timeout']],
  ])('%s: the last member is judged and located', (_what, bytes, expected) => {
    expect(located(bytes)).toEqual(expected);
    expect(validatePlanLocated(bytes, 'p.json', null).problems).toEqual(validatePlan(bytes, 'p.json', null).problems);
  });
});
