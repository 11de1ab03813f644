import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(8016);
const utils = __nccwpck_require__(4059);

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

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

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

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

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
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
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

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && eos()) {
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

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
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

picomatch.matchBase = (input, glob, options) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input));
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
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
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

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(4059);
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
} = __nccwpck_require__(5595);

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
  const scanToEnd = opts.parts === true || opts.scanToEnd === true;
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
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              code = advance();
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES) {
              isGlob = token.isGlob = true;
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
        while (eos() !== true && (code = advance())) {
          if (code === CHAR_LEFT_PARENTHESES) {
            backslashes = token.backslashes = true;
            code = advance();
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES) {
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
      const n = prevIndex ? prevIndex + 1 : start;
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
      if (idx !== 0 || value !== '') {
        parts.push(value);
      }
      prevIndex = i;
    }

    if (prevIndex && prevIndex + 1 < input.length) {
      const value = input.slice(prevIndex + 1);
      parts.push(value);

      if (opts.tokens) {
        tokens[tokens.length - 1].value = value;
        depth(tokens[tokens.length - 1]);
        state.maxDepth += tokens[tokens.length - 1].depth;
      }
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

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
/* harmony export */   u2: () => (/* binding */ inRuleFamily),
/* harmony export */   xZ: () => (/* binding */ RULE)
/* harmony export */ });
/* unused harmony export RULE_FAMILY */
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

/***/ 5015:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   WV: () => (/* binding */ hasReadOnlyToken),
/* harmony export */   ZZ: () => (/* binding */ field),
/* harmony export */   df: () => (/* binding */ mergeGroupRange),
/* harmony export */   m_: () => (/* binding */ PULL_REQUEST_EVENTS),
/* harmony export */   tE: () => (/* binding */ eventHeadSha),
/* harmony export */   tp: () => (/* binding */ hasCheckout)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * What the runner tells the action about the run: the event and its payload file, the repository,
 * the API and server URLs. Read once from the environment into plain data.
 */



async function readRunContext(env) {
    const eventPath = env.GITHUB_EVENT_PATH;
    let payload = {};
    if (eventPath !== undefined && eventPath !== '') {
        try {
            payload = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(eventPath, 'utf8'));
        }
        catch (error) {
            throw new Error(`cannot read the event payload at GITHUB_EVENT_PATH (${error.message})`, { cause: error });
        }
    }
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '');
    const runUrl = env.GITHUB_REPOSITORY !== undefined && env.GITHUB_RUN_ID !== undefined
        ? `${serverUrl}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : null;
    return {
        eventName: env.GITHUB_EVENT_NAME ?? '',
        payload,
        repository: { owner, repo },
        sha: env.GITHUB_SHA ?? '',
        apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
        serverUrl,
        runUrl,
        workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    };
}
/** Events whose payload carries `pull_request`. */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
function field(value, ...path) {
    let cur = value;
    for (const key of path) {
        if (cur === null || typeof cur !== 'object')
            return undefined;
        cur = cur[key];
    }
    return cur;
}
/**
 * Whether GitHub gives this run a read-only token whatever the workflow asks: a `pull_request`
 * from a fork (or from a deleted head repository), or one Dependabot triggered. Decided from the
 * event, never from a 403 (GitHub answers rate limits with 403 too).
 */
function hasReadOnlyToken(ctx) {
    if (ctx.eventName !== 'pull_request')
        return false;
    const head = field(ctx.payload, 'pull_request', 'head', 'repo', 'full_name');
    const base = field(ctx.payload, 'pull_request', 'base', 'repo', 'full_name') ?? `${ctx.repository.owner}/${ctx.repository.repo}`;
    if (typeof head !== 'string' || head.toLowerCase() !== base.toLowerCase())
        return true;
    return field(ctx.payload, 'sender', 'login') === 'dependabot[bot]';
}
/**
 * The commit this run reports on, from the event alone (no API read): the pull request's head,
 * the triggering run's head for `workflow_run`, else GITHUB_SHA. The check opens on it first.
 */
function eventHeadSha(ctx) {
    if (PULL_REQUEST_EVENTS.has(ctx.eventName))
        return field(ctx.payload, 'pull_request', 'head', 'sha') ?? '';
    if (ctx.eventName === 'merge_group')
        return field(ctx.payload, 'merge_group', 'head_sha') ?? ctx.sha;
    if (ctx.eventName === 'workflow_run') {
        // A run caused by anything but a pull request gets no check (resolvePullRequest says why).
        const cause = field(ctx.payload, 'workflow_run', 'event');
        return cause !== undefined && PULL_REQUEST_EVENTS.has(cause) ? field(ctx.payload, 'workflow_run', 'head_sha') ?? '' : '';
    }
    return ctx.sha;
}
const SHA = /^[0-9a-f]{40}$/;
/** A merge queue's range: the base branch's commit and the group's head commit (`merge_group` payload). */
function mergeGroupRange(ctx) {
    const baseSha = field(ctx.payload, 'merge_group', 'base_sha');
    const headSha = field(ctx.payload, 'merge_group', 'head_sha');
    if (typeof baseSha !== 'string' || !SHA.test(baseSha) || typeof headSha !== 'string' || !SHA.test(headSha)) {
        throw new Error('the merge_group payload has no merge_group.base_sha and head_sha (40 hexadecimal digits each)');
    }
    return { baseSha, headSha };
}
/** Whether the workspace holds a checkout (actions/checkout leaves `.git`, a directory or, for a worktree, a file). */
function hasCheckout(workspace) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, '.git'));
}


/***/ }),

/***/ 9787:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $T: () => (/* binding */ isRecordLabelName),
/* harmony export */   QZ: () => (/* binding */ worst),
/* harmony export */   XU: () => (/* binding */ executeConclusion),
/* harmony export */   aE: () => (/* binding */ readRecord),
/* harmony export */   as: () => (/* binding */ runnable),
/* harmony export */   pD: () => (/* binding */ executionStates)
/* harmony export */ });
/* unused harmony export recordLabel */
/* harmony import */ var _labels_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5652);
/* harmony import */ var _plan_approval_labels_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7514);
/* harmony import */ var _plan_label_kinds_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3867);



/** Whether `name` is an execution record label in its exact shape (older versions wrote them). */
function isRecordLabelName(name) {
    return (0,_plan_label_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .isLabelOfKind */ .uZ)('executionRecord', name.toLowerCase());
}
function recordLabel(planLabel, outcome) {
    const { prefix, hashChars, domain } = _plan_label_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .LABEL_KINDS */ .TH.executionRecord;
    return prefix + (0,_plan_approval_labels_js__WEBPACK_IMPORTED_MODULE_1__/* .labelHash */ .RO)(`${domain}\n${planLabel.toLowerCase()}\n${outcome}`, hashChars);
}
/** What the record comments and record labels say about one plan, or null when it never ran here. */
function readRecord(planLabel, labeling) {
    const live = new Set(labeling.liveLabels.map((l) => l.toLowerCase()));
    const key = planLabel.toLowerCase();
    const commented = new Set((labeling.executionRecords ?? []).filter((r) => r.planLabel === key && (0,_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .isWorkflowToken */ .bP)(r.author)).map((r) => r.outcome));
    const labelled = ['succeeded', 'failed', 'started'].filter((o) => live.has(recordLabel(planLabel, o)));
    const present = ['succeeded', 'failed', 'started'].filter((o) => commented.has(o) || labelled.includes(o));
    if (present.length === 0)
        return null;
    const strangers = labelled
        .map((o) => labeling.latestLabeler.get(recordLabel(planLabel, o)))
        .filter((actor) => actor === undefined || !(0,_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .isWorkflowToken */ .bP)(actor))
        .map((actor) => actor?.login ?? 'an unknown actor');
    if (strangers.length > 0) {
        return { state: 'recorded', outcome: null, trusted: false, reason: `an execution record label was applied by ${strangers.join(', ')}, not by the action; remove it (records are written only by the action)` };
    }
    // A failure wins over a success (both present only if someone interfered); started alone means it died midway.
    const outcome = present.includes('failed') ? 'failed' : present.includes('succeeded') ? 'succeeded' : 'interrupted';
    return { state: 'recorded', outcome, trusted: true, reason: `already ran for this content on this pull request (${outcome}); delete its record comment (or its older ${_plan_label_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .LABEL_KINDS */ .TH.executionRecord.prefix} labels) to run it again` };
}
/** Per plan file: ran earlier, may run now, or why it may not. */
function executionStates(result, labeling) {
    const out = new Map();
    for (const gate of result.plans)
        out.set(gate.file, stateOf(gate, labeling));
    return out;
}
function stateOf(gate, labeling) {
    const notRun = (reason) => ({ state: 'not_run', outcome: null, trusted: true, reason });
    if (gate.status === 'invalid' || gate.planApproval === null)
        return notRun('the plan is invalid or an approval label does not count');
    const record = readRecord(gate.planApproval.label, labeling);
    if (gate.status !== 'valid' || !runnable(gate)) {
        // An earlier run is still reported, so the check never forgets that something ran.
        return record ?? notRun(gate.planApproval.approval === 'approved' ? 'a mutating step awaits approval' : 'awaits its plan approval label');
    }
    return record ?? { state: 'pending', outcome: null, trusted: true, reason: 'approved; not yet run' };
}
/** A plan may run only when it is valid, its plan label trusted, and its steps' approvals were evaluated. */
function runnable(gate) {
    return gate.status === 'valid' && gate.check.plan !== null && gate.approvals !== null && gate.planApproval?.approval === 'approved';
}
const RANK = { neutral: 0, success: 1, action_required: 2, failure: 3 };
function worst(...conclusions) {
    return conclusions.reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'neutral');
}
/**
 * Execute mode's conclusion: the gate's, made worse by every plan that ran and failed (now or
 * earlier), every untrusted record, and every approved plan that has not run (`action_required`:
 * it is not done, whatever its approvals say).
 */
function executeConclusion(result, states) {
    let conclusion = result.conclusion;
    for (const s of states.values()) {
        if (!s.trusted || s.outcome === 'failed' || s.outcome === 'interrupted')
            conclusion = worst(conclusion, 'failure');
        else if (s.state === 'pending')
            conclusion = worst(conclusion, 'action_required');
    }
    return conclusion;
}


/***/ }),

/***/ 7653:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Uj: () => (/* binding */ GATE_SUMMARY_FILE),
/* harmony export */   e2: () => (/* binding */ gateSummaryJson),
/* harmony export */   iu: () => (/* binding */ SUMMARY_MARKDOWN_FILE)
/* harmony export */ });
/* unused harmony exports GATE_SUMMARY_SCHEMA, changesJson, whyJson */
/* harmony import */ var _report_plan_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(891);
/* harmony import */ var _report_step_effects_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4729);


const GATE_SUMMARY_SCHEMA = 'plasmate.action-gate-summary.v1';
const GATE_SUMMARY_FILE = 'gate-summary.json';
const SUMMARY_MARKDOWN_FILE = 'summary.md';
const shownJson = (value, names) => (value === undefined ? null : (0,_report_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .bounded */ .Mm)((0,_report_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .shownValue */ .JJ)(value, names), _report_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_EFFECT_VALUE_CHARS */ .h1));
function changesJson(head, source) {
    if (head === null || source === undefined)
        return null;
    const none = { added: [], removed: [], changed: [], reordered: false };
    if (source === null)
        return { base: 'new', base_path: null, reason: null, ...none, added: head.steps.map((s) => s.id), new_origins: (0,_report_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .openedOrigins */ .rK)(head.steps) };
    const base = (0,_report_plan_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .planBase */ .zU)(source.file, source.bytes, source.error);
    if (base.kind !== 'plan')
        return { base: 'unreadable', base_path: source.file, reason: base.kind === 'unreadable' ? base.reason : null, ...none, new_origins: [] };
    const d = (0,_report_plan_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .diffPlans */ .U2)(base.plan, head);
    const names = [...head.secretNames, ...base.plan.secretNames];
    return {
        base: 'plan', base_path: source.file, reason: null,
        added: d.added.map((s) => s.id), removed: d.removed.map((s) => s.id),
        changed: d.changed.map((c) => ({ id: c.id, fields: c.changes.map((f) => ({ field: f.field, before: shownJson(f.before, names), after: shownJson(f.after, names) })) })),
        reordered: d.reordered, new_origins: d.newOrigins,
    };
}
function whyJson(why) {
    if (why === undefined)
        return null;
    return {
        run: why.run === null ? null : { failure_class: why.run.failureClass, reason: why.run.reason },
        steps: why.steps.map((d) => ({ id: d.stepId, line: d.line, column: d.column, failure_class: d.failureClass, reason: d.reason })),
        notes: [...why.notes],
    };
}
function gateSummaryJson(result, ctx) {
    const c = result.counts;
    return {
        schema: GATE_SUMMARY_SCHEMA,
        mode: ctx.mode,
        conclusion: result.conclusion,
        event: ctx.event,
        repository: ctx.repository,
        head_sha: ctx.headSha,
        pull_request: ctx.pullRequest,
        check_run: ctx.checkRun,
        counts: {
            plans: c.plans, valid: c.valid, needs_approval: c.needsApproval, invalid: c.invalid, steps: c.steps,
            mutating_steps: c.mutatingSteps, approved_steps: c.approvedSteps, steps_needing_approval: c.stepsNeedingApproval,
            problems: c.problems, label_problems: c.labelProblems,
        },
        plans: result.plans.map((p) => ({
            path: p.file,
            name: p.check.plan?.name ?? null,
            fingerprint: p.check.plan?.fingerprint ?? null,
            status: p.status,
            problems: p.check.problems.map((q) => ({ rule: q.rule, message: q.message, line: q.line, column: q.column })),
            mutating_steps: p.mutatingSteps.map((s) => ({
                id: s.id, tool: s.tool, line: s.line, column: s.column, approval: s.approval, approval_label: s.approvalLabel, approved_by: s.approvedBy,
            })),
            plan_approval: p.planApproval === null ? null : { label: p.planApproval.label, approval: p.planApproval.approval, approved_by: p.planApproval.approvedBy },
            plan_scope_approval: p.scopeApproval === null ? null : { label: p.scopeApproval.label, approval: p.scopeApproval.approval, approved_by: p.scopeApproval.approvedBy },
            execution: ctx.executions?.get(p.file) ?? null,
            test_request: p.testRequest === null ? null : { label: p.testRequest.label, approval: p.testRequest.approval, requested_by: p.testRequest.approvedBy },
            test_run: p.testRun === undefined ? null : {
                trigger: p.testRun.trigger, requested_by: p.testRun.requestedBy, status: p.testRun.report.status,
                summary: p.testRun.report.summary, record: p.testRun.recordPath, actions: p.testRun.actionsPath,
                why: whyJson(ctx.testDiagnostics?.get(p.file)),
            },
            why: p.report === null ? null : whyJson(ctx.diagnostics?.get(p.file)),
            changes: changesJson(p.check.plan, ctx.bases?.get(p.file)),
        })),
        labels: result.labelFindings.map((f) => ({
            name: f.name, state: f.state, actor: f.actor, approves: f.targets.map((t) => ({ path: t.file, kind: t.kind, step: t.stepId })), reason: f.reason,
        })),
        label_budget: result.labelBudget === null ? null : { needed: result.labelBudget.needed, plans: result.labelBudget.plans, other_labels: result.labelBudget.otherLabels, limit: result.labelBudget.limit },
        removed_plans: [...ctx.removed],
        same_head_pull_requests: [...(ctx.sameHead ?? [])],
    };
}


/***/ }),

/***/ 5652:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T9: () => (/* binding */ evaluateLabels),
/* harmony export */   Ti: () => (/* binding */ MAX_LABELS_PER_PULL_REQUEST),
/* harmony export */   a8: () => (/* binding */ WORKFLOW_TOKEN_APP_SLUG),
/* harmony export */   bP: () => (/* binding */ isWorkflowToken),
/* harmony export */   gg: () => (/* binding */ ROLES),
/* harmony export */   hf: () => (/* binding */ hasRole),
/* harmony export */   kG: () => (/* binding */ APPROVER_ROLES),
/* harmony export */   s4: () => (/* binding */ actorsToCheck)
/* harmony export */ });
/* unused harmony exports WORKFLOW_TOKEN_LOGIN, WORKFLOW_TOKEN_USER_ID, isBot, distrust */
/* harmony import */ var _plan_approval_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7514);
/* harmony import */ var _plan_label_kinds_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3867);
/**
 * Who may apply an approval label (plan/approval-labels.ts names them), and whether an applied
 * label counts: only if its latest `labeled` event was by a trusted actor (`evaluateLabels`): not a
 * bot, not the PR's author, not an author or committer of any of the PR's commits (the two-person
 * rule, unless `allow-self-approval`), and at least `approver-permission`.
 */


// ---------------------------------------------------------------------------------------------
// Trust: who applied each live label, and whether that counts.
/** Each approval kind's prefix and hash length, as an unknown label's finding lists them: `plasmate: and 40, …, or plasmate-test: and 36`. */
const LABEL_SCHEME = _plan_label_kinds_js__WEBPACK_IMPORTED_MODULE_1__/* .APPROVAL_LABEL_KINDS */ .ZF.map((kind, i) => `${i === _plan_label_kinds_js__WEBPACK_IMPORTED_MODULE_1__/* .APPROVAL_LABEL_KINDS */ .ZF.length - 1 ? 'or ' : ''}${_plan_label_kinds_js__WEBPACK_IMPORTED_MODULE_1__/* .LABEL_KINDS */ .TH[kind].prefix} and ${_plan_label_kinds_js__WEBPACK_IMPORTED_MODULE_1__/* .LABEL_KINDS */ .TH[kind].hashChars}`).join(', ');
/** GitHub refuses a label beyond this many on one issue or pull request (422 "Issues cannot have more than 100 labels"). */
const MAX_LABELS_PER_PULL_REQUEST = 100;
/** Repository roles in rank order; GitHub's permission API reports triage as `read`, maintain as `write`. */
const ROLES = ['read', 'triage', 'write', 'maintain', 'admin'];
/** The roles `approver-permission` may name: `read` would let anyone approve on a public repository. */
const APPROVER_ROLES = ['triage', 'write', 'maintain', 'admin'];
/**
 * The identity every workflow token writes as: the `github-actions` App's bot account, whose user
 * id is fixed on github.com (41898282). Other Apps write as `NAME[bot]` with their own ids, so
 * "any Bot" is every installed App; only this identity is this workflow's (or another workflow of
 * this repository, which the repository's own maintainers wrote).
 */
const WORKFLOW_TOKEN_LOGIN = 'github-actions[bot]';
const WORKFLOW_TOKEN_USER_ID = 41898282;
const WORKFLOW_TOKEN_APP_SLUG = 'github-actions';
/** Whether `actor` is the workflow token's identity: its login, type and fixed id, all three. */
function isWorkflowToken(actor) {
    return actor.distrusted === undefined && actor.login === WORKFLOW_TOKEN_LOGIN && actor.type === 'Bot' && actor.id === WORKFLOW_TOKEN_USER_ID;
}
/** Whether `role` is at least `required` (null: no access). */
function hasRole(role, required) {
    return role !== null && ROLES.indexOf(role) >= ROLES.indexOf(required);
}
function isBot(actor) {
    return actor.type === 'Bot' || actor.login.toLowerCase().endsWith('[bot]');
}
/** Why an actor's label does not count, or null when it does. */
function distrust(actor, facts, policy) {
    if (actor === undefined)
        return 'no labeled event found for it';
    if (actor.distrusted !== undefined)
        return actor.distrusted;
    if (isBot(actor))
        return `applied by the bot ${actor.login}`;
    if (actor.login.toLowerCase() === facts.pullRequestAuthor.toLowerCase() && !policy.allowSelfApproval) {
        return `applied by the pull request's author ${actor.login} (allow-self-approval is off)`;
    }
    if (!policy.allowSelfApproval) {
        // Two-person rule on everyone who wrote the change, not only on who opened the PR.
        if (!facts.commitsComplete)
            return `the pull request has more commits than GitHub lists, so its authors cannot all be checked (allow-self-approval is off)`;
        if (facts.commitLogins.has(actor.login.toLowerCase()))
            return `applied by ${actor.login}, who authored or committed a commit of this pull request (allow-self-approval is off)`;
    }
    const role = facts.roles.get(actor.login) ?? null;
    if (role === null)
        return `applied by ${actor.login}, who has no access to the repository`;
    if (!hasRole(role, policy.approverRole)) {
        return `applied by ${actor.login}, whose role ${role} is below ${policy.approverRole}`;
    }
    return null;
}
/** The actors whose role must be looked up: those behind an approval label that could count. */
function actorsToCheck(liveLabels, latestLabeler) {
    const out = new Map();
    for (const name of liveLabels) {
        if (!(0,_plan_approval_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .isApprovalLabelName */ .pb)(name))
            continue;
        const actor = latestLabeler.get(name.toLowerCase());
        if (actor !== undefined && actor.distrusted === undefined && !isBot(actor))
            out.set(actor.login, actor);
    }
    return [...out.values()];
}
/** Classifies every live approval label against the current plans. Pure. */
function evaluateLabels(plans, facts, policy) {
    const targets = new Map();
    const add = (label, target) => targets.set(label, [...(targets.get(label) ?? []), target]);
    for (const plan of plans) {
        for (const [stepId, label] of plan.labels)
            add(label, { file: plan.file, kind: 'step', stepId });
        if (plan.planLabel !== null)
            add(plan.planLabel, { file: plan.file, kind: 'plan', stepId: null });
        if (plan.testLabel !== null)
            add(plan.testLabel, { file: plan.file, kind: 'test', stepId: null });
        if (plan.scopeLabel !== null)
            add(plan.scopeLabel, { file: plan.file, kind: 'scope', stepId: null });
    }
    const seen = new Set();
    const findings = [];
    for (const name of facts.liveLabels) {
        if (!(0,_plan_approval_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .isApprovalLabelName */ .pb)(name))
            continue;
        const key = name.toLowerCase();
        const actor = facts.latestLabeler.get(key);
        const base = { name, actor: actor?.login ?? null };
        if (seen.has(key)) {
            findings.push({ ...base, state: 'duplicate', targets: [], reason: 'the same approval label appears twice' });
            continue;
        }
        seen.add(key);
        if (!(0,_plan_approval_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .isWellFormedLabel */ .W8)(key)) {
            findings.push({ ...base, state: 'unknown', targets: [], reason: `not an approval label of this action's scheme (${LABEL_SCHEME}, base32 characters)` });
            continue;
        }
        const approves = targets.get(key);
        if (approves === undefined) {
            findings.push({ ...base, state: 'stale', targets: [], reason: 'approves no step or plan of the current content of any plan checked here (the plan changed after approval, or the label is for another plan or pull request); it does not fail the check: remove it, or set remove-stale-labels' });
            continue;
        }
        const why = distrust(actor, facts, policy);
        findings.push(why === null
            ? { ...base, state: 'trusted', targets: approves, reason: `applied by ${actor.login}` }
            : { ...base, state: 'untrusted', targets: approves, reason: why });
    }
    return findings;
}


/***/ }),

/***/ 7943:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Og: () => (/* binding */ nonAsciiPathNote),
/* harmony export */   cl: () => (/* binding */ misleadingPathCharacter),
/* harmony export */   ex: () => (/* binding */ visiblePath)
/* harmony export */ });
/**
 * Changed file names as a reviewer sees them. Git allows any byte but NUL in a name, and a PR
 * author chooses them: a right-to-left override (U+202E) makes `plans/nosj.evil` read as another
 * name, and a one-dot leader (U+2024) makes `plans/․․/a.json` look like a path that climbs out of
 * `plans/`. Names with bidirectional controls or C1 controls are refused (pull-request.ts) and
 * shown escaped; any other non-ASCII character in a plan path is flagged in the summary, named.
 */
/** Bidirectional formatting characters (Unicode's Bidi_Control property): they reorder what is displayed. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** C1 control characters (U+0080–U+009F): invisible, and some terminals act on them. */
const C1_CONTROL = /[\u0080-\u009f]/u;
/** Characters shown as escapes wherever a path is displayed: every control, bidi control and invisible format character. */
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;
/** Why a name would mislead a reviewer, or null. */
function misleadingPathCharacter(path) {
    if (BIDI_CONTROL.test(path))
        return 'a bidirectional control character';
    if (C1_CONTROL.test(path))
        return 'a C1 control character';
    return null;
}
function codePoint(c) {
    return `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
/** The path with every control and invisible character shown as `\u{…}`: what is displayed is what is there. */
function visiblePath(path) {
    return path.replace(HIDDEN, (c) => `\\u{${c.codePointAt(0).toString(16).toUpperCase()}}`);
}
/**
 * A summary note for plan paths with characters beyond ASCII (look-alikes of `.`, `/`, letters),
 * naming each character, or null when every path is ASCII.
 */
function nonAsciiPathNote(paths) {
    const flagged = paths.flatMap((p) => {
        const chars = [...new Set([...p].filter((c) => c.codePointAt(0) > 0x7e))];
        return chars.length === 0 ? [] : [`${visiblePath(p)} (${chars.map(codePoint).join(', ')})`];
    });
    if (flagged.length === 0)
        return null;
    return `Plan paths with characters beyond ASCII, which can look like other characters (a one-dot leader like \`.\`, a fraction slash like \`/\`): ${flagged.join('; ')}. Check each is the path it looks like.`;
}


/***/ }),

/***/ 5635:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BT: () => (/* binding */ verdictMarkdown),
/* harmony export */   N5: () => (/* binding */ renderGateMarkdown),
/* harmony export */   Tq: () => (/* binding */ checkTitle),
/* harmony export */   su: () => (/* binding */ renderPlanApprovals),
/* harmony export */   tz: () => (/* binding */ GATE_HEADING),
/* harmony export */   xR: () => (/* binding */ trimToBytes)
/* harmony export */ });
/* unused harmony export closingMarkup */
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4285);
/* harmony import */ var _report_table_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(790);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _report_test_run_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5828);
/* harmony import */ var _report_plan_diff_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(891);
/* harmony import */ var _test_requests_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(8414);
/* harmony import */ var _labels_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(5652);
/* harmony import */ var _report_plural_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(1190);
/**
 * The gate result as Markdown and a check-run title. Pure; the Markdown is whole here and trimmed
 * once, at the edge that has the limit (`trimToBytes`), for the check run and the job summary.
 */








const GATE_HEADING = 'Plasmate agent workflow plans';
/** Plan files a title names at most (a check title is one line). */
const MAX_TITLE_FILES = 3;
/**
 * The one sentence a reviewer reads first — the check run's title, the first line of its summary,
 * of the job summary and of summary.md (publishGate puts it there) and the run's log line: the
 * conclusion, then what to do. `states` are execute mode's per-plan executions.
 */
function checkTitle(result, states = null) {
    const c = result.counts;
    const runs = [...(states?.values() ?? [])];
    switch (result.conclusion) {
        case 'neutral':
            return 'Nothing to check: no plan in this run';
        case 'failure': {
            const reasons = [];
            const actions = [];
            if (c.invalid > 0) {
                reasons.push(`${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(c.invalid, 'plan')} ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .agreeing */ .HD)(c.invalid, 'is', 'are')} invalid`);
                actions.push('fix the problems below');
            }
            if (c.labelProblems > 0) {
                reasons.push(`${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(c.labelProblems, 'approval label')} ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .agreeing */ .HD)(c.labelProblems, 'is', 'are')} malformed or duplicated`);
                actions.push('remove the labels listed below');
            }
            const failed = runs.filter((s) => s.outcome === 'failed' || s.outcome === 'interrupted').length;
            const forged = runs.filter((s) => !s.trusted).length;
            if (failed > 0)
                reasons.push(`${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(failed, 'plan')} failed when run`);
            if (forged > 0)
                reasons.push(`${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(forged, 'execution record')} ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .agreeing */ .HD)(forged, 'was', 'were')} not applied by the action`);
            // A failed test run names its plan and the step it failed at: the plan itself may be valid.
            const tested = result.plans.filter((p) => p.testRun?.report.status === 'failed');
            if (tested.length === 1) {
                const run = tested[0].testRun.report;
                const step = run.steps.find((r) => r.status === 'failed');
                reasons.push(`the test run of ${tested[0].file} failed${step === undefined ? ` (child ${run.process_outcome ?? 'not started'})` : ` at step "${step.id}" (${step.failure_class ?? 'failed'})`}`);
            }
            else if (tested.length > 1) {
                reasons.push(`${tested.length} test runs failed (${tested.slice(0, MAX_TITLE_FILES).map((p) => p.file).join(', ')}${tested.length > MAX_TITLE_FILES ? ', …' : ''})`);
            }
            if (failed > 0 || forged > 0 || tested.length > 0)
                actions.push('see why below');
            // Worse than this gate's own plans: another open PR with this head, or (aggregate) a shard — the notes say which.
            if (reasons.length === 0)
                return 'Failed: see the notes below';
            return `Failed: ${reasons.join(', ')} — ${actions.join('; ')}`;
        }
        case 'action_required': {
            const reasons = [];
            // A label that does not count is named as such: the plan is fine, the label's applier is not trusted for it.
            const distrusted = result.labelFindings.filter((f) => f.state === 'untrusted' && f.targets.some((t) => t.kind !== 'test'));
            if (distrusted.length > 0) {
                const why = distrusted.length === 1 ? distrusted[0].reason : 'see the labels below';
                reasons.push(`${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(distrusted.length, 'approval label')} ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .agreeing */ .HD)(distrusted.length, 'does', 'do')} not count — ${why}; a maintainer must apply ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .agreeing */ .HD)(distrusted.length, 'it', 'them')}`);
            }
            const missing = result.plans.flatMap((p) => p.mutatingSteps.filter((s) => s.approval === 'missing'));
            const stepPlans = result.plans.filter((p) => p.mutatingSteps.some((s) => s.approval === 'missing')).length;
            if (missing.length > 0)
                reasons.push(`${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(missing.length, 'step')} of ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(stepPlans, 'plan')} ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .agreeing */ .HD)(missing.length, 'awaits', 'await')} approval`);
            if (distrusted.length > 0)
                return `Blocked: ${reasons.join('; ')}`;
            const planOnly = result.plans.filter((p) => p.status === 'needs_approval' && !p.mutatingSteps.some(awaitsApproval) && p.planApproval !== null && p.planApproval.approval !== 'approved').length;
            if (planOnly > 0)
                reasons.push(`${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(planOnly, 'plan')} ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .agreeing */ .HD)(planOnly, 'awaits its', 'await their')} plan label`);
            if (reasons.length > 0)
                return `Blocked: ${reasons.join(', ')} — apply the labels below`;
            const pending = runs.filter((s) => s.state === 'pending').length;
            if (pending > 0)
                return `Blocked: ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(pending, 'approved plan')} ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .agreeing */ .HD)(pending, 'has', 'have')} not run yet — see the notes below`;
            return 'Blocked: see the notes below';
        }
        case 'success': {
            const ran = runs.filter((s) => s.outcome === 'succeeded').length;
            const notEvaluated = c.mutatingSteps > 0 && result.plans.every((p) => p.mutatingSteps.every((s) => s.approval === 'not_evaluated'));
            const steps = c.mutatingSteps === 0 ? 'no step to approve'
                : notEvaluated ? 'approvals are checked on pull requests'
                    : c.mutatingSteps === 1 ? 'its mutating step approved' : `all ${c.mutatingSteps} mutating steps approved`;
            return `Ready: ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(c.valid, 'plan')} valid, ${steps}${states === null ? '' : `; ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(ran, 'plan')} ran and succeeded`} — nothing to do`;
        }
    }
}
const awaitsApproval = (s) => s.approval === 'missing' || s.approval === 'untrusted';
/** The verdict as the first paragraph of a summary: this project's own sentence, escaped all the same. */
function verdictMarkdown(verdict) {
    return `**${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(verdict)}**\n\n`;
}
/** The element each stubbed step of a test run acted on, by step id. */
function testRunElements(run) {
    if (run === undefined)
        return undefined;
    const out = new Map();
    for (const step of run.report.steps)
        if (step.element !== undefined)
            out.set(step.id, step.element);
    return out;
}
function renderGateMarkdown(result, ctx) {
    const out = [];
    for (const note of ctx.notes)
        out.push(`> ${note}`, '');
    const roles = _labels_js__WEBPACK_IMPORTED_MODULE_6__/* .APPROVER_ROLES */ .kG.slice(_labels_js__WEBPACK_IMPORTED_MODULE_6__/* .APPROVER_ROLES */ .kG.indexOf(ctx.approverRole)).join(', ');
    const awaiting = result.plans.flatMap((p) => p.mutatingSteps.filter((s) => s.approval === 'missing' || s.approval === 'untrusted').map((s) => ({ plan: p, step: s })));
    if (awaiting.length > 0) {
        out.push('### Approvals needed', '');
        out.push(`A person with the ${roles} role${ctx.allowSelfApproval ? '' : ' (not the pull request\'s author)'} approves a step by applying its label. A label approves exactly that step of exactly this plan content: any edit to the plan voids it.`, '');
        out.push(...(0,_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)((0,_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .headerCells */ .bz)('plan', 'step', 'label to apply'), awaiting.map(({ plan, step }) => [_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(plan.file), _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(step.id), _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(step.approvalLabel)])));
    }
    out.push(...renderScopeAndBudget(result));
    const notCounted = result.labelFindings.filter((f) => f.state !== 'trusted');
    if (notCounted.length > 0) {
        out.push('### Approval labels that do not count', '');
        for (const f of notCounted)
            out.push(`- ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(f.name)} **${f.state}**: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(f.reason)}`);
        out.push('');
    }
    const summaries = result.plans.map((p) => {
        const why = ctx.diagnostics?.get(p.file);
        const testWhy = ctx.testDiagnostics?.get(p.file);
        const base = p.check.plan === null ? undefined : ctx.bases?.get(p.file);
        return {
            check: p.check, approvals: p.approvals, report: p.report,
            ...(ctx.withoutPullRequest === true ? { approvalsOnPullRequests: true } : { approvalLabels: p.labels }),
            ...(why === undefined || p.report === null ? {} : { diagnostics: why }),
            ...(p.testRun === undefined ? {} : { testRunMarkdown: renderTestRunSection(p.file, p.testRun, testWhy), elements: testRunElements(p.testRun) }),
            ...(base === undefined ? {} : { base: base === null ? { kind: 'new' } : (0,_report_plan_diff_js__WEBPACK_IMPORTED_MODULE_4__/* .planBase */ .zU)(base.file, base.bytes, base.error) }),
        };
    });
    out.push((0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .renderChecksMarkdown */ .pu)(summaries, GATE_HEADING));
    if (ctx.removed.length > 0)
        out.push(`Plans removed by this pull request (nothing to check): ${ctx.removed.map(_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY).join(', ')}`, '');
    if (ctx.ignored > 0)
        out.push(`${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(ctx.ignored, 'changed JSON file')} without a plan \`schema\` ignored.`, '');
    return out.join('\n');
}
/**
 * GitHub's 100 labels per pull request, in one place: the plan-scope label of every plan still awaiting approval
 * (one label for all its steps and running it), and a plain warning when the pull request would
 * need more labels than GitHub allows on one pull request.
 */
