/**
 * JSON numbers as upstream's fingerprint writes them (docs/contract/plan-and-report.md §4): the value serde_json parsed
 * from the literal (default features: neither `arbitrary_precision` nor `float_roundtrip`),
 * written back the way serde_json writes that value.
 *
 * Two halves, both reproduced step for step rather than approximated with `Number(raw)`:
 * - Parsing. Without `float_roundtrip` serde_json is not correctly rounded: it keeps the leading
 *   digits that fit a u64 (dropping the rest, not rounding them), converts that integer to f64
 *   and then multiplies or divides once by a power of ten from a table of f64 constants. Literals
 *   with long significands or large exponents therefore often land an ulp away from what
 *   `JSON.parse` gives (`3.54262512351376269`, `0.7e-59`): see `parseLikeSerde`.
 * - Writing. u64/i64 values are their decimal digits; f64 values use the shortest round-trip
 *   digits, which are the digits ECMAScript's `toExponential()` produces, placed by the notation
 *   rules of upstream's locked formatter (`formatF64`), which differ from `Number.prototype.toString`
 *   (1e16 vs 1e21, 1e-6 vs 1e-7, and the `.0` of integral floats).
 *
 * Which serde_json: upstream's Cargo.lock pins 1.0.149, which formats f64 through zmij 1.0.21:
 * ryu's shortest digits and plain/scientific thresholds, but a positive exponent is written with a
 * `+` (`1e+16`, `1.5e+300`); negative exponents are the same (`1e-6`). serde_json ≤ 1.0.146 (ryu,
 * e.g. Debian's 1.0.87) wrote `1e16`; fingerprints follow the locked build, as docs/contract/plan-and-report.md §4 says.
 * The parser half was checked against serde_json 1.0.87 on the vectors in
 * `__tests__/plan/number-format.test.ts` and about a million generated literals; where 1.0.87 and
 * 1.0.149 parse differently this follows the later one: 1.0.87 refuses a fraction after an integer
 * part that overflowed u64 when the fraction's first digit still fits (`18446744073709551616.5`);
 * later versions parse it.
 */

/** u64::MAX: a non-negative integer literal up to here stays an integer. */
const U64_MAX = '18446744073709551615';
/** Digits of u64::MAX: shorter digit strings always fit; longer ones never do. */
const U64_MAX_DIGITS = U64_MAX.length;
/** |i64::MIN|: a negative integer literal down to here stays an integer. */
const I64_MIN_MAGNITUDE = '9223372036854775808';
/**
 * Integer literals of at most this many digits fit both u64 and i64 (10^18 − 1 < 2^63), so they
 * are canonical as written: the fast path that keeps `check` as fast as before for usual plans.
 */
const ALWAYS_FITS_DIGITS = 18;
/**
 * i32 bounds: serde_json accumulates the exponent in an i32, gives up past i32::MAX while reading
 * it, and saturates when adding the count of shifted digits.
 */
const I32_MAX = 2147483647;
const I32_MIN = -2147483648;
/** The formatter writes digits in place while the decimal point position is at most this. */
const RYU_MAX_PLAIN_POINT = 16;
/** ...and as `0.000ddd` while the point position is above this (at most four zeros). */
const RYU_MIN_PLAIN_POINT = -5;
/** serde_json's `POW10` table: the f64 nearest 10^i for i in 0..=308. */
const POW10_LAST = 308;
const POW10: readonly number[] = Array.from({ length: POW10_LAST + 1 }, (_, i) => Number(`1e${i}`));
/** Digits of the largest double's integer part (1.79…e308): shorter plain literals are in range. */
const DOUBLE_MAX_INTEGER_DIGITS = 309;
const EXPONENT = /[eE]/;
/** Decimal digits any double round-trips (DBL_DIG); 10^15 < 2^53, and 10^k is exact up to 10^22. */
const EXACT_DECIMAL_DIGITS = 15;
const MINUS = 0x2d;
const POINT = 0x2e;
const ZERO = 0x30;

/** What serde_json parses a literal into (`ParserNumber`), or that it refuses the literal. */
export type SerdeNumber =
  | { kind: 'u64' | 'i64'; digits: string }
  | { kind: 'f64'; value: number }
  | { kind: 'out-of-range' };

/**
 * The literal written as serde_json writes the value it parses it into, or null when serde_json
 * refuses it as out of range (the plan parser rejects such literals first). `raw` must already be
 * a well-formed JSON number.
 */
