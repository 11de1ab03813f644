/**
 * Step outcome evaluation (docs/contract/plan-and-report.md §6.7, docs/contract/engine.md §11.4): `isError` against
 * `expect.is_error`, then the payload (the first content item's `text`, parsed as JSON) at an
 * optional JSON Pointer, compared by JSON equality. Pure; the runner ignores structuredContent.
 */
import type { Expectation } from '../contract/plan.js';
import type { FailureClass } from '../contract/failure-class.js';
import { isRecord } from '../contract/text.js';

const ABSENT: unique symbol = Symbol('absent');
type Maybe<T> = T | typeof ABSENT;


/** The parsed first text item, or ABSENT when there is none or it is not JSON. */
export function resultPayload(result: Record<string, unknown>): Maybe<unknown> {
  const { content } = result;
  if (!Array.isArray(content) || !isRecord(content[0]) || typeof content[0].text !== 'string') return ABSENT;
  try {
    return JSON.parse(content[0].text) as unknown;
  } catch {
    return ABSENT;
  }
}

/** RFC 6901: "" is the whole document; array indexes are canonical decimal numbers. */
export function resolvePointer(document: unknown, pointer: string): Maybe<unknown> {
  const walked = walkPointer(document, pointer);
  return walked.complete ? walked.value : ABSENT;
}

/**
 * How far a pointer resolves: the longest prefix of it (as written, `""` for the document) that
 * names a value, that value, and whether the prefix is the whole pointer. A pointer that does not
 * start with `/` resolves no token.
 */
export function walkPointer(document: unknown, pointer: string): { prefix: string; value: unknown; complete: boolean } {
  if (pointer === '') return { prefix: '', value: document, complete: true };
  if (!pointer.startsWith('/')) return { prefix: '', value: document, complete: false };
  let current = document;
  let prefix = '';
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(current)) {
      if (!/^(0|[1-9][0-9]*)$/.test(token) || Number(token) >= current.length) return { prefix, value: current, complete: false };
      current = current[Number(token)];
    } else if (isRecord(current) && Object.hasOwn(current, token)) {
      current = current[token];
    } else {
      return { prefix, value: current, complete: false };
    }
    prefix += `/${raw}`;
  }
  return { prefix, value: current, complete: true };
}

/** JSON equality: same type, arrays in order, objects by key set regardless of key order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]));
  }
  return false;
}

/** Null when the result meets the expectation, else the failure class. */
export function evaluateExpectation(result: Record<string, unknown>, expect: Expectation): FailureClass | null {
  const isError = result.isError === true;
  if (isError !== expect.is_error) return 'tool_error_expectation';
  if (expect.json_pointer === null) return null;
  const payload = resultPayload(result);
  const value = payload === ABSENT ? ABSENT : resolvePointer(payload, expect.json_pointer);
  if (value === ABSENT) return 'expectation_path_missing';
  if (expect.equals !== null && expect.equals !== undefined && !jsonEqual(value, expect.equals)) {
    return 'expectation_mismatch';
  }
  return null;
}

/** The open_page payload's `session_id`: a string of 1..maxBytes UTF-8 bytes, else null. */
export function sessionIdOf(result: Record<string, unknown>, maxBytes: number): string | null {
  const payload = resultPayload(result);
  if (!isRecord(payload) || typeof payload.session_id !== 'string') return null;
  const bytes = Buffer.byteLength(payload.session_id, 'utf8');
  return bytes >= 1 && bytes <= maxBytes ? payload.session_id : null;
}

export { ABSENT };