function renderScopeAndBudget(result) {
    const out = [];
    const b = result.labelBudget;
    if (b !== null && b.needed > b.limit) {
        const room = Math.max(b.limit - b.otherLabels, 1);
        out.push(`**Too many plans for one pull request:** approving its ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(b.plans, 'plan')} takes at least ${b.needed} labels (one plan-scope label each, plus the ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(b.otherLabels, 'other label')} it carries), and GitHub allows ${b.limit} on one pull request. Split it into pull requests of at most ${(0,_report_plural_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(room, 'changed plan')} each.`, '');
    }
    const open = result.plans.filter((p) => p.status === 'needs_approval' && p.scopeApproval !== null && p.scopeApproval.approval !== 'approved');
    if (open.length > 0) {
        out.push('### Approve a whole plan', '');
        out.push('One plan-scope label approves every mutating step of exactly this plan content and running it, in one act (per-step labels still work, for partial approval). A change to the plan or to its set of mutating steps voids it.', '');
        out.push(...(0,_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)((0,_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .headerCells */ .bz)('plan', 'mutating steps', 'plan-scope label'), open.map((p) => [_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(p.file), _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.number(p.mutatingSteps.length), _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(p.scopeApproval.label)])));
    }
    return out;
}
/** A plan's test run inside its section: who asked for it, then the run (stubbed actions first). */
function renderTestRunSection(file, run, why) {
    const who = run.trigger === 'label' ? `a test label applied by ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(run.requestedBy)}` : `test-mode auto, for the author ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(run.requestedBy)}`;
    const reasons = why === undefined ? '' : (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .diagnosticsMarkdown */ .uF)(why).map((line) => `${line}\n`).join('');
    return `${(0,_report_test_run_js__WEBPACK_IMPORTED_MODULE_3__/* .renderTestRunMarkdown */ .fO)(run.report, file, 4)}${reasons}Requested by ${who}; the record is ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(run.recordPath))} in the report directory.\n`;
}
/**
 * Trims Markdown to `maxBytes` UTF-8 bytes at a line boundary and says so visibly at the end.
 * Bytes, not characters: GitHub's limits are stated in characters, and bytes never undercount.
 */
function trimToBytes(markdown, maxBytes, fullReport) {
    if (Buffer.byteLength(markdown, 'utf8') <= maxBytes)
        return markdown;
    const note = `\n\n---\n**Trimmed:** this summary was cut to GitHub's size limit. ${fullReport}\n`;
    const budget = maxBytes - Buffer.byteLength(note, 'utf8');
    const bytes = Buffer.from(markdown, 'utf8');
    // Room for closing what the cut leaves open (see closingMarkup): cut earlier until it fits.
    let reserve = 0;
    for (;;) {
        const at = budget - reserve;
        const cut = at <= 0 ? 0 : Math.max(0, bytes.lastIndexOf(0x0a, at));
        const kept = bytes.subarray(0, cut).toString('utf8');
        const closing = cut === 0 ? '' : closingMarkup(kept);
        const needed = Buffer.byteLength(closing, 'utf8');
        // The closing markup shrinks or stays as the cut moves up (fewer open blocks), so this ends.
        if (needed <= reserve || cut === 0)
            return kept + closing + note;
        reserve = needed;
    }
}
/**
 * What closes the blocks a cut left open, so the trim note is not shown as code or hidden in a
 * collapsed block: the open code fence (report/step-effects.ts `fencedBlock`: a line of 3 or more
 * backticks opens it, a line of at least as many closes it), then each open `<details>`. Only
 * this project's own lines start with a backtick fence or `<details>`: every untrusted text
 * outside a fence is escaped, so its backticks and `<` never open a line.
 */
function closingMarkup(markdown) {
    let fence = null;
    let details = 0;
    for (const line of markdown.split('\n')) {
        if (fence !== null) {
            const closing = /^(`+)\s*$/.exec(line);
            if (closing !== null && closing[1].length >= fence.length)
                fence = null;
            continue;
        }
        const opening = /^(`{3,})/.exec(line);
        if (opening !== null)
            fence = opening[1];
        else if (line.startsWith('<details>'))
            details++;
        else if (line.startsWith('</details>'))
            details = Math.max(0, details - 1);
    }
    const closes = [];
    if (fence !== null)
        closes.push(`\n${fence}\n`);
    for (let i = 0; i < details; i++)
        closes.push('\n</details>\n');
    return closes.join('');
}
/**
 * The plan-approval labels (execute mode needs them to run a plan), the test labels when test
 * runs may be asked for, and, in execute mode, what ran.
 */
function renderPlanApprovals(result, states, execute, withTests) {
    const rows = result.plans.filter((p) => p.planApproval !== null && p.planApproval.approval !== 'not_evaluated');
    if (rows.length === 0)
        return '';
    const out = ['### Plan approvals', ''];
    out.push(execute
        ? 'A plan runs only when a maintainer applied its plan label as well as every mutating step\'s label; each approved content runs once per pull request.'
        : 'To run a plan in execute mode, a maintainer also applies its plan label (it approves running exactly this plan content).', '');
    if (withTests)
        out.push('A maintainer\'s test label starts a test run of exactly this content: its reads run for real, every effect is stubbed and recorded with its target, and no secret is read.', '');
    const header = (0,_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .headerCells */ .bz)('plan', 'plan label', 'approval', ...(withTests ? ['test label'] : []), ...(execute ? ['execution'] : []));
    out.push(...(0,_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)(header, rows.map((p) => {
        const a = p.planApproval;
        const approval = a.approval === 'approved' ? _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('approved by '), _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(a.approvedBy ?? '')) : _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(a.approval);
        const cells = [_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(p.file), _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(a.label), approval];
        if (withTests) {
            cells.push(p.testRequest === null || !(0,_test_requests_js__WEBPACK_IMPORTED_MODULE_5__/* .isTestable */ .nd)(p)
                ? _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('—')
                : _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(p.testRequest.label), ...(p.testRequest.approval === 'approved' ? [_report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' (applied by '), _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(p.testRequest.approvedBy ?? ''), _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(')')] : [])));
        }
        if (execute) {
            const s = states?.get(p.file);
            cells.push(s === undefined ? _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('—') : _report_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(s.reason));
        }
        return cells;
    })));
    out.push('');
    return out.join('\n');
}


/***/ }),

/***/ 9355:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $8: () => (/* binding */ SHARD_ARTIFACT_PREFIX),
/* harmony export */   Dx: () => (/* binding */ ShardInputError),
/* harmony export */   O_: () => (/* binding */ SHARD_MANIFEST_FILE),
/* harmony export */   Wf: () => (/* binding */ oversizedShard),
/* harmony export */   Xb: () => (/* binding */ SHARD_MANIFEST_SCHEMA),
/* harmony export */   hH: () => (/* binding */ MAX_SHARDS),
/* harmony export */   j5: () => (/* binding */ DEFAULT_MAX_SHARDS),
/* harmony export */   sz: () => (/* binding */ parseShardInput),
/* harmony export */   u5: () => (/* binding */ matrixJson),
/* harmony export */   u9: () => (/* binding */ shardArtifactName),
/* harmony export */   y1: () => (/* binding */ balanceShards)
/* harmony export */ });
/* unused harmony exports MAX_SHARD_INPUT_BYTES, MAX_SHARD_ENTRY_BYTES, MAX_PLANS_PER_SHARD */
/**
 * Fan-out for GitHub Actions (docs/action.md "Scaling out"): the plans that may run, split into at
 * most `max-shards` shards balanced by step count, as the `matrix` output of `mode: plan`; the
 * `shard` input a shard job passes back; and the name of the artifact each shard uploads. Pure.
 *
 * The split is deterministic (longest-processing-time first, ties by path, each plan to the
 * lightest shard, ties by index), so the aggregate job recomputes exactly the shards the plan job
 * output from the same live state and trusts neither the matrix nor anything a shard uploads for
 * what should have run.
 */
const DEFAULT_MAX_SHARDS = 8;
/** GitHub runs at most 256 jobs from one matrix. */
const MAX_SHARDS = 256;
/** Artifact name of shard `index`; the aggregate downloads exactly these names. */
const SHARD_ARTIFACT_PREFIX = 'plasmate-shard-';
/** The manifest a shard writes next to its reports (the artifact's root). */
const SHARD_MANIFEST_FILE = 'shard.json';
const SHARD_MANIFEST_SCHEMA = 'plasmate.shard-result.v1';
/**
 * Bytes of the `shard` input at most. The runner passes an input as one environment variable, and
 * Linux refuses a single one over 128 KiB (MAX_ARG_STRLEN) when it starts the action.
 */
const MAX_SHARD_INPUT_BYTES = 128 * 1024;
/**
 * Compact JSON bytes of one matrix entry at most, checked by plan mode: `toJSON(matrix.shard)`
 * pretty-prints (indentation and newlines add up to ~60% for short paths), and that must still
 * fit MAX_SHARD_INPUT_BYTES.
 */
const MAX_SHARD_ENTRY_BYTES = 64 * 1024;
/** Plans in one shard entry at most (the plan-mode bound on plans per run is far below). */
const MAX_PLANS_PER_SHARD = 5_000;
function shardArtifactName(index) {
    return `${SHARD_ARTIFACT_PREFIX}${index}`;
}
/** Greedy LPT: heaviest plan first onto the lightest shard; never an empty shard. */
function balanceShards(plans, maxShards) {
    const count = Math.min(maxShards, plans.length);
    const shards = Array.from({ length: count }, (_, shard) => ({ shard, plans: [], steps: 0 }));
    const order = [...plans].sort((a, b) => b.steps - a.steps || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const plan of order) {
        let lightest = shards[0];
        for (const s of shards)
            if (s.steps < lightest.steps)
                lightest = s;
        lightest.plans.push({ path: plan.path, fingerprint: plan.fingerprint });
        lightest.steps += plan.steps;
    }
    return shards;
}
/** The `matrix` output: `strategy.matrix: ${{ fromJSON(needs.plan.outputs.matrix) }}` gives `matrix.shard`. */
function matrixJson(shards) {
    return JSON.stringify({ shard: shards });
}
class ShardInputError extends Error {
    name = 'ShardInputError';
}
/** The `shard` input (`${{ toJSON(matrix.shard) }}`), checked for shape only: the shard re-verifies every plan live. */
function parseShardInput(raw) {
    if (Buffer.byteLength(raw) > MAX_SHARD_INPUT_BYTES)
        throw new ShardInputError(`input "shard" is larger than ${MAX_SHARD_INPUT_BYTES} bytes`);
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch {
        throw new ShardInputError('input "shard" is not JSON (pass `${{ toJSON(matrix.shard) }}`)');
    }
    const v = value;
    const bad = (why) => new ShardInputError(`input "shard" ${why}`);
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        throw bad('must be an object {shard, plans, steps}');
    if (!Number.isSafeInteger(v.shard) || v.shard < 0 || v.shard >= MAX_SHARDS)
        throw bad(`needs "shard", an integer from 0 to ${MAX_SHARDS - 1}`);
    if (!Array.isArray(v.plans) || v.plans.length > MAX_PLANS_PER_SHARD)
        throw bad(`needs "plans", a list of at most ${MAX_PLANS_PER_SHARD}`);
    const seen = new Set();
    const plans = v.plans.map((p) => {
        const e = p;
        if (e === null || typeof e !== 'object' || typeof e.path !== 'string' || typeof e.fingerprint !== 'string' || e.path === '' || e.fingerprint === '') {
            throw bad('has a plan entry that is not {path, fingerprint}');
        }
        if (seen.has(e.path))
            throw bad('lists a plan twice');
        seen.add(e.path);
        return { path: e.path, fingerprint: e.fingerprint };
    });
    const steps = Number.isSafeInteger(v.steps) ? v.steps : 0;
    return { shard: v.shard, plans, steps };
}
/** Plan mode's check that each entry will reach its shard job as an input; null when all fit. */
function oversizedShard(shards) {
    for (const s of shards) {
        const bytes = Buffer.byteLength(JSON.stringify(s));
        if (bytes > MAX_SHARD_ENTRY_BYTES) {
            return `shard ${s.shard} (${s.plans.length} plans) is ${bytes} bytes of JSON, more than ${MAX_SHARD_ENTRY_BYTES}: a runner cannot pass it as one input; raise "max-shards" (at most ${MAX_SHARDS})`;
        }
    }
    return null;
}


/***/ }),

/***/ 8414:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ applyTestRuns),
/* harmony export */   Ij: () => (/* binding */ testRunCandidates),
/* harmony export */   M: () => (/* binding */ TEST_MODES),
/* harmony export */   nd: () => (/* binding */ isTestable)
/* harmony export */ });
/* harmony import */ var _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8997);

/** `label`: a trusted test label starts a test run; `auto`: so does a trusted author; `off`: never. */
const TEST_MODES = ['label', 'auto', 'off'];
/**
 * Problems that keep a plan from a test run: anything but missing or untrusted approvals and
 * opt-ins, which a test run never needs (it sends no step that would need one).
 */
function isTestable(gate) {
    return gate.check.plan !== null && gate.check.problems.every((p) => (0,_contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .inRuleFamily */ .u2)(p.rule, 'approval') || (0,_contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .inRuleFamily */ .u2)(p.rule, 'optIn'));
}
/**
 * The plans to test-run and who asked: a trusted test label for the current content, or the
 * author when `test-mode: auto` and `trustedAuthor` (the author holds `approver-permission`).
 */
function testRunCandidates(result, mode, trustedAuthor) {
    if (mode === 'off')
        return [];
    const out = [];
    for (const gate of result.plans) {
        if (!isTestable(gate))
            continue;
        if (gate.testRequest?.approval === 'approved')
            out.push({ gate, trigger: 'label', requestedBy: gate.testRequest.approvedBy ?? '' });
        else if (mode === 'auto' && trustedAuthor !== null)
            out.push({ gate, trigger: 'auto', requestedBy: trustedAuthor });
    }
    return out;
}
/**
 * A failed test run makes the check `failure`, with an annotation at each failed step; a passed
 * one leaves the conclusion as the gate decided. Messages name the step, never an argument.
 */
function applyTestRuns(result) {
    for (const gate of result.plans) {
        const run = gate.testRun;
        const plan = gate.check.plan;
        if (run === undefined || plan === null)
            continue;
        run.report.steps.forEach((row, i) => {
            if (row.status !== 'failed')
                return;
            const step = plan.steps[i];
            const problem = row.failure_class === 'element_not_found'
                ? { file: gate.file, line: step.location.line, column: step.location.column, rule: _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .RULE */ .xZ.testElementNotFound,
                    message: `test run: the element step "${step.id}" (${step.tool}) targets is not on the page the session loaded` }
                : { file: gate.file, line: step.location.line, column: step.location.column, rule: _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .RULE */ .xZ.testStepFailed,
                    message: `test run: step "${step.id}" (${step.tool}) ran for real and failed (${row.failure_class ?? 'unknown'})` };
            gate.check.problems.push(problem);
        });
        if (run.report.status === 'failed') {
            if (!gate.check.problems.some((p) => p.rule === _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .RULE */ .xZ.testElementNotFound || p.rule === _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .RULE */ .xZ.testStepFailed)) {
                gate.check.problems.push({ file: gate.file, line: 1, column: 1, rule: _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_0__/* .RULE */ .xZ.testStepFailed, message: `test run failed (child ${run.report.process_outcome ?? 'not started'})` });
            }
            result.conclusion = 'failure';
        }
        gate.check.problems.sort((a, b) => a.line - b.line || a.column - b.column);
    }
    result.counts.problems = result.plans.reduce((n, p) => n + p.check.problems.length, 0);
}


/***/ }),

/***/ 5446:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TL: () => (/* binding */ parseInputs),
/* harmony export */   wT: () => (/* binding */ resolveReportDir)
/* harmony export */ });
/* unused harmony exports MODES, ENGINES, DEFAULT_CHECK_NAME, DEFAULT_BENCHMARK_CHECK_NAME, DEFAULT_REPORT_DIR, MAX_CHECK_NAME_LENGTH, SAME_HEAD_PULLS, FAIL_ON_AWAITING_APPROVAL, MAX_API_REQUEST_BUDGET, InputError, ACTION_INPUTS, ACTION_OUTPUTS, MIN_API_REQUEST_BUDGET */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _plan_read_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3298);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(4859);
/* harmony import */ var _rest_api_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9294);
/* harmony import */ var _gate_labels_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5652);
/* harmony import */ var _gate_test_requests_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(8414);
/* harmony import */ var _gate_shard_plan_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(9355);
/**
 * The action's inputs (action.yml), each parsed and validated with a clear error naming the input.
 * Pure: a reader of raw input strings in, a typed value out, so the rules are testable without a
 * runner and `src/main.ts` stays a wiring file.
 */








const MODES = ['validate', 'execute', 'benchmark', 'plan', 'aggregate', 'watch'];
const ENGINES = ['auto', 'plasmate', 'reference'];
const DEFAULT_CHECK_NAME = 'plasmate plans';
/** The release gate posts its own check, so a plan check and a benchmark never share a name on one SHA. */
const DEFAULT_BENCHMARK_CHECK_NAME = 'plasmate benchmark';
const DEFAULT_REPORT_DIR = 'plasmate-gate';
/** A check name is matched by branch protection; keep it short enough to read in the merge box. */
const MAX_CHECK_NAME_LENGTH = 100;
/**
 * `same-base`: only same-head pull requests from the same head repository into the same base
 * branch lower the verdict; others are listed. `all`: every open pull request with this head does.
 */
const SAME_HEAD_PULLS = ['same-base', 'all'];
/** `fail-on-awaiting-approval`: fail the step on `action_required` only when no check run carries it, or always. */
const FAIL_ON_AWAITING_APPROVAL = ['auto', 'always'];
/** `api-request-budget` at most: GitHub Enterprise Cloud's hourly budget of a workflow token. */
const MAX_API_REQUEST_BUDGET = 15_000;
class InputError extends Error {
    name = 'InputError';
}
/**
 * Every input the action reads, as action.yml declares them: `parseInputs` can read no other name
 * (InputReader's type), and the conformance test checks this list against action.yml and
 * docs/action.md, so an input is never read without being declared, or declared and ignored.
 */
const ACTION_INPUTS = (/* unused pure expression or super */ null && ([
    'mode', 'plans', 'check-name', 'github-token', 'engine', 'plasmate-path', 'allow-evaluate', 'allow-cookie-writes',
    'allow-private-network', 'approver-permission', 'allow-self-approval', 'create-labels', 'remove-stale-labels', 'prune-labels', 'secrets',
    'test-mode', 'report-dir', 'artifact-dir', 'max-shards', 'shard', 'shards-result', 'trust-static-tool-policy',
    'api-request-budget', 'same-head-pulls', 'trust-app-labels', 'fail-on-awaiting-approval',
]));
/**
 * Every output any mode sets, as action.yml declares them. A mode's outputs are typed
 * `ActionOutputs`, so setting an undeclared name does not compile; the conformance test checks the
 * list against action.yml and docs/action.md.
 */
const ACTION_OUTPUTS = (/* unused pure expression or super */ null && ([
    'conclusion', 'plans', 'invalid-plans', 'plans-awaiting-approval', 'steps', 'mutating-steps', 'approved-steps',
    'steps-needing-approval', 'gate-summary', 'summary-markdown', 'check-run-id', 'check-run-url', 'test-runs',
    'failed-test-runs', 'executed-plans', 'failed-executions', 'reports', 'gate-passed', 'task-contracts-passed',
    'tasks-total', 'benchmark-report', 'benchmark-markdown', 'matrix', 'shard-count', 'planned-plans', 'verified-plans',
    'missing-shards', 'artifact-name', 'shard-dir', 'healthy-plans', 'drifted-plans',
]));
function oneOf(read, name, allowed, fallback) {
    const raw = read(name);
    if (raw === '')
        return fallback;
    if (!allowed.includes(raw)) {
        throw new InputError(`input "${name}" must be one of ${allowed.map((a) => `"${a}"`).join(', ')} (got ${JSON.stringify(raw)})`);
    }
    return raw;
}
/** YAML 1.2 core booleans, as `core.getBooleanInput` accepts them, with a default when unset. */
function flag(read, name, fallback) {
    const raw = read(name);
    if (raw === '')
        return fallback;
    if (['true', 'True', 'TRUE'].includes(raw))
        return true;
    if (['false', 'False', 'FALSE'].includes(raw))
        return false;
    throw new InputError(`input "${name}" must be true or false (got ${JSON.stringify(raw)})`);
}
/** The `secrets` input: names separated by newlines, commas or spaces; a reserved or malformed name fails the step. */
function secretsInput(raw) {
    try {
        return (0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_3__/* .secretAllowList */ .Ov)((0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_3__/* .splitSecretNames */ .KY)(raw), 'input "secrets"');
    }
    catch (error) {
        if (error instanceof _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_3__/* .SecretAllowListError */ .YF)
            throw new InputError(error.message);
        throw error;
    }
}
function parseInputs(read) {
    const mode = oneOf(read, 'mode', MODES, 'validate');
    const checkName = read('check-name') || (mode === 'benchmark' ? DEFAULT_BENCHMARK_CHECK_NAME : DEFAULT_CHECK_NAME);
    if (checkName.length > MAX_CHECK_NAME_LENGTH || /[\r\n]/.test(checkName)) {
        throw new InputError(`input "check-name" must be one line of at most ${MAX_CHECK_NAME_LENGTH} characters`);
    }
    const plans = read('plans').split('\n').map((l) => l.trim()).filter((l) => l !== '');
    return {
        mode,
        plans,
        checkName,
        githubToken: tokenInput(read('github-token')),
        engine: oneOf(read, 'engine', ENGINES, 'auto'),
        plasmatePath: read('plasmate-path') || null,
        allowEvaluate: flag(read, 'allow-evaluate', false),
        allowCookieWrites: flag(read, 'allow-cookie-writes', false),
        allowPrivateNetwork: flag(read, 'allow-private-network', false),
        approverPermission: oneOf(read, 'approver-permission', _gate_labels_js__WEBPACK_IMPORTED_MODULE_5__/* .APPROVER_ROLES */ .kG, 'write'),
        allowSelfApproval: flag(read, 'allow-self-approval', false),
        reportDir: read('report-dir') || DEFAULT_REPORT_DIR,
        createLabels: flag(read, 'create-labels', true),
        removeStaleLabels: flag(read, 'remove-stale-labels', false),
        pruneLabels: flag(read, 'prune-labels', false),
        artifactDir: read('artifact-dir'),
        secrets: secretsInput(read('secrets')),
        testMode: oneOf(read, 'test-mode', _gate_test_requests_js__WEBPACK_IMPORTED_MODULE_6__/* .TEST_MODES */ .M, 'label'),
        maxShards: maxShardsInput(read('max-shards')),
        shard: shardInput(read('shard'), mode),
        shardsResult: read('shards-result'),
        trustStaticToolPolicy: flag(read, 'trust-static-tool-policy', false),
        apiRequestBudget: apiRequestBudgetInput(read('api-request-budget')),
        sameHeadPulls: oneOf(read, 'same-head-pulls', SAME_HEAD_PULLS, 'same-base'),
        trustAppLabels: flag(read, 'trust-app-labels', false),
        failOnAwaitingApproval: oneOf(read, 'fail-on-awaiting-approval', FAIL_ON_AWAITING_APPROVAL, 'auto'),
    };
}
/**
 * action.yml's default, `${{ github.token }}`, exactly as written: what a local runner such as
 * `@github/local-action` passes when the .env file sets no token (the runner itself evaluates it).
 * It is no token, so it means none: the action then posts nothing, as without a token.
 */
const UNEVALUATED_DEFAULT_TOKEN = /^\$\{\{\s*github\.token\s*\}\}$/;
function tokenInput(raw) {
    return UNEVALUATED_DEFAULT_TOKEN.test(raw) ? '' : raw;
}
function maxShardsInput(raw) {
    if (raw === '')
        return _gate_shard_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_MAX_SHARDS */ .j5;
    const n = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(n >= 1 && n <= _gate_shard_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_SHARDS */ .hH))
        throw new InputError(`input "max-shards" must be an integer from 1 to ${_gate_shard_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .MAX_SHARDS */ .hH} (got ${JSON.stringify(raw)})`);
    return n;
}
function apiRequestBudgetInput(raw) {
    if (raw === '')
        return _rest_api_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_REQUEST_BUDGET */ .qY;
    const n = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
    // Below a few dozen requests no pull request could be gated at all.
    if (!(n >= MIN_API_REQUEST_BUDGET && n <= MAX_API_REQUEST_BUDGET))
        throw new InputError(`input "api-request-budget" must be an integer from ${MIN_API_REQUEST_BUDGET} to ${MAX_API_REQUEST_BUDGET} (got ${JSON.stringify(raw)})`);
    return n;
}
/** `api-request-budget` at least: what gating a one-plan pull request costs, with room for retries. */
const MIN_API_REQUEST_BUDGET = 30;
function shardInput(raw, mode) {
    if (raw === '')
        return null;
    if (mode !== 'execute')
        throw new InputError('input "shard" is for mode "execute" in a shard job');
    try {
        return (0,_gate_shard_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .parseShardInput */ .sz)(raw);
    }
    catch (error) {
        if (error instanceof _gate_shard_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .ShardInputError */ .Dx)
            throw new InputError(error.message);
        throw error;
    }
}
/**
 * The report directory, which must lie inside the workspace or the runner's temp directory
 * (RUNNER_TEMP): the action writes files there, and a `report-dir` of `/etc` or `../..` would
 * have it write anywhere the job's user may. Checked on the path as written and on the real path
 * of its nearest existing ancestor, so a symlink in the checkout does not lead out either.
 */
async function resolveReportDir(reportDir, workspace, runnerTemp) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(workspace, reportDir);
    const roots = [workspace, ...(runnerTemp === undefined || runnerTemp === '' ? [] : [runnerTemp])].map((r) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(r));
    const real = await realNearestAncestor(path);
    const realRoots = await Promise.all(roots.map(realNearestAncestor));
    const within = (root, p) => p === root || (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(root, p);
    const inside = roots.some((root, i) => within(root, path) && within(realRoots[i], real));
    if (!inside)
        throw new InputError('input "report-dir" must be a directory inside the workspace or the runner\'s temp directory (RUNNER_TEMP)');
    return path;
}
/** `path` with its longest existing prefix replaced by that prefix's real path. */
async function realNearestAncestor(path) {
    let rest = '';
    let current = path;
    for (;;) {
        try {
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(current), rest);
        }
        catch {
            const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(current);
            if (parent === current)
                return path;
            rest = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(current), rest);
            current = parent;
        }
    }
}


/***/ }),

/***/ 1509:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ localPlanSources)
/* harmony export */ });
/* harmony import */ var _plan_read_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3298);
/**
 * Plans from the workspace, for runs without a pull request (push, release, dispatch): the
 * `plans` globs expanded against the checkout, each file read with the plan bound, and only when
 * it resolves inside the workspace (a `..` path or a symlink out of it is an unreadable plan).
 */

async function localPlanSources(patterns, workspace) {
    const { paths } = await (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_0__/* .expandPlanPatterns */ .BQ)(patterns, workspace);
    const sources = [];
    for (const file of paths) {
        try {
            sources.push({ file, bytes: await (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readContainedPlanFile */ .H_)(workspace, file) });
        }
        catch (error) {
            sources.push({ file, bytes: null, error: (0,_plan_read_js__WEBPACK_IMPORTED_MODULE_0__/* .readFailureReason */ .tM)(error) });
        }
    }
    return sources;
}


/***/ }),

/***/ 2931:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ec: () => (/* binding */ executionGuard),
/* harmony export */   GM: () => (/* binding */ withCheckRun),
/* harmony export */   Lw: () => (/* binding */ staleBaseNote),
/* harmony export */   z0: () => (/* binding */ reportDirOf)
/* harmony export */ });
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5446);
/* harmony import */ var _rest_pull_request_state_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(635);
/* harmony import */ var _rest_record_comments_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4500);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4392);




/** `report-dir`, resolved and checked to be inside the workspace or RUNNER_TEMP. */
function reportDirOf(mc) {
    return (0,_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveReportDir */ .wT)(mc.inputs.reportDir, mc.run.workspace, mc.env.RUNNER_TEMP);
}
/**
 * Opens the check on `headSha` before anything else is read (no read before it can leave an
 * earlier verdict standing), then runs the mode; when the mode throws, the check concludes
 * `failure` (fail closed and visibly: it must not stay in progress or keep an older green result).
 */
async function withCheckRun(mc, connected, headSha, body) {
    const opened = await (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .openCheckRun */ .G2)(connected.api, mc.run, mc.inputs.checkName, headSha, mc.io);
    try {
        return await body(opened);
    }
    catch (error) {
        throw await (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .failCheck */ .Nr)(opened, connected.redactor, error, connected.api);
    }
}
/** The note a check carries when its earlier verdict was computed against another base, or null. */
function staleBaseNote(handle, target) {
    if (handle?.previousBaseSha == null || handle.previousBaseSha === target.baseSha)
        return null;
    return `The earlier verdict of this check was computed against base ${handle.previousBaseSha.slice(0, 12)}; the pull request's base is now ${(target.baseSha ?? 'unknown').slice(0, 12)}, so that verdict is stale and this run replaces it.`;
}
/**
 * The live guard approved plans run under (ExecutionGuard): the head and the labels read again
 * through the API before each plan, and its execution records written to the pull request.
 */
function executionGuard(mc, api, target, sources, evaluate) {
    const records = new _rest_record_comments_js__WEBPACK_IMPORTED_MODULE_1__/* .RecordCommentWriter */ .cq(api, mc.run.repository, target.number);
    return {
        recheck: async (only) => {
            const live = await (0,_rest_pull_request_state_js__WEBPACK_IMPORTED_MODULE_3__/* .liveHead */ .Pb)(api, mc.run.repository, target.number);
            const facts = await (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .labelingFacts */ .cY)(api, mc.run.repository, target.number, target.author, true, mc.inputs.trustAppLabels);
            return { headSha: live, result: evaluate((0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .recheckSources */ .CR)(sources, only), facts), labeling: facts };
        },
        record: (planLabel, outcome) => records.write(planLabel, outcome),
    };
}


/***/ }),

/***/ 8478:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ Redactor)
/* harmony export */ });
/* harmony import */ var _contract_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2015);
/* harmony import */ var _workflow_redaction_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5320);
/**
 * Redaction before anything leaves the runner through the API (check runs, labels) and before the
 * job summary and gate-summary.json are written. The runner masks registered secrets in logs and
 * job summaries but never in Checks API payloads, so the action does it itself: the token's value
 * and secret *names* (the contract keeps names out of every report).
 *
 * Values of the secrets plans reference are deliberately *not* added: the text redacted here is
 * mostly written by the pull request (plan names, step ids, paths), and replacing a value inside
 * it would answer "is this your secret?" (`try-hunter2` shown as `try-***`). No such value can
 * reach that text another way: validate mode never reads one, and execute mode hands them only to
 * the child, whose reports carry statuses and failure classes, never tool output. The token is
 * kept: it is unguessable, so matching it confirms nothing, and it may surface in API errors —
 * in any spelling (percent-encoded in a URL, JSON-escaped), so values go through the one
 * redaction primitive, workflow/redaction.ts.
 */



class Redactor {
    values = new _workflow_redaction_js__WEBPACK_IMPORTED_MODULE_0__/* .SecretRedactor */ .pE();
    names = new Set();
    /** The names' whole-word pattern, compiled at the first redaction after a name was added. */
    pattern;
    /** A value that must never be sent (any length: a short secret is still a secret). */
    addValue(value) {
        if (value === undefined || value === '')
            return;
        this.values.add(value);
    }
    addName(name) {
        this.names.add(name);
        this.pattern = undefined;
    }
    redact(text) {
        const out = this.values.redact(text);
        if (this.pattern === undefined)
            this.pattern = (0,_contract_text_js__WEBPACK_IMPORTED_MODULE_1__/* .wholeWordsPattern */ .hQ)(this.names);
        return this.pattern === null ? out : out.replace(this.pattern, _workflow_redaction_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF);
    }
    /** Every string (keys included) of a JSON value. */
    redactValue(value) {
        if (typeof value === 'string')
            return this.redact(value);
        if (Array.isArray(value))
            return value.map((v) => this.redactValue(v));
        if (value !== null && typeof value === 'object') {
            return Object.fromEntries(Object.entries(value).map(([k, v]) => [this.redact(k), this.redactValue(v)]));
        }
        return value;
    }
}


/***/ }),

/***/ 9294:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  yc: () => (/* binding */ ApiBudgetError),
  hD: () => (/* binding */ ApiError),
  Em: () => (/* binding */ ApiTransportError),
  qY: () => (/* binding */ DEFAULT_REQUEST_BUDGET),
  yN: () => (/* binding */ GitHubApi),
  Rk: () => (/* binding */ MAX_LISTING_PAGES),
  Y0: () => (/* binding */ MAX_PAGES),
  U0: () => (/* binding */ usageLine)
});

// UNUSED EXPORTS: PAGE_SIZE, REQUEST_TIMEOUT_MS

// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __nccwpck_require__(1190);
;// CONCATENATED MODULE: ./src/github/rest/retry-policy.ts
/**
 * When a failed GitHub API request is worth another attempt, and how long to wait first. GitHub
 * answers rate limits with 403 as well as 429 (primary: `x-ratelimit-remaining: 0` and
 * `x-ratelimit-reset`; secondary: a "secondary rate limit" message, often with `retry-after`), and
 * an outage with 5xx or silence. Its guidance: wait `retry-after` seconds, or until
 * `x-ratelimit-reset`, then retry. Every other answer — a 403 that is a real refusal, a 404, a
 * 422 — is final. The waits are bounded per wait and per run, so a limit that resets in an hour
 * fails the run now (fail closed, visibly) instead of holding the runner.
 */