export function canonicalNumber(raw: string): string | null {
  if (isAlreadyCanonical(raw)) return raw;
  const parsed = parseLikeSerde(raw);
  switch (parsed.kind) {
    case 'u64':
    case 'i64':
      return parsed.digits;
    case 'f64':
      return formatF64(parsed.value);
    case 'out-of-range':
      return null;
  }
}

/**
 * The fast path, one scan and no allocation, for the literals plans usually hold:
 * - an integer of at most ALWAYS_FITS_DIGITS digits other than `-0` (u64/i64 digits as written);
 * - a plain decimal (`12.5`, `0.001`, `3.0`) with at most EXACT_DECIMAL_DIGITS significant
 *   digits, no trailing zero after the point other than a lone `.0`, and no more leading zeros
 *   than ryu writes. Its significand and power of ten are exact doubles, so serde_json's single
 *   division rounds correctly; decimals this short round-trip through a double, so ryu's shortest
 *   digits are the literal's; and the point position keeps ryu in plain notation.
 * `raw` is a well-formed JSON number, so an integer part starting with `0` is exactly `0`.
 */
function isAlreadyCanonical(raw: string): boolean {
  const length = raw.length;
  const start = raw.charCodeAt(0) === MINUS ? 1 : 0;
  let i = start;
  while (i < length && isDigit(raw.charCodeAt(i))) i++;
  const integerDigits = i - start;
  const zeroInteger = raw.charCodeAt(start) === ZERO;
  if (i === length) return integerDigits <= ALWAYS_FITS_DIGITS && !(start === 1 && zeroInteger);
  if (raw.charCodeAt(i) !== POINT) return false;
  const fractionStart = ++i;
  while (i < length && isDigit(raw.charCodeAt(i))) i++;
  if (i !== length) return false;
  const fractionDigits = length - fractionStart;
  const loneZero = fractionDigits === 1 && raw.charCodeAt(fractionStart) === ZERO;
  if (raw.charCodeAt(length - 1) === ZERO && !loneZero) return false;
  if (!zeroInteger) return integerDigits + fractionDigits <= EXACT_DECIMAL_DIGITS;
  if (loneZero) return true;
  let zeros = 0;
  while (raw.charCodeAt(fractionStart + zeros) === ZERO) zeros++;
  return zeros < -RYU_MIN_PLAIN_POINT && fractionDigits - zeros <= EXACT_DECIMAL_DIGITS;
}

/**
 * Whether either serde_json (upstream refuses the plan) or `Number` (this port's values) finds the
 * literal out of f64 range. serde_json refuses some literals that `Number` rounds down to the
 * largest double, such as `1.7976931348623158e308`.
 */
export function isOutOfRange(raw: string): boolean {
  // Without an exponent, fewer characters than the largest double has integer digits stay below
  // 1e308 for both parsers: the cheap answer for every usual literal.
  if (raw.length < DOUBLE_MAX_INTEGER_DIGITS && !EXPONENT.test(raw)) return false;
  return !Number.isFinite(Number(raw)) || parseLikeSerde(raw).kind === 'out-of-range';
}

/**
 * serde_json's number parser without `float_roundtrip`, state for state: the significand is the
 * longest run of digits (integer part, then fraction) that fits a u64, the rest only move the
 * decimal exponent. `raw` must be a well-formed JSON number.
 */
export function parseLikeSerde(raw: string): SerdeNumber {
  const negative = raw.charCodeAt(0) === MINUS;
  let i = negative ? 1 : 0;
  // The significand as decimal digits without leading zeros ('' is zero): at most 20 digits,
  // kept as text because u64 exceeds what a double holds exactly.
  let significand = '';
  let exponent = 0;
  let overflowed = false;
  for (; i < raw.length && isDigit(raw.charCodeAt(i)); i++) {
    // Once a digit would overflow, every further integer digit only scales (parse_long_integer).
    if (overflowed || wouldOverflow(significand, raw[i]!)) {
      overflowed = true;
      exponent++;
    } else if (significand !== '' || raw[i] !== '0') {
      significand += raw[i]!;
    }
  }
  const hasFraction = raw[i] === '.';
  if (!hasFraction && i === raw.length && !overflowed) return integerValue(negative, significand);
  if (hasFraction) {
    i++;
    // parse_decimal starts afresh even after the integer part overflowed: a small first fraction
    // digit can still join the significand. After its first overflow every digit is dropped.
    let dropping = false;
    for (; i < raw.length && isDigit(raw.charCodeAt(i)); i++) {
      if (dropping) continue;
      if (wouldOverflow(significand, raw[i]!)) {
        dropping = true;
        continue;
      }
      if (significand !== '' || raw[i] !== '0') significand += raw[i]!;
      exponent--;
    }
  }
  if (i < raw.length) {
    // An exponent: `e`/`E`, an optional sign, digits accumulated in an i32.
    i++;
    const sign = raw[i];
    const positiveExponent = sign !== '-';
    if (sign === '-' || sign === '+') i++;
    let exp = 0;
    for (; i < raw.length; i++) {
      const digit = raw.charCodeAt(i) - ZERO;
      if (exp > (I32_MAX - digit) / 10) {
        // parse_exponent_overflow: out of range upward, zero downward or for a zero significand.
        if (significand !== '' && positiveExponent) return { kind: 'out-of-range' };
        return { kind: 'f64', value: negative ? -0 : 0 };
      }
      exp = exp * 10 + digit;
    }
    exponent = Math.min(I32_MAX, Math.max(I32_MIN, positiveExponent ? exponent + exp : exponent - exp));
  }
  return f64FromParts(negative, significand, exponent);
}

