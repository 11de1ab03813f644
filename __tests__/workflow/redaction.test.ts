// One redaction primitive for secret values (src/workflow/redaction.ts): every spelling child or
// page text can carry a value in is hidden, and the same spellings are what the runner masks.
import { MIN_ENCODED_SPELLING_CHARS, REDACTED, SecretRedactor, secretSpellings } from '../../src/workflow/redaction.js';

const URL_SECRET = 'HTTP://Bank.Example:8080?token=s3cr3t "quoted" <b>&amp;</b> é';

/** Each way the value can be written, computed independently of the primitive. */
function spellingsOf(value: string): Record<string, string> {
  const out: Record<string, string> = {
    raw: value,
    encodeURIComponent: encodeURIComponent(value),
    encodeURI: encodeURI(value),
    'lowercase percent hex': encodeURIComponent(value).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase()),
    'form-urlencoded': new URLSearchParams({ v: value }).toString().slice(2),
    'JSON string': JSON.stringify(value).slice(1, -1),
    'JSON, ASCII only': JSON.stringify(value).slice(1, -1).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    'HTML, minimal': value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    'HTML, with quotes': value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'),
    base64: Buffer.from(value).toString('base64'),
    'base64, unpadded': Buffer.from(value).toString('base64').replace(/=+$/, ''),
    base64url: Buffer.from(value).toString('base64url'),
  };
  try {
    const href = new URL(value).href;
    out['WHATWG URL'] = href;
    out['WHATWG URL, JSON-escaped'] = JSON.stringify(href).slice(1, -1);
    out['WHATWG URL, HTML-escaped'] = href.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  } catch {
    // not a URL: no normalized spelling
  }
  return out;
}

describe.each([
  ['a URL with spaces, quotes, markup and an uppercase scheme and host', URL_SECRET],
  ["a password with JSON and HTML specials", `p"a\\ss</w>o'rd&\n\t${String.fromCodePoint(0x1f511)}`],
  ['a plain token', 'ghs_0123456789abcdefABCDEF'],
])('%s', (_name, value) => {
  test.each(Object.entries(spellingsOf(value)))('hides it written as %s, inside surrounding text', (_spelling, written) => {
    const redactor = new SecretRedactor([value]);
    const text = `HTTP error 404: ${written} (after ${written})`;
    const out = redactor.redact(text);
    expect(out).toBe(`HTTP error 404: ${REDACTED} (after ${REDACTED})`);
    expect(secretSpellings(value)).toContain(written);
  });
});

test('the normalized URL of the issue: host lowercased, / added, spaces and quotes percent-encoded', () => {
  const value = 'http://LOCALHOST:9/a b"c';
  const redactor = new SecretRedactor([value]);
  expect(redactor.redact('HTTP error 404: http://localhost:9/a%20b%22c')).toBe(`HTTP error 404: ${REDACTED}`);
  const bare = new SecretRedactor(['HTTP://LOCALHOST:9']);
  expect(bare.redact('HTTP error 500: http://localhost:9/')).toBe(`HTTP error 500: ${REDACTED}`);
  expect(bare.redact('Navigation failed: http://localhost:9.')).toBe(`Navigation failed: ${REDACTED}.`);
});

test('a spelling that contains a shorter one is hidden whole; other text is untouched; empty values are ignored', () => {
  const redactor = new SecretRedactor(['ab', 'ab cd', '']);
  expect(redactor.redact('x ab cd y ab%20cd z ab')).toBe(`x ${REDACTED} y ${REDACTED} z ${REDACTED}`);
  expect(redactor.redact('nothing here')).toBe('nothing here');
  expect(secretSpellings('')).toEqual([]);
  expect(new SecretRedactor(['']).allSpellings()).toEqual([]);
});

test('spellings are distinct and longest first (what the runner is asked to mask)', () => {
  const spellings = secretSpellings(URL_SECRET);
  expect(new Set(spellings).size).toBe(spellings.length);
  for (let i = 1; i < spellings.length; i++) expect(spellings[i - 1]!.length).toBeGreaterThanOrEqual(spellings[i]!.length);
  expect(new SecretRedactor([URL_SECRET, 'other']).allSpellings()).toEqual(expect.arrayContaining([...spellings, 'other', 'b3RoZXI=']));
});

test('a lone surrogate (not percent-encodable) still has its other spellings', () => {
  const value = 'x\ud800y';
  expect(() => secretSpellings(value)).not.toThrow();
  expect(new SecretRedactor([value]).redact(`a ${value} b ${JSON.stringify(value).slice(1, -1)}`)).toBe(`a ${REDACTED} b ${REDACTED}`);
});