/** Attempts of one request at most (the first and three retries). */
const MAX_ATTEMPTS = 4;
/** The first retry of a 5xx, a timeout or a dropped connection waits this long; each later one twice as long. */
const RETRY_BACKOFF_MS = 1_000;
/** GitHub's advice for a secondary rate limit without `retry-after`: wait at least a minute. */
const SECONDARY_RATE_LIMIT_WAIT_MS = 60_000;
/** One wait at most: a limit that resets later than this fails the request instead of holding the runner. */
const MAX_RETRY_WAIT_MS = 90_000;
/** All waits of one run together at most (one client per run). */
const MAX_TOTAL_RETRY_WAIT_MS = 180_000;
const SYSTEM_CLOCK = {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
function header(headers, name) {
    const value = headers[name];
    return value === undefined ? null : String(value);
}
/** Seconds of `retry-after` (GitHub sends seconds, never a date) as milliseconds, or null. */
function retryAfterMs(headers) {
    const value = header(headers, 'retry-after');
    if (value === null || !/^\d+$/.test(value.trim()))
        return null;
    return Number(value.trim()) * 1_000;
}
/** How an HTTP error answer may be transient, or null when it is final. */
function transientAnswer(status, headers, message, now) {
    const after = retryAfterMs(headers);
    if (status === 403 || status === 429) {
        if (header(headers, 'x-ratelimit-remaining') === '0') {
            const reset = Number(header(headers, 'x-ratelimit-reset'));
            // One second past the reset: GitHub's clock and ours are not the same clock.
            const wait = Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1_000 - now) + 1_000 : after;
            return { kind: 'rate-limit', waitMs: after ?? wait };
        }
        if (/secondary rate limit/i.test(message) || (status === 403 && after !== null))
            return { kind: 'secondary-rate-limit', waitMs: after ?? SECONDARY_RATE_LIMIT_WAIT_MS };
        if (status === 429)
            return { kind: 'too-many-requests', waitMs: after };
        return null;
    }
    if (status >= 500 && status <= 599)
        return { kind: 'server-error', waitMs: after };
    return null;
}
/** The wait before attempt `attempt + 1`, or why there is none. `waitedMs`: this run's waits so far. */
function nextWait(transient, attempt, waitedMs) {
    if (attempt >= MAX_ATTEMPTS)
        return { giveUp: `gave up after ${MAX_ATTEMPTS} attempts` };
    const waitMs = transient.waitMs ?? RETRY_BACKOFF_MS * 2 ** (attempt - 1);
    if (waitMs > MAX_RETRY_WAIT_MS)
        return { giveUp: `GitHub asked to wait ${Math.ceil(waitMs / 1_000)} s, more than the ${MAX_RETRY_WAIT_MS / 1_000} s one retry waits` };
    if (waitedMs + waitMs > MAX_TOTAL_RETRY_WAIT_MS)
        return { giveUp: `this run has waited ${Math.round(waitedMs / 1_000)} s for retries, and ${MAX_TOTAL_RETRY_WAIT_MS / 1_000} s is the bound` };
    return { waitMs };
}

;// CONCATENATED MODULE: ./src/github/rest/api.ts


/** GitHub's maximum page size: fewest round trips for PR files, labels and events. */
const PAGE_SIZE = 100;
/**
 * Pages followed at most per listing. GitHub lists at most 3000 files of a PR (30 pages); issue
 * events past 100 pages (10,000 events) mean something is wrong, and a bound keeps a hostile
 * server from looping us forever.
 */
const MAX_PAGES = 100;
/**
 * Pages of a listing an outsider can grow (a PR's comments and issue events: anyone may comment,
 * and every @-mention adds events) read at most: far past the 100 pages of MAX_PAGES, so that
 * 10,000 unrelated comments do not stop the gate; the request budget bounds the cost first.
 */
const MAX_LISTING_PAGES = 1_000;
/** Per-request deadline: a hung API must fail the step, not hold the runner until the job timeout. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * Requests one run sends at most (`api-request-budget`'s default), retries included. The workflow
 * token's budget (1,000 an hour per repository on github.com) is shared by every run of the
 * repository, and a pull request decides how much a run reads (its files, plans, labels): a run
 * past its budget fails closed instead of spending everyone's. Three quarters of the hourly budget
 * fit a 300-plan pull request in validate mode (docs/action.md, "API requests per run").
 */
const DEFAULT_REQUEST_BUDGET = 750;
/**
 * Routes the budget never refuses (they are still counted): opening and closing the check run.
 * A run past its budget must still replace the check's earlier verdict with its failure.
 */
const CHECK_RUN_ROUTE = /^\/repos\/\{owner\}\/\{repo\}\/(?:check-runs|commits\/\{ref\}\/check-runs)/;
/** Bytes of an error response body kept for the error message. */
const ERROR_BODY_BYTES = 2_048;
class ApiError extends Error {
    status;
    method;
    route;
    detail;
    transient;
    constructor(status, method, route, detail, 
    /** Set when the answer was a rate limit or an outage (retried until the bounds, then thrown). */
    transient = null) {
        super(`GitHub API ${method} ${route} answered ${status}${detail === '' ? '' : `: ${detail}`}`);
        this.status = status;
        this.method = method;
        this.route = route;
        this.detail = detail;
        this.transient = transient;
        this.name = 'ApiError';
    }
}
/** A request that got no answer: the deadline passed or the connection failed. */
class ApiTransportError extends Error {
    transient;
    constructor(message, transient) {
        super(message);
        this.transient = transient;
        this.name = 'ApiTransportError';
    }
}
/** The run spent its request budget; the message says how to raise it. */
class ApiBudgetError extends Error {
    name = 'ApiBudgetError';
}
/** The REST API version every request pins (GitHub's header), so answers keep the shape we parse. */
const API_VERSION = '2022-11-28';
const USER_AGENT = 'plasmate-agent-workflow-action';
const noop = () => undefined;
/**
 * Octokit's logger, silenced: its only messages are deprecation warnings quoting server-sent text
 * and URLs, which would reach the job log without passing the redactor.
 */
const QUIET_LOG = { debug: noop, info: noop, warn: noop, error: noop };
class GitHubApi {
    baseUrl;
    token;
    redactor;
    client = null;
    timeoutMs;
    clock;
    spent;
    constructor(baseUrl, token, redactor, options = {}) {
        this.baseUrl = baseUrl;
        this.token = token;
        this.redactor = redactor;
        if (token === '')
            throw new Error('GitHubApi needs a token');
        this.timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
        this.clock = options.clock ?? SYSTEM_CLOCK;
        this.spent = { requests: 0, retries: 0, waitedMs: 0, budget: options.budget ?? DEFAULT_REQUEST_BUDGET };
    }
    /** What this client (one per run) has spent so far. */
    usage() {
        return { ...this.spent };
    }
    /** Expands `{owner}`/`{repo}` and other `{name}` parameters, each URL-encoded. */
    static path(template, params) {
        return template.replace(/\{(\w+)\}/g, (_m, name) => {
            const value = params[name];
            if (value === undefined)
                throw new Error(`missing path parameter ${name} for ${template}`);
            // `path` of the contents API keeps its slashes; every segment is still encoded.
            return name === 'path' ? String(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(value));
        });
    }
    /** A call whose answer body is not needed (it is read and dropped). */
    async request(method, route, params, options = {}) {
        await this.send(method, route, this.url(GitHubApi.path(route, params), options.query), options, true);
    }
    async json(method, route, params, options = {}) {
        const answer = await this.send(method, route, this.url(GitHubApi.path(route, params), options.query), options, true);
        return jsonOf(answer.data);
    }
    /** The answer body unread, as a stream, so the caller bounds how much of it is read. */
    async stream(method, route, params, options = {}) {
        const answer = await this.send(method, route, this.url(GitHubApi.path(route, params), options.query), options, false);
        return answer.data instanceof ReadableStream ? answer.data : null;
    }
    /**
     * Every item of a paginated list, in the server's order. Our loop, not Octokit's paginate: that
     * one has no page bound and parses `Link` with its own expression, and a second parser that
     * disagrees with the host check below is how a token leaks to another host.
     */
    async paginate(route, params, query = {}, maxPages = MAX_PAGES) {
        const items = [];
        let url = this.url(GitHubApi.path(route, params), { ...query, per_page: PAGE_SIZE });
        for (let page = 0; url !== null; page++) {
            if (page === maxPages)
                throw new Error(`GitHub API GET ${route} has more than ${maxPages} pages; refusing to continue`);
            const { items: got, link } = await this.page(route, url);
            items.push(...got);
            url = linkOf(link, 'next', this.baseUrl);
        }
        return items;
    }
    /**
     * Pages of a list newest-first: the first page (it names the last), then from `rel="last"`
     * backwards along `rel="prev"`, until `enough` says the pages read so far (each in the server's
     * order, newest page first) answer the question. A listing an outsider grows at its end costs
     * only the pages after what is looked for.
     */
    async paginateNewestFirst(route, params, enough) {
        const first = await this.page(route, this.url(GitHubApi.path(route, params), { per_page: PAGE_SIZE }));
        let url = linkOf(first.link, 'last', this.baseUrl);
        if (url === null)
            return [first.items];
        const pages = [];
        const seen = new Set();
        while (url !== null && !enough(pages)) {
            if (seen.has(url) || seen.size === MAX_LISTING_PAGES)
                throw new Error(`GitHub API GET ${route} has more than ${MAX_LISTING_PAGES} pages (or its links loop); refusing to continue`);
            seen.add(url);
            const { items, link } = await this.page(route, url);
            pages.push(items);
            url = linkOf(link, 'prev', this.baseUrl);
            // The first page is already read: stop before asking for it again.
            if (url !== null && new URL(url).searchParams.get('page') === '1')
                url = null;
        }
        if (url === null && !enough(pages))
            pages.push(first.items);
        return pages;
    }
    async page(route, url) {
        const answer = await this.send('GET', route, url, {}, true);
        const body = jsonOf(answer.data);
        if (!Array.isArray(body))
            throw new Error(`GitHub API GET ${route} did not answer with a list`);
        const link = answer.headers.link;
        return { items: body, link: typeof link === 'string' ? link : null };
    }
    url(path, query = {}) {
        const url = new URL(this.baseUrl.replace(/\/+$/, '') + path);
        for (const [key, value] of Object.entries(query))
            if (value !== undefined)
                url.searchParams.set(key, String(value));
        return url.toString();
    }
    /**
     * `@actions/github` on first use. Its proxy-aware fetch is chosen when the module loads, for
     * GITHUB_API_URL (the same variable our base URL comes from), so the first request decides.
     */
    octokit() {
        this.client ??= Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(785)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2785)).then(({ getOctokit }) => getOctokit(this.token, { baseUrl: this.baseUrl, userAgent: USER_AGENT, log: QUIET_LOG }));
        return this.client;
    }
    /**
     * Every request: counted against the budget, retried while the failure is transient and the
     * bounds allow (retry-policy.ts), and thrown with the reason it was not retried further.
     */
    async send(method, route, url, options, parse) {
        for (let attempt = 1;; attempt++) {
            if (this.spent.requests >= this.spent.budget && !CHECK_RUN_ROUTE.test(route)) {
                throw new ApiBudgetError(`this run has sent ${this.spent.requests} GitHub API requests, its budget (input "api-request-budget"); ${method} ${route} was not sent`);
            }
            this.spent.requests++;
            try {
                return await this.sendOnce(method, route, url, options, parse);
            }
            catch (error) {
                const transient = error instanceof ApiError || error instanceof ApiTransportError ? error.transient : null;
                // A POST GitHub may have carried out is not repeated unless repeating it is harmless.
                const mayRepeat = method !== 'POST' || options.repeatable === true || transient?.kind === 'rate-limit' || transient?.kind === 'secondary-rate-limit' || transient?.kind === 'too-many-requests';
                if (transient === null || !mayRepeat)
                    throw error;
                const next = nextWait(transient, attempt, this.spent.waitedMs);
                if ('giveUp' in next)
                    throw withNote(error, next.giveUp);
                this.spent.retries++;
                this.spent.waitedMs += next.waitMs;
                await this.clock.sleep(next.waitMs);
            }
        }
    }
    /** The one place a request leaves: `url` is absolute (built above or a checked `Link`). */
    async sendOnce(method, route, url, options, parse) {
        const octokit = await this.octokit();
        const headers = { accept: options.accept ?? 'application/vnd.github+json', 'x-github-api-version': API_VERSION };
        const signal = AbortSignal.timeout(this.timeoutMs);
        const endpoint = { method, url, headers, request: { signal, parseSuccessResponseBody: parse, log: QUIET_LOG } };
        if (options.body !== undefined) {
            // The one place a request body is made: nothing reaches GitHub without passing the redactor.
            endpoint.data = JSON.stringify(this.redactor.redactValue(options.body));
            headers['content-type'] = 'application/json; charset=utf-8';
        }
        try {
            // Octokit's request takes a route string or, as here, endpoint options with an absolute `url`.
            const request = octokit.request;
            return await request(endpoint);
        }
        catch (error) {
            throw this.failure(error, method, route, signal);
        }
    }
    /** An HTTP error answer as `ApiError`; a timeout or a transport failure as a plain error. Both redacted. */
    failure(error, method, route, signal) {
        const response = error?.response;
        if (response !== undefined && typeof response.status === 'number') {
            const data = response.data;
            let detail = '';
            if (typeof data === 'string')
                detail = data.slice(0, ERROR_BODY_BYTES);
            else if (data !== null && typeof data === 'object' && 'message' in data)
                detail = String(data.message).slice(0, ERROR_BODY_BYTES);
            const headers = (response.headers ?? {});
            const transient = transientAnswer(response.status, headers, detail, this.clock.now());
            return new ApiError(response.status, method, route, this.redactor.redact(detail.replace(/\s+/g, ' ').trim()), transient);
        }
        if (signal.aborted)
            return new ApiTransportError(`GitHub API ${method} ${route} did not answer within ${this.timeoutMs} ms`, { kind: 'timeout', waitMs: null });
        const message = error instanceof Error ? error.message : String(error);
        return new ApiTransportError(`GitHub API ${method} ${route} failed: ${this.redactor.redact(message.slice(0, ERROR_BODY_BYTES).replace(/\s+/g, ' ').trim())}`, { kind: 'network', waitMs: null });
    }
}
/** The error with why it was not retried further appended (same class, same status). */
function withNote(error, note) {
    if (error instanceof ApiError)
        return new ApiError(error.status, error.method, error.route, `${error.detail}${error.detail === '' ? '' : ' '}(${note})`, error.transient);
    return new ApiTransportError(`${error.message} (${note})`, error.transient);
}
/** A body Octokit left as text or bytes (no JSON content type) parsed as JSON; parsed bodies pass through. */
function jsonOf(data) {
    if (typeof data === 'string')
        return JSON.parse(data);
    if (data instanceof ArrayBuffer)
        return JSON.parse(new TextDecoder().decode(data));
    return data;
}
/** The URL of relation `rel` (`next`, `prev`, `last`), only when it stays on the API host (a Link header must not redirect the token). */
function linkOf(header, rel, baseUrl) {
    if (header === null)
        return null;
    for (const part of header.split(',')) {
        const m = /<([^>]+)>\s*;\s*rel="([a-z]+)"/.exec(part);
        if (m === null || m[2] !== rel)
            continue;
        const next = new URL(m[1]);
        if (next.origin !== new URL(baseUrl).origin)
            throw new Error(`GitHub API pagination pointed to another host (${next.origin})`);
        return next.toString();
    }
    return null;
}
/** One line on what the run spent of the API (shown in every summary). */
function usageLine(usage) {
    const retried = usage.retries === 0 ? '' : `, ${(0,plural/* plural */.LS)(usage.retries, 'retry', 'retries')} after rate limits or outages (${Math.round(usage.waitedMs / 1_000)} s waited)`;
    return `GitHub API: ${(0,plural/* plural */.LS)(usage.requests, 'request')} of this run's budget of ${usage.budget}${retried}.`;
}


/***/ }),

/***/ 635:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Pb: () => (/* binding */ liveHead),
/* harmony export */   Pt: () => (/* binding */ openPullRequestsAt),
/* harmony export */   iJ: () => (/* binding */ commitIdentities),
/* harmony export */   nG: () => (/* binding */ sameHeadScope)
/* harmony export */ });
/* unused harmony exports MAX_PR_COMMITS, MAX_SAME_HEAD_PULLS */
/**
 * GitHub lists at most 250 commits of a pull request. A list that long may be cut short, so
 * the commit authors cannot all be known: the caller then counts no label (fail closed).
 */
const MAX_PR_COMMITS = 250;
/**
 * Open PRs sharing one head SHA evaluated at most. Each costs several API reads; a SHA shared by
 * more is pathological, and the check then fails rather than reporting on a subset.
 */
const MAX_SAME_HEAD_PULLS = 20;
async function commitIdentities(api, repo, number) {
    const commits = await api.paginate('/repos/{owner}/{repo}/pulls/{pull_number}/commits', { ...repo, pull_number: number });
    const logins = new Set();
    for (const c of commits) {
        if (c.author !== null)
            logins.add(c.author.login.toLowerCase());
        if (c.committer !== null)
            logins.add(c.committer.login.toLowerCase());
    }
    return { logins, complete: commits.length < MAX_PR_COMMITS };
}
/** Open pull requests of this repository whose head is `sha`, in number order. */
async function openPullRequestsAt(api, repo, sha) {
    const pulls = await api.paginate('/repos/{owner}/{repo}/commits/{commit_sha}/pulls', { ...repo, commit_sha: sha });
    const own = `${repo.owner}/${repo.repo}`.toLowerCase();
    return pulls
        .filter((p) => p.state === 'open' && p.head.sha === sha && p.base.repo.full_name.toLowerCase() === own)
        .map((p) => ({ number: p.number, author: p.user?.login ?? '', headRepo: p.head.repo?.full_name ?? null, baseRef: p.base.ref }))
        .sort((a, b) => a.number - b.number);
}
/**
 * Which same-head pull requests may lower this one's verdict: with `same-base`, those from the same
 * head repository into the same base branch (a stranger's fork PR with this head, or one against
 * another branch, is listed only); with `all`, every one. Past MAX_SAME_HEAD_PULLS counted ones the
 * check fails rather than reporting on a subset.
 */
function sameHeadScope(pulls, self, all) {
    const others = pulls.filter((p) => p.number !== self.number);
    const same = (p) => all || (p.headRepo !== null && self.headRepo !== null && p.headRepo.toLowerCase() === self.headRepo.toLowerCase() && p.baseRef === self.baseRef);
    const counted = others.filter(same);
    if (counted.length > MAX_SAME_HEAD_PULLS)
        throw new Error(`${counted.length} other open pull requests with this head commit count toward this check, more than the ${MAX_SAME_HEAD_PULLS} it evaluates`);
    return { counted, listed: others.filter((p) => !same(p)) };
}
/** The PR's live head SHA. */
async function liveHead(api, repo, number) {
    const pr = await api.json('GET', '/repos/{owner}/{repo}/pulls/{pull_number}', { ...repo, pull_number: number });
    return pr.head.sha;
}


/***/ }),

/***/ 5049:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  I0: () => (/* binding */ TargetError),
  F4: () => (/* binding */ changedPlans),
  p3: () => (/* binding */ labelsEverApplied),
  e_: () => (/* binding */ latestLabelers),
  Yd: () => (/* binding */ liveLabels),
  BH: () => (/* binding */ plansChangedBetween),
  RO: () => (/* binding */ repositoryRole),
  DJ: () => (/* binding */ resolvePullRequest)
});

// UNUSED EXPORTS: MAX_ARTIFACT_HINT_BYTES, MAX_COMPARE_FILES, MAX_PR_FILES, MAX_RECOGNITION_TOTAL_BYTES, readAtSha, unsafeRepositoryPath

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/contract/bounds.ts
var bounds = __nccwpck_require__(3457);
// EXTERNAL MODULE: ./src/github/rest/api.ts + 1 modules
var rest_api = __nccwpck_require__(9294);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __nccwpck_require__(5015);
// EXTERNAL MODULE: ./src/github/gate/gate-summary.ts
var gate_summary = __nccwpck_require__(7653);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(4006);
var picomatch_default = /*#__PURE__*/__nccwpck_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/github/gate/glob.ts
/**
 * The `plans` globs over a pull request's changed paths, where there is no checkout to expand them
 * against. picomatch is the matcher tinyglobby uses for local files, so a glob means the same on a
 * pull request and on a push.
 */

/** Null when there are no globs (every changed plan counts). */
function planPathMatcher(globs) {
    if (globs.length === 0)
        return null;
    const isMatch = picomatch_default()(globs.map(stripDotSlash));
    return (path) => isMatch(stripDotSlash(path));
}
function stripDotSlash(path) {
    return path.replace(/^\.\//, '');
}

// EXTERNAL MODULE: ./src/github/gate/path-display.ts
var path_display = __nccwpck_require__(7943);
// EXTERNAL MODULE: ./src/plan/json.ts
var json = __nccwpck_require__(2877);
;// CONCATENATED MODULE: ./src/github/gate/plan-recognition.ts
/**
 * Which changed JSON files of a pull request are plans, when the workflow names no `plans` globs
 * (or the file is outside them): a pull request's author picks the bytes, so recognition fails
 * closed. A file is left out only when it provably is not a plan: it parses strictly and no
 * top-level `schema` member holds a plan schema. Everything else that could name the plan schema
 * — to a lenient parser, a first-wins or last-wins one, after escapes, a BOM or another encoding —
 * is checked as a plan, and the validator says what is wrong with it. Pure: bytes in, a verdict out.
 */


/** Every version of the plan schema, current and future: a future version is checked (and refused), never ignored. */
const PLAN_SCHEMA_VALUE = /^plasmate\.agent-workflow\.v[0-9]+$/;
/** What a plan schema contains in any spelling a parser could decode to it; compared case-insensitively. */
const PLAN_SCHEMA_MARK = 'agent-workflow';
/**
 * How much of a changed JSON file outside the plan globs is read to decide whether it is a plan.
 * A plan is at most MAX_PLAN_BYTES, but its `schema` may sit anywhere in a larger file; a file
 * larger than this is checked as a plan (and fails as too large), since its end cannot be seen.
 * Lockfiles and generated JSON of ordinary repositories stay well below it.
 */
const MAX_RECOGNITION_BYTES = 8 * 1024 * 1024;
/** The strict parser with room for ordinary large JSON files (recognition only; plans keep their own bounds). */
const RECOGNITION_BOUNDS = { maxBytes: MAX_RECOGNITION_BYTES, maxDepth: bounds/* MAX_JSON_DEPTH */.KX, maxStringBytes: MAX_RECOGNITION_BYTES };
/**
 * Whether `bytes` (the file's first bytes; `complete` false when it is longer) must be checked as a plan.
 */
function couldBePlan(bytes, complete) {
    if (!complete)
        return true;
    const parsed = (0,json/* parseJsonDocument */.dH)(bytes, RECOGNITION_BOUNDS);
    const root = parsed.root;
    // Every top-level `schema` member counts, not only the first or the last: parsers disagree on duplicates.
    if (root?.kind === 'object' && root.members.some((m) => m.key === 'schema' && m.value.kind === 'string' && PLAN_SCHEMA_VALUE.test(m.value.value)))
        return true;
    if (root !== null && parsed.problems.length === 0)
        return false;
    return textCouldNamePlanSchema(bytes);
}
/**
 * For a file the strict parser refuses (syntax, BOM, invalid UTF-8, depth, duplicate keys): does
 * any plausible reading of its text contain the plan schema? Read as UTF-8 (invalid bytes
 * replaced) and, when it has NUL bytes, as UTF-16 of either order; escapes that JSON, JSON5 or a
 * JavaScript parser would decode are decoded first.
 */
function textCouldNamePlanSchema(bytes) {
    const readings = [new TextDecoder('utf-8').decode(bytes)];
    if (bytes.includes(0))
        readings.push(new TextDecoder('utf-16le').decode(bytes), new TextDecoder('utf-16be').decode(bytes));
    return readings.some((text) => decodeEscapes(text).toLowerCase().includes(PLAN_SCHEMA_MARK));
}
function decodeEscapes(text) {
    return text
        .replace(/\\\r?\n/g, '')
        .replace(/\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})|\\(.)/g, (_m, braced, u4, x2, other) => {
        const hex = braced ?? u4 ?? x2;
        if (hex === undefined)
            return other ?? '';
        const point = Number.parseInt(hex, 16);
        return point <= 0x10ffff ? String.fromCodePoint(point) : '';
    });
}

// EXTERNAL MODULE: ./src/github/gate/labels.ts
var labels = __nccwpck_require__(5652);
;// CONCATENATED MODULE: ./src/github/rest/pull-request.ts
/**
 * Reading a pull request through the API, never from a checkout and never from the replayed
 * event payload where the live state matters: which PR and head SHA this run is about, which plan
 * files it changed (renames followed, deletions skipped, JSON that provably is no plan ignored),
 * their bytes at the head SHA (untrusted data, read with the plan bound), the live labels, who
 * applied each, and the appliers' repository roles.
 */










/**
 * Bytes read in all, per run, to recognise changed JSON files past the plan bound (each up to
 * MAX_RECOGNITION_BYTES): without it, a pull request of 3,000 large JSON files would have the
 * runner download gigabytes. Files within the plan bound are always read whole.
 */
const MAX_RECOGNITION_TOTAL_BYTES = 64 * 1024 * 1024;
/** GitHub lists at most this many files of a pull request. */
const MAX_PR_FILES = 3_000;
class TargetError extends Error {
    name = 'TargetError';
}
/**
 * The pull request this run checks, or null when the event has none. For `workflow_run` (the fork
 * pattern) the PR is found from the run's own list, then the artifact's hint, then by head branch;
 * whatever the source, the live PR must belong to this repository and have the run's head SHA, so
 * an artifact written by a fork can point the check at nothing but its own commit.
 */
async function resolvePullRequest(api, ctx, artifactDir) {
    const { repository: repo, payload } = ctx;
    let number;
    let headSha;
    if (github_event/* PULL_REQUEST_EVENTS */.m_.has(ctx.eventName)) {
        number = (0,github_event/* field */.ZZ)(payload, 'pull_request', 'number');
        headSha = (0,github_event/* field */.ZZ)(payload, 'pull_request', 'head', 'sha');
        if (typeof number !== 'number' || typeof headSha !== 'string')
            throw new TargetError(`the ${ctx.eventName} payload has no pull_request.number and head.sha`);
    }
    else if (ctx.eventName === 'workflow_run') {
        headSha = (0,github_event/* field */.ZZ)(payload, 'workflow_run', 'head_sha');
        if (typeof headSha !== 'string')
            throw new TargetError('the workflow_run payload has no workflow_run.head_sha');
        const cause = (0,github_event/* field */.ZZ)(payload, 'workflow_run', 'event');
        if (cause === undefined || !github_event/* PULL_REQUEST_EVENTS */.m_.has(cause)) {
            // A check posted for a push or a schedule would gate nothing, on a commit no pull request asked about.
            throw new TargetError(`the workflow run that triggered this one was caused by ${JSON.stringify(cause ?? 'nothing')}, not by a pull request: the workflow_run pattern reports only pull request runs (add \`if: github.event.workflow_run.event == 'pull_request'\` to the job)`);
        }
        number = await findWorkflowRunPullRequest(api, ctx, headSha, artifactDir);
        if (number === undefined)
            throw new TargetError(`no open pull request of ${repo.owner}/${repo.repo} has head ${headSha}`);
    }
    else {
        return null;
    }
    const live = await api.json('GET', '/repos/{owner}/{repo}/pulls/{pull_number}', { ...repo, pull_number: number });
    if (live.base.repo.full_name.toLowerCase() !== `${repo.owner}/${repo.repo}`.toLowerCase()) {
        throw new TargetError(`pull request #${number} does not belong to ${repo.owner}/${repo.repo}`);
    }
    const moved = live.head.sha !== headSha;
    if (moved && ctx.eventName === 'workflow_run') {
        throw new TargetError(`pull request #${number} has head ${live.head.sha}, not the workflow run's ${headSha}; the run for the newer head reports it`);
    }
    return { number, headSha, author: live.user?.login ?? '', baseSha: live.base.sha, movedTo: moved ? live.head.sha : null, headRepo: live.head.repo?.full_name ?? null, baseRef: live.base.ref ?? null };
}
/**
 * The fork's artifact is written by code the fork controls: read at most this much of it (a
 * gate summary of thousands of plans stays far below), so a huge file cannot exhaust memory.
 */
const MAX_ARTIFACT_HINT_BYTES = 8 * 1024 * 1024;
/** The artifact's gate-summary.json as text; throws when it is missing or over the bound. */
async function readArtifactHint(path) {
    const handle = await (0,promises_.open)(path, 'r');
    try {
        const buffer = Buffer.alloc(MAX_ARTIFACT_HINT_BYTES + 1);
        let length = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
            if (bytesRead === 0)
                break;
            length += bytesRead;
            if (length > MAX_ARTIFACT_HINT_BYTES)
                throw new Error('the artifact\'s gate summary is over the bound');
        }
        return buffer.subarray(0, length).toString('utf8');
    }
    finally {
        await handle.close();
    }
}
async function findWorkflowRunPullRequest(api, ctx, headSha, artifactDir) {
    const listed = (0,github_event/* field */.ZZ)(ctx.payload, 'workflow_run', 'pull_requests') ?? [];
    const same = listed.find((pr) => pr.head?.sha === headSha && typeof pr.number === 'number');
    if (same !== undefined)
        return same.number;
    if (artifactDir !== '') {
        try {
            const hint = JSON.parse(await readArtifactHint((0,external_node_path_.join)(artifactDir, gate_summary/* GATE_SUMMARY_FILE */.Uj)));
            const n = hint.pull_request?.number;
            // Only a hint: resolvePullRequest verifies the live PR's head against the run's head SHA.
            if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0)
                return n;
        }
        catch {
            // No artifact (or not ours): fall back to the head branch.
        }
    }
    const owner = (0,github_event/* field */.ZZ)(ctx.payload, 'workflow_run', 'head_repository', 'owner', 'login');
    const branch = (0,github_event/* field */.ZZ)(ctx.payload, 'workflow_run', 'head_branch');
    if (owner === undefined || branch === undefined)
        return undefined;
    const pulls = await api.paginate('/repos/{owner}/{repo}/pulls', ctx.repository, { state: 'open', head: `${owner}:${branch}` });
    return pulls.find((pr) => pr.head.sha === headSha)?.number;
}
/**
 * The plan files the PR changed, read at its head SHA. With `globs` (the `plans` input), every
 * changed `.json` file they match is a plan, whatever its content: one that does not parse or has
 * another schema is an invalid plan. Without globs, each changed `.json` file is read (up to
 * MAX_RECOGNITION_BYTES) and checked as a plan unless it provably is not one (`couldBePlan`).
 * A file name that could address another path (`..`, absolute, backslash, control characters)
 * is refused before any request.
 */
async function changedPlans(api, repo, target, globs, options = {}) {
    const files = await api.paginate('/repos/{owner}/{repo}/pulls/{pull_number}/files', { ...repo, pull_number: target.number });
    if (files.length >= MAX_PR_FILES)
        throw new TargetError(`pull request #${target.number} changes ${MAX_PR_FILES} or more files, more than GitHub lists; check its plans with the "plans" input on a checkout instead`);
    return plansAmong(api, repo, files, { headSha: target.headSha, baseSha: target.baseSha, globs, withBases: options.withBases === true });
}
/** GitHub's compare API lists at most this many changed files of a comparison. */
const MAX_COMPARE_FILES = 300;
/**
 * The plans changed between two commits (a merge queue's base and head), read at `headSha`,
 * judged exactly as a pull request's changed files are. A comparison with as many files as the
 * compare API lists may have more: refused, never checked in part.
 */
async function plansChangedBetween(api, repo, baseSha, headSha, globs) {
    // One page of commits is enough: the files come with the first page (all of them, up to the bound).
    const compared = await api.json('GET', '/repos/{owner}/{repo}/compare/{basehead}', { ...repo, basehead: `${baseSha}...${headSha}` }, { query: { per_page: 1 } });
    const files = compared.files ?? [];
    if (files.length >= MAX_COMPARE_FILES)
        throw new TargetError(`the commits ${baseSha.slice(0, 12)}...${headSha.slice(0, 12)} change ${MAX_COMPARE_FILES} or more files, more than GitHub's compare API lists; check the plans with the "plans" input on a checkout (actions/checkout) without a token instead`);
    return plansAmong(api, repo, files, { headSha, baseSha, globs, withBases: true });
}
async function plansAmong(api, repo, files, selection) {
    const { headSha, baseSha, globs, withBases } = selection;
    const selected = planPathMatcher(globs);
    const sources = [];
    const removed = [];
    let ignored = 0;
    let recognitionBudget = MAX_RECOGNITION_TOTAL_BYTES;
    const basePaths = new Map();
    for (const f of files) {
        // A rename's content lives at the new name; the old name no longer exists at the head.
        if (!f.filename.toLowerCase().endsWith('.json'))
            continue;
        const unsafe = unsafeRepositoryPath(f.filename);
        if (unsafe !== null) {
            // Shown escaped: a refused name is still displayed, and must read as what it is.
            sources.push({ file: (0,path_display/* visiblePath */.ex)(f.filename), bytes: null, error: `refused file name: ${unsafe}` });
            continue;
        }
        if (selected !== null && !selected(f.filename))
            continue;
        if (f.status === 'removed') {
            removed.push(f.filename);
            continue;
        }
        basePaths.set(f.filename, f.status === 'added' ? null : f.previous_filename ?? f.filename);
        if (selected !== null) {
            sources.push(await readAtSha(api, repo, f.filename, headSha));
            continue;
        }
        // Past the budget, a file is read only to the plan bound: a longer one is then checked as a plan (and fails as too large).
        const limit = Math.max(bounds/* MAX_PLAN_BYTES */.di, Math.min(MAX_RECOGNITION_BYTES, recognitionBudget)) + 1;
        const whole = await readAtSha(api, repo, f.filename, headSha, limit);
        recognitionBudget -= whole.bytes?.length ?? 0;
        if (whole.bytes !== null && !couldBePlan(whole.bytes, whole.bytes.length < limit)) {
            ignored++;
            continue;
        }
        // The validator sees what it would have read of a plan: one byte past the bound tells it the file is too large.
        sources.push(whole.bytes === null ? whole : { file: whole.file, bytes: whole.bytes.subarray(0, bounds/* MAX_PLAN_BYTES */.di + 1) });
    }
    sources.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    const bases = new Map();
    if (withBases && baseSha !== null) {
        for (const s of sources) {
            const basePath = basePaths.get(s.file);
            if (s.bytes === null || basePath === undefined)
                continue;
            bases.set(s.file, basePath === null ? null : await readBase(api, repo, basePath, baseSha));
        }
    }
    return { sources, removed, ignored, bases };
}
/**
 * A plan's version at the base commit. Only shown to the reviewer, never judged: an API error
 * reading it is shown as the base being unreadable, not a failure of the gate.
 */
