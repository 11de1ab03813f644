// jsdom as the engine runs it keeps no symbol-keyed link between a wrapper a page holds and its
// implementation (scripts/jsdom-patch.mjs, applied by patch-package). A page walks everything it
// can reach — own keys and symbols, prototypes, accessors called on each object they belong to —
// and must find no own symbol-keyed property but the language's well-known symbols and the
// window's constructor registry. The walk leaves out the window's own `_` fields (`_document`,
// `_virtualConsole`…), which are jsdom's internals themselves, not links from a wrapper: the
// window-internals layer governs them (docs/engine.md, "Private links"). The walk fails on an unpatched jsdom (Symbol(impl) on every
// wrapper) and on an upgrade that brings the links back; the build's own check (assertPatched on
// node_modules and on dist/engine) is tested on the files it reads.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { assertPatched, jsFiles, PATCH_MARKERS } from '../../scripts/jsdom-patch.mjs';

/** Upper bound on objects the page walks; the walk reaches some two thousand (eight under plain Node). */
const WALK_LIMIT = 40_000;
const MIN_REACHED = 1_000;

const WALKER = `
  var WELL_KNOWN = Object.getOwnPropertyNames(Symbol).map(function (n) { return Symbol[n]; }).filter(function (s) { return typeof s === 'symbol'; });
  var REGISTRY = Symbol.for('[webidl2js] constructor registry');
  // Jest marks the Node globals of its test environment (some reach pages through jsdom); the engine has no such mark.
  var HARNESS = Symbol.for('$$jest-protect-from-deletion');
  var TAGS = 'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 head header hr html i iframe img input ins kbd label legend li link main map mark menu meta meter nav noscript object ol optgroup option output p picture pre progress q rp rt ruby s samp script section select slot small source span strong style sub summary sup table tbody td template textarea tfoot th thead time title tr track u ul var video wbr svg math x-custom'.split(' ');
  var form = document.createElement('form');
  form.innerHTML = '<input name="a" value="1"><select name="s"><option>1</option></select><textarea name="t">x</textarea>';
  document.body.appendChild(form);
  var seeds = [window, document, form, form.elements, new FormData(form).entries(), document.body.classList.entries(),
    new URL('http://x/?a=1'), new URLSearchParams('a=1').entries(), new Headers({ a: '1' }).entries(), document.createRange(),
    document.createTreeWalker(document), document.createNodeIterator(document), new Event('x'), new CustomEvent('y'),
    new MouseEvent('click'), new KeyboardEvent('keydown'), new XMLHttpRequest(), new AbortController(), new DOMParser(),
    new Blob(['x']), new File(['x'], 'f'), new Option('o'), new Image(), document.implementation, document.createTextNode('t'),
    document.createComment('c'), document.createDocumentFragment(), document.createAttribute('a'), new Text('t'),
    document.body.attributes, document.styleSheets, document.querySelectorAll('*'), document.getElementsByTagName('*'),
    document.createElementNS('http://www.w3.org/2000/svg', 'svg'), new DOMException('x'), localStorage, history, location,
    navigator, document.body.style, document.body.dataset, new MutationObserver(function () {}), document.getSelection()];
  TAGS.forEach(function (tag) { seeds.push(document.createElement(tag)); });
  var seen = new Set();
  var queue = seeds.slice();
  var found = [];
  function internal(o, k) { return o === window && typeof k === 'string' && k.charAt(0) === '_'; }
  function enqueue(v) { if (v !== null && (typeof v === 'object' || typeof v === 'function') && !seen.has(v)) queue.push(v); }
  // The first find ends the walk: past a link, everything the engine holds is reachable.
  while (queue.length > 0 && seen.size < ${WALK_LIMIT} && found.length === 0) {
    var o = queue.shift();
    if (seen.has(o)) continue;
    seen.add(o);
    var keys;
    try { keys = Reflect.ownKeys(o); } catch (e) { continue; }
    keys.forEach(function (k) {
      if (internal(o, k)) return;
      if (typeof k === 'symbol' && WELL_KNOWN.indexOf(k) === -1 && k !== HARNESS && !(o === window && k === REGISTRY)) found.push(String(k) + ' on ' + Object.prototype.toString.call(o));
      var d;
      try { d = Object.getOwnPropertyDescriptor(o, k); } catch (e) { return; }
      if (!d) return;
      if ('value' in d) enqueue(d.value);
      if (d.get) enqueue(d.get);
      if (d.set) enqueue(d.set);
    });
    // Accessors live on prototypes: call each with the object it is read from.
    for (var p = o; p !== null; p = Object.getPrototypeOf(p)) {
      var names;
      try { names = Reflect.ownKeys(p); } catch (e) { break; }
      names.forEach(function (k) {
        if (internal(p, k)) return;
        var d = Object.getOwnPropertyDescriptor(p, k);
        if (d && d.get) { try { enqueue(d.get.call(o)); } catch (e) {} }
      });
    }
    try { enqueue(Object.getPrototypeOf(o)); } catch (e) {}
  }
  window.__walk = { reached: seen.size, found: found };
`;

test('a page reaches no own symbol-keyed property but well-known symbols and its constructor registry', () => {
  const dom = new JSDOM(`<!doctype html><html><body><p>page</p><script>${WALKER}</script></body></html>`, { url: 'http://127.0.0.1/', runScripts: 'dangerously' });
  const walk = (dom.window as unknown as { __walk: { reached: number; found: string[] } }).__walk;
  dom.window.close();
  expect(walk.reached).toBeGreaterThan(MIN_REACHED);
  expect(walk.found).toEqual([]);
});

test('the patch applied: node_modules and the engine bundle hold the patched glue', () => {
  expect(() => assertPatched([...jsFiles(join(process.cwd(), 'node_modules/jsdom/lib')), ...jsFiles(join(process.cwd(), 'node_modules/whatwg-url/lib'))], 'node_modules/jsdom')).not.toThrow();
  const engine = join(process.cwd(), 'dist/engine');
  expect(() => assertPatched(readdirSync(engine).filter((f) => f.endsWith('.js')).map((f) => join(engine, f)), 'dist/engine')).not.toThrow();
});

test('the build refuses a jsdom whose links are symbols again, or whose patch is missing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jsdom-patch-'));
  try {
    const patched = join(dir, 'patched.js');
    writeFileSync(patched, PATCH_MARKERS.present.join('\n'));
    expect(() => assertPatched([patched], 'fixture')).not.toThrow();
    const upgraded = join(dir, 'upgraded.js');
    writeFileSync(upgraded, 'const implSymbol = Symbol("impl");\nfunction implForWrapper(wrapper) { return wrapper[implSymbol]; }\n');
    expect(() => assertPatched([patched, upgraded], 'fixture')).toThrow(/found Symbol\("impl"\)/);
    expect(() => assertPatched([upgraded], 'fixture')).toThrow(/missing const implOfWrapper = new WeakMap\(\);/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
