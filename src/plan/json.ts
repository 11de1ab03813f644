/**
 * A strict (RFC 8259, as serde_json accepts it) JSON parser that keeps what JSON.parse throws away:
 * the source offset of every value and key, number literals exactly as written, and duplicate keys.
 *
 * The document bounds are enforced here, while tokenizing, so hostile input is refused before any
 * large structure exists: the byte size before decoding, the nesting depth before descending, and
 * each string's UTF-8 length as it is read. Syntax errors end the parse (there is no sensible
 * recovery); bounds on strings and duplicate keys are recorded and parsing continues, so one pass
 * reports all of them.
 */
import { MAX_JSON_DEPTH, MAX_PLAN_BYTES, MAX_STRING_BYTES } from '../contract/bounds.js';
import { isOutOfRange } from './number-format.js';
import { LineIndex, type PendingProblem } from './problem.js';
import { RULE, type RuleId } from '../contract/rule-ids.js';

export type JsonNode = JsonObject | JsonArray | JsonString | JsonNumber | JsonBoolean | JsonNull;

export interface JsonMember {
  key: string;
  keyOffset: number;
  value: JsonNode;
}
export interface JsonObject {
  kind: 'object';
  offset: number;
  members: JsonMember[];
}
export interface JsonArray {
  kind: 'array';
  offset: number;
  items: JsonNode[];
}
export interface JsonString {
  kind: 'string';
  offset: number;
  value: string;
}
/** `raw` is the literal as written: `1.0` stays `1.0`, `12345678901234567890` stays exact. */
export interface JsonNumber {
  kind: 'number';
  offset: number;
  raw: string;
}
export interface JsonBoolean {
  kind: 'boolean';
  offset: number;
  value: boolean;
}
export interface JsonNull {
  kind: 'null';
  offset: number;
}

export interface ParseResult {
  /** Null when the document could not be parsed at all. */
  root: JsonNode | null;
  /** The decoded text (for locating offsets); empty when the bytes were refused before decoding. */
  text: string;
  problems: PendingProblem[];
}

class SyntaxFailure extends Error {
  constructor(
    readonly offset: number,
    readonly rule: RuleId,
    message: string,
  ) {
    super(message);
  }
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The document bounds; plans use the contract's, other strict documents (benchmark evidence) their own. */
export interface DocumentBounds {
  maxBytes: number;
  maxDepth: number;
  maxStringBytes: number;
}

export const PLAN_DOCUMENT_BOUNDS: DocumentBounds = { maxBytes: MAX_PLAN_BYTES, maxDepth: MAX_JSON_DEPTH, maxStringBytes: MAX_STRING_BYTES };

/** Parses document bytes. Never throws for bad input: every failure is a located problem. */
export function parseJsonDocument(bytes: Uint8Array, bounds: DocumentBounds = PLAN_DOCUMENT_BOUNDS): ParseResult {
  if (bytes.length > bounds.maxBytes) {
    return {
      root: null,
      text: '',
      problems: [{ offset: 0, rule: RULE.planJsonSize, message: `file is larger than ${bounds.maxBytes} bytes` }],
    };
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { root: null, text: '', problems: [{ offset: 0, rule: RULE.planJsonEncoding, message: 'plan file is not valid UTF-8' }] };
  }
  const parser = new Parser(text, bounds);
  try {
    const root = parser.parseDocument();
    return { root, text, problems: parser.problems };
  } catch (error) {
    if (!(error instanceof SyntaxFailure)) throw error;
    parser.problems.push({ offset: error.offset, rule: error.rule, message: error.message });
    return { root: null, text, problems: parser.problems };
  }
}

class Parser {
  readonly problems: PendingProblem[] = [];
  private pos = 0;
  private readonly lines: LineIndex;

  private readonly safeStringUnits: number;

  constructor(
    private readonly text: string,
    private readonly bounds: DocumentBounds,
  ) {
    this.lines = new LineIndex(text);
    // A UTF-16 string of at most this many units cannot exceed the bound in UTF-8 (≤ 3 bytes per unit).
    this.safeStringUnits = Math.floor(bounds.maxStringBytes / 3);
  }

  parseDocument(): JsonNode {
    if (this.text.charCodeAt(0) === 0xfeff) {
      throw new SyntaxFailure(0, RULE.planJsonSyntax, 'a byte order mark is not allowed before the JSON value');
    }
    this.skipWhitespace();
    const root = this.parseValue(0);
    this.skipWhitespace();
    if (this.pos < this.text.length) throw this.unexpected('end of document');
    return root;
  }