describe('spellings matched without regard to case, base64 at every byte alignment, hex', () => {
  const HTTP_BASIC = (v: string): string => `Authorization: Basic ${Buffer.from(`user:${v}`).toString('base64')}`;

  test.each([
    ['7 ASCII bytes', 'Tr0ub4!'],
    ['non-ASCII', 'Pässwörd "日本" 🔑'],
    ['a long token', 'ghs_0123456789abcdefABCDEF0123456789'],
  ])('%s: every case of the value, its URL and JSON spellings; no base64 alignment; no hex case survives', (_name, value) => {
    const redactor = new SecretRedactor([value]);
    const mixed = [...value].map((c, i) => (i % 2 === 0 ? c.toUpperCase() : c.toLowerCase())).join('');
    for (const written of [value.toUpperCase(), value.toLowerCase(), mixed, encodeURIComponent(value).toLowerCase(), JSON.stringify(value).slice(1, -1).toUpperCase()]) {
      expect(redactor.redact(`<${written}>`)).toBe(`<${REDACTED}>`);
    }
    const hex = Buffer.from(value).toString('hex');
    expect(redactor.redact(hex)).toBe(REDACTED);
    expect(redactor.redact(hex.toUpperCase())).toBe(REDACTED);
    for (const prefix of ['', 'a', 'ab', 'abc', 'user:']) {
      for (const suffix of ['', '!', '!?', '!?#']) {
        const bytes = Buffer.from(`${prefix}${value}${suffix}`);
        for (const encoded of [bytes.toString('base64'), bytes.toString('base64url')]) {
          const out = redactor.redact(encoded);
          expect(out).toContain(REDACTED);
          // What is left is at most the three edge characters either side that mix in the neighbours' bits.
          const kept = out.split(REDACTED).join('');
          expect(kept.length).toBeLessThanOrEqual(Math.ceil(((prefix.length + suffix.length) * 8) / 6) + 4);
        }
      }
    }
    expect(redactor.redact(HTTP_BASIC(value))).toMatch(/^Authorization: Basic [A-Za-z0-9+/]{0,8}\*\*\*[A-Za-z0-9+/=]{0,4}$/);
  });

  test('base64 is matched with its case: a case-swapped base64 string is other bytes and stays', () => {
    const value = 'ghs_0123456789abcdef';
    const swapped = [...Buffer.from(value).toString('base64')].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
    expect(new SecretRedactor([value]).redact(swapped)).toBe(swapped);
  });

  test(`encoded spellings under ${MIN_ENCODED_SPELLING_CHARS} characters are not listed; the value itself is, at any length`, () => {
    const short = 'pw';
    expect(secretSpellings(short).every((s) => s.length >= MIN_ENCODED_SPELLING_CHARS || s.toLowerCase() === short || !/^[A-Za-z0-9+/=_-]+$/.test(s) || s === short)).toBe(true);
    const redactor = new SecretRedactor([short]);
    // Its hex (7077) and base64 (cHc) are short enough to occur by chance: ordinary text keeps them.
    expect(redactor.redact('commit 7077abc, cHcA')).toBe('commit 7077abc, cHcA');
    expect(redactor.redact('PW and pw')).toBe(`${REDACTED} and ${REDACTED}`);
    // 6 bytes: some base64 alignments fall under the minimum; 7 bytes: all are listed.
    const cores = (v: string): number => secretSpellings(v).filter((s) => !s.includes('=') && Buffer.from(v).toString('base64').includes(s)).length;
    expect(cores('abcdef')).toBeLessThan(cores('abcdefg'));
  });

  test('no false positive on unrelated text of the same alphabet', () => {
    const redactor = new SecretRedactor(['Tr0ub4!x']);
    const unrelated = `${Buffer.from('something else entirely').toString('base64')} ${Buffer.from('other bytes').toString('hex')} Troubadour tr0UB`;
    expect(redactor.redact(unrelated)).toBe(unrelated);
  });

  test("every listed spelling is what the runner's case-sensitive masking gets: value as written, upper- and lowercased, hex both cases", () => {
    const value = 'Pässwörd-7';
    const listed = secretSpellings(value);
    const hex = Buffer.from(value).toString('hex');
    expect(listed).toEqual(expect.arrayContaining([value, value.toUpperCase(), value.toLowerCase(), hex, hex.toUpperCase()]));
  });
});
