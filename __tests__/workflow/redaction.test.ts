// One redaction primitive for secret values (src/workflow/redaction.ts): every spelling child or
// page text can carry a value in is hidden, and the same spellings are what the runner masks.
import { REDACTED, SecretRedactor, secretSpellings } from '../../src/workflow/redaction.js';

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
