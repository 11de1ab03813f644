// ard_discover's pure catalog validator in-process (src/engine/ard/validate.ts), each bound at
// its limit and one past it, without a server or an engine: what ard-discover.test.ts shows
// end to end through the built engine, pinned here to the byte and the level.
import { CatalogError } from '../../src/engine/ard/report.js';
import { extractAgentmap, isJsonContentType, MAX_ARRAY_ITEMS, MAX_JSON_DEPTH, MAX_REFERENCES_PER_SOURCE, MAX_STRING_BYTES, parseCatalog } from '../../src/engine/ard/validate.js';

const CATALOG_URL = 'https://example.test/.well-known/ai-catalog.json';
const ENTRY = { identifier: 'urn:air:example.test:tools:search', displayName: 'Search', type: 'application/json', data: { kind: 'inline' } };
const body = (entries: unknown[]): string => JSON.stringify({ specVersion: '1.0', host: { displayName: 'Example' }, entries });
const parse = (text: string) => parseCatalog(text, CATALOG_URL, ['well_known'], new Set());
/** Nested objects `levels` deep around a string. */
const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });
/** root (0) → entries (1) → entry (2) → metadata (3): the levels above an entry's metadata. */
const METADATA_DEPTH = 3;

it('accepts a catalog at the depth limit and rejects one level past it', () => {
  const levels = MAX_JSON_DEPTH - METADATA_DEPTH;
  expect(parse(body([{ ...ENTRY, metadata: deep(levels) }])).status).toBe('accepted');
  expect(() => parse(body([{ ...ENTRY, metadata: deep(levels + 1) }]))).toThrow(new CatalogError(`catalog exceeds the ${MAX_JSON_DEPTH} level JSON depth limit`));
});

it('accepts a string at the byte limit and rejects one byte past it (counted in UTF-8)', () => {
  expect(parse(body([{ ...ENTRY, metadata: { s: 'x'.repeat(MAX_STRING_BYTES) } }])).status).toBe('accepted');
  expect(() => parse(body([{ ...ENTRY, metadata: { s: `${'x'.repeat(MAX_STRING_BYTES - 1)}é` } }]))).toThrow(`catalog string exceeds the ${MAX_STRING_BYTES} byte limit`);
});

it('accepts an array at the item limit and rejects one item past it', () => {
  expect(parse(body([{ ...ENTRY, metadata: { list: new Array(MAX_ARRAY_ITEMS).fill(0) } }])).status).toBe('accepted');
  expect(() => parse(body([{ ...ENTRY, metadata: { list: new Array(MAX_ARRAY_ITEMS + 1).fill(0) } }]))).toThrow(`catalog array exceeds the ${MAX_ARRAY_ITEMS} item limit`);
});

it('rejects entries one by one and an identifier already accepted as a duplicate', () => {
  const report = parse(body([ENTRY, { ...ENTRY, identifier: 'not-a-urn' }, ENTRY]));
  expect(report.status).toBe('partial');
  expect(report.entries.map((e) => e.identifier)).toEqual([ENTRY.identifier]);
  expect(report.entry_failures).toEqual([
    { index: 1, identifier: 'not-a-urn', error: 'entry.identifier must start with urn:air:' },
    { index: 2, identifier: ENTRY.identifier, error: 'duplicate entry identifier' },
  ]);
});

it('reads Agentmap records case-insensitively, without comments, at most MAX_REFERENCES_PER_SOURCE', () => {
  const lines = Array.from({ length: MAX_REFERENCES_PER_SOURCE + 2 }, (_v, i) => `agentMAP: /c${i}.json # note`);
  expect(extractAgentmap(['User-agent: *', 'Agentmap:', ...lines].join('\r\n'))).toEqual(lines.slice(0, MAX_REFERENCES_PER_SOURCE).map((_l, i) => `/c${i}.json`));
});

it('takes only the two JSON media types, parameters ignored', () => {
  expect(['application/json', 'Application/AI-Catalog+JSON; charset=utf-8'].map(isJsonContentType)).toEqual([true, true]);
  expect(['text/plain', 'application/jsonx', ''].map(isJsonContentType)).toEqual([false, false, false]);
});
