/**
 * The fast path of plan validation (most plans have no problem, so speed is spent there): a plan is judged on the native `JSON.parse`
 * values, with one allocation-free scan of the text for what `JSON.parse` does not tell
 * (duplicate keys, number literals as written, depth, string sizes, `\u` escapes, where each
 * step starts). Line and column are computed for the steps only; no located tree is built.
 *
 * The rules themselves are rules.ts's, the same the located validator runs (one copy, so the two cannot disagree);
 * here they stop at the first problem. The answer is the plan, or the first problem's rule, or
 * "not sure" (null) for anything the scan does not prove it can judge on native values — a
 * lexical problem of any kind, or merely something it does not handle (a `\u` escape, a long
 * number literal, deep nesting). validatePlan hands everything but a valid plan to the located
 * validator, which reports every problem with its location: messages and locations come from
 * one place only. `__tests__/plan/differential-bounds.test.ts` holds the two paths together.
 */
import type { ValidateFunction } from 'ajv';
import { MAX_JSON_DEPTH, MAX_PLAN_BYTES, MAX_STRING_BYTES } from '../contract/bounds.js';
import { LazyArgumentLocations } from './argument-locations.js';
import { canonicalPlainJson, serializePlainArguments } from './fingerprint.js';
import { applyRules, checkStructure, type Literals, type RuleProblem } from './rules.js';
import type { SecretAllowList } from './secret-reference.js';
import type { Approvals, Plan, SourceLocation } from '../contract/plan.js';

/**
 * Integer literals of at most this many digits are exact doubles (10^15 < 2^53), so the native
 * value written back by `String` is the literal serde_json writes; longer ones take the located path.
 */
const EXACT_INTEGER_DIGITS = 15;
/**
 * A decimal literal of at most EXACT_INTEGER_DIGITS digits whose decimal exponent (after moving
 * the point) is within ±22 is one exact integer times or divided by one exact power of ten: one
 * correctly rounded operation for serde_json and for `JSON.parse` alike, so both hold the same
 * double and `formatF64` of the native value is serde_json's text. Others take the located path.
 */
const EXACT_POWER_OF_TEN = 22;
/** Exponent digits read; a longer exponent is beyond EXACT_POWER_OF_TEN anyway. */
const MAX_EXPONENT_DIGITS = 3;
/** A string whose source span is at most this many UTF-16 units cannot exceed MAX_STRING_BYTES in UTF-8. */
const SAFE_STRING_UNITS = Math.floor(MAX_STRING_BYTES / 3);

interface Scan {
  /** Object members in the text; more than the parsed objects hold means a duplicate key. */
  members: number;
  /**
   * Where each object directly inside the root's `steps` array starts, in order: LineIndex's
   * line and column (lines split at `\n`, columns in code points), counted during the scan.
   */
  stepLocations: SourceLocation[];
}


/** The fast path's answer: the plan (no problem at all), or the rule of the first problem it met. */
export type FastAnswer = { plan: Plan; rule: null } | { plan: null; rule: string };

/** Thrown by the fast path's problem report: the rules stop at the first problem. */
class FirstProblem {
  constructor(readonly problem: RuleProblem) {}
}

const fastDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The plan `bytes` hold under these approvals and secrets, or the first problem's rule; null
 * when the located validator must decide (see the header).
 */
export function fastCheck(bytes: Uint8Array, validateStructure: ValidateFunction, approvals: Approvals | null, secrets: SecretAllowList | undefined): FastAnswer | null {
  if (bytes.length > MAX_PLAN_BYTES) return null;
  let text: string;
  try {
    text = fastDecoder.decode(bytes);
  } catch {
    return null;
  }
  const scan = scanDocument(text);
  if (scan === null) return null;
  let plain: unknown;
  try {
    plain = JSON.parse(text);
  } catch {
    return null;
  }
  if (countMembers(plain) !== scan.members) return null;
  const stop = (problem: RuleProblem): never => {
    throw new FirstProblem(problem);
  };
  try {
    // Each schema error is a problem (the first stops here); a failure with none is the located path's to tell.
    if (!checkStructure(plain, validateStructure, stop)) return null;
    // The schema holds: `steps` is an array of objects, each of which the scan located.
    if (scan.stepLocations.length !== (plain as { steps: unknown[] }).steps.length) return null;
    const plan = applyRules(plain, {
      approvals,
      secrets,
      literals: NATIVE_LITERALS,
      buildable: true,
      stepLocation: (index) => scan.stepLocations[index]!,
      argumentLocations: new LazyArgumentLocations(text),
    }, stop);
    return { plan: plan!, rule: null };
  } catch (error) {
    if (error instanceof FirstProblem) return { plan: null, rule: error.problem.rule };
    throw error;
  }
}

/**
 * The scan let through only number literals whose native value serde_json writes back the same
 * way, and integral ones only when written as integers: the native values tell it all.
 */
const NATIVE_LITERALS: Literals = {
  arguments: (_index, args) => serializePlainArguments(args),
  equals: (_index, value) => canonicalPlainJson(value),
  integerWritten: () => true,
};

// ---------------------------------------------------------------------------------------------
// The scan. It is trusted only for text JSON.parse accepts, so it need not diagnose bad syntax:
// on anything unexpected it gives up (null).

/** What each open container of the scan is (a byte per nesting level). */
const OBJECT = 1;
const ARRAY = 2;
/** The root object's `steps` array, whose object items are the steps. */
const STEPS = 3;