async function readBase(api, repo, path, baseSha) {
    try {
        return await readAtSha(api, repo, path, baseSha, bounds/* MAX_PLAN_BYTES */.di + 1, 'the base commit');
    }
    catch (error) {
        if (error instanceof rest_api/* ApiError */.hD)
            return { file: path, bytes: null, error: `the API answered ${error.status} reading it` };
        throw error;
    }
}
/**
 * Why a changed file's name from the API must not be used as a repository path, or null. Git
 * stores no such names; an API (or a proxy) that returns them would have the contents request
 * normalised into another path (`plans/../../x` is `x`), so they are refused, never requested.
 */
function unsafeRepositoryPath(path) {
    if (path === '')
        return 'empty';
    if (/[\u0000-\u001f\u007f]/.test(path))
        return 'a control character';
    const misleading = (0,path_display/* misleadingPathCharacter */.cl)(path);
    if (misleading !== null)
        return misleading;
    if (path.includes('\\'))
        return 'a backslash';
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path))
        return 'an absolute path';
    if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
        return "an empty, '.' or '..' segment";
    return null;
}
/** One file's bytes at a commit, through the contents API, never reading past `limit` (the plan bound and one byte). */
async function readAtSha(api, repo, path, sha, limit = bounds/* MAX_PLAN_BYTES */.di + 1, commit = 'the head commit') {
    const unsafe = unsafeRepositoryPath(path);
    if (unsafe !== null)
        return { file: (0,path_display/* visiblePath */.ex)(path), bytes: null, error: `refused file name: ${unsafe}` };
    let body;
    try {
        body = await api.stream('GET', '/repos/{owner}/{repo}/contents/{path}', { ...repo, path }, { query: { ref: sha }, accept: 'application/vnd.github.raw+json' });
    }
    catch (error) {
        if (error instanceof rest_api/* ApiError */.hD && error.status === 404)
            return { file: path, bytes: null, error: `not found at ${commit}` };
        throw error;
    }
    return { file: path, bytes: await readBounded(body, limit) };
}
/** At most `limit` bytes of a body; the validator reports a plan over the bound from the extra byte. */
async function readBounded(body, limit) {
    const reader = body?.getReader();
    if (reader === undefined)
        return new Uint8Array();
    const chunks = [];
    let length = 0;
    while (length < limit) {
        const { done, value } = await reader.read();
        if (done)
            break;
        chunks.push(value);
        length += value.length;
    }
    await reader.cancel().catch(() => undefined);
    return Buffer.concat(chunks).subarray(0, limit);
}
/** Live label names of the PR. */
async function liveLabels(api, repo, number) {
    const labels = await api.paginate('/repos/{owner}/{repo}/issues/{issue_number}/labels', { ...repo, issue_number: number });
    return labels.map((l) => l.name);
}
/**
 * For each of `wanted` (label names), the actor of its latest `labeled` event, by lowercase name.
 * The events are read newest-first (from `rel="last"` backwards) and only as far as needed: until
 * every wanted label's latest application is found, so events an outsider adds later (each
 * @-mention adds some) cost a page per hundred, not a listing bound that stops the gate. "Latest"
 * is by event id (ids grow; dates can tie or be missing). An application that cannot be attributed
 * fails closed: no actor (a deleted account), no date, or an App acting for the actor (unless
 * `trustApps`) make that label untrusted — it is the latest application, so an earlier
 * maintainer's application of the same label never counts in its place.
 */
async function latestLabelers(api, repo, number, wanted, trustApps = false) {
    const want = new Set(wanted.map((w) => w.toLowerCase()));
    const latest = new Map();
    const take = (pages) => {
        for (const page of pages) {
            for (const e of [...page].sort((a, b) => b.id - a.id)) {
                if (e.event !== 'labeled' || e.label === undefined)
                    continue;
                const key = e.label.name.toLowerCase();
                const prev = latest.get(key);
                if (prev === undefined || e.id > prev.id)
                    latest.set(key, e);
            }
        }
    };
    const pages = await api.paginateNewestFirst('/repos/{owner}/{repo}/issues/{issue_number}/events', { ...repo, issue_number: number }, (read) => {
        take(read.slice(-1));
        return [...want].every((k) => latest.has(k));
    });
    // Every page read, the first included (taking a page twice changes nothing: the highest id wins).
    take(pages);
    return new Map([...latest].filter(([k]) => want.has(k)).map(([k, e]) => [k, attribute(e, trustApps)]));
}
/** Every label name (lowercased) ever applied to the PR: the whole event listing (closing cleanup only). */
async function labelsEverApplied(api, repo, number) {
    const events = await api.paginate('/repos/{owner}/{repo}/issues/{issue_number}/events', { ...repo, issue_number: number }, {}, rest_api/* MAX_LISTING_PAGES */.Rk);
    return new Set(events.filter((e) => e.event === 'labeled' && e.label !== undefined).map((e) => e.label.name.toLowerCase()));
}
/** The actor of a `labeled` event, or an actor marked `distrusted` with the reason it cannot be attributed. */
function attribute(e, trustApps) {
    if (e.actor === null)
        return { login: 'an unknown account', type: '', distrusted: 'its latest labeled event has no actor (a deleted or system account)' };
    const actor = { login: e.actor.login, type: e.actor.type, ...(e.actor.id === undefined ? {} : { id: e.actor.id }) };
    if (typeof e.created_at !== 'string' || Number.isNaN(Date.parse(e.created_at)))
        return { ...actor, distrusted: 'its latest labeled event has no date' };
    const app = e.performed_via_github_app?.slug;
    // A bot acts for no one: its own identity is judged (and bots never approve).
    if (app !== undefined && e.actor.type !== 'Bot' && !trustApps)
        return { ...actor, distrusted: `applied through the App ${app} acting for ${e.actor.login} (trust-app-labels is off)` };
    return actor;
}
/** An actor's exact repository role (role_name; triage and maintain are not in `permission`), or null. */
async function repositoryRole(api, repo, login) {
    let body;
    try {
        body = await api.json('GET', '/repos/{owner}/{repo}/collaborators/{username}/permission', { ...repo, username: login });
    }
    catch (error) {
        if (error instanceof rest_api/* ApiError */.hD && error.status === 404)
            return null;
        throw error;
    }
    const roles = labels/* ROLES */.gg;
    // A custom role's name is not one of ours: fall back to its base permission.
    if (body.role_name !== undefined && roles.includes(body.role_name))
        return body.role_name;
    return roles.includes(body.permission) ? body.permission : null;
}


/***/ }),

/***/ 4500:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ readExecutionRecords),
/* harmony export */   cq: () => (/* binding */ RecordCommentWriter)
/* harmony export */ });
/* unused harmony exports RECORD_COMMENT_MARKER, MAX_RECORDS_PER_COMMENT, recordCommentBody, looksLikeRecordComment, recordCommentId, parseRecordComment */
/* harmony import */ var _api_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9294);
/* harmony import */ var _gate_labels_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5652);
/* harmony import */ var _plan_label_kinds_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3867);
/**
 * Execution records off the label budget: execute mode records "this plan content ran on this
 * pull request, with this outcome" in a pull-request comment the action writes, not in a label
 * (GitHub allows 100 labels on a pull request; a record label per plan halved how many plans one
 * pull request could run). Threat analysis: docs/security.md, "Execution records".
 *
 * One comment per job that runs plans: created at the job's first record, then edited by that
 * job alone (so concurrent jobs — shards, overlapping `labeled` runs — never overwrite each
 * other's records). Its body opens with RECORD_COMMENT_MARKER, lists the records for people, and
 * ends with the machine-readable block:
 *
 *   <!-- plasmate-records
 *   {"v":1,"records":[["plasmate-run:…","started"],["plasmate-run:…","succeeded"]]}
 *   -->
 *
 * keyed by the plan's run label (a pure function of its content and secret bindings), like the
 * `plasmate-done:` labels before it. The block names the comment's own id (`"comment"`, written by
 * an edit right after the comment is created). Read back, a comment counts only when the workflow
 * token wrote it (`github-actions[bot]` with its fixed user id, not through another App), it is
 * exactly this shape, and the id it names is its own: another App, a person, or a bot quoting the
 * text into a comment of its own is ignored and reported (anyone may comment on a public
 * repository, so counting such a comment even as an untrusted record would let anyone fail any
 * pull request's check, and any installed App make a plan count as already run).
 */



const RECORD_COMMENT_MARKER = '<!-- plasmate-execution-records.v1 -->';
const BLOCK_START = '<!-- plasmate-records\n';
const BLOCK_END = '\n-->';
/**
 * Records one comment holds at most: two per plan (started, outcome) at ~60 bytes each keeps a
 * comment far below GitHub's 65,536 characters; a job with more starts another comment.
 */
const MAX_RECORDS_PER_COMMENT = 400;
const OUTCOMES = new Set(['started', 'succeeded', 'failed']);
/** The comment body for `records` (plan labels and outcomes are this action's own base32 names and words); `comment`: its own id, once known. */
function recordCommentBody(records, comment = null) {
    const lines = records.map((r) => `- \`${r.planLabel}\` ${r.outcome}`);
    const block = JSON.stringify({ v: 1, ...(comment === null ? {} : { comment }), records: records.map((r) => [r.planLabel, r.outcome]) });
    return [
        RECORD_COMMENT_MARKER,
        '**Plasmate execution records.** Which approved plan content ran on this pull request, and how it ended; written by the action only. Deleting this comment allows these plans to run once more.',
        '',
        ...lines,
        '',
        `${BLOCK_START}${block}${BLOCK_END}`,
    ].join('\n');
}
/** Whether a body is in the record shape at all (the marker it opens with), whoever wrote it. */
function looksLikeRecordComment(body) {
    return body.startsWith(RECORD_COMMENT_MARKER);
}
/** The id a record comment's block names as its own, or null (none, or not the record shape). */
function recordCommentId(body) {
    const start = body.lastIndexOf(BLOCK_START);
    if (parseRecordComment(body) === null || start < 0)
        return null;
    const id = JSON.parse(body.slice(start + BLOCK_START.length, body.length - BLOCK_END.length)).comment;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
/** The records of a comment body in exactly the shape recordCommentBody writes, or null for any other body. */
function parseRecordComment(body) {
    if (!body.startsWith(`${RECORD_COMMENT_MARKER}\n`) || !body.endsWith(BLOCK_END))
        return null;
    const start = body.lastIndexOf(BLOCK_START);
    if (start < 0)
        return null;
    let value;
    try {
        value = JSON.parse(body.slice(start + BLOCK_START.length, body.length - BLOCK_END.length));
    }
    catch {
        return null;
    }
    const v = value;
    if (typeof value !== 'object' || value === null || v.v !== 1 || !Array.isArray(v.records) || v.records.length > MAX_RECORDS_PER_COMMENT)
        return null;
    if (v.comment !== undefined && typeof v.comment !== 'number')
        return null;
    const out = [];
    for (const r of v.records) {
        if (!Array.isArray(r) || r.length !== 2 || typeof r[0] !== 'string' || typeof r[1] !== 'string' || !(0,_plan_label_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .isLabelOfKind */ .uZ)('runApproval', r[0]) || !OUTCOMES.has(r[1]))
            return null;
        out.push({ planLabel: r[0], outcome: r[1] });
    }
    return out;
}
/** Why a comment in the record shape does not count, or null when it is this workflow's own record comment. */
function distrustRecordComment(c, author) {
    if (!(0,_gate_labels_js__WEBPACK_IMPORTED_MODULE_1__/* .isWorkflowToken */ .bP)(author))
        return `written by ${author.login}, not by this workflow (github-actions[bot])`;
    const app = c.performed_via_github_app?.slug;
    if (app !== undefined && app !== _gate_labels_js__WEBPACK_IMPORTED_MODULE_1__/* .WORKFLOW_TOKEN_APP_SLUG */ .a8)
        return `written through the App ${app}`;
    if (parseRecordComment(c.body ?? '') === null)
        return 'not in the exact record shape';
    if (recordCommentId(c.body ?? '') !== c.id)
        return 'it does not name itself (a copy of a record comment, or one the action did not finish writing)';
    return null;
}
/** Every record in this workflow's record comments of the pull request (a live read); other record-shaped comments are reported, never counted. */
async function readExecutionRecords(api, repo, number) {
    // Anyone may comment: MAX_LISTING_PAGES, not MAX_PAGES, so ten thousand comments do not stop the gate (the budget bounds the cost).
    const comments = await api.paginate('/repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: number }, {}, _api_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LISTING_PAGES */ .Rk);
    const out = { records: [], ignored: [] };
    for (const c of comments) {
        if (c.user === null || typeof c.body !== 'string' || !looksLikeRecordComment(c.body))
            continue;
        const author = { login: c.user.login, type: c.user.type, ...(c.user.id === undefined ? {} : { id: c.user.id }) };
        const why = distrustRecordComment(c, author);
        if (why !== null) {
            out.ignored.push({ id: c.id, author: author.login, reason: why });
            continue;
        }
        for (const r of parseRecordComment(c.body) ?? [])
            out.records.push({ ...r, author });
    }
    return out;
}
/**
 * Writes this job's records: the first creates the job's comment, each later one edits it (the
 * job is its only writer). A record is durable when `write` returns, so `started` exists before
 * the child starts.
 */
class RecordCommentWriter {
    api;
    repo;
    number;
    comment = null;
    constructor(api, repo, number) {
        this.api = api;
        this.repo = repo;
        this.number = number;
    }
    async write(planLabel, outcome) {
        const record = { planLabel: planLabel.toLowerCase(), outcome, author: { login: '', type: 'Bot' } };
        if (this.comment === null || this.comment.records.length === MAX_RECORDS_PER_COMMENT) {
            // Created without its id (unknown until GitHub answers), then at once edited to name itself:
            // only then does the record count, so a record is durable exactly when `write` returns.
            const created = await this.api.json('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', { ...this.repo, issue_number: this.number }, { body: { body: recordCommentBody([]) } });
            this.comment = { id: created.id, records: [] };
        }
        const records = [...this.comment.records, record];
        await this.api.request('PATCH', '/repos/{owner}/{repo}/issues/comments/{comment_id}', { ...this.repo, comment_id: this.comment.id }, { body: { body: recordCommentBody(records, this.comment.id) } });
        this.comment.records = records;
    }
}


/***/ }),

/***/ 4392:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ms: () => (/* binding */ addSecretNames),
  Ng: () => (/* binding */ connect),
  Nr: () => (/* binding */ failCheck),
  bK: () => (/* binding */ gateEvaluator),
  cY: () => (/* binding */ labelingFacts),
  G2: () => (/* binding */ openCheckRun),
  BZ: () => (/* binding */ publishGate),
  Ge: () => (/* binding */ readingNotes),
  CR: () => (/* binding */ recheckSources)
});

// UNUSED EXPORTS: MAX_JOB_SUMMARY_BYTES

// EXTERNAL MODULE: ./src/github/rest/api.ts + 1 modules
var rest_api = __nccwpck_require__(9294);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/report/write.ts
var write = __nccwpck_require__(1693);
;// CONCATENATED MODULE: ./src/github/rest/check-run.ts

/** GitHub's bound on `output.summary` (and `output.text`). */
const MAX_CHECK_SUMMARY_BYTES = 65_535;
/** GitHub's bound on `output.annotations` per request; more are appended by further updates. */
const ANNOTATIONS_PER_REQUEST = 50;
/**
 * Annotations posted per run at most (40 requests). Every problem is still in the summary and in
 * gate-summary.json; past this many, the diff view would be noise anyway.
 */
const MAX_ANNOTATIONS = 2_000;
/** GitHub's bound on an annotation title. */
const MAX_ANNOTATION_TITLE = 255;
/** The title of a run replaced by a newer one of its name (its annotations belonged to an earlier verdict). */
const SUPERSEDED_TITLE = 'Superseded by a newer run of this check';
/**
 * The check's `external_id`: the base commit the verdict was computed against, so a later run
 * that meets another base knows the verdict it replaces was about something else.
 */
const EXTERNAL_ID_PREFIX = 'plasmate-base:';
function externalIdOf(baseSha) {
    return `${EXTERNAL_ID_PREFIX}${baseSha ?? 'none'}`;
}
function baseOf(externalId) {
    if (typeof externalId !== 'string' || !externalId.startsWith(EXTERNAL_ID_PREFIX))
        return null;
    const sha = externalId.slice(EXTERNAL_ID_PREFIX.length);
    return /^[0-9a-f]{40}$/.test(sha) ? sha : null;
}
function annotationsOf(problems) {
    return problems.map((p) => ({
        path: p.file,
        start_line: p.line,
        end_line: p.line,
        // GitHub accepts columns only on single-line annotations, which these are.
        start_column: p.column,
        end_column: p.column,
        annotation_level: 'failure',
        message: p.message,
        title: p.rule.slice(0, MAX_ANNOTATION_TITLE),
    }));
}
function annotationKey(a) {
    return JSON.stringify([a.path, a.start_line, a.start_column ?? null, a.title ?? '', a.message]);
}
function isTransport(error) {
    return error instanceof rest_api/* ApiTransportError */.Em;
}
function reason(error) {
    return error instanceof Error ? error.message : String(error);
}
class CheckRunPublisher {
    api;
    repo;
    name;
    headSha;
    detailsUrl;
    constructor(api, repo, name, headSha, detailsUrl) {
        this.api = api;
        this.repo = repo;
        this.name = name;
        this.headSha = headSha;
        this.detailsUrl = detailsUrl;
    }
    /**
     * Reopens this name's newest run on the SHA `in_progress`, or creates one. A failed lookup or
     * reopening is not fatal (a new run replaces the old one as the newest); a failed creation is.
     */
    async start() {
        let lookupFailed = null;
        try {
            const found = await this.api.json('GET', '/repos/{owner}/{repo}/commits/{ref}/check-runs', { ...this.repo, ref: this.headSha }, {
                query: { check_name: this.name, filter: 'latest' },
            });
            const existing = found.check_runs.filter((r) => r.name === this.name).sort((a, b) => b.id - a.id)[0];
            if (existing !== undefined) {
                const run = await this.api.json('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', { ...this.repo, check_run_id: existing.id }, {
                    body: { status: 'in_progress', details_url: this.detailsUrl },
                });
                // Reopened means no conclusion left standing; anything else is replaced by a new run.
                if (run.status === 'in_progress' && (run.conclusion ?? null) === null) {
                    const annotationCount = run.output?.annotations_count ?? existing.output?.annotations_count;
                    // A count GitHub did not give is read as "some": the annotations are then listed before the verdict is posted.
                    return { id: run.id, url: run.html_url ?? '', reused: true, previousBaseSha: baseOf(existing.external_id), lookupFailed: null, annotationCount: typeof annotationCount === 'number' ? annotationCount : Number.MAX_SAFE_INTEGER, superseded: null };
                }
                lookupFailed = `the earlier check run answered ${String(run.status)} / ${String(run.conclusion)} when reopened`;
            }
        }
        catch (error) {
            if (!(error instanceof rest_api/* ApiError */.hD) && !isTransport(error))
                throw error;
            lookupFailed = reason(error);
        }
        const run = await this.create();
        return { id: run.id, url: run.html_url ?? '', reused: false, previousBaseSha: null, lookupFailed, annotationCount: 0, superseded: null };
    }
    async create() {
        return this.api.json('POST', '/repos/{owner}/{repo}/check-runs', this.repo, {
            body: { name: this.name, head_sha: this.headSha, status: 'in_progress', details_url: this.detailsUrl },
            repeatable: true,
        });
    }
    /**
     * Moves the handle to a new in-progress run of this name (the newest, so the one the pull request
     * reads), then concludes the old one `cancelled` as superseded, pointing at the new one. The old
     * one's conclusion no longer gates anything, so failing to close it does not fail the run.
     */
    async supersede(handle) {
        const old = handle.id;
        const run = await this.create();
        handle.id = run.id;
        handle.url = run.html_url ?? '';
        handle.reused = false;
        handle.annotationCount = 0;
        handle.superseded = old;
        const summary = `This run's annotations belonged to an earlier verdict, and GitHub cannot remove a check run's annotations, so this check's verdict is in a newer run of the same name${handle.url === '' ? '' : `: ${handle.url}`}.`;
        await this.api.request('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', { ...this.repo, check_run_id: old }, {
            body: { conclusion: 'cancelled', completed_at: new Date().toISOString(), output: { title: SUPERSEDED_TITLE, summary } },
        }).catch(() => undefined);
    }
    /** Posts annotations (batches, while still in progress) and then the conclusion with the last batch. */
    async finish(handle, result) {
        let annotations = result.annotations.slice(0, MAX_ANNOTATIONS);
        // A run stopped by an error (`stopped`) concludes `failure` in one request: the API may be what failed.
        if (handle.reused && handle.annotationCount > 0 && result.stopped !== true) {
            // Annotations are appended, never replaced: a re-run posts only those not already there, and
            // a verdict that no longer has one of them goes to a new run.
            const existing = await this.api.paginate('/repos/{owner}/{repo}/check-runs/{check_run_id}/annotations', { ...this.repo, check_run_id: handle.id });
            const wanted = new Set(annotations.map(annotationKey));
            if (existing.some((a) => !wanted.has(annotationKey(a))))
                await this.supersede(handle);
            else {
                const seen = new Set(existing.map(annotationKey));
                annotations = annotations.filter((a) => !seen.has(annotationKey(a)));
            }
        }
        const output = { title: result.title, summary: result.summary };
        const route = '/repos/{owner}/{repo}/check-runs/{check_run_id}';
        const params = { ...this.repo, check_run_id: handle.id };
        let sent = 0;
        while (annotations.length - sent > ANNOTATIONS_PER_REQUEST) {
            await this.api.request('PATCH', route, params, { body: { output: { ...output, annotations: annotations.slice(sent, sent + ANNOTATIONS_PER_REQUEST) } } });
            sent += ANNOTATIONS_PER_REQUEST;
        }
        const last = annotations.slice(sent);
        await this.api.request('PATCH', route, params, {
            body: {
                conclusion: result.conclusion,
                completed_at: new Date().toISOString(),
                details_url: this.detailsUrl,
                ...(result.baseSha === undefined ? {} : { external_id: externalIdOf(result.baseSha) }),
                output: last.length > 0 ? { ...output, annotations: last } : output,
            },
        });
        return { posted: annotations.length };
    }
}

// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __nccwpck_require__(5015);
// EXTERNAL MODULE: ./src/plan/read.ts + 3 modules
var read = __nccwpck_require__(3298);
// EXTERNAL MODULE: ./src/plan/validate.ts + 5 modules
var validate = __nccwpck_require__(3074);
// EXTERNAL MODULE: ./src/report/build.ts
var build = __nccwpck_require__(5066);
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

// EXTERNAL MODULE: ./src/github/gate/labels.ts
var gate_labels = __nccwpck_require__(5652);
// EXTERNAL MODULE: ./src/plan/approval-labels.ts
var approval_labels = __nccwpck_require__(7514);
// EXTERNAL MODULE: ./src/contract/rule-ids.ts
var rule_ids = __nccwpck_require__(8997);
;// CONCATENATED MODULE: ./src/github/gate/gate.ts






/** The problems that say only "this needs (another) approval": the plan awaits approval, it is not invalid. */
const APPROVAL_RULES = new Set([rule_ids/* RULE */.xZ.policyApprovalMissing, rule_ids/* RULE */.xZ.policyApprovalUntrusted]);
/** The label states that fail the check: `stale` is listed only (see evaluateGate). */
const LABEL_PROBLEM_STATES = new Set(['unknown', 'duplicate']);
function evaluateGate(input) {
    // The plan is validated once, without approvals (enough for its fingerprint and labels); the
    // labels' approvals are then applied to that one validation (applyApprovals), never by a second parse.
    const first = input.sources.map((s) => ({ source: s, check: s.bytes === null ? (0,read/* unreadablePlanCheck */.bs)(s.file, s.error ?? 'unknown error') : (0,validate/* validatePlan */.Oo)(s.bytes, s.file, null, input.secrets) }));
    const planLabels = first.map(({ source, check }) => {
        const bindings = check.plan === null ? [] : (0,approval_labels/* secretBindings */.ni)(check.plan);
        return {
            file: source.file,
            labels: check.plan === null ? new Map() : (0,approval_labels/* approvalLabels */.rX)(check.plan),
            planLabel: check.plan === null ? null : (0,approval_labels/* planApprovalLabel */.xo)(check.plan, bindings),
            testLabel: check.plan === null ? null : (0,approval_labels/* testRunLabel */.K6)(check.plan, bindings),
            scopeLabel: check.plan === null ? null : (0,approval_labels/* planScopeLabel */.G_)(check.plan, bindings),
        };
    });
    const findings = input.labeling === null ? [] : (0,gate_labels/* evaluateLabels */.T9)(planLabels, input.labeling, input.policy);
    // Per plan file: step id → who approved it (trusted labels), and step id → the label that does not count.
    const trusted = new Map();
    const untrusted = new Map();
    // Per plan file and label kind (plan, test, scope): who applied the trusted label, or the label that does not count.
    const trustedWhole = { plan: new Map(), test: new Map(), scope: new Map() };
    const untrustedWhole = { plan: new Map(), test: new Map(), scope: new Map() };
    for (const f of findings) {
        for (const t of f.targets) {
            if (t.kind !== 'step') {
                if (f.state === 'trusted')
                    trustedWhole[t.kind].set(t.file, f.actor ?? '');
                else if (f.state === 'untrusted')
                    untrustedWhole[t.kind].set(t.file, f);
            }
            else if (f.state === 'trusted') {
                const perFile = trusted.get(t.file) ?? new Map();
                perFile.set(t.stepId, f.actor ?? '');
                trusted.set(t.file, perFile);
            }
            else if (f.state === 'untrusted') {
                const perFile = untrusted.get(t.file) ?? new Map();
                perFile.set(t.stepId, f);
                untrusted.set(t.file, perFile);
            }
        }
    }
    const wholeGate = (kind, file, label) => (label === null ? null : {
        label,
        approval: input.labeling === null ? 'not_evaluated' : trustedWhole[kind].has(file) ? 'approved' : untrustedWhole[kind].has(file) ? 'untrusted' : 'missing',
        approvedBy: trustedWhole[kind].get(file) ?? null,
    });
    // Pass 2: with the trusted labels as the approvals, every policy rule applies.
    const plans = first.map(({ source, check: firstCheck }, i) => {
        const { labels, planLabel, testLabel, scopeLabel } = planLabels[i];
        const testRequest = wholeGate('test', source.file, testLabel);
        const scopeApproval = wholeGate('scope', source.file, scopeLabel);
        // A trusted plan-scope label is the run approval too; the plan label's own applier is named first.
        const runApproval = wholeGate('plan', source.file, planLabel);
        const planApproval = runApproval !== null && runApproval.approval !== 'approved' && scopeApproval?.approval === 'approved'
            ? { ...runApproval, approval: 'approved', approvedBy: scopeApproval.approvedBy } : runApproval;
        if (input.labeling === null || source.bytes === null || firstCheck.plan === null) {
            return finish({ file: source.file, check: firstCheck, approvals: null, report: null, labels, testRequest, scopeApproval }, new Map(), new Map(), planApproval, input.requirePlanApproval);
        }
        const approvedBy = new Map(trusted.get(source.file) ?? []);
        // A trusted plan-scope label approves every mutating step the step labels did not.
        const scopeActor = trustedWhole.scope.get(source.file);
        if (scopeActor !== undefined)
            for (const step of firstCheck.plan.steps)
                if (step.mutates && !approvedBy.has(step.id))
                    approvedBy.set(step.id, scopeActor);
        const approvals = { confirmSteps: [...approvedBy.keys()], ...input.optIns };
        const check = (0,validate/* applyApprovals */.XF)(firstCheck, approvals);
        const report = check.problems.length === 0 ? dryRunReport(check.plan, approvals) : null;
        const distrusted = untrusted.get(source.file) ?? new Map();
        for (const [stepId, finding] of distrusted) {
            const step = check.plan?.steps.find((s) => s.id === stepId);
            check.problems.push({
                file: source.file, line: step?.location.line ?? 1, column: step?.location.column ?? 1, rule: rule_ids/* RULE */.xZ.policyApprovalUntrusted,
                message: `approval label ${finding.name} for step "${stepId}" does not count: ${finding.reason}`,
            });
        }
        for (const [kind, what] of [['plan', 'plan approval label'], ['scope', 'plan-scope approval label']]) {
            const finding = untrustedWhole[kind].get(source.file);
            if (finding !== undefined) {
                check.problems.push({ file: source.file, line: 1, column: 1, rule: rule_ids/* RULE */.xZ.policyApprovalUntrusted, message: `${what} ${finding.name} does not count: ${finding.reason}` });
            }
        }
        check.problems.sort((a, b) => a.line - b.line || a.column - b.column);
        return finish({ file: source.file, check, approvals, report: check.problems.length === 0 ? report : null, labels, testRequest, scopeApproval }, approvedBy, distrusted, planApproval, input.requirePlanApproval);
    });
    // A stale label approves nothing current: listed, never counted (an edit after approval must not fail
    // the check; the plan's new labels await approval as `action_required`). A malformed (`unknown`) or
    // `duplicate` label under our prefixes still fails: it may be a look-alike meant to mislead a
    // maintainer reading the PR, and the action never produces one.
    const labelProblems = findings.filter((f) => LABEL_PROBLEM_STATES.has(f.state)).length;
    const counts = {
        plans: plans.length,
        valid: plans.filter((p) => p.status === 'valid').length,
        needsApproval: plans.filter((p) => p.status === 'needs_approval').length,
        invalid: plans.filter((p) => p.status === 'invalid').length,
        steps: plans.reduce((n, p) => n + (p.check.plan?.steps.length ?? 0), 0),
        mutatingSteps: plans.reduce((n, p) => n + p.mutatingSteps.length, 0),
        approvedSteps: plans.reduce((n, p) => n + p.mutatingSteps.filter((s) => s.approval === 'approved').length, 0),
        stepsNeedingApproval: plans.reduce((n, p) => n + p.mutatingSteps.filter((s) => s.approval === 'missing' || s.approval === 'untrusted').length, 0),
        problems: plans.reduce((n, p) => n + p.check.problems.length, 0),
        labelProblems,
    };
    const conclusion = counts.invalid > 0 || labelProblems > 0 ? 'failure'
        : counts.needsApproval > 0 ? 'action_required'
            : counts.plans === 0 ? 'neutral' : 'success';
    const labelBudget = input.labeling === null ? null : budgetOf(plans, input.labeling);
    return { plans, labelFindings: findings, conclusion, counts, labelBudget };
}
function budgetOf(plans, labeling) {
    const readable = plans.filter((p) => p.scopeApproval !== null).length;
    const otherLabels = labeling.liveLabels.filter((name) => !(0,approval_labels/* isApprovalLabelName */.pb)(name)).length;
    return { needed: readable + otherLabels, plans: readable, otherLabels, limit: gate_labels/* MAX_LABELS_PER_PULL_REQUEST */.Ti };
}
function finish(base, approvedBy, distrusted, planApproval, requirePlanApproval) {
    const problems = base.check.problems;
    // An approval that does not count (RULE.policyApprovalUntrusted) leaves the plan awaiting approval, not invalid: the plan is fine.
    let status = base.check.plan === null || problems.some((p) => !APPROVAL_RULES.has(p.rule)) ? 'invalid'
        : problems.length > 0 ? 'needs_approval' : 'valid';
    // Running needs the plan itself approved, whatever its steps: a plan with no mutating step still opens URLs.
    if (requirePlanApproval && status === 'valid' && planApproval?.approval !== 'approved')
        status = 'needs_approval';
    const mutatingSteps = (base.check.plan?.steps ?? []).filter((s) => s.mutates).map((s) => ({
        id: s.id,
        tool: s.tool,
        line: s.location.line,
        column: s.location.column,
        approval: base.approvals === null ? 'not_evaluated' : approvedBy.has(s.id) ? 'approved' : distrusted.has(s.id) ? 'untrusted' : 'missing',
        approvalLabel: base.labels.get(s.id),
        approvedBy: approvedBy.get(s.id) ?? null,
    }));
    return { ...base, status, mutatingSteps, planApproval };
}

// EXTERNAL MODULE: ./src/github/rest/pull-request.ts + 2 modules
var pull_request = __nccwpck_require__(5049);
// EXTERNAL MODULE: ./src/github/rest/pull-request-state.ts
var pull_request_state = __nccwpck_require__(635);
// EXTERNAL MODULE: ./src/github/gate/path-display.ts
var path_display = __nccwpck_require__(7943);
// EXTERNAL MODULE: ./src/github/gate/execution-record.ts
var execution_record = __nccwpck_require__(9787);
// EXTERNAL MODULE: ./src/github/rest/record-comments.ts
var record_comments = __nccwpck_require__(4500);
// EXTERNAL MODULE: ./src/github/gate/gate-summary.ts
var gate_summary = __nccwpck_require__(7653);
// EXTERNAL MODULE: ./src/github/redact.ts
var redact = __nccwpck_require__(8478);
// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __nccwpck_require__(1190);
// EXTERNAL MODULE: ./src/github/stopped.ts
var stopped = __nccwpck_require__(9638);
// EXTERNAL MODULE: ./src/github/gate/render.ts
var render = __nccwpck_require__(5635);
;// CONCATENATED MODULE: ./src/github/session.ts
/**
 * What every mode of the action opens before it judges anything: the runner's I/O, the API client
 * and its redactor, the check run, the live labelling facts of a pull request, and the gate under
 * the action's inputs. One definition, so validate/execute and the shard modes start alike.
 */


















/** GitHub's bound on one step's job summary. */
const MAX_JOB_SUMMARY_BYTES = 1024 * 1024;
/**
 * The gate under the action's inputs (approver role, self-approval, opt-ins, secret allow-list):
 * one definition, so validate/execute and the shard modes judge a plan alike.
 */
function gateEvaluator(inputs, requirePlanApproval) {
    return (sources, labeling) => evaluateGate({
        sources,
        labeling,
        policy: { approverRole: inputs.approverPermission, allowSelfApproval: inputs.allowSelfApproval },
        optIns: { allowEvaluate: inputs.allowEvaluate, allowCookieWrites: inputs.allowCookieWrites },
        requirePlanApproval,
        secrets: inputs.secrets,
    });
}
/** Every secret name the plans reference joins the redactor's names (names only, never values: see the gate run). */
function addSecretNames(redactor, result) {
    for (const plan of result.plans)
        for (const name of plan.check.plan?.secretNames ?? [])
            redactor.addName(name);
}
/** The sources a recheck evaluates: every plan, or only the one about to run (ExecutionGuard.recheck). */
function recheckSources(sources, only) {
    return only === undefined ? sources : sources.filter((s) => s.file === only);
}
/**
 * The API client (none without a token; one per run, so its budget is the run's) and the redactor
 * every call goes through; the token is its first secret.
 */
