/**
 * The fast path of plan validation (issue 13): a plan with no problem at all is validated on the
 * native `JSON.parse` values, with one allocation-free scan of the text for what `JSON.parse`
 * does not tell (duplicate keys, number literals as written, depth, string sizes, `\u` escapes,
 * where each step starts). Line and column are computed for the steps only; no located tree is
 * built.
 *
 * It answers only "this plan is entirely valid, and here it is" or "not sure" (null). Anything it
 * does not prove valid — a problem of any kind, or merely something it does not handle (a `\u`
 * escape, a long number literal, deep nesting) — goes to the located validator, which reports
 * every problem with its location, exactly as before. So messages and locations come from one
 * place only; the fast path must never accept what the located validator refuses, and must build
 * the same plan: `__tests__/plan/fast-path.test.ts` holds the two against each other.
 */
import type { ValidateFunction } from 'ajv';
import { FAIL_FAST_DEFAULT, MAX_ARGUMENTS_BYTES, MAX_JSON_DEPTH, MAX_STRING_BYTES, MEMORY_MB, RESPONSE_BYTES, STDERR_BYTES, STEP_TIMEOUT_MS, WORKFLOW_TIMEOUT_MS } from './bounds.js';
import { LazyArgumentLocations } from './argument-locations.js';
import { compareCodePoints, jsonString, planFingerprint, SECRET_NAME_PLACEHOLDER, type CanonicalStep } from './fingerprint.js';
import { formatF64 } from './number-format.js';
import { isReservedSecretName, SECRET_KEY, SECRET_NAME, type SecretAllowList } from './secret-reference.js';
import { MUTATING_TOOLS, PLAN_TOOLS, PLAN_SCHEMA, TOOL_OPT_IN, type Approvals, type Expectation, type Limits, type OptIn, type Plan, type PlanTool, type SourceLocation, type Step } from './types.js';

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
const PLACEHOLDER_JSON = jsonString(SECRET_NAME_PLACEHOLDER);
const LIMIT_DEFAULTS = {
  step_timeout_ms: STEP_TIMEOUT_MS.default,
  workflow_timeout_ms: WORKFLOW_TIMEOUT_MS.default,
  response_bytes: RESPONSE_BYTES.default,
  stderr_bytes: STDERR_BYTES.default,
  memory_mb: MEMORY_MB.default,
} as const;
const hasOwn = Object.prototype.hasOwnProperty;
const PLAN_TOOL_SET: ReadonlySet<string> = new Set(PLAN_TOOLS);
const OPT_IN_OF: ReadonlyMap<string, OptIn> = new Map(Object.entries(TOOL_OPT_IN));

/** isPlanTool by a set lookup (it runs once per step). */
function isKnownTool(name: string): name is PlanTool {
  return PLAN_TOOL_SET.has(name);
}

interface Scan {
  /** Object members in the text; more than the parsed objects hold means a duplicate key. */
  members: number;
  /**
   * Where each object directly inside the root's `steps` array starts, in order: LineIndex's
   * line and column (lines split at `\n`, columns in code points), counted during the scan.
   */
  stepLocations: SourceLocation[];
}

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };
type PlainObject = { [key: string]: Plain };

/**
 * The plan when `text` (already decoded, within the byte bound) is a plan with no problem under
 * these approvals and secrets; null when the located validator must decide.
 */
export function fastValidPlan(
  text: string, validateStructure: ValidateFunction, approvals: Approvals | null, secrets: SecretAllowList | undefined,
): Plan | null {
  const scan = scanDocument(text);
  if (scan === null) return null;
  let plain: Plain;
  try {
    plain = JSON.parse(text) as Plain;
  } catch {
    return null;
  }
  if (countMembers(plain) !== scan.members) return null;
  if (!validateStructure(plain)) return null;
  return checkAndBuild(plain as PlainObject, text, scan.stepLocations, approvals, secrets);
}

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

function countMembers(value: Plain): number {
  if (value === null || typeof value !== 'object') return 0;
  let n = 0;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) n += countMembers(value[i]!);
    return n;
  }
  for (const key in value) n += 1 + countMembers(value[key]!);
  return n;
}

// ---------------------------------------------------------------------------------------------
// The contract rules and the approvals, as the located validator applies them, on plain values;
// any problem hands the plan over (null). Then the plan, built as buildPlan builds it.

interface PlainStep {
  id: string;
  tool: string;
  arguments?: PlainObject;
  expect?: { is_error?: boolean; json_pointer?: string | null; equals?: Plain };
}

