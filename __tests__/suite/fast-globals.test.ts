/**
 * The suite's transformer (__tests__/helpers/fast-globals/transformer.cjs): each module binds the
 * built-in globals it reads, once, so that its reads do not go through the vm context's
 * interceptors (docs/measurements/test-suite-timings.md, "Globals in the Jest worker"). What it binds, what it leaves
 * alone, and that this very file reads its own bindings.
 */
import { createRequire } from 'node:module';

const { withPrologue } = createRequire(import.meta.url)('../helpers/fast-globals/transformer.cjs') as { withPrologue: (code: string) => string };

/** The global the expression reads while `name` is replaced on globalThis (restored before anything else runs). */
function readWhileReplaced<T>(name: string, read: () => T): { seen: T; original: unknown } {
  const scope = globalThis as unknown as Record<string, unknown>;
  const original = scope[name];
  scope[name] = { replaced: name };
  try {
    return { seen: read(), original };
  } finally {
    scope[name] = original;
  }
}

test('this module reads Math and JSON as its own bindings, taken when it loaded', () => {
  const math = readWhileReplaced('Math', () => Math);
  expect(math.seen).toBe(math.original);
  const json = readWhileReplaced('JSON', () => JSON);
  expect(json.seen).toBe(json.original);
});

test('Date, timers and console stay globals: fake timers and Jest\'s console replace them', () => {
  expect(readWhileReplaced('Date', () => Date).seen).toEqual({ replaced: 'Date' });
  expect(readWhileReplaced('setTimeout', () => setTimeout).seen).toEqual({ replaced: 'setTimeout' });
  expect(readWhileReplaced('console', () => console).seen).toEqual({ replaced: 'console' });
});

test('the prologue binds what a module reads, on its first line, after a hashbang or "use strict"', () => {
  // (Not Math or JSON here: a module whose text spells a binding of a name keeps that name a global, and the first test needs both bound.)
  expect(withPrologue('export const f = (x) => parseFloat(x) + Infinity;\n')).toBe('const { Infinity, parseFloat } = globalThis;export const f = (x) => parseFloat(x) + Infinity;\n');
  expect(withPrologue('"use strict";\nexports.n = Number("1");')).toBe('"use strict";const { Number } = globalThis;\nexports.n = Number("1");');
  expect(withPrologue("'use strict'\nexports.n = Number('1');")).toBe("'use strict';const { Number } = globalThis;\nexports.n = Number('1');");
  expect(withPrologue('/*! licence */\n"use strict";\nNumber(1);')).toBe('/*! licence */\n"use strict";const { Number } = globalThis;\nNumber(1);');
  expect(withPrologue('#!/usr/bin/env node\nconsole.log(Buffer.from("x"));')).toBe('#!/usr/bin/env node\nconst { Buffer } = globalThis;console.log(Buffer.from("x"));');
  // Nothing to bind: the code as it was.
  expect(withPrologue('export const one = 1;')).toBe('export const one = 1;');
});

test.each([
  ['an import', 'import { Buffer } from "node:buffer"; Buffer.from("x");'],
  ['a default import', 'import URL from "./url.js"; new URL("x");'],
  ['a function', 'function Map() {} new Map();'],
  ['a class', 'class Error2 {} class Error extends Error2 {} new Error();'],
  ['a const', 'const Symbol = 1; Symbol;'],
  ['a var in a block', 'if (x) { var Proxy = 2; } Proxy;'],
  ['a destructuring', 'const { a, Set } = y; new Set(a);'],
  ['a further declarator', 'let a = 1, Array = 2; Array;'],
])('a module that binds the name itself (%s) keeps its binding', (_kind, code) => {
  const name = /(Buffer|URL|Map|Error|Symbol|Proxy|Set|Array)\b/.exec(code.replace(/Error2/g, ''))![1]!;
  const out = withPrologue(code);
  const prologue = out.slice(0, out.length - code.length);
  expect(out.endsWith(code)).toBe(true);
  expect(prologue).not.toMatch(new RegExp(`\\b${name}\\b`));
});