function connect(inputs, ctx, io) {
    const redactor = new redact/* Redactor */.p();
    redactor.addValue(inputs.githubToken);
    const timing = io.apiTiming;
    const options = { budget: inputs.apiRequestBudget, ...(timing === undefined ? {} : { clock: timing.clock, ...(timing.requestTimeoutMs === undefined ? {} : { timeoutMs: timing.requestTimeoutMs }) }) };
    return { redactor, api: inputs.githubToken === '' ? null : new rest_api/* GitHubApi */.yN(ctx.apiUrl, inputs.githubToken, redactor, options) };
}
/**
 * Opens the check `in_progress` (or takes over this name's run on this SHA) before any other
 * request, so whatever fails later leaves a visible, stale-able run — never an earlier green one.
 * A failure to open it fails the run: the step's own failure is then the only true report.
 */
async function openCheckRun(api, ctx, name, headSha, io) {
    if (api === null || headSha === '')
        return { publisher: null, handle: null, readOnly: false };
    if ((0,github_event/* hasReadOnlyToken */.WV)(ctx)) {
        io.warning('this event gives the workflow a read-only token (a pull request from a fork, or one Dependabot opened): no check run is posted; the job summary, annotations and the exit code carry the gate');
        return { publisher: null, handle: null, readOnly: true };
    }
    const detailsUrl = ctx.runUrl ?? `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}/commit/${headSha}`;
    const publisher = new CheckRunPublisher(api, ctx.repository, name, headSha, detailsUrl);
    const handle = await publisher.start();
    if (handle.lookupFailed !== null)
        io.warning(`could not reopen the earlier check run (${handle.lookupFailed}); created a new one, which replaces it as the newest`);
    return { publisher, handle, readOnly: false };
}
/**
 * The fail-closed end of a run that threw: the check (when one was opened) concludes `failure`
 * with the (redacted) reason, so no earlier verdict stands. Best effort: the error it returns,
 * for the mode to throw, says whether that worked (stopped.ts reports it).
 */
async function failCheck(opened, redactor, error, api) {
    const usage = api === null ? null : api.usage();
    if (opened.handle === null)
        return new stopped/* RunStopped */.NL(error, 'none', usage);
    const message = redactor.redact(error instanceof Error ? error.message : String(error));
    const spent = usage === null ? '' : `\n\n${(0,rest_api/* usageLine */.U0)(usage)}`;
    const completed = await opened.publisher.finish(opened.handle, { conclusion: 'failure', title: 'The gate could not complete', summary: `The action stopped with an error: ${message}${spent}`, annotations: [], stopped: true }).then(() => true, () => false);
    return new stopped/* RunStopped */.NL(error, completed ? 'completed' : 'not-completed', api === null ? null : api.usage());
}
/** The live labelling facts of a pull request; with `withRecords` (execute and shard modes) its execution records too. */
async function labelingFacts(api, repo, number, author, withRecords = false, trustApps = false) {
    // Live, not from the payload: a re-run replays the original event and its labels.
    const labels = await (0,pull_request/* liveLabels */.Yd)(api, repo, number);
    // Only the labels whose applier matters: approval labels and older versions' record labels.
    const labelers = await (0,pull_request/* latestLabelers */.e_)(api, repo, number, labels.filter((l) => (0,approval_labels/* isApprovalLabelName */.pb)(l) || (0,execution_record/* isRecordLabelName */.$T)(l)), trustApps);
    const roles = new Map();
    for (const actor of (0,gate_labels/* actorsToCheck */.s4)(labels, labelers))
        roles.set(actor.login, await (0,pull_request/* repositoryRole */.RO)(api, repo, actor.login));
    const commits = await (0,pull_request_state/* commitIdentities */.iJ)(api, repo, number);
    const facts = { liveLabels: labels, latestLabeler: labelers, roles, pullRequestAuthor: author, commitLogins: commits.logins, commitsComplete: commits.complete };
    if (!withRecords)
        return facts;
    const read = await (0,record_comments/* readExecutionRecords */.Bk)(api, repo, number);
    return { ...facts, executionRecords: read.records, ignoredRecordComments: read.ignored };
}
/**
 * The end of every mode, in one place: complete the check run (trimmed to GitHub's summary bound,
 * with the problems as annotations), write `summary.md`, append the job summary (trimmed to its
 * bound) and log the verdict. The check's title is the verdict: every summary opens with it.
 */
async function publishGate(io, p) {
    const markdown = p.check === null ? p.markdown : `${(0,render/* verdictMarkdown */.BT)(p.check.title)}${p.markdown}`;
    if (p.check !== null && p.check.opened.handle !== null) {
        await p.check.opened.publisher.finish(p.check.opened.handle, {
            conclusion: p.check.conclusion,
            title: p.check.title,
            summary: (0,render/* trimToBytes */.xR)(markdown, MAX_CHECK_SUMMARY_BYTES, p.fullReport),
            annotations: annotationsOf(p.check.problems),
            ...(p.check.baseSha === undefined ? {} : { baseSha: p.check.baseSha }),
        });
    }
    if (p.reportDir !== null)
        await (0,write/* writeFileAtomic */.Z)((0,external_node_path_.join)(p.reportDir, gate_summary/* SUMMARY_MARKDOWN_FILE */.iu), markdown);
    await io.writeJobSummary((0,render/* trimToBytes */.xR)(markdown, MAX_JOB_SUMMARY_BYTES, p.fullReport));
    io.info(p.logLine);
}
/**
 * Notes every gating summary carries about what it read: record-shaped comments that did not
 * count (another author, or a copy), and plan paths beyond ASCII.
 */
function readingNotes(labeling, planPaths) {
    const notes = [];
    const ignored = labeling?.ignoredRecordComments ?? [];
    if (ignored.length > 0) {
        const who = [...new Set(ignored.map((c) => `${c.author}: ${c.reason}`))].join('; ');
        notes.push(`Ignored ${(0,plural/* plural */.LS)(ignored.length, 'comment')} in the execution-record shape that this workflow did not write (${who}). Only the action's own record comments count.`);
    }
    const paths = (0,path_display/* nonAsciiPathNote */.Og)(planPaths);
    if (paths !== null)
        notes.push(paths);
    return notes;
}


/***/ }),

/***/ 9638:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   NL: () => (/* binding */ RunStopped),
/* harmony export */   U6: () => (/* binding */ debugDetails),
/* harmony export */   gn: () => (/* binding */ stoppedReport)
/* harmony export */ });
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4285);
/* harmony import */ var _rest_api_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9294);
/* harmony import */ var _gate_render_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5635);
/**
 * A run that stopped before it could publish a verdict — a bad input, an event it cannot gate, an
 * API that failed past its retries — still leaves a report: the job summary says what stopped it
 * (which call, which API URL, what the server answered), whether the check run was completed, and
 * what the run spent of the API; `conclusion` is `failure`; the log gets one line, never a stack
 * (that goes to the debug log). Every text here is redacted and escaped: an error message can
 * quote a server's answer.
 */



/**
 * The error a mode throws after it has closed its check run: the cause, and what the run left
 * behind, so the report can say so.
 */
class RunStopped extends Error {
    cause;
    check;
    usage;
    name = 'RunStopped';
    constructor(cause, check, usage) {
        super(cause instanceof Error ? cause.message : String(cause));
        this.cause = cause;
        this.check = check;
        this.usage = usage;
    }
}
/** The API failure's own message with the API URL it went to, or null when the cause is not an API failure. */
function apiCause(cause, apiUrl) {
    if (cause instanceof _rest_api_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD || cause instanceof _rest_api_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiTransportError */ .Em || cause instanceof _rest_api_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiBudgetError */ .yc)
        return `${cause.message} (API URL ${apiUrl})`;
    return null;
}
const CHECK_SENTENCE = {
    completed: 'The check run was completed as `failure` with this reason, so no earlier verdict of it stands.',
    'not-completed': 'The check run could not be completed (the API failed again): it stays in progress, which blocks a merge as a failure does, until a re-run replaces it.',
    none: 'No check run was opened by this run.',
};
function stoppedReport(error, apiUrl, redactor) {
    const stopped = error instanceof RunStopped ? error : null;
    const cause = stopped === null ? error : stopped.cause;
    const api = apiCause(cause, apiUrl);
    const what = redactor.redact((api ?? (cause instanceof Error ? cause.message : String(cause))).replace(/\s+/g, ' ').trim());
    const lines = [`## ${_gate_render_js__WEBPACK_IMPORTED_MODULE_2__/* .GATE_HEADING */ .tz}`, '', '**Stopped: the gate could not complete.**', '', `What stopped it: ${(0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(what)}`, ''];
    lines.push(CHECK_SENTENCE[stopped?.check ?? 'none'], '');
    if (stopped?.usage != null)
        lines.push(`GitHub API: ${stopped.usage.requests} requests sent (budget ${stopped.usage.budget}), ${stopped.usage.retries} retried.`, '');
    if (api !== null)
        lines.push(`A re-run of the job repeats the whole gate; GitHub Enterprise Server users: check that the API URL above is your server's (\`GITHUB_API_URL\`).`, '');
    return { message: what, markdown: lines.join('\n') };
}
/** The error's stack, redacted, for the debug log (`ACTIONS_STEP_DEBUG`). */
function debugDetails(error, redactor) {
    const cause = error instanceof RunStopped ? error.cause : error;
    return redactor.redact(cause instanceof Error ? (cause.stack ?? cause.message) : String(cause));
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(52);
/** The action's entry (action.yml `runs.main` is its bundle, dist/index.js). `run()` fails the step itself. */

await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 52:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __nccwpck_require__(4183);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __nccwpck_require__(5015);
// EXTERNAL MODULE: ./src/github/inputs.ts
var github_inputs = __nccwpck_require__(5446);
// EXTERNAL MODULE: ./src/github/redact.ts
var redact = __nccwpck_require__(8478);
// EXTERNAL MODULE: ./src/github/session.ts + 3 modules
var session = __nccwpck_require__(4392);
// EXTERNAL MODULE: ./src/github/modes/context.ts
var context = __nccwpck_require__(2931);
;// CONCATENATED MODULE: ./src/github/modes/benchmark.ts
/** Benchmark mode, the release gate: the benchmark's evidence, its own check run, and a failed step when the gate fails. */



async function runBenchmarkMode(mc) {
    const { inputs, run: ctx, io } = mc;
    const reportDir = await (0,context/* reportDirOf */.z0)(mc);
    const connected = (0,session/* connect */.Ng)(inputs, ctx, io);
    const { redactor } = connected;
    const headSha = (0,github_event/* field */.ZZ)(ctx.payload, 'pull_request', 'head', 'sha') ?? ctx.sha;
    return (0,context/* withCheckRun */.GM)(mc, connected, headSha, async (opened) => {
        const { handle } = opened;
        const { benchmarkTitle, runReleaseBenchmark } = await Promise.all(/* import() */[__nccwpck_require__.e(204), __nccwpck_require__.e(802)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8802));
        const run = await runReleaseBenchmark(inputs, reportDir, ctx.workspace, mc.env);
        const conclusion = run.report.gate.passed ? 'success' : 'failure';
        const markdown = redactor.redact(run.markdown);
        const title = benchmarkTitle(run.report);
        await (0,session/* publishGate */.BZ)(io, {
            markdown, reportDir: null, fullReport: 'The full evidence is in the report directory.', check: { opened, conclusion, title, problems: [] }, logLine: `${title} → ${conclusion}`,
        });
        const s = run.report.summary;
        return {
            conclusion,
            outputs: {
                conclusion,
                'gate-passed': String(run.report.gate.passed),
                'task-contracts-passed': s.task_contracts_passed,
                'tasks-total': s.tasks_total,
                'benchmark-report': run.jsonPath,
                'benchmark-markdown': run.markdownPath,
                'check-run-id': handle?.id ?? '',
                'check-run-url': handle?.url ?? '',
            },
            failure: run.report.gate.passed ? null : `the release benchmark gate failed: ${run.report.gate.violations.join('; ')}`,
        };
    });
}

// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __nccwpck_require__(4285);
// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __nccwpck_require__(1190);
// EXTERNAL MODULE: ./src/github/gate/render.ts
var render = __nccwpck_require__(5635);
// EXTERNAL MODULE: ./src/github/rest/api.ts + 1 modules
var rest_api = __nccwpck_require__(9294);
// EXTERNAL MODULE: ./src/github/gate/execution-record.ts
var execution_record = __nccwpck_require__(9787);
// EXTERNAL MODULE: ./src/plan/approval-labels.ts
var approval_labels = __nccwpck_require__(7514);
// EXTERNAL MODULE: ./src/github/rest/pull-request.ts + 2 modules
var pull_request = __nccwpck_require__(5049);
;// CONCATENATED MODULE: ./src/github/rest/label-lifecycle.ts
/**
 * The repository's label list, kept clean: every content version of every plan names new labels
 * (step, run, plan-scope, test, and older versions' execution records), and GitHub keeps a
 * repository label until someone deletes it.
 *
 * - When a pull request closes, each label of this action's schemes that it carried (live, or in
 *   its `labeled` events) and that no open pull request carries is deleted from the repository.
 * - With `prune-labels: true`, any run deletes this action's labels that no open pull request
 *   carries and that are older than PRUNE_AFTER_MS. The REST label object has no creation time
 *   (@octokit/openapi's `label` schema: id, node_id, url, name, description, color, default), so
 *   the action writes the day it creates a label into its description (labelDescription); a label
 *   without that date (created by an older version, by hand, or implicitly when a label was
 *   added) gets today's date on the first prune run and is deleted a week later if still unused.
 *
 * Only names of this action's schemes in their exact shape are ever touched (isOwnLabel); which
 * open pull requests carry a label is read live. Every write is bounded per run; 403 (the token
 * may not) stops quietly, 404 (gone meanwhile) is skipped.
 */




/** Repository labels deleted per run at most: a closed PR can carry up to 100, and a run must not become an unbounded burst of API calls. */
const MAX_LABELS_DELETED = 100;
/** Undated labels given a date per prune run at most (the rest are dated on later runs). */
const MAX_LABELS_DATED = 50;
/** An unused label of this action is pruned once it is older than a week. */
const PRUNE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** Whether `name` is a label of this action's schemes in its exact shape (approval, test, record). */
function isOwnLabel(name) {
    const key = name.toLowerCase();
    return ((0,approval_labels/* isApprovalLabelName */.pb)(key) && (0,approval_labels/* isWellFormedLabel */.W8)(key)) || (0,execution_record/* isRecordLabelName */.$T)(key);
}
/** Lowercase names of every label an open pull request other than `except` carries (a live read). */
async function labelsOnOpenPulls(api, repo, except) {
    const pulls = await api.paginate('/repos/{owner}/{repo}/pulls', repo, { state: 'open' });
    const out = new Set();
    for (const pull of pulls)
        if (pull.number !== except)
            for (const label of pull.labels)
                out.add(label.name.toLowerCase());
    return out;
}
/** Deletes repository labels in order until the bound; 404 skipped, 403 stops. */
async function deleteLabels(api, repo, names, out) {
    for (const name of names) {
        if (out.deleted.length === MAX_LABELS_DELETED) {
            out.stopped = `deleted ${MAX_LABELS_DELETED} labels, the bound per run; the rest on a later run`;
            return;
        }
        try {
            await api.request('DELETE', '/repos/{owner}/{repo}/labels/{name}', { ...repo, name });
            out.deleted.push(name);
        }
        catch (error) {
            if (error instanceof rest_api/* ApiError */.hD && error.status === 404)
                continue;
            if (error instanceof rest_api/* ApiError */.hD && error.status === 403) {
                out.stopped = 'the token may not delete labels (it needs issues: write)';
                return;
            }
            throw error;
        }
    }
}
/** On `pull_request` `closed`: delete this action's labels the PR carried that no other open PR carries. */
async function deleteClosedPullRequestLabels(api, repo, number) {
    const carried = new Map();
    for (const name of await (0,pull_request/* liveLabels */.Yd)(api, repo, number))
        carried.set(name.toLowerCase(), name);
    // Labels removed before the close (by a maintainer, remove-stale-labels) are still repository labels.
    for (const key of await (0,pull_request/* labelsEverApplied */.p3)(api, repo, number))
        if (!carried.has(key))
            carried.set(key, key);
    const elsewhere = await labelsOnOpenPulls(api, repo, number);
    const out = { deleted: [], dated: [], stopped: null };
    const names = [...carried].filter(([key]) => isOwnLabel(key) && !elsewhere.has(key)).map(([, name]) => name);
    await deleteLabels(api, repo, names, out);
    return out;
}
/** `prune-labels`: delete this action's labels no open PR carries and older than a week; date the undated ones. */
async function pruneRepositoryLabels(api, repo, now) {
    const labels = (await api.paginate('/repos/{owner}/{repo}/labels', repo)).filter((l) => isOwnLabel(l.name));
    const out = { deleted: [], dated: [], stopped: null };
    if (labels.length === 0)
        return out;
    const used = await labelsOnOpenPulls(api, repo, null);
    const unused = labels.filter((l) => !used.has(l.name.toLowerCase()));
    const old = unused.filter((l) => {
        const created = (0,approval_labels/* labelCreatedAt */.A0)(l.description);
        return created !== null && now.getTime() - created.getTime() > PRUNE_AFTER_MS;
    });
    await deleteLabels(api, repo, old.map((l) => l.name), out);
    if (out.stopped !== null)
        return out;
    for (const label of unused.filter((l) => (0,approval_labels/* labelCreatedAt */.A0)(l.description) === null)) {
        if (out.dated.length === MAX_LABELS_DATED)
            break;
        try {
            await api.request('PATCH', '/repos/{owner}/{repo}/labels/{name}', { ...repo, name: label.name }, { body: { description: (0,approval_labels/* datedDescription */.lr)(label.description ?? '', now) } });
            out.dated.push(label.name);
        }
        catch (error) {
            if (error instanceof rest_api/* ApiError */.hD && error.status === 404)
                continue;
            if (error instanceof rest_api/* ApiError */.hD && error.status === 403) {
                out.stopped = 'the token may not edit labels (it needs issues: write)';
                break;
            }
            throw error;
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/github/modes/closed.ts
/**
 * The label lifecycle's two runs (rest/label-lifecycle.ts): a closed pull request is not gated
 * (nothing of it can merge or run any more), its labels are cleaned up instead; and
 * `prune-labels`, after any run.
 */






/** `pull_request` `closed`: delete this action's labels the PR carried that no other open PR carries. */
async function runClosed({ inputs, run: ctx, io }) {
    const { api } = (0,session/* connect */.Ng)(inputs, ctx, io);
    if (api === null)
        throw new Error(`input "github-token" is required on ${ctx.eventName} events: a closed pull request's labels are deleted through the API`);
    const number = (0,github_event/* field */.ZZ)(ctx.payload, 'pull_request', 'number');
    if (typeof number !== 'number')
        throw new Error(`the ${ctx.eventName} payload has no pull_request.number`);
    const cleanup = await deleteClosedPullRequestLabels(api, ctx.repository, number);
    const line = `Pull request #${number} is closed: deleted ${(0,plural/* plural */.LS)(cleanup.deleted.length, 'label')} of this action that no open pull request carries from the repository${cleanup.stopped === null ? '' : ` (stopped: ${cleanup.stopped})`}.`;
    const list = cleanup.deleted.map((name) => `- ${(0,markdown/* code */.aY)(name)}`);
    await io.writeJobSummary([`## ${render/* GATE_HEADING */.tz}`, '', line, '', ...list, ''].join('\n'));
    io.info(line);
    return { conclusion: 'neutral', outputs: { conclusion: 'neutral' }, failure: null };
}
/** `prune-labels`: after any run, delete this action's unused labels older than a week. */
async function runPrune({ inputs, run: ctx, io }) {
    const { api } = (0,session/* connect */.Ng)(inputs, ctx, io);
    if (api === null) {
        io.warning('prune-labels needs input "github-token": no label was pruned');
        return;
    }
    const pruned = await pruneRepositoryLabels(api, ctx.repository, new Date());
    io.info(`prune-labels: deleted ${(0,plural/* plural */.LS)(pruned.deleted.length, 'unused label')} older than a week, dated ${(0,plural/* plural */.LS)(pruned.dated.length, 'undated label')}${pruned.stopped === null ? '' : ` (stopped: ${pruned.stopped})`}`);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/report/write.ts
var write = __nccwpck_require__(1693);
// EXTERNAL MODULE: ./src/github/gate/test-requests.ts
var test_requests = __nccwpck_require__(8414);
// EXTERNAL MODULE: ./src/github/rest/pull-request-state.ts
var pull_request_state = __nccwpck_require__(635);
;// CONCATENATED MODULE: ./src/github/rest/label-changes.ts
/**
 * The approval labels a gate run adds to the repository and takes off the pull request
 * (`create-labels`, `remove-stale-labels`), each bounded per run.
 */




/**
 * Approval labels created per run at most. The PR author decides how many mutating steps exist,
 * and a write token must not let them flood the repository's label list.
 */
const MAX_LABELS_CREATED = 50;
/**
 * Stale approval labels removed per run at most (`remove-stale-labels`). Anyone with triage can
 * pile labels on a PR; one run must not turn that into an unbounded burst of API calls.
 */
const MAX_STALE_LABELS_REMOVED = 20;
/**
 * Creates the label of every step and plan still awaiting approval (and the test labels), so a
 * maintainer can pick it from the list: each plan's plan-scope label first (one label approves the
 * whole plan), then the run and step labels. Each description ends with the day it was created
 * (labelDescription): the REST label object has no creation time, and `prune-labels` needs one.
 */
async function createMissingLabels(api, repo, result, withTestLabels, info, now) {
    const wanted = new Map();
    for (const plan of result.plans) {
        if (plan.status === 'needs_approval' && plan.scopeApproval?.approval === 'missing')
            wanted.set(plan.scopeApproval.label, (0,approval_labels/* labelDescription */.Vw)(plan.check.plan?.name ?? plan.file, null, 'scope', now));
    }
    for (const plan of result.plans) {
        if (withTestLabels && (0,test_requests/* isTestable */.nd)(plan) && plan.testRequest?.approval === 'missing')
            wanted.set(plan.testRequest.label, (0,approval_labels/* labelDescription */.Vw)(plan.check.plan?.name ?? plan.file, null, 'test', now));
        if (plan.status !== 'invalid' && plan.planApproval?.approval === 'missing')
            wanted.set(plan.planApproval.label, (0,approval_labels/* labelDescription */.Vw)(plan.check.plan?.name ?? plan.file, null, 'plan', now));
        for (const step of plan.mutatingSteps) {
            if (step.approval === 'missing')
                wanted.set(step.approvalLabel, (0,approval_labels/* labelDescription */.Vw)(plan.check.plan?.name ?? plan.file, step.id, 'plan', now));
        }
    }
    let created = 0;
    for (const [name, description] of wanted) {
        if (created === MAX_LABELS_CREATED) {
            info(`created ${MAX_LABELS_CREATED} approval labels; the rest are named in the summary`);
            return;
        }
        try {
            // Repeatable: a label created twice answers 422 the second time, handled below.
            await api.request('POST', '/repos/{owner}/{repo}/labels', repo, { body: { name, color: approval_labels/* LABEL_COLOR */.vz, description }, repeatable: true });
            created++;
        }
        catch (error) {
            if (error instanceof rest_api/* ApiError */.hD && error.status === 422)
                continue; // it exists already
            if (error instanceof rest_api/* ApiError */.hD && error.status === 403 && error.transient === null)
                return; // this token may not create labels
            throw error;
        }
    }
}
/**
 * `remove-stale-labels`: deletes from the PR the step, plan and test approval labels that are stale
 * against every plan of this PR (evaluateLabels matched each live label against all of them).
 * Execution records (`plasmate-done:`) are never approval labels, so they are never touched, nor is
 * any label of another scheme. Nothing is removed when a plan could not be read (its labels are
 * unknown, so a label might be its current approval) or when the head moved since the gate read
 * the plans (the label might approve the new content). 403: the token may not, stop quietly; 404:
 * already gone. Returns how many were removed.
 */
async function removeStaleLabels(api, repo, target, result, info) {
    const stale = result.labelFindings.filter((f) => f.state === 'stale' && (0,approval_labels/* isApprovalLabelName */.pb)(f.name)).map((f) => f.name);
    if (stale.length === 0 || result.plans.some((p) => p.check.plan === null))
        return 0;
    if (await (0,pull_request_state/* liveHead */.Pb)(api, repo, target.number) !== target.headSha)
        return 0;
    let removed = 0;
    for (const name of stale) {
        if (removed === MAX_STALE_LABELS_REMOVED) {
            info(`removed ${MAX_STALE_LABELS_REMOVED} stale approval labels; the rest stay listed in the summary`);
            break;
        }
        try {
            await api.request('DELETE', '/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', { ...repo, issue_number: target.number, name });
            removed++;
        }
        catch (error) {
            if (error instanceof rest_api/* ApiError */.hD && error.status === 404)
                continue; // removed meanwhile
            if (error instanceof rest_api/* ApiError */.hD && error.status === 403 && error.transient === null)
                break; // this token may not remove labels
            throw error;
        }
    }
    return removed;
}

// EXTERNAL MODULE: ./src/github/gate/gate-summary.ts
var gate_summary = __nccwpck_require__(7653);
// EXTERNAL MODULE: ./src/github/gate/labels.ts
var labels = __nccwpck_require__(5652);
// EXTERNAL MODULE: ./src/github/local-plans.ts
var local_plans = __nccwpck_require__(1509);
;// CONCATENATED MODULE: ./src/github/modes/gate-outputs.ts
/**
 * What a validate or execute run hands back to the step: its outputs, and the one line the step
 * fails with when it must.
 */

function outputsOf(result, paths) {
    const c = result.counts;
    return {
        conclusion: result.conclusion,
        plans: c.plans,
        'invalid-plans': c.invalid,
        'plans-awaiting-approval': c.needsApproval,
        steps: c.steps,
        'mutating-steps': c.mutatingSteps,
        'approved-steps': c.approvedSteps,
        'steps-needing-approval': c.stepsNeedingApproval,
        'gate-summary': paths.summaryJsonPath,
        'summary-markdown': paths.markdownPath,
        'check-run-id': paths.handle?.id ?? '',
        'check-run-url': paths.handle?.url ?? '',
    };
}
function testRunOutputs(result) {
    const runs = result.plans.flatMap((p) => (p.testRun === undefined ? [] : [p.testRun]));
    return { 'test-runs': runs.length, 'failed-test-runs': runs.filter((r) => r.report.status === 'failed').length };
}
function executionOutputs(execution) {
    if (execution === null)
        return {};
    return { 'executed-plans': execution.executed, 'failed-executions': execution.failed, reports: [...execution.reportPaths.values()].join('\n') };
}
function failureMessage(result, execution, states, sameHead) {
    const c = result.counts;
    const others = sameHead.filter((o) => o.conclusion === result.conclusion).map((o) => `pull request #${o.number} with the same head concludes ${o.conclusion}`);
    if (result.conclusion === 'failure') {
        const parts = [];
        if (execution !== null && execution.failed > 0)
            parts.push(`${execution.failed} of ${execution.executed} executed plans failed`);
        const earlier = [...(states?.values() ?? [])].filter((s) => s.state === 'recorded' && (s.outcome !== 'succeeded' || !s.trusted)).length;
        if (earlier > 0)
            parts.push(`${(0,plural/* plural */.LS)(earlier, 'plan has', 'plans have')} a failed, interrupted or untrusted execution record`);
        if (c.invalid > 0)
            parts.push(`${c.invalid} of ${c.plans} plans ${c.invalid === 1 ? 'is' : 'are'} invalid`);
        if (c.labelProblems > 0)
            parts.push(`${c.labelProblems} approval labels do not count`);
        return [...parts, ...others].join('; ') || 'the gate failed';
    }
    if (result.conclusion === 'action_required') {
        const parts = [];
        if (c.needsApproval > 0)
            parts.push(`${(0,plural/* plural */.LS)(c.needsApproval, 'plan awaits', 'plans await')} approval by label (${(0,plural/* plural */.LS)(c.stepsNeedingApproval, 'step')})`);
        const pending = [...(states?.values() ?? [])].filter((s) => s.state === 'pending').length;
        if (pending > 0)
            parts.push(`${(0,plural/* plural */.LS)(pending, 'approved plan has', 'approved plans have')} not run`);
        return [...parts, ...others].join('; ') || 'approval required';
    }
    return null;
}

;// CONCATENATED MODULE: ./src/github/modes/same-head.ts




/** Same-head pull requests named in the summary at most when they are only listed (an outsider can open many). */
const MAX_LISTED_SAME_HEAD = 20;
/** The conclusion of every other open PR with this head that may lower this check's verdict (`same-head-pulls`), and those only listed. */
async function sameHeadConclusions(api, ctx, inputs, target, conclude) {
    const pulls = await (0,pull_request_state/* openPullRequestsAt */.Pt)(api, ctx.repository, target.headSha);
    const { counted, listed } = (0,pull_request_state/* sameHeadScope */.nG)(pulls, { number: target.number, headRepo: target.headRepo ?? null, baseRef: target.baseRef ?? null }, inputs.sameHeadPulls === 'all');
    const out = [];
    for (const pull of counted) {
        const other = { number: pull.number, headSha: target.headSha, author: pull.author, baseSha: null, movedTo: null };
        const { sources } = await (0,pull_request/* changedPlans */.F4)(api, ctx.repository, other, inputs.plans);
        out.push({ number: pull.number, conclusion: conclude(sources, await (0,session/* labelingFacts */.cY)(api, ctx.repository, pull.number, pull.author, inputs.mode === 'execute', inputs.trustAppLabels)) });
    }
    return { counted: out, listed };
}
/** The summary's note on the same-head pull requests only listed, or null when there are none. */
function listedSameHeadNote(listed) {
    if (listed.length === 0)
        return null;
    const shown = listed.slice(0, MAX_LISTED_SAME_HEAD).map((p) => `#${p.number}`).join(', ');
    const more = listed.length > MAX_LISTED_SAME_HEAD ? ` and ${listed.length - MAX_LISTED_SAME_HEAD} more` : '';
    return `${(0,plural/* plural */.LS)(listed.length, 'other open pull request has', 'other open pull requests have')} this head commit from another repository or into another base branch (${shown}${more}): not evaluated, and not lowering this check (\`same-head-pulls: same-base\`; set \`all\` when this check is required on those branches too).`;
}

;// CONCATENATED MODULE: ./src/github/modes/gate-run.ts
/**
 * The run validate and execute share, as named phases in their order: open the check, read the
 * plans, judge them on the label facts, create and remove labels, (execute), test runs, same-head
 * pull requests, publish. Execute mode adds its one phase (execute.ts); everything else is common.
 */
















/** Validate mode, or with `executePhase` execute mode: the whole gate run. */
async function runGate(mc, executePhase) {
    const { inputs, run: ctx } = mc;
    const reportDir = await (0,context/* reportDirOf */.z0)(mc);
    const connected = (0,session/* connect */.Ng)(inputs, ctx, mc.io);
    const { redactor, api } = connected;
    const notes = [];
    const execute = executePhase !== null;
    const wantsPullRequest = github_event/* PULL_REQUEST_EVENTS */.m_.has(ctx.eventName) || ctx.eventName === 'workflow_run';
    if (wantsPullRequest && api === null)
        throw new Error(`input "github-token" is required on ${ctx.eventName} events: the changed plans and approval labels are read through the API`);
    // The check opens first, on the event's head: no read before it can leave an earlier verdict standing.
    const headSha = (0,github_event/* eventHeadSha */.tE)(ctx);
    return (0,context/* withCheckRun */.GM)(mc, connected, headSha, async ({ publisher, handle, readOnly }) => {
        if (readOnly)
            notes.push('This event gives the workflow a read-only token (a pull request from a fork): this job summary and the step result carry the gate. See the fork pattern in the action\'s documentation.');
        const target = api === null ? null : await (0,pull_request/* resolvePullRequest */.DJ)(api, ctx, inputs.artifactDir);
        if (execute && target === null) {
            throw new Error('mode "execute" runs the approved plans of a pull request, and this event has none (approvals are labels on a pull request)');
        }
        if (target?.movedTo != null)
            notes.push(`The pull request's head is now ${target.movedTo.slice(0, 12)}; this run checks ${headSha.slice(0, 12)}, as its event said. The run for the newer head reports on that.`);
        const stale = target === null ? null : (0,context/* staleBaseNote */.Lw)(handle, target);
        if (stale !== null)
            notes.push(stale);
        const run = { mc, redactor, api, notes, target, headSha, publisher, handle, reportDir, execute };
        const plans = await readPlans(run);
        const judged = await judgePlans(run, plans);
        await changeLabels(run, judged.result);
        const executed = executePhase === null ? { result: judged.result, states: null, execution: null } : await executePhase(run, plans, judged);
        const testDiagnostics = await testRuns(run, executed.result);
        const sameHead = await sameHeadPulls(run, judged, executed.result);
        return publish(run, plans, executed, testDiagnostics, sameHead);
    });
}
/** The plans the event changed: the pull request's, the merge queue's range, or the local `plans` globs. */
async function readPlans(run) {
    const { mc: { inputs, run: ctx }, api, target, notes } = run;
    if (target !== null) {
        return (0,pull_request/* changedPlans */.F4)(api, ctx.repository, target, inputs.plans, { withBases: true });
    }
    if (ctx.eventName === 'merge_group' && api !== null) {
        // No pull request, and often no checkout: the queue's own range, read through the API as a pull request's files are.
        const range = (0,github_event/* mergeGroupRange */.df)(ctx);
        const read = await (0,pull_request/* plansChangedBetween */.BH)(api, ctx.repository, range.baseSha, range.headSha, inputs.plans);
        notes.push(`Merge queue: the plans changed between the queue's base ${range.baseSha.slice(0, 12)} and its head ${range.headSha.slice(0, 12)}, read through the API. Approvals are checked on each pull request before it joins the queue.`);
        return read;
    }
    if (inputs.plans.length > 0) {
        const sources = await (0,local_plans/* localPlanSources */.L)(inputs.plans, ctx.workspace);
        // Without a checkout the globs match nothing, and "nothing to check" would pass a required check unchecked.
        if (sources.length === 0 && !(0,github_event/* hasCheckout */.tp)(ctx.workspace))
            throw new pull_request/* TargetError */.I0(`the "plans" globs matched no file, and the workspace ${ctx.workspace} has no checkout (no .git): add actions/checkout before this step${ctx.eventName === 'merge_group' ? ', or give the step a token (github-token) so the merge queue\'s changed plans are read through the API' : ''}`);
        return { sources, removed: [], ignored: 0, bases: undefined };
    }
    notes.push('No pull request in this event and no `plans` input: nothing to check.');
    return { sources: [], removed: [], ignored: 0, bases: undefined };
}
/** The gate on the pull request's live labels (none without a pull request). */
async function judgePlans(run, plans) {
    const { mc: { inputs, run: ctx }, api, target, execute } = run;
    const evaluate = (0,session/* gateEvaluator */.bK)(inputs, execute);
    const labeling = target === null ? null : await (0,session/* labelingFacts */.cY)(api, ctx.repository, target.number, target.author, execute, inputs.trustAppLabels);
    const result = evaluate(plans.sources, labeling);
    run.notes.push(...(0,session/* readingNotes */.Ge)(labeling, plans.sources.map((s) => s.file)));
    // Secret names are known now; nothing plan-derived was sent before this point. Secret *values*
    // are never matched against plan-derived text: that would be a guessing oracle (a step id
    // `try-hunter2` shown as `try-***`). Values are read only to run an approved plan (approved-plans.ts).
    (0,session/* addSecretNames */.ms)(run.redactor, result);
    return { evaluate, labeling, result };
}
/** `create-labels` and `remove-stale-labels` (rest/label-changes.ts). */
async function changeLabels(run, result) {
    const { mc: { inputs, run: ctx, io }, api, target, handle } = run;
    if (target !== null && inputs.createLabels && handle !== null)
        await createMissingLabels(api, ctx.repository, result, inputs.testMode !== 'off', (m) => io.info(m), new Date());
    if (target !== null && inputs.removeStaleLabels && api !== null) {
        const gone = await removeStaleLabels(api, ctx.repository, target, result, (m) => io.info(m));
        if (gone > 0)
            run.notes.push(`Removed ${gone} stale approval label${gone === 1 ? '' : 's'} from the pull request (\`remove-stale-labels\`); they are listed below as they were when the gate ran.`);
    }
}
/** Test runs (docs/test-mode.md): only a trusted trigger starts one; it sends no effect and reads no secret. */
async function testRuns(run, result) {
    const { mc: { inputs, run: ctx, env }, api, target } = run;
    const trustedAuthor = target !== null && inputs.testMode === 'auto' && await authorMayTest(api, ctx.repository, target.author, inputs.approverPermission) ? target.author : null;
    const testRequests = target === null ? [] : (0,test_requests/* testRunCandidates */.Ij)(result, inputs.testMode, trustedAuthor);
    if (testRequests.length === 0)
        return undefined;
    const { runTestRuns } = await Promise.all(/* import() */[__nccwpck_require__.e(204), __nccwpck_require__.e(440), __nccwpck_require__.e(717)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2717));
    const testDiagnostics = await runTestRuns(testRequests, result, inputs, run.reportDir, ctx.workspace, env);
    const failed = testRequests.filter((r) => r.gate.testRun?.report.status === 'failed').length;
    run.notes.push(`Test-ran ${testRequests.length} plan${testRequests.length === 1 ? '' : 's'} (reads real, every effect stubbed): ${testRequests.length - failed} passed, ${failed} failed.`);
    return testDiagnostics;
}
/** `test-mode: auto`: the author may start test runs with at least `approver-permission` (bots never). */
async function authorMayTest(api, repo, author, required) {
    if (author.toLowerCase().endsWith('[bot]'))
        return false;
    return (0,labels/* hasRole */.hf)(await (0,pull_request/* repositoryRole */.RO)(api, repo, author), required);
}
/** A check run belongs to the SHA, not the PR: every open PR with this head is evaluated and the worst result posted. */
async function sameHeadPulls(run, judged, result) {
    const { mc: { inputs, run: ctx }, api, target, execute, notes } = run;
    const { counted: sameHead, listed } = target === null || api === null ? { counted: [], listed: [] } : await sameHeadConclusions(api, ctx, inputs, target, (bytes, facts) => {
        const other = judged.evaluate(bytes, facts);
        return execute ? (0,execution_record/* executeConclusion */.XU)(other, (0,execution_record/* executionStates */.pD)(other, facts)) : other.conclusion;
    });
    const listedNote = listedSameHeadNote(listed);
    if (listedNote !== null)
        notes.push(listedNote);
    for (const other of sameHead) {
        notes.push(`Pull request #${other.number} has the same head commit; its plans conclude \`${other.conclusion}\`. This check carries the worse of the results.`);
        result.conclusion = (0,execution_record/* worst */.QZ)(result.conclusion, other.conclusion);
    }
    return sameHead;
}
/** The end: the summary (Markdown and JSON), the log's reasons, annotations without a check, the check, and the outputs. */
async function publish(run, plans, executed, testDiagnostics, sameHead) {
    const { mc: { inputs, run: ctx, io }, api, redactor, notes, target, headSha, publisher, handle, reportDir, execute } = run;
    const { removed, ignored, bases } = plans;
    const { result, states, execution } = executed;
    if (api !== null)
        notes.push((0,rest_api/* usageLine */.U0)(api.usage()));
    const markdown = redactor.redact((0,render/* renderPlanApprovals */.su)(result, states, execute, inputs.testMode !== 'off') + (0,render/* renderGateMarkdown */.N5)(result, {
        notes, approverRole: inputs.approverPermission, allowSelfApproval: inputs.allowSelfApproval, removed, ignored, withoutPullRequest: target === null, bases,
        ...(execution === null ? {} : { diagnostics: execution.diagnostics }), ...(testDiagnostics === undefined ? {} : { testDiagnostics }),
    }));
    // Why steps failed, in the log too (redacted like everything the action prints; no secret name or value).
    // Prefixed, so a line never starts with a PR-chosen path (a line starting `::` is a workflow command).
    const reasons = [...(execution?.diagnostics ?? []), ...(testDiagnostics ?? [])];
    if (reasons.length > 0) {
        // Loaded only here: only a run that executed or test-ran a plan has reasons (the runner is loaded then anyway).
        const { diagnosticLines } = await __nccwpck_require__.e(/* import() */ 574).then(__nccwpck_require__.bind(__nccwpck_require__, 6574));
        for (const [file, why] of reasons)
            for (const line of diagnosticLines(file, why))
                io.info(redactor.redact(`why: ${line}`));
    }
    const summaryJsonPath = (0,external_node_path_.join)(reportDir, gate_summary/* GATE_SUMMARY_FILE */.Uj);
    const markdownPath = (0,external_node_path_.join)(reportDir, gate_summary/* SUMMARY_MARKDOWN_FILE */.iu);
    const fullReport = `The full summary is ${gate_summary/* SUMMARY_MARKDOWN_FILE */.iu} and the machine-readable result ${gate_summary/* GATE_SUMMARY_FILE */.Uj} in the report directory.`;
    const title = (0,render/* checkTitle */.Tq)(result, states);
    const problems = result.plans.flatMap((plan) => plan.check.problems);
    // Without a check run the problems still reach the PR's diff, as workflow-command annotations.
    if (handle === null)
        for (const p of problems)
            io.annotate(redactor.redact(p.message), { file: p.file, line: p.line, column: p.column, title: p.rule });
    const summaryJson = (0,gate_summary/* gateSummaryJson */.e2)(result, {
        mode: inputs.mode,
        event: ctx.eventName,
        repository: `${ctx.repository.owner}/${ctx.repository.repo}`,
        headSha,
        pullRequest: target === null ? null : { number: target.number, author: target.author },
        checkRun: handle === null ? null : { id: handle.id, url: handle.url },
        removed,
        executions: states === null ? undefined : new Map([...states].map(([file, s]) => [file, { state: s.state === 'pending' ? 'not_run' : s.state, outcome: s.outcome, reason: s.reason }])),
        sameHead,
        bases,
        ...(execution === null ? {} : { diagnostics: execution.diagnostics }), ...(testDiagnostics === undefined ? {} : { testDiagnostics }),
    });
    await (0,write/* writeFileAtomic */.Z)(summaryJsonPath, `${JSON.stringify(redactor.redactValue(summaryJson), null, 2)}\n`);
    await (0,session/* publishGate */.BZ)(io, {
        markdown, reportDir, fullReport, check: { opened: { publisher, handle }, conclusion: result.conclusion, title, problems, baseSha: target?.baseSha ?? null }, logLine: `${title} → ${result.conclusion}`,
    });
    return {
        conclusion: result.conclusion,
        outputs: { ...outputsOf(result, { summaryJsonPath, markdownPath, handle }), ...testRunOutputs(result), ...executionOutputs(execution) },
        failure: failureMessage(result, execution, states, sameHead),
    };
}

;// CONCATENATED MODULE: ./src/github/modes/execute.ts
/**
 * Execute mode: the gate run with one more phase, after the label changes — the approved plans
 * run under the live guard (approved-plans.ts), their execution records written to the pull request.
 */



function runExecute(mc) {
    return runGate(mc, executeApproved);
}
const executeApproved = async (run, plans, judged) => {
    const { mc, api, target, headSha, reportDir, notes } = run;
    const guard = (0,context/* executionGuard */.Ec)(mc, api, target, plans.sources, judged.evaluate);
    // The runner (MCP SDK, supervisor) loads only in execute mode, keeping validate's cold start small.
    const { runApprovedPlans } = await Promise.all(/* import() */[__nccwpck_require__.e(204), __nccwpck_require__.e(440), __nccwpck_require__.e(988)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6988));
    const { result, states, execution } = await runApprovedPlans(judged.result, {
        inputs: mc.inputs, reportDir, workspace: mc.run.workspace, headSha, env: mc.env, registerSecret: (v) => mc.io.registerSecret(v), guard,
    });
    if (execution.movedTo !== null)
        notes.push(`The pull request's head moved to ${execution.movedTo.slice(0, 12)} during this run: plans not yet run were not run. The run for the newer head reports on that.`);
    notes.push(`Executed ${(0,plural/* plural */.LS)(execution.executed, 'approved plan')} in this job: ${execution.executed - execution.failed} succeeded, ${execution.failed} failed.`);
    return { result, states, execution };
};

;// CONCATENATED MODULE: ./src/github/modes/validate.ts

function runValidate(mc) {
    return runGate(mc, null);
}

;// CONCATENATED MODULE: ./src/github/modes/dispatch.ts
/**
 * The action's core, one module per mode behind `runMode`: each reads the target, the plans and
 * the labels through the API, evaluates the gate, and publishes it — check run, job summary,
 * report files, labels. Everything the runner provides comes in as data (`ModeContext`), so
 * `src/main.ts` only wires `@actions/core` to it.
 */





/**
 * The mode switch: each mode is one module. A closed pull request is not gated (nothing of it
 * can merge or run any more): its labels are cleaned up instead. `prune-labels` follows any run.
 */
async function runMode(inputs, ctx, io, env) {
    const mc = { inputs, run: ctx, io, env };
    const closed = github_event/* PULL_REQUEST_EVENTS */.m_.has(ctx.eventName) && (0,github_event/* field */.ZZ)(ctx.payload, 'action') === 'closed' && inputs.mode !== 'benchmark';
    const outcome = closed ? await runClosed(mc) : await runOpenMode(mc);
    if (inputs.pruneLabels)
        await runPrune(mc);
    return awaitingApprovalPasses(inputs, outcome) ? { ...outcome, failure: null } : outcome;
}
/**
 * `fail-on-awaiting-approval: auto`: a run whose verdict is only "awaiting approval" passes the
 * step when a check run carries that (blocking) verdict — the check is the gate, and a red job
 * beside it would only repeat it and mail the author a failure. Without a check run (a read-only
 * token, no token) the step's result is the only gate, so it still fails.
 */
function awaitingApprovalPasses(inputs, outcome) {
    return inputs.failOnAwaitingApproval === 'auto' && outcome.conclusion === 'action_required' && String(outcome.outputs['check-run-id'] ?? '') !== '';
}
async function runOpenMode(mc) {
    const { inputs } = mc;
    const modes = {
        validate: () => runValidate(mc),
        execute: () => runExecute(mc),
        benchmark: () => runBenchmarkMode(mc),
        // Fan-out and fan-in (docs/action.md "Scaling out"), loaded only in those jobs.
        plan: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(306), __nccwpck_require__.e(198)]).then(__nccwpck_require__.bind(__nccwpck_require__, 198))).runPlanMode(mc),
        aggregate: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(306), __nccwpck_require__.e(198)]).then(__nccwpck_require__.bind(__nccwpck_require__, 198))).runAggregateMode(mc),
        // The scheduled drift watch, loaded only in that job.
        watch: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(204), __nccwpck_require__.e(440), __nccwpck_require__.e(707)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7707))).runWatchMode(mc),
    };
    if (inputs.mode === 'execute' && inputs.shard !== null)
        return (await Promise.all(/* import() */[__nccwpck_require__.e(306), __nccwpck_require__.e(198)]).then(__nccwpck_require__.bind(__nccwpck_require__, 198))).runShardMode(mc, inputs.shard);
    return modes[inputs.mode]();
}

