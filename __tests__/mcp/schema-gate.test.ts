import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { ArgumentValidator, closedCopy, precheckSchema, readToolList } from '../../src/mcp/schema-gate.js';
import { boundedRegExpEngine, PatternBudgetExceeded } from '../../src/mcp/bounded-regexp.js';
import { isAdvertisedReadOnly, violatesToolPolicy } from '../../src/mcp/tool-guard.js';
import { monotonicNow } from '../../src/supervisor/process.js';

const str = { type: 'string', description: 'd' };
const upstreamReplay = {
  type: 'object',
  properties: {
    session_id: { ...str, maxLength: 64 }, trace_id: { ...str, maxLength: 64 },
    sequence: { type: 'integer', minimum: 1, description: 'd' }, confirmed: { type: 'boolean', description: 'd' },
  },
  required: ['session_id', 'trace_id', 'sequence'],
  additionalProperties: false,
};
const setCookies = {
  type: 'object',
  properties: {
    session_id: str,
    cookies: { type: 'array', description: 'd', items: { type: 'object', properties: { name: str, value: str, domain: str, sameSite: { ...str, enum: ['Strict', 'Lax', 'None'] } }, required: ['name', 'value', 'domain'] } },
  },
  required: ['session_id', 'cookies'],
};

describe('precheckSchema: the fail-closed keyword list', () => {
  it('accepts upstream\'s schemas', () => {
    expect(precheckSchema(upstreamReplay)).toBeNull();
    expect(precheckSchema(setCookies)).toBeNull();
    expect(precheckSchema({ type: 'object', properties: { s: { ...str, format: 'uri', default: 'x', examples: ['a'], deprecated: false, title: 't' } } })).toBeNull();
  });

  it.each([
    [{ ...upstreamReplay, $schema: 'https://json-schema.org/draft/2020-12/schema' }, 'keyword "$schema"'],
    [{ type: 'object', properties: { u: { ...str, oneOf: [str] } } }, 'keyword "oneOf"'],
    [{ type: 'object', properties: { u: { $ref: '#/x', type: 'string' } } }, 'keyword "$ref"'],
    [{ type: 'object' }, 'must have "properties"'],
    [{ type: ['object', 'null'], properties: {} }, '"type" must be'],
    [{ properties: {} }, '"type" must be'],
    [{ type: 'object', properties: {}, additionalProperties: {} }, '"additionalProperties" has an invalid value'],
    [{ type: 'object', properties: { n: { type: 'integer', maxLength: 3 } } }, '"maxLength" is not allowed for type integer'],
    [{ type: 'object', properties: { s: { ...str, minimum: 1 } } }, '"minimum" is not allowed for type string'],
    [{ type: 'object', properties: { s: { ...str, pattern: '(' } } }, '"pattern" has an invalid value'],
    [{ type: 'object', properties: { s: { ...str, description: 5 } } }, 'annotation "description"'],
    [{ type: 'object', properties: { s: { ...str, maxLength: -1 } } }, '"maxLength" has an invalid value'],
    [{ type: 'object', properties: {}, required: ['a', 'a'] }, '"required" has an invalid value'],
    [{ type: 'object', properties: { s: { ...str, enum: [] } } }, '"enum" must be'],
  ])('refuses %j', (schema, problem) => {
    expect(precheckSchema(schema)).toContain(problem);
  });

  it('bounds nesting depth', () => {
    let schema: Record<string, unknown> = str;
    for (let i = 0; i < 20; i += 1) schema = { type: 'array', items: schema };
    expect(precheckSchema(schema)).toContain('nested deeper');
  });
});

describe('ArgumentValidator: closed objects, ajv, characters', () => {
  const validator = () => new ArgumentValidator(monotonicNow() + 5_000);

  it('closes every object, also nested ones, and drops annotations', () => {
    const copy = closedCopy(setCookies);
    expect(copy.additionalProperties).toBe(false);
    const cookies = (copy.properties as Record<string, Record<string, unknown>>).cookies!;
    expect((cookies.items as Record<string, unknown>).additionalProperties).toBe(false);
    expect(JSON.stringify(copy)).not.toContain('description');
  });

  it('validates arguments and reports only paths and keywords', () => {
    const check = validator().compile(setCookies);
    expect(check({ session_id: 's', cookies: [{ name: 'n', value: 'v', domain: 'd' }] })).toEqual({ valid: true });
    const result = check({ session_id: 's', cookies: [{ name: 'n', value: 'SECRET', domain: 'd', extra: 1 }], more: 2 });
    expect(result).toEqual({ valid: false, errors: expect.arrayContaining([
      { instancePath: '', keyword: 'additionalProperties', property: 'more', allowed: 'accepts only session_id, cookies' },
      { instancePath: '/cookies/0', keyword: 'additionalProperties', property: 'extra', allowed: 'accepts only name, value, domain, sameSite' },
    ]) });
    expect(JSON.stringify(result)).not.toContain('SECRET');
  });

  it('counts maxLength in characters, not bytes or UTF-16 units', () => {
    const check = validator().compile({ type: 'object', properties: { s: { type: 'string', maxLength: 2 } } });
    expect(check({ s: '😀é' })).toEqual({ valid: true });
    expect(check({ s: '😀éx' }).valid).toBe(false);
  });

  it('treats format as an annotation', () => {
    const check = validator().compile({ type: 'object', properties: { u: { type: 'string', format: 'uri' } } });
    expect(check({ u: 'not a uri' })).toEqual({ valid: true });
  });
});

