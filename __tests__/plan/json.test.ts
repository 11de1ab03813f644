import { parseJsonDocument, type JsonNode } from '../../src/plan/json.js';
import { validatePlan } from '../../src/plan/validate.js';

/** The plain value a node stands for (numbers as JS numbers), to compare with expectations. */
function toPlain(node: JsonNode): unknown {
  switch (node.kind) {
    case 'object':
      return Object.fromEntries(node.members.map((m) => [m.key, toPlain(m.value)]));
    case 'array':
      return node.items.map(toPlain);
    case 'number':
      return Number(node.raw);
    case 'null':
      return null;
    default:
      return node.value;
  }
}
import { LineIndex } from '../../src/plan/problem.js';
import { MAX_JSON_DEPTH, MAX_PLAN_BYTES, MAX_STRING_BYTES } from '../../src/plan/bounds.js';

const parse = (text: string) => parseJsonDocument(Buffer.from(text, 'utf8'));
const ruleOf = (text: string) => parse(text).problems.map((p) => p.rule);

describe('strict lossless parsing', () => {
  test('every value kind, with offsets', () => {
    const { root, problems } = parse('{"a": [1, "x", true, false, null, {}]}');
    expect(problems).toEqual([]);
    expect(root?.kind).toBe('object');
    expect(toPlain(root as JsonNode)).toEqual({ a: [1, 'x', true, false, null, {}] });
    const arr = (root as Extract<JsonNode, { kind: 'object' }>).members[0]!.value as Extract<JsonNode, { kind: 'array' }>;
    expect(arr.offset).toBe(6);
    expect(arr.items.map((i) => i.offset)).toEqual([7, 10, 15, 21, 28, 34]);
  });

  test.each(['1.0', '12345678901234567890', '-0', '1E5', '1e-7', '0.10', '-12.5e+3'])('number literal %s is kept as written', (raw) => {
    const { root } = parse(`[${raw}]`);
    expect((root as Extract<JsonNode, { kind: 'array' }>).items[0]).toMatchObject({ kind: 'number', raw });
  });

  test.each([
    ['trailing comma in array', '[1,]'],
    ['trailing comma in object', '{"a":1,}'],
    ['comment', '{"a":1 /* no */}'],
    ['single quotes', "{'a':1}"],
    ['leading zero', '[01]'],
    ['bare fraction dot', '[1.]'],
    ['leading dot', '[.5]'],
    ['plus sign', '[+1]'],
    ['NaN', '[NaN]'],
    ['exponent without digits', '[1e]'],
    ['raw control character in string', '["a\u0001b"]'],
    ['raw newline in string', '["a\nb"]'],
    ['invalid escape', '["\\x41"]'],
    ['short unicode escape', '["\\u12"]'],
    ['lone leading surrogate', '["\\ud800"]'],
    ['lone leading surrogate before text', '["\\ud800abc"]'],
    ['bad low surrogate', '["\\ud800\\u0041"]'],
    ['lone trailing surrogate', '["\\udc00"]'],
    ['unterminated string', '["abc'],
    ['trailing garbage', '{} {}'],
    ['empty document', ''],
    ['whitespace only', '  \n'],
    ['byte order mark', '\ufeff{}'],
    ['unquoted key', '{a:1}'],
    ['missing colon', '{"a" 1}'],
    ['true misspelled', '[tru]'],
  ])('rejects %s', (_name, text) => {
    const result = parse(text);
    expect(result.root).toBeNull();
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]!.rule).toBe('plan.json.syntax');
  });

  test('a valid surrogate pair escape decodes to one character', () => {
    const { root } = parse('["\\ud83d\\ude00"]');
    expect(toPlain(root as JsonNode)).toEqual(['😀']);
  });

  test('numbers out of double range are refused (serde_json refuses them too)', () => {
    expect(ruleOf('[1e400]')).toEqual(['plan.json.number-range']);
  });

  test('invalid UTF-8 bytes are refused before parsing', () => {
    const result = parseJsonDocument(Uint8Array.from([0x5b, 0x22, 0xff, 0x22, 0x5d]));
    expect(result.problems.map((p) => p.rule)).toEqual(['plan.json.encoding']);
  });

  test('a key named __proto__ stays plain data in the plan a runner receives', () => {
    const text = '{"schema":"plasmate.agent-workflow.v1","name":"p","steps":[{"id":"o","tool":"open_page","arguments":{"__proto__":{"polluted":true}}}]}';
    const plan = validatePlan(Buffer.from(text), 'p.json', null).plan!;
    const args = plan.steps[0]!.arguments;
    expect(Object.keys(args)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('document bounds', () => {
  const nestedArrays = (n: number, inner = '') => `${'['.repeat(n)}${inner}${']'.repeat(n)}`;

  test(`depth ${MAX_JSON_DEPTH} is accepted, ${MAX_JSON_DEPTH + 1} is refused`, () => {
    // n nested arrays: the innermost array sits at depth n-1; a scalar inside it at depth n.
    expect(ruleOf(nestedArrays(MAX_JSON_DEPTH + 1))).toEqual([]);
    expect(ruleOf(nestedArrays(MAX_JSON_DEPTH, '1'))).toEqual([]);
    expect(ruleOf(nestedArrays(MAX_JSON_DEPTH + 2))).toEqual(['plan.json.depth']);
    expect(ruleOf(nestedArrays(MAX_JSON_DEPTH + 1, '1'))).toEqual(['plan.json.depth']);
  });

  test('hostile depth stops at the bound without recursing further', () => {
    const result = parse(nestedArrays(100_000));
    expect(result.problems.map((p) => p.rule)).toEqual(['plan.json.depth']);
    expect(result.problems[0]!.offset).toBe(MAX_JSON_DEPTH + 1);
  });

  test('file size: exactly the bound is read, one byte more is refused', () => {
    const fits = `[${' '.repeat(MAX_PLAN_BYTES - 2)}]`;
    expect(Buffer.byteLength(fits)).toBe(MAX_PLAN_BYTES);
    expect(ruleOf(fits)).toEqual([]);
    expect(ruleOf(`[${' '.repeat(MAX_PLAN_BYTES - 1)}]`)).toEqual(['plan.json.size']);
  });

  test.each([
    ['ASCII', 'a', 1],
    ['2-byte é', 'é', 2],
    ['3-byte €', '€', 3],
    ['4-byte emoji', '😀', 4],
  ])('strings are bounded in UTF-8 bytes (%s)', (_name, unit, width) => {
    const count = Math.floor(MAX_STRING_BYTES / width);
    const pad = 'a'.repeat(MAX_STRING_BYTES - count * width);
    const exact = unit.repeat(count) + pad;
    expect(Buffer.byteLength(exact)).toBe(MAX_STRING_BYTES);
    expect(ruleOf(JSON.stringify([exact]))).toEqual([]);
    expect(ruleOf(JSON.stringify([`${exact}a`]))).toEqual(['plan.json.string-size']);
  });

  test('escaped characters count by their decoded UTF-8 bytes', () => {
    const escaped = '\\u00e9'.repeat(MAX_STRING_BYTES / 2); // 6 source bytes, 2 decoded bytes each
    expect(ruleOf(`["${escaped}"]`)).toEqual([]);
    expect(ruleOf(`["${escaped}a"]`)).toEqual(['plan.json.string-size']);
  });

  test('object keys are not bounded as strings, as upstream bounds string values only', () => {
    // Upstream accepted 8 plans of a generated corpus that this parser refused for a long key.
    expect(ruleOf(JSON.stringify({ ['k'.repeat(MAX_STRING_BYTES + 1)]: 1 }))).toEqual([]);
    expect(ruleOf(JSON.stringify({ ['k'.repeat(MAX_STRING_BYTES + 1)]: 'v'.repeat(MAX_STRING_BYTES + 1) }))).toEqual(['plan.json.string-size']);
  });
});

describe('duplicate keys', () => {
  test('at any depth, naming both locations, and parsing continues', () => {
    const text = '{\n  "a": 1,\n  "b": {"x": 1, "x": 2},\n  "a": 3\n}';
    const result = parse(text);
    expect(result.root).not.toBeNull();
    const lines = new LineIndex(result.text);
    const found = result.problems.map((p) => ({ rule: p.rule, ...lines.locate(p.offset), message: p.message }));
    expect(found).toEqual([
      { rule: 'plan.json.duplicate-key', line: 3, column: 17, message: 'duplicate key "x"; first defined at line 3, column 9' },
      { rule: 'plan.json.duplicate-key', line: 4, column: 3, message: 'duplicate key "a"; first defined at line 2, column 3' },
    ]);
  });

  test('large objects are checked too', () => {
    const members = Array.from({ length: 40 }, (_, i) => `"k${i}": ${i}`);
    members.push('"k17": 0');
    expect(ruleOf(`{${members.join(',')}}`)).toEqual(['plan.json.duplicate-key']);
  });
});

describe('locations', () => {
  test('lines and columns are 1-based; columns count code points', () => {
    const text = '{\n  "😀😀": [\n\t1, x]\n}';
    const result = parse(text);
    const lines = new LineIndex(result.text);
    expect(lines.locate(result.problems[0]!.offset)).toEqual({ line: 3, column: 5 });
    expect(lines.locate(text.indexOf(':'))).toEqual({ line: 2, column: 7 });
  });
});
