// Every change the engine makes to jsdom (and to whatwg-url, whose URL classes jsdom installs on each
// window), in one place. The committed dependency patches (patches/jsdom+*.patch,
// patches/whatwg-url+*.patch) are this codemod's output; patch-package applies them on `npm ci`
// (the postinstall script) and the build refuses to bundle without them (assertPatched, called by
// scripts/build.mjs on node_modules and on the engine bundle). On an upgrade of either package,
// reinstall it unpatched, then:
//   node scripts/jsdom-patch.mjs && npx patch-package jsdom whatwg-url
// The codemod fails when a file no longer has the shape it rewrites or when a use is left over.
//
// 1. Private links. Every DOM wrapper a page holds kept its implementation object under an own
//    symbol property (`Symbol(impl)`, listed by `Object.getOwnPropertySymbols`), each
//    implementation its wrapper under `Symbol(wrapper)`; the implementation classes are
//    module-level objects shared by every window of the process, so one page could rewrite what
//    every later page, of any origin or session, runs (an input's `value` setter). The links, the
//    SameObject caches and the iterator state move into WeakMaps private to webidl2js's utils.js.
//    What stays symbol-keyed: the constructor registry on each window (`Symbol.for`, shared by the
//    two packages), which holds only that window's own constructors.
// 2. Event-handler syntax check. jsdom checks an inline handler's syntax (`onclick="…"`) with the
//    engine realm's `Function`, which --disallow-code-generation-from-strings (confinement.ts)
//    turns into an EvalError: every such handler was dropped. The check uses the page's own
//    `Function`, the one jsdom compiles the handler with a few lines later.
// 3. Text before a node. The parser adapter's `insertTextBefore` (foster parenting: text inside a
//    <table> but outside its cells) appended the new text node at the parent's end instead of
//    inserting it before the reference node, so such text landed after the table, in pieces. The
//    HTML standard, browsers and upstream's parser put it before the table, as one text node.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LEFTOVER = /\b(implSymbol|wrapperSymbol|iterInternalSymbol|sameObjectCaches)\b/;

const UTILS_REWRITES = [
  [
    'const wrapperSymbol = Symbol("wrapper");\nconst implSymbol = Symbol("impl");\nconst sameObjectCaches = Symbol("SameObject caches");\n',
    [
      '// Wrapper <-> implementation links live in WeakMaps, never on the objects a page holds (a patch',
      "// of the Plasmate reference engine: scripts/jsdom-patch.mjs in its repository).",
      'const implOfWrapper = new WeakMap();',
      'const wrapperOfImpl = new WeakMap();',
      'const wrapperGetterOfImpl = new WeakMap();',
      'const sameObjectCacheOfWrapper = new WeakMap();',
      'function linkImpl(wrapper, impl) {',
      '  implOfWrapper.set(wrapper, impl);',
      '}',
      'function linkWrapper(impl, wrapper) {',
      '  wrapperOfImpl.set(impl, wrapper);',
      '}',
      'function linkWrapperGetter(impl, getter) {',
      '  wrapperGetterOfImpl.set(impl, getter);',
      '}',
      '// A wrapper that is a Proxy (named or indexed properties) is reached as the Proxy; it shares its',
      "// target's implementation.",
      'function linkProxy(target, proxy) {',
      '  implOfWrapper.set(proxy, implOfWrapper.get(target));',
      '  return proxy;',
      '}',
      'function implOf(wrapper) {',
      '  return isObject(wrapper) ? implOfWrapper.get(wrapper) : undefined;',
      '}',
      'function hasImpl(wrapper) {',
      '  return isObject(wrapper) && implOfWrapper.has(wrapper);',
      '}',
      'function wrapperOf(impl) {',
      '  if (!isObject(impl)) return undefined;',
      '  const getter = wrapperGetterOfImpl.get(impl);',
      '  return getter ? getter() : wrapperOfImpl.get(impl);',
      '}',
      '',
    ].join('\n'),
  ],
  [
    'function getSameObject(wrapper, prop, creator) {\n  if (!wrapper[sameObjectCaches]) {\n    wrapper[sameObjectCaches] = Object.create(null);\n  }\n\n  if (prop in wrapper[sameObjectCaches]) {\n    return wrapper[sameObjectCaches][prop];\n  }\n\n  wrapper[sameObjectCaches][prop] = creator();\n  return wrapper[sameObjectCaches][prop];\n}',
    'function getSameObject(wrapper, prop, creator) {\n  let cache = sameObjectCacheOfWrapper.get(wrapper);\n  if (!cache) {\n    cache = Object.create(null);\n    sameObjectCacheOfWrapper.set(wrapper, cache);\n  }\n\n  if (prop in cache) {\n    return cache[prop];\n  }\n\n  cache[prop] = creator();\n  return cache[prop];\n}',
  ],
  ['  return impl ? impl[wrapperSymbol] : null;', '  return impl ? wrapperOf(impl) : null;'],
  ['  return wrapper ? wrapper[implSymbol] : null;', '  return wrapper ? implOf(wrapper) : null;'],
  [
    'const iterInternalSymbol = Symbol("internal");\n',
    'const iteratorStates = new WeakMap();\nfunction linkIteratorState(iterator, state) {\n  iteratorStates.set(iterator, state);\n}\nfunction iteratorStateOf(iterator) {\n  return isObject(iterator) ? iteratorStates.get(iterator) : undefined;\n}\n',
  ],
  ['  wrapperSymbol,\n  implSymbol,\n', '  linkImpl,\n  linkProxy,\n  linkWrapper,\n  linkWrapperGetter,\n  implOf,\n  hasImpl,\n  wrapperOf,\n'],
  ['  iterInternalSymbol,\n', '  linkIteratorState,\n  iteratorStateOf,\n'],
];

