/**
 * The one redaction primitive for secret values (docs/security.md, "Secrets in every spelling").
 * Child and page text can carry a value in other spellings than the one the runner sent: an engine
 * error prints a URL as the WHATWG URL parser normalized it (host lowercased, `/` added, spaces
 * and quotes percent-encoded), a serializer JSON-escapes it, a page HTML-escapes or
 * percent-encodes it, a header base64-encodes it. `secretSpellings` lists every such spelling of
 * one value; `SecretRedactor` hides all of them in text, and the same list is what the action
 * registers with the runner's masking (`core.setSecret`), so the log is masked in every spelling
 * too. Diagnostics (CLI stderr and Markdown, the check run's Why list, gate-summary.json, the
 * action's log lines and outputs) and the action's API redactor (github/redact.ts) use this class.
 *
 * Only child and page text is matched against values: text the plan's author wrote never is
 * (a redaction there would answer "is this your secret?"; github/redact.ts).
 */

/** What a hidden value becomes. */
export const REDACTED = '***';

/**
 * HTML's escapes as serializers write them: text content (`&`, `<`, `>`, no-break space, as the
 * HTML serializer does), attribute values (`&`, `"`, no-break space), `&<>"` (most template
 * engines), and all five with the apostrophe in either numeric form.
 */
const HTML_ESCAPES: ReadonlyArray<Readonly<Record<string, string>>> = [
  { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\u00a0': '&nbsp;' },
  { '&': '&amp;', '"': '&quot;', '\u00a0': '&nbsp;' },
  { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' },
  { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' },
  { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' },
];

function htmlEscaped(value: string, escapes: Readonly<Record<string, string>>): string {
  let out = '';
  for (const char of value) out += Object.hasOwn(escapes, char) ? escapes[char]! : char;
  return out;
}

/** The inside of a JSON string literal: as JSON.stringify writes it, and with every non-ASCII code unit and `/` escaped (as other serializers do). */
function jsonEscaped(value: string): string[] {
  const plain = JSON.stringify(value).slice(1, -1);
  const ascii = plain.replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return [plain, ascii, ascii.replace(/\//g, '\\/')];
}

/** Percent-escapes with lowercase hex digits (`%2f`), as some encoders write them. */
const lowerHex = (encoded: string): string => encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());

function tryEncode(encode: (value: string) => string, value: string): string | undefined {
  try {
    return encode(value);
  } catch {
    // A lone surrogate cannot be percent-encoded; no child can have written that spelling.
    return undefined;
  }
}

/** The value as the WHATWG URL parser serializes it, when it parses as an absolute URL. */
function normalizedUrl(value: string): string[] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [];
  }
  // Without the `/` the parser adds to an empty path too: text may print the URL either way.
  return url.href.endsWith('/') && !value.endsWith('/') ? [url.href, url.href.slice(0, -1)] : [url.href];
}

/**
 * An encoded spelling (base64, base64url, hex) shorter than this is not listed: a few characters
 * of base64 or hex occur by chance in ordinary text (ids, hashes, other base64), so hiding them
 * would blank unrelated words, and showing them gives away less than one character of the value.
 * A value of 7 or more bytes has every base64 alignment listed, one of 4 or more its hex; the
 * value itself, its case variants and its URL, JSON and HTML spellings are listed at any length.
 */
export const MIN_ENCODED_SPELLING_CHARS = 8;

const BYTES_PER_BASE64_GROUP = 3;
const BITS_PER_BASE64_CHAR = 6;

const toBase64url = (base64: string): string => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The base64 characters that depend on `bytes` alone, at each of the three byte offsets the value
 * can start at inside a longer encoded string (`user:secret` in an HTTP Basic header puts it at
 * offset 5, i.e. 2 of 3): the characters whose six bits all fall inside the value. The characters
 * at either edge mix in the neighbours' bits and differ with every neighbour, so they are left out.
 */
function base64Cores(bytes: Buffer): string[] {
  const cores: string[] = [];
  for (let offset = 0; offset < BYTES_PER_BASE64_GROUP; offset++) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes, Buffer.alloc(BYTES_PER_BASE64_GROUP)]);
    const encoded = padded.toString('base64');
    const first = Math.ceil((offset * 8) / BITS_PER_BASE64_CHAR);
    const end = Math.floor(((offset + bytes.length) * 8) / BITS_PER_BASE64_CHAR);
    if (end > first) cores.push(encoded.slice(first, end));
  }
  return cores;
}

