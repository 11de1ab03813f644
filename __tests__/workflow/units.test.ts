import { evaluateExpectation, jsonEqual, resolvePointer, sessionIdOf, ABSENT } from '../../src/workflow/expectation.js';
import { maskSecrets, resolveStepSecrets } from '../../src/workflow/secrets.js';
import { makePlan } from './helpers.js';

const result = (payload: unknown, isError = false) => ({ content: [{ type: 'text', text: JSON.stringify(payload) }], ...(isError ? { isError: true } : {}) });

describe('expectations', () => {
  it('JSON Pointer per RFC 6901', () => {
    const doc = { a: [{ 'b/c': 1, 'd~e': 2 }], '': 3 };
    expect(resolvePointer(doc, '')).toBe(doc);
    expect(resolvePointer(doc, '/a/0/b~1c')).toBe(1);
    expect(resolvePointer(doc, '/a/0/d~0e')).toBe(2);
    expect(resolvePointer(doc, '/')).toBe(3);
    expect(resolvePointer(doc, '/a/01')).toBe(ABSENT);
    expect(resolvePointer(doc, '/a/-')).toBe(ABSENT);
    expect(resolvePointer(doc, '/missing')).toBe(ABSENT);
  });

  it('JSON equality ignores key order, not types or array order', () => {
    expect(jsonEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
  });

  it('classes in order: isError, path, value; null equals is absent', () => {
    const expect0 = { is_error: false, json_pointer: null, equals: null };
    expect(evaluateExpectation(result({ a: 1 }), expect0)).toBeNull();
    expect(evaluateExpectation(result('x', true), expect0)).toBe('tool_error_expectation');
    expect(evaluateExpectation(result({ a: 1 }), { ...expect0, json_pointer: '/b' })).toBe('expectation_path_missing');
    expect(evaluateExpectation({ content: [{ type: 'text', text: 'not json' }] }, { ...expect0, json_pointer: '' })).toBe('expectation_path_missing');
    expect(evaluateExpectation(result({ a: 1 }), { ...expect0, json_pointer: '/a', equals: 2 })).toBe('expectation_mismatch');
    expect(evaluateExpectation(result({ a: null }), { ...expect0, json_pointer: '/a' })).toBeNull();
  });

  it('session ids are 1..64 bytes', () => {
    expect(sessionIdOf(result({ session_id: 's' }), 64)).toBe('s');
    expect(sessionIdOf(result({ session_id: '' }), 64)).toBeNull();
    expect(sessionIdOf(result({ session_id: 'é'.repeat(33) }), 64)).toBeNull();
    expect(sessionIdOf(result({ session_id: 5 }), 64)).toBeNull();
  });
});

describe('secret resolution', () => {
  const ALLOWED = new Set(['A', 'B']);
  const plan = (args: Record<string, unknown>) => makePlan([{ id: 'open', tool: 'open_page', arguments: args }]);

  it('resolves nested references and counts distinct names', () => {
    const resolution = resolveStepSecrets(plan({ url: { $secret: 'A' }, list: [{ $secret: 'A' }, { x: { $secret: 'B' } }] }), { A: 'a', B: 'b' }, ALLOWED);
    expect(resolution).toEqual({ ok: true, counts: { total: 2, present: 2, missing: 0 }, stepArguments: [{ url: 'a', list: ['a', { x: 'b' }] }] });
  });

  it('keeps a "__proto__" key as data', () => {
    const args = JSON.parse('{"__proto__": {"$secret": "A"}}') as Record<string, unknown>;
    const resolution = resolveStepSecrets(plan(args), { A: 'a' }, ALLOWED);
    expect(resolution.ok && JSON.stringify(resolution.stepArguments[0])).toBe('{"__proto__":"a"}');
  });

  it('fails before spawning: missing, too large a value, too large resolved arguments, malformed', () => {
    expect(resolveStepSecrets(plan({ u: { $secret: 'A' } }), {}, ALLOWED)).toMatchObject({ ok: false, failureClass: 'missing_secret', counts: { total: 1, present: 0, missing: 1 } });
    expect(resolveStepSecrets(plan({ u: { $secret: 'A' } }), { A: 'x'.repeat(32_769) }, ALLOWED)).toMatchObject({ failureClass: 'secret_too_large' });
    expect(resolveStepSecrets(plan({ u: { $secret: 'A' } }), { A: 'x'.repeat(32_768) }, ALLOWED)).toMatchObject({ ok: true });
    expect(resolveStepSecrets(plan({ u: { $secret: 'A' }, v: { $secret: 'A' } }), { A: 'x'.repeat(32_768) }, ALLOWED)).toMatchObject({ failureClass: 'resolved_arguments_too_large' });
    expect(resolveStepSecrets(plan({ u: { $secret: 'A', other: 1 } }), { A: 'a' }, ALLOWED)).toMatchObject({ failureClass: 'invalid_secret_reference' });
  });

  it('masks references for the schema check and returns their pointers', () => {
    expect(maskSecrets({ a: { $secret: 'A' }, b: [{ 'c/d': { $secret: 'B' } }] })).toEqual({ masked: { a: '', b: [{ 'c/d': '' }] }, secretPointers: ['/a', '/b/0/c~1d'] });
  });
});