// [pattern, replacement] applied in order to every other file of the package's webidl2js output.
const GLUE_REWRITES = [
  [/^const implSymbol = utils\.implSymbol;\n/gm, ''],
  [/Object\.defineProperty\((\w+), implSymbol, \{\n\s*value: ([^\n]+),\n\s*configurable: true\n\s*\}\);/g, 'utils.linkImpl($1, $2);'],
  [/Object\.defineProperty\((\w+), utils\.iterInternalSymbol, \{\n\s*value: ([^\n]+),\n\s*configurable: true\n\s*\}\);/g, 'utils.linkIteratorState($1, $2);'],
  [/this && this\[utils\.iterInternalSymbol\]/g, 'utils.iteratorStateOf(this)'],
  [/^(\s*)wrapper = makeProxy\(wrapper, globalObject\);$/gm, '$1wrapper = utils.linkProxy(wrapper, makeProxy(wrapper, globalObject));'],
  [/Object\.hasOwn\((\w+), implSymbol\)/g, 'utils.hasImpl($1)'],
  [/\b(\w+)\[implSymbol\]/g, 'utils.implOf($1)'],
  [/^(\s*)(\S+)\[utils\.wrapperSymbol\] = ([^;\n]+);$/gm, '$1utils.linkWrapper($2, $3);'],
  [/(utils\.implOf\(\w+\))\[utils\.wrapperSymbol\]/g, 'utils.wrapperOf($1)'],
];

const WINDOW_REWRITE = [
  'Object.defineProperty(idlUtils.implForWrapper(window), idlUtils.wrapperSymbol, { get: () => window._globalProxy });',
  // Page scripts call the window's methods on its global proxy, which must find the window's implementation too.
  'idlUtils.linkWrapperGetter(idlUtils.implForWrapper(window), () => window._globalProxy);\n  idlUtils.linkProxy(window, window._globalProxy);',
];

const HANDLER_REWRITE = [
  '      Function(body); // properly error out on syntax errors',
  "      document.defaultView.Function(body); // syntax check in the page's realm (a patch of the Plasmate reference engine)",
];

