#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6501:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(1667);
const utils = __nccwpck_require__(504);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 4564:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 1458:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(4564);
const utils = __nccwpck_require__(504);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 1667:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(5008);
const parse = __nccwpck_require__(1458);
const utils = __nccwpck_require__(504);
const constants = __nccwpck_require__(4564);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 5008:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(504);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(4564);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 504:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(4564);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ SECRETS_VARIABLE),
/* harmony export */   Ij: () => (/* binding */ EXIT_OK),
/* harmony export */   Ri: () => (/* binding */ EXIT_USAGE),
/* harmony export */   SS: () => (/* binding */ STDOUT_PATH),
/* harmony export */   aR: () => (/* binding */ cliSecretAllowList),
/* harmony export */   an: () => (/* binding */ withCancellation),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   hj: () => (/* binding */ EXIT_FAILED),
/* harmony export */   je: () => (/* binding */ EXIT_GATE_FAILED),
/* harmony export */   k5: () => (/* binding */ OutputPaths),
/* harmony export */   s4: () => (/* binding */ parseEngine)
/* harmony export */ });
/* unused harmony exports PRINTABLE_CHARS, EXIT_SIGNAL_BASE, signalExitCode */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4859);
/* harmony import */ var _contract_text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2015);
/**
 * What every CLI command shares: the console and environment it is given (main.ts passes the
 * process's; tests pass their own), the exit codes, usage errors, the output paths as the user gave
 * them, the secret allow-list from `--secret` and PLASMATE_SECRETS, and cancellation by signal.
 */




const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;
/** Upstream's benchmark exits 2 when the gate fails. */
const EXIT_GATE_FAILED = 2;
/** The value `--markdown` takes to print the Markdown on stdout (the plain status lines then go to stderr). */
const STDOUT_PATH = '-';
/** The environment variable with the CLI's secret allow-list (names separated by commas, spaces or newlines). */
const SECRETS_VARIABLE = 'PLASMATE_SECRETS';
/** A command line that cannot run as given: exit 2, with the message and the usage. */
class UsageError extends Error {
}
/**
 * The allow-list from `--secret` and PLASMATE_SECRETS together, or undefined when neither names any.
 * A reserved or malformed name is a usage error (its position is named, never the name).
 */
function cliSecretAllowList(flags, env) {
    const fromEnv = (0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .splitSecretNames */ .KY)(env[SECRETS_VARIABLE] ?? '');
    try {
        const names = new Set([...(0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .secretAllowList */ .Ov)(flags, '--secret'), ...(0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .secretAllowList */ .Ov)(fromEnv, SECRETS_VARIABLE)]);
        return flags.length === 0 && fromEnv.length === 0 ? undefined : names;
    }
    catch (error) {
        if (error instanceof _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .SecretAllowListError */ .YF)
            throw new UsageError(error.message);
        throw error;
    }
}
/**
 * The output paths of one runCli call, each as written to disk → as the user gave it, so a write
 * error names the latter (never a resolved or temp path). One instance per call, passed to each
 * command: the plans of a many-plan run share it with the run that started them.
 */
class OutputPaths {
    cwd;
    #given = new Map();
    constructor(cwd) {
        this.cwd = cwd;
    }
    /** Resolves an output path the user gave against the working directory and remembers how they wrote it. */
    resolve(given) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(this.cwd, given);
        this.#given.set(path, given);
        return path;
    }
    /** An output path as the user gave it (a path that did not come through resolve shows as it is). */
    shown(path) {
        return this.#given.get(path) ?? path;
    }
}
/** `--engine`'s value: which MCP child runs the plan. */
function parseEngine(value) {
    if (value === 'auto' || value === 'plasmate' || value === 'reference')
        return value;
    throw new UsageError(`--engine must be auto, plasmate or reference (got ${JSON.stringify(value)})`);
}
/** The most characters of child-derived text one CLI line shows (a hostile child cannot flood the terminal). */
const PRINTABLE_CHARS = 200;
/** Child-derived text is shown only as one bounded printable line. */
function printable(text) {
    return (0,_contract_text_js__WEBPACK_IMPORTED_MODULE_3__/* .printableLine */ .oy)(text, PRINTABLE_CHARS);
}
/** The shells' convention for a command ended by a signal: 128 + the signal's number (SIGINT 130, SIGTERM 143). */
const EXIT_SIGNAL_BASE = 128;
/** The exit code of a run cancelled by `signal`. */
function signalExitCode(signal) {
    return EXIT_SIGNAL_BASE + node_os__WEBPACK_IMPORTED_MODULE_0__.constants.signals[signal];
}
/**
 * SIGINT/SIGTERM cancel the run: the child's whole group is killed, the report is still written,
 * and the command exits 128 + the signal's number (130 for SIGINT, as a shell reports Ctrl-C) once
 * every child it started has been ended. A second signal while the report is being written exits
 * at once. The listeners stay installed for the whole run: the supervisor re-raises a signal
 * nobody else listens to, which would kill this process before the report is written.
 */
async function withCancellation(run, outer) {
    // One plan of many: the many-plan run already listens, and its signal cancels every plan at once.
    if (outer !== undefined) {
        const code = await run(outer);
        return outer.aborted ? EXIT_FAILED : code;
    }
    const controller = new AbortController();
    let received = null;
    const onSignal = (signal) => {
        if (received === null) {
            received = signal;
            controller.abort();
            return;
        }
        process.removeListener('SIGINT', onSignal);
        process.removeListener('SIGTERM', onSignal);
        process.kill(process.pid, signal);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    try {
        const code = await run(controller.signal);
        // `run` resolves only after its children's groups are killed (the supervisor's shutdown).
        return received === null ? code : signalExitCode(received);
    }
    finally {
        process.removeListener('SIGINT', onSignal);
        process.removeListener('SIGTERM', onSignal);
    }
}


/***/ }),

/***/ 5377:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BM: () => (/* binding */ CHECK_RESULT_SCHEMA),
/* harmony export */   Io: () => (/* binding */ jsonProblem),
/* harmony export */   Yy: () => (/* binding */ runResultDocument),
/* harmony export */   aM: () => (/* binding */ LABELS_RESULT_SCHEMA),
/* harmony export */   tI: () => (/* binding */ jsonStepFailure)
/* harmony export */ });
/* unused harmony export RUN_RESULT_SCHEMA */
const CHECK_RESULT_SCHEMA = 'plasmate.agent-workflow-check.v1';
const LABELS_RESULT_SCHEMA = 'plasmate.agent-workflow-labels.v1';
const RUN_RESULT_SCHEMA = 'plasmate.agent-workflow-run-result.v1';
/** A validation problem as a document carries it (only these fields, whatever else it holds). */
function jsonProblem({ file, line, column, rule, message, step }) {
    return { file, line, column, rule, message, ...(step === undefined ? {} : { step }) };
}
/** A run's step diagnostic in the same shape: its failure class is the rule, its reason the message. */
function jsonStepFailure(file, d) {
    return { file, line: d.line, column: d.column, rule: d.failureClass, message: d.reason, step: d.index };
}
/** Outcomes that count as a plan that did what was asked. */
const PASSING_OUTCOMES = new Set(['validated', 'accepted', 'succeeded', 'passed']);
/** `agent-run --json`: one document for one plan or many, the plans in the order given. */
function runResultDocument(plans) {
    const passed = plans.filter((p) => PASSING_OUTCOMES.has(p.outcome)).length;
    return JSON.stringify({ schema: RUN_RESULT_SCHEMA, total: plans.length, passed, failed: plans.length - passed, plans }, null, 2);
}


/***/ }),

/***/ 9614:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ readPlanOrReport),
/* harmony export */   l: () => (/* binding */ readCheckedPlan)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _plan_read_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2591);
/* harmony import */ var _plan_problem_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6824);
/**
 * Reading the plans a command is given: a regular file, opened without blocking; an unreadable one
 * becomes its located `plan.file.unreadable` problem on stderr and a check that counts it as invalid.
 */



/** readPlanOrReport's contained read, synchronous: `check` reads its plans in one pass. */
function readCheckedPlan(reader, file, io) {
    try {
        return { bytes: reader.read(file) };
    }
    catch (error) {
        return reportUnreadable(file, error, io);
    }
}
/** `contained`: the file must resolve inside the working directory (`check`'s globs never leave it). */
async function readPlanOrReport(file, io, contained = false) {
    try {
        return { bytes: contained ? await (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readContainedPlanFile */ .H_)(io.cwd, file) : await (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readPlanFile */ .wr)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, file)) };
    }
    catch (error) {
        return reportUnreadable(file, error, io);
    }
}
/** A plan that could not be read: its located problem on stderr, and the check that counts it. */
function reportUnreadable(file, error, io) {
    const unreadable = (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_1__/* .unreadablePlanCheck */ .bs)(file, (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readFailureReason */ .tM)(error));
    for (const problem of unreadable.problems)
        io.err((0,_plan_problem_js__WEBPACK_IMPORTED_MODULE_2__/* .formatProblem */ .Vw)(problem));
    return { unreadable };
}


/***/ }),

/***/ 3457:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ WORKFLOW_TIMEOUT_MS),
/* harmony export */   KU: () => (/* binding */ MEMORY_MB),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   Mm: () => (/* binding */ MAX_ARGUMENTS_BYTES),
/* harmony export */   YS: () => (/* binding */ MAX_SESSION_ID_BYTES),
/* harmony export */   Zp: () => (/* binding */ MAX_STRING_BYTES),
/* harmony export */   aJ: () => (/* binding */ RESPONSE_BYTES),
/* harmony export */   di: () => (/* binding */ MAX_PLAN_BYTES),
/* harmony export */   h2: () => (/* binding */ MAX_SECRET_NAME_LENGTH),
/* harmony export */   mo: () => (/* binding */ MAX_SECRET_VALUE_BYTES),
/* harmony export */   nd: () => (/* binding */ STDERR_BYTES),
/* harmony export */   oy: () => (/* binding */ FAIL_FAST_DEFAULT),
/* harmony export */   ug: () => (/* binding */ STEP_TIMEOUT_MS)
/* harmony export */ });
/* unused harmony exports MIN_STEPS, MAX_STEPS, MIN_NAME_BYTES, MAX_NAME_BYTES, MIN_STEP_ID_BYTES, MAX_STEP_ID_BYTES */
/**
 * Every numeric bound of the plan contract v1 (docs/contract/plan-and-report.md §1, §3),
 * one named constant each, so the validator, the JSON Schema and the tests cite the same numbers.
 */
/** Whole-document bounds, checked while tokenizing, before any structure is built. */
const MAX_PLAN_BYTES = 262_144;
const MAX_STRING_BYTES = 32_768;
/** The root value is depth 0; each array/object level adds 1; a value deeper than this fails. */
const MAX_JSON_DEPTH = 24;
const MIN_STEPS = 1;
const MAX_STEPS = 64;
const MIN_NAME_BYTES = 1;
const MAX_NAME_BYTES = 128;
const MIN_STEP_ID_BYTES = 1;
const MAX_STEP_ID_BYTES = 64;
/** Compact serialization of one step's `arguments`, before and after secret resolution. */
const MAX_ARGUMENTS_BYTES = 65_536;
const MAX_SECRET_VALUE_BYTES = 32_768;
const MAX_SECRET_NAME_LENGTH = 64;
/** An open_page payload's `session_id` must be 1..64 bytes (docs/contract/plan-and-report.md §6.6). */
const MAX_SESSION_ID_BYTES = 64;
const STEP_TIMEOUT_MS = { default: 10_000, min: 10, max: 60_000 };
/** Its minimum is the plan's own step_timeout_ms; `min` here is the absolute floor. */
const WORKFLOW_TIMEOUT_MS = { default: 60_000, min: 10, max: 600_000 };
const RESPONSE_BYTES = { default: 524_288, min: 1_024, max: 1_048_576 };
const STDERR_BYTES = { default: 65_536, min: 0, max: 1_048_576 };
const MEMORY_MB = { default: 0, min: 0, max: 16_384 };
const FAIL_FAST_DEFAULT = true;


/***/ }),

/***/ 6883:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CH: () => (/* binding */ PLAN_TOOLS),
/* harmony export */   G0: () => (/* binding */ PLAN_SCHEMA),
/* harmony export */   Ou: () => (/* binding */ MUTATING_TOOLS),
/* harmony export */   pq: () => (/* binding */ TOOL_OPT_IN),
/* harmony export */   v_: () => (/* binding */ ELEMENT_TOOLS)
/* harmony export */ });
/* unused harmony export isPlanTool */
/** The validated plan, as the rest of the pipeline sees it (docs/contract/plan-and-report.md §1). */
const PLAN_SCHEMA = 'plasmate.agent-workflow.v1';
/** The stateful browser tools a plan may call, in the contract's order. close_page is runner-owned. */
const PLAN_TOOLS = [
    'open_page', 'navigate_to', 'click', 'type_text', 'select_option', 'scroll', 'toggle', 'clear',
    'evaluate', 'get_cookies', 'set_cookies', 'clear_cookies', 'trace_status', 'trace_export',
    'trace_clear', 'replay_validate',
];
/** Tools that change page or session state: each such step needs its own approval. */
/** Tools whose `element_id` argument names an element of the session's page model. */
const ELEMENT_TOOLS = new Set(['click', 'type_text', 'select_option', 'toggle', 'clear', 'scroll']);
const MUTATING_TOOLS = new Set([
    'navigate_to', 'click', 'type_text', 'select_option', 'scroll', 'toggle', 'clear', 'evaluate',
    'set_cookies', 'clear_cookies', 'trace_clear',
]);
const TOOL_OPT_IN = {
    evaluate: 'evaluate',
    set_cookies: 'cookie_writes',
    clear_cookies: 'cookie_writes',
};
function isPlanTool(name) {
    return PLAN_TOOLS.includes(name);
}


/***/ }),

/***/ 6858:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ REPORT_SCHEMA),
/* harmony export */   W: () => (/* binding */ PROTOCOL_VERSION)
/* harmony export */ });
const REPORT_SCHEMA = 'plasmate.agent-workflow-report.v1';
const PROTOCOL_VERSION = '2025-11-25';


/***/ }),

/***/ 8997:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ unmappedSchemaRule),
/* harmony export */   xZ: () => (/* binding */ RULE)
/* harmony export */ });
/* unused harmony exports RULE_FAMILY, inRuleFamily */
/**
 * Every rule id a problem may carry, once, in the order of README's table ("The plan contract, as
 * enforced"). The ids are public (editors' problem matchers, annotation titles, `--json` output),
 * so code names a rule through this table and never spells one: `RuleId` is the closed union of
 * its values, and a misspelt id is a compile error rather than a new rule.
 */
const RULE = {
    // The document (src/plan/json.ts): bytes, encoding and strict JSON, before any rule reads it.
    planJsonSize: 'plan.json.size',
    planJsonEncoding: 'plan.json.encoding',
    planJsonSyntax: 'plan.json.syntax',
    planJsonDepth: 'plan.json.depth',
    planJsonStringSize: 'plan.json.string-size',
    planJsonNumberRange: 'plan.json.number-range',
    planJsonDuplicateKey: 'plan.json.duplicate-key',
    // The structure (the published JSON Schema) and the contract rules it cannot express.
    planFieldUnknown: 'plan.field.unknown',
    planFieldRequired: 'plan.field.required',
    planType: 'plan.type',
    planSchemaUnsupported: 'plan.schema.unsupported',
    planNameInvalid: 'plan.name.invalid',
    planStepIdInvalid: 'plan.step.id.invalid',
    planStepsMin: 'plan.steps.min',
    planStepsMax: 'plan.steps.max',
    planStepIdDuplicate: 'plan.step.id.duplicate',
    planStepToolUnknown: 'plan.step.tool.unknown',
    planStepToolRunnerOwned: 'plan.step.tool.runner_owned',
    planStepsOpenPageFirst: 'plan.steps.open_page.first',
    planStepsOpenPageCount: 'plan.steps.open_page.count',
    planLimitsRange: 'plan.limits.range',
    planLimitsInteger: 'plan.limits.integer',
    planLimitsWorkflowTimeout: 'plan.limits.workflow_timeout',
    planArgumentsSessionId: 'plan.arguments.session_id',
    planArgumentsTrace: 'plan.arguments.trace',
    planArgumentsSize: 'plan.arguments.size',
    planSecretInvalid: 'plan.secret.invalid',
    planExpectJsonPointer: 'plan.expect.json_pointer',
    planExpectEqualsWithoutPointer: 'plan.expect.equals_without_pointer',
    // The operator's policy: approvals from outside the plan, opt-ins, the secret allow-list.
    policyApprovalUnknown: 'policy.approval.unknown',
    policyApprovalDuplicate: 'policy.approval.duplicate',
    policyApprovalMissing: 'policy.approval.missing',
    /** An approval label the action does not count (who applied it, or for which content): src/github/gate.ts. */
    policyApprovalUntrusted: 'policy.approval.untrusted',
    policyOptInEvaluate: 'policy.opt_in.evaluate',
    policyOptInCookieWrites: 'policy.opt_in.cookie_writes',
    policySecretNotAllowed: 'policy.secret.not_allowed',
    policySecretReserved: 'policy.secret.reserved',
    // The action's test run (docs/test-mode.md).
    testElementNotFound: 'test.element_not_found',
    testStepFailed: 'test.step_failed',
    // Reading the file at all.
    planFileUnreadable: 'plan.file.unreadable',
};
function unmappedSchemaRule(keyword) {
    return `plan.schema.${keyword}`;
}
/** The rule families a caller asks about as a whole (a test run needs neither approvals nor opt-ins). */
const RULE_FAMILY = {
    approval: 'policy.approval.',
    optIn: 'policy.opt_in.',
};
function inRuleFamily(rule, family) {
    return rule.startsWith(RULE_FAMILY[family]);
}


/***/ }),

/***/ 2015:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   hQ: () => (/* binding */ wholeWordsPattern),
/* harmony export */   oy: () => (/* binding */ printableLine),
/* harmony export */   rL: () => (/* binding */ printableToken),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
/* unused harmony exports boundedChars, truncateUtf8 */
/**
 * The value helpers every layer needs, the reference engine included, kept at the bottom so each
 * exists once: a plain-object test for parsed JSON, untrusted text made safe for one display
 * line, a cut at a UTF-8 byte bound that never splits a character, and the whole-word matcher
 * secret names are hidden with.
 */
/** A JSON object (not null, not an array): what `JSON.parse` gives for `{…}`. */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * Characters a terminal or a reader would act on rather than show: C0, DEL and C1 controls
 * (ESC and CSI start escape sequences), the bidirectional embeddings, overrides and isolates
 * and the directional marks (they reorder what is displayed). Tab and the line breaks are
 * whitespace, handled by LINE_BREAKING_SPACE.
 */
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Whitespace that breaks or moves a line (and every other run of whitespace). */
const LINE_BREAKING_SPACE = /[\t\n\v\f\r\u0085\u2028\u2029\s]+/gu;
const ELLIPSIS = '…';
/** At most `maxChars` code points, the last one "…" when it was cut; a surrogate pair is never split. */
function boundedChars(text, maxChars) {
    // Slice in UTF-16 units first (cheap on a long string; 2 units per code point at most, plus one
    // more point to know it was cut), then by code points.
    const units = maxChars * 2 + 2;
    const points = Array.from(text.length > units ? text.slice(0, units) : text);
    if (points.length <= maxChars)
        return points.join('');
    return maxChars <= 0 ? '' : `${points.slice(0, maxChars - 1).join('')}${ELLIPSIS}`;
}
/** Untrusted text as one bounded line: whitespace runs become one space, controls become `?`. */
function printableLine(text, maxChars) {
    return boundedChars(text.replace(CONTROL, '?').replace(LINE_BREAKING_SPACE, ' ').trim(), maxChars);
}
/** Untrusted text as one bounded token without spaces (ids, roles, html ids, action names). */
function printableToken(text, maxChars) {
    return boundedChars(text.replace(CONTROL, '?').replace(LINE_BREAKING_SPACE, '?'), maxChars);
}
/** The longest prefix of `text` of at most `maxBytes` UTF-8 bytes that ends on a character boundary. */
function truncateUtf8(text, maxBytes) {
    // Each UTF-16 unit is at most 3 UTF-8 bytes: a string this short always fits, unencoded.
    if (text.length * 3 <= maxBytes)
        return text;
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= maxBytes)
        return text;
    let end = Math.max(0, maxBytes);
    while (end > 0 && (bytes[end] & 0xc0) === 0x80)
        end -= 1;
    return bytes.subarray(0, end).toString('utf8');
}
const WORD_CHAR = '[A-Za-z0-9_]';
/**
 * A pattern (global) that matches any of `words` as a whole word — no `[A-Za-z0-9_]` on either
 * side — longest first, or null when there are none. Secret names (`[A-Z_][A-Z0-9_]*`) are hidden
 * this way: inside a longer identifier, replacing one would mangle unrelated text without hiding
 * anything. The action's redactor (github/redact.ts) and the summary's step effects
 * (report/step-effects.ts) both use it.
 */
function wholeWordsPattern(words) {
    const sorted = [...new Set(words)].sort((a, b) => b.length - a.length);
    if (sorted.length === 0)
        return null;
    const alternatives = sorted.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives})(?!${WORD_CHAR})`, 'g');
}


/***/ }),

/***/ 3382:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ TOOL_NAME),
/* harmony export */   w: () => (/* binding */ TOOL_VERSION)
/* harmony export */ });
/** The tool's name and version as evidence reports them; a test keeps the version equal to package.json's. */
const TOOL_NAME = 'plasmate-agent-workflow-action';
const TOOL_VERSION = '0.1.0';


/***/ }),

/***/ 1731:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ compareCodePoints),
/* harmony export */   RE: () => (/* binding */ canonicalPlainJson),
/* harmony export */   Ts: () => (/* binding */ serializeArguments),
/* harmony export */   Zy: () => (/* binding */ serializePlainArguments),
/* harmony export */   an: () => (/* binding */ planFingerprint),
/* harmony export */   dj: () => (/* binding */ canonicalJson)
/* harmony export */ });
/* unused harmony exports SECRET_NAME_PLACEHOLDER, canonicalPlanJson, jsonString */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _number_format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3868);
/* harmony import */ var _secret_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4859);
/**
 * The plan fingerprint, byte-identical to upstream's canonicalization (docs/contract/plan-and-report.md §4): the canonical
 * plan value serialized compactly with object keys sorted by UTF-8 byte order, strings escaped as
 * serde_json escapes them, numbers as serde_json writes the value it parses (`number-format.ts`),
 * then SHA-256 in lowercase hex.
 */



/** What every secret name becomes before hashing, so the fingerprint is no dictionary oracle for names. */
const SECRET_NAME_PLACEHOLDER = '<secret-reference>';
const ESCAPES = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** The first UTF-16 surrogate unit: below it, a unit is its own code point. */
const SURROGATE_START = 0xd800;
/** Strings up to this long are checked for escapes by a loop; a regex call costs more on short ones. */
const SHORT_STRING = 32;
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/;
const ESCAPE_ALL = /["\\\u0000-\u001f]/g;
/**
 * Node's one-shot `crypto.hash` (Node ≥ 20.12; not declared by @types/node 20): no Hash object
 * per plan. The string is hashed as UTF-8 either way.
 */
const oneShotHash = node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash;
function planFingerprint(plan) {
    const json = canonicalPlanJson(plan);
    return oneShotHash !== undefined ? oneShotHash('sha256', json, 'hex') : node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha256').update(json, 'utf8').digest('hex');
}
/** The exact bytes that are hashed, exposed for anyone recomputing a fingerprint by hand. */
function canonicalPlanJson(plan) {
    // Fixed keys are written here already in byte order; `canonicalJson` sorts user data.
    const limits = plan.limits;
    const limitsJson = `{"fail_fast":${limits.fail_fast},"memory_mb":${limits.memory_mb},"response_bytes":${limits.response_bytes},` +
        `"stderr_bytes":${limits.stderr_bytes},"step_timeout_ms":${limits.step_timeout_ms},"workflow_timeout_ms":${limits.workflow_timeout_ms}}`;
    let steps = '';
    for (let i = 0; i < plan.steps.length; i++) {
        const step = plan.steps[i];
        const expect = `{"equals":${step.equalsJson ?? 'null'},"is_error":${step.isError},` +
            `"json_pointer":${step.jsonPointer === null ? 'null' : jsonString(step.jsonPointer)}}`;
        steps += `${i === 0 ? '' : ','}{"arguments":${step.argumentsJson},"expect":${expect},"id":${jsonString(step.id)},"tool":${jsonString(step.tool)}}`;
    }
    return `{"limits":${limitsJson},"name":${jsonString(plan.name)},"schema":${jsonString(plan.schema)},"steps":[${steps}],"trace":${plan.trace}}`;
}
const PLACEHOLDER_JSON = jsonString(SECRET_NAME_PLACEHOLDER);
function serializeArguments(node) {
    const secretObjects = [];
    const json = canonicalJson(node, secretObjects);
    let bytes = Buffer.byteLength(json, 'utf8');
    for (const ref of secretObjects) {
        // A one-member reference was written with the placeholder; count the name as written instead.
        if (ref.members.length === 1)
            bytes += Buffer.byteLength(canonicalJson(ref.members[0].value), 'utf8') - PLACEHOLDER_JSON.length;
    }
    return { json, bytes, secretObjects };
}
/**
 * Compact canonical JSON of a parsed node: keys sorted by code point (= UTF-8 byte) order, numbers
 * as serde_json writes them (`1e3` → `1000.0`). Given `secretObjects`, objects holding `$secret`
 * are collected there, and those that are exactly {"$secret": …} are written as
 * {"$secret":"<secret-reference>"}.
 */
function canonicalJson(node, secretObjects) {
    switch (node.kind) {
        case 'object': {
            const members = node.members;
            if (secretObjects !== undefined && members.some((m) => m.key === _secret_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_KEY */ .rB)) {
                secretObjects.push(node);
                if (members.length === 1)
                    return `{"${_secret_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_KEY */ .rB}":${PLACEHOLDER_JSON}}`;
            }
            let sorted = members;
            for (let i = 1; i < members.length; i++) {
                if (compareCodePoints(members[i - 1].key, members[i].key) > 0) {
                    sorted = [...members].sort((a, b) => compareCodePoints(a.key, b.key));
                    break;
                }
            }
            let out = '{';
            for (let i = 0; i < sorted.length; i++) {
                const m = sorted[i];
                out += `${i === 0 ? '' : ','}${jsonString(m.key)}:${canonicalJson(m.value, secretObjects)}`;
            }
            return `${out}}`;
        }
        case 'array': {
            let out = '[';
            for (let i = 0; i < node.items.length; i++)
                out += `${i === 0 ? '' : ','}${canonicalJson(node.items[i], secretObjects)}`;
            return `${out}]`;
        }
        case 'string':
            return jsonString(node.value);
        case 'number':
            // The parser refused every literal serde_json finds out of range, so this is never null.
            return (0,_number_format_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalNumber */ .uA)(node.raw) ?? node.raw;
        case 'boolean':
            return node.value ? 'true' : 'false';
        case 'null':
            return 'null';
    }
}
/** serializeArguments on a native value, under canonicalPlainJson's condition on the text's numbers. */
function serializePlainArguments(args) {
    const secretObjects = [];
    const json = canonicalPlainJson(args, secretObjects);
    let bytes = Buffer.byteLength(json, 'utf8');
    for (const ref of secretObjects) {
        // A one-member reference was written with the placeholder; count the name as written instead.
        if (Object.keys(ref).length === 1)
            bytes += Buffer.byteLength(canonicalPlainJson(ref[_secret_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_KEY */ .rB]), 'utf8') - PLACEHOLDER_JSON.length;
    }
    return { json, bytes, secretObjects };
}
/**
 * canonicalJson on a native `JSON.parse` value, for a text whose every number literal is the one
 * serde_json writes for its value (the fast path's scan proves it; see fast-path.ts): keys in code
 * point order, integers as `String` writes them, other numbers by `formatF64`. Given
 * `secretObjects`, objects holding `$secret` are collected there and the one-member ones written
 * with the placeholder, as canonicalJson does.
 */
function canonicalPlainJson(value, secretObjects) {
    if (value === null)
        return 'null';
    switch (typeof value) {
        case 'string':
            return jsonString(value);
        case 'number':
            return Number.isInteger(value) ? String(value) : (0,_number_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatF64 */ .C1)(value);
        case 'boolean':
            return value ? 'true' : 'false';
    }
    if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++)
            out += `${i === 0 ? '' : ','}${canonicalPlainJson(value[i], secretObjects)}`;
        return `${out}]`;
    }
    const object = value;
    const keys = Object.keys(object);
    if (secretObjects !== undefined && Object.prototype.hasOwnProperty.call(object, _secret_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_KEY */ .rB)) {
        secretObjects.push(object);
        if (keys.length === 1)
            return `{"${_secret_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_KEY */ .rB}":${PLACEHOLDER_JSON}}`;
    }
    for (let i = 1; i < keys.length; i++) {
        if (compareCodePoints(keys[i - 1], keys[i]) > 0) {
            keys.sort(compareCodePoints);
            break;
        }
    }
    let out = '{';
    for (let i = 0; i < keys.length; i++)
        out += `${i === 0 ? '' : ','}${jsonString(keys[i])}:${canonicalPlainJson(object[keys[i]], secretObjects)}`;
    return `${out}}`;
}
/** Code point order equals UTF-8 byte order (UTF-16 unit order does not, above U+D7FF). */
function compareCodePoints(a, b) {
    // Below the surrogate range UTF-16 unit order is code point order: where the first differing
    // units are both below it, they decide (no regex over both strings, as keys are compared often).
    const shorter = Math.min(a.length, b.length);
    let at = 0;
    while (at < shorter && a.charCodeAt(at) === b.charCodeAt(at))
        at++;
    if (at === shorter)
        return a.length - b.length;
    if (a.charCodeAt(at) < SURROGATE_START && b.charCodeAt(at) < SURROGATE_START)
        return a.charCodeAt(at) - b.charCodeAt(at);
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.codePointAt(i);
        const y = b.codePointAt(i);
        if (x !== y)
            return x - y;
        if (x > 0xffff)
            i++;
    }
    return a.length - b.length;
}
/** A JSON string as serde_json writes it: only `"`, `\` and C0 controls escaped; U+007F and above raw. */
function jsonString(value) {
    // Most strings need no escaping: test once before paying for a replace with a callback.
    if (value.length <= SHORT_STRING ? !hasEscapable(value) : !NEEDS_ESCAPE.test(value))
        return `"${value}"`;
    return `"${value.replace(ESCAPE_ALL, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}
/** NEEDS_ESCAPE.test(value), as a loop: `"`, `\` or a C0 control. */
function hasEscapable(value) {
    for (let i = 0; i < value.length; i++) {
        const c = value.charCodeAt(i);
        if (c < 0x20 || c === 0x22 || c === 0x5c)
            return true;
    }
    return false;
}


/***/ }),

/***/ 2877:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ member),
/* harmony export */   _z: () => (/* binding */ quoteKey),
/* harmony export */   dH: () => (/* binding */ parseJsonDocument)
/* harmony export */ });
/* unused harmony export PLAN_DOCUMENT_BOUNDS */
/* harmony import */ var _contract_bounds_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3457);
/* harmony import */ var _number_format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3868);
/* harmony import */ var _problem_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6824);
/* harmony import */ var _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8997);
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