  private parseValue(depth: number): JsonNode {
    if (depth > this.bounds.maxDepth) {
      throw new SyntaxFailure(this.pos, RULE.planJsonDepth, `JSON nesting is deeper than ${this.bounds.maxDepth} levels`);
    }
    const offset = this.pos;
    const c = this.text.charCodeAt(offset);
    switch (c) {
      case 0x7b /* { */:
        return this.parseObject(depth);
      case 0x5b /* [ */:
        return this.parseArray(depth);
      case 0x22 /* " */:
        return { kind: 'string', offset, value: this.parseString(true) };
      case 0x74 /* t */:
        this.expectWord('true');
        return { kind: 'boolean', offset, value: true };
      case 0x66 /* f */:
        this.expectWord('false');
        return { kind: 'boolean', offset, value: false };
      case 0x6e /* n */:
        this.expectWord('null');
        return { kind: 'null', offset };
      default:
        if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return this.parseNumber();
        throw this.unexpected('a JSON value');
    }
  }

  private parseObject(depth: number): JsonObject {
    const node: JsonObject = { kind: 'object', offset: this.pos, members: [] };
    this.pos++;
    this.skipWhitespace();
    if (this.text.charCodeAt(this.pos) === 0x7d) {
      this.pos++;
      return node;
    }
    let seen: Map<string, number> | null = null;
    for (;;) {
      if (this.text.charCodeAt(this.pos) !== 0x22) throw this.unexpected('a string key');
      const keyOffset = this.pos;
      // Keys are not bounded as strings: upstream (serde) bounds string values only, and a key is
      // still bounded by the document and argument sizes. Messages show keys truncated (quoteKey).
      const key = this.parseString(false);
      // Small objects (the common case) are checked by a linear scan; larger ones get a map.
      const members = node.members;
      if (members.length >= 8) {
        if (seen === null) {
          seen = new Map();
          for (const m of members) seen.set(m.key, m.keyOffset);
        }
        const first = seen.get(key);
        if (first !== undefined) this.duplicate(key, first, keyOffset);
        else seen.set(key, keyOffset);
      } else {
        for (const m of members) {
          if (m.key === key) {
            this.duplicate(key, m.keyOffset, keyOffset);
            break;
          }
        }
      }
      this.skipWhitespace();
      if (this.text.charCodeAt(this.pos) !== 0x3a) throw this.unexpected("':'");
      this.pos++;
      this.skipWhitespace();
      const value = this.parseValue(depth + 1);
      members.push({ key, keyOffset, value });
      this.skipWhitespace();
      const c = this.text.charCodeAt(this.pos);
      if (c === 0x2c) {
        this.pos++;
        this.skipWhitespace();
      } else if (c === 0x7d) {
        this.pos++;
        return node;
      } else {
        throw this.unexpected("',' or '}'");
      }
    }
  }

  private parseArray(depth: number): JsonArray {
    const node: JsonArray = { kind: 'array', offset: this.pos, items: [] };
    this.pos++;
    this.skipWhitespace();
    if (this.text.charCodeAt(this.pos) === 0x5d) {
      this.pos++;
      return node;
    }
    for (;;) {
      node.items.push(this.parseValue(depth + 1));
      this.skipWhitespace();
      const c = this.text.charCodeAt(this.pos);
      if (c === 0x2c) {
        this.pos++;
        this.skipWhitespace();
      } else if (c === 0x5d) {
        this.pos++;
        return node;
      } else {
        throw this.unexpected("',' or ']'");
      }
    }
  }

  /** `bounded`: whether maxStringBytes applies (values; not object keys). */
  private parseString(bounded: boolean): string {
    const start = this.pos;
    this.pos++;
    let out = '';
    const text = this.text;
    for (;;) {
      // A plain loop: plan strings are short, where a regex call costs more than the scan.
      let runEnd = this.pos;
      let c = text.charCodeAt(runEnd);
      while (c !== 0x22 && c !== 0x5c && c >= 0x20) c = text.charCodeAt(++runEnd);
      if (c === 0x22) {
        out += this.text.slice(this.pos, runEnd);
        this.pos = runEnd + 1;
        break;
      }
      if (Number.isNaN(c)) throw new SyntaxFailure(start, RULE.planJsonSyntax, 'unterminated string');
      if (c < 0x20) {
        throw new SyntaxFailure(runEnd, RULE.planJsonSyntax, 'control characters must be escaped inside strings');
      }
      out += this.text.slice(this.pos, runEnd);
      this.pos = runEnd;
      out += this.parseEscape();
    }
    if (bounded && out.length > this.safeStringUnits) {
      const bytes = Buffer.byteLength(out, 'utf8');
      if (bytes > this.bounds.maxStringBytes) {
        this.problems.push({
          offset: start,
          rule: RULE.planJsonStringSize,
          message: `string is ${bytes} bytes in UTF-8; at most ${this.bounds.maxStringBytes} are allowed`,
        });
      }
    }
    return out;
  }

