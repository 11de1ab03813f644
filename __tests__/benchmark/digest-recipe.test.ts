/**
 * The README's recipe for recomputing the suite digests from a checkout (issue 12.3): the Python
 * block under "Recomputing the benchmark digests" is run exactly as written and its output must be
 * the digests the benchmark writes into its evidence. A recipe that drifted from the
 * digest (another framing, another file order, a manifest it canonicalised differently) fails here.
 * (The benchmark's evidence is the run shared per build with benchmark/run: helpers.ts.)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedReferenceEvidence } from './helpers.js';

const MARKER = '<!-- digest-recipe: run by __tests__/benchmark/digest-recipe.test.ts -->';

/** The fenced python block right after the marker, verbatim. */
function readmeRecipe(): string {
  const readme = readFileSync('README.md', 'utf8');
  const at = readme.indexOf(MARKER);
  expect(at).toBeGreaterThan(-1);
  const block = /^```python\n([\s\S]*?)^```$/m.exec(readme.slice(at + MARKER.length));
  expect(block).not.toBeNull();
  return block![1]!;
}

function runRecipe(cwd: string): Record<string, string> {
  const script = join(mkdtempSync(join(tmpdir(), 'digest-recipe-')), 'recipe.py');
  writeFileSync(script, readmeRecipe());
  const run = spawnSync('python3', [script], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH } });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return Object.fromEntries(run.stdout.trim().split('\n').map((line) => line.split(' ') as [string, string]));
}

test('the README recipe prints exactly the digests the benchmark reports', async () => {
  // The suite identity does not depend on the child or the entry point (the CLI, the action and
  // the tests all run runBenchmark): the evidence of the run shared with benchmark/run carries it.
  const { suite } = await sharedReferenceEvidence();
  expect(suite.fixture_files).toEqual(['fixtures/benchmark/start.html', 'fixtures/benchmark/destination.html', 'fixtures/benchmark/form.html']);
  expect(runRecipe(process.cwd())).toEqual({ manifest_sha256: suite.manifest_sha256, fixture_corpus_sha256: suite.fixture_corpus_sha256 });
}, 200_000);

test('the recipe reads the checkout: one changed byte of a page or of the manifest changes its output', () => {
  const original = runRecipe(process.cwd());
  const copy = mkdtempSync(join(tmpdir(), 'digest-recipe-checkout-'));
  cpSync('fixtures/benchmark', join(copy, 'fixtures/benchmark'), { recursive: true });
  expect(runRecipe(copy)).toEqual(original);
  writeFileSync(join(copy, 'fixtures/benchmark/form.html'), readFileSync('fixtures/benchmark/form.html', 'utf8').replace('Contact details', 'Contact detail'));
  const page = runRecipe(copy);
  expect(page.manifest_sha256).toBe(original.manifest_sha256);
  expect(page.fixture_corpus_sha256).not.toBe(original.fixture_corpus_sha256);
  writeFileSync(join(copy, 'fixtures/benchmark/suite.json'), readFileSync('fixtures/benchmark/suite.json', 'utf8').replace('"trace"', '"replay"'));
  expect(runRecipe(copy).manifest_sha256).not.toBe(original.manifest_sha256);
});
