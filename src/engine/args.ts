// Tool argument parsing with upstream's (serde) error wording: `Invalid arguments: missing field
// \`url\``, `invalid type: integer \`5\`, expected a string`, `unknown field \`x\`, expected ...`.

export type FieldKind = 'string' | 'bool' | 'u64' | 'i32' | 'array';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required: boolean;
}

export class ArgumentError extends Error {}

const EXPECTED: Record<FieldKind, string> = { string: 'a string', bool: 'a boolean', u64: 'u64', i32: 'i32', array: 'a sequence' };
const I32_MIN = -2147483648;
const I32_MAX = 2147483647;

/** How serde names an unexpected JSON value. */
export function describeUnexpected(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return `boolean \`${value}\``;
  if (typeof value === 'number') return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``;
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`;
  if (Array.isArray(value)) return 'sequence';
  return 'map';
}

function convert(value: unknown, kind: FieldKind): unknown {
  const invalidType = (): never => {
    throw new ArgumentError(`invalid type: ${describeUnexpected(value)}, expected ${EXPECTED[kind]}`);
  };
  switch (kind) {
    case 'string':
      return typeof value === 'string' ? value : invalidType();
    case 'bool':
      return typeof value === 'boolean' ? value : invalidType();
    case 'array':
      return Array.isArray(value) ? value : invalidType();
    case 'u64':
    case 'i32': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return invalidType();
      const inRange = kind === 'u64' ? value >= 0 && Number.isSafeInteger(value) : value >= I32_MIN && value <= I32_MAX;
      if (!inRange) throw new ArgumentError(`invalid value: integer \`${value}\`, expected ${kind}`);
      return value;
    }
  }
}

/**
 * Parse `args` into the declared fields. `strict` rejects unknown keys (upstream's
 * deny_unknown_fields structs); otherwise they are ignored. Optional fields accept null as absent.
 */
export function parseArgs(args: unknown, structName: string, fields: readonly FieldSpec[], strict: boolean): Record<string, unknown> {
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw new ArgumentError(`invalid type: ${describeUnexpected(args)}, expected struct ${structName}`);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    const field = fields.find((candidate) => candidate.name === key);
    if (!field) {
      if (!strict) continue;
      const names = fields.map((candidate) => `\`${candidate.name}\``);
      const expected = names.length === 1 ? names[0] : names.length === 2 ? `${names[0]} or ${names[1]}` : `one of ${names.join(', ')}`;
      throw new ArgumentError(`unknown field \`${key}\`, expected ${expected}`);
    }
    if (value === null && !field.required) continue;
    out[key] = convert(value, field.kind);
  }
  const missing = fields.find((field) => field.required && !(field.name in out));
  if (missing) throw new ArgumentError(`missing field \`${missing.name}\``);
  return out;
}