  private parseEscape(): string {
    const at = this.pos;
    const c = this.text[at + 1];
    this.pos = at + 2;
    switch (c) {
      case '"': return '"';
      case '\\': return '\\';
      case '/': return '/';
      case 'b': return '\b';
      case 'f': return '\f';
      case 'n': return '\n';
      case 'r': return '\r';
      case 't': return '\t';
      case 'u': {
        const unit = this.hex4(at);
        if (unit >= 0xd800 && unit <= 0xdbff) {
          // serde_json refuses unpaired surrogates; so do we, so both accept the same documents.
          if (this.text.charCodeAt(this.pos) !== 0x5c || this.text[this.pos + 1] !== 'u') {
            throw new SyntaxFailure(at, RULE.planJsonSyntax, 'lone leading surrogate in a \\u escape');
          }
          const lowAt = this.pos;
          this.pos += 2;
          const low = this.hex4(lowAt);
          if (low < 0xdc00 || low > 0xdfff) throw new SyntaxFailure(lowAt, RULE.planJsonSyntax, 'invalid low surrogate in a \\u escape');
          return String.fromCharCode(unit, low);
        }
        if (unit >= 0xdc00 && unit <= 0xdfff) throw new SyntaxFailure(at, RULE.planJsonSyntax, 'lone trailing surrogate in a \\u escape');
        return String.fromCharCode(unit);
      }
      default:
        throw new SyntaxFailure(at, RULE.planJsonSyntax, 'invalid escape in string');
    }
  }

  private hex4(escapeAt: number): number {
    const digits = this.text.slice(this.pos, this.pos + 4);
    if (!/^[0-9a-fA-F]{4}$/.test(digits)) throw new SyntaxFailure(escapeAt, RULE.planJsonSyntax, 'a \\u escape needs four hex digits');
    this.pos += 4;
    return parseInt(digits, 16);
  }

  private parseNumber(): JsonNumber {
    const offset = this.pos;
    NUMBER.lastIndex = offset;
    if (!NUMBER.test(this.text)) throw this.unexpected('a number');
    const raw = this.text.slice(offset, NUMBER.lastIndex);
    const next = this.text.charCodeAt(NUMBER.lastIndex);
    // `01`, `1.`, `1e`: the regex stops early; a digit, '.', 'e' or 'E' right after is malformed.
    if ((next >= 0x30 && next <= 0x39) || next === 0x2e || next === 0x65 || next === 0x45) {
      throw new SyntaxFailure(offset, RULE.planJsonSyntax, 'malformed number');
    }
    // Out of range for either parser: serde_json's (what upstream accepts; it refuses some literals
    // that JSON.parse rounds down to the largest double) or ours (what the values here are).
    if (isOutOfRange(raw)) throw new SyntaxFailure(offset, RULE.planJsonNumberRange, 'number is out of range');
    this.pos = NUMBER.lastIndex;
    return { kind: 'number', offset, raw };
  }

  private expectWord(word: string): void {
    if (!this.text.startsWith(word, this.pos)) throw this.unexpected('a JSON value');
    this.pos += word.length;
  }

  private skipWhitespace(): void {
    // A plain loop: indentation runs are short, and a regex call costs more than it saves here.
    const text = this.text;
    let p = this.pos;
    for (;;) {
      const c = text.charCodeAt(p);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) p++;
      else break;
    }
    this.pos = p;
  }

  private duplicate(key: string, firstOffset: number, offset: number): void {
    this.problems.push({
      offset,
      rule: RULE.planJsonDuplicateKey,
      message: `duplicate key ${quoteKey(key)}; first defined at ${at(this.lines.locate(firstOffset))}`,
    });
  }

  private unexpected(expected: string): SyntaxFailure {
    if (this.pos >= this.text.length) return new SyntaxFailure(this.pos, RULE.planJsonSyntax, `unexpected end of document; expected ${expected}`);
    return new SyntaxFailure(this.pos, RULE.planJsonSyntax, `unexpected character; expected ${expected}`);
  }
}

function at(location: { line: number; column: number }): string {
  return `line ${location.line}, column ${location.column}`;
}

/** Keys appear in messages; keep them short and printable (a key is plan structure, never a secret value). */
export function quoteKey(key: string): string {
  const shown = key.length > 64 ? `${key.slice(0, 64)}…` : key;
  return JSON.stringify(shown);
}

/** The member of an object node with this key (keys are unique once duplicates are refused). */
export function member(node: JsonObject, key: string): JsonMember | undefined {
  for (const m of node.members) if (m.key === key) return m;
  return undefined;
}