// EXTERNAL MODULE: ./src/github/stopped.ts
var stopped = __nccwpck_require__(9638);
;// CONCATENATED MODULE: ./src/github/step.ts
/**
 * The action as one step of a job, from the runner's inputs to the step's result. It never throws:
 * whatever stops a run, the step fails with one line, the job summary says what happened
 * (stopped.ts), `conclusion` is set, and the stack goes to the debug log only. `src/main.ts` wires
 * `@actions/core` to it; the tests wire recorders, so both run this same code.
 */





/** GitHub's API URL when the environment names none (github.com). */
const DEFAULT_API_URL = 'https://api.github.com';
async function runStep(read, env, io) {
    const redactor = new redact/* Redactor */.p();
    let apiUrl = env.GITHUB_API_URL ?? DEFAULT_API_URL;
    try {
        const inputs = (0,github_inputs/* parseInputs */.TL)(read);
        if (inputs.githubToken !== '')
            io.registerSecret(inputs.githubToken);
        redactor.addValue(inputs.githubToken);
        const ctx = await (0,github_event/* readRunContext */.$p)(env);
        apiUrl = ctx.apiUrl;
        const outcome = await runMode(inputs, ctx, io, env);
        for (const [name, value] of Object.entries(outcome.outputs))
            io.setOutput(name, value);
        if (outcome.failure !== null)
            io.setFailed(outcome.failure);
    }
    catch (error) {
        io.debug((0,stopped/* debugDetails */.U6)(error, redactor));
        const report = (0,stopped/* stoppedReport */.gn)(error, apiUrl, redactor);
        io.setOutput('conclusion', 'failure');
        // The summary file may be what failed (a runner without one): the step's failure still says why.
        await io.writeJobSummary(report.markdown).catch((summaryError) => io.debug(`job summary not written: ${String(summaryError)}`));
        io.setFailed(report.message);
    }
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * The GitHub Action: `@actions/core` wired to the step (github/step.ts). Nothing else.
 * `src/index.ts` calls `run()`; `@github/local-action` loads this module and calls it itself.
 */


/** Runs the step; never throws (the step's failure, summary and outputs say what stopped it). */
async function run() {
    await runStep((name) => core/* getInput */.V4(name), process.env, {
        info: (m) => core/* info */.pq(m),
        warning: (m) => core/* warning */.$e(m),
        annotate: (m, at) => core/* error */.z3(m, { file: at.file, startLine: at.line, startColumn: at.column, title: at.title }),
        writeJobSummary: async (markdown) => {
            await core/* summary */.z.addRaw(markdown, true).write();
        },
        registerSecret: (value) => core/* setSecret */.Pq(value),
        setOutput: (name, value) => core/* setOutput */.uH(name, value),
        setFailed: (message) => core/* setFailed */.C1(message),
        debug: (message) => core/* debug */.Yz(message),
    });
}


/***/ }),

/***/ 7514:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ labelCreatedAt),
/* harmony export */   G_: () => (/* binding */ planScopeLabel),
/* harmony export */   K6: () => (/* binding */ testRunLabel),
/* harmony export */   RO: () => (/* binding */ labelHash),
/* harmony export */   Vw: () => (/* binding */ labelDescription),
/* harmony export */   W8: () => (/* binding */ isWellFormedLabel),
/* harmony export */   lr: () => (/* binding */ datedDescription),
/* harmony export */   ni: () => (/* binding */ secretBindings),
/* harmony export */   pb: () => (/* binding */ isApprovalLabelName),
/* harmony export */   rX: () => (/* binding */ approvalLabels),
/* harmony export */   vz: () => (/* binding */ LABEL_COLOR),
/* harmony export */   xo: () => (/* binding */ planApprovalLabel)
/* harmony export */ });
/* unused harmony exports MAX_LABEL_LENGTH, MAX_LABEL_DESCRIPTION_LENGTH, approvalLabel */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _secret_reference_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4859);
/* harmony import */ var _label_kinds_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3867);
/**
 * Approval label names, bound to plan content: a pure function of the plan (used by the action's
 * gate and the CLI's `labels` command alike, so the two cannot drift). Who may apply them, and
 * whether an applied label counts, is github/gate/labels.ts.
 *
 * A label approves exactly one step of one plan at one content: its name is
 * `plasmate:` + the first 40 base32 characters (200 bits) of
 * SHA-256("plasmate-approval-label.v1\n" + plan fingerprint + "\n" + step id + "\n" + secret bindings).
 * - Editing the plan changes the fingerprint, so every label for the old content stops matching.
 * - The step id is inside the hash, so one approval never authorizes another step or plan.
 * - The contract fingerprint deliberately ignores secret *names* (it must not be a dictionary
 *   oracle in published reports); an approval must not survive swapping which secret a step sends,
 *   so the label also hashes every secret reference's step, position and name. The label itself
 *   is a one-way hash and reveals no name.
 * - Why 200 bits: the PR author controls plan content, so the attack to price is a birthday
 *   collision (a benign plan gets approved, a malicious plan with the same label is pushed):
 *   2^100 SHA-256 evaluations, far beyond any attacker. Base32 (a–z, 2–7) because GitHub compares
 *   label names case-insensitively; 9 + 40 = 49 characters, within GitHub's 50.
 *
 * A second kind approves *running* a whole plan (execute mode): `plasmate-run:` + 37 base32
 * characters (185 bits) of SHA-256("plasmate-plan-approval-label.v1\n" + fingerprint + "\n" +
 * secret bindings) — its own prefix so a maintainer sees which kind they apply, and its own hash
 * domain so no step label can ever equal a plan label. 13 + 37 = 50 characters, GitHub's maximum;
 * a birthday collision (benign plan approved, malicious one pushed) costs about 2^92 SHA-256
 * evaluations.
 *
 * A third kind asks for a *test run* of a plan (step test mode, docs/test-mode.md): reads real,
 * every effect stubbed. `plasmate-test:` + 36 base32 characters (180 bits) of
 * SHA-256("plasmate-test-run-label.v1\n" + fingerprint + "\n" + secret bindings), 14 + 36 = 50.
 * It grants nothing a test run could misuse (no effect is ever sent, no secret resolved), but it
 * still starts the engine on the plan's URL, so it takes the same trust and content binding.
 *
 * A fourth kind approves a *whole plan in one act* (plan scope), as one command line with several
 * `--confirm-step` flags does: `plasmate-plan:` + 36 base32 characters (180 bits) of
 * SHA-256("plasmate-plan-scope-label.v1\n" + fingerprint + "\n" + secret bindings + "\n" + the
 * sorted mutating step ids). It counts as every one of those step approvals and as the run
 * approval, so a plan costs one label of GitHub's 100 per pull request however many steps it
 * mutates with. The step-id set is hashed explicitly (the fingerprint covers it too) so the label
 * names exactly what it approves: a changed set, like any content change, voids it. 14 + 36 = 50;
 * a birthday collision costs about 2^90 SHA-256 evaluations.
 */



/** GitHub's bound on label names; the scheme stays within it. */
const MAX_LABEL_LENGTH = 50;
/** GitHub's bound on label descriptions. */
const MAX_LABEL_DESCRIPTION_LENGTH = 100;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** Label colour for approval labels (GitHub wants 6 hex digits, no `#`). */
const LABEL_COLOR = '5319e7';
function base32(bytes) {
    let out = '';
    let buffer = 0;
    let bits = 0;
    for (const byte of bytes) {
        buffer = (buffer << 8) | byte;
        bits += 8;
        while (bits >= 5) {
            out += BASE32[(buffer >>> (bits - 5)) & 31];
            bits -= 5;
        }
        buffer &= (1 << bits) - 1;
    }
    return out;
}
/** The first `chars` base32 characters of SHA-256(`input`): the hash part of every label kind. */
function labelHash(input, chars) {
    return base32((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(input, 'utf8').digest()).slice(0, chars);
}
/** Every `{"$secret": NAME}` reference of the plan as `stepIndex:pointer=NAME`, in document order. */
function secretBindings(plan) {
    const out = [];
    plan.steps.forEach((step, i) => (0,_secret_reference_js__WEBPACK_IMPORTED_MODULE_1__/* .mapSecretReferences */ .lP)(step.arguments, (name, pointer) => out.push(`${i}:${pointer}=${name}`)));
    return out;
}
/** The label that approves `stepId` of `plan` at exactly this content. */
function approvalLabel(plan, stepId, bindings = secretBindings(plan)) {
    // Step ids and the fingerprint cannot contain a newline, and bindings are JSON-encoded, so the input is unambiguous.
    const { prefix, hashChars, domain } = _label_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .LABEL_KINDS */ .TH.stepApproval;
    return prefix + labelHash(`${domain}\n${plan.fingerprint}\n${stepId}\n${JSON.stringify(bindings)}`, hashChars);
}
/** The label that approves running `plan` (every step of it) at exactly this content. */
function planApprovalLabel(plan, bindings = secretBindings(plan)) {
    const { prefix, hashChars, domain } = _label_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .LABEL_KINDS */ .TH.runApproval;
    return prefix + labelHash(`${domain}\n${plan.fingerprint}\n${JSON.stringify(bindings)}`, hashChars);
}
/**
 * The label that approves every mutating step of `plan` and running it, in one act, at exactly
 * this content and this set of mutating steps.
 */
function planScopeLabel(plan, bindings = secretBindings(plan)) {
    const mutating = plan.steps.filter((s) => s.mutates).map((s) => s.id).sort();
    const { prefix, hashChars, domain } = _label_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .LABEL_KINDS */ .TH.wholePlanApproval;
    return prefix + labelHash(`${domain}\n${plan.fingerprint}\n${JSON.stringify(bindings)}\n${JSON.stringify(mutating)}`, hashChars);
}
/** The label that asks for a test run of `plan` at exactly this content. */
function testRunLabel(plan, bindings = secretBindings(plan)) {
    const { prefix, hashChars, domain } = _label_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .LABEL_KINDS */ .TH.testRun;
    return prefix + labelHash(`${domain}\n${plan.fingerprint}\n${JSON.stringify(bindings)}`, hashChars);
}
/** Every approval label of the plan's mutating steps, by step id. */
function approvalLabels(plan) {
    const bindings = secretBindings(plan);
    return new Map(plan.steps.filter((s) => s.mutates).map((s) => [s.id, approvalLabel(plan, s.id, bindings)]));
}
/** A whole-plan label's description starts with what it does, by the kind's listed word. */
const DESCRIPTION_VERB = { plan: 'run', test: 'test', scope: 'approve all of' };
/**
 * `plan / step`, `run plan` for a plan label, `test plan` for a test label or `approve all of plan`
 * for a plan-scope label, shortened to GitHub's description bound, then, when `created` is given,
 * ` · created YYYY-MM-DD`: the REST label object has no creation time, so the action writes the
 * day it created the label into the description, which is how `prune-labels` knows a label's age.
 */
function labelDescription(planName, stepId, kind = _label_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .LABEL_KINDS */ .TH.runApproval.listedAs, created) {
    const text = stepId !== null ? `${planName} / ${stepId}` : `${DESCRIPTION_VERB[kind]} ${planName}`;
    return created === undefined ? shortened(text, MAX_LABEL_DESCRIPTION_LENGTH) : datedDescription(text, created);
}
/** `text` shortened so that ` · created YYYY-MM-DD` fits after it within GitHub's description bound. */
function datedDescription(text, created) {
    const suffix = `${CREATED_MARK}${created.toISOString().slice(0, 10)}`;
    return shortened(text, MAX_LABEL_DESCRIPTION_LENGTH - suffix.length) + suffix;
}
function shortened(text, bound) {
    return text.length <= bound ? text : `${text.slice(0, bound - 1)}…`;
}
const CREATED_MARK = ' · created ';
const CREATED_PATTERN = / · created (\d{4}-\d{2}-\d{2})$/;
/** The creation day `labelDescription` wrote into a description (UTC midnight), or null when it carries none. */
function labelCreatedAt(description) {
    const match = description === null ? null : CREATED_PATTERN.exec(description);
    if (match === null)
        return null;
    const date = new Date(`${match[1]}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? null : date;
}
/** The approval kind whose prefix `key` (lower-cased) starts with, if any. */
function approvalKindOf(key) {
    return _label_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .APPROVAL_LABEL_KINDS */ .ZF.find((kind) => key.startsWith(_label_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .LABEL_KINDS */ .TH[kind].prefix));
}
function isApprovalLabelName(name) {
    return approvalKindOf(name.toLowerCase()) !== undefined;
}
/** Whether a name of one of the approval kinds' prefixes has that kind's exact length and alphabet. */
function isWellFormedLabel(key) {
    return (0,_label_kinds_js__WEBPACK_IMPORTED_MODULE_2__/* .isLabelOfKind */ .uZ)(approvalKindOf(key) ?? 'stepApproval', key);
}


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

/***/ 3867:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   TH: () => (/* binding */ LABEL_KINDS),
/* harmony export */   ZF: () => (/* binding */ APPROVAL_LABEL_KINDS),
/* harmony export */   uZ: () => (/* binding */ isLabelOfKind)
/* harmony export */ });
/**
 * The kinds of label this action reads and writes, one row each (why each is shaped as it is:
 * approval-labels.ts). A label is `prefix` + `hashChars` base32 characters of SHA-256 over
 * `domain` and what the label is bound to; each kind has its own hash domain, so no label of one
 * kind can equal one of another.
 *
 * The prefixes are public: maintainers apply these labels by name, and repositories hold them, so
 * they never change. Their words predate the kinds' names here and do not match them
 * (`plasmate-run:` approves running a plan; `plasmate-plan:` approves all of a plan at once), which
 * is why code names a kind by its key, never by its prefix. `listedAs` is the kind's word in the
 * CLI's `labels` output, public as well.
 */
const LABEL_KINDS = {
    /** Approves one mutating step of one plan at one content. */
    stepApproval: { prefix: 'plasmate:', hashChars: 40, domain: 'plasmate-approval-label.v1', listedAs: 'step' },
    /** Approves running a whole plan (execute mode). */
    runApproval: { prefix: 'plasmate-run:', hashChars: 37, domain: 'plasmate-plan-approval-label.v1', listedAs: 'plan' },
    /** Approves every mutating step of a plan and its run, in one act (plan scope). */
    wholePlanApproval: { prefix: 'plasmate-plan:', hashChars: 36, domain: 'plasmate-plan-scope-label.v1', listedAs: 'scope' },
    /** Asks for a test run of a plan: reads real, every effect stubbed (docs/test-mode.md). */
    testRun: { prefix: 'plasmate-test:', hashChars: 36, domain: 'plasmate-test-run-label.v1', listedAs: 'test' },
    /**
     * Written by the action, not applied by anyone: a plan already ran for a run label (older versions
     * wrote these; records are now a comment). The hash only needs to be unambiguous per run label.
     */
    executionRecord: { prefix: 'plasmate-done:', hashChars: 36, domain: 'plasmate-execution-record.v1', listedAs: null },
};
/** The kinds a maintainer applies to approve or ask for something, in the order messages list them. */
const APPROVAL_LABEL_KINDS = ['stepApproval', 'runApproval', 'wholePlanApproval', 'testRun'];
const KIND_PATTERNS = new Map(Object.entries(LABEL_KINDS).map(([kind, { prefix, hashChars }]) => [kind, new RegExp(`^${prefix}[a-z2-7]{${hashChars}}$`)]));
/** Whether `key` (a lower-cased label name) has exactly the shape of `kind`: its prefix, length and alphabet. */
function isLabelOfKind(kind, key) {
    return KIND_PATTERNS.get(kind).test(key);
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

/***/ 3298:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  BQ: () => (/* binding */ expandPlanPatterns),
  FK: () => (/* binding */ isInside),
  H_: () => (/* binding */ readContainedPlanFile),
  tM: () => (/* binding */ readFailureReason),
  bs: () => (/* binding */ unreadablePlanCheck)
});

// UNUSED EXPORTS: ContainedPlanReader, NotRegularFile, OutsideWorkspace, openRegularFile, readPlanFile, readRegularFileUpTo

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(9896);
var external_fs_namespaceObject = /*#__PURE__*/__nccwpck_require__.t(external_fs_, 2);
// EXTERNAL MODULE: external "path"
var external_path_ = __nccwpck_require__(6928);
;// CONCATENATED MODULE: external "url"
const external_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");
// EXTERNAL MODULE: external "module"
var external_module_ = __nccwpck_require__(3339);
;// CONCATENATED MODULE: ./node_modules/fdir/dist/index.mjs




//#region rolldown:runtime
var __require = /* @__PURE__ */ (0,external_module_.createRequire)(import.meta.url);

//#endregion
//#region src/utils.ts
function cleanPath(path) {
	let normalized = (0,external_path_.normalize)(path);
	if (normalized.length > 1 && normalized[normalized.length - 1] === external_path_.sep) normalized = normalized.substring(0, normalized.length - 1);
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
	if (resolvePaths) path = (0,external_path_.resolve)(path);
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
		else return convertSlashes((0,external_path_.relative)(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
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
	let parent = (0,external_path_.dirname)(path);
	let depth = 1;
	while (parent !== state.root && depth < 2) {
		const resolvedPath = state.symlinks.get(parent);
		const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
		if (isSameRoot) depth++;
		else parent = (0,external_path_.dirname)(parent);
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
			fs: options.fs || external_fs_namespaceObject
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
						const filename = (0,external_path_.basename)(resolvedPath);
						const directoryPath$1 = normalizePath((0,external_path_.dirname)(resolvedPath), this.state.options);
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
		pathSeparator: external_path_.sep,
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
	if (absolute) return (p) => external_path_.posix.relative(cwd, p) || ".";
	return (p) => external_path_.posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
	if (root.startsWith(`${cwd}/`)) {
		const prefix = root.slice(cwd.length + 1);
		return (p) => `${prefix}/${p}`;
	}
	return (p) => {
		const result = external_path_.posix.relative(cwd, `${root}/${p}`);
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
	result = (0,external_path_.isAbsolute)(result.replace(ESCAPING_BACKSLASHES, "")) ? external_path_.posix.relative(escapedCwd, result) : external_path_.posix.normalize(result);
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
		const potentialRoot = external_path_.posix.join(cwd, parentDir.slice(i * 3));
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
		props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? external_path_.posix.join(cwd, ...newCommonPath) : cwd);
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
	opts.cwd = (opts.cwd instanceof URL ? (0,external_url_namespaceObject.fileURLToPath)(opts.cwd) : (0,external_path_.resolve)(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
	opts.ignore = ensureStringArray(opts.ignore);
	opts.fs && (opts.fs = {
		readdir: opts.fs.readdir || external_fs_.readdir,
		readdirSync: opts.fs.readdirSync || external_fs_.readdirSync,
		realpath: opts.fs.realpath || external_fs_.realpath,
		realpathSync: opts.fs.realpathSync || external_fs_.realpathSync,
		stat: opts.fs.stat || external_fs_.stat,
		statSync: opts.fs.statSync || external_fs_.statSync
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
    return readRegularFileUpTo(path, MAX_PLAN_BYTES + 1);
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
    const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
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

/***/ 3074:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  XF: () => (/* binding */ applyApprovals),
  Oo: () => (/* binding */ validatePlan)
});

// UNUSED EXPORTS: OPT_IN_GRANTS, validatePlanLocated

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
;// CONCATENATED MODULE: ./src/plan/schema.ts
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
                : at(rule_ids/* RULE */.xZ.planStepToolUnknown, `${where} must be one of the stateful browser tools (${PLAN_JSON_SCHEMA.definitions.step.properties.tool.enum.join(', ')})`);
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
        checkApprovals(plan, context.approvals, counted);
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
function checkApprovals(plan, approvals, report) {
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
        const step = (0,plan_problem/* stepOfPath */.b7)(path);
        const at = step === undefined ? undefined : plan.steps[step]?.location;
        problems.push({ file: check.file, line: at?.line ?? 1, column: at?.column ?? 1, rule, message, ...(step === undefined ? {} : { step }) });
    });
    problems.sort(plan_problem/* compareProblems */.im);
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

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_4__.FV),
/* harmony export */   VR: () => (/* binding */ SHORT_FINGERPRINT_LENGTH),
/* harmony export */   VV: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_4__.VV),
/* harmony export */   aY: () => (/* reexport safe */ _escape_js__WEBPACK_IMPORTED_MODULE_4__.aY),
/* harmony export */   pu: () => (/* binding */ renderChecksMarkdown),
/* harmony export */   uF: () => (/* binding */ diagnosticsMarkdown)
/* harmony export */ });
/* unused harmony exports planStatus, renderPlanMarkdown */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4031);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(790);
/* harmony import */ var _step_effects_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4729);
/* harmony import */ var _plan_diff_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(891);
/* harmony import */ var _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8997);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1190);







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
        return summary.check.problems.every((p) => p.rule === _contract_rule_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .RULE */ .xZ.policyApprovalMissing) ? 'needs approval' : 'invalid';
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
    const title = plan === null ? '' : ` — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(plan.name)}`;
    lines.push(`### ${STATUS_ICON[status]} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(check.file)}${title}`, '');
    if (plan !== null) {
        const facts = [
            `fingerprint ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(plan.fingerprint.slice(0, SHORT_FINGERPRINT_LENGTH))}`,
            `status **${status}**`,
            (0,_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(plan.steps.length, 'step'),
            `secrets referenced: ${plan.secretNames.length}`,
            `trace ${plan.trace ? 'on' : 'off'}`,
        ];
        if (report?.secrets.missing !== undefined)
            facts.push(`secrets missing: ${report.secrets.missing}`);
        if (report?.process_outcome !== undefined)
            facts.push(`process ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(report.process_outcome)}`);
        lines.push(facts.join(' · '), '');
        lines.push(...stepTable(summary));
        lines.push(...(0,_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .expressionBlocks */ .$V)(plan.steps, plan.secretNames));
        if (summary.base !== undefined)
            lines.push(...(0,_plan_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .renderPlanChanges */ .HU)(summary.base, plan, check.file));
        if (summary.diagnostics !== undefined)
            lines.push(...diagnosticsMarkdown(summary.diagnostics));
    }
    else {
        lines.push(`status **${status}** — the plan could not be read as a valid plan, so no steps are shown.`, '');
    }
    if (check.problems.length > 0) {
        lines.push(`**Problems (${check.problems.length})**`, '');
        for (const p of check.problems) {
            lines.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(`${p.file}:${p.line}:${p.column}`)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(p.rule)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(p.message)}`);
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
        items.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(diagnostics.run.failureClass)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(diagnostics.run.reason)}`);
    for (const d of diagnostics.steps)
        items.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(`${d.line}:${d.column}`)} step ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(d.stepId)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(d.failureClass)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(d.reason)}`);
    for (const note of diagnostics.notes)
        items.push(`- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(note)}`);
    return items.length === 0 ? [] : ['**Why**', '', ...items, ''];
}
function stepTable(summary) {
    const rows = stepRows(summary.check, summary.approvals);
    const results = new Map(summary.report?.steps.map((s) => [s.id, s]) ?? []);
    // Without a pull request there is nothing to approve with: no approval columns at all.
    const withApprovals = summary.approvalsOnPullRequests !== true;
    const withLabels = withApprovals && summary.approvalLabels !== undefined;
    const steps = summary.check.plan?.steps ?? [];
    const pages = (0,_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .pageBefore */ .NQ)(steps);
    const header = (0,_table_js__WEBPACK_IMPORTED_MODULE_0__/* .headerCells */ .bz)('#', 'step', 'tool', 'does', 'mutates', ...(withApprovals ? ['approval'] : []), 'opt-in', 'result', ...(withLabels ? ['approval label'] : []));
    const body = rows.map((row, i) => {
        const result = results.get(row.id);
        const optIn = row.optIn === null
            ? _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.markup('—')
            : _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.markup(row.optIn === 'evaluate' ? 'evaluate' : 'cookie writes'), row.optInGranted === null ? _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.markup('') : row.optInGranted ? _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.markup(' (granted)') : _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.markup(' (**not granted**)'));
        const approval = row.approval === 'missing' ? _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.markup('**missing**') : _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.text(row.approval);
        const label = summary.approvalLabels?.get(row.id);
        return [
            _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.number(i + 1),
            _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.code(row.id),
            _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.code(row.tool),
            (0,_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .stepEffectCell */ .m7)(steps[i], i, pages[i], summary.check.plan?.secretNames ?? [], summary.elements?.get(row.id)),
            _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.markup(row.mutates ? 'yes' : 'no'),
            ...(withApprovals ? [approval] : []),
            optIn,
            result === undefined ? _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.markup('—') : _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.text(result.status), ...(result.failure_class === undefined ? [] : [_table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.markup(' ('), _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.code(result.failure_class), _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.markup(')')])),
            ...(withLabels ? [label === undefined ? _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.markup('—') : _table_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn.code(label)] : []),
        ];
    });
    return (0,_table_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(header, body);
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
    const head = `## ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(heading)}\n\n${(0,_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(summaries.length, 'plan')} checked${tally === '' ? '' : `: ${tally}`}.${approvalsNote}\n`;
    return [head, ...summaries.map(renderPlanMarkdown)].join('\n');
}