class SyntaxFailure extends Error {
    offset;
    rule;
    constructor(offset, rule, message) {
        super(message);
        this.offset = offset;
        this.rule = rule;
    }
}
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const PLAN_DOCUMENT_BOUNDS = { maxBytes: _contract_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_PLAN_BYTES */ .di, maxDepth: _contract_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_JSON_DEPTH */ .KX, maxStringBytes: _contract_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_STRING_BYTES */ .Zp };
/** Parses document bytes. Never throws for bad input: every failure is a located problem. */
function parseJsonDocument(bytes, bounds = PLAN_DOCUMENT_BOUNDS) {
    if (bytes.length > bounds.maxBytes) {
        return {
            root: null,
            text: '',
            problems: [{ offset: 0, rule: _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonSize, message: `file is larger than ${bounds.maxBytes} bytes` }],
        };
    }
    let text;
    try {
        text = decoder.decode(bytes);
    }
    catch {
        return { root: null, text: '', problems: [{ offset: 0, rule: _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonEncoding, message: 'plan file is not valid UTF-8' }] };
    }
    const parser = new Parser(text, bounds);
    try {
        const root = parser.parseDocument();
        return { root, text, problems: parser.problems };
    }
    catch (error) {
        if (!(error instanceof SyntaxFailure))
            throw error;
        parser.problems.push({ offset: error.offset, rule: error.rule, message: error.message });
        return { root: null, text, problems: parser.problems };
    }
}
class Parser {
    text;
    bounds;
    problems = [];
    pos = 0;
    lines;
    safeStringUnits;
    constructor(text, bounds) {
        this.text = text;
        this.bounds = bounds;
        this.lines = new _problem_js__WEBPACK_IMPORTED_MODULE_3__/* .LineIndex */ .rr(text);
        // A UTF-16 string of at most this many units cannot exceed the bound in UTF-8 (≤ 3 bytes per unit).
        this.safeStringUnits = Math.floor(bounds.maxStringBytes / 3);
    }
    parseDocument() {
        if (this.text.charCodeAt(0) === 0xfeff) {
            throw new SyntaxFailure(0, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonSyntax, 'a byte order mark is not allowed before the JSON value');
        }
        this.skipWhitespace();
        const root = this.parseValue(0);
        this.skipWhitespace();
        if (this.pos < this.text.length)
            throw this.unexpected('end of document');
        return root;
    }
    parseValue(depth) {
        if (depth > this.bounds.maxDepth) {
            throw new SyntaxFailure(this.pos, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonDepth, `JSON nesting is deeper than ${this.bounds.maxDepth} levels`);
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
                if (c === 0x2d || (c >= 0x30 && c <= 0x39))
                    return this.parseNumber();
                throw this.unexpected('a JSON value');
        }
    }
    parseObject(depth) {
        const node = { kind: 'object', offset: this.pos, members: [] };
        this.pos++;
        this.skipWhitespace();
        if (this.text.charCodeAt(this.pos) === 0x7d) {
            this.pos++;
            return node;
        }
        let seen = null;
        for (;;) {
            if (this.text.charCodeAt(this.pos) !== 0x22)
                throw this.unexpected('a string key');
            const keyOffset = this.pos;
            // Keys are not bounded as strings: upstream (serde) bounds string values only, and a key is
            // still bounded by the document and argument sizes. Messages show keys truncated (quoteKey).
            const key = this.parseString(false);
            // Small objects (the common case) are checked by a linear scan; larger ones get a map.
            const members = node.members;
            if (members.length >= 8) {
                if (seen === null) {
                    seen = new Map();
                    for (const m of members)
                        seen.set(m.key, m.keyOffset);
                }
                const first = seen.get(key);
                if (first !== undefined)
                    this.duplicate(key, first, keyOffset);
                else
                    seen.set(key, keyOffset);
            }
            else {
                for (const m of members) {
                    if (m.key === key) {
                        this.duplicate(key, m.keyOffset, keyOffset);
                        break;
                    }
                }
            }
            this.skipWhitespace();
            if (this.text.charCodeAt(this.pos) !== 0x3a)
                throw this.unexpected("':'");
            this.pos++;
            this.skipWhitespace();
            const value = this.parseValue(depth + 1);
            members.push({ key, keyOffset, value });
            this.skipWhitespace();
            const c = this.text.charCodeAt(this.pos);
            if (c === 0x2c) {
                this.pos++;
                this.skipWhitespace();
            }
            else if (c === 0x7d) {
                this.pos++;
                return node;
            }
            else {
                throw this.unexpected("',' or '}'");
            }
        }
    }
    parseArray(depth) {
        const node = { kind: 'array', offset: this.pos, items: [] };
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
            }
            else if (c === 0x5d) {
                this.pos++;
                return node;
            }
            else {
                throw this.unexpected("',' or ']'");
            }
        }
    }
    /** `bounded`: whether maxStringBytes applies (values; not object keys). */
    parseString(bounded) {
        const start = this.pos;
        this.pos++;
        let out = '';
        const text = this.text;
        for (;;) {
            // A plain loop: plan strings are short, where a regex call costs more than the scan.
            let runEnd = this.pos;
            let c = text.charCodeAt(runEnd);
            while (c !== 0x22 && c !== 0x5c && c >= 0x20)
                c = text.charCodeAt(++runEnd);
            if (c === 0x22) {
                out += this.text.slice(this.pos, runEnd);
                this.pos = runEnd + 1;
                break;
            }
            if (Number.isNaN(c))
                throw new SyntaxFailure(start, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonSyntax, 'unterminated string');
            if (c < 0x20) {
                throw new SyntaxFailure(runEnd, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonSyntax, 'control characters must be escaped inside strings');
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
                    rule: _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonStringSize,
                    message: `string is ${bytes} bytes in UTF-8; at most ${this.bounds.maxStringBytes} are allowed`,
                });
            }
        }
        return out;
    }
    parseEscape() {
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
                        throw new SyntaxFailure(at, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonSyntax, 'lone leading surrogate in a \\u escape');
                    }
                    const lowAt = this.pos;
                    this.pos += 2;
                    const low = this.hex4(lowAt);
                    if (low < 0xdc00 || low > 0xdfff)
                        throw new SyntaxFailure(lowAt, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonSyntax, 'invalid low surrogate in a \\u escape');
                    return String.fromCharCode(unit, low);
                }
                if (unit >= 0xdc00 && unit <= 0xdfff)
                    throw new SyntaxFailure(at, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonSyntax, 'lone trailing surrogate in a \\u escape');
                return String.fromCharCode(unit);
            }
            default:
                throw new SyntaxFailure(at, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonSyntax, 'invalid escape in string');
        }
    }
    hex4(escapeAt) {
        const digits = this.text.slice(this.pos, this.pos + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(digits))
            throw new SyntaxFailure(escapeAt, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonSyntax, 'a \\u escape needs four hex digits');
        this.pos += 4;
        return parseInt(digits, 16);
    }
    parseNumber() {
        const offset = this.pos;
        NUMBER.lastIndex = offset;
        if (!NUMBER.test(this.text))
            throw this.unexpected('a number');
        const raw = this.text.slice(offset, NUMBER.lastIndex);
        const next = this.text.charCodeAt(NUMBER.lastIndex);
        // `01`, `1.`, `1e`: the regex stops early; a digit, '.', 'e' or 'E' right after is malformed.
        if ((next >= 0x30 && next <= 0x39) || next === 0x2e || next === 0x65 || next === 0x45) {
            throw new SyntaxFailure(offset, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonSyntax, 'malformed number');
        }
        // Out of range for either parser: serde_json's (what upstream accepts; it refuses some literals
        // that JSON.parse rounds down to the largest double) or ours (what the values here are).
        if ((0,_number_format_js__WEBPACK_IMPORTED_MODULE_1__/* .isOutOfRange */ .hb)(raw))
            throw new SyntaxFailure(offset, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonNumberRange, 'number is out of range');
        this.pos = NUMBER.lastIndex;
        return { kind: 'number', offset, raw };
    }
    expectWord(word) {
        if (!this.text.startsWith(word, this.pos))
            throw this.unexpected('a JSON value');
        this.pos += word.length;
    }
    skipWhitespace() {
        // A plain loop: indentation runs are short, and a regex call costs more than it saves here.
        const text = this.text;
        let p = this.pos;
        for (;;) {
            const c = text.charCodeAt(p);
            if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
                p++;
            else
                break;
        }
        this.pos = p;
    }
    duplicate(key, firstOffset, offset) {
        this.problems.push({
            offset,
            rule: _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonDuplicateKey,
            message: `duplicate key ${quoteKey(key)}; first defined at ${at(this.lines.locate(firstOffset))}`,
        });
    }
    unexpected(expected) {
        if (this.pos >= this.text.length)
            return new SyntaxFailure(this.pos, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonSyntax, `unexpected end of document; expected ${expected}`);
        return new SyntaxFailure(this.pos, _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE */ .xZ.planJsonSyntax, `unexpected character; expected ${expected}`);
    }
}
function at(location) {
    return `line ${location.line}, column ${location.column}`;
}
/** Keys appear in messages; keep them short and printable (a key is plan structure, never a secret value). */
function quoteKey(key) {
    const shown = key.length > 64 ? `${key.slice(0, 64)}…` : key;
    return JSON.stringify(shown);
}
/** The member of an object node with this key (keys are unique once duplicates are refused). */
function member(node, key) {
    for (const m of node.members)
        if (m.key === key)
            return m;
    return undefined;
}


/***/ }),

/***/ 3868:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C1: () => (/* binding */ formatF64),
/* harmony export */   hb: () => (/* binding */ isOutOfRange),
/* harmony export */   uA: () => (/* binding */ canonicalNumber)
/* harmony export */ });
/* unused harmony export parseLikeSerde */
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
const POW10 = Array.from({ length: POW10_LAST + 1 }, (_, i) => Number(`1e${i}`));
/** Digits of the largest double's integer part (1.79…e308): shorter plain literals are in range. */
const DOUBLE_MAX_INTEGER_DIGITS = 309;
const EXPONENT = /[eE]/;
/** Decimal digits any double round-trips (DBL_DIG); 10^15 < 2^53, and 10^k is exact up to 10^22. */
const EXACT_DECIMAL_DIGITS = 15;
const MINUS = 0x2d;
const POINT = 0x2e;
const ZERO = 0x30;
/**
 * The literal written as serde_json writes the value it parses it into, or null when serde_json
 * refuses it as out of range (the plan parser rejects such literals first). `raw` must already be
 * a well-formed JSON number.
 */
function canonicalNumber(raw) {
    if (isAlreadyCanonical(raw))
        return raw;
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
function isAlreadyCanonical(raw) {
    const length = raw.length;
    const start = raw.charCodeAt(0) === MINUS ? 1 : 0;
    let i = start;
    while (i < length && isDigit(raw.charCodeAt(i)))
        i++;
    const integerDigits = i - start;
    const zeroInteger = raw.charCodeAt(start) === ZERO;
    if (i === length)
        return integerDigits <= ALWAYS_FITS_DIGITS && !(start === 1 && zeroInteger);
    if (raw.charCodeAt(i) !== POINT)
        return false;
    const fractionStart = ++i;
    while (i < length && isDigit(raw.charCodeAt(i)))
        i++;
    if (i !== length)
        return false;
    const fractionDigits = length - fractionStart;
    const loneZero = fractionDigits === 1 && raw.charCodeAt(fractionStart) === ZERO;
    if (raw.charCodeAt(length - 1) === ZERO && !loneZero)
        return false;
    if (!zeroInteger)
        return integerDigits + fractionDigits <= EXACT_DECIMAL_DIGITS;
    if (loneZero)
        return true;
    let zeros = 0;
    while (raw.charCodeAt(fractionStart + zeros) === ZERO)
        zeros++;
    return zeros < -RYU_MIN_PLAIN_POINT && fractionDigits - zeros <= EXACT_DECIMAL_DIGITS;
}
/**
 * Whether either serde_json (upstream refuses the plan) or `Number` (this port's values) finds the
 * literal out of f64 range. serde_json refuses some literals that `Number` rounds down to the
 * largest double, such as `1.7976931348623158e308`.
 */
function isOutOfRange(raw) {
    // Without an exponent, fewer characters than the largest double has integer digits stay below
    // 1e308 for both parsers: the cheap answer for every usual literal.
    if (raw.length < DOUBLE_MAX_INTEGER_DIGITS && !EXPONENT.test(raw))
        return false;
    return !Number.isFinite(Number(raw)) || parseLikeSerde(raw).kind === 'out-of-range';
}
/**
 * serde_json's number parser without `float_roundtrip`, state for state: the significand is the
 * longest run of digits (integer part, then fraction) that fits a u64, the rest only move the
 * decimal exponent. `raw` must be a well-formed JSON number.
 */
function parseLikeSerde(raw) {
    const negative = raw.charCodeAt(0) === MINUS;
    let i = negative ? 1 : 0;
    // The significand as decimal digits without leading zeros ('' is zero): at most 20 digits,
    // kept as text because u64 exceeds what a double holds exactly.
    let significand = '';
    let exponent = 0;
    let overflowed = false;
    for (; i < raw.length && isDigit(raw.charCodeAt(i)); i++) {
        // Once a digit would overflow, every further integer digit only scales (parse_long_integer).
        if (overflowed || wouldOverflow(significand, raw[i])) {
            overflowed = true;
            exponent++;
        }
        else if (significand !== '' || raw[i] !== '0') {
            significand += raw[i];
        }
    }
    const hasFraction = raw[i] === '.';
    if (!hasFraction && i === raw.length && !overflowed)
        return integerValue(negative, significand);
    if (hasFraction) {
        i++;
        // parse_decimal starts afresh even after the integer part overflowed: a small first fraction
        // digit can still join the significand. After its first overflow every digit is dropped.
        let dropping = false;
        for (; i < raw.length && isDigit(raw.charCodeAt(i)); i++) {
            if (dropping)
                continue;
            if (wouldOverflow(significand, raw[i])) {
                dropping = true;
                continue;
            }
            if (significand !== '' || raw[i] !== '0')
                significand += raw[i];
            exponent--;
        }
    }
    if (i < raw.length) {
        // An exponent: `e`/`E`, an optional sign, digits accumulated in an i32.
        i++;
        const sign = raw[i];
        const positiveExponent = sign !== '-';
        if (sign === '-' || sign === '+')
            i++;
        let exp = 0;
        for (; i < raw.length; i++) {
            const digit = raw.charCodeAt(i) - ZERO;
            if (exp > (I32_MAX - digit) / 10) {
                // parse_exponent_overflow: out of range upward, zero downward or for a zero significand.
                if (significand !== '' && positiveExponent)
                    return { kind: 'out-of-range' };
                return { kind: 'f64', value: negative ? -0 : 0 };
            }
            exp = exp * 10 + digit;
        }
        exponent = Math.min(I32_MAX, Math.max(I32_MIN, positiveExponent ? exponent + exp : exponent - exp));
    }
    return f64FromParts(negative, significand, exponent);
}
/** An integer literal that did not overflow u64: u64, i64, or (`-0`, below i64::MIN) an f64. */
function integerValue(negative, digits) {
    if (!negative)
        return { kind: 'u64', digits: digits === '' ? '0' : digits };
    if (digits !== '' && compareMagnitude(digits, I64_MIN_MAGNITUDE) <= 0)
        return { kind: 'i64', digits: `-${digits}` };
    // `-(significand as f64)`: a u64 converted to f64 rounds to nearest, ties to even, exactly as
    // `Number` of its decimal digits does.
    return { kind: 'f64', value: -Number(digits === '' ? '0' : digits) };
}
/** serde_json's `f64_from_parts` without `float_roundtrip`: one multiply or divide by 10^|exp|. */
function f64FromParts(negative, significand, exponent) {
    let f = significand === '' ? 0 : Number(significand);
    for (;;) {
        const pow = POW10[Math.abs(exponent)];
        if (pow !== undefined) {
            if (exponent >= 0) {
                f *= pow;
                if (f === Infinity)
                    return { kind: 'out-of-range' };
            }
            else {
                f /= pow;
            }
            break;
        }
        if (f === 0)
            break;
        if (exponent >= 0)
            return { kind: 'out-of-range' };
        f /= POW10[POW10_LAST];
        exponent += POW10_LAST;
    }
    return { kind: 'f64', value: negative ? -f : f };
}
/**
 * A finite f64 as serde_json 1.0.149 writes it (zmij's notation): with the shortest round-trip
 * digits d (n of them) and the decimal point after kk of them (value = 0.d × 10^kk). Scientific
 * notation signs a positive exponent (`e+`), as zmij does and ryu did not.
 */
function formatF64(value) {
    if (value === 0)
        return Object.is(value, -0) ? '-0.0' : '0.0';
    const sign = value < 0 ? '-' : '';
    // toExponential() without an argument gives the shortest digits that round-trip: "d.ddde±x".
    const exponential = Math.abs(value).toExponential();
    const e = exponential.indexOf('e');
    const digits = exponential[1] === '.' ? exponential[0] + exponential.slice(2, e) : exponential.slice(0, e);
    const n = digits.length;
    const kk = Number(exponential.slice(e + 1)) + 1;
    if (kk >= n && kk <= RYU_MAX_PLAIN_POINT)
        return `${sign}${digits}${'0'.repeat(kk - n)}.0`;
    if (kk > 0 && kk <= RYU_MAX_PLAIN_POINT)
        return `${sign}${digits.slice(0, kk)}.${digits.slice(kk)}`;
    if (kk > RYU_MIN_PLAIN_POINT && kk <= 0)
        return `${sign}0.${'0'.repeat(-kk)}${digits}`;
    const exponent = kk - 1;
    return `${sign}${digits[0]}${n > 1 ? `.${digits.slice(1)}` : ''}e${exponent > 0 ? '+' : ''}${exponent}`;
}
function isDigit(code) {
    return code >= 0x30 && code <= 0x39;
}
/** Whether significand × 10 + digit exceeds u64::MAX (serde_json's `overflow!`). */
function wouldOverflow(significand, digit) {
    const length = significand === '' ? 1 : significand.length + 1;
    if (length !== U64_MAX_DIGITS)
        return length > U64_MAX_DIGITS;
    return significand + digit > U64_MAX;
}
/** Compares two digit strings without leading zeros by value. */
function compareMagnitude(a, b) {
    if (a.length !== b.length)
        return a.length - b.length;
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 6824:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Vw: () => (/* binding */ formatProblem),
/* harmony export */   b7: () => (/* binding */ stepOfPath),
/* harmony export */   im: () => (/* binding */ compareProblems),
/* harmony export */   rr: () => (/* binding */ LineIndex)
/* harmony export */ });
/** `file:line:col rule message`, the CLI's stderr form and what editors' problem matchers read. */
function formatProblem(p) {
    return `${p.file}:${p.line}:${p.column} ${p.rule} ${p.message}`;
}
function compareProblems(a, b) {
    return a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1;
}
/** The step index a problem's path is in (`steps/<i>/…`; the schema's paths spell the index as text), or undefined. */
function stepOfPath(path) {
    if (path[0] !== 'steps')
        return undefined;
    const index = path[1];
    if (typeof index === 'number')
        return index;
    return typeof index === 'string' && /^(0|[1-9][0-9]*)$/.test(index) ? Number(index) : undefined;
}
/**
 * Turns offsets into 1-based line/column. Columns count Unicode code points, so an emoji is one
 * column, as in GitHub's annotation view. The line table is built only when a problem exists.
 */
class LineIndex {
    text;
    starts = null;
    constructor(text) {
        this.text = text;
    }
    locate(offset) {
        const starts = (this.starts ??= lineStarts(this.text));
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        const start = starts[lo];
        let column = 1;
        for (let i = start; i < offset && i < this.text.length; i++) {
            const c = this.text.charCodeAt(i);
            if (c < 0xdc00 || c > 0xdfff)
                column++;
        }
        return { line: lo + 1, column };
    }
}
function lineStarts(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}


/***/ }),

/***/ 2591:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Ob: () => (/* binding */ ContainedPlanReader),
  BQ: () => (/* binding */ expandPlanPatterns),
  H_: () => (/* binding */ readContainedPlanFile),
  tM: () => (/* binding */ readFailureReason),
  wr: () => (/* binding */ readPlanFile),
  Dl: () => (/* binding */ readRegularFileUpTo),
  bs: () => (/* binding */ unreadablePlanCheck)
});

// UNUSED EXPORTS: NotRegularFile, OutsideWorkspace, isInside, openRegularFile

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: external "fs"
const external_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");
var external_fs_namespaceObject_0 = /*#__PURE__*/__nccwpck_require__.t(external_fs_namespaceObject, 2);
;// CONCATENATED MODULE: external "path"
const external_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
;// CONCATENATED MODULE: external "url"
const external_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");
;// CONCATENATED MODULE: external "module"
const external_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");
;// CONCATENATED MODULE: ./node_modules/fdir/dist/index.mjs




//#region rolldown:runtime
var __require = /* @__PURE__ */ (0,external_module_namespaceObject.createRequire)(import.meta.url);

//#endregion
//#region src/utils.ts
function cleanPath(path) {
	let normalized = (0,external_path_namespaceObject.normalize)(path);
	if (normalized.length > 1 && normalized[normalized.length - 1] === external_path_namespaceObject.sep) normalized = normalized.substring(0, normalized.length - 1);
	return normalized;
}
const SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path, separator) {
	return path.replace(SLASHES_REGEX, separator);
}
const WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path) {
	return path === "/" || WINDOWS_ROOT_DIR_REGEX.test(path);
}
function normalizePath(path, options) {
	const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
	const pathNeedsCleaning = process.platform === "win32" && path.includes("/") || path.startsWith(".");
	if (resolvePaths) path = (0,external_path_namespaceObject.resolve)(path);
	if (normalizePath$1 || pathNeedsCleaning) path = cleanPath(path);
	if (path === ".") return "";
	const needsSeperator = path[path.length - 1] !== pathSeparator;
	return convertSlashes(needsSeperator ? path + pathSeparator : path, pathSeparator);
}

//#endregion
//#region src/api/functions/join-path.ts
function joinPathWithBasePath(filename, directoryPath) {
	return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
	return function(filename, directoryPath) {
		const sameRoot = directoryPath.startsWith(root);
		if (sameRoot) return directoryPath.slice(root.length) + filename;
		else return convertSlashes((0,external_path_namespaceObject.relative)(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
	};
}
function joinPath(filename) {
	return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
	return directoryPath + filename + separator;
}
function build$7(root, options) {
	const { relativePaths, includeBasePath } = options;
	return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}

//#endregion
//#region src/api/functions/push-directory.ts
function pushDirectoryWithRelativePath(root) {
	return function(directoryPath, paths) {
		paths.push(directoryPath.substring(root.length) || ".");
	};
}
function pushDirectoryFilterWithRelativePath(root) {
	return function(directoryPath, paths, filters) {
		const relativePath = directoryPath.substring(root.length) || ".";
		if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
	};
}
const pushDirectory = (directoryPath, paths) => {
	paths.push(directoryPath || ".");
};
const pushDirectoryFilter = (directoryPath, paths, filters) => {
	const path = directoryPath || ".";
	if (filters.every((filter) => filter(path, true))) paths.push(path);
};
const empty$2 = () => {};
function build$6(root, options) {
	const { includeDirs, filters, relativePaths } = options;
	if (!includeDirs) return empty$2;
	if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
	return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}

//#endregion
//#region src/api/functions/push-file.ts
const pushFileFilterAndCount = (filename, _paths, counts, filters) => {
	if (filters.every((filter) => filter(filename, false))) counts.files++;
};
const pushFileFilter = (filename, paths, _counts, filters) => {
	if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
const pushFileCount = (_filename, _paths, counts, _filters) => {
	counts.files++;
};
const pushFile = (filename, paths) => {
	paths.push(filename);
};
const empty$1 = () => {};
function build$5(options) {
	const { excludeFiles, filters, onlyCounts } = options;
	if (excludeFiles) return empty$1;
	if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
	else if (onlyCounts) return pushFileCount;
	else return pushFile;
}

//#endregion
//#region src/api/functions/get-array.ts
const getArray = (paths) => {
	return paths;
};
const getArrayGroup = () => {
	return [""].slice(0, 0);
};
function build$4(options) {
	return options.group ? getArrayGroup : getArray;
}

//#endregion
//#region src/api/functions/group-files.ts
const groupFiles = (groups, directory, files) => {
	groups.push({
		directory,
		files,
		dir: directory
	});
};
const empty = () => {};
function build$3(options) {
	return options.group ? groupFiles : empty;
}

//#endregion
//#region src/api/functions/resolve-symlink.ts
const resolveSymlinksAsync = function(path, state, callback$1) {
	const { queue, fs, options: { suppressErrors } } = state;
	queue.enqueue();
	fs.realpath(path, (error, resolvedPath) => {
		if (error) return queue.dequeue(suppressErrors ? null : error, state);
		fs.stat(resolvedPath, (error$1, stat) => {
			if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
			if (stat.isDirectory() && isRecursive(path, resolvedPath, state)) return queue.dequeue(null, state);
			callback$1(stat, resolvedPath);
			queue.dequeue(null, state);
		});
	});
};
const resolveSymlinks = function(path, state, callback$1) {
	const { queue, fs, options: { suppressErrors } } = state;
	queue.enqueue();
	try {
		const resolvedPath = fs.realpathSync(path);
		const stat = fs.statSync(resolvedPath);
		if (stat.isDirectory() && isRecursive(path, resolvedPath, state)) return;
		callback$1(stat, resolvedPath);
	} catch (e) {
		if (!suppressErrors) throw e;
	}
};
function build$2(options, isSynchronous) {
	if (!options.resolveSymlinks || options.excludeSymlinks) return null;
	return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path, resolved, state) {
	if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
	let parent = (0,external_path_namespaceObject.dirname)(path);
	let depth = 1;
	while (parent !== state.root && depth < 2) {
		const resolvedPath = state.symlinks.get(parent);
		const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
		if (isSameRoot) depth++;
		else parent = (0,external_path_namespaceObject.dirname)(parent);
	}
	state.symlinks.set(path, resolved);
	return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
	return state.visited.includes(resolved + state.options.pathSeparator);
}

//#endregion
//#region src/api/functions/invoke-callback.ts
const onlyCountsSync = (state) => {
	return state.counts;
};
const groupsSync = (state) => {
	return state.groups;
};
const defaultSync = (state) => {
	return state.paths;
};
const limitFilesSync = (state) => {
	return state.paths.slice(0, state.options.maxFiles);
};
const onlyCountsAsync = (state, error, callback$1) => {
	report(error, callback$1, state.counts, state.options.suppressErrors);
	return null;
};
const defaultAsync = (state, error, callback$1) => {
	report(error, callback$1, state.paths, state.options.suppressErrors);
	return null;
};
const limitFilesAsync = (state, error, callback$1) => {
	report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
	return null;
};
const groupsAsync = (state, error, callback$1) => {
	report(error, callback$1, state.groups, state.options.suppressErrors);
	return null;
};
function report(error, callback$1, output, suppressErrors) {
	if (error && !suppressErrors) callback$1(error, output);
	else callback$1(null, output);
}
function build$1(options, isSynchronous) {
	const { onlyCounts, group, maxFiles } = options;
	if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
	else if (group) return isSynchronous ? groupsSync : groupsAsync;
	else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
	else return isSynchronous ? defaultSync : defaultAsync;
}

//#endregion
//#region src/api/functions/walk-directory.ts
const readdirOpts = { withFileTypes: true };
const walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
	state.queue.enqueue();
	if (currentDepth < 0) return state.queue.dequeue(null, state);
	const { fs } = state;
	state.visited.push(crawlPath);
	state.counts.directories++;
	fs.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
		callback$1(entries, directoryPath, currentDepth);
		state.queue.dequeue(state.options.suppressErrors ? null : error, state);
	});
};
const walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
	const { fs } = state;
	if (currentDepth < 0) return;
	state.visited.push(crawlPath);
	state.counts.directories++;
	let entries = [];
	try {
		entries = fs.readdirSync(crawlPath || ".", readdirOpts);
	} catch (e) {
		if (!state.options.suppressErrors) throw e;
	}
	callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
	return isSynchronous ? walkSync : walkAsync;
}

//#endregion
//#region src/api/queue.ts
/**
* This is a custom stateless queue to track concurrent async fs calls.
* It increments a counter whenever a call is queued and decrements it
* as soon as it completes. When the counter hits 0, it calls onQueueEmpty.
*/
var Queue = class {
	count = 0;
	constructor(onQueueEmpty) {
		this.onQueueEmpty = onQueueEmpty;
	}
	enqueue() {
		this.count++;
		return this.count;
	}
	dequeue(error, output) {
		if (this.onQueueEmpty && (--this.count <= 0 || error)) {
			this.onQueueEmpty(error, output);
			if (error) {
				output.controller.abort();
				this.onQueueEmpty = void 0;
			}
		}
	}
};

//#endregion
//#region src/api/counter.ts
var Counter = class {
	_files = 0;
	_directories = 0;
	set files(num) {
		this._files = num;
	}
	get files() {
		return this._files;
	}
	set directories(num) {
		this._directories = num;
	}
	get directories() {
		return this._directories;
	}
	/**
	* @deprecated use `directories` instead
	*/
	/* c8 ignore next 3 */
	get dirs() {
		return this._directories;
	}
};

//#endregion
//#region src/api/aborter.ts
/**
* AbortController is not supported on Node 14 so we use this until we can drop
* support for Node 14.
*/
var Aborter = class {
	aborted = false;
	abort() {
		this.aborted = true;
	}
};

//#endregion
//#region src/api/walker.ts
var Walker = class {
	root;
	isSynchronous;
	state;
	joinPath;
	pushDirectory;
	pushFile;
	getArray;
	groupFiles;
	resolveSymlink;
	walkDirectory;
	callbackInvoker;
	constructor(root, options, callback$1) {
		this.isSynchronous = !callback$1;
		this.callbackInvoker = build$1(options, this.isSynchronous);
		this.root = normalizePath(root, options);
		this.state = {
			root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
			paths: [""].slice(0, 0),
			groups: [],
			counts: new Counter(),
			options,
			queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
			symlinks: /* @__PURE__ */ new Map(),
			visited: [""].slice(0, 0),
			controller: new Aborter(),
			fs: options.fs || external_fs_namespaceObject_0
		};
		this.joinPath = build$7(this.root, options);
		this.pushDirectory = build$6(this.root, options);
		this.pushFile = build$5(options);
		this.getArray = build$4(options);
		this.groupFiles = build$3(options);
		this.resolveSymlink = build$2(options, this.isSynchronous);
		this.walkDirectory = build(this.isSynchronous);
	}
	start() {
		this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
		this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
		return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
	}
	walk = (entries, directoryPath, depth) => {
		const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
		if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
		const files = this.getArray(this.state.paths);
		for (let i = 0; i < entries.length; ++i) {
			const entry = entries[i];
			if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
				const filename = this.joinPath(entry.name, directoryPath);
				this.pushFile(filename, files, this.state.counts, filters);
			} else if (entry.isDirectory()) {
				let path = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
				if (exclude && exclude(entry.name, path)) continue;
				this.pushDirectory(path, paths, filters);
				this.walkDirectory(this.state, path, path, depth - 1, this.walk);
			} else if (this.resolveSymlink && entry.isSymbolicLink()) {
				let path = joinPathWithBasePath(entry.name, directoryPath);
				this.resolveSymlink(path, this.state, (stat, resolvedPath) => {
					if (stat.isDirectory()) {
						resolvedPath = normalizePath(resolvedPath, this.state.options);
						if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path + pathSeparator)) return;
						this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path + pathSeparator, depth - 1, this.walk);
					} else {
						resolvedPath = useRealPaths ? resolvedPath : path;
						const filename = (0,external_path_namespaceObject.basename)(resolvedPath);
						const directoryPath$1 = normalizePath((0,external_path_namespaceObject.dirname)(resolvedPath), this.state.options);
						resolvedPath = this.joinPath(filename, directoryPath$1);
						this.pushFile(resolvedPath, files, this.state.counts, filters);
					}
				});
			}
		}
		this.groupFiles(this.state.groups, directoryPath, files);
	};
};

//#endregion
//#region src/api/async.ts
function promise(root, options) {
	return new Promise((resolve$1, reject) => {
		callback(root, options, (err, output) => {
			if (err) return reject(err);
			resolve$1(output);
		});
	});
}
function callback(root, options, callback$1) {
	let walker = new Walker(root, options, callback$1);
	walker.start();
}

//#endregion
//#region src/api/sync.ts
function sync(root, options) {
	const walker = new Walker(root, options);
	return walker.start();
}