/** An integer literal that did not overflow u64: u64, i64, or (`-0`, below i64::MIN) an f64. */
function integerValue(negative: boolean, digits: string): SerdeNumber {
  if (!negative) return { kind: 'u64', digits: digits === '' ? '0' : digits };
  if (digits !== '' && compareMagnitude(digits, I64_MIN_MAGNITUDE) <= 0) return { kind: 'i64', digits: `-${digits}` };
  // `-(significand as f64)`: a u64 converted to f64 rounds to nearest, ties to even, exactly as
  // `Number` of its decimal digits does.
  return { kind: 'f64', value: -Number(digits === '' ? '0' : digits) };
}

/** serde_json's `f64_from_parts` without `float_roundtrip`: one multiply or divide by 10^|exp|. */
function f64FromParts(negative: boolean, significand: string, exponent: number): SerdeNumber {
  let f = significand === '' ? 0 : Number(significand);
  for (;;) {
    const pow = POW10[Math.abs(exponent)];
    if (pow !== undefined) {
      if (exponent >= 0) {
        f *= pow;
        if (f === Infinity) return { kind: 'out-of-range' };
      } else {
        f /= pow;
      }
      break;
    }
    if (f === 0) break;
    if (exponent >= 0) return { kind: 'out-of-range' };
    f /= POW10[POW10_LAST]!;
    exponent += POW10_LAST;
  }
  return { kind: 'f64', value: negative ? -f : f };
}

/**
 * A finite f64 as serde_json 1.0.149 writes it (zmij's notation): with the shortest round-trip
 * digits d (n of them) and the decimal point after kk of them (value = 0.d × 10^kk). Scientific
 * notation signs a positive exponent (`e+`), as zmij does and ryu did not.
 */
export function formatF64(value: number): string {
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const sign = value < 0 ? '-' : '';
  // toExponential() without an argument gives the shortest digits that round-trip: "d.ddde±x".
  const exponential = Math.abs(value).toExponential();
  const e = exponential.indexOf('e');
  const digits = exponential[1] === '.' ? exponential[0]! + exponential.slice(2, e) : exponential.slice(0, e);
  const n = digits.length;
  const kk = Number(exponential.slice(e + 1)) + 1;
  if (kk >= n && kk <= RYU_MAX_PLAIN_POINT) return `${sign}${digits}${'0'.repeat(kk - n)}.0`;
  if (kk > 0 && kk <= RYU_MAX_PLAIN_POINT) return `${sign}${digits.slice(0, kk)}.${digits.slice(kk)}`;
  if (kk > RYU_MIN_PLAIN_POINT && kk <= 0) return `${sign}0.${'0'.repeat(-kk)}${digits}`;
  const exponent = kk - 1;
  return `${sign}${digits[0]}${n > 1 ? `.${digits.slice(1)}` : ''}e${exponent > 0 ? '+' : ''}${exponent}`;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** Whether significand × 10 + digit exceeds u64::MAX (serde_json's `overflow!`). */
function wouldOverflow(significand: string, digit: string): boolean {
  const length = significand === '' ? 1 : significand.length + 1;
  if (length !== U64_MAX_DIGITS) return length > U64_MAX_DIGITS;
  return significand + digit > U64_MAX;
}

/** Compares two digit strings without leading zeros by value. */
function compareMagnitude(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