function scanDocument(text: string): Scan | null {
  if (text.charCodeAt(0) === 0xfeff) return null;
  const stack = new Uint8Array(MAX_JSON_DEPTH + 1);
  const stepLocations: SourceLocation[] = [];
  let line = 1;
  let lineStart = 0;
  // The column is counted forward from the last located offset on the same line: linear even
  // for a plan written on one line.
  let columnFrom = 0;
  let column = 1;
  let depth = 0;
  let members = 0;
  let expectKey = false;
  let rootKeyIsSteps = false;
  let nextBackslash = text.indexOf('\\');
  const length = text.length;
  let i = 0;
  while (i < length) {
    const c = text.charCodeAt(i);
    switch (c) {
      case 0x0a:
        line++;
        lineStart = ++i;
        // Indentation: the usual run after a line break.
        while (text.charCodeAt(i) === 0x20) i++;
        break;
      case 0x20: case 0x0d: case 0x09: case 0x3a /* : */:
        i++;
        break;
      case 0x7b /* { */:
      case 0x5b /* [ */: {
        // Conservative: the located parser refuses a value nested deeper than MAX_JSON_DEPTH.
        if (depth + 1 >= MAX_JSON_DEPTH) return null;
        if (c === 0x7b && stack[depth] === STEPS) {
          if (columnFrom < lineStart) {
            columnFrom = lineStart;
            column = 1;
          }
          for (; columnFrom < i; columnFrom++) {
            const unit = text.charCodeAt(columnFrom);
            if (unit < 0xdc00 || unit > 0xdfff) column++;
          }
          stepLocations.push({ line, column });
        }
        depth++;
        stack[depth] = c === 0x7b ? OBJECT : depth === 2 && rootKeyIsSteps ? STEPS : ARRAY;
        expectKey = c === 0x7b;
        i++;
        break;
      }
      case 0x7d /* } */:
      case 0x5d /* ] */:
        if (depth === 0) return null;
        depth--;
        expectKey = false;
        i++;
        break;
      case 0x2c /* , */:
        expectKey = stack[depth] === OBJECT;
        i++;
        break;
      case 0x22 /* " */: {
        const start = i + 1;
        let end = text.indexOf('"', start);
        // Skip escaped quotes; give up on \u escapes (surrogates are the located parser's to judge).
        while (nextBackslash !== -1 && nextBackslash < end) {
          if (nextBackslash < start) {
            nextBackslash = text.indexOf('\\', start);
            continue;
          }
          if (text.charCodeAt(nextBackslash + 1) === 0x75 /* u */) return null;
          const after = nextBackslash + 2;
          if (after > end) end = text.indexOf('"', after);
          nextBackslash = text.indexOf('\\', after);
        }
        if (end === -1) return null;
        // Only values are bounded (upstream bounds string values, not keys); a long one is judged located.
        if (!expectKey && end - start > SAFE_STRING_UNITS) return null;
        if (expectKey) {
          members++;
          if (depth === 1) rootKeyIsSteps = end - start === 5 && text.startsWith('steps', start);
          expectKey = false;
        }
        i = end + 1;
        break;
      }
      case 0x74 /* t */:
      case 0x6e /* n */:
        i += 4;
        break;
      case 0x66 /* f */:
        i += 5;
        break;
      default: {
        const end = exactNumberEnd(text, i);
        if (end === -1) return null;
        i = end;
      }
    }
  }
  return { members, stepLocations };
}

/**
 * The end of the number literal at `start` when its native value is exactly serde_json's and
 * written back as serde_json writes it (see EXACT_INTEGER_DIGITS, EXACT_POWER_OF_TEN); else -1.
 */
function exactNumberEnd(text: string, start: number): number {
  let i = start;
  if (text.charCodeAt(i) === 0x2d) i++;
  let digits = 0;
  let fraction = 0;
  let integral = true;
  let c = text.charCodeAt(i);
  while (c >= 0x30 && c <= 0x39) {
    digits++;
    c = text.charCodeAt(++i);
  }
  if (digits === 0) return -1;
  if (c === 0x2e) {
    integral = false;
    c = text.charCodeAt(++i);
    while (c >= 0x30 && c <= 0x39) {
      fraction++;
      c = text.charCodeAt(++i);
    }
  }
  let exponent = 0;
  if (c === 0x65 || c === 0x45) {
    integral = false;
    c = text.charCodeAt(++i);
    let sign = 1;
    if (c === 0x2d || c === 0x2b) {
      if (c === 0x2d) sign = -1;
      c = text.charCodeAt(++i);
    }
    let exponentDigits = 0;
    while (c >= 0x30 && c <= 0x39) {
      if (++exponentDigits > MAX_EXPONENT_DIGITS) return -1;
      exponent = exponent * 10 + (c - 0x30);
      c = text.charCodeAt(++i);
    }
    exponent *= sign;
  }
  if (digits + fraction > EXACT_INTEGER_DIGITS) return -1;
  if (integral) {
    // `-0` is the integer 0 to serde_json but -0 natively: the located path writes it.
    return text.charCodeAt(start) === 0x2d && digits === 1 && text.charCodeAt(start + 1) === 0x30 ? -1 : i;
  }
  if (Math.abs(exponent - fraction) > EXACT_POWER_OF_TEN) return -1;
  // An integral value written as a float (`1.0`, `1e3`) is the f64 `1.0` to serde_json and the
  // integer 1 natively; the located path keeps the literal.
  return Number.isInteger(Number(text.slice(start, i))) ? -1 : i;
}

function countMembers(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let n = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) n += countMembers(value[i]);
    return n;
  }
  const object = value as Record<string, unknown>;
  for (const key in object) n += 1 + countMembers(object[key]);
  return n;
}
