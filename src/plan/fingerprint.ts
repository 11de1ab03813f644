/**
 * The plan fingerprint, byte-identical to upstream's canonicalization (docs/contract/plan-and-report.md §4): the canonical
 * plan value serialized compactly with object keys sorted by UTF-8 byte order, strings escaped as
 * serde_json escapes them, numbers as serde_json writes the value it parses (`number-format.ts`),
 * then SHA-256 in lowercase hex.
 */
import * as crypto from 'node:crypto';
import type { JsonNode, JsonObject } from './json.js';
import { canonicalNumber, formatF64 } from './number-format.js';
import { SECRET_KEY } from './secret-reference.js';
import type { Limits } from '../contract/plan.js';

/** What every secret name becomes before hashing, so the fingerprint is no dictionary oracle for names. */
export const SECRET_NAME_PLACEHOLDER = '<secret-reference>';
const ESCAPES: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** The first UTF-16 surrogate unit: below it, a unit is its own code point. */
const SURROGATE_START = 0xd800;
/** Strings up to this long are checked for escapes by a loop; a regex call costs more on short ones. */
const SHORT_STRING = 32;
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/;
const ESCAPE_ALL = /["\\\u0000-\u001f]/g;

/**
 * One step's canonical inputs. Arguments and `equals` arrive already serialized by
 * `canonicalJson` (the validator serializes arguments once for the size rule and reuses it).
 */
export interface CanonicalStep {
  id: string;
  tool: string;
  /** `serializeArguments(arguments).json`, or `{}` when absent. */
  argumentsJson: string;
  isError: boolean;
  jsonPointer: string | null;
  /** `canonicalJson(equals, false)`, or null when absent or JSON null. */
  equalsJson: string | null;
}

export interface CanonicalPlan {
  schema: string;
  name: string;
  trace: boolean;
  limits: Limits;
  steps: CanonicalStep[];
}

/**
 * Node's one-shot `crypto.hash` (Node ≥ 20.12; not declared by @types/node 20): no Hash object
 * per plan. The string is hashed as UTF-8 either way.
 */
const oneShotHash = (crypto as unknown as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

export function planFingerprint(plan: CanonicalPlan): string {
  const json = canonicalPlanJson(plan);
  return oneShotHash !== undefined ? oneShotHash('sha256', json, 'hex') : crypto.createHash('sha256').update(json, 'utf8').digest('hex');
}

/** The exact bytes that are hashed, exposed for anyone recomputing a fingerprint by hand. */
export function canonicalPlanJson(plan: CanonicalPlan): string {
  // Fixed keys are written here already in byte order; `canonicalJson` sorts user data.
  const limits = plan.limits;
  const limitsJson =
    `{"fail_fast":${limits.fail_fast},"memory_mb":${limits.memory_mb},"response_bytes":${limits.response_bytes},` +
    `"stderr_bytes":${limits.stderr_bytes},"step_timeout_ms":${limits.step_timeout_ms},"workflow_timeout_ms":${limits.workflow_timeout_ms}}`;
  let steps = '';
  for (let i = 0; i < plan.steps.length; i++) {
    const step = plan.steps[i]!;
    const expect =
      `{"equals":${step.equalsJson ?? 'null'},"is_error":${step.isError},` +
      `"json_pointer":${step.jsonPointer === null ? 'null' : jsonString(step.jsonPointer)}}`;
    steps += `${i === 0 ? '' : ','}{"arguments":${step.argumentsJson},"expect":${expect},"id":${jsonString(step.id)},"tool":${jsonString(step.tool)}}`;
  }
  return `{"limits":${limitsJson},"name":${jsonString(plan.name)},"schema":${jsonString(plan.schema)},"steps":[${steps}],"trace":${plan.trace}}`;
}

/** A step's arguments serialized once for both the size rule and the fingerprint. */
export interface SerializedArguments {
  /** Canonical JSON with secret names normalized: what the fingerprint hashes. */
  json: string;
  /**
   * UTF-8 bytes of the same serialization with the names as written: what the size rule bounds.
   * Numbers count as serde_json writes them, as upstream's serialized size does.
   */
  bytes: number;
  /** Every object holding a `$secret` member, valid or not, in document order. */
  secretObjects: JsonObject[];
}

const PLACEHOLDER_JSON = jsonString(SECRET_NAME_PLACEHOLDER);

export function serializeArguments(node: JsonObject): SerializedArguments {
  const secretObjects: JsonObject[] = [];
  const json = canonicalJson(node, secretObjects);
  let bytes = Buffer.byteLength(json, 'utf8');
  for (const ref of secretObjects) {
    // A one-member reference was written with the placeholder; count the name as written instead.
    if (ref.members.length === 1) bytes += Buffer.byteLength(canonicalJson(ref.members[0]!.value), 'utf8') - PLACEHOLDER_JSON.length;
  }
  return { json, bytes, secretObjects };
}

/**
 * Compact canonical JSON of a parsed node: keys sorted by code point (= UTF-8 byte) order, numbers
 * as serde_json writes them (`1e3` → `1000.0`). Given `secretObjects`, objects holding `$secret`
 * are collected there, and those that are exactly {"$secret": …} are written as
 * {"$secret":"<secret-reference>"}.
 */
export function canonicalJson(node: JsonNode, secretObjects?: JsonObject[]): string {
  switch (node.kind) {
    case 'object': {
      const members = node.members;
      if (secretObjects !== undefined && members.some((m) => m.key === SECRET_KEY)) {
        secretObjects.push(node);
        if (members.length === 1) return `{"${SECRET_KEY}":${PLACEHOLDER_JSON}}`;
      }
      let sorted = members;
      for (let i = 1; i < members.length; i++) {
        if (compareCodePoints(members[i - 1]!.key, members[i]!.key) > 0) {
          sorted = [...members].sort((a, b) => compareCodePoints(a.key, b.key));
          break;
        }
      }
      let out = '{';
      for (let i = 0; i < sorted.length; i++) {
        const m = sorted[i]!;
        out += `${i === 0 ? '' : ','}${jsonString(m.key)}:${canonicalJson(m.value, secretObjects)}`;
      }
      return `${out}}`;
    }
    case 'array': {
      let out = '[';
      for (let i = 0; i < node.items.length; i++) out += `${i === 0 ? '' : ','}${canonicalJson(node.items[i]!, secretObjects)}`;
      return `${out}]`;
    }
    case 'string':
      return jsonString(node.value);
    case 'number':
      // The parser refused every literal serde_json finds out of range, so this is never null.
      return canonicalNumber(node.raw) ?? node.raw;
    case 'boolean':
      return node.value ? 'true' : 'false';
    case 'null':
      return 'null';
  }
}

/** serializeArguments on a native value, under canonicalPlainJson's condition on the text's numbers. */
export function serializePlainArguments(args: Record<string, unknown>): { json: string; bytes: number; secretObjects: Record<string, unknown>[] } {
  const secretObjects: Record<string, unknown>[] = [];
  const json = canonicalPlainJson(args, secretObjects);
  let bytes = Buffer.byteLength(json, 'utf8');
  for (const ref of secretObjects) {
    // A one-member reference was written with the placeholder; count the name as written instead.
    if (Object.keys(ref).length === 1) bytes += Buffer.byteLength(canonicalPlainJson(ref[SECRET_KEY]), 'utf8') - PLACEHOLDER_JSON.length;
  }
  return { json, bytes, secretObjects };
}

/**
 * canonicalJson on a native `JSON.parse` value, for a text whose every number literal is the one
 * serde_json writes for its value (the fast path's scan proves it; see fast-path.ts): keys in code
 * point order, integers as `String` writes them, other numbers by `formatF64`. Given
 * `secretObjects`, objects holding `$secret` are collected there and the one-member ones written
 * with the placeholder, as canonicalJson does.
 */
export function canonicalPlainJson(value: unknown, secretObjects?: Record<string, unknown>[]): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return jsonString(value);
    case 'number':
      return Number.isInteger(value) ? String(value) : formatF64(value);
    case 'boolean':
      return value ? 'true' : 'false';
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += `${i === 0 ? '' : ','}${canonicalPlainJson(value[i], secretObjects)}`;
    return `${out}]`;
  }
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object);
  if (secretObjects !== undefined && Object.prototype.hasOwnProperty.call(object, SECRET_KEY)) {
    secretObjects.push(object);
    if (keys.length === 1) return `{"${SECRET_KEY}":${PLACEHOLDER_JSON}}`;
  }
  for (let i = 1; i < keys.length; i++) {
    if (compareCodePoints(keys[i - 1]!, keys[i]!) > 0) {
      keys.sort(compareCodePoints);
      break;
    }
  }
  let out = '{';
  for (let i = 0; i < keys.length; i++) out += `${i === 0 ? '' : ','}${jsonString(keys[i]!)}:${canonicalPlainJson(object[keys[i]!], secretObjects)}`;
  return `${out}}`;
}

/** Code point order equals UTF-8 byte order (UTF-16 unit order does not, above U+D7FF). */
export function compareCodePoints(a: string, b: string): number {
  // Below the surrogate range UTF-16 unit order is code point order: where the first differing
  // units are both below it, they decide (no regex over both strings, as keys are compared often).
  const shorter = Math.min(a.length, b.length);
  let at = 0;
  while (at < shorter && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  if (at === shorter) return a.length - b.length;
  if (a.charCodeAt(at) < SURROGATE_START && b.charCodeAt(at) < SURROGATE_START) return a.charCodeAt(at) - b.charCodeAt(at);
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}


/** A JSON string as serde_json writes it: only `"`, `\` and C0 controls escaped; U+007F and above raw. */
export function jsonString(value: string): string {
  // Most strings need no escaping: test once before paying for a replace with a callback.
  if (value.length <= SHORT_STRING ? !hasEscapable(value) : !NEEDS_ESCAPE.test(value)) return `"${value}"`;
  return `"${value.replace(ESCAPE_ALL, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}

/** NEEDS_ESCAPE.test(value), as a loop: `"`, `\` or a C0 control. */
function hasEscapable(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c) return true;
  }
  return false;
}
