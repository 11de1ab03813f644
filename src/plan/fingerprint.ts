/**
 * The plan fingerprint, byte-identical to upstream's canonicalization (contract §4): the canonical
 * plan value serialized compactly with object keys sorted by UTF-8 byte order, strings escaped as
 * serde_json escapes them, number literals exactly as written, then SHA-256 in lowercase hex.
 */
import { createHash } from 'node:crypto';
import type { JsonNode } from './json.js';
import type { Limits } from './types.js';

/** What every secret name becomes before hashing, so the fingerprint is no dictionary oracle for names. */
export const SECRET_NAME_PLACEHOLDER = '<secret-reference>';
export const SECRET_KEY = '$secret';

/** One step's canonical inputs: arguments as parsed (lossless), expectation with absent as null. */
export interface CanonicalStep {
  id: string;
  tool: string;
  arguments: JsonNode | null;
  expect: { is_error: boolean; json_pointer: string | null; equals: JsonNode | null };
}

export interface CanonicalPlan {
  schema: string;
  name: string;
  trace: boolean;
  limits: Limits;
  steps: CanonicalStep[];
}

export function planFingerprint(plan: CanonicalPlan): string {
  return createHash('sha256').update(canonicalPlanJson(plan), 'utf8').digest('hex');
}

/** The exact bytes that are hashed, exposed for tests and for anyone recomputing a fingerprint by hand. */
export function canonicalPlanJson(plan: CanonicalPlan): string {
  // Keys are written here already in byte order; the sort inside `node()` covers user data.
  const limits = plan.limits;
  const limitsJson =
    `{"fail_fast":${limits.fail_fast},"memory_mb":${limits.memory_mb},"response_bytes":${limits.response_bytes},` +
    `"stderr_bytes":${limits.stderr_bytes},"step_timeout_ms":${limits.step_timeout_ms},"workflow_timeout_ms":${limits.workflow_timeout_ms}}`;
  const steps = plan.steps.map((step) => {
    const args = step.arguments === null ? '{}' : canonicalJson(step.arguments, true);
    const expect =
      `{"equals":${step.expect.equals === null ? 'null' : canonicalJson(step.expect.equals, false)},` +
      `"is_error":${step.expect.is_error},"json_pointer":${step.expect.json_pointer === null ? 'null' : jsonString(step.expect.json_pointer)}}`;
    return `{"arguments":${args},"expect":${expect},"id":${jsonString(step.id)},"tool":${jsonString(step.tool)}}`;
  });
  return `{"limits":${limitsJson},"name":${jsonString(plan.name)},"schema":${jsonString(plan.schema)},"steps":[${steps.join(',')}],"trace":${plan.trace}}`;
}

/**
 * Compact canonical JSON of a parsed node: sorted keys, literal numbers. With `normalizeSecrets`,
 * every secret reference object is written as {"$secret":"<secret-reference>"}.
 */
export function canonicalJson(node: JsonNode, normalizeSecrets: boolean): string {
  switch (node.kind) {
    case 'object': {
      if (normalizeSecrets && node.members.length === 1 && node.members[0]!.key === SECRET_KEY) {
        return `{"${SECRET_KEY}":${jsonString(SECRET_NAME_PLACEHOLDER)}}`;
      }
      const members = [...node.members].sort((a, b) => compareCodePoints(a.key, b.key));
      return `{${members.map((m) => `${jsonString(m.key)}:${canonicalJson(m.value, normalizeSecrets)}`).join(',')}}`;
    }
    case 'array':
      return `[${node.items.map((item) => canonicalJson(item, normalizeSecrets)).join(',')}]`;
    case 'string':
      return jsonString(node.value);
    case 'number':
      return node.raw;
    case 'boolean':
      return node.value ? 'true' : 'false';
    case 'null':
      return 'null';
  }
}

/** Code point order equals UTF-8 byte order (UTF-16 unit order does not, above U+D7FF). */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

const ESCAPES: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A JSON string as serde_json writes it: only `"`, `\` and C0 controls escaped; U+007F and above raw. */
export function jsonString(value: string): string {
  return `"${value.replace(/["\\\u0000-\u001f]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}
