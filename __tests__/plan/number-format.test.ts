/**
 * Numbers in the fingerprint (docs/contract/plan-and-report.md §4): the value serde_json parses from a literal, written
 * the way serde_json writes it.
 *
 * Upstream's Cargo.lock pins serde_json 1.0.149, which writes floats through zmij: ryu's digits
 * and thresholds, but a positive exponent carries a `+` (`1e+16`). The two vectors of docs/contract/plan-and-report.md §4 were checked
 * against upstream's own validator built with those locked crates. Other expected outputs were
 * derived from the rules and confirmed with serde_json 1.0.87 and ryu 1.0.2 (Debian's crates,
 * `serde_json::to_string(&serde_json::from_str::<Value>(lit))`), whose output differs from the
 * locked build only in that `+`; "refused" means serde_json returned a number-out-of-range error.
 * @needs-bundle cli
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson, serializeArguments } from '../../src/plan/fingerprint.js';
import { parseJsonDocument, type JsonObject } from '../../src/plan/json.js';
import { canonicalNumber, formatF64, isOutOfRange, parseLikeSerde } from '../../src/plan/number-format.js';
import { validatePlan } from '../../src/plan/validate.js';

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

function planWithEquals(equals: string): string {
  return `{"schema":"plasmate.agent-workflow.v1","name":"nums","steps":[{"id":"open","tool":"open_page","arguments":{"url":"u"},"expect":{"json_pointer":"/x","equals":${equals}}}]}`;
}

function fingerprintOf(text: string): string {
  const result = validatePlan(Buffer.from(text, 'utf8'), 'p.json', null);
  expect(result.problems).toEqual([]);
  return result.plan!.fingerprint;
}

describe('docs/contract/plan-and-report.md §4 vector (checked against upstream\'s own validator)', () => {
  const ARRAY = '[1.0, 2.5, 1e3, 12345678901234567890, -0, 0.00001, 1e16, 1e-6, 1.50, 99999999999999999999, -9223372036854775809, 1E2, 0.1e1]';

  test('the plan fingerprints to the digest upstream computes', () => {
    expect(fingerprintOf(planWithEquals(ARRAY))).toBe('1ee7f13cf7a32c47f750cc6b0cc0e07aaf21f1af562eed955ee31caf485a0403');
  });

  test('the array is written as the table in docs/contract/plan-and-report.md §4 says', () => {
    const parsed = parseJsonDocument(Buffer.from(ARRAY));
    expect(parsed.problems).toEqual([]);
    expect(canonicalJson(parsed.root!)).toBe('[1.0,2.5,1000.0,12345678901234567890,-0.0,0.00001,1e+16,1e-6,1.5,1e+20,-9.223372036854776e+18,100.0,1.0]');
  });

  test('the digest is the SHA-256 of exactly these canonical bytes', () => {
    const limits = '{"fail_fast":true,"memory_mb":0,"response_bytes":524288,"stderr_bytes":65536,"step_timeout_ms":10000,"workflow_timeout_ms":60000}';
    const canonical =
      `{"limits":${limits},"name":"nums","schema":"plasmate.agent-workflow.v1","steps":[{"arguments":{"url":"u"},` +
      '"expect":{"equals":[1.0,2.5,1000.0,12345678901234567890,-0.0,0.00001,1e+16,1e-6,1.5,1e+20,-9.223372036854776e+18,100.0,1.0],' +
      '"is_error":false,"json_pointer":"/x"},"id":"open","tool":"open_page"}],"trace":false}';
    expect(sha(canonical)).toBe('1ee7f13cf7a32c47f750cc6b0cc0e07aaf21f1af562eed955ee31caf485a0403');
  });
});

describe('docs/contract/plan-and-report.md §4 second vector (positive exponents, checked against upstream\'s locked build)', () => {
  const ARRAY = '[1e16, 1.5e300, -1.2345678901234568e20, 1e-6, 1e21, 1e22]';

  test('the plan fingerprints to the digest upstream computes', () => {
    expect(fingerprintOf(planWithEquals(ARRAY))).toBe('8cd9d5513f68aad1de9b55adcb25723ab0298fa0881827e910610dd51dd2b819');
  });

  test('positive exponents are written with a `+`, negative ones without', () => {
    const parsed = parseJsonDocument(Buffer.from(ARRAY));
    expect(canonicalJson(parsed.root!)).toBe('[1e+16,1.5e+300,-1.2345678901234568e+20,1e-6,1e+21,1e+22]');
  });

  test('serde_json 1.0.87\'s spelling (no `+`) gives the old digest, which upstream\'s locked build does not', () => {
    const limits = '{"fail_fast":true,"memory_mb":0,"response_bytes":524288,"stderr_bytes":65536,"step_timeout_ms":10000,"workflow_timeout_ms":60000}';
    const canonical = (equals: string) =>
      `{"limits":${limits},"name":"nums","schema":"plasmate.agent-workflow.v1","steps":[{"arguments":{"url":"u"},` +
      `"expect":{"equals":${equals},"is_error":false,"json_pointer":"/x"},"id":"open","tool":"open_page"}],"trace":false}`;
    expect(sha(canonical('[1e+16,1.5e+300,-1.2345678901234568e+20,1e-6,1e+21,1e+22]'))).toBe('8cd9d5513f68aad1de9b55adcb25723ab0298fa0881827e910610dd51dd2b819');
    expect(sha(canonical('[1e16,1.5e300,-1.2345678901234568e20,1e-6,1e21,1e22]')).startsWith('1453a432')).toBe(true);
  });
});

describe('integers: u64 and i64 stay integers as written, beyond them an f64', () => {
  test.each([
    ['0', '0'],
    ['7', '7'],
    ['-7', '-7'],
    // 18 digits always fit (the fast path); 123456789012345678 is beyond 2^53 yet exact here.
    ['123456789012345678', '123456789012345678'],
    ['9007199254740993', '9007199254740993'],
    ['18446744073709551615', '18446744073709551615'], // u64::MAX
    ['18446744073709551616', '1.8446744073709552e+19'], // u64::MAX + 1
    ['-9223372036854775808', '-9223372036854775808'], // i64::MIN
    ['-9223372036854775809', '-9.223372036854776e+18'], // i64::MIN - 1
    ['-18446744073709551615', '-1.8446744073709552e+19'], // fits u64, not i64
    ['99999999999999999999', '1e+20'],
    ['-0', '-0.0'],
  ])('%s → %s', (literal, written) => {
    expect(canonicalNumber(literal)).toBe(written);
  });

  test('kinds follow serde_json: u64, i64, and -0 as an f64', () => {
    expect(parseLikeSerde('18446744073709551615')).toEqual({ kind: 'u64', digits: '18446744073709551615' });
    expect(parseLikeSerde('-9223372036854775808')).toEqual({ kind: 'i64', digits: '-9223372036854775808' });
    const negativeZero = parseLikeSerde('-0');
    expect(negativeZero.kind).toBe('f64');
    expect(Object.is((negativeZero as { value: number }).value, -0)).toBe(true);
  });
});

describe('floats: notation thresholds (ryu\'s, with zmij\'s signed positive exponent)', () => {
  test.each([
    ['0.0', '0.0'],
    ['-0.0', '-0.0'],
    ['1.0', '1.0'],
    ['2.50', '2.5'],
    // Plain digits and `.0` up to a decimal point position of 16, scientific from 17 on.
    ['1e15', '1000000000000000.0'],
    ['1e16', '1e+16'],
    ['1e17', '1e+17'],
    ['1234567890123456.0', '1234567890123456.0'],
    // Scientific from 17 digits before the point; serde_json's parse lands on ...66, not ...68.
    ['12345678901234567.0', '1.2345678901234566e+16'],
    ['-1.2345678901234568e20', '-1.2345678901234568e+20'],
    ['1.5e300', '1.5e+300'],
    // `0.` and up to four zeros, then scientific.
    ['1e-5', '0.00001'],
    ['1.25e-5', '0.0000125'],
    ['1e-6', '1e-6'],
    ['1e-7', '1e-7'],
    ['0.001', '0.001'],
    // Exponents with a sign and leading zeros.
    ['1e+03', '1000.0'],
    ['1E-003', '0.001'],
    ['1e0', '1.0'],
    ['0.1e1', '1.0'],
    // The extremes of f64.
    ['5e-324', '5e-324'],
    ['4.9406564584124654e-324', '5e-324'],
    ['1e-323', '1e-323'],
    ['2.2250738585072014e-308', '2.2250738585072014e-308'],
    ['1.7976931348623157e308', '1.7976931348623157e+308'],
    // Long fractions keep the shortest digits that round-trip.
    ['0.30000000000000004', '0.30000000000000004'],
    ['3.14159265358979323846264338327950288', '3.141592653589793'],
    ['0.1000000000000000055511151231257827', '0.1'],
  ])('%s → %s', (literal, written) => {
    expect(canonicalNumber(literal)).toBe(written);
  });

  test('formatF64 agrees with the table for values built in JavaScript', () => {
    expect(formatF64(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(formatF64(Number.MAX_VALUE)).toBe('1.7976931348623157e+308');
    expect(formatF64(Number.MIN_VALUE)).toBe('5e-324');
    expect(formatF64(-1e21)).toBe('-1e+21');
    expect(formatF64(2 ** 53)).toBe('9007199254740992.0');
  });
});

describe('parsing as serde_json does (not correctly rounded), not as JSON.parse does', () => {
  // Each literal lands one ulp (or a rounding step) away from JSON.parse's value: serde_json keeps
  // the leading digits that fit a u64 and scales them with a single f64 multiply or divide.
  test.each([
    ['0.000000000000000000000000000001', '9.999999999999999e-31', '1e-30'],
    ['9007199254740993.0', '9007199254740994.0', '9007199254740992.0'],
    ['3.54262512351376269', '3.5426251235137625', '3.542625123513763'],
    ['0.7e-59', '7.000000000000001e-60', '7e-60'],
    ['29922e260', '2.9922000000000003e+264', '2.9922e+264'],
    ['0.320e212', '3.2000000000000002e+211', '3.2e+211'],
    ['7936371835807.52104447', '7936371835807.5205', '7936371835807.521'],
    // 2^-1075 and a hair above: JSON.parse rounds the second up to 5e-324, serde_json to zero.
    ['2.4703282292062328e-324', '0.0', '5e-324'],
  ])('%s → %s (JSON.parse would give %s)', (literal, written, correctlyRounded) => {
    expect(canonicalNumber(literal)).toBe(written);
    expect(formatF64(JSON.parse(literal) as number)).toBe(correctlyRounded);
  });

  test.each([
    // Digits past u64 are dropped, not rounded; a long integer part only moves the exponent.
    ['12345678901234567890123456789e-10', '1.2345678901234568e+18'],
    ['179769313486231570000000000000000000000000000000000000000000000000000000000000000000.5', '1.7976931348623158e+83'],
    // After the integer part overflowed u64, a first fraction digit that still fits joins the
    // significand. Derived from recent serde_json source (upstream locks 1.0.149), whose
    // parse_decimal counts the fraction's digits on their own; the older 1.0.87 refused this literal.
    ['18446744073709551616.5', '1.8446744073709552e+19'],
    // Underflow and exponents beyond i32 give a signed zero.
    ['-1e-400', '-0.0'],
    ['0e999999999999', '0.0'],
    ['1e-99999999999', '0.0'],
    ['-0e5', '-0.0'],
  ])('%s → %s', (literal, written) => {
    expect(canonicalNumber(literal)).toBe(written);
  });
});

describe('out of range: refused by serde_json, so refused here too', () => {
  test.each(['1e400', '1e309', '1e99999999999', '1.7976931348623158e308', '-1.7976931348623158e308', '1000e306'])('%s', (literal) => {
    expect(isOutOfRange(literal)).toBe(true);
    expect(canonicalNumber(literal)).toBeNull();
  });

  test('1.7976931348623158e308: JSON.parse gives the largest double, serde_json refuses it, and so does the plan parser', () => {
    expect(Number('1.7976931348623158e308')).toBe(Number.MAX_VALUE);
    const result = validatePlan(Buffer.from(planWithEquals('1.7976931348623158e308')), 'p.json', null);
    expect(result.problems.map((p) => p.rule)).toEqual(['plan.json.number-range']);
  });

  test('in range', () => {
    for (const literal of ['1.7976931348623157e308', '1e308', '0e99999999999', '1e-99999999999', '9'.repeat(308)]) expect(isOutOfRange(literal)).toBe(false);
  });
});

describe('the fingerprint', () => {
  test('a non-canonical number literal fingerprints like its canonical spelling, as upstream\'s does', () => {
    // The attack: two plans upstream treats as one (same parsed value) got two fingerprints here,
    // so an approval label for one did not match Plasmate's label for the other.
    expect(fingerprintOf(planWithEquals('1e3'))).toBe(fingerprintOf(planWithEquals('1000.0')));
    expect(fingerprintOf(planWithEquals('1.50'))).toBe(fingerprintOf(planWithEquals('1.5')));
    expect(fingerprintOf(planWithEquals('-0'))).toBe(fingerprintOf(planWithEquals('-0.0')));
    // ...and an integer and a float of the same value stay apart, as serde_json keeps them.
    expect(fingerprintOf(planWithEquals('1000'))).not.toBe(fingerprintOf(planWithEquals('1000.0')));
  });

  test('numbers inside step arguments are canonicalized too', () => {
    const plan = (n: string) =>
      `{"schema":"plasmate.agent-workflow.v1","name":"a","steps":[{"id":"open","tool":"open_page","arguments":{"url":"u"}},` +
      `{"id":"s","tool":"scroll","arguments":{"direction":"down","pixels":${n}}}]}`;
    const approvals = { confirmSteps: ['s'], allowEvaluate: false, allowCookieWrites: false };
    const of = (n: string) => {
      const result = validatePlan(Buffer.from(plan(n)), 'p.json', approvals);
      expect(result.problems).toEqual([]);
      return result.plan!.fingerprint;
    };
    expect(of('4e2')).toBe(of('400.0'));
    expect(of('400')).not.toBe(of('400.0'));
  });

  test('the plan keeps the literal as written everywhere else (expect.equals is the parsed value)', () => {
    const result = validatePlan(Buffer.from(planWithEquals('1E2')), 'p.json', null);
    expect(result.plan!.steps[0]!.expect.equals).toBe(100);
  });
});

test('the arguments size rule counts numbers as serde_json writes them, as upstream serializes arguments', () => {
  const parsed = parseJsonDocument(Buffer.from('{"url":"u","n":1E2,"m":-0}'));
  const serialized = serializeArguments(parsed.root as JsonObject);
  expect(serialized.json).toBe('{"m":-0.0,"n":100.0,"url":"u"}');
  expect(serialized.bytes).toBe(serialized.json.length);
});

test('the fast path for plain decimals and short integers agrees with the full parse and format', () => {
  // A seeded sample of the literals the fast paths keep as written (and their near misses: trailing
  // zeros, five leading zeros, 16 digits), each compared with parse-then-format.
  let seed = 20261130;
  const next = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  const digits = (n: number) => Array.from({ length: n }, () => String(next(10))).join('');
  let kept = 0;
  for (let i = 0; i < 5000; i++) {
    const integer = next(3) === 0 ? '0' : String(1 + next(9)) + digits(next(16));
    const fraction = next(8) === 0 ? '0' : '0'.repeat(next(7)) + digits(next(16)) + String(1 + next(9)) + (next(8) === 0 ? '0' : '');
    for (const literal of [`${integer}.${fraction}`, `-${integer}.${fraction}`, integer, `-${integer}`]) {
      const parsed = parseLikeSerde(literal);
      const full = parsed.kind === 'f64' ? formatF64(parsed.value) : parsed.kind === 'out-of-range' ? null : parsed.digits;
      expect(canonicalNumber(literal)).toBe(full);
      if (full === literal) kept++;
    }
  }
  // Most of the sample is canonical already, so the fast paths were exercised.
  expect(kept).toBeGreaterThan(10000);
});

describe('through the built CLI', () => {
  const CLI = join(process.cwd(), 'dist/cli/index.js');
  const labels = (dir: string, ...files: string[]) =>
    spawnSync(process.execPath, [CLI, 'labels', '--json', ...files], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH } });

  test('`labels --json` reports upstream\'s fingerprint for the docs/contract/plan-and-report.md §4 vector, and one fingerprint for 1e3 and 1000.0', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'numbers-'));
    await writeFile(join(dir, 'vector.json'), planWithEquals('[1.0, 2.5, 1e3, 12345678901234567890, -0, 0.00001, 1e16, 1e-6, 1.50, 99999999999999999999, -9223372036854775809, 1E2, 0.1e1]'));
    await writeFile(join(dir, 'exponent.json'), planWithEquals('1e3'));
    await writeFile(join(dir, 'plain.json'), planWithEquals('1000.0'));
    await writeFile(join(dir, 'refused.json'), planWithEquals('1.7976931348623158e308'));
    const ok = labels(dir, 'vector.json', 'exponent.json', 'plain.json');
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    const json = JSON.parse(ok.stdout) as { plans: { file: string; fingerprint: string; labels: { label: string }[] }[] };
    const [vector, exponent, plain] = json.plans;
    expect(vector!.fingerprint).toBe('1ee7f13cf7a32c47f750cc6b0cc0e07aaf21f1af562eed955ee31caf485a0403');
    // Same parsed value, same fingerprint, so the same approval labels.
    expect(exponent!.fingerprint).toBe(plain!.fingerprint);
    expect(exponent!.labels).toEqual(plain!.labels);
    const refused = labels(dir, 'refused.json');
    expect(refused.status).toBe(1);
    expect(refused.stdout + refused.stderr).toContain('plan.json.number-range');
  });
});
