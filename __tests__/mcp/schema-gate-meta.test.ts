/**
 * The gate compiles closed copies with ajv's meta-schema validation off (it
 * compiled the draft-07 meta-schema on every run). That keeps behaviour only if the gate still
 * refuses exactly the pre-checked schemas whose closed copy the meta-schema refuses: this holds
 * it for the fault child's listings (upstream's shapes, and the hostile ones) and for thousands
 * of generated schemas, valid and not, over the pre-check's keyword list and odd values.
 * @needs-child-process node
 */
import { execFileSync } from 'node:child_process';
import { Ajv } from 'ajv';
import { mulberry32 } from '../../bench/measure.js';
import { ArgumentValidator, closedCopy, precheckSchema } from '../../src/mcp/schema-gate.js';
import { monotonicNow } from '../../src/supervisor/process.js';
import { FAULT_CHILD } from '../workflow/helpers.js';

/** The draft-07 meta-schema check the gate no longer runs, with the gate's own options otherwise. */
const meta = new Ajv({ strict: true, strictRequired: false, allErrors: true, validateFormats: false });

function conforms(schema: Record<string, unknown>): boolean {
  return meta.validateSchema(closedCopy(schema)) === true;
}

function listedSchemas(mode: string): Record<string, unknown>[] {
  const requests = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '0' } } },
    { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
  ];
  const out = execFileSync(process.execPath, [FAULT_CHILD, mode, '-'], { input: requests.map((r) => `${JSON.stringify(r)}\n`).join('') });
  const listing = JSON.parse(out.toString('utf8').trim().split('\n')[1]!) as { result: { tools: { inputSchema: Record<string, unknown> }[] } };
  return listing.result.tools.map((tool) => tool.inputSchema);
}

test.each(['happy', 'hostile-schema', 'secret-schema', 'catastrophic-pattern', 'bad-keyword'])('every schema the pre-check accepts in the %s listing conforms', (mode) => {
  const schemas = listedSchemas(mode);
  const accepted = schemas.filter((schema) => precheckSchema(schema) === null);
  expect(accepted.length).toBeGreaterThan(0);
  for (const schema of accepted) expect(conforms(schema)).toBe(true);
  const validator = new ArgumentValidator(monotonicNow() + 60_000);
  for (const schema of accepted) expect(gateCompiles(validator, schema)).toBe(true);
});

const ODD_VALUES: unknown[] = [0, -1, 1, 1.5, 2 ** 53, Number.MAX_SAFE_INTEGER, -0, 1e308, '', 'x', '^a+$', '(', true, false, null, [], ['a', 'a'], ['a', 'b'], [1, 1], {}, { a: 1 }];
const KEYWORDS = ['enum', 'const', 'minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'multipleOf', 'minItems', 'maxItems', 'uniqueItems', 'required', 'additionalProperties', 'minProperties', 'maxProperties',
  'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly'];
const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];
/** Generated schemas; enough that every keyword meets every odd value many times over. */
const GENERATED = 5_000;

function generate(next: () => number, depth: number): Record<string, unknown> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const type = pick(TYPES);
  const schema: Record<string, unknown> = { type };
  for (let i = Math.floor(next() * 4); i > 0; i -= 1) schema[pick(KEYWORDS)] = pick(ODD_VALUES);
  if (type === 'object') {
    const properties: Record<string, unknown> = {};
    if (depth < 3) for (let i = Math.floor(next() * 3); i > 0; i -= 1) properties[pick(['a', 'b', 'c'])] = generate(next, depth + 1);
    schema.properties = properties;
    if (next() < 0.5) schema.required = Object.keys(properties).filter(() => next() < 0.5);
  }
  if (type === 'array' && depth < 3 && next() < 0.7) schema.items = generate(next, depth + 1);
  return schema;
}

/** What the gate's compile says of a schema: compiled, or refused (gates.ts: "inputSchema does not compile"). */
function gateCompiles(validator: ArgumentValidator, schema: Record<string, unknown>): boolean {
  try {
    validator.compile(schema);
    return true;
  } catch {
    return false;
  }
}

test('the gate compiles exactly the generated schemas that conform, of those the pre-check accepts', () => {
  // Seeded (mulberry32), so a failure names a reproducible schema.
  const next = mulberry32(13);
  let accepted = 0;
  let refused = 0;
  const validator = new ArgumentValidator(monotonicNow() + 60_000);
  for (let i = 0; i < GENERATED; i += 1) {
    const schema = generate(next, 0);
    if (precheckSchema(schema) !== null) continue;
    accepted += 1;
    const verdict = conforms(schema);
    if (!verdict) refused += 1;
    expect({ schema, compiles: gateCompiles(validator, schema) }).toEqual({ schema, compiles: verdict });
  }
  // Duplicate enum items (the one meta-schema rule the pre-check leaves to compile) occur.
  expect(refused).toBeGreaterThan(0);
  // Both verdicts occur, so the property is not vacuous.
  expect(accepted).toBeGreaterThan(GENERATED / 20);
  expect(accepted).toBeLessThan(GENERATED);
});
