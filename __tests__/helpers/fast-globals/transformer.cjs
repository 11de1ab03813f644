// ts-jest, plus one line that makes the built-in globals a module uses its own bindings
// (docs/measurements/test-suite-timings.md, "Globals in the Jest worker"). Jest evaluates every module in a `vm`
// context, and there each read of a global (`Math`, `JSON`, `Buffer`, `Object`, …) goes through
// Node's context interceptors: ~150 ns against ~1 ns outside (nodejs/node#31658, jestjs/jest#5163),
// so a seeded generator or a validator's inner loop ran 10–30× slower in a test than in the
// product. The line, put before the module's first statement on its first line (so no line
// number moves), reads each of those globals once:
//
//   const { Math, JSON, … } = globalThis;
//
// after which the module's reads are module-scope bindings. Only names the module reads and does
// not declare or import itself, and only values no test replaces (ECMAScript's intrinsics and
// Node's Buffer, URL and text codecs; never Date, timers, console or process, which Jest's fake
// timers and console swap). A name a module declares in a way the check below does not see
// would be a duplicate declaration: a SyntaxError when the file loads, never a silent change.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const tsJest = require('ts-jest').default;

const GLOBALS = [
  'Object', 'Array', 'Math', 'JSON', 'String', 'Number', 'Boolean', 'Symbol', 'BigInt', 'Map', 'Set', 'WeakMap', 'WeakSet',
  'Promise', 'RegExp', 'Error', 'TypeError', 'RangeError', 'SyntaxError', 'Reflect', 'Proxy', 'ArrayBuffer', 'Uint8Array',
  'Uint16Array', 'Uint32Array', 'Int32Array', 'Float64Array', 'DataView', 'Intl', 'NaN', 'Infinity', 'parseInt', 'parseFloat',
  'isNaN', 'isFinite', 'encodeURIComponent', 'decodeURIComponent', 'encodeURI', 'decodeURI',
  'Buffer', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder',
];

/** The ways a module's own top-level binding of `name` can be spelled (over-inclusive: a match only means the name is left alone). */
function declares(code, name) {
  const n = `\\b${name}\\b`;
  return [
    new RegExp(`\\b(?:function\\*?|class)\\s+${name}\\b`),
    new RegExp(`\\b(?:const|let|var)\\s+${name}\\b`),
    // Destructuring and further declarators: `const { a, Map } = …`, `let a = 1, Map = 2`.
    new RegExp(`\\b(?:const|let|var)\\s*[{[][^=;]*${n}`),
    new RegExp(`\\b(?:const|let|var)\\s[^;]*,\\s*${name}\\s*[=,;]`),
    new RegExp(`\\bimport\\b[^;'"]*${n}`),
    // An assignment (a polyfill writing the global): the module must write the global, not a binding.
    new RegExp(`(?<![.\\w$])${name}\\s*(?:[-+*/%&|^]|\\*\\*|<<|>>>?|&&|\\|\\||\\?\\?)?=(?!=)`),
  ].some((re) => re.test(code));
}

/** The prologue for one module's code: the globals it reads and does not bind itself, or ''. */
function prologue(code) {
  const names = GLOBALS.filter((name) => new RegExp(`\\b${name}\\b`).test(code) && !declares(code, name));
  return names.length === 0 ? '' : `const { ${names.join(', ')} } = globalThis;`;
}

/** `code` with the prologue on its first line: after a hashbang line or a leading "use strict" directive, which must stay first. */
function withPrologue(code) {
  const line = prologue(code);
  if (line === '') return code;
  let at = 0;
  if (code.startsWith('#!')) at = code.indexOf('\n') + 1;
  // The directive may follow comments (a licence header) and whitespace; it must stay the first statement.
  const lead = /^(?:\s+|\/\/[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/.exec(code.slice(at))[0];
  const directive = /^(?:"use strict"|'use strict');?/.exec(code.slice(at + lead.length));
  if (directive !== null) {
    const end = at + lead.length + directive[0].length;
    // A directive without its semicolon gets one, or the line would continue its expression.
    return `${code.slice(0, end - directive[0].length)}${directive[0].replace(/;?$/, ';')}${line}${code.slice(end)}`;
  }
  return `${code.slice(0, at)}${line}${code.slice(at)}`;
}

/** Part of every cache key, so a cached transform from before a change of this file is not reused. */
const SELF = createHash('sha256').update(readFileSync(__filename)).digest('hex');

module.exports = {
  withPrologue,
  createTransformer(options) {
    const inner = tsJest.createTransformer(options);
    const wrap = (out) => (typeof out === 'string' ? withPrologue(out) : { ...out, code: withPrologue(out.code) });
    return {
      canInstrument: inner.canInstrument,
      process: (...args) => wrap(inner.process(...args)),
      processAsync: async (...args) => wrap(await inner.processAsync(...args)),
      getCacheKey: (...args) => `${inner.getCacheKey(...args)}:${SELF}`,
      getCacheKeyAsync: async (...args) => `${await inner.getCacheKeyAsync(...args)}:${SELF}`,
    };
  },
};