//#endregion
//#region src/builder/api-builder.ts
var APIBuilder = class {
	constructor(root, options) {
		this.root = root;
		this.options = options;
	}
	withPromise() {
		return promise(this.root, this.options);
	}
	withCallback(cb) {
		callback(this.root, this.options, cb);
	}
	sync() {
		return sync(this.root, this.options);
	}
};

//#endregion
//#region src/builder/index.ts
let pm = null;
/* c8 ignore next 6 */
try {
	__require.resolve("picomatch");
	pm = __require("picomatch");
} catch {}
var Builder = class {
	globCache = {};
	options = {
		maxDepth: Infinity,
		suppressErrors: true,
		pathSeparator: external_path_namespaceObject.sep,
		filters: []
	};
	globFunction;
	constructor(options) {
		this.options = {
			...this.options,
			...options
		};
		this.globFunction = this.options.globFunction;
	}
	group() {
		this.options.group = true;
		return this;
	}
	withPathSeparator(separator) {
		this.options.pathSeparator = separator;
		return this;
	}
	withBasePath() {
		this.options.includeBasePath = true;
		return this;
	}
	withRelativePaths() {
		this.options.relativePaths = true;
		return this;
	}
	withDirs() {
		this.options.includeDirs = true;
		return this;
	}
	withMaxDepth(depth) {
		this.options.maxDepth = depth;
		return this;
	}
	withMaxFiles(limit) {
		this.options.maxFiles = limit;
		return this;
	}
	withFullPaths() {
		this.options.resolvePaths = true;
		this.options.includeBasePath = true;
		return this;
	}
	withErrors() {
		this.options.suppressErrors = false;
		return this;
	}
	withSymlinks({ resolvePaths = true } = {}) {
		this.options.resolveSymlinks = true;
		this.options.useRealPaths = resolvePaths;
		return this.withFullPaths();
	}
	withAbortSignal(signal) {
		this.options.signal = signal;
		return this;
	}
	normalize() {
		this.options.normalizePath = true;
		return this;
	}
	filter(predicate) {
		this.options.filters.push(predicate);
		return this;
	}
	onlyDirs() {
		this.options.excludeFiles = true;
		this.options.includeDirs = true;
		return this;
	}
	exclude(predicate) {
		this.options.exclude = predicate;
		return this;
	}
	onlyCounts() {
		this.options.onlyCounts = true;
		return this;
	}
	crawl(root) {
		return new APIBuilder(root || ".", this.options);
	}
	withGlobFunction(fn) {
		this.globFunction = fn;
		return this;
	}
	/**
	* @deprecated Pass options using the constructor instead:
	* ```ts
	* new fdir(options).crawl("/path/to/root");
	* ```
	* This method will be removed in v7.0
	*/
	/* c8 ignore next 4 */
	crawlWithOptions(root, options) {
		this.options = {
			...this.options,
			...options
		};
		return new APIBuilder(root || ".", this.options);
	}
	glob(...patterns) {
		if (this.globFunction) return this.globWithOptions(patterns);
		return this.globWithOptions(patterns, ...[{ dot: true }]);
	}
	globWithOptions(patterns, ...options) {
		const globFn = this.globFunction || pm;
		/* c8 ignore next 5 */
		if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
		var isMatch = this.globCache[patterns.join("\0")];
		if (!isMatch) {
			isMatch = globFn(patterns, ...options);
			this.globCache[patterns.join("\0")] = isMatch;
		}
		this.options.filters.push((path) => isMatch(path));
		return this;
	}
};

//#endregion

// EXTERNAL MODULE: ./node_modules/tinyglobby/node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(6501);
;// CONCATENATED MODULE: ./node_modules/tinyglobby/dist/index.mjs





//#region src/utils.ts
const isReadonlyArray = Array.isArray;
const BACKSLASHES = /\\/g;
const DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
const isWin = process.platform === "win32";
const ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
	const patternsCount = patterns.length;
	const patternsParts = Array(patternsCount);
	const matchers = Array(patternsCount);
	let i, j;
	for (i = 0; i < patternsCount; i++) {
		const parts = splitPattern(patterns[i]);
		patternsParts[i] = parts;
		const partsCount = parts.length;
		const partMatchers = Array(partsCount);
		for (j = 0; j < partsCount; j++) partMatchers[j] = picomatch(parts[j], options);
		matchers[i] = partMatchers;
	}
	return (input) => {
		const inputParts = input.split("/");
		if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
		for (i = 0; i < patternsCount; i++) {
			const patternParts = patternsParts[i];
			const matcher = matchers[i];
			const inputPatternCount = inputParts.length;
			const minParts = Math.min(inputPatternCount, patternParts.length);
			j = 0;
			while (j < minParts) {
				const part = patternParts[j];
				if (part.includes("/")) return true;
				if (!matcher[j](inputParts[j])) break;
				if (!options.noglobstar && part === "**") return true;
				j++;
			}
			if (j === inputPatternCount) return true;
		}
		return false;
	};
}
/* node:coverage ignore next 2 */
const WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
const isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
	if (cwd === root || root.startsWith(`${cwd}/`)) {
		if (absolute) {
			const start = cwd.length + +!isRoot(cwd);
			return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
		}
		const prefix = root.slice(cwd.length + 1);
		if (prefix) return (p, isDir) => {
			if (p === ".") return prefix;
			const result = `${prefix}/${p}`;
			return isDir ? result.slice(0, -1) : result;
		};
		return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
	}
	if (absolute) return (p) => external_path_namespaceObject.posix.relative(cwd, p) || ".";
	return (p) => external_path_namespaceObject.posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
	if (root.startsWith(`${cwd}/`)) {
		const prefix = root.slice(cwd.length + 1);
		return (p) => `${prefix}/${p}`;
	}
	return (p) => {
		const result = external_path_namespaceObject.posix.relative(cwd, `${root}/${p}`);
		return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
	};
}
function ensureNonDriveRelativePath(path) {
	return path.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
const splitPatternOptions = { parts: true };
function splitPattern(path) {
	var _result$parts;
	const result = picomatch.scan(path, splitPatternOptions);
	return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path];
}
const ESCAPED_WIN32_BACKSLASHES = /\\(?![()[\]{}!+@])/g;
function convertPosixPathToPattern(path) {
	return escapePosixPath(path);
}
function convertWin32PathToPattern(path) {
	return escapeWin32Path(path).replace(ESCAPED_WIN32_BACKSLASHES, "/");
}
/**
* Converts a path to a pattern depending on the platform.
* Identical to {@link escapePath} on POSIX systems.
* @see {@link https://superchupu.dev/tinyglobby/documentation#convertPathToPattern}
*/
/* node:coverage ignore next 3 */
const convertPathToPattern = (/* unused pure expression or super */ null && (isWin ? convertWin32PathToPattern : convertPosixPathToPattern));
const POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
const WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
const escapePosixPath = (path) => path.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
const escapeWin32Path = (path) => path.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
/**
* Escapes a path's special characters depending on the platform.
* @see {@link https://superchupu.dev/tinyglobby/documentation#escapePath}
*/
/* node:coverage ignore next */
const escapePath = isWin ? escapeWin32Path : escapePosixPath;
/**
* Checks if a pattern has dynamic parts.
*
* Has a few minor differences with [`fast-glob`](https://github.com/mrmlnc/fast-glob) for better accuracy:
*
* - Doesn't necessarily return `false` on patterns that include `\`.
* - Returns `true` if the pattern includes parentheses, regardless of them representing one single pattern or not.
* - Returns `true` for unfinished glob extensions i.e. `(h`, `+(h`.
* - Returns `true` for unfinished brace expansions as long as they include `,` or `..`.
*
* @see {@link https://superchupu.dev/tinyglobby/documentation#isDynamicPattern}
*/
function isDynamicPattern(pattern, options) {
	if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
	const scan = picomatch.scan(pattern);
	return scan.isGlob || scan.negated;
}
function log(...tasks) {
	console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
	return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
//#endregion
//#region src/patterns.ts
const PARENT_DIRECTORY = /^(\/?\.\.)+/;
const ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
	var _PARENT_DIRECTORY$exe;
	const cwd = opts.cwd;
	let result = pattern;
	if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
	if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
	const escapedCwd = escapePath(cwd);
	result = (0,external_path_namespaceObject.isAbsolute)(result.replace(ESCAPING_BACKSLASHES, "")) ? external_path_namespaceObject.posix.relative(escapedCwd, result) : external_path_namespaceObject.posix.normalize(result);
	const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
	const parts = splitPattern(result);
	if (parentDir) {
		const n = (parentDir.length + 1) / 3;
		let i = 0;
		const cwdParts = escapedCwd.split("/");
		while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
			result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
			i++;
		}
		const potentialRoot = external_path_namespaceObject.posix.join(cwd, parentDir.slice(i * 3));
		if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
			props.root = ensureNonDriveRelativePath(potentialRoot);
			props.depthOffset = -n + i;
		}
	}
	if (!isIgnore && props.depthOffset >= 0) {
		var _props$commonPath;
		(_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
		const newCommonPath = [];
		const length = Math.min(props.commonPath.length, parts.length);
		for (let i = 0; i < length; i++) {
			const part = parts[i];
			if (part === "**" && !parts[i + 1]) {
				newCommonPath.pop();
				break;
			}
			if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
			newCommonPath.push(part);
		}
		props.depthOffset = newCommonPath.length;
		props.commonPath = newCommonPath;
		props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? external_path_namespaceObject.posix.join(cwd, ...newCommonPath) : cwd);
	}
	return result;
}
function processPatterns(options, patterns, props) {
	const matchPatterns = [];
	const ignorePatterns = [];
	for (const pattern of options.ignore) {
		if (!pattern) continue;
		if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
	}
	for (const pattern of patterns) {
		if (!pattern) continue;
		if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
		else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
	}
	return {
		match: matchPatterns,
		ignore: ignorePatterns
	};
}
//#endregion
//#region src/crawler.ts
function buildCrawler(options, patterns) {
	const cwd = options.cwd;
	const props = {
		root: cwd,
		depthOffset: 0
	};
	const processed = processPatterns(options, patterns, props);
	if (options.debug) log("internal processing patterns:", processed);
	const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
	const root = props.root.replace(BACKSLASHES, "");
	const matchOptions = {
		dot,
		nobrace: options.braceExpansion === false,
		nocase: !caseSensitiveMatch,
		noextglob: options.extglob === false,
		noglobstar: options.globstar === false,
		posix: true
	};
	const matcher = picomatch(processed.match, matchOptions);
	const ignore = picomatch(processed.ignore, matchOptions);
	const partialMatcher = getPartialMatcher(processed.match, matchOptions);
	const format = buildFormat(cwd, root, absolute);
	const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
	const excludePredicate = (_, p) => {
		const relativePath = excludeFormatter(p, true);
		return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
	};
	let maxDepth;
	if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
	const crawler = new Builder({
		filters: [debug ? (p, isDirectory) => {
			const path = format(p, isDirectory);
			const matches = matcher(path) && !ignore(path);
			if (matches) log(`matched ${path}`);
			return matches;
		} : (p, isDirectory) => {
			const path = format(p, isDirectory);
			return matcher(path) && !ignore(path);
		}],
		exclude: debug ? (_, p) => {
			const skipped = excludePredicate(_, p);
			log(`${skipped ? "skipped" : "crawling"} ${p}`);
			return skipped;
		} : excludePredicate,
		fs: options.fs,
		pathSeparator: "/",
		relativePaths: !absolute,
		resolvePaths: absolute,
		includeBasePath: absolute,
		resolveSymlinks: followSymbolicLinks,
		excludeSymlinks: !followSymbolicLinks,
		excludeFiles: onlyDirectories,
		includeDirs: onlyDirectories || !options.onlyFiles,
		maxDepth,
		signal: options.signal
	}).crawl(root);
	if (options.debug) log("internal properties:", {
		...props,
		root
	});
	return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
//#endregion
//#region src/index.ts
function formatPaths(paths, mapper) {
	if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
	return paths;
}
const defaultOptions = {
	caseSensitiveMatch: true,
	debug: !!process.env.TINYGLOBBY_DEBUG,
	expandDirectories: true,
	followSymbolicLinks: true,
	onlyFiles: true
};
function getOptions(options) {
	const opts = Object.assign({}, options);
	for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
	opts.cwd = (opts.cwd instanceof URL ? (0,external_url_namespaceObject.fileURLToPath)(opts.cwd) : (0,external_path_namespaceObject.resolve)(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
	opts.ignore = ensureStringArray(opts.ignore);
	opts.fs && (opts.fs = {
		readdir: opts.fs.readdir || external_fs_namespaceObject.readdir,
		readdirSync: opts.fs.readdirSync || external_fs_namespaceObject.readdirSync,
		realpath: opts.fs.realpath || external_fs_namespaceObject.realpath,
		realpathSync: opts.fs.realpathSync || external_fs_namespaceObject.realpathSync,
		stat: opts.fs.stat || external_fs_namespaceObject.stat,
		statSync: opts.fs.statSync || external_fs_namespaceObject.statSync
	});
	if (opts.debug) log("globbing with options:", opts);
	return opts;
}
function getCrawler(globInput, inputOptions = {}) {
	var _ref;
	if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
	const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
	const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
	const options = getOptions(isModern ? inputOptions : globInput);
	return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
async function glob(globInput, options) {
	const [crawler, relative] = getCrawler(globInput, options);
	return crawler ? formatPaths(await crawler.withPromise(), relative) : [];
}
function globSync(globInput, options) {
	const [crawler, relative] = getCrawler(globInput, options);
	return crawler ? formatPaths(crawler.sync(), relative) : [];
}
//#endregion


// EXTERNAL MODULE: ./src/contract/bounds.ts
var bounds = __nccwpck_require__(3457);
// EXTERNAL MODULE: ./src/contract/rule-ids.ts
var rule_ids = __nccwpck_require__(8997);
;// CONCATENATED MODULE: ./src/plan/read.ts






/**
 * Reads a plan file, but never more than one byte past the bound: a multi-gigabyte "plan" costs
 * 256 KiB of memory, and the validator still reports it as too large.
 */
function readPlanFile(path) {
    return readRegularFileUpTo(path, bounds/* MAX_PLAN_BYTES */.di + 1);
}
/**
 * At most `limit` bytes of the regular file at `path` (opened as `openRegularFile` opens it):
 * callers pass one byte past their bound, so an oversized file is still recognised as too large
 * without reading — or holding in memory — any more of it.
 */
async function readRegularFileUpTo(path, limit) {
    const handle = await openRegularFile(path);
    try {
        const buffer = Buffer.alloc(limit);
        let length = 0;
        while (length < buffer.length) {
            const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
            if (bytesRead === 0)
                break;
            length += bytesRead;
        }
        return buffer.subarray(0, length);
    }
    finally {
        await handle.close();
    }
}
/** Thrown for a path that names a FIFO, a device, a socket or a directory: only regular files are read. */
class NotRegularFile extends Error {
    name = 'NotRegularFile';
    constructor() {
        super('it is not a regular file (a directory, FIFO, device or socket) and is not read');
    }
}
/**
 * Opens `path` for reading only when it is a regular file. The open is non-blocking (a FIFO with no
 * writer would otherwise block the open forever) and the type is checked on the opened handle, so
 * the file checked is the file read; anything else is closed at once and NotRegularFile thrown.
 */
async function openRegularFile(path) {
    const handle = await (0,promises_.open)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    try {
        if (!(await handle.stat()).isFile())
            throw new NotRegularFile();
    }
    catch (error) {
        await handle.close();
        throw error;
    }
    return handle;
}
/** Thrown for a plan path that resolves (through `..` or a symlink) outside the directory plans are read from. */
class OutsideWorkspace extends Error {
    name = 'OutsideWorkspace';
    constructor() {
        super('it resolves outside the workspace (through ".." or a symbolic link) and is not read');
    }
}
/** Whether `path` lies strictly inside `root` (both absolute and already resolved). */
function isInside(root, path) {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !(0,external_node_path_.isAbsolute)(rel);
}
/**
 * Reads the plan `file` (relative to `root`, or absolute) only when its real path — every
 * symlink resolved — lies inside the real `root`; else throws OutsideWorkspace without opening it.
 * The real path is what is opened, so a link is never followed past the check. (One file through
 * ContainedPlanReader: the containment rule has one implementation.)
 */
async function readContainedPlanFile(root, file) {
    return new ContainedPlanReader(root).read(file);
}
/**
 * Reads plan files synchronously, each only when its real path lies inside the real root, as a
 * regular file opened without blocking (fstat on the handle), never more than one byte past the
 * bound: for `check`, where a promise round trip per open, stat, read and close cost more than the
 * reads themselves. One scratch buffer of the bound serves every file; each plan gets a copy of
 * just its own bytes.
 */
class ContainedPlanReader {
    root;
    realRoot = null;
    rootError = null;
    scratch = Buffer.allocUnsafe(bounds/* MAX_PLAN_BYTES */.di + 1);
    constructor(root) {
        this.root = root;
    }
    /** The plan's bytes; throws as readContainedPlanFile does (OutsideWorkspace, NotRegularFile, errno errors). */
    read(file) {
        const realRoot = this.resolveRoot();
        // The same realpath(3) as fs/promises' realpath: the same answers and the same errno codes.
        const real = external_node_fs_.realpathSync.native((0,external_node_path_.resolve)(this.root, file));
        if (!isInside(realRoot, real))
            throw new OutsideWorkspace();
        const fd = (0,external_node_fs_.openSync)(real, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
        try {
            if (!(0,external_node_fs_.fstatSync)(fd).isFile())
                throw new NotRegularFile();
            const buffer = this.scratch;
            let length = 0;
            while (length < buffer.length) {
                const bytesRead = (0,external_node_fs_.readSync)(fd, buffer, length, buffer.length - length, length);
                if (bytesRead === 0)
                    break;
                length += bytesRead;
            }
            return Buffer.from(buffer.subarray(0, length));
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    resolveRoot() {
        if (this.realRoot !== null)
            return this.realRoot;
        // A root that cannot be resolved fails every file alike, as the per-file realpath did.
        if (this.rootError !== null)
            throw this.rootError;
        try {
            this.realRoot = external_node_fs_.realpathSync.native(this.root);
        }
        catch (error) {
            this.rootError = error;
            throw error;
        }
        return this.realRoot;
    }
}
/** Literal paths stay as given (a missing one is reported when read); globs expand, sorted. */
async function expandPlanPatterns(patterns, cwd) {
    const paths = new Set();
    const unmatched = [];
    for (const pattern of patterns) {
        if (!isDynamicPattern(pattern)) {
            paths.add(pattern);
            continue;
        }
        // Symlinks are listed (not skipped unseen): each match is refused when read if its real path leads outside.
        const matches = await glob(pattern, { cwd, onlyFiles: true, dot: false, expandDirectories: false, followSymbolicLinks: true });
        if (matches.length === 0)
            unmatched.push(pattern);
        for (const m of matches.sort())
            paths.add(m);
    }
    return { paths: [...paths], unmatched };
}
/** Why a plan file could not be read: the errno code only (or the containment refusal), never a path or content. */
function readFailureReason(error) {
    if (error instanceof OutsideWorkspace || error instanceof NotRegularFile)
        return error.message;
    if (error.code === 'EISDIR')
        return new NotRegularFile().message;
    return error.code ?? 'unknown error';
}
/** The check of a plan that could not be read: one problem at 1:1, no plan. */
function unreadablePlanCheck(file, reason) {
    return { file, plan: null, problems: [{ file, line: 1, column: 1, rule: rule_ids/* RULE */.xZ.planFileUnreadable, message: `cannot read the plan file (${reason})` }] };
}


/***/ }),

/***/ 7684:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ PLAN_JSON_SCHEMA)
/* harmony export */ });
/**
 * The plan JSON Schema (draft-07, for editors and ajv). schemas/plasmate.agent-workflow.v1.json is
 * this object written out by `npm run build`, and a test keeps the two identical.
 */
const PLAN_JSON_SCHEMA = {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "title": "Plasmate agent workflow plan v1",
    "description": "A bounded list of stateful MCP browser tool calls run by `plasmate agent-run`. This schema covers structure; the policy rules it cannot express (open_page first and once, unique step ids, session_id/trace injection, secret references, the workflow/step timeout relation, integer literals, argument size, approvals and opt-ins) are enforced by the validator and named in its problems.",
    "type": "object",
    "additionalProperties": false,
    "required": [
        "schema",
        "name",
        "steps"
    ],
    "properties": {
        "schema": {
            "description": "The plan schema identifier.",
            "const": "plasmate.agent-workflow.v1"
        },
        "name": {
            "description": "1-128 bytes of ASCII letters, digits, space, '.', '_' and '-'.",
            "type": "string",
            "pattern": "^[A-Za-z0-9 ._-]{1,128}$"
        },
        "trace": {
            "description": "Passed to open_page as `trace`.",
            "type": "boolean",
            "default": false
        },
        "limits": {
            "description": "Deadlines and resource bounds; each missing field takes its default.",
            "type": "object",
            "additionalProperties": false,
            "properties": {
                "step_timeout_ms": {
                    "type": "integer",
                    "minimum": 10,
                    "maximum": 60000,
                    "default": 10000
                },
                "workflow_timeout_ms": {
                    "description": "At least step_timeout_ms.",
                    "type": "integer",
                    "minimum": 10,
                    "maximum": 600000,
                    "default": 60000
                },
                "response_bytes": {
                    "description": "Maximum bytes of one child stdout line.",
                    "type": "integer",
                    "minimum": 1024,
                    "maximum": 1048576,
                    "default": 524288
                },
                "stderr_bytes": {
                    "description": "Child stderr kept in memory at most; never reported.",
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 1048576,
                    "default": 65536
                },
                "memory_mb": {
                    "description": "0 = no ceiling; else the child's memory ceiling in MiB, set by the runner per child (Linux, prlimit): V8 heap limits under a data-segment limit for the Node reference engine, an address-space limit for a Plasmate binary.",
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 16384,
                    "default": 0
                },
                "fail_fast": {
                    "type": "boolean",
                    "default": true
                }
            }
        },
        "steps": {
            "type": "array",
            "minItems": 1,
            "maxItems": 64,
            "items": {
                "$ref": "#/definitions/step"
            }
        }
    },
    "definitions": {
        "step": {
            "type": "object",
            "additionalProperties": false,
            "required": [
                "id",
                "tool"
            ],
            "properties": {
                "id": {
                    "description": "1-64 bytes of ASCII letters, digits, space, '.', '_' and '-'; unique in the plan.",
                    "type": "string",
                    "pattern": "^[A-Za-z0-9 ._-]{1,64}$"
                },
                "tool": {
                    "description": "A stateful browser tool. close_page is runner-owned and not allowed.",
                    "enum": [
                        "open_page",
                        "navigate_to",
                        "click",
                        "type_text",
                        "select_option",
                        "scroll",
                        "toggle",
                        "clear",
                        "evaluate",
                        "get_cookies",
                        "set_cookies",
                        "clear_cookies",
                        "trace_status",
                        "trace_export",
                        "trace_clear",
                        "replay_validate"
                    ]
                },
                "arguments": {
                    "description": "Tool arguments. Never session_id (runner-owned), nor trace for open_page. Secrets only as {\"$secret\": \"NAME\"}.",
                    "type": "object",
                    "default": {}
                },
                "expect": {
                    "type": "object",
                    "additionalProperties": false,
                    "default": {
                        "is_error": false
                    },
                    "properties": {
                        "is_error": {
                            "type": "boolean",
                            "default": false
                        },
                        "json_pointer": {
                            "description": "Empty, or a JSON Pointer starting with '/', into the first text result.",
                            "type": [
                                "string",
                                "null"
                            ]
                        },
                        "equals": {
                            "description": "JSON value the pointed value must equal; needs json_pointer. null means absent."
                        }
                    }
                }
            }
        }
    }
};


/***/ }),

/***/ 4859:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ InvalidSecretReference),
/* harmony export */   DO: () => (/* binding */ RESERVED_SECRET_PREFIXES),
/* harmony export */   J4: () => (/* binding */ SECRET_NAME),
/* harmony export */   KY: () => (/* binding */ splitSecretNames),
/* harmony export */   Ov: () => (/* binding */ secretAllowList),
/* harmony export */   YF: () => (/* binding */ SecretAllowListError),
/* harmony export */   lP: () => (/* binding */ mapSecretReferences),
/* harmony export */   qr: () => (/* binding */ isReservedSecretName),
/* harmony export */   rB: () => (/* binding */ SECRET_KEY)
/* harmony export */ });
/* harmony import */ var _contract_bounds_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3457);
/* harmony import */ var _contract_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2015);
/**
 * The secret reference grammar (docs/contract/plan-and-report.md §3), once: `{"$secret": "NAME"}`, exactly one
 * key, NAME matching `[A-Z_][A-Z0-9_]{0,63}`. The validator reports violations with locations;
 * execution, the schema check and approval labels walk the references of validated arguments.
 */


const SECRET_KEY = '$secret';
const SECRET_NAME = new RegExp(`^[A-Z_][A-Z0-9_]{0,${_contract_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SECRET_NAME_LENGTH */ .h2 - 1}}$`);
/** Thrown by `mapSecretReferences` for an object holding `$secret` that is not a valid reference. */
class InvalidSecretReference extends Error {
    constructor() {
        super('invalid secret reference');
        this.name = 'InvalidSecretReference';
    }
}
/** The NAME of a secret reference object, or null when `value` is not one. */
function referenceName(value) {
    if (!Object.hasOwn(value, SECRET_KEY))
        return null;
    const name = value[SECRET_KEY];
    if (Object.keys(value).length !== 1 || typeof name !== 'string' || !SECRET_NAME.test(name))
        throw new InvalidSecretReference();
    return name;
}
/**
 * A deep copy of plain JSON `value` with each reference replaced by `replace(name, jsonPointer)`,
 * visiting references in document order. Throws InvalidSecretReference for a malformed one.
 */