/**
 * The value's UTF-8 bytes in base64 and base64url: whole (padded and not) and as the aligned
 * cores. Matched case-sensitively (base64 is).
 */
function base64Spellings(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const standard = bytes.toString('base64');
  const forms = [standard, standard.replace(/=+$/, '')];
  for (const core of base64Cores(bytes)) forms.push(core);
  const spellings = [...forms, ...forms.map(toBase64url), bytes.toString('base64url').padEnd(standard.length, '=')];
  return spellings.filter((spelling) => spelling.length >= MIN_ENCODED_SPELLING_CHARS);
}

/** The value's UTF-8 bytes in hex, both cases (matched case-insensitively, like the text spellings). */
function hexSpellings(value: string): string[] {
  const hex = Buffer.from(value, 'utf8').toString('hex');
  return hex.length >= MIN_ENCODED_SPELLING_CHARS ? [hex, hex.toUpperCase()] : [];
}

/** The spellings matched whatever their letters' case: all but base64's. */
function textSpellings(value: string): Set<string> {
  // Upper- and lowercased as well as matched without regard to case: a full case mapping can
  // change a value's length (`ß` → `SS`), which case-insensitive matching does not see.
  const bases = new Set<string>([value, value.toUpperCase(), value.toLowerCase()]);
  for (const encode of [encodeURIComponent, encodeURI]) {
    const encoded = tryEncode(encode, value);
    if (encoded !== undefined) bases.add(encoded).add(lowerHex(encoded));
  }
  // application/x-www-form-urlencoded, as URLSearchParams and HTML forms write a value.
  bases.add(new URLSearchParams([['', value]]).toString().slice(1));
  for (const href of normalizedUrl(value)) bases.add(href);
  const spellings = new Set<string>(bases);
  for (const base of bases) {
    for (const escaped of jsonEscaped(base)) spellings.add(escaped);
    for (const escapes of HTML_ESCAPES) spellings.add(htmlEscaped(base, escapes));
  }
  for (const hex of hexSpellings(value)) spellings.add(hex);
  spellings.delete('');
  return spellings;
}

const longestFirst = (a: string, b: string): number => b.length - a.length;

/**
 * Every spelling of `value` child or page text can carry, distinct, longest first (so a spelling
 * containing a shorter one is hidden whole). Empty for an empty value. This is also what the
 * runner's masking (`core.setSecret`, which matches case-sensitively) is given: the value as
 * written, upper- and lowercased, and hex in both cases are listed, other mixed-case spellings
 * only `SecretRedactor` finds.
 */
export function secretSpellings(value: string): string[] {
  if (value === '') return [];
  return [...new Set([...textSpellings(value), ...base64Spellings(value)])].sort(longestFirst);
}

/** `spelling` as a regular expression of itself (Unicode mode: only syntax characters are escaped). */
function literalPattern(spelling: string): string {
  return spelling.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/** A spelling and how it is found: case-insensitively (`iu`), or exactly (base64: `u`). */
interface Matcher {
  readonly spelling: string;
  readonly pattern: RegExp;
}

/** Hides each registered value, in every spelling, in text: without regard to case except in base64. */
export class SecretRedactor {
  private matchers: Matcher[] = [];

  constructor(values: Iterable<string> = []) {
    for (const value of values) this.add(value);
  }

  /** A value that must never be shown (empty values are ignored). */
  add(value: string): void {
    if (value === '') return;
    const known = new Set(this.matchers.map((m) => m.spelling));
    const next: Matcher[] = [];
    const exact = new Set(base64Spellings(value));
    for (const spelling of textSpellings(value)) if (!known.has(spelling)) next.push({ spelling, pattern: new RegExp(literalPattern(spelling), 'giu') });
    for (const spelling of exact) if (!known.has(spelling)) next.push({ spelling, pattern: new RegExp(literalPattern(spelling), 'gu') });
    this.matchers = [...this.matchers, ...next].sort((a, b) => longestFirst(a.spelling, b.spelling));
  }

  /** Every spelling registered so far, longest first (what the runner's masking must know too). */
  allSpellings(): readonly string[] {
    return this.matchers.map((m) => m.spelling);
  }

  /** `text` with every spelling of every value replaced by REDACTED. */
  redact(text: string): string {
    let out = text;
    for (const { pattern } of this.matchers) out = out.replace(pattern, REDACTED);
    return out;
  }
}
