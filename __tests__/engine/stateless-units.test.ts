// In-process tests of the stateless tools' parts: the page cache at its bounds (entries, age,
// bytes, LRU order), structured-data bounds against a flooding page, text truncation, and the
// inspection report's output bound.
import { JSDOM } from 'jsdom';
import { truncateChars, somWithinBudget } from '../../src/engine/stateless/extract.js';
import { boundInspection, buildInspectionReport, MAX_COMPACT_ELEMENTS, MAX_INSPECTION_OUTPUT_BYTES } from '../../src/engine/stateless/inspect-page.js';
import { normalizeCacheUrl, PageCache, PAGE_CACHE_MAX_ENTRIES } from '../../src/engine/stateless/page-cache.js';
import { refreshMeta, SOM_VERSION, type SomDocument } from '../../src/engine/stateless/som-document.js';
import { extractStructuredData, MAX_JSON_LD_BLOCKS, MAX_JSON_LD_SCRIPT_CHARS, MAX_LINK_ENTRIES } from '../../src/engine/stateless/structured-data.js';

const bounds = (maxEntries: number, maxBytes = 1_000_000, maxAgeMs = 300_000) => ({ maxEntries, maxBytes, maxAgeMs });

describe('PageCache', () => {
  test('evicts the least recently used entry when the entry bound is reached, and counts it', () => {
    let now = 0;
    const cache = new PageCache(bounds(3), () => now);
    for (const path of ['a', 'b', 'c']) {
      now += 1;
      cache.store(`https://x.test/${path}`, 'h', '{}', 10);
    }
    now += 1;
    expect(cache.lookup('https://x.test/a', 'h').kind).toBe('hit'); // a is now the most recent
    now += 1;
    cache.store('https://x.test/d', 'h', '{}', 10);
    const snapshot = cache.snapshot();
    expect(snapshot).toMatchObject({ entries: 3, evictions: 1, max_entries: 3 });
    expect(cache.lookup('https://x.test/b', 'h').kind).toBe('miss');
    for (const kept of ['a', 'c', 'd']) expect(cache.lookup(`https://x.test/${kept}`, 'h').kind).toBe('hit');
    // Replacing an existing key evicts nothing.
    cache.store('https://x.test/a', 'h2', '{}', 10);
    expect(cache.snapshot()).toMatchObject({ entries: 3, evictions: 1 });
  });

  test('the default bound is upstream\'s thousand entries, and the thousand-and-first evicts one', () => {
    const cache = new PageCache();
    for (let i = 0; i <= PAGE_CACHE_MAX_ENTRIES; i += 1) cache.store(`https://x.test/${i}`, 'h', '{}', 1);
    expect(cache.snapshot()).toMatchObject({ entries: PAGE_CACHE_MAX_ENTRIES, evictions: 1, inventory_truncated: true });
    expect((cache.snapshot().inventory as unknown[]).length).toBe(100);
  });

  test('a page that would fill memory: entries are evicted to stay within the byte bound; one larger than it is not kept', () => {
    const cache = new PageCache(bounds(100, 1000));
    cache.store('https://x.test/1', 'h', 'x'.repeat(600), 1);
    cache.store('https://x.test/2', 'h', 'x'.repeat(600), 1);
    expect(cache.snapshot()).toMatchObject({ entries: 1, som_bytes: 600, evictions: 1 });
    cache.store('https://x.test/huge', 'h', 'x'.repeat(1001), 1);
    expect(cache.lookup('https://x.test/huge', 'h').kind).toBe('miss');
    expect(cache.snapshot()).toMatchObject({ som_bytes: 600 });
  });

  test('expired entries are misses and are dropped; a different content hash is stale', () => {
    let now = 0;
    const cache = new PageCache(bounds(10, 1000, 100), () => now);
    cache.store('https://x.test/p', 'h1', '{}', 5);
    expect(cache.lookup('https://x.test/p', 'other').kind).toBe('stale');
    now = 101;
    expect(cache.lookup('https://x.test/p', 'h1').kind).toBe('miss');
    expect(cache.snapshot()).toMatchObject({ entries: 0, misses: 1, stale_hits: 1 });
  });

  test('keys: fragment and trailing slash ignored, host case folded, path case kept; id selectors keep case', () => {
    expect(normalizeCacheUrl('https://Example.TEST/Path/#frag')).toBe('https://example.test/Path');
    const cache = new PageCache();
    cache.store('https://x.test/app', 'h', '{"s":1}', 1, ' ACTION:CLICK ');
    cache.store('https://x.test/app', 'h', '{"s":2}', 1, '#Save');
    expect(cache.lookup('https://x.test/app/', 'h', 'action:click')).toEqual({ kind: 'hit', somJson: '{"s":1}' });
    expect(cache.lookup('https://x.test/app', 'h', '#save').kind).toBe('miss');
    expect(cache.lookup('https://x.test/app', 'h', '#Save').kind).toBe('hit');
  });
});