function mapSecretReferences(value, replace, pointer = '') {
    if (Array.isArray(value))
        return value.map((item, i) => mapSecretReferences(item, replace, `${pointer}/${i}`));
    if (!(0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(value))
        return value;
    const name = referenceName(value);
    if (name !== null)
        return replace(name, pointer);
    // fromEntries defines own properties, so a "__proto__" key stays data, never a prototype.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [
        key, mapSecretReferences(item, replace, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`),
    ]));
}
/**
 * Prefixes of the variables the Actions runner and toolkit own — the job's token, the runtime's
 * token and URLs, the step's inputs: never a plan's secret, whatever an allow-list says.
 */
const RESERVED_SECRET_PREFIXES = ['ACTIONS_', 'GITHUB_', 'RUNNER_', 'INPUT_'];
function isReservedSecretName(name) {
    return RESERVED_SECRET_PREFIXES.some((prefix) => name.startsWith(prefix));
}
/** An allow-list entry that is no valid secret name, or a reserved one. The message names its position, never the entry. */
class SecretAllowListError extends Error {
    name = 'SecretAllowListError';
}
/** Splits an allow-list written as names separated by commas, whitespace or newlines. */
function splitSecretNames(text) {
    return text.split(/[\s,]+/).filter((name) => name !== '');
}
/**
 * The allow-list of `names` (from `source`, e.g. `input "secrets"`), refusing the whole list when
 * an entry is not a secret name or is reserved (RESERVED_SECRET_PREFIXES): an operator who lists
 * GITHUB_TOKEN is told so at once instead of having it silently left out.
 */
function secretAllowList(names, source) {
    names.forEach((name, i) => {
        if (!SECRET_NAME.test(name))
            throw new SecretAllowListError(`${source}: entry ${i + 1} is not a secret name (${SECRET_NAME.source})`);
        if (isReservedSecretName(name)) {
            throw new SecretAllowListError(`${source}: entry ${i + 1} is reserved: names starting with ${RESERVED_SECRET_PREFIXES.join(', ')} belong to the runner and are never given to a plan`);
        }
    });
    return new Set(names);
}


/***/ }),

/***/ 4211:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Oo: () => (/* binding */ validatePlan)
});

// UNUSED EXPORTS: OPT_IN_GRANTS, applyApprovals, validatePlanLocated

// EXTERNAL MODULE: ./src/plan/json.ts
var json = __nccwpck_require__(2877);
;// CONCATENATED MODULE: ./src/plan/argument-locations.ts
/**
 * Where each value under a step's `arguments` starts, computed only when first asked for (moved
 * here from validate.ts unchanged, so that both validation paths can share it).
 */

/**
 * The steps' argument locations, computed only when one is first asked for (a schema problem):
 * validation itself pays nothing, and a plan kept for its fingerprint (the PR gate keeps every
 * plan of a pull request) keeps only its text. The first lookup parses the validated text again
 * and maps every argument value of every step in one forward pass; the text is then dropped.
 */
class LazyArgumentLocations {
    text;
    steps = null;
    constructor(text) {
        this.text = text;
    }
    ofStep(index) {
        return { get: (pointer) => this.compute()[index]?.get(pointer) };
    }
    compute() {
        if (this.steps !== null)
            return this.steps;
        const text = this.text;
        this.text = null;
        // The same text validated before: the same tree, the same offsets.
        const root = (0,json/* parseJsonDocument */.dH)(new TextEncoder().encode(text)).root;
        const forward = new ForwardLocator(text);
        this.steps = (0,json/* member */.Dc)(root, 'steps').value.items.map((step) => {
            const args = (0,json/* member */.Dc)(step, 'arguments')?.value;
            return args?.kind === 'object' ? argumentLocations(args, forward) : undefined;
        });
        return this.steps;
    }
}
/**
 * Every value under `arguments` by JSON Pointer (escaped as ajv's `instancePath`), walked in
 * document order so that the forward locator sees non-decreasing offsets.
 */
function argumentLocations(args, forward) {
    const out = new Map();
    const walk = (node, pointer) => {
        out.set(pointer, forward.locate(node.offset));
        if (node.kind === 'object') {
            for (const m of node.members)
                walk(m.value, `${pointer}/${m.key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        }
        else if (node.kind === 'array') {
            node.items.forEach((item, i) => walk(item, `${pointer}/${i}`));
        }
    };
    walk(args, '');
    return out;
}
/**
 * LineIndex's line/column (lines split at `\n`, columns in code points), for offsets asked in
 * non-decreasing order: one pass over the text for the whole plan, where LineIndex would count
 * each column from its line's start (quadratic on a long single-line plan). An offset before
 * the last one restarts from the beginning, so the answer is right in any order.
 */
class ForwardLocator {
    text;
    offset = 0;
    line = 1;
    column = 1;
    constructor(text) {
        this.text = text;
    }
    locate(offset) {
        if (offset < this.offset) {
            this.offset = 0;
            this.line = 1;
            this.column = 1;
        }
        const end = Math.min(offset, this.text.length);
        for (; this.offset < end; this.offset++) {
            const c = this.text.charCodeAt(this.offset);
            if (c === 0x0a) {
                this.line++;
                this.column = 1;
            }
            else if (c < 0xdc00 || c > 0xdfff) {
                this.column++;
            }
        }
        return { line: this.line, column: this.column };
    }
}

// EXTERNAL MODULE: ./src/plan/fingerprint.ts
var fingerprint = __nccwpck_require__(1731);
// EXTERNAL MODULE: ./src/plan/problem.ts
var plan_problem = __nccwpck_require__(6824);
// EXTERNAL MODULE: ./src/contract/bounds.ts
var bounds = __nccwpck_require__(3457);
// EXTERNAL MODULE: ./src/plan/schema.ts
var schema = __nccwpck_require__(7684);
// EXTERNAL MODULE: ./src/plan/secret-reference.ts
var secret_reference = __nccwpck_require__(4859);
// EXTERNAL MODULE: ./src/contract/plan.ts
var plan = __nccwpck_require__(6883);
// EXTERNAL MODULE: ./src/contract/rule-ids.ts
var rule_ids = __nccwpck_require__(8997);
;// CONCATENATED MODULE: ./src/plan/rules.ts







const LIMIT_RANGES = {
    step_timeout_ms: bounds/* STEP_TIMEOUT_MS */.ug,
    workflow_timeout_ms: bounds/* WORKFLOW_TIMEOUT_MS */.$9,
    response_bytes: bounds/* RESPONSE_BYTES */.aJ,
    stderr_bytes: bounds/* STDERR_BYTES */.nd,
    memory_mb: bounds/* MEMORY_MB */.KU,
};
const RUNNER_OWNED_ARGUMENT = 'session_id';
const hasOwn = Object.prototype.hasOwnProperty;
const PLAN_TOOL_SET = new Set(plan/* PLAN_TOOLS */.CH);
const OPT_IN_OF = new Map(Object.entries(plan/* TOOL_OPT_IN */.pq));
/**
 * How an operator grants each opt-in, named in the problem: validation is shared by the CLI and
 * the action, so the message names both the flag and the action input.
 */
const OPT_IN_GRANTS = {
    evaluate: 'grant it with --allow-evaluate (CLI) or the action input allow-evaluate: true',
    cookie_writes: 'grant it with --allow-cookie-writes (CLI) or the action input allow-cookie-writes: true',
};
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * An own member only, for a key that comes from the data (a schema error's path): a plan's
 * `"constructor"` is data, never the prototype's. The rules below read the contract's fixed
 * field names directly, none of which Object.prototype has (and JSON.parse makes `"__proto__"`
 * an own member, which they never read).
 */
function own(object, key) {
    return hasOwn.call(object, key) ? object[key] : undefined;
}
// ---------------------------------------------------------------------------------------------
// Structure: ajv against the published schema, each error a problem at its instance path.
/** Reports the schema's errors on `plain`; whether it holds. */
function checkStructure(plain, validateStructure, report) {
    if (validateStructure(plain))
        return true;
    for (const error of validateStructure.errors ?? []) {
        const problem = schemaProblem(plain, error);
        if (problem !== null)
            report(problem);
    }
    return false;
}
function schemaProblem(plain, error) {
    const path = error.instancePath === '' ? [] : error.instancePath.slice(1).split('/').map(unescapePointer);
    const value = valueAt(plain, path);
    const where = describePath(path);
    const last = path[path.length - 1];
    const params = error.params;
    const at = (rule, message) => ({ path, at: 'value', rule, message });
    switch (error.keyword) {
        case 'additionalProperties': {
            const key = String(params.additionalProperty);
            const hint = key === 'confirmed' || key === 'approved' ? ': a plan cannot approve itself; approvals come from outside the plan' : '';
            return { path: [...path, key], at: 'key', rule: rule_ids/* RULE */.xZ.planFieldUnknown, message: `unknown field ${(0,json/* quoteKey */._z)(key)} in ${where}${hint}` };
        }
        case 'required':
            return at(rule_ids/* RULE */.xZ.planFieldRequired, `${where} is missing required field ${(0,json/* quoteKey */._z)(String(params.missingProperty))}`);
        case 'const':
            return at(rule_ids/* RULE */.xZ.planSchemaUnsupported, `schema must be "${plan/* PLAN_SCHEMA */.G0}"`);
        case 'pattern':
            return last === 'name'
                ? at(rule_ids/* RULE */.xZ.planNameInvalid, "name must be 1-128 bytes of ASCII letters, digits, space, '.', '_' or '-'")
                : at(rule_ids/* RULE */.xZ.planStepIdInvalid, `${where} must be 1-64 bytes of ASCII letters, digits, space, '.', '_' or '-'`);
        case 'enum':
            return value === 'close_page'
                ? at(rule_ids/* RULE */.xZ.planStepToolRunnerOwned, `${where}: close_page is owned by the runner and not allowed in a plan`)
                : at(rule_ids/* RULE */.xZ.planStepToolUnknown, `${where} must be one of the stateful browser tools (${schema/* PLAN_JSON_SCHEMA */.d.definitions.step.properties.tool.enum.join(', ')})`);
        case 'minItems':
            return at(rule_ids/* RULE */.xZ.planStepsMin, 'a plan needs at least 1 step');
        case 'maxItems':
            return at(rule_ids/* RULE */.xZ.planStepsMax, `a plan has at most ${String(params.limit)} steps; this one has ${Array.isArray(value) ? value.length : '?'}`);
        case 'minimum':
        case 'maximum':
            return at(rule_ids/* RULE */.xZ.planLimitsRange, `${where} must be between ${rangeOf(last)}`);
        case 'type': {
            const expected = String(params.type).replace(',', ' or ');
            if (path[0] === 'limits' && expected === 'integer')
                return at(rule_ids/* RULE */.xZ.planLimitsInteger, `${where} must be a non-negative integer`);
            return at(rule_ids/* RULE */.xZ.planType, `${where} must be ${expected === 'object' ? 'an object' : `a ${expected}`}`);
        }
        default:
            return at((0,rule_ids/* unmappedSchemaRule */.Af)(error.keyword), `${where} ${error.message ?? 'is invalid'}`);
    }
}
function rangeOf(field) {
    const range = field !== undefined && field in LIMIT_RANGES ? LIMIT_RANGES[field] : null;
    return range === null ? 'its bounds' : `${range.min} and ${range.max}`;
}
function unescapePointer(segment) {
    return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
function valueAt(plain, path) {
    let value = plain;
    for (const segment of path) {
        if (Array.isArray(value))
            value = value[Number(segment)];
        else if (isObject(value))
            value = own(value, segment);
        else
            return undefined;
    }
    return value;
}
/** `steps[2].expect.equals` — a reader's path, never a value. */
function describePath(path) {
    if (path.length === 0)
        return 'the plan';
    let out = '';
    for (const s of path)
        out += /^[0-9]+$/.test(s) ? `[${s}]` : out === '' ? s : `.${s}`;
    return out;
}
// ---------------------------------------------------------------------------------------------
// The contract rules, the secret policy, the plan and its approvals.
/**
 * Reports every contract, secret policy and approval problem of `root` (a `JSON.parse` value) in
 * the contract's order; returns the plan when `context.buildable` and the contract hold (secret
 * policy and approval problems alone still yield it, so callers can show what needs approving).
 */
function applyRules(root, context, report) {
    let reported = 0;
    const counted = (problem) => {
        reported++;
        report(problem);
    };
    const written = checkContract(root, context.literals, counted);
    // Before the secret policy, so that a refused secret name still leaves the plan (and its steps) to show.
    const contractHolds = context.buildable && reported === 0;
    checkSecretPolicy(written, context.secrets, counted);
    if (!contractHolds)
        return null;
    const plan = buildPlan(root, written, context);
    if (context.approvals !== null)
        rules_checkApprovals(plan, context.approvals, counted);
    return plan;
}
function checkContract(root, literals, report) {
    const written = [];
    if (!isObject(root))
        return written;
    const limits = root.limits;
    if (isObject(limits))
        checkLimits(limits, literals, report);
    const steps = root.steps;
    if (!Array.isArray(steps))
        return written;
    const firstIdAt = new Map();
    const openPages = [];
    for (let index = 0; index < steps.length; index++) {
        const step = steps[index];
        if (!isObject(step))
            continue;
        const id = step.id;
        if (typeof id === 'string') {
            const first = firstIdAt.get(id);
            if (first !== undefined) {
                report({ path: ['steps', index, 'id'], at: 'value', rule: rule_ids/* RULE */.xZ.planStepIdDuplicate, message: `step id ${(0,json/* quoteKey */._z)(id)} is already used`, seeAlso: ['steps', first, 'id'] });
            }
            else {
                firstIdAt.set(id, index);
            }
        }
        const tool = step.tool;
        const toolName = typeof tool === 'string' ? tool : null;
        if (toolName === 'open_page')
            openPages.push(index);
        if (index === 0 && toolName !== null && toolName !== 'open_page') {
            report({ path: ['steps', 0, 'tool'], at: 'value', rule: rule_ids/* RULE */.xZ.planStepsOpenPageFirst, message: `the first step must use open_page, not ${(0,json/* quoteKey */._z)(toolName)}` });
        }
        const args = step.arguments;
        if (isObject(args))
            written[index] = { args, written: checkArguments(args, toolName, index, literals, report) };
        const expect = step.expect;
        if (isObject(expect))
            checkExpect(expect, index, report);
    }
    if (openPages.length === 0 && steps.length > 0) {
        report({ path: ['steps'], at: 'value', rule: rule_ids/* RULE */.xZ.planStepsOpenPageCount, message: 'a plan needs exactly one open_page step; it has none' });
    }
    for (const extra of openPages.slice(1)) {
        report({ path: ['steps', extra], at: 'value', rule: rule_ids/* RULE */.xZ.planStepsOpenPageCount, message: 'a plan needs exactly one open_page step; this is another one' });
    }
    return written;
}
function checkLimits(limits, literals, report) {
    const step = integerLimit(limits, 'step_timeout_ms', literals);
    const workflow = integerLimit(limits, 'workflow_timeout_ms', literals);
    if (step !== null && workflow !== null && workflow.value < step.value) {
        report({
            path: workflow.present ? ['limits', 'workflow_timeout_ms'] : ['limits'],
            at: 'value',
            rule: rule_ids/* RULE */.xZ.planLimitsWorkflowTimeout,
            message: `limits.workflow_timeout_ms (${workflow.value}) must be at least limits.step_timeout_ms (${step.value})`,
        });
    }
}
/** The effective value of an integer limit (its default when absent), or null when it is invalid anyway. */
function integerLimit(limits, key, literals) {
    const range = LIMIT_RANGES[key];
    const value = limits[key];
    if (value === undefined)
        return { value: range.default, present: false };
    if (typeof value !== 'number' || !Number.isInteger(value) || !literals.integerWritten(key))
        return null;
    // Out of range is already a problem of its own; comparing it again would only repeat it.
    return value < range.min || value > range.max ? null : { value, present: true };
}
function checkArguments(args, tool, index, literals, report) {
    if (hasOwn.call(args, RUNNER_OWNED_ARGUMENT)) {
        report({ path: [...argumentsPath(index), RUNNER_OWNED_ARGUMENT], at: 'key', rule: rule_ids/* RULE */.xZ.planArgumentsSessionId, message: `steps[${index}].arguments must not set session_id: the runner owns the session` });
    }
    if (tool === 'open_page' && hasOwn.call(args, 'trace')) {
        report({ path: [...argumentsPath(index), 'trace'], at: 'key', rule: rule_ids/* RULE */.xZ.planArgumentsTrace, message: `steps[${index}].arguments must not set trace: the runner passes the plan's trace to open_page` });
    }
    const written = literals.arguments(index, args);
    for (const ref of written.secretObjects) {
        const name = ref[secret_reference/* SECRET_KEY */.rB];
        let problem = null;
        if (Object.keys(ref).length !== 1) {
            problem = { at: [], message: 'a secret reference must be an object with exactly one key, "$secret"' };
        }
        else if (typeof name !== 'string') {
            problem = { at: [secret_reference/* SECRET_KEY */.rB], message: 'a secret reference name must be a string' };
        }
        else if (!secret_reference/* SECRET_NAME */.J4.test(name)) {
            problem = { at: [secret_reference/* SECRET_KEY */.rB], message: `a secret reference name must match [A-Z_][A-Z0-9_]{0,${bounds/* MAX_SECRET_NAME_LENGTH */.h2 - 1}}` };
        }
        if (problem !== null)
            report({ path: [...argumentsPath(index), ...pathTo(args, ref), ...problem.at], at: 'value', rule: rule_ids/* RULE */.xZ.planSecretInvalid, message: problem.message });
    }
    if (written.bytes > bounds/* MAX_ARGUMENTS_BYTES */.Mm) {
        report({ path: argumentsPath(index), at: 'value', rule: rule_ids/* RULE */.xZ.planArgumentsSize, message: `steps[${index}].arguments is ${written.bytes} bytes serialized; at most ${bounds/* MAX_ARGUMENTS_BYTES */.Mm} are allowed` });
    }
    return written;
}
/** Where step `index`'s arguments are; built only for a problem, as this runs for every step. */
function argumentsPath(index) {
    return ['steps', index, 'arguments'];
}
function checkExpect(expect, index, report) {
    const pointer = expect.json_pointer;
    const equals = expect.equals;
    if (typeof pointer === 'string' && pointer !== '' && !pointer.startsWith('/')) {
        report({ path: ['steps', index, 'expect', 'json_pointer'], at: 'value', rule: rule_ids/* RULE */.xZ.planExpectJsonPointer, message: `steps[${index}].expect.json_pointer must be empty or start with '/'` });
    }
    const hasPointer = pointer !== undefined && pointer !== null;
    if (equals !== undefined && equals !== null && !hasPointer) {
        report({ path: ['steps', index, 'expect', 'equals'], at: 'value', rule: rule_ids/* RULE */.xZ.planExpectEqualsWithoutPointer, message: `steps[${index}].expect.equals needs json_pointer` });
    }
}
/**
 * The operator's secret policy, at each well-formed reference's name: a reserved runner name
 * (RESERVED_SECRET_PREFIXES) always, a name off the allow-list when there is one. The messages
 * never contain the name (the location points at it).
 */
function checkSecretPolicy(written, allowed, report) {
    for (let index = 0; index < written.length; index++) {
        const step = written[index];
        if (step === undefined)
            continue;
        for (const ref of step.written.secretObjects) {
            const name = ref[secret_reference/* SECRET_KEY */.rB];
            if (typeof name !== 'string' || !secret_reference/* SECRET_NAME */.J4.test(name) || Object.keys(ref).length !== 1)
                continue;
            let refusal = null;
            if ((0,secret_reference/* isReservedSecretName */.qr)(name)) {
                refusal = {
                    rule: rule_ids/* RULE */.xZ.policySecretReserved,
                    message: `this secret reference names a variable of the runner (${secret_reference/* RESERVED_SECRET_PREFIXES */.DO.map((p) => `${p}*`).join(', ')}), which is never given to a plan`,
                };
            }
            else if (allowed !== undefined && !allowed.has(name)) {
                refusal = {
                    rule: rule_ids/* RULE */.xZ.policySecretNotAllowed,
                    message: 'this secret reference names a secret that is not on the allow-list (the action\'s "secrets" input; the CLI\'s --secret or PLASMATE_SECRETS)',
                };
            }
            if (refusal !== null) {
                report({ path: ['steps', index, 'arguments', ...pathTo(step.args, ref), secret_reference/* SECRET_KEY */.rB], at: 'value', ...refusal });
            }
        }
    }
}
/**
 * The path from `from` to the object `target` (by identity) inside it: searched only for a
 * problem, so that writing the arguments keeps no path at all.
 */
function pathTo(from, target) {
    const path = [];
    const search = (value) => {
        if (value === target)
            return true;
        if (Array.isArray(value)) {
            for (let i = 0; i < value.length; i++) {
                path.push(i);
                if (search(value[i]))
                    return true;
                path.pop();
            }
        }
        else if (isObject(value)) {
            for (const key of Object.keys(value)) {
                path.push(key);
                if (search(value[key]))
                    return true;
                path.pop();
            }
        }
        return false;
    };
    search(from);
    return path;
}
/** The typed plan, from a value whose structure and contract hold (so the schema's types are its types). */
function buildPlan(root, written, context) {
    const limitsNode = root.limits;
    const int = (k) => {
        const v = limitsNode === undefined ? undefined : limitsNode[k];
        return typeof v === 'number' ? v : LIMIT_RANGES[k].default;
    };
    const failFast = limitsNode === undefined ? undefined : limitsNode.fail_fast;
    const limits = {
        step_timeout_ms: int('step_timeout_ms'),
        workflow_timeout_ms: int('workflow_timeout_ms'),
        response_bytes: int('response_bytes'),
        stderr_bytes: int('stderr_bytes'),
        memory_mb: int('memory_mb'),
        fail_fast: typeof failFast === 'boolean' ? failFast : bounds/* FAIL_FAST_DEFAULT */.oy,
    };
    const secretNames = [];
    let secretReferences = 0;
    const canonicalSteps = [];
    const steps = [];
    for (let index = 0; index < root.steps.length; index++) {
        const node = root.steps[index];
        const { id, tool } = node;
        if (!PLAN_TOOL_SET.has(tool))
            throw new Error('unreachable: tool passed the schema');
        const expectNode = node.expect;
        const pointer = expectNode === undefined ? undefined : expectNode.json_pointer;
        const equals = expectNode === undefined ? undefined : expectNode.equals;
        const hasEquals = equals !== undefined && equals !== null;
        const isError = expectNode === undefined ? undefined : expectNode.is_error;
        const expect = {
            is_error: typeof isError === 'boolean' ? isError : false,
            json_pointer: typeof pointer === 'string' ? pointer : null,
            equals: hasEquals ? equals : null,
        };
        const args = written[index]?.written;
        if (args !== undefined) {
            for (const ref of args.secretObjects) {
                const name = ref[secret_reference/* SECRET_KEY */.rB];
                if (!secretNames.includes(name))
                    secretNames.push(name);
            }
            secretReferences += args.secretObjects.length;
        }
        canonicalSteps.push({
            id,
            tool,
            argumentsJson: args?.json ?? '{}',
            isError: expect.is_error,
            jsonPointer: expect.json_pointer,
            equalsJson: hasEquals ? context.literals.equals(index, equals) : null,
        });
        const step = {
            id,
            tool,
            arguments: node.arguments ?? {},
            expect,
            mutates: plan/* MUTATING_TOOLS */.Ou.has(tool),
            optIn: OPT_IN_OF.get(tool) ?? null,
            location: context.stepLocation(index),
        };
        if (node.arguments !== undefined)
            step.argumentLocations = context.argumentLocations.ofStep(index);
        steps.push(step);
    }
    const base = { schema: plan/* PLAN_SCHEMA */.G0, name: root.name, trace: typeof root.trace === 'boolean' ? root.trace : false, limits };
    return { ...base, steps, secretNames, secretReferences, fingerprint: (0,fingerprint/* planFingerprint */.an)({ ...base, steps: canonicalSteps }) };
}
// Approvals and opt-ins: from outside the plan (docs/contract/plan-and-report.md §1 and §2: category gates, approvals).
/** Exported for applyApprovals (validate.ts): approvals applied to a plan validated without them. */
function rules_checkApprovals(plan, approvals, report) {
    const ids = new Set(plan.steps.map((s) => s.id));
    const seen = new Set();
    for (const id of approvals.confirmSteps) {
        if (!ids.has(id)) {
            report({ path: [], at: 'value', rule: rule_ids/* RULE */.xZ.policyApprovalUnknown, message: `approval names step ${(0,json/* quoteKey */._z)(id)}, which this plan does not have` });
        }
        else if (seen.has(id)) {
            report({ path: [], at: 'value', rule: rule_ids/* RULE */.xZ.policyApprovalDuplicate, message: `step ${(0,json/* quoteKey */._z)(id)} is approved more than once` });
        }
        seen.add(id);
    }
    for (let index = 0; index < plan.steps.length; index++) {
        const step = plan.steps[index];
        if (step.mutates && !seen.has(step.id)) {
            report({ path: ['steps', index], at: 'value', rule: rule_ids/* RULE */.xZ.policyApprovalMissing, message: `step ${(0,json/* quoteKey */._z)(step.id)} (${step.tool}) changes the page and needs its own approval` });
        }
        if (step.optIn === 'evaluate' && !approvals.allowEvaluate) {
            report({ path: ['steps', index], at: 'value', rule: rule_ids/* RULE */.xZ.policyOptInEvaluate, message: `step ${(0,json/* quoteKey */._z)(step.id)} uses evaluate, which needs the evaluate opt-in: ${OPT_IN_GRANTS.evaluate}` });
        }
        if (step.optIn === 'cookie_writes' && !approvals.allowCookieWrites) {
            report({ path: ['steps', index], at: 'value', rule: rule_ids/* RULE */.xZ.policyOptInCookieWrites, message: `step ${(0,json/* quoteKey */._z)(step.id)} uses ${step.tool}, which needs the cookie-write opt-in: ${OPT_IN_GRANTS.cookie_writes}` });
        }
    }
}
/**
 * The objects holding `$secret` in `args` (a native value), in canonical order (keys in code
 * point order, as the serializations walk them): the secret references a path that writes its
 * arguments from elsewhere (the located path's token tree) hands to the rules.
 */
function nativeSecretObjects(args) {
    const out = [];
    const walk = (value) => {
        if (Array.isArray(value)) {
            for (const item of value)
                walk(item);
        }
        else if (isObject(value)) {
            const keys = Object.keys(value);
            if (hasOwn.call(value, secret_reference/* SECRET_KEY */.rB)) {
                out.push(value);
                if (keys.length === 1)
                    return;
            }
            for (const key of keys.sort(fingerprint/* compareCodePoints */.OP))
                walk(value[key]);
        }
    };
    walk(args);
    return out;
}

;// CONCATENATED MODULE: ./src/plan/fast-path.ts




/**
 * Integer literals of at most this many digits are exact doubles (10^15 < 2^53), so the native
 * value written back by `String` is the literal serde_json writes; longer ones take the located path.
 */
const EXACT_INTEGER_DIGITS = 15;
/**
 * A decimal literal of at most EXACT_INTEGER_DIGITS digits whose decimal exponent (after moving
 * the point) is within ±22 is one exact integer times or divided by one exact power of ten: one
 * correctly rounded operation for serde_json and for `JSON.parse` alike, so both hold the same
 * double and `formatF64` of the native value is serde_json's text. Others take the located path.
 */
const EXACT_POWER_OF_TEN = 22;
/** Exponent digits read; a longer exponent is beyond EXACT_POWER_OF_TEN anyway. */
const MAX_EXPONENT_DIGITS = 3;
/** A string whose source span is at most this many UTF-16 units cannot exceed MAX_STRING_BYTES in UTF-8. */
const SAFE_STRING_UNITS = Math.floor(bounds/* MAX_STRING_BYTES */.Zp / 3);
/** Thrown by the fast path's problem report: the rules stop at the first problem. */
class FirstProblem {
    problem;
    constructor(problem) {
        this.problem = problem;
    }
}
const fastDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/**
 * The plan `bytes` hold under these approvals and secrets, or the first problem's rule; null
 * when the located validator must decide (see the header).
 */
function fastCheck(bytes, validateStructure, approvals, secrets) {
    if (bytes.length > bounds/* MAX_PLAN_BYTES */.di)
        return null;
    let text;
    try {
        text = fastDecoder.decode(bytes);
    }
    catch {
        return null;
    }
    const scan = scanDocument(text);
    if (scan === null)
        return null;
    let plain;
    try {
        plain = JSON.parse(text);
    }
    catch {
        return null;
    }
    if (countMembers(plain) !== scan.members)
        return null;
    const stop = (problem) => {
        throw new FirstProblem(problem);
    };
    try {
        // Each schema error is a problem (the first stops here); a failure with none is the located path's to tell.
        if (!checkStructure(plain, validateStructure, stop))
            return null;
        // The schema holds: `steps` is an array of objects, each of which the scan located.
        if (scan.stepLocations.length !== plain.steps.length)
            return null;
        const plan = applyRules(plain, {
            approvals,
            secrets,
            literals: NATIVE_LITERALS,
            buildable: true,
            stepLocation: (index) => scan.stepLocations[index],
            argumentLocations: new LazyArgumentLocations(text),
        }, stop);
        return { plan: plan, rule: null };
    }
    catch (error) {
        if (error instanceof FirstProblem)
            return { plan: null, rule: error.problem.rule };
        throw error;
    }
}
/**
 * The scan let through only number literals whose native value serde_json writes back the same
 * way, and integral ones only when written as integers: the native values tell it all.
 */
const NATIVE_LITERALS = {
    arguments: (_index, args) => (0,fingerprint/* serializePlainArguments */.Zy)(args),
    equals: (_index, value) => (0,fingerprint/* canonicalPlainJson */.RE)(value),
    integerWritten: () => true,
};
// ---------------------------------------------------------------------------------------------
// The scan. It is trusted only for text JSON.parse accepts, so it need not diagnose bad syntax:
// on anything unexpected it gives up (null).
/** What each open container of the scan is (a byte per nesting level). */
const OBJECT = 1;
const ARRAY = 2;
/** The root object's `steps` array, whose object items are the steps. */
const STEPS = 3;
function scanDocument(text) {
    if (text.charCodeAt(0) === 0xfeff)
        return null;
    const stack = new Uint8Array(bounds/* MAX_JSON_DEPTH */.KX + 1);
    const stepLocations = [];
    let line = 1;
    let lineStart = 0;
    // The column is counted forward from the last located offset on the same line: linear even
    // for a plan written on one line.
    let columnFrom = 0;
    let column = 1;
    let depth = 0;
    let members = 0;
    let expectKey = false;
    let rootKeyIsSteps = false;
    let nextBackslash = text.indexOf('\\');
    const length = text.length;
    let i = 0;
    while (i < length) {
        const c = text.charCodeAt(i);
        switch (c) {
            case 0x0a:
                line++;
                lineStart = ++i;
                // Indentation: the usual run after a line break.
                while (text.charCodeAt(i) === 0x20)
                    i++;
                break;
            case 0x20:
            case 0x0d:
            case 0x09:
            case 0x3a /* : */:
                i++;
                break;
            case 0x7b /* { */:
            case 0x5b /* [ */: {
                // Conservative: the located parser refuses a value nested deeper than MAX_JSON_DEPTH.
                if (depth + 1 >= bounds/* MAX_JSON_DEPTH */.KX)
                    return null;
                if (c === 0x7b && stack[depth] === STEPS) {
                    if (columnFrom < lineStart) {
                        columnFrom = lineStart;
                        column = 1;
                    }
                    for (; columnFrom < i; columnFrom++) {
                        const unit = text.charCodeAt(columnFrom);
                        if (unit < 0xdc00 || unit > 0xdfff)
                            column++;
                    }
                    stepLocations.push({ line, column });
                }
                depth++;
                stack[depth] = c === 0x7b ? OBJECT : depth === 2 && rootKeyIsSteps ? STEPS : ARRAY;
                expectKey = c === 0x7b;
                i++;
                break;
            }
            case 0x7d /* } */:
            case 0x5d /* ] */:
                if (depth === 0)
                    return null;
                depth--;
                expectKey = false;
                i++;
                break;
            case 0x2c /* , */:
                expectKey = stack[depth] === OBJECT;
                i++;
                break;
            case 0x22 /* " */: {
                const start = i + 1;
                let end = text.indexOf('"', start);
                // Skip escaped quotes; give up on \u escapes (surrogates are the located parser's to judge).
                while (nextBackslash !== -1 && nextBackslash < end) {
                    if (nextBackslash < start) {
                        nextBackslash = text.indexOf('\\', start);
                        continue;
                    }
                    if (text.charCodeAt(nextBackslash + 1) === 0x75 /* u */)
                        return null;
                    const after = nextBackslash + 2;
                    if (after > end)
                        end = text.indexOf('"', after);
                    nextBackslash = text.indexOf('\\', after);
                }
                if (end === -1)
                    return null;
                // Only values are bounded (upstream bounds string values, not keys); a long one is judged located.
                if (!expectKey && end - start > SAFE_STRING_UNITS)
                    return null;
                if (expectKey) {
                    members++;
                    if (depth === 1)
                        rootKeyIsSteps = end - start === 5 && text.startsWith('steps', start);
                    expectKey = false;
                }
                i = end + 1;
                break;
            }
            case 0x74 /* t */:
            case 0x6e /* n */:
                i += 4;
                break;
            case 0x66 /* f */:
                i += 5;
                break;
            default: {
                const end = exactNumberEnd(text, i);
                if (end === -1)
                    return null;
                i = end;
            }
        }
    }
    return { members, stepLocations };
}
/**
 * The end of the number literal at `start` when its native value is exactly serde_json's and
 * written back as serde_json writes it (see EXACT_INTEGER_DIGITS, EXACT_POWER_OF_TEN); else -1.
 */
function exactNumberEnd(text, start) {
    let i = start;
    if (text.charCodeAt(i) === 0x2d)
        i++;
    let digits = 0;
    let fraction = 0;
    let integral = true;
    let c = text.charCodeAt(i);
    while (c >= 0x30 && c <= 0x39) {
        digits++;
        c = text.charCodeAt(++i);
    }
    if (digits === 0)
        return -1;
    if (c === 0x2e) {
        integral = false;
        c = text.charCodeAt(++i);
        while (c >= 0x30 && c <= 0x39) {
            fraction++;
            c = text.charCodeAt(++i);
        }
    }
    let exponent = 0;
    if (c === 0x65 || c === 0x45) {
        integral = false;
        c = text.charCodeAt(++i);
        let sign = 1;
        if (c === 0x2d || c === 0x2b) {
            if (c === 0x2d)
                sign = -1;
            c = text.charCodeAt(++i);
        }
        let exponentDigits = 0;
        while (c >= 0x30 && c <= 0x39) {
            if (++exponentDigits > MAX_EXPONENT_DIGITS)
                return -1;
            exponent = exponent * 10 + (c - 0x30);
            c = text.charCodeAt(++i);
        }
        exponent *= sign;
    }
    if (digits + fraction > EXACT_INTEGER_DIGITS)
        return -1;
    if (integral) {
        // `-0` is the integer 0 to serde_json but -0 natively: the located path writes it.
        return text.charCodeAt(start) === 0x2d && digits === 1 && text.charCodeAt(start + 1) === 0x30 ? -1 : i;
    }
    if (Math.abs(exponent - fraction) > EXACT_POWER_OF_TEN)
        return -1;
    // An integral value written as a float (`1.0`, `1e3`) is the f64 `1.0` to serde_json and the
    // integer 1 natively; the located path keeps the literal.
    return Number.isInteger(Number(text.slice(start, i))) ? -1 : i;
}
function countMembers(value) {
    if (value === null || typeof value !== 'object')
        return 0;
    let n = 0;
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++)
            n += countMembers(value[i]);
        return n;
    }
    const object = value;
    for (const key in object)
        n += 1 + countMembers(object[key]);
    return n;
}

;// CONCATENATED MODULE: ./src/plan/structure-validator.generated.ts
/* eslint-disable */
// @ts-nocheck
// Generated by scripts/build.mjs: ajv standalone code for src/plan/schema.ts. Do not edit; rebuild.

const validate = validate10;
/* harmony default export */ const structure_validator_generated = ((/* unused pure expression or super */ null && (validate10)));
const schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "title": "Plasmate agent workflow plan v1", "description": "A bounded list of stateful MCP browser tool calls run by `plasmate agent-run`. This schema covers structure; the policy rules it cannot express (open_page first and once, unique step ids, session_id/trace injection, secret references, the workflow/step timeout relation, integer literals, argument size, approvals and opt-ins) are enforced by the validator and named in its problems.", "type": "object", "additionalProperties": false, "required": ["schema", "name", "steps"], "properties": { "schema": { "description": "The plan schema identifier.", "const": "plasmate.agent-workflow.v1" }, "name": { "description": "1-128 bytes of ASCII letters, digits, space, '.', '_' and '-'.", "type": "string", "pattern": "^[A-Za-z0-9 ._-]{1,128}$" }, "trace": { "description": "Passed to open_page as `trace`.", "type": "boolean", "default": false }, "limits": { "description": "Deadlines and resource bounds; each missing field takes its default.", "type": "object", "additionalProperties": false, "properties": { "step_timeout_ms": { "type": "integer", "minimum": 10, "maximum": 60000, "default": 10000 }, "workflow_timeout_ms": { "description": "At least step_timeout_ms.", "type": "integer", "minimum": 10, "maximum": 600000, "default": 60000 }, "response_bytes": { "description": "Maximum bytes of one child stdout line.", "type": "integer", "minimum": 1024, "maximum": 1048576, "default": 524288 }, "stderr_bytes": { "description": "Child stderr kept in memory at most; never reported.", "type": "integer", "minimum": 0, "maximum": 1048576, "default": 65536 }, "memory_mb": { "description": "0 = no ceiling; else the child's memory ceiling in MiB, set by the runner per child (Linux, prlimit): V8 heap limits under a data-segment limit for the Node reference engine, an address-space limit for a Plasmate binary.", "type": "integer", "minimum": 0, "maximum": 16384, "default": 0 }, "fail_fast": { "type": "boolean", "default": true } } }, "steps": { "type": "array", "minItems": 1, "maxItems": 64, "items": { "$ref": "#/definitions/step" } } }, "definitions": { "step": { "type": "object", "additionalProperties": false, "required": ["id", "tool"], "properties": { "id": { "description": "1-64 bytes of ASCII letters, digits, space, '.', '_' and '-'; unique in the plan.", "type": "string", "pattern": "^[A-Za-z0-9 ._-]{1,64}$" }, "tool": { "description": "A stateful browser tool. close_page is runner-owned and not allowed.", "enum": ["open_page", "navigate_to", "click", "type_text", "select_option", "scroll", "toggle", "clear", "evaluate", "get_cookies", "set_cookies", "clear_cookies", "trace_status", "trace_export", "trace_clear", "replay_validate"] }, "arguments": { "description": "Tool arguments. Never session_id (runner-owned), nor trace for open_page. Secrets only as {\"$secret\": \"NAME\"}.", "type": "object", "default": {} }, "expect": { "type": "object", "additionalProperties": false, "default": { "is_error": false }, "properties": { "is_error": { "type": "boolean", "default": false }, "json_pointer": { "description": "Empty, or a JSON Pointer starting with '/', into the first text result.", "type": ["string", "null"] }, "equals": { "description": "JSON value the pointed value must equal; needs json_pointer. null means absent." } } } } } } };
const schema12 = { "type": "object", "additionalProperties": false, "required": ["id", "tool"], "properties": { "id": { "description": "1-64 bytes of ASCII letters, digits, space, '.', '_' and '-'; unique in the plan.", "type": "string", "pattern": "^[A-Za-z0-9 ._-]{1,64}$" }, "tool": { "description": "A stateful browser tool. close_page is runner-owned and not allowed.", "enum": ["open_page", "navigate_to", "click", "type_text", "select_option", "scroll", "toggle", "clear", "evaluate", "get_cookies", "set_cookies", "clear_cookies", "trace_status", "trace_export", "trace_clear", "replay_validate"] }, "arguments": { "description": "Tool arguments. Never session_id (runner-owned), nor trace for open_page. Secrets only as {\"$secret\": \"NAME\"}.", "type": "object", "default": {} }, "expect": { "type": "object", "additionalProperties": false, "default": { "is_error": false }, "properties": { "is_error": { "type": "boolean", "default": false }, "json_pointer": { "description": "Empty, or a JSON Pointer starting with '/', into the first text result.", "type": ["string", "null"] }, "equals": { "description": "JSON value the pointed value must equal; needs json_pointer. null means absent." } } } } };
const pattern0 = new RegExp("^[A-Za-z0-9 ._-]{1,128}$", "u");
const pattern1 = new RegExp("^[A-Za-z0-9 ._-]{1,64}$", "u");
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) { let vErrors = null; let errors = 0; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema" }, message: "must have required property '" + "schema" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.name === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.steps === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "steps" }, message: "must have required property '" + "steps" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(((((key0 === "schema") || (key0 === "name")) || (key0 === "trace")) || (key0 === "limits")) || (key0 === "steps"))) {
            const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.schema !== undefined) {
        if ("plasmate.agent-workflow.v1" !== data.schema) {
            const err4 = { instancePath: instancePath + "/schema", schemaPath: "#/properties/schema/const", keyword: "const", params: { allowedValue: "plasmate.agent-workflow.v1" }, message: "must be equal to constant" };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
    }
    if (data.name !== undefined) {
        let data1 = data.name;
        if (typeof data1 === "string") {
            if (!pattern0.test(data1)) {
                const err5 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9 ._-]{1,128}$" }, message: "must match pattern \"" + "^[A-Za-z0-9 ._-]{1,128}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        else {
            const err6 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
    }
    if (data.trace !== undefined) {
        if (typeof data.trace !== "boolean") {
            const err7 = { instancePath: instancePath + "/trace", schemaPath: "#/properties/trace/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
    }
    if (data.limits !== undefined) {
        let data3 = data.limits;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            for (const key1 in data3) {
                if (!((((((key1 === "step_timeout_ms") || (key1 === "workflow_timeout_ms")) || (key1 === "response_bytes")) || (key1 === "stderr_bytes")) || (key1 === "memory_mb")) || (key1 === "fail_fast"))) {
                    const err8 = { instancePath: instancePath + "/limits", schemaPath: "#/properties/limits/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            if (data3.step_timeout_ms !== undefined) {
                let data4 = data3.step_timeout_ms;
                if (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) {
                    const err9 = { instancePath: instancePath + "/limits/step_timeout_ms", schemaPath: "#/properties/limits/properties/step_timeout_ms/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err9];
                    }
                    else {
                        vErrors.push(err9);
                    }
                    errors++;
                }
                if ((typeof data4 == "number") && (isFinite(data4))) {
                    if (data4 > 60000 || isNaN(data4)) {
                        const err10 = { instancePath: instancePath + "/limits/step_timeout_ms", schemaPath: "#/properties/limits/properties/step_timeout_ms/maximum", keyword: "maximum", params: { comparison: "<=", limit: 60000 }, message: "must be <= 60000" };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                    if (data4 < 10 || isNaN(data4)) {
                        const err11 = { instancePath: instancePath + "/limits/step_timeout_ms", schemaPath: "#/properties/limits/properties/step_timeout_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 10 }, message: "must be >= 10" };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
            }
            if (data3.workflow_timeout_ms !== undefined) {
                let data5 = data3.workflow_timeout_ms;
                if (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) {
                    const err12 = { instancePath: instancePath + "/limits/workflow_timeout_ms", schemaPath: "#/properties/limits/properties/workflow_timeout_ms/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
                if ((typeof data5 == "number") && (isFinite(data5))) {
                    if (data5 > 600000 || isNaN(data5)) {
                        const err13 = { instancePath: instancePath + "/limits/workflow_timeout_ms", schemaPath: "#/properties/limits/properties/workflow_timeout_ms/maximum", keyword: "maximum", params: { comparison: "<=", limit: 600000 }, message: "must be <= 600000" };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                    if (data5 < 10 || isNaN(data5)) {
                        const err14 = { instancePath: instancePath + "/limits/workflow_timeout_ms", schemaPath: "#/properties/limits/properties/workflow_timeout_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 10 }, message: "must be >= 10" };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                }
            }
            if (data3.response_bytes !== undefined) {
                let data6 = data3.response_bytes;
                if (!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) {
                    const err15 = { instancePath: instancePath + "/limits/response_bytes", schemaPath: "#/properties/limits/properties/response_bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
                if ((typeof data6 == "number") && (isFinite(data6))) {
                    if (data6 > 1048576 || isNaN(data6)) {
                        const err16 = { instancePath: instancePath + "/limits/response_bytes", schemaPath: "#/properties/limits/properties/response_bytes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1048576 }, message: "must be <= 1048576" };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                    if (data6 < 1024 || isNaN(data6)) {
                        const err17 = { instancePath: instancePath + "/limits/response_bytes", schemaPath: "#/properties/limits/properties/response_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1024 }, message: "must be >= 1024" };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                }
            }
            if (data3.stderr_bytes !== undefined) {
                let data7 = data3.stderr_bytes;
                if (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) {
                    const err18 = { instancePath: instancePath + "/limits/stderr_bytes", schemaPath: "#/properties/limits/properties/stderr_bytes/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
                if ((typeof data7 == "number") && (isFinite(data7))) {
                    if (data7 > 1048576 || isNaN(data7)) {
                        const err19 = { instancePath: instancePath + "/limits/stderr_bytes", schemaPath: "#/properties/limits/properties/stderr_bytes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1048576 }, message: "must be <= 1048576" };
                        if (vErrors === null) {
                            vErrors = [err19];
                        }
                        else {
                            vErrors.push(err19);
                        }
                        errors++;
                    }
                    if (data7 < 0 || isNaN(data7)) {
                        const err20 = { instancePath: instancePath + "/limits/stderr_bytes", schemaPath: "#/properties/limits/properties/stderr_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err20];
                        }
                        else {
                            vErrors.push(err20);
                        }
                        errors++;
                    }
                }
            }
            if (data3.memory_mb !== undefined) {
                let data8 = data3.memory_mb;
                if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                    const err21 = { instancePath: instancePath + "/limits/memory_mb", schemaPath: "#/properties/limits/properties/memory_mb/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
                if ((typeof data8 == "number") && (isFinite(data8))) {
                    if (data8 > 16384 || isNaN(data8)) {
                        const err22 = { instancePath: instancePath + "/limits/memory_mb", schemaPath: "#/properties/limits/properties/memory_mb/maximum", keyword: "maximum", params: { comparison: "<=", limit: 16384 }, message: "must be <= 16384" };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                    if (data8 < 0 || isNaN(data8)) {
                        const err23 = { instancePath: instancePath + "/limits/memory_mb", schemaPath: "#/properties/limits/properties/memory_mb/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err23];
                        }
                        else {
                            vErrors.push(err23);
                        }
                        errors++;
                    }
                }
            }
            if (data3.fail_fast !== undefined) {
                if (typeof data3.fail_fast !== "boolean") {
                    const err24 = { instancePath: instancePath + "/limits/fail_fast", schemaPath: "#/properties/limits/properties/fail_fast/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                        vErrors = [err24];
                    }
                    else {
                        vErrors.push(err24);
                    }
                    errors++;
                }
            }
        }
        else {
            const err25 = { instancePath: instancePath + "/limits", schemaPath: "#/properties/limits/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err25];
            }
            else {
                vErrors.push(err25);
            }
            errors++;
        }
    }
    if (data.steps !== undefined) {
        let data10 = data.steps;
        if (Array.isArray(data10)) {
            if (data10.length > 64) {
                const err26 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items" };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
            if (data10.length < 1) {
                const err27 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
            const len0 = data10.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data11 = data10[i0];
                if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                    if (data11.id === undefined) {
                        const err28 = { instancePath: instancePath + "/steps/" + i0, schemaPath: "#/definitions/step/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property '" + "id" + "'" };
                        if (vErrors === null) {
                            vErrors = [err28];
                        }
                        else {
                            vErrors.push(err28);
                        }
                        errors++;
                    }
                    if (data11.tool === undefined) {
                        const err29 = { instancePath: instancePath + "/steps/" + i0, schemaPath: "#/definitions/step/required", keyword: "required", params: { missingProperty: "tool" }, message: "must have required property '" + "tool" + "'" };
                        if (vErrors === null) {
                            vErrors = [err29];
                        }
                        else {
                            vErrors.push(err29);
                        }
                        errors++;
                    }
                    for (const key2 in data11) {
                        if (!((((key2 === "id") || (key2 === "tool")) || (key2 === "arguments")) || (key2 === "expect"))) {
                            const err30 = { instancePath: instancePath + "/steps/" + i0, schemaPath: "#/definitions/step/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                    if (data11.id !== undefined) {
                        let data12 = data11.id;
                        if (typeof data12 === "string") {
                            if (!pattern1.test(data12)) {
                                const err31 = { instancePath: instancePath + "/steps/" + i0 + "/id", schemaPath: "#/definitions/step/properties/id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9 ._-]{1,64}$" }, message: "must match pattern \"" + "^[A-Za-z0-9 ._-]{1,64}$" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err31];
                                }
                                else {
                                    vErrors.push(err31);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err32 = { instancePath: instancePath + "/steps/" + i0 + "/id", schemaPath: "#/definitions/step/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                    }
                    if (data11.tool !== undefined) {
                        let data13 = data11.tool;
                        if (!((((((((((((((((data13 === "open_page") || (data13 === "navigate_to")) || (data13 === "click")) || (data13 === "type_text")) || (data13 === "select_option")) || (data13 === "scroll")) || (data13 === "toggle")) || (data13 === "clear")) || (data13 === "evaluate")) || (data13 === "get_cookies")) || (data13 === "set_cookies")) || (data13 === "clear_cookies")) || (data13 === "trace_status")) || (data13 === "trace_export")) || (data13 === "trace_clear")) || (data13 === "replay_validate"))) {
                            const err33 = { instancePath: instancePath + "/steps/" + i0 + "/tool", schemaPath: "#/definitions/step/properties/tool/enum", keyword: "enum", params: { allowedValues: schema12.properties.tool.enum }, message: "must be equal to one of the allowed values" };
                            if (vErrors === null) {
                                vErrors = [err33];
                            }
                            else {
                                vErrors.push(err33);
                            }
                            errors++;
                        }
                    }
                    if (data11.arguments !== undefined) {
                        let data14 = data11.arguments;
                        if (!(data14 && typeof data14 == "object" && !Array.isArray(data14))) {
                            const err34 = { instancePath: instancePath + "/steps/" + i0 + "/arguments", schemaPath: "#/definitions/step/properties/arguments/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err34];
                            }
                            else {
                                vErrors.push(err34);
                            }
                            errors++;
                        }
                    }
                    if (data11.expect !== undefined) {
                        let data15 = data11.expect;
                        if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                            for (const key3 in data15) {
                                if (!(((key3 === "is_error") || (key3 === "json_pointer")) || (key3 === "equals"))) {
                                    const err35 = { instancePath: instancePath + "/steps/" + i0 + "/expect", schemaPath: "#/definitions/step/properties/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                                    if (vErrors === null) {
                                        vErrors = [err35];
                                    }
                                    else {
                                        vErrors.push(err35);
                                    }
                                    errors++;
                                }
                            }
                            if (data15.is_error !== undefined) {
                                if (typeof data15.is_error !== "boolean") {
                                    const err36 = { instancePath: instancePath + "/steps/" + i0 + "/expect/is_error", schemaPath: "#/definitions/step/properties/expect/properties/is_error/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                }
                            }
                            if (data15.json_pointer !== undefined) {
                                let data17 = data15.json_pointer;
                                if ((typeof data17 !== "string") && (data17 !== null)) {
                                    const err37 = { instancePath: instancePath + "/steps/" + i0 + "/expect/json_pointer", schemaPath: "#/definitions/step/properties/expect/properties/json_pointer/type", keyword: "type", params: { type: schema12.properties.expect.properties.json_pointer.type }, message: "must be string,null" };
                                    if (vErrors === null) {
                                        vErrors = [err37];
                                    }
                                    else {
                                        vErrors.push(err37);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err38 = { instancePath: instancePath + "/steps/" + i0 + "/expect", schemaPath: "#/definitions/step/properties/expect/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err38];
                            }
                            else {
                                vErrors.push(err38);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err39 = { instancePath: instancePath + "/steps/" + i0, schemaPath: "#/definitions/step/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err39];
                    }
                    else {
                        vErrors.push(err39);
                    }
                    errors++;
                }
            }
        }
        else {
            const err40 = { instancePath: instancePath + "/steps", schemaPath: "#/properties/steps/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err40];
            }
            else {
                vErrors.push(err40);
            }
            errors++;
        }
    }
}
else {
    const err41 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err41];
    }
    else {
        vErrors.push(err41);
    }
    errors++;
} validate10.errors = vErrors; return errors === 0; }

;// CONCATENATED MODULE: ./src/plan/validate.ts









const INTEGER_LITERAL = /^(?:0|[1-9][0-9]*)$/;
/** ajv's standalone code for the schema, generated at build time (no schema compile at start-up). */
const validateStructure = validate;
/**
 * Validates plan bytes. With `approvals` null only what the plan itself decides is checked (the
 * `check` command); with approvals, every policy rule applies (`agent-run`, the PR gate). A
 * secret reference to a reserved runner name is always a problem; with `secrets` (the operator's
 * allow-list), so is a reference to any name not on it.
 */
function validatePlan(bytes, file, approvals, secrets) {
    // A plan with no problem at all is proven so on native values (fast-path.ts); anything else —
    // every problem, with its location — is the located validator's below.
    const answer = fastCheck(bytes, validateStructure, approvals, secrets);
    if (answer?.plan != null)
        return { file, plan: answer.plan, problems: [] };
    return validatePlanLocated(bytes, file, approvals, secrets);
}
/**
 * The approval and opt-in rules applied to a check made without approvals (`validatePlan(…, null)`):
 * the same problems, at the same places, as validating again with `approvals`, without parsing or
 * judging the document a second time (the PR gate learns its approvals from labels named by the
 * plan's fingerprint, so it must validate before it knows them). A check without a plan is
 * returned as it is: no approval applies to what is not a plan.
 */
function applyApprovals(check, approvals) {
    const plan = check.plan;
    if (plan === null)
        return check;
    const problems = [...check.problems];
    checkApprovals(plan, approvals, ({ path, rule, message }) => {
        // Approval problems are at a step (['steps', i]) or at the document (the approval names no step).
        const step = stepOfPath(path);
        const at = step === undefined ? undefined : plan.steps[step]?.location;
        problems.push({ file: check.file, line: at?.line ?? 1, column: at?.column ?? 1, rule, message, ...(step === undefined ? {} : { step }) });
    });
    problems.sort(compareProblems);
    return { file: check.file, plan, problems };
}
/** validatePlan without the fast path: the located validator alone (exported for the tests that hold the two together). */
function validatePlanLocated(bytes, file, approvals, secrets) {
    const parsed = (0,json/* parseJsonDocument */.dH)(bytes);
    const pending = [...parsed.problems];
    const lines = new plan_problem/* LineIndex */.rr(parsed.text);
    let plan = null;
    if (parsed.root !== null) {
        const root = parsed.root;
        // The document parsed strictly, so the native parser yields the same values, faster.
        const plain = JSON.parse(parsed.text);
        const report = (problem) => {
            pending.push(locateProblem(root, lines, problem));
        };
        const structureHolds = checkStructure(plain, validateStructure, report);
        checkLimitSpelling(root, pending);
        plan = applyRules(plain, {
            approvals,
            secrets,
            literals: treeLiterals(root),
            buildable: structureHolds && pending.length === 0,
            stepLocation: (index) => lines.locate(((0,json/* member */.Dc)(root, 'steps').value.items[index]).offset),
            argumentLocations: new LazyArgumentLocations(parsed.text),
        }, report);
    }
    const problems = pending.map(({ offset, rule, message, step }) => ({ file, ...lines.locate(offset), rule, message, ...(step === undefined ? {} : { step }) }));
    problems.sort(plan_problem/* compareProblems */.im);
    return { file, plan, problems };
}
// ---------------------------------------------------------------------------------------------
// What stays on the token tree: where each problem is, and how numbers were written.
/** A rule's problem at its path's node: a value's offset, or a member key's. */
function locateProblem(root, lines, problem) {
    const { path, at } = problem;
    const last = at === 'key' ? path.length - 1 : path.length;
    let node = root;
    for (let i = 0; i < last && node !== null; i++)
        node = child(node, path[i]);
    let offset = 0;
    if (node !== null) {
        const key = at === 'key' && node.kind === 'object' ? keptMember(node, String(path[last])) : undefined;
        offset = key?.keyOffset ?? node.offset;
    }
    let message = problem.message;
    if (problem.seeAlso !== undefined) {
        const other = nodeAt(root, problem.seeAlso);
        const { line, column } = lines.locate(other?.offset ?? 0);
        message += ` at line ${line}, column ${column}`;
    }
    const step = (0,plan_problem/* stepOfPath */.b7)(path);
    return { offset, rule: problem.rule, message, ...(step === undefined ? {} : { step }) };
}
/**
 * The member JSON.parse keeps, and so the one the rules judged: the last with this key. (Keys
 * are unique in any plan without a plan.json.duplicate-key problem, where first and last agree.)
 */
function keptMember(node, key) {
    for (let i = node.members.length - 1; i >= 0; i--)
        if (node.members[i].key === key)
            return node.members[i];
    return undefined;
}
function child(node, segment) {
    if (node.kind === 'object')
        return keptMember(node, String(segment))?.value ?? null;
    if (node.kind === 'array')
        return node.items[Number(segment)] ?? null;
    return null;
}
function nodeAt(root, path) {
    let node = root;
    for (let i = 0; i < path.length && node !== null; i++)
        node = child(node, path[i]);
    return node;
}
/**
 * A lexical rule: ajv sees 1000.0 and 1e3 as the integer 1000; upstream's u64 fields refuse any
 * such literal. Negative values are left to the range rule, so each literal gets one problem
 * (-0 is no integer to serde).
 */
function checkLimitSpelling(root, out) {
    const limits = root.kind === 'object' ? (0,json/* member */.Dc)(root, 'limits')?.value : undefined;
    if (limits?.kind !== 'object')
        return;
    for (const m of limits.members) {
        const value = m.value.kind === 'number' ? Number(m.value.raw) : NaN;
        if (m.value.kind === 'number' && m.key in LIMIT_RANGES && Number.isInteger(value) && value >= 0 && !INTEGER_LITERAL.test(m.value.raw)) {
            out.push({ offset: m.value.offset, rule: rule_ids/* RULE */.xZ.planLimitsInteger, message: `limits.${m.key} must be written as an integer (got ${m.value.raw})` });
        }
    }
}
/**
 * Numbers as written, from the token tree: arguments and `equals` serialized from the nodes
 * JSON.parse kept (exact for every literal), limits' spelling from their raw literals.
 */
function treeLiterals(root) {
    const stepNode = (index) => {
        const steps = root.kind === 'object' ? keptMember(root, 'steps')?.value : undefined;
        const step = steps?.kind === 'array' ? steps.items[index] : undefined;
        return step?.kind === 'object' ? step : null;
    };
    return {
        arguments(index, args) {
            const step = stepNode(index);
            const node = step === null ? undefined : keptMember(step, 'arguments')?.value;
            if (node?.kind !== 'object')
                return (0,fingerprint/* serializePlainArguments */.Zy)(args);
            const { json, bytes } = (0,fingerprint/* serializeArguments */.Ts)(node);
            return { json, bytes, secretObjects: nativeSecretObjects(args) };
        },
        equals(index, value) {
            const step = stepNode(index);
            const expect = step === null ? undefined : keptMember(step, 'expect')?.value;
            const node = expect?.kind === 'object' ? keptMember(expect, 'equals')?.value : undefined;
            return node === undefined ? (0,fingerprint/* canonicalPlainJson */.RE)(value) : (0,fingerprint/* canonicalJson */.dj)(node);
        },
        integerWritten(key) {
            const limits = root.kind === 'object' ? keptMember(root, 'limits')?.value : undefined;
            const node = limits?.kind === 'object' ? keptMember(limits, key)?.value : undefined;
            return node?.kind === 'number' && INTEGER_LITERAL.test(node.raw);
        },
    };
}


/***/ }),

/***/ 5066:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ buildReport),
/* harmony export */   x: () => (/* binding */ serializeReport)
/* harmony export */ });
/* harmony import */ var _contract_report_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6858);

/**
 * Builds the report with the contract's field order. The status rule (docs/contract/plan-and-report.md §6.10) lives here, once:
 * a dry-run is `validated`; otherwise `succeeded` iff every step succeeded and the child exited 0.
 */
function buildReport(input) {
    const { plan, outcomes } = input;
    if (outcomes.length !== plan.steps.length) {
        throw new Error(`report needs ${plan.steps.length} step outcomes, got ${outcomes.length}`);
    }
    const steps = plan.steps.map((step, i) => {
        const outcome = outcomes[i];
        const row = {
            id: step.id,
            tool: step.tool,
            status: outcome.status,
            approved: input.approvedStepIds.has(step.id),
        };
        if (outcome.failureClass !== undefined)
            row.failure_class = outcome.failureClass;
        return row;
    });
    const count = (s) => steps.filter((row) => row.status === s).length;
    const summary = { total: steps.length, succeeded: count('succeeded'), failed: count('failed'), skipped: count('skipped') };
    const status = input.dryRun
        ? 'validated'
        : summary.succeeded === summary.total && input.processOutcome === 'exited:0' ? 'succeeded' : 'failed';
    const secrets = { total: input.secrets.total };
    if (!input.dryRun) {
        if (input.secrets.present !== undefined)
            secrets.present = input.secrets.present;
        if (input.secrets.missing !== undefined)
            secrets.missing = input.secrets.missing;
    }
    const report = {
        schema: _contract_report_js__WEBPACK_IMPORTED_MODULE_0__/* .REPORT_SCHEMA */ .D,
        plan_schema: 'plasmate.agent-workflow.v1',
        protocol_version: _contract_report_js__WEBPACK_IMPORTED_MODULE_0__/* .PROTOCOL_VERSION */ .W,
        workflow: plan.name,
        plan_fingerprint: plan.fingerprint,
        dry_run: input.dryRun,
        trace_requested: plan.trace,
        status,
        summary,
        secrets,
        steps,
    };
    if (input.processOutcome !== undefined)
        report.process_outcome = input.processOutcome;
    return report;
}
/** Pretty JSON (two spaces) plus a trailing newline, as upstream writes it. */
function serializeReport(report) {
    return `${JSON.stringify(report, null, 2)}\n`;
}


/***/ }),

/***/ 4031:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   pe: () => (/* binding */ ZERO_WIDTH_SPACE)
/* harmony export */ });
/**
 * Escaping of untrusted text for GFM, as GitHub renders it (check runs, job summaries, PR pages).
 * Pure. Tables are built with report/table.ts on top of these; everything else uses them directly.
 */
/** Makes GitHub's mention and reference filters (`@user`, `#123`) skip the character before it, invisibly. */
const ZERO_WIDTH_SPACE = '\u200b';
/**
 * The characters GFM gives meaning anywhere inside a line: escape, code, emphasis and strikethrough
 * (`\\ \` * ~`), links, images and footnotes (`[ ]`), HTML and autolinks (`< >`), entities (`&`),
 * table cells (`|`) and GitHub's math (`$`). `_` only counts next to a non-alphanumeric character
 * (GFM never opens emphasis inside a word); `:` only before `/` (`https://`); `.` only after `www`
 * (GFM's `www.` autolink). The rest — `. - ( ) / , ! ' " = + ? ; % { } ^` — means nothing mid-line.
 */
const INLINE_SPECIAL = /[\\`*~[\]<>&|$]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])|:(?=\/)|(?<=www)\./gi;
/** Any ASCII punctuation that could start a block (heading, list, quote, rule, table, fence) when it opens the text. */
const LEADING_PUNCTUATION = /^[!-/:-@[-`{-~]/;
/** `1.` or `1)` opening the text would start an ordered list. */
const LEADING_ORDINAL = /^(\d+)([.)])/;
/**
 * Inline code for untrusted text outside table cells (headings, list items, paragraphs). The
 * fence is one backtick longer than any run inside, so the text cannot close it and is shown as
 * it is; line breaks become spaces, so it cannot end the line it is on. Inside `<code>`, GitHub
 * links no URL, mention or reference. Not for a table cell: a `|` there ends the cell even inside
 * backticks. Tables are built with report/table.ts, whose `cell.code` escapes it.
 */
function code(text) {
    const flat = text.replace(/[\r\n]+/g, ' ');
    // A code span needs content; an empty text shows as one space.
    if (flat === '')
        return '` `';
    const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longestRun + 1);
    // CommonMark strips one space from each end when both ends have one (unless all are spaces), and a backtick at either end would touch the fence.
    const pad = /[^ ]/.test(flat) && /^[` ]|[` ]$/.test(flat) ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/**
 * Untrusted text after other text on its line, or in a table cell, where no block can start: one
 * line, with a backslash before each character GFM would read as markup there (INLINE_SPECIAL: no
 * emphasis, link, image, HTML, entity, autolink such as `https://…` or `www.…`, and no `|` that
 * ends a cell), and a zero-width space after each `@` and `#`, because GitHub turns `@user` and
 * `#123` into mentions and references after rendering. Everything else stays as written, so the
 * raw Markdown reads as the text (a version stays `0.1.0`).
 */
function escapeInline(text) {
    return text
        .replace(/[\r\n]+/g, ' ')
        .replace(INLINE_SPECIAL, (c) => `\\${c}`)
        .replace(/[@#]/g, (c) => `${c}${ZERO_WIDTH_SPACE}`);
}
/**
 * Untrusted text that may open a block (a paragraph, a heading, a list item): `escapeInline`, and
 * a backslash before a first character that could open a block (`#`, `-`, `>`, `1.`, …).
 */
function escapeMarkdown(text) {
    const escaped = escapeInline(text);
    if (LEADING_ORDINAL.test(escaped))
        return escaped.replace(LEADING_ORDINAL, '$1\\$2');
    return LEADING_PUNCTUATION.test(escaped) && !escaped.startsWith('\\') ? `\\${escaped}` : escaped;
}


/***/ }),

/***/ 2663:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  VR: () => (/* binding */ SHORT_FINGERPRINT_LENGTH),
  aY: () => (/* reexport */ report_escape/* code */.aY),
  diagnosticsMarkdown: () => (/* binding */ diagnosticsMarkdown),
  VV: () => (/* reexport */ report_escape/* escapeInline */.VV),
  FV: () => (/* reexport */ report_escape/* escapeMarkdown */.FV),
  wf: () => (/* binding */ planStatus),
  pu: () => (/* binding */ renderChecksMarkdown),
  d$: () => (/* binding */ renderPlanMarkdown)
});

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __nccwpck_require__(4031);
// EXTERNAL MODULE: ./src/report/table.ts
var table = __nccwpck_require__(790);
// EXTERNAL MODULE: ./src/contract/text.ts
var contract_text = __nccwpck_require__(2015);
// EXTERNAL MODULE: ./src/plan/secret-reference.ts
var secret_reference = __nccwpck_require__(4859);
// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __nccwpck_require__(1190);
;// CONCATENATED MODULE: ./src/report/step-effects.ts




/** A value shown in a cell (a path, a typed text, an option) up to this many characters. */
const MAX_EFFECT_VALUE_CHARS = 120;
/** An element's accessible name up to this many characters: enough to tell elements apart (as `inspect`). */
const MAX_ELEMENT_NAME_CHARS = 80;
/** An element's role (a short SOM token) up to this many characters. */
const MAX_ELEMENT_ROLE_CHARS = 32;
/** Cookie names listed per step; the rest are counted. */
const MAX_COOKIE_NAMES_SHOWN = 8;
/** One `evaluate` expression is shown up to this many characters. */
const MAX_EXPRESSION_CHARS = 2_000;
/** The expressions of one plan are shown up to this many characters in all; later ones are only counted. */
const MAX_PLAN_EXPRESSION_CHARS = 8_000;
/** How a secret reference is shown anywhere in a summary: neither its name nor a value. */
const SECRET_SHOWN = `{"${secret_reference/* SECRET_KEY */.rB}":"…"}`;
/** What a secret name in other plan text (an element id, a typed text) becomes: the action's redactor's `***`. */
const NAME_HIDDEN = '***';
/**
 * `text` with each of the plan's secret names replaced by `***` as a whole word (a name is
 * `[A-Z_][A-Z0-9_]*`), as the action's redactor does: no output names a secret, even where the
 * plan writes the name as an element id or a text. Names come from the plan itself, so this
 * answers no guess (values are never matched against plan text).
 */
function hideNames(text, names) {
    const pattern = (0,contract_text/* wholeWordsPattern */.hQ)(names);
    return pattern === null ? text : text.replace(pattern, NAME_HIDDEN);
}
/** Bidirectional-text controls and C0/C1 controls other than tab and line feed: shown as U+FFFD. */
const UNSAFE_CHARACTERS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** `text` cut to `max` characters (code points, so no surrogate pair is split), with "…" when cut. */
function bounded(text, max) {
    const chars = Array.from(text);
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
function isSecretReference(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, secret_reference/* SECRET_KEY */.rB);
}
/**
 * An argument value as one line of text: a string as written, a secret reference as
 * `{"$secret":"…"}`, anything else as compact JSON with every nested reference shown so.
 */
function shownValue(value, names) {
    if (typeof value === 'string')
        return hideNames(value, names);
    if (value === undefined)
        return '';
    return hideNames(JSON.stringify((0,secret_reference/* mapSecretReferences */.lP)(value, () => ({ [secret_reference/* SECRET_KEY */.rB]: '…' }))), names);
}
/** A bounded code cell of an argument value (names hidden before the cut, so a cut never shows half a name). */
function valueCellOf(value, names) {
    return table/* cell */.Hn.code(bounded(shownValue(value, names), MAX_EFFECT_VALUE_CHARS));
}
/** Resolves a step's `url` against the page the plan was on (`base`), as the browser would. */
function urlTarget(value, base) {
    if (typeof value !== 'string')
        return { origin: null, path: shownValue(value, []), userInfo: false, secret: isSecretReference(value) };
    let url;
    try {
        url = base === null ? new URL(value) : new URL(value, base);
    }
    catch {
        return { origin: null, path: value, userInfo: false, secret: false };
    }
    if (url.origin === 'null')
        return { origin: null, path: value, userInfo: false, secret: false };
    return { origin: url.origin, path: `${url.pathname}${url.search}${url.hash}`, userInfo: url.username !== '' || url.password !== '', secret: false };
}
/** The page each step starts on, as far as the plan says: the URL of the last open_page/navigate_to before it (null after a secret or unknown one). */
function pageBefore(steps) {
    const out = [];
    let current = null;
    for (const step of steps) {
        out.push(current);
        if (step.tool === 'open_page' || step.tool === 'navigate_to') {
            const target = urlTarget(step.arguments.url, step.tool === 'open_page' ? null : current);
            current = target.origin === null ? null : `${target.origin}${target.path}`;
        }
    }
    return out;
}
/** The origins a plan's steps open, in order, each once (a secret or unparsable URL has none). */
function openedOrigins(steps) {
    const pages = pageBefore(steps);
    const origins = new Set();
    steps.forEach((step, i) => {
        if (step.tool !== 'open_page' && step.tool !== 'navigate_to')
            return;
        const origin = urlTarget(step.arguments.url, step.tool === 'open_page' ? null : pages[i]).origin;
        if (origin !== null)
            origins.add(origin);
    });
    return [...origins];
}
function urlCellOf(value, base, names) {
    const t = urlTarget(value, base);
    if (t.secret)
        return table/* cell */.Hn.join(table/* cell */.Hn.markup('a secret URL '), table/* cell */.Hn.code(SECRET_SHOWN));
    const path = table/* cell */.Hn.code(bounded(hideNames(t.path, names), MAX_EFFECT_VALUE_CHARS));
    if (t.origin === null)
        return base === null && typeof value === 'string' && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) ? table/* cell */.Hn.join(path, table/* cell */.Hn.markup(' (relative to the current page)')) : path;
    return table/* cell */.Hn.join(table/* cell */.Hn.code(hideNames(t.origin, names)), table/* cell */.Hn.markup(' path '), path, t.userInfo ? table/* cell */.Hn.markup(' (**with user info**)') : table/* cell */.Hn.markup(''));
}
function elementCell(step, element, names) {
    const id = step.arguments.element_id;
    const shown = valueCellOf(id, names);
    if (element === undefined)
        return shown;
    if (!element.found)
        return table/* cell */.Hn.join(shown, table/* cell */.Hn.markup(' (not found by the test run)'));
    return table/* cell */.Hn.join(shown, table/* cell */.Hn.markup(' ('), table/* cell */.Hn.text(bounded(hideNames(element.role ?? '', names), MAX_ELEMENT_ROLE_CHARS)), table/* cell */.Hn.markup(' '), table/* cell */.Hn.code(bounded(hideNames(element.name ?? '', names), MAX_ELEMENT_NAME_CHARS)), table/* cell */.Hn.markup(')'));
}
function cookieNames(cookies, names) {
    if (!Array.isArray(cookies))
        return valueCellOf(cookies, names);
    const cookieNameValues = cookies.map((c) => (typeof c === 'object' && c !== null && !Array.isArray(c) ? c.name : undefined));
    const shown = cookieNameValues.slice(0, MAX_COOKIE_NAMES_SHOWN).map((n) => valueCellOf(n, names));
    const parts = [];
    shown.forEach((c, i) => parts.push(...(i === 0 ? [] : [table/* cell */.Hn.markup(', ')]), c));
    if (cookieNameValues.length > shown.length)
        parts.push(table/* cell */.Hn.markup(' … and '), table/* cell */.Hn.number(cookieNameValues.length - shown.length), table/* cell */.Hn.markup(' more'));
    return cookieNameValues.length === 0 ? table/* cell */.Hn.markup('no cookie') : table/* cell */.Hn.join(...parts);
}
/**
 * One step's effect as a cell. `page` is the URL the plan was on before it (pageBefore), to
 * resolve a relative navigate_to; `element` the test run's lookup of its element_id; `names` the
 * plan's secret names (hidden wherever the plan's text spells them).
 */
function stepEffectCell(step, index, page, names, element) {
    const a = step.arguments;
    const on = () => elementCell(step, element, names);
    const valueCell = (value) => valueCellOf(value, names);
    const urlCell = (value, base) => urlCellOf(value, base, names);
    switch (step.tool) {
        case 'open_page':
            return table/* cell */.Hn.join(table/* cell */.Hn.markup('opens '), urlCell(a.url, null));
        case 'navigate_to':
            return table/* cell */.Hn.join(table/* cell */.Hn.markup('navigates to '), urlCell(a.url, page));
        case 'click':
            return table/* cell */.Hn.join(table/* cell */.Hn.markup('clicks '), on());
        case 'toggle':
            return table/* cell */.Hn.join(table/* cell */.Hn.markup('toggles '), on());
        case 'clear':
            return table/* cell */.Hn.join(table/* cell */.Hn.markup('clears '), on());
        case 'type_text':
            return table/* cell */.Hn.join(table/* cell */.Hn.markup(a.append === true ? 'appends ' : 'types '), isSecretReference(a.text) ? table/* cell */.Hn.join(table/* cell */.Hn.markup('a secret '), table/* cell */.Hn.code(SECRET_SHOWN)) : valueCell(a.text), table/* cell */.Hn.markup(' into '), on());
        case 'select_option':
            return table/* cell */.Hn.join(table/* cell */.Hn.markup('selects '), valueCell(a.value), table/* cell */.Hn.markup(' in '), on());
        case 'scroll':
            return table/* cell */.Hn.join(table/* cell */.Hn.markup('scrolls '), a.direction === undefined ? table/* cell */.Hn.markup('down') : valueCell(a.direction), ...(a.pixels === undefined ? [] : [table/* cell */.Hn.markup(' by '), valueCell(a.pixels), table/* cell */.Hn.markup(' px')]), ...(a.element_id === undefined ? [] : [table/* cell */.Hn.markup(' in '), on()]));
        case 'evaluate':
            return table/* cell */.Hn.join(table/* cell */.Hn.markup('runs JavaScript: expression of step '), table/* cell */.Hn.number(index + 1), table/* cell */.Hn.markup(' below'));
        case 'set_cookies':
            return table/* cell */.Hn.join(table/* cell */.Hn.markup('sets cookies '), cookieNames(a.cookies, names));
        case 'clear_cookies':
            return a.name === undefined && a.domain === undefined && a.url === undefined
                ? table/* cell */.Hn.markup('clears every cookie of the session')
                : table/* cell */.Hn.join(table/* cell */.Hn.markup('clears cookies'), ...(a.name === undefined ? [] : [table/* cell */.Hn.markup(' named '), valueCell(a.name)]), ...(a.domain === undefined ? [] : [table/* cell */.Hn.markup(' of domain '), valueCell(a.domain)]), ...(a.url === undefined ? [] : [table/* cell */.Hn.markup(' for '), urlCell(a.url, page)]));
        case 'get_cookies':
            return a.url === undefined ? table/* cell */.Hn.markup('reads the session\'s cookies') : table/* cell */.Hn.join(table/* cell */.Hn.markup('reads the cookies for '), urlCell(a.url, page));
        case 'trace_status':
            return table/* cell */.Hn.markup('reads the trace status');
        case 'trace_export':
            return table/* cell */.Hn.markup('exports the trace');
        case 'trace_clear':
            return table/* cell */.Hn.markup('clears the trace');
        case 'replay_validate':
            return table/* cell */.Hn.join(table/* cell */.Hn.markup('validates a replay of trace '), valueCell(a.trace_id), ...(a.sequence === undefined ? [] : [table/* cell */.Hn.markup(' from event '), valueCell(a.sequence)]));
    }
}
/**
 * A fenced code block of hostile text: the fence is longer than any backtick run inside (at
 * least three), so no line of the text can close it; controls and bidi characters become U+FFFD,
 * so the text reads in the order it was written.
 */
function fencedBlock(text, info = '') {
    const clean = text.replace(/\r\n?/g, '\n').replace(UNSAFE_CHARACTERS, '\ufffd');
    const longestRun = Math.max(0, ...(clean.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(Math.max(3, longestRun + 1));
    return [`${fence}${info}`, ...clean.split('\n'), fence];
}
/**
 * The expressions of a plan's `evaluate` steps, each in a collapsed `<details>` block whose
 * summary holds only this project's words and the step's number (never its id: page-free HTML
 * context). Bounded per expression and per plan; what is cut says so, after the block.
 */
function expressionBlocks(steps, names) {
    const out = [];
    let budget = MAX_PLAN_EXPRESSION_CHARS;
    let withheld = 0;
    steps.forEach((step, i) => {
        if (step.tool !== 'evaluate')
            return;
        if (budget <= 0) {
            withheld++;
            return;
        }
        const expression = shownValue(step.arguments.expression, names);
        const length = Array.from(expression).length;
        const max = Math.min(MAX_EXPRESSION_CHARS, budget);
        const shown = bounded(expression, max);
        budget -= Math.min(length, max);
        out.push(`<details><summary>Step ${i + 1} (evaluate): the expression it runs, ${(0,plural/* plural */.LS)(length, 'character')}</summary>`, '', ...fencedBlock(shown, 'js'), '');
        if (length > max)
            out.push(`Cut at ${max} characters (the "…" above); the plan file has the whole expression.`, '');
        out.push('</details>', '');
    });
    if (withheld > 0)
        out.push(`${(0,plural/* plural */.LS)(withheld, 'more expression')} not shown: this plan's expressions are shown up to ${MAX_PLAN_EXPRESSION_CHARS} characters in all; the plan file has them.`, '');
    return out;
}

// EXTERNAL MODULE: ./src/plan/validate.ts + 4 modules
var validate = __nccwpck_require__(4211);
;// CONCATENATED MODULE: ./src/report/plan-diff.ts






/** Rows of the changes table per plan at most; the rest are counted, and the PR's diff has them. */
const MAX_CHANGE_ROWS = 40;
/** New origins listed per plan at most. */
const MAX_NEW_ORIGINS_SHOWN = 12;
/** Nested argument values are compared down to this depth; deeper, a value is compared (and shown) whole. */
const MAX_COMPARED_DEPTH = 4;
/** The base version from its bytes (null: not found) or why they could not be read; validated as untrusted, like the head. */
function planBase(file, bytes, error) {
    if (bytes === null)
        return { kind: 'unreadable', file, reason: error ?? 'not readable' };
    const check = validatePlan(bytes, file, null);
    if (check.plan !== null)
        return { kind: 'plan', file, plan: check.plan };
    const first = check.problems[0];
    return { kind: 'unreadable', file, reason: first === undefined ? 'not a plan' : `not a valid plan (${first.file}:${first.line}:${first.column} ${first.rule})` };
}
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSecret = (v) => isRecord(v) && Object.hasOwn(v, secret_reference/* SECRET_KEY */.rB);
/** JSON-pointer-like leaves of a value (a secret reference is one leaf), down to MAX_COMPARED_DEPTH. */
function leaves(value, prefix, depth, out) {
    if (depth < MAX_COMPARED_DEPTH && !isSecret(value) && (Array.isArray(value) || isRecord(value))) {
        const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
        if (entries.length === 0)
            out.set(prefix, value);
        for (const [key, item] of entries)
            leaves(item, `${prefix}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, depth + 1, out);
        return;
    }
    out.set(prefix, value);
}
function stepFields(step) {
    const out = new Map([['tool', step.tool]]);
    leaves(step.arguments, 'arguments', 0, out);
    out.set('expect/is_error', step.expect.is_error);
    out.set('expect/json_pointer', step.expect.json_pointer ?? undefined);
    out.set('expect/equals', step.expect.equals ?? undefined);
    return out;
}
function compare(before, after) {
    const changes = [];
    for (const field of new Set([...before.keys(), ...after.keys()])) {
        const b = before.get(field);
        const a = after.get(field);
        if (JSON.stringify(b) !== JSON.stringify(a))
            changes.push({ field, before: b, after: a });
    }
    return changes;
}
function settings(plan) {
    const out = new Map([['name', plan.name], ['trace', plan.trace]]);
    for (const [key, value] of Object.entries(plan.limits))
        out.set(`limits/${key}`, value);
    return out;
}
function diffPlans(base, head) {
    const baseSteps = new Map(base.steps.map((s) => [s.id, s]));
    const headIds = new Set(head.steps.map((s) => s.id));
    const added = head.steps.filter((s) => !baseSteps.has(s.id)).map((s) => ({ id: s.id, tool: s.tool }));
    const removed = base.steps.filter((s) => !headIds.has(s.id)).map((s) => ({ id: s.id, tool: s.tool }));
    const changed = [];
    for (const step of head.steps) {
        const old = baseSteps.get(step.id);
        if (old === undefined)
            continue;
        const changes = compare(stepFields(old), stepFields(step));
        if (changes.length > 0)
            changed.push({ id: step.id, changes });
    }
    const commonBase = base.steps.filter((s) => headIds.has(s.id)).map((s) => s.id);
    const commonHead = head.steps.filter((s) => baseSteps.has(s.id)).map((s) => s.id);
    const before = new Set(openedOrigins(base.steps));
    return {
        added, removed, changed,
        reordered: commonBase.some((id, i) => commonHead[i] !== id),
        settings: compare(settings(base), settings(head)),
        newOrigins: openedOrigins(head.steps).filter((o) => !before.has(o)),
        same: base.fingerprint === head.fingerprint,
    };
}
function valueCell(value, names) {
    return value === undefined ? table/* cell */.Hn.markup('(absent)') : table/* cell */.Hn.code(bounded(shownValue(value, names), MAX_EFFECT_VALUE_CHARS));
}
/** A changed secret reference reads the same on both sides; say that it is another one (its name is never shown). */
function afterCell(change, names) {
    const shown = valueCell(change.after, names);
    return isSecret(change.before) && isSecret(change.after) ? table/* cell */.Hn.join(shown, table/* cell */.Hn.markup(' (another secret)')) : shown;
}
function originList(origins, names) {
    const shown = origins.slice(0, MAX_NEW_ORIGINS_SHOWN).map((o) => (0,report_escape/* code */.aY)(hideNames(o, names))).join(', ');
    return origins.length > MAX_NEW_ORIGINS_SHOWN ? `${shown} … and ${origins.length - MAX_NEW_ORIGINS_SHOWN} more` : shown;
}
/**
 * The "Changes against the base branch" part of a plan's section. `renamedFrom` is the base's
 * file name when the pull request renamed the plan.
 */
function renderPlanChanges(base, head, headFile) {
    const out = ['**Changes against the base branch**', ''];
    // Both versions' secret names: a base's name must not show either, wherever its text spells it.
    const names = [...head.secretNames, ...(base.kind === 'plan' ? base.plan.secretNames : [])];
    if (base.kind === 'new') {
        const origins = openedOrigins(head.steps);
        out.push(`New plan: the base branch has no version of it; all ${(0,plural/* plural */.LS)(head.steps.length, 'step')} are added.${origins.length === 0 ? '' : ` It opens ${originList(origins, names)}.`}`, '');
        return out;
    }
    const from = base.file === headFile ? '' : `Renamed from ${(0,report_escape/* code */.aY)(base.file)}. `;
    if (base.kind === 'unreadable') {
        out.push(`${from}The base version is shown as unreadable: ${(0,report_escape/* escapeMarkdown */.FV)(base.reason)}. Review the whole plan.`, '');
        return out;
    }
    const diff = diffPlans(base.plan, head);
    if (diff.same) {
        out.push(`${from}Nothing the plan does changed (same fingerprint as the base version).`, '');
        return out;
    }
    const counts = [
        (0,plural/* plural */.LS)(diff.added.length, 'step') + ' added', (0,plural/* plural */.LS)(diff.removed.length, 'step') + ' removed', (0,plural/* plural */.LS)(diff.changed.length, 'step') + ' changed',
        ...(diff.reordered ? ['steps reordered'] : []),
    ];
    out.push(`${from}${counts.join(', ')}.${diff.newOrigins.length === 0 ? '' : ` **Newly opened origins:** ${originList(diff.newOrigins, names)}.`}`, '');
    const rows = [];
    for (const s of diff.added)
        rows.push([table/* cell */.Hn.code(s.id), table/* cell */.Hn.markup('**added**'), table/* cell */.Hn.markup('—'), table/* cell */.Hn.code(s.tool)]);
    for (const s of diff.removed)
        rows.push([table/* cell */.Hn.code(s.id), table/* cell */.Hn.markup('**removed**'), table/* cell */.Hn.code(s.tool), table/* cell */.Hn.markup('—')]);
    for (const s of diff.changed)
        for (const c of s.changes)
            rows.push([table/* cell */.Hn.code(s.id), table/* cell */.Hn.code(hideNames(c.field, names)), valueCell(c.before, names), afterCell(c, names)]);
    for (const c of diff.settings)
        rows.push([table/* cell */.Hn.markup('(plan)'), table/* cell */.Hn.code(c.field), valueCell(c.before, names), afterCell(c, names)]);
    if (rows.length > 0) {
        out.push(...(0,table/* table */.tp)((0,table/* headerCells */.bz)('step', 'change', 'before', 'after'), rows.slice(0, MAX_CHANGE_ROWS)));
        if (rows.length > MAX_CHANGE_ROWS)
            out.push(`… and ${(0,plural/* plural */.LS)(rows.length - MAX_CHANGE_ROWS, 'more change')}: the pull request's diff has them.`, '');
    }
    return out;
}

// EXTERNAL MODULE: ./src/contract/rule-ids.ts
var rule_ids = __nccwpck_require__(8997);
;// CONCATENATED MODULE: ./src/report/markdown.ts







const SHORT_FINGERPRINT_LENGTH = 12;
/** The per-step approval view of the step table. */
function stepRows(check, approvals) {
    const plan = check.plan;
    if (plan === null)
        return [];
    const confirmed = new Set(approvals?.confirmSteps ?? []);
    return plan.steps.map((step) => ({
        id: step.id,
        tool: step.tool,
        mutates: step.mutates,
        approval: !step.mutates ? 'not needed' : approvals === null ? 'needs approval' : confirmed.has(step.id) ? 'approved' : 'missing',
        optIn: step.optIn,
        optInGranted: step.optIn === null || approvals === null ? null : step.optIn === 'evaluate' ? approvals.allowEvaluate : approvals.allowCookieWrites,
    }));
}
function planStatus(summary) {
    if (summary.report !== null)
        return summary.report.status;
    if (summary.check.problems.length > 0) {
        return summary.check.problems.every((p) => p.rule === rule_ids/* RULE */.xZ.policyApprovalMissing) ? 'needs approval' : 'invalid';
    }
    const plan = summary.check.plan;
    if (plan === null)
        return 'invalid';
    // Approvals not evaluated (the `check` command): a plan with a step that changes something is
    // not ready to run until someone approves it, so it never shows as plainly validated.
    if (summary.approvals === null && summary.approvalsOnPullRequests !== true && plan.steps.some((s) => s.mutates || s.optIn !== null))
        return 'needs approval';
    // No problem at all: the plan passed everything it was checked against.
    return 'validated';
}
const STATUS_ICON = {
    validated: '✅',
    succeeded: '✅',
    failed: '❌',
    invalid: '❌',
    'needs approval': '⏸️',
};
function renderPlanMarkdown(summary) {
    const { check, report } = summary;
    const plan = check.plan;
    const status = planStatus(summary);
    const lines = [];
    const title = plan === null ? '' : ` — ${(0,report_escape/* escapeMarkdown */.FV)(plan.name)}`;
    lines.push(`### ${STATUS_ICON[status]} ${(0,report_escape/* code */.aY)(check.file)}${title}`, '');
    if (plan !== null) {
        const facts = [
            `fingerprint ${(0,report_escape/* code */.aY)(plan.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH))}`,
            `status **${status}**`,
            (0,plural/* plural */.LS)(plan.steps.length, 'step'),
            `secrets referenced: ${plan.secretNames.length}`,
            `trace ${plan.trace ? 'on' : 'off'}`,
        ];
        if (report?.secrets.missing !== undefined)
            facts.push(`secrets missing: ${report.secrets.missing}`);
        if (report?.process_outcome !== undefined)
            facts.push(`process ${(0,report_escape/* code */.aY)(report.process_outcome)}`);
        lines.push(facts.join(' · '), '');
        lines.push(...stepTable(summary));
        lines.push(...expressionBlocks(plan.steps, plan.secretNames));
        if (summary.base !== undefined)
            lines.push(...renderPlanChanges(summary.base, plan, check.file));
        if (summary.diagnostics !== undefined)
            lines.push(...diagnosticsMarkdown(summary.diagnostics));
    }
    else {
        lines.push(`status **${status}** — the plan could not be read as a valid plan, so no steps are shown.`, '');
    }
    if (check.problems.length > 0) {
        lines.push(`**Problems (${check.problems.length})**`, '');
        for (const p of check.problems) {
            lines.push(`- ${(0,report_escape/* code */.aY)(`${p.file}:${p.line}:${p.column}`)} ${(0,report_escape/* code */.aY)(p.rule)} ${(0,report_escape/* escapeMarkdown */.FV)(p.message)}`);
        }
        lines.push('');
    }
    if (summary.testRunMarkdown !== undefined)
        lines.push(summary.testRunMarkdown);
    return lines.join('\n');
}
/**
 * The reasons as a list: location, class and step in code spans, the reason (untrusted, already
 * one bounded inert line) in a code span too, so no Markdown or HTML in it is read as such.
 */
function diagnosticsMarkdown(diagnostics) {
    const items = [];
    if (diagnostics.run !== null)
        items.push(`- ${(0,report_escape/* code */.aY)(diagnostics.run.failureClass)}: ${(0,report_escape/* code */.aY)(diagnostics.run.reason)}`);
    for (const d of diagnostics.steps)
        items.push(`- ${(0,report_escape/* code */.aY)(`${d.line}:${d.column}`)} step ${(0,report_escape/* code */.aY)(d.stepId)} ${(0,report_escape/* code */.aY)(d.failureClass)}: ${(0,report_escape/* code */.aY)(d.reason)}`);
    for (const note of diagnostics.notes)
        items.push(`- ${(0,report_escape/* escapeMarkdown */.FV)(note)}`);
    return items.length === 0 ? [] : ['**Why**', '', ...items, ''];
}
function stepTable(summary) {
    const rows = stepRows(summary.check, summary.approvals);
    const results = new Map(summary.report?.steps.map((s) => [s.id, s]) ?? []);
    // Without a pull request there is nothing to approve with: no approval columns at all.
    const withApprovals = summary.approvalsOnPullRequests !== true;
    const withLabels = withApprovals && summary.approvalLabels !== undefined;
    const steps = summary.check.plan?.steps ?? [];
    const pages = pageBefore(steps);
    const header = (0,table/* headerCells */.bz)('#', 'step', 'tool', 'does', 'mutates', ...(withApprovals ? ['approval'] : []), 'opt-in', 'result', ...(withLabels ? ['approval label'] : []));
    const body = rows.map((row, i) => {
        const result = results.get(row.id);
        const optIn = row.optIn === null
            ? table/* cell */.Hn.markup('—')
            : table/* cell */.Hn.join(table/* cell */.Hn.markup(row.optIn === 'evaluate' ? 'evaluate' : 'cookie writes'), row.optInGranted === null ? table/* cell */.Hn.markup('') : row.optInGranted ? table/* cell */.Hn.markup(' (granted)') : table/* cell */.Hn.markup(' (**not granted**)'));
        const approval = row.approval === 'missing' ? table/* cell */.Hn.markup('**missing**') : table/* cell */.Hn.text(row.approval);
        const label = summary.approvalLabels?.get(row.id);
        return [
            table/* cell */.Hn.number(i + 1),
            table/* cell */.Hn.code(row.id),
            table/* cell */.Hn.code(row.tool),
            stepEffectCell(steps[i], i, pages[i], summary.check.plan?.secretNames ?? [], summary.elements?.get(row.id)),
            table/* cell */.Hn.markup(row.mutates ? 'yes' : 'no'),
            ...(withApprovals ? [approval] : []),
            optIn,
            result === undefined ? table/* cell */.Hn.markup('—') : table/* cell */.Hn.join(table/* cell */.Hn.text(result.status), ...(result.failure_class === undefined ? [] : [table/* cell */.Hn.markup(' ('), table/* cell */.Hn.code(result.failure_class), table/* cell */.Hn.markup(')')])),
            ...(withLabels ? [label === undefined ? table/* cell */.Hn.markup('—') : table/* cell */.Hn.code(label)] : []),
        ];
    });
    return (0,table/* table */.tp)(header, body);
}
/** `4 validated, 1 needs approval, 2 need approval`: a status as the count's verb phrase. */
function statusCount(status, n) {
    return `${n} ${status === 'needs approval' && n !== 1 ? 'need approval' : status}`;
}
/** Several plans in one document, with a count line a reviewer reads first. */
function renderChecksMarkdown(summaries, heading) {
    const counts = new Map();
    for (const s of summaries)
        counts.set(planStatus(s), (counts.get(planStatus(s)) ?? 0) + 1);
    const tally = [...counts].map(([status, n]) => statusCount(status, n)).join(', ');
    const onPullRequests = summaries.length > 0 && summaries.every((s) => s.approvalsOnPullRequests === true);
    const approvalsNote = onPullRequests ? ' Approvals are checked on pull requests: this run has none, so no step approval is evaluated or shown.' : '';
    const head = `## ${(0,report_escape/* escapeMarkdown */.FV)(heading)}\n\n${(0,plural/* plural */.LS)(summaries.length, 'plan')} checked${tally === '' ? '' : `: ${tally}`}.${approvalsNote}\n`;
    return [head, ...summaries.map(renderPlanMarkdown)].join('\n');
}


/***/ }),

/***/ 1190:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HD: () => (/* binding */ agreeing),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   fI: () => (/* binding */ stepsNeedApproval)
/* harmony export */ });
/** Counts in prose: `1 step`, `2 steps`, `0 plans`. One helper, so no message says `1 steps`. */
function plural(n, singular, pluralForm = `${singular}s`) {
    return `${n} ${agreeing(n, singular, pluralForm)}`;
}
/** The word alone that agrees with a count said elsewhere: a verb or pronoun (`is`/`are`, `it`/`them`). */
function agreeing(n, singular, pluralForm = `${singular}s`) {
    return n === 1 ? singular : pluralForm;
}
/** `no step needs approval`, `1 step needs approval`, `4 steps need approval`: the one wording of `check`, dry-run and run for steps awaiting approval. */
function stepsNeedApproval(n) {
    if (n === 0)
        return 'no step needs approval';
    return `${plural(n, 'step')} ${n === 1 ? 'needs' : 'need'} approval`;
}


/***/ }),

/***/ 790:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   bz: () => (/* binding */ headerCells),
/* harmony export */   tp: () => (/* binding */ table)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4031);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1190);
/**
 * The one way this project writes a GFM table. A table is split into cells on every unescaped `|`
 * before any inline parsing — inside backticks too — so one unescaped `|` in page, plan or PR text
 * ends its cell and lets the rest of the text add cells, links and images (a page that names an element
 * "Approved by maintainer — confirm here" must not write that into a check summary). Here a cell
 * is a `Cell`, a branded string that only the constructors of `cell` make, each of which escapes
 * what it is given; `table` takes nothing else. So a plain string — `code()`'s output, or a
 * template literal — cannot reach a table: it does not type-check.
 */


/**
 * Bidirectional-text controls (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM): page
 * text can use them to make a cell read as something else (an RLO reverses what follows). Shown
 * as U+FFFD instead, so the cell reads in the order it was written.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
const REPLACEMENT = '\ufffd';
/**
 * For a code span in a cell: every `|` becomes `\|` (GFM removes that backslash when it splits
 * the row, even inside a code span, and shows `|`); a backslash just before a `|` gets a zero-width
 * space after it, so it cannot pair with the escape (`\\|` would leave the `|` bare).
 */
function pipesEscaped(markdown) {
    return markdown.replace(/\\(?=\|)/g, `\\${_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .ZERO_WIDTH_SPACE */ .pe}`).replace(/\|/g, '\\|');
}
const brand = (markdown) => markdown;
const withoutBidi = (text) => text.replace(BIDI_CONTROLS, REPLACEMENT);
function ownMarkup(markdown) {
    if (/[|\r\n]/.test(markdown))
        throw new Error('a cell of our own Markdown must be one line without |');
    return brand(markdown);
}
const cell = {
    /** Untrusted text shown as it is, one line: no markup of its own, no mention, no extra cell. */
    // escapeInline escapes `|` and `\\` themselves: no bare `|` is left, and every backslash is an escape.
    text: (text) => brand((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeInline */ .VV)(withoutBidi(text))),
    /** Untrusted text in a code span (ids, paths, labels), one line, shown exactly. */
    code: (text) => brand(pipesEscaped((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(withoutBidi(text)))),
    /** A count or a measurement. */
    number: (n) => brand(String(n)),
    /** This project's own fixed Markdown (`—`, `**missing**`): a literal in the source, never a computed string. */
    markup: (markdown) => ownMarkup(markdown),
    /** Cells side by side in one cell, e.g. a status and its failure class. */
    join: (...parts) => parts.join(''),
};
/**
 * A GFM table as lines: the header, the delimiter row, one line per row, then an empty line, so
 * whatever follows (a `**Why**` list, a paragraph) starts a new block instead of continuing the
 * table as another row. Every row has exactly the header's cells.
 */
function table(header, rows) {
    for (const row of rows) {
        if (row.length !== header.length)
            throw new Error(`a table row has ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(row.length, 'cell')} for ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(header.length, 'column')}`);
    }
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line), ''];
}
/**
 * A header row of this project's own column titles, kept as written (`#` stays `#`). Titles are
 * never page or plan text; each must be one line without `|`.
 */
function headerCells(...titles) {
    return titles.map(ownMarkup);
}


/***/ }),

/***/ 1693:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ OutputWriteError),
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/**
 * A file could not be written. Names only the target the caller asked for and the errno code —
 * never the temp file (a name the user never gave) and never the underlying message, which
 * embeds that temp path.
 */
class OutputWriteError extends Error {
    path;
    code;
    name = 'OutputWriteError';
    constructor(path, code) {
        super(`cannot write ${path} (${code})`);
        this.path = path;
        this.code = code;
    }
}
/**
 * Writes `contents` to `path` atomically: a temp file in the same directory (so rename never
 * crosses a filesystem), flushed to disk, then renamed over the target. A reader sees the old
 * file or the new one, never a torn write; on failure the temp file is removed and an
 * OutputWriteError naming `path` is thrown.
 */
async function writeFileAtomic(path, contents) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path);
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temp, 'wx', 0o644);
        try {
            await handle.writeFile(contents, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true }).catch(() => undefined);
        throw new OutputWriteError(path, error.code ?? 'unknown error');
    }
}


/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 714:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: ./src/contract/version.ts
var version = __nccwpck_require__(3382);
// EXTERNAL MODULE: ./src/plan/schema.ts
var schema = __nccwpck_require__(7684);
// EXTERNAL MODULE: ./src/report/write.ts
var write = __nccwpck_require__(1693);
// EXTERNAL MODULE: ./src/contract/bounds.ts
var bounds = __nccwpck_require__(3457);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __nccwpck_require__(1604);
;// CONCATENATED MODULE: ./src/cli/help.ts
/**
 * The CLI's help text: the overall usage, and per command its purpose, usage lines and one line per
 * flag (`plasmate-action COMMAND --help`, `plasmate-action help COMMAND`).
 */


const USAGE = `usage:
  plasmate-action agent-run --plan FILE --report FILE [--dry-run] [--confirm-step ID]...
                            [--secret NAME]... [--allow-evaluate] [--allow-cookie-writes] [--markdown FILE] [--json]
                            [--engine auto|plasmate|reference] [--plasmate PATH] [--allow-private-network]
                            [--trust-static-tool-policy]
  plasmate-action agent-run --plan FILE --check-schemas [--engine ...] [--plasmate PATH] [--confirm-step ID]... [--secret NAME]...
  plasmate-action agent-run --plan FILE --test-mode --report FILE [--actions FILE] [--markdown FILE]
                            [--engine ...] [--plasmate PATH] [--allow-private-network]
  plasmate-action agent-run --report-dir DIR [--jobs N] [--dry-run|--test-mode] [options] FILE|GLOB...
  plasmate-action inspect URL [--engine auto|plasmate|reference] [--plasmate PATH] [--allow-private-network] [--json]
                          [--timeout-ms N]
  plasmate-action check [--markdown FILE|--json] [--secret NAME]... FILE|GLOB...
  plasmate-action labels [--json] [--secret NAME]... FILE|GLOB...
  plasmate-action watch [--ledger FILE] [--json] [--engine ...] [--plasmate PATH] [--allow-private-network] FILE|GLOB...
  plasmate-action benchmark --output FILE [--markdown FILE] [--plasmate PATH] [--trust-static-tool-policy]
  plasmate-action benchmark-validate --input FILE
  plasmate-action schema
  plasmate-action --version (or -V)

  --secret NAME (repeatable) and ${cli_io/* SECRETS_VARIABLE */.Bx}=NAME,NAME together are the secret names a plan
  may reference; agent-run refuses any other (check only when a list is given).

  plasmate-action COMMAND --help (or: plasmate-action help COMMAND) explains every flag of COMMAND.`;
const ENGINE_FLAGS = [
    ['--engine auto|plasmate|reference', 'the MCP child; auto (default) runs --plasmate or a plasmate on PATH when there is one, else the bundled reference engine'],
    ['--plasmate PATH', 'the Plasmate binary to run as the child (a path, or a name on PATH); ignored with --engine reference'],
    ['--allow-private-network', 'let the child open loopback and private addresses (link-local and cloud metadata stay refused)'],
];
/** The opt-in for a child that advertises no tool annotations (agent-run and benchmark). */
const TRUST_STATIC_TOOL_POLICY_HELP = [
    '--trust-static-tool-policy',
    "when the child advertises no tool annotations at all (older Plasmate), run read-only steps on the plan's static policy alone; annotations a child does advertise are still checked, and --test-mode ignores this",
];
/** One entry per command: what it does, its usage lines, and one line per flag. */
const COMMAND_HELP = {
    'agent-run': {
        summary: 'validate a plan, then run it against the MCP child (or dry-run, check schemas, or test-run it) and write its report',
        usage: [
            'plasmate-action agent-run --plan FILE --report FILE [options]',
            'plasmate-action agent-run --plan FILE --check-schemas [options]',
            'plasmate-action agent-run --plan FILE --test-mode --report FILE [--actions FILE] [options]',
            'plasmate-action agent-run --report-dir DIR [--jobs N] [--dry-run|--check-schemas|--test-mode] [options] FILE|GLOB...',
        ],
        flags: [
            ['--plan FILE', 'the plan to run (a regular file; required unless the plans are given as FILE|GLOB...)'],
            ['FILE|GLOB...', 'several plans, read and globbed as check does; each runs as --plan would, its report in --report-dir'],
            ['--report-dir DIR', 'with FILE|GLOB...: the directory of the per-plan reports, named as the action names them (required unless --check-schemas)'],
            ['--jobs N', 'with FILE|GLOB...: run up to N plans at once (default 1; more than the cores available is lowered to them, with a note)'],
            ['--report FILE', 'where to write the JSON report (required unless --check-schemas; with --test-mode, the test-run record)'],
            ['--markdown FILE', `also write the Markdown summary to FILE; "${cli_io/* STDOUT_PATH */.SS}" prints it on stdout and the status line on stderr`],
            ['--json', 'print one JSON document on stdout (each plan: outcome, report, step counts, located problems and failures as objects); the status lines go to stderr'],
            ['--dry-run', 'validate and write a report without starting the child'],
            ['--check-schemas', "start the child and check every step against its advertised tools; no tool is called"],
            ['--test-mode', 'run reads for real and stub every effect; takes no approvals (see docs/test-mode.md)'],
            ['--actions FILE', 'with --test-mode: write the stubbed actions as JSON lines'],
            ['--confirm-step ID', 'approve the mutating step ID (repeatable); with several plans, in every plan that has a step ID'],
            ['--confirm-step PLAN:STEP', 'approve STEP of the plan PLAN only (a file or glob as given, or a plan as the run names it); split at the last ":", which no step id contains'],
            ['--allow-evaluate', 'grant the evaluate opt-in to steps that need it'],
            ['--allow-cookie-writes', 'grant the cookie-writes opt-in to steps that need it'],
            ['--secret NAME', `allow the plan to reference the secret NAME (repeatable; also ${cli_io/* SECRETS_VARIABLE */.Bx})`],
            ...ENGINE_FLAGS,
            TRUST_STATIC_TOOL_POLICY_HELP,
        ],
    },
    watch: {
        summary: 'test-run plans to see whether the pages they drive still match them: healthy, drifted, unreachable or not run, with a suggested edit for a target that moved; exit 1 unless every plan is healthy',
        usage: ['plasmate-action watch [--ledger FILE] [--json] [options] FILE|GLOB...'],
        flags: [
            ['FILE|GLOB...', 'the plans to watch (read and globbed as check does); each is test-run: reads real, every effect stubbed'],
            ['--ledger FILE', "what healthy runs saw of each target (role and accessible name), read first and rewritten; a moved target's suggestion needs it"],
            ['--json', 'print one JSON document on stdout (each plan with its state and failed steps, candidates and suggested edits); the plain lines go to stderr'],
            ...ENGINE_FLAGS,
        ],
    },
    check: {
        summary: 'validate plans without running them; exit 1 when any is invalid or unreadable',
        usage: ['plasmate-action check [--markdown FILE|--json] [--secret NAME]... FILE|GLOB...'],
        flags: [
            ['FILE|GLOB...', 'the plans to check (regular files inside the working directory; globs expand, sorted)'],
            ['--markdown FILE', `also write a Markdown summary to FILE; "${cli_io/* STDOUT_PATH */.SS}" prints it on stdout and the plain lines on stderr`],
            ['--json', 'print one JSON document on stdout (each plan valid or not, with its located problems); the plain lines go to stderr'],
            ['--secret NAME', `the secret names plans may reference (repeatable; also ${cli_io/* SECRETS_VARIABLE */.Bx}); without a list only reserved names are refused`],
        ],
    },
    inspect: {
        summary: 'open a page as a plan would and list its regions and elements with their ids',
        usage: ['plasmate-action inspect URL [options]'],
        flags: [
            ['URL', 'the page to open (an http or https URL a plan\'s open_page accepts)'],
            ['--json', 'print the same rows as one JSON document (schema plasmate.agent-workflow-inspect.v1); the result open_page gives a plan is described in docs/tools.md'],
            ['--timeout-ms N', `how long each request to the child (its start, open_page) may take: a plan's limits.step_timeout_ms, ${bounds/* STEP_TIMEOUT_MS */.ug.min}-${bounds/* STEP_TIMEOUT_MS */.ug.max} (default ${bounds/* STEP_TIMEOUT_MS */.ug.default})`],
            ...ENGINE_FLAGS,
        ],
    },
    labels: {
        summary: 'print the approval, plan and test labels of each plan exactly as the action computes them; exit 1 when a plan is invalid',
        usage: ['plasmate-action labels [--json] [--secret NAME]... FILE|GLOB...'],
        flags: [
            ['FILE|GLOB...', 'the plans whose labels to print'],
            ['--json', 'print one JSON document instead of tab-separated lines (file, kind, step, label, description), invalid plans with their located problems'],
            ['--secret NAME', `a secret name the action's "secrets" input allows (repeatable; also ${cli_io/* SECRETS_VARIABLE */.Bx}); without any, as with that input empty, a plan that references a secret is invalid`],
        ],
    },
    benchmark: {
        summary: 'run the benchmark tasks and write the evidence (JSON) and its Markdown summary; exit 2 when the gate fails',
        usage: ['plasmate-action benchmark --output FILE [--markdown FILE] [--plasmate PATH] [--trust-static-tool-policy]'],
        flags: [
            ['--output FILE', 'where to write the JSON evidence (required)'],
            ['--markdown FILE', `where to write the Markdown summary (default: the output path with .md); "${cli_io/* STDOUT_PATH */.SS}" prints it on stdout`],
            ['--plasmate PATH', 'the Plasmate binary to benchmark (default: the bundled reference engine)'],
            TRUST_STATIC_TOOL_POLICY_HELP,
        ],
    },
    'benchmark-validate': {
        summary: 'check benchmark evidence written by `benchmark` as upstream\'s validator does (docs/benchmark.md); exit 1 unless it is intact evidence of a passing run',
        usage: ['plasmate-action benchmark-validate --input FILE'],
        flags: [['--input FILE', 'the evidence to validate (required; a regular file)']],
    },
    schema: {
        summary: 'print the JSON Schema of a plan',
        usage: ['plasmate-action schema'],
        flags: [],
    },
};
/** The help of one command: its purpose, usage, and one line per flag. */
function commandHelp(command) {
    if (!hasCommandHelp(command))
        return undefined;
    const help = COMMAND_HELP[command];
    const width = Math.max(0, ...help.flags.map(([flag]) => flag.length));
    const flags = help.flags.map(([flag, text]) => `  ${flag.padEnd(width)}  ${text}`);
    return [`${command}: ${help.summary}`, '', 'usage:', ...help.usage.map((u) => `  ${u}`), ...(flags.length === 0 ? [] : ['', 'flags:', ...flags, '  --help, -h'.padEnd(width + 2) + '  print this help'])].join('\n');
}
/** The flags that ask for a command's help wherever they stand among its arguments. */
const HELP_FLAGS = new Set(['--help', '-h']);
/** Whether COMMAND is a command with its own help (so a usage error can point to it). */
function hasCommandHelp(command) {
    return command !== undefined && Object.hasOwn(COMMAND_HELP, command);
}
/** The usage lines of one command (what a usage error of that command shows instead of every command's). */
function commandUsage(command) {
    return hasCommandHelp(command) ? COMMAND_HELP[command].usage : undefined;
}
/** The long flag names COMMAND accepts, as its help lists them (`--engine auto|…` → `--engine`). */
function commandFlagNames(command) {
    if (!hasCommandHelp(command))
        return [];
    const names = COMMAND_HELP[command].flags.flatMap(([flag]) => flag.split(/[\s,]+/).filter((word) => word.startsWith('--')));
    return [...new Set([...names, '--help'])];
}

;// CONCATENATED MODULE: ./src/cli/usage-error.ts
/**
 * What a usage error prints: the cause in our words (Node's parseArgs text is not shown), a
 * "did you mean" when a known flag is a small edit away, and the usage of that command only.
 */

/** A misspelling this many edits from a known flag is suggested; farther ones are not guesses. */
const MAX_SUGGESTION_DISTANCE = 2;
/** The message of one usage error of COMMAND (undefined when no command was recognised). */
function usageErrorText(command, error) {
    const cause = usageCause(command, error);
    const usage = hasCommandHelp(command) ? ['usage:', ...commandUsage(command).map((line) => `  ${line}`)].join('\n') : USAGE;
    const more = hasCommandHelp(command) ? `\n"plasmate-action ${command} --help" explains every flag.` : '';
    return `error: ${cause}\n${usage}${more}`;
}
function usageCause(command, error) {
    if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const option = /'(-[^']*)'/.exec(error.message)?.[1] ?? 'given';
        const suggestion = command === undefined ? undefined : nearestFlag(option, commandFlagNames(command));
        return `unknown option ${option}${suggestion === undefined ? '' : `; did you mean ${suggestion}?`}`;
    }
    if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
        return error.message.replace(/\.$/, '');
    if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
        const value = /'([^']*)'/.exec(error.message)?.[1];
        return value === undefined ? 'unexpected argument' : `unexpected argument ${JSON.stringify(value)}`;
    }
    return error.message;
}
/** The known flag closest to OPTION by edit distance, when it is close enough to be a typo. */
function nearestFlag(option, known) {
    let best;
    for (const flag of known) {
        const distance = editDistance(option, flag);
        if (distance <= MAX_SUGGESTION_DISTANCE && (best === undefined || distance < best.distance))
            best = { flag, distance };
    }
    return best?.flag;
}
/** Levenshtein distance: insertions, deletions and substitutions each cost one. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i += 1) {
        const current = [i];
        for (let j = 1; j <= b.length; j += 1) {
            current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        previous = current;
    }
    return previous[b.length];
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __nccwpck_require__(7975);
;// CONCATENATED MODULE: ./src/cli/agent-run-options.ts

/** agent-run's flags (the many-plan flags `--report-dir` and `--jobs` included). */
const AGENT_RUN_OPTIONS = {
    plan: { type: 'string' },
    report: { type: 'string' },
    'report-dir': { type: 'string' },
    jobs: { type: 'string' },
    markdown: { type: 'string' },
    json: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    'check-schemas': { type: 'boolean', default: false },
    'test-mode': { type: 'boolean', default: false },
    actions: { type: 'string' },
    plasmate: { type: 'string' },
    engine: { type: 'string', default: 'auto' },
    'allow-private-network': { type: 'boolean', default: false },
    'trust-static-tool-policy': { type: 'boolean', default: false },
    'allow-evaluate': { type: 'boolean', default: false },
    'allow-cookie-writes': { type: 'boolean', default: false },
    'confirm-step': { type: 'string', multiple: true, default: [] },
    secret: { type: 'string', multiple: true, default: [] },
};
/** The flag combinations no run accepts, one plan or many. */
function agentRunChecks(values) {
    const testMode = values['test-mode'];
    if ([values['check-schemas'], values['dry-run'], testMode].filter(Boolean).length > 1) {
        throw new cli_io/* UsageError */.eb('--dry-run, --check-schemas and --test-mode are different runs; choose one');
    }
    if (testMode && (values['confirm-step'].length > 0 || values['allow-evaluate'] || values['allow-cookie-writes'])) {
        throw new cli_io/* UsageError */.eb('--test-mode takes no approvals or opt-ins: it never sends a step that would need one');
    }
    if (values.actions !== undefined && !testMode)
        throw new cli_io/* UsageError */.eb('--actions records the stubbed actions of a --test-mode run');
    if (values.json && values.markdown === cli_io/* STDOUT_PATH */.SS)
        throw new cli_io/* UsageError */.eb(`--json and --markdown ${cli_io/* STDOUT_PATH */.SS} both print on stdout; write the Markdown to a file`);
}

// EXTERNAL MODULE: ./src/plan/read.ts + 6 modules
var read = __nccwpck_require__(2591);
// EXTERNAL MODULE: ./src/plan/problem.ts
var plan_problem = __nccwpck_require__(6824);
// EXTERNAL MODULE: ./src/contract/rule-ids.ts
var rule_ids = __nccwpck_require__(8997);
// EXTERNAL MODULE: ./src/plan/validate.ts + 4 modules
var validate = __nccwpck_require__(4211);
// EXTERNAL MODULE: ./src/report/build.ts
var build = __nccwpck_require__(5066);
// EXTERNAL MODULE: ./src/report/markdown.ts + 2 modules
var report_markdown = __nccwpck_require__(2663);
;// CONCATENATED MODULE: ./src/workflow/dry-run.ts
/**
 * Dry-run (docs/contract/plan-and-report.md §5): full static and policy validation, then a `validated` report in which
 * every step is skipped with no failure class. Nothing is spawned, no request is made and the
 * environment is not inspected (so secrets report only their total).
 */


function dryRun(bytes, file, approvals, secrets) {
    const check = validatePlan(bytes, file, approvals, secrets);
    const report = check.plan !== null && check.problems.length === 0 ? dryRunReport(check.plan, approvals) : null;
    return { check, report };
}
function dryRunReport(plan, approvals) {
    return (0,build/* buildReport */.F)({
        plan,
        approvedStepIds: new Set(approvals.confirmSteps),
        dryRun: true,
        outcomes: plan.steps.map(() => ({ status: 'skipped' })),
        secrets: { total: plan.secretNames.length },
    });
}

// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __nccwpck_require__(1190);
// EXTERNAL MODULE: ./src/cli/json-documents.ts
var json_documents = __nccwpck_require__(5377);
// EXTERNAL MODULE: ./src/cli/plan-input.ts
var plan_input = __nccwpck_require__(9614);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./src/cli/confirm-steps.ts
/**
 * `--confirm-step` values and the plans they approve steps of.
 *
 * A value is `STEP`, or `PLAN:STEP` for the step STEP of one plan. A step id is 1–64 of
 * `[A-Za-z0-9 ._-]` (the plan contract's pattern, src/plan/schema.ts), so it never contains `:`:
 * a value is split at its LAST `:`, and whatever comes before it is the plan, even a path that
 * itself contains `:` (`dir:x/a.json:go` is the step `go` of `dir:x/a.json`). PLAN is a plan as
 * given on the command line (a file, or a glob operand: every plan it matched) or as the run names
 * it (a file a glob matched), and any other spelling of the same file (`./a.json` for `a.json`).
 *
 * One plan (`--plan FILE`): a bare STEP keeps upstream's meaning (an id the plan lacks is its
 * located `policy.approval.unknown`); PLAN:STEP must name that plan. Many plans: a bare STEP
 * approves that step in every plan that has one, and is an error when none has; PLAN:STEP approves
 * it in the plans PLAN names only (one that lacks it gets `policy.approval.unknown`). An approval
 * that reaches a plan twice (`go` and `a.json:go`) is a duplicate there, as a repeated flag is.
 */



/** What separates PLAN from STEP in a `--confirm-step` value (a character no step id contains). */
const PLAN_STEP_SEPARATOR = ':';
/** Splits each value at its last separator; an empty plan or step is a usage error naming the value. */
function parseConfirmSteps(values) {
    return values.map((given) => {
        const at = given.lastIndexOf(PLAN_STEP_SEPARATOR);
        if (at < 0)
            return { given, plan: null, step: given };
        const plan = given.slice(0, at);
        const step = given.slice(at + 1);
        if (plan === '' || step === '') {
            throw new cli_io/* UsageError */.eb(`--confirm-step ${JSON.stringify(given)}: give STEP, or PLAN${PLAN_STEP_SEPARATOR}STEP with both parts (a step id never contains "${PLAN_STEP_SEPARATOR}")`);
        }
        return { given, plan, step };
    });
}
/**
 * Which plans of a run each `--confirm-step` approves a step of. Built once per run, before any
 * plan runs, so a PLAN that names none of the run's plans stops the run with a usage error.
 */
class ConfirmStepSelection {
    entries;
    cwd;
    many;
    constructor(entries, cwd, many) {
        this.entries = entries;
        this.cwd = cwd;
        this.many = many;
    }
    /**
     * `files`: the run's plans as it names them (the operands, globs expanded). Every PLAN is
     * expanded as the operands are (`check`'s reading: sorted, only inside the working directory).
     */
    static async of(confirms, files, cwd, many) {
        const runPlans = new Set(files.map((file) => (0,external_node_path_.resolve)(cwd, file)));
        const entries = [];
        for (const confirm of confirms) {
            if (confirm.plan === null) {
                entries.push({ confirm, plans: null });
                continue;
            }
            const named = new Set((await (0,read/* expandPlanPatterns */.BQ)([confirm.plan], cwd)).paths.map((path) => (0,external_node_path_.resolve)(cwd, path)));
            const plans = new Set([...named].filter((path) => runPlans.has(path)));
            if (plans.size === 0) {
                throw new cli_io/* UsageError */.eb(`--confirm-step ${JSON.stringify(confirm.given)}: ${JSON.stringify(confirm.plan)} names none of the plans of this run`);
            }
            entries.push({ confirm, plans });
        }
        return new ConfirmStepSelection(entries, cwd, many);
    }
    /** Whether any value is a bare STEP (the many-plan run then needs each plan's step ids first). */
    get hasBareSteps() {
        return this.entries.some((entry) => entry.plans === null);
    }
    /**
     * In a many-plan run, the bare steps no plan has (`stepIds`: each plan's ids, null for a plan
     * that could not be read or parsed). The run refuses to start when this is not empty.
     */
    unknownBareSteps(stepIds) {
        return this.entries
            .filter((entry) => entry.plans === null && !stepIds.some((ids) => ids?.has(entry.confirm.step) === true))
            .map((entry) => entry.confirm.step);
    }
    /**
     * The approvals of one plan, in the order given. `stepIds` (a many-plan run only): the plan's
     * step ids, which a bare STEP must be among to reach it; null when its ids could not be read
     * (the plan then fails on its own problem, and no bare step reaches it).
     */
    stepsFor(file, stepIds) {
        const path = (0,external_node_path_.resolve)(this.cwd, file);
        return this.entries
            .filter(({ confirm, plans }) => (plans === null ? !this.many || stepIds?.has(confirm.step) === true : plans.has(path)))
            .map(({ confirm }) => confirm.step);
    }
}
/** The step ids of a plan's bytes when they parse as a plan-shaped JSON object, else null (its own validation then reports why). */
function planStepIds(bytes) {
    let root;
    try {
        root = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    }
    catch {
        return null;
    }
    const steps = root?.steps;
    if (!Array.isArray(steps))
        return null;
    const ids = new Set();
    for (const step of steps) {
        const id = step?.id;
        if (typeof id === 'string')
            ids.add(id);
    }
    return ids;
}
/** A value for a shell command line: as it is when it needs no quoting, else in single quotes. */
function shellWord(text) {
    return /^[A-Za-z0-9._/:=@%+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

;// CONCATENATED MODULE: ./src/cli/plan-run.ts
/**
 * One plan's `agent-run`, alone (`--plan FILE`) or as one of many: validate with the approvals, then
 * dry-run, check schemas, test-run or execute it through the supervised child, and write its report,
 * Markdown and located stderr lines.
 */












function modeOf(values) {
    return values['dry-run'] ? 'dry-run' : values['check-schemas'] ? 'check-schemas' : values['test-mode'] ? 'test-mode' : 'run';
}
/**
 * A missing approval's problem with what to do on this command line: the `--confirm-step` that
 * approves the step (`FILE:STEP` in a many-plan run, so it approves this plan's step only). The
 * step id comes from the plan, never from child or page text; the rule and location stay as they are.
 */
function withApprovalHint(problem, plan, file, many) {
    if (problem.rule !== rule_ids/* RULE */.xZ.policyApprovalMissing || plan === null || problem.step === undefined)
        return problem;
    const step = plan.steps[problem.step];
    if (step === undefined)
        return problem;
    const flag = `--confirm-step ${shellWord(many ? `${file}${PLAN_STEP_SEPARATOR}${step.id}` : step.id)}`;
    return { ...problem, message: `${problem.message}; use ${flag}` };
}
/** One plan's run, alone (`--plan FILE`) or as one of many (`many` given: operands read as `check` reads them). */
async function agentRunPlan(request) {
    const { values, file, io, outputs, many, secrets } = request;
    const checkOnly = values['check-schemas'];
    const testMode = values['test-mode'];
    const approvals = {
        // This plan's own: the bare and PLAN:STEP values that reach it (confirm-steps.ts).
        confirmSteps: [...request.confirmSteps],
        allowEvaluate: values['allow-evaluate'],
        allowCookieWrites: values['allow-cookie-writes'],
    };
    // With a document on stdout (the Markdown or the JSON), stdout carries nothing else: the plain status lines go to stderr.
    const plain = values.markdown === cli_io/* STDOUT_PATH */.SS || values.json ? io.err : io.out;
    const result = {
        file, mode: modeOf(values), outcome: 'unreadable', name: null, fingerprint: null, report: null, summary: null, child: null, problems: [], failures: [],
    };
    try {
        return await runPlan();
    }
    finally {
        request.onResult?.(result);
    }
    async function runPlan() {
        const read = await (0,plan_input/* readPlanOrReport */.H)(file, io, many !== undefined);
        if ('unreadable' in read) {
            result.problems = read.unreadable.problems.map(json_documents/* jsonProblem */.Io);
            if (values.markdown !== undefined)
                await writeMarkdown(io, outputs, values.markdown, many !== undefined, { check: read.unreadable, approvals, report: null });
            return cli_io/* EXIT_FAILED */.hj;
        }
        // --check-schemas and --test-mode run before approvals exist (a PR check): only the plan's own
        // contract applies. A test run resolves no secret, so only reserved names are refused there.
        const validated = (0,validate/* validatePlan */.Oo)(read.bytes, file, checkOnly || testMode ? null : approvals, testMode ? undefined : secrets);
        const check = { ...validated, problems: validated.problems.map((p) => withApprovalHint(p, validated.plan, file, many !== undefined)) };
        for (const problem of check.problems)
            io.err((0,plan_problem/* formatProblem */.Vw)(problem));
        result.problems = check.problems.map(json_documents/* jsonProblem */.Io);
        result.name = validated.plan?.name ?? null;
        result.fingerprint = validated.plan?.fingerprint ?? null;
        const plan = check.problems.length === 0 ? check.plan : null;
        if (plan === null) {
            if (values.markdown !== undefined)
                await writeMarkdown(io, outputs, values.markdown, many !== undefined, { check, approvals, report: null });
            // One model with the Markdown and `check`: a plan whose only problems are missing approvals needs approval, it is not invalid.
            const status = (0,report_markdown/* planStatus */.wf)({ check, approvals, report: null });
            result.outcome = status === 'needs approval' ? status : 'invalid';
            io.err(status === 'needs approval'
                ? `${file}: needs approval: ${(0,plural/* stepsNeedApproval */.fI)(check.problems.length)} (the --confirm-step for each is on its line above); nothing was run and no report written`
                : `${file}: plan is invalid (${(0,plural/* plural */.LS)(check.problems.length, 'problem')}); nothing was run and no report written`);
            return cli_io/* EXIT_FAILED */.hj;
        }
        const short = plan.fingerprint.slice(0, report_markdown/* SHORT_FINGERPRINT_LENGTH */.VR);
        if (values['dry-run']) {
            const report = dryRunReport(plan, approvals);
            await (0,write/* writeFileAtomic */.Z)(outputs.resolve(values.report), (0,build/* serializeReport */.x)(report));
            result.outcome = report.status;
            result.report = values.report;
            if (values.markdown !== undefined)
                await writeMarkdown(io, outputs, values.markdown, many !== undefined, { check, approvals, report });
            plain(`${file}: validated ${report.workflow} (${short}), ${(0,plural/* plural */.LS)(report.summary.total, 'step')}; report written to ${values.report}`);
            return cli_io/* EXIT_OK */.Ij;
        }
        return (0,cli_io/* withCancellation */.an)((signal) => runChild(plan, check, short, signal), many?.signal);
    }
    /** A run that starts the child: check its schemas, test-run or execute the plan. */
    async function runChild(plan, check, short, signal) {
        // Loaded only here: the MCP client and supervisor are not needed to validate plans.
        const { chooseChild } = await __nccwpck_require__.e(/* import() */ 54).then(__nccwpck_require__.bind(__nccwpck_require__, 7054));
        // The child is always `<program> mcp --transport stdio`, never a shell, never named by a plan.
        const child = chooseChild((0,cli_io/* parseEngine */.s4)(values.engine), values.plasmate, io.cwd, io.env.PATH ?? '');
        const { memoryDiagnostic } = await __nccwpck_require__.e(/* import() */ 115).then(__nccwpck_require__.bind(__nccwpck_require__, 9115));
        const { Diagnostics } = await Promise.all(/* import() */[__nccwpck_require__.e(198), __nccwpck_require__.e(334), __nccwpck_require__.e(473)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7473));
        const { diagnosticLines } = await __nccwpck_require__.e(/* import() */ 574).then(__nccwpck_require__.bind(__nccwpck_require__, 6574));
        let childEnded;
        // Why each step failed, beside the report: redacted of the values the run may resolve and of every secret name.
        const diagnostics = new Diagnostics(plan, {
            surface: 'cli',
            allowPrivateNetwork: values['allow-private-network'],
            secretValues: plan.secretNames.filter((name) => secrets.has(name)).map((name) => io.env[name] ?? ''),
            cancellation: signal,
        });
        const options = {
            child: child.command,
            env: io.env,
            secrets,
            allowPrivateNetwork: values['allow-private-network'],
            // Test mode ignores it (testModeRun's negotiate never passes it on).
            trustStaticToolPolicy: values['trust-static-tool-policy'],
            onUnannotatedChild: diagnostics.onUnannotatedChild,
            onChildEnd: (end) => { childEnded = end; },
            onStepFailure: diagnostics.onStepFailure,
            signal,
        };
        const memoryLine = () => memoryDiagnostic(childEnded, plan.limits.memory_mb);
        const recordFailures = (why) => {
            result.failures = [
                ...(why.run === null ? [] : [{ file, line: 1, column: 1, rule: why.run.failureClass, message: why.run.reason }]),
                ...why.steps.map((d) => (0,json_documents/* jsonStepFailure */.tI)(file, d)),
            ];
        };
        const ended = (outcome) => (signal.aborted ? 'cancelled' : outcome);
        try {
            if (testMode) {
                const code = await testModeRun(plan, file, options, values.report, values.actions, values.markdown, io, outputs, plain, (record) => {
                    const why = { steps: diagnostics.steps, run: diagnostics.runReason(record), notes: [] };
                    recordFailures(why);
                    result.outcome = ended(record.status);
                    result.report = values.report;
                    result.summary = { ...record.summary };
                    result.child = record.process_outcome ?? null;
                    return why;
                });
                return code;
            }
            if (checkOnly) {
                // Loaded only here: a run that executes never needs it.
                const { checkSchemas } = await Promise.all(/* import() */[__nccwpck_require__.e(198), __nccwpck_require__.e(236)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8236));
                const checked = await checkSchemas(plan, new Set(approvals.confirmSteps), options);
                // formatProblem's `file:line:col class message` form, so editors' problem matchers read it.
                for (const p of checked.problems)
                    io.err(`${file}:${p.location.line}:${p.location.column} ${p.failureClass} ${p.stepId === null ? '' : `step ${JSON.stringify(p.stepId)}: `}${(0,cli_io/* printable */.g$)(p.detail)}`);
                result.outcome = ended(checked.ok ? 'accepted' : 'refused');
                result.failures = checked.problems.map((p) => {
                    const index = p.stepId === null ? -1 : plan.steps.findIndex((s) => s.id === p.stepId);
                    return { file, line: p.location.line, column: p.location.column, rule: p.failureClass, message: (0,cli_io/* printable */.g$)(p.detail), ...(index < 0 ? {} : { step: index }) };
                });
                const secretsNote = checked.secretsChecked ? '' : ' (secret values absent: checked without them)';
                plain(checked.ok
                    ? `${file}: the child's advertised tools accept every step of ${plan.name} (${short})${secretsNote}; no tool was called`
                    : `${file}: schema check failed: ${checked.failureClass ?? 'unknown'}${secretsNote}; no tool was called`);
                return checked.ok ? cli_io/* EXIT_OK */.Ij : cli_io/* EXIT_FAILED */.hj;
            }
            const { executePlan } = await Promise.all(/* import() */[__nccwpck_require__.e(198), __nccwpck_require__.e(170)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4170));
            const report = await executePlan(plan, new Set(approvals.confirmSteps), { ...options, reportPath: outputs.resolve(values.report) });
            const why = { steps: diagnostics.steps, run: diagnostics.runReason(report), notes: [] };
            recordFailures(why);
            result.outcome = ended(report.status);
            result.report = values.report;
            result.summary = { ...report.summary };
            result.child = report.process_outcome ?? null;
            for (const line of diagnosticLines(file, why, report.steps))
                io.err(line);
            if (values.markdown !== undefined)
                await writeMarkdown(io, outputs, values.markdown, many !== undefined, { check, approvals, report, diagnostics: why }, memoryLine());
            const s = report.summary;
            plain(`${file}: ${report.status} ${report.workflow} (${short}): ${s.succeeded} succeeded, ${s.failed} failed, ${s.skipped} skipped; child ${report.process_outcome ?? 'not started'}; report written to ${values.report}`);
            return report.status === 'succeeded' ? cli_io/* EXIT_OK */.Ij : cli_io/* EXIT_FAILED */.hj;
        }
        finally {
            // A bounded line of ours, never child text: the v1 report has no field for it.
            const line = memoryLine();
            if (line !== null)
                io.err(`${file}: ${line}`);
        }
    }
}
/** `--test-mode`: reads real, effects stubbed; writes the test-run record, never the v1 report. */
async function testModeRun(plan, file, options, report, actions, markdown, io, outputs, plain, why) {
    const { testRunPlan } = await Promise.all(/* import() */[__nccwpck_require__.e(198), __nccwpck_require__.e(241)]).then(__nccwpck_require__.bind(__nccwpck_require__, 241));
    const { renderTestRunMarkdown } = await __nccwpck_require__.e(/* import() */ 828).then(__nccwpck_require__.bind(__nccwpck_require__, 5828));
    const missingOn = new Map();
    const record = await testRunPlan(plan, {
        ...options,
        onElementMissing: ({ index, pageUrl }) => missingOn.set(index, pageUrl),
        reportPath: outputs.resolve(report),
        ...(actions === undefined ? {} : { actionsPath: outputs.resolve(actions) }),
    });
    const { diagnosticLines } = await __nccwpck_require__.e(/* import() */ 574).then(__nccwpck_require__.bind(__nccwpck_require__, 6574));
    const { diagnosticsMarkdown } = await Promise.resolve(/* import() */).then(__nccwpck_require__.bind(__nccwpck_require__, 2663));
    const reasons = why(record);
    const rendered = `${renderTestRunMarkdown(record, file)}${diagnosticsMarkdown(reasons).map((line) => `${line}\n`).join('')}`;
    if (markdown === cli_io/* STDOUT_PATH */.SS)
        io.out(rendered);
    else if (markdown !== undefined)
        await (0,write/* writeFileAtomic */.Z)(outputs.resolve(markdown), rendered);
    // Every failed or skipped step as a `file:line:col class step "id": …` line, as validation
    // problems are: a real step's reason from the diagnostics, else what test mode saw; in step
    // order, the steps fail_fast skipped after the failure as one count (diagnosticLines).
    const explained = new Set(reasons.steps.map((d) => d.index));
    const { elementMissingHint } = await Promise.all(/* import() */[__nccwpck_require__.e(198), __nccwpck_require__.e(334), __nccwpck_require__.e(473)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7473));
    const seen = new Map();
    for (const [index, step] of record.steps.entries()) {
        if ((step.status !== 'failed' && step.status !== 'skipped') || explained.has(index) || step.failure_class === 'fail_fast')
            continue;
        const planStep = plan.steps[index];
        const missing = step.failure_class === 'element_not_found';
        const at = (missing ? planStep.argumentLocations?.get('/element_id') : undefined) ?? planStep.location;
        const elementId = planStep.arguments.element_id;
        const what = missing
            ? `element ${(0,cli_io/* printable */.g$)(JSON.stringify(elementId))} is not on the page the session loaded; ${elementMissingHint(plan, missingOn.get(index) ?? null)}`
            : `${step.mode} step ${step.status}`;
        seen.set(index, `${file}:${at.line}:${at.column} ${step.failure_class ?? 'unknown'} step ${JSON.stringify(step.id)}: ${what}`);
    }
    for (const line of diagnosticLines(file, reasons, record.steps, seen))
        io.err(line);
    const s = record.summary;
    plain(`${file}: test run ${record.status} ${plan.name} (${plan.fingerprint.slice(0, report_markdown/* SHORT_FINGERPRINT_LENGTH */.VR)}): ` +
        `${s.real} real, ${s.stubbed} stubbed, ${(0,plural/* plural */.LS)(s.elements_missing, 'target')} missing; ` +
        `child ${record.process_outcome ?? 'not started'}; record written to ${report}`);
    return record.status === 'passed' ? cli_io/* EXIT_OK */.Ij : cli_io/* EXIT_FAILED */.hj;
}
/**
 * `section`: the plan is one of many, so it writes only its own section (the many-plan run writes the
 * heading and count once). `note`: one line of ours (never child text) appended below the report,
 * e.g. the memory diagnostic.
 */
async function writeMarkdown(io, outputs, path, section, summary, note = null) {
    const rendered = section ? (0,report_markdown/* renderPlanMarkdown */.d$)(summary) : (0,report_markdown/* renderChecksMarkdown */.pu)([summary], 'Plasmate agent workflow run');
    const markdown = note === null ? rendered : `${rendered.trimEnd()}\n\n**Note:** ${note}\n`;
    if (path === cli_io/* STDOUT_PATH */.SS)
        io.out(markdown);
    else
        await (0,write/* writeFileAtomic */.Z)(outputs.resolve(path), markdown);
}

;// CONCATENATED MODULE: ./src/cli/agent-run-many.ts
/**
 * `agent-run [flags] FILE|GLOB...`: many plans in one command, each through the single-plan run of
 * plan-run.ts, up to --jobs at a time (workflow/multi-run.ts owns the pool and the line prefixes).
 */







/** Each plan's step ids (null for a plan that cannot be read or parsed: its own run reports why), read as `check` reads. */
function planStepIdsOf(files, cwd) {
    const reader = new read/* ContainedPlanReader */.Ob(cwd);
    return files.map((file) => {
        try {
            return planStepIds(reader.read(file));
        }
        catch {
            return null;
        }
    });
}
/** A plan the pool never started (cancelled before its turn), as `--json` lists it. */
function notRunResult(file, values) {
    return { file, mode: modeOf(values), outcome: 'cancelled', name: null, fingerprint: null, report: null, summary: null, child: null, problems: [], failures: [] };
}
/**
 * `agent-run [flags] FILE|GLOB...`: every plan through the same single-plan run, up to --jobs at a
 * time, each writing its report into --report-dir under the name the action gives it; stderr lines
 * carry the plan path; one summary line; exit 1 when any plan failed or was not run.
 */
async function agentRunMany(values, patterns, io, outputs) {
    if (values.plan !== undefined)
        throw new cli_io/* UsageError */.eb('give the plans either as --plan FILE or as FILE|GLOB... operands, not both');
    if (values.report !== undefined)
        throw new cli_io/* UsageError */.eb('--report names one report: with several plans give --report-dir DIR');
    if (values.actions !== undefined)
        throw new cli_io/* UsageError */.eb("--actions names one file: with several plans each plan's stubbed actions go into --report-dir");
    const secrets = (0,cli_io/* cliSecretAllowList */.aR)(values.secret, io.env) ?? new Set();
    agentRunChecks(values);
    const confirms = parseConfirmSteps(values['confirm-step']);
    const checkOnly = values['check-schemas'];
    const reportDir = values['report-dir'];
    if (reportDir === undefined && !checkOnly)
        throw new cli_io/* UsageError */.eb('--report-dir is required with several plans');
    const many = await __nccwpck_require__.e(/* import() */ 560).then(__nccwpck_require__.bind(__nccwpck_require__, 7560));
    const asked = values.jobs === undefined ? many.DEFAULT_JOBS : many.parseJobs(values.jobs);
    if (asked === null)
        throw new cli_io/* UsageError */.eb(`--jobs must be a positive whole number (got ${JSON.stringify(values.jobs)})`);
    const files = await (0,read/* expandPlanPatterns */.BQ)(patterns, io.cwd);
    if (files.unmatched.length > 0) {
        for (const pattern of files.unmatched)
            io.err(`error: no file matches ${JSON.stringify(pattern)}`);
        return cli_io/* EXIT_USAGE */.Ri;
    }
    const selection = await ConfirmStepSelection.of(confirms, files.paths, io.cwd, true);
    // A bare STEP reaches only the plans that have it, so each plan's step ids are read before any
    // plan runs (a bare step no plan has stops the run here). Each plan's own run then validates it.
    const stepIds = selection.hasBareSteps ? planStepIdsOf(files.paths, io.cwd) : null;
    const unknown = stepIds === null ? [] : selection.unknownBareSteps(stepIds);
    if (unknown.length > 0) {
        throw new cli_io/* UsageError */.eb(`--confirm-step ${unknown.map((step) => JSON.stringify(step)).join(', ')}: no plan of this run has ${unknown.length === 1 ? 'that step' : 'those steps'} (to approve a step of one plan, give PLAN${PLAN_STEP_SEPARATOR}STEP)`);
    }
    const bound = many.jobsBound();
    if (asked > bound)
        io.err(`note: --jobs ${asked} is more than the ${bound} core${bound === 1 ? '' : 's'} available; running ${bound} at a time`);
    const jobs = Math.min(asked, bound);
    const testMode = values['test-mode'];
    // As with one plan: with the Markdown on stdout, stdout carries nothing else.
    const sink = { out: values.markdown === cli_io/* STDOUT_PATH */.SS || values.json ? io.err : io.out, err: io.err };
    // With --json, each plan's entry by its index (plans finish in any order; the document keeps theirs).
    const results = [];
    const { mkdir, mkdtemp, readFile, rm } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 1455, 23));
    const { join } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 6760, 23));
    const { tmpdir } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8161, 23));
    // The action's own naming, so a local run and the action's shards write the same files.
    const { reportFileName } = await __nccwpck_require__.e(/* import() */ 704).then(__nccwpck_require__.bind(__nccwpck_require__, 5704));
    if (reportDir !== undefined)
        await mkdir(outputs.resolve(reportDir), { recursive: true });
    // Each plan's Markdown goes to a private file first; the combined document is written once, in plan order.
    const markdownDir = values.markdown === undefined ? null : await mkdtemp(join(tmpdir(), 'plasmate-agent-run-'));
    try {
        return await (0,cli_io/* withCancellation */.an)(async (signal) => {
            const ends = await many.runPool(files.paths, jobs, signal, async (file, index) => {
                const planIo = { ...many.prefixedSink(file, sink), cwd: io.cwd, env: io.env };
                const named = (suffix) => (reportDir === undefined ? undefined : join(reportDir, reportFileName(index, file, suffix)));
                const planValues = {
                    ...values,
                    plan: file,
                    report: named(testMode ? '.test-run.json' : '.report.json'),
                    actions: testMode ? named('.test-actions.jsonl') : undefined,
                    markdown: markdownDir === null ? undefined : join(markdownDir, `${index}.md`),
                };
                try {
                    return await agentRunPlan({
                        values: planValues, file, confirmSteps: selection.stepsFor(file, stepIds?.[index] ?? null), secrets, io: planIo, outputs, many: { signal },
                        ...(values.json ? { onResult: (result) => { results[index] = result; } } : {}),
                    });
                }
                catch (error) {
                    if (!(error instanceof write/* OutputWriteError */.J))
                        throw error;
                    planIo.err(`error: cannot write ${outputs.shown(error.path)} (${error.code}); check that its directory exists and is writable and that it is not a directory`);
                    return cli_io/* EXIT_FAILED */.hj;
                }
            });
            const passed = ends.filter((end) => 'code' in end && end.code === cli_io/* EXIT_OK */.Ij).length;
            const cancelled = ends.filter((end) => 'cancelled' in end);
            for (const end of cancelled)
                sink.err(`${end.file}: not run: cancelled`);
            if (values.json) {
                const entries = ends.map((end) => results[end.index] ?? notRunResult(end.file, values));
                io.out((0,json_documents/* runResultDocument */.Yy)(entries));
            }
            if (markdownDir !== null) {
                const parts = [];
                for (const end of ends) {
                    const own = await readFile(join(markdownDir, `${end.index}.md`), 'utf8').catch(() => null);
                    if (own !== null)
                        parts.push(own.trimEnd());
                }
                const combined = `# Plasmate agent workflow runs\n\n${many.runTally(ends.length, passed, cancelled.length, testMode ? 'passed' : 'succeeded')}.\n\n${parts.join('\n\n')}\n`;
                if (values.markdown === cli_io/* STDOUT_PATH */.SS)
                    io.out(combined);
                else
                    await (0,write/* writeFileAtomic */.Z)(outputs.resolve(values.markdown), combined);
            }
            sink.out(`${many.runTally(ends.length, passed, cancelled.length, testMode ? 'passed' : 'succeeded')} (jobs ${jobs})${reportDir === undefined ? '' : `; reports in ${reportDir}`}`);
            return passed === ends.length ? cli_io/* EXIT_OK */.Ij : cli_io/* EXIT_FAILED */.hj;
        });
    }
    finally {
        if (markdownDir !== null)
            await rm(markdownDir, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/cli/agent-run.ts
/**
 * `plasmate-action agent-run`: upstream's flags for one plan (`--plan FILE`), or many plans as
 * FILE|GLOB... operands with `--report-dir`; each plan runs through plan-run.ts.
 */







async function agentRunCommand(args, io, outputs) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({ args: [...args], options: AGENT_RUN_OPTIONS, strict: true, allowPositionals: true });
    // Plans as operands (files or globs, as `check` takes them) make a many-plan run; --plan FILE stays the single-plan run.
    if (positionals.length > 0)
        return agentRunMany(values, positionals, io, outputs);
    if (values['report-dir'] !== undefined || values.jobs !== undefined)
        throw new cli_io/* UsageError */.eb('--report-dir and --jobs run many plans: give the plans as FILE|GLOB... operands');
    if (values.plan === undefined)
        throw new cli_io/* UsageError */.eb('--plan is required');
    const secrets = (0,cli_io/* cliSecretAllowList */.aR)(values.secret, io.env) ?? new Set();
    agentRunChecks(values);
    if (values.report === undefined && !values['check-schemas'])
        throw new cli_io/* UsageError */.eb('--report is required');
    const selection = await ConfirmStepSelection.of(parseConfirmSteps(values['confirm-step']), [values.plan], io.cwd, false);
    const results = [];
    const code = await agentRunPlan({
        values, file: values.plan, confirmSteps: selection.stepsFor(values.plan, null), secrets, io, outputs,
        ...(values.json ? { onResult: (result) => results.push(result) } : {}),
    });
    if (values.json)
        io.out((0,json_documents/* runResultDocument */.Yy)(results));
    return code;
}

;// CONCATENATED MODULE: ./src/cli/benchmark.ts
/**
 * `plasmate-action benchmark`: the six-plan release benchmark (exit 2 when its gate fails), and
 * `benchmark-validate`: upstream's validator of its evidence (exit 1 unless intact evidence of a passing run).
 */




async function benchmarkCommand(args, io, outputs) {
    const { values } = (0,external_node_util_.parseArgs)({
        args: [...args],
        options: { output: { type: 'string' }, markdown: { type: 'string' }, plasmate: { type: 'string' }, 'trust-static-tool-policy': { type: 'boolean', default: false } },
        strict: true,
        allowPositionals: false,
    });
    if (values.output === undefined)
        throw new cli_io/* UsageError */.eb('--output is required');
    const output = outputs.resolve(values.output);
    const toStdout = values.markdown === cli_io/* STDOUT_PATH */.SS;
    const plain = toStdout ? io.err : io.out;
    const markdownShown = toStdout ? 'on stdout' : values.markdown ?? `${values.output.replace(/\.json$/, '')}.md`;
    const markdownPath = toStdout ? null : outputs.resolve(markdownShown);
    const { runBenchmark } = await Promise.all(/* import() */[__nccwpck_require__.e(198), __nccwpck_require__.e(766)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6766));
    const { plasmateOrReference } = await __nccwpck_require__.e(/* import() */ 54).then(__nccwpck_require__.bind(__nccwpck_require__, 7054));
    const child = plasmateOrReference(values.plasmate, io.cwd, io.env.PATH ?? '');
    const report = await runBenchmark({
        child: child.command, identity: child.identity, repoDir: io.cwd, env: io.env, trustStaticToolPolicy: values['trust-static-tool-policy'],
    });
    const { EvidenceTooLarge, writeEvidence } = await __nccwpck_require__.e(/* import() */ 650).then(__nccwpck_require__.bind(__nccwpck_require__, 2650));
    try {
        const markdown = await writeEvidence(report, output, markdownPath, values.output);
        if (toStdout)
            io.out(markdown);
    }
    catch (error) {
        if (!(error instanceof EvidenceTooLarge))
            throw error;
        io.err(`error: ${error.message}`);
        return cli_io/* EXIT_FAILED */.hj;
    }
    const s = report.summary;
    plain(`benchmark on the ${child.identity.engine === 'reference' ? 'reference engine' : `Plasmate binary ${child.identity.executable}`}: ` +
        `gate ${report.gate.passed ? 'passed' : 'FAILED'}, ${s.task_contracts_passed}/${s.tasks_total} task contracts passed, ` +
        `workflows ${s.observed_succeeded} succeeded / ${s.observed_failed} failed / ${s.observed_crash} crashed / ${s.observed_timeout} timed out; ` +
        `evidence ${values.output}, summary ${markdownShown}`);
    for (const v of report.gate.violations)
        io.err(`gate violation: ${v}`);
    return report.gate.passed ? cli_io/* EXIT_OK */.Ij : cli_io/* EXIT_GATE_FAILED */.je;
}
async function benchmarkValidateCommand(args, io) {
    const { values } = (0,external_node_util_.parseArgs)({ args: [...args], options: { input: { type: 'string' } }, strict: true, allowPositionals: false });
    if (values.input === undefined)
        throw new cli_io/* UsageError */.eb('--input is required');
    const { readEvidenceFile, validateEvidenceBytes } = await __nccwpck_require__.e(/* import() */ 703).then(__nccwpck_require__.bind(__nccwpck_require__, 3703));
    let bytes;
    try {
        // Read as plans are: a regular file opened without blocking, and no more than the evidence bound (+1 to see an oversized file).
        bytes = await readEvidenceFile((0,external_node_path_.resolve)(io.cwd, values.input));
    }
    catch (error) {
        io.err(`error: cannot read ${values.input} (${(0,read/* readFailureReason */.tM)(error)})`);
        return cli_io/* EXIT_FAILED */.hj;
    }
    const verdict = validateEvidenceBytes(bytes);
    for (const reason of verdict.reasons)
        io.err(`invalid evidence: ${reason}`);
    if (verdict.reasons.length > 0) {
        io.out(`${values.input}: rejected (${verdict.reasons.length} problem${verdict.reasons.length === 1 ? '' : 's'})`);
        return cli_io/* EXIT_FAILED */.hj;
    }
    // As upstream's validator, only evidence of a passing run is valid, so valid evidence has a passed gate.
    io.out(`${values.input}: valid evidence; gate passed`);
    return cli_io/* EXIT_OK */.Ij;
}

;// CONCATENATED MODULE: ./src/cli/check.ts
/**
 * `plasmate-action check FILE|GLOB...`: validates many plans without running them, one line each
 * (and optionally their Markdown summary); approvals are not evaluated here. Exit 1 when any plan is
 * invalid or unreadable.
 */










function resultOf(check) {
    const plan = check.problems.length === 0 ? check.plan : null;
    const problems = check.problems.map(json_documents/* jsonProblem */.Io);
    if (plan === null)
        return { file: check.file, valid: false, name: null, fingerprint: null, steps: null, needs_approval: null, problems };
    return {
        file: check.file, valid: true, name: plan.name, fingerprint: plan.fingerprint, steps: plan.steps.length,
        needs_approval: plan.steps.filter((s) => s.mutates).map((s) => s.id), problems,
    };
}
async function checkCommand(args, io, outputs) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args: [...args],
        options: { markdown: { type: 'string' }, json: { type: 'boolean', default: false }, secret: { type: 'string', multiple: true, default: [] } },
        strict: true,
        allowPositionals: true,
    });
    if (positionals.length === 0)
        throw new cli_io/* UsageError */.eb('check needs at least one plan file or glob');
    if (values.json && values.markdown === cli_io/* STDOUT_PATH */.SS)
        throw new cli_io/* UsageError */.eb(`--json and --markdown ${cli_io/* STDOUT_PATH */.SS} both print on stdout; write the Markdown to a file`);
    // Without a list, check cannot know the operator's; reserved runner names are refused either way.
    const secrets = (0,cli_io/* cliSecretAllowList */.aR)(values.secret, io.env);
    const files = await (0,read/* expandPlanPatterns */.BQ)(positionals, io.cwd);
    if (files.unmatched.length > 0) {
        for (const pattern of files.unmatched)
            io.err(`error: no file matches ${JSON.stringify(pattern)}`);
        return cli_io/* EXIT_USAGE */.Ri;
    }
    // With a document on stdout (the Markdown or the JSON), stdout carries nothing else.
    const plain = values.markdown === cli_io/* STDOUT_PATH */.SS || values.json ? io.err : io.out;
    const results = values.json ? [] : null;
    // The Markdown is rendered only when asked for, so only then are the checks kept for it.
    const summaries = values.markdown === undefined ? null : [];
    // One synchronous pass over the files: no promise round trips per open, stat, read, close (thousands of plans).
    const reader = new read/* ContainedPlanReader */.Ob(io.cwd);
    let failed = 0;
    for (const file of files.paths) {
        const read = (0,plan_input/* readCheckedPlan */.l)(reader, file, io);
        if ('unreadable' in read) {
            // Counted in the Markdown too: a plan nobody could read is an invalid plan, with its problem.
            summaries?.push({ check: read.unreadable, approvals: null, report: null });
            results?.push(resultOf(read.unreadable));
            failed++;
            plain(`invalid  ${file}  unreadable`);
            continue;
        }
        const check = (0,validate/* validatePlan */.Oo)(read.bytes, file, null, secrets);
        summaries?.push({ check, approvals: null, report: null });
        results?.push(resultOf(check));
        for (const problem of check.problems)
            io.err((0,plan_problem/* formatProblem */.Vw)(problem));
        if (check.problems.length > 0 || check.plan === null) {
            failed++;
            plain(`invalid  ${file}  ${(0,plural/* plural */.LS)(check.problems.length, 'problem')}`);
        }
        else {
            const plan = check.plan;
            const needs = plan.steps.filter((s) => s.mutates).length;
            plain(`ok       ${file}  ${plan.name}  ${plan.fingerprint.slice(0, report_markdown/* SHORT_FINGERPRINT_LENGTH */.VR)}  ${(0,plural/* plural */.LS)(plan.steps.length, 'step')}; ${(0,plural/* stepsNeedApproval */.fI)(needs)}`);
        }
    }
    if (summaries !== null) {
        const markdown = (0,report_markdown/* renderChecksMarkdown */.pu)(summaries, 'Plasmate agent workflow plans');
        if (values.markdown === cli_io/* STDOUT_PATH */.SS)
            io.out(markdown);
        else if (values.markdown !== undefined)
            await (0,write/* writeFileAtomic */.Z)(outputs.resolve(values.markdown), markdown);
    }
    if (results !== null) {
        const document = { schema: json_documents/* CHECK_RESULT_SCHEMA */.BM, total: results.length, valid: results.length - failed, invalid: failed, plans: results };
        io.out(JSON.stringify(document, null, 2));
    }
    plain(`${files.paths.length - failed} of ${files.paths.length} plans valid`);
    return failed === 0 ? cli_io/* EXIT_OK */.Ij : cli_io/* EXIT_FAILED */.hj;
}

