/**
 * The advertised-schema gate (docs/contract/plan-and-report.md §6.5, docs/contract/engine.md §11.3), the schema half:
 * read the tools/list result, pre-check each used inputSchema against a closed keyword list
 * (fail closed: anything not listed is drift), then validate arguments with ajv against a
 * *closed* copy of the schema. Pure functions plus one small validator class; no I/O.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { boundedRegExpEngine, PatternBudgetExceeded } from './bounded-regexp.js';
import { isRecord, printableLine, printableToken } from '../contract/text.js';

/**
 * Subschema nesting accepted (properties → items → properties …). Upstream replaces a schema
 * deeper than 16 levels with a placeholder before advertising it, so a real schema never gets
 * here deeper; the bound also keeps the recursive pre-check far from the stack limit.
 */
export const MAX_SCHEMA_DEPTH = 16;

const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'] as const;
type SchemaType = (typeof TYPES)[number];

/** Annotations: shape-checked, never enforced (format included: an annotation only). */
const ANNOTATIONS: Record<string, (value: unknown) => boolean> = {
  title: (v) => typeof v === 'string',
  description: (v) => typeof v === 'string',
  default: () => true,
  examples: (v) => Array.isArray(v),
  deprecated: (v) => typeof v === 'boolean',
  readOnly: (v) => typeof v === 'boolean',
  writeOnly: (v) => typeof v === 'boolean',
};

const isCount = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
const isFiniteNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const NUMERIC: Record<string, (value: unknown) => boolean> = {
  minimum: isFiniteNumber,
  maximum: isFiniteNumber,
  exclusiveMinimum: isFiniteNumber,
  exclusiveMaximum: isFiniteNumber,
  multipleOf: (v) => isFiniteNumber(v) && (v as number) > 0,
};

/** Keywords that fit each type, besides `type`, `enum`, `const` and the annotations. */
const TYPE_KEYWORDS: Record<SchemaType, Record<string, (value: unknown) => boolean>> = {
  string: {
    minLength: isCount,
    maxLength: isCount,
    pattern: isCompilablePattern,
    format: (v) => typeof v === 'string',
  },
  number: NUMERIC,
  integer: NUMERIC,
  array: {
    items: () => true, // checked recursively
    minItems: isCount,
    maxItems: isCount,
    uniqueItems: (v) => typeof v === 'boolean',
  },
  object: {
    properties: () => true, // checked recursively
    required: (v) => Array.isArray(v) && v.every((n) => typeof n === 'string') && new Set(v).size === v.length,
    additionalProperties: (v) => typeof v === 'boolean',
    minProperties: isCount,
    maxProperties: isCount,
  },
  boolean: {},
  null: {},
};

/** Keywords kept in the closed copy that ajv enforces (annotations and format are dropped). */
const ENFORCED = new Set([
  'type', 'enum', 'const', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum',
  'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', 'uniqueItems',
  'required', 'minProperties', 'maxProperties',
]);

function isCompilablePattern(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    new RegExp(value, 'u');
    return true;
  } catch {
    return false;
  }
}


export interface AdvertisedTool {
  name: string;
  inputSchema: Record<string, unknown>;
  /** As advertised (may be absent or malformed: the tool guard reads it defensively). */
  annotations: unknown;
}

/**
 * The tools/list result as the gate needs it: `tools` an array of `{name, inputSchema}` with
 * unique string names. Returns the problem text instead when the listing is unusable.
 */
export function readToolList(result: unknown): Map<string, AdvertisedTool> | string {
  if (!isRecord(result) || !Array.isArray(result.tools)) return 'tools/list result has no tools array';
  const tools = new Map<string, AdvertisedTool>();
  for (const entry of result.tools) {
    if (!isRecord(entry) || typeof entry.name !== 'string') return 'a listed tool has no string name';
    if (tools.has(entry.name)) return `tool ${JSON.stringify(entry.name)} is listed twice`;
    if (!isRecord(entry.inputSchema)) return `tool ${JSON.stringify(entry.name)} has no inputSchema object`;
    tools.set(entry.name, { name: entry.name, inputSchema: entry.inputSchema, annotations: entry.annotations });
  }
  return tools;
}

/**
 * The fail-closed keyword pre-check. Returns null when the schema is acceptable, else the first
 * problem as `<schema path>: <what>` (the path is within the schema, never argument data).
 */