/***/ }),

/***/ 891:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HU: () => (/* binding */ renderPlanChanges),
/* harmony export */   U2: () => (/* binding */ diffPlans),
/* harmony export */   zU: () => (/* binding */ planBase)
/* harmony export */ });
/* unused harmony exports MAX_CHANGE_ROWS, MAX_NEW_ORIGINS_SHOWN, MAX_COMPARED_DEPTH */
/* harmony import */ var _plan_validate_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3074);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(4031);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1190);
/* harmony import */ var _step_effects_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4729);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(790);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(4859);






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
    const check = (0,_plan_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .validatePlan */ .Oo)(bytes, file, null);
    if (check.plan !== null)
        return { kind: 'plan', file, plan: check.plan };
    const first = check.problems[0];
    return { kind: 'unreadable', file, reason: first === undefined ? 'not a plan' : `not a valid plan (${first.file}:${first.line}:${first.column} ${first.rule})` };
}
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSecret = (v) => isRecord(v) && Object.hasOwn(v, _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_3__/* .SECRET_KEY */ .rB);
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
    const before = new Set((0,_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .openedOrigins */ .rK)(base.steps));
    return {
        added, removed, changed,
        reordered: commonBase.some((id, i) => commonHead[i] !== id),
        settings: compare(settings(base), settings(head)),
        newOrigins: (0,_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .openedOrigins */ .rK)(head.steps).filter((o) => !before.has(o)),
        same: base.fingerprint === head.fingerprint,
    };
}
function valueCell(value, names) {
    return value === undefined ? _table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.markup('(absent)') : _table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.code((0,_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .bounded */ .Mm)((0,_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .shownValue */ .JJ)(value, names), _step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_EFFECT_VALUE_CHARS */ .h1));
}
/** A changed secret reference reads the same on both sides; say that it is another one (its name is never shown). */
function afterCell(change, names) {
    const shown = valueCell(change.after, names);
    return isSecret(change.before) && isSecret(change.after) ? _table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.join(shown, _table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.markup(' (another secret)')) : shown;
}
function originList(origins, names) {
    const shown = origins.slice(0, MAX_NEW_ORIGINS_SHOWN).map((o) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)((0,_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .hideNames */ .rg)(o, names))).join(', ');
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
        const origins = (0,_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .openedOrigins */ .rK)(head.steps);
        out.push(`New plan: the base branch has no version of it; all ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(head.steps.length, 'step')} are added.${origins.length === 0 ? '' : ` It opens ${originList(origins, names)}.`}`, '');
        return out;
    }
    const from = base.file === headFile ? '' : `Renamed from ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .code */ .aY)(base.file)}. `;
    if (base.kind === 'unreadable') {
        out.push(`${from}The base version is shown as unreadable: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkdown */ .FV)(base.reason)}. Review the whole plan.`, '');
        return out;
    }
    const diff = diffPlans(base.plan, head);
    if (diff.same) {
        out.push(`${from}Nothing the plan does changed (same fingerprint as the base version).`, '');
        return out;
    }
    const counts = [
        (0,_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(diff.added.length, 'step') + ' added', (0,_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(diff.removed.length, 'step') + ' removed', (0,_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(diff.changed.length, 'step') + ' changed',
        ...(diff.reordered ? ['steps reordered'] : []),
    ];
    out.push(`${from}${counts.join(', ')}.${diff.newOrigins.length === 0 ? '' : ` **Newly opened origins:** ${originList(diff.newOrigins, names)}.`}`, '');
    const rows = [];
    for (const s of diff.added)
        rows.push([_table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.code(s.id), _table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.markup('**added**'), _table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.markup('—'), _table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.code(s.tool)]);
    for (const s of diff.removed)
        rows.push([_table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.code(s.id), _table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.markup('**removed**'), _table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.code(s.tool), _table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.markup('—')]);
    for (const s of diff.changed)
        for (const c of s.changes)
            rows.push([_table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.code(s.id), _table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.code((0,_step_effects_js__WEBPACK_IMPORTED_MODULE_1__/* .hideNames */ .rg)(c.field, names)), valueCell(c.before, names), afterCell(c, names)]);
    for (const c of diff.settings)
        rows.push([_table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.markup('(plan)'), _table_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn.code(c.field), valueCell(c.before, names), afterCell(c, names)]);
    if (rows.length > 0) {
        out.push(...(0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)((0,_table_js__WEBPACK_IMPORTED_MODULE_2__/* .headerCells */ .bz)('step', 'change', 'before', 'after'), rows.slice(0, MAX_CHANGE_ROWS)));
        if (rows.length > MAX_CHANGE_ROWS)
            out.push(`… and ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(rows.length - MAX_CHANGE_ROWS, 'more change')}: the pull request's diff has them.`, '');
    }
    return out;
}


/***/ }),

/***/ 1190:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HD: () => (/* binding */ agreeing),
/* harmony export */   LS: () => (/* binding */ plural)
/* harmony export */ });
/* unused harmony export stepsNeedApproval */
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

/***/ 4729:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $V: () => (/* binding */ expressionBlocks),
/* harmony export */   JJ: () => (/* binding */ shownValue),
/* harmony export */   Mm: () => (/* binding */ bounded),
/* harmony export */   NQ: () => (/* binding */ pageBefore),
/* harmony export */   h1: () => (/* binding */ MAX_EFFECT_VALUE_CHARS),
/* harmony export */   m7: () => (/* binding */ stepEffectCell),
/* harmony export */   rK: () => (/* binding */ openedOrigins),
/* harmony export */   rg: () => (/* binding */ hideNames)
/* harmony export */ });
/* unused harmony exports MAX_ELEMENT_NAME_CHARS, MAX_ELEMENT_ROLE_CHARS, MAX_COOKIE_NAMES_SHOWN, MAX_EXPRESSION_CHARS, MAX_PLAN_EXPRESSION_CHARS, SECRET_SHOWN, NAME_HIDDEN, urlTarget, fencedBlock */
/* harmony import */ var _contract_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2015);
/* harmony import */ var _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4859);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1190);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(790);




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
const SECRET_SHOWN = `{"${_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .SECRET_KEY */ .rB}":"…"}`;
/** What a secret name in other plan text (an element id, a typed text) becomes: the action's redactor's `***`. */
const NAME_HIDDEN = '***';
/**
 * `text` with each of the plan's secret names replaced by `***` as a whole word (a name is
 * `[A-Z_][A-Z0-9_]*`), as the action's redactor does: no output names a secret, even where the
 * plan writes the name as an element id or a text. Names come from the plan itself, so this
 * answers no guess (values are never matched against plan text).
 */
function hideNames(text, names) {
    const pattern = (0,_contract_text_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeWordsPattern */ .hQ)(names);
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
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, _plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .SECRET_KEY */ .rB);
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
    return hideNames(JSON.stringify((0,_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .mapSecretReferences */ .lP)(value, () => ({ [_plan_secret_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .SECRET_KEY */ .rB]: '…' }))), names);
}
/** A bounded code cell of an argument value (names hidden before the cut, so a cut never shows half a name). */
function valueCellOf(value, names) {
    return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(bounded(shownValue(value, names), MAX_EFFECT_VALUE_CHARS));
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
        return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('a secret URL '), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(SECRET_SHOWN));
    const path = _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(bounded(hideNames(t.path, names), MAX_EFFECT_VALUE_CHARS));
    if (t.origin === null)
        return base === null && typeof value === 'string' && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) ? _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(path, _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' (relative to the current page)')) : path;
    return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(hideNames(t.origin, names)), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' path '), path, t.userInfo ? _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' (**with user info**)') : _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(''));
}
function elementCell(step, element, names) {
    const id = step.arguments.element_id;
    const shown = valueCellOf(id, names);
    if (element === undefined)
        return shown;
    if (!element.found)
        return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(shown, _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' (not found by the test run)'));
    return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(shown, _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' ('), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(bounded(hideNames(element.role ?? '', names), MAX_ELEMENT_ROLE_CHARS)), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' '), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(bounded(hideNames(element.name ?? '', names), MAX_ELEMENT_NAME_CHARS)), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(')'));
}
function cookieNames(cookies, names) {
    if (!Array.isArray(cookies))
        return valueCellOf(cookies, names);
    const cookieNameValues = cookies.map((c) => (typeof c === 'object' && c !== null && !Array.isArray(c) ? c.name : undefined));
    const shown = cookieNameValues.slice(0, MAX_COOKIE_NAMES_SHOWN).map((n) => valueCellOf(n, names));
    const parts = [];
    shown.forEach((c, i) => parts.push(...(i === 0 ? [] : [_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(', ')]), c));
    if (cookieNameValues.length > shown.length)
        parts.push(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' … and '), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.number(cookieNameValues.length - shown.length), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' more'));
    return cookieNameValues.length === 0 ? _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('no cookie') : _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(...parts);
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
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('opens '), urlCell(a.url, null));
        case 'navigate_to':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('navigates to '), urlCell(a.url, page));
        case 'click':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('clicks '), on());
        case 'toggle':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('toggles '), on());
        case 'clear':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('clears '), on());
        case 'type_text':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(a.append === true ? 'appends ' : 'types '), isSecretReference(a.text) ? _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('a secret '), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(SECRET_SHOWN)) : valueCell(a.text), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' into '), on());
        case 'select_option':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('selects '), valueCell(a.value), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' in '), on());
        case 'scroll':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('scrolls '), a.direction === undefined ? _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('down') : valueCell(a.direction), ...(a.pixels === undefined ? [] : [_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' by '), valueCell(a.pixels), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' px')]), ...(a.element_id === undefined ? [] : [_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' in '), on()]));
        case 'evaluate':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('runs JavaScript: expression of step '), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.number(index + 1), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' below'));
        case 'set_cookies':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('sets cookies '), cookieNames(a.cookies, names));
        case 'clear_cookies':
            return a.name === undefined && a.domain === undefined && a.url === undefined
                ? _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('clears every cookie of the session')
                : _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('clears cookies'), ...(a.name === undefined ? [] : [_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' named '), valueCell(a.name)]), ...(a.domain === undefined ? [] : [_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' of domain '), valueCell(a.domain)]), ...(a.url === undefined ? [] : [_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' for '), urlCell(a.url, page)]));
        case 'get_cookies':
            return a.url === undefined ? _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('reads the session\'s cookies') : _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('reads the cookies for '), urlCell(a.url, page));
        case 'trace_status':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('reads the trace status');
        case 'trace_export':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('exports the trace');
        case 'trace_clear':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('clears the trace');
        case 'replay_validate':
            return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('validates a replay of trace '), valueCell(a.trace_id), ...(a.sequence === undefined ? [] : [_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' from event '), valueCell(a.sequence)]));
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
        out.push(`<details><summary>Step ${i + 1} (evaluate): the expression it runs, ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(length, 'character')}</summary>`, '', ...fencedBlock(shown, 'js'), '');
        if (length > max)
            out.push(`Cut at ${max} characters (the "…" above); the plan file has the whole expression.`, '');
        out.push('</details>', '');
    });
    if (withheld > 0)
        out.push(`${(0,_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(withheld, 'more expression')} not shown: this plan's expressions are shown up to ${MAX_PLAN_EXPRESSION_CHARS} characters in all; the plan file has them.`, '');
    return out;
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

/***/ 5828:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ stubbedActionsJsonl),
/* harmony export */   fO: () => (/* binding */ renderTestRunMarkdown),
/* harmony export */   gQ: () => (/* binding */ serializeTestRun),
/* harmony export */   kw: () => (/* binding */ buildTestRunReport)
/* harmony export */ });
/* unused harmony exports TEST_RUN_SCHEMA, MAX_SHOWN_ARGUMENTS_CHARS */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4285);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(790);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1190);



const TEST_RUN_SCHEMA = 'plasmate.agent-workflow-test-run.v1';
function buildTestRunReport(input) {
    const { steps } = input;
    const count = (predicate) => steps.filter(predicate).length;
    const summary = {
        total: steps.length,
        real: count((s) => s.mode === 'real'),
        // Stubs that were reached and recorded (one stubbed action each); a stub skipped after a failure is counted as skipped.
        stubbed: count((s) => s.mode === 'stubbed' && s.status !== 'skipped'),
        succeeded: count((s) => s.status === 'succeeded'),
        failed: count((s) => s.status === 'failed'),
        skipped: count((s) => s.status === 'skipped'),
        elements_missing: count((s) => s.failure_class === 'element_not_found'),
    };
    const passed = summary.failed === 0 && summary.skipped === 0 && input.processOutcome === 'exited:0';
    const report = {
        schema: TEST_RUN_SCHEMA,
        plan: { name: input.plan.name, fingerprint: input.plan.fingerprint },
        status: passed ? 'passed' : 'failed',
        summary,
        steps,
        stubbed_actions: input.stubbedActions,
    };
    if (input.processOutcome !== undefined)
        report.process_outcome = input.processOutcome;
    return report;
}
function serializeTestRun(report) {
    return `${JSON.stringify(report, null, 2)}\n`;
}
/** The stubbed actions as JSON Lines, one object per line in step order (empty when none). */
function stubbedActionsJsonl(report) {
    return report.stubbed_actions.map((a) => `${JSON.stringify(a)}\n`).join('');
}
/** Arguments as shown in Markdown: compact JSON, one line, bounded. */
const MAX_SHOWN_ARGUMENTS_CHARS = 160;
function argumentsLine(args) {
    const text = JSON.stringify(args);
    return text.length <= MAX_SHOWN_ARGUMENTS_CHARS ? text : `${text.slice(0, MAX_SHOWN_ARGUMENTS_CHARS - 1)}…`;
}
/** The element a stubbed action would have hit: page text (role, accessible name), so only ever escaped cells. */
function target(element) {
    if (element === undefined)
        return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('—');
    if (!element.found)
        return element.after_stubbed_navigation ? _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('not on the loaded page (after a stubbed navigation)') : _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup('**element not found**');
    return _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(element.role ?? ''), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' '), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(element.name ?? ''));
}
const REASON_TEXT = {
    mutating: 'changes the page',
    evaluate: 'JavaScript',
    not_read_only: 'not advertised read-only',
    secret: 'needs a secret',
};
/**
 * The seed's order: the stubbed-action summary first, then what ran for real. `headingLevel` 3
 * stands alone (the CLI); 4 nests it in a plan's section of the check summary.
 */
function renderTestRunMarkdown(report, file, headingLevel = 3) {
    const s = report.summary;
    const icon = report.status === 'passed' ? '✅' : '❌';
    const lines = [
        `${'#'.repeat(headingLevel)} ${icon} Test run: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(file)} — ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(report.plan.name)}`,
        '',
        `fingerprint ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(report.plan.fingerprint.slice(0, _markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .SHORT_FINGERPRINT_LENGTH */ .VR))} · status **${report.status}** · ` +
            `${s.stubbed} stubbed · ${s.real} real${s.skipped === 0 ? '' : ` · ${s.skipped} skipped`} · ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(s.elements_missing, 'target')} missing` +
            (report.process_outcome === undefined ? '' : ` · process ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(report.process_outcome)}`),
        '',
        `**Stubbed actions (${report.stubbed_actions.length})** — recorded, never sent to the browser:`,
        '',
    ];
    if (report.stubbed_actions.length === 0) {
        lines.push('None.', '');
    }
    else {
        lines.push(...(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)((0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .headerCells */ .bz)('step', 'tool', 'why stubbed', 'target', 'arguments'), report.stubbed_actions.map((a) => [
            _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(a.step_id), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(a.tool), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(REASON_TEXT[a.reason]), target(a.element), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(argumentsLine(a.arguments)),
        ])));
    }
    lines.push('**Steps**', '', ...(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)((0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .headerCells */ .bz)('#', 'step', 'tool', 'mode', 'result', 'expect'), report.steps.map((step, i) => [
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.number(i + 1),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(step.id),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(step.tool),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(step.mode),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.join(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(step.status), ...(step.failure_class === undefined ? [] : [_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(' ('), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.code(step.failure_class), _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.markup(')')])),
        _table_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn.text(step.expect.replace('_', ' ')),
    ])));
    // The table's closing empty line, and one more: what the caller appends (a **Why** list) starts its own block.
    lines.push('');
    return lines.join('\n');
}


/***/ }),

/***/ 1693:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* unused harmony export OutputWriteError */
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

/***/ 5320:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ secretSpellings),
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   pE: () => (/* binding */ SecretRedactor)
/* harmony export */ });
/* unused harmony export MIN_ENCODED_SPELLING_CHARS */
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
const REDACTED = '***';
/**
 * HTML's escapes as serializers write them: text content (`&`, `<`, `>`, no-break space, as the
 * HTML serializer does), attribute values (`&`, `"`, no-break space), `&<>"` (most template
 * engines), and all five with the apostrophe in either numeric form.
 */
const HTML_ESCAPES = [
    { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\u00a0': '&nbsp;' },
    { '&': '&amp;', '"': '&quot;', '\u00a0': '&nbsp;' },
    { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' },
    { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' },
    { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' },
];
function htmlEscaped(value, escapes) {
    let out = '';
    for (const char of value)
        out += Object.hasOwn(escapes, char) ? escapes[char] : char;
    return out;
}
/** The inside of a JSON string literal: as JSON.stringify writes it, and with every non-ASCII code unit and `/` escaped (as other serializers do). */
function jsonEscaped(value) {
    const plain = JSON.stringify(value).slice(1, -1);
    const ascii = plain.replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return [plain, ascii, ascii.replace(/\//g, '\\/')];
}
/** Percent-escapes with lowercase hex digits (`%2f`), as some encoders write them. */
const lowerHex = (encoded) => encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
function tryEncode(encode, value) {
    try {
        return encode(value);
    }
    catch {
        // A lone surrogate cannot be percent-encoded; no child can have written that spelling.
        return undefined;
    }
}
/** The value as the WHATWG URL parser serializes it, when it parses as an absolute URL. */
function normalizedUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
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
const MIN_ENCODED_SPELLING_CHARS = 8;
const BYTES_PER_BASE64_GROUP = 3;
const BITS_PER_BASE64_CHAR = 6;
const toBase64url = (base64) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/**
 * The base64 characters that depend on `bytes` alone, at each of the three byte offsets the value
 * can start at inside a longer encoded string (`user:secret` in an HTTP Basic header puts it at
 * offset 5, i.e. 2 of 3): the characters whose six bits all fall inside the value. The characters
 * at either edge mix in the neighbours' bits and differ with every neighbour, so they are left out.
 */
function base64Cores(bytes) {
    const cores = [];
    for (let offset = 0; offset < BYTES_PER_BASE64_GROUP; offset++) {
        const padded = Buffer.concat([Buffer.alloc(offset), bytes, Buffer.alloc(BYTES_PER_BASE64_GROUP)]);
        const encoded = padded.toString('base64');
        const first = Math.ceil((offset * 8) / BITS_PER_BASE64_CHAR);
        const end = Math.floor(((offset + bytes.length) * 8) / BITS_PER_BASE64_CHAR);
        if (end > first)
            cores.push(encoded.slice(first, end));
    }
    return cores;
}
/**
 * The value's UTF-8 bytes in base64 and base64url: whole (padded and not) and as the aligned
 * cores. Matched case-sensitively (base64 is).
 */
function base64Spellings(value) {
    const bytes = Buffer.from(value, 'utf8');
    const standard = bytes.toString('base64');
    const forms = [standard, standard.replace(/=+$/, '')];
    for (const core of base64Cores(bytes))
        forms.push(core);
    const spellings = [...forms, ...forms.map(toBase64url), bytes.toString('base64url').padEnd(standard.length, '=')];
    return spellings.filter((spelling) => spelling.length >= MIN_ENCODED_SPELLING_CHARS);
}
/** The value's UTF-8 bytes in hex, both cases (matched case-insensitively, like the text spellings). */
function hexSpellings(value) {
    const hex = Buffer.from(value, 'utf8').toString('hex');
    return hex.length >= MIN_ENCODED_SPELLING_CHARS ? [hex, hex.toUpperCase()] : [];
}
/** The spellings matched whatever their letters' case: all but base64's. */
function textSpellings(value) {
    // Upper- and lowercased as well as matched without regard to case: a full case mapping can
    // change a value's length (`ß` → `SS`), which case-insensitive matching does not see.
    const bases = new Set([value, value.toUpperCase(), value.toLowerCase()]);
    for (const encode of [encodeURIComponent, encodeURI]) {
        const encoded = tryEncode(encode, value);
        if (encoded !== undefined)
            bases.add(encoded).add(lowerHex(encoded));
    }
    // application/x-www-form-urlencoded, as URLSearchParams and HTML forms write a value.
    bases.add(new URLSearchParams([['', value]]).toString().slice(1));
    for (const href of normalizedUrl(value))
        bases.add(href);
    const spellings = new Set(bases);
    for (const base of bases) {
        for (const escaped of jsonEscaped(base))
            spellings.add(escaped);
        for (const escapes of HTML_ESCAPES)
            spellings.add(htmlEscaped(base, escapes));
    }
    for (const hex of hexSpellings(value))
        spellings.add(hex);
    spellings.delete('');
    return spellings;
}
const longestFirst = (a, b) => b.length - a.length;
/**
 * Every spelling of `value` child or page text can carry, distinct, longest first (so a spelling
 * containing a shorter one is hidden whole). Empty for an empty value. This is also what the
 * runner's masking (`core.setSecret`, which matches case-sensitively) is given: the value as
 * written, upper- and lowercased, and hex in both cases are listed, other mixed-case spellings
 * only `SecretRedactor` finds.
 */
function secretSpellings(value) {
    if (value === '')
        return [];
    return [...new Set([...textSpellings(value), ...base64Spellings(value)])].sort(longestFirst);
}
/** `spelling` as a regular expression of itself (Unicode mode: only syntax characters are escaped). */
function literalPattern(spelling) {
    return spelling.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}
/** Hides each registered value, in every spelling, in text: without regard to case except in base64. */
class SecretRedactor {
    matchers = [];
    constructor(values = []) {
        for (const value of values)
            this.add(value);
    }
    /** A value that must never be shown (empty values are ignored). */
    add(value) {
        if (value === '')
            return;
        const known = new Set(this.matchers.map((m) => m.spelling));
        const next = [];
        const exact = new Set(base64Spellings(value));
        for (const spelling of textSpellings(value))
            if (!known.has(spelling))
                next.push({ spelling, pattern: new RegExp(literalPattern(spelling), 'giu') });
        for (const spelling of exact)
            if (!known.has(spelling))
                next.push({ spelling, pattern: new RegExp(literalPattern(spelling), 'gu') });
        this.matchers = [...this.matchers, ...next].sort((a, b) => longestFirst(a.spelling, b.spelling));
    }
    /** Every spelling registered so far, longest first (what the runner's masking must know too). */
    allSpellings() {
        return this.matchers.map((m) => m.spelling);
    }
    /** `text` with every spelling of every value replaced by REDACTED. */
    redact(text) {
        let out = text;
        for (const { pattern } of this.matchers)
            out = out.replace(pattern, REDACTED);
        return out;
    }
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 3339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

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

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

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

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 714:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 4183:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Yz: () => (/* binding */ debug),
  z3: () => (/* binding */ error),
  V4: () => (/* binding */ getInput),
  pq: () => (/* binding */ info),
  C1: () => (/* binding */ setFailed),
  uH: () => (/* binding */ setOutput),
  Pq: () => (/* binding */ setSecret),
  z: () => (/* reexport */ summary),
  $e: () => (/* binding */ warning)
});

// UNUSED EXPORTS: ExitCode, addPath, endGroup, exportVariable, getBooleanInput, getIDToken, getMultilineInput, getState, group, isDebug, markdownSummary, notice, platform, saveState, setCommandEcho, startGroup, toPlatformPath, toPosixPath, toWin32Path

// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function utils_toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function utils_toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function command_issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function command_issue(name, message = '') {
    command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return utils_toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
;// CONCATENATED MODULE: external "crypto"
const external_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(9896);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function file_command_issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_.EOL}`, {
        encoding: 'utf8'
    });
}
function file_command_prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_namespaceObject.randomUUID()}`;
    const convertedValue = utils_toCommandValue(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
// EXTERNAL MODULE: external "path"
var external_path_ = __nccwpck_require__(6928);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/summary.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = external_fs_.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return __awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return __awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(external_os_.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/path-utils.js

/**
 * toPosixPath converts the given path to the posix form. On Windows, \\ will be
 * replaced with /.
 *
 * @param pth. Path to transform.
 * @return string Posix path.
 */
function toPosixPath(pth) {
    return pth.replace(/[\\]/g, '/');
}
/**
 * toWin32Path converts the given path to the win32 form. On Linux, / will be
 * replaced with \\.
 *
 * @param pth. Path to transform.
 * @return string Win32 path.
 */
function toWin32Path(pth) {
    return pth.replace(/[/]/g, '\\');
}
/**
 * toPlatformPath converts the given path to a platform-specific path. It does
 * this by replacing instances of / and \ with the platform-specific path
 * separator.
 *
 * @param pth The path to platformize.
 * @return string The platform-specific path.
 */
function toPlatformPath(pth) {
    return pth.replace(/[/\\]/g, path.sep);
}
//# sourceMappingURL=path-utils.js.map
// EXTERNAL MODULE: external "string_decoder"
var external_string_decoder_ = __nccwpck_require__(3193);
// EXTERNAL MODULE: external "events"
var external_events_ = __nccwpck_require__(4434);
;// CONCATENATED MODULE: external "child_process"
const external_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");
// EXTERNAL MODULE: external "assert"
var external_assert_ = __nccwpck_require__(2613);
;// CONCATENATED MODULE: ./node_modules/@actions/io/lib/io-util.js
var io_util_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { chmod, copyFile, lstat, mkdir, open: io_util_open, readdir, rename, rm, rmdir, stat, symlink, unlink } = external_fs_.promises;
// export const {open} = 'fs'
const IS_WINDOWS = process.platform === 'win32';
/**
 * Custom implementation of readlink to ensure Windows junctions
 * maintain trailing backslash for backward compatibility with Node.js < 24
 *
 * In Node.js 20, Windows junctions (directory symlinks) always returned paths
 * with trailing backslashes. Node.js 24 removed this behavior, which breaks
 * code that relied on this format for path operations.
 *
 * This implementation restores the Node 20 behavior by adding a trailing
 * backslash to all junction results on Windows.
 */
function readlink(fsPath) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        const result = yield fs.promises.readlink(fsPath);
        // On Windows, restore Node 20 behavior: add trailing backslash to all results
        // since junctions on Windows are always directory links
        if (IS_WINDOWS && !result.endsWith('\\')) {
            return `${result}\\`;
        }
        return result;
    });
}
// See https://github.com/nodejs/node/blob/d0153aee367422d0858105abec186da4dff0a0c5/deps/uv/include/uv/win.h#L691
const UV_FS_O_EXLOCK = 0x10000000;
const READONLY = external_fs_.constants.O_RDONLY;
function exists(fsPath) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        try {
            yield stat(fsPath);
        }
        catch (err) {
            if (err.code === 'ENOENT') {
                return false;
            }
            throw err;
        }
        return true;
    });
}
function isDirectory(fsPath_1) {
    return io_util_awaiter(this, arguments, void 0, function* (fsPath, useStat = false) {
        const stats = useStat ? yield stat(fsPath) : yield lstat(fsPath);
        return stats.isDirectory();
    });
}
/**
 * On OSX/Linux, true if path starts with '/'. On Windows, true for paths like:
 * \, \hello, \\hello\share, C:, and C:\hello (and corresponding alternate separator cases).
 */
function isRooted(p) {
    p = normalizeSeparators(p);
    if (!p) {
        throw new Error('isRooted() parameter "p" cannot be empty');
    }
    if (IS_WINDOWS) {
        return (p.startsWith('\\') || /^[A-Z]:/i.test(p) // e.g. \ or \hello or \\hello
        ); // e.g. C: or C:\hello
    }
    return p.startsWith('/');
}
/**
 * Best effort attempt to determine whether a file exists and is executable.
 * @param filePath    file path to check
 * @param extensions  additional file extensions to try
 * @return if file exists and is executable, returns the file path. otherwise empty string.
 */
function tryGetExecutablePath(filePath, extensions) {
    return io_util_awaiter(this, void 0, void 0, function* () {
        let stats = undefined;
        try {
            // test file exists
            stats = yield stat(filePath);
        }
        catch (err) {
            if (err.code !== 'ENOENT') {
                // eslint-disable-next-line no-console
                console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
            }
        }
        if (stats && stats.isFile()) {
            if (IS_WINDOWS) {
                // on Windows, test for valid extension
                const upperExt = external_path_.extname(filePath).toUpperCase();
                if (extensions.some(validExt => validExt.toUpperCase() === upperExt)) {
                    return filePath;
                }
            }
            else {
                if (isUnixExecutable(stats)) {
                    return filePath;
                }
            }
        }
        // try each extension
        const originalFilePath = filePath;
        for (const extension of extensions) {
            filePath = originalFilePath + extension;
            stats = undefined;
            try {
                stats = yield stat(filePath);
            }
            catch (err) {
                if (err.code !== 'ENOENT') {
                    // eslint-disable-next-line no-console
                    console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
                }
            }
            if (stats && stats.isFile()) {
                if (IS_WINDOWS) {
                    // preserve the case of the actual file (since an extension was appended)
                    try {
                        const directory = external_path_.dirname(filePath);
                        const upperName = external_path_.basename(filePath).toUpperCase();
                        for (const actualName of yield readdir(directory)) {
                            if (upperName === actualName.toUpperCase()) {
                                filePath = external_path_.join(directory, actualName);
                                break;
                            }
                        }
                    }
                    catch (err) {
                        // eslint-disable-next-line no-console
                        console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
                    }
                    return filePath;
                }
                else {
                    if (isUnixExecutable(stats)) {
                        return filePath;
                    }
                }
            }
        }
        return '';
    });
}
function normalizeSeparators(p) {
    p = p || '';
    if (IS_WINDOWS) {
        // convert slashes on Windows
        p = p.replace(/\//g, '\\');
        // remove redundant slashes
        return p.replace(/\\\\+/g, '\\');
    }
    // remove redundant slashes
    return p.replace(/\/\/+/g, '/');
}
// on Mac/Linux, test the execute bit
//     R   W  X  R  W X R W X
//   256 128 64 32 16 8 4 2 1
function isUnixExecutable(stats) {
    return ((stats.mode & 1) > 0 ||
        ((stats.mode & 8) > 0 &&
            process.getgid !== undefined &&
            stats.gid === process.getgid()) ||
        ((stats.mode & 64) > 0 &&
            process.getuid !== undefined &&
            stats.uid === process.getuid()));
}
// Get the path of cmd.exe in windows
function getCmdPath() {
    var _a;
    return (_a = process.env['COMSPEC']) !== null && _a !== void 0 ? _a : `cmd.exe`;
}
//# sourceMappingURL=io-util.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/io/lib/io.js
var io_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};



/**
 * Copies a file or folder.
 * Based off of shelljs - https://github.com/shelljs/shelljs/blob/9237f66c52e5daa40458f94f9565e18e8132f5a6/src/cp.js
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See CopyOptions.
 */