const FOSTER_TEXT_REWRITE = [
  '      parentNode._append(textNode, referenceNode);',
  '      parentNode._insert(textNode, referenceNode); // before the reference node (a patch of the Plasmate reference engine)',
];

/** Markers of the patched packages: text each must hold, and what none of their files may hold. */
export const PATCH_MARKERS = {
  present: ['const implOfWrapper = new WeakMap();', "document.defaultView.Function(body); // syntax check in the page's realm", 'parentNode._insert(textNode, referenceNode); // before the reference node'],
  absent: ['Symbol("impl")', 'Symbol("wrapper")', 'utils.implSymbol', '[implSymbol]', 'utils.wrapperSymbol', 'utils.iterInternalSymbol', 'Symbol("SameObject caches")', 'properly error out on syntax errors'],
};

/**
 * Throw unless the JavaScript in `files` is the patched one: every present marker found at least
 * once, no absent marker anywhere. `what` names the files in the error.
 */
export function assertPatched(files, what) {
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  const missing = PATCH_MARKERS.present.filter((marker) => !texts.some((text) => text.includes(marker)));
  const found = PATCH_MARKERS.absent.filter((marker) => texts.some((text) => text.includes(marker)));
  if (missing.length > 0 || found.length > 0) {
    throw new Error(
      `${what} is not the patched jsdom (scripts/jsdom-patch.mjs): ${[...missing.map((m) => `missing ${m}`), ...found.map((m) => `found ${m}`)].join('; ')}. Run npm ci (postinstall applies patches/), or regenerate the patches for a new jsdom.`,
    );
  }
}

function replaceOnce(path, source, [from, to]) {
  const count = source.split(from).length - 1;
  if (count !== 1) throw new Error(`${path}: expected the text to rewrite once, found it ${count} times:\n${from}`);
  return source.replace(from, () => to);
}

function rewriteUtils(path) {
  let source = readFileSync(path, 'utf8');
  for (const rewrite of UTILS_REWRITES) source = replaceOnce(path, source, rewrite);
  writeFileSync(path, source);
}

function rewriteGlue(path) {
  const before = readFileSync(path, 'utf8');
  let source = before;
  for (const [pattern, to] of GLUE_REWRITES) source = source.replace(pattern, to);
  if (source !== before) writeFileSync(path, source);
}

/** The .js files under `dir`, recursively. */
export function jsFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dir, f));
}

/** Rewrite the installed, unpatched packages under `nodeModules`. */
export function rewritePackages(nodeModules) {
  const packages = [
    { utils: join(nodeModules, 'jsdom/lib/generated/idl/utils.js'), scan: join(nodeModules, 'jsdom/lib') },
    { utils: join(nodeModules, 'whatwg-url/lib/utils.js'), scan: join(nodeModules, 'whatwg-url/lib') },
  ];
  for (const { utils, scan } of packages) {
    rewriteUtils(utils);
    for (const file of jsFiles(scan)) if (file !== utils) rewriteGlue(file);
  }
  for (const [file, rewrite] of [
    ['jsdom/lib/jsdom/browser/Window.js', WINDOW_REWRITE],
    ['jsdom/lib/jsdom/living/helpers/create-event-accessor.js', HANDLER_REWRITE],
    ['jsdom/lib/jsdom/browser/parser/html.js', FOSTER_TEXT_REWRITE],
  ]) {
    const path = join(nodeModules, file);
    writeFileSync(path, replaceOnce(path, readFileSync(path, 'utf8'), rewrite));
  }
  const leftovers = packages.flatMap(({ scan }) => jsFiles(scan)).filter((file) => LEFTOVER.test(readFileSync(file, 'utf8')));
  if (leftovers.length > 0) throw new Error(`uses of the link symbols left after the rewrite:\n${leftovers.join('\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  rewritePackages(join(process.cwd(), 'node_modules'));
  process.stdout.write('jsdom and whatwg-url rewritten; now run: npx patch-package jsdom whatwg-url\n');
}