;// CONCATENATED MODULE: ./src/cli/inspect.ts
/**
 * `plasmate-action inspect URL`: opens the page as a plan's open_page would (same child, supervisor, bounds and
 * network policy) and prints every region and element with its id. Exit 1 when the page could
 * not be opened; SIGINT/SIGTERM cancel as they cancel agent-run.
 */



async function inspectCommand(args, io) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args: [...args],
        options: {
            plasmate: { type: 'string' },
            engine: { type: 'string', default: 'auto' },
            'allow-private-network': { type: 'boolean', default: false },
            json: { type: 'boolean', default: false },
            'timeout-ms': { type: 'string' },
        },
        strict: true,
        allowPositionals: true,
    });
    if (positionals.length !== 1)
        throw new cli_io/* UsageError */.eb(`inspect takes exactly one URL (got ${positionals.length})`);
    const engine = (0,cli_io/* parseEngine */.s4)(values.engine);
    const inspect = await Promise.all(/* import() */[__nccwpck_require__.e(198), __nccwpck_require__.e(334)]).then(__nccwpck_require__.bind(__nccwpck_require__, 334));
    const timeoutMs = values['timeout-ms'] === undefined ? undefined : parseTimeoutMs(values['timeout-ms']);
    const built = inspect.inspectionPlan(positionals[0], timeoutMs);
    if ('problems' in built)
        throw new cli_io/* UsageError */.eb(`the URL is not one a plan's open_page accepts: ${built.problems.join('; ')}`);
    const { chooseChild } = await __nccwpck_require__.e(/* import() */ 54).then(__nccwpck_require__.bind(__nccwpck_require__, 7054));
    const child = chooseChild(engine, values.plasmate, io.cwd, io.env.PATH ?? '');
    const allowPrivateNetwork = values['allow-private-network'];
    return (0,cli_io/* withCancellation */.an)(async (signal) => {
        const outcome = await inspect.inspectPage(built.plan, { child: child.command, env: io.env, allowPrivateNetwork, signal });
        if (outcome.ok) {
            io.out(values.json ? inspect.renderInspectJson(outcome.page) : inspect.renderInspectTable(outcome.page));
            return cli_io/* EXIT_OK */.Ij;
        }
        const ended = `child ${outcome.processOutcome ?? 'not started'}`;
        io.err(signal.aborted ? `error: cancelled; the page was not inspected (${ended})`
            : outcome.error !== null ? `error: open_page failed (${ended}): ${outcome.error}`
                : `error: the page could not be opened: ${outcome.failureClass} (${ended})`);
        if (outcome.failureClass === 'step_timeout' && !signal.aborted) {
            const limit = built.plan.limits.step_timeout_ms;
            io.err(limit < bounds/* STEP_TIMEOUT_MS */.ug.max
                ? `hint: the child did not answer within ${limit} ms; give more time with --timeout-ms (at most ${bounds/* STEP_TIMEOUT_MS */.ug.max})`
                : `hint: the child did not answer within ${limit} ms, the longest a plan's step may take`);
        }
        if (outcome.failureClass === 'oversized_response') {
            io.err(`hint: the page model is larger than a plan's default limits.response_bytes (${bounds/* RESPONSE_BYTES */.aJ.default} bytes); a plan for this page needs a larger limits.response_bytes (at most ${bounds/* RESPONSE_BYTES */.aJ.max})`);
        }
        if (outcome.privateNetworkHint) {
            io.err('hint: the child refuses loopback and private addresses unless the operator opts in; for a page on this machine or your network, add --allow-private-network (link-local and cloud metadata addresses stay refused)');
        }
        return cli_io/* EXIT_FAILED */.hj;
    });
}
/** `--timeout-ms N`: a whole number of milliseconds within a plan's limits.step_timeout_ms range. */
function parseTimeoutMs(text) {
    const value = /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : NaN;
    if (!(value >= bounds/* STEP_TIMEOUT_MS */.ug.min && value <= bounds/* STEP_TIMEOUT_MS */.ug.max)) {
        throw new cli_io/* UsageError */.eb(`--timeout-ms must be a whole number of milliseconds from ${bounds/* STEP_TIMEOUT_MS */.ug.min} to ${bounds/* STEP_TIMEOUT_MS */.ug.max} (a plan's limits.step_timeout_ms; got ${JSON.stringify(text)})`);
    }
    return value;
}

