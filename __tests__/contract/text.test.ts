/** The shared value helpers of src/contract/text.ts: one copy each, used from engine to CLI. */
import { boundedChars, isRecord, printableLine, printableToken, truncateUtf8, wholeWordsPattern } from '../../src/contract/text.js';

const SAMPLES = ['', 'a', 'é', '€', '😀', 'a😀b€cé', '\u0000x', 'x'.repeat(40), '😀'.repeat(20), 'ab€😀'.repeat(9)];

describe('truncateUtf8', () => {
  it.each(SAMPLES)('is the longest prefix of %j within the bound that ends on a character', (text) => {
    const length = Buffer.byteLength(text);
    for (let max = 0; max <= length + 2; max += 1) {
      const cut = truncateUtf8(text, max);
      expect(text.startsWith(cut)).toBe(true);
      expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(max);
      expect(cut).not.toContain('\uFFFD');
      if (cut.length < text.length) {
        // Maximal: one more code point would not fit.
        const next = String.fromCodePoint(text.codePointAt(cut.length)!);
        expect(Buffer.byteLength(cut + next)).toBeGreaterThan(max);
      }
    }
  });
});

describe('boundedChars', () => {
  it('keeps at most max code points, the last one an ellipsis when cut, and never splits a pair', () => {
    expect(boundedChars('abc', 3)).toBe('abc');
    expect(boundedChars('abcd', 3)).toBe('ab…');
    expect(boundedChars('😀😀😀😀', 3)).toBe('😀😀…');
    expect(boundedChars('abc', 0)).toBe('');
    expect(Array.from(boundedChars('😀'.repeat(10_000), 64))).toHaveLength(64);
  });
});

describe('printableLine and printableToken', () => {
  const HOSTILE = '\u001b[31mred\u001b[0m\r\nnext\u2028line\u202ertl\u2066iso\u0085nel\tTab\u007f\u009b';
  it('leaves no control, bidi or line break', () => {
    for (const out of [printableLine(HOSTILE, 200), printableToken(HOSTILE, 200)]) {
      expect(out).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
    }
    expect(printableLine('  a \n\t b  ', 10)).toBe('a b');
    expect(printableToken('a b', 10)).toBe('a?b');
  });
});

describe('isRecord', () => {
  it('is true for JSON objects only', () => {
    expect([{}, { a: 1 }, Object.create(null)].every(isRecord)).toBe(true);
    expect([null, [], 'x', 1, true, undefined].some(isRecord)).toBe(false);
  });
});

describe('wholeWordsPattern', () => {
  it('matches each word only where no identifier character touches it, the longest first', () => {
    const pattern = wholeWordsPattern(['APP', 'APP_PASSWORD', 'APP'])!;
    expect('APP_PASSWORD APP MY_APP APPS (APP) APP_PASSWORD_2'.replace(pattern, '***')).toBe('*** *** MY_APP APPS (***) APP_PASSWORD_2');
  });
  it('is null for no words, and treats a word as text, not as a pattern', () => {
    expect(wholeWordsPattern([])).toBeNull();
    expect('a.b axb'.replace(wholeWordsPattern(['a.b'])!, '***')).toBe('*** axb');
  });
});
