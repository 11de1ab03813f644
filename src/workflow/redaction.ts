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

function base64Forms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const standard = bytes.toString('base64');
  const url = bytes.toString('base64url');
  return [standard, standard.replace(/=+$/, ''), url];
}

/**
 * Every spelling of `value` child or page text can carry, distinct, longest first (so a spelling
 * containing a shorter one is hidden whole). Empty for an empty value.
 */
export function secretSpellings(value: string): string[] {
  if (value === '') return [];
  const bases = new Set<string>([value]);
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
  for (const encoded of base64Forms(value)) spellings.add(encoded);
  spellings.delete('');
  return [...spellings].sort((a, b) => b.length - a.length);
}

/** Hides each registered value, in every spelling, in text. */
export class SecretRedactor {
  private spellings: string[] = [];

  constructor(values: Iterable<string> = []) {
    for (const value of values) this.add(value);
  }

  /** A value that must never be shown (empty values are ignored). */
  add(value: string): void {
    const next = secretSpellings(value);
    if (next.length === 0) return;
    this.spellings = [...new Set([...this.spellings, ...next])].sort((a, b) => b.length - a.length);
  }

  /** Every spelling registered so far, longest first (what the runner's masking must know too). */
  allSpellings(): readonly string[] {
    return this.spellings;
  }

  /** `text` with every spelling of every value replaced by REDACTED. */
  redact(text: string): string {
    let out = text;
    for (const spelling of this.spellings) if (out.includes(spelling)) out = out.split(spelling).join(REDACTED);
    return out;
  }
}