function checkAndBuild(root: PlainObject, text: string, stepLocations: SourceLocation[], approvals: Approvals | null, secrets: SecretAllowList | undefined): Plan | null {
  const limitsNode = root.limits as PlainObject | undefined;
  const int = (k: keyof typeof LIMIT_DEFAULTS): number => {
    const v = limitsNode === undefined ? undefined : limitsNode[k];
    return typeof v === 'number' ? v : LIMIT_DEFAULTS[k];
  };
  const failFast = limitsNode === undefined ? undefined : limitsNode.fail_fast;
  const limits: Limits = {
    step_timeout_ms: int('step_timeout_ms'),
    workflow_timeout_ms: int('workflow_timeout_ms'),
    response_bytes: int('response_bytes'),
    stderr_bytes: int('stderr_bytes'),
    memory_mb: int('memory_mb'),
    fail_fast: typeof failFast === 'boolean' ? failFast : FAIL_FAST_DEFAULT,
  };
  if (limits.workflow_timeout_ms < limits.step_timeout_ms) return null;

  const stepNodes = root.steps as unknown as PlainStep[];
  if (stepLocations.length !== stepNodes.length) return null;
  const ids = new Set<string>();
  let openPages = 0;
  const secretNames: string[] = [];
  let secretReferences = 0;
  const canonicalSteps: CanonicalStep[] = [];
  const locations = new LazyArgumentLocations(text);
  const steps: Step[] = [];
  for (let index = 0; index < stepNodes.length; index++) {
    const node = stepNodes[index]!;
    const id = node.id;
    const tool = node.tool;
    if (ids.has(id)) return null;
    ids.add(id);
    if (tool === 'open_page') openPages++;
    if (index === 0 && tool !== 'open_page') return null;
    if (!isKnownTool(tool)) return null;
    const args = node.arguments;
    let argumentsJson = '{}';
    if (args !== undefined) {
      if (hasOwn.call(args, 'session_id') || (tool === 'open_page' && hasOwn.call(args, 'trace'))) return null;
      const refs: PlainObject[] = [];
      argumentsJson = canonicalPlainJson(args, refs);
      // UTF-8 takes at most 3 bytes per UTF-16 unit (names are ASCII): count exactly only near the bound.
      let bound = argumentsJson.length * 3;
      let bytes = 0;
      for (const ref of refs) {
        const name = ref[SECRET_KEY];
        if (Object.keys(ref).length !== 1 || typeof name !== 'string' || !SECRET_NAME.test(name)) return null;
        if (isReservedSecretName(name) || (secrets !== undefined && !secrets.has(name))) return null;
        const nameBytes = Buffer.byteLength(jsonString(name), 'utf8') - PLACEHOLDER_JSON.length;
        bytes += nameBytes;
        bound += Math.max(nameBytes, 0);
        if (!secretNames.includes(name)) secretNames.push(name);
      }
      if (bound > MAX_ARGUMENTS_BYTES && bytes + Buffer.byteLength(argumentsJson, 'utf8') > MAX_ARGUMENTS_BYTES) return null;
      secretReferences += refs.length;
    }
    const expectNode = node.expect;
    const pointer = expectNode === undefined ? undefined : expectNode.json_pointer;
    const equals = expectNode === undefined ? undefined : expectNode.equals;
    if (typeof pointer === 'string' && pointer !== '' && !pointer.startsWith('/')) return null;
    const hasEquals = equals !== undefined && equals !== null;
    if (hasEquals && (pointer === undefined || pointer === null)) return null;
    const isError = expectNode === undefined ? undefined : expectNode.is_error;
    const expect: Expectation = {
      is_error: typeof isError === 'boolean' ? isError : false,
      json_pointer: typeof pointer === 'string' ? pointer : null,
      equals: hasEquals ? equals : null,
    };
    canonicalSteps.push({
      id,
      tool,
      argumentsJson,
      isError: expect.is_error,
      jsonPointer: expect.json_pointer,
      equalsJson: hasEquals ? canonicalPlainJson(equals) : null,
    });
    const step: Step = {
      id,
      tool,
      arguments: args ?? {},
      expect,
      mutates: MUTATING_TOOLS.has(tool),
      optIn: OPT_IN_OF.get(tool) ?? null,
      location: stepLocations[index]!,
    };
    if (args !== undefined) step.argumentLocations = locations.ofStep(index);
    steps.push(step);
  }
  if (openPages !== 1) return null;
  if (approvals !== null && !approvalsHold(steps, approvals)) return null;
  const trace = root.trace;
  const base = { schema: PLAN_SCHEMA as typeof PLAN_SCHEMA, name: root.name as string, trace: typeof trace === 'boolean' ? trace : false, limits };
  return { ...base, steps, secretNames, secretReferences, fingerprint: planFingerprint({ ...base, steps: canonicalSteps }) };
}

/** Whether checkApprovals would find nothing: every approval names a step once, every gate granted. */
function approvalsHold(steps: readonly Step[], approvals: Approvals): boolean {
  const ids = new Set(steps.map((s) => s.id));
  const seen = new Set<string>();
  for (const id of approvals.confirmSteps) {
    if (!ids.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  for (const step of steps) {
    if (step.mutates && !seen.has(step.id)) return false;
    if (step.optIn === 'evaluate' && !approvals.allowEvaluate) return false;
    if (step.optIn === 'cookie_writes' && !approvals.allowCookieWrites) return false;
  }
  return true;
}

/**
 * fingerprint.ts's canonicalJson on a native value: keys in code point order, numbers as
 * serde_json writes them (the scan let through only literals whose native value says so), and
 * with `refs`, objects holding `$secret` collected and the one-member ones written with the
 * placeholder.
 */
function canonicalPlainJson(value: Plain, refs?: PlainObject[]): string {
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
    for (let i = 0; i < value.length; i++) out += `${i === 0 ? '' : ','}${canonicalPlainJson(value[i]!, refs)}`;
    return `${out}]`;
  }
  const object = value as PlainObject;
  const keys = Object.keys(object);
  if (refs !== undefined && hasOwn.call(object, SECRET_KEY)) {
    refs.push(object);
    if (keys.length === 1) return `{"${SECRET_KEY}":${PLACEHOLDER_JSON}}`;
  }
  for (let i = 1; i < keys.length; i++) {
    if (compareCodePoints(keys[i - 1]!, keys[i]!) > 0) {
      keys.sort(compareCodePoints);
      break;
    }
  }
  let out = '{';
  for (let i = 0; i < keys.length; i++) out += `${i === 0 ? '' : ','}${jsonString(keys[i]!)}:${canonicalPlainJson(object[keys[i]!]!, refs)}`;
  return `${out}}`;
}