describe('the catastrophic pattern mitigation', () => {
  it('a plain RegExp would block the event loop; the bounded engine stops at its deadline', () => {
    const engine = boundedRegExpEngine(monotonicNow() + 200);
    const pattern = engine('^(a+)+$', 'u');
    expect(pattern.test('aaaa')).toBe(true);
    const started = monotonicNow();
    // 2^48 backtracking steps unbounded: hours. Bounded: the budget.
    expect(() => pattern.test(`${'a'.repeat(48)}!`)).toThrow(PatternBudgetExceeded);
    expect(monotonicNow() - started).toBeLessThan(2_000);
    // The budget is shared: once spent, every later match fails at once.
    const again = monotonicNow();
    expect(() => engine('^b$', 'u').test('b')).toThrow(PatternBudgetExceeded);
    expect(monotonicNow() - again).toBeLessThan(50);
  });

  it('is what ajv uses for an advertised pattern', () => {
    const check = new ArgumentValidator(monotonicNow() + 200).compile({ type: 'object', properties: { u: { type: 'string', pattern: '^(a+)+$' } } });
    expect(() => check({ u: `${'a'.repeat(48)}!` })).toThrow(PatternBudgetExceeded);
  });
});

describe('readToolList', () => {
  it('needs a tools array of unique names with an inputSchema object', () => {
    expect(readToolList({})).toContain('no tools array');
    expect(readToolList({ tools: [{ name: 'a', inputSchema: {} }, { name: 'a', inputSchema: {} }] })).toContain('listed twice');
    expect(readToolList({ tools: [{ name: 'a' }] })).toContain('no inputSchema');
    expect(readToolList({ tools: [{ name: 'a', inputSchema: { type: 'object' } }] })).toBeInstanceOf(Map);
  });
});

describe('the tool guard', () => {
  it('counts only readOnlyHint true without destructiveHint true as read-only', () => {
    expect(isAdvertisedReadOnly({ readOnlyHint: true })).toBe(true);
    expect(isAdvertisedReadOnly({ readOnlyHint: true, destructiveHint: false })).toBe(true);
    expect(isAdvertisedReadOnly({ readOnlyHint: true, destructiveHint: true })).toBe(false);
    expect(isAdvertisedReadOnly({ readOnlyHint: 'true' })).toBe(false);
    expect(isAdvertisedReadOnly({})).toBe(false);
    expect(isAdvertisedReadOnly(undefined)).toBe(false);
  });

  it('refuses a statically read-only tool the child does not advertise read-only, unless approved', () => {
    expect(violatesToolPolicy('get_cookies', { readOnlyHint: false }, false)).toBe(true);
    expect(violatesToolPolicy('trace_export', undefined, false)).toBe(true);
    expect(violatesToolPolicy('get_cookies', { readOnlyHint: false }, true)).toBe(false);
    expect(violatesToolPolicy('trace_status', { readOnlyHint: true, destructiveHint: false }, false)).toBe(false);
    // Mutating tools need an approval anyway: the guard adds nothing.
    expect(violatesToolPolicy('click', { readOnlyHint: false, destructiveHint: true }, true)).toBe(false);
  });

  it('open_page: upstream advertises it not read-only, so it must at least be explicitly non-destructive', () => {
    expect(violatesToolPolicy('open_page', { readOnlyHint: false, destructiveHint: false, openWorldHint: true }, false)).toBe(false);
    expect(violatesToolPolicy('open_page', { readOnlyHint: false, destructiveHint: true }, false)).toBe(true);
    expect(violatesToolPolicy('open_page', { readOnlyHint: false }, false)).toBe(true);
  });
});

describe('the SDK pitfall this runner avoids', () => {
  it('the SDK\'s default validator reads a 2020-12 outputSchema as draft-07 and can reject a valid value', () => {
    // Valid under 2020-12: exactly one string (prefixItems, then items:false forbids more).
    // Draft-07 reads items:false as "no items at all". The runner never lets the SDK validate.
    const outputSchema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object',
      properties: { pair: { type: 'array', prefixItems: [{ type: 'string' }], items: false } },
    };
    const validate = new AjvJsonSchemaValidator().getValidator(outputSchema);
    expect(validate({ pair: ['x'] }).valid).toBe(false);
  });
});
