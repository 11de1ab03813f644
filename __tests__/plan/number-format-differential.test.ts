/**
 * A seeded differential test of the fingerprint's number writer against a reference written
 * separately, from the text of docs/contract/plan-and-report.md §4 alone (the table and the f64 notation paragraph), at
 * every boundary those rules name: the u64 and i64 integer limits, `-0`, and the decimal point
 * positions where the notation switches (kk = 16/17 upward, kk = -4/-5 downward), plus the
 * extremes of f64 and random bit patterns.
 *
 * The reference does not share code with `src/plan/number-format.ts`: it takes the shortest
 * round-trip digits from `Number.prototype.toString` (not `toExponential`), compares integer
 * literals with BigInt (not digit strings), and places the point by the contract's words.
 * Literals whose value the reference can know exactly are the ones generated: integers, and
 * decimals of at most 15 significant digits with a net power of ten within ±22, where serde_json's
 * single multiply or divide is correctly rounded and so equals `Number(literal)`.
 */
import { mulberry32 } from '../../bench/measure.js';
import { canonicalNumber, formatF64 } from '../../src/plan/number-format.js';

/** docs/contract/plan-and-report.md §4: u64's and i64's ranges, as BigInt. */
const U64_MAX = 2n ** 64n - 1n;
const I64_MIN = -(2n ** 63n);
/** docs/contract/plan-and-report.md §4: plain digits while the point position is at most this... */
const PLAIN_MAX_POINT = 16;
/** ...and `0.` with zeros while it is above this. */
const ZEROS_MIN_POINT = -5;
/** Significant digits and powers of ten for which `Number(literal)` is serde_json's value too. */
const EXACT_SIGNIFICANT_DIGITS = 15;
const EXACT_POWER = 22;
const SAMPLES_PER_BOUNDARY = 400;
const RANDOM_BIT_PATTERNS = 20_000;

/** The shortest round-trip digits and point position (value = 0.d × 10^kk) of a finite, non-zero |v|. */
function shortestDigits(magnitude: number): { digits: string; kk: number } {
  const text = String(magnitude);
  const e = text.indexOf('e');
  let digits: string;
  let kk: number;
  if (e !== -1) {
    const mantissa = text.slice(0, e);
    digits = mantissa.replace('.', '');
    kk = Number(text.slice(e + 1)) + 1;
  } else {
    const [integer, fraction = ''] = text.split('.') as [string, string?];
    if (integer !== '0') {
      digits = integer + fraction;
      kk = integer.length;
    } else {
      const zeros = fraction.length - fraction.replace(/^0+/, '').length;
      digits = fraction.slice(zeros);
      kk = -zeros;
    }
  }
  digits = digits.replace(/0+$/, '');
  return { digits, kk };
}

/** docs/contract/plan-and-report.md §4's f64 paragraph, rule by rule. */
function referenceF64(value: number): string {
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const sign = value < 0 ? '-' : '';
  const { digits: d, kk } = shortestDigits(Math.abs(value));
  const n = d.length;
  if (kk >= n && kk <= PLAIN_MAX_POINT) return sign + d + '0'.repeat(kk - n) + '.0';
  if (kk > 0 && kk <= PLAIN_MAX_POINT) return `${sign}${d.slice(0, kk)}.${d.slice(kk)}`;
  if (kk > ZEROS_MIN_POINT && kk <= 0) return `${sign}0.${'0'.repeat(-kk)}${d}`;
  const exponent = kk - 1;
  const rest = n > 1 ? `.${d.slice(1)}` : '';
  return `${sign}${d[0]}${rest}e${exponent > 0 ? '+' : ''}${exponent}`;
}

/** docs/contract/plan-and-report.md §4's table, for literals whose value `Number` gives exactly as serde_json does. */
function referenceLiteral(literal: string): string {
  if (!/[.eE]/.test(literal)) {
    if (literal === '-0') return '-0.0';
    const integer = BigInt(literal);
    if (integer >= 0n && integer <= U64_MAX) return integer.toString();
    if (integer < 0n && integer >= I64_MIN) return integer.toString();
    return referenceF64(outOfRangeInteger(literal));
  }
  return referenceF64(Number(literal));
}

/**
 * An integer literal outside u64/i64 as serde_json reads it: the longest leading run of digits that
 * fits a u64 (the rest dropped, not rounded), rounded once to f64, times 10 per dropped digit.
 * Literals here drop at most three digits, so the power of ten is exact and the product rounds once.
 */
