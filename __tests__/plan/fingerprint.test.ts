/**
 * Fingerprint vectors derived by hand from the canonicalization rules of docs/contract/plan-and-report.md §4: each test
 * writes out the exact canonical bytes a reader would produce with pen and paper, then checks both
 * those bytes and their SHA-256.
 */
import { createHash } from 'node:crypto';
import { compareCodePoints, jsonString } from '../../src/plan/fingerprint.js';
import { validatePlan } from '../../src/plan/validate.js';

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const DEFAULT_LIMITS = '{"fail_fast":true,"memory_mb":0,"response_bytes":524288,"stderr_bytes":65536,"step_timeout_ms":10000,"workflow_timeout_ms":60000}';
const NO_EXPECT = '{"equals":null,"is_error":false,"json_pointer":null}';

function planFrom(text: string) {
  const result = validatePlan(Buffer.from(text, 'utf8'), 'p.json', null);
  expect(result.problems).toEqual([]);
  return result.plan!;
}

test('minimal plan: defaults filled in, keys sorted, compact', () => {
  const text = '{"steps":[{"tool":"open_page","id":"open"}],"name":"minimal","schema":"plasmate.agent-workflow.v1"}';
  const expected =
    `{"limits":${DEFAULT_LIMITS},"name":"minimal","schema":"plasmate.agent-workflow.v1",` +
    `"steps":[{"arguments":{},"expect":${NO_EXPECT},"id":"open","tool":"open_page"}],"trace":false}`;
  expect(planFrom(text).fingerprint).toBe(sha(expected));
});

test('secret names are normalized: plans differing only in a name share a fingerprint', () => {
  const make = (name: string) =>
    `{"schema":"plasmate.agent-workflow.v1","name":"s","steps":[{"id":"open","tool":"open_page","arguments":{"url":"https://x.test/","headers":[{"$secret":"${name}"}]}}]}`;
  const expected =
    `{"limits":${DEFAULT_LIMITS},"name":"s","schema":"plasmate.agent-workflow.v1",` +
    `"steps":[{"arguments":{"headers":[{"$secret":"<secret-reference>"}],"url":"https://x.test/"},"expect":${NO_EXPECT},"id":"open","tool":"open_page"}],"trace":false}`;
  expect(planFrom(make('API_TOKEN')).fingerprint).toBe(sha(expected));
  expect(planFrom(make('OTHER_NAME')).fingerprint).toBe(sha(expected));
});

test('numbers are written as serde_json writes the parsed value (docs/contract/plan-and-report.md §4); limits are integers', () => {
  const text =
    '{"schema":"plasmate.agent-workflow.v1","name":"n","trace":true,"limits":{"memory_mb":512,"fail_fast":false},' +
    '"steps":[{"id":"open","tool":"open_page","arguments":{"a":1.0,"b":12345678901234567890,"c":-0,"d":1E5,"e":0.10},' +
    '"expect":{"json_pointer":"/n","equals":2.50}}]}';
  const limits = '{"fail_fast":false,"memory_mb":512,"response_bytes":524288,"stderr_bytes":65536,"step_timeout_ms":10000,"workflow_timeout_ms":60000}';
  const expected =
    `{"limits":${limits},"name":"n","schema":"plasmate.agent-workflow.v1",` +
    '"steps":[{"arguments":{"a":1.0,"b":12345678901234567890,"c":-0.0,"d":100000.0,"e":0.1},' +
    '"expect":{"equals":2.5,"is_error":false,"json_pointer":"/n"},"id":"open","tool":"open_page"}],"trace":true}';
  expect(planFrom(text).fingerprint).toBe(sha(expected));
});