;// CONCATENATED MODULE: ./src/cli/run.ts
/**
 * The CLI's entry point for main.ts and the tests: `runCli(argv, io)` dispatches one command line
 * to its command (one module per command in this folder; help.ts has the help text, io.ts the
 * shared console, exit codes and output paths). Commands are written against the injected console
 * and environment so tests run them in-process and through the bundle alike. Exit codes: 0
 * success, 1 a plan or run failed, 2 usage or setup error.
 */










/** Runs one command line against the given console and environment; resolves to the exit code. */
async function runCli(argv, io) {
    const [command, ...rest] = argv;
    // This call's own state, passed to each command (never kept on the console object or in a module).
    const outputs = new cli_io/* OutputPaths */.k5(io.cwd);
    // `COMMAND --help` before its own parsing, so the help never depends on the other flags being valid.
    if (hasCommandHelp(command) && rest.some((a) => HELP_FLAGS.has(a))) {
        io.out(commandHelp(command));
        return cli_io/* EXIT_OK */.Ij;
    }
    try {
        switch (command) {
            // The commands load their heavy parts (MCP client, supervisor, engine choice) themselves, lazily.
            case 'agent-run':
                return await agentRunCommand(rest, io, outputs);
            case 'inspect':
                return await inspectCommand(rest, io);
            case 'check':
                return await checkCommand(rest, io, outputs);
            case 'watch':
                return await (await __nccwpck_require__.e(/* import() */ 885).then(__nccwpck_require__.bind(__nccwpck_require__, 8885))).watchCommand(rest, io, outputs);
            case 'labels':
                return await (await __nccwpck_require__.e(/* import() */ 990).then(__nccwpck_require__.bind(__nccwpck_require__, 990))).labelsCommand(rest, io);
            case 'benchmark':
                return await benchmarkCommand(rest, io, outputs);
            case 'benchmark-validate':
                return await benchmarkValidateCommand(rest, io);
            case '--version':
            case '-V':
                // The version compiled into this bundle (contract/version.ts, kept equal to package.json's by a test).
                io.out(`plasmate-action ${version/* TOOL_VERSION */.w}`);
                return cli_io/* EXIT_OK */.Ij;
            case 'schema':
                io.out(JSON.stringify(schema/* PLAN_JSON_SCHEMA */.d, null, 2));
                return cli_io/* EXIT_OK */.Ij;
            case 'help':
            case '--help':
            case '-h': {
                const topic = rest[0];
                if (topic === undefined) {
                    io.out(USAGE);
                    return cli_io/* EXIT_OK */.Ij;
                }
                const help = commandHelp(topic);
                if (help === undefined)
                    throw new cli_io/* UsageError */.eb(`no help for unknown command ${JSON.stringify(topic)}`);
                io.out(help);
                return cli_io/* EXIT_OK */.Ij;
            }
            default:
                throw new cli_io/* UsageError */.eb(command === undefined ? 'no command given' : `unknown command ${JSON.stringify(command)}`);
        }
    }
    catch (error) {
        if (error instanceof cli_io/* UsageError */.eb || error.code?.startsWith('ERR_PARSE_ARGS')) {
            io.err(usageErrorText(command, error));
            return cli_io/* EXIT_USAGE */.Ri;
        }
        if (error instanceof write/* OutputWriteError */.J) {
            io.err(`error: cannot write ${outputs.shown(error.path)} (${error.code}); check that its directory exists and is writable and that it is not a directory`);
            return cli_io/* EXIT_FAILED */.hj;
        }
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/cli/main.ts
/** The CLI entry: wires process I/O to the commands in run.ts and nothing else. */

// A reader that stops early (`… | head`) closes the pipe: further output has nowhere to go, but
// the run goes on to its end (reports written, the child's group ended) instead of dying on an
// unhandled EPIPE. Any other stdout error is still thrown.
let stdoutClosed = false;
process.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE')
        throw error;
    stdoutClosed = true;
});
runCli(process.argv.slice(2), {
    out: (line) => {
        if (!stdoutClosed)
            process.stdout.write(`${line}\n`);
    },
    err: (line) => process.stderr.write(`${line}\n`),
    cwd: process.cwd(),
    env: process.env,
}).then((code) => {
    process.exitCode = code;
}, (error) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
});


//# sourceMappingURL=index.js.map