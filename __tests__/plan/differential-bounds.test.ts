/**
 * A seeded differential fuzz of the two validation paths at every bound of the contract, one
 * below, at and one above each limit: the plan's bytes, a string's UTF-8 bytes, nesting depth,
 * the step count, name and step id lengths, an arguments object's serialized bytes (with secret
 * names longer and shorter than the placeholder they are hashed as), a secret name's length and
 * every integer limit's range, plus the workflow/step timeout relation. Around each case the
 * generator varies what should not matter (key order, layout, multi-byte text, number spellings,
 * escapes, approvals, the allow-list).
 *
 * For every document: the located validator decides the expected rule at the bound; the fast
 * path, whenever it answers, must agree with it on valid/invalid, on the first problem's rule,
 * and on the plan built (fingerprint, steps, locations, secret names); and validatePlan, which
 * tries the fast path first, must give exactly what the located validator gives.
 */
import {
  MAX_ARGUMENTS_BYTES, MAX_JSON_DEPTH, MAX_NAME_BYTES, MAX_PLAN_BYTES, MAX_SECRET_NAME_LENGTH, MAX_STEP_ID_BYTES, MAX_STEPS,
  MAX_STRING_BYTES, MEMORY_MB, MIN_STEPS, RESPONSE_BYTES, STDERR_BYTES, STEP_TIMEOUT_MS, WORKFLOW_TIMEOUT_MS,
  type IntegerLimitRange,
} from '../../src/contract/bounds.js';
import { SECRET_NAME_PLACEHOLDER } from '../../src/plan/fingerprint.js';
import { fastCheck } from '../../src/plan/fast-path.js';
import { validate as structure } from '../../src/plan/structure-validator.generated.js';
import type { Approvals } from '../../src/contract/plan.js';
import { validatePlan, validatePlanLocated, type PlanCheck } from '../../src/plan/validate.js';
import { mulberry32 } from '../../bench/measure.js';
import { comparable } from '../helpers/plans.js';
import type { ValidateFunction } from 'ajv';

const validateStructure = structure as unknown as ValidateFunction;
/** Documents generated per bound case: enough variety per case, the whole file in seconds. */
const VARIANTS = 6;
const SEED = 20261201;
/** Text pieces of 1, 2, 3 and 4 UTF-8 bytes, so a byte bound is met exactly with multi-byte text. */
const PIECES = ['a', 'Z', ' ', 'é', 'ß', '€', '中', '😀'];
/** Fill strings stay below the fast path's safe string length, so that a big argument is still its to judge. */
const FILL_CHUNK_BYTES = 9_000;
const LIMIT_RANGES: Record<string, IntegerLimitRange> = {
  step_timeout_ms: STEP_TIMEOUT_MS,
  workflow_timeout_ms: WORKFLOW_TIMEOUT_MS,
  response_bytes: RESPONSE_BYTES,
  stderr_bytes: STDERR_BYTES,
  memory_mb: MEMORY_MB,
};

type Random = () => number;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Doc {
  name: string;
  limits?: Record<string, number>;
  steps: { id: string; tool: string; arguments?: Record<string, Json>; expect?: Record<string, Json> }[];
}

interface Case {
  title: string;
  /** The rule the located validator must report first, or null: the document is valid. */
  rule: string | null;
  /** Builds the document's bytes; `random` varies what must not matter. */
  build(random: Random): Buffer;
  approvals?: Approvals | null;
  secrets?: ReadonlySet<string>;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Each piece's UTF-8 length, read once: textOfBytes picks ~10⁶ pieces per run. */
const PIECE_BYTES = PIECES.map((piece) => Buffer.byteLength(piece));
/**
 * Math as a module binding: in Jest's vm context every read of a global goes through Node's
 * context interceptors (~150 ns; docs/test-suite.md), which made this loop most of the file's CPU.
 */
const { floor } = Math;

/** A string of exactly `bytes` UTF-8 bytes, mixing multi-byte pieces and ending in ASCII (as `pick` would choose them). */
function textOfBytes(random: Random, bytes: number): string {
  let out = '';
  let left = bytes;
  while (left > 4) {
    const i = floor(random() * PIECES.length);
    out += PIECES[i]!;
    left -= PIECE_BYTES[i]!;
  }
  return out + 'x'.repeat(left);
}

/** Strings filling a JSON array so that `{"fill":[…]}` with `extra` members serializes to `target` bytes. */
function fillTo(random: Random, target: number, extra: Record<string, Json>): Record<string, Json> {
  const args: Record<string, Json> = { ...extra, fill: [] };
  const fill = args.fill as string[];
  // Compact canonical JSON of the object with an empty fill, then each string adds its bytes,
  // two quotes and (after the first) a comma.
  let size = Buffer.byteLength(canonical(args));
  while (target - size > FILL_CHUNK_BYTES + 3) {
    const chunk = textOfBytes(random, FILL_CHUNK_BYTES - Math.floor(random() * 100));
    size += Buffer.byteLength(chunk) + 2 + (fill.length > 0 ? 1 : 0);
    fill.push(chunk);
  }
  const last = target - size - 2 - (fill.length > 0 ? 1 : 0);
  fill.push(textOfBytes(random, last));
  return args;
}

/** Compact JSON with keys in code point order: the size the contract bounds (names as written). */
function canonical(value: Json): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k]!)}`).join(',')}}`;
}