function cp(source_1, dest_1) {
    return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        const { force, recursive, copySourceDirectory } = readCopyOptions(options);
        const destStat = (yield ioUtil.exists(dest)) ? yield ioUtil.stat(dest) : null;
        // Dest is an existing file, but not forcing
        if (destStat && destStat.isFile() && !force) {
            return;
        }
        // If dest is an existing directory, should copy inside.
        const newDest = destStat && destStat.isDirectory() && copySourceDirectory
            ? path.join(dest, path.basename(source))
            : dest;
        if (!(yield ioUtil.exists(source))) {
            throw new Error(`no such file or directory: ${source}`);
        }
        const sourceStat = yield ioUtil.stat(source);
        if (sourceStat.isDirectory()) {
            if (!recursive) {
                throw new Error(`Failed to copy. ${source} is a directory, but tried to copy without recursive flag.`);
            }
            else {
                yield cpDirRecursive(source, newDest, 0, force);
            }
        }
        else {
            if (path.relative(source, newDest) === '') {
                // a file cannot be copied to itself
                throw new Error(`'${newDest}' and '${source}' are the same file`);
            }
            yield io_copyFile(source, newDest, force);
        }
    });
}
/**
 * Moves a path.
 *
 * @param     source    source path
 * @param     dest      destination path
 * @param     options   optional. See MoveOptions.
 */
function mv(source_1, dest_1) {
    return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        if (yield ioUtil.exists(dest)) {
            let destExists = true;
            if (yield ioUtil.isDirectory(dest)) {
                // If dest is directory copy src into dest
                dest = path.join(dest, path.basename(source));
                destExists = yield ioUtil.exists(dest);
            }
            if (destExists) {
                if (options.force == null || options.force) {
                    yield rmRF(dest);
                }
                else {
                    throw new Error('Destination already exists');
                }
            }
        }
        yield mkdirP(path.dirname(dest));
        yield ioUtil.rename(source, dest);
    });
}
/**
 * Remove a path recursively with force
 *
 * @param inputPath path to remove
 */
function rmRF(inputPath) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (ioUtil.IS_WINDOWS) {
            // Check for invalid characters
            // https://docs.microsoft.com/en-us/windows/win32/fileio/naming-a-file
            if (/[*"<>|]/.test(inputPath)) {
                throw new Error('File path must not contain `*`, `"`, `<`, `>` or `|` on Windows');
            }
        }
        try {
            // note if path does not exist, error is silent
            yield ioUtil.rm(inputPath, {
                force: true,
                maxRetries: 3,
                recursive: true,
                retryDelay: 300
            });
        }
        catch (err) {
            throw new Error(`File was unable to be removed ${err}`);
        }
    });
}
/**
 * Make a directory.  Creates the full path with folders in between
 * Will throw if it fails
 *
 * @param   fsPath        path to create
 * @returns Promise<void>
 */
function mkdirP(fsPath) {
    return io_awaiter(this, void 0, void 0, function* () {
        ok(fsPath, 'a path argument must be provided');
        yield ioUtil.mkdir(fsPath, { recursive: true });
    });
}
/**
 * Returns path of a tool had the tool actually been invoked.  Resolves via paths.
 * If you check and the tool does not exist, it will throw.
 *
 * @param     tool              name of the tool
 * @param     check             whether to check if tool exists
 * @returns   Promise<string>   path to tool
 */
function which(tool, check) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // recursive when check=true
        if (check) {
            const result = yield which(tool, false);
            if (!result) {
                if (IS_WINDOWS) {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`);
                }
                else {
                    throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
                }
            }
            return result;
        }
        const matches = yield findInPath(tool);
        if (matches && matches.length > 0) {
            return matches[0];
        }
        return '';
    });
}
/**
 * Returns a list of all occurrences of the given tool on the system path.
 *
 * @returns   Promise<string[]>  the paths of the tool
 */
function findInPath(tool) {
    return io_awaiter(this, void 0, void 0, function* () {
        if (!tool) {
            throw new Error("parameter 'tool' is required");
        }
        // build the list of extensions to try
        const extensions = [];
        if (IS_WINDOWS && process.env['PATHEXT']) {
            for (const extension of process.env['PATHEXT'].split(external_path_.delimiter)) {
                if (extension) {
                    extensions.push(extension);
                }
            }
        }
        // if it's rooted, return it if exists. otherwise return empty.
        if (isRooted(tool)) {
            const filePath = yield tryGetExecutablePath(tool, extensions);
            if (filePath) {
                return [filePath];
            }
            return [];
        }
        // if any path separators, return empty
        if (tool.includes(external_path_.sep)) {
            return [];
        }
        // build the list of directories
        //
        // Note, technically "where" checks the current directory on Windows. From a toolkit perspective,
        // it feels like we should not do this. Checking the current directory seems like more of a use
        // case of a shell, and the which() function exposed by the toolkit should strive for consistency
        // across platforms.
        const directories = [];
        if (process.env.PATH) {
            for (const p of process.env.PATH.split(external_path_.delimiter)) {
                if (p) {
                    directories.push(p);
                }
            }
        }
        // find all matches
        const matches = [];
        for (const directory of directories) {
            const filePath = yield tryGetExecutablePath(external_path_.join(directory, tool), extensions);
            if (filePath) {
                matches.push(filePath);
            }
        }
        return matches;
    });
}
function readCopyOptions(options) {
    const force = options.force == null ? true : options.force;
    const recursive = Boolean(options.recursive);
    const copySourceDirectory = options.copySourceDirectory == null
        ? true
        : Boolean(options.copySourceDirectory);
    return { force, recursive, copySourceDirectory };
}
function cpDirRecursive(sourceDir, destDir, currentDepth, force) {
    return io_awaiter(this, void 0, void 0, function* () {
        // Ensure there is not a run away recursive copy
        if (currentDepth >= 255)
            return;
        currentDepth++;
        yield mkdirP(destDir);
        const files = yield ioUtil.readdir(sourceDir);
        for (const fileName of files) {
            const srcFile = `${sourceDir}/${fileName}`;
            const destFile = `${destDir}/${fileName}`;
            const srcFileStat = yield ioUtil.lstat(srcFile);
            if (srcFileStat.isDirectory()) {
                // Recurse
                yield cpDirRecursive(srcFile, destFile, currentDepth, force);
            }
            else {
                yield io_copyFile(srcFile, destFile, force);
            }
        }
        // Change the mode for the newly created directory
        yield ioUtil.chmod(destDir, (yield ioUtil.stat(sourceDir)).mode);
    });
}
// Buffered file copy
function io_copyFile(srcFile, destFile, force) {
    return io_awaiter(this, void 0, void 0, function* () {
        if ((yield ioUtil.lstat(srcFile)).isSymbolicLink()) {
            // unlink/re-link it
            try {
                yield ioUtil.lstat(destFile);
                yield ioUtil.unlink(destFile);
            }
            catch (e) {
                // Try to override file permission
                if (e.code === 'EPERM') {
                    yield ioUtil.chmod(destFile, '0666');
                    yield ioUtil.unlink(destFile);
                }
                // other errors = it doesn't exist, no work to do
            }
            // Copy over symlink
            const symlinkFull = yield ioUtil.readlink(srcFile);
            yield ioUtil.symlink(symlinkFull, destFile, ioUtil.IS_WINDOWS ? 'junction' : null);
        }
        else if (!(yield ioUtil.exists(destFile)) || force) {
            yield ioUtil.copyFile(srcFile, destFile);
        }
    });
}
//# sourceMappingURL=io.js.map
;// CONCATENATED MODULE: external "timers"
const external_timers_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/toolrunner.js
var toolrunner_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};







/* eslint-disable @typescript-eslint/unbound-method */
const toolrunner_IS_WINDOWS = process.platform === 'win32';
/*
 * Class for running command line tools. Handles quoting and arg parsing in a platform agnostic way.
 */
class ToolRunner extends external_events_.EventEmitter {
    constructor(toolPath, args, options) {
        super();
        if (!toolPath) {
            throw new Error("Parameter 'toolPath' cannot be null or empty.");
        }
        this.toolPath = toolPath;
        this.args = args || [];
        this.options = options || {};
    }
    _debug(message) {
        if (this.options.listeners && this.options.listeners.debug) {
            this.options.listeners.debug(message);
        }
    }
    _getCommandString(options, noPrefix) {
        const toolPath = this._getSpawnFileName();
        const args = this._getSpawnArgs(options);
        let cmd = noPrefix ? '' : '[command]'; // omit prefix when piped to a second tool
        if (toolrunner_IS_WINDOWS) {
            // Windows + cmd file
            if (this._isCmdFile()) {
                cmd += toolPath;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows + verbatim
            else if (options.windowsVerbatimArguments) {
                cmd += `"${toolPath}"`;
                for (const a of args) {
                    cmd += ` ${a}`;
                }
            }
            // Windows (regular)
            else {
                cmd += this._windowsQuoteCmdArg(toolPath);
                for (const a of args) {
                    cmd += ` ${this._windowsQuoteCmdArg(a)}`;
                }
            }
        }
        else {
            // OSX/Linux - this can likely be improved with some form of quoting.
            // creating processes on Unix is fundamentally different than Windows.
            // on Unix, execvp() takes an arg array.
            cmd += toolPath;
            for (const a of args) {
                cmd += ` ${a}`;
            }
        }
        return cmd;
    }
    _processLineBuffer(data, strBuffer, onLine) {
        try {
            let s = strBuffer + data.toString();
            let n = s.indexOf(external_os_.EOL);
            while (n > -1) {
                const line = s.substring(0, n);
                onLine(line);
                // the rest of the string ...
                s = s.substring(n + external_os_.EOL.length);
                n = s.indexOf(external_os_.EOL);
            }
            return s;
        }
        catch (err) {
            // streaming lines to console is best effort.  Don't fail a build.
            this._debug(`error processing line. Failed with error ${err}`);
            return '';
        }
    }
    _getSpawnFileName() {
        if (toolrunner_IS_WINDOWS) {
            if (this._isCmdFile()) {
                return process.env['COMSPEC'] || 'cmd.exe';
            }
        }
        return this.toolPath;
    }
    _getSpawnArgs(options) {
        if (toolrunner_IS_WINDOWS) {
            if (this._isCmdFile()) {
                let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
                for (const a of this.args) {
                    argline += ' ';
                    argline += options.windowsVerbatimArguments
                        ? a
                        : this._windowsQuoteCmdArg(a);
                }
                argline += '"';
                return [argline];
            }
        }
        return this.args;
    }
    _endsWith(str, end) {
        return str.endsWith(end);
    }
    _isCmdFile() {
        const upperToolPath = this.toolPath.toUpperCase();
        return (this._endsWith(upperToolPath, '.CMD') ||
            this._endsWith(upperToolPath, '.BAT'));
    }
    _windowsQuoteCmdArg(arg) {
        // for .exe, apply the normal quoting rules that libuv applies
        if (!this._isCmdFile()) {
            return this._uvQuoteCmdArg(arg);
        }
        // otherwise apply quoting rules specific to the cmd.exe command line parser.
        // the libuv rules are generic and are not designed specifically for cmd.exe
        // command line parser.
        //
        // for a detailed description of the cmd.exe command line parser, refer to
        // http://stackoverflow.com/questions/4094699/how-does-the-windows-command-interpreter-cmd-exe-parse-scripts/7970912#7970912
        // need quotes for empty arg
        if (!arg) {
            return '""';
        }
        // determine whether the arg needs to be quoted
        const cmdSpecialChars = [
            ' ',
            '\t',
            '&',
            '(',
            ')',
            '[',
            ']',
            '{',
            '}',
            '^',
            '=',
            ';',
            '!',
            "'",
            '+',
            ',',
            '`',
            '~',
            '|',
            '<',
            '>',
            '"'
        ];
        let needsQuotes = false;
        for (const char of arg) {
            if (cmdSpecialChars.some(x => x === char)) {
                needsQuotes = true;
                break;
            }
        }
        // short-circuit if quotes not needed
        if (!needsQuotes) {
            return arg;
        }
        // the following quoting rules are very similar to the rules that by libuv applies.
        //
        // 1) wrap the string in quotes
        //
        // 2) double-up quotes - i.e. " => ""
        //
        //    this is different from the libuv quoting rules. libuv replaces " with \", which unfortunately
        //    doesn't work well with a cmd.exe command line.
        //
        //    note, replacing " with "" also works well if the arg is passed to a downstream .NET console app.
        //    for example, the command line:
        //          foo.exe "myarg:""my val"""
        //    is parsed by a .NET console app into an arg array:
        //          [ "myarg:\"my val\"" ]
        //    which is the same end result when applying libuv quoting rules. although the actual
        //    command line from libuv quoting rules would look like:
        //          foo.exe "myarg:\"my val\""
        //
        // 3) double-up slashes that precede a quote,
        //    e.g.  hello \world    => "hello \world"
        //          hello\"world    => "hello\\""world"
        //          hello\\"world   => "hello\\\\""world"
        //          hello world\    => "hello world\\"
        //
        //    technically this is not required for a cmd.exe command line, or the batch argument parser.
        //    the reasons for including this as a .cmd quoting rule are:
        //
        //    a) this is optimized for the scenario where the argument is passed from the .cmd file to an
        //       external program. many programs (e.g. .NET console apps) rely on the slash-doubling rule.
        //
        //    b) it's what we've been doing previously (by deferring to node default behavior) and we
        //       haven't heard any complaints about that aspect.
        //
        // note, a weakness of the quoting rules chosen here, is that % is not escaped. in fact, % cannot be
        // escaped when used on the command line directly - even though within a .cmd file % can be escaped
        // by using %%.
        //
        // the saving grace is, on the command line, %var% is left as-is if var is not defined. this contrasts
        // the line parsing rules within a .cmd file, where if var is not defined it is replaced with nothing.
        //
        // one option that was explored was replacing % with ^% - i.e. %var% => ^%var^%. this hack would
        // often work, since it is unlikely that var^ would exist, and the ^ character is removed when the
        // variable is used. the problem, however, is that ^ is not removed when %* is used to pass the args
        // to an external program.
        //
        // an unexplored potential solution for the % escaping problem, is to create a wrapper .cmd file.
        // % can be escaped within a .cmd file.
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\'; // double the slash
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '"'; // double the quote
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _uvQuoteCmdArg(arg) {
        // Tool runner wraps child_process.spawn() and needs to apply the same quoting as
        // Node in certain cases where the undocumented spawn option windowsVerbatimArguments
        // is used.
        //
        // Since this function is a port of quote_cmd_arg from Node 4.x (technically, lib UV,
        // see https://github.com/nodejs/node/blob/v4.x/deps/uv/src/win/process.c for details),
        // pasting copyright notice from Node within this function:
        //
        //      Copyright Joyent, Inc. and other Node contributors. All rights reserved.
        //
        //      Permission is hereby granted, free of charge, to any person obtaining a copy
        //      of this software and associated documentation files (the "Software"), to
        //      deal in the Software without restriction, including without limitation the
        //      rights to use, copy, modify, merge, publish, distribute, sublicense, and/or
        //      sell copies of the Software, and to permit persons to whom the Software is
        //      furnished to do so, subject to the following conditions:
        //
        //      The above copyright notice and this permission notice shall be included in
        //      all copies or substantial portions of the Software.
        //
        //      THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
        //      IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
        //      FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
        //      AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
        //      LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
        //      FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS
        //      IN THE SOFTWARE.
        if (!arg) {
            // Need double quotation for empty argument
            return '""';
        }
        if (!arg.includes(' ') && !arg.includes('\t') && !arg.includes('"')) {
            // No quotation needed
            return arg;
        }
        if (!arg.includes('"') && !arg.includes('\\')) {
            // No embedded double quotes or backslashes, so I can just wrap
            // quote marks around the whole thing.
            return `"${arg}"`;
        }
        // Expected input/output:
        //   input : hello"world
        //   output: "hello\"world"
        //   input : hello""world
        //   output: "hello\"\"world"
        //   input : hello\world
        //   output: hello\world
        //   input : hello\\world
        //   output: hello\\world
        //   input : hello\"world
        //   output: "hello\\\"world"
        //   input : hello\\"world
        //   output: "hello\\\\\"world"
        //   input : hello world\
        //   output: "hello world\\" - note the comment in libuv actually reads "hello world\"
        //                             but it appears the comment is wrong, it should be "hello world\\"
        let reverse = '"';
        let quoteHit = true;
        for (let i = arg.length; i > 0; i--) {
            // walk the string in reverse
            reverse += arg[i - 1];
            if (quoteHit && arg[i - 1] === '\\') {
                reverse += '\\';
            }
            else if (arg[i - 1] === '"') {
                quoteHit = true;
                reverse += '\\';
            }
            else {
                quoteHit = false;
            }
        }
        reverse += '"';
        return reverse.split('').reverse().join('');
    }
    _cloneExecOptions(options) {
        options = options || {};
        const result = {
            cwd: options.cwd || process.cwd(),
            env: options.env || process.env,
            silent: options.silent || false,
            windowsVerbatimArguments: options.windowsVerbatimArguments || false,
            failOnStdErr: options.failOnStdErr || false,
            ignoreReturnCode: options.ignoreReturnCode || false,
            delay: options.delay || 10000
        };
        result.outStream = options.outStream || process.stdout;
        result.errStream = options.errStream || process.stderr;
        return result;
    }
    _getSpawnOptions(options, toolPath) {
        options = options || {};
        const result = {};
        result.cwd = options.cwd;
        result.env = options.env;
        result['windowsVerbatimArguments'] =
            options.windowsVerbatimArguments || this._isCmdFile();
        if (options.windowsVerbatimArguments) {
            result.argv0 = `"${toolPath}"`;
        }
        return result;
    }
    /**
     * Exec a tool.
     * Output will be streamed to the live console.
     * Returns promise with return code
     *
     * @param     tool     path to tool to exec
     * @param     options  optional exec options.  See ExecOptions
     * @returns   number
     */
    exec() {
        return toolrunner_awaiter(this, void 0, void 0, function* () {
            // root the tool path if it is unrooted and contains relative pathing
            if (!isRooted(this.toolPath) &&
                (this.toolPath.includes('/') ||
                    (toolrunner_IS_WINDOWS && this.toolPath.includes('\\')))) {
                // prefer options.cwd if it is specified, however options.cwd may also need to be rooted
                this.toolPath = external_path_.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath);
            }
            // if the tool is only a file name, then resolve it from the PATH
            // otherwise verify it exists (add extension on Windows if necessary)
            this.toolPath = yield which(this.toolPath, true);
            return new Promise((resolve, reject) => toolrunner_awaiter(this, void 0, void 0, function* () {
                this._debug(`exec tool: ${this.toolPath}`);
                this._debug('arguments:');
                for (const arg of this.args) {
                    this._debug(`   ${arg}`);
                }
                const optionsNonNull = this._cloneExecOptions(this.options);
                if (!optionsNonNull.silent && optionsNonNull.outStream) {
                    optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + external_os_.EOL);
                }
                const state = new ExecState(optionsNonNull, this.toolPath);
                state.on('debug', (message) => {
                    this._debug(message);
                });
                if (this.options.cwd && !(yield exists(this.options.cwd))) {
                    return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
                }
                const fileName = this._getSpawnFileName();
                const cp = external_child_process_namespaceObject.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName));
                let stdbuffer = '';
                if (cp.stdout) {
                    cp.stdout.on('data', (data) => {
                        if (this.options.listeners && this.options.listeners.stdout) {
                            this.options.listeners.stdout(data);
                        }
                        if (!optionsNonNull.silent && optionsNonNull.outStream) {
                            optionsNonNull.outStream.write(data);
                        }
                        stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.stdline) {
                                this.options.listeners.stdline(line);
                            }
                        });
                    });
                }
                let errbuffer = '';
                if (cp.stderr) {
                    cp.stderr.on('data', (data) => {
                        state.processStderr = true;
                        if (this.options.listeners && this.options.listeners.stderr) {
                            this.options.listeners.stderr(data);
                        }
                        if (!optionsNonNull.silent &&
                            optionsNonNull.errStream &&
                            optionsNonNull.outStream) {
                            const s = optionsNonNull.failOnStdErr
                                ? optionsNonNull.errStream
                                : optionsNonNull.outStream;
                            s.write(data);
                        }
                        errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
                            if (this.options.listeners && this.options.listeners.errline) {
                                this.options.listeners.errline(line);
                            }
                        });
                    });
                }
                cp.on('error', (err) => {
                    state.processError = err.message;
                    state.processExited = true;
                    state.processClosed = true;
                    state.CheckComplete();
                });
                cp.on('exit', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    this._debug(`Exit code ${code} received from tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                cp.on('close', (code) => {
                    state.processExitCode = code;
                    state.processExited = true;
                    state.processClosed = true;
                    this._debug(`STDIO streams have closed for tool '${this.toolPath}'`);
                    state.CheckComplete();
                });
                state.on('done', (error, exitCode) => {
                    if (stdbuffer.length > 0) {
                        this.emit('stdline', stdbuffer);
                    }
                    if (errbuffer.length > 0) {
                        this.emit('errline', errbuffer);
                    }
                    cp.removeAllListeners();
                    if (error) {
                        reject(error);
                    }
                    else {
                        resolve(exitCode);
                    }
                });
                if (this.options.input) {
                    if (!cp.stdin) {
                        throw new Error('child process missing stdin');
                    }
                    cp.stdin.end(this.options.input);
                }
            }));
        });
    }
}
/**
 * Convert an arg string to an array of args. Handles escaping
 *
 * @param    argString   string of arguments
 * @returns  string[]    array of arguments
 */
function argStringToArray(argString) {
    const args = [];
    let inQuotes = false;
    let escaped = false;
    let arg = '';
    function append(c) {
        // we only escape double quotes.
        if (escaped && c !== '"') {
            arg += '\\';
        }
        arg += c;
        escaped = false;
    }
    for (let i = 0; i < argString.length; i++) {
        const c = argString.charAt(i);
        if (c === '"') {
            if (!escaped) {
                inQuotes = !inQuotes;
            }
            else {
                append(c);
            }
            continue;
        }
        if (c === '\\' && escaped) {
            append(c);
            continue;
        }
        if (c === '\\' && inQuotes) {
            escaped = true;
            continue;
        }
        if (c === ' ' && !inQuotes) {
            if (arg.length > 0) {
                args.push(arg);
                arg = '';
            }
            continue;
        }
        append(c);
    }
    if (arg.length > 0) {
        args.push(arg.trim());
    }
    return args;
}
class ExecState extends external_events_.EventEmitter {
    constructor(options, toolPath) {
        super();
        this.processClosed = false; // tracks whether the process has exited and stdio is closed
        this.processError = '';
        this.processExitCode = 0;
        this.processExited = false; // tracks whether the process has exited
        this.processStderr = false; // tracks whether stderr was written to
        this.delay = 10000; // 10 seconds
        this.done = false;
        this.timeout = null;
        if (!toolPath) {
            throw new Error('toolPath must not be empty');
        }
        this.options = options;
        this.toolPath = toolPath;
        if (options.delay) {
            this.delay = options.delay;
        }
    }
    CheckComplete() {
        if (this.done) {
            return;
        }
        if (this.processClosed) {
            this._setResult();
        }
        else if (this.processExited) {
            this.timeout = (0,external_timers_namespaceObject.setTimeout)(ExecState.HandleTimeout, this.delay, this);
        }
    }
    _debug(message) {
        this.emit('debug', message);
    }
    _setResult() {
        // determine whether there is an error
        let error;
        if (this.processExited) {
            if (this.processError) {
                error = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`);
            }
            else if (this.processExitCode !== 0 && !this.options.ignoreReturnCode) {
                error = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`);
            }
            else if (this.processStderr && this.options.failOnStdErr) {
                error = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`);
            }
        }
        // clear the timeout
        if (this.timeout) {
            clearTimeout(this.timeout);
            this.timeout = null;
        }
        this.done = true;
        this.emit('done', error, this.processExitCode);
    }
    static HandleTimeout(state) {
        if (state.done) {
            return;
        }
        if (!state.processClosed && state.processExited) {
            const message = `The STDIO streams did not close within ${state.delay / 1000} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
            state._debug(message);
        }
        state._setResult();
    }
}
//# sourceMappingURL=toolrunner.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/exec/lib/exec.js
var exec_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


/**
 * Exec a command.
 * Output will be streamed to the live console.
 * Returns promise with return code
 *
 * @param     commandLine        command to execute (can include additional args). Must be correctly escaped.
 * @param     args               optional arguments for tool. Escaping is handled by the lib.
 * @param     options            optional exec options.  See ExecOptions
 * @returns   Promise<number>    exit code
 */
function exec_exec(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        const commandArgs = tr.argStringToArray(commandLine);
        if (commandArgs.length === 0) {
            throw new Error(`Parameter 'commandLine' cannot be null or empty.`);
        }
        // Path to tool to execute should be first arg
        const toolPath = commandArgs[0];
        args = commandArgs.slice(1).concat(args || []);
        const runner = new tr.ToolRunner(toolPath, args, options);
        return runner.exec();
    });
}
/**
 * Exec a command and get the output.
 * Output will be streamed to the live console.
 * Returns promise with the exit code and collected stdout and stderr
 *
 * @param     commandLine           command to execute (can include additional args). Must be correctly escaped.
 * @param     args                  optional arguments for tool. Escaping is handled by the lib.
 * @param     options               optional exec options.  See ExecOptions
 * @returns   Promise<ExecOutput>   exit code, stdout, and stderr
 */
function getExecOutput(commandLine, args, options) {
    return exec_awaiter(this, void 0, void 0, function* () {
        var _a, _b;
        let stdout = '';
        let stderr = '';
        //Using string decoder covers the case where a mult-byte character is split
        const stdoutDecoder = new StringDecoder('utf8');
        const stderrDecoder = new StringDecoder('utf8');
        const originalStdoutListener = (_a = options === null || options === void 0 ? void 0 : options.listeners) === null || _a === void 0 ? void 0 : _a.stdout;
        const originalStdErrListener = (_b = options === null || options === void 0 ? void 0 : options.listeners) === null || _b === void 0 ? void 0 : _b.stderr;
        const stdErrListener = (data) => {
            stderr += stderrDecoder.write(data);
            if (originalStdErrListener) {
                originalStdErrListener(data);
            }
        };
        const stdOutListener = (data) => {
            stdout += stdoutDecoder.write(data);
            if (originalStdoutListener) {
                originalStdoutListener(data);
            }
        };
        const listeners = Object.assign(Object.assign({}, options === null || options === void 0 ? void 0 : options.listeners), { stdout: stdOutListener, stderr: stdErrListener });
        const exitCode = yield exec_exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
        //flush any remaining characters
        stdout += stdoutDecoder.end();
        stderr += stderrDecoder.end();
        return {
            exitCode,
            stdout,
            stderr
        };
    });
}
//# sourceMappingURL=exec.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/platform.js
var platform_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const getWindowsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout: version } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', undefined, {
        silent: true
    });
    const { stdout: name } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', undefined, {
        silent: true
    });
    return {
        name: name.trim(),
        version: version.trim()
    };
});
const getMacOsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    var _a, _b, _c, _d;
    const { stdout } = yield exec.getExecOutput('sw_vers', undefined, {
        silent: true
    });
    const version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : '';
    const name = (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : '';
    return {
        name,
        version
    };
});
const getLinuxInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
    const { stdout } = yield exec.getExecOutput('lsb_release', ['-i', '-r', '-s'], {
        silent: true
    });
    const [name, version] = stdout.trim().split('\n');
    return {
        name,
        version
    };
});
const platform = external_os_.platform();
const arch = external_os_.arch();
const isWindows = platform === 'win32';
const isMacOS = platform === 'darwin';
const isLinux = platform === 'linux';
function getDetails() {
    return platform_awaiter(this, void 0, void 0, function* () {
        return Object.assign(Object.assign({}, (yield (isWindows
            ? getWindowsInfo()
            : isMacOS
                ? getMacOsInfo()
                : getLinuxInfo()))), { platform,
            arch,
            isWindows,
            isMacOS,
            isLinux });
    });
}
//# sourceMappingURL=platform.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/core.js
var core_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};





/**
 * The code to exit an action
 */
var ExitCode;
(function (ExitCode) {
    /**
     * A code indicating that the action was successful
     */
    ExitCode[ExitCode["Success"] = 0] = "Success";
    /**
     * A code indicating that the action was a failure
     */
    ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
//-----------------------------------------------------------------------
// Variables
//-----------------------------------------------------------------------
/**
 * Sets env variable for this action and future actions in the job
 * @param name the name of the variable to set
 * @param val the value of the variable. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function exportVariable(name, val) {
    const convertedVal = toCommandValue(val);
    process.env[name] = convertedVal;
    const filePath = process.env['GITHUB_ENV'] || '';
    if (filePath) {
        return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
    }
    issueCommand('set-env', { name }, convertedVal);
}
/**
 * Registers a secret which will get masked from logs
 *
 * @param secret - Value of the secret to be masked
 * @remarks
 * This function instructs the Actions runner to mask the specified value in any
 * logs produced during the workflow run. Once registered, the secret value will
 * be replaced with asterisks (***) whenever it appears in console output, logs,
 * or error messages.
 *
 * This is useful for protecting sensitive information such as:
 * - API keys
 * - Access tokens
 * - Authentication credentials
 * - URL parameters containing signatures (SAS tokens)
 *
 * Note that masking only affects future logs; any previous appearances of the
 * secret in logs before calling this function will remain unmasked.
 *
 * @example
 * ```typescript
 * // Register an API token as a secret
 * const apiToken = "abc123xyz456";
 * setSecret(apiToken);
 *
 * // Now any logs containing this value will show *** instead
 * console.log(`Using token: ${apiToken}`); // Outputs: "Using token: ***"
 * ```
 */
function setSecret(secret) {
    command_issueCommand('add-mask', {}, secret);
}
/**
 * Prepends inputPath to the PATH (for this action and future actions)
 * @param inputPath
 */
function addPath(inputPath) {
    const filePath = process.env['GITHUB_PATH'] || '';
    if (filePath) {
        issueFileCommand('PATH', inputPath);
    }
    else {
        issueCommand('add-path', {}, inputPath);
    }
    process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
/**
 * Gets the value of an input.
 * Unless trimWhitespace is set to false in InputOptions, the value is also trimmed.
 * Returns an empty string if the value is not defined.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string
 */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options && options.required && !val) {
        throw new Error(`Input required and not supplied: ${name}`);
    }
    if (options && options.trimWhitespace === false) {
        return val;
    }
    return val.trim();
}
/**
 * Gets the values of an multiline input.  Each value is also trimmed.
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   string[]
 *
 */
function getMultilineInput(name, options) {
    const inputs = getInput(name, options)
        .split('\n')
        .filter(x => x !== '');
    if (options && options.trimWhitespace === false) {
        return inputs;
    }
    return inputs.map(input => input.trim());
}
/**
 * Gets the input value of the boolean type in the YAML 1.2 "core schema" specification.
 * Support boolean input list: `true | True | TRUE | false | False | FALSE` .
 * The return value is also in boolean type.
 * ref: https://yaml.org/spec/1.2/spec.html#id2804923
 *
 * @param     name     name of the input to get
 * @param     options  optional. See InputOptions.
 * @returns   boolean
 */
function getBooleanInput(name, options) {
    const trueValue = ['true', 'True', 'TRUE'];
    const falseValue = ['false', 'False', 'FALSE'];
    const val = getInput(name, options);
    if (trueValue.includes(val))
        return true;
    if (falseValue.includes(val))
        return false;
    throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
        `Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
/**
 * Sets the value of an output.
 *
 * @param     name     name of the output to set
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function setOutput(name, value) {
    const filePath = process.env['GITHUB_OUTPUT'] || '';
    if (filePath) {
        return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
    }
    process.stdout.write(external_os_.EOL);
    command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
/**
 * Enables or disables the echoing of commands into stdout for the rest of the step.
 * Echoing is disabled by default if ACTIONS_STEP_DEBUG is not set.
 *
 */
function setCommandEcho(enabled) {
    issue('echo', enabled ? 'on' : 'off');
}
//-----------------------------------------------------------------------
// Results
//-----------------------------------------------------------------------
/**
 * Sets the action status to failed.
 * When the action exits it will be with an exit code of 1
 * @param message add error issue message
 */
function setFailed(message) {
    process.exitCode = ExitCode.Failure;
    error(message);
}
//-----------------------------------------------------------------------
// Logging Commands
//-----------------------------------------------------------------------
/**
 * Gets whether Actions Step Debug is on or not
 */
function isDebug() {
    return process.env['RUNNER_DEBUG'] === '1';
}
/**
 * Writes debug message to user log
 * @param message debug message
 */
function debug(message) {
    command_issueCommand('debug', {}, message);
}
/**
 * Adds an error issue
 * @param message error issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function error(message, properties = {}) {
    command_issueCommand('error', utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a warning issue
 * @param message warning issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function warning(message, properties = {}) {
    command_issueCommand('warning', utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Adds a notice issue
 * @param message notice issue message. Errors will be converted to string via toString()
 * @param properties optional properties to add to the annotation.
 */
function notice(message, properties = {}) {
    issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
/**
 * Writes info to log with console.log.
 * @param message info message
 */
function info(message) {
    process.stdout.write(message + external_os_.EOL);
}
/**
 * Begin an output group.
 *
 * Output until the next `groupEnd` will be foldable in this group
 *
 * @param name The name of the output group
 */
function startGroup(name) {
    issue('group', name);
}
/**
 * End an output group.
 */
function endGroup() {
    issue('endgroup');
}
/**
 * Wrap an asynchronous function call in a group.
 *
 * Returns the same type as the function itself.
 *
 * @param name The name of the group
 * @param fn The function to wrap in the group
 */
function group(name, fn) {
    return core_awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
            result = yield fn();
        }
        finally {
            endGroup();
        }
        return result;
    });
}
//-----------------------------------------------------------------------
// Wrapper action state
//-----------------------------------------------------------------------
/**
 * Saves state for current action, the state can only be retrieved by this action's post job execution.
 *
 * @param     name     name of the state to store
 * @param     value    value to store. Non-string values will be converted to a string via JSON.stringify
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function saveState(name, value) {
    const filePath = process.env['GITHUB_STATE'] || '';
    if (filePath) {
        return issueFileCommand('STATE', prepareKeyValueMessage(name, value));
    }
    issueCommand('save-state', { name }, toCommandValue(value));
}
/**
 * Gets the value of an state set by this action's main execution.
 *
 * @param     name     name of the state to get
 * @returns   string
 */
function getState(name) {
    return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
    return core_awaiter(this, void 0, void 0, function* () {
        const { OidcClient } = yield Promise.all(/* import() */[__nccwpck_require__.e(119), __nccwpck_require__.e(936)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3936));
        return yield OidcClient.getIDToken(aud);
    });
}
/**
 * Summary exports
 */

/**
 * @deprecated use core.summary
 */

/**
 * Path exports
 */

/**
 * Platform utilities exports
 */

//# sourceMappingURL=core.js.map

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
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
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
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
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
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map