function outOfRangeInteger(literal: string): number {
  const negative = literal.startsWith('-');
  const digits = negative ? literal.slice(1) : literal;
  let kept = digits.length;
  while (BigInt(digits.slice(0, kept)) > U64_MAX) kept--;
  const value = Number(BigInt(digits.slice(0, kept))) * 10 ** (digits.length - kept);
  return negative ? -value : value;
}

const random = mulberry32(20261201);
const digit = () => String(Math.floor(random() * 10));
const nonZeroDigit = () => String(1 + Math.floor(random() * 9));
const digitString = (n: number) => Array.from({ length: n }, digit).join('');

describe('integer literals around the u64 and i64 limits', () => {
  const literals: string[] = ['0', '-0', '1', '-1'];
  for (const centre of [U64_MAX, -I64_MIN, I64_MIN, -U64_MAX, 2n ** 53n, -(2n ** 53n), 10n ** 18n, 10n ** 19n, 10n ** 20n, -(10n ** 19n)]) {
    for (let delta = -3n; delta <= 3n; delta++) literals.push((centre + delta).toString());
  }
  for (let i = 0; i < SAMPLES_PER_BOUNDARY; i++) {
    const length = 17 + Math.floor(random() * 6); // 17..22 digits: across both limits
    const text = nonZeroDigit() + digitString(length - 1);
    literals.push(text, `-${text}`);
  }

  test('agree with the reference', () => {
    const disagreements = literals.filter((l) => canonicalNumber(l) !== referenceLiteral(l)).map((l) => [l, canonicalNumber(l), referenceLiteral(l)]);
    expect(disagreements).toEqual([]);
  });
});

describe('decimal literals at every notation boundary', () => {
  // Point positions on both sides of each switch: 16/17 (plain/scientific upward), 0/1, -4/-5
  // (zeros/scientific downward), and the exponent's sign change at kk = 1.
  const POINT_POSITIONS = [-7, -6, -5, -4, -3, -1, 0, 1, 2, 15, 16, 17, 18, 21, 22];

  test.each(POINT_POSITIONS)('point position %i', (kk) => {
    const disagreements: string[][] = [];
    for (let i = 0; i < SAMPLES_PER_BOUNDARY; i++) {
      const n = 1 + Math.floor(random() * EXACT_SIGNIFICANT_DIGITS);
      const d = nonZeroDigit() + digitString(n - 1);
      // value = 0.d × 10^kk = d × 10^(kk − n); spelled in three ways a plan might write it.
      const power = kk - n;
      if (Math.abs(power) > EXACT_POWER) continue;
      const sign = random() < 0.5 ? '-' : '';
      const spellings = [`${sign}${d}e${power}`, `${sign}${d[0]}.${d.slice(1) || '0'}E+${kk - 1}`.replace('E+-', 'E-'), `${sign}0.${d}e${kk}`];
      for (const literal of spellings) {
        const mantissaDigits = literal.replace(/^-/, '').split(/[eE]/)[0]!.replace('.', '').replace(/^0+/, '').length;
        if (mantissaDigits > EXACT_SIGNIFICANT_DIGITS + 1) continue;
        const ours = canonicalNumber(literal);
        const reference = referenceLiteral(literal);
        if (ours !== reference) disagreements.push([literal, String(ours), reference]);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('f64 values (the writer alone)', () => {
  test('powers of ten and their neighbours across the whole exponent range', () => {
    const disagreements: string[][] = [];
    for (let e = -324; e <= 308; e++) {
      const v = Number(`1e${e}`);
      for (const x of [v, -v, v * (1 + Number.EPSILON), v * (1 - Number.EPSILON / 2), 1.5 * v, 9.5 * v]) {
        if (!Number.isFinite(x)) continue;
        if (formatF64(x) !== referenceF64(x)) disagreements.push([String(x), formatF64(x), referenceF64(x)]);
      }
    }
    expect(disagreements).toEqual([]);
  });

  test('seeded random bit patterns', () => {
    const view = new DataView(new ArrayBuffer(8));
    const disagreements: string[][] = [];
    for (let i = 0; i < RANDOM_BIT_PATTERNS; i++) {
      view.setUint32(0, Math.floor(random() * 2 ** 32));
      view.setUint32(4, Math.floor(random() * 2 ** 32));
      const x = view.getFloat64(0);
      if (!Number.isFinite(x)) continue;
      if (formatF64(x) !== referenceF64(x)) disagreements.push([String(x), formatF64(x), referenceF64(x)]);
    }
    expect(disagreements).toEqual([]);
  });

  test('the extremes', () => {
    for (const x of [Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 2 ** -1022, 2 ** 53, 2 ** 64, 1e21, 1e16, 1e-5, 1e-6]) {
      expect(formatF64(x)).toBe(referenceF64(x));
    }
  });
});