export function precheckSchema(schema: unknown, path = '', depth = 0): string | null {
  const at = path === '' ? '(root)' : path;
  if (depth > MAX_SCHEMA_DEPTH) return `${at}: nested deeper than ${MAX_SCHEMA_DEPTH} levels`;
  if (!isRecord(schema)) return `${at}: a schema must be an object`;
  const { type } = schema;
  if (typeof type !== 'string' || !(TYPES as readonly string[]).includes(type)) {
    return `${at}: "type" must be one of ${TYPES.join(', ')} (a single string)`;
  }
  const fitting = TYPE_KEYWORDS[type as SchemaType];
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'type' || keyword === 'const') continue;
    if (keyword === 'enum') {
      if (!Array.isArray(value) || value.length === 0) return `${at}: "enum" must be a non-empty array`;
      continue;
    }
    const annotation = ANNOTATIONS[keyword];
    if (annotation) {
      if (!annotation(value)) return `${at}: annotation "${keyword}" has the wrong shape`;
      continue;
    }
    const check = Object.hasOwn(fitting, keyword) ? fitting[keyword] : undefined;
    if (!check) return `${at}: keyword "${keyword}" is not allowed for type ${type}`;
    if (!check(value)) return `${at}: "${keyword}" has an invalid value`;
  }
  if (type === 'object') {
    if (!isRecord(schema.properties)) return `${at}: an object schema must have "properties"`;
    for (const [name, sub] of Object.entries(schema.properties)) {
      const problem = precheckSchema(sub, `${path}/properties/${name}`, depth + 1);
      if (problem) return problem;
    }
  }
  if (type === 'array' && 'items' in schema) {
    const problem = precheckSchema(schema.items, `${path}/items`, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * A copy of a pre-checked schema for validating plan arguments: every object closed
 * (`additionalProperties: false`, so an unknown key is `argument_schema_invalid` even where the
 * server would ignore it), annotations and `format` dropped.
 */
export function closedCopy(schema: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (ENFORCED.has(keyword)) copy[keyword] = value;
  }
  if (schema.type === 'object') {
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    copy.properties = Object.fromEntries(
      Object.entries(properties).map(([name, sub]) => [name, closedCopy(sub)]),
    );
    copy.additionalProperties = false;
  }
  if (schema.type === 'array' && isRecord(schema.items)) copy.items = closedCopy(schema.items);
  return copy;
}

/**
 * One argument problem: where in the arguments, which keyword, and what the child's schema
 * allows there — never the value itself. `property` and `allowed` come from ajv's `params` and
 * the schema (child-advertised, so already cleaned and bounded by `advertisedText`), except for
 * `additionalProperties`, whose `property` is the plan's own key (structure, never a value).
 */
export interface ArgumentError {
  instancePath: string;
  keyword: string;
  /** `required`: the missing property; `additionalProperties`: the key the schema does not accept. */
  property?: string;
  /** What the schema allows, as a reader's phrase: `must be one of "a", "b"`, `must be at most 8 characters long`. */
  allowed?: string;
}

export type ArgumentCheck = { valid: true } | { valid: false; errors: ArgumentError[] };

/** Characters kept of one advertised string (a property name, an enum value, a pattern) in a message. */
export const MAX_ADVERTISED_TEXT_CHARS = 48;
/** Characters of enum values or accepted property names listed in one message; the rest are counted. */
export const MAX_LISTED_CHARS = 100;

/**
 * Untrusted text made safe for one message line (`printableLine`): an advertised text could
 * otherwise rewrite what the reader sees on the line.
 */
export function advertisedText(text: string, max = MAX_ADVERTISED_TEXT_CHARS): string {
  return printableLine(text, max);
}

/** An advertised property name, as one token: a space in a path segment would read as two names. */
export function advertisedName(name: string): string {
  return printableToken(name, MAX_ADVERTISED_TEXT_CHARS);
}

/** A JSON value of the schema (an enum member, a const), shown as JSON, cleaned and cut. */
function advertisedValue(value: unknown): string {
  let json: string;
  try {
    json = JSON.stringify(value) ?? 'null';
  } catch {
    json = '?';
  }
  return advertisedText(json);
}

/** `a, b, c` while it fits MAX_LISTED_CHARS (the first item always), then `(and N more)`. */
function listed(items: readonly string[]): string {
  let shown = items[0] ?? '';
  let count = items.length === 0 ? 0 : 1;
  while (count < items.length && shown.length + 2 + items[count]!.length <= MAX_LISTED_CHARS) shown += `, ${items[count++]!}`;
  return count < items.length ? `${shown} (and ${items.length - count} more)` : shown;
}

const A_TYPE: Record<string, string> = {
  object: 'an object', array: 'an array', string: 'a string', number: 'a number', integer: 'an integer', boolean: 'a boolean', null: 'null',
};

/** A finite number of the schema (pre-checked), or `?` for anything else ajv might hand over. */
function bound(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '?';
}

function plural(value: unknown, one: string, many: string): string {
  return `${bound(value)} ${value === 1 ? one : many}`;
}

/** The schema node an error's `schemaPath` (`#/properties/a/items/required`) names, minus the keyword. */
function schemaAt(root: Record<string, unknown>, schemaPath: string): Record<string, unknown> | null {
  const segments = schemaPath.replace(/^#\/?/, '').split('/').slice(0, -1);
  let node: unknown = root;
  for (const raw of segments) {
    if (raw === '') continue;
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isRecord(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
  }
  return isRecord(node) ? node : null;
}

/** ajv's error as an ArgumentError: only `params` and the closed schema are read, never `data`. */
function describeError(error: ErrorObject, schema: Record<string, unknown>): ArgumentError {
  const { instancePath, keyword } = error;
  const params = error.params as Record<string, unknown>;
  const out: ArgumentError = { instancePath, keyword };
  switch (keyword) {
    case 'required':
      out.property = advertisedName(String(params.missingProperty));
      break;
    case 'additionalProperties': {
      out.property = String(params.additionalProperty);
      const properties = schemaAt(schema, error.schemaPath)?.properties;
      const names = isRecord(properties) ? Object.keys(properties).map((name) => advertisedName(name)) : [];
      out.allowed = names.length === 0 ? 'accepts no properties' : `accepts only ${listed(names)}`;
      break;
    }
    case 'enum': {
      const values = Array.isArray(params.allowedValues) ? params.allowedValues.map(advertisedValue) : [];
      out.allowed = `must be one of ${listed(values)}`;
      break;
    }
    case 'const':
      out.allowed = `must be exactly ${advertisedValue(params.allowedValue)}`;
      break;
    case 'type':
      out.allowed = `must be ${A_TYPE[String(params.type)] ?? advertisedText(String(params.type))}`;
      break;
    case 'maxLength':
      out.allowed = `must be at most ${plural(params.limit, 'character', 'characters')} long`;
      break;
    case 'minLength':
      out.allowed = `must be at least ${plural(params.limit, 'character', 'characters')} long`;
      break;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const comparison = ['<', '<=', '>', '>='].includes(String(params.comparison)) ? String(params.comparison) : '?';
      out.allowed = `must be ${comparison} ${bound(params.limit)}`;
      break;
    }
    case 'multipleOf':
      out.allowed = `must be a multiple of ${bound(params.multipleOf)}`;
      break;
    case 'pattern':
      out.allowed = `must match the pattern /${advertisedText(String(params.pattern))}/`;
      break;
    case 'minItems':
      out.allowed = `must have at least ${plural(params.limit, 'item', 'items')}`;
      break;
    case 'maxItems':
      out.allowed = `must have at most ${plural(params.limit, 'item', 'items')}`;
      break;
    case 'uniqueItems':
      // ajv names the equal items' indices; which items equal each other is a fact about the
      // values (one may be a secret), so only the rule is shown.
      out.allowed = 'must not contain equal items';
      break;
    case 'minProperties':
      out.allowed = `must have at least ${plural(params.limit, 'property', 'properties')}`;
      break;
    case 'maxProperties':
      out.allowed = `must have at most ${plural(params.limit, 'property', 'properties')}`;
      break;
    default:
      break;
  }
  return out;
}

/** JSON equality as ajv's `uniqueItems` sees it (objects by their keys and values, in any order). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => jsonEqual(item, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && jsonEqual(left[key], right[key]));
}

/**
 * The meta-schema's one rule the pre-check does not apply: `enum` items are unique. ajv refused
 * such a schema at compile when it still validated schemas, so the gate refuses it the same way.
 */
function enumHasDuplicates(schema: Record<string, unknown>): boolean {
  const values = schema.enum;
  if (Array.isArray(values) && values.some((value, i) => values.slice(0, i).some((earlier) => jsonEqual(earlier, value)))) return true;
  if (isRecord(schema.properties) && Object.values(schema.properties).some((sub) => isRecord(sub) && enumHasDuplicates(sub))) return true;
  return isRecord(schema.items) && enumHasDuplicates(schema.items);
}

/**
 * Compiles closed copies with ajv (strict, every error collected) using the bounded RegExp
 * engine, so that all pattern matching of one gate run ends by `deadline`. A match past the
 * budget throws `PatternBudgetExceeded` out of `check`.
 */
export class ArgumentValidator {
  private readonly ajv: Ajv;

  constructor(deadline: number) {
    this.ajv = new Ajv({
      strict: true,
      // A required name that has no property schema is not ours to reject: upstream accepts it.
      strictRequired: false,
      allErrors: true,
      validateFormats: false,
      // Only closed copies are compiled, built from pre-checked keywords whose values precheckSchema
      // has already shape-checked: with the one rule it leaves out (`enumHasDuplicates`, checked in
      // `compile`), they always conform to ajv's draft-07 meta-schema (__tests__/mcp/
      // schema-gate-meta.test.ts). Validating them against it again compiled that meta-schema on
      // every run, about half of the gate's cost at a cold start.
      validateSchema: false,
      code: { regExp: boundedRegExpEngine(deadline) },
    });
  }

  /** Throws (ajv's compile error) when even the pre-checked copy cannot be compiled. */
  compile(inputSchema: Record<string, unknown>): (args: unknown) => ArgumentCheck {
    const closed = closedCopy(inputSchema);
    if (enumHasDuplicates(closed)) throw new Error('schema is invalid: an enum has duplicate items');
    const validate: ValidateFunction = this.ajv.compile(closed);
    return (args) => {
      if (validate(args)) return { valid: true };
      const errors = (validate.errors ?? []).map((error: ErrorObject) => describeError(error, closed));
      return { valid: false, errors };
    };
  }
}

export { PatternBudgetExceeded };
