/**
 * fixtures/benchmark/suite.json is the suite's single source: the build compiles its
 * exact bytes into the bundle, the manifest digest covers exactly those bytes, and a suite.json
 * that is not canonical (or not a well-formed manifest) stops the build instead of silently
 * changing the digest the evidence carries.
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalStringify, suiteIdentity } from '../../src/benchmark/digest.js';
import { EXPECTED_STEPS, SUITE_MANIFEST, SUITE_MANIFEST_JSON } from '../../src/benchmark/suite.js';

const MANIFEST = 'fixtures/benchmark/suite.json';

const load = () => import('../../scripts/suite-manifest.mjs');

/** A checkout holding only the benchmark fixtures, with suite.json replaced by `text`. */
function checkoutWith(text: string | Buffer): string {
  const root = mkdtempSync(join(tmpdir(), 'suite-manifest-'));
  mkdirSync(join(root, 'fixtures/benchmark'), { recursive: true });
  for (const page of ['start', 'destination', 'form']) writeFileSync(join(root, `fixtures/benchmark/${page}.html`), readFileSync(`fixtures/benchmark/${page}.html`));
  writeFileSync(join(root, MANIFEST), text);
  return root;
}

test('the compiled manifest is byte-for-byte the file, and the file is already canonical', () => {
  const file = readFileSync(MANIFEST);
  expect(Buffer.from(SUITE_MANIFEST_JSON, 'utf8').equals(file)).toBe(true);
  expect(canonicalStringify(SUITE_MANIFEST)).toBe(file.toString('utf8'));
  expect(SUITE_MANIFEST.schema).toBe('plasmate.agent-task-benchmark-suite.v1');
  expect(SUITE_MANIFEST.suite).toBe('deterministic-agent-workflows');
  // Every scenario of the file has its compiled step expectation, in the contract's order.
  expect(SUITE_MANIFEST.scenarios.map((s) => s.id)).toEqual(Object.keys(EXPECTED_STEPS));
});

test('moving the manifest into a file kept both digests the evidence carried before', () => {
  // The values the TypeScript manifest produced before suite.json existed (same canonical bytes).
  expect(suiteIdentity()).toEqual({
    manifest_sha256: 'b8f901d5e04b04d3d3c4e05ceff19945fc54eaf558611aef3091be2e3d87fb64',
    fixture_corpus_sha256: '420fc9c63382b51b42d7617dad0f7d54f3862ebaed1f8ee9e792c69dcb2b0b71',
  });
});

test('src/benchmark/fixture-corpus.ts is what the build generates from this checkout', async () => {
  const { fixtureCorpusModule } = await load();
  expect(readFileSync('src/benchmark/fixture-corpus.ts', 'utf8')).toBe(fixtureCorpusModule(process.cwd()));
});

test('an edited manifest is what the build compiles: the generated module carries the new bytes', async () => {
  const { fixtureCorpusModule } = await load();
  const edited = readFileSync(MANIFEST, 'utf8').replace('both titles are observed.', 'both page titles are observed.');
  expect(fixtureCorpusModule(checkoutWith(edited))).toContain(JSON.stringify(edited));
});

describe('a suite.json the build refuses, with the file and the reason', () => {
  const canonical = readFileSync(MANIFEST, 'utf8');
  const parsed = JSON.parse(canonical);
  const withScenario = (patch: Record<string, unknown>, i = 0) => {
    const copy = JSON.parse(canonical);
    copy.scenarios[i] = { ...copy.scenarios[i], ...patch };
    return canonicalStringify(copy);
  };
  test.each([
    ['pretty-printed (the digest would differ from the file bytes)', JSON.stringify(parsed, null, 2), /not in canonical form .*\n\{"scenarios":/],
    ['a newline at the end', `${canonical}\n`, /not in canonical form \(one line of compact JSON, keys sorted, no newline at the end\)/],
    ['whitespace between tokens', canonical.replace('{"scenarios":', '{"scenarios" :'), /not in canonical form/],
    ['keys out of order', JSON.stringify({ schema: parsed.schema, suite: parsed.suite, scenarios: parsed.scenarios }), /not in canonical form/],
    ['non-ASCII text', withScenario({ contract: 'Navigation – with a dash.' }), /scenarios\[0\]\.contract is a non-empty string of printable ASCII/],
    ['an escaped control character', withScenario({ contract: 'Two\nlines.' }), /scenarios\[0\]\.contract is a non-empty string of printable ASCII/],
    ['not JSON', canonical.slice(0, -1), /not JSON/],
    ['an extra top-level key', canonicalStringify({ ...parsed, fixture_files: [] }), /top-level keys are fixture_files,scenarios,schema,suite/],
    ['another schema', canonicalStringify({ ...parsed, schema: 'plasmate.agent-task-benchmark-suite.v2' }), /schema is "plasmate\.agent-task-benchmark-suite\.v2"/],
    ['no scenarios', canonicalStringify({ ...parsed, scenarios: [] }), /scenarios is a non-empty array/],
    ['an unknown category', withScenario({ category: 'speed' }), /scenarios\[0\]\.category is "speed"; allowed: navigation, action/],
    ['an unserved fixture', withScenario({ fixture: '/admin' }), /scenarios\[0\]\.fixture is "\/admin"/],
    ['an unknown outcome', withScenario({ expected_workflow_outcome: 'crash' }), /expected_workflow_outcome is "crash"/],
    ['a missing key', canonical.replace('"expected_workflow_outcome":"succeeded",', ''), /scenarios\[0\] has exactly the keys/],
    ['a non-string value', withScenario({ contract: 7 }), /scenarios\[0\]\.contract is a non-empty string of printable ASCII/],
    ['a duplicate id', withScenario({ id: 'navigate-between-pages' }, 1), /scenarios\[1\]\.id "navigate-between-pages" is used twice/],
    ['an id outside the alphabet', withScenario({ id: 'Navigate Pages' }), /scenarios\[0\]\.id "Navigate Pages" does not match/],
  ])('%s', async (_name, text, message) => {
    const { readSuiteManifest, fixtureCorpusModule } = await load();
    const root = checkoutWith(text);
    expect(() => readSuiteManifest(root)).toThrow(/^fixtures\/benchmark\/suite\.json: /);
    expect(() => fixtureCorpusModule(root)).toThrow(message);
  });
});