test('strings: only quote, backslash and C0 controls are escaped; controls short or \\u00xx lowercase', () => {
  const value = 'q"b\\\b\f\n\r\t\u0001\u001f\u007f\u2028é😀/';
  expect(jsonString(value)).toBe('"q\\"b\\\\\\b\\f\\n\\r\\t\\u0001\\u001f\u007f\u2028é😀/"');
  const text = JSON.stringify({ schema: 'plasmate.agent-workflow.v1', name: 'u', steps: [{ id: 'open', tool: 'open_page', arguments: { text: value } }] });
  const expected =
    `{"limits":${DEFAULT_LIMITS},"name":"u","schema":"plasmate.agent-workflow.v1",` +
    `"steps":[{"arguments":{"text":"q\\"b\\\\\\b\\f\\n\\r\\t\\u0001\\u001f\u007f\u2028é😀/"},"expect":${NO_EXPECT},"id":"open","tool":"open_page"}],"trace":false}`;
  expect(planFrom(text).fingerprint).toBe(sha(expected));
});

test('an escaped solidus and \\u escapes canonicalize to the decoded character', () => {
  const a = '{"schema":"plasmate.agent-workflow.v1","name":"e","steps":[{"id":"open","tool":"open_page","arguments":{"u":"a\\/b\\u00e9"}}]}';
  const b = '{"schema":"plasmate.agent-workflow.v1","name":"e","steps":[{"id":"open","tool":"open_page","arguments":{"u":"a/bé"}}]}';
  expect(planFrom(a).fingerprint).toBe(planFrom(b).fingerprint);
});

test('keys sort by UTF-8 byte order, not UTF-16 units', () => {
  // U+FB01 (EF AC 81) sorts before U+1F600 (F0 9F 98 80) in bytes; in UTF-16 units the emoji's
  // surrogate 0xD83D would sort first.
  expect(compareCodePoints('\ufb01', '😀')).toBeLessThan(0);
  expect(['😀', '\ufb01', 'Z', 'a', 'é'].sort(compareCodePoints)).toEqual(['Z', 'a', 'é', '\ufb01', '😀']);
  const text = '{"schema":"plasmate.agent-workflow.v1","name":"k","steps":[{"id":"open","tool":"open_page","arguments":{"😀":1,"ﬁ":2,"b":3,"B":4,"":5}}]}';
  const expected =
    `{"limits":${DEFAULT_LIMITS},"name":"k","schema":"plasmate.agent-workflow.v1",` +
    `"steps":[{"arguments":{"":5,"B":4,"b":3,"ﬁ":2,"😀":1},"expect":${NO_EXPECT},"id":"open","tool":"open_page"}],"trace":false}`;
  expect(planFrom(text).fingerprint).toBe(sha(expected));
});

test('whitespace, member order and explicit defaults do not change the fingerprint', () => {
  const a = '{"schema":"plasmate.agent-workflow.v1","name":"w","steps":[{"id":"open","tool":"open_page"}]}';
  const b = `{
    "name": "w",
    "trace": false,
    "limits": {"step_timeout_ms": 10000, "fail_fast": true},
    "steps": [ {"tool": "open_page", "arguments": {}, "id": "open", "expect": {"is_error": false, "equals": null}} ],
    "schema": "plasmate.agent-workflow.v1"
  }`;
  expect(planFrom(a).fingerprint).toBe(planFrom(b).fingerprint);
});

test('anything that runs differently changes the fingerprint', () => {
  const base = { schema: 'plasmate.agent-workflow.v1', name: 'x', steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'https://a.test/' } }] };
  const fp = (doc: unknown) => planFrom(JSON.stringify(doc)).fingerprint;
  const seen = new Set([fp(base)]);
  for (const variant of [
    { ...base, name: 'y' },
    { ...base, trace: true },
    { ...base, limits: { fail_fast: false } },
    { ...base, steps: [{ ...base.steps[0], id: 'open2' }] },
    { ...base, steps: [{ ...base.steps[0], arguments: { url: 'https://b.test/' } }] },
    { ...base, steps: [{ ...base.steps[0], expect: { is_error: true } }] },
    { ...base, steps: [{ ...base.steps[0], expect: { json_pointer: '' } }] },
  ]) {
    const f = fp(variant);
    expect(seen.has(f)).toBe(false);
    seen.add(f);
  }
});