describe('structured data against a flooding page', () => {
  test('JSON-LD blocks, oversized scripts and link entries are bounded', () => {
    const blocks = Array.from({ length: MAX_JSON_LD_BLOCKS + 20 }, (_, i) => `<script type="application/ld+json">{"@type":"Thing","n":${i}}</script>`).join('');
    const huge = `<script type="application/ld+json">{"@type":"Huge","pad":"${'x'.repeat(MAX_JSON_LD_SCRIPT_CHARS)}"}</script>`;
    const links = Array.from({ length: MAX_LINK_ENTRIES + 50 }, (_, i) => `<link rel="alternate" href="/alt/${i}">`).join('');
    const { document } = new JSDOM(`<html><head>${huge}${blocks}${links}</head><body></body></html>`).window;
    const data = extractStructuredData(document);
    expect(data?.json_ld).toHaveLength(MAX_JSON_LD_BLOCKS);
    expect((data?.json_ld ?? []).some((block) => (block as { '@type': string })['@type'] === 'Huge')).toBe(false);
    expect(data?.links).toHaveLength(MAX_LINK_ENTRIES);
  });

  test('a page without structured data has none (the key is omitted)', () => {
    expect(extractStructuredData(new JSDOM('<p>plain</p>').window.document)).toBeUndefined();
  });
});

const page = (elements: number, textLength = 10, char = 'y'): SomDocument =>
  refreshMeta({
    som_version: SOM_VERSION,
    url: 'https://x.test/',
    title: 't',
    lang: '',
    regions: [{ id: 'r_main', role: 'main', elements: Array.from({ length: elements }, (_, i) => ({ id: `e_${i}`, role: 'paragraph' as const, text: char.repeat(textLength) })) }],
    meta: { html_bytes: 0, som_bytes: 0, element_count: 0, interactive_count: 0 },
  });

test('truncateChars counts characters, not bytes, and never exceeds max_chars', () => {
  expect(truncateChars('héllo wörld ünïcode', 12)).toBe('héllo...');
  for (let max = 0; max < 25; max += 1) expect(Array.from(truncateChars('héllo wörld ünïcode text', max)).length).toBeLessThanOrEqual(max);
  expect(truncateChars('short', 10)).toBe('short');
});

test('the budget result never exceeds budget*4 bytes', () => {
  const som = page(50);
  for (const budget of [1, 20, 100, 400]) expect(Buffer.byteLength(somWithinBudget(som, budget))).toBeLessThanOrEqual(Math.max(budget * 4, 100));
});

test('inspect_page: the compact structure is bounded, and a page of huge texts is cut to fit the output bound', () => {
  const many = buildInspectionReport('https://x.test/', 'https://x.test/', '<html></html>', page(MAX_COMPACT_ELEMENTS + 40), 'never');
  expect(many.structure).toMatchObject({ elements_returned: MAX_COMPACT_ELEMENTS, elements_omitted: 40, truncated: true });
  // Each text is bounded to 512 characters, but 256 of them of four-byte characters, in two copies, exceed 512 KiB.
  const heavy = buildInspectionReport('https://x.test/', 'https://x.test/', '<html></html>', page(MAX_COMPACT_ELEMENTS, 5000, '\u{1F600}'), 'never');
  const measure = (text: string): number => 2 * Buffer.byteLength(text) + 1024;
  const text = boundInspection(heavy, measure);
  expect(text).toBeDefined();
  expect(measure(text ?? '')).toBeLessThanOrEqual(MAX_INSPECTION_OUTPUT_BYTES);
  const parsed = JSON.parse(text ?? '{}') as { structure: { truncated: boolean; elements_omitted: number } };
  expect(parsed.structure.truncated).toBe(true);
  expect(parsed.structure.elements_omitted).toBeGreaterThan(0);
});