function shuffled<T>(random: Random, items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The document written with its keys in a random order and a random layout. */
function write(random: Random, doc: Doc, rootExtra = ''): string {
  const order = (value: Json): Json => {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(order);
    return Object.fromEntries(shuffled(random, Object.entries(value)).map(([k, v]) => [k, order(v)]));
  };
  const plain = order({ schema: 'plasmate.agent-workflow.v1', ...(doc as unknown as Record<string, Json>) });
  const layout = pick(random, ['compact', 'two', 'tabs', 'crlf']);
  let text = layout === 'compact' ? JSON.stringify(plain) : JSON.stringify(plain, null, layout === 'tabs' ? '\t' : 2);
  if (layout === 'crlf') text = text.replace(/\n/g, '\r\n');
  return rootExtra === '' ? text : text.replace(/^\{/, `{${rootExtra}`);
}

/** A plan of `steps` steps whose first is open_page; other steps are read-only unless asked. */
function baseDoc(random: Random, steps = 2): Doc {
  const doc: Doc = { name: 'bounds plan', steps: [{ id: 'open', tool: 'open_page', arguments: { url: 'https://app.example.test/' } }] };
  for (let i = 1; i < steps; i++) {
    const tool = pick(random, ['get_cookies', 'trace_status', 'trace_export']);
    const step: Doc['steps'][number] = { id: `s${i}`, tool };
    if (random() < 0.3) step.expect = { json_pointer: '/v', equals: pick(random, [1, 2.5, 'x', [1, { b: true }]]) };
    doc.steps.push(step);
  }
  return doc;
}

const bytesOf = (text: string) => Buffer.from(text, 'utf8');
const around = (bound: number) => [bound - 1, bound, bound + 1];

function cases(): Case[] {
  const out: Case[] = [];

  for (const size of around(MAX_PLAN_BYTES)) {
    out.push({
      title: `a plan of ${size} bytes`,
      rule: size > MAX_PLAN_BYTES ? 'plan.json.size' : null,
      build: (random) => {
        const doc = baseDoc(random, 3);
        doc.steps[1]!.arguments = fillTo(random, 40_000, {});
        doc.steps[2]!.arguments = fillTo(random, 40_000, {});
        const text = write(random, doc);
        // Pad with whitespace after the root value (layout only) to exactly `size` bytes.
        return bytesOf(text + (random() < 0.5 ? ' ' : '\n').repeat(size - Buffer.byteLength(text)));
      },
    });
  }

  for (const bytes of around(MAX_STRING_BYTES)) {
    out.push({
      title: `a string value of ${bytes} bytes`,
      rule: bytes > MAX_STRING_BYTES ? 'plan.json.string-size' : null,
      build: (random) => {
        const doc = baseDoc(random);
        doc.steps[0]!.arguments = { url: 'https://app.example.test/', note: textOfBytes(random, bytes) };
        return bytesOf(write(random, doc));
      },
    });
    // Keys are bounded or not as the parser decides (upstream bounds string values only): the
    // two paths must agree either way, so no rule is asserted for them.
    out.push({
      title: `an argument key of ${bytes} bytes`,
      rule: 'either',
      build: (random) => {
        const doc = baseDoc(random);
        doc.steps[0]!.arguments = { url: 'https://app.example.test/', [textOfBytes(random, bytes)]: 1 };
        return bytesOf(write(random, doc));
      },
    });
  }

  for (const depth of around(MAX_JSON_DEPTH)) {
    out.push({
      title: `a value at depth ${depth}`,
      rule: depth > MAX_JSON_DEPTH ? 'plan.json.depth' : null,
      build: (random) => {
        // root (0) > steps (1) > step (2) > arguments (3) > nest (4) > ...: the innermost at `depth`.
        let value: Json = pick(random, [1, 'x', true, null]);
        for (let d = depth; d > 4; d--) value = random() < 0.5 ? [value] : { k: value };
        const doc = baseDoc(random);
        doc.steps[0]!.arguments = { url: 'https://app.example.test/', nest: value };
        return bytesOf(write(random, doc));
      },
    });
  }

  for (const count of [MIN_STEPS - 1, MIN_STEPS, MIN_STEPS + 1, MAX_STEPS - 1, MAX_STEPS, MAX_STEPS + 1]) {
    out.push({
      title: `${count} steps`,
      rule: count < MIN_STEPS ? 'plan.steps.min' : count > MAX_STEPS ? 'plan.steps.max' : null,
      build: (random) => {
        const doc = baseDoc(random, Math.max(count, 1));
        if (count === 0) doc.steps = [];
        return bytesOf(write(random, doc));
      },
    });
  }

  for (const length of [0, 1, MAX_NAME_BYTES, MAX_NAME_BYTES + 1]) {
    out.push({
      title: `a plan name of ${length} bytes`,
      rule: length === 0 || length > MAX_NAME_BYTES ? 'plan.name.invalid' : null,
      build: (random) => {
        const doc = baseDoc(random);
        doc.name = Array.from({ length }, () => pick(random, ['a', 'Z', '0', ' ', '.', '_', '-'])).join('');
        return bytesOf(write(random, doc));
      },
    });
  }
  for (const length of [0, 1, MAX_STEP_ID_BYTES, MAX_STEP_ID_BYTES + 1]) {
    out.push({
      title: `a step id of ${length} bytes`,
      rule: length === 0 || length > MAX_STEP_ID_BYTES ? 'plan.step.id.invalid' : null,
      build: (random) => {
        const doc = baseDoc(random);
        doc.steps[1]!.id = Array.from({ length }, () => pick(random, ['b', 'Y', '9', ' ', '.', '_', '-'])).join('');
        return bytesOf(write(random, doc));
      },
    });
  }

  // The argument bound counts secret names as written, not as the placeholder the fingerprint hashes.
  const longName = `N${'A'.repeat(SECRET_NAME_PLACEHOLDER.length + 5)}`;
  const shortName = 'PW';
  for (const secret of [null, shortName, longName]) {
    for (const size of around(MAX_ARGUMENTS_BYTES)) {
      out.push({
        title: `arguments of ${size} bytes${secret === null ? '' : ` with the secret name ${secret}`}`,
        rule: size > MAX_ARGUMENTS_BYTES ? 'plan.arguments.size' : null,
        secrets: secret === null ? undefined : new Set([secret]),
        build: (random) => {
          const doc = baseDoc(random);
          doc.steps[1] = { id: 'type', tool: 'type_text', arguments: fillTo(random, size, secret === null ? { element_id: 'e_1' } : { element_id: 'e_1', text: { $secret: secret } }) };
          return bytesOf(write(random, doc));
        },
        approvals: { confirmSteps: ['type'], allowEvaluate: false, allowCookieWrites: false },
      });
    }
  }

  for (const length of [MAX_SECRET_NAME_LENGTH - 1, MAX_SECRET_NAME_LENGTH, MAX_SECRET_NAME_LENGTH + 1]) {
    const name = `S${'_'.repeat(length - 2)}Z`;
    for (const listed of [undefined, new Set([name]), new Set(['OTHER'])]) {
      const invalid = length > MAX_SECRET_NAME_LENGTH;
      out.push({
        title: `a secret name of ${length} characters, allow-list ${listed === undefined ? 'none' : [...listed].map((n) => n.length).join(',')}`,
        rule: invalid ? 'plan.secret.invalid' : listed !== undefined && !listed.has(name) ? 'policy.secret.not_allowed' : null,
        secrets: listed,
        build: (random) => {
          const doc = baseDoc(random);
          doc.steps[1] = { id: 'type', tool: 'type_text', arguments: { element_id: 'e_1', text: { $secret: name } } };
          return bytesOf(write(random, doc));
        },
      });
    }
  }

  for (const [key, range] of Object.entries(LIMIT_RANGES)) {
    for (const value of [range.min - 1, range.min, range.min + 1, range.max - 1, range.max, range.max + 1]) {
      // A workflow timeout below the default step timeout is a relation problem, not a range one.
      const limits: Record<string, number> = key === 'workflow_timeout_ms' ? { [key]: value, step_timeout_ms: STEP_TIMEOUT_MS.min } : { [key]: value };
      if (key === 'step_timeout_ms') limits.workflow_timeout_ms = WORKFLOW_TIMEOUT_MS.max;
      out.push({
        title: `limits.${key} = ${value}`,
        rule: value < range.min || value > range.max ? 'plan.limits.range' : null,
        build: (random) => bytesOf(write(random, { ...baseDoc(random), limits })),
      });
    }
  }
  for (const delta of [-1, 0, 1]) {
    out.push({
      title: `workflow_timeout_ms = step_timeout_ms ${delta < 0 ? '- 1' : delta > 0 ? '+ 1' : ''}`,
      rule: delta < 0 ? 'plan.limits.workflow_timeout' : null,
      build: (random) => {
        const step = STEP_TIMEOUT_MS.min + Math.floor(random() * (STEP_TIMEOUT_MS.max - STEP_TIMEOUT_MS.min));
        return bytesOf(write(random, { ...baseDoc(random), limits: { step_timeout_ms: step, workflow_timeout_ms: step + delta } }));
      },
    });
  }

  // Spellings the native value cannot tell apart, beside a bound: the located path must decide.
  for (const literal of ['1.0', '1e3', '-0', '12345678901234567890', '2.5', '"\\u00e9"', '"a\\nb"']) {
    out.push({
      title: `the literal ${literal} in arguments`,
      rule: null,
      build: (random) => bytesOf(write(random, baseDoc(random), '').replace('"https://app.example.test/"', `"https://app.example.test/","lit":${literal}`)),
    });
  }

  // Approvals: exact, one missing, one unknown, one twice.
  const approvalPlan = (random: Random) => {
    const doc = baseDoc(random);
    doc.steps.push({ id: 'go', tool: 'click', arguments: { element_id: 'e_2' } }, { id: 'ev', tool: 'evaluate', arguments: { expression: '1' } });
    return bytesOf(write(random, doc));
  };
  const grant = (confirmSteps: string[], allowEvaluate = true): Approvals => ({ confirmSteps, allowEvaluate, allowCookieWrites: false });
  out.push(
    { title: 'approvals: all granted', rule: null, build: approvalPlan, approvals: grant(['go', 'ev']) },
    { title: 'approvals: one step unapproved', rule: 'policy.approval.missing', build: approvalPlan, approvals: grant(['go']) },
    { title: 'approvals: an unknown step', rule: 'policy.approval.unknown', build: approvalPlan, approvals: grant(['go', 'ev', 'nope']) },
    { title: 'approvals: a step twice', rule: 'policy.approval.duplicate', build: approvalPlan, approvals: grant(['go', 'ev', 'go']) },
    { title: 'approvals: evaluate not opted in', rule: 'policy.opt_in.evaluate', build: approvalPlan, approvals: grant(['go', 'ev'], false) },
  );
  return out;
}


/** The fast path's answer, as a check: the plan, or the first problem's rule alone; null when it leaves the plan to the located path. */
function fastAnswer(bytes: Buffer, approvals: Approvals | null, secrets: ReadonlySet<string> | undefined): { plan: PlanCheck['plan']; rules: string[] } | null {
  const answer = fastCheck(bytes, validateStructure, approvals, secrets);
  if (answer === null) return null;
  return answer.plan !== null ? { plan: answer.plan, rules: [] } : { plan: null, rules: [answer.rule] };
}

const all = cases();
const fastAnswered = new Map<string, number>();

test.each(all.map((c) => [c.title, c] as const))('%s', (title, c) => {
  const random = mulberry32(SEED ^ [...title].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, 7));
  for (let variant = 0; variant < VARIANTS; variant++) {
    const bytes = c.build(random);
    for (const approvals of c.approvals === undefined ? [null] : [c.approvals]) {
      const located = validatePlanLocated(bytes, 'p.json', approvals, c.secrets);
      const rules = located.problems.map((p) => p.rule);
      if (c.rule === null) expect(rules).toEqual([]);
      else if (c.rule !== 'either') expect(rules[0]).toBe(c.rule);
      expect(comparable(validatePlan(bytes, 'p.json', approvals, c.secrets))).toEqual(comparable(located));
      const fast = fastAnswer(bytes, approvals, c.secrets);
      if (fast === null) continue;
      fastAnswered.set(title, (fastAnswered.get(title) ?? 0) + 1);
      // The fast path answered: it must be the located validator's verdict, first rule and plan.
      expect(fast.rules[0]).toBe(rules[0]);
      expect(fast.plan === null).toBe(located.problems.length > 0);
      if (located.problems.length === 0) expect(comparable({ file: 'p.json', plan: fast.plan, problems: [] })).toEqual(comparable(located));
    }
  }
});

test('the fast path answered at every bound it can see, so the comparison is not vacuous', () => {
  // Bounds the fast path leaves to the located path by design (deep nesting; strings past its safe length; escapes it does not decode).
  const answered = all.filter((c) => fastAnswered.has(c.title)).map((c) => c.title);
  for (const title of ['a plan of 262143 bytes', 'a plan of 262144 bytes', `arguments of ${MAX_ARGUMENTS_BYTES} bytes`, `arguments of ${MAX_ARGUMENTS_BYTES} bytes with the secret name ${longName()}`,
    `${MAX_STEPS} steps`, `a plan name of ${MAX_NAME_BYTES} bytes`, `limits.step_timeout_ms = ${STEP_TIMEOUT_MS.max}`, 'approvals: all granted', 'workflow_timeout_ms = step_timeout_ms ']) {
    expect(answered).toContain(title);
  }
});

function longName(): string {
  return `N${'A'.repeat(SECRET_NAME_PLACEHOLDER.length + 5)}`;
}
