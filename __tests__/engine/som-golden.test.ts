// Golden digests of the SOM compiler's output: every HTML page under fixtures/ and a generated
// corpus (helpers/html-corpus.ts) compiled in-process, each result (the SOM and which element
// each id maps to) hashed and compared with the digest recorded when the compiler was split into
// its modules. A change to any role, label, attribute, budget or id decision shows here; when
// the change is intended, print the new digests with SOM_GOLDEN_PRINT=1 and replace them.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { JSDOM } from 'jsdom';
import { compileDocument } from '../../src/engine/som/compiler.js';
import type { DomDocument } from '../../src/engine/som/dom.js';
import { generatedDocuments } from './helpers/html-corpus.js';

const FIXTURES = join(process.cwd(), 'fixtures');
/** The generated corpus: enough documents that every compiler branch is taken many times. */
const CORPUS_SEED = 20;
const CORPUS_SIZE = 60;

/** A document as the engine gets one: its own window at its URL. */
const inWindow = (html: string, url: string): Document => new JSDOM(html, { url }).window.document;

/**
 * The same HTML parse without a window per document: one window, moved to each URL, whose
 * DOMParser makes the document (same parser, same URL for links; no browsing context, so an
 * <iframe> builds no window of its own). A window per document was most of this file's CPU; the
 * generated corpus goes through this, and EQUIVALENCE_SAMPLE shows each run it digests the same.
 */
const shared = new JSDOM();
const parser = new shared.window.DOMParser();
const parsed = (html: string, url: string): Document => {
  shared.reconfigure({ url });
  return parser.parseFromString(html, 'text/html');
};
/**
 * What the equivalence check digests both ways: the shortest corpus documents with each element
 * whose handling differs without a window (an <iframe> builds a nested window in one; a
 * <template> holds its content apart), plus the shortest of all. Shortest, because a window per
 * iframe is what makes the window side expensive.
 */
const WITHOUT_A_WINDOW_DIFFERS = ['<iframe', '<template'];

function digest(html: string, url: string, load: (html: string, url: string) => Document = inWindow): string {
  const { som, nodes } = compileDocument(load(html, url) as unknown as DomDocument, url);
  const mapped = [...nodes].map(([id, node]) => [id, node.localName, (node as unknown as Element).outerHTML.length]);
  return createHash('sha256').update(JSON.stringify(som)).update('\n').update(JSON.stringify(mapped)).digest('hex');
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Recorded from the compiler before the split (one file, 1,229 lines). */
const EXPECTED_FIXTURES: Record<string, string> = {
  'benchmark/destination.html': '368ad488d0e24be987927a07bb491b66d1062d5900b0092937b268c0c06be54e',
  'benchmark/form.html': '98a5ac736fb03497e70eab459d7eb1b498869717313ceceb4530810d38d3c28c',
  'benchmark/start.html': 'a84fba599b8e2c557ec1ef862902e0af91e224699ae846b06a7d171ef5101af0',
  'engine/article.html': '3940f50b4770a47fc5a09e64ecd1392ce4d6f3f136cc1cc1144714604e6e5a26',
  'engine/broken-script.html': 'e6f131446eeb1002ae63797e25f5ab4b5da1ee780f0ff4b20a4a156feb9fc3a4',
  'engine/canvas.html': '3d1c42fe71506d83b4bb3eccfbb528dde4682213066bc7dd9875411829406fed',
  'engine/controls.html': '02b32eb5e4609692b1008a5326277b85baa7614c2b3b152fc714f1415f6e4a64',
  'engine/cookies.html': '5f031552eb32b9966ef304f8bfc4ddb166ced6d3e7c1cb50545b0e1c082d8a60',
  'engine/memory-hungry.html': '8f4b6745d2c6e80e51bc62a5e84f7c23366ec3b38e66e57f153ada918a6d22ba',
  'engine/next.html': '85fd72bb6ea4a8b0c5cb939bc1bff2fb8f96c98e4d2e22a77d54aa92a138b653',
  // The page-model differential's golden pages (som-classes.test.ts holds their full models).
  'engine/som-classes/attributes.html': '86eb5c6b266168c0d14b31a35faa82d967cd9ab0bce7a43dfd79e694e7ba6b7c',
  'engine/som-classes/control-state.html': '9d7722a61a082b7255f8a0ea063f207bdf2442238b8584bc9c7e4dfd5b554e8f',
  'engine/som-classes/foster-text.html': '1e88253332112cbb74e19157b15e965fa6223b94f7c3e2c37041cc27b081936d',
  'engine/som-classes/hiding.html': 'c8ad20536d8592f24f1b5333071fc61b2a9f9dce22b73948638b42802f0982dd',
  'engine/som-classes/labels.html': '8ec8c20e0115b3f8985f2ddf099fad7e0f4ac304d3bf04ac13a527e7b70c9304',
  'engine/som-classes/roles.html': '5f5d7449ffc39db2a0592c7a5c0293f6e909d180c4a472f328ade996ed4f03d6',
  'engine/som-classes/tables.html': 'e5bbb843583c6eec98b4d15fd20901f487d9cd89be97c3582f8e87c0999ffc0a',
  'engine/som-classes/text.html': 'ef85bda1a69fb9a740d3e42bb79f70f3fbcc469dbdfaa9d2929c3ee67a0c34a6',
  'engine/som-deliberate.html': '32d01744e3de3efc416612e572dd62bfb8fab89b200bbfdc9225e6f5863c7a0e',
  'test-mode/shop.html': '6892b8f37d1fd6c3dcba1862ce5baa2dc1f55c69cb8c61e4ac4cdc32928ddcef',
};
/** Re-recorded when the compiler was aligned with upstream's page models (som-parity.test.ts). */
const EXPECTED_CORPUS = '4a06fad85c366b399be54e40606841fbbf716c1d5776307c22e684aec6cd634f';
/** Generated once for the file: the corpus test and the equivalence check read the same documents. */
const corpus = generatedDocuments(CORPUS_SEED, CORPUS_SIZE);

it('compiles every fixture page to the recorded SOM', () => {
  const actual = Object.fromEntries(
    htmlFiles(FIXTURES)
      .sort()
      .map((path) => [relative(FIXTURES, path), digest(readFileSync(path, 'utf8'), `http://127.0.0.1:1/${relative(FIXTURES, path)}`)]),
  );
  if (process.env.SOM_GOLDEN_PRINT === '1') process.stdout.write(`${JSON.stringify(actual, null, 2)}\n`);
  expect(actual).toEqual(EXPECTED_FIXTURES);
});

it('compiles the generated corpus to the recorded SOM', () => {
  const hash = createHash('sha256');
  for (const [index, html] of corpus.entries()) hash.update(digest(html, `https://example.com/doc/${index}`, parsed));
  const actual = hash.digest('hex');
  if (process.env.SOM_GOLDEN_PRINT === '1') process.stdout.write(`corpus ${actual}\n`);
  expect(actual).toBe(EXPECTED_CORPUS);
});

it('the parsed documents digest as documents in their own windows do', () => {
  const byLength = [...corpus.entries()].sort(([, a], [, b]) => a.length - b.length);
  const sample = new Map([byLength[0]!, ...WITHOUT_A_WINDOW_DIFFERS.map((tag) => byLength.find(([, html]) => html.includes(tag))!)]);
  for (const tag of WITHOUT_A_WINDOW_DIFFERS) expect([...sample.values()].some((html) => html.includes(tag))).toBe(true);
  for (const [index, html] of sample) {
    const url = `https://example.com/doc/${index}`;
    expect(digest(html, url, parsed)).toBe(digest(html, url, inWindow));
  }
});